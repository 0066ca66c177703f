#!/usr/bin/env python3
"""Write a pack's haunt chart: every haunt on as many cells as any other (give or take one),
never twice in one row (omen room) or one column (omen), so that every room and every omen
leads to as many different haunts as it has cells.

    python tools/haunt_chart.py                 # content/classic/haunt_chart.yaml
    python tools/haunt_chart.py --seed 21 --check

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

import _path  # noqa: F401

from game.paths import content_root

PINS = {("wellhead", "ferrymans_boathook"): 1, ("antler_room", "widows_derringer"): 2}


def read(pack_dir: Path):
    haunts = {}
    for path in sorted((pack_dir / "haunts").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        haunts[data["number"]] = data
    chart = yaml.safe_load((pack_dir / "haunt_chart.yaml").read_text(encoding="utf-8"))
    return haunts, chart["rows"], chart["columns"], chart["cells"]


def attempt(rng, numbers, rows, cols, haunts):
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
    for i, j in cells:
        used = set(grid[i]) | {grid[k][j] for k in range(len(rows))}
        options = [h for h in numbers if quota[h] > 0 and h not in used]
        if not options:
            return None
        top = max(quota[h] for h in options)
        h = rng.choice([o for o in options if quota[o] == top])
        grid[i][j] = h
        quota[h] -= 1
    return grid


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
    lines = ["# Hollowmere classic haunt chart: omen room (row) x omen drawn (column) -> haunt number.",
             f"# {len(count)} haunts on {len(rows) * len(cols)} cells: each haunt on {min(count.values())} or "
             f"{max(count.values())} cells, never twice in",
             f"# one row (room) or one column (omen): every room and every omen leads to {len(cols)} different",
             "# haunts. The Wellhead with the Ferryman's Boathook is 1, the drowned; the Antler Room with",
             "# the Widow's Derringer is 2, the duel; a haunt whose traitor holds an omen has a cell in that",
             f"# omen's column. Written by `python tools/haunt_chart.py --seed {seed}`.",
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
    args = parser.parse_args(argv)
    pack_dir = Path(args.pack)
    haunts, rows, cols, cells = read(pack_dir)
    numbers = sorted(haunts)
    if args.check:
        found = problems(numbers, rows, cols, cells)
        print("\n".join(found) or "ok")
        return 1 if found else 0
    rng = random.Random(args.seed)
    for _ in range(20000):
        grid = attempt(rng, numbers, rows, cols, haunts)
        if grid is not None:
            break
    else:
        print("no chart found: too few haunts for every row and column to differ?", file=sys.stderr)
        return 1
    write(pack_dir / "haunt_chart.yaml", rows, cols, grid, args.seed)
    print(f"wrote {pack_dir / 'haunt_chart.yaml'}: {len(numbers)} haunts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
