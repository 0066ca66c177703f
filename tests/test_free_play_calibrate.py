"""tools/free_play_calibrate.py: with each side's number raised out of reach, the game is
the same game up to the moment the real number would have ended it, so the calibration read
at a haunt's own numbers gives exactly the winners of the real games (the same seeds)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


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
