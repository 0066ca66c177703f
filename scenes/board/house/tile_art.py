"""Room tiles drawn as rooms, each with its own character: a floor of its storey's
materials (scenes/board/house/floors.py: flagstones, brick or earth below; boards or quarry
tiles; carpet or a rug upstairs; grass and gravel outside; marble in the starting rooms)
lit by a pool of candlelight, walls that throw a shadow, doorways left open with light
spilling in, the name, the room's feature (its ``icon:``, e.g. the Sepulchre's
sarcophagus) standing on the floor with its shadow, and the card symbols under the name.

The feature is drawn in the colour of the room's first card symbol (omen red, event
blue, item gold; the parchment of plain rooms), so the symbol reads at a glance twice:
by the medal under the name and by the colour of the room's centrepiece.

``TileArt.surface(tile, rot, region, cell)`` renders a placed tile once per zoom level
and caches it (the board keeps a handful of fixed cell sizes, so the cache stays
small). Floor textures are made once per (floor, material, cell). Everything is
``convert_alpha``-ed.
"""

from __future__ import annotations

import random

from game.i18n import _
import pygame

from game.board import turned
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.house.floors import GRAND, floor_texture, material_for
from scenes.board.art.glyphs import glyph
from scenes.board.art.icons import icon as icon_art
from scenes.board.house.tile_features import draw_features, draw_symbols, hedge
from scenes.board.house.walls import door_frame, wall
from scenes.kit.widgets import wrap_text

SIDES = ("N", "E", "S", "W")
DOOR_SPAN = 0.38   # a doorway's width, as a share of the tile's side
WALL = 0.085       # wall thickness, as a share of the tile's side
GAP = 0.035        # the dark seam between neighbouring tiles
PLAIN = (214, 196, 160)   # a room with no card symbol: its feature in parchment
GILT = (214, 170, 92)     # the starting rooms' trim


class TileArt:
    def __init__(self, pack, fonts) -> None:
        self.pack = pack
        self.fonts = fonts
        self._tiles: dict[tuple, pygame.Surface] = {}
        self._floors: dict[tuple, pygame.Surface] = {}
        self._name_bottoms: dict[tuple, int] = {}
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
        self._name_bottoms.clear()

    # -- painting ----------------------------------------------------------------------
    def _render(self, tile_id, rot, region, cell) -> pygame.Surface:
        tile = self.pack.tiles[tile_id]
        surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
        gap = max(1, int(cell * GAP))
        room = pygame.Rect(gap, gap, cell - 2 * gap, cell - 2 * gap)
        material = material_for(tile, region)
        surf.blit(self.floor(region, room.w, material), room.topleft)
        doors = [turned(s, rot) for s in tile.doors]
        front = tile.data.get("front_door")
        self._walls(surf, room, doors, turned(front, rot) if front else None, region)
        if material == GRAND:  # a starting room: a gilt line inside its walls
            t = max(2, int(room.w * WALL))
            pygame.draw.rect(surf, (*GILT, 170), room.inflate(-2 * t - 4, -2 * t - 4), max(1, cell // 90))
        if tile.barrier:
            self._barrier(surf, room, [[turned(s, rot) for s in g] for g in tile.barrier["sides"]])
        self._label(surf, room, tile, cell)
        draw_features(surf, room, tile, rot, cell, max(2, int(room.w * WALL)), tile.id in self.stair_partners)
        return surf.convert_alpha()

    def floor(self, region: str, size: int, material: str | None = None) -> pygame.Surface:
        from scenes.board.house.floors import MATERIALS

        material = material or MATERIALS.get(region, MATERIALS["ground"])[0]
        key = (region, material, size)
        surf = self._floors.get(key)
        if surf is None:
            surf = floor_texture(region, material, size)
            self._floors[key] = surf
        return surf

    def _walls(self, surf, room: pygame.Rect, doors, front, region) -> None:
        t = max(2, int(room.w * WALL))
        span = int(room.w * DOOR_SPAN)
        _, light, _dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
        frames = []
        for side in SIDES:
            band = _side_band(room, side, t)
            if region == "outside":  # the grounds are edged with hedges, not walls
                pygame.draw.rect(surf, S.WALL, band)
                hedge(surf, band, room.w + SIDES.index(side))
            else:   # each storey's walls as built (walls.py)
                wall(surf, band, side, region)
            if side in doors or side == front:
                opening = _opening(band, side, span)
                if side == front:
                    pygame.draw.rect(surf, (92, 56, 34), opening)
                    pygame.draw.rect(surf, S.DOOR_POST, opening, max(1, t // 3))
                    lock = glyph("lock", int(t * 2.2), P.CANDLE)
                    surf.blit(lock, lock.get_rect(center=_inward(opening, side, t * 1.6)))
                else:  # an open doorway: a worn sill, and light from beyond spilling in
                    pygame.draw.rect(surf, S.mix(light, (0, 0, 0), 0.1), opening)
                    _spill(surf, opening, side, t)
                if side == front or region == "outside":
                    for post in _posts(opening, side, max(2, t // 2)):
                        pygame.draw.rect(surf, S.DOOR_POST, post)
                else:   # a frame: jambs into the room, a sill (over the walls' shadow, below)
                    frames.append((opening, side))
        inner = room.inflate(-2 * t, -2 * t)
        _wall_shadow(surf, inner, t)
        # a thin bevel line inside the walls gives the room some depth
        pygame.draw.rect(surf, (*S.WALL_EDGE, 120), inner, 1)
        pygame.draw.rect(surf, (*S.WALL_EDGE, 70), room, 1)
        for opening, side in frames:
            door_frame(surf, opening, side, t)

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

    def _name_lines(self, tile, room_w: int, cell: int):
        """(font, lines) of a room's name on its tile, broken between words only ("Strongro /
        om" read as two words): a word too wide for the room is squeezed by ``_label``."""
        t = int(room_w * WALL)
        size = max(11, int(cell * 0.13))
        font = self.fonts.get("serif", size)
        name = _(tile.name)
        lines = wrap_text(font, name, room_w - 2 * t - 6, split_words=False)
        if len(lines) > 2 or self._too_wide(font, lines, room_w):
            # a long name on a small tile: a size down, up to three lines, over the walls
            font = self.fonts.get("serif", max(10, size - 1))
            lines = wrap_text(font, name, self._name_width(room_w), split_words=False)[:3]
        return font, lines

    @staticmethod
    def _name_width(room_w: int) -> int:
        """The widest a line of a room's name may be drawn (over the walls, not the seam)."""
        return room_w - 4

    def _too_wide(self, font, lines, room_w: int) -> bool:
        return any(font.size(line)[0] > room_w - 2 * int(room_w * WALL) - 6 for line in lines)

    def name_bottom(self, tile_id: str, cell: int) -> int:
        """How far down a tile of side ``cell`` its name reaches (pixels from the tile's
        top): tokens and piles drawn on the room start below it, never over the name."""
        key = (tile_id, cell)
        bottom = self._name_bottoms.get(key)
        if bottom is None:
            gap = max(1, int(cell * GAP))
            room_w = cell - 2 * gap
            font, lines = self._name_lines(self.pack.tiles[tile_id], room_w, cell)
            top = gap + int(room_w * WALL) + max(1, cell // 40)
            bottom = top + (len(lines) - 1) * int(font.get_linesize() * 0.92) + font.get_height()
            self._name_bottoms[key] = bottom
        return bottom

    def _label(self, surf, room: pygame.Rect, tile, cell: int) -> None:
        t = int(room.w * WALL)
        font, lines = self._name_lines(tile, room.w, cell)
        y = room.top + t + max(1, cell // 40)
        widest = self._name_width(room.w)
        for line in lines:
            shadow = font.render(line, True, (0, 0, 0))
            text = font.render(line, True, P.TEXT)
            if text.get_width() > widest:   # one word wider than the room: squeezed, not cut
                size = (widest, text.get_height())
                shadow = pygame.transform.smoothscale(shadow, size)
                text = pygame.transform.smoothscale(text, size)
            x = room.centerx - text.get_width() // 2
            shadow.set_alpha(170)
            surf.blit(shadow, (x + 1, y + 1))
            surf.blit(text, (x, y))
            y += int(font.get_linesize() * 0.92)
        mark = int(cell * 0.2)
        top = y
        if tile.symbols:
            centre = (room.centerx, y + mark // 2 + 5)  # the halo (mark // 2 + 5) clear of the name
            if len(tile.symbols) > 1:  # legacy: several symbols, resolved left to right
                draw_symbols(surf, tile.symbols, centre, int(mark * 1.2))
            else:
                colour = S.DECK_RGB[tile.symbols[0]]
                halo = pygame.Surface((mark + 10, mark + 10), pygame.SRCALPHA)
                pygame.draw.circle(halo, (0, 0, 0, 110), (halo.get_width() // 2,) * 2, mark // 2 + 5)
                pygame.draw.circle(halo, (*colour, 150), (halo.get_width() // 2,) * 2, mark // 2 + 4, 1)
                surf.blit(halo, halo.get_rect(center=centre))
                icon = glyph(tile.symbols[0], int(mark * 0.86), colour)
                surf.blit(icon, icon.get_rect(center=centre))
            top = centre[1] + mark // 2 + 2
        self._feature(surf, room, tile, cell, top)
        if tile.id in self.stair_partners:
            icon = glyph("stairs", int(cell * 0.2), (*S.WALL_EDGE, 230))
            surf.blit(icon, icon.get_rect(bottomright=(room.right - t - 3, room.bottom - t - 3)))


    def _feature(self, surf, room: pygame.Rect, tile, cell: int, top: int) -> None:
        """The room's icon standing on its floor, in its symbol's colour, with a shadow."""
        if not tile.icon:
            return
        t = max(2, int(room.w * WALL))
        bottom = room.bottom - t - max(2, cell // 30)
        size = int(min(cell * (0.44 if tile.symbols else 0.5), (bottom - top) * 1.05, room.w * 0.62))
        if size < 12:
            return
        centre = (room.centerx, (top + bottom) // 2)
        colour = S.mix(S.DECK_RGB[tile.symbols[0]], PLAIN, 0.25) if tile.symbols else PLAIN
        pool = pygame.Surface((size * 2, size), pygame.SRCALPHA)   # the dark the lamp leaves under it
        pygame.draw.ellipse(pool, (0, 0, 0, 70), pool.get_rect().inflate(-size // 3, -size // 3))
        surf.blit(pool, pool.get_rect(center=(centre[0], centre[1] + size * 0.42)))
        shadow = icon_art(tile.icon, size, (0, 0, 0, 150), fallback="pile")
        art = icon_art(tile.icon, size, (*colour, 235), fallback="pile")
        surf.blit(shadow, shadow.get_rect(center=(centre[0] + max(1, size // 16), centre[1] + max(1, size // 11))))
        surf.blit(art, art.get_rect(center=centre))


_LIGHTS: dict[tuple, pygame.Surface] = {}   # the spills and wall shadows, per size (made once)


def _spill(surf, opening: pygame.Rect, side: str, t: int) -> None:
    """Light through an open doorway: a soft wedge on the floor, fading inward."""
    span = opening.w if side in ("N", "S") else opening.h
    key = ("spill", span, t, side)
    wedge = _LIGHTS.get(key)
    if wedge is None:
        depth = t * 3
        wedge = pygame.Surface((span, depth), pygame.SRCALPHA)
        for i in range(depth):
            a = int(46 * (1 - i / depth) ** 1.5)
            pygame.draw.line(wedge, (255, 214, 150, a), (i // 3, i), (span - 1 - i // 3, i))
        wedge = _LIGHTS[key] = pygame.transform.rotate(wedge, {"N": 0, "S": 180, "W": 90, "E": -90}[side])
    r = wedge.get_rect()
    if side == "N":
        r.midtop = opening.midbottom
    elif side == "S":
        r.midbottom = opening.midtop
    elif side == "W":
        r.midleft = opening.midright
    else:
        r.midright = opening.midleft
    surf.blit(wedge, r)


def _wall_shadow(surf, inner: pygame.Rect, t: int) -> None:
    """The candle is low and to the left: the north and west walls throw a shadow."""
    key = ("walls", inner.size, t)
    shade = _LIGHTS.get(key)
    if shade is None:
        shade = _LIGHTS[key] = pygame.Surface(inner.size, pygame.SRCALPHA)
        depth = max(2, int(t * 1.3))
        for i in range(depth):
            a = int(70 * (1 - i / depth) ** 2)
            line = pygame.Surface((inner.w, 1), pygame.SRCALPHA)
            line.fill((0, 0, 0, a))
            shade.blit(line, (0, i))
            col = pygame.Surface((1, inner.h), pygame.SRCALPHA)
            col.fill((0, 0, 0, a))
            shade.blit(col, (i, 0))
    surf.blit(shade, inner.topleft)


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
