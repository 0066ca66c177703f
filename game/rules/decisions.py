"""Answering the pending decision: the only command allowed while one is waiting."""

from __future__ import annotations

from ..commands import cmd
from ..effects import answer
from ..engine import rule


def _answering(pack, state, seat: int) -> str | None:
    """The gate: a question is waiting, on this seat."""
    pending = state.get("pending")
    if pending is None:
        return "there is no question waiting for an answer"
    if pending["seat"] != seat:
        return f"seat {pending['seat']} must answer this, not you"
    return None


def _check(pack, ruleset, state, command):
    if command["choice"] not in state["pending"]["options"]:
        return f"'{command['choice']}' is not one of the offered choices"
    return None


def _run(ctx, command):
    answer(ctx, command["choice"])


def _candidates(pack, ruleset, state, seat):
    return [cmd("answer", seat, choice=option) for option in state["pending"]["options"]]


rule("answer", candidates=_candidates, gate=_answering, exact=True)((_check, _run))  # (the options themselves)
