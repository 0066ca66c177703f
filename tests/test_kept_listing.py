"""The guard of what a Game keeps between commands (``board.kept`` answers: the house's
geometry, the room stack, each explorer's ways out): over many random games of both rule
sets, every seat's listing from a Game that keeps them equals a listing made from scratch
on a copy of its state (nothing kept, nothing shared), in the same order, at every step."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings, strategies as st

from game import auto_seats, engine, load_pack, new_game
from game.bots import RandomPlayer
from game.clone import clone


def _compare_every_listing(ruleset: str, seed: int, seats: int, commands: int) -> tuple[int, int]:
    """Play ``commands`` random commands; before each, list every seat both ways.
    (listings compared, listings made while the Game kept answers from before, the
    command types listed)."""
    pack = load_pack(ruleset)
    game = new_game(ruleset, auto_seats(pack, seats, seed), seed, pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 7 + s) for s in range(seats)}
    compared = warm = 0
    kinds: set = set()
    for _ in range(commands):
        if game.phase == "over":
            break
        acting = game.acting_seat()
        listed = None
        for seat in [s for s in range(seats) if s != acting] + [acting]:  # (the acting seat's last: it is played)
            warm += bool(game._kept)  # (read privately: Game.state would switch the keeping off)
            listed = game.legal_commands(seat)
            state = clone(game._state)
            fresh = engine.legal_commands(pack, game.ruleset, state, seat)
            assert listed == fresh, (ruleset, seed, seat, game.turns_taken)
            _hold_to_the_checks(pack, game.ruleset, state, seat, listed)
            kinds.update(c.type for c in listed)
            compared += 1
        game.submit(bots[acting].choose(game.view(acting), listed))
    return compared, warm, kinds


def _broad(pack, state, seat: int) -> list:
    """The commands of the types listed exactly from what their checks test (``use_item``,
    ``give``, ``drop``, ``pick_up``, ``tile_action``, ``haunt_action``, ``take``,
    ``cross_barrier``, ``take_object``, ``drop_object``) as they were once listed, or more:
    every card, room, book action or object that might do, to be held to the check."""
    from game.commands import cmd
    from game.haunt.sides import book, side_of
    from game.state import seats_here
    p = state["players"][seat]
    cards = p["cards"]
    droppable = [c for c in cards if pack.cards[c].droppable]
    pile = state["piles"].get(p["tile"], [])
    return ([cmd("use_item", seat, card=c) for c in cards if pack.cards[c].use]
            + [cmd("give", seat, card=c, to=o) for c in cards if pack.cards[c].tradeable
               for o in seats_here(state, p["tile"]) if o != seat]
            + [cmd("drop", seat, cards=[c]) for c in droppable]
            + ([cmd("drop", seat, cards=droppable)] if len(droppable) > 1 else [])
            + [cmd("pick_up", seat, cards=[c]) for c in pile]
            + ([cmd("pick_up", seat, cards=list(pile))] if len(pile) > 1 else [])
            + [cmd("tile_action", seat, action=a["id"]) for a in pack.tiles[p["tile"]].actions]
            + ([cmd("haunt_action", seat, action=a["id"])
                for a in book(pack, state, side_of(state, seat)).get("actions") or ()]
               if state.get("haunt") else [])
            + [cmd("take", seat, card=c, frm=o["seat"]) for o in state["players"] if o["seat"] != seat
               for c in o["cards"]]
            + [cmd("cross_barrier", seat)]
            + ([cmd("take_object", seat, object=o) for o in sorted(state["haunt"]["objects"])]
               + [cmd("drop_object", seat, object=o) for o in sorted(state["haunt"]["objects"])]
               if state.get("haunt") else []))


def _hold_to_the_checks(pack, ruleset, state, seat: int, listed: list) -> None:
    """Every listed command passes the check ``submit`` asks; of the types listed
    exactly, none that passes it is left out (in the order they were once listed)."""
    for command in listed:
        assert engine.check(pack, ruleset, state, command) is None, command
    kinds = ("use_item", "give", "drop", "pick_up", "tile_action", "haunt_action", "take", "cross_barrier",
             "take_object", "drop_object")
    if any(engine.GATES[kind](pack, state, seat) for kind in kinds):
        assert not [c for c in listed if c.type in kinds]
        return
    for kind in kinds:
        passing = [c for c in _broad(pack, state, seat) if c.type == kind
                   and engine.check(pack, ruleset, state, c) is None]
        assert [c for c in listed if c.type == kind] == passing, kind


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.integers(3, 6))
def test_classic_listings_kept_equal_listings_made_afresh(seed, seats):
    compared, warm, _kinds = _compare_every_listing("classic", seed, seats, 150)
    # (kept answers were there to be used. A quarter of the acting seat's listings is the
    # bound: over 40 random draws the least was 0.66 of them, legacy's 0.46 over 30; half,
    # the bound before, failed now and then on the draws hypothesis makes afresh each run)
    assert compared > 100 and warm > compared // (4 * seats)


@example(seed=9999, seats=3)   # (kept warm in 72 of 450 listings: the draw that failed the old bound)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.integers(3, 5))
def test_legacy_listings_kept_equal_listings_made_afresh(seed, seats):
    compared, warm, _kinds = _compare_every_listing("legacy", seed, seats, 150)
    assert compared > 100 and warm > compared // (4 * seats)   # (see the classic test)


def test_whole_games_into_the_haunt_list_alike():
    """Two whole classic games (the haunt's closed rooms, monsters and objects too)."""
    listed = set()
    for seed in (11, 12):
        compared, _warm, kinds = _compare_every_listing("classic", seed, 4, 2000)
        assert compared > 800
        listed |= kinds
    assert {"use_item", "give", "drop", "pick_up", "tile_action", "move", "explore", "attack"} <= listed


def test_the_last_room_of_a_floor_drawn_ends_exploring_there(classic_pack):
    """Whether rooms are left for a floor is kept with the room's open doorways: the room
    stack is among what the kept answers read, so drawing a floor's last rooms (no tile
    placed) lets them go, and exploring that floor is no longer listed."""
    from game import board
    from game.engine import Ctx
    game = new_game("classic", auto_seats(classic_pack, 4, 2), 2, classic_pack, options={"date": "11-21"})
    seat = game.acting_seat()
    assert any(c.type == "explore" for c in game.legal_commands(seat))  # (and kept)
    state = game._state
    region = state["placed"][state["players"][seat]["tile"]][0]
    ctx = Ctx(classic_pack, game.ruleset, state, game._noted)
    board._LENT[:] = (classic_pack, state, game._kept)  # (as Game.submit lends them)
    try:
        for tile in [t for t in state["stack"] if region in classic_pack.tiles[t].floors]:
            ctx.emit("tile_drawn", tile=tile, skipped=[])
    finally:
        board._LENT[:] = (None, None, None)
    listed = game.legal_commands(seat)
    assert not any(c.type == "explore" for c in listed)
    assert listed == engine.legal_commands(classic_pack, game.ruleset, clone(state), seat)


def test_the_kept_answers_are_let_go_only_by_a_command_that_reaches_them(classic_pack):
    """A command whose own events reach none of ``board.GEOMETRY`` keeps the answers, even
    when an earlier command of the same turn placed a tile (its entries are still to be
    hashed at the turn's end); one whose events do reach them lets them go."""
    from game.apply import apply_in_place
    from game.board import CHANGES_GEOMETRY
    game = new_game("classic", auto_seats(classic_pack, 4, 8), 8, classic_pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(50 + s) for s in range(4)}
    kept_after_a_placing = dropped = 0
    while game.phase != "over" and game.turns_taken < 80:
        seat = game.acting_seat()
        command = bots[seat].choose(game.view(seat), game.legal_commands(seat))
        work = clone(game._state)
        _state, events = engine.decide(classic_pack, game.ruleset, clone(work), command)
        reached: set = set()
        for event in events:
            apply_in_place(work, event, reached, {})
        touched = not CHANGES_GEOMETRY.isdisjoint(reached)
        earlier = not CHANGES_GEOMETRY.isdisjoint(game._noted.reached | game._noted.held)
        warm = bool(game._kept)
        game.submit(command)
        if touched:
            assert not game._kept, command
            dropped += warm
        elif warm:
            assert game._kept, command
            kept_after_a_placing += earlier
    assert kept_after_a_placing > 5 and dropped > 5


def test_entries_held_out_of_reached_are_still_hashed(classic_pack):
    """``Noted.hold`` takes entries out of ``reached`` (so a Game can tell whether the next
    command reaches them again); the next hash still encodes them afresh."""
    from game.apply import apply_in_place
    from game.hashing import Noted, state_hash
    game = new_game("classic", auto_seats(classic_pack, 4, 2), 2, classic_pack, options={"date": "11-21"})
    state, noted = clone(game._state), Noted()
    noted.state_hash(state)
    tile = next(iter(state["placed"]))
    apply_in_place(state, {"t": "token_placed", "tile": tile, "token": "secret_passage"}, noted.reached, noted.items)
    noted.hold({"tokens", "placed"})
    assert "tokens" not in noted.reached and noted.held == {"tokens"}
    assert noted.state_hash(state) == state_hash(state)
    assert not noted.held
