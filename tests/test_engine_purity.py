"""The engine stays headless: game/ never imports pygame or pymunk (ARCHITECTURE.md)."""

import re
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"


def test_no_module_in_game_imports_pygame_or_pymunk_in_its_source():
    pattern = re.compile(r"^\s*(import|from)\s+(pygame|pymunk)\b", re.M)
    offenders = [str(p) for p in GAME.rglob("*.py") if pattern.search(p.read_text())]
    assert offenders == []


def test_importing_the_whole_engine_loads_neither_library():
    code = (
        "import sys, pkgutil, importlib, game\n"
        "for m in pkgutil.walk_packages(game.__path__, 'game.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in ('pygame', 'pymunk') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=GAME.parent, check=True)
    assert out.stdout.strip() == ""
