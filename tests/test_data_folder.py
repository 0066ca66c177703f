"""Where the game keeps its files: a folder it cannot write to is said in words."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths

ROOT = Path(__file__).resolve().parent.parent


def _unwritable_home(tmp_path) -> Path:
    # A home under a plain file can never be made, even by root (who ignores chmod);
    # for anyone else a read-only folder is the real case, tested below.
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    return blocker / "home"


def test_a_home_that_cannot_be_made_raises_a_sentence(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(_unwritable_home(tmp_path)))
    with pytest.raises(paths.DataFolderError) as caught:
        paths.data_dir()
    text = str(caught.value)
    assert "cannot write to its folder" in text and "HOLLOWMERE_HOME" in text


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes to read-only folders")
def test_a_read_only_home_fails_the_writable_check(tmp_path, monkeypatch):
    home = tmp_path / "ro"
    home.mkdir()
    home.chmod(0o555)
    monkeypatch.setenv("HOLLOWMERE_HOME", str(home))
    try:
        with pytest.raises(paths.DataFolderError):
            paths.check_writable()
    finally:
        home.chmod(0o755)


def test_the_game_says_so_without_a_traceback(tmp_path):
    env = {**os.environ, "HOLLOWMERE_HOME": str(_unwritable_home(tmp_path)),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "scenes"], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=60)
    assert out.returncode == 2
    assert "cannot write to its folder" in out.stderr
    assert "Traceback" not in out.stderr


def test_a_writable_home_passes(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    paths.check_writable()
    assert paths.saves_dir().is_dir()


def test_package_root_is_the_bundle_when_frozen(monkeypatch, tmp_path):
    assert paths.package_root() == ROOT  # from the checkout
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.content_root() == tmp_path / "content"
    assert paths.assets_root() == tmp_path / "assets"
