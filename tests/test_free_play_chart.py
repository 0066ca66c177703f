"""The legacy chart against the houses free play is measured on (issue 35): a haunt that
needs a campaign's house must have cells that house can reach — an omen still in its
Omen deck and a room still in its stack — or it is never played there."""

from __future__ import annotations

import sys
from pathlib import Path

from game import load_pack
from game.haunt.memory import allowed_haunts

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


def reachable_cells(pack, number: int, house: dict) -> list:
    chart = pack.chart
    return [(room, omen) for i, room in enumerate(chart["rows"]) for j, omen in enumerate(chart["columns"])
            if chart["cells"][i][j] == number and omen in house["decks"]["omen"] and room in house["tiles"]]


def test_a_haunt_that_needs_a_kept_house_has_three_cells_it_can_reach():
    from _free_play import kept_houses
    pack = load_pack("legacy")
    needing = [hid for hid, h in pack.haunts.items() if h.get("needs")]
    assert len(needing) >= 4
    for hid in needing:
        allowing = [k for k, v in kept_houses().items()
                    if hid in allowed_haunts(pack, v["house"], v["betrayer"])]
        assert allowing, f"{hid}: no kept house allows it"
        for name in allowing:
            cells = reachable_cells(pack, pack.haunts[hid]["number"], kept_houses()[name]["house"])
            assert len(cells) >= 3, (hid, name, cells)


def test_every_haunt_has_a_cell_some_house_it_may_be_played_on_can_reach():
    from _free_play import kept_houses
    pack = load_pack("legacy")
    start = {"decks": {"omen": [c for c, card in pack.cards.items() if card.deck == "omen"]},
             "tiles": list(pack.tiles)}
    houses = [(start, set(allowed_haunts(pack)))] + [
        (v["house"], set(allowed_haunts(pack, v["house"], v["betrayer"]))) for v in kept_houses().values()]
    for hid, h in pack.haunts.items():
        assert any(hid in allows and reachable_cells(pack, h["number"], house) for house, allows in houses), hid
