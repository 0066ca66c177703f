"""What a Game keeps between listings (``board.kept`` answers about the house's geometry)
never changes what ``legal_commands`` says: over whole random games of both rule sets
the Game's listing equals one made afresh on a copy of its state, the kept answers are
used, and a state handed out (``Game.state``) or put in by hand keeps nothing."""

from __future__ import annotations

import pytest

from game import auto_seats, board, engine, load_pack, new_game
from game.bots import RandomPlayer
from game.clone import clone
from game.rules import movement


def _play(ruleset: str, seed: int, turns: int = 60):
    """(listings compared, kept answers used, times the kept answers were let go)."""
    pack = load_pack(ruleset)
    game = new_game(ruleset, auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(4)}
    compared = used = dropped = 0
    while game.phase != "over" and game.turns_taken < turns:
        seat = game.acting_seat()
        before = dict(game._kept)  # (read privately: Game.state would switch the keeping off)
        listed = game.legal_commands(seat)
        fresh = engine.legal_commands(pack, game.ruleset, clone(game._state), seat)
        assert listed == fresh, (ruleset, seed, game.turns_taken)
        compared += 1
        used += sum(1 for question in game._kept if question in before)
        kept_now = len(game._kept)
        game.submit(bots[seat].choose(game.view(seat), listed))
        dropped += kept_now > 0 and not game._kept
    return compared, used, dropped


@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_kept_answers_carry_out_what_a_fresh_state_does(ruleset):
    """The memo is lent while a command is carried out, until an event reaches the
    geometry: every command's events are those ``engine.decide`` makes on a copy of the
    state (which has nothing kept), over whole games."""
    pack = load_pack(ruleset)
    lent = 0
    for seed in (4,):
        game = new_game(ruleset, auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"})
        bots = {s: RandomPlayer(seed * 31 + s) for s in range(4)}
        while game.phase != "over" and game.turns_taken < 60:
            seat = game.acting_seat()
            command = bots[seat].choose(game.view(seat), game.legal_commands(seat))
            _state, expected = engine.decide(pack, game.ruleset, clone(game._state), command)
            lent += bool(game._kept)
            assert game.submit(command) == expected, (ruleset, seed, command)
    assert lent > 50


@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_kept_answers_list_what_a_fresh_listing_lists(ruleset):
    compared = used = dropped = 0
    for seed in (3,):
        c, u, d = _play(ruleset, seed)
        compared, used, dropped = compared + c, used + u, dropped + d
    assert compared > 150
    assert used > compared // 4  # the kept answers are in use...
    assert dropped > 5           # ...and let go as tiles are placed


def test_a_state_handed_out_keeps_nothing(classic_pack):
    game = new_game("classic", auto_seats(classic_pack, 4, 2), 2, classic_pack, options={"date": "11-21"})
    seat = game.acting_seat()
    game.legal_commands(seat)
    assert game._kept  # kept while nobody else holds the state
    state = game.state
    assert game._kept is None
    # changed by hand: a tile joined to the explorer's room by a link
    here = state["players"][seat]["tile"]
    reached = {t for t, _door in movement.exits(classic_pack, state, seat)}
    other = next(t for t in state["placed"] if t != here and t not in reached)
    state["links"] = [[here, other]]
    assert any(c.type == "move" and c["to"] == other for c in game.legal_commands(seat))


def test_a_state_put_in_by_hand_is_listed_afresh(classic_pack):
    game = new_game("classic", auto_seats(classic_pack, 4, 2), 2, classic_pack, options={"date": "11-21"})
    seat = game.acting_seat()
    game.legal_commands(seat)
    changed = clone(game._state)
    here = changed["players"][seat]["tile"]
    reached = {t for t, _door in movement.exits(classic_pack, changed, seat)}
    other = next(t for t in changed["placed"] if t != here and t not in reached)
    changed["links"] = [[here, other]]
    game._state = changed
    assert any(c.type == "move" and c["to"] == other for c in game.legal_commands(seat))


def test_kept_questions_are_answered_afresh_outside_a_listing(classic_pack):
    game = new_game("classic", auto_seats(classic_pack, 4, 2), 2, classic_pack, options={"date": "11-21"})
    state = game.state
    assert board._READING[1] is None
    tile = state["players"][0]["tile"]
    assert board.kept(classic_pack, state, board._neighbours, tile) == board._neighbours(classic_pack, state, tile)


def _steps(ruleset: str, seed: int, turns: int):
    """A random 4-seat game: (its pack, the game) before each command, then the command
    played (by RandomPlayer), up to ``turns`` turns."""
    pack = load_pack(ruleset)
    game = new_game(ruleset, auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(4)}
    while game.phase != "over" and game.turns_taken < turns:
        yield pack, game
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))


@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_open_elsewhere_is_what_open_doorways_says(ruleset):
    """``board._open_elsewhere`` (placing a tile: does the region keep another open
    doorway?) stops at the first open cell it finds: the same answer as looking through
    the whole of ``open_doorways``, for every cell of every region, as houses grow."""
    asked = set()
    for pack, game in _steps(ruleset, 5, 30):
        state = game._state
        for region in state["map"]:
            opened = board.open_doorways(pack, state, region)
            for x, y in {(cx, cy) for _t, _s, (cx, cy) in opened} | {(0, 0), (99, 99)}:
                expected = any((nx, ny) != (x, y) for _t, _s, (nx, ny) in opened)
                assert board._open_elsewhere(pack, state, region, x, y) is expected
                asked.add(expected)
    assert True in asked
    # a floor of one room with one doorway: nothing open but the cell beyond it
    dead_end = next(t for t in pack.tiles.values() if len(board.world_doors(t, 0)) == 1)
    state = {"map": {"attic": {"0,0": [dead_end.id, 0]}}, "placed": {dead_end.id: ["attic", 0, 0, 0]}}
    ((_t, _s, (x, y)),) = board.open_doorways(pack, state, "attic")
    assert board._open_elsewhere(pack, state, "attic", x, y) is False
    assert board._open_elsewhere(pack, state, "attic", x + 1, y) is True


def test_an_event_that_reaches_the_geometry_takes_the_lent_memo_back(classic_pack):
    """While a command is carried out the kept answers are lent (``board._LENT``); the
    first event that reaches the geometry (here a secret passage in two rooms) empties
    them and ends the lending, so a question asked after it is answered afresh."""
    from game.engine import Ctx
    game = new_game("classic", auto_seats(classic_pack, 4, 2), 2, classic_pack, options={"date": "11-21"})
    state, memo = game._state, {}
    here = state["players"][0]["tile"]
    other = next(t for t in state["placed"] if t != here and t not in board._neighbours(classic_pack, state, here))
    ctx = Ctx(classic_pack, game.ruleset, state, game._noted)
    board._LENT[:] = (classic_pack, state, memo)
    try:
        assert other not in board.kept(classic_pack, state, board._neighbours, here)
        ctx.emit("narrated", seat=0, text="A draught.")  # reaches nothing of the geometry
        assert memo and board._LENT[2] is memo
        ctx.emit("token_placed", tile=here, token="secret_passage")
        ctx.emit("token_placed", tile=other, token="secret_passage")
        assert not memo and board._LENT[2] is None
        assert other in board.kept(classic_pack, state, board._neighbours, here)
    finally:
        board._LENT[:] = (None, None, None)


@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_the_walking_gate_works_the_cost_out_only_where_it_matters(ruleset):
    """``movement.walking`` leaves the room's cost out while nobody has moved yet this turn
    and a move is left (the first space is always free to take): it says what
    ``acting_check or can_afford(leave_cost)`` says, for every seat over a whole game,
    and with moves left, nothing moved yet and a room that costs more than they have."""
    from game.rules.common import acting_check
    said = set()
    for pack, game in _steps(ruleset, 6, 60):
        state = game._state
        for seat in range(4):
            expected = (acting_check(state, seat)
                        or movement.can_afford(state, movement.leave_cost(pack, state, seat)))
            assert movement.walking(pack, state, seat) == expected
            said.add(expected is None)
    assert said == {True, False}
    state = clone(game._state)
    state.update(phase="explore", pending=None, frames=[], turn={**state["turn"], "kind": "explorer",
                 "moves": 1, "moved": 0, "drew": False})
    seat = state["turn"]["seat"]
    state["players"][seat]["alive"] = True
    slow = next(t for t, token in pack.tokens.items() if token.data.get("extra_move_cost"))
    state["tokens"][state["players"][seat]["tile"]] = [slow, slow]
    assert movement.leave_cost(pack, state, seat) > 1  # (more than the one move left)
    assert movement.walking(pack, state, seat) is None
