"""One copy of the game writes to a save at a time.

Two copies of Hollowmere on one data folder (two windows, or a second start by mistake)
would both append to the same save and interleave their events. Whoever opens a save to
play on takes its lock (``.<name>.lock`` beside it, held with an operating-system lock by
the ``filelock`` package, so it goes with the process even if that process is killed);
a second copy is told the game is open elsewhere and may watch it instead. The lock
file is there while the game is open and goes when it is closed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .log_checks import LogError

if TYPE_CHECKING:
    from filelock import FileLock


class InUse(LogError):
    """The save is being played in another copy of the game."""


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def hold(path) -> FileLock | None:
    """The lock of the save at ``path``, taken now; InUse if another copy holds it."""
    from filelock import FileLock, Timeout   # (only when a save is opened to play on: the engine's
                                             # readers and the content checks go without it)
    path = Path(path)
    lock = FileLock(str(lock_path(path)), timeout=0, is_singleton=False)
    try:
        lock.acquire()
    except Timeout:
        raise InUse(f"{path.name}: is open in another copy of Hollowmere; it can be watched here, "
                    "but played on in one copy only") from None
    except OSError:   # a folder where no lock file can be made (read-only): nothing to guard
        return None
    return lock


def release(lock) -> None:
    """Give the lock back and take its file away (a finished or closed game leaves no trace)."""
    if lock is None or not lock.is_locked:
        return
    path = Path(lock.lock_file)
    try:
        path.unlink(missing_ok=True)   # while still held: no other copy is between (POSIX)
    except OSError:   # Windows keeps an open file: after letting go, if no one took it meanwhile
        lock.release()
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
        return
    lock.release()
