"""Finding the way round the known house: only tiles in view["placed"] and the
doorways, stairs and passages the view shows (the same geometry the board uses).

Distances are shortest paths in moves (``game.reach.shortest``, the one Dijkstra the
walks people take use too): a step costs 1, plus the extra cost
of leaving a room with cobwebs, plus 1 for each opponent standing in the room being
left (classic "Moving Past Opponents"). Barrier rooms are passable but dearer.
"""

from __future__ import annotations

from .. import board
from ..reach import shortest

BARRIER_COST = 2


def neighbours(pack, view, tile: str) -> list[str]:
    return board.neighbours(pack, view, tile)


def graph(pack, view, monster: bool = False) -> dict:
    """tile -> tiles one step away, for every placed tile. Explorers who step onto a
    chute arrive where it slides them (a one-way step); monsters just walk."""
    memo = _memo(view)
    key = ("graph", monster)
    if key not in memo:
        layout = repr((id(pack), monster, sorted(view["placed"].items()), view.get("links"),
                       sorted(view["tokens"].items()), board.closed(view)))
        if layout not in _GRAPHS:
            out = {t: neighbours(pack, view, t) for t in view["placed"]}
            if not monster:
                for tile in out:
                    target = slide_target(pack, tile)
                    if target and target in view["placed"]:
                        out[tile] = [target]
            if len(_GRAPHS) > 256:
                _GRAPHS.clear()
            _GRAPHS[layout] = out
        memo[key] = _GRAPHS[layout]
    return memo[key]


_GRAPHS: dict = {}  # house layout -> graph (the house changes far less often than views)


_MEMO: dict = {"view": None, "data": {}}


def _memo(view) -> dict:
    """Answers about the last view asked about (a bot asks many questions of one view;
    the view is held, so its identity cannot be reused while it is remembered)."""
    if _MEMO["view"] is not view:
        _MEMO["view"], _MEMO["data"] = view, {}
    return _MEMO["data"]


def _key(blockers):
    return tuple(sorted(blockers.items())) if blockers else ()


def slide_target(pack, tile: str):
    for entry in pack.tiles[tile].data.get("on_enter") or ():
        if "slide_to" in entry:
            return entry["slide_to"]["tile"]
    return None


def base_costs(pack, view) -> dict:
    """tile -> moves it takes to leave it, before counting opponents."""
    memo = _memo(view)
    if "costs" not in memo:
        memo["costs"] = {t: leave_cost(pack, view, t) for t in view["placed"]}
    return memo["costs"]


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
    key = ("dist", tuple(sorted(set(targets))), _key(blockers), monster)
    return _walked(pack, view, key, _distances, targets, blockers, monster)


def _walked(pack, view, key, walk, start, blockers, monster) -> dict:
    """``walk(pack, view, start, blockers, monster, the moves graph, the rooms' costs)``,
    made once per view and ``key``."""
    memo = _memo(view)
    if key not in memo:
        memo[key] = walk(pack, view, start, blockers or {}, monster, graph(pack, view, monster),
                         base_costs(pack, view))
    return memo[key]


def _distances(pack, view, targets, blockers, monster, forward, costs) -> dict:
    back: dict = {t: [] for t in forward}
    for tile, nexts in forward.items():
        for other in nexts:
            back.setdefault(other, []).append(tile)

    def edges(tile, _spent):
        # stepping other -> tile costs leaving ``other``
        return [(other, 1 if monster else costs[other] + (blockers.get(other, 0) if costs[other] else 0))
                for other in back.get(tile, ())]

    starts = [t for t in sorted(set(targets)) if t in forward]
    return {t: d for t, (d, _before) in shortest(starts, edges).items()}


def reach(pack, view, start: str, monster: bool = False, blockers: dict | None = None) -> dict:
    """Moves from ``start`` to every tile (walking forwards)."""
    return _walked(pack, view, ("reach", start, _key(blockers), monster), _reach, start, blockers, monster)


def _reach(pack, view, start, blockers, monster, forward, costs) -> dict:
    def edges(tile, _spent):
        if tile not in forward:
            return ()
        step = 1 if monster else costs[tile] + (blockers.get(tile, 0) if costs[tile] else 0)
        return [(other, step) for other in forward[tile]]

    return {t: d for t, (d, _before) in shortest([start], edges).items()}


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
    house = view.get("house")  # (a campaign's house has only some of the pack's rooms)
    rooms = (pack.tiles[t] for t in house["tiles"]) if house is not None else pack.tiles.values()
    for tile in rooms:
        if not tile.start and tile.id not in view["placed"]:
            out.update(tile.floors)
    return out


def open_door_tiles(pack, view) -> list[str]:
    """Placed tiles with a doorway that leads to an empty spot (somewhere to explore).
    A chute is left out: no one can stop on it to explore from it, so walking there
    only slides the explorer away again (a bot aiming for it loops for ever)."""
    out = []
    regions = regions_with_rooms(pack, view)
    for tile in view["placed"]:
        if view["placed"][tile][0] not in regions or slide_target(pack, tile):
            continue
        if open_doors_of(pack, view, tile):
            out.append(tile)
    return out


def _explorable(pack, view, tile: str, side: str) -> bool:
    """A doorway that leads to an empty spot a room may be placed on (not against a
    bump side, legacy p.10: the rules refuse to explore there, so must the bots)."""
    kind, cell = board.through(pack, view, tile, side)
    return kind == "open" and not board.cell_forbidden(pack, view, *cell)


def open_doors_of(pack, view, tile: str) -> int:
    return sum(1 for side in board.doors_of(pack, view, tile) if _explorable(pack, view, tile, side))


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


def as_the_crow_flies(pack, view, targets) -> dict:
    """A rough guess of the distance from every tile to the nearest target, from where
    the rooms lie (squares apart on a floor; floors joined by the stairs the view shows),
    ignoring walls: how someone heads somewhere without planning the way."""
    memo = _memo(view)
    key = ("crow", tuple(sorted(set(targets))))
    if key in memo:
        return memo[key]
    placed = view["placed"]
    stairs = []
    for tile in placed:
        for other in board.link_neighbours(pack, view, tile):
            if placed[other][0] != placed[tile][0]:
                stairs.append((tile, other))

    def flat(a, b):
        return abs(placed[a][1] - placed[b][1]) + abs(placed[a][2] - placed[b][2])

    out = {}
    for tile in placed:
        best = 60
        for goal in targets:
            if goal not in placed:
                continue
            if placed[goal][0] == placed[tile][0]:
                best = min(best, flat(tile, goal))
            else:
                for a, b in stairs:
                    if placed[a][0] == placed[tile][0] and placed[b][0] == placed[goal][0]:
                        best = min(best, flat(tile, a) + 1 + flat(b, goal))
        out[tile] = best
    memo[key] = out
    return out
