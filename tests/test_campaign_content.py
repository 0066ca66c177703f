"""The campaign pack's checks (tools/validate_content.py): each broken copy of the test
pack names the file, the entry and what is wrong."""

from __future__ import annotations

import shutil

import pytest
import yaml

from game.content import check_pack

from campaign_helpers import MINI
from game.content.safe_yaml import safe_load


@pytest.fixture
def broken(tmp_path):
    """A copy of the test campaign pack and a way to edit one of its files."""
    folder = tmp_path / "campaign_mini"
    shutil.copytree(MINI, folder)

    def edit(name, change):
        path = folder / name
        data = safe_load(path.read_text())
        change(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False))
        _pack, problems = check_pack(folder)
        return [str(p) for p in problems]
    return edit


def by_id(items, ident, key="id"):
    return next(i for i in items if i.get(key) == ident)


@pytest.mark.slow
def test_the_test_pack_is_clean():
    _pack, problems = check_pack(MINI)
    assert problems == []


@pytest.mark.slow
def test_a_card_in_two_places_or_none(broken):
    problems = broken("campaign.yaml", lambda d: d["house"]["events"].append("the_hearth_speaks"))
    assert any("the_hearth_speaks" in p and "2 places" in p for p in problems)
    problems = broken("campaign.yaml", lambda d: d["purgatory"].pop())
    assert any("starts in nowhere" in p for p in problems)


@pytest.mark.slow
def test_a_tile_in_two_places_or_a_starting_tile_on_a_plank(broken):
    problems = broken("campaign.yaml", lambda d: d["planks"][0]["tiles"].append("entrance_hall"))
    assert any("entrance_hall" in p and "always in the house" in p for p in problems)
    problems = broken("campaign.yaml", lambda d: d["planks"][1]["tiles"].append(d["planks"][0]["tiles"][0]))
    assert any("2 places" in p for p in problems)


@pytest.mark.slow
def test_a_chapter_must_reach_pause_then_stop(broken):
    problems = broken("legacy.yaml", lambda d: by_id(d, "L003").pop("pause"))
    assert any("legacy.yaml: L005: pause: chapter 0 never says PAUSE" in p for p in problems)
    problems = broken("legacy.yaml", lambda d: by_id(d, "L005").pop("stop"))
    assert any("L005: stop: chapter 0's last card must say STOP" in p for p in problems)
    problems = broken("legacy.yaml", lambda d: by_id(d, "L001").update(stop=True))
    assert any("L001: stop: STOP must be chapter 0's last card" in p for p in problems)


def test_the_pause_card_names_a_haunt_a_trigger_and_a_first_player(broken):
    def bad(d):
        by_id(d, "L003")["pause"] = {"haunt": "nope", "trigger": {"roll_at_least": 40}, "first_player": "tallest"}
    problems = broken("legacy.yaml", bad)
    assert any("pause.haunt: unknown haunt 'nope'" in p for p in problems)
    assert any("pause.trigger: a number from 1 to 16" in p for p in problems)
    assert any("pause.first_player" in p for p in problems)


@pytest.mark.slow
def test_setup_cards_and_journal_entries_ask_nobody(broken):
    problems = broken("legacy.yaml", lambda d: by_id(d, "L001").update(
        effects=[{"may": {"effects": [{"gain": {"trait": "might", "amount": 1}}]}}]))
    assert any("L001: effects: asks a player something" in p for p in problems)
    problems = broken("journal.yaml", lambda d: by_id(d, 52)["effects"].append({"gain": {"trait": "might", "amount": 1}}))
    assert any("journal.yaml: 52" in p and "nobody acts there" in p for p in problems)
    problems = broken("journal.yaml", lambda d: by_id(d, 52)["effects"].append(
        {"name_card": {"card": "crow_of_saint_ulfrun", "ask": True}}))
    assert any("journal.yaml: 52" in p and "nobody is there to write a name" in p for p in problems)
    problems = broken("journal.yaml", lambda d: by_id(d, 53)["effects"].append({"sticker": {"tile": "here", "kind": "crest"}}))
    assert any("journal.yaml: 53" in p and "a named tile" in p for p in problems)


@pytest.mark.slow
def test_unlocks_name_things_that_exist(broken):
    problems = broken("journal.yaml", lambda d: by_id(d, 52)["effects"].extend([
        {"add_tiles": {"plank": 9}}, {"open_door": {"door": "Z"}}, {"add_card": {"card": "no_such_card"}}]))
    assert any("no plank numbered 9" in p for p in problems)
    assert any("no Folium door 'Z'" in p for p in problems)
    assert any("unknown card id 'no_such_card'" in p for p in problems)
    problems = broken("legacy.yaml", lambda d: by_id(d, "L002")["effects"].append({"add_card": {"card": "storm_lantern"}}))
    assert any("'storm_lantern' is not locked at the start" in p for p in problems)


@pytest.mark.slow
def test_a_rules_sticker_needs_a_rule_the_engine_knows(broken):
    problems = broken("folium.yaml", lambda d: by_id(d, "A", "door").update(flag="double_moves"))
    assert any("folium.yaml: A: flag: a rule the engine knows" in p for p in problems)


def test_a_chapter_haunt_names_its_journal_endings(broken, tmp_path):
    path = tmp_path / "campaign_mini" / "haunts" / "mini_rent.yaml"
    data = safe_load(path.read_text())
    data["journal"] = {"heroes": 54, "traitor": 99}
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    _pack, problems = check_pack(tmp_path / "campaign_mini")
    assert any("no journal entry 99 for the traitor" in str(p) for p in problems)


@pytest.mark.slow
def test_campaign_ops_belong_to_campaign_packs_only(tmp_path):
    legacy = tmp_path / "legacy_copy"
    shutil.copytree(MINI.parent.parent.parent / "content" / "legacy", legacy)
    events = safe_load((legacy / "events.yaml").read_text())
    events[0]["effects"].append({"crest_card": {}})
    (legacy / "events.yaml").write_text(yaml.safe_dump(events, sort_keys=False))
    _pack, problems = check_pack(legacy)
    assert any("a campaign op: only a campaign pack may use it" in str(p) for p in problems)


def test_an_id_may_not_be_used_by_the_base_and_the_pack(broken):
    problems = broken("events.yaml", lambda d: d.append({"id": "harvest_moon", "name": "X", "text": "x",
                                                        "effects": [{"narrate": {"text": "x"}}]}))
    assert any("harvest_moon" in p and "already used by the base pack" in p for p in problems)
