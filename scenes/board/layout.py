"""Where everything sits on the table, for any window size.

    ┌──────────────────────── top bar: turn · seats · decks ───────────────────────┐
    │ HUD: explorer,  │  floor tabs (Basement · Ground · Upper, with miniatures)  │ card stage │
    │ traits, cards,  │                                                            │ dice tray  │
    │ action buttons  │  the shown floor: rooms, figures, highlights               │ story log  │
    └─────────────────┴────────────────────────────────────────────────────────────┴────────────┘

Sizes are in units of 1% of the height, with floors and ceilings so 4:3 and 16:9 both
work; the presenter gets the ``board``, ``dice_tray``, ``card_stage`` and ``log`` rects
and titles them itself.
"""

from __future__ import annotations

import pygame


def table_layout(size) -> dict[str, pygame.Rect]:
    w, h = size
    u = h / 100
    m = max(6, int(u))
    top = pygame.Rect(m, m, w - 2 * m, max(40, int(u * 7)))
    body_top = top.bottom + m
    body_h = h - body_top - m
    hud_w = int(min(max(u * 36, 240), w * 0.27))
    side_w = int(min(max(u * 31, 210), w * 0.24))
    hud = pygame.Rect(m, body_top, hud_w, body_h)
    side = pygame.Rect(w - m - side_w, body_top, side_w, body_h)
    centre = pygame.Rect(hud.right + m, body_top, side.left - m - (hud.right + m), body_h)
    tabs = pygame.Rect(centre.left, centre.top, centre.w, max(52, int(u * 10)))
    board = pygame.Rect(centre.left, tabs.bottom + m, centre.w, centre.bottom - tabs.bottom - m)
    stage_h = int(min(side.h * 0.44, side.w * 1.3))
    card_frame = pygame.Rect(side.left, side.top, side.w, stage_h)
    dice_frame = pygame.Rect(side.left, card_frame.bottom + m, side.w, max(110, int(u * 19)))
    log_frame = pygame.Rect(side.left, dice_frame.bottom + m, side.w, side.bottom - dice_frame.bottom - m)
    return {
        "unit": u, "margin": m,
        "top": top, "hud": hud, "tabs": tabs, "board": board, "side": side,
        "card_frame": card_frame, "dice_frame": dice_frame, "log_frame": log_frame,
        "card_stage": frame_inside(card_frame), "dice_tray": frame_inside(dice_frame),
        "log": frame_inside(log_frame),
    }


def frame_inside(frame: pygame.Rect) -> pygame.Rect:
    """The presenter's part of a side panel: all of it but a thin border."""
    return frame.inflate(-8, -8)


PRESENTER_KEYS = ("board", "dice_tray", "card_stage", "log")
