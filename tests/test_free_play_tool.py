"""simulate.py --free-play --haunts: the balance run's games play only the haunts named
(tools/_free_play.py, tools/_free_play_report.py), the same games for the same seed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


def run(haunts: str | None, games: int = 5) -> list[dict]:
    import _free_play_report as report
    from _free_play import run_free
    args = argparse.Namespace(games=games, seed=4, max_turns=300, no_check=True, bots="sensible", haunts=haunts)
    return run_free(report.jobs(args, [3, 4, 5]))


def test_haunts_plays_only_the_haunts_named_on_every_house():
    records = run("the_wren_hunt,the_gooding")
    assert {r["house"] for r in records} == {"start", "kept:kept-1000", "kept:kept-1001", "kept:kept-1002",
                                             "kept:kept-1003"}
    played = [r["haunt"] for r in records if r["haunt"]]
    assert played and set(played) <= {"the_wren_hunt", "the_gooding"}
    assert not any(r["error"] or r["problem"] for r in records)


def test_haunts_is_the_same_games_for_the_same_seed():
    first, again = run("the_wren_hunt"), run("the_wren_hunt")
    assert first == again
    assert {r["haunt"] for r in first if r["haunt"]} == {"the_wren_hunt"}


def test_a_haunt_that_needs_a_kept_house_is_played_only_on_houses_that_allow_it():
    """The Hearth Gone Cold needs The Butter Churn in the Tomb: only kept-1000 has it."""
    import _free_play_report as report
    assert report.houses(("the_hearth_gone_cold",)) == ["kept:kept-1000"]
    records = run("the_hearth_gone_cold", games=2)
    assert {r["house"] for r in records} == {"kept:kept-1000"}
    assert {r["haunt"] for r in records if r["haunt"]} == {"the_hearth_gone_cold"}


def test_an_unknown_haunt_is_refused_by_name():
    import _free_play_report as report
    with pytest.raises(SystemExit, match="no_such_haunt"):
        report.houses(("no_such_haunt",))
