"""simulate.py --campaign's divergence (tools/_divergence.py): how different the houses a
run of campaigns left are — counted from the houses, never assumed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from _divergence import divergence, jaccard_distance, report_lines

from game import load_pack


@pytest.fixture(scope="module")
def pack():
    return load_pack("campaign")


def _house(tiles, cards, planks=(), doors=(), branches=None, ending=100, opened=()):
    return {"house": {"tiles": sorted(tiles), "cards": sorted(cards), "planks": list(planks), "doors": list(doors),
                      "branches": dict(branches or {}), "ending": ending, "opened": list(opened), "chapters": 14}}


def test_jaccard_distance():
    assert jaccard_distance({"a", "b"}, {"a", "b"}) == 0
    assert jaccard_distance({"a", "b"}, {"c"}) == 1
    assert jaccard_distance({"a", "b", "c"}, {"b", "c", "d"}) == pytest.approx(0.5)
    assert jaccard_distance(set(), set()) == 0


def test_divergence_counts_houses_rates_and_endings(pack):
    records = [_house({"t1"}, {"a", "b"}, planks=[1], doors=["A"], branches={"raising": "plot"}, ending=100),
               _house({"t1"}, {"a", "b"}, planks=[1], doors=[], branches={"raising": "plot"}, ending=100,
                      opened=["box"]),
               _house({"t2"}, {"b", "c"}, planks=[2], doors=["A", "M"], branches={"raising": "mere_garden"},
                      ending=103),
               {"house": None}]   # (a campaign that did not finish is left out)
    div = divergence(records, pack)
    assert div["campaigns"] == 3 and div["distinct_houses"] == 2
    # pairs: (1,2) 0, (1,3) 2/3, (2,3) 2/3
    assert div["mean_card_distance"] == pytest.approx(round(4 / 9, 4))
    assert div["plank_join_rates"]["1"] == pytest.approx(0.667) and div["plank_join_rates"]["2"] == pytest.approx(0.333)
    assert div["plank_join_rates"]["20"] == 0
    assert div["door_open_rates"]["A"] == pytest.approx(0.667) and div["door_open_rates"]["M"] == pytest.approx(0.333)
    assert div["branch_rates"]["raising=plot"] == pytest.approx(0.667)
    assert div["branch_rates"]["raising=mere_garden"] == pytest.approx(0.333)
    assert div["branch_rates"]["ledger=kept"] == 0 and div["branch_rates"]["sealed:box"] == pytest.approx(0.333)
    assert div["endings"] == {"100": 2, "103": 1}
    lines = "\n".join(report_lines(div))
    assert "## Divergence" in lines and "off target" in lines   # (three campaigns miss the targets)
