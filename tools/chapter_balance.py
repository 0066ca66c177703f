#!/usr/bin/env python3
"""One campaign chapter's balance, measured from the houses real campaigns bring to it.

    python tools/chapter_balance.py --chapter 3 --starts 60 --replays 8 --seed 7 --players 3-5
    python tools/chapter_balance.py --chapter all --starts 90 --replays 5 --bots sensible --json out.json

Bots play ``--starts`` campaigns of the campaign pack (``--pack``, default ``campaign``)
exactly as ``simulate.py --campaign`` does (the player count cycles through ``--players``,
the campaign seeds are ``seed * 1000 + i``), so every branch, house and family that leads
into a chapter comes up as often as it does there. Where a campaign reaches a chapter
asked for, that chapter is played ``--replays`` times from the same start with seeds of
its own (each game abandoned afterwards, so the next one starts from the same house);
then the campaign goes on as it would have. The heroes' rate per chapter, haunt (an
alternative haunt is measured on its own) and player count is printed with its 95%
Wilson interval and flagged outside 35-65%. The figures depend only on the flags.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
import traceback
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from _campaigns import _play, _play_chapter, _root
from _matches import player_counts, run_pool, wilson
from game import load_pack
from game.bots import LEVELS
from game.campaign.campaign import chapter_seed

BALANCE = (0.35, 0.65)
REPLAY_SALT = 100  # replay r of chapter n plays chapter_seed(campaign seed, n, REPLAY_SALT + r)


def replay_starts(job) -> dict:
    """One campaign ``(pack, players, seed, max_turns, check, level, chapters, replays)``:
    each chapter in ``chapters`` it reaches played ``replays`` times from its start."""
    pack_name, players, seed, max_turns, check, level, chapters, replays = job
    pack = load_pack(pack_name)
    out = {"seed": seed, "players": players, "games": [], "error": None}
    last = max(chapters)

    def before(camp, n, seats):
        if n in chapters:
            for r in range(replays):
                s = chapter_seed(seed, n, REPLAY_SALT + r)
                game = camp.start_chapter(seats, seed=s)
                problems = _play_chapter(pack, game, s, level, max_turns, check)
                out["games"].append({"n": n, "players": len(seats), "seed": s,
                                     "haunt": (game.state.get("haunt") or {}).get("id"),
                                     "winner": game.state.get("winner"), "over": game.phase == "over",
                                     "problem": problems[0] if problems else None})
                camp.abandon_chapter()
        return n >= last

    root = _root()
    record = {"seed": seed, "players": players, "error": None, "problem": None, "chapters": [],
              "coverage": [], "traitors": {}, "families": [], "folder": None}
    try:
        _play(pack, players, seed, max_turns, check, level, record, root, "book", before)
    except Exception as exc:  # a crash is a finding, not the end of the run
        out["error"] = f"campaign seed {seed}: {type(exc).__name__}: {exc} | " + \
            traceback.format_exc().strip().splitlines()[-3].strip()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if record["problem"]:
        out["error"] = out["error"] or record["problem"]
    return out


def tally(records: list[dict]) -> dict:
    """``"n/haunt@players"`` (and ``"n/haunt"`` over every count) -> counts and the heroes' rate."""
    rows: dict = {}
    for rec in records:
        for g in rec["games"]:
            outcome = "error" if g["problem"] else (g["winner"] or "none") if g["over"] else "capped"
            for key in (f"{g['n']}/{g['haunt']}", f"{g['n']}/{g['haunt']}@{g['players']}"):
                row = rows.setdefault(key, {"n": g["n"], "haunt": g["haunt"], "played": 0, "heroes": 0,
                                            "traitor": 0, "none": 0, "capped": 0, "error": 0})
                row["played"] += 1
                row[outcome] += 1
    for key, row in rows.items():
        decided = row["heroes"] + row["traitor"]
        low, high = wilson(row["heroes"], decided)
        row["players"] = key.partition("@")[2] or "all"
        row["rate"] = round(row["heroes"] / decided, 4) if decided else None
        row["wilson95"] = [round(low, 4), round(high, 4)]
        row["flag"] = bool(decided) and not BALANCE[0] <= row["rate"] <= BALANCE[1]
    return dict(sorted(rows.items(), key=lambda kv: (kv[1]["n"], kv[1]["haunt"] or "", kv[1]["players"])))


def table(rows: dict) -> list[str]:
    lines = ["| chapter | haunt | players | games | heroes | traitor | capped | errors | heroes' rate (95%) | flag |",
             "|---:|---|---:|---:|---:|---:|---:|---:|---|---|"]
    for row in rows.values():
        rate = "–" if row["rate"] is None else \
            f"{row['rate']:.0%} ({row['wilson95'][0]:.0%}–{row['wilson95'][1]:.0%})"
        lines.append(f"| {row['n']} | {row['haunt']} | {row['players']} | {row['played']} | {row['heroes']} | "
                     f"{row['traitor']} | {row['capped']} | {row['error']} | {rate} | "
                     f"{'**outside 35–65%**' if row['flag'] else ''} |")
    return lines


def chapters_asked(text: str, written: int) -> list[int]:
    if text == "all":
        return list(range(written))
    try:
        out = sorted({int(x) for x in text.split(",") if x.strip()})
    except ValueError:
        raise SystemExit(f"--chapter: a chapter number, a list '3,8' or 'all', not {text!r}") from None
    bad = [n for n in out if not 0 <= n < written]
    if bad or not out:
        raise SystemExit(f"--chapter: this campaign has chapters 0 to {written - 1}, not {text!r}")
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapter", required=True, help="a chapter number, a list '3,8', or 'all'")
    parser.add_argument("--starts", type=int, default=30, help="campaigns played to collect the chapter's starts")
    parser.add_argument("--replays", type=int, default=5, help="games of the chapter from each start")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", default="3-5", help='a count, a range "3-5" or a list "3,5" (cycled)')
    parser.add_argument("--pack", default="campaign")
    parser.add_argument("--max-turns", type=int, default=300)
    parser.add_argument("--bots", default="sensible", choices=LEVELS)
    parser.add_argument("--no-check", action="store_true", help="skip the invariant check after each event")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures there as JSON")
    args = parser.parse_args(argv)
    pack = load_pack(args.pack)
    if not pack.is_campaign:
        raise SystemExit(f"{args.pack} is not a campaign pack")
    chapters = chapters_asked(args.chapter, len(pack.extra["campaign"]["chapters"]))
    counts = player_counts(args.players)
    started = time.perf_counter()
    jobs = [(args.pack, counts[i % len(counts)], args.seed * 1000 + i, args.max_turns, not args.no_check,
             args.bots, tuple(chapters), args.replays) for i in range(args.starts)]
    records = run_pool(replay_starts, jobs, args.jobs)
    rows = tally(records)
    errors = [r["error"] for r in records if r["error"]] + \
        [g["problem"] for r in records for g in r["games"] if g["problem"]]
    reached = {n: sum(any(g["n"] == n for g in r["games"]) for r in records) for n in chapters}
    seconds = round(time.perf_counter() - started, 1)
    print(f"chapter_balance: chapters {args.chapter}, {args.starts} campaigns (seed {args.seed}, players "
          f"{args.players}, bots {args.bots}), {args.replays} games per start; {seconds} s")
    print("starts reaching each chapter: " + ", ".join(f"{n}: {k}" for n, k in reached.items()))
    print(f"errors: {len(errors)}" + "".join(f"\n  {e}" for e in errors[:5]))
    print("\n".join(table(rows)))
    if args.json:
        Path(args.json).write_text(json.dumps({"chapters": chapters, "starts": args.starts, "replays": args.replays,
                                               "seed": args.seed, "players": args.players, "bots": args.bots,
                                               "reached": reached, "errors": errors, "rows": rows},
                                              indent=1) + "\n", encoding="utf-8")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
