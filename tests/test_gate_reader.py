"""The gate reader (``game.rules.gates.open_gates``): which gates are open, read at once for
a listing, must be exactly what asking each gate says; the types listed exactly give only
the seat's own commands of their type (``legal_commands`` adds them unchecked); and a type
registered for some phases gives nothing in another (``legal_commands`` does not ask it)."""

from __future__ import annotations

import pytest

from game import auto_seats, engine, load_pack, new_game
from game.bots import RandomPlayer
from game.commands import cmd
from game.rules.gates import open_gates


def _games(ruleset: str, seed: int, seats: int, commands: int):
    """Each state of a random game (the Game's own, read only), as the seat to act comes."""
    pack = load_pack(ruleset)
    game = new_game(ruleset, auto_seats(pack, seats, seed), seed, pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 11 + s) for s in range(seats)}
    for _ in range(commands):
        if game.phase == "over":
            return
        yield pack, game
        acting = game.acting_seat()
        game.submit(bots[acting].choose(None, game.legal_commands(acting)))


@pytest.mark.parametrize("ruleset,seed,seats", [("classic", 3, 4), ("classic", 8, 6), ("legacy", 5, 3), ("legacy", 12, 5)])
def test_the_reader_says_what_each_gate_says(ruleset, seed, seats):
    covered, reader = engine.READER
    assert reader is open_gates
    gates = {g for g in engine.GATES.values()}
    assert gates <= covered  # (the rulebook's every gate: the reader is what listings ask)
    seen = set()
    for pack, game in _games(ruleset, seed, seats, 400):
        state = game._state  # (read privately: Game.state would switch its keeping off)
        for seat in range(seats):
            said = frozenset(g for g in covered if not g(pack, state, seat))
            assert open_gates(pack, state, seat) == said, (ruleset, seed, seat, game.turns_taken)
            seen.add(said)
            for kind, phases in engine.PHASES.items():  # (not asked in another phase: nothing there)
                if state["phase"] not in phases:
                    assert list(engine.RULES[kind][2](pack, game.ruleset, state, seat)) == [], kind
            for kind, check in engine.EXACT.items():
                gate = engine.GATES.get(kind)
                if gate is None or gate in said:
                    for c in engine.RULES[kind][2](pack, game.ruleset, state, seat):
                        assert (c.seat, c.type) == (seat, kind)
                        assert check(pack, game.ruleset, state, c) is None
    # the games went through the cases: nobody's turn, acting, walking, answering
    assert len(seen) >= 4, seen


def test_a_gate_the_reader_does_not_cover_is_asked_itself(monkeypatch):
    """A type registered with a gate of its own (as a test or a mod would) switches the
    reader off: every gate is asked, and the listing is what it was."""
    pack = load_pack("classic")
    game = new_game("classic", auto_seats(pack, 4, 2), 2, pack, options={"date": "11-21"})
    seat = game.acting_seat()
    before = game.legal_commands(seat)
    monkeypatch.setitem(engine.RULES, "wave", (lambda *a: None, lambda ctx, c: None,
                                               lambda pack, rs, state, s: [cmd("wave", s)]))
    monkeypatch.setitem(engine.GATES, "wave", lambda pack, state, s: None if s == seat else "not you")
    assert engine._table()[3] is None
    listed = engine.legal_commands(pack, game.ruleset, game.state, seat)
    assert listed == before + [cmd("wave", seat)]
    assert engine.legal_commands(pack, game.ruleset, game.state, (seat + 1) % 4) == []


def test_listings_with_and_without_the_reader_are_the_same(monkeypatch):
    for pack, game in _games("classic", 21, 5, 250):
        state = game._state
        for seat in range(5):
            read = engine.legal_commands(pack, game.ruleset, state, seat)
            monkeypatch.setattr(engine, "READER", [frozenset(), None])
            monkeypatch.setitem(engine.GATES, "end_turn", engine.GATES["end_turn"])  # (the table made again)
            asked = engine.legal_commands(pack, game.ruleset, state, seat)
            monkeypatch.undo()
            engine.GATES._changed()
            assert read == asked, (seat, game.turns_taken)
