"""Room actions: what a room's text lets you do while you are in it (a vault to open,
a gallery to drop from). Each has a limit: once per turn, once per game, or once per
explorer, and may have a condition (e.g. the vault is not yet empty)."""

from __future__ import annotations

from ..commands import Command, made
from ..effects import holds_in, push_ref
from ..engine import rule
from ..state import player
from .common import acting, limit_key, open_actions


def _action(pack, tile: str, action_id: str):
    for i, action in enumerate(pack.tiles[tile].actions):
        if action["id"] == action_id:
            return i, action
    return None, None


def _limit_key(tile, action, seat):
    return limit_key(f"action:{tile}:{action['id']}", action, seat)


def _check_action(pack, ruleset, state, command):
    tile = player(state, command.seat)["tile"]
    index, action = _action(pack, tile, command["action"])
    if action is None:
        return "this room offers no such action"
    return _refusal(pack, state, command.seat, tile, action)


def _refusal(pack, state, seat: int, tile: str, action) -> str | None:
    """Why ``seat`` cannot take this action of its room now, or None."""
    if f"action:{tile}:{action['id']}" in state["turn"]["used"]:
        return f"you already did '{action['label']}' this turn"
    if action.get("word") and f"word:{action['word']}" in state["turn"]["used"]:
        return f"you already used the action {action['word']} this turn"
    once = _limit_key(tile, action, seat)
    if once and state["once"].get(once):
        return f"'{action['label']}' can't be done again"
    if "cond" in action and not holds_in(pack, state, seat, action["cond"]):
        return f"'{action['label']}' is not possible right now"
    return None


def _run_action(ctx, command):
    seat = command.seat
    tile = player(ctx.state, seat)["tile"]
    index, action = _action(ctx.pack, tile, command["action"])
    ctx.emit("used", seat=seat, key=f"action:{tile}:{action['id']}")
    if action.get("word"):  # legacy p.14: each action word once per turn
        ctx.emit("used", seat=seat, key=f"word:{action['word']}")
    once = _limit_key(tile, action, seat)
    if once:
        ctx.emit("once_used", key=once)
    push_ref(ctx, ["tile", tile, "actions", index, "effects"], seat, why=action["label"])


_PREPARED: dict = {}  # tile -> (its actions, [(id, used keys, limit, once key, cond)]: common.open_actions)


def _prepared(pack, tile: str) -> list:
    """What ``_refusal`` reads of each action of a room, worked out once per room: each
    as the check finds it by its id (the first with that id)."""
    actions = pack.tiles[tile].actions
    found = _PREPARED.get(tile)
    if found is None or found[0] is not actions:
        rows = []
        for a in actions:
            _index, action = _action(pack, tile, a["id"])
            word = action.get("word")
            key = f"action:{tile}:{action['id']}"
            rows.append((a["id"], (key, f"word:{word}") if word else (key,), action.get("limit", "per_turn"), key,
                         action.get("cond")))
        found = _PREPARED[tile] = (actions, rows)
    return found[1]


def _candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_action`` lets through of the room's actions (``_refusal``'s
    tests, read from ``_prepared``)."""
    tile = state["players"][seat]["tile"]
    if not pack.tiles[tile].actions:
        return []
    out = []
    for action in open_actions(pack, state, seat, _prepared(pack, tile)):
        out.append(made(Command, ("tile_action", seat, {"action": action})))
    return out


rule("tile_action", candidates=_candidates, gate=acting, exact=True)((_check_action, _run_action))
