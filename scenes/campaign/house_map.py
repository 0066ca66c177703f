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
import struct
import weakref
import zlib
from collections import OrderedDict
from pathlib import Path

import pygame

from game.atomic import write_atomic
from scenes.board import style as S
from scenes.board.house.tile_art import TileArt
from scenes.kit import palette as P

MAP_FORMAT = 2            # raise when the drawing changes: the disk caches made before are redrawn
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
    spots = {r: _spots(state["map"].get(r) or {}) for r in regions}
    caption_size = max(11, min(24, height // 26))
    captions = [fonts.render("display", caption_size, S.FLOOR_NAMES.get(r, r.title()), P.CANDLE) for r in regions]
    plan = map_layout([_extent(spots[r]) for r in regions], [c.get_width() for c in captions], width, height,
                      int(caption_size * 1.35))
    marks = ((state.get("house") or {}).get("tile_marks")) or {}
    for region, caption, box in zip(regions, captions, plan.boxes):
        _region(surf, box, plan, region, caption, spots[region], marks, pack, art)
    return surf


class Layout:
    """Where each region's box goes, and the one room size every region is drawn at (so a
    room is as big in the cellar as upstairs, as on the board)."""

    def __init__(self, boxes: list[pygame.Rect], cell: int, pad: int, caption_h: int) -> None:
        self.boxes, self.cell, self.pad, self.caption_h = boxes, cell, pad, caption_h


def _arrangements(count: int) -> list[tuple[str, list[list[int]]]]:
    """Groups of regions to try, in pack order: ("rows", [[0, 1], [2, 3]]) puts each group
    side by side and the groups one under another; "columns" the other way round."""
    every = list(range(count))
    pairs = [every[i:i + 2] for i in range(0, count, 2)]
    return [("columns", pairs), ("rows", pairs), ("rows", [every]), ("columns", [every])]


def map_layout(extents: list[tuple[int, int]], widths: list[int], width: int, height: int,
               caption_h: int = 22) -> Layout:
    """The boxes for regions whose rooms span ``extents`` (columns, rows) under captions
    ``widths`` pixels wide: of the arrangements tried, the one that lets the rooms be drawn
    biggest; each box then gets its share of the space left over."""
    count = len(extents)
    gap = max(3, min(width, height) // 90)
    pad = max(3, min(width, height) // 120)
    if count == 0:
        return Layout([], MAX_CELL, pad, caption_h)

    def box_need(i: int, cell: int) -> tuple[int, int]:
        cols, rows = extents[i]
        return (max(cols * cell, widths[i] + 4) + 2 * pad, max(rows, 1) * cell + 2 * pad + caption_h)

    def sizes(kind: str, groups: list[list[int]], cell: int):
        """(the groups' extents along the stacking, each group's members' extents across)."""
        needs = [[box_need(i, cell) for i in g] for g in groups]
        if kind == "rows":   # a group is a row: its members side by side
            return [max(n[1] for n in g) for g in needs], [[n[0] for n in g] for g in needs]
        return [max(n[0] for n in g) for g in needs], [[n[1] for n in g] for g in needs]

    def fits(kind: str, groups: list[list[int]], cell: int) -> bool:
        stack, across = sizes(kind, groups, cell)
        long, short = (height, width) if kind == "rows" else (width, height)
        return sum(stack) + gap * (len(groups) + 1) <= long and \
            all(sum(a) + gap * (len(a) + 1) <= short for a in across)

    best = None
    for kind, groups in _arrangements(count):
        low, high = 4, MAX_CELL  # the biggest room size that fits (fits() only fails as it grows)
        while low < high:
            mid = (low + high + 1) // 2
            low, high = (mid, high) if fits(kind, groups, mid) else (low, mid - 1)
        if best is None or low > best[0]:
            best = (low, kind, groups)
    cell, kind, groups = best
    stack, across = sizes(kind, groups, cell)
    long, short = (height, width) if kind == "rows" else (width, height)
    boxes: list[pygame.Rect | None] = [None] * count
    at = gap
    for group, size, members in zip(groups, _share(stack, long - gap * (len(groups) + 1)), across):
        along = gap
        for i, extent in zip(group, _share(members, short - gap * (len(group) + 1))):
            boxes[i] = pygame.Rect(along, at, extent, size) if kind == "rows" else pygame.Rect(at, along, size, extent)
            along += extent + gap
        at += size + gap
    return Layout(boxes, cell, pad, caption_h)


def _share(needs: list[int], room: int) -> list[int]:
    """``room`` split in proportion to ``needs`` (so each gets its need and a share of what
    is left over)."""
    total = sum(needs) or 1
    return [max(1, int(n * room / total)) for n in needs]


def _spots(cells: dict) -> dict[tuple[int, int], tuple[str, int]]:
    return {tuple(int(v) for v in key.split(",")): (value[0], value[1]) for key, value in cells.items()}


def _extent(spots: dict) -> tuple[int, int]:
    if not spots:
        return (0, 0)
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _region(surf, box: pygame.Rect, plan: Layout, region, caption, spots: dict, marks: dict, pack,
            art: TileArt) -> None:
    _, _light, dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
    radius = max(2, min(box.w, box.h) // 60)
    pygame.draw.rect(surf, S.mix(S.TABLE_TOP, dark, 0.25), box, border_radius=radius)
    pygame.draw.rect(surf, P.PANEL_BORDER, box, 1, border_radius=radius)
    old_clip = surf.get_clip()
    surf.set_clip(box)
    surf.blit(caption, (box.left + plan.pad + 2, box.top + plan.pad))
    area = pygame.Rect(box.left + plan.pad, box.top + plan.pad + plan.caption_h, box.w - 2 * plan.pad,
                       box.h - 2 * plan.pad - plan.caption_h)
    if spots:
        cell = plan.cell
        cols, rows = _extent(spots)
        x0, y0 = min(x for x, _ in spots), min(y for _, y in spots)
        left, top = area.centerx - cell * cols // 2, area.centery - cell * rows // 2
        placed = {}
        for (x, y), (tile, rot) in spots.items():
            rect = pygame.Rect(left + (x - x0) * cell, top + (y - y0) * cell, cell, cell)
            surf.blit(art.surface(tile, rot, region, cell), rect)
            placed[tile] = rect
        _stickers(surf, pack, placed, marks)
    surf.set_clip(old_clip)


def _stickers(surf, pack, placed: dict, marks: dict) -> None:
    """The campaign's stickers (passages, ghosts, crests), where the board draws them."""
    from scenes.board.art.family_art import crest
    from scenes.board.house.tile_features import draw_stickers

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
    """The rooms as the chapter's game left them, with the stickers the house has once the
    chapter is over (its ending may stick more: p.21, the journal entry)."""
    from game.campaign.chronicle import final_state

    state = final_state(camp, ch["n"])
    if state is None:
        return None
    marks = _marks_after(camp, ch["n"])
    drawn = {"map": state["map"],
             "house": {"tile_marks": marks if marks is not None else (state.get("house") or {}).get("tile_marks")}}
    return draw_house_map(camp.pack, drawn, fonts, *size)


def _marks_after(camp, n: int) -> dict | None:
    """The house's tile marks just after chapter ``n`` finished (the campaign's fold of its
    log up to that ``chapter_finished``)."""
    from game.campaign.fold import FoldError, fold

    upto = next((i for i, e in enumerate(camp.events) if e.get("t") == "chapter_finished" and e.get("n") == n), None)
    if upto is None:
        return None
    try:
        return fold(camp.events[:upto + 1])["house"].get("tile_marks") or {}
    except FoldError:
        return None


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
    try:
        write_atomic(path, data)  # whole or not at all: a reader never sees half a file
    except OSError:
        pass  # (a cache that cannot be kept is drawn again next time)


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
