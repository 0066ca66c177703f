"""The house as geometry: tiles on a grid per region, doorways, adjacency, placement.

Coordinates: x grows east, y grows south. A tile's doorways are listed as printed on
the unrotated tile; ``rot`` counts quarter turns clockwise.
"""

from __future__ import annotations

from .campaign.marks import marked_passages
from .hashing import EVERYTHING

SIDES = ("N", "E", "S", "W")
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def key(x: int, y: int) -> str:
    return f"{x},{y}"


# -- answers remembered while one state is only read ---------------------------------------
# ``engine.legal_commands`` asks the same questions of one unchanging state many times
# (each move's check walks the exits its candidates came from). While it reads a state it
# sets _READING to [pack, state, {}]: the answers of questions put through ``ask`` about that
# state are kept there; it puts back what was there before when it is done, and a question
# about any other state is never answered from them.
#
# Questions asked through ``kept`` read nothing of the state but the house's geometry, the
# ``GEOMETRY`` entries (and their arguments): a ``Game`` lends ``legal_commands`` a memo
# for those (the fourth slot) that it keeps from one listing to the next and empties when
# a command's events reached one of those entries (or the state was handed out or replaced).
# The Game lends that memo again while it carries out a command (``_LENT``), until an
# event reaches one of the ``GEOMETRY`` entries (``Ctx.emit`` takes it back then).
_READING: list = [None, None, None, None]  # [pack, state, {question: answer}, {kept question: answer} or None]
_LENT: list = [None, None, None]  # [pack, state, {kept question: answer}] while a command is carried out
# what ``kept`` questions read: the house's geometry, and the room stack (are rooms left?)
# what ``kept`` questions read: the house's geometry, and the room stack (are rooms left?)
GEOMETRY = frozenset(("placed", "map", "tokens", "links", "house", "stack", "tile_discard"))
CHANGES_GEOMETRY = GEOMETRY | {EVERYTHING}  # reached by events: what was kept is stale


def ask(pack, state, work, *args):
    """``work(pack, state, *args)``, or while ``_READING`` holds this state the answer kept
    for that question (worked out once, then the kept answer)."""
    if _READING[1] is not state or _READING[0] is not pack:
        return work(pack, state, *args)
    memo = _READING[2]
    question = (work, *args)
    found = memo.get(question)
    if found is None:
        found = memo[question] = work(pack, state, *args)
    return found


def kept(pack, state, work, *args):
    """``ask`` for a question whose answer depends on ``args`` and the ``GEOMETRY``
    entries alone (``work`` reads no other part of the state): answered from the memo
    the Game keeps between listings, if it lent one. Answers are shared: never change one."""
    if _READING[1] is state and _READING[0] is pack:
        memo = _READING[3]
        if memo is None:
            memo = _READING[2]
    elif _LENT[1] is state and _LENT[0] is pack:
        memo = _LENT[2]
    else:
        return work(pack, state, *args)
    question = (work, *args)
    found = memo.get(question)
    if found is None:
        found = memo[question] = work(pack, state, *args)
    return found


def turned(side: str, rot: int) -> str:
    return SIDES[(SIDES.index(side) + rot) % 4]


def world_doors(tile, rot: int) -> tuple[str, ...]:
    """The tile's doorway sides on the board once turned ``rot`` quarter turns."""
    return tile.turned_doors[rot % 4]


def step(x: int, y: int, side: str) -> tuple[int, int]:
    dx, dy = DELTA[side]
    return x + dx, y + dy


def at(state, region: str, x: int, y: int):
    """The [tile, rot] placed at a cell, or None."""
    cells = state["map"].get(region)
    return None if cells is None else cells.get(f"{x},{y}")


def position(state, tile_id: str):
    """[region, x, y, rot] of a placed tile, or None."""
    return state["placed"].get(tile_id)


def doors_of(pack, state, tile_id: str) -> list[str]:
    region, x, y, rot = state["placed"][tile_id]
    return pack.tiles[tile_id].turned_doors[rot % 4]


def through(pack, state, tile_id: str, side: str):
    """What lies beyond a doorway: ('tile', id) if connected, ('open', (region, x, y))
    if nothing is placed there yet, or ('wall', None) if a placed tile has no doorway
    facing back (a false feature: you cannot pass)."""
    region, x, y, rot = state["placed"][tile_id]
    dx, dy = DELTA[side]
    nx, ny = x + dx, y + dy
    cells = state["map"].get(region)
    other = None if cells is None else cells.get(f"{nx},{ny}")
    if other is None:
        return "open", (region, nx, ny)
    other_id, other_rot = other
    if OPPOSITE[side] in pack.tiles[other_id].turned_doors[other_rot % 4]:
        return "tile", other_id
    return "wall", None


def barrier_groups(pack, state, tile_id: str):
    """The two groups of world doorway sides split by a barrier, or None."""
    barrier = pack.tiles[tile_id].barrier
    if not barrier:
        return None
    rot = state["placed"][tile_id][3]
    return [[turned(s, rot) for s in group] for group in barrier["sides"]]


def side_group_for(pack, state, tile_id: str, door: str | None) -> int | None:
    if not pack.tiles[tile_id].barrier:
        return None  # (barrier_groups' own first test: most rooms have no barrier)
    groups = barrier_groups(pack, state, tile_id)
    if groups is None:
        return None
    for i, group in enumerate(groups):
        if door in group:
            return i
    return 0


_PRINTED_LINKS: dict = {}


def printed_links(pack) -> dict:
    """tile -> tiles its printed ``links`` join it to, both ways (made once per pack)."""
    links = _PRINTED_LINKS.get(id(pack))
    if links is None:
        links = {t: [] for t in pack.tiles}
        for tile in pack.tiles.values():
            for other in tile.links:
                for a, b in ((tile.id, other), (other, tile.id)):
                    if b not in links[a]:
                        links[a].append(b)
        _PRINTED_LINKS[id(pack)] = links
    return links


_FEATURES: dict = {}
_LAST_FEATURES: list = [None]  # the last pack's (nearly always the one asked about again)


def _features(pack) -> tuple:
    """(any tile has a bump side, tiles with a printed secret passage), made once per pack."""
    found = _LAST_FEATURES[0]
    if found is not None and found[0] is pack:
        return found
    found = _FEATURES.get(id(pack))
    if found is None or found[0] is not pack:
        tiles = pack.tiles.values()
        found = _FEATURES[id(pack)] = (pack, any(t.bump for t in tiles),
                                       frozenset(t.id for t in tiles if t.has("secret_passage")))
    _LAST_FEATURES[0] = found
    return found


def cell_forbidden(pack, state, region: str, x: int, y: int) -> bool:
    """A cell against a bump side (legacy p.10: nothing may be placed there)."""
    if not _features(pack)[1]:
        return False  # no tile of this pack has a bump side
    cells = state["map"].get(region)
    if cells is None:
        return False
    for side in SIDES:
        dx, dy = DELTA[side]  # (step and at, written out)
        other = cells.get(f"{x + dx},{y + dy}")
        if other is not None and pack.tiles[other[0]].bump:
            if OPPOSITE[side] in [turned(s, other[1]) for s in pack.tiles[other[0]].bump]:
                return True
    return False


def _has_passage(pack, state, tile_id: str) -> bool:
    if tile_id in _features(pack)[2] or ("house" in state and tile_id in marked_passages(state)):
        return True  # printed, or a campaign's sticker
    for t in state["tokens"].get(tile_id, ()):
        if pack.tokens[t].data.get("link"):
            return True
    return False


def link_neighbours(pack, state, tile_id: str) -> list[str]:
    """Tiles adjacent without a doorway: printed links (stairs), link tokens
    (secret passages: every tile holding one is adjacent to every other), and
    links the game created (``state['links']``)."""
    placed = state["placed"]
    out = []
    for t in printed_links(pack)[tile_id]:
        if t in placed:
            out.append(t)
    # secret passages, printed (legacy) or made by a card's link token, are one network
    if _has_passage(pack, state, tile_id):
        for other in placed:
            if other != tile_id and other not in out and _has_passage(pack, state, other):
                out.append(other)
    for a, b in state.get("links", ()):
        if a == tile_id and b not in out:
            out.append(b)
        elif b == tile_id and a not in out:
            out.append(a)
    return out


def open_doorways(pack, state, region: str):
    """Every (tile_id, side, (x, y)) in a region whose doorway leads to an empty cell
    where a tile may go (not against a bump side: legacy p.10)."""
    out = []
    for k, (tile_id, rot) in sorted(state["map"].get(region, {}).items()):
        a, b = k.split(",")
        x, y = int(a), int(b)
        for side in pack.tiles[tile_id].turned_doors[rot % 4]:
            nx, ny = step(x, y, side)
            if at(state, region, nx, ny) is None and not cell_forbidden(pack, state, region, nx, ny):
                out.append((tile_id, side, (nx, ny)))
    return out


def placements(pack, state, tile_id: str, region: str, x: int, y: int, entry_side: str | None,
               seal_check: bool = False) -> list[int]:
    """Legal rotations for a tile put at (x, y).

    ``entry_side`` is the side of the new tile that must meet the doorway passed
    through (None when nothing must connect). Among rotations that connect it, only
    those matching the most doorways with their neighbours are offered — the book's
    "connect doorways whenever possible". Rotations that would leave the region with
    no open doorway are dropped when another rotation avoids it (legacy makes that a
    rule: never seal off a region).
    """
    tile = pack.tiles[tile_id]
    if cell_forbidden(pack, state, region, x, y):
        return []
    cells = state["map"].get(region)
    scored = []
    elsewhere = []  # [does another cell of the region stay open], worked out once if asked
    for rot in range(4):
        doors = tile.turned_doors[rot % 4]
        if entry_side is not None and entry_side not in doors:
            continue
        matched = 0
        for side in doors:
            dx, dy = DELTA[side]  # (step and at, written out)
            other = None if cells is None else cells.get(f"{x + dx},{y + dy}")
            if other is not None and OPPOSITE[side] in pack.tiles[other[0]].turned_doors[other[1] % 4]:
                matched += 1
        scored.append((rot, matched, _leaves_open(pack, state, tile, rot, region, x, y, elsewhere)))
    if not scored:
        return []
    open_ones = []
    for s in scored:
        if s[2]:
            open_ones.append(s)
    if seal_check and not open_ones:
        return []  # legacy p.10: this tile would seal off the region; bury it instead
    if open_ones and len(open_ones) < len(scored):
        scored = open_ones
    best = 0
    for _, m, _ in scored:
        if m > best:
            best = m
    # rotations that give the same doorway layout are one choice, not several
    seen, out = set(), []
    for r, m, _ in scored:
        if m == best:
            layout = tuple(sorted(tile.turned_doors[r % 4]))
            if layout not in seen:
                seen.add(layout)
                out.append(r)
    return out


def _leaves_open(pack, state, tile, rot, region, x, y, elsewhere: list) -> bool:
    """Would the region still have an open doorway after placing tile at (x, y)?
    ``elsewhere``: [] or [the answer for the region's other open doorways], which is the
    same for every rotation (filled in here the first time it is needed)."""
    cells = state["map"].get(region)
    for side in tile.turned_doors[rot % 4]:
        dx, dy = DELTA[side]  # (step and at, written out)
        nx, ny = x + dx, y + dy
        if (cells is None or f"{nx},{ny}" not in cells) and not cell_forbidden(pack, state, region, nx, ny):
            return True
    if not elsewhere:
        elsewhere.append(_open_elsewhere(pack, state, region, x, y))
    return elsewhere[0]


def _open_elsewhere(pack, state, region: str, x: int, y: int) -> bool:
    """Does ``open_doorways(pack, state, region)`` hold a cell other than (x, y)? (Its
    cells in any order, stopping at the first one found.)"""
    cells = state["map"].get(region, {})
    tiles = pack.tiles
    for k, (tile_id, rot) in cells.items():
        a, b = k.split(",")
        cx, cy = int(a), int(b)
        for side in tiles[tile_id].turned_doors[rot % 4]:
            dx, dy = DELTA[side]
            nx, ny = cx + dx, cy + dy
            if (nx, ny) != (x, y) and f"{nx},{ny}" not in cells and not cell_forbidden(pack, state, region, nx, ny):
                return True
    return False


def neighbours(pack, state, tile_id: str) -> list[str]:
    """Every tile one step away: connected doorways (ignoring barriers) and links."""
    out = kept(pack, state, _neighbours, tile_id)
    shut = closed(state)
    return [t for t in out if t not in shut] if shut else list(out)


def _neighbours(pack, state, tile_id: str) -> tuple:
    """(Before the haunt's closed rooms are left out: reads only ``GEOMETRY``.)"""
    out = []
    for side in doors_of(pack, state, tile_id):
        kind, target = through(pack, state, tile_id, side)
        if kind == "tile":
            out.append(target)
    for other in link_neighbours(pack, state, tile_id):
        if other not in out:
            out.append(other)
    return tuple(out)


def closed(state) -> tuple:
    """Rooms a haunt has closed (``close_room``, game.haunt.house): nobody walks into
    them, whoever is inside may walk out."""
    haunt = state.get("haunt")
    return tuple(haunt.get("closed") or ()) if haunt else ()


def line_of_sight(pack, state, tile_id: str) -> list[str]:
    """Tiles seen along straight lines of connected doorways (same region only)."""
    seen = []
    for side in doors_of(pack, state, tile_id):
        current = tile_id
        while True:
            kind, target = through(pack, state, current, side)
            if kind != "tile" or target in seen or target == tile_id or target in closed(state):
                break
            seen.append(target)
            if side not in doors_of(pack, state, target):
                break  # the line bends or ends here
            current = target
    return seen
