"""Chapters 11 and 12 of the campaign (docs/CAMPAIGN.md, sections 7 and 9): the campaign
condition ``{card_destroyed: CARD}`` that chapter 11's Legacy card L1103 reads (the
Horseshoe of Nine Nails, lost in chapter 3, comes back as a new card), and the chapters'
content as the campaign pack holds it."""

from __future__ import annotations

import shutil

import yaml

from game import load_pack
from game.content.loader import check_pack
from game.effects import holds_in

from campaign_helpers import MINI, cpack  # noqa: F401 (fixtures, used by name as parameters)
from game.content.safe_yaml import safe_load


def test_card_destroyed_reads_the_houses_destroyed_cards(cpack):
    cond = {"card_destroyed": "the_old_tenant"}
    assert holds_in(cpack, {"house": {"destroyed": ["the_old_tenant"]}}, 0, cond)
    assert not holds_in(cpack, {"house": {"destroyed": ["fog_off_the_mere"]}}, 0, cond)
    assert not holds_in(cpack, {"players": []}, 0, cond)   # outside a campaign: never


def test_card_destroyed_names_a_card_of_the_pack(tmp_path):
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    legacy = safe_load((folder / "legacy.yaml").read_text())
    card = next(c for c in legacy if c["id"] == "L101")
    card["effects"].append({"if": {"cond": {"card_destroyed": "no_such_card"},
                                   "then": [{"to_tomb": {"card": "the_old_tenant"}}]}})
    (folder / "legacy.yaml").write_text(yaml.safe_dump(legacy, sort_keys=False))
    _pack, problems = check_pack(folder)
    assert any("unknown card id 'no_such_card'" in str(p) for p in problems), problems
    card["effects"][-1]["if"]["cond"] = {"card_destroyed": "the_old_tenant"}
    (folder / "legacy.yaml").write_text(yaml.safe_dump(legacy, sort_keys=False))
    _pack, problems = check_pack(folder)
    assert problems == [], problems


def test_chapters_11_and_12_are_in_the_pack():
    pack = load_pack("campaign")
    legacy = pack.extra["legacy"]
    for n, haunt, entries in ((11, "the_bell_lifted", {85, 86}), (12, "the_highest_bidder", {87, 88, 89, 90})):
        cards = [c for c, card in legacy.items() if card["chapter"] == n]
        assert cards == sorted(cards, key=lambda c: legacy[c]["number"]) and legacy[cards[-1]].get("stop")
        assert [legacy[c]["pause"]["haunt"] for c in cards if legacy[c].get("pause")] == [haunt]
        assert haunt in pack.chapter_haunts
        assert entries <= set(pack.extra["journal"])
    assert "horseshoe_of_the_bell_pit" in legacy["L1103"]["brings"]


def _house_after_chapter_3(pack, horseshoe: str):
    """The starting house with the Horseshoe of Nine Nails as chapter 3 left it:
    ``kept`` (in the Omen deck) or ``lost`` (destroyed)."""
    from game.campaign.house import starting_house
    house = starting_house(pack)
    house["sealed"].remove("horseshoe_of_nine_nails")
    if horseshoe == "kept":
        house["decks"]["omen"].append("horseshoe_of_nine_nails")
    else:
        house["destroyed"].append("horseshoe_of_nine_nails")
    return house


def test_chapter_11_brings_the_horseshoe_back_only_where_chapter_3_lost_it():
    from game.campaign.ending import end_changes

    from campaign_helpers import chapter_game
    import pytest
    pack = load_pack("campaign")
    if len(pack.extra["campaign"]["chapters"]) <= 11:
        pytest.skip("chapter 11 is not in campaign.yaml's chapters yet")
    for horseshoe in ("lost", "kept"):
        game = chapter_game(pack, house=_house_after_chapter_3(pack, horseshoe), n=11, seed=5)
        state = game.state
        # (the pumps' branch reads chapter 10's long table: none taken here, so the stores)
        assert {"winter_stores", "under_the_loose_board"} <= set(state["decks"]["event"])
        assert "water_in_the_cellar" not in state["decks"]["event"]
        new = "horseshoe_of_the_bell_pit"
        if horseshoe == "lost":
            assert new in state["decks"]["item"] and new not in state["house"]["sealed"]
        else:
            assert new in state["house"]["sealed"] and new not in state["decks"]["item"]
            # (the chapter's end, as if the heroes had won: the starting house has no omens)
            changes, _entry = end_changes(pack, game.state["house"], game.state["chapter"], "heroes")
            assert {"kind": "destroy", "card": new, "unused": True} in changes   # (p.5: it joined no deck)
