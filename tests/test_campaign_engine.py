"""The campaign as a whole: its log, the fold, chapters begun, finished, abandoned and
resumed, families and members, fates, the joining rule, verification, damage.

Book pages: families for the whole campaign (p.6 step 7), members with a name and an age,
a survivor returning older (p.4, p.7 steps 5-6), fates and the dead (p.7, p.21), joining
(p.21), the chapter's end (p.21).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.campaign import CampaignError, create_campaign, list_campaigns, load_campaign
from game.campaign.house import check_places, house_hash
from game.campaign.verify import verify_campaign

from campaign_helpers import (FAMILIES, MINI, chapter_game, cpack, finish_chapters, new_campaign,  # noqa: F401 (fixtures, used by name as parameters)
                              play_out, seats_for)
from game import load_pack


def test_a_campaign_is_a_log_and_the_house_is_its_fold(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    lines = (camp.folder / "campaign.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["kind"] == "hollowmere-campaign"
    assert [json.loads(x)["t"] for x in lines[1:]] == ["campaign_created"]
    (event,) = finish_chapters(camp, 1)
    again = load_campaign(camp.folder, cpack)
    assert house_hash(again.house) == event["house_hash"] == house_hash(camp.house)
    assert again.state == camp.state
    assert not (camp.folder / "house.json").exists() and sorted(p.name for p in camp.folder.iterdir()) == \
        ["campaign.jsonl", "ch00.jsonl"]
    assert check_places(cpack, again.house) == []


def test_families_are_chosen_for_the_whole_campaign_p6(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack, families=("corvane", "greaves", "pendry"))
    plan = camp.next_chapter()
    seats = seats_for(plan) + [{"family": "fennick", "name": "Kit", "age": 20}]
    with pytest.raises(CampaignError, match="not in this campaign"):
        camp.start_chapter(seats)
    with pytest.raises(CampaignError, match="chosen twice"):
        create_campaign("x", [{"family": "corvane"}, {"family": "corvane"}, {"family": "pendry"}], pack=cpack,
                        root=tmp_path)
    with pytest.raises(CampaignError, match="3 to 5"):
        camp.start_chapter(seats_for(plan)[:2])


def test_each_chapter_a_member_with_a_name_and_an_age_p7(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack, families=("corvane", "greaves", "pendry"))
    seats = [{"family": "corvane", "name": "Mercy", "age": 31}, {"family": "greaves", "name": "Ned", "age": 19},
             {"family": "pendry", "name": "Nell", "age": 64}]
    for bad, why in (({"age": 0}, "between"), ({"age": 121}, "between"), ({"age": "old"}, "whole number"), ({"name": "  "}, "empty"),
                     ({"name": "x" * 30}, "at most")):
        with pytest.raises(CampaignError, match=why):
            camp.start_chapter([{**seats[0], **bad}] + seats[1:])
    game = camp.start_chapter(seats)
    assert [p["name"] for p in game.state["players"]] == ["Mercy Corvane", "Ned Greaves", "Nell Pendry"]
    assert [p["age"] for p in game.state["players"]] == [31, 19, 64]
    assert game.header["campaign"]["chapter"] == 0 and game.header["campaign"]["id"] == camp.id


def test_a_survivor_returns_older_a_relative_takes_over_the_dead_never_return_p4_p7(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack, families=("corvane", "greaves", "pendry"))
    game = camp.start_chapter([{"family": "corvane", "name": "Mercy", "age": 31},
                               {"family": "greaves", "name": "Ned", "age": 19},
                               {"family": "pendry", "name": "Nell", "age": 90}])
    play_out(game)
    game.state["players"][1]["alive"] = False  # (Ned dies: written by hand, the fates are read from the game)
    event = camp.finish_chapter(game)
    assert event["fates"]["greaves"]["died"] and event["fates"]["greaves"]["fate"].startswith(("Died", "Turned"))
    plan = camp.next_chapter()
    years = plan["year"] - 1651
    by = {f["family"]: f for f in plan["families"]}
    assert by["corvane"]["returning"] == [{"name": "Mercy", "age": 31 + years}]
    assert by["greaves"]["returning"] == [] and by["greaves"]["dead"] == ["Ned"]
    with pytest.raises(CampaignError, match="died in chapter 0 and cannot return"):
        camp.start_chapter([{"family": "greaves", "name": "Ned", "age": 50}, *seats_for(plan, ("corvane", "pendry"))])
    with pytest.raises(CampaignError, match="at least"):
        camp.start_chapter([{"family": "corvane", "name": "Mercy", "age": 40}, *seats_for(plan, ("greaves", "pendry"))])
    with pytest.raises(CampaignError, match="too old to return"):  # 90 + 28 = 118 (docs/CAMPAIGN.md: none past 110)
        camp.start_chapter([{"family": "pendry", "name": "Nell", "age": 118}, *seats_for(plan, ("greaves", "corvane"))])
    game = camp.start_chapter([{"family": "corvane", "name": "Mercy", "age": 31 + years + 2},
                               {"family": "greaves", "name": "Obadiah", "age": 25},
                               {"family": "pendry", "name": "Caleb", "age": 30}])
    seats = game.state["chapter"]["seats"]
    assert [s["returning"] for s in seats] == [True, False, False]


def test_fates_are_filled_in_from_the_log_and_may_be_rewritten_p21(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack, families=("corvane", "greaves", "pendry"))
    game = camp.start_chapter(seats_for(camp.next_chapter()))
    play_out(game)
    traitor = game.state["haunt"]["traitor"]
    family = game.state["players"][traitor]["explorer"]
    event = camp.finish_chapter(game, fates={"corvane": "  Held the  door against the dark "})
    assert event["fates"]["corvane"]["fate"] == "Held the door against the dark"
    assert event["fates"][family]["traitor"] and event["traitor"] == family
    member = camp.state["families"][family]["members"][0]
    assert member["traitor_in"] == [0] and member["fates"]["0"] == event["fates"][family]["fate"]


def test_the_chapters_end_in_the_books_order_p21(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    (event,) = finish_chapters(camp, 1)
    ending = event["changes"][event["in_game"]:]
    kinds = [c["kind"] for c in ending]
    # Legacy cards left for the end, (1) the winner's journal entry, ..., (3) the Box back
    assert kinds[0] == "legacy_read" and "journal_read" in kinds and kinds[-1] == "box_returned"
    assert kinds.index("legacy_read") < kinds.index("journal_read")
    entry = {"heroes": 52, "traitor": 53}[event["winner"]]
    assert event["journal"] == entry and {"kind": "journal_read", "entry": entry} in ending
    assert camp.house["box"] == []


def test_a_chapter_counts_only_when_it_finishes_abandoning_commits_nothing(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    before = house_hash(camp.house)
    game = camp.start_chapter(seats_for(camp.next_chapter(), FAMILIES[:3]))
    play_out(game)
    with pytest.raises(CampaignError, match="under way"):
        camp.start_chapter(seats_for(camp.next_chapter(), FAMILIES[:3]))
    camp.abandon_chapter()
    assert house_hash(camp.house) == before and camp.chapters == [] and camp.current is None
    again = camp.start_chapter(seats_for(camp.next_chapter(), FAMILIES[:3]))
    assert again.path.name == "ch00-2.jsonl" and again.state["chapter"]["n"] == 0
    assert again.events[0]["house"]["legacy"] == game.events[0]["house"]["legacy"]
    assert again.events[0]["seed"] != game.events[0]["seed"]  # played again: another game


def test_continue_resumes_the_unfinished_chapter(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    game = camp.start_chapter(seats_for(camp.next_chapter(), FAMILIES[:3]))
    for _ in range(12):
        seat = game.acting_seat()
        game.submit(game.legal_commands(seat)[-1])
    expected, events = game.state_hash(), len(game.events)
    game.close()
    resumed = load_campaign(camp.folder, cpack).resume_chapter()
    assert resumed.state_hash() == expected and len(resumed.events) == events
    play_out(resumed)
    load_campaign(camp.folder, cpack).finish_chapter(resumed)


def test_a_chapter_is_never_counted_twice(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    game = camp.start_chapter(seats_for(camp.next_chapter(), FAMILIES[:3]))
    with pytest.raises(CampaignError, match="not over yet"):
        camp.finish_chapter(game)
    play_out(game)
    camp.finish_chapter(game)
    with pytest.raises(CampaignError, match="no chapter is under way"):
        camp.finish_chapter(game)
    log = camp.folder / "campaign.jsonl"
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines + [lines[-1].replace('"seq":2', '"seq":3')]) + "\n")  # a finish written twice
    with pytest.raises(CampaignError, match="not the chapter under way"):
        load_campaign(camp.folder, cpack)


def test_the_joining_rule_applies_to_a_family_that_missed_more_than_half_p21(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    finish_chapters(camp, 1, families=("corvane", "greaves", "pendry"))
    plan = camp.next_chapter()
    assert {f["family"]: f["joining"] for f in plan["families"]} == \
        {"corvane": False, "greaves": False, "pendry": False, "fennick": True}  # missed 1 of 1
    game = camp.start_chapter(seats_for(plan))
    fennick = next(p["seat"] for p in game.state["players"] if p["explorer"] == "fennick")
    assert game.state["chapter"]["joining"] == [fennick] and game.pending["kind"] == "joining_keep"


def test_every_chapter_replays_alone_and_verifies(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    finish_chapters(camp, 2)
    results = verify_campaign(camp.folder, cpack)
    assert [ok for _n, ok, _m in results] == [True, True] and all("OK" in m for _n, _ok, m in results)
    ch0 = camp.folder / "ch00.jsonl"
    from game import load
    replayed = load(ch0, cpack, append=False)
    assert replayed.state_hash() == camp.chapters[0]["final_hash"]


def test_a_damaged_chapter_save_names_the_campaign_and_chapter_and_others_still_load(tmp_path, cpack):
    good = new_campaign(tmp_path, cpack, name="Good")
    finish_chapters(good, 1)
    bad = new_campaign(tmp_path, cpack, name="Bad")
    finish_chapters(bad, 1)
    game = bad.start_chapter(seats_for(bad.next_chapter()))
    game.close()
    for path in (bad.folder / "ch00.jsonl", bad.folder / "ch01.jsonl"):
        raw = path.read_bytes()
        path.write_bytes(raw[:len(raw) // 2] + b"\x00garbage\n" + raw[len(raw) // 2:])
    results = verify_campaign(bad.folder, cpack)
    assert not results[0][1] and "Bad: chapter 0" in results[0][2]
    with pytest.raises(CampaignError, match=r"Bad: chapter 1's save is damaged"):
        load_campaign(bad.folder, cpack).resume_chapter()
    listed = {e["name"]: e for e in list_campaigns(tmp_path, cpack)}
    assert listed["Good"]["error"] is None and load_campaign(good.folder, cpack).summary()["chapter"] == 1
    assert all(ok for _n, ok, _m in verify_campaign(good.folder, cpack))


def test_a_damaged_campaign_log_is_listed_with_its_reason(tmp_path, cpack):
    good = new_campaign(tmp_path, cpack, name="Fine")
    broken = new_campaign(tmp_path, cpack, name="Broken")
    log = broken.folder / "campaign.jsonl"
    log.write_text(log.read_text().splitlines()[0] + "\n" + "[" * 5000 + "\n{}\n")
    listed = {e["folder"].name: e for e in list_campaigns(tmp_path, cpack)}
    assert listed[good.folder.name]["error"] is None
    assert "line 2" in listed[broken.folder.name]["error"]
    with pytest.raises(CampaignError):
        load_campaign(broken.folder, cpack)


def test_a_torn_last_line_of_the_campaign_log_is_dropped_and_cut_off(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    log = camp.folder / "campaign.jsonl"
    with log.open("a") as fh:
        fh.write('{"seq":1,"t":"chapter_beg')
    again = load_campaign(camp.folder, cpack)
    assert again.warnings and again.current is None
    game = again.start_chapter(seats_for(again.next_chapter(), FAMILIES[:3]))
    lines = log.read_text().splitlines()
    assert json.loads(lines[-1])["t"] == "chapter_begun" and len(lines) == 3
    assert game.path.exists()


def test_the_campaign_view_shows_locked_things_as_counts_only(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    finish_chapters(camp, 1)
    view = camp.view()
    text = json.dumps(view)
    for card in camp.house["purgatory"] + camp.house["sealed"]:
        assert f'"{card}"' not in text
    for tile in camp.house["planks"]:
        assert f'"{tile}"' not in text
    locked = view["house"]["locked"]
    assert locked == {"purgatory": len(camp.house["purgatory"]), "sealed": len(camp.house["sealed"]),
                      "planks": len(camp.house["planks"]), "legacy": len(camp.house["legacy"])}
    assert view["chronicle"][0]["n"] == 0 and view["next"] == 1 and view["planned"] == 3
    assert all(c["kind"] != "legacy_read" for c in view["chronicle"][0]["changes"])


def test_a_chapter_save_names_its_campaign_chapter_and_house(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    game = camp.start_chapter(seats_for(camp.next_chapter(), FAMILIES[:3]))
    header = json.loads(Path(game.path).read_text().splitlines()[0])
    assert header["campaign"] == {"id": camp.id, "name": camp.name, "chapter": 0,
                                  "house_hash": house_hash(camp.house)}
    assert game.events[0]["campaign"]["n"] == 0 and house_hash(game.events[0]["house"]) == header["campaign"]["house_hash"]


def test_a_fate_names_the_room_once_with_its_article():
    """A room named "The ..." is not told as "the The ..." in a fate made from the log."""
    from game.campaign.ending import default_fates

    pack = load_pack(MINI)
    game = chapter_game(pack)
    state = game.state
    named = next(t for t, tile in pack.tiles.items() if tile.name.startswith("The "))
    state["players"][0]["tile"], state["players"][0]["alive"] = named, False
    fate = default_fates(pack, state)[state["players"][0]["explorer"]]["fate"]
    assert fate == f"Died in the {pack.tiles[named].name[4:]}"
