"""A camera over one floor of the house: pan by dragging, zoom by fixed steps.

Zoom moves between fixed cell sizes (``LEVELS``) so each tile is pre-rendered once per
level rather than rescaled every frame. Cell (x, y) is centred at world point (x, y),
in cells; ``cx, cy`` is the world point shown at the middle of the view.
"""

from __future__ import annotations

import math

LEVELS = (44, 56, 70, 86, 104, 126, 150, 180, 216, 260)
EASE = 9.0  # how quickly a focus move catches up (per second)


class Camera:
    def __init__(self, level: int = 4) -> None:
        self.cx = 0.0
        self.cy = 0.0
        self.level = level
        self.target: tuple[float, float] | None = None

    @property
    def cell(self) -> int:
        return LEVELS[self.level]

    def fit_level(self, rect_h: int, rows: float = 4.6) -> None:
        """The zoom that shows about ``rows`` rooms top to bottom."""
        want = rect_h / rows
        self.level = min(range(len(LEVELS)), key=lambda i: abs(LEVELS[i] - want))

    def centre_of(self, rect, x: float, y: float) -> tuple[float, float]:
        """Screen point at the middle of cell (x, y)."""
        return (rect.centerx + (x - self.cx) * self.cell, rect.centery + (y - self.cy) * self.cell)

    def cell_rect(self, rect, x: int, y: int):
        import pygame

        sx, sy = self.centre_of(rect, x, y)
        c = self.cell
        return pygame.Rect(round(sx - c / 2), round(sy - c / 2), c, c)

    def cell_at(self, rect, pos) -> tuple[int, int]:
        wx = self.cx + (pos[0] - rect.centerx) / self.cell
        wy = self.cy + (pos[1] - rect.centery) / self.cell
        return math.floor(wx + 0.5), math.floor(wy + 0.5)

    def pan(self, dx: float, dy: float) -> None:
        self.cx -= dx / self.cell
        self.cy -= dy / self.cell
        self.target = None  # the hand wins over any focus move

    def zoom(self, steps: int, rect, anchor) -> None:
        """Zoom by whole levels, keeping the world point under ``anchor`` still."""
        new = max(0, min(len(LEVELS) - 1, self.level + steps))
        if new == self.level:
            return
        wx = self.cx + (anchor[0] - rect.centerx) / self.cell
        wy = self.cy + (anchor[1] - rect.centery) / self.cell
        self.level = new
        self.cx = wx - (anchor[0] - rect.centerx) / self.cell
        self.cy = wy - (anchor[1] - rect.centery) / self.cell
        self.target = None

    def focus(self, x: float, y: float, instant: bool = False) -> None:
        if instant:
            self.cx, self.cy, self.target = float(x), float(y), None
        else:
            self.target = (float(x), float(y))

    def shows(self, rect, x: int, y: int, margin: float = 0.3) -> bool:
        """Is cell (x, y) comfortably inside the view?"""
        half_w = rect.w / self.cell / 2 - 0.5 - margin
        half_h = rect.h / self.cell / 2 - 0.5 - margin
        return abs(x - self.cx) <= half_w and abs(y - self.cy) <= half_h

    def update(self, dt: float) -> None:
        if self.target is None:
            return
        k = min(1.0, dt * EASE)
        self.cx += (self.target[0] - self.cx) * k
        self.cy += (self.target[1] - self.cy) * k
        if abs(self.target[0] - self.cx) < 0.005 and abs(self.target[1] - self.cy) < 0.005:
            self.cx, self.cy = self.target
            self.target = None
