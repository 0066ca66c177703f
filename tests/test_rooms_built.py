"""Rooms that look built (issue 29, item 5): each storey its own walls, a frame at each
open doorway standing into the room, and the room's feature drawn large on its floor."""

from __future__ import annotations

import pygame

from game import load_pack
from scenes.board.house import tile_art
from scenes.board.house.tile_art import WALL, TileArt
from scenes.board.house.walls import WALLS
from scenes.board import style as S

CELL = 180


def _room(cell: int) -> pygame.Rect:
    gap = max(1, int(cell * tile_art.GAP))
    return pygame.Rect(gap, gap, cell - 2 * gap, cell - 2 * gap)


def _near(c, rgb, tol: int = 30) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(c[:3], rgb))


def test_each_storey_has_its_own_walls(app, classic_pack):
    art = TileArt(classic_pack, app.fonts)
    tile = next(t for t in classic_pack.tiles.values() if len(t.floors) > 1 and not t.doors.__contains__("N"))
    room = _room(CELL)
    t = max(2, int(room.w * WALL))
    bands = {}
    for region in ("basement", "ground", "upper"):
        surf = art.surface(tile.id, 0, region, CELL)
        band = surf.subsurface((room.left + t * 2, room.top, room.w - 4 * t, t - max(1, t // 6) - 1))
        bands[region] = pygame.image.tobytes(band, "RGB")
        face = WALLS[region][0]
        shown = [band.get_at((x, y)) for x in range(0, band.get_width(), 3) for y in range(band.get_height())]
        assert sum(_near(c, face, 12) for c in shown) > len(shown) // 2, region   # its own face colour
    assert len(set(bands.values())) == 3


def test_an_open_doorway_has_a_frame_standing_into_the_room(app, classic_pack, monkeypatch):
    monkeypatch.setattr(TileArt, "_feature", lambda *args: None)   # (its shadow may lie over the frame)
    art = TileArt(classic_pack, app.fonts)
    tile = next(t for t in classic_pack.tiles.values() if "S" in t.doors and not t.data.get("front_door")
                and "ground" in t.floors and not t.barrier and not t.start)
    surf = art.surface(tile.id, 0, "ground", CELL)
    room = _room(CELL)
    t = max(2, int(room.w * WALL))
    span = int(room.w * tile_art.DOOR_SPAN)
    jamb_x = room.centerx - span // 2 - max(2, t // 2) // 2 - 1
    inside = room.bottom - t - max(2, t // 2) // 2 - 1   # in the room, just in from the wall
    assert _near(surf.get_at((jamb_x, inside)), S.DOOR_POST, 40)


def test_a_rooms_feature_is_drawn_large(app, classic_pack, monkeypatch):
    asked = []
    real = tile_art.icon_art

    def recording(name, size, colour, fallback="item"):
        asked.append((name, size))
        return real(name, size, colour, fallback=fallback)

    monkeypatch.setattr(tile_art, "icon_art", recording)
    art = TileArt(load_pack("classic"), app.fonts)
    plain = [t for t in art.pack.tiles.values() if t.icon and not t.symbols]
    assert plain
    for tile in plain:
        asked.clear()
        art.surface(tile.id, 0, tile.floors[0], CELL)
        assert max(size for name, size in asked if name == tile.icon) >= CELL * 0.45, tile.id   # (an icon on a card is a third of it)
