"""The table's painted furniture: the backdrop behind everything and the right column's
frames (the decks, the last card, the last roll, the chronicle), painted once."""

from __future__ import annotations

import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.layout import SIDE_FRAMES
from scenes.kit.widgets import make_panel


def side_frames(rects) -> dict[str, pygame.Surface]:
    unit = rects["unit"]
    return {key: make_panel(rects[key].size, P.PANEL_FILL, P.PANEL_BORDER, max(4, int(unit)), 1)
            for key in SIDE_FRAMES}


def table_background(size) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        surf.fill(S.mix(P.SKY_TOP, (16, 12, 30), t), (0, y, w, 1))
    return surf.convert()
