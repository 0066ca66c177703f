"""Saves that prove their game (game/proof.py): every recorded step re-run through the
rules from the recorded seed. A forger who changes a die and works out every check and
turn hash again passes the save's own checks, but not this."""

import json
from pathlib import Path

import pytest

from driver import Driver, change_a_die, forge, rechain, start, undoing
from game import load
from game.proof import ProofFailed, prove


def _played(pack, tmp_path, seed=5, steps=400) -> Path:
    path = tmp_path / "game.jsonl"
    game = start(pack, seed=seed, log_path=path)
    Driver(game, seed).run(steps)
    game.close()
    return path


def test_a_played_save_is_proved_by_the_rules(classic_pack, tmp_path):
    path = _played(classic_pack, tmp_path)
    assert prove(path) == []


def test_a_forged_die_passes_the_checks_but_not_the_rules(classic_pack, tmp_path):
    path = _played(classic_pack, tmp_path)
    line = forge(path, change_a_die)
    load(path, append=False)   # every check and turn hash agrees: the save's own checks pass
    with pytest.raises(ProofFailed, match=f"line {line}: .*dice_rolled: dice is"):
        prove(path)


@pytest.mark.slow
def test_a_forged_drawn_card_is_found(classic_pack, tmp_path):
    """Two cards of one deck drawn in the other order (the deck's order kept consistent,
    every check worked out again): the first swapped draw's line is named."""
    path = _played(classic_pack, tmp_path)
    drawn = [json.loads(x) for x in path.read_text().splitlines()[1:]]
    drawn = [e for e in drawn if e["t"] == "card_drawn"]
    first = drawn[0]
    later = next(e for e in drawn[1:] if e["deck"] == first["deck"] and e["card"] != first["card"])
    swap = {first["seq"]: later["card"], later["seq"]: first["card"]}

    def change(event):
        if event["t"] == "card_drawn" and event["seq"] in swap:
            event["card"] = swap.pop(event["seq"])
        return False

    lines = path.read_text().splitlines()
    header, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    for event in events:
        change(event)
    path.write_bytes(rechain(header, events))
    forge(path, lambda e: e["t"] == "card_drawn")   # the turn hashes worked out again
    with pytest.raises(ProofFailed, match=f"line {first['seq'] + 2}: .*card_drawn: card is"):
        prove(path)


def test_undone_steps_are_proved_as_the_replay_takes_them_back(classic_pack, tmp_path):
    path = tmp_path / "undo.jsonl"
    game = start(classic_pack, seed=9, log_path=path)
    undone = 0
    for _step, undone in undoing(game, seed=9, every=3, steps=300):  # noqa: B007 (read after the loop)
        pass
    game.close()
    assert undone > 5
    assert prove(path) == []


def test_a_save_without_its_commands_named_is_replayed_and_said(classic_pack, tmp_path):
    """Older saves named only each step's seat and type: the proof finds the legal command
    of that type that makes the events."""
    path = _played(classic_pack, tmp_path, steps=200)
    lines = path.read_text().splitlines()
    header, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    for event in events:
        if isinstance(event.get("c"), list):
            event["c"] = event["c"][:2]
    path.write_bytes(rechain(header, events))
    assert prove(path) == []


@pytest.mark.slow
def test_replay_tool_verify_passes_a_forged_die_and_verify_rules_names_its_line(classic_pack, tmp_path):
    import subprocess
    import sys

    path = _played(classic_pack, tmp_path)
    line = forge(path, change_a_die)
    tool = [sys.executable, str(Path(__file__).resolve().parent.parent / "tools" / "replay.py"), str(path)]
    plain = subprocess.run([*tool, "--verify"], capture_output=True, text=True, timeout=120)
    assert plain.returncode == 0 and plain.stdout.startswith("OK ")
    held = subprocess.run([*tool, "--verify", "--rules"], capture_output=True, text=True, timeout=120)
    assert held.returncode == 1
    assert f"line {line}:" in held.stderr and "dice_rolled: dice is" in held.stderr


def test_a_legacy_game_to_its_end_is_proved(tmp_path):
    from game import auto_seats, load_pack, new_game

    pack = load_pack("legacy")
    path = tmp_path / "legacy.jsonl"
    game = new_game("legacy", auto_seats(pack, 4, 2), 2, pack, log_path=path)
    Driver(game, 2).run(20_000, until=lambda g: g.phase == "over")
    game.close()
    assert game.phase == "over"
    assert prove(path) == []
