"""Legacy free-play haunts (issue 35): every haunt file of the legacy pack keeps its two
books apart (docs/HAUNT_FORMAT.md "Who sees what"), as tests/test_haunt_secrecy.py checks
for the classic book; and a haunt that remembers reads the house a campaign left
(game.haunt.memory): its cells lead elsewhere on a house that lacks what it needs, and
its numbers change on a house that has it."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import load_pack
from haunt_helpers import reveal, start
from test_haunt_secrecy import (each_side_reads_its_own_book, heroes_never_see_the_traitors_book, hidden_in,
                                named_only_in_the_traitors_own_view, the_traitor_never_sees_the_heroes_book)

HAUNT_DIR = Path(__file__).resolve().parent.parent / "content" / "legacy" / "haunts"
HAUNT_IDS = sorted(p.stem for p in HAUNT_DIR.glob("*.yaml"))   # file name = haunt id


@pytest.fixture(scope="module")
def legacy_pack():
    return load_pack("legacy")


def a_house(**marks) -> dict:
    """A campaign's final house, in the shape game.campaign.house keeps, with ``marks``."""
    house = {"decks": {"item": [], "event": [], "omen": []}, "tiles": [], "purgatory": [], "sealed": [],
             "planks": [], "legacy": [], "legacy_read": [], "box": [], "tomb": [], "destroyed": [],
             "destroyed_tiles": [], "cards": {}, "tile_marks": {}, "rules": [], "doors": [], "journal": [],
             "branches": {}, "legacy_deck": 1, "opened": []}
    house.update(marks)
    return house


def house_for(needs) -> dict:
    """A campaign's house that has what a haunt ``needs`` (one house condition)."""
    (name, arg), = needs.items()
    if name == "house_tomb":
        return a_house(tomb=[arg])
    if name == "house_named":
        return a_house(cards={arg: {"name": "A Name Written On It"}})
    raise AssertionError(f"no test house for {name}")


def begin(pack, haunt_id, seed=3, house=None):
    game = start(pack, players=4, seed=seed, first_player=0)
    needs = pack.haunts[haunt_id].get("needs")
    if house is None and needs:
        house = house_for(needs)
    if house is not None:
        game._state["house"] = house
    reveal(game, haunt_id)
    return game


def test_the_legacy_book_has_fifty_haunts_of_every_kind(legacy_pack):
    rules = [h["traitor_rule"] for h in legacy_pack.haunts.values()]
    assert len(legacy_pack.haunts) >= 50
    assert sum(r == "none" for r in rules) >= 5
    assert sum(not isinstance(r, str) and "hidden" in r for r in rules) >= 5
    assert sum(1 for h in legacy_pack.haunts.values() if h.get("every_round")) >= 5
    remembering = [h for h in legacy_pack.haunts.values() if h.get("needs") or "house_" in str(h["heroes"]["setup"])]
    assert len(remembering) >= 10


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_heroes_never_see_the_traitors_book(legacy_pack, haunt_id):
    game = begin(legacy_pack, haunt_id)
    assert game.state["haunt"]["id"] == haunt_id
    heroes_never_see_the_traitors_book(legacy_pack, game, haunt_id)


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_the_traitor_never_sees_the_heroes_book(legacy_pack, haunt_id):
    the_traitor_never_sees_the_heroes_book(legacy_pack, begin(legacy_pack, haunt_id), haunt_id)


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_each_side_reads_its_own_book(legacy_pack, haunt_id):
    each_side_reads_its_own_book(legacy_pack, begin(legacy_pack, haunt_id), haunt_id)


HIDDEN = hidden_in(HAUNT_DIR, HAUNT_IDS)


@pytest.mark.parametrize("haunt_id", HIDDEN)
def test_a_hidden_traitor_is_named_only_in_the_traitors_own_view(legacy_pack, haunt_id):
    named_only_in_the_traitors_own_view(begin(legacy_pack, haunt_id))


# -- haunts that remember -----------------------------------------------------------------------

NEEDING = sorted(h for h in HAUNT_IDS if "needs:" in (HAUNT_DIR / f"{h}.yaml").read_text())


@pytest.mark.parametrize("haunt_id", NEEDING)
def test_on_a_house_that_lacks_what_it_needs_the_cell_leads_to_another_haunt(legacy_pack, haunt_id):
    haunt = legacy_pack.haunts[haunt_id]
    starting = begin(legacy_pack, haunt_id, house=a_house())   # a house with nothing written
    assert starting.state["haunt"]["id"] == haunt["instead"]
    kept = begin(legacy_pack, haunt_id)                        # a house that has it
    assert kept.state["haunt"]["id"] == haunt_id


def test_the_chart_never_falls_back_to_a_haunt_the_house_cannot_play(legacy_pack):
    """Every cell leads to a haunt playable on the starting house."""
    from game.haunt.reveal import choose_haunt
    game = start(legacy_pack, players=4, seed=3, first_player=0)
    chart = legacy_pack.chart
    for room in chart["rows"]:
        for omen in chart["columns"]:
            assert not choose_haunt(legacy_pack, game.state, omen, room, 0).get("needs")


def counters_after(pack, haunt_id, house) -> dict:
    return dict(begin(pack, haunt_id, house=house).state["haunt"].get("counters") or {})


def test_a_named_omen_gives_the_saint_two_tears(legacy_pack):
    assert counters_after(legacy_pack, "the_saints_tears", a_house()).get("tears", 0) == 0
    named = a_house(cards={"phial_of_saint_aldreths_tears": {"name": "The Phial"}})
    assert counters_after(legacy_pack, "the_saints_tears", named)["tears"] == 2


def test_an_heirloom_and_its_family_change_the_count(legacy_pack):
    pendry = a_house(cards={"storm_lantern": {"heirloom": {"family": "pendry"}}})
    greaves = a_house(cards={"storm_lantern": {"heirloom": {"family": "greaves"}}})
    assert counters_after(legacy_pack, "the_heirloom_thief", pendry)["restored"] == 2
    assert counters_after(legacy_pack, "the_heirloom_thief", greaves).get("restored", 0) == 0


def test_the_family_that_betrayed_most_starts_ahead(legacy_pack):
    game = start(legacy_pack, players=4, seed=3, first_player=0)
    game._state["house"] = a_house()
    game._state["free_play"] = {"id": "x", "name": "x", "k": 1, "betrayer": "fennick"}
    reveal(game, "the_turncoats_portion")
    assert game.state["haunt"]["counters"]["portions"] == 1


def test_a_room_only_some_houses_have(legacy_pack):
    without, with_shrine = a_house(), a_house(tiles=["sunken_shrine"])
    assert counters_after(legacy_pack, "the_shrine_below", without).get("candles", 0) == 0
    assert counters_after(legacy_pack, "the_shrine_below", with_shrine)["candles"] == 2


@pytest.mark.parametrize("edit,said", [
    (("instead: candlemas_eve", "instead: no_such_haunt"), "no haunt 'no_such_haunt'"),
    (("instead: candlemas_eve", "instead: the_hearth_gone_cold"), "must be playable on every house"),
    (("needs: {house_tomb: the_last_sheaf}", "needs: {tile_symbol: omen}"), "needs reads the house only"),
    (("needs: {house_tomb: the_last_sheaf}", "needs: {house_tomb: no_card}"), "unknown card id 'no_card'"),
])
def test_validation_says_what_is_wrong_with_needs_and_instead(tmp_path, edit, said):
    import shutil

    from game.content.loader import check_pack
    folder = tmp_path / "legacy"
    shutil.copytree(HAUNT_DIR.parent, folder)
    file = folder / "haunts" / "the_grace_unsaid.yaml"
    text = file.read_text()
    assert edit[0] in text
    file.write_text(text.replace(edit[0], edit[1]))
    _pack, problems = check_pack(folder)
    assert any(said in str(p) for p in problems), problems


def test_each_house_allows_the_haunts_it_has_what_they_need_for(legacy_pack):
    from game.haunt.memory import allowed_haunts
    needing = {h for h in HAUNT_IDS if legacy_pack.haunts[h].get("needs")}
    starting = set(allowed_haunts(legacy_pack))
    assert needing and starting == set(legacy_pack.haunts) - needing
    kept = set(allowed_haunts(legacy_pack, a_house(tomb=["the_last_sheaf"])))
    assert kept == starting | {"the_grace_unsaid"}


@pytest.mark.parametrize("betrayals,most", [
    ({"corvane": 1, "fennick": 3, "greaves": 0}, "fennick"),
    ({"corvane": 2, "fennick": 2, "greaves": 0}, None),      # a tie: nobody betrayed most
    ({"corvane": 0, "fennick": 0, "greaves": 0}, None),
])
def test_the_family_that_betrayed_most(betrayals, most):
    from types import SimpleNamespace

    from game.campaign.campaign import Campaign
    assert Campaign.betrayer(SimpleNamespace(betrayals=lambda: betrayals)) == most
