"""The table's painted furniture: the backdrop behind everything and the three side
panels the presenter draws into (the card stage shows where cards will appear)."""

from __future__ import annotations

import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.kit.widgets import make_panel

SIDE_PANELS = ("card_frame", "dice_frame", "log_frame")


def side_frames(rects, fonts) -> dict[str, pygame.Surface]:
    unit = rects["unit"]
    frames = {key: make_panel(rects[key].size, P.PANEL_FILL, P.PANEL_BORDER, max(4, int(unit)), 1)
              for key in SIDE_PANELS}
    stage = rects["card_stage"]
    frames["card_frame"].blit(card_place(stage.size, fonts, unit),
                              (stage.left - rects["card_frame"].left, stage.top - rects["card_frame"].top))
    return frames


def card_place(size, fonts, unit) -> pygame.Surface:
    """Where drawn cards are shown: a faint outline until the first one arrives."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    card = pygame.Rect(0, 0, int(min(w * 0.7, h * 0.62)), int(min(w * 0.7, h * 0.62) * 1.4))
    card.center = (w // 2, h // 2)
    pygame.draw.rect(surf, (*P.ACCENT_DIM, 70), card, 1, border_radius=max(4, card.w // 12))
    text = fonts.render("italic", max(12, int(unit * 2.2)), "cards drawn appear here", (*P.TEXT_MUTED,))
    text.set_alpha(120)
    surf.blit(text, text.get_rect(center=card.center))
    return surf


def table_background(size) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        surf.fill(S.mix(P.SKY_TOP, (16, 12, 30), t), (0, y, w, 1))
    return surf.convert()
