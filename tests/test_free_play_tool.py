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



def test_each_house_seats_every_family_in_every_seat_over_its_games(monkeypatch):
    """The balance run plays game i on house i mod 5: the families at the table are drawn
    by the seed, not turned by it, so one house's games do not all seat the same families
    in the same order (as they did with five houses and five families)."""
    import _free_play
    import _free_play_report as report
    from game import load_pack
    tables = []

    def seated(name, seats, *rest, **kw):
        tables.append([s["family"] for s in seats])
        raise RuntimeError("seated")   # (only the seats are wanted: no game is played)

    monkeypatch.setattr(_free_play, "new_game", seated)
    args = argparse.Namespace(games=300, seed=1, max_turns=300, no_check=True, bots="sensible", haunts=None)
    for job in report.jobs(args, [3, 4, 5]):
        if job[1] == "kept:kept-1003" and job[3] == 3:
            _free_play.play_free(job)
    families = set(load_pack("campaign").explorers)
    assert len(tables) == 20 and all(len(set(t)) == 3 and set(t) <= families for t in tables)
    for seat in range(3):
        assert {t[seat] for t in tables} == families, seat
