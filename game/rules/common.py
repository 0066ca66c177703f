"""Checks shared by the commands a player takes on their own turn."""

from __future__ import annotations

from ..effects import holds_in


def acting_check(state, seat: int, monsters_ok: bool = False) -> str | None:
    """Why ``seat`` cannot take a turn action right now, or None.

    During the monsters' turn the traitor moves monsters, not their explorer: only
    commands that say ``monsters_ok`` (ending the turn) pass then."""
    if state.get("phase") not in ("explore", "haunt"):
        return "the game is not in a phase where explorers act"
    turn = state.get("turn")
    if turn is None:
        return "no turn is in progress"
    if turn["seat"] != seat:
        return f"it is not your turn (it is seat {turn['seat']}'s turn)"
    if state.get("pending") is not None:
        return "a decision is waiting to be answered first"
    if state.get("frames"):
        return "an effect is still being resolved"
    if turn.get("kind") == "monsters":
        return None if monsters_ok else "it is the monsters' turn: move and attack with them"
    if not state["players"][seat]["alive"]:
        return "your explorer is dead"
    return None


def acting(pack, state, seat: int) -> str | None:
    """The gate of the commands a player takes on their own turn (``engine.rule``)."""
    return acting_check(state, seat)


def acting_or_monsters(pack, state, seat: int) -> str | None:
    """The gate of ending the turn, which the traitor also does on the monsters' turn."""
    return acting_check(state, seat, monsters_ok=True)



def used(state, key: str) -> bool:
    return key in state["turn"]["used"]


def open_actions(pack, state, seat: int, prepared) -> list:
    """The ids of the actions ``seat`` may take now, of ``prepared`` ones (id, the ``used``
    keys that mark it done this turn, its limit, its ``once`` key, its condition or None):
    no key used this turn, its limit not spent (``limit_key``), its condition holding."""
    done, once = state["turn"]["used"], state["once"]
    out = []
    for action, keys, limit, key, cond in prepared:
        for used_key in keys:
            if used_key in done:
                break
        else:
            if limit == "once_per_game" and once.get(key):
                continue
            if limit == "once_per_explorer" and once.get(f"{key}:{seat}"):
                continue
            if cond is not None and not holds_in(pack, state, seat, cond):
                continue
            out.append(action)
    return out


def limit_key(key: str, action: dict, seat: int) -> str | None:
    """The ``used`` key that marks an action with a ``limit`` (``once_per_game``: one for
    the table, ``once_per_explorer``: one per seat) as done; None for the default, once
    a turn (the turn's own ``used`` list says that)."""
    limit = action.get("limit", "per_turn")
    if limit == "once_per_game":
        return key
    if limit == "once_per_explorer":
        return f"{key}:{seat}"
    return None
