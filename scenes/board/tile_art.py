"""Room tiles drawn as rooms: a floor per storey, walls with doorway gaps, the name,
the card mark, stairs, the locked front door, a barrier's crack.

``TileArt.surface(tile, rot, region, cell)`` renders a placed tile once per zoom level
and caches it (the board keeps a handful of fixed cell sizes, so the cache stays
small). Floor textures are made once per (floor, cell). Everything is ``convert_alpha``-ed.
"""

from __future__ import annotations

import random

import pygame

from game.board import turned
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.glyphs import glyph
from scenes.board.tile_features import draw_features, draw_symbols, hedge, paint_grounds
from scenes.kit.widgets import wrap_text

SIDES = ("N", "E", "S", "W")
DOOR_SPAN = 0.38   # a doorway's width, as a share of the tile's side
WALL = 0.085       # wall thickness, as a share of the tile's side
GAP = 0.035        # the dark seam between neighbouring tiles


class TileArt:
    def __init__(self, pack, fonts) -> None:
        self.pack = pack
        self.fonts = fonts
        self._tiles: dict[tuple, pygame.Surface] = {}
        self._floors: dict[tuple, pygame.Surface] = {}
        # stairs: every tile joined to another by a printed link, either way round
        self.stair_partners: dict[str, list[str]] = {}
        for tile in pack.tiles.values():
            for other in tile.links:
                self.stair_partners.setdefault(tile.id, []).append(other)
                self.stair_partners.setdefault(other, []).append(tile.id)

    def surface(self, tile_id: str, rot: int, region: str, cell: int) -> pygame.Surface:
        key = (tile_id, rot % 4, region, cell)
        surf = self._tiles.get(key)
        if surf is None:
            surf = self._render(tile_id, rot % 4, region, cell)
            self._tiles[key] = surf
        return surf

    def clear(self) -> None:
        self._tiles.clear()
        self._floors.clear()

    # -- painting ----------------------------------------------------------------------
    def _render(self, tile_id, rot, region, cell) -> pygame.Surface:
        tile = self.pack.tiles[tile_id]
        surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
        gap = max(1, int(cell * GAP))
        room = pygame.Rect(gap, gap, cell - 2 * gap, cell - 2 * gap)
        surf.blit(self.floor(region, room.w), room.topleft)
        doors = [turned(s, rot) for s in tile.doors]
        front = tile.data.get("front_door")
        self._walls(surf, room, doors, turned(front, rot) if front else None, region)
        if tile.barrier:
            self._barrier(surf, room, [[turned(s, rot) for s in g] for g in tile.barrier["sides"]])
        self._label(surf, room, tile, cell)
        draw_features(surf, room, tile, rot, cell, max(2, int(room.w * WALL)), tile.id in self.stair_partners)
        return surf.convert_alpha()

    def floor(self, region: str, size: int) -> pygame.Surface:
        key = (region, size)
        surf = self._floors.get(key)
        if surf is None:
            surf = _texture(region, size)
            self._floors[key] = surf
        return surf

    def _walls(self, surf, room: pygame.Rect, doors, front, region) -> None:
        t = max(2, int(room.w * WALL))
        span = int(room.w * DOOR_SPAN)
        _, light, _dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
        for side in SIDES:
            band = _side_band(room, side, t)
            pygame.draw.rect(surf, S.WALL, band)
            if region == "outside":  # the grounds are edged with hedges, not walls
                hedge(surf, band, room.w + SIDES.index(side))
            if side in doors or side == front:
                opening = _opening(band, side, span)
                if side == front:
                    pygame.draw.rect(surf, (92, 56, 34), opening)
                    pygame.draw.rect(surf, S.DOOR_POST, opening, max(1, t // 3))
                    lock = glyph("lock", int(t * 2.2), P.CANDLE)
                    surf.blit(lock, lock.get_rect(center=_inward(opening, side, t * 1.6)))
                else:
                    pygame.draw.rect(surf, light, opening)
                for post in _posts(opening, side, max(2, t // 2)):
                    pygame.draw.rect(surf, S.DOOR_POST, post)
        # a thin bevel line inside the walls gives the room some depth
        inner = room.inflate(-2 * t, -2 * t)
        pygame.draw.rect(surf, (*S.WALL_EDGE, 120), inner, 1)
        pygame.draw.rect(surf, (*S.WALL_EDGE, 70), room, 1)

    def _barrier(self, surf, room: pygame.Rect, groups) -> None:
        # a crack across the room between the two sides of the barrier
        horizontal = any(side in ("N", "S") for side in groups[0])
        rng = random.Random(room.w)
        pts = []
        n = 9
        for i in range(n + 1):
            f = i / n
            jitter = (rng.random() - 0.5) * room.w * 0.10
            if horizontal:
                pts.append((room.left + room.w * (0.12 + 0.76 * f), room.centery + jitter))
            else:
                pts.append((room.centerx + jitter, room.top + room.h * (0.12 + 0.76 * f)))
        pygame.draw.lines(surf, (12, 8, 14), False, pts, max(3, room.w // 16))
        pygame.draw.lines(surf, (170, 70, 60), False, pts, max(1, room.w // 60))

    def _label(self, surf, room: pygame.Rect, tile, cell: int) -> None:
        t = int(room.w * WALL)
        size = max(10, int(cell * 0.125))
        font = self.fonts.get("serif", size)
        lines = wrap_text(font, tile.name, room.w - 2 * t - 6)
        if len(lines) > 2:  # a long name on a small tile: a size down, up to three lines
            font = self.fonts.get("serif", max(9, size - 2))
            lines = wrap_text(font, tile.name, room.w - 2 * t - 4)[:3]
        y = room.top + t + max(1, cell // 40)
        for line in lines:
            shadow = font.render(line, True, (0, 0, 0))
            text = font.render(line, True, P.TEXT)
            x = room.centerx - text.get_width() // 2
            shadow.set_alpha(170)
            surf.blit(shadow, (x + 1, y + 1))
            surf.blit(text, (x, y))
            y += int(font.get_linesize() * 0.92)
        mark = int(cell * 0.25)
        centre = (room.centerx, max(y + mark // 2 + 2, room.centery - cell // 40))
        if len(tile.symbols) > 1:  # legacy: several symbols, resolved left to right
            draw_symbols(surf, tile.symbols, centre, mark)
        elif tile.symbols:
            colour = S.DECK_RGB[tile.symbols[0]]
            halo = pygame.Surface((mark + 10, mark + 10), pygame.SRCALPHA)
            pygame.draw.circle(halo, (0, 0, 0, 90), (halo.get_width() // 2,) * 2, mark // 2 + 5)
            surf.blit(halo, halo.get_rect(center=centre))
            icon = glyph(tile.symbols[0], mark, colour)
            surf.blit(icon, icon.get_rect(center=centre))
        if tile.id in self.stair_partners:
            icon = glyph("stairs", int(cell * 0.2), (*S.WALL_EDGE, 230))
            surf.blit(icon, icon.get_rect(bottomright=(room.right - t - 3, room.bottom - t - 3)))


def _side_band(room: pygame.Rect, side: str, t: int) -> pygame.Rect:
    if side == "N":
        return pygame.Rect(room.left, room.top, room.w, t)
    if side == "S":
        return pygame.Rect(room.left, room.bottom - t, room.w, t)
    if side == "W":
        return pygame.Rect(room.left, room.top, t, room.h)
    return pygame.Rect(room.right - t, room.top, t, room.h)


def _opening(band: pygame.Rect, side: str, span: int) -> pygame.Rect:
    if side in ("N", "S"):
        return pygame.Rect(band.centerx - span // 2, band.top, span, band.h)
    return pygame.Rect(band.left, band.centery - span // 2, band.w, span)


def _posts(opening: pygame.Rect, side: str, w: int) -> list[pygame.Rect]:
    if side in ("N", "S"):
        return [pygame.Rect(opening.left - w, opening.top, w, opening.h),
                pygame.Rect(opening.right, opening.top, w, opening.h)]
    return [pygame.Rect(opening.left, opening.top - w, opening.w, w),
            pygame.Rect(opening.left, opening.bottom, opening.w, w)]


def _inward(opening: pygame.Rect, side: str, by: float):
    dx, dy = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}[side]
    return (opening.centerx + dx * by, opening.centery + dy * by)


def _texture(region: str, size: int) -> pygame.Surface:
    base, light, dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
    surf = pygame.Surface((size, size))
    surf.fill(base)
    rng = random.Random(f"{region}:{size}")
    if region == "ground":          # boards, staggered
        plank = max(4, size // 7)
        for row, y in enumerate(range(0, size, plank)):
            x = -rng.randint(0, size // 2)
            while x < size:
                length = rng.randint(size // 2, size)
                tone = S.mix(base, light if rng.random() < 0.5 else dark, rng.random() * 0.5)
                pygame.draw.rect(surf, tone, (x, y, length, plank))
                pygame.draw.line(surf, dark, (x, y), (x, y + plank), 1)
                x += length
            pygame.draw.line(surf, dark, (0, y), (size, y), 1)
    elif region == "outside":       # grass and stepping stones
        paint_grounds(surf, size, rng)
    elif region == "basement":      # flagstones
        stone = max(6, size // 4)
        for y in range(0, size, stone):
            shift = rng.randint(0, stone // 2)
            for x in range(-shift, size, stone):
                tone = S.mix(base, light if rng.random() < 0.5 else dark, rng.random() * 0.6)
                pygame.draw.rect(surf, tone, (x + 1, y + 1, stone - 2, stone - 2), border_radius=2)
    else:                           # carpet with a lozenge pattern and a border
        step = max(6, size // 6)
        for i in range(-size, size * 2, step):
            pygame.draw.line(surf, S.mix(base, light, 0.5), (i, 0), (i + size, size), 1)
            pygame.draw.line(surf, S.mix(base, light, 0.5), (i, size), (i + size, 0), 1)
        border = max(3, size // 10)
        pygame.draw.rect(surf, dark, surf.get_rect().inflate(-border, -border), max(2, size // 40))
    shade = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(max(2, size // 10)):  # dim the corners: candlelight falls off
        alpha = int(70 * (1 - i / max(2, size // 10)) ** 2)
        pygame.draw.rect(shade, (0, 0, 0, alpha), (i, i, size - 2 * i, size - 2 * i), 1)
    surf.blit(shade, (0, 0))
    return surf.convert()
