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
