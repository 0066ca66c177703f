"""Replay determinism: a game written to its log and loaded again is the same game."""

from hypothesis import HealthCheck, given, settings, strategies as st
import pytest

from game import load, replay

from game.hashing import state_hash

from driver import Driver, play, start


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), players=st.integers(3, 6))
def test_every_turn_end_hash_matches_after_loading(tmp_path_factory, classic_pack, seed, players):
    path = tmp_path_factory.mktemp("replay") / "g.jsonl"
    game = start(classic_pack, players=players, seed=seed, log_path=path)
    live = {}  # number of events -> state hash, taken live at each turn end
    driver = Driver(game, seed)
    while game.phase not in ("haunt_revealed", "over") and game.state["turns_taken"] < 40:
        before = game.state["turns_taken"]
        driver.step()
        if game.state["turns_taken"] != before:
            live[len(game.events)] = game.state_hash()
    game.close()
    loaded = load(path)
    assert loaded.state_hash() == game.state_hash()
    assert live, "the game should have ended at least one turn"
    for count, expected in live.items():
        state = replay(loaded.pack, loaded.events, upto=count)
        assert state_hash(state) == expected


def test_the_same_seed_and_commands_give_the_same_game(classic_pack):
    a = play(start(classic_pack, seed=42), until=lambda g: g.state["turns_taken"] >= 10, seed=1)
    b = play(start(classic_pack, seed=42), until=lambda g: g.state["turns_taken"] >= 10, seed=1)
    assert a.state_hash() == b.state_hash()
    assert a.events == b.events


def test_the_events_kept_in_memory_stay_as_written_through_a_whole_game(tmp_path, classic_pack):
    """The game changes its state in place, and applying an event may keep parts of it
    in the state: none of that may ever change an event the game keeps (undo and the
    replay viewer read them again), so the events in memory equal the log's lines."""
    import json

    from game.log import read_log, strip

    path = tmp_path / "whole.jsonl"
    game = play(start(classic_pack, players=5, seed=77, log_path=path), until=lambda g: False, seed=3)
    game.close()
    assert game.phase == "over", "the bots should finish the game"
    written = [strip(e) for e in read_log(path)[1]]
    assert len(written) == len(game.events) > 500
    assert json.loads(json.dumps(game.events)) == written
