"""A camera over one floor of the house: pan by dragging, zoom by fixed steps.

Zoom moves between fixed cell sizes (``LEVELS``) so each tile is pre-rendered once per
level rather than rescaled every frame. Cell (x, y) is centred at world point (x, y),
in cells; ``cx, cy`` is the world point shown at the middle of the view.
"""

from __future__ import annotations

import math

# a closer step round 110 px so a fit lands near the size the board allows
LEVELS = (44, 56, 70, 86, 104, 116, 126, 150, 180, 216, 260)
FIT_MOST = 180   # px: a fit never makes rooms larger than this (zoom in by hand for more)
FIT_MARGIN = 0.5  # cells round the house: half of each doorway's Explore square shows
EASE = 9.0  # how quickly a focus move catches up (per second)


class Camera:
    def __init__(self, level: int = 4) -> None:
        self.cx = 0.0
        self.cy = 0.0
        self.level = level
        self.target: tuple[float, float] | None = None
        self.manual = False   # the player panned or zoomed since the camera last fitted

    def fit(self, rect, cells, around=None, *, instant: bool = False, margin: float = FIT_MARGIN,
            most: int = FIT_MOST, whole=()) -> None:
        """Show every cell of ``cells`` (x, y) inside ``rect`` with ``margin`` cells to
        spare on each side (room for the doorways one may explore), at the largest zoom
        that does so (rooms at most ``most`` px: a comfortable size). Centred on
        ``around`` (the acting explorer's room) when the house still fits so, else on the
        house's middle. A house too big for the smallest zoom: as near ``around`` as the
        house's edges allow on an axis it overflows, its middle on one it fits. ``whole``:
        cells shown whole besides, without a margin (the lit Explore squares)."""
        cells, whole = list(cells), list(whole)
        if not cells:
            return
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        wx, wy = [c[0] for c in whole], [c[1] for c in whole]
        left, right = min([min(xs) - margin, *wx]), max([max(xs) + margin, *wx])
        top, bottom = min([min(ys) - margin, *wy]), max([max(ys) + margin, *wy])
        span_w, span_h = right - left + 1, bottom - top + 1
        level = 0
        for i in range(len(LEVELS) - 1, -1, -1):
            if LEVELS[i] <= most and span_w * LEVELS[i] <= rect.w and span_h * LEVELS[i] <= rect.h:
                level = i
                break
        self.level = level
        cell = LEVELS[level]
        mid = ((left + right) / 2, (top + bottom) / 2)
        centre = mid
        if around is not None:
            half_w, half_h = rect.w / cell / 2, rect.h / cell / 2
            fits_there = (around[0] - half_w <= left - 0.5 and right + 0.5 <= around[0] + half_w
                          and around[1] - half_h <= top - 0.5 and bottom + 0.5 <= around[1] + half_h)
            too_big = span_w * cell > rect.w or span_h * cell > rect.h
            if fits_there:
                centre = around
            elif too_big:   # near the explorer, but no view past the house's edges on an axis it overflows
                centre = tuple(m if span * cell <= size else min(max(a, lo - 0.5 + half), hi + 0.5 - half)
                               for m, a, span, size, lo, hi, half in (
                                   (mid[0], around[0], span_w, rect.w, left, right, half_w),
                                   (mid[1], around[1], span_h, rect.h, top, bottom, half_h)))
        # ``rect`` may be a part of the view (clear of the HUD): aim its middle there
        self.focus(centre[0], centre[1], instant)
        self.manual = False

    @property
    def cell(self) -> int:
        return LEVELS[self.level]

    def fit_level(self, rect_h: int, rows: float = 4.6) -> None:
        """The zoom that shows about ``rows`` rooms top to bottom."""
        want = rect_h / rows
        self.level = min(range(len(LEVELS)), key=lambda i: abs(LEVELS[i] - want))

    def centre_of(self, rect, x: float, y: float, resting: bool = False) -> tuple[float, float]:
        """Screen point at the middle of cell (x, y) (``resting``: once a move under way ends)."""
        cx, cy = self.target if resting and self.target is not None else (self.cx, self.cy)
        return (rect.centerx + (x - cx) * self.cell, rect.centery + (y - cy) * self.cell)

    def cell_rect(self, rect, x: int, y: int, resting: bool = False):
        import pygame

        sx, sy = self.centre_of(rect, x, y, resting)
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
        self.manual = True

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
        self.manual = True

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
