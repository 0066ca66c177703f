"""The haunt's reusable powers beyond the book's actions: monsters that grow, rooms that
close, and a hidden traitor unmasked (the house's own turn at the end of every round,
``every_round``, is in the turn's flow: game/rules/turn.py).

docs/HAUNT_FORMAT.md "The house's turn", "Monsters that grow", "Rooms that close",
"Finding a hidden traitor". Each is data in the haunt's file; nothing here knows any
haunt by name.

* ``every_round: {title, text, effects}`` (a haunt's top level, public like a monster's
  box): when a haunt round ends (after the traitor's and the monsters' turns) and nobody
  has won, the effects run before the next round's first turn, acted by the monsters'
  controller (the traitor, or the revealer when there is none or it is hidden). They ask
  nobody anything and read nothing of where their actor stands (validation says so).
* ``grow_monsters: {monster, trait, add}``: every monster of that type, now and later,
  has the trait raised by ``add`` for the rest of the haunt (``haunt.grown``); combat,
  the monsters' Speed roll and every view's monster box read the grown value.
* ``close_room: {}`` closes the room you stand in (``{tile: ID}`` a placed room,
  ``{farthest_from: ID}`` the placed room farthest by doorways from that one, with
  nobody in it and not yet closed). Nobody, explorer or monster, can walk into a closed
  room; whoever is inside may walk out. ``open_room: {}`` opens your room and every
  closed room next to it. The condition ``{next_to_closed: true}`` holds in a closed
  room or next to one, ``{in_closed_room: true}`` in a closed room.
* ``escape: {}``: you get out of the house alive (see ``_escape``); a counter the content
  raises beside it is what a side's goal counts.
* ``unmask: {found: [effects], missed: [effects]}``: if the hidden traitor stands in
  your room, everybody now knows who they are (event ``traitor_unmasked``) and ``found``
  runs; otherwise ``missed`` runs. Only a ``{hidden: drawn}`` haunt may use it.
"""

from __future__ import annotations

from collections import deque

from .. import board
from ..effects import cond, number, op, push_ops, push_ref
from .victory import _ending_turn
from ..state import player
from .visibility import traitor_masked


# -- monsters that grow ----------------------------------------------------------------------

def grown(state, kind: str) -> dict:
    """trait -> how much monsters of ``kind`` have grown (empty: not at all)."""
    return ((state.get("haunt") or {}).get("grown") or {}).get(kind) or {}


def monster_traits(pack, state, kind: str) -> dict:
    """A monster type's traits as they stand now: its box's, plus what it has grown."""
    data = next(m for m in pack.haunts[state["haunt"]["id"]].get("monsters") or () if m["id"] == kind)
    traits = {t: int(v) for t, v in data["traits"].items()}
    for trait, add in grown(state, kind).items():
        if trait in traits:
            traits[trait] = max(0, traits[trait] + add)
    return traits


@op("grow_monsters")
def _grow(ctx, frame, a, path):
    kind, trait = a["monster"], a["trait"]
    data = next(m for m in ctx.pack.haunts[ctx.state["haunt"]["id"]].get("monsters") or () if m["id"] == kind)
    if trait not in data["traits"]:
        return  # (validation refuses it; a trait it lacks cannot grow)
    before = grown(ctx.state, kind).get(trait, 0)
    ctx.emit("monsters_grew", monster=kind, trait=trait, frm=before, to=before + number(ctx, a["add"]))


# -- rooms that close --------------------------------------------------------------------------

def closed_rooms(state) -> tuple:
    return tuple((state.get("haunt") or {}).get("closed") or ())


def _farthest(ctx, start: str) -> str | None:
    """The placed room farthest by walking from ``start`` (ties: the first met), with
    nobody in it and not closed yet; None if there is none."""
    state = ctx.state
    if start not in state["placed"]:
        return None
    shut = set(closed_rooms(state))
    occupied = {p["tile"] for p in state["players"] if p["alive"]}
    seen, order, queue = {start}, [], deque([start])
    while queue:
        tile = queue.popleft()
        order.append(tile)
        for other in board.neighbours(ctx.pack, state, tile):
            if other not in seen:
                seen.add(other)
                queue.append(other)
    for tile in reversed(order):
        if tile not in shut and tile not in occupied and tile != start and not ctx.pack.tiles[tile].start:
            return tile
    return None


@op("close_room")
def _close_room(ctx, frame, a, path):
    if "tile" in a:
        tile = a["tile"] if a["tile"] in ctx.state["placed"] else None
    elif "farthest_from" in a:
        tile = _farthest(ctx, a["farthest_from"])
    else:
        tile = player(ctx.state, frame["actor"])["tile"]
    if tile is not None and tile not in closed_rooms(ctx.state):
        ctx.emit("room_closed", tile=tile)


@op("open_room")
def _open_room(ctx, frame, a, path):
    here = player(ctx.state, frame["actor"])["tile"]
    shut = closed_rooms(ctx.state)
    around = [here] + _around(ctx.pack, ctx.state, here)
    for tile in around:
        if tile in shut:
            ctx.emit("room_opened", tile=tile)


def _around(pack, state, tile: str) -> list[str]:
    """Rooms next to ``tile`` by a doorway or a link, closed ones included."""
    out = []
    for side in board.doors_of(pack, state, tile):
        kind, target = board.through(pack, state, tile, side)
        if kind == "tile":
            out.append(target)
    return out + [t for t in board.link_neighbours(pack, state, tile) if t not in out]


@cond("in_closed_room")
def _c_in_closed_room(ctx, seat, arg):
    return (player(ctx.state, seat)["tile"] in closed_rooms(ctx.state)) == bool(arg)


@cond("next_to_closed")
def _c_next_to_closed(ctx, seat, arg):
    shut = closed_rooms(ctx.state)
    if not shut:
        return not arg
    here = player(ctx.state, seat)["tile"]
    near = here in shut or any(t in shut for t in _around(ctx.pack, ctx.state, here))
    return near == bool(arg)


# -- a hidden traitor, found ------------------------------------------------------------------

@op("unmask")
def _unmask(ctx, frame, a, path):
    state = ctx.state
    seat = frame["actor"]
    traitor = state["haunt"].get("traitor")
    here = player(state, seat)["tile"]
    found = (traitor_masked(state) and traitor is not None and traitor != seat
             and player(state, traitor)["alive"] and player(state, traitor)["tile"] == here)
    if found:
        ctx.emit("traitor_unmasked", seat=traitor, by=seat)
    branch = "found" if found else "missed"
    if a.get(branch) and path is not None:
        push_ref(ctx, path + [branch], seat)


# -- escaping the house ------------------------------------------------------------------------

@op("escape")
def _escape(ctx, frame, a, path):
    """The explorer gets out of the house: off the board for good, alive. They take no
    more turns, nobody can reach them, and they count as a survivor (victory.py); the
    haunt objects they held stay behind on their tile, their cards go with them."""
    seat = frame["actor"]
    p = player(ctx.state, seat)
    if not p["alive"]:
        return
    ctx.emit("escaped", seat=seat, tile=p["tile"])
    turn = ctx.state["turn"]
    if turn is not None and turn["seat"] == seat and turn.get("kind") == "explorer":
        if not _ending_turn(ctx, seat):
            push_ops(ctx, [{"_end_turn": {}}], seat)  # (their turn is over: they are gone)


def escaped(state, seat: int) -> bool:
    return bool(player(state, seat).get("escaped"))


# -- haunt rounds ------------------------------------------------------------------------------

@cond("rounds_at_least")
def _c_rounds(ctx, seat, arg):
    return ((ctx.state.get("haunt") or {}).get("rounds") or 0) >= number(ctx, arg)
