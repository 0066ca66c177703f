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


class BusyNeighbour:
    """``with BusyNeighbour():`` a second process burning the CPU this one runs on, both
    held to that one CPU (Linux affinity; elsewhere the neighbour just runs): what is
    measured meanwhile shares its core, its caches and its time slices."""

    def __enter__(self):
        import os
        import subprocess

        self._mine = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
        cpu = None if self._mine is None else {min(self._mine)}
        self._proc = subprocess.Popen([sys.executable, "-c", "while True: pass"],
                                      preexec_fn=(lambda: os.sched_setaffinity(0, cpu)) if cpu else None)
        if cpu:
            os.sched_setaffinity(0, cpu)
        return self

    def __exit__(self, *exc) -> None:
        import os

        if self._mine is not None:
            os.sched_setaffinity(0, self._mine)
        self._proc.kill()
        self._proc.wait()
