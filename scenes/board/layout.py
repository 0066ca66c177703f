"""Where everything sits on the table, for any window size.

    ┌──────────────────────── top bar: turn · seats · decks ────────────────────────┐
    │ HUD: explorer,  │  floor tabs (Basement · Ground · Upper, with miniatures)  │ decks      │
    │ traits, cards,  │                                                            │ last card  │
    │ action buttons  │  the shown floor: rooms, figures, highlights; a roll is   │ last roll  │
    │                 │  thrown over its middle, a card read there                 │ story log  │
    └─────────────────┴────────────────────────────────────────────────────────────┴────────────┘

Sizes are in units of 1% of the height, with floors and ceilings so 4:3 and 16:9 both
work. The right column: the decks and discard piles (``decks``), the last card drawn
(``last_card``; its card sits in ``card_stage``, where an event card waits while it is
resolved), the last roll (``last_roll``) and the chronicle (``log``). The presenter gets
the ``board``, ``card_stage`` and ``log`` rects.
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
    # the right column, top to bottom: decks, last card, last roll; the chronicle takes the rest
    decks_frame = pygame.Rect(side.left, side.top, side.w, max(150, int(u * 22)))
    card_frame = pygame.Rect(side.left, decks_frame.bottom + m, side.w, max(124, int(u * 19)))
    roll_frame = pygame.Rect(side.left, card_frame.bottom + m, side.w, max(100, int(u * 15)))
    log_frame = pygame.Rect(side.left, roll_frame.bottom + m, side.w, side.bottom - roll_frame.bottom - m)
    last_card = frame_inside(card_frame)
    return {
        "unit": u, "margin": m,
        "top": top, "hud": hud, "tabs": tabs, "board": board, "side": side,
        "decks_frame": decks_frame, "card_frame": card_frame, "roll_frame": roll_frame, "log_frame": log_frame,
        "decks": frame_inside(decks_frame), "last_card": last_card, "card_stage": card_place(last_card, u),
        "last_roll": frame_inside(roll_frame), "log": frame_inside(log_frame),
    }


def card_place(panel: pygame.Rect, u: float) -> pygame.Rect:
    """Where the last card lies in its panel: a small card (5:7) at the left, under the
    panel's heading, the words about it to its right."""
    head = max(18, int(u * 3.2))
    h = panel.h - head - max(4, int(u * 0.8))
    w = min(int(h * 5 / 7), panel.w * 2 // 5)
    h = int(w * 7 / 5)
    return pygame.Rect(panel.left + max(6, int(u)), panel.top + head, w, h)


def frame_inside(frame: pygame.Rect) -> pygame.Rect:
    """The presenter's part of a side panel: all of it but a thin border."""
    return frame.inflate(-8, -8)


PRESENTER_KEYS = ("board", "card_stage", "log")
SIDE_FRAMES = ("decks_frame", "card_frame", "roll_frame", "log_frame")
