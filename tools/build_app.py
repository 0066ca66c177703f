"""Build Hollowmere as a standalone app with PyInstaller (a build-time tool only).

    pip install -e '.[build]'                 # PyInstaller, in the optional "build" extra
    python tools/build_app.py                 # one folder: dist/onedir/hollowmere/hollowmere
    python tools/build_app.py --onefile       # one file:   dist/onefile/hollowmere
    python tools/build_app.py --clean         # throw away build/ and dist/ first
    python tools/build_app.py --out /tmp/x    # build/ and dist/ under /tmp/x

The same command on each system, run on that system (PyInstaller does not cross-build):

* Linux: ``dist/onedir/hollowmere/hollowmere``; ``packaging/hollowmere.desktop`` and
  ``packaging/hollowmere.png`` are the desktop entry and its icon (``--install-desktop``
  copies both into ``~/.local/share`` and points ``Exec`` at the built app).
* Windows (``py tools\\build_app.py``): ``dist\\onedir\\hollowmere\\hollowmere.exe``, no
  console window, with ``packaging\\hollowmere.ico`` as its icon.
* macOS (``python3 tools/build_app.py``): ``dist/onedir/Hollowmere.app``; the icon is made
  from ``packaging/hollowmere.png``, which needs Pillow in the build environment
  (``pip install pillow``; without it the app gets PyInstaller's default icon).

The bundle carries the content packs (``content/``) and every shipped asset
(``assets/``: fonts, icons, sounds, with their licences); ``game.paths`` finds them in
``sys._MEIPASS`` when frozen, so the app reads the same files as the installed package.
Saves and settings stay in the player's user data and config folders (platformdirs).
The one-folder build is the one we ship: it starts faster than the one-file build, which
unpacks itself into a temp folder at every start (CHANGELOG.md, "The standalone app (issue 22)").
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NAME = "hollowmere"
ENTRY = REPO / "packaging" / "hollowmere_app.py"
DATA = ("content", "assets")


def pyinstaller_args(onefile: bool, platform: str = sys.platform, out: Path = REPO) -> list[str]:
    mode = "onefile" if onefile else "onedir"
    sep = os.pathsep if platform == sys.platform else (";" if platform == "win32" else ":")
    args = [
        str(ENTRY),
        "--name", "Hollowmere" if platform == "darwin" else NAME,
        "--onefile" if onefile else "--onedir",
        "--noconfirm",
        "--distpath", str(out / "dist" / mode),
        "--workpath", str(out / "build" / mode),
        "--specpath", str(out / "build" / mode),
        "--paths", str(REPO),
        # scenes/ and game/ import some of their modules inside functions (so that
        # --version stays instant); collect them all rather than trust the analysis
        "--collect-submodules", "game",
        "--collect-submodules", "scenes",
        # the test and tool-only libraries never ship
        "--exclude-module", "pytest",
        "--exclude-module", "hypothesis",
        "--exclude-module", "tkinter",
    ]
    for folder in DATA:
        args += ["--add-data", f"{REPO / folder}{sep}{folder}"]
    if platform == "win32":
        args += ["--windowed", "--icon", str(REPO / "packaging" / "hollowmere.ico")]
    elif platform == "darwin":
        args += ["--windowed", "--icon", str(REPO / "packaging" / "hollowmere.png"),
                 "--osx-bundle-identifier", "org.hollowmere.game"]
    return args


def built_app(onefile: bool, platform: str = sys.platform, out: Path = REPO) -> Path:
    """The path of the program the build makes."""
    mode = "onefile" if onefile else "onedir"
    dist = out / "dist" / mode
    exe = NAME + (".exe" if platform == "win32" else "")
    if platform == "darwin":
        return dist / "Hollowmere.app" / "Contents" / "MacOS" / "Hollowmere"
    return dist / exe if onefile else dist / NAME / exe


def install_desktop(app: Path) -> None:
    """Linux: the desktop entry and icon into the user's share folder, Exec at ``app``."""
    share = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    entry = (REPO / "packaging" / "hollowmere.desktop").read_text()
    entry = entry.replace("Exec=hollowmere", f"Exec={app}")
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "applications" / "hollowmere.desktop").write_text(entry)
    icons = share / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True, exist_ok=True)
    shutil.copy2(REPO / "packaging" / "hollowmere.png", icons / "hollowmere.png")
    print(f"desktop entry: {share / 'applications' / 'hollowmere.desktop'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one file instead of one folder")
    parser.add_argument("--clean", action="store_true", help="remove build/ and dist/ of this mode first")
    parser.add_argument("--out", type=Path, default=REPO,
                        help="the folder that gets build/ and dist/ (default: the repository)")
    parser.add_argument("--install-desktop", nargs="?", const=True, default=None, metavar="APP",
                        help="Linux: install the desktop entry and icon: for APP where it is now (an app "
                             "already built and put where you keep it; nothing is built), or with no "
                             "APP for the app this command builds")
    args = parser.parse_args(argv)
    if isinstance(args.install_desktop, str):   # an app that exists: point the menu at it, build nothing
        app = Path(args.install_desktop).expanduser().resolve()
        if not (app.is_file() and os.access(app, os.X_OK)):
            print(f"error: {app} is not a program that can be run (give the app's executable, e.g. "
                  f".../hollowmere/hollowmere)", file=sys.stderr)
            return 2
        install_desktop(app)
        return 0
    try:
        import PyInstaller  # noqa: F401 (only whether it is installed)
    except ImportError:
        print("PyInstaller is not installed: pip install -e '.[build]'", file=sys.stderr)
        return 2
    mode = "onefile" if args.onefile else "onedir"
    if args.clean:
        for folder in (args.out / "build" / mode, args.out / "dist" / mode):
            shutil.rmtree(folder, ignore_errors=True)
    command = [sys.executable, "-m", "PyInstaller", *pyinstaller_args(args.onefile, out=args.out)]
    result = subprocess.run(command, cwd=REPO)
    if result.returncode:
        return result.returncode
    app = built_app(args.onefile, out=args.out)
    print(f"built {app}")
    if args.install_desktop and sys.platform.startswith("linux"):
        install_desktop(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
