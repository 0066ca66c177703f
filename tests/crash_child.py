"""A game that plays itself into a log until it is killed (see test_crash_safety).

    python tests/crash_child.py LOG SEED

If LOG exists the game is loaded and goes on; otherwise a new one starts.
"""

import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import auto_seats, load, load_pack, new_game
from game.bots import RandomPlayer


def main(path: str, seed: int) -> None:
    path = Path(path)
    pack = load_pack("classic")
    if path.exists():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            game = load(path)
    else:
        game = new_game("classic", auto_seats(pack, 4, seed), seed, pack, log_path=path)
    print("ready", flush=True)
    bots = {s: RandomPlayer(seed + s + len(game.events)) for s in range(4)}
    while game.phase != "over":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    game.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
