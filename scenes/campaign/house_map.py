"""The whole house on one picture, as it stood in a game state: every region's rooms.

    surface = house_map(pack, state, fonts, 960, 640)          # any state (cached in memory)
    surface = chapter_map(camp, n, fonts, 960, 640)            # the end of chapter n (and on disk)
    png = chapter_map_png(camp, n, fonts, 960, 640)            # the same, as PNG bytes

The chronicle (its screen, and ``tools/chronicle.py``) shows the house at the end of each
chapter. Each region (pack.regions order: outside, basement, ground, upper) gets a box of
its own — side by side when the picture is wide, else a 2×2 grid — with a small caption,
and its placed rooms drawn by the board's own tile renderer (``TileArt``: the same room
faces as on the board) with the campaign's stickers where the board draws them. Only the
house: no explorers, monsters, piles or tokens.

A picture costs tens of milliseconds; a chronicle of fourteen chapters must open in half a
second. So maps are kept:

* in memory, keyed by what the picture shows — the state's hash (or a key the caller
  already has) and the size. Surfaces handed out are shared: draw them, never draw *on*
  them.
* on disk, for a chapter: ``<campaign>/maps/chNN-WxH.png``, with the chapter's
  ``final_hash`` (from its ``chapter_finished``), the pack's hash and ``MAP_FORMAT``
  written inside the PNG (a tEXt chunk). A file whose stamp does not match, that does
  not decode, or is not the asked size is ignored and drawn again over. A campaign folder
  that cannot be written to only loses the disk cache.
"""

from __future__ import annotations

import io
import json
import os
import struct
import weakref
import zlib
from collections import OrderedDict
from pathlib import Path

import pygame

from scenes.board import style as S
from scenes.board.tile_art import TileArt
from scenes.kit import palette as P

MAP_FORMAT = 1            # raise when the drawing changes: the disk caches made before are redrawn
MAPS_DIR = "maps"
STAMP_KEY = b"hollowmere-map"
KEPT_PIXELS = 24_000_000  # the memory cache's budget (about 96 MB of 32-bit pixels)
MAX_CELL = 180            # a room is never drawn bigger than this, however few there are
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


# -- drawing ------------------------------------------------------------------------------------

def draw_house_map(pack, state, fonts, width: int, height: int, art: TileArt | None = None) -> pygame.Surface:
    """A fresh picture of the house in ``state`` (no cache). ``art``: a TileArt to reuse."""
    art = art if art is not None else tile_art(pack, fonts)
    width, height = max(1, int(width)), max(1, int(height))
    surf = pygame.Surface((width, height))
    surf.fill(S.TABLE_TOP)
    regions = list(pack.regions) + [r for r in state["map"] if r not in pack.regions]
    marks = ((state.get("house") or {}).get("tile_marks")) or {}
    for region, box in zip(regions, region_boxes(len(regions), width, height)):
        _region(surf, box, region, state["map"].get(region) or {}, marks, pack, fonts, art)
    return surf


def region_boxes(count: int, width: int, height: int) -> list[pygame.Rect]:
    """One box per region: in a row when the picture is wide (or a column when tall), else a
    grid two across."""
    if count <= 0:
        return []
    gap = max(3, min(width, height) // 90)
    if width >= 2.2 * height or count == 1:
        cols, rows = count, 1
    elif height >= 2.2 * width:
        cols, rows = 1, count
    else:
        cols, rows = 2, (count + 1) // 2
    w, h = (width - gap * (cols + 1)) / cols, (height - gap * (rows + 1)) / rows
    return [pygame.Rect(round(gap + (i % cols) * (w + gap)), round(gap + (i // cols) * (h + gap)),
                        max(1, int(w)), max(1, int(h))) for i in range(count)]


def _region(surf, box: pygame.Rect, region, cells: dict, marks: dict, pack, fonts, art: TileArt) -> None:
    _, light, dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
    pygame.draw.rect(surf, S.mix(S.TABLE_TOP, dark, 0.25), box, border_radius=max(2, box.w // 80))
    pygame.draw.rect(surf, P.PANEL_BORDER, box, 1, border_radius=max(2, box.w // 80))
    caption_size = max(11, min(26, box.h // 14))
    caption = fonts.render("display", caption_size, S.FLOOR_NAMES.get(region, region.title()), P.CANDLE)
    pad = max(3, box.w // 60)
    surf.blit(caption, (box.left + pad, box.top + pad // 2))
    area = pygame.Rect(box.left + pad, box.top + pad // 2 + caption.get_height(), box.w - 2 * pad,
                       box.h - pad - pad // 2 - caption.get_height())
    if not cells or area.w < 4 or area.h < 4:
        return
    spots = {tuple(int(v) for v in key.split(",")): tuple(value[:2]) for key, value in cells.items()}
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    cell = max(4, min(MAX_CELL, area.w // cols, area.h // rows))
    left = area.centerx - cell * cols // 2
    top = area.centery - cell * rows // 2
    old_clip = surf.get_clip()
    surf.set_clip(box)
    placed = {}
    for (x, y), (tile, rot) in sorted(spots.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        rect = pygame.Rect(left + (x - min(xs)) * cell, top + (y - min(ys)) * cell, cell, cell)
        surf.blit(art.surface(tile, rot, region, cell), rect)
        placed[tile] = rect
    _stickers(surf, pack, placed, marks)
    surf.set_clip(old_clip)


def _stickers(surf, pack, placed: dict, marks: dict) -> None:
    """The campaign's stickers (passages, ghosts, crests), where the board draws them."""
    from scenes.board.family_art import crest
    from scenes.board.tile_features import draw_stickers

    def crest_for(family, height):
        colour = pack.explorers[family].colour if family in pack.explorers else "white"
        return crest(colour, height)

    for tile, rect in placed.items():
        if marks.get(tile):
            draw_stickers(surf, rect, marks[tile], crest_for)


# one TileArt per (fonts, pack): its room faces are kept per cell size, and every map of a
# chronicle uses the same few sizes
_ARTS: "weakref.WeakKeyDictionary[object, dict]" = weakref.WeakKeyDictionary()


def tile_art(pack, fonts) -> TileArt:
    try:
        per_pack = _ARTS.setdefault(fonts, {})
    except TypeError:  # fonts that cannot be weakly held: a TileArt of their own
        return TileArt(pack, fonts)
    art = per_pack.get(pack.hash)
    if art is None:
        art = per_pack[pack.hash] = TileArt(pack, fonts)
    return art


# -- the memory cache ---------------------------------------------------------------------------

class KeptMaps:
    """Maps kept in memory, the least recently used let go past a budget of pixels."""

    def __init__(self, budget: int = KEPT_PIXELS) -> None:
        self.budget = budget
        self._maps: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.pixels = 0

    def get(self, key: tuple) -> pygame.Surface | None:
        surf = self._maps.get(key)
        if surf is not None:
            self._maps.move_to_end(key)
        return surf

    def put(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        old = self._maps.pop(key, None)
        if old is not None:
            self.pixels -= old.get_width() * old.get_height()
        self._maps[key] = surf
        self.pixels += surf.get_width() * surf.get_height()
        while self.pixels > self.budget and len(self._maps) > 1:
            _, gone = self._maps.popitem(last=False)
            self.pixels -= gone.get_width() * gone.get_height()
        return surf

    def clear(self) -> None:
        self._maps.clear()
        self.pixels = 0

    def __len__(self) -> int:
        return len(self._maps)


KEPT = KeptMaps()


def house_map(pack, state, fonts, width: int, height: int, *, key=None) -> pygame.Surface:
    """The house in ``state`` (a game state, e.g. ``chronicle.final_state(camp, n)``) as a
    ``width``×``height`` picture, kept in memory: a second call for the same house and size
    gives the same surface. ``key``: what identifies the state, if the caller knows it (a
    ``chapter_finished``'s ``final_hash``); else the state's hash is worked out."""
    from game.hashing import state_hash

    size = (max(1, int(width)), max(1, int(height)))
    kept_key = ("state", pack.hash, key if key is not None else state_hash(state), size)
    surf = KEPT.get(kept_key)
    if surf is None:
        surf = KEPT.put(kept_key, draw_house_map(pack, state, fonts, *size))
    return surf


# -- a chapter's map, on disk too ---------------------------------------------------------------

def map_path(folder, n: int, width: int, height: int) -> Path:
    return Path(folder) / MAPS_DIR / f"ch{int(n):02d}-{int(width)}x{int(height)}.png"


def _chapter(camp, n: int) -> dict | None:
    return next((c for c in camp.chapters if c["n"] == n), None)


def _stamp(camp, ch: dict, size) -> dict:
    return {"format": MAP_FORMAT, "hash": ch.get("final_hash"), "pack": camp.pack.hash,
            "chapter": ch["n"], "size": list(size)}


def chapter_map(camp, n: int, fonts, width: int, height: int) -> pygame.Surface | None:
    """The house at the end of finished chapter ``n`` of ``camp``, ``width``×``height``:
    from memory, else from ``maps/chNN-WxH.png`` in the campaign's folder, else drawn from
    the chapter's save (and written there). None if there is no such finished chapter or
    its save cannot be read."""
    ch = _chapter(camp, n)
    if ch is None:
        return None
    size = (max(1, int(width)), max(1, int(height)))
    stamp = _stamp(camp, ch, size)
    kept_key = ("chapter", str(Path(camp.folder).resolve()), n, ch.get("final_hash"), camp.pack.hash, size)
    surf = KEPT.get(kept_key)
    if surf is not None:
        return surf
    path = map_path(camp.folder, n, *size)
    surf = _read_cached(path, stamp, size)
    if surf is None:
        surf = _draw_chapter(camp, ch, fonts, size)
        if surf is None:
            return None
        _write_cached(path, encode_png(surf, stamp))
    return KEPT.put(kept_key, surf)


def chapter_map_png(camp, n: int, fonts, width: int, height: int) -> bytes | None:
    """``chapter_map`` as PNG bytes (the disk cache's file when it is good)."""
    ch = _chapter(camp, n)
    if ch is None:
        return None
    size = (max(1, int(width)), max(1, int(height)))
    stamp = _stamp(camp, ch, size)
    path = map_path(camp.folder, n, *size)
    if _read_cached(path, stamp, size) is not None:
        try:
            return path.read_bytes()
        except OSError:
            pass
    surf = chapter_map(camp, n, fonts, *size)
    if surf is None:
        return None
    data = encode_png(surf, stamp)
    _write_cached(path, data)
    return data


def _draw_chapter(camp, ch: dict, fonts, size) -> pygame.Surface | None:
    from game.campaign.chronicle import final_state

    state = final_state(camp, ch["n"])
    if state is None:
        return None
    return draw_house_map(camp.pack, state, fonts, *size)


def _read_cached(path: Path, stamp: dict, size) -> pygame.Surface | None:
    """The cached picture if the file is whole, stamped for this very map and the right
    size; else None (the caller draws it again)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if read_stamp(data) != stamp:
        return None
    try:
        surf = pygame.image.load(io.BytesIO(data), "map.png")
    except (pygame.error, ValueError, OSError):
        return None
    if surf.get_size() != tuple(size):
        return None
    return surf.convert() if pygame.display.get_surface() is not None else surf


def _write_cached(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, path)  # whole or not at all: a reader never sees half a file
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass


# -- PNG with a stamp ---------------------------------------------------------------------------

def encode_png(surf: pygame.Surface, stamp: dict | None = None) -> bytes:
    """The surface as PNG bytes, with ``stamp`` (if any) in a tEXt chunk after the header."""
    out = io.BytesIO()
    pygame.image.save(surf, out, "map.png")
    data = out.getvalue()
    if stamp is None:
        return data
    body = STAMP_KEY + b"\x00" + json.dumps(stamp, sort_keys=True).encode("latin-1")
    chunk = struct.pack(">I", len(body)) + b"tEXt" + body + struct.pack(">I", zlib.crc32(b"tEXt" + body))
    ihdr_end = len(PNG_MAGIC) + 8 + 13 + 4  # the IHDR chunk is always first, 13 bytes long
    return data[:ihdr_end] + chunk + data[ihdr_end:]


def read_stamp(data: bytes) -> dict | None:
    """The stamp ``encode_png`` wrote into the PNG, if it is there and whole."""
    if not data.startswith(PNG_MAGIC):
        return None
    at = len(PNG_MAGIC)
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if len(body) != length or kind == b"IDAT":
            return None
        if kind == b"tEXt":
            crc = data[at + 8 + length:at + 12 + length]
            if len(crc) != 4 or struct.unpack(">I", crc)[0] != zlib.crc32(kind + body):
                return None
            name, _, text = body.partition(b"\x00")
            if name == STAMP_KEY:
                try:
                    found = json.loads(text.decode("latin-1"))
                except ValueError:
                    return None
                return found if isinstance(found, dict) else None
        at += 12 + length
    return None
