"""Checks shared by the commands a player takes on their own turn."""

from __future__ import annotations


def acting_check(state, seat: int) -> str | None:
    """Why ``seat`` cannot take a turn action right now, or None."""
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
    if not state["players"][seat]["alive"] and turn.get("kind") != "monsters":
        return "your explorer is dead"
    return None


def used(state, key: str) -> bool:
    return key in state["turn"]["used"]
