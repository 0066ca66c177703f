#!/usr/bin/env python3
"""Write a pack's haunt chart: every haunt on as many cells as any other (give or take one),
never twice in one row (omen room) or one column (omen), so that every room and every omen
leads to as many different haunts as it has cells.

    python tools/haunt_chart.py                 # content/classic/haunt_chart.yaml
    python tools/haunt_chart.py --seed 21 --check
    python tools/haunt_chart.py --measure 3000 --measure-seed 7   # tools/data/haunt_cells.yaml

Omens are drawn about evenly, but not every omen room turns up as often: the basement's
come out of the stack early and are where most omens are drawn. ``--measure N`` plays N
games of sensible bots (3-6 players, seeds from --measure-seed) up to the haunt and writes
how often each omen x room starts it (tools/data/haunt_cells.yaml); the chart is then filled so
that every haunt's cells add up to about the same share of those games (``--weights``,
default that file when it exists), heaviest cells first, each to the haunt with the least
so far, then improved by swaps that keep every rule.

Pins: the Wellhead with the Ferryman's Boathook is haunt 1 and the Antler Room with the
Widow's Derringer is haunt 2 (the classic chart's oldest cells); a haunt whose traitor is
the holder of an omen (``{omen_owner: OMEN}``) gets a cell in that omen's column. The rest
is filled at random from --seed (the same seed writes the same chart), restarting until
every cell is filled. --check only says whether the file on disk follows these rules.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

import yaml

import _path  # noqa: F401 (puts the repository on sys.path)

from game.paths import content_root
from game.content.safe_yaml import safe_load

PINS = {("wellhead", "ferrymans_boathook"): 1, ("antler_room", "widows_derringer"): 2}


def read(pack_dir: Path):
    haunts = {}
    for path in sorted((pack_dir / "haunts").glob("*.yaml")):
        data = safe_load(path.read_text(encoding="utf-8"))
        haunts[data["number"]] = data
    chart = safe_load((pack_dir / "haunt_chart.yaml").read_text(encoding="utf-8"))
    return haunts, chart["rows"], chart["columns"], chart["cells"]


def cell_weights(path: Path | None, rows, cols) -> dict:
    """(row, column) -> share of haunts started there: the room's share times the omen's
    (measured, smoothed as if independent); even when there is no file."""
    if path is None or not path.exists():
        return {(i, j): 1.0 for i in range(len(rows)) for j in range(len(cols))}
    counts = {tuple(k.split("|")): v for k, v in safe_load(path.read_text())["cells"].items()}
    by_room = collections.Counter()
    by_omen = collections.Counter()
    for (omen, room), v in counts.items():
        by_room[room] += v
        by_omen[omen] += v
    return {(i, j): (by_room[r] + 1) * (by_omen[o] + 1) for i, r in enumerate(rows) for j, o in enumerate(cols)}


def attempt(rng, numbers, rows, cols, haunts, weights=None):
    n, size = len(numbers), len(rows) * len(cols)
    quota = {h: size // n for h in numbers}
    extra = list(numbers)
    rng.shuffle(extra)
    for h in extra[:size % n]:
        quota[h] += 1
    grid = [[None] * len(cols) for _ in rows]
    for (room, omen), h in PINS.items():
        if h in quota and room in rows and omen in cols:
            grid[rows.index(room)][cols.index(omen)] = h
            quota[h] -= 1
    for h in sorted(haunts):
        rule = haunts[h]["traitor_rule"]
        if not (isinstance(rule, dict) and rule.get("omen_owner") in cols):
            continue
        j = cols.index(rule["omen_owner"])
        if any(grid[i][j] == h for i in range(len(rows))):
            continue
        free = [i for i in range(len(rows)) if grid[i][j] is None and h not in grid[i]]
        if not free:
            return None
        grid[rng.choice(free)][j] = h
        quota[h] -= 1
    cells = [(i, j) for i in range(len(rows)) for j in range(len(cols)) if grid[i][j] is None]
    rng.shuffle(cells)
    if weights is not None:  # heaviest cells first, each to the lightest haunt so far
        load = collections.Counter({h: 0.0 for h in numbers})
        for i, row in enumerate(grid):
            for j, h in enumerate(row):
                if h is not None:
                    load[h] += weights[i, j]
        cells.sort(key=lambda c: -weights[c])
    for i, j in cells:
        used = set(grid[i]) | {grid[k][j] for k in range(len(rows))}
        options = [h for h in numbers if quota[h] > 0 and h not in used]
        if not options:
            return None
        if weights is not None:
            least = min(load[h] for h in options)
            h = rng.choice([o for o in options if load[o] == least])
            load[h] += weights[i, j]
        else:
            top = max(quota[h] for h in options)
            h = rng.choice([o for o in options if quota[o] == top])
        grid[i][j] = h
        quota[h] -= 1
    return grid


def improve(rng, grid, weights, anchored=(), rounds=200000):
    """Swap two cells' haunts when it keeps every row and column free of repeats and makes
    the haunts' shares more even (the pins and the omen columns are left alone)."""
    rows, cols = len(grid), len(grid[0])
    fixed = {(i, j) for i in range(rows) for j in range(cols)
             if grid[i][j] in PINS.values() or (grid[i][j], j) in anchored}
    load = collections.Counter()
    for i in range(rows):
        for j in range(cols):
            load[grid[i][j]] += weights[i, j]
    mean = sum(load.values()) / len(load)
    free = [(i, j) for i in range(rows) for j in range(cols) if (i, j) not in fixed]
    cells = collections.Counter(h for row in grid for h in row)
    low, high = min(cells.values()), max(cells.values())
    for _ in range(rounds):
        if rng.random() < 0.3:  # hand one cell to another haunt (each keeps low..high cells)
            a, b = rng.choice(free)
            h1, h2 = grid[a][b], rng.choice(list(load))
            if h1 == h2 or cells[h1] <= low or cells[h2] >= high or h2 in grid[a] or \
                    h2 in (grid[k][b] for k in range(rows)):
                continue
            w = weights[a, b]
            if (load[h1] - w - mean) ** 2 + (load[h2] + w - mean) ** 2 < (load[h1] - mean) ** 2 + (load[h2] - mean) ** 2:
                grid[a][b] = h2
                load[h1] -= w
                load[h2] += w
                cells[h1] -= 1
                cells[h2] += 1
            continue
        (a, b), (c, d) = rng.sample(free, 2)
        h1, h2 = grid[a][b], grid[c][d]
        if h1 == h2:
            continue
        if (a != c and (h2 in grid[a] or h1 in grid[c])) or \
           (b != d and (h2 in (grid[k][b] for k in range(rows)) or h1 in (grid[k][d] for k in range(rows)))):
            continue
        delta = weights[c, d] - weights[a, b]
        before = (load[h1] - mean) ** 2 + (load[h2] - mean) ** 2
        after = (load[h1] + delta - mean) ** 2 + (load[h2] - delta - mean) ** 2
        if after < before:
            grid[a][b], grid[c][d] = h2, h1
            load[h1] += delta
            load[h2] -= delta
    return grid


def measure(games: int, seed: int, out: Path) -> None:
    """Play ``games`` games of sensible bots up to the haunt; write how often each omen x
    omen room started it."""
    from _matches import Lineup, play_one
    from game import get_ruleset, load_pack
    pack, ruleset = load_pack("classic"), get_ruleset("classic")
    counts = collections.Counter()
    for i in range(games):
        game, _ = play_one(pack, ruleset, 3 + i % 4, seed * 1000 + i, 300, False, Lineup("sensible"),
                           until_haunt=True)
        rolled = next((e for e in reversed(game.events) if e["t"] == "haunt_rolled" and e["started"]), None)
        if rolled:
            counts[f"{rolled['omen']}|{rolled['room']}"] += 1
    out.write_text(yaml.safe_dump({
        "measured": f"python tools/haunt_chart.py --measure {games} --measure-seed {seed}",
        "games": games, "cells": dict(sorted(counts.items()))}, sort_keys=False), encoding="utf-8")


def problems(numbers, rows, cols, cells) -> list[str]:
    out = []
    count = collections.Counter(h for row in cells for h in row)
    if len(numbers) >= max(len(rows), len(cols)):
        for i, row in enumerate(cells):
            twice = sorted(h for h, c in collections.Counter(row).items() if c > 1)
            if twice:
                out.append(f"row {rows[i]}: haunts {twice} more than once")
        for j, omen in enumerate(cols):
            twice = sorted(h for h, c in collections.Counter(r[j] for r in cells).items() if c > 1)
            if twice:
                out.append(f"column {omen}: haunts {twice} more than once")
    if count and max(count.values()) - min(count.get(h, 0) for h in numbers) > 1:
        out.append(f"uneven: cells per haunt from {min(count.get(h, 0) for h in numbers)} to {max(count.values())}")
    return out


def write(path: Path, rows, cols, grid, seed: int) -> None:
    count = collections.Counter(h for row in grid for h in row)
    pack = path.parent.name
    lines = [f"# Hollowmere {pack} haunt chart: omen room (row) x omen drawn (column) -> haunt number.",
             f"# {len(count)} haunts on {len(rows) * len(cols)} cells: each haunt on {min(count.values())} or "
             f"{max(count.values())} cells, never twice in",
             f"# one row (room) or one column (omen): every room and every omen leads to {len(cols)} different",
             *(["# haunts. The Wellhead with the Ferryman's Boathook is 1, the drowned; the Antler Room with",
                "# the Widow's Derringer is 2, the duel; a haunt whose traitor holds an omen has a cell in that"]
               if pack == "classic" else
               ["# haunts. A haunt whose traitor holds an omen has a cell in that"]),
             f"# omen's column. Written by `python tools/haunt_chart.py --pack content/{pack} --seed {seed}`.",
             f"rows: [{', '.join(rows)}]",
             f"columns: [{', '.join(cols)}]",
             "cells:"]
    for i, row in enumerate(grid):
        lines.append("  - [" + ", ".join(f"{h:2d}" for h in row) + f"]   # {rows[i]}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack", default=str(content_root() / "classic"), help="the pack folder")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--check", action="store_true", help="only check the chart on disk")
    parser.add_argument("--weights", help="cell frequencies (default tools/data/haunt_cells.yaml, if it exists)")
    parser.add_argument("--measure", type=int, metavar="GAMES", help="measure the cell frequencies and stop")
    parser.add_argument("--measure-seed", type=int, default=7)
    args = parser.parse_args(argv)
    default_weights = Path(__file__).resolve().parent / "data" / "haunt_cells.yaml"
    if args.measure:
        measure(args.measure, args.measure_seed, default_weights)
        print(f"wrote {default_weights}")
        return 0
    pack_dir = Path(args.pack)
    haunts, rows, cols, cells = read(pack_dir)
    numbers = sorted(haunts)
    if args.check:
        found = problems(numbers, rows, cols, cells)
        print("\n".join(found) or "ok")
        return 1 if found else 0
    if args.weights is None and pack_dir.name != "classic":
        default_weights = None   # the measured file is the classic pack's rooms and omens
    weights = cell_weights(Path(args.weights) if args.weights else default_weights, rows, cols)
    rng = random.Random(args.seed)
    for _ in range(20000):
        grid = attempt(rng, numbers, rows, cols, haunts, weights)
        if grid is not None:
            break
    else:
        print("no chart found: too few haunts for every row and column to differ?", file=sys.stderr)
        return 1
    anchored = {(h, cols.index(haunts[h]["traitor_rule"]["omen_owner"])) for h in haunts
                if isinstance(haunts[h]["traitor_rule"], dict) and haunts[h]["traitor_rule"].get("omen_owner") in cols}
    grid = improve(rng, grid, weights, anchored)
    load = collections.Counter()
    for i, row in enumerate(grid):
        for j, h in enumerate(row):
            load[h] += weights[i, j]
    total = sum(load.values())
    print(f"share of haunts started, per haunt: {min(load.values()) / total:.2%} to {max(load.values()) / total:.2%}"
          f" (even: {1 / len(load):.2%})")
    write(pack_dir / "haunt_chart.yaml", rows, cols, grid, args.seed)
    print(f"wrote {pack_dir / 'haunt_chart.yaml'}: {len(numbers)} haunts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
