"""Small drawn symbols: the card marks on rooms (event spiral, item key, omen eye),
stairs, the locked front door, the skull under a trait track, an item pile, and the
sides once the haunt has begun (the heroes' shield, the traitor's dagger: a side is
told by its shape as well as its colour).

Each is drawn three times too large and smoothed down, so thin strokes stay clean at
any zoom; ``glyph`` caches the result per (kind, size, colour).
"""

from __future__ import annotations

import math

import pygame

from scenes.kit.kept import Kept

SUPER = 3
_cache = Kept()   # (kind, size, colour) -> its picture (kept while in use: scenes.kit.kept)


def glyph(kind: str, size: int, colour) -> pygame.Surface:
    size = max(6, int(size))
    key = (kind, size, tuple(colour))
    surf = _cache.get(key)
    if surf is None:
        big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
        DRAW[kind](big, size * SUPER, tuple(colour))
        surf = pygame.transform.smoothscale(big, (size, size))
        _cache[key] = surf
    return surf


def _spiral(s: pygame.Surface, n: int, c) -> None:
    cx = cy = n / 2
    width = max(2, n // 11)
    turns, steps = 2.6, 160
    last = None
    for i in range(steps + 1):
        t = i / steps
        a = t * turns * 2 * math.pi
        r = n * 0.06 + t * n * 0.38
        p = (cx + math.cos(a) * r, cy + math.sin(a) * r)
        if last is not None:
            pygame.draw.line(s, c, last, p, width)
        pygame.draw.circle(s, c, p, width / 2)
        last = p


def _key(s: pygame.Surface, n: int, c) -> None:
    w = max(2, n // 10)
    bow = (int(n * 0.30), int(n * 0.32))
    pygame.draw.circle(s, c, bow, int(n * 0.18), w)
    start = (bow[0] + n * 0.13, bow[1] + n * 0.13)
    end = (n * 0.84, n * 0.84)
    pygame.draw.line(s, c, start, end, int(w * 1.2))
    for f in (0.62, 0.76):
        px, py = n * f, n * f
        pygame.draw.line(s, c, (px, py), (px + n * 0.12, py - n * 0.12), int(w * 1.1))


def _eye(s: pygame.Surface, n: int, c) -> None:
    w = max(2, n // 12)
    cx, cy = n / 2, n / 2
    pts_top = [(cx + math.cos(a) * n * 0.44, cy - math.sin(a) * n * 0.26)
               for a in [i * math.pi / 24 for i in range(25)]]
    pts_bot = [(x, 2 * cy - y) for x, y in pts_top]
    pygame.draw.lines(s, c, False, pts_top, w)
    pygame.draw.lines(s, c, False, pts_bot, w)
    pygame.draw.circle(s, c, (cx, cy), n * 0.15)
    pygame.draw.circle(s, (0, 0, 0, 0), (cx + n * 0.04, cy - n * 0.04), n * 0.045)
    for dx in (-0.22, 0.0, 0.22):  # lashes: a watchful thing
        pygame.draw.line(s, c, (cx + dx * n, cy - n * 0.27), (cx + dx * n * 1.3, cy - n * 0.40), w)


def _stairs(s: pygame.Surface, n: int, c) -> None:
    steps = 4
    pts = [(n * 0.08, n * 0.92)]
    for i in range(steps):
        x = n * (0.08 + 0.21 * i)
        y = n * (0.92 - 0.21 * (i + 1))
        pts += [(x, y), (x + n * 0.21, y)]
    pts += [(n * 0.92, n * 0.92)]
    pygame.draw.polygon(s, c, pts)


def _lock(s: pygame.Surface, n: int, c) -> None:
    w = max(2, n // 9)
    body = pygame.Rect(int(n * 0.18), int(n * 0.44), int(n * 0.64), int(n * 0.48))
    pygame.draw.arc(s, c, pygame.Rect(int(n * 0.30), int(n * 0.10), int(n * 0.40), int(n * 0.62)),
                    0, math.pi, w)
    pygame.draw.line(s, c, (n * 0.30 + w / 2, n * 0.42), (n * 0.30 + w / 2, n * 0.46), w)
    pygame.draw.line(s, c, (n * 0.70 - w / 2, n * 0.42), (n * 0.70 - w / 2, n * 0.46), w)
    pygame.draw.rect(s, c, body, border_radius=max(1, n // 14))
    pygame.draw.circle(s, (0, 0, 0, 0), (n * 0.5, n * 0.62), n * 0.07)
    pygame.draw.rect(s, (0, 0, 0, 0), (int(n * 0.47), int(n * 0.62), int(n * 0.06), int(n * 0.18)))


def _skull(s: pygame.Surface, n: int, c) -> None:
    pygame.draw.ellipse(s, c, (n * 0.16, n * 0.08, n * 0.68, n * 0.62))
    pygame.draw.rect(s, c, (n * 0.30, n * 0.55, n * 0.40, n * 0.30), border_radius=n // 12)
    hole = (0, 0, 0, 0)
    pygame.draw.circle(s, hole, (n * 0.36, n * 0.42), n * 0.10)
    pygame.draw.circle(s, hole, (n * 0.64, n * 0.42), n * 0.10)
    pygame.draw.polygon(s, hole, [(n * 0.5, n * 0.52), (n * 0.45, n * 0.62), (n * 0.55, n * 0.62)])
    for x in (0.40, 0.50, 0.60):
        pygame.draw.line(s, hole, (n * x, n * 0.70), (n * x, n * 0.85), max(1, n // 20))


def _pile(s: pygame.Surface, n: int, c) -> None:
    w = max(2, n // 14)
    for i, (dx, dy, a) in enumerate(((0.10, 0.30, -14), (0.20, 0.22, 4), (0.28, 0.14, 16))):
        card = pygame.Surface((int(n * 0.42), int(n * 0.58)), pygame.SRCALPHA)
        card.fill((*c[:3], 255 if i == 2 else 200))
        pygame.draw.rect(card, (20, 14, 24), card.get_rect(), w)
        card = pygame.transform.rotate(card, a)
        s.blit(card, (n * dx, n * dy))


def _foot(s: pygame.Surface, n: int, c) -> None:
    pygame.draw.ellipse(s, c, (n * 0.28, n * 0.30, n * 0.44, n * 0.62))
    for x, y, r in (((0.30, 0.20, 0.08), (0.44, 0.12, 0.07), (0.57, 0.12, 0.065),
                                   (0.69, 0.19, 0.06))):
        pygame.draw.circle(s, c, (n * x, n * y), n * r)


def _shield(s: pygame.Surface, n: int, c) -> None:
    """The heroes: a round-bottomed shield."""
    pygame.draw.polygon(s, c, [(n * 0.18, n * 0.14), (n * 0.5, n * 0.06), (n * 0.82, n * 0.14),
                               (n * 0.82, n * 0.46), (n * 0.18, n * 0.46)])
    pygame.draw.ellipse(s, c, (n * 0.18, n * 0.18, n * 0.64, n * 0.76))
    pygame.draw.line(s, (0, 0, 0, 0), (n * 0.5, n * 0.2), (n * 0.5, n * 0.8), max(1, n // 12))


def _dagger(s: pygame.Surface, n: int, c) -> None:
    """The traitor: a broad dagger, point down."""
    pygame.draw.polygon(s, c, [(n * 0.34, n * 0.38), (n * 0.66, n * 0.38), (n * 0.5, n * 0.98)])
    pygame.draw.rect(s, c, (n * 0.12, n * 0.27, n * 0.76, n * 0.13), border_radius=max(1, n // 16))
    pygame.draw.rect(s, c, (n * 0.41, n * 0.08, n * 0.18, n * 0.22))
    pygame.draw.circle(s, c, (n * 0.5, n * 0.08), n * 0.09)


DRAW = {"event": _spiral, "item": _key, "omen": _eye, "stairs": _stairs, "lock": _lock,
        "skull": _skull, "pile": _pile, "foot": _foot, "hero": _shield, "traitor": _dagger}
