"""Moving: walking through connected doorways and stairs, barriers, entering rooms.

Classic "Moving": up to Speed spaces a turn; drawing a card stops movement. Stairs:
the Grand Staircase leads to the Upper Landing; the basement stairs lead to and from
the Foyer once discovered (printed ``links``). The front door stays locked (it is not
a doorway). "Moving Past Opponents": however many penalties, you can always move at
least one space.
"""

from __future__ import annotations

from .. import board
from ..commands import Command, made
from ..effects import answers, ask, op, push_ops, push_ref
from ..engine import rule
from ..haunt import companions as _companions
from ..haunt import sides as _sides
from ..state import has_traitor_powers, player
from . import traits as _traits
from .cards import push_token_hook
from .common import acting, acting_check, used


def exits(pack, state, seat: int) -> list[tuple[str, str | None]]:
    """(tile, door) pairs one move away: connected doorways on your side of any
    barrier, then links (door None)."""
    return list(board.ask(pack, state, _exits, seat))


def _doorways(pack, state, seat: int) -> tuple:
    """(side, what lies beyond) for each doorway of the seat's room on its side of any
    barrier (``board.through``'s answers): what moving and exploring both start from."""
    p = state["players"][seat]
    return board.kept(pack, state, _doorways_from, p["tile"], p["side"])


def _doorways_from(pack, state, here: str, half) -> tuple:
    """``_doorways`` of a room, from its side ``half`` of any barrier (reads only
    ``board.GEOMETRY``)."""
    groups = board.barrier_groups(pack, state, here) if pack.tiles[here].barrier else None
    mine = None if groups is None else groups[half or 0]
    out = []  # (loops rather than generators on the hot paths: a generator is dearer)
    for side in pack.tiles[here].turned_doors[state["placed"][here][3] % 4]:  # (board.doors_of)
        if mine is None or side in mine:
            out.append((side, board.through(pack, state, here, side)))
    return tuple(out)


def _exits(pack, state, seat: int) -> list[tuple[str, str | None]]:
    p = state["players"][seat]
    out = board.kept(pack, state, _exits_from, p["tile"], p["side"])
    shut = board.closed(state)  # a haunt's closed rooms: nobody walks in (game.haunt.house)
    return [(t, side) for t, side in out if t not in shut] if shut else list(out)


def _exits_from(pack, state, here: str, half) -> tuple:
    """The exits from a room's side ``half``, closed rooms not yet left out (reads only
    ``board.GEOMETRY``)."""
    out, targets = [], []
    for side, (kind, target) in board.kept(pack, state, _doorways_from, here, half):
        if kind == "tile":
            out.append((target, side))
            targets.append(target)
    for other in board.link_neighbours(pack, state, here):
        if other not in targets:
            out.append((other, None))
            targets.append(other)
    return tuple(out)


def open_doors(pack, state, seat: int) -> list[str]:
    """World sides of your room's doorways that lead nowhere yet."""
    return list(board.ask(pack, state, _open_doors, seat))


def _open_doors(pack, state, seat: int) -> tuple:
    p = state["players"][seat]
    return board.kept(pack, state, _open_doors_from, p["tile"], p["side"])


def _open_doors_from(pack, state, here: str, half) -> tuple:
    """``_open_doors`` of a room's side ``half`` (reads only ``board.GEOMETRY``)."""
    out = []
    bumps = board._features(pack)[1]  # (cell_forbidden's own first test: no bump side in the pack)
    for side, (kind, cell) in board.kept(pack, state, _doorways_from, here, half):
        if kind == "open" and not (bumps and board.cell_forbidden(pack, state, *cell)):
            out.append(side)
    return tuple(out)


def leave_cost(pack, state, seat: int) -> int:
    return board.ask(pack, state, _leave_cost, seat)


def _leave_cost(pack, state, seat: int) -> int:
    tile = state["players"][seat]["tile"]
    cost = 1
    # legacy p.19: a traitor ignores obstacle tokens (heroes still slow them)
    tokens = state["tokens"].get(tile)
    if tokens and not (state["ruleset"] == "legacy" and has_traitor_powers(state, seat)):
        for token in tokens:
            cost += int(pack.tokens[token].data.get("extra_move_cost", 0))
    # classic "Moving Past Opponents": +1 for each (awake) opponent in the room, after the haunt
    return cost + _sides.opponents_on(state, seat, tile) if state.get("phase") == "haunt" else cost


def can_afford(state, cost: int) -> str | None:
    turn = state["turn"]
    if turn["moves"] >= cost:
        return None
    if turn["moves"] >= 1 and turn["moved"] == 0:
        return None  # you can always move at least one space
    if turn["drew"] and turn["moves"] == 0:
        return "drawing a card ended your movement this turn"
    if turn["moves"] > 0:   # some are left, just not enough (opponents, obstacles): say so
        return (f"not enough moves left this turn: leaving this room takes {cost} "
                f"and you have {turn['moves']}")
    return "you have no moves left this turn"


def walking(pack, state, seat: int) -> str | None:
    """The gate of moving and exploring: your turn, and a move left to leave your room."""
    reason = acting_check(state, seat)
    if reason:
        return reason
    turn = state["turn"]
    if turn["moves"] >= 1 and turn["moved"] == 0:
        return None  # (what can_afford says at any cost: the room's cost is not worked out)
    return can_afford(state, leave_cost(pack, state, seat))


def _exit_tiles(pack, state, seat: int) -> frozenset:
    return frozenset(t for t, _ in board.ask(pack, state, _exits, seat))


def _check_move(pack, ruleset, state, command):
    if command["to"] not in board.ask(pack, state, _exit_tiles, command.seat):
        name = pack.tiles[command["to"]].name if command["to"] in pack.tiles else command["to"]
        return f"{name} is not connected to your room by an open way"
    return None


def _run_move(ctx, command):
    seat, to = command.seat, command.args["to"]
    door = dict(exits(ctx.pack, ctx.state, seat))[to]
    cost = min(leave_cost(ctx.pack, ctx.state, seat), ctx.state["turn"]["moves"])
    entry = board.OPPOSITE[door] if door else None
    push_ops(ctx, [{"_arrive": {"tile": to, "door": entry, "cost": cost, "how": "walk"}}], seat)
    _push_leave(ctx, seat)


def _push_leave(ctx, seat):
    tile = ctx.state["players"][seat]["tile"]
    if ctx.pack.tiles[tile].data.get("on_leave"):
        push_ref(ctx, ["tile", tile, "on_leave"], seat, why=f"leaving {ctx.pack.tiles[tile].name}")


def _move_candidates(pack, ruleset, state, seat):
    p = state["players"][seat]  # (``exits`` written out: its kept answer, less the closed rooms)
    shut = board.closed(state)
    out = []
    for t, _ in board.kept(pack, state, _exits_from, p["tile"], p["side"]):
        if t not in shut:
            out.append(made(Command, ("move", seat, {"to": t})))
    return out


rule("move", candidates=_move_candidates, gate=walking, exact=True)((_check_move, _run_move))  # (the exits themselves)


@op("_arrive")
def _arrive(ctx, frame, a, path):
    enter(ctx, frame["actor"], a["tile"], a["door"], a["cost"], a["how"])


def enter(ctx, seat: int, tile: str, door: str | None, cost: int = 0, how: str = "walk") -> None:
    """Put an explorer in a room and queue the room's "when you enter" texts."""
    side = board.side_group_for(ctx.pack, ctx.state, tile, door)
    ctx.emit("moved", seat=seat, to=tile, cost=cost, side=side, how=how)
    queue_enter_effects(ctx, seat, tile)
    _companions.claim_companions(ctx, seat, tile)  # a dead explorer's companion joins whoever comes in


def queue_enter_effects(ctx, seat: int, tile: str, discovered: bool = False) -> None:
    data = ctx.pack.tiles[tile].data
    for token in ctx.state["tokens"].get(tile, []):
        if ctx.pack.tokens[token].data.get("on_enter"):
            push_token_hook(ctx, seat, tile, token, "on_enter", ctx.pack.tokens[token].name)
    if data.get("on_enter"):
        push_ref(ctx, ["tile", tile, "on_enter"], seat, why=ctx.pack.tiles[tile].name)
    if discovered and data.get("on_discover"):
        push_ref(ctx, ["tile", tile, "on_discover"], seat, why=ctx.pack.tiles[tile].name)


# -- exploring through an open doorway ---------------------------------------------

def _check_explore(pack, ruleset, state, command):
    door = command["door"]
    if door not in open_doors(pack, state, command.seat):
        return f"there is no open doorway to the {door} of your room"
    return _rooms_left(pack, state, command.seat)


def _rooms_left(pack, state, seat: int) -> str | None:
    region = state["placed"][player(state, seat)["tile"]][0]
    if not region_has_tiles(pack, state, region):
        return f"no rooms are left for the {region} floor"
    return None


def _run_explore(ctx, command):
    seat = command.seat
    cost = min(leave_cost(ctx.pack, ctx.state, seat), ctx.state["turn"]["moves"])
    push_ops(ctx, [{"_explore": {"door": command["door"], "cost": cost}}], seat)
    _push_leave(ctx, seat)


def _explore_candidates(pack, ruleset, state, seat):
    p = state["players"][seat]
    out = []
    for d in board.kept(pack, state, _explorable_from, p["tile"], p["side"]):
        out.append(made(Command, ("explore", seat, {"door": d})))
    return out


def _explorable_from(pack, state, here: str, half) -> tuple:
    """The open doorways of a room's side ``half`` one may explore through: none if no
    rooms are left for its floor (reads only ``board.GEOMETRY``: the room stack is in it)."""
    doors = board.kept(pack, state, _open_doors_from, here, half)
    if not doors or not region_has_tiles(pack, state, state["placed"][here][0]):
        return ()
    return doors


rule("explore", candidates=_explore_candidates, gate=walking, exact=True)((_check_explore, _run_explore))


# -- barriers ------------------------------------------------------------------------

def _check_cross(pack, ruleset, state, command):
    tile = player(state, command.seat)["tile"]
    if not pack.tiles[tile].barrier:
        return "there is no barrier in this room"
    if used(state, "barrier"):
        return "you already tried to cross a barrier this turn"
    return None


def _run_cross(ctx, command):
    seat = command.seat
    p = player(ctx.state, seat)
    barrier = ctx.pack.tiles[p["tile"]].barrier
    ctx.emit("used", seat=seat, key="barrier")
    if has_traitor_powers(ctx.state, seat) and ctx.rules.name == "classic":
        # classic "The Traitor's New Powers": walk across the Chasm and the like
        ctx.emit("barrier_crossed", seat=seat, tile=p["tile"], side=1 - (p["side"] or 0), result=None)
        return
    result = _traits.trait_roll(ctx, seat, barrier["trait"], why=f"crossing {ctx.pack.tiles[p['tile']].name}")
    if result >= barrier["target"]:
        ctx.emit("barrier_crossed", seat=seat, tile=p["tile"], side=1 - (p["side"] or 0), result=result)
    else:
        ctx.emit("narrated", seat=seat, text=f"Needed {barrier['target']}+ to cross; the way stays shut this turn.")


def _cross_candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_cross`` lets through: a room with a barrier, not tried this turn."""
    if not pack.tiles[state["players"][seat]["tile"]].barrier or "barrier" in state["turn"]["used"]:
        return []
    return [made(Command, ("cross_barrier", seat, {}))]


rule("cross_barrier", candidates=_cross_candidates, gate=acting, exact=True)(
    (_check_cross, _run_cross))


# -- movement ops from content ------------------------------------------------------------

@op("move_to")
def _move_to(ctx, frame, a, path):
    if a["tile"] in ctx.state["placed"]:
        enter(ctx, frame["actor"], a["tile"], None, 0, "teleport")


@op("slide_to")
def _slide_to(ctx, frame, a, path):
    # classic "The Coal Chute": the slide costs no extra move and no turn ends on the chute
    if a["tile"] in ctx.state["placed"]:
        enter(ctx, frame["actor"], a["tile"], None, 0, "slide")


@op("move_choice")
def _move_choice(ctx, frame, a, path):
    here = player(ctx.state, frame["actor"])["tile"]
    options = sorted(t for t, pos in ctx.state["placed"].items()
                     if t != here and ("region" not in a or pos[0] == a["region"]))
    if options:
        ask(ctx, "move_choice", frame["actor"], "Choose a room to go to.", options)


@answers("move_choice")
def _answer_move_choice(ctx, pending, choice):
    enter(ctx, pending["seat"], choice, None, 0, "teleport")


def region_has_tiles(pack, state, region: str) -> bool:
    tiles = pack.tiles
    for t in state["stack"]:
        if region in tiles[t].floors:
            return True
    for t in state["tile_discard"]:
        if region in tiles[t].floors:
            return True
    return False
