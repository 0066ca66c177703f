"""New games created one after another, each into its own save, until killed (see
test_crash_safety: a kill while a game is being created).

    python tests/create_child.py FOLDER PREFIX SEED

Prints "ready" once set up, then creates FOLDER/PREFIX-0000.jsonl, -0001, ... for ever.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import auto_seats, load_pack, new_game


def main(folder: str, prefix: str, seed: int) -> None:
    folder = Path(folder)
    pack = load_pack("classic")
    seats = [auto_seats(pack, 3 + k % 4, seed + k) for k in range(4)]
    print("ready", flush=True)
    n = 0
    while True:
        game = new_game("classic", seats[n % 4], seed + n, pack, options={"date": "11-21"},
                        log_path=folder / f"{prefix}-{n:04d}.jsonl")
        game.close()
        n += 1


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
