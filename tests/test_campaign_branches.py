"""Branches (issue 30): how a chapter ended decides what enters the house — planks, doors,
Purgatory ranges, the Legacy deck read, the sealed box and envelope, alternative haunts.
Played on the real campaign pack, whose branches these are (docs/CAMPAIGN.md, "Branches")."""

from __future__ import annotations

import json

import pytest
from campaign_helpers import chapter_game

from game import load_pack
from game.campaign.branches import because_words, catalogue
from game.campaign.ending import end_changes
from game.campaign.house import apply_change, starting_house
from game.clone import clone


@pytest.fixture(scope="module")
def pack():
    return load_pack("campaign")


def _house_before_end(pack, n, **extra):
    """The house as chapter n's game leaves it: every card of earlier chapters and of its
    own setup read (so only the cards its PAUSE left for the end are still to read)."""
    house = starting_house(pack)
    legacy = pack.extra["legacy"]
    pause_at = next(c for c in house["legacy"] if legacy[c]["chapter"] == n and legacy[c].get("pause"))
    cut = house["legacy"].index(pause_at) + 1
    if legacy[pause_at]["pause"].get("resume") == "haunt":   # (read as the haunt began)
        cut = max(i for i, c in enumerate(house["legacy"]) if legacy[c]["chapter"] == n) + 1
    house["legacy_read"], house["legacy"] = house["legacy"][:cut], house["legacy"][cut:]
    house.update(extra)
    return house


def _end(pack, n, haunt, winner, house=None, **outcome):
    house = _house_before_end(pack, n) if house is None else house
    chapter = {"n": n, "haunt": haunt, "resume": "end", "outcome": {"winner": winner, **outcome}}
    if not [c for c in house["legacy"] if pack.extra["legacy"][c]["chapter"] == n]:
        chapter["resume"] = "haunt"
    changes, entry = end_changes(pack, house, chapter, winner)
    after = clone(house)
    for change in changes:
        apply_change(after, change)
    return changes, entry, after


def _branches(changes):
    return {c["branch"]: c["taken"] for c in changes if c["kind"] == "branch"}


def test_the_prologues_end_adds_one_plank_or_the_other_by_the_side_that_won(pack):
    planks = {p["plank"]: p["tiles"] for p in pack.extra["campaign"]["planks"]}
    changes, _entry, heroes = _end(pack, 0, "the_roof_tree", "heroes")
    assert _branches(changes)["raising"] == "plot"
    assert set(planks[1]) <= set(heroes["tiles"]) and not set(planks[2]) & set(heroes["tiles"])
    assert "F" not in heroes["doors"]
    changes, _entry, traitor = _end(pack, 0, "the_roof_tree", "traitor")
    assert _branches(changes)["raising"] == "mere_garden"
    assert set(planks[2]) <= set(traitor["tiles"]) and not set(planks[1]) & set(traitor["tiles"])
    assert "F" in traitor["doors"]
    assert traitor["branches"]["raising"] == "mere_garden"


def test_a_branch_says_why_naming_the_family_that_betrayed(pack):
    changes, _entry, _after = _end(pack, 1, "the_first_ledger", "traitor", traitor="fennick")
    branch = next(c for c in changes if c["kind"] == "branch" and c["branch"] == "ledger")
    assert branch["taken"] == "kept" and branch["left"] == ["audited"]
    assert branch["because"].startswith("Because the Fennicks kept the house's first ledger")
    assert because_words(pack, "{traitor} and {dead}", {"traitor": "greaves", "dead": ["pendry"]}) \
        == "The Greaveses and the Pendrys"


def test_who_died_decides_the_hard_frosts_branch(pack):
    changes, _e, _a = _end(pack, 3, "the_sextons_winter", "traitor", dead=["corvane"])
    graves = next(c for c in changes if c["kind"] == "branch" and c["branch"] == "winter")
    assert graves["taken"] == "graves" and graves["because"].startswith("Because the Corvanes buried one of their own")
    changes, _e, _a = _end(pack, 3, "the_sextons_winter", "traitor", dead=[])
    assert _branches(changes)["winter"] == "thaw"
    changes, _e, _a = _end(pack, 3, "the_sextons_winter", "heroes", dead=["corvane"])
    assert _branches(changes)["winter"] == "thaw"


def test_a_branch_is_taken_once_in_a_campaign(pack):
    house = _house_before_end(pack, 0, branches={"raising": "plot"})
    changes, _e, after = _end(pack, 0, "the_roof_tree", "traitor", house=house)
    assert "raising" not in _branches(changes)
    assert after["branches"]["raising"] == "plot"


def test_the_sealed_box_opens_when_its_condition_has_come_true_and_only_then(pack):
    house = _house_before_end(pack, 4, branches={"winter": "graves", "ledger": "kept"})
    changes, _e, after = _end(pack, 4, "the_old_shore", "heroes", house=house)
    opened = [c for c in changes if c["kind"] == "sealed_opened"]
    assert [c["sealed"] for c in opened] == ["box"]
    assert {"iron_rushlight_holder", "needlework_sampler"} <= set(after["decks"]["item"])
    house = _house_before_end(pack, 4, branches={"winter": "thaw", "ledger": "kept"})
    changes, _e, after = _end(pack, 4, "the_old_shore", "heroes", house=house)
    assert not [c for c in changes if c["kind"] == "sealed_opened"]
    assert "iron_rushlight_holder" in after["purgatory"]


def test_everything_must_go_draws_from_what_this_house_has(pack):
    house = _house_before_end(pack, 12)
    house["purgatory"].remove("long_fowling_gun")
    house["decks"]["item"].append("long_fowling_gun")
    changes, _e, _after = _end(pack, 12, "the_highest_bidder", "heroes", house=house)
    intensified = {c["card"] for c in changes if c["kind"] == "intensify"}
    assert "long_fowling_gun" in intensified
    assert "waxed_oilskin_coat" not in intensified   # (still in Purgatory: the house never had it)
    assert _branches(changes)["the_lots"] == "bought_in"
    numbers = {e["card"]: e["number"] for e in pack.extra["campaign"]["purgatory"]}
    added = _lots(changes)
    assert added and all(202 <= numbers[c] <= 233 for c in added)
    changes, _e, _a = _end(pack, 12, "the_highest_bidder", "traitor", house=_house_before_end(pack, 12))
    added = _lots(changes)
    assert added and all(234 <= numbers[c] <= 265 for c in added)


def _lots(changes):
    """The cards the lots branch brought (the add_card changes straight after it)."""
    at = next(i for i, c in enumerate(changes) if c["kind"] == "branch" and c["branch"] == "the_lots")
    out = []
    for c in changes[at + 1:]:
        if c["kind"] != "add_card":
            break
        out.append(c["card"])
    return out


def _seats(n):
    return (("corvane", "Mercy", 30), ("greaves", "Ned", 19), ("pendry", "Nell", 24))


def test_an_alternative_haunt_is_chosen_by_an_earlier_chapters_branch(pack):
    rung = starting_house(pack)
    rung["branches"] = {"bell": "rung"}
    game = chapter_game(pack, house=rung, n=4, members=_seats(4))
    assert game.state["chapter"]["haunt"] == "the_bell_under_the_lake"
    chosen = [c for c in game.state["house"]["changes"] if c["kind"] == "branch"]
    assert chosen and chosen[0]["branch"] == "improvement_haunt" and "rung in 1712" in chosen[0]["because"]
    muffled = starting_house(pack)
    muffled["branches"] = {"bell": "muffled"}
    assert chapter_game(pack, house=muffled, n=4, members=_seats(4)).state["chapter"]["haunt"] == "the_old_shore"


def test_the_second_legacy_deck_gives_chapter_8_its_other_haunt(pack):
    house = starting_house(pack)
    assert chapter_game(pack, house=clone(house), n=8, members=_seats(8)).state["chapter"]["haunt"] \
        == "the_priests_hole"
    house["legacy_deck"] = 2
    game = chapter_game(pack, house=house, n=8, members=_seats(8))
    assert game.state["chapter"]["haunt"] == "the_fever_summer"
    read = [c["card"] for c in game.state["house"]["changes"] if c["kind"] == "legacy_read"]
    assert "L803B" in read and "L803" not in read


def test_a_house_from_before_branches_is_read_as_one_that_took_none(pack):
    """Today's campaigns (format 1, begun before branches) have houses without the keys
    branches add: they are read as 'no branch taken, the first Legacy deck, nothing opened'."""
    old = starting_house(pack)
    for key in ("branches", "legacy_deck", "opened"):
        old.pop(key)
    _changes, _e, after = _end(pack, 0, "the_roof_tree", "heroes", house=_strip(_house_before_end(pack, 0)))
    assert after["branches"] == {"raising": "plot"}
    game = chapter_game(pack, house=old, n=8, members=_seats(8))
    assert game.state["chapter"]["haunt"] == "the_priests_hole"


def _strip(house):
    for key in ("branches", "legacy_deck", "opened"):
        house.pop(key, None)
    return house


def test_every_branch_option_has_words_and_the_catalogue_lists_the_alternatives(pack):
    branches = catalogue(pack)
    assert {"raising", "ledger", "bell", "horseshoe", "improvement_haunt", "the_lots"} <= set(branches)
    for bid, branch in branches.items():
        assert len(branch["options"]) >= 2, bid
        assert all(o["label"] for o in branch["options"]), bid
    json.dumps(branches)  # (plain data: the chronicle and the simulator keep it)


def test_the_heirloom_and_objects_rules_stickers_heal_at_a_turns_end(pack):
    """Doors L (heirloom_steadies) and K (objects_kept): ending your turn carrying your own
    family's heirloom heals Might; carrying an Object of the haunt heals Knowledge."""
    from scenario import of_type

    from game import cmd

    for flag, trait in (("heirloom_steadies", "might"), ("objects_kept", "knowledge")):
        for rule in (False, True):
            house = starting_house(pack)
            if rule:
                apply_change(house, {"kind": "open_door", "door": "L" if trait == "might" else "K", "flag": flag})
            game = chapter_game(pack, house=house, n=0, members=_seats(0))
            game.state["turn"]["seat"] = 0
            me = game.state["players"][0]
            me["traits"][trait] -= 2
            if trait == "might":
                card = game.state["decks"]["item"].pop()
                me["cards"].append(card)
                game.state.setdefault("heirlooms", {})[card] = me["explorer"]
            else:
                game.state["haunt"] = {"objects": {"ledger_page": {"tile": None, "holder": 0}}}
            events = game.submit(cmd("end_turn", 0))
            healed = [e for e in of_type(events, "trait_set") if e["seat"] == 0 and e["trait"] == trait]
            assert bool(healed) == rule, (flag, rule)


def test_the_seal_off_rule_heals_the_finder_of_a_buried_room(pack):
    """Door F (seal_off_heals), the book's seal-off space (p.10)."""
    from game.rules.discovery import _seal_off_sticker

    class Ctx:
        def __init__(self, state):
            self.state, self.pack, self.events = state, pack, []

        def emit(self, kind, /, **fields):
            self.events.append({"t": kind, **fields})
            return self.events[-1]

    for rule in (False, True):
        house = starting_house(pack)
        if rule:
            apply_change(house, {"kind": "open_door", "door": "F", "flag": "seal_off_heals"})
        game = chapter_game(pack, house=house, n=0, members=_seats(0))
        state = clone(game.state)
        state["players"][0]["traits"]["speed"] -= 2
        ctx = Ctx(state)
        _seal_off_sticker(ctx, 0)
        assert bool([e for e in ctx.events if e["t"] == "trait_set" and e["trait"] == "speed"]) == rule
