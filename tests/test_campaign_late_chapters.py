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

from campaign_helpers import MINI, cpack  # noqa: F401


def test_card_destroyed_reads_the_houses_destroyed_cards(cpack):
    cond = {"card_destroyed": "the_old_tenant"}
    assert holds_in(cpack, {"house": {"destroyed": ["the_old_tenant"]}}, 0, cond)
    assert not holds_in(cpack, {"house": {"destroyed": ["fog_off_the_mere"]}}, 0, cond)
    assert not holds_in(cpack, {"players": []}, 0, cond)   # outside a campaign: never


def test_card_destroyed_names_a_card_of_the_pack(tmp_path):
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    legacy = yaml.safe_load((folder / "legacy.yaml").read_text())
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
