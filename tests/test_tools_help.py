"""Every tool parses its arguments with argparse: ``--help`` prints usage, exits 0 and
writes nothing (``_campaign_pack.py --help`` once made a folder named ``--help``, and
``make_icon.py --help`` rewrote the icons)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOLS = sorted(p for p in (ROOT / "tools").glob("*.py") if "__main__" in p.read_text())


def _snapshot(folder: Path) -> dict:
    return {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}


@pytest.mark.slow
@pytest.mark.parametrize("tool", TOOLS, ids=[p.name for p in TOOLS])
def test_a_tool_answers_help_with_usage_and_writes_nothing(tool, tmp_path):
    before = _snapshot(ROOT / "packaging")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(tool), "--help"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-400:]
    assert "usage" in out.stdout.lower()
    assert list(tmp_path.iterdir()) == []
    assert _snapshot(ROOT / "packaging") == before


def test_a_screenshot_is_the_same_whatever_the_players_own_folder_holds(tmp_path, monkeypatch):
    """docs/screens/README.md: the same command gives the same picture. A player's folder
    that has seen the first-game hints once changed the board's render (55,905 pixels)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshot

    pictures = []
    for name, seen in (("fresh", None), ("seen", ["move", "discover", "card", "roll", "haunt"])):
        home = tmp_path / name
        (home / "config").mkdir(parents=True)
        if seen:
            for folder in (home, home / "config"):   # wherever the config folder is kept
                folder.joinpath("hints.json").write_text(__import__("json").dumps(seen))
        monkeypatch.setenv("HOLLOWMERE_HOME", str(home))
        out = tmp_path / f"{name}.png"
        assert screenshot.main(["--scene", "board", "--turns", "1", "--frames", "10",
                                "--out", str(out)]) == 0
        assert os.environ["HOLLOWMERE_HOME"] == str(home)   # given back as it was
        pictures.append(out.read_bytes())
    assert pictures[0] == pictures[1]


def test_install_desktop_points_the_menu_at_the_app_where_it_is_and_builds_nothing(tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    import build_app

    app = tmp_path / "Games" / "hollowmere" / "hollowmere"
    app.parent.mkdir(parents=True)
    app.write_text("#!/bin/sh\n")
    app.chmod(0o755)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    built = []
    monkeypatch.setattr(build_app.subprocess, "run", lambda *a, **k: built.append(a))
    assert build_app.main(["--install-desktop", str(app)]) == 0
    entry = (tmp_path / "share" / "applications" / "hollowmere.desktop").read_text()
    assert f"Exec={app}" in entry and built == []
    assert (tmp_path / "share" / "icons" / "hicolor" / "256x256" / "apps" / "hollowmere.png").exists()
    assert build_app.main(["--install-desktop", str(tmp_path / "nothing-here")]) == 2
