"""Finding the way round the known house: only tiles in view["placed"] and the
doorways, stairs and passages the view shows (the same geometry the board uses).

Distances are shortest paths in moves (Dijkstra): a step costs 1, plus the extra cost
of leaving a room with cobwebs, plus 1 for each opponent standing in the room being
left (classic "Moving Past Opponents"). Barrier rooms are passable but dearer.
"""

from __future__ import annotations

import heapq

from .. import board

BARRIER_COST = 2


def neighbours(pack, view, tile: str) -> list[str]:
    return board.neighbours(pack, view, tile)


def graph(pack, view, monster: bool = False) -> dict:
    """tile -> tiles one step away, for every placed tile. Explorers who step onto a
    chute arrive where it slides them (a one-way step); monsters just walk."""
    key = (id(view), len(view["placed"]), monster)
    if _CACHE.get("key") == key and _CACHE.get("view") is view:
        return _CACHE["graph"]
    out = {t: neighbours(pack, view, t) for t in view["placed"]}
    if not monster:
        for tile in out:
            target = slide_target(pack, tile)
            if target and target in view["placed"]:
                out[tile] = [target]
    _CACHE.update(key=key, view=view, graph=out)
    return out


_CACHE: dict = {}  # the last view's graph (a bot asks many questions of one view)


def slide_target(pack, tile: str):
    for entry in pack.tiles[tile].data.get("on_enter") or ():
        if "slide_to" in entry:
            return entry["slide_to"]["tile"]
    return None


def leave_cost(pack, view, tile: str, blockers: dict | None = None) -> int:
    if slide_target(pack, tile):
        return 0  # entering and sliding count as one move
    cost = 1
    for token in view["tokens"].get(tile, []):
        cost += int(pack.tokens[token].data.get("extra_move_cost", 0)) if token in pack.tokens else 0
    if blockers:
        cost += blockers.get(tile, 0)
    if pack.tiles[tile].barrier:
        cost += BARRIER_COST - 1
    return cost


def distances(pack, view, targets, blockers: dict | None = None, monster: bool = False) -> dict:
    """Moves from every tile to the nearest target (walking backwards from the targets)."""
    forward = graph(pack, view, monster)
    back: dict = {t: [] for t in forward}
    for tile, nexts in forward.items():
        for other in nexts:
            back.setdefault(other, []).append(tile)
    dist = {}
    heap = [(0, t) for t in sorted(set(targets)) if t in forward]
    for _, t in heap:
        dist[t] = 0
    heapq.heapify(heap)
    while heap:
        d, tile = heapq.heappop(heap)
        if d > dist.get(tile, 1 << 30):
            continue
        for other in back.get(tile, ()):
            # stepping other -> tile costs leaving ``other``
            step = 1 if monster else leave_cost(pack, view, other, blockers)
            nd = d + step
            if nd < dist.get(other, 1 << 30):
                dist[other] = nd
                heapq.heappush(heap, (nd, other))
    return dist


def reach(pack, view, start: str, monster: bool = False, blockers: dict | None = None) -> dict:
    """Moves from ``start`` to every tile (walking forwards)."""
    forward = graph(pack, view, monster)
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, tile = heapq.heappop(heap)
        if d > dist.get(tile, 1 << 30) or tile not in forward:
            continue
        step = 1 if monster else leave_cost(pack, view, tile, blockers)
        for other in forward[tile]:
            if d + step < dist.get(other, 1 << 30):
                dist[other] = d + step
                heapq.heappush(heap, (d + step, other))
    return dist


def distance(pack, view, start: str, goal: str, monster: bool = False) -> int:
    return distances(pack, view, [goal], monster=monster).get(start, 99)


def blockers_for(view, seat: int, opponents: list[int], monsters: list[dict]) -> dict:
    """tile -> how many awake opponents stand there (each costs a move to leave)."""
    out: dict = {}
    for s in opponents:
        tile = view["players"][s]["tile"]
        out[tile] = out.get(tile, 0) + 1
    for m in monsters:
        if not m["stunned"]:
            out[m["tile"]] = out.get(m["tile"], 0) + 1
    return out


def regions_with_rooms(pack, view) -> set:
    """Floors some undiscovered room could still go on (the pack lists every room; the
    view shows which are placed)."""
    out = set()
    for tile in pack.tiles.values():
        if not tile.start and tile.id not in view["placed"]:
            out.update(tile.floors)
    return out


def open_door_tiles(pack, view) -> list[str]:
    """Placed tiles with a doorway that leads to an empty spot (somewhere to explore)."""
    out = []
    regions = regions_with_rooms(pack, view)
    for tile in view["placed"]:
        if view["placed"][tile][0] not in regions:
            continue
        for side in board.doors_of(pack, view, tile):
            if board.through(pack, view, tile, side)[0] == "open":
                out.append(tile)
                break
    return out


def open_doors_of(pack, view, tile: str) -> int:
    return sum(1 for side in board.doors_of(pack, view, tile)
               if board.through(pack, view, tile, side)[0] == "open")


def seen_from(pack, view, tile: str) -> list[str]:
    """Tiles along straight lines of doorways (for distance attacks)."""
    return board.line_of_sight(pack, view, tile)


def best_step(moves: list, dist: dict, here: str):
    """The legal move command that gets closest to the target, or None if none helps."""
    best, best_d = None, dist.get(here, 1 << 30)
    for command in moves:
        d = dist.get(command["to"], 1 << 30)
        if d < best_d:
            best, best_d = command, d
    return best


def region_of(view, tile: str) -> str:
    return view["placed"][tile][0]
