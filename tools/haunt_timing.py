#!/usr/bin/env python3
"""When does the haunt start? Measure it, to choose legacy free play's haunt threshold.

    python tools/haunt_timing.py --games 200 --players 4 --seed 3 [--thresholds 3-9]

Plays random-bot games of classic and of legacy with each threshold until the haunt
starts, and prints one JSON object: for each setting the mean and median turn (and
omens drawn) at which the haunt began, and how many games reached it within the cap.
The legacy book leaves the threshold to the campaign's PAUSE cards; free play uses
the ruleset's default, chosen so the haunt comes about when classic's does.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

import _path  # noqa: F401 (puts the repository on sys.path)

from game import auto_seats, load_pack, new_game
from game.bots import RandomPlayer


def haunt_turn(pack, ruleset, players, seed, cap, options):
    game = new_game(ruleset, auto_seats(pack, players, seed), seed, pack,
                    options={"date": "11-21", **options})
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(players)}
    while game.state["haunt"] is None and game.state["turns_taken"] < cap:
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    if game.state["haunt"] is None:
        return None
    return game.state["turns_taken"], game.state["omens_drawn"]


def measure(pack, ruleset, players, seed, games, cap, options):
    results = [haunt_turn(pack, ruleset, players, seed * 1000 + i, cap, options) for i in range(games)]
    reached = [r for r in results if r is not None]
    turns = [t for t, _ in reached]
    return {"games": games, "reached": len(reached),
            "mean_turn": round(statistics.mean(turns), 2) if turns else None,
            "median_turn": statistics.median(turns) if turns else None,
            "mean_rounds": round(statistics.mean(turns) / players, 2) if turns else None,
            "mean_omens": round(statistics.mean(o for _, o in reached), 2) if reached else None}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--cap", type=int, default=200, help="turns before a game counts as not reaching the haunt")
    parser.add_argument("--thresholds", default="3-9")
    parser.add_argument("--legacy-pack", default="legacy")
    args = parser.parse_args(argv)
    lo, hi = (int(v) for v in args.thresholds.split("-"))
    out = {"players": args.players, "seed": args.seed,
           "classic": measure(load_pack("classic"), "classic", args.players, args.seed, args.games, args.cap, {})}
    legacy = load_pack(args.legacy_pack)
    out["legacy"] = {str(t): measure(legacy, "legacy", args.players, args.seed, args.games, args.cap,
                                     {"haunt_threshold": t}) for t in range(lo, hi + 1)}
    target = out["classic"]["mean_rounds"]
    best = min(out["legacy"], key=lambda t: abs((out["legacy"][t]["mean_rounds"] or 1e9) - target))
    out["closest_threshold"] = int(best)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
