#!/usr/bin/env python3
"""Head-to-head figures between bot levels: does the challenger win on either side?

    python tools/head_to_head.py --pair sensible:random --pair cunning:sensible \\
        --games 400 --seed 1 --players 3-6 --jobs 2 [--out figures.json]

For each pair CHALLENGER:BASELINE it plays --games seeded games with the challenger's
level on the heroes' seats against the baseline's traitor, and --games more with the
sides swapped (the same seeds, so the same houses and explorers). Every seat plays the
explore phase at --explorers (default: the challenger's level, the same for both sides)
and switches to its side's level when its own view shows its role.

A game counts for the challenger when its side wins. Haunts without a traitor (every
explorer a hero against the house) have no traitor seat to play, so they are left out
and counted separately; so are games in which the haunt never began. Capped games
(--max-turns reached) count as not won. Rates carry a 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import _path  # noqa: F401 (puts the repository on sys.path)

from _matches import Lineup, player_counts, run_games, traitorless, wilson, _pack
from game import get_ruleset


def measure(pack, args, heroes: str, traitor: str, explorers: str, challenger_side: str) -> dict:
    lineup = Lineup(heroes=heroes, traitor=traitor, explorers=explorers)
    counts = player_counts(args.players)
    jobs = [(args.pack, args.ruleset, counts[i % len(counts)], args.seed * 1000 + i, args.max_turns,
             False, lineup) for i in range(args.games)]
    records = run_games(jobs, args.jobs)
    out = {"lineup": lineup.describe(), "challenger_side": challenger_side, "games": len(records),
           "no_haunt": 0, "traitorless": 0, "errors": 0, "counted": 0, "wins": 0, "capped": 0,
           "per_haunt": {}}
    for r in records:
        if r["error"] or r["problem"]:
            out["errors"] += 1
            continue
        if not r["haunt"]:
            out["no_haunt"] += 1
            continue
        if traitorless(pack, r["haunt"]):
            out["traitorless"] += 1
            continue
        out["counted"] += 1
        won = r["over"] and r["winner"] == challenger_side
        out["wins"] += won
        out["capped"] += not r["over"]
        row = out["per_haunt"].setdefault(r["haunt"], {"games": 0, "wins": 0})
        row["games"] += 1
        row["wins"] += won
    out["rate"] = round(out["wins"] / max(1, out["counted"]), 4)
    out["wilson95"] = [round(x, 4) for x in wilson(out["wins"], out["counted"])]
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pair", action="append", default=None,
                        help="CHALLENGER:BASELINE (repeatable; default sensible:random and cunning:sensible)")
    parser.add_argument("--games", type=int, default=400, help="games per side per pair")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="3-6", help='a count, a range "3-6" or a list "3,5"')
    parser.add_argument("--explorers", help="level every seat plays before the haunt (default: the challenger's)")
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--pack")
    parser.add_argument("--max-turns", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--out", help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    pack = _pack(args.pack, args.ruleset)
    get_ruleset(args.ruleset)
    started = time.perf_counter()
    figures = []
    for pair in args.pair or ["sensible:random", "cunning:sensible"]:
        challenger, baseline = pair.split(":")
        explorers = args.explorers or challenger
        as_heroes = measure(pack, args, challenger, baseline, explorers, "heroes")
        as_traitor = measure(pack, args, baseline, challenger, explorers, "traitor")
        wins = as_heroes["wins"] + as_traitor["wins"]
        counted = as_heroes["counted"] + as_traitor["counted"]
        figures.append({
            "pair": pair, "challenger": challenger, "baseline": baseline, "explorers": explorers,
            "as_heroes": as_heroes, "as_traitor": as_traitor,
            "both_sides": {"counted": counted, "wins": wins, "rate": round(wins / max(1, counted), 4),
                           "wilson95": [round(x, 4) for x in wilson(wins, counted)]},
        })
        for name, part in (("heroes", as_heroes), ("traitor", as_traitor)):
            low, high = part["wilson95"]
            print(f"{challenger} as {name:7} vs {baseline}: {part['wins']}/{part['counted']} = "
                  f"{part['rate']:.1%} (95% {low:.1%}-{high:.1%}); played {part['games']}, "
                  f"traitorless {part['traitorless']}, no haunt {part['no_haunt']}, "
                  f"capped {part['capped']}, errors {part['errors']}", file=sys.stderr)
        both = figures[-1]["both_sides"]
        print(f"{challenger} vs {baseline}, both sides: {both['wins']}/{both['counted']} = {both['rate']:.1%}",
              file=sys.stderr)
    result = {"seed": args.seed, "games_per_side": args.games, "players": args.players,
              "seconds": round(time.perf_counter() - started, 1), "figures": figures}
    text = json.dumps(result, indent=1)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    print(text)
    errors = sum(f[side]["errors"] for f in figures for side in ("as_heroes", "as_traitor"))
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
