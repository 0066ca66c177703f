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

from scenes.kit.scale import unit_of


def table_layout(size) -> dict[str, pygame.Rect]:
    w, h = size
    u = unit_of(h)
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
    heights = [max(150, int(u * 22)), max(124, int(u * 19)), max(100, int(u * 15))]
    least = max(100, chronicle_least(u))   # the chronicle keeps six lines at any UI scale
    compact = sum(heights) + 3 * m + least > side.h
    if compact:   # a large UI scale: the decks as one strip (the top bar holds their counts too)
        heights[0] = max(36, int(u * 5.5))
    room = side.h - 3 * m - least - heights[0]
    if sum(heights[1:]) > room:   # still short: the last card and the last roll share what is left
        heights[1:] = [max(40, int(x * room / sum(heights[1:]))) for x in heights[1:]]
    decks_frame = pygame.Rect(side.left, side.top, side.w, heights[0])
    card_frame = pygame.Rect(side.left, decks_frame.bottom + m, side.w, heights[1])
    roll_frame = pygame.Rect(side.left, card_frame.bottom + m, side.w, heights[2])
    log_frame = pygame.Rect(side.left, roll_frame.bottom + m, side.w, side.bottom - roll_frame.bottom - m)
    last_card = frame_inside(card_frame)
    return {
        "unit": u, "margin": m, "decks_strip": compact,
        "top": top, "hud": hud, "tabs": tabs, "board": board, "side": side,
        "decks_frame": decks_frame, "card_frame": card_frame, "roll_frame": roll_frame, "log_frame": log_frame,
        "decks": frame_inside(decks_frame), "last_card": last_card, "card_stage": card_place(last_card, u),
        "last_roll": frame_inside(roll_frame), "log": frame_inside(log_frame),
    }


def chronicle_least(u: float) -> int:
    """The chronicle's frame for six lines of its text (narration_panel.text_size, a body
    line about 1.45 of it) under its heading."""
    from scenes.board.hud.narration_panel import text_size

    size = text_size(u)
    return int(max(20, u * 2.8) + max(8, u) + CHRONICLE_LINES * size * 1.45 * 1.02) + 12


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


CHRONICLE_LINES = 6
PRESENTER_KEYS = ("board", "card_stage", "log")
SIDE_FRAMES = ("decks_frame", "card_frame", "roll_frame", "log_frame")
