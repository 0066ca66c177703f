"""Where an explorer can walk this turn, and the way there: the one path finder.

``reachable(pack, ruleset, state, seat)`` walks the engine's own move rule (its
candidates, its check with the gate — your turn, a move left, "you can always move at
least one space" — and the move's cost) over what-if copies of the explorer, so a way
it offers is a list of ``move`` commands each of which the engine will take, as long
as nothing happens on the way. A walk is those commands submitted one at a time
(``walk``): each step is logged, undone and replayed as an ordinary move, and the walk
stops as soon as a step does anything but move the explorer (a roll, a card, a
question: ``step_stop``) or the next step is no longer legal.

The way never goes *through* a room whose text acts on whoever enters or leaves it
(the Coal Chute, the Junk Room, a token with an ``on_enter``) or where an opponent
stands (after the haunt): such a room can end a way, since the walk stops there. Beyond a barrier lies nothing until it is
crossed (a roll); a closed room or a wall lies on no way at all.

``shortest`` is the Dijkstra both this and the bots' planning (``game.bots.paths``) use.
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

from .i18n import _
from .board import OPPOSITE, neighbours, side_group_for
from .commands import Command, cmd
from .engine import GATES, RULES, check
from .haunt.sides import opponents_on
from .narration import mid
from .rules.movement import exits, leave_cost, open_doors
from .state import player

# what a step that only moves the explorer emits: anything else stops a walk
PLAIN_STEP = frozenset(("moved",))
UNBOUNDED = 99  # moves for "could it be reached at all, with moves enough"


class Path(NamedTuple):
    """The way to a room: the move commands in order, the moves they cost, the rooms
    passed (the last is the room itself) and ``stops``: why the walk may stop short
    (leaving your room sets its text going: the walk stops after the first step) or
    stop there (the room's text acts on whoever enters it), if it may."""
    steps: tuple[Command, ...]
    cost: int
    tiles: tuple[str, ...]
    stops: str | None = None
    early: bool = False   # ``stops`` is about leaving your room: the walk may end after a step
    all_left: bool = False  # leaving your room takes more than is left: the one step spends it all


def shortest(starts, edges) -> dict:
    """Dijkstra: ``edges(node, cost_so_far)`` -> [(next node, step cost)]. Returns node
    -> (least cost, the node before it on a cheapest way or None for a start). Ties go
    to the way found first, in the order ``edges`` lists them (deterministic)."""
    best = {}
    heap = []
    order = 0
    for node in starts:
        best[node] = (0, None)
        heap.append((0, order, node))
        order += 1
    heapq.heapify(heap)
    while heap:
        d, _, node = heapq.heappop(heap)
        if d > best[node][0]:
            continue
        for other, step in edges(node, d):
            nd = d + step
            if other not in best or nd < best[other][0]:
                best[other] = (nd, node)
                order += 1
                heapq.heappush(heap, (nd, order, other))
    return best


def _what_if(state, seat: int, tile: str, side, moves: int, moved: int) -> dict:
    """The state as it would be with the explorer at ``tile`` with ``moves`` left (only
    what a move changes is new; the rest is shared and only read)."""
    players = list(state["players"])
    players[seat] = {**players[seat], "tile": tile, "side": side}
    return {**state, "players": players, "turn": {**state["turn"], "moves": moves, "moved": moved}}


def acts_on_entering(pack, state, tile: str) -> str | None:
    """Why entering ``tile`` sets something going (its text, a token's), if it does."""
    if pack.tiles[tile].data.get("on_enter"):
        return f"entering {mid(pack.tiles[tile].name, article=True)} sets its text going"
    for token in state["tokens"].get(tile, []):
        if token in pack.tokens and pack.tokens[token].data.get("on_enter"):
            return f"{mid(pack.tokens[token].name, article=True)} there acts on whoever enters"
    return None


def acts_on_leaving(pack, tile: str) -> str | None:
    if pack.tiles[tile].data.get("on_leave"):
        return f"leaving {mid(pack.tiles[tile].name, article=True)} sets its text going"
    return None


def meets_opponents(state, seat: int, tile: str) -> str | None:
    """Why a walk stops in a room where opponents stand (after the haunt: explorers of
    the other side, awake monsters; while the traitor is hidden, anyone), if it does:
    leaving it costs more, and the walker may want to stop and fight."""
    if opponents_on(state, seat, tile):
        return "an opponent is there"
    return None


def _stops_in(pack, state, seat: int, tile: str) -> str | None:
    """Why a way may end in ``tile`` but never pass through it."""
    return acts_on_entering(pack, state, tile) or acts_on_leaving(pack, tile) or meets_opponents(state, seat, tile)


def _search(pack, ruleset, state, seat: int, moves: int, moved: int, stopping: bool) -> dict:
    """(tile, side) -> (cost, the node before, the move command that got there), over the
    moves the engine would take from each what-if position with the moves left then."""
    _check, _run, candidates = RULES["move"]
    me = player(state, seat)
    start = (me["tile"], me["side"])
    steps: dict = {}

    def edges(node, spent):
        tile, side = node
        if node != start and stopping and _stops_in(pack, state, seat, tile):
            return []   # the walk stops here: no way goes on through it
        left = moves - spent
        what_if = _what_if(state, seat, tile, side, left, moved + (node != start))
        cost = min(leave_cost(pack, what_if, seat), left)   # as the move itself pays
        doors = dict(exits(pack, what_if, seat))
        out = []
        for command in candidates(pack, ruleset, what_if, seat):
            if check(pack, ruleset, what_if, command) is not None:
                continue
            to = command["to"]
            door = doors.get(to)
            nxt = (to, side_group_for(pack, state, to, OPPOSITE[door] if door else None))
            steps.setdefault((node, nxt), command)
            out.append((nxt, cost))
        return out

    found = shortest([start], edges)
    return {node: (cost, prev, steps.get((prev, node))) for node, (cost, prev) in found.items()}


def _ways(pack, state, seat: int, found: dict, here: str) -> dict:
    """tile -> the cheapest Path to it (its first side reached, for a barrier room)."""
    out: dict = {}
    for node, (cost, _prev, _step) in sorted(found.items(), key=lambda kv: (kv[1][0], repr(kv[0]))):
        tile = node[0]
        if tile == here or tile in out:
            continue
        steps, tiles, at = [], [], node
        while found[at][1] is not None:
            steps.append(found[at][2])
            tiles.append(at[0])
            at = found[at][1]
        early = acts_on_leaving(pack, here) if len(steps) > 1 else None
        out[tile] = Path(tuple(reversed(steps)), cost, tuple(reversed(tiles)),
                         early or acts_on_entering(pack, state, tile) or meets_opponents(state, seat, tile),
                         bool(early))
    return out


def reachable(pack, ruleset, state, seat: int) -> dict[str, Path]:
    """Every room ``seat`` can walk to now, on any floor, with the way there: nothing
    when it is not their turn to move or no move is left (the move rule's gate)."""
    turn = state.get("turn")
    if not turn or turn["seat"] != seat:
        return {}
    found = _search(pack, ruleset, state, seat, turn["moves"], turn["moved"], stopping=True)
    ways = _ways(pack, state, seat, found, player(state, seat)["tile"])
    if ways and leave_cost(pack, state, seat) > turn["moves"]:  # ("you can always move at least one space")
        ways = {tile: way._replace(all_left=True) for tile, way in ways.items()}
    return ways


def why_not(pack, ruleset, state, seat: int, tile: str, ways: dict | None = None) -> str | None:
    """Why ``seat`` cannot walk to ``tile`` now, in words (None if they can)."""
    if ways is None:
        ways = reachable(pack, ruleset, state, seat)
    if tile in ways:
        return None
    name = mid(pack.tiles[tile].name, article=True) if tile in pack.tiles else tile
    here = player(state, seat)["tile"]
    if tile == here:
        return f"You are in {name}."
    turn = state.get("turn")
    if state.get("pending"):
        return "Answer the question first."
    if not turn or turn["seat"] != seat:
        return "It is not your turn to move."
    if not ways:
        reason = check(pack, ruleset, state, cmd("move", seat, to=tile))
        return _sentence(reason) if reason else f"No way leads from your room to {name}."
    wide = _search(pack, ruleset, state, seat, UNBOUNDED, 0, stopping=True)
    cost = min((c for (t, _s), (c, _p, _st) in wide.items() if t == tile), default=None)
    if cost is not None:
        left = turn["moves"]
        leave = leave_cost(pack, state, seat)
        if leave > 1:  # (a first step may spend all that is left: say why the rest costs more)
            return (f"Not enough moves left: {name} is {_moves(cost)} away (leaving "
                    f"{mid(pack.tiles[here].name, article=True)} takes {_moves(leave)}) and you have {_moves(left)}.")
        return f"Not enough moves left: {name} is {_moves(cost)} away and you have {_moves(left)}."
    anywhere = _search(pack, ruleset, state, seat, UNBOUNDED, 0, stopping=False)
    if any(t == tile for t, _s in anywhere):
        way = _ways(pack, state, seat, anywhere, here)[tile]
        for passed in way.tiles[:-1]:
            why = _stops_in(pack, state, seat, passed)
            if why:
                return f"Blocked by {mid(pack.tiles[passed].name, article=True)} on the way: {why}, " \
                       "so a walk stops there."
    found = shortest([here], lambda t, _d: [(o, 1) for o in neighbours(pack, state, t)])
    if tile in found:   # joined by doorways: only a barrier on the way can stand between
        at = found[tile][1]
        while at is not None:
            barrier = pack.tiles[at].barrier
            if barrier:
                return (f"Blocked by the barrier in {mid(pack.tiles[at].name, article=True)}: cross it first "
                        f"(a {barrier['trait'].capitalize()} roll of {barrier['target']}+).")
            at = found[at][1]
    return f"No open way leads from your room to {name}."


def why_no_explore(pack, ruleset, state, seat: int) -> str | None:
    """Why ``seat`` has no doorway to explore through now, in words (None if they have):
    the words the board shows where the Explore squares would be."""
    turn = state.get("turn")
    if state.get("pending") or not turn or turn["seat"] != seat:
        return None
    doors = open_doors(pack, state, seat)
    if doors:
        reason = check(pack, ruleset, state, cmd("explore", seat, door=doors[0]))
        return _sentence(reason) if reason else None
    gate = GATES.get("explore")
    reason = gate(pack, state, seat) if gate is not None else None
    if reason:
        return _sentence(reason)
    name = mid(_(pack.tiles[player(state, seat)["tile"]].name), article=True)
    return _("No doorway of {room} opens onto an unexplored spot.").format(room=name)


def _moves(n: int) -> str:
    return f"{n} move" if n == 1 else f"{n} moves"


def _sentence(reason: str) -> str:
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")


def step_stop(events, state) -> str | None:
    """Why a walk stops after a step that gave ``events`` (None: it goes on)."""
    if state.get("pending"):
        return "a question"
    for event in events:
        if event["t"] not in PLAIN_STEP:
            return event["t"]
    return None


def walk(path: Path, submit, legal, state) -> list:
    """Walk ``path``: submit its steps one at a time (``submit(command) -> events``),
    stopping after a step that did anything but move (``step_stop`` on ``state()``) or
    before a step ``legal()`` no longer lists. Returns the events of the steps taken."""
    out: list = []
    for step in path.steps:
        if step not in legal():
            break
        events = submit(step)
        out += events
        if not events or step_stop(events, state()):
            break
    return out
