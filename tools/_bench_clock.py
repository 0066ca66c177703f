"""The clock tools/bench.py times with: CPU time of this process unless --wall.

On a shared box the wall clock also counts the time other processes hold the cores, so
the benchmark's durations are ``time.process_time`` by default."""

from __future__ import annotations

import sys
import time

_CLOCK = [time.process_time]


def use_wall_clock() -> None:
    _CLOCK[0] = time.perf_counter


def clock() -> float:
    return _CLOCK[0]()


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)
