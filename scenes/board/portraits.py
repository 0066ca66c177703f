"""Explorers' portraits: a cut-paper silhouette, head and shoulders, on the explorer's
colour, in an oval-ish round frame, the way a Victorian parlour kept its likenesses.

Who they look like comes from a hash of who they are (the explorer's id; in legacy the
family and the member's name), so the same person always has the same likeness and two
people rarely share one: the build of the shoulders, the head's shape, the hair (short,
parted, long, a bun, ringlets, curls, none), a hat (top hat, bowler, bonnet, flat cap,
widow's veil, or none), a collar (high, ruff, cravat, plain) and whiskers. A legacy
family member wears the family's crest (family_art.crest) as a badge at the shoulder.

``portrait(key, rgb, size)`` is drawn three times too large, smoothed down and cached
per (key, colour, size, crest); the board draws them where it drew initials (figures,
the top bar, the HUD, the end scene).
"""

from __future__ import annotations

import hashlib
import math

import pygame

from scenes.board import style as S

SUPER = 3
INK = (18, 14, 24)
_cache: dict[tuple, pygame.Surface] = {}

HAIR = ("short", "parted", "long", "bun", "ringlets", "curls", "none")
HATS = ("none", "none", "none", "top_hat", "bowler", "bonnet", "cap", "veil")
COLLARS = ("high", "ruff", "cravat", "plain")


def likeness(key: str) -> dict:
    """What the person ``key`` looks like (the same in every run)."""
    h = hashlib.blake2b(key.encode(), digest_size=16).digest()
    return {"hair": HAIR[h[0] % len(HAIR)], "hat": HATS[h[1] % len(HATS)], "collar": COLLARS[h[2] % len(COLLARS)],
            "whiskers": h[3] % 4 == 0, "head_w": 0.29 + (h[4] % 5) * 0.012, "head_h": 0.34 + (h[5] % 5) * 0.012,
            "shoulders": 0.78 + (h[6] % 5) * 0.035, "tilt": (h[7] % 5 - 2) * 0.012}


def portrait_key(pack, player: dict) -> str:
    """Whose likeness: the explorer (classic); the family and the member (legacy)."""
    if pack.ruleset == "legacy":
        return f"{player['explorer']}:{player.get('name', '')}"
    return str(player["explorer"])


def portrait(key: str, rgb, size: int, crest_colour: str | None = None) -> pygame.Surface:
    size = max(10, int(size))
    cache_key = (key, tuple(rgb), size, crest_colour)
    surf = _cache.get(cache_key)
    if surf is None:
        surf = _draw(likeness(key), tuple(rgb[:3]), size)
        if crest_colour:
            from scenes.board.family_art import crest

            badge = crest(crest_colour, max(8, int(size * 0.42)))
            surf.blit(badge, badge.get_rect(bottomright=(size, size)))
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        _cache[cache_key] = surf
    return surf


def _draw(look: dict, rgb, size: int) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    # the ground: the explorer's colour, lighter behind the head, a dark rim
    pygame.draw.circle(big, S.mix(rgb, (0, 0, 0), 0.55), (c, c), n / 2)
    for i in range(8, 0, -1):
        pygame.draw.circle(big, S.mix(rgb, (255, 240, 210), 0.05 * (8 - i)), (c, c - n * 0.05), n / 2 * (0.5 + i / 16))
    # the likeness, clipped to the frame
    cut = pygame.Surface((n, n), pygame.SRCALPHA)
    _figure(cut, look, n)
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), n / 2 - n * 0.06)
    cut.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(cut, (0, 0))
    pygame.draw.circle(big, S.mix(rgb, (0, 0, 0), 0.6), (c, c), n / 2, max(2, int(n * 0.07)))
    pygame.draw.circle(big, S.mix(rgb, (255, 230, 170), 0.45), (c, c), n / 2 - n * 0.07, max(1, int(n * 0.02)))
    return pygame.transform.smoothscale(big, (size, size))


def _figure(s: pygame.Surface, look: dict, n: int) -> None:
    cx = n / 2 + look["tilt"] * n
    hw, hh = look["head_w"] * n, look["head_h"] * n
    head = pygame.Rect(0, 0, int(hw), int(hh))
    head.center = (int(cx), int(n * 0.44))
    sw = look["shoulders"] * n
    # shoulders and chest, then the neck
    pygame.draw.ellipse(s, INK, (cx - sw / 2, n * 0.74, sw, n * 0.6))
    pygame.draw.rect(s, INK, (cx - hw * 0.22, head.bottom - hh * 0.2, hw * 0.44, n * 0.2))
    _collar(s, look["collar"], cx, n, hw)
    _hair_back(s, look["hair"], head, n)
    pygame.draw.ellipse(s, INK, head)
    _hair_front(s, look["hair"], head, n)
    if look["whiskers"]:
        pygame.draw.ellipse(s, INK, (head.left + hw * 0.1, head.bottom - hh * 0.42, hw * 0.8, hh * 0.55))
    _hat(s, look["hat"], head, n)


def _collar(s, kind, cx, n, hw) -> None:
    y = n * 0.74
    if kind == "high":
        pygame.draw.polygon(s, INK, [(cx - hw * 0.42, y + n * 0.02), (cx, y - n * 0.1), (cx + hw * 0.42, y + n * 0.02)])
    elif kind == "ruff":
        for i in range(7):
            a = math.pi * (0.1 + 0.8 * i / 6)
            pygame.draw.circle(s, INK, (cx - math.cos(a) * hw * 0.6, y - math.sin(a) * n * 0.05), n * 0.045)
    elif kind == "cravat":
        pygame.draw.polygon(s, INK, [(cx, y - n * 0.02), (cx - n * 0.07, y - n * 0.06), (cx - n * 0.07, y + n * 0.03)])
        pygame.draw.polygon(s, INK, [(cx, y - n * 0.02), (cx + n * 0.07, y - n * 0.06), (cx + n * 0.07, y + n * 0.03)])


def _hair_back(s, kind, head: pygame.Rect, n) -> None:
    if kind == "long":
        pygame.draw.ellipse(s, INK, head.inflate(head.w * 0.35, head.h * 0.2).move(0, head.h * 0.28))
    elif kind == "ringlets":
        for side in (-1, 1):
            for i in range(3):
                pygame.draw.circle(s, INK, (head.centerx + side * head.w * 0.55, head.centery + i * head.h * 0.2),
                                   head.w * 0.13)


def _hair_front(s, kind, head: pygame.Rect, n) -> None:
    if kind in ("short", "parted", "long", "ringlets"):
        cap = head.inflate(head.w * 0.12, head.h * 0.05).move(0, -head.h * 0.07)
        pygame.draw.ellipse(s, INK, (cap.left, cap.top, cap.w, cap.h * 0.6))
        if kind == "parted":
            pygame.draw.polygon(s, INK, [(cap.left, cap.top + cap.h * 0.3), (cap.centerx - cap.w * 0.1, cap.top),
                                         (cap.left + cap.w * 0.05, cap.top + cap.h * 0.5)])
    elif kind == "bun":
        pygame.draw.circle(s, INK, (head.centerx, head.top - head.h * 0.02), head.w * 0.24)
    elif kind == "curls":
        for i in range(6):
            a = math.pi * (0.05 + 0.9 * i / 5)
            pygame.draw.circle(s, INK, (head.centerx - math.cos(a) * head.w * 0.45,
                                        head.top + head.h * 0.2 - math.sin(a) * head.h * 0.22), head.w * 0.17)


def _hat(s, kind, head: pygame.Rect, n) -> None:
    top = head.top + head.h * 0.12
    if kind == "top_hat":
        pygame.draw.rect(s, INK, (head.centerx - head.w * 0.38, top - head.h * 0.75, head.w * 0.76, head.h * 0.78))
        pygame.draw.ellipse(s, INK, (head.centerx - head.w * 0.72, top - head.h * 0.08, head.w * 1.44, head.h * 0.2))
    elif kind == "bowler":
        pygame.draw.ellipse(s, INK, (head.centerx - head.w * 0.5, top - head.h * 0.42, head.w, head.h * 0.6))
        pygame.draw.ellipse(s, INK, (head.centerx - head.w * 0.68, top - head.h * 0.02, head.w * 1.36, head.h * 0.16))
    elif kind == "bonnet":
        pygame.draw.ellipse(s, INK, head.inflate(head.w * 0.4, head.h * 0.1).move(0, -head.h * 0.12), max(3, n // 18))
        pygame.draw.line(s, INK, (head.left, head.bottom - head.h * 0.25), (head.centerx, head.bottom + head.h * 0.08),
                         max(2, n // 40))
    elif kind == "cap":
        pygame.draw.ellipse(s, INK, (head.centerx - head.w * 0.56, top - head.h * 0.3, head.w * 1.12, head.h * 0.42))
        pygame.draw.ellipse(s, INK, (head.centerx - head.w * 0.2, top - head.h * 0.08, head.w * 0.95, head.h * 0.16))
    elif kind == "veil":
        veil = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(veil, (*INK, 150), [(head.centerx - head.w * 0.4, top - head.h * 0.3),
                                                (head.centerx + head.w * 0.4, top - head.h * 0.3),
                                                (head.centerx + head.w * 0.9, head.bottom + head.h * 0.5),
                                                (head.centerx - head.w * 0.9, head.bottom + head.h * 0.5)])
        s.blit(veil, (0, 0))
        pygame.draw.ellipse(s, INK, (head.centerx - head.w * 0.45, top - head.h * 0.36, head.w * 0.9, head.h * 0.3))


def clear() -> None:
    _cache.clear()
