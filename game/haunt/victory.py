"""Dying and winning.

Classic "The Haunt": after the haunt begins, a trait on the skull kills the explorer;
"What happens to my stuff if I die?": items drop in a pile, companions stay in the
room for the next explorer who comes in. "End of the Game": the first side to complete
its goals wins; heroes need at least one survivor unless the haunt says otherwise.
If every hero is dead, the heroes cannot win: the traitor's side wins.
"""

from __future__ import annotations

from ..effects import number, op, push_ops
from ..engine import AFTER_COMMAND
from ..state import player
from .reactions import push_reactions, reactions_on

_WIN = {}


def win_condition(name):
    def register(fn):
        _WIN[name] = fn
        return fn
    return register


def die(ctx, seat: int) -> None:
    """Called just before a trait reaches the skull. With a death reaction in the side's
    book (e.g. "if you die, heal all your traits") the explorer is *dying* while it
    runs and survives if no trait is left on the skull afterwards."""
    reactions = reactions_on(ctx.pack, ctx.state, seat, "death")
    if seat in ctx.state.get("dying", []):
        return
    if reactions:
        ctx.emit("dying", seat=seat)
        push_ops(ctx, [{"_confirm_death": {}}], seat)
        push_reactions(ctx, seat, "death", reactions)
        return
    _dead(ctx, seat)


def _dead(ctx, seat: int) -> None:
    p = player(ctx.state, seat)
    cards = ctx.pack.cards
    if ctx.rules.death_drops_all:  # legacy p.20: a corpse drops everything it carried
        items, companions = list(p["cards"]), []
    else:
        items = [c for c in p["cards"] if cards[c].droppable]
        companions = [c for c in p["cards"] if cards[c].companion]
    ctx.emit("died", seat=seat, tile=p["tile"], items=items, companions=companions)
    turn = ctx.state["turn"]
    if (turn is not None and turn["seat"] == seat and turn.get("kind") == "explorer"
            and not _ending_turn(ctx, seat)):
        push_ops(ctx, [{"_end_turn": {}}], seat)  # a dead explorer's turn is over


@op("_confirm_death")
def _confirm_death(ctx, frame, args, path):
    seat = frame["actor"]
    if any(i < 0 for i in player(ctx.state, seat)["traits"].values()):
        _dead(ctx, seat)
    else:
        ctx.emit("death_averted", seat=seat)


def _ending_turn(ctx, seat: int) -> bool:
    """Is this seat's turn already ending (dying from an end-of-turn room or token)?
    A second ``_end_turn`` would end the next player's turn too."""
    return any("ops" in f and f["actor"] == seat and
               any("_end_turn" in step for step in f["ops"][f["pc"]:]) for f in ctx.frames)


def declare(ctx, side: str, reason: str) -> None:
    if ctx.state["phase"] == "over":
        return
    ctx.emit("game_over", winner=side, reason=reason)
    ctx.frames.clear()
    ctx.pending = None


def _any_hero_alive(state) -> bool:
    """Is some hero alive, in the house or out of it (escaped: game.haunt.house)?"""
    for p in state["players"]:
        if (p["alive"] or p.get("escaped")) and p.get("role") != "traitor":
            return True
    return False


_GOALS: dict = {}  # (haunt id, seats) -> (its data, heroes need a survivor, [(side, name, test, arg)])


def _goals(ctx, haunt_id: str) -> tuple:
    """A haunt's win conditions, read out of its data once per table size (checked after
    every command): a count given per number of players is read for this table
    (``number``), as each check would."""
    haunt = ctx.pack.haunts[haunt_id]
    key = (haunt_id, len(ctx.state["players"]))
    found = _GOALS.get(key)
    if found is None or found[0] is not haunt:
        goals = []
        for side in ("heroes", "traitor"):
            for condition in (haunt.get("win") or {}).get(side) or ():
                (name, arg), = condition.items()
                if name == "counter_at_least":
                    arg = {**arg, "value": number(ctx, arg["value"])}
                elif name == "rounds_at_least":
                    arg = number(ctx, arg)
                goals.append((side, name, _WIN[name], arg))
        found = _GOALS[key] = (haunt, haunt.get("heroes_need_survivor", True), goals)
    return found


def check_victory(ctx) -> None:
    state = ctx.state
    if state["phase"] != "haunt":
        return
    _haunt, need_survivor, goals = _goals(ctx, state["haunt"]["id"])
    for side, name, test, arg in goals:
        if test(ctx, arg):
            if side == "heroes" and need_survivor and not _any_hero_alive(state):
                continue
            declare(ctx, side, name)
            return
    if not _any_hero_alive(state):
        declare(ctx, "traitor", "no hero survives")


@win_condition("side_dead")
def _side_dead(ctx, side):
    """Is every explorer of ``side`` dead (and there is one)? (``sides.side_of``'s test
    written out: this is asked after every command of the haunt.)"""
    if side not in ("heroes", "traitor"):
        return False  # (nobody is on any other side)
    traitors = side == "traitor"
    found = False
    for p in ctx.state["players"]:
        if (p.get("role") == "traitor") is traitors:
            if p["alive"] or p.get("escaped"):  # (one who got out of the house is not dead)
                return False
            found = True
    return found


@win_condition("counter_at_least")
def _counter(ctx, arg):
    value = arg["value"]
    return ctx.state["haunt"]["counters"].get(arg["counter"], 0) >= (value if type(value) is int else number(ctx, value))


@win_condition("monsters_left_at_most")
def _monsters_left(ctx, arg):
    left = sum(1 for m in ctx.state.get("monsters", []) if m["kind"] == arg["monster"])
    return left <= number(ctx, arg["value"]) and ctx.state["haunt"]["killed"].get(arg["monster"], 0) > 0


@win_condition("object_on_tile")
def _object_on_tile(ctx, arg):
    """Is the object on the tile? ``by`` (optional) says who may have brought it:
    absent, anyone (carried there by anybody, or lying there); ``heroes``, lying there
    or carried by a hero (not by the traitor, not by a monster); ``nobody``, lying
    there (a monster that carries it counts as carrying it)."""
    where = ctx.state["haunt"]["objects"].get(arg["object"])
    if not where:
        return False
    by = arg.get("by")
    holder = where["holder"]
    if holder is None:
        if where.get("monster") and by in ("heroes", "nobody"):
            return False
        tile = where["tile"]
    else:
        carrier = player(ctx.state, holder)
        if by == "nobody" or (by == "heroes" and carrier.get("role") == "traitor"):
            return False
        tile = carrier["tile"]
    return tile == arg["tile"]


@win_condition("rounds_at_least")
def _rounds(ctx, arg):
    return ctx.state["haunt"]["rounds"] >= (arg if type(arg) is int else number(ctx, arg))


AFTER_COMMAND.append(check_victory)  # (after every command: has a side won?)
