"""tools/free_play_calibrate.py: with each side's number raised out of reach, the game is
the same game up to the moment the real number would have ended it, so the calibration read
at a haunt's own numbers gives exactly the winners of the real games (the same seeds)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


@pytest.mark.slow
def test_the_calibration_at_the_haunts_own_numbers_gives_the_real_winners():
    import _free_play_report as report
    import free_play_calibrate as calibrate
    from _free_play import run_free

    haunts = ("the_frost_fair", "the_wren_hunt")   # a house's rounds race, a traitor's count race
    rows, knobs = calibrate.play(haunts, 10, 4)
    args = argparse.Namespace(games=10, seed=4, max_turns=300, no_check=True, bots="sensible", haunts=",".join(haunts))
    real = {r["seed"]: r for r in run_free(report.jobs(args, [3, 4, 5]))}
    assert len(rows) >= 8
    for row in rows:
        own_h, own_t = (knobs[row["haunt"]][side][2][row["players"]] for side in ("heroes", "traitor"))
        game = real[row["seed"]]
        assert game["haunt"] == row["haunt"] and game["over"]
        assert calibrate.heroes_win(row, own_h, own_t) == (game["winner"] == "heroes"), row["seed"]
    # and the raised numbers are put back: the pack the balance run plays is the haunt's own
    from _free_play import _pack
    assert _pack("legacy", haunts).haunts["the_frost_fair"]["win"]["heroes"][0]["counter_at_least"]["value"][3] == \
        knobs["the_frost_fair"]["heroes"][2][3]


@pytest.mark.slow
def test_own_cells_plays_the_balance_runs_own_games_of_the_haunts():
    """--own-cells: the pack's own chart, so the rows are exactly the balance run's games
    that reached one of the haunts (same cell, same house, same winner at the own numbers),
    and a game that reached another haunt gives none."""
    import _free_play_report as report
    import free_play_calibrate as calibrate
    from _free_play import run_free

    haunts = ("the_frost_fair", "the_wren_hunt", "the_mere_lights", "the_lych_gate", "the_corpse_road",
              "the_burning_of_the_clavie", "the_twelfth_name", "the_well_dressing", "the_church_grim",
              "the_gooding", "the_first_footing", "the_widows_stone")   # allowed on every house
    games, seed = 9, 3
    rows, knobs = calibrate.play(haunts, games, seed, own_cells=True)
    args = argparse.Namespace(games=games, seed=seed, max_turns=300, no_check=True, bots="sensible", haunts=None)
    real = {r["seed"]: r for r in run_free(report.jobs(args, [3, 4, 5]))}
    assert {r["seed"] for r in rows} == {s for s, g in real.items() if g["haunt"] in haunts}
    assert 2 <= len(rows) < games
    for row in rows:
        game = real[row["seed"]]
        assert (game["haunt"], game["house"], game["cell"]) == (row["haunt"], row["house"], row["cell"])
        own_h, own_t = (knobs[row["haunt"]][side][2][row["players"]] for side in ("heroes", "traitor"))
        assert calibrate.heroes_win(row, own_h, own_t) == (game["winner"] == "heroes"), row["seed"]
