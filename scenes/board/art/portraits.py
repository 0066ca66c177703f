"""Explorers' portraits: a painted likeness, head and shoulders, on the explorer's colour
in a round frame — the way a Victorian parlour kept its miniatures.

Who they look like comes from a hash of who they are (the explorer's id; in legacy the
family and the member's name), so the same person always has the same face and two
people rarely share one. The parts (``likeness``): skin, the head's shape, eyes and their
colour, brows, nose, mouth, hair (style and colour), a hat, a collar, whiskers and
spectacles; the coat is cut from the seat's colour. Age shows: greying hair from 50, grey
from 60 and white from 75, lines on the brow and at the eyes; a child's face is rounder
with larger eyes. A legacy family member wears the family's crest (family_art.crest) as
a badge at the shoulder.

``portrait(sitter, rgb, size)`` — ``sitter`` from ``portrait_key`` (who and how old) — is
drawn three times too large, smoothed down and cached per (sitter, colour, size, crest);
the board draws them in the tokens, the top bar, the HUD and the end scene.
``tools/screenshot.py --scene portraits`` is a contact sheet of every face.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

import pygame

from scenes.board import style as S
from scenes.kit.kept import Kept

SUPER = 3
_cache = Kept()   # (sitter, colour, size, crest) -> the portrait (kept while in use: scenes.kit.kept)

SKINS = ((246, 214, 190), (236, 192, 160), (214, 164, 124), (186, 132, 96), (150, 100, 70), (112, 74, 52))
HAIR_COLOURS = ((32, 26, 24), (74, 50, 36), (118, 70, 40), (160, 82, 44), (206, 164, 96), (138, 116, 92))
EYES = ((84, 56, 36), (70, 104, 150), (78, 112, 78), (110, 116, 124))
HAIR = ("short", "parted", "long", "bun", "ringlets", "curls", "swept", "none")
HATS = ("none", "none", "none", "none", "top_hat", "bowler", "bonnet", "cap")
COLLARS = ("high", "ruff", "cravat", "plain")
HEADS = ("oval", "round", "long")


class Sitter(NamedTuple):
    """Whose likeness and at what age (None: no age known)."""
    who: str
    age: int | None = None


def portrait_key(pack, player: dict) -> Sitter:
    """Whose likeness: the explorer (classic, at the age on their card); the family and the
    member (legacy, at the member's age in this chapter)."""
    if pack.ruleset == "legacy":
        age = player.get("age")
        return Sitter(f"{player['explorer']}:{player.get('name', '')}", age if isinstance(age, int) else None)
    explorer = pack.explorers.get(player["explorer"]) if hasattr(pack, "explorers") else None
    return Sitter(str(player["explorer"]), getattr(explorer, "age", None))


def likeness(sitter) -> dict:
    """What ``sitter`` looks like (the same in every run)."""
    who, age = (sitter.who, sitter.age) if isinstance(sitter, Sitter) else (str(sitter), None)
    h = hashlib.blake2b(who.encode(), digest_size=20).digest()
    look = {"skin": SKINS[h[0] % len(SKINS)], "head": HEADS[h[1] % len(HEADS)],
            "eyes": EYES[h[2] % len(EYES)], "hair": HAIR[h[3] % len(HAIR)],
            "hair_rgb": HAIR_COLOURS[h[4] % len(HAIR_COLOURS)], "hat": HATS[h[5] % len(HATS)],
            "collar": COLLARS[h[6] % len(COLLARS)], "whiskers": ("none", "none", "moustache", "beard",
                                                                "sideburns")[h[7] % 5],
            "glasses": h[8] % 6 == 0, "brow": (h[9] % 3 - 1) * 0.007, "mouth": (h[10] % 3 - 1),
            "nose": h[11] % 3, "tilt": (h[12] % 5 - 2) * 0.01, "blush": h[13] % 3 == 0, "age": age}
    if age is not None:
        if age < 16:   # a child: no whiskers, no spectacles
            look["whiskers"], look["glasses"] = "none", False
        grey = 0.0 if age < 50 else 0.35 if age < 60 else 0.7 if age < 75 else 0.92
        look["hair_rgb"] = S.mix(look["hair_rgb"], (226, 222, 214), grey)
    return look


def portrait(sitter, rgb, size: int, crest_colour: str | None = None) -> pygame.Surface:
    size = max(10, int(size))
    cache_key = (sitter, tuple(rgb), size, crest_colour)
    surf = _cache.get(cache_key)
    if surf is None:
        surf = _draw(likeness(sitter), tuple(rgb[:3]), size)
        if crest_colour:
            from scenes.board.art.family_art import crest

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
    sitter = pygame.Surface((n, n), pygame.SRCALPHA)
    _figure(sitter, look, rgb, n)
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), n / 2 - n * 0.06)
    sitter.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(sitter, (0, 0))
    pygame.draw.circle(big, S.mix(rgb, (0, 0, 0), 0.6), (c, c), n / 2, max(2, int(n * 0.07)))
    pygame.draw.circle(big, S.mix(rgb, (255, 230, 170), 0.45), (c, c), n / 2 - n * 0.07, max(1, int(n * 0.02)))
    return pygame.transform.smoothscale(big, (size, size))


def _head_rect(look: dict, n: int) -> pygame.Rect:
    child = look["age"] is not None and look["age"] < 16
    w, h = {"oval": (0.30, 0.38), "round": (0.33, 0.36), "long": (0.28, 0.41)}[look["head"]]
    if child:
        w, h = w * 1.04, h * 0.94
    head = pygame.Rect(0, 0, int(w * n), int(h * n))
    head.center = (int(n / 2 + look["tilt"] * n), int(n * 0.43))
    return head


def _figure(s: pygame.Surface, look: dict, rgb, n: int) -> None:
    head = _head_rect(look, n)
    skin, shade = look["skin"], S.mix(look["skin"], (60, 30, 20), 0.22)
    _coat(s, look, rgb, head, n)
    pygame.draw.rect(s, shade, (head.centerx - head.w * 0.2, head.bottom - head.h * 0.25, head.w * 0.4, n * 0.16))
    _collar(s, look["collar"], head, n)
    _hair_back(s, look, head)
    for side in (-1, 1):   # ears
        pygame.draw.ellipse(s, shade, (head.centerx + side * head.w * 0.47 - head.w * 0.08,
                                       head.centery - head.h * 0.06, head.w * 0.16, head.h * 0.22))
    if look["hat"] == "bonnet":   # its brim frames the face from behind
        pygame.draw.ellipse(s, (226, 208, 164), head.inflate(head.w * 0.42, head.h * 0.12).move(0, -head.h * 0.1))
    pygame.draw.ellipse(s, skin, head)
    pygame.draw.ellipse(s, shade, (head.left, head.top + head.h * 0.1, head.w * 0.22, head.h * 0.8))   # a cheek's shadow
    pygame.draw.ellipse(s, skin, (head.left + head.w * 0.05, head.top, head.w * 0.92, head.h))
    _face(s, look, head, n)
    _hair_front(s, look, head)
    _whiskers(s, look, head)
    if look["glasses"]:
        _glasses(s, head, n)
    _hat(s, look["hat"], rgb, head, n)


def _coat(s, look, rgb, head, n) -> None:
    coat = S.mix(rgb, (28, 22, 30), 0.45)
    cx, top = head.centerx, head.bottom - head.h * 0.05
    pygame.draw.ellipse(s, coat, (cx - n * 0.42, top + n * 0.08, n * 0.84, n * 0.7))
    pygame.draw.polygon(s, (236, 228, 212), [(cx - n * 0.08, top + n * 0.1), (cx + n * 0.08, top + n * 0.1),
                                             (cx, top + n * 0.3)])   # the shirt between the lapels
    lapel = S.mix(coat, (255, 255, 255), 0.18)
    for side in (-1, 1):
        pygame.draw.polygon(s, lapel, [(cx + side * n * 0.08, top + n * 0.1), (cx + side * n * 0.2, top + n * 0.14),
                                       (cx + side * n * 0.02, top + n * 0.34)])


def _collar(s, kind, head, n) -> None:
    cx, y = head.centerx, head.bottom + n * 0.06
    white, dark = (240, 234, 222), (36, 28, 34)
    if kind == "high":
        pygame.draw.polygon(s, white, [(cx - head.w * 0.36, y + n * 0.03), (cx, y - n * 0.07),
                                       (cx + head.w * 0.36, y + n * 0.03), (cx, y + n * 0.01)])
    elif kind == "ruff":
        for i in range(7):
            pygame.draw.circle(s, white, (cx - head.w * 0.42 + i * head.w * 0.14, y), n * 0.035)
    elif kind == "cravat":
        pygame.draw.polygon(s, dark, [(cx, y), (cx - n * 0.06, y - n * 0.04), (cx - n * 0.06, y + n * 0.04)])
        pygame.draw.polygon(s, dark, [(cx, y), (cx + n * 0.06, y - n * 0.04), (cx + n * 0.06, y + n * 0.04)])
        pygame.draw.circle(s, dark, (cx, y), n * 0.018)


def _face(s, look, head, n) -> None:
    age = look["age"]
    child = age is not None and age < 16
    ink = (40, 26, 22)
    ey = head.top + head.h * 0.47
    gap = head.w * 0.2
    eye_w, eye_h = head.w * (0.17 if child else 0.14), head.h * (0.09 if child else 0.07)
    brow = S.mix(look["hair_rgb"], (30, 22, 20), 0.4)
    for side in (-1, 1):
        ex = head.centerx + side * gap
        pygame.draw.ellipse(s, (246, 242, 236), (ex - eye_w / 2, ey - eye_h / 2, eye_w, eye_h))
        pygame.draw.circle(s, look["eyes"], (ex, ey), eye_h * 0.5)
        pygame.draw.circle(s, ink, (ex, ey), eye_h * 0.24)
        lift = look["brow"] * n * side
        pygame.draw.line(s, brow, (ex - eye_w * 0.6, ey - eye_h * 1.6 + lift), (ex + eye_w * 0.6, ey - eye_h * 1.6 - lift),
                         max(2, int(n * 0.014)))
        if age is not None and age >= 55:   # lines at the eyes
            pygame.draw.line(s, S.mix(look["skin"], ink, 0.35), (ex + side * eye_w * 0.6, ey + eye_h * 0.2),
                             (ex + side * eye_w * 0.85, ey + eye_h * 0.6), max(1, int(n * 0.006)))
    if age is not None and age >= 45:   # lines on the brow
        for k in range(1 if age < 65 else 2):
            y = head.top + head.h * (0.24 + 0.06 * k)
            pygame.draw.arc(s, S.mix(look["skin"], ink, 0.3), (head.centerx - head.w * 0.22, y, head.w * 0.44,
                                                               head.h * 0.08), 0.3, 2.8, max(1, int(n * 0.006)))
    shade = S.mix(look["skin"], (60, 30, 20), 0.3)
    ny = head.top + head.h * 0.62
    nose_w = head.w * (0.07, 0.1, 0.13)[look["nose"]]
    pygame.draw.polygon(s, shade, [(head.centerx, ey), (head.centerx - nose_w, ny), (head.centerx + nose_w * 0.4, ny)])
    if look["blush"]:
        blush = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        for side in (-1, 1):
            pygame.draw.circle(blush, (220, 90, 90, 60), (head.centerx + side * gap * 1.2, ny), head.w * 0.1)
        s.blit(blush, (0, 0))
    my, mw = head.top + head.h * 0.76, head.w * 0.3
    lip = S.mix(look["skin"], (150, 50, 50), 0.45)
    bend = look["mouth"] * head.h * 0.04
    pygame.draw.lines(s, lip, False, [(head.centerx - mw / 2, my - bend), (head.centerx, my + bend),
                                      (head.centerx + mw / 2, my - bend)], max(2, int(n * 0.013)))


def _hair_back(s, look, head) -> None:
    kind, hair = look["hair"], look["hair_rgb"]
    if kind == "long":   # framing the face, then falling to the shoulders on each side
        pygame.draw.ellipse(s, hair, head.inflate(head.w * 0.26, 0).move(0, -head.h * 0.04))
        for side in (-1, 1):
            pygame.draw.ellipse(s, hair, (head.centerx + side * head.w * 0.5 - head.w * 0.16, head.centery,
                                          head.w * 0.32, head.h * 0.85))
    elif kind == "ringlets":
        for side in (-1, 1):
            for i in range(3):
                pygame.draw.circle(s, hair, (head.centerx + side * head.w * 0.52, head.centery + i * head.h * 0.18),
                                   head.w * 0.12)
    elif kind == "bun":
        pygame.draw.circle(s, hair, (head.centerx, head.top - head.h * 0.02), head.w * 0.22)


def _hair_front(s, look, head) -> None:
    kind, hair = look["hair"], look["hair_rgb"]
    if kind == "none":
        return
    cap = head.inflate(head.w * 0.1, head.h * 0.04).move(0, -head.h * 0.06)
    if kind == "curls":
        for i in range(7):
            x = cap.left + cap.w * (0.1 + 0.8 * i / 6)
            pygame.draw.circle(s, hair, (x, cap.top + cap.h * (0.16 + 0.05 * abs(i - 3) ** 0.8)), head.w * 0.14)
        return
    pygame.draw.ellipse(s, hair, (cap.left, cap.top, cap.w, cap.h * 0.42))
    if kind == "parted":
        pygame.draw.polygon(s, hair, [(cap.left, cap.top + cap.h * 0.2), (cap.centerx - cap.w * 0.1, cap.top + cap.h * 0.05),
                                      (cap.left + cap.w * 0.02, cap.top + cap.h * 0.5)])
    elif kind == "swept":
        pygame.draw.polygon(s, hair, [(cap.left, cap.top + cap.h * 0.3), (cap.right, cap.top + cap.h * 0.12),
                                      (cap.right, cap.top + cap.h * 0.34)])
    elif kind in ("long", "ringlets", "bun"):
        for side in (-1, 1):
            pygame.draw.ellipse(s, hair, (head.centerx + side * head.w * 0.38 - head.w * 0.12, cap.top + cap.h * 0.15,
                                          head.w * 0.24, head.h * 0.5))


def _whiskers(s, look, head) -> None:
    hair = S.mix(look["hair_rgb"], (20, 16, 14), 0.15)
    kind = look["whiskers"]
    if kind == "moustache":
        my = head.top + head.h * 0.69
        for side in (-1, 1):
            pygame.draw.ellipse(s, hair, (head.centerx + (side - 1) * head.w * 0.11, my - head.h * 0.03,
                                          head.w * 0.22, head.h * 0.07))
    elif kind == "beard":
        pygame.draw.ellipse(s, hair, (head.left + head.w * 0.14, head.top + head.h * 0.66, head.w * 0.72, head.h * 0.44))
        pygame.draw.ellipse(s, S.mix(look["skin"], (150, 50, 50), 0.45),
                            (head.centerx - head.w * 0.1, head.top + head.h * 0.74, head.w * 0.2, head.h * 0.05))
    elif kind == "sideburns":
        for side in (-1, 1):
            pygame.draw.ellipse(s, hair, (head.centerx + side * head.w * 0.42 - head.w * 0.07, head.top + head.h * 0.36,
                                          head.w * 0.14, head.h * 0.4))


def _glasses(s, head, n) -> None:
    ey, gap = head.top + head.h * 0.47, head.w * 0.2
    rim = (60, 50, 40)
    for side in (-1, 1):
        pygame.draw.circle(s, rim, (head.centerx + side * gap, ey), head.w * 0.11, max(1, int(n * 0.008)))
    pygame.draw.line(s, rim, (head.centerx - gap * 0.45, ey), (head.centerx + gap * 0.45, ey), max(1, int(n * 0.008)))


def _hat(s, kind, rgb, head, n) -> None:
    felt, band = (34, 28, 36), S.mix(rgb, (0, 0, 0), 0.2)
    top = head.top + head.h * 0.1
    if kind == "top_hat":
        crown = pygame.Rect(head.centerx - head.w * 0.36, top - head.h * 0.7, head.w * 0.72, head.h * 0.74)
        pygame.draw.rect(s, felt, crown)
        pygame.draw.rect(s, band, (crown.left, crown.bottom - head.h * 0.16, crown.w, head.h * 0.1))
        pygame.draw.ellipse(s, felt, (head.centerx - head.w * 0.66, top - head.h * 0.06, head.w * 1.32, head.h * 0.16))
    elif kind == "bowler":
        pygame.draw.ellipse(s, felt, (head.centerx - head.w * 0.48, top - head.h * 0.4, head.w * 0.96, head.h * 0.56))
        pygame.draw.rect(s, band, (head.centerx - head.w * 0.46, top - head.h * 0.02, head.w * 0.92, head.h * 0.07))
        pygame.draw.ellipse(s, felt, (head.centerx - head.w * 0.64, top, head.w * 1.28, head.h * 0.13))
    elif kind == "bonnet":   # (the brim is behind the head: _figure) the crown over the hair, a ribbon
        pygame.draw.ellipse(s, band, (head.left - head.w * 0.06, head.top - head.h * 0.16, head.w * 1.12, head.h * 0.38))
        for side in (-1, 1):
            pygame.draw.line(s, S.mix(band, (255, 255, 255), 0.3),
                             (head.centerx + side * head.w * 0.42, head.bottom - head.h * 0.14),
                             (head.centerx + side * head.w * 0.04, head.bottom + head.h * 0.07), max(2, n // 60))
    elif kind == "cap":
        pygame.draw.ellipse(s, band, (head.centerx - head.w * 0.54, top - head.h * 0.28, head.w * 1.08, head.h * 0.4))
        pygame.draw.ellipse(s, S.mix(band, (0, 0, 0), 0.3),
                            (head.centerx - head.w * 0.15, top - head.h * 0.02, head.w * 0.9, head.h * 0.13))


def clear() -> None:
    _cache.clear()
