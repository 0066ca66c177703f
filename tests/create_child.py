"""New games created one after another, each into its own save, until killed (see
test_crash_safety: a kill while a game is being created).

    python tests/create_child.py

Loads the classic pack once, then reads lines ``FOLDER PREFIX SEED`` from stdin. For each
it forks a child that prints "ready PID" once set up and then creates FOLDER/PREFIX-0000.jsonl,
-0001, ... for ever; when that child is gone (killed) it prints "gone" and reads the next
line. The server makes one game of its own first (in a folder it then removes): a first game
costs ten times the next ones (imports and caches warming), so a child killed within 30 ms on
a loaded machine had often written nothing; each child now starts warm, without paying for
Python's start and the pack's load again (the test kills forty of them or more).
"""

import gc
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import auto_seats, load_pack, new_game


def create(pack, seats, seed: int, path: Path) -> None:
    new_game("classic", seats, seed, pack, options={"date": "11-21"}, log_path=path).close()


def create_for_ever(pack, folder: Path, prefix: str, seed: int) -> None:
    seats = [auto_seats(pack, 3 + k % 4, seed + k) for k in range(4)]
    print("ready", os.getpid(), flush=True)
    n = 0
    while True:
        create(pack, seats[n % 4], seed + n, folder / f"{prefix}-{n:04d}.jsonl")
        n += 1


def serve() -> None:
    pack = load_pack("classic")
    with tempfile.TemporaryDirectory() as scratch:
        create(pack, auto_seats(pack, 4, 0), 0, Path(scratch) / "warm.jsonl")
    gc.freeze()   # (the children share the server's objects without copying their pages)
    for line in sys.stdin:
        folder, prefix, seed = line.split()
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                create_for_ever(pack, Path(folder), prefix, int(seed))
            finally:
                os._exit(1)   # (never reached but by an error: the child never returns)
        os.waitpid(pid, 0)
        print("gone", flush=True)


if __name__ == "__main__":
    serve()
