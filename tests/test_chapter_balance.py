"""tools/chapter_balance.py: one chapter played many times from the starts real campaigns
bring to it, the heroes' rate per haunt and player count (docs/CAMPAIGN.md, reference)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "campaign_mini"
sys.path.insert(0, str(ROOT / "tools"))


def chapter_balance(tmp_path, name, *args):
    out = tmp_path / name
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "chapter_balance.py"), *map(str, args),
                          "--json", out], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout, json.loads(out.read_text())


@pytest.mark.slow
def test_a_small_run_plays_the_chapter_asked_for_and_repeats(tmp_path):
    args = ("--chapter", 1, "--starts", 3, "--replays", 2, "--seed", 5, "--players", "3-5", "--no-check")
    text, a = chapter_balance(tmp_path, "a.json", *args)
    _, b = chapter_balance(tmp_path, "b.json", *args)
    assert a == b  # the same flags, the same figures
    haunt = "the_first_ledger"  # chapter 1's haunt (content/campaign/legacy.yaml)
    assert a["reached"] == {"1": 3} and a["errors"] == []
    rows = a["rows"]
    assert {row["n"] for row in rows.values()} == {1}
    assert {row["haunt"] for row in rows.values()} == {haunt}
    per_count = [row for row in rows.values() if row["players"] != "all"]
    assert sorted(row["players"] for row in per_count) == ["3", "4", "5"]
    assert all(row["played"] == 2 for row in per_count)
    every = rows[f"1/{haunt}"]
    assert every["played"] == 6 and every["heroes"] + every["traitor"] + every["capped"] + every["none"] == 6
    assert f"| 1 | {haunt} | all | 6 |" in text


@pytest.mark.slow
def test_the_replays_leave_the_campaign_as_it_would_have_gone(tmp_path):
    """Playing a chapter and abandoning it before the campaign's own game changes nothing
    that follows: the campaign's chapters hash the same with and without the replays."""
    from _campaigns import _play, _play_chapter
    from game import load_pack
    pack = load_pack(MINI)
    played = []

    def before(camp, n, seats):
        if n == 0:
            game = camp.start_chapter(seats, seed=12345)
            _play_chapter(pack, game, 12345, "sensible", 300, False)
            played.append(game.state_hash())
            camp.abandon_chapter()
        return False

    hashes = []
    for i, hook in enumerate((None, before)):
        record = {"chapters": [], "coverage": [], "traitors": {}, "problem": None}
        _play(pack, 4, 9, 300, False, "sensible", record, tmp_path / str(i), "book", hook)
        assert record["problem"] is None
        hashes.append([c["hash"] for c in record["chapters"]])
    assert len(played) == 1 and played[0] not in hashes[0]
    assert len(hashes[0]) == len(pack.extra["campaign"]["chapters"]) and hashes[0] == hashes[1]


def test_a_chapter_outside_the_campaign_is_refused_clearly():
    from chapter_balance import chapters_asked
    assert chapters_asked("all", 3) == [0, 1, 2] and chapters_asked("2,0", 3) == [0, 2]
    for bad in ("3", "x", ""):
        with pytest.raises(SystemExit, match="--chapter"):
            chapters_asked(bad, 3)
