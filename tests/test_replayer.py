"""Replay seeking: event N by any route gives the live game's state hash at N."""

from hypothesis import HealthCheck, given, settings, strategies as st
import pytest

from game.hashing import state_hash
from game.replayer import Replayer

from driver import Driver, start


def _live_game(pack, seed):
    game = start(pack, seed=seed)
    driver = Driver(game, seed)
    hashes = {len(game.events): game.state_hash()}
    while game.phase != "over" and len(game.events) < 700:
        driver.step()
        hashes[len(game.events)] = game.state_hash()
    return game, hashes


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**5), data=st.data())
def test_seeking_by_any_route_matches_the_live_game(classic_pack, seed, data):
    game, live = _live_game(classic_pack, seed)
    marks = sorted(live)  # event counts where the live game stood between commands
    targets = data.draw(st.lists(st.sampled_from(marks), min_size=3, max_size=8))
    jumping = Replayer(classic_pack, game.events, every=37)
    for n in targets:  # jumping back and forth
        assert state_hash(jumping.seek(n)) == live[n]
    stepping = Replayer(classic_pack, game.events)
    for n in range(1, max(targets) + 1):  # one event at a time
        stepping.step(1)
        if n in live:
            assert state_hash(stepping.state) == live[n]
    back = Replayer(classic_pack, game.events, every=10)
    back.seek(len(game.events))  # to the end, then stepping back from kept states
    for n in sorted(targets, reverse=True):
        back.seek(n)
        assert state_hash(back.state) == live[n]


def test_bookmarks_mark_turns_the_haunt_and_the_end(classic_pack):
    game, _ = _live_game(classic_pack, 3)
    replay = Replayer(classic_pack, game.events)
    marks = dict((label, n) for n, label in replay.bookmarks())
    assert marks["Turn 1"] == replay.turn_starts()[0]
    assert replay.seek(marks["Turn 1"])["turn"]["number"] == 1
    assert marks["The end"] == len(game.events)
    if replay.haunt_start() is not None:
        assert replay.seek(marks["The haunt"])["phase"] in ("haunt", "over")
