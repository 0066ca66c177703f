#!/usr/bin/env python3
"""Play seeded games headless through the public API and print one JSON summary.

    python tools/simulate.py --ruleset classic --games 50 --seed 1 --players 4
    python tools/simulate.py --games 400 --players 3-6 --bots sensible --report balance.md
    python tools/simulate.py --games 400 --heroes sensible --traitor random --jobs 2
    python tools/simulate.py --campaign --games 200 --seed 3 --players 3-5 --bots sensible
    python tools/simulate.py --free-play --games 200 --seed 3 --players 3-5 --bots sensible

Every seat is a bot of level --bots (random, sensible, cunning, or mixed: a per-seat
level drawn from the game's seed). With --heroes/--traitor each seat plays the explore
phase at --explorers (default: the stronger of the two) and then the level of the side
its own view shows it on. After every event the invariants are checked (each card and
tile in one place, traits on their tracks...). A game is *finished* when one side wins;
it is *capped* if it hits --max-turns first (an explicit turn cap, reported per haunt).
Errors (an exception, no legal command, an invariant broken) are counted and the first
few are shown. --report writes a balance report (win rates per haunt, side and player
count with 95% Wilson intervals); every figure in it is reproducible from the seed.

With --campaign each "game" is a whole campaign of the campaign pack (--pack, default
``campaign``): every chapter written, played by bots at the player count, with a family
more sitting some chapters out now and then (tools/_campaigns.py). The house's places
are checked after every chapter as well. The JSON names the campaign mechanics that
fired (``coverage``, and ``missing`` for those that never did) and each chapter's
results; --report writes the per-chapter win rates and who betrayed how often (per family
its betrayals per chapter played against chance, and the spread within campaigns).

With --free-play each game is a free-play game after the campaign on a campaign pack's
house (--house full: everything unlocked, or a finished campaign's folder), once per
haunt trigger in --triggers on the same seeds (tools/_free_play.py): when the haunt
begins (turn, omens), how many games reach it, and the heroes' rate, to choose the
free-play trigger (docs/CAMPAIGN.md, section 11).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import _path  # noqa: F401 (puts the repository on sys.path)

from _matches import Lineup, forced_chart, player_counts, run_games, traitorless, wilson
from game import get_ruleset, load_pack
from game.bots import LEVELS

BALANCE = (0.35, 0.65)  # a haunt whose heroes' win rate falls outside this is flagged


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="4", help='a count, a range "3-6" or a list "3,5" (cycled)')
    parser.add_argument("--pack", help="content pack name or folder (default: the ruleset's own)")
    parser.add_argument("--max-turns", type=int, default=300)
    parser.add_argument("--no-check", action="store_true", help="skip the invariant check after each event")
    parser.add_argument("--bots", default="random", choices=LEVELS + ("mixed",),
                        help="the level of every seat (mixed: a per-seat level from the seed)")
    parser.add_argument("--heroes", choices=LEVELS, help="level of the seats that turn out heroes")
    parser.add_argument("--traitor", choices=LEVELS, help="level of the seat that turns out the traitor")
    parser.add_argument("--explorers", choices=LEVELS, help="level before the haunt with --heroes/--traitor")
    parser.add_argument("--report", metavar="PATH.md", help="write a balance report (markdown) there")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    parser.add_argument("--campaign", action="store_true", help="play whole campaigns of a campaign pack")
    parser.add_argument("--haunts", metavar="ID,ID",
                        help="play only these haunts: every chart cell names one of them, in turn (for tuning a "
                             "haunt; reports made with it say so)")
    parser.add_argument("--traitor-rule", default="book", choices=("book", "fair"),
                        help="with --campaign: the campaigns' traitor rule (the book's, the default, or the fair one)")
    parser.add_argument("--keep", metavar="DIR", help="with --campaign: leave the campaigns in DIR (for replay.py)")
    parser.add_argument("--before", metavar="PATH.json",
                        help="with --campaign --report: an earlier run's JSON (or its 'betrayals'), shown beside "
                             "this run's in the report's 'Who betrayed' (the same flags, other rules)")
    parser.add_argument("--free-play", action="store_true",
                        help="free-play games on a campaign's house, one set per --triggers (the same seeds)")
    parser.add_argument("--triggers", default="legacy,roll:4,roll:5,roll:6,omens:3,omens:4,omens:5",
                        help="with --free-play: haunt triggers to compare: roll:N, omens:N, legacy (the legacy "
                             "free-play pack at its own threshold, the yardstick)")
    parser.add_argument("--house", default="full",
                        help="with --free-play: full (every card and room unlocked) or a finished campaign's folder")
    args = parser.parse_args(argv)
    if args.campaign:
        return campaign_main(args)
    if args.free_play:
        return free_play_main(args)

    ruleset = get_ruleset(args.ruleset)
    pack = load_pack(args.pack or ruleset.pack)
    counts = player_counts(args.players)
    lineup = Lineup(args.bots, args.heroes, args.traitor, args.explorers)
    force = tuple(h for h in (args.haunts or "").split(",") if h)
    if force:
        pack = forced_chart(pack, force)
    started = time.perf_counter()
    jobs = [(args.pack, ruleset.name, counts[i % len(counts)], args.seed * 1000 + i, args.max_turns,
             not args.no_check, lineup, False, force) for i in range(args.games)]
    records = run_games(jobs, args.jobs)
    summary = {"ruleset": ruleset.name, "players": counts[0] if len(counts) == 1 else counts,
               "seed": args.seed, "games": args.games, "finished": 0, "capped": 0, "errors": 0,
               "reached_haunt": 0, "events": 0, "turns": 0, "invariants_checked": not args.no_check,
               "bots": lineup.describe()}
    seen = {"tiles": set(), "item": set(), "omen": set(), "event": set()}
    hashes, samples = [], []
    per_haunt: dict = {}
    by_players: dict = {}
    for r in records:
        if r["error"]:
            summary["errors"] += 1
            samples.append(r["error"])
            hashes.append(None)
            continue
        if r["problem"]:
            summary["errors"] += 1
            samples.append(r["problem"])
        elif r["over"]:
            summary["finished"] += 1
        else:
            summary["capped"] += 1
        if r["reached_haunt"]:
            summary["reached_haunt"] += 1
            if r["haunt"]:
                outcome = (r["winner"] or "none") if r["over"] else "capped"
                row = per_haunt.setdefault(r["haunt"], {"played": 0, "heroes": 0, "traitor": 0, "none": 0, "capped": 0})
                row["played"] += 1
                row[outcome] += 1
                prow = by_players.setdefault(str(r["players"]), {"played": 0, "heroes": 0, "traitor": 0, "none": 0,
                                                                 "capped": 0})
                prow["played"] += 1
                prow[outcome] += 1
        summary["events"] += r["events"]
        summary["turns"] += r["turns"]
        hashes.append(r["hash"])
        for name, ids in r["seen"].items():
            seen[name].update(ids)
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
    summary["by_players"] = dict(sorted(by_players.items()))
    summary["balance"] = balance(pack, per_haunt)
    summary["error_samples"] = samples[:5]
    summary["hashes"] = hashes
    if args.report:
        write_report(args.report, args, lineup, summary, pack)
        summary["report"] = args.report
    print(json.dumps(summary, indent=1))
    return 0 if summary["errors"] == 0 else 1


def free_play_main(args) -> int:
    """Compare free-play haunt triggers on a campaign's house (docs/CAMPAIGN.md, section 11):
    per trigger, how often and when the haunt begins, and the heroes' rate."""
    from statistics import mean, median

    from _free_play import parse_haunts, parse_trigger, run_free, trigger_name
    pack_name = args.pack or "campaign"
    counts = player_counts(args.players)
    if args.report:  # the balance run over the starting house and the kept campaigns' houses
        import _free_play_report
        summary = _free_play_report.main(args, counts)
        print(json.dumps({k: v for k, v in summary.items() if k != "haunts"}, indent=1))
        return 0 if not summary["errors"] else 1
    triggers = [parse_trigger(t) for t in args.triggers.split(",") if t]
    started = time.perf_counter()
    jobs = [(pack_name, args.house, trig, counts[i % len(counts)], args.seed * 1000 + i, args.max_turns,
             not args.no_check, args.bots, parse_haunts(args.haunts)) for trig in triggers for i in range(args.games)]
    records = run_free(jobs, args.jobs)
    out = {"pack": pack_name, "house": args.house, "players": counts[0] if len(counts) == 1 else counts,
           "seed": args.seed, "games": args.games, "bots": args.bots, "max_turns": args.max_turns, "triggers": {}}
    samples = []
    for trig in triggers:
        name = trigger_name(trig)
        rows = [r for r in records if r["trigger"] == name]
        bad = [r for r in rows if r["error"] or r["problem"]]
        samples += [r["error"] or r["problem"] for r in bad]
        good = [r for r in rows if not (r["error"] or r["problem"])]
        reached = [r for r in good if r["haunt_turn"] is not None]
        heroes = sum(1 for r in good if r["over"] and r["winner"] == "heroes")
        traitor = sum(1 for r in good if r["over"] and r["winner"] == "traitor")
        out["triggers"][name] = {
            "games": len(rows), "errors": len(bad), "reached_haunt": len(reached),
            "capped": sum(1 for r in good if not r["over"]),
            "haunt_turn_mean": round(mean(r["haunt_turn"] for r in reached), 2) if reached else None,
            "haunt_turn_median": median(r["haunt_turn"] for r in reached) if reached else None,
            "omens_mean": round(mean(r["omens"] for r in reached if r["omens"] is not None), 2)
            if any(r["omens"] is not None for r in reached) else None,
            "turns_mean": round(mean(r["turns"] for r in good), 2) if good else None,
            **{f"heroes_{k}": v for k, v in rate(heroes, heroes + traitor).items()}}
    out["seconds"] = round(time.perf_counter() - started, 3)
    out["errors"] = len(samples)
    out["error_samples"] = samples[:5]
    print(json.dumps(out, indent=1))
    return 0 if not samples else 1


def campaign_main(args) -> int:
    from _campaigns import COVERAGE, run_campaigns
    if args.heroes or args.traitor:
        raise SystemExit("--campaign plays one bot level on every seat (--bots)")
    pack_name = args.pack or "campaign"
    pack = load_pack(pack_name)
    counts = player_counts(args.players)
    started = time.perf_counter()
    jobs = [(pack_name, counts[i % len(counts)], args.seed * 1000 + i, args.max_turns, not args.no_check, args.bots,
             args.keep, args.traitor_rule) for i in range(args.games)]
    records = run_campaigns(jobs, args.jobs)
    written = len(pack.extra["campaign"]["chapters"])
    summary = {"campaign": pack.id, "players": counts[0] if len(counts) == 1 else counts, "seed": args.seed,
               "campaigns": args.games, "chapters_written": written, "completed": 0, "capped": 0, "errors": 0,
               "chapters_played": 0, "events": 0, "invariants_checked": not args.no_check, "bots": args.bots,
               "traitor_rule": args.traitor_rule}
    per_chapter: dict = {}
    traitors: dict = {}
    seen: set = set()
    samples = []
    for r in records:
        if r["error"] or r["problem"]:
            summary["errors"] += 1
            samples.append(r["error"] or r["problem"])
        seen.update(r["coverage"])
        for fam, count in r["traitors"].items():
            traitors[fam] = traitors.get(fam, 0) + count
        for ch in r["chapters"]:
            summary["chapters_played"] += 1
            summary["events"] += ch["events"]
            outcome = (ch["winner"] or "none") if ch["over"] else "capped"
            if outcome == "capped":
                summary["capped"] += 1
            # (keyed by chapter and haunt: a chapter's alternative haunt is measured on its own)
            for key in (f"{ch['n']}/{ch['haunt']}", f"{ch['n']}/{ch['haunt']}@{ch['players']}"):
                row = per_chapter.setdefault(key, {"played": 0, "heroes": 0, "traitor": 0, "none": 0, "capped": 0,
                                                   "haunt": ch["haunt"]})
                row["played"] += 1
                row[outcome] += 1
        if len([c for c in r["chapters"] if c["over"]]) == written and not (r["error"] or r["problem"]):
            summary["completed"] += 1
    summary["seconds"] = round(time.perf_counter() - started, 3)
    summary["coverage"] = sorted(seen)
    summary["missing"] = [m for m in COVERAGE if m not in seen]
    summary["chapters"] = {k: {**row, **rate(row["heroes"], row["heroes"] + row["traitor"])}
                           for k, row in sorted(per_chapter.items(),
                                                key=lambda kv: (int(kv[0].split("/")[0]), kv[0]))}
    for row in summary["chapters"].values():
        row["flag"] = bool(row["games"]) and not BALANCE[0] <= row["rate"] <= BALANCE[1]
    summary["traitor_families"] = dict(sorted(traitors.items()))
    summary["betrayals"] = betrayal_spread(records)
    summary["error_samples"] = samples[:5]
    from _divergence import divergence
    summary["divergence"] = divergence(records, pack)
    summary["hashes"] = [[c["hash"] for c in r["chapters"]] for r in records]
    if args.keep:
        summary["folders"] = [r["folder"] for r in records]
    if args.report:
        write_campaign_report(args.report, args, summary, pack)
        summary["report"] = args.report
    print(json.dumps(summary, indent=1))
    return 0 if summary["errors"] == 0 else 1


def write_campaign_report(path, args, summary, pack) -> None:
    lines = [f"# Balance report: {pack.name}", "",
             f"Measured with `python tools/simulate.py --campaign{' --pack ' + args.pack if args.pack else ''} "
             f"--games {args.games} --seed {args.seed} --players {args.players} --max-turns {args.max_turns} "
             f"--bots {args.bots}{' --no-check' if args.no_check else ''}"
             f"{' --traitor-rule fair' if args.traitor_rule == 'fair' else ''}"
             f"{' --before ' + args.before if getattr(args, 'before', None) else ''}` (every figure below is "
             "reproduced by that command).", "",
             f"- campaigns: {summary['campaigns']} ({summary['completed']} played every chapter written, "
             f"{summary['errors']} errors); chapters played: {summary['chapters_played']}, "
             f"capped at {args.max_turns} turns: {summary['capped']}",
             "- rates are the heroes' wins over decided chapters with a 95% Wilson interval; a chapter is "
             f"flagged when its heroes' rate lies outside {BALANCE[0]:.0%}–{BALANCE[1]:.0%}.", "",
             "## Per chapter", "",
             "| chapter | haunt | players | games | heroes | traitor | capped | heroes' win rate (95%) | flag |",
             "|---|---|---:|---:|---:|---:|---:|---|---|"]
    for key, row in summary["chapters"].items():
        n, _, players = key.partition("@")
        n = n.split("/")[0]
        flag = "**outside 35–65%**" if row["flag"] else ""
        lines.append(f"| {n} | {row['haunt']} | {players or 'all'} | {row['played']} | {row['heroes']} | "
                     f"{row['traitor']} | {row['capped']} | {_pct(row)} | {flag} |")
    spread = summary["betrayals"]
    before = _before(args)
    lines += ["", "## Who betrayed", "",
              "Per family: the chapters it played that had a traitor, how many it betrayed in, its rate "
              "(betrayals per chapter played), and what chance alone would give it (one in the number of "
              "families at the table, chapter by chapter)."]
    if before is not None:
        lines += ["", f"*Before*: {before.get('note') or 'an earlier run'} ({args.before}); *after*: this run. "
                  "Same seeds and flags."]
    lines += ["", "| family | chapters played | betrayals | per chapter played | by chance | ratio |"
              + (" ratio before |" if before else ""), "|---|---:|---:|---:|---:|---:|" + ("---:|" if before else "")]
    for fam, row in spread["families"].items():
        old = (before or {}).get("families", {}).get(fam)
        lines.append(f"| {pack.explorers[fam].name} | {row['played']} | {row['betrayals']} | {row['rate']:.1%} | "
                     f"{row['chance']:.1%} | {row['ratio']:.2f} |" + (f" {old['ratio']:.2f} |" if before and old
                                                                       else " – |" if before else ""))

    def spread_lines(s, label=""):
        return [f"- {label}spread of the families' rates (highest − lowest): {s['rate_spread']:.1%}; "
                f"largest ratio to chance: {s['worst_ratio']:.2f}",
                f"- {label}per campaign, among the families that played every chapter: mean spread of betrayals "
                f"(most − fewest) {s['campaign_spread']:.2f}; campaigns where one family betrayed twice or "
                f"more while another never did: {s['twice_before_once']} of {s['campaigns']} "
                f"({s['twice_before_once'] / max(1, s['campaigns']):.0%})"]
    lines += [""] + spread_lines(spread, "after: " if before else "")
    if before:
        lines += spread_lines(before, "before: ")
    from _divergence import report_lines
    lines += report_lines(summary.get("divergence") or {})
    lines += ["", "## Campaign mechanics seen", "", ", ".join(summary["coverage"]) or "none",
              "", "Never seen: " + (", ".join(summary["missing"]) or "none")]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")


def _before(args) -> dict | None:
    """The ``betrayals`` of an earlier run (``--before``: its JSON, or just that part)."""
    if not getattr(args, "before", None):
        return None
    with open(args.before, encoding="utf-8") as fh:
        data = json.load(fh)
    return data.get("betrayals", data)


def betrayal_spread(records) -> dict:
    """Who betrayed, fairly or not: per family its betrayals per chapter played against
    chance (1 / families at the table, over the chapters with a traitor it sat in), and
    per campaign the spread between the families that played every chapter."""
    fams: dict = {}
    spreads, twice, campaigns = [], 0, 0
    for r in records:
        counts: dict = {}
        full = None
        for ch in r["chapters"]:
            if not ch.get("over") or "families" not in ch:
                continue
            sat = set(ch["families"])
            full = sat if full is None else full & sat
            if ch.get("traitor") is None:
                continue
            for fam in ch["families"]:
                row = fams.setdefault(fam, {"played": 0, "betrayals": 0, "chance": 0.0})
                row["played"] += 1
                row["chance"] += 1 / len(ch["families"])
                counts.setdefault(fam, 0)
            fams[ch["traitor"]]["betrayals"] += 1
            counts[ch["traitor"]] += 1
        if full:
            campaigns += 1
            those = [counts.get(f, 0) for f in full]
            spreads.append(max(those) - min(those))
            if max(those) >= 2 and min(those) == 0:
                twice += 1
    out = {}
    for fam, row in sorted(fams.items()):
        played = max(1, row["played"])
        out[fam] = {"played": row["played"], "betrayals": row["betrayals"],
                    "rate": round(row["betrayals"] / played, 4), "chance": round(row["chance"] / played, 4),
                    "ratio": round(row["betrayals"] / row["chance"], 3) if row["chance"] else 0.0}
    rates = [row["rate"] for row in out.values()]
    return {"families": out, "rate_spread": round(max(rates) - min(rates), 4) if rates else 0.0,
            "worst_ratio": max((max(r["ratio"], 1 / r["ratio"]) if r["ratio"] else 0.0) for r in out.values())
            if out else 0.0,
            "campaign_spread": round(sum(spreads) / len(spreads), 3) if spreads else 0.0,
            "twice_before_once": twice, "campaigns": campaigns}


def rate(wins: int, n: int) -> dict:
    low, high = wilson(wins, n)
    return {"wins": wins, "games": n, "rate": round(wins / n, 4) if n else None,
            "wilson95": [round(low, 4), round(high, 4)]}


def balance(pack, per_haunt: dict) -> dict:
    """Heroes' win rate per haunt over its decided games, flagged outside 35-65%."""
    out = {}
    for haunt, row in sorted(per_haunt.items()):
        decided = row["heroes"] + row["traitor"]
        entry = rate(row["heroes"], decided)
        entry["flag"] = decided > 0 and not BALANCE[0] <= entry["rate"] <= BALANCE[1]
        entry["traitorless"] = traitorless(pack, haunt)
        out[haunt] = entry
    return out


def _pct(entry) -> str:
    if not entry["games"]:
        return "–"
    low, high = entry["wilson95"]
    return f"{entry['rate']:.0%} ({low:.0%}–{high:.0%})"


def write_report(path, args, lineup, summary, pack) -> None:
    per_haunt, by_players = summary["haunts"], summary["by_players"]
    heroes = summary["winners"]["heroes"]
    traitor = summary["winners"]["traitor"]
    decided = heroes + traitor
    lines = [
        f"# Balance report: {pack.name}", "",
        f"Measured with `python tools/simulate.py {_game_flags(args)}--games {args.games} --seed {args.seed} "
        f"--players {args.players} --max-turns {args.max_turns} {_bot_flags(args)}` "
        "(every figure below is reproduced by that command).", "",
        f"- bots: {lineup.describe()}",
        f"- games: {summary['games']} ({summary['reached_haunt']} reached the haunt, "
        f"{summary['finished']} finished, {summary['capped']} capped at {args.max_turns} turns, "
        f"{summary['errors']} errors)",
        f"- decided haunts: {decided}; heroes won {_pct(rate(heroes, decided))}, "
        f"the traitor's side {_pct(rate(traitor, decided))}",
        "- rates are wins over decided games with a 95% Wilson interval; a haunt is flagged when "
        f"its heroes' rate lies outside {BALANCE[0]:.0%}–{BALANCE[1]:.0%}.", "",
        "## Per haunt", "",
        "| haunt | games | heroes | traitor | capped | heroes' win rate (95%) | flag |",
        "|---|---:|---:|---:|---:|---|---|",
    ]
    for haunt in sorted(set(pack.haunts) | set(per_haunt)):  # every haunt, drawn or not
        row, entry = per_haunt.get(haunt), summary["balance"].get(haunt)
        if row is None:
            lines.append(f"| {haunt} | 0 | – | – | – | not drawn in these games | |")
            continue
        note = " (no traitor: the house plays)" if entry["traitorless"] else ""
        flag = "**outside 35–65%**" if entry["flag"] else ""
        lines.append(f"| {haunt}{note} | {row['played']} | {row['heroes']} | {row['traitor']} | "
                     f"{row['capped']} | {_pct(entry)} | {flag} |")
    lines += ["", "## Per side", "",
              "| side | wins | of decided | rate (95%) |", "|---|---:|---:|---|",
              f"| heroes | {heroes} | {decided} | {_pct(rate(heroes, decided))} |",
              f"| traitor | {traitor} | {decided} | {_pct(rate(traitor, decided))} |",
              "", "## Per player count", "",
              "| players | games | heroes | traitor | capped | heroes' win rate (95%) |",
              "|---:|---:|---:|---:|---:|---|"]
    for count, row in by_players.items():
        lines.append(f"| {count} | {row['played']} | {row['heroes']} | {row['traitor']} | {row['capped']} | "
                     f"{_pct(rate(row['heroes'], row['heroes'] + row['traitor']))} |")
    flagged = [h for h, e in summary["balance"].items() if e["flag"]]
    lines += ["", "## Flagged", ""]
    lines += [f"- {h}: heroes {_pct(summary['balance'][h])}" for h in flagged] or ["- none"]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")


def _game_flags(args) -> str:
    """The flags that choose the game itself (left out when they are the defaults)."""
    flags = ""
    if args.ruleset != "classic":
        flags += f"--ruleset {args.ruleset} "
    if args.pack:
        flags += f"--pack {args.pack} "
    if getattr(args, "haunts", None):
        flags += f"--haunts {args.haunts} "
    return flags


def _bot_flags(args) -> str:
    flags = [f"--bots {args.bots}"]
    for name in ("heroes", "traitor", "explorers"):
        if getattr(args, name):
            flags.append(f"--{name} {getattr(args, name)}")
    if args.no_check:
        flags.append("--no-check")
    return " ".join(flags)


if __name__ == "__main__":
    sys.exit(main())
