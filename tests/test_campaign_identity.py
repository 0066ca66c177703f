"""A campaign is itself whatever its folder is called (issue 33, point 3): its identity
is written in its own log, so a copy or a renamed backup goes on and verifies, and two
copies are listed as two."""

from __future__ import annotations

import shutil

from campaign_helpers import cpack, finish_chapters, new_campaign, seats_for  # noqa: F401 (a fixture)
from game.campaign import list_campaigns, load_campaign
from game.campaign.verify import verify_campaign


def test_a_copied_and_renamed_campaign_continues_and_verifies(tmp_path, cpack):
    camp = new_campaign(tmp_path / "campaigns", cpack)
    finish_chapters(camp, 1)
    copy = tmp_path / "campaigns" / "restored-from-backup"
    shutil.copytree(camp.folder, copy)
    again = load_campaign(copy, cpack)
    assert again.id == camp.id and again.folder == copy
    game = again.start_chapter(seats_for(again.next_chapter()))   # the copy goes on: chapter 1
    assert game.header["campaign"]["id"] == camp.id
    assert all(ok for _n, ok, _why in verify_campaign(copy, cpack))
    listed = list_campaigns(tmp_path / "campaigns", cpack)
    assert sorted(e["folder"].name for e in listed) == sorted([camp.folder.name, "restored-from-backup"])
    assert not any(e["error"] for e in listed)


def test_a_new_campaign_writes_its_own_id_in_its_header(tmp_path, cpack):
    first = new_campaign(tmp_path / "a", cpack, seed=3)
    again = new_campaign(tmp_path / "b", cpack, seed=3)   # the same seeded campaign: the same id
    other = new_campaign(tmp_path / "c", cpack, seed=4)
    assert len(first.header["id"]) == 16 and first.id == first.header["id"]
    assert again.id == first.id and other.id != first.id
