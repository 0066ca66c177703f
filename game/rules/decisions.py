"""Answering the pending decision: the only command allowed while one is waiting."""

from __future__ import annotations

from ..commands import Command, made
from ..effects import answer
from ..engine import rule
from ..names import name_problem, tidy


def _answering(pack, state, seat: int) -> str | None:
    """The gate: a question is waiting, on this seat."""
    pending = state.get("pending")
    if pending is None:
        return "there is no question waiting for an answer"
    if pending["seat"] != seat:
        return f"seat {pending['seat']} must answer this, not you"
    return None


NAME_LENGTH = 40  # the most characters a name written by a player may have


def _check(pack, ruleset, state, command):
    pending, choice = state["pending"], command["choice"]
    if pending.get("text") and isinstance(choice, str):
        # a question that takes words of the player's own (naming an heirloom, p.13)
        if not tidy(choice):
            return "write a name (or take the one offered)"
        return name_problem(choice, NAME_LENGTH)
    if choice not in pending["options"]:
        return f"'{choice}' is not one of the offered choices"
    return None


def _run(ctx, command):
    answer(ctx, command.args["choice"])


def _candidates(pack, ruleset, state, seat):
    return [made(Command, ("answer", seat, {"choice": option})) for option in state["pending"]["options"]]


rule("answer", candidates=_candidates, gate=_answering, exact=True)((_check, _run))  # (the options themselves)
