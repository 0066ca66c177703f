"""What a legacy tile has printed on it besides its walls: several card symbols (read
left to right), a ghost circle, a runestone, a secret passage, a bump where nothing
may ever be placed — and the grounds outside the house, grass and flagstones between
hedges instead of floors between walls.

``tile_art`` calls in here while it renders a tile (once per zoom level, cached), so
none of this costs anything per frame. Classic tiles have none of these features and
come out exactly as before.
"""

from __future__ import annotations

import math
import random

from game import vocabulary as words
from game.i18n import N_, _
import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.art.glyphs import glyph

HEDGE = (30, 52, 34)
HEDGE_LIGHT = (52, 84, 54)
HEDGE_DARK = (16, 30, 20)
GHOST = (196, 224, 236)
RUNE = (120, 220, 210)
STONE = (120, 118, 126)
PASSAGE = (190, 150, 220)

MARK_SIDES = ("N", "E", "S", "W")


# -- the grounds -----------------------------------------------------------------------------

def paint_grounds(surf: pygame.Surface, size: int, rng: random.Random) -> None:
    """Grass with a gravel path between two doorways: the outside region's floor."""
    base, light, dark = S.FLOOR_TONES["outside"]
    surf.fill(base)
    for _step in range(max(30, size * size // 90)):  # tufts: short strokes, light and dark
        x, y = rng.randrange(size), rng.randrange(size)
        tone = S.mix(base, light if rng.random() < 0.55 else dark, 0.4 + rng.random() * 0.6)
        length = max(2, size // 28 + rng.randrange(max(1, size // 30)))
        lean = rng.uniform(-0.6, 0.6)
        pygame.draw.line(surf, tone, (x, y), (x + lean * length, y - length), 1)
    # a gravel path curving from the west doorway to the south one, pebble by pebble
    n = max(6, size // 7)
    for i in range(n):
        ang = (i + rng.random() * 0.6) / n * math.pi / 2
        rad = size * (0.5 + rng.uniform(-0.06, 0.06))
        x, y = rad * math.sin(ang), size - rad * math.cos(ang)
        r = pygame.Rect(0, 0, max(2, int(size * rng.uniform(0.05, 0.09))), max(2, int(size * rng.uniform(0.035, 0.06))))
        r.center = (int(x), int(y))
        tone = S.mix(STONE, (70, 70, 78), rng.random() * 0.6)
        pygame.draw.ellipse(surf, S.mix(tone, (0, 0, 0), 0.5), r.move(1, 1))
        pygame.draw.ellipse(surf, S.mix(tone, base, 0.25), r)


def hedge(surf: pygame.Surface, band: pygame.Rect, seed: int) -> None:
    """A wall band drawn as a clipped hedge: dark leaves with lighter tips."""
    rng = random.Random(seed)
    pygame.draw.rect(surf, HEDGE, band)
    r = max(2, min(band.w, band.h) // 2)
    long_side = max(band.w, band.h)
    for i in range(0, long_side, max(2, r)):
        for tone in (HEDGE_DARK, HEDGE_LIGHT):
            off = rng.randint(-r // 2, r // 2)
            if band.w >= band.h:
                c = (band.left + i + rng.randint(0, r), band.centery + off)
            else:
                c = (band.centerx + off, band.top + i + rng.randint(0, r))
            if band.collidepoint(c):
                pygame.draw.circle(surf, tone, c, max(1, r // (2 if tone == HEDGE_LIGHT else 1)))


def tab_texture(region: str, size) -> pygame.Surface | None:
    """The floor tab's own backing for the outside region (None for the floors)."""
    if region != "outside":
        return None
    w, h = size[0] - 4, size[1] - 4   # inside the tab's border
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    grass = pygame.Surface((w, h))
    rng = random.Random(f"tab:{w}x{h}")
    base, light, dark = S.FLOOR_TONES["outside"]
    grass.fill(S.mix(base, (0, 0, 0), 0.3))
    for _step in range(w * h // 30):
        x, y = rng.randrange(w), rng.randrange(h)
        tone = S.mix(base, light if rng.random() < 0.5 else dark, rng.random() * 0.8)
        tone = S.mix(tone, (0, 0, 0), 0.2)
        pygame.draw.line(grass, tone, (x, y), (x + rng.randint(-1, 1), y - rng.randint(2, 4)), 1)
    # a flagstone path along the bottom
    x = -rng.randint(0, 10)
    y0 = int(h * 0.72)
    while x < w:
        sw = rng.randint(max(8, h // 5), max(10, h // 3))
        r = pygame.Rect(x, y0 + rng.randint(-2, 2), sw, int(h * 0.2))
        tone = S.mix(STONE, (40, 40, 48), 0.35 + rng.random() * 0.3)
        pygame.draw.rect(grass, S.mix(tone, (0, 0, 0), 0.5), r.move(0, 2), border_radius=3)
        pygame.draw.rect(grass, tone, r, border_radius=3)
        x += sw + rng.randint(3, 6)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(4, h // 10))
    surf.blit(grass, (0, 0))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.set_alpha(190)   # the tab's own fill (lit when active) shows through a little
    return surf


# -- symbols, left to right --------------------------------------------------------------------

def draw_symbols(surf, symbols, centre, mark: int) -> None:
    """Several card symbols in a row, resolved left to right (a small chevron between)."""
    n = len(symbols)
    size = int(mark * (0.78 if n == 2 else 0.62))
    step = int(size * 1.18)
    x0 = centre[0] - step * (n - 1) / 2
    for i, symbol in enumerate(symbols):
        c = (int(x0 + i * step), centre[1])
        halo = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
        pygame.draw.circle(halo, (0, 0, 0, 100), (halo.get_width() // 2,) * 2, size // 2 + 4)
        surf.blit(halo, halo.get_rect(center=c))
        icon = glyph(symbol, size, S.DECK_RGB[symbol])
        surf.blit(icon, icon.get_rect(center=c))
        if i < n - 1:  # "then": a small chevron pointing on
            mx = c[0] + step // 2
            k = max(2, size // 9)
            pygame.draw.lines(surf, (*P.TEXT_SOFT, 200), False,
                              [(mx - k // 2, c[1] - k), (mx + k // 2, c[1]), (mx - k // 2, c[1] + k)], max(1, k // 2))


# -- ghost, runestone, secret passage, bump ----------------------------------------------------

def draw_features(surf, room: pygame.Rect, tile, rot: int, cell: int, wall: int, stairs: bool) -> None:
    """The printed features, in the corners inside the walls."""
    from game.board import turned

    inset = wall + max(2, cell // 40)
    size = max(8, int(cell * 0.2))
    corners = [(room.left + inset, room.bottom - inset - size)]          # bottom left, then
    corners.append((corners[0][0] + size + max(2, cell // 50), corners[0][1]))  # beside it
    slot = 0
    if tile.has("ghost"):
        ghost_circle(surf, pygame.Rect(*corners[slot], size, size))
        slot += 1
    if tile.has("runestone"):
        runestone(surf, pygame.Rect(*corners[slot], size, size))
        slot += 1
    if tile.has("secret_passage"):
        x = room.right - inset - size - (int(cell * 0.22) if stairs else 0)
        secret_passage(surf, pygame.Rect(x, room.bottom - inset - size, size, size))
    for side in tile.bump:
        bump(surf, room, turned(side, rot), wall)


def ghost_circle(surf, r: pygame.Rect) -> None:
    """The printed circle where ghosts gather, occupied: a pale ring with a wisp in it."""
    k = 4
    big = pygame.Surface((r.w * k, r.h * k), pygame.SRCALPHA)
    c = (big.get_width() // 2, big.get_height() // 2)
    rad = big.get_width() // 2 - k
    pygame.draw.circle(big, (20, 26, 40, 150), c, rad)
    pygame.draw.circle(big, (*GHOST, 230), c, rad, max(2, rad // 7))
    # the ghost: a domed head and a hem of three scallops
    gw, gh = rad * 0.95, rad * 1.15
    body = pygame.Rect(0, 0, int(gw), int(gh))
    body.center = (c[0], c[1] + rad // 10)
    pygame.draw.ellipse(big, (*GHOST, 235), (body.left, body.top, body.w, body.w))
    pygame.draw.rect(big, (*GHOST, 235), (body.left, body.top + body.w // 2, body.w, body.h - body.w // 2 - body.w // 6))
    for i in range(3):
        sc = body.w / 3
        hem = (int(body.left + sc * (i + 0.5)), body.bottom - int(sc * 0.5))
        pygame.draw.circle(big, (*GHOST, 235), hem, int(sc / 2))
    eye = max(2, body.w // 9)
    for dx in (-body.w // 5, body.w // 5):
        pygame.draw.circle(big, (24, 28, 44, 255), (c[0] + dx, body.top + body.w // 2), eye)
    surf.blit(pygame.transform.smoothscale(big, r.size), r)


def runestone(surf, r: pygame.Rect) -> None:
    """A standing stone with a glowing rune cut into it."""
    k = 4
    W, H = r.w * k, r.h * k
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    stone = pygame.Rect(int(W * 0.2), int(H * 0.06), int(W * 0.6), int(H * 0.9))
    glow = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (*RUNE, 60), stone.inflate(W * 0.3, H * 0.05))
    big.blit(glow, (0, 0))
    pygame.draw.rect(big, (40, 38, 46, 255), stone.move(k, k), border_top_left_radius=stone.w // 2,
                     border_top_right_radius=stone.w // 2, border_bottom_left_radius=k * 2,
                     border_bottom_right_radius=k * 2)
    pygame.draw.rect(big, (*STONE, 255), stone, border_top_left_radius=stone.w // 2,
                     border_top_right_radius=stone.w // 2, border_bottom_left_radius=k * 2,
                     border_bottom_right_radius=k * 2)
    t = max(2, W // 14)
    cx, top, bot = stone.centerx, stone.top + stone.h * 0.28, stone.bottom - stone.h * 0.14
    # ᚱ-like rune: a stave, a loop and a leg
    pygame.draw.line(big, RUNE, (cx - W * 0.08, top), (cx - W * 0.08, bot), t)
    pygame.draw.lines(big, RUNE, False, [(cx - W * 0.08, top), (cx + W * 0.12, top + H * 0.12),
                                         (cx - W * 0.08, top + H * 0.26), (cx + W * 0.14, bot)], t)
    surf.blit(pygame.transform.smoothscale(big, r.size), r)


def secret_passage(surf, r: pygame.Rect) -> None:
    """A low arched opening in the panelling, its outline dotted: a secret passage."""
    k = 4
    W, H = r.w * k, r.h * k
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    arch = pygame.Rect(int(W * 0.14), int(H * 0.1), int(W * 0.72), int(H * 0.86))
    pygame.draw.rect(big, (10, 8, 14, 235), arch, border_top_left_radius=arch.w // 2,
                     border_top_right_radius=arch.w // 2)
    # a dotted outline: the seam of a door that should not be there
    pts = []
    n = 22
    for i in range(n + 1):
        f = i / n
        if f < 0.3:
            pts.append((arch.left, arch.bottom - (arch.h - arch.w / 2) * f / 0.3))
        elif f < 0.7:
            ang = math.pi - (f - 0.3) / 0.4 * math.pi
            pts.append((arch.centerx + math.cos(ang) * arch.w / 2, arch.top + arch.w / 2 - math.sin(ang) * arch.w / 2))
        else:
            pts.append((arch.right, arch.top + arch.w / 2 + (arch.h - arch.w / 2) * (f - 0.7) / 0.3))
    for i, p in enumerate(pts):
        if i % 2 == 0:
            pygame.draw.circle(big, (*PASSAGE, 255), (int(p[0]), int(p[1])), max(2, W // 16))
    # a keyhole in the dark
    kc = (arch.centerx, int(arch.top + arch.h * 0.55))
    pygame.draw.circle(big, (*PASSAGE, 220), kc, max(2, W // 12))
    pygame.draw.polygon(big, (*PASSAGE, 220), [(kc[0] - W // 16, kc[1]), (kc[0] + W // 16, kc[1]),
                                               (kc[0] + W // 10, kc[1] + H // 4), (kc[0] - W // 10, kc[1] + H // 4)])
    surf.blit(pygame.transform.smoothscale(big, r.size), r)


def bump(surf, room: pygame.Rect, side: str, wall: int) -> None:
    """The bump on a side where nothing may ever be placed: the wall swells into a
    rounded, hatched buttress."""
    span = int(room.w * 0.44)
    depth = max(wall + 3, int(room.w * 0.14))
    if side in ("N", "S"):
        r = pygame.Rect(room.centerx - span // 2, 0, span, depth * 2)
        r.centery = room.top if side == "N" else room.bottom
    else:
        r = pygame.Rect(0, room.centery - span // 2, depth * 2, span)
        r.centerx = room.left if side == "W" else room.right
    clip = surf.get_clip()
    surf.set_clip(room)
    pygame.draw.ellipse(surf, S.WALL, r)
    inner = r.inflate(-max(4, wall), -max(4, wall))
    step = max(3, wall // 2)
    hatch = pygame.Surface(r.size, pygame.SRCALPHA)
    for i in range(-r.h, r.w, step):
        pygame.draw.line(hatch, (*S.WALL_EDGE, 110), (i, r.h), (i + r.h, 0), 1)
    mask = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), inner.move(-r.left, -r.top))
    hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(hatch, r)
    pygame.draw.ellipse(surf, S.WALL_EDGE, r, max(1, wall // 4))
    surf.set_clip(clip)


def feature_words(tile) -> list[str]:
    """The features in words, for the room's tooltip."""
    out = []
    if len(tile.symbols) > 1:
        out.append(_("symbols, left to right: {decks}").format(
            decks=_(" then ").join(words.deck(s) for s in tile.symbols)))
    if tile.has("ghost"):
        out.append(_("a ghost haunts this room (omens are stronger here)"))
    if tile.has("runestone"):
        out.append(_("a runestone"))
    if tile.has("secret_passage"):
        out.append(_("a secret passage: adjacent to every other secret passage"))
    if tile.bump:
        out.append(_("nothing may be placed against its bump"))
    return out


# -- a campaign's stickers: stuck on for good (docs/CAMPAIGN.md) ---------------------------------

STICKER_WORDS = {"passage": N_("a secret passage sticker: adjacent to every other secret passage — for good"),
                 "ghost": N_("a ghost sticker: a ghost haunts this room (omens are stronger here) — for good")}


def sticker_words(pack, view, tile_id: str) -> list[str]:
    """The stickers the campaign put on this tile, in words (each one is for good)."""
    marks = ((view.get("house") or {}).get("tile_marks") or {}).get(tile_id) or {}
    out = [_(STICKER_WORDS[k]) for k in ("passage", "ghost") if marks.get(k)]
    for family in marks.get("crests") or ():
        name = pack.explorers[family].name if family in pack.explorers else family
        out.append(_("the {family} crest, set here for good").format(family=name))
    return out


def sticker_size(room: pygame.Rect) -> int:
    return max(10, room.w // 7)


def draw_stickers(surf, room: pygame.Rect, marks: dict, crest_for) -> None:
    """A column of small stickers down the room's left wall, under its name: each on a
    gold-edged square, so it reads as put on the tile for good, not printed on it."""
    size = sticker_size(room)
    x, y = room.left + max(3, room.w // 16), room.top + int(room.h * 0.30)
    kinds = [k for k in ("passage", "ghost") if marks.get(k)] + [("crest", f) for f in marks.get("crests") or ()]
    for kind in kinds:
        square = pygame.Rect(x, y, size, size)
        pygame.draw.rect(surf, (236, 226, 206), square, border_radius=max(2, size // 6))
        pygame.draw.rect(surf, (228, 164, 78), square, max(1, size // 10), border_radius=max(2, size // 6))
        inner = square.inflate(-size // 5, -size // 5)
        if kind == "passage":
            secret_passage(surf, inner)
        elif kind == "ghost":
            ghost_circle(surf, inner)
        else:
            shield = crest_for(kind[1], inner.h)
            surf.blit(shield, shield.get_rect(center=inner.center))
        y += size + max(2, size // 6)
