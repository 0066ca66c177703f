"""What a room's floor is made of, and how the light falls on it.

Each storey keeps its character (STYLE.md, style.FLOOR_TONES) — flagstones, brick or
beaten earth in the basement; boards either way or parquet on the ground floor; carpet,
or a rug on parquet, upstairs; grass and gravel outside (legacy) — and within a storey a
room's material is chosen by what the room is (a kitchen or a scullery has red quarry
tiles, a cellar flagstones, a well beaten earth) or else by a hash of its id, so two
neighbours rarely match. Starting rooms have marble.

``floor_texture(region, material, size)`` paints one square once, light and shadow
included (a warm pool of candlelight in the middle, the corners falling off into the
dark), and the caller caches it per (region, material, size): nothing here runs per frame.
"""

from __future__ import annotations

import hashlib
import math
import random

import pygame

from scenes.board import style as S
from scenes.board.house.tile_features import paint_grounds

# what a storey's rooms are floored with, one of these by a hash of the room's id
MATERIALS = {
    "basement": ("flagstones", "bricks", "earth"),
    "ground": ("boards", "boards_across", "parquet"),
    "upper": ("carpet", "rug", "rug_rose"),
    "outside": ("grass", "yard"),
}
# rooms whose name says what their floor is (checked in this order), on any storey
BY_NAME = (
    (("kitchen", "scullery", "dairy", "wash", "brew", "still", "larder", "bakehouse"), "quarry"),
    (("cellar", "crypt", "sepulchre", "tunnel", "culvert", "catacomb", "charnel", "bone"), "flagstones"),
    (("well", "cistern", "chasm", "fissure", "mushroom", "creep"), "earth"),
)
INDOORS = ("basement", "ground", "upper")
GRAND = "marble"


def material_for(tile, region: str) -> str:
    """The floor ``tile`` has where it stands in ``region``."""
    if tile.start or tile.data.get("piece"):   # the starting rooms (and their piece)
        return "yard" if region == "outside" else GRAND
    choices = MATERIALS.get(region, MATERIALS["ground"])
    name = tile.name.lower()
    for words, material in BY_NAME:
        if region in INDOORS and any(w in name for w in words):
            return material
    return choices[stable_hash(tile.id) % len(choices)]


def stable_hash(text: str) -> int:
    """The same number for the same text in every run (``hash`` is salted per process)."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=4).digest(), "big")


def floor_texture(region: str, material: str, size: int) -> pygame.Surface:
    base, light, dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
    surf = pygame.Surface((size, size))
    rng = random.Random(f"{region}:{material}:{size}")
    PAINT.get(material, _boards)(surf, size, rng, base, light, dark)
    light_and_shadow(surf, size)
    return surf.convert()


# -- materials ----------------------------------------------------------------------------

def _boards(surf, size, rng, base, light, dark, across=False) -> None:
    """Staggered boards (the ground floor's own)."""
    surf.fill(base)
    plank = max(4, size // 7)
    for y in range(0, size, plank):
        x = -rng.randint(0, size // 2)
        while x < size:
            length = rng.randint(size // 2, size)
            tone = S.mix(base, light if rng.random() < 0.5 else dark, rng.random() * 0.5)
            pygame.draw.rect(surf, tone, (x, y, length, plank))
            pygame.draw.line(surf, dark, (x, y), (x, y + plank), 1)
            if rng.random() < 0.5:  # a knot in the grain
                kx, ky = x + rng.randint(0, max(1, length - 1)), y + plank // 2
                pygame.draw.ellipse(surf, S.mix(tone, dark, 0.7), (kx, ky - 1, max(3, plank // 2), 3), 1)
            x += length
        pygame.draw.line(surf, dark, (0, y), (size, y), 1)
    if across:
        surf.blit(pygame.transform.rotate(surf, 90), (0, 0))


def _boards_across(surf, size, rng, base, light, dark) -> None:
    _boards(surf, size, rng, base, light, dark, across=True)


def _quarry(surf, size, rng, base, light, dark) -> None:
    """Red quarry tiles in a grid, grout between: kitchens and sculleries."""
    clay = (128, 64, 46)
    grout = S.mix(dark, (0, 0, 0), 0.3)
    surf.fill(grout)
    step = max(6, size // 5)
    for y in range(0, size, step):
        for x in range(0, size, step):
            tone = S.mix(clay, base if rng.random() < 0.5 else dark, 0.25 + rng.random() * 0.3)
            r = pygame.Rect(x + 1, y + 1, step - 2, step - 2)
            pygame.draw.rect(surf, tone, r, border_radius=max(1, step // 10))
            pygame.draw.line(surf, S.mix(tone, (255, 220, 190), 0.15), r.topleft, r.topright, 1)


def _flagstones(surf, size, rng, base, light, dark) -> None:
    surf.fill(S.mix(dark, (0, 0, 0), 0.3))
    stone = max(6, size // 4)
    for y in range(0, size, stone):
        shift = rng.randint(0, stone // 2)
        for x in range(-shift, size, stone):
            tone = S.mix(base, light if rng.random() < 0.5 else dark, rng.random() * 0.6)
            r = pygame.Rect(x + 1, y + 1, stone - 2, stone - 2)
            pygame.draw.rect(surf, tone, r, border_radius=2)
            pygame.draw.line(surf, S.mix(tone, light, 0.5), r.topleft, (r.right - 2, r.top), 1)


def _bricks(surf, size, rng, base, light, dark) -> None:
    """Old brick, running bond, cold and damp."""
    brick_tone = S.mix(base, (96, 62, 56), 0.55)
    surf.fill(S.mix(dark, (0, 0, 0), 0.35))
    h = max(4, size // 10)
    w = h * 2
    for row, y in enumerate(range(0, size, h)):
        for x in range(-(w // 2) * (row % 2), size, w):
            tone = S.mix(brick_tone, light if rng.random() < 0.4 else dark, rng.random() * 0.5)
            pygame.draw.rect(surf, tone, (x + 1, y + 1, w - 2, h - 2))


def _earth(surf, size, rng, base, light, dark) -> None:
    """Beaten earth with stones in it."""
    soil = S.mix(base, (70, 58, 44), 0.6)
    surf.fill(soil)
    for _ in range(size * size // 40):
        x, y = rng.randrange(size), rng.randrange(size)
        surf.set_at((x, y), S.mix(soil, light if rng.random() < 0.5 else dark, 0.5))
    for _ in range(max(4, size // 6)):
        r = pygame.Rect(0, 0, rng.randint(2, max(3, size // 14)), rng.randint(2, max(3, size // 18)))
        r.center = (rng.randrange(size), rng.randrange(size))
        pygame.draw.ellipse(surf, S.mix(dark, (0, 0, 0), 0.4), r.move(1, 1))
        pygame.draw.ellipse(surf, S.mix(light, soil, rng.random() * 0.5), r)


def _carpet(surf, size, rng, base, light, dark) -> None:
    """Wine-dark carpet with a lozenge pattern and a border (the upper floor's own)."""
    surf.fill(base)
    step = max(6, size // 6)
    for i in range(-size, size * 2, step):
        pygame.draw.line(surf, S.mix(base, light, 0.5), (i, 0), (i + size, size), 1)
        pygame.draw.line(surf, S.mix(base, light, 0.5), (i, size), (i + size, 0), 1)
    border = max(3, size // 10)
    pygame.draw.rect(surf, dark, surf.get_rect().inflate(-border, -border), max(2, size // 40))


def _parquet(surf, size, rng, base, light, dark, rug=False, tint=(0, 0, 0), amount=0.0) -> None:
    """Herringbone parquet (with a bordered rug on it, upstairs)."""
    wood, wood_dark = S.mix((96, 66, 46), base, 0.3), S.mix((66, 44, 32), base, 0.3)
    surf.fill(wood_dark)
    block = max(4, size // 9)
    for y in range(-block, size + block, block):
        for x in range(-block * 2, size + block, block * 2):
            off = (y // block) % 2 * block
            tone = S.mix(wood, wood_dark, rng.random() * 0.45)
            pygame.draw.polygon(surf, tone, [(x + off, y), (x + off + block, y + block // 2),
                                             (x + off + block, y + block + block // 2), (x + off, y + block)])
            tone = S.mix(wood, wood_dark, rng.random() * 0.45)
            pygame.draw.polygon(surf, tone, [(x + off + block, y + block // 2), (x + off + 2 * block, y),
                                             (x + off + 2 * block, y + block), (x + off + block, y + block + block // 2)])
    if rug:
        _lay_rug(surf, size, S.mix(base, tint, amount), light)


def _rug(surf, size, rng, base, light, dark) -> None:
    _parquet(surf, size, rng, base, light, dark, rug=True)


def _lay_rug(surf, size, rug_base, light) -> None:
    rug = surf.get_rect().inflate(-size * 0.34, -size * 0.34)
    pygame.draw.rect(surf, S.mix(rug_base, (0, 0, 0), 0.35), rug.move(2, 2), border_radius=max(2, size // 40))
    pygame.draw.rect(surf, rug_base, rug, border_radius=max(2, size // 40))
    inner = rug.inflate(-max(4, size // 14), -max(4, size // 14))
    pygame.draw.rect(surf, S.mix(rug_base, light, 0.6), inner, max(1, size // 60))
    c = inner.center
    k = inner.w // 4
    pygame.draw.polygon(surf, S.mix(rug_base, light, 0.4), [(c[0], c[1] - k), (c[0] + k, c[1]), (c[0], c[1] + k),
                                                            (c[0] - k, c[1])], max(1, size // 80))
    for x in range(rug.left + 2, rug.right - 1, max(2, size // 40)):  # a fringe at either end
        pygame.draw.line(surf, S.mix(rug_base, (230, 210, 180), 0.5), (x, rug.top - max(2, size // 50)), (x, rug.top))
        pygame.draw.line(surf, S.mix(rug_base, (230, 210, 180), 0.5), (x, rug.bottom), (x, rug.bottom + max(2, size // 50)))


def _rug_rose(surf, size, rng, base, light, dark) -> None:
    _parquet(surf, size, rng, base, light, dark, rug=True, tint=(150, 54, 62), amount=0.45)


def _grass(surf, size, rng, base, light, dark) -> None:
    paint_grounds(surf, size, rng)


def _yard(surf, size, rng, base, light, dark) -> None:
    """Gravel raked smooth, grass at its edges: the yard and the front steps."""
    gravel = (92, 88, 80)
    surf.fill(S.mix(gravel, base, 0.25))
    for _ in range(size * size // 14):
        x, y = rng.randrange(size), rng.randrange(size)
        surf.set_at((x, y), S.mix(gravel, (150, 146, 136) if rng.random() < 0.5 else (50, 48, 44), rng.random()))
    edge = max(3, size // 9)
    for _ in range(size * 3):  # tufts crowding in at the edges
        side = rng.randrange(4)
        d = int(abs(rng.gauss(0, edge)))
        t = rng.randrange(size)
        x, y = [(t, d), (size - 1 - d, t), (t, size - 1 - d), (d, t)][side]
        tone = S.mix(base, light if rng.random() < 0.5 else dark, rng.random())
        pygame.draw.line(surf, tone, (x, y), (x + rng.randint(-1, 1), y - rng.randint(1, max(2, size // 30))), 1)


def _marble(surf, size, rng, base, light, dark) -> None:
    """Black and white marble laid on the diagonal, with a runner: the starting rooms."""
    pale = S.mix((150, 142, 128), base, 0.3)   # dim enough that the room's name reads on it
    deep = S.mix((28, 24, 30), base, 0.3)
    surf.fill(deep)
    step = max(6, size // 6)
    for gy in range(-1, size // step + 2):
        for gx in range(-1, size // step + 2):
            if (gx + gy) % 2:
                continue
            cx, cy = gx * step, gy * step
            tone = S.mix(pale, (255, 255, 255) if rng.random() < 0.5 else deep, rng.random() * 0.12)
            pygame.draw.polygon(surf, tone, [(cx, cy - step), (cx + step, cy), (cx, cy + step), (cx - step, cy)])
    for _ in range(max(2, size // 40)):  # a vein or two in the stone
        x, y = rng.randrange(size), rng.randrange(size)
        pts = [(x + i * size // 12, y + int(math.sin(i + rng.random()) * size / 30)) for i in range(5)]
        pygame.draw.lines(surf, S.mix(pale, deep, 0.35), False, pts, 1)


PAINT = {"boards": _boards, "boards_across": _boards_across, "quarry": _quarry, "flagstones": _flagstones,
         "bricks": _bricks, "earth": _earth, "carpet": _carpet, "parquet": _parquet, "rug": _rug, "rug_rose": _rug_rose,
         "grass": _grass, "yard": _yard, GRAND: _marble}


# -- light and shadow ------------------------------------------------------------------------

_GLOW: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}
_RES = 48  # the gradients are worked out small and smoothed up


def light_and_shadow(surf: pygame.Surface, size: int) -> None:
    """A warm pool of light in the middle of the room, the corners in shadow."""
    glow, shade = _GLOW.get(size) or _gradients(size)
    surf.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(shade, (0, 0))


def _gradients(size: int):
    glow = pygame.Surface((_RES, _RES))
    shade = pygame.Surface((_RES, _RES), pygame.SRCALPHA)
    c = (_RES - 1) / 2
    for y in range(_RES):
        for x in range(_RES):
            d = math.hypot(x - c * 0.92, y - c * 0.88) / c   # the light a little up and left of centre
            warm = max(0.0, 1 - d) ** 1.6
            glow.set_at((x, y), (int(26 * warm), int(18 * warm), int(6 * warm)))
            shade.set_at((x, y), (0, 0, 0, int(min(150, 120 * max(0.0, d - 0.55) ** 1.4 * 2.2))))
    out = (pygame.transform.smoothscale(glow, (size, size)), pygame.transform.smoothscale(shade, (size, size)))
    _GLOW[size] = out
    return out
