"""Startup of the standalone app against the installed package, to the first title frame.

    python tools/bench_app.py --app dist/onedir/hollowmere/hollowmere \\
        --app dist/onefile/hollowmere --app .venv/bin/hollowmere [--rounds 5] [--drop-caches]

Each program is started ``--rounds`` times with ``HOLLOWMERE_EXIT_AFTER_FIRST_FRAME=1``
(``scenes/app.py`` prints the moment of its first drawn frame and leaves), in a fresh
home (``HOLLOWMERE_HOME``), on the display in ``DISPLAY`` (SDL's dummy driver without
one). Wall time from the spawn to that frame, ms. "Cold" is the first run after the
kernel's page cache is dropped (``--drop-caches``: root on Linux; otherwise the first
run, which is only as cold as the machine's cache); "warm" the best and median of the
rest. An installed package is measured as pip left it (pip writes the bytecode cache
at install), so cold means cold files, not compiling.
One JSON line per program on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def drop_caches() -> bool:
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def first_frame_ms(program: str, env: dict) -> float:
    t0 = time.time()
    proc = subprocess.run([program, "--windowed"], env=env, capture_output=True, text=True, timeout=120)
    marks = [line.split() for line in proc.stdout.splitlines() if line.startswith("HOLLOWMERE_FIRST_FRAME")]
    if proc.returncode != 0 or not marks:
        raise RuntimeError(f"{program} failed ({proc.returncode}): {proc.stderr[-500:]}")
    return (float(marks[0][1]) - t0) * 1000


def bench(program: str, rounds: int, drop: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="hollowmere-bench-app-") as tmp:
        env = {"PATH": "/usr/bin:/bin", "HOME": str(Path(tmp) / "user"),
               "HOLLOWMERE_HOME": str(Path(tmp) / "home"), "HOLLOWMERE_EXIT_AFTER_FIRST_FRAME": "1",
               "SDL_AUDIODRIVER": "dummy"}
        if os.environ.get("DISPLAY"):
            env["DISPLAY"] = os.environ["DISPLAY"]
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        dropped = drop and drop_caches()
        cold = first_frame_ms(program, env)
        warm = [first_frame_ms(program, env) for _ in range(rounds)]
    return {"program": program, "display": env.get("DISPLAY", "dummy"), "page_cache_dropped": dropped,
            "cold_ms": round(cold), "warm_best_ms": round(min(warm)),
            "warm_median_ms": round(statistics.median(warm)), "rounds": rounds}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", action="append", required=True, help="a program to start (repeatable)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--drop-caches", action="store_true")
    args = parser.parse_args(argv)
    for program in args.app:
        print(json.dumps(bench(str(Path(program).resolve()), args.rounds, args.drop_caches)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
