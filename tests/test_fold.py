"""One fold of the events (game/fold.py) for ``replay``, the Replayer and load: an undo
means the same wherever a game is replayed, and an old save's carried state is held to
the game."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from game import LogError, load
from game.game import replay
from game.hashing import state_hash
from game.replayer import Replayer

GAMES = Path(__file__).parent / "fixtures" / "games"


def _load(path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return load(path, append=False)


@pytest.mark.parametrize("name", ["classic_people_undo_3p", "old_state_format2_undos"])
def test_seeking_back_and_forth_across_undos_agrees_with_replay(name):
    game = _load(GAMES / f"{name}.jsonl")
    events = game.events
    walk = Replayer(game.pack, events, every=16)
    undos = [i for i, e in enumerate(events) if e["t"] == "undone"]
    assert undos
    places = [len(events), 0] + [u + 1 for u in reversed(undos)] + [u for u in undos] + [len(events) // 3]
    for n in places:
        assert state_hash(walk.seek(n)) == state_hash(replay(game.pack, events, verify=False, upto=n)), n


def _tampered(tmp_path, name, change):
    lines = (GAMES / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    i = next(i for i, line in enumerate(lines) if '"t":"undone"' in line)
    event = json.loads(lines[i])
    change(event["state"])
    lines[i] = json.dumps(event, separators=(",", ":"))
    path = tmp_path / f"{name}.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["old_state_format2_undos", "old_format1_carried_undos"])
def test_an_old_undo_whose_state_is_not_the_game_is_refused(tmp_path, name):
    def change(state):
        state["players"][0]["traits"]["might"] += 1

    with pytest.raises(LogError, match="the state this undo carries is not the game"):
        _load(_tampered(tmp_path, name, change))


def test_an_older_state_formats_undo_is_held_to_what_it_holds():
    # state format 2 lacked what format 3 added to each player (the bot flag, ...): its
    # carried states can never hash as this version's do, and the save still loads
    lines = (GAMES / "old_state_format2_undos.jsonl").read_text(encoding="utf-8").splitlines()
    carried = next(json.loads(line)["state"] for line in lines if '"t":"undone"' in line)
    game = _load(GAMES / "old_state_format2_undos.jsonl")
    assert set(game.state["players"][0]) - set(carried["players"][0])
    assert sum(e["t"] == "undone" and "state" not in e for e in game.events) == 7
