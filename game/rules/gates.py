"""Every gate of the rulebook's command types asked at once, for ``legal_commands``.

A listing asks each distinct gate whether it is open (``engine.rule``'s ``gate``): five of
them, four reading the same few entries (whose turn it is, a question waiting, an effect
part way). ``open_gates`` reads those entries once and says which of the five are open,
exactly what asking each would say (``tests/test_gate_reader.py`` holds it to that over
whole games of both rule sets, for every seat).
"""

from __future__ import annotations

from ..engine import gate_reader
from ..haunt.monsters import _controls
from .common import acting, acting_or_monsters
from .decisions import _answering
from .movement import _leave_cost, walking

NONE = frozenset()
ANSWERING = frozenset((_answering,))
MONSTERS = frozenset((_controls,))
MONSTERS_AND_END = frozenset((_controls, acting_or_monsters))
ACTING = frozenset((acting, acting_or_monsters))
WALKING = frozenset((acting, acting_or_monsters, walking))


def open_gates(pack, state, seat: int) -> frozenset:
    """The gates of ``gate_reader``'s set that let ``seat`` through now."""
    pending = state.get("pending")
    if pending is not None:  # (every gate but answering's waits for the answer)
        return ANSWERING if pending["seat"] == seat else NONE
    turn = state.get("turn")
    if turn is None or turn["seat"] != seat or state.get("frames"):
        return NONE
    acts = state.get("phase") in ("explore", "haunt")
    if turn.get("kind") == "monsters":  # (the monsters' commands do not ask the phase)
        return MONSTERS_AND_END if acts else MONSTERS
    if not acts or not state["players"][seat]["alive"]:
        return NONE
    # (can_afford's yes, written out: a move left before any is made, or enough to leave)
    if (turn["moves"] >= 1 and turn["moved"] == 0) or turn["moves"] >= _leave_cost(pack, state, seat):
        return WALKING
    return ACTING


gate_reader(WALKING | MONSTERS | ANSWERING)(open_gates)
