"""Answering the pending decision: the only command allowed while one is waiting."""

from __future__ import annotations

from ..commands import cmd
from ..effects import answer
from ..engine import rule


def _check(pack, ruleset, state, command):
    pending = state.get("pending")
    if pending is None:
        return "there is no question waiting for an answer"
    if pending["seat"] != command.seat:
        return f"seat {pending['seat']} must answer this, not you"
    if command["choice"] not in pending["options"]:
        return f"'{command['choice']}' is not one of the offered choices"
    return None


def _run(ctx, command):
    answer(ctx, command["choice"])


def _candidates(pack, ruleset, state, seat):
    pending = state.get("pending")
    if pending is None or pending["seat"] != seat:
        return []
    return [cmd("answer", seat, choice=option) for option in pending["options"]]


rule("answer", candidates=_candidates)((_check, _run))
