"""The effect stack is shared between decisions, not copied (``engine.Ctx``): a decision
copies each frame one level, moves only a frame's ``pc``, and records what it pushed or
asked fresh in the log's form. What a frame or a question holds is then shared by the
recorded events, the state and the next decision, which is safe only while no rule
changes it in place and nothing of the state goes into it. Whole games hold the rules
to that, played through ``Game`` with a save:

- every event kept in memory is still its line in the save when the game ends (a
  recorded stack changed in place afterwards would differ);
- every recorded stack is plain data in the log's form (no tuple, no other type, keys
  strings), exactly as the save gives it back;
- no container of a recorded stack is one the rest of the state holds, checked when it
  is recorded and at the game's end;
- the save replayed is the same game (its hash)."""

from __future__ import annotations

import json

import pytest

from game import auto_seats, load_pack, new_game, replay
from game.bots import RandomPlayer, make_bot
from game.hashing import state_hash
from game.log import read_save

_PLAIN = (str, int, float, bool, type(None))


def _containers(value, out: set) -> set:
    kind = type(value)
    if kind is dict:
        out.add(id(value))
        for v in value.values():
            _containers(v, out)
    elif kind is list or kind is tuple:
        out.add(id(value))
        for v in value:
            _containers(v, out)
    return out


def _in_logs_form(value) -> bool:
    kind = type(value)
    if kind is dict:
        return all(type(k) is str and _in_logs_form(v) for k, v in value.items())
    if kind is list:
        return all(_in_logs_form(v) for v in value)
    return kind in _PLAIN


def _rest_of_state(state) -> set:
    out: set = set()
    for key, value in state.items():
        if key not in ("frames", "pending"):
            _containers(value, out)
    return out


def _play(tmp_path, ruleset, players, seed, level, limit=4000):
    pack = load_pack(ruleset)
    path = tmp_path / f"{ruleset}-{seed}.jsonl"
    game = new_game(ruleset, auto_seats(pack, players, seed), seed, pack,
                    options={"date": "11-21"}, log_path=path)
    return _bots_play(game, pack, players, seed, level, limit), path


def _bots_play(game, pack, players, seed, level, limit=4000):
    bots = {seat: (RandomPlayer(seed * 97 + seat) if level == "random" else make_bot(level, seed * 97 + seat, pack))
            for seat in range(players)}
    recorded = sum(1 for e in game.events if e["t"] == "effects_state")
    for _ in range(limit):
        if game.phase == "over":
            break
        seat = game.acting_seat()
        events = game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        for event in events:
            if event["t"] == "effects_state":
                recorded += 1
                stack = [event["frames"], event["pending"]]
                assert _in_logs_form(stack), event
                assert not _containers(stack, set()) & _rest_of_state(game.state), event
    return game, recorded


def _check_against_the_save(game, path):
    state = game.state
    live = game.events
    game.close()
    saved = read_save(path, strip=True).events
    assert [json.dumps(e, sort_keys=True) for e in live] == [json.dumps(e, sort_keys=True) for e in saved]
    assert state_hash(replay(game.pack, saved)) == game.state_hash()
    shared = set()
    for event in live:
        if event["t"] == "effects_state":
            _containers([event["frames"], event["pending"]], shared)
    own = (_containers(state["frames"], set()) | _containers(state["pending"], set()))
    assert not (shared - own) & _rest_of_state(state)


@pytest.mark.parametrize("ruleset, players, seed", [("classic", 4, 1), ("legacy", 5, 2)])
def test_a_random_game_shares_its_stack_safely(tmp_path, ruleset, players, seed):
    (game, recorded), path = _play(tmp_path, ruleset, players, seed, "random")
    assert recorded > 20, "the game should have asked questions and pushed frames"
    _check_against_the_save(game, path)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset, players, seed", [("classic", 6, 3), ("classic", 3, 8), ("legacy", 4, 5),
                                                    ("legacy", 6, 9)])
def test_a_sensible_game_shares_its_stack_safely(tmp_path, ruleset, players, seed):
    (game, recorded), path = _play(tmp_path, ruleset, players, seed, "sensible")
    assert recorded > 20, "the game should have asked questions and pushed frames"
    _check_against_the_save(game, path)


@pytest.mark.slow
def test_a_campaign_chapter_with_the_joining_rule_shares_its_stack_safely(tmp_path):
    """A chapter's setup records the stack part way (``Ctx.close``: the joining rule's
    question goes into the state before the first turn), then plays on."""
    from campaign_helpers import MINI, finish_chapters, new_campaign, seats_for

    pack = load_pack(MINI)
    camp = new_campaign(tmp_path, pack)
    finish_chapters(camp, 1, families=("corvane", "greaves", "pendry"))  # (the Fennicks miss it)
    game = camp.start_chapter(seats_for(camp.next_chapter()))
    assert game.pending is not None and game.pending["kind"] == "joining_keep"
    game, recorded = _bots_play(game, pack, len(game.state["players"]), 7, "sensible")
    assert game.phase == "over" and recorded > 5
    _check_against_the_save(game, game.log_path)
