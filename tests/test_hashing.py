"""The state hash: what the game records at each turn's end is the plain hash of the state.

The engine never encodes the whole state to hash it: ``Fragments`` re-encodes only the
entries that may have changed, and a ``Game`` tells it which (``hashing.Noted``: the
entries the events folded into its state reached). These tests pin both to
``canonical``/``state_hash``, the definition."""

from hypothesis import given, settings, strategies as st

from game.apply import EVERYTHING, apply_in_place
from game.clone import clone
from game.hashing import Fragments, Noted, canonical, state_hash

from driver import Driver, start


def test_every_recorded_turn_hash_is_the_plain_hash_of_the_state_it_closed(classic_pack):
    game = start(classic_pack, players=5, seed=23)
    Driver(game, 23).run(until=lambda g: g.state["turns_taken"] >= 25)
    plain: dict = {}  # the same events folded into a plain dict, hashed the plain way
    checked = 0
    for event in game.events:
        if event["t"] == "turn_ended":
            assert event["hash"] == state_hash(plain)
            checked += 1
        apply_in_place(plain, clone(event))
    assert checked >= 25
    assert game.state_hash() == state_hash(plain)


def test_the_game_hash_stays_plain_after_undo_and_a_haunt(classic_pack):
    """Undo replaces the whole state (the noted hash must start over); the haunt's
    reveal reaches many entries at once."""
    game = start(classic_pack, players=4, seed=5)
    driver = Driver(game, 5)
    undone = 0
    for step in range(4000):
        if game.phase == "over":
            break
        seat = game.acting_seat()
        driver.step()
        assert game.state_hash() == state_hash(clone(game.state))
        if step % 7 == 0 and game.undo_refusal(seat) is None:
            game.undo(seat)
            undone += 1
            assert game.state_hash() == state_hash(clone(game.state))
    assert undone > 0
    assert any(e["t"] == "haunt_started" for e in game.events)


def test_an_event_that_goes_through_the_state_wholesale_marks_everything():
    reached: set = set()
    apply_in_place({"rng": 0, "a": 1}, {"t": "undone", "seat": 0, "command": "move",
                                        "state": {"rng": 3, "b": 2}}, reached)
    assert EVERYTHING in reached


def test_noted_encodes_only_what_was_reached_so_a_change_made_otherwise_needs_forget():
    """The contract, shown: a change that no event made is invisible until ``forget``."""
    state = {"a": [1, 2], "b": {"c": "d"}, "rng": 0}
    noted = Noted()
    first = noted.state_hash(state)
    state["a"].append(3)  # not through an event: nothing noted
    assert noted.state_hash(state) == first
    noted.forget()
    assert noted.state_hash(state) == state_hash(state) != first
    apply_in_place(state, {"t": "dice_rolled", "r": 7, "dice": [1], "total": 1, "seat": 0, "why": "x"},
                   noted.reached)
    assert noted.reached == {"rng"}
    assert noted.state_hash(state) == state_hash(state)


_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=12)
_states = st.dictionaries(st.sampled_from("abcdefgh"), _values, min_size=1, max_size=8)


@settings(max_examples=300, deadline=None)
@given(first=_states, second=_states)
def test_fragments_told_what_changed_give_the_canonical_bytes(first, second):
    """One state changed into another entry by entry (keys replaced, added, removed),
    hashed after each step with only that key named as changed."""
    fragments = Fragments()
    state = dict(first)
    assert fragments.canonical(state, None) == canonical(state)
    for key in sorted(set(first) | set(second)):
        if key in second:
            state[key] = second[key]
        else:
            state.pop(key)
        assert fragments.canonical(state, {key}) == canonical(state)
    assert fragments.canonical(state, set()) == canonical(second)
