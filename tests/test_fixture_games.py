"""The corpus of recorded games (tests/fixtures/games/, STYLE.md habit 12): every game
replays to the hashes and the outcome recorded when it was added, so a change that alters
an old game fails here, naming the game and the first turn that differs. Add a game with
``python tools/add_fixture.py SAVE``."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from _fixture_games import FIXTURES, differences, game_record, read_expected, record_of  # noqa: E402 (tools/ on the path first)
from game import LogError  # noqa: E402 (after tools/ is on the path, as the line above)

EXPECTED = read_expected()
GAMES = {n: e for n, e in EXPECTED.items() if "save" in e}
CAMPAIGNS = {n: e for n, e in EXPECTED.items() if "campaign" in e}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_recorded_game_replays_to_its_recorded_hashes_and_outcome(name):
    assert differences(EXPECTED[name], record_of(EXPECTED[name])) == []


def test_load_and_the_replayer_reach_the_same_state():
    assert all(e["hash"] == e["walked_hash"] for e in GAMES.values())


def test_the_corpus_holds_thirty_games_of_every_kind_the_brief_names():
    chapters = sum(len(c["saves"]) for c in CAMPAIGNS.values())
    assert len(GAMES) + chapters >= 30
    assert {e["ruleset"] for e in GAMES.values()} == {"classic", "legacy"}
    levels = {level for e in GAMES.values() for level in e["bots"]}
    assert {"random", "sensible", "cunning"} <= levels
    assert any(len(set(e["bots"])) > 1 and None not in e["bots"] for e in GAMES.values())  # mixed levels
    people = [e for e in GAMES.values() if set(e["bots"]) == {None} and e["undos"]]
    assert {e["ruleset"] for e in people if e["format"] == 2} == {"classic", "legacy"}
    assert sum(e["hidden"] and e["phase"] == "over" for e in GAMES.values()) >= 3
    assert sum(e["phase"] == "over" for e in GAMES.values()) >= 5
    assert all(ok for c in CAMPAIGNS.values() for _n, ok, _m in c["chapters"]) and CAMPAIGNS
    # every save format still read: log formats 1 and 2, state formats 1 to 3, event schemas 1 and 2
    assert {e["format"] for e in GAMES.values()} == {1, 2}
    assert {e["state_format"] for e in GAMES.values()} == {1, 2, 3}
    assert {e["schema"] for e in GAMES.values()} == {1, 2}


def test_each_fixture_file_is_recorded():
    files = {p.name for p in FIXTURES.glob("*.jsonl")}
    assert files == {e["save"] for e in GAMES.values()}
    assert {p.name for p in FIXTURES.iterdir() if p.is_dir()} == set(CAMPAIGNS)


def test_a_rule_that_changes_an_old_game_is_caught(monkeypatch):
    from game import fold
    real = fold.apply_in_place

    def drifted(state, event, *rest):  # (a rule changed: one more trait point at each turn's end)
        real(state, event, *rest)
        if event["t"] == "turn_ended":
            state["players"][0]["traits"]["might"] = state["players"][0]["traits"]["might"] + 1

    monkeypatch.setattr(fold, "apply_in_place", drifted)
    for name in ("classic_sensible_3p", "old_state_format2_undos"):  # (with turn hashes, and without)
        try:
            found = differences(EXPECTED[name], game_record(FIXTURES / EXPECTED[name]["save"]))
        except LogError as exc:
            found = [str(exc)]
        assert found, name


def test_add_fixture_cuts_a_save_after_whole_turns_and_records_it(tmp_path, monkeypatch):
    import _fixture_games
    import add_fixture

    monkeypatch.setattr(add_fixture, "FIXTURES", tmp_path)
    monkeypatch.setattr(_fixture_games, "EXPECTED", tmp_path / "expected.json")
    source = tmp_path / "in.jsonl"
    shutil.copy(FIXTURES / EXPECTED["classic_sensible_3p"]["save"], source)
    assert add_fixture.main([str(source), "--name", "cut", "--turns", "3"]) == 0
    record = json.loads((tmp_path / "expected.json").read_text())["cut"]
    assert record["turns_taken"] >= 3 and len(record["turn_hashes"]) == 3
    assert record["turn_hashes"] == EXPECTED["classic_sensible_3p"]["turn_hashes"][:3]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_recorded_game_is_held_to_the_rules(name):
    # (game.proof re-runs every step the save names; an old save's undos, which carried
    # their state and named no step, crashed it before it went through the one fold)
    from game.proof import prove
    notes = prove(FIXTURES / GAMES[name]["save"])
    assert all("replayed, not re-run" in note for note in notes), notes
