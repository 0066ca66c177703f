"""The state hash: what the game records at each turn's end is the plain hash of the state.

The engine never encodes the whole state to hash it: ``Fragments`` re-encodes only the
entries that may have changed, and a ``Game`` tells it which (``hashing.Noted``: the
entries the events folded into its state reached). These tests pin both to
``canonical``/``state_hash``, the definition."""

from hypothesis import given, settings, strategies as st
import pytest

from game.apply import EVERYTHING, HANDLERS, _Reach, apply_in_place
from game.clone import clone
from game.hashing import Fragments, Noted, canonical, state_hash

from driver import Driver, start, undoing


def _turn_hashes_are_plain(game) -> int:
    plain: dict = {}  # the same events folded into a plain dict, hashed the plain way
    checked = 0
    # an undo goes back to the state before the step it names: kept here as it is passed
    targets = {e["to"] for e in game.events if e["t"] == "undone"}
    kept: dict = {}
    for i, event in enumerate(game.events):
        if i in targets:
            kept[i] = clone(plain)
        if event["t"] == "turn_ended":
            assert event["hash"] == state_hash(plain), (checked, event)
            checked += 1
        if event["t"] == "undone":
            event = {"t": "undone", "state": kept[event["to"]]}
        apply_in_place(plain, clone(event))
    assert game.state_hash() == state_hash(plain)
    return checked


def test_every_recorded_turn_hash_is_the_plain_hash_of_the_state_it_closed(classic_pack):
    game = start(classic_pack, players=5, seed=23)
    Driver(game, 23).run(steps=5000, until=lambda g: g.phase == "over")
    assert game.phase == "over"
    assert _turn_hashes_are_plain(game) >= 25


def test_the_same_holds_for_a_legacy_game():
    from game import auto_seats, load_pack, new_game
    pack = load_pack("legacy")
    game = new_game("legacy", auto_seats(pack, 4, 9), 9, pack, options={"date": "11-21"})
    Driver(game, 9).run(steps=5000, until=lambda g: g.phase == "over")
    assert _turn_hashes_are_plain(game) >= 25


def test_the_turn_hashes_stay_plain_after_undo_and_a_haunt(classic_pack):
    """Undo replaces the whole state (the noted hash must start over); the haunt's
    reveal reaches many entries at once."""
    game = start(classic_pack, players=4, seed=5)
    undone = 0
    for _step, undone in undoing(game, 5, every=7):  # noqa: B007 (read after the loop: the undos made)
        pass
    assert undone > 0
    assert any(e["t"] == "haunt_started" for e in game.events)
    assert _turn_hashes_are_plain(game) >= 25


def test_the_game_hash_is_the_state_as_it_is_even_changed_by_hand(classic_pack):
    """``Game.state_hash`` works the hash out whole: a test that sets up a position by
    changing the state directly (which the turn hashes are not told of) gets the truth."""
    game = start(classic_pack, players=4, seed=5)
    Driver(game, 5).run(steps=40)
    game.state_hash()
    game.state["players"][0]["traits"]["might"] = 1  # (not an event)
    assert game.state_hash() == state_hash(clone(game.state))


def test_the_items_an_event_reaches_are_noted_and_a_walk_through_them_is_everything():
    state = {"players": [{"tile": "a", "cards": ["c"], "used": []}, {"tile": "a", "cards": [], "used": []},
                         {"tile": "a", "cards": [], "used": []}],
             "placed": {"a": ["ground", 0, 0, 0]}, "map": {"ground": {"0,0": ["a", 0]}},
             "turn": None, "rng": 0, "drawn_tile": "z"}
    reached, items = set(), {}
    apply_in_place(state, {"t": "moved", "seat": 1, "to": "z", "side": None}, reached, items)
    assert reached == {"players", "turn"} and items == {"players": {1}}
    reached, items = set(), {}
    apply_in_place(state, {"t": "tile_placed", "tile": "z", "region": "ground", "x": 1, "y": 0,
                           "rot": 0}, reached, items)
    assert items == {"placed": {"z"}, "map": {"ground"}}
    reached, items = set(), {}
    state["players"][2]["used"].append("c")
    apply_in_place(state, {"t": "card_given", "frm": 0, "to": 1, "card": "c"}, reached, items)
    # it looks for the card among every player's used cards, noting only the one it changes
    assert items == {"players": {0, 1, 2}} and state["players"][2]["used"] == [] and state["players"][1]["cards"] == ["c"]
    reached, items = set(), {}
    apply_in_place(state, {"t": "card_stolen", "frm": 1, "to": 0, "card": "c"}, reached, items)
    assert EVERYTHING in items["players"]  # (a walk through them)


def test_a_method_of_a_noted_entry_marks_every_item_of_it_and_one_of_the_state_everything():
    state = {"players": [{"cards": []}, {"cards": []}], "decks": {"item": ["a"]}, "rng": 0}
    reached, items = set(), {}
    view = _Reach(state, reached, items)
    view["players"].append({"cards": []})
    view["decks"].pop("item")
    assert items == {"players": {EVERYTHING}, "decks": {EVERYTHING}} and EVERYTHING not in reached
    view.update(rng=1)
    assert EVERYTHING in reached and state == {"players": [{"cards": []}] * 3, "decks": {}, "rng": 1}


def test_one_view_of_the_state_serves_only_that_state_and_those_sets():
    """apply_in_place keeps the view of the state it made last: folding into another
    state (or noting into other sets) must not go through it."""
    def seated():
        return {"players": [{"tile": "a", "side": None}, {"tile": "a", "side": None}], "turn": None}
    first, second = seated(), seated()
    reached, items = set(), {}
    apply_in_place(first, {"t": "moved", "seat": 0, "to": "b"}, reached, items)
    apply_in_place(second, {"t": "moved", "seat": 1, "to": "c"}, reached, items)
    other = set()
    apply_in_place(first, {"t": "moved", "seat": 1, "to": "d"}, other, {})
    assert [p["tile"] for p in first["players"]] == ["b", "d"]
    assert [p["tile"] for p in second["players"]] == ["a", "c"]
    assert items == {"players": {0, 1}} and other == {"players", "turn"}


def test_a_handler_changing_a_player_through_what_it_read_changes_the_noted_hash(monkeypatch):
    """A player read through the state and changed through the value read (a field set,
    a list and a dict inside it changed in place, a field given a value of another type
    that compares equal): each noted hash is the plain one, as the player is told field
    by field once it was seen twice."""
    def _test_changed(state, e):
        p = state["players"][e["seat"]]
        p["name"] = e["name"]
        p["cards"].append(e["name"])
        p["traits"]["might"] = e["might"]
        p["alive"] = e["alive"]
    monkeypatch.setitem(HANDLERS, "test_changed", _test_changed)
    state = {"players": [{"name": "p", "cards": [], "traits": {"might": 1}, "alive": True} for _ in range(3)],
             "rng": 0}
    noted = Noted()
    hashes = [noted.state_hash(state)]
    for name, might, alive in (("a", 2, True), ("a", 2, 1), ("b", True, 1), ("b", 1, 1), ("b", 1, 1)):
        apply_in_place(state, {"t": "test_changed", "seat": 1, "name": name, "might": might, "alive": alive},
                       noted.reached, noted.items)
        hashes.append(noted.state_hash(state))
        assert hashes[-1] == state_hash(clone(state)) != hashes[-2]


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


@pytest.mark.slow
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


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(first=st.lists(_values, min_size=2, max_size=6), data=st.data())
def test_fragments_told_which_items_changed_give_the_canonical_bytes(first, data):
    """An itemized list and dict, items changed one at a time, each named as changed."""
    fragments = Fragments(itemize=("l", "d"))
    state = {"l": list(first), "d": {str(i): v for i, v in enumerate(first)}, "x": 1}
    assert fragments.canonical(state) == canonical(state)
    for _ in range(6):
        i = data.draw(st.integers(0, len(first) - 1))
        value = data.draw(_values)
        state["l"][i] = value
        key = data.draw(st.sampled_from(sorted(state["d"]) + ["new"]))
        if key in state["d"] and data.draw(st.booleans()) and len(state["d"]) > 2:
            del state["d"][key]
        else:
            state["d"][key] = value
        got = fragments.canonical(state, {"l", "d"}, {"l": {i}, "d": {key}})
        assert got == canonical(state)


_confusable = st.sampled_from([0, 1, True, False, 1.0, -0.0, 0.0, "1", "", None, [], {}, [1], [True], {"a": 1},
                               {"a": True}])


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_dicts_changed_in_place_give_the_canonical_bytes_field_by_field(data):
    """A dict at the top level and dicts in an itemized list, changed in place a field at
    a time (to values that compare equal but encode otherwise, 1 and True; lists and
    dicts changed inside; keys added and removed) or replaced by a copy, each change
    named: a dict seen twice is told field by field from then on."""
    fragments = Fragments(itemize=("l",))

    def made():
        return {"a": 1, "b": "x", "c": [1], "d": {"a": 1}, "e": None}
    state = {"t": made(), "l": [made(), made()], "n": 0}
    assert fragments.canonical(state) == canonical(state)
    for _ in range(12):
        at = data.draw(st.sampled_from(["t", 0, 1]))
        held = state["t"] if at == "t" else state["l"][at]
        key = data.draw(st.sampled_from(sorted(held) + ["f"]))
        how = data.draw(st.sampled_from(["set", "inside", "drop", "copy", "none"]))
        if how == "set":
            held[key] = clone(data.draw(_confusable))
        elif how == "inside" and type(held.get(key)) is list:
            held[key].append(clone(data.draw(_confusable)))
        elif how == "inside" and type(held.get(key)) is dict:
            held[key]["a"] = clone(data.draw(_confusable))
        elif how == "drop" and len(held) > 1:
            held.pop(key, None)
        elif how == "copy":
            if at == "t":
                state["t"] = clone(held)
            else:
                state["l"][at] = clone(held)
        changed, items = ({"t"}, {}) if at == "t" else ({"l"}, {"l": {at}})
        assert fragments.canonical(state, changed, items) == canonical(state)


def test_a_game_that_does_not_hash_its_turns_plays_the_same_game(classic_pack, tmp_path):
    """``new_game(turn_hashes=False)`` (simulations): the turns end with ``hash`` None and
    nothing else differs — the same events otherwise, the same final state; a replay
    takes it (it checks no hash); a game written to a log hashes its turns regardless."""
    from game import auto_seats, new_game, replay

    def play(**kw):
        game = new_game("classic", auto_seats(classic_pack, 4, 31), 31, classic_pack,
                        options={"date": "11-21"}, **kw)
        Driver(game, 31).run(steps=5000, until=lambda g: g.phase == "over")
        return game

    hashed, bare = play(), play(turn_hashes=False)
    assert hashed.turn_hashes and not bare.turn_hashes
    ends = [e for e in bare.events if e["t"] == "turn_ended"]
    assert len(ends) >= 25 and all(e["hash"] is None for e in ends)
    assert all(e["hash"] is not None for e in hashed.events if e["t"] == "turn_ended")
    assert [{**e, "hash": None} if e["t"] == "turn_ended" else e for e in hashed.events] == bare.events
    assert bare.state_hash() == hashed.state_hash()
    assert state_hash(replay(classic_pack, bare.events)) == hashed.state_hash()
    logged = play(turn_hashes=False, log_path=tmp_path / "g.jsonl")
    assert logged.turn_hashes
    assert _turn_hashes_are_plain(logged) >= 25
