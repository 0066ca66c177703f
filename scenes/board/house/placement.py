"""Placing a discovered room: the ghost tile and the choices the engine offered.

The engine's pending "place_tile" question lists every legal placement as
``{region, x, y, rot}``; this class only walks through that list (R, right-click or
the wheel) and says which option is shown. It never works out a rotation itself. The
doorway glow is drawing, not judging: a doorway of the ghost that meets a doorway of a
placed neighbour glows amber, one that meets a neighbour's wall is marked red.
"""

from __future__ import annotations

from game.board import DELTA, OPPOSITE, world_doors
from game.commands import cmd


class Placement:
    def __init__(self, pending: dict) -> None:
        self.seat = pending["seat"]
        self.tile = pending["tile"]
        self.mode = pending.get("mode", "discover")
        self.prompt = pending.get("prompt", "")
        self.options = [dict(o) for o in pending["options"]]
        self.index = 0

    @property
    def key(self) -> tuple:
        """Identifies the question, so a redraw keeps the player's current pick."""
        return (self.seat, self.tile, tuple((o["region"], o["x"], o["y"], o["rot"]) for o in self.options))

    @property
    def current(self) -> dict:
        return self.options[self.index]

    @property
    def cell(self) -> tuple[str, int, int]:
        o = self.current
        return o["region"], o["x"], o["y"]

    def cells(self) -> list[tuple[str, int, int]]:
        """Every cell an option uses, in option order (the lift and falls span cells)."""
        out = []
        for o in self.options:
            c = (o["region"], o["x"], o["y"])
            if c not in out:
                out.append(c)
        return out

    def regions(self) -> set[str]:
        return {o["region"] for o in self.options}

    def cycle(self, step: int = 1) -> None:
        self.index = (self.index + step) % len(self.options)

    def choose_cell(self, region: str, x: int, y: int) -> bool:
        """Show the first option at that cell; False if no option uses it."""
        for i, o in enumerate(self.options):
            if (o["region"], o["x"], o["y"]) == (region, x, y):
                self.index = i
                return True
        return False

    def rotations_here(self) -> tuple[int, int]:
        """(position, count) of the current option among those at its cell."""
        here = [i for i, o in enumerate(self.options)
                if (o["region"], o["x"], o["y"]) == self.cell]
        return here.index(self.index) + 1, len(here)

    def command(self):
        return cmd("answer", self.seat, choice=dict(self.current))

    def doorway_marks(self, pack, view) -> list[tuple[str, str]]:
        """(world side, 'match' | 'wall' | 'open') for each doorway of the ghost."""
        o = self.current
        cells = view["map"].get(o["region"], {})
        marks = []
        for side in world_doors(pack.tiles[self.tile], o["rot"]):
            dx, dy = DELTA[side]
            other = cells.get(f"{o['x'] + dx},{o['y'] + dy}")
            if other is None or other[0] == self.tile:
                marks.append((side, "open"))
            elif OPPOSITE[side] in world_doors(pack.tiles[other[0]], other[1]):
                marks.append((side, "match"))
            else:
                marks.append((side, "wall"))
        return marks
