"""tools/replay.py on good and damaged logs: one clear line, never a traceback.

    python tools/replay.py LOG --verify     OK <events> events <hash>
    python tools/replay.py LOG --narrate    the story, one sentence a line
    python tools/replay.py LOG --at N       the state after N events
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.replayer import Replayer

from driver import Driver, start, turn_a_placed_tile

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "replay.py"


def run(*args):
    done = subprocess.run([sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture(scope="module")
def good(tmp_path_factory, classic_pack):
    path = tmp_path_factory.mktemp("tool") / "good.jsonl"
    game = start(classic_pack, seed=4, log_path=path)
    driver = Driver(game, 4)
    while game.phase != "over" and game.state["turns_taken"] < 12:
        driver.step()
    game.close()
    return path, game


def damaged(good: Path, folder: Path) -> dict[str, tuple[bytes, str]]:
    """kind -> (file contents, words the error must have)."""
    raw = good.read_bytes()
    lines = raw.split(b"\n")
    flipped = bytearray(raw)
    flipped[len(lines[0]) + 1 + sum(len(x) + 1 for x in lines[1:6]) + 2] ^= 0x80   # in line 7
    header = json.loads(lines[0])
    header["format"] += 1
    return {
        "truncated": (raw[:30], "header is not readable JSON"),
        "bit-flipped": (bytes(flipped), "line 7 is damaged"),
        "empty": (b"", "empty"),
        "wrong-version": (json.dumps(header).encode() + b"\n" + b"\n".join(lines[1:]), "newer"),
        "non-json": (b"<html>not a save</html>\n", "not readable JSON"),
        "missing": (None, "cannot be read"),
    }


@pytest.mark.slow
def test_verify_says_ok_with_the_event_count_and_hash(good):
    path, game = good
    code, out, err = run(path, "--verify")
    assert code == 0 and err == ""
    assert out.strip() == f"OK {len(game.events)} events {game.state_hash()}"


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["truncated", "bit-flipped", "empty", "wrong-version", "non-json", "missing"])
@pytest.mark.parametrize("mode", [["--verify"], ["--narrate"], ["--at", "5"]])
def test_each_damaged_kind_gets_one_clear_error(good, tmp_path, kind, mode):
    content, words = damaged(good[0], tmp_path)[kind]
    path = tmp_path / f"{kind}.jsonl"
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(path, *mode)
    assert code == 1 and out == ""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path.name}: ") and words in lines[0], err


def test_a_torn_last_line_is_a_warning_and_the_rest_verifies(good, tmp_path):
    path, _game = good
    torn = tmp_path / "torn.jsonl"
    torn.write_bytes(path.read_bytes()[:-7])
    code, out, err = run(torn, "--verify")
    assert code == 0 and re.fullmatch(r"OK \d+ events [0-9a-f]+", out.strip())
    assert "cut off mid-write" in err and "Traceback" not in err


@pytest.mark.slow
def test_a_changed_event_is_caught_by_the_turn_hash(good, tmp_path):
    path, _game = good
    tampered = tmp_path / "tampered.jsonl"
    turn_a_placed_tile(path, tampered)
    code, _out, err = run(tampered, "--verify")
    assert code == 1 and "differs from the recorded one" in err and "Traceback" not in err


def test_narrate_tells_the_story(good):
    path, _game = good
    code, out, err = run(path, "--narrate")
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0].startswith("The doors of Hollowmere close behind")
    assert any(line.startswith("Turn 1:") for line in lines) and any(line.startswith("Turn 12:") for line in lines)


@pytest.mark.slow
def test_an_unfinished_game_is_told_as_the_table_sees_it_and_no_more(good):
    """Like the replay viewer, --narrate tells a game still being played as the table
    sees it (the default then); a side's eyes, or everything, are refused with a reason."""
    path, game = good
    assert game.phase != "over"
    code, told, err = run(path, "--narrate")
    assert code == 0 and err == ""
    assert run(path, "--narrate", "--perspective", "table")[1] == told
    for perspective in ("heroes", "traitor", "omniscient"):
        code, out, err = run(path, "--narrate", "--perspective", perspective)
        assert code == 1 and out == "" and "the game is not over" in err and "Traceback" not in err


@pytest.mark.slow
def test_at_n_summarises_the_state_after_n_events(good, classic_pack):
    path, game = good
    n = Replayer(classic_pack, game.events).turn_starts()[4]
    code, out, err = run(path, "--at", n)
    from game.hashing import state_hash

    expected = state_hash(Replayer(classic_pack, game.events).seek(n))
    assert code == 0 and err == ""
    assert out.startswith(f"after {n} of {len(game.events)} events") and expected in out.splitlines()[0]
    code, _out, err = run(path, "--at", len(game.events) + 1)
    assert code == 1 and "--at must be between 0 and" in err
