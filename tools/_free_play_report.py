"""The free-play balance run (``simulate.py --free-play --report PATH.md``): free-play
games on the starting legacy house (the legacy pack at its own threshold) and on the
kept campaigns' houses (tools/data/free_play_houses.json, at the free-play trigger), in
turn; the heroes' rate per haunt, overall and per table size, written as markdown
(docs/BALANCE-free-play.md)."""

from __future__ import annotations

import time

import _path  # noqa: F401 (puts the repository on sys.path)

from _free_play import kept_houses, parse_haunts, run_free
from _matches import forced_chart, wilson
from game import load_pack
from game.campaign.free_play import FREE_PLAY_TRIGGER
from game.haunt.memory import allowed_haunts

BAND = (0.35, 0.65)


def houses(force: tuple = ()) -> list[str]:
    """The starting house and the kept houses; with ``force`` (``--haunts``) only those
    that allow at least one of the haunts named."""
    every = ["start"] + [f"kept:{name}" for name in sorted(kept_houses())]
    if not force:
        return every
    pack = forced_chart(load_pack("legacy"), force)  # (checks the names)
    kept = kept_houses()
    allows = {"start": set(allowed_haunts(pack))}
    allows.update({f"kept:{k}": set(allowed_haunts(pack, v["house"], v["betrayer"])) for k, v in kept.items()})
    where = [h for h in every if allows[h] & set(force)]
    if not where:
        raise SystemExit(f"simulate: no house allows {', '.join(force)}")
    return where


def jobs(args, counts: list[int]) -> list:
    """Game i: the houses in turn, the table sizes in turn within each house's games."""
    force = parse_haunts(getattr(args, "haunts", None))
    where = houses(force)
    out = []
    for i in range(args.games):
        house = where[i % len(where)]
        players = counts[(i // len(where)) % len(counts)]
        trigger = "legacy" if house == "start" else dict(FREE_PLAY_TRIGGER)
        out.append(("campaign", house, trigger, players, args.seed * 1000 + i, args.max_turns,
                    not args.no_check, args.bots, force))
    return out


def _cell(heroes: int, traitor: int) -> dict:
    n = heroes + traitor
    low, high = wilson(heroes, n)
    return {"heroes": heroes, "decided": n, "rate": heroes / n if n else None, "low": low, "high": high,
            # flagged: the 95% interval lies wholly outside the band (the rate is off, not just noisy)
            "flag": bool(n) and (high < BAND[0] or low > BAND[1])}


def summarise(records: list[dict], counts: list[int], force: tuple = ()) -> dict:
    """Per haunt (every haunt of the legacy pack, or with ``force`` the haunts named) and
    per house."""
    pack = load_pack("legacy")
    per: dict = {h: {"games": 0, "heroes": 0, "traitor": 0, "capped": 0, "by": {c: [0, 0] for c in counts}}
                 for h in sorted(force or pack.haunts)}
    errors = [r["error"] or r["problem"] for r in records if r["error"] or r["problem"]]
    by_house: dict = {}
    for r in records:
        if r["error"] or r["problem"]:
            continue
        hrow = by_house.setdefault(r["house"], {"games": 0, "haunts": set(), "capped": 0})
        hrow["games"] += 1
        if not r["over"]:
            hrow["capped"] += 1
        if r["haunt"] is None:
            continue
        hrow["haunts"].add(r["haunt"])
        row = per.setdefault(r["haunt"], {"games": 0, "heroes": 0, "traitor": 0, "capped": 0,
                                          "by": {c: [0, 0] for c in counts}})
        row["games"] += 1
        if not r["over"]:
            row["capped"] += 1
        elif r["winner"] in ("heroes", "traitor"):
            row[r["winner"]] += 1
            row["by"][r["players"]][0 if r["winner"] == "heroes" else 1] += 1
    for row in per.values():
        row["all"] = _cell(row["heroes"], row["traitor"])
        row["cells"] = {c: _cell(*row["by"][c]) for c in counts}
        row["outside"] = row["all"]["rate"] is not None and not BAND[0] <= row["all"]["rate"] <= BAND[1]
    return {"games": len(records), "errors": len(errors), "error_samples": errors[:5],
            "capped": sum(h["capped"] for h in by_house.values()),
            "no_haunt": sum(1 for r in records if not (r["error"] or r["problem"]) and r["haunt"] is None),
            "haunts": per, "houses": {k: {**v, "haunts": len(v["haunts"])} for k, v in sorted(by_house.items())},
            "unplayed": sorted(h for h, row in per.items() if not row["games"]),
            "outside": sorted(h for h, row in per.items() if row["outside"]),
            "flagged": sorted(f"{h}@{c}" for h, row in per.items() for c, cell in row["cells"].items() if cell["flag"])}


def _pct(cell: dict) -> str:
    if not cell["decided"]:
        return "–"
    return f"{cell['rate']:.0%} ({cell['low']:.0%}–{cell['high']:.0%})"


def write(path: str, args, summary: dict, counts: list[int], seconds: float) -> None:
    lines = [
        "# Balance report: legacy free play", "",
        f"Measured with `python tools/simulate.py --free-play --games {args.games} --seed {args.seed} "
        f"--players {args.players} --max-turns {args.max_turns} --bots {args.bots} "
        + (f"--haunts {args.haunts} " if getattr(args, "haunts", None) else "") + f"--report {path}` "
        f"({seconds:.0f} s wall time, one process). Game i is played on the houses in turn: the starting legacy house "
        "(the legacy pack at its own haunt threshold) and each kept campaign's final house "
        "(tools/data/free_play_houses.json, at the free-play trigger), the table sizes in turn.", "",
        f"- games: {summary['games']}; errors: {summary['errors']}; capped: {summary['capped']}; "
        f"no haunt reached: {summary['no_haunt']}",
        f"- haunts never played: {', '.join(summary['unplayed']) or 'none'}",
        f"- haunts whose heroes' rate lies outside {BAND[0]:.0%}–{BAND[1]:.0%}: "
        f"{', '.join(summary['outside']) or 'none'}",
        f"- flagged at a table size (the 95% Wilson interval wholly outside {BAND[0]:.0%}–{BAND[1]:.0%}): "
        f"{', '.join(summary['flagged']) or 'none'}", "",
        "## Per house", "", "| house | games | capped | haunts played |", "|---|---:|---:|---:|"]
    for name, row in summary["houses"].items():
        lines.append(f"| {name} | {row['games']} | {row['capped']} | {row['haunts']} |")
    lines += ["", "## Per haunt", "",
              "| haunt | games | heroes | traitor | capped | heroes' rate (95%) | "
              + " | ".join(f"{c} players" for c in counts) + " |",
              "|---|---:|---:|---:|---:|---|" + "---|" * len(counts)]
    for hid, row in summary["haunts"].items():
        cells = " | ".join(_pct(row["cells"][c]) + (" **flag**" if row["cells"][c]["flag"] else "") for c in counts)
        mark = " **outside**" if row["outside"] else ""
        lines.append(f"| {hid} | {row['games']} | {row['heroes']} | {row['traitor']} | {row['capped']} | "
                     f"{_pct(row['all'])}{mark} | {cells} |")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")


def main(args, counts: list[int]) -> dict:
    started = time.perf_counter()
    records = run_free(jobs(args, counts), args.jobs)
    summary = summarise(records, counts, parse_haunts(getattr(args, "haunts", None)))
    write(args.report, args, summary, counts, time.perf_counter() - started)
    return summary
