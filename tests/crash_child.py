"""Games that play themselves into a log until killed (see test_crash_safety).

    python tests/crash_child.py

Loads the classic pack once, then reads lines ``LOG SEED`` from stdin. For each it forks
a child that loads LOG and goes on with its game (or starts a new one if there is no
LOG), prints "ready PID" and plays until it is killed; when that child is gone the
server prints "gone" and reads the next line. A child starts where a fresh process would
after loading the pack, without paying for Python's start and the pack's load again.
"""

import os
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import auto_seats, load, load_pack, new_game
from game.bots import RandomPlayer


def play(pack, path: Path, seed: int) -> None:
    if path.exists():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            game = load(path)
    else:
        game = new_game("classic", auto_seats(pack, 4, seed), seed, pack, log_path=path)
    print("ready", os.getpid(), flush=True)
    bots = {s: RandomPlayer(seed + s + len(game.events)) for s in range(4)}
    while game.phase != "over":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    game.close()


def serve() -> None:
    pack = load_pack("classic")
    for line in sys.stdin:
        path, seed = line.rsplit(maxsplit=1)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                play(pack, Path(path), int(seed))
            finally:
                os._exit(0)   # (a game played to its end: the test notices it was not killed)
        os.waitpid(pid, 0)
        print("gone", flush=True)


if __name__ == "__main__":
    serve()
