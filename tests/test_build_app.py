"""tools/build_app.py: the standalone app (PyInstaller), built and asked its version.

The build takes a minute or so; it runs only where PyInstaller is installed
(``pip install -e '.[build]'``), so CI's ``.[test]`` run skips it and stays fast.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.version import __version__

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_app  # noqa: E402 (after the path or the environment is set)


def test_the_bundle_carries_the_content_and_every_asset():
    args = build_app.pyinstaller_args(onefile=False, platform="linux")
    data = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    assert data == [f"{ROOT / 'content'}:content", f"{ROOT / 'assets'}:assets"]
    assert "--onedir" in args and "pytest" in args  # excluded, with hypothesis


def test_each_system_gets_its_icon():
    win = build_app.pyinstaller_args(onefile=True, platform="win32")
    mac = build_app.pyinstaller_args(onefile=False, platform="darwin")
    assert win[win.index("--icon") + 1].endswith("hollowmere.ico") and "--windowed" in win
    assert mac[mac.index("--icon") + 1].endswith("hollowmere.png")
    assert build_app.built_app(False, "darwin").parts[-3:] == ("Contents", "MacOS", "Hollowmere")
    for icon in ("hollowmere.ico", "hollowmere.png", "hollowmere.desktop"):
        assert (ROOT / "packaging" / icon).is_file()


@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                    reason="PyInstaller is not installed (pip install -e '.[build]'); the build is not tried")
def test_the_built_app_says_its_version(tmp_path):
    build = subprocess.run([sys.executable, str(ROOT / "tools" / "build_app.py"), "--out", str(tmp_path)],
                           capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert build.returncode == 0, build.stderr[-3000:]
    app = build_app.built_app(False, out=tmp_path)
    assert app.is_file()
    # as a player runs it: no Python on the path, no PYTHONPATH, a home of its own
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home")}
    if sys.platform == "win32":
        env = {**os.environ}
    out = subprocess.run([str(app), "--version"], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"hollowmere {__version__}"
    bundle = app.parent / "_internal"
    assert (bundle / "content").is_dir() and (bundle / "assets" / "fonts").is_dir()
