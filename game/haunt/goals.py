"""Haunt goals as data: side actions, objects, counters, and the haunt's own ops.

A haunt's actions live in its side's book (`heroes.actions` / `traitor.actions`), each
with where it may be done, a roll with modifiers and result bands, and effects — the
book's "action word" boxes. The interpreter runs them like any other effect list.
"""

from __future__ import annotations

from .. import board
from ..commands import Command, made
from ..effects import cond, holds, holds_in, number, op, push_ref
from ..engine import rule
from ..rules.common import acting, limit_key, open_actions
from ..rules.traits import clamp_dice, trait_roll
from ..state import player
from .sides import book, side_of


def _actions(pack, state, seat):
    """(the seat's side, its book's actions); kept while one state is read."""
    return board.ask(pack, state, _side_actions, seat)


def _side_actions(pack, state, seat):
    side = side_of(state, seat)
    return side, tuple(book(pack, state, side).get("actions") or ())


def _limit_key(action, seat):
    return limit_key(f"haunt:{action['id']}", action, seat)


def _check_action(pack, ruleset, state, command):
    if state["phase"] != "haunt" or state["turn"].get("kind") != "explorer":
        return "haunt actions are taken on your own turn during the haunt"
    side, actions = _actions(pack, state, command.seat)
    action = next((a for a in actions if a["id"] == command["action"]), None)
    if action is None:
        return f"the {side} have no such action"
    return _refusal(pack, state, command.seat, action)


def _refusal(pack, state, seat: int, action) -> str | None:
    """Why ``seat`` cannot take this action of their side's book now, or None."""
    if f"word:{action['word']}" in state["turn"]["used"]:
        return f"you already did {action['word']} this turn (each action word once per turn)"
    once = _limit_key(action, seat)
    if once and state["once"].get(once):
        return f"{action['word']} cannot be done again"
    if "where" in action and not holds_in(pack, state, seat, action["where"]):
        return f"{action['word']} is not possible here"
    return None


def _run_action(ctx, command):
    seat = command.seat
    side, actions = _actions(ctx.pack, ctx.state, seat)
    index = next(i for i, a in enumerate(actions) if a["id"] == command["action"])
    action = actions[index]
    ctx.emit("used", seat=seat, key=f"word:{action['word']}")
    once = _limit_key(action, seat)
    if once:
        ctx.emit("once_used", key=once)
    ref = ["haunt", ctx.state["haunt"]["id"], side, "actions", index]
    why = f"{action['word']}: {action['label']}"
    if "roll" in action:
        dice_bonus, result_bonus = 0, 0
        for mod in action.get("modifiers") or ():
            if holds(ctx, seat, mod["cond"]):
                dice_bonus += int(mod.get("dice", 0))
                result_bonus += int(mod.get("result", 0))
        roll = action["roll"]
        if "trait" in roll:
            result = trait_roll(ctx, seat, roll["trait"], why=why, bonus=result_bonus, extra_dice=dice_bonus)
        else:
            count = clamp_dice(number(ctx, roll["dice"]) + dice_bonus, ctx.rules)
            _dice, total = ctx.roll(count, seat, why, bonus=result_bonus)
            result = max(0, total + result_bonus)
        for j, band in enumerate(action["bands"]):
            if result >= band.get("min", 0) and (band.get("max") is None or result <= band["max"]):
                if band.get("text"):
                    ctx.emit("narrated", seat=seat, text=band["text"])
                if band.get("effects"):
                    push_ref(ctx, ref + ["bands", j, "effects"], seat, why=why)
                break
    if action.get("effects"):
        push_ref(ctx, ref + ["effects"], seat, why=why)


_PREPARED: dict = {}  # (haunt id, side) -> (its book's actions, [(id, word key, limit, once key, where)])


def _prepared(pack, state, seat) -> list:
    """What ``_refusal`` reads of each action of the seat's side, worked out once per
    book, as ``open_actions`` takes it: (id, (its ``used`` word key,), its limit, the
    ``once`` key, its ``where``)."""
    side = "traitor" if state["players"][seat].get("role") == "traitor" else "heroes"  # (side_of)
    haunt_id = state["haunt"]["id"]
    actions = (pack.haunts[haunt_id].get(side) or {}).get("actions")  # (book's; the content's own object)
    key = (haunt_id, side)
    found = _PREPARED.get(key)
    if found is None or found[0] is not actions:
        rows = []
        for a in actions or ():
            limit = a.get("limit", "per_turn")
            rows.append((a["id"], (f"word:{a['word']}",), limit, f"haunt:{a['id']}", a.get("where")))
        found = _PREPARED[key] = (actions, rows)
    return found[1]


def _candidates(pack, ruleset, state, seat):
    """Exactly the actions ``_refusal`` lets through (its tests, read from ``_prepared``)."""
    if state["phase"] != "haunt" or state["turn"].get("kind") != "explorer":
        return []
    out = []
    for action in open_actions(pack, state, seat, _prepared(pack, state, seat)):  # (ids unique: validation)
        out.append(made(Command, ("haunt_action", seat, {"action": action})))
    return out


rule("haunt_action", candidates=_candidates, gate=acting, exact=True, phases=("haunt",))((_check_action, _run_action))


# -- objects -------------------------------------------------------------------------

def _check_take(pack, ruleset, state, command):
    if state["phase"] != "haunt":
        return "there are no haunt objects yet"
    where = state["haunt"]["objects"].get(command["object"])
    if where is None or where["holder"] is not None or where["tile"] != player(state, command.seat)["tile"] \
            or where.get("monster"):
        return "that object is not lying in your room"
    return None


def _run_take(ctx, command):
    ctx.emit("object_taken", object=command["object"], seat=command.seat)


def _take_candidates(pack, ruleset, state, seat):
    if state.get("phase") != "haunt":
        return []
    objects = state["haunt"]["objects"]
    if not objects:
        return []
    here = state["players"][seat]["tile"]  # (only what lies here can pass the check)
    return [made(Command, ("take_object", seat, {"object": o})) for o, where in sorted(objects.items())
            if where["holder"] is None and where["tile"] == here and not where.get("monster")]


rule("take_object", candidates=_take_candidates, gate=acting, exact=True, phases=("haunt",))(
    (_check_take, _run_take))


def _check_drop(pack, ruleset, state, command):
    where = (state.get("haunt") or {}).get("objects", {}).get(command["object"])
    if where is None or where["holder"] != command.seat:
        return "you are not carrying that object"
    return None


def _run_drop(ctx, command):
    ctx.emit("object_dropped", object=command["object"], seat=command.seat,
             tile=player(ctx.state, command.seat)["tile"])


def _drop_candidates(pack, ruleset, state, seat):
    if state.get("phase") != "haunt":
        return []
    objects = state["haunt"]["objects"]
    if not objects:
        return []
    return [made(Command, ("drop_object", seat, {"object": o})) for o, w in sorted(objects.items())
            if w["holder"] == seat]


rule("drop_object", candidates=_drop_candidates, gate=acting, exact=True, phases=("haunt",))(
    (_check_drop, _run_drop))


# -- haunt ops and conditions ------------------------------------------------------------

@op("counter")
def _counter(ctx, frame, a, path):
    counters = ctx.state["haunt"]["counters"]
    before = counters.get(a["name"], 0)
    ctx.emit("counter_changed", name=a["name"], frm=before, to=max(0, before + number(ctx, a["add"])))  # a track never goes below 0


@op("win")
def _win(ctx, frame, a, path):
    from .victory import declare
    declare(ctx, a["side"], "a goal was completed")


@op("place_object")
def _place_object(ctx, frame, a, path):
    tile = a.get("tile") or player(ctx.state, frame["actor"])["tile"]
    if tile in ctx.state["placed"]:
        ctx.emit("object_placed", object=a["object"], tile=tile)


@op("spawn_monster")
def _spawn(ctx, frame, a, path):
    tile = a.get("tile") or player(ctx.state, frame["actor"])["tile"]
    if tile not in ctx.state["placed"]:
        return
    existing = [m["id"] for m in ctx.state.get("monsters", []) if m["kind"] == a["monster"]]
    start = len(existing) + sum(1 for _ in range(ctx.state["haunt"]["killed"].get(a["monster"], 0)))
    for i in range(number(ctx, a.get("count", 1))):
        size = next((m.get("size", "small") for m in ctx.pack.haunts[ctx.state["haunt"]["id"]].get("monsters") or ()
                     if m["id"] == a["monster"]), "small")
        ctx.emit("monster_placed", id=f"{a['monster']}#{start + i + 1}", kind=a["monster"], tile=tile, size=size)


@op("stun_monsters_here")
def _stun_here(ctx, frame, a, path):
    from .combat import stun_monster
    tile = player(ctx.state, frame["actor"])["tile"]
    for m in list(ctx.state.get("monsters", [])):
        if m["tile"] == tile and not m["stunned"]:
            stun_monster(ctx, m)


@op("kill_monsters_here")
def _kill_here(ctx, frame, a, path):
    from .combat import kill_monster
    tile = player(ctx.state, frame["actor"])["tile"]
    for m in list(ctx.state.get("monsters", [])):
        if m["tile"] == tile and a.get("monster") in (None, m["kind"]):
            kill_monster(ctx, m)


@cond("carrying_object")
def _c_carrying_object(ctx, seat, arg):
    where = ((ctx.state.get("haunt") or {}).get("objects") or {}).get(arg)
    return bool(where) and where["holder"] == seat


@cond("object_here")
def _c_object_here(ctx, seat, arg):
    where = ((ctx.state.get("haunt") or {}).get("objects") or {}).get(arg)
    if not where:
        return False
    tile = player(ctx.state, seat)["tile"]
    holder_tile = player(ctx.state, where["holder"])["tile"] if where["holder"] is not None else None
    return where["tile"] == tile or holder_tile == tile


@cond("monster_here")
def _c_monster_here(ctx, seat, arg):
    tile = player(ctx.state, seat)["tile"]
    for m in ctx.state.get("monsters", []):
        if m["tile"] == tile and arg in ("any", m["kind"]):
            return True
    return False


@cond("counter_at_least")
def _c_counter(ctx, seat, arg):
    counters = (ctx.state.get("haunt") or {}).get("counters") or {}
    return counters.get(arg["counter"], 0) >= number(ctx, arg["value"])


@cond("tile_symbol")
def _c_tile_symbol(ctx, seat, arg):
    return arg in ctx.pack.tiles[ctx.state["players"][seat]["tile"]].symbols
