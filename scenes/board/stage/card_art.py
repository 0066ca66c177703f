"""The pictures on a card (issue 29, item 4): each deck its own frame and back, and each
card's icon on a small drawn scene that suits its deck.

- ``ornament(card, deck, colour, inner)``: the deck's corners — an item's brass brackets,
  an event's curling tendrils, an omen's thorned eyes — on the shared double border.
- ``back_pattern(card, deck, colour, inner, regions)``: an item's back a brass lattice of
  keys' wards, an event's rings of mist, an omen's rays from an eye; in legacy an item's
  or event's back carries a band per region it may be drawn in (the book's decks, one
  back per region: the same backs ``views.backs`` lets anyone see).
- ``vignette(deck, seed, size, colour)``: the ground a card's icon stands on — an
  item's lamp-lit shelf, an event's drifting mist under a low moon, an omen's glow
  with its rays — varied a little per card (``seed``: the card's id), so two cards of a
  deck are not one picture.

All drawn by code, at the size asked, into the faces and backs that are kept (by the
card stage, by ``CardFaces``): nothing here is made per frame.
"""

from __future__ import annotations

import hashlib
import math

import pygame

from scenes.board import style as S
from scenes.kit.animation import mix

INK, INK_DEEP = (24, 19, 44), (12, 9, 24)
REGION_LETTER = {"basement": "B", "ground": "G", "upper": "U", "outside": "O", "roof": "R"}


def _h(seed: str) -> bytes:
    return hashlib.blake2b(seed.encode(), digest_size=8).digest()


# -- the frame's corners -----------------------------------------------------------------------

def ornament(card: pygame.Surface, deck: str, colour, inner: pygame.Rect) -> None:
    w = card.get_width()
    d = max(4, w // 22)
    t = max(1, w // 160)
    for sx, sy, (cx, cy) in ((1, 1, inner.topleft), (-1, 1, inner.topright), (1, -1, inner.bottomleft),
                             (-1, -1, inner.bottomright)):
        if deck == "item":   # a brass bracket and a rivet
            pygame.draw.lines(card, colour, False, [(cx, cy + sy * d * 2), (cx, cy), (cx + sx * d * 2, cy)], t + 1)
            pygame.draw.circle(card, mix(colour, (255, 255, 255), 0.3), (cx + sx * d // 2, cy + sy * d // 2),
                               max(1, d // 4))
        elif deck == "omen":   # a thorned point and a small eye
            pygame.draw.polygon(card, colour, [(cx, cy), (cx + sx * d * 1.8, cy + sy * d * 0.5),
                                               (cx + sx * d * 0.5, cy + sy * d * 1.8)])
            pygame.draw.circle(card, INK_DEEP, (cx + sx * d * 0.75, cy + sy * d * 0.75), max(1, d // 3))
        else:   # an event: a curling tendril
            rect = pygame.Rect(0, 0, d * 2, d * 2)
            rect.center = (cx + sx * d, cy + sy * d)
            start = {(1, 1): math.pi / 2, (-1, 1): 0, (1, -1): math.pi, (-1, -1): -math.pi / 2}[(sx, sy)]
            pygame.draw.arc(card, colour, rect, start, start + math.pi * 1.5, t + 1)
            pygame.draw.circle(card, colour, (cx + sx * d, cy + sy * d), max(1, d // 4))


# -- the backs ---------------------------------------------------------------------------------

def back_pattern(card: pygame.Surface, deck: str, colour, inner: pygame.Rect, regions=()) -> None:
    w, h = card.get_size()
    layer = pygame.Surface(inner.size, pygame.SRCALPHA)
    iw, ih = inner.size
    faint = (*colour, 38)
    if deck == "item":   # a lattice of wards
        step = max(10, w // 8)
        for x in range(0, iw + step, step):
            pygame.draw.line(layer, faint, (x, 0), (x, ih))
        for y in range(0, ih + step, step):
            pygame.draw.line(layer, faint, (0, y), (iw, y))
        for x in range(0, iw + step, step):
            for y in range(0, ih + step, step):
                pygame.draw.rect(layer, (*colour, 60), (x - 2, y - 2, 5, 5))
    elif deck == "omen":   # rays from the middle
        cx, cy = iw / 2, ih / 2
        for i in range(36):
            a = i * math.tau / 36
            pygame.draw.line(layer, faint, (cx, cy), (cx + math.cos(a) * ih, cy + math.sin(a) * ih), 1 + i % 2)
    else:   # rings of mist
        for i in range(1, 14):
            r = int(i * max(ih, iw) / 14)
            pygame.draw.circle(layer, (*colour, 44 - i * 2), (iw // 2, ih // 2), r, max(1, w // 200 + 1))
    card.blit(layer, inner)
    if regions:
        _region_bands(card, inner, regions, colour)


def _region_bands(card, inner: pygame.Rect, regions, colour) -> None:
    """Legacy: a band per region the card may be drawn in, across the foot of its back,
    in the region's tone with its letter."""
    n = len(regions)
    bh = max(8, inner.h // 9)
    top = inner.bottom - bh - inner.h // 24
    bw = inner.w // max(1, n)
    font = pygame.font.Font(None, max(10, int(bh * 0.9)))
    for i, region in enumerate(regions):
        tone = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])[1]
        band = pygame.Rect(inner.left + i * bw, top, bw if i < n - 1 else inner.right - inner.left - i * bw, bh)
        pygame.draw.rect(card, mix(tone, INK, 0.2), band)
        pygame.draw.rect(card, colour, band, 1)
        letter = font.render(REGION_LETTER.get(region, region[:1].upper()), True, mix(tone, (255, 255, 255), 0.7))
        card.blit(letter, letter.get_rect(center=band.center))


# -- the vignettes ----------------------------------------------------------------------------

def vignette(deck: str, seed: str, size: tuple[int, int], colour: tuple) -> pygame.Surface:
    """A rounded window ``size`` of a small painted scene for a card of ``deck`` (not
    kept here: the faces it is painted into are, by the card stage while on show and by
    ``CardFaces`` for the thumbnails)."""
    w, h = size
    k = 2 if h < 64 else 1   # a small one drawn twice as large and smoothed down; a large one as it is
    W, H = w * k, h * k
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    hs = _h(seed)
    for i in range(16):   # the ground: night at the foot, the deck's light at the top
        band = pygame.Rect(0, H * i // 16, W, H // 16 + 2)
        pygame.draw.rect(big, mix(mix(INK_DEEP, colour, 0.28), INK_DEEP, i / 15), band)
    if deck == "item":
        _lamp_and_shelf(big, W, H, colour, hs)
    elif deck == "omen":
        _glow(big, W, H, colour, hs)
    else:
        _mist(big, W, H, colour, hs)
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(4, W // 14))
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(big, mix(colour, INK, 0.3), big.get_rect(), max(2, W // 120), border_radius=max(4, W // 14))
    return pygame.transform.smoothscale(big, (w, h)) if k > 1 else big


def _pool(surf, centre, radius: int, rgb, strength: int, rings: int = 12) -> None:
    """A soft pool of light: stacked faint discs."""
    glow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for i in range(rings, 0, -1):
        pygame.draw.circle(glow, (*rgb, max(1, strength // rings)), centre, int(radius * i / rings))
    surf.blit(glow, (0, 0))


def _lamp_and_shelf(s, W, H, colour, hs) -> None:
    """A lamp's warm light on a shelf the thing rests on."""
    x = int(W * (0.3 + hs[0] / 255 * 0.4))
    _pool(s, (x, int(H * 0.35)), int(H * 0.9), (255, 196, 120), 150)
    shelf = int(H * (0.7 + hs[3] / 255 * 0.18))   # a high shelf or a low one
    pygame.draw.rect(s, mix((92, 60, 40), colour, 0.2), (0, shelf, W, H - shelf))
    pygame.draw.line(s, (160, 112, 72), (0, shelf), (W, shelf), max(2, H // 40))
    for i in range(3 + hs[1] % 3):   # the grain of the wood
        y = shelf + (i + 1) * (H - shelf) // 6
        pygame.draw.line(s, (70, 46, 32), (0, y), (W, y + (hs[2] % 5) - 2), 1)


def _mist(s, W, H, colour, hs) -> None:
    """A low moon behind drifting mist: an event's mood."""
    mx, my = int(W * (0.15 + hs[0] / 255 * 0.7)), int(H * 0.28)
    _pool(s, (mx, my), int(H * 0.5), mix(colour, (255, 255, 255), 0.5), 90)
    pygame.draw.circle(s, mix(colour, (240, 240, 255), 0.7), (mx, my), max(3, H // 10))
    fog = pygame.Surface((W, H), pygame.SRCALPHA)
    for i in range(7):
        y = int(H * (0.45 + i * 0.08))
        x = int((hs[(i + 1) % 8] / 255 - 0.5) * W * 0.6)
        pygame.draw.ellipse(fog, (*mix(colour, (220, 220, 240), 0.4), 26 + i * 4), (x - W // 4, y, W * 1.4, H // 5))
    s.blit(fog, (0, 0))


def _glow(s, W, H, colour, hs) -> None:
    """An omen's glow: rays turning out from where it lies."""
    c = (W // 2, int(H * 0.52))
    rays = pygame.Surface((W, H), pygame.SRCALPHA)
    turn = hs[0] / 255 * math.tau
    for i in range(12):
        a = turn + i * math.tau / 12
        spread = 0.09
        pts = [c, (c[0] + math.cos(a - spread) * W, c[1] + math.sin(a - spread) * W),
               (c[0] + math.cos(a + spread) * W, c[1] + math.sin(a + spread) * W)]
        pygame.draw.polygon(rays, (*colour, 34), pts)
    s.blit(rays, (0, 0))
    _pool(s, c, int(H * 0.6), mix(colour, (255, 230, 200), 0.4), 170)
