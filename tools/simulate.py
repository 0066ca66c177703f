#!/usr/bin/env python3
"""Play seeded games headless through the public API and print one JSON summary.

    python tools/simulate.py --ruleset classic --games 50 --seed 1 --players 4

Every seat is a random legal player. After every event the invariants are checked
(each card and tile in one place, traits on their tracks...). A game is *finished*
when one side wins; it is *capped* if it hits --max-turns first (an explicit turn cap,
reported per haunt). Errors (an exception, no legal command, an invariant
broken) are counted and the first few are shown.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

import _path  # noqa: F401

from game import auto_seats, load_pack, new_game, get_ruleset
from game.apply import apply_in_place
from game.bots import RandomPlayer
from game.invariants import violations

STOP_PHASES = ("over",)


def play_one(pack, ruleset, players: int, seed: int, max_turns: int, check: bool):
    game = new_game(ruleset, auto_seats(pack, players, seed), seed, pack,
                    options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(players)}
    shadow: dict = {}
    problems = []

    def shadow_apply(events):
        for event in events:
            apply_in_place(shadow, event)
            if check:
                bad = violations(pack, shadow)
                if bad:
                    problems.append(f"after {event['t']}: {bad[0]}")

    shadow_apply(game.events)
    while game.phase not in STOP_PHASES and game.state["turns_taken"] < max_turns and not problems:
        seat = game.acting_seat()
        commands = game.legal_commands(seat)
        if not commands:
            problems.append(f"seat {seat} has no legal command in phase {game.phase}")
            break
        command = bots[seat].choose(game.view(seat), commands)
        shadow_apply(game.submit(command))
    return game, problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--pack", help="content pack name or folder (default: the ruleset's own)")
    parser.add_argument("--max-turns", type=int, default=300)
    parser.add_argument("--no-check", action="store_true", help="skip the invariant check after each event")
    args = parser.parse_args(argv)

    ruleset = get_ruleset(args.ruleset)
    pack = load_pack(args.pack or ruleset.pack)
    started = time.perf_counter()
    summary = {"ruleset": ruleset.name, "players": args.players, "seed": args.seed,
               "games": args.games, "finished": 0, "capped": 0, "errors": 0,
               "reached_haunt": 0, "events": 0, "turns": 0, "invariants_checked": not args.no_check}
    seen = {"tiles": set(), "item": set(), "omen": set(), "event": set()}
    hashes, samples = [], []
    per_haunt: dict = {}
    for i in range(args.games):
        seed = args.seed * 1000 + i
        try:
            game, problems = play_one(pack, ruleset, args.players, seed, args.max_turns, not args.no_check)
        except Exception as exc:  # a crash is a finding, not the end of the run
            summary["errors"] += 1
            samples.append(f"game seed {seed}: {type(exc).__name__}: {exc} | "
                           + traceback.format_exc().strip().splitlines()[-3].strip())
            hashes.append(None)
            continue
        if problems:
            summary["errors"] += 1
            samples.append(f"game seed {seed}: {problems[0]}")
        elif game.phase in STOP_PHASES:
            summary["finished"] += 1
        else:
            summary["capped"] += 1
        haunt = game.state.get("haunt")
        if haunt is not None:
            summary["reached_haunt"] += 1
            if haunt.get("id"):
                row = per_haunt.setdefault(haunt["id"], {"played": 0, "heroes": 0, "traitor": 0, "none": 0, "capped": 0})
                row["played"] += 1
                if game.phase == "over":
                    row[game.state["winner"] or "none"] += 1
                else:
                    row["capped"] += 1
        summary["events"] += len(game.events)
        summary["turns"] += game.state["turns_taken"]
        hashes.append(game.state_hash())
        for event in game.events:
            if event["t"] == "tile_placed":
                seen["tiles"].add(event["tile"])
            elif event["t"] == "card_drawn":
                seen[event["deck"]].add(event["card"])
    summary["seconds"] = round(time.perf_counter() - started, 3)
    summary["haunt_rate"] = round(summary["reached_haunt"] / max(1, args.games), 4)
    rooms = [t.id for t in pack.tiles.values() if not t.start]
    coverage = {"tiles": (seen["tiles"], rooms)}
    for deck in ("omen", "item", "event"):
        coverage[deck + "s"] = (seen[deck], pack.deck(deck))
    summary["coverage"] = {name: {"seen": len(s & set(all_)), "total": len(all_),
                                  "missing": sorted(set(all_) - s)}
                           for name, (s, all_) in coverage.items()}
    summary["haunts"] = dict(sorted(per_haunt.items()))
    summary["winners"] = {side: sum(r[side] for r in per_haunt.values()) for side in ("heroes", "traitor")}
    summary["error_samples"] = samples[:5]
    summary["hashes"] = hashes
    print(json.dumps(summary, indent=1))
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
