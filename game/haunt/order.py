"""Turn order once the haunt has begun.

Classic "Haunt Turn Order": the hero to the traitor's left goes first, then clockwise
through the heroes; the traitor after all heroes; monsters after the traitor (one
player takes both the traitor's and the monsters' turns). A dead traitor's monsters
still take their turn. A round ends after the last turn in that order.
"""

from __future__ import annotations

from ..rules.turn import start_turn
from ..state import clockwise_from, player
from .house import house_turn
from .monsters import start_monster_turn
from .victory import check_victory


def full_order(pack, state) -> list[tuple[str, int]]:
    """[(kind, seat)] for one round, dead explorers included."""
    haunt = state["haunt"]
    traitor = haunt["traitor"]
    first = pack.haunts[haunt["id"]].get("first")
    if traitor is not None and not haunt["hidden"] and first != "left_of_revealer":
        order = [("explorer", s) for s in clockwise_from(state, traitor)[1:]] + [("explorer", traitor)]
    else:  # no visible traitor: clockwise from the revealer's left
        order = [("explorer", s) for s in clockwise_from(state, haunt["revealer"])[1:]]
        order.append(("explorer", haunt["revealer"]))
    if state.get("monsters"):
        order.append(("monsters", monster_controller(state)))
    return order


def monster_controller(state) -> int:
    haunt = state["haunt"]
    return haunt["traitor"] if haunt["traitor"] is not None else haunt["revealer"]


def _playable(state, entry) -> bool:
    kind, seat = entry
    return bool(state.get("monsters")) if kind == "monsters" else player(state, seat)["alive"]


def next_turn(ctx, finished: dict | None) -> None:
    """Start whoever goes after ``finished`` (None: the first turn of the haunt)."""
    state = ctx.state
    full = full_order(ctx.pack, state)
    key = None if finished is None else (finished.get("kind", "explorer"), finished["seat"])
    pos = full.index(key) if key in full else -1
    for step in range(1, 2 * len(full) + 1):
        index = pos + step
        if finished is not None and index == len(full):
            ctx.emit("round_ended", rounds=state["haunt"]["rounds"] + 1)
            check_victory(ctx)
            if state["phase"] == "over":
                return
            if house_turn(ctx):  # the haunt's every_round effects, then the next round (house.py)
                return
        entry = full[index % len(full)]
        if _playable(state, entry):
            _start(ctx, entry)
            return
    ctx.emit("game_over", winner="traitor", reason="nobody is left to take a turn")


def _start(ctx, entry) -> None:
    kind, seat = entry
    if kind == "monsters":
        start_monster_turn(ctx, seat)
    else:
        start_turn(ctx, seat)
