"""tools/bench.py --only instructions: instructions per simulated game, counted by
valgrind (cachegrind, ``--cache-sim=no``), which do not depend on the machine's load.

The workload is ``tools/simulate.py --ruleset classic --games 20 --seed 1 --players 4
--bots random`` without and with the invariant checks; a zero-game run of the same
command (start-up: imports, the pack read and checked) is taken off, and the rest is
divided by the games."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORKLOAD = ("--ruleset", "classic", "--seed", "1", "--players", "4", "--bots", "random")
GAMES = 20


def count(games: int, *extra: str) -> int:
    """Instructions of one run of simulate.py (valgrind's total ``Ir``)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cachegrind.out"
        subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}",
                        sys.executable, str(REPO / "tools" / "simulate.py"), "--games", str(games), *WORKLOAD,
                        *extra], cwd=REPO, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for line in out.read_text().splitlines():
            if line.startswith("summary:"):
                return int(line.split()[1])
    raise RuntimeError("cachegrind wrote no summary")


def bench_instructions(games: int = GAMES) -> dict:
    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind is not installed (apt-get install valgrind)"}
    empty = count(0, "--no-check")
    no_check = count(games, "--no-check")
    checked = count(games)
    return {"games": games, "command": "tools/simulate.py --games N " + " ".join(WORKLOAD),
            "zero_games_m": round(empty / 1e6, 1),
            "per_game_no_check_m": round((no_check - empty) / games / 1e6, 1),
            "per_game_checked_m": round((checked - empty) / games / 1e6, 1)}
