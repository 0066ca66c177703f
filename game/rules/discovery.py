"""Discovering rooms: drawing from the tile stack, choosing a legal rotation, entering.

Classic "Discovering a New Room": take the top tile; if it cannot go on your floor,
set it aside face down (legacy: bury it at the bottom) and keep going. The new room
must meet the doorway you came through and connect as many doorways as it can; the
player picks among the rotations that do. The first discovery of a room with a card
symbol draws that card and ends movement. Special rooms (elevator, collapsed floor)
reuse the same placement question with other anchors.
"""

from __future__ import annotations

from .. import board
from ..effects import answers, ask, op, push_ops
from ..state import has_traitor_powers, player
from .cards import draw
from .movement import enter, queue_enter_effects, region_has_tiles

def draw_tile(ctx, region: str) -> str | None:
    """Draw the next tile that fits ``region``; None if the region has none left."""
    state = ctx.state
    tiles = ctx.pack.tiles
    for t in state["stack"]:
        if region in tiles[t].floors:
            break
    else:  # none in the stack
        if not region_has_tiles(ctx.pack, state, region):  # (nor in the discard)
            return None
        order, r = ctx.shuffled(state["stack"] + state["tile_discard"])
        ctx.emit("tiles_reshuffled", order=order, r=r)
    skipped = []
    for tile in state["stack"]:
        if region in ctx.pack.tiles[tile].floors:
            ctx.emit("tile_drawn", tile=tile, region=region, skipped=skipped,
                     bury=ctx.rules.mismatched_tile == "bury")
            return tile
        skipped.append(tile)
    return None  # unreachable: checked above


def _seal_off_sticker(ctx, seat: int) -> None:
    """The campaign's rules sticker in the seal-off space (p.10): a room buried because
    it would seal off its floor heals its finder's Speed (``seal_off_heals``)."""
    from ..campaign.marks import rule_on
    if rule_on(ctx.state, "seal_off_heals"):
        from .traits import heal
        heal(ctx, seat, "speed", why="a wall where a door should be")


@op("_explore")
def _explore(ctx, frame, a, path):
    seat = frame["actor"]
    here = player(ctx.state, seat)["tile"]
    region, x, y, _rot = ctx.state["placed"][here]
    nx, ny = board.step(x, y, a["door"])
    entry = board.OPPOSITE[a["door"]]
    tile, rots = None, []
    for _attempt in range(len(ctx.state["stack"]) + len(ctx.state["tile_discard"]) + 1):
        tile = draw_tile(ctx, region)
        if tile is None:
            break
        rots = board.placements(ctx.pack, ctx.state, tile, region, nx, ny, entry, ctx.rules.seal_check)
        if rots:
            break
        ctx.emit("tile_buried", tile=tile)  # legacy p.10: it would seal off the region
        _seal_off_sticker(ctx, seat)
        tile = None
    if tile is None and ctx.rules.seal_check and region_has_tiles(ctx.pack, ctx.state, region):
        # every remaining tile would seal the region: place one, then rearrange the
        # region until a doorway is open (legacy p.10; ``_discovered`` does it)
        tile = draw_tile(ctx, region)
        rots = board.placements(ctx.pack, ctx.state, tile, region, nx, ny, entry, False)
    if tile is None:
        # legacy p.10 (and classic, gracefully): no move is spent, the turn goes on
        ctx.emit("narrated", seat=seat, text=f"No rooms are left for the {region} floor.")
        return
    options = [{"region": region, "x": nx, "y": ny, "rot": r} for r in rots]
    push_ops(ctx, [{"_discovered": {"tile": tile, "door": entry, "cost": a["cost"], "how": "discover"}}], seat)
    ask_placement(ctx, seat, tile, options, "discover")


def ask_placement(ctx, seat: int, tile: str, options: list, mode: str) -> None:
    name = ctx.pack.tiles[tile].name
    ask(ctx, "place_tile", seat, f"Place {name}: choose how it turns.", options, tile=tile, mode=mode)


@answers("place_tile")
def _answer_place(ctx, pending, choice):
    event = "tile_moved" if pending["mode"] == "relocate" else "tile_placed"
    if event == "tile_moved" and ctx.state["placed"][pending["tile"]][:3] == [choice["region"], choice["x"], choice["y"]] \
            and ctx.state["placed"][pending["tile"]][3] == choice["rot"]:
        return  # the lift stays where it is
    ctx.emit(event, tile=pending["tile"], **choice)


@op("_discovered")
def _discovered(ctx, frame, a, path):
    seat, tile = frame["actor"], a["tile"]
    if ctx.rules.seal_check:
        unseal(ctx, seat, ctx.state["placed"][tile][0])
    side = board.side_group_for(ctx.pack, ctx.state, tile, a.get("door"))
    ctx.emit("moved", seat=seat, to=tile, cost=a["cost"], side=side, how=a["how"])
    queue_enter_effects(ctx, seat, tile, discovered=True)
    symbols = ctx.pack.tiles[tile].symbols
    if symbols:  # legacy p.10: several symbols resolve left to right
        push_ops(ctx, [{"_draw_symbol": {"symbol": s, "tile": tile}} for s in symbols], seat)


def unseal(ctx, seat: int, region: str) -> None:
    """Legacy p.10, Don't Seal Off a Region: "In the unlikely event that all the
    remaining tiles for a region would seal off the region, rearrange the region until
    there is at least one unconnected doorway." Nothing to do while a doorway is open,
    or when the region has no tiles left to place. The rearrangement turns one placed
    tile of the region in place: the newest first, a quarter turn at a time, the first
    turn that opens a doorway without cutting any room off from the rooms it reached
    (no explorer is stranded). When no single turn does it, the table is told so and the
    game goes on."""
    pack, state = ctx.pack, ctx.state
    if board.open_doorways(pack, state, region):
        return
    cells = state["map"].get(region, {})
    before = _pieces(pack, cells)
    newest_first = [t for t in reversed(state["placed"]) if state["placed"][t][0] == region]
    for tile in newest_first:
        _r, x, y, rot = state["placed"][tile]
        for quarter in (1, 2, 3):
            turned = {**cells, f"{x},{y}": [tile, (rot + quarter) % 4]}
            trial = {**state, "map": {**state["map"], region: turned}}
            if board.open_doorways(pack, trial, region) and _pieces(pack, turned) <= before:
                ctx.emit("tile_turned", tile=tile, rot=(rot + quarter) % 4, region=region)
                return
    ctx.emit("narrated", seat=seat,
             text="No way of turning a room opens the floor again; it stays closed.")


def _pieces(pack, cells: dict) -> int:
    """How many separate groups the region's rooms make, joined doorway to doorway."""
    seen, pieces = set(), 0
    for start in cells:
        if start in seen:
            continue
        pieces += 1
        todo = [start]
        seen.add(start)
        while todo:
            k = todo.pop()
            tile, rot = cells[k]
            x, y = (int(v) for v in k.split(","))
            for side in board.world_doors(pack.tiles[tile], rot):
                nx, ny = board.step(x, y, side)
                other = cells.get(f"{nx},{ny}")
                if other is not None and f"{nx},{ny}" not in seen and \
                        board.OPPOSITE[side] in board.world_doors(pack.tiles[other[0]], other[1]):
                    seen.add(f"{nx},{ny}")
                    todo.append(f"{nx},{ny}")
    return pieces


@op("_draw_symbol")
def _draw_symbol(ctx, frame, a, path):
    seat = frame["actor"]
    region = ctx.state["placed"][a["tile"]][0]
    if a["symbol"] == "event" and ctx.rules.traitor_event == "skip_draw" \
            and has_traitor_powers(ctx.state, seat):
        # legacy p.19: "When you discover an Event tile, you may choose not to draw an
        # Event card (and continue moving if you have moves left)"
        ask(ctx, "draw_event", seat, "Draw an Event card here?", [True, False], region=region)
        return
    # (an omen drawn here checks for the haunt in legacy: ``cards.draw``)
    draw(ctx, seat, a["symbol"], region=region, tile=a["tile"])


@answers("draw_event")
def _answer_draw_event(ctx, pending, choice):
    if choice:
        draw(ctx, pending["seat"], "event", region=pending["region"])
    else:
        ctx.emit("narrated", seat=pending["seat"], text="The traitor leaves the event undrawn.")


# -- the elevator: a room that moves between floors ----------------------------------

ELEVATOR_FLOORS = {0: "basement", 1: "basement", 2: "ground", 3: "upper"}


@op("elevator")
def _elevator(ctx, frame, a, path):
    seat = frame["actor"]
    tile = player(ctx.state, seat)["tile"]
    if "elevator" in ctx.state["turn"]["used"] or ctx.state["turn"]["seat"] != seat:
        return  # classic: the elevator works once a turn
    ctx.emit("used", seat=seat, key="elevator")
    _dice, total = ctx.roll(2, seat, f"{ctx.pack.tiles[tile].name} lurches")
    if total >= 4:
        floors = [r for r in ctx.rules.regions if r in ctx.pack.tiles[tile].floors]
    else:
        floors = [ELEVATOR_FLOORS[total]]
    options = []
    for region in floors:
        options.extend(relocations(ctx, tile, region))
    current = ctx.state["placed"][tile]
    stay = {"region": current[0], "x": current[1], "y": current[2], "rot": current[3]}
    if not options:
        ctx.emit("narrated", seat=seat, text="The lift shudders but finds no landing; it stays put.")
        return
    if current[0] in floors:
        options.insert(0, stay)  # same floor: you may also leave it where it is
    if len(options) == 1:
        _answer_place(ctx, {"tile": tile, "mode": "relocate"}, options[0])
        return
    ask_placement(ctx, seat, tile, options, "relocate")


def relocations(ctx, tile: str, region: str) -> list[dict]:
    """Every spot next to an open doorway of ``region`` where the tile can connect."""
    out, seen = [], set()
    lifted = _without(ctx.state, tile)
    for other, side, (x, y) in board.open_doorways(ctx.pack, ctx.state, region):
        if other == tile:
            continue
        for rot in board.placements(ctx.pack, lifted, tile, region, x, y, board.OPPOSITE[side]):
            spot = (x, y, rot)
            if spot not in seen:
                seen.add(spot)
                out.append({"region": region, "x": x, "y": y, "rot": rot})
    return out


def _without(state, tile):
    """A shallow view of the state as if ``tile`` were lifted off the board."""
    region, x, y, _ = state["placed"][tile]
    new_map = dict(state["map"])
    new_map[region] = {k: v for k, v in state["map"][region].items() if v[0] != tile}
    return {**state, "map": new_map}


# -- falling through the floor ----------------------------------------------------

@op("fall")
def _fall(ctx, frame, a, path):
    seat = frame["actor"]
    region = a.get("region", "basement")
    marked = [t for t, toks in ctx.state["tokens"].items() if "below_collapsed" in toks]
    if marked:
        enter(ctx, seat, marked[0], None, 0, "fall")
        return
    tile = draw_tile(ctx, region)
    if tile is None:
        landing = landing_of(ctx.pack, region)
        enter(ctx, seat, landing, None, 0, "fall")
        return
    options = []
    seen = set()
    for _other, side, (x, y) in board.open_doorways(ctx.pack, ctx.state, region):
        for rot in board.placements(ctx.pack, ctx.state, tile, region, x, y, board.OPPOSITE[side]):
            if (x, y, rot) not in seen:
                seen.add((x, y, rot))
                options.append({"region": region, "x": x, "y": y, "rot": rot})
    if not options:
        ctx.emit("tile_returned", tile=tile)
        enter(ctx, seat, landing_of(ctx.pack, region), None, 0, "fall")
        return
    push_ops(ctx, [{"_discovered": {"tile": tile, "door": None, "cost": 0, "how": "fall"}},
                   {"_mark_below": {"tile": tile}}], seat)
    ask_placement(ctx, seat, tile, options, "fall")


@op("_mark_below")
def _mark_below(ctx, frame, a, path):
    ctx.emit("token_placed", tile=a["tile"], token="below_collapsed")


def landing_of(pack, region: str) -> str:
    for tile in pack.tiles.values():
        if tile.start and tile.start["region"] == region and not tile.links:
            return tile.id
    return next(t.id for t in pack.tiles.values() if t.start and t.start["region"] == region)
