"""The house of Hollowmere as a silhouette: tower, gables, chimneys, arched windows.

Shapes are given in house units (1 unit = 1% of the screen height) relative to the
middle of the house's footing, so the house keeps its proportions at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit import palette as P

# Solid parts: polygons in units, (x right, y up) from the footing's middle.
_BODY = [(-22, 0), (-22, 30), (14, 30), (14, 0)]
_ROOF = [(-25, 29), (-5, 52), (17, 29)]
_WING = [(14, 0), (14, 20), (29, 20), (29, 0)]
_WING_ROOF = [(12, 19), (21.5, 31), (31, 19)]
_TOWER = [(-34, 0), (-34, 44), (-22, 44), (-22, 0)]
_TOWER_LEDGE = [(-35.5, 43), (-35.5, 45.5), (-20.5, 45.5), (-20.5, 43)]
_SPIRE = [(-36, 45), (-28, 68), (-20, 45)]
_CHIMNEYS = [[(4, 36), (4, 50), (7.5, 50), (7.5, 36)], [(23, 25), (23, 34), (25.5, 34), (25.5, 25)]]
_DORMER = [(-9, 36), (-9, 41), (-5.5, 45.5), (-2, 41), (-2, 36)]
_PORCH_ROOF = [(-13, 11), (-5, 16), (3, 11)]
_STEPS = [(-9, 0), (-9, 1.5), (-1, 1.5), (-1, 0)]
_FINIAL = ((-28, 68), (-28, 72.5))

# Windows: (left, bottom, width, height) in units; pointed arches at the top.
_WINDOWS = {
    "tower_high": (-30, 30, 4, 7), "tower_low": (-30, 14, 4, 7),
    "upper_left": (-18, 18, 4, 7), "upper_mid": (-10, 18, 4, 7), "upper_right": (3, 18, 4, 7),
    "lower_left": (-18, 4, 4, 7), "lower_right": (5, 4, 4, 7),
    "wing_a": (17, 5, 3.5, 7), "wing_b": (23, 5, 3.5, 7), "dormer": (-7, 37, 3, 4.5),
    "door": (-7, 0, 4, 9),
}
LIT = ("tower_high", "upper_right", "wing_a", "dormer")


@dataclass(frozen=True)
class Window:
    name: str
    points: tuple[tuple[int, int], ...]
    rect: pygame.Rect

    @property
    def center(self) -> tuple[int, int]:
        return self.rect.center


class HouseShape:
    LEFT, RIGHT = -36, 31  # the silhouette's extent in units (spire ledge to wing eaves)

    def __init__(self, base: tuple[int, int], unit: float) -> None:
        self.base = base
        self.unit = unit
        self.windows = {name: self._window(name, *box) for name, box in _WINDOWS.items()}
        self.lit = [self.windows[name] for name in LIT]

    def _pt(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.base[0] + x * self.unit), round(self.base[1] - y * self.unit))

    def _poly(self, points) -> list[tuple[int, int]]:
        return [self._pt(x, y) for x, y in points]

    def _window(self, name, left, bottom, width, height) -> Window:
        arch = width * 0.55
        pts = [(left, bottom), (left, bottom + height - arch), (left + width / 2, bottom + height),
               (left + width, bottom + height - arch), (left + width, bottom)]
        screen = tuple(self._poly(pts))
        xs, ys = [p[0] for p in screen], [p[1] for p in screen]
        rect = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        return Window(name, screen, rect)

    def paint(self, canvas: pygame.Surface) -> None:
        """The silhouette with unlit windows; lit ones are painted live on top."""
        ink = P.SILHOUETTE
        for shape in (_TOWER, _BODY, _WING, _ROOF, _WING_ROOF, _TOWER_LEDGE, _SPIRE, _DORMER,
                      _PORCH_ROOF, _STEPS, *_CHIMNEYS):
            pygame.draw.polygon(canvas, ink, self._poly(shape))
        pygame.draw.line(canvas, ink, self._pt(*_FINIAL[0]), self._pt(*_FINIAL[1]),
                         max(1, round(self.unit * 0.5)))
        for x in (-12, 2):  # porch posts
            pygame.draw.line(canvas, ink, self._pt(x, 0), self._pt(x, 11), max(1, round(self.unit * 0.6)))
        for name, window in self.windows.items():
            if window not in self.lit:
                colour = (14, 12, 24) if name == "door" else P.WINDOW_DARK
                pygame.draw.polygon(canvas, colour, window.points)
                if name != "door":
                    self._mullions(canvas, window)

    def paint_window(self, surface: pygame.Surface, window: Window, colour) -> None:
        pygame.draw.polygon(surface, colour, window.points)
        self._mullions(surface, window)

    def _mullions(self, surface: pygame.Surface, window: Window) -> None:
        r = window.rect
        width = max(1, round(self.unit * 0.35))
        pygame.draw.line(surface, P.SILHOUETTE, (r.centerx, r.top + r.h // 4), (r.centerx, r.bottom), width)
        y = r.top + int(r.h * 0.55)
        pygame.draw.line(surface, P.SILHOUETTE, (r.left, y), (r.right, y), width)
