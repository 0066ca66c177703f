"""``apply.GEOMETRY_EVENTS``: a game that hashes nothing folds its events straight into
its state and tells from an event's type alone whether the geometry its Game keeps
answers about (``board.GEOMETRY``) may have changed. Every handler that may reach one of
those entries must be named there: held by reading each handler's code, and over whole
games by what the noting view (``apply._Reach``) sees each event reach."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

from game import auto_seats, engine, load_pack, new_game
from game.apply import GEOMETRY_EVENTS, HANDLERS
from game.board import GEOMETRY
from game.bots import RandomPlayer
from game.hashing import EVERYTHING

_WHOLESALE = {"clear", "update", "items", "keys", "values", "copy", "popitem"}


def _may_reach_geometry(fn, seen: set) -> bool:
    """Does ``fn`` (a handler, or a helper it hands its state to) name a geometry entry,
    go through its state wholesale, or hand it to something that might?"""
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    params = list(inspect.signature(fn).parameters)
    state = params[0] if params else "state"
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in GEOMETRY:
            return True
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == state \
                and node.attr in _WHOLESALE:
            return True
        if isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.iter, ast.Name) and node.iter.id == state:
            return True
        if isinstance(node, ast.Call) and any(isinstance(a, ast.Name) and a.id == state for a in node.args):
            callee = fn.__globals__.get(node.func.id) if isinstance(node.func, ast.Name) else None
            if callee is None or not inspect.isfunction(callee):
                return True  # (handed to something not read here: it might)
            if callee not in seen:
                seen.add(callee)
                if _may_reach_geometry(callee, seen):
                    return True
    return False


def test_the_code_of_every_other_handler_leaves_the_geometry_alone():
    reaching = sorted(kind for kind, fn in HANDLERS.items() if _may_reach_geometry(fn, set()))
    assert set(reaching) <= GEOMETRY_EVENTS, set(reaching) - GEOMETRY_EVENTS
    # and the set names no event the code shows never reaches it (kept exact, not broad)
    assert GEOMETRY_EVENTS <= set(HANDLERS)
    assert {"tile_placed", "token_placed", "tiles_reshuffled"} <= set(reaching)


def test_the_reader_of_the_code_finds_a_hidden_reach(monkeypatch):
    def _sneaky(state, e):
        _helper(state)

    def _helper(state):
        state["tokens"].clear()

    _sneaky.__globals__["_helper"] = _helper
    try:
        assert _may_reach_geometry(_sneaky, set())
    finally:
        del _sneaky.__globals__["_helper"]


@pytest.mark.parametrize("ruleset,seats", [("classic", 4), ("classic", 6), ("legacy", 3), ("legacy", 5)])
def test_over_whole_games_only_those_events_reach_the_geometry(monkeypatch, ruleset, seats):
    seen: dict = {}
    emit = engine.Ctx.emit

    def noting(ctx, kind, /, **fields):
        if ctx._reached is None:  # (setting up: no Game's noting yet)
            return emit(ctx, kind, **fields)
        before = set(ctx._reached)
        ctx._reached.clear()
        event = emit(ctx, kind, **fields)
        seen.setdefault(kind, set()).update(ctx._reached)
        ctx._reached |= before
        return event

    monkeypatch.setattr(engine.Ctx, "emit", noting)
    pack = load_pack(ruleset)
    for seed in (3, 11):
        game = new_game(ruleset, auto_seats(pack, seats, seed), seed, pack, options={"date": "11-21"})
        assert game.turn_hashes  # (the noting view is used: every entry reached is told)
        bots = {s: RandomPlayer(seed * 13 + s) for s in range(seats)}
        while game.phase != "over" and game.turns_taken < 300:
            seat = game.acting_seat()
            game.submit(bots[seat].choose(None, game.legal_commands(seat)))
    reached = {kind for kind, keys in seen.items() if keys & (GEOMETRY | {EVERYTHING})}
    assert reached <= GEOMETRY_EVENTS, reached - GEOMETRY_EVENTS
    assert {"tile_drawn", "tile_placed"} <= reached


def test_a_game_without_hashes_lists_as_one_with_them():
    """The flat fold (no view) keeps the same answers: a game played both ways lists the
    same commands before every command (the kept geometry let go exactly when needed)."""
    pack = load_pack("classic")
    games = [new_game("classic", auto_seats(pack, 5, 8), 8, pack, options={"date": "11-21"}, turn_hashes=h)
             for h in (True, False)]
    bot = RandomPlayer(77)
    for _ in range(2000):
        if games[0].phase == "over":
            break
        seat = games[0].acting_seat()
        listed = [g.legal_commands(seat) for g in games]
        assert listed[0] == listed[1]
        fresh = engine.legal_commands(pack, games[1].ruleset, games[1].state, seat)
        assert fresh == listed[1]
        command = bot.choose(None, listed[0])
        games[0].submit(command)
        games[1].submit(listed[1][listed[0].index(command)])
    assert games[0].phase == "over"
