"""The campaign's end and free play after it (issue 17; docs/CAMPAIGN.md, sections 11-12).

Book: "At the end of 13 chapters (plus a prologue), you will complete the campaign
portion ... From there, you may play the game in free play mode. In free play, very few
changes will be made to the game" (p.4); setup steps 8-9, "(Free play only) Shuffle all
card decks separately. Shuffle the tiles to make a stack. Set out any other cards you
may have found. Randomly decide who goes first" (p.7).

The tests play ``tests/fixtures/campaign_mini`` (three chapters written and planned) and
packs made from it by ``tools/_campaign_pack.py`` (a finale whose endings depend on which
side won most), and copies of it with the fair traitor rule switched on.
"""

from __future__ import annotations

import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

from game import load_pack
from game.campaign import CampaignError, load_campaign
from game.campaign.chronicle import chronicle
from game.campaign.ending import journal_entry, most_won
from game.campaign.house import house_hash
from game.campaign.verify import verify_campaign
from game.content.loader import check_pack
from game.game import load, replay
from game.hashing import state_hash
from game.views import visible_events

from campaign_helpers import MINI, chapter_game, cpack, finish_chapters, new_campaign, play_out  # noqa: F401 (fixtures, used by name as parameters)
from haunt_helpers import reveal
from game.content.safe_yaml import safe_load

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


def free_seats(plan, families=None):
    out = []
    for fam in plan["families"]:
        if families is None or fam["family"] in families:
            back = fam["returning"][0] if fam["returning"] else {"name": "Tamsin", "age": 33}
            out.append({"family": fam["family"], "name": back["name"], "age": back["age"]})
    return out


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """A mini campaign played to its end by bots (every planned chapter)."""
    pack = load_pack(MINI)
    camp = new_campaign(tmp_path_factory.mktemp("camps"), pack)
    finish_chapters(camp, 3)
    return camp


# -- the campaign's end -----------------------------------------------------------------------------

def test_the_campaign_is_complete_when_its_last_planned_chapter_is_played(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    finish_chapters(camp, 2)
    assert not camp.complete() and not camp.summary()["complete"]
    with pytest.raises(CampaignError, match="free play begins when the campaign is over"):
        camp.free_play_plan()
    finish_chapters(camp, 1)
    assert camp.complete() and camp.summary()["complete"]
    with pytest.raises(CampaignError, match="every chapter"):
        camp.next_chapter()


def test_the_campaign_pack_has_every_planned_chapter_written():
    pack = load_pack("campaign")
    camp_cfg = pack.extra["campaign"]
    assert camp_cfg["planned"] == len(camp_cfg["chapters"]) == 14   # (a pack short of them is never complete: above)


def test_which_side_won_most_counts_the_finale_and_a_tie_goes_to_its_winner():
    assert most_won({"tally": {"heroes": 6, "traitor": 7}}, "heroes") == "heroes"   # 7-7: the finale's side
    assert most_won({"tally": {"heroes": 6, "traitor": 7}}, "traitor") == "traitor"
    assert most_won({"tally": {"heroes": 9, "traitor": 4}}, "traitor") == "heroes"
    assert most_won({"tally": {"heroes": 2, "traitor": 2}}) is None   # (in play, before the finale ends)
    ends = {"most_won": {"heroes": 100, "traitor": 101}}
    assert journal_entry(ends, {"tally": {"heroes": 3, "traitor": 1}}, "traitor") == 100
    assert journal_entry(ends, {"tally": {"heroes": 1, "traitor": 3}}, "heroes") == 101
    assert journal_entry(55, {}, "heroes") == 55


@pytest.mark.slow
def test_the_finales_ending_depends_on_which_side_won_most(tmp_path):
    from _campaign_pack import FINALE_ENTRIES, FINALE_HAUNT, make_pack

    pack = load_pack(make_pack(tmp_path / "pack4", 4, source=MINI))
    assert pack.extra["campaign"]["planned"] == len(pack.extra["campaign"]["chapters"]) == 4
    seen = set()
    for seed in (1, 2, 3):
        camp = new_campaign(tmp_path / f"c{seed}", pack, seed=seed)
        finish_chapters(camp, 3)
        before = camp.tally()
        (last,) = finish_chapters(camp, 1)
        assert last["haunt"] == FINALE_HAUNT and camp.complete()
        side = most_won({"tally": before}, last["winner"])
        assert last["journal"] == FINALE_ENTRIES[last["winner"]][side]
        ending = chronicle(camp)["ending"]
        assert ending["most_won"] == side and ending["finale"]["journal"]["id"] == last["journal"]
        assert verify_campaign(camp.folder, pack)[-1][1]
        seen.add(last["journal"])
    assert seen   # (which entries came up depends on the bots; each was the right one)


def test_a_finale_journal_that_is_not_heroes_and_traitor_is_refused(tmp_path):
    from _campaign_pack import FINALE_HAUNT, make_pack

    folder = make_pack(tmp_path / "bad", 4, source=MINI)
    path = folder / "haunts" / f"{FINALE_HAUNT}.yaml"
    data = safe_load(path.read_text())
    data["journal"]["heroes"] = {"most_won": {"heroes": 100, "tied": 101}}
    data["fair_traitor"] = "yes"
    path.write_text(yaml.safe_dump(data))
    _pack, problems = check_pack(folder)
    said = " ".join(str(p) for p in problems)
    assert "most_won" in said and "fair_traitor" in said


def test_the_chronicles_last_page(finished):
    data = chronicle(finished)
    end = data["ending"]
    tally = finished.tally()
    assert end["tally"] == tally and end["chapters"] == 3
    assert end["most_won"] in ("heroes", "traitor")
    assert sum(f["betrayals"] for f in end["families"]) == sum(1 for ch in finished.chapters if ch["traitor"])
    assert end["house"]["decks"] == {d: len(c) for d, c in finished.house["decks"].items()}
    unfinished = load_campaign(finished.folder, finished.pack)
    assert chronicle(unfinished)["ending"] == end


# -- free play ------------------------------------------------------------------------------------

def test_free_play_is_a_legacy_game_on_the_house_the_campaign_left(finished):
    camp = load_campaign(finished.folder, finished.pack)
    house = camp.house
    before = house_hash(house)
    plan = camp.free_play_plan()
    assert plan["trigger"] == {"roll_at_least": 6} and plan["haunts"] == []   # (no mini haunt is free_play)
    game = camp.start_free_play(free_seats(plan))
    state = game.state
    # its decks are the house's (shuffled; the Tomb's cards stay out), its rooms the house's
    for deck in ("item", "event", "omen"):
        assert Counter(state["decks"][deck]) == Counter(house["decks"][deck])
        assert not set(state["decks"][deck]) & set(house["tomb"])
    assert Counter(state["stack"]) == Counter(house["tiles"])
    # what the campaign wrote on cards and tiles, and its rules, hold in the game
    assert state["house"]["tile_marks"] == house["tile_marks"] and state["house"]["rules"] == house["rules"]
    assert state["house"]["cards"] == house["cards"]
    heirlooms = {c: m["heirloom"]["family"] for c, m in house["cards"].items() if m.get("heirloom")}
    assert state.get("heirlooms", {}) == heirlooms
    assert "chapter" not in state and state["free_play"]["id"] == camp.id
    assert state["first_reason"] == "chosen at random"
    assert game.header["free_play"]["house_hash"] == before
    assert state["options"]["trigger"] == {"roll_at_least": 6}
    play_out(game)
    event = camp.finish_free_play(game)
    assert house_hash(camp.house) == before   # p.4: free play changes nothing of the house
    assert camp.chapters == finished.chapters and len(camp.free_games) == 1
    games = chronicle(camp)["free_play"]
    assert [g["k"] for g in games] == [1] and games[0]["winner"] == event["winner"]
    assert all(line[1] for line in verify_campaign(camp.folder, camp.pack))


def test_a_free_play_save_replays_to_the_identical_state(finished):
    camp = load_campaign(finished.folder, finished.pack)
    game = camp.start_free_play(free_seats(camp.free_play_plan()), seed=41)
    play_out(game, seed=3)
    recorded = game.state_hash()
    event = camp.finish_free_play(game)
    again = load(camp.folder / event["file"], camp.pack, append=False)
    assert again.state_hash() == recorded == event["final_hash"]
    assert state_hash(replay(camp.pack, again.events)) == recorded
    assert again.header["free_play"]["k"] == event["k"]


def test_free_play_seats_the_latest_members_or_new_ones_and_never_the_dead(finished):
    camp = load_campaign(finished.folder, finished.pack)
    plan = camp.free_play_plan()
    fam = plan["families"][0]
    if fam["returning"]:
        back = fam["returning"][0]
        seats = free_seats(plan)
        seats[0]["age"] = back["age"] - 1
        with pytest.raises(CampaignError, match="when the campaign last saw them"):
            camp.start_free_play(seats)
    with pytest.raises(CampaignError, match="2 to|3 to"):
        camp.start_free_play(free_seats(plan)[:2])
    with pytest.raises(CampaignError, match="not a haunt free play may name"):
        camp.start_free_play(free_seats(plan), haunt="mini_rent")   # (not flagged free_play)
    with pytest.raises(CampaignError, match="trigger"):
        camp.start_free_play(free_seats(plan), trigger={"roll_at_least": 0})


def test_a_free_play_game_under_way_is_resumed_or_abandoned(finished):
    camp = load_campaign(finished.folder, finished.pack)
    game = camp.start_free_play(free_seats(camp.free_play_plan()), seed=5)
    for _ in range(30):
        seat = game.acting_seat()
        game.submit(game.legal_commands(seat)[0])
    game.close()
    again = load_campaign(camp.folder, camp.pack)
    assert again.summary()["playing"] == again.playing["k"]
    with pytest.raises(CampaignError, match="under way"):
        again.start_free_play(free_seats(again.free_play_plan()))
    resumed = again.resume_free_play()
    assert resumed.state_hash() == game.state_hash()
    resumed.close()
    again.abandon_free_play()
    assert load_campaign(camp.folder, camp.pack).playing is None


def test_a_chapter_haunt_flagged_free_play_may_be_named(tmp_path):
    folder = tmp_path / "mini_free"
    shutil.copytree(MINI, folder)
    path = folder / "haunts" / "mini_rent.yaml"
    path.write_text(path.read_text().replace("traitor_rule:", "free_play: true\ntraitor_rule:", 1))
    pack = load_pack(folder)
    camp = new_campaign(tmp_path / "c", pack)
    finish_chapters(camp, 3)
    assert camp.free_play_plan()["haunts"] == ["mini_rent"]
    game = camp.start_free_play(free_seats(camp.free_play_plan()), haunt="mini_rent")
    events = reveal(game, "mini_rent")
    assert next(e for e in events if e["t"] == "haunt_started")["haunt"] == "mini_rent"
    game.close()


def test_the_chart_of_a_campaign_pack_names_its_bases_haunts_not_the_chapters():
    pack = load_pack("campaign")
    legacy = load_pack("legacy")
    assert {"the_roof_tree", "the_first_ledger", "the_bell_under_the_floor",
            "the_sextons_winter"} <= set(pack.chapter_haunts)
    assert not set(pack.chapter_haunts) & set(legacy.haunts)
    for number in range(1, 11):
        assert pack.haunt_by_number(number)["id"] == legacy.haunt_by_number(number)["id"]


# -- the fair traitor rule --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def fair_pack(tmp_path_factory):
    """The mini pack with the fair traitor rule on every chapter haunt."""
    folder = tmp_path_factory.mktemp("fair") / "mini_fair"
    shutil.copytree(MINI, folder)
    for path in (folder / "haunts").glob("*.yaml"):
        path.write_text(path.read_text().replace("traitor_rule:", "fair_traitor: true\ntraitor_rule:", 1))
    return load_pack(folder)


MEMBERS = (("corvane", "Mercy", 30), ("greaves", "Ned", 19), ("pendry", "Nell", 19))


def test_the_fair_rule_picks_by_the_haunts_rule_among_the_families_that_betrayed_least(fair_pack, cpack):
    # the prologue's haunt: the youngest (Ned and Nell, both 19): the Greaves have betrayed once
    game = chapter_game(fair_pack, n=0, members=MEMBERS, betrayals={"corvane": 0, "greaves": 1, "pendry": 0})
    reveal(game, "mini_prologue", revealer=0)
    assert game.state["players"][game.state["haunt"]["traitor"]]["explorer"] == "pendry"
    # everyone has betrayed alike: the haunt's own rule, ties as ever (a crest)
    game = chapter_game(fair_pack, n=0, members=MEMBERS, betrayals={"corvane": 1, "greaves": 1, "pendry": 1})
    events = reveal(game, "mini_prologue", revealer=0)
    assert game.state["players"][game.state["haunt"]["traitor"]]["explorer"] in ("greaves", "pendry")
    assert any(e["t"] == "crest_drawn" for e in events)
    # without the rule (the plain mini pack) the counts change nothing
    game = chapter_game(cpack, n=0, members=MEMBERS, betrayals={"corvane": 0, "greaves": 0, "pendry": 5})
    reveal(game, "mini_prologue", revealer=0)
    assert game.state["players"][game.state["haunt"]["traitor"]]["explorer"] in ("greaves", "pendry")


def test_the_fair_rule_reads_the_revealer_as_the_nearest_least_betrayed_to_their_left(fair_pack):
    # chapter 1's haunt: the revealer is the traitor; the revealer's family betrayed already
    game = chapter_game(fair_pack, n=1, members=MEMBERS, betrayals={"corvane": 1, "greaves": 1, "pendry": 0})
    reveal(game, "mini_rent", revealer=0)
    assert game.state["haunt"]["traitor"] == 2
    game = chapter_game(fair_pack, n=1, members=MEMBERS, betrayals={"corvane": 0, "greaves": 1, "pendry": 0})
    reveal(game, "mini_rent", revealer=0)
    assert game.state["haunt"]["traitor"] == 0   # (the revealer is among the fewest: the revealer)


def test_a_campaign_gives_each_chapter_the_betrayals_so_far(tmp_path, fair_pack):
    camp = new_campaign(tmp_path, fair_pack)
    finish_chapters(camp, 2)
    counts = camp.betrayals()
    assert sum(counts.values()) == sum(1 for ch in camp.chapters if ch["traitor"])
    game = camp.start_chapter([{"family": f, "name": f"Kin{f}", "age": 40} for f in ("corvane", "greaves",
                                                                                      "pendry")])
    assert game.state["chapter"]["betrayals"] == counts and game.state["chapter"]["tally"] == camp.tally()
    game.close()


# -- a hidden traitor stays hidden under the fair rule ------------------------------------------------

def hidden_chapter(pack, seed, betrayals):
    return chapter_game(pack, n=2, members=MEMBERS + (("fennick", "Kit", 40),), seed=seed, betrayals=betrayals)


def test_the_fair_rule_leaves_a_hidden_traitors_lot_alone(fair_pack):
    """Weighted lots would tell the heroes whom to suspect (the counts are in the
    chronicle): a hidden traitor is drawn one lot per living explorer, as without the
    rule, and the draw is shown to the others without its result."""
    uneven = {"corvane": 0, "greaves": 3, "pendry": 3, "fennick": 3}
    drawn = Counter()
    for seed in range(120):
        game = hidden_chapter(fair_pack, seed, uneven)
        events = reveal(game, "mini_hidden")
        (lot,) = [e for e in events if e["t"] == "traitor_drawn"]
        assert "lots" not in lot and lot["among"] == [0, 1, 2, 3]
        drawn[game.state["players"][game.state["haunt"]["traitor"]]["explorer"]] += 1
        for seat in range(4):
            if seat != lot["seat"]:
                (seen,) = [e for e in visible_events(game.state, game.events, seat) if e["t"] == "traitor_drawn"]
                assert seen["seat"] is None
    # the family that betrayed least is drawn no more often than chance (1 in 4)
    assert drawn["corvane"] <= 120 / 4 + 4 * (120 * 0.25 * 0.75) ** 0.5, drawn


def test_whoever_draws_the_lot_in_a_fair_chapter_the_heroes_are_shown_the_same(fair_pack):
    from game import chance
    from game.narration import tell

    uneven = {"corvane": 0, "greaves": 2, "pendry": 1, "fennick": 2}
    shown = {}
    for traitor in range(4):
        game = hidden_chapter(fair_pack, 5, uneven)
        state = game.state
        seats = [p["seat"] for p in state["players"] if p["alive"]]
        state["seed"] = next(s for s in range(10_000)
                             if seats[chance.pick_index(s, state["rng"], len(seats))] == traitor)
        reveal(game, "mini_hidden")
        assert game.state["haunt"]["traitor"] == traitor
        shown[traitor] = {p: (game.view(p).plain(), visible_events(game.state, game.events, p),
                              tell(game.pack, game.state, game.events, p, []))
                          for p in [*range(4), "table", "heroes"]}
    for a in range(4):
        for b in range(a + 1, 4):
            for p in [*(s for s in range(4) if s not in (a, b)), "table", "heroes"]:
                assert shown[a][p] == shown[b][p], f"seat {p} can tell a traitor {a} from a traitor {b}"


def test_the_fair_rule_for_ties_only_keeps_the_haunts_choice_and_breaks_its_ties(tmp_path):
    folder = tmp_path / "mini_ties"
    shutil.copytree(MINI, folder)
    path = folder / "haunts" / "mini_prologue.yaml"
    path.write_text(path.read_text().replace("traitor_rule:", "fair_traitor: ties\ntraitor_rule:", 1))
    pack = load_pack(folder)
    # the youngest are Ned (Greaves, betrayed once) and Nell (Pendry): Nell
    game = chapter_game(pack, n=0, members=MEMBERS, betrayals={"corvane": 0, "greaves": 1, "pendry": 0})
    reveal(game, "mini_prologue", revealer=0)
    assert game.state["players"][game.state["haunt"]["traitor"]]["explorer"] == "pendry"
    # Mercy has never betrayed, but she is not among the youngest: the haunt's rule stands
    game = chapter_game(pack, n=0, members=MEMBERS, betrayals={"corvane": 0, "greaves": 1, "pendry": 1})
    reveal(game, "mini_prologue", revealer=0)
    assert game.state["players"][game.state["haunt"]["traitor"]]["explorer"] in ("greaves", "pendry")


def test_an_even_account_says_the_last_chapter_decided_it():
    """7 chapters to 7 is not "the traitors won most": the end says the account stood even
    and the finale decided it; an uneven one says who won most and by how many."""
    from game.campaign.ending import account_words, most_won

    even = {"heroes": 7, "traitor": 7}
    side = most_won({"tally": {"heroes": 7, "traitor": 6}}, "traitor")
    assert side == "traitor"
    words = account_words(even, side)
    assert "won most" not in words and "even, 7 chapters to 7" in words and words.endswith("for the traitors")
    assert account_words({"heroes": 8, "traitor": 6}, "heroes") == "the heroes won most — the heroes 8 chapters, the traitors 6"


def test_free_play_offers_the_living_at_their_age_in_the_last_chapters_year(finished):
    """A member last seen chapters ago comes back older by the years since, and one who
    would be past the campaign's age limit is not offered (as a chapter's setup does)."""
    from game.campaign.campaign import MAX_AGE

    camp = load_campaign(finished.folder, finished.pack)
    last_year = camp.chapter_info(camp.planned - 1)["year"]
    for fam in camp.free_play_plan()["families"]:
        members = {m["name"]: m for m in camp.state["families"][fam["family"]]["members"]}
        for offered in fam["returning"]:
            m = members[offered["name"]]
            assert offered["age"] == int(m["age"]) + max(0, last_year - int(m.get("year") or last_year))
            assert offered["age"] <= MAX_AGE
    fid = camp.state["order"][0]
    old = next(m for m in camp.state["families"][fid]["members"] if not m["died"])
    old["age"] = MAX_AGE   # (by hand: one more year would take them past the limit)
    old["year"] = last_year - 1
    names = [m["name"] for m in camp.free_play_plan()["families"][0]["returning"]]
    assert old["name"] not in names
