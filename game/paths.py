"""Where Hollowmere keeps its files.

Saves live under platformdirs' user data dir and settings under its user config dir.
``HOLLOWMERE_HOME`` overrides both (tests always point it at a temp dir), so nothing a
test does can touch a player's real saves.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "hollowmere"


class DataFolderError(OSError):
    """A folder Hollowmere keeps its files in cannot be made or written to.

    ``str()`` is a sentence a player can act on (which folder, why, what to do), so the
    entry point prints it instead of a traceback.
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(reason)
        self.path = Path(path)
        self.reason = reason

    def __str__(self) -> str:
        return (f"Hollowmere cannot write to its folder {self.path} ({self.reason}).\n"
                "Saves and settings are kept there. Make the folder writable, or point "
                "HOLLOWMERE_HOME at a folder you can write to, and start the game again.")


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DataFolderError(path, exc.strerror or str(exc)) from exc
    return path


def check_writable() -> None:
    """Raise ``DataFolderError`` unless the data and config folders can be written to
    (the entry point asks this once, before a window opens)."""
    for folder in (data_dir(), config_dir()):
        probe = folder / ".hollowmere-write-test"
        try:
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as exc:
            raise DataFolderError(folder, exc.strerror or str(exc)) from exc


def _platformdirs():
    # imported when a folder is first asked for, so the engine and tools/validate_content.py
    # run with PyYAML alone
    import platformdirs

    return platformdirs


def _home_override() -> Path | None:
    value = os.environ.get("HOLLOWMERE_HOME")
    return Path(value) if value else None


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(_platformdirs().user_data_dir(APP_NAME, appauthor=False))
    return _ensure(path)


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(_platformdirs().user_config_dir(APP_NAME, appauthor=False))
    return _ensure(path)


def saves_dir() -> Path:
    return _ensure(data_dir() / "saves")


def package_root() -> Path:
    """The folder that holds ``game/``, ``content/`` and ``assets/``.

    From a checkout (or ``pip install -e .``) that is the repository; from a plain
    ``pip install .`` it is site-packages, where ``content`` and ``assets`` are
    installed as data packages beside ``game``; from the standalone app built by
    ``tools/build_app.py`` (PyInstaller, ``sys.frozen``) it is the bundle's folder,
    ``sys._MEIPASS``, where the build puts ``content/`` and ``assets/``.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def content_root() -> Path:
    return package_root() / "content"


def assets_root() -> Path:
    return package_root() / "assets"
