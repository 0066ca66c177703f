#!/usr/bin/env python3
"""Calibrate legacy free-play haunts' numbers: the heroes' rate each side's number would give.

    python tools/free_play_calibrate.py --haunts the_frost_fair --games 150 --seed 7

Plays the free-play balance run's games (tools/_free_play_report.py: the starting house and
the kept houses that allow the haunts, every chart cell naming one of them, sensible bots)
with each named haunt's winning numbers raised out of reach: the heroes' count (or the rounds
they must last) to twice and six more, the traitor's count by four (or the rounds by five).
The bots never read these numbers, so the game is the same game up to the moment the real
number would have ended it: the event at which each side's count first reached each value
tells exactly who would have won under any pair of numbers. Prints, per haunt and table size,
the heroes' rate for the heroes' number from six below the haunt's own to eight above (one
line per traitor's number, from one below its own to two above; ``*`` marks the haunt's own
numbers). docs/LEGACY_FREE_PLAY.md, "Tuning".

By default every chart cell names one of the haunts, so every game plays one. With
``--own-cells`` the chart is the pack's own, as in the balance run: a haunt starts only
from the cells that lead to it on that house (its own, and those of a haunt the house
lacks what it needs for that names it ``instead``), with the revealer, omen and room
those cells give; a game whose haunt is another stops when the haunt starts. About one
game in forty reaches a given haunt, so ``--games`` counts every game played.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from types import MappingProxyType

import _path  # noqa: F401 (puts the repository on sys.path)

import _free_play as free_play
import _free_play_report as report
from _matches import forced_chart
from game import load_pack
from game.content.model import freeze, thaw

COUNTS = (3, 4, 5)


def _per_table(value) -> dict:
    return {int(k): v for k, v in value.items()} if isinstance(value, dict) else {c: value for c in COUNTS}


def _raise(conds: list, up) -> tuple | None:
    """Raise the first counter or rounds condition of a side's win list in place; return
    ``(kind, counter, {players: the haunt's own number})``."""
    for cond in conds:
        (name, arg), = cond.items()
        if name == "counter_at_least":
            own = _per_table(arg["value"])
            arg["value"] = {c: up(own[c]) for c in COUNTS}
            return ("counter", arg["counter"], own)
        if name == "rounds_at_least":
            own = _per_table(arg)
            cond["rounds_at_least"] = {c: own[c] + 5 for c in COUNTS}
            return ("rounds", None, own)
    return None


def raised_pack(pack, haunts: tuple, knobs: dict, own_cells: bool = False):
    extra = dict(pack.extra)
    data = dict(thaw(extra["haunt"]))
    for hid in haunts:
        win = data[hid]["win"]
        knobs[hid] = {"heroes": _raise(win["heroes"], lambda v: 2 * v + 6),
                      "traitor": _raise(win["traitor"], lambda v: v + 4)}
    extra["haunt"] = freeze(data)
    raised = dataclasses.replace(pack, extra=MappingProxyType(extra))
    return raised if own_cells else forced_chart(raised, haunts)


def _started(game) -> str | None:
    return next((e["haunt"] for e in reversed(game.events) if e["t"] == "haunt_started"), None)


def play(haunts: tuple, games: int, seed: int, own_cells: bool = False) -> tuple[list, dict]:
    """The calibration games: per game its haunt, table size, winner and, per side, the
    event index at which its count first reached each value. ``own_cells``: the pack's
    own chart (only the games whose cell leads to one of the haunts are played out)."""
    knobs: dict = {}
    packs: dict = {}
    captured: dict = {}
    real_pack, real_play = free_play._pack, free_play.play_checked

    def pack_for(name, force=()):
        if name not in packs:
            packs[name] = raised_pack(load_pack(name), haunts, knobs, own_cells)
        return packs[name]

    def capture(pack, game, bots, max_turns, check):
        if own_cells:
            problems = real_play(pack, game, bots, max_turns, check, until_haunt=True)
            if problems or _started(game) not in haunts:
                return problems   # another haunt (or none): not played out
        captured["game"] = game
        return real_play(pack, game, bots, max_turns, check)

    free_play._pack, free_play.play_checked = pack_for, capture
    try:
        args = argparse.Namespace(games=games, seed=seed, max_turns=300, no_check=True, bots="sensible",
                                  haunts=",".join(haunts))
        rows = []
        for job in report.jobs(args, list(COUNTS)):
            record = free_play.play_free(job)
            game = captured.pop("game", None)
            if record["haunt"] not in knobs or game is None or record["error"] or record["problem"]:
                continue
            rows.append(_row(record, game.events, knobs[record["haunt"]]))
    finally:
        free_play._pack, free_play.play_checked = real_pack, real_play
    return rows, knobs


def _row(record: dict, events: list, knob: dict) -> dict:
    first: dict = {"heroes": {}, "traitor": {}}
    for i, e in enumerate(events):
        for side, k in knob.items():
            if k is None:
                continue
            if k[0] == "counter" and e["t"] == "counter_changed" and e["name"] == k[1]:
                first[side].setdefault(e["to"], i)
            elif k[0] == "rounds" and e["t"] == "round_ended":
                first[side].setdefault(e["rounds"], i)
    return {"haunt": record["haunt"], "players": record["players"], "seed": record["seed"], "house": record["house"],
            "cell": record["cell"], "first": first,
            "winner": record["winner"] if record["over"] else None}


def _reached(first: dict, number) -> int | None:
    hits = [i for value, i in first.items() if value >= number]
    return min(hits) if hits and number is not None else None


def heroes_win(row: dict, heroes_number, traitor_number) -> bool:
    """Would the heroes have won this game with these numbers?"""
    h = _reached(row["first"]["heroes"], heroes_number)
    t = _reached(row["first"]["traitor"], traitor_number)
    if h is not None and (t is None or h < t):
        return True
    if t is not None:
        return False
    return row["winner"] == "heroes"   # ended otherwise: a side dead (or capped: not the heroes')


def table(rows: list, knobs: dict, hid: str) -> list[str]:
    kh, kt = knobs[hid]["heroes"], knobs[hid]["traitor"]
    lines = [f"== {hid}: heroes {kh[0] + ' ' + str(kh[2]) if kh else '-'}; "
             f"traitor {kt[0] + ' ' + str(kt[2]) if kt else '-'}"]
    for c in COUNTS:
        mine = [r for r in rows if r["haunt"] == hid and r["players"] == c]
        if not mine:
            continue
        lines.append(f"  {c} players, {len(mine)} games")
        for dt in (-1, 0, 1, 2) if kt else (0,):
            t = kt[2][c] + dt if kt else None
            cells = []
            for dh in range(-6, 9) if kh else (0,):
                h = kh[2][c] + dh if kh else None
                if h is not None and h < 1:
                    continue
                rate = sum(heroes_win(r, h, t) for r in mine) / len(mine)
                cells.append(f"{h}:{rate:.0%}" + ("*" if dh == 0 and dt == 0 else ""))
            lines.append(f"    traitor {t}: " + " ".join(cells))
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--haunts", required=True, metavar="ID,ID", help="the legacy haunts to calibrate")
    parser.add_argument("--games", type=int, default=150, help="games in all (the haunts in turn)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--own-cells", action="store_true",
                        help="the pack's own chart, as the balance run plays it: each haunt only from the cells "
                             "that lead to it on that house (about 1 game in 40 reaches a given haunt)")
    args = parser.parse_args(argv)
    haunts = free_play.parse_haunts(args.haunts)
    rows, knobs = play(haunts, args.games, args.seed, args.own_cells)
    for hid in haunts:
        if hid in knobs:
            print("\n".join(table(rows, knobs, hid)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
