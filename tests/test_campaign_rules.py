"""The campaign's rules inside a chapter's game, each against the legacy book's page.

Played on the test campaign pack (tests/fixtures/campaign_mini, see campaign_helpers):
its prologue's Legacy cards L001-L005 and chapter 1's L101-L104, journal entries 52-55,
Folium doors A (heirloom_to_hand) and B (crest_hearth).
"""

from __future__ import annotations

from game import cmd
from game.board import link_neighbours
from game.campaign.ending import end_changes
from game.campaign.house import apply_change, starting_house
from game.campaign.marks import card_intensity, card_name, tile_has
from game.invariants import violations
from game.state import passives

from campaign_helpers import changes, chapter_game, cpack, whisper_read  # noqa: F401 (fixtures, used by name as parameters)
from scenario import answer_first, card_on_top, hand, of_type, put, stack_on_top
from legacy_helpers import answer, explore, try_dice


def at_chapter(pack, n: int) -> dict:
    """The starting house with the Legacy cards of the chapters before ``n`` read (and
    nothing else of them done): a house ready for chapter n's setup."""
    house = starting_house(pack)
    for card in [c for c in house["legacy"] if pack.extra["legacy"][c]["chapter"] < n]:
        apply_change(house, {"kind": "legacy_read", "card": card})
        for brought in pack.extra["legacy"][card].get("brings") or ():  # (their cards added)
            apply_change(house, {"kind": "add_card", "card": brought, "deck": pack.cards[brought].deck,
                                 "from": "sealed"})
    return house


def answer_until(game, kind: str) -> None:
    """Answer questions with their first option until one of ``kind`` waits (or none)."""
    while game.pending is not None and game.pending["kind"] != kind:
        answer(game, game.pending["options"][0])


def discover(game, tile: str, start: str):
    """The current seat, standing on ``start``, discovers ``tile`` (on top of the stack)
    through the first open doorway it can; every question answered with its first option."""
    seat = game.current_seat()
    put(game, seat, start)
    game.state["turn"]["moves"] = max(1, game.state["turn"]["moves"])
    for door in ("N", "E", "S", "W"):
        doors = [c.args["door"] for c in game.legal_commands(seat) if c.type == "explore"]
        if door in doors:
            return explore(game, seat, door, tile)
    raise AssertionError(f"no open doorway from {start}")


# -- the Legacy deck (p.3 #1, p.5, p.7 step 7) ------------------------------------------------------

def test_setup_reads_the_legacy_deck_in_order_up_to_pause_p3_p5(cpack):
    game = chapter_game(cpack)
    read = [e["change"]["card"] for e in game.events
            if e["t"] == "house_changed" and e["change"]["kind"] == "legacy_read"]
    assert read == ["L001", "L002", "L003"]  # in number order, never shuffled, up to PAUSE
    (pause,) = of_type(game.events, "chapter_paused")
    assert pause["haunt"] == "mini_prologue" and pause["trigger"] == {"omens_at_least": 2}
    assert game.state["house"]["legacy"][:2] == ["L004", "L005"]  # the rest waits for the end
    kinds = [e["t"] for e in game.events]
    assert kinds.index("chapter_paused") < kinds.index("deck_reshuffled") < kinds.index("turn_started")
    assert violations(cpack, game.state) == []


def test_a_legacy_card_brings_its_cards_into_the_decks_p5(cpack):
    """L002 brings four omens (the prologue starts with none, p.5) and adds them."""
    house = starting_house(cpack)
    assert house["decks"]["omen"] == [] and "crow_of_saint_ulfrun" in house["sealed"]
    game = chapter_game(cpack, house)
    assert sorted(game.state["decks"]["omen"]) == sorted(["crow_of_saint_ulfrun", "lamb_of_nobodys_flock",
                                                         "sickle_of_long_acre", "spade_of_gerwalds_acre"])
    assert [c["from"] for c in changes(game, "add_card")] == ["sealed"] * 4


def test_the_cards_after_pause_are_read_when_the_haunt_starts_if_it_says_so_p3(cpack):
    """Chapter 1's PAUSE says resume: haunt — L103 (add plank 2, a crest where the
    revealer stands) and L104 (STOP) are read as the haunt is revealed."""
    game = chapter_game(cpack, at_chapter(cpack, 1), n=1)
    assert game.state["chapter"]["resume"] == "haunt"
    game.state["chapter"]["trigger"] = {"omens_at_least": 1}
    events = discover(game, "widows_room", "upper_landing")
    assert of_type(events, "haunt_started")
    read = [c["card"] for c in changes(game, "legacy_read")]
    assert read[-2:] == ["L103", "L104"]
    (sticker,) = changes(game, "sticker")[-1:]
    revealer = game.state["haunt"]["revealer"]
    assert sticker["sticker"] == "crest" and sticker["tile"] == game.state["players"][revealer]["tile"]
    assert sticker["family"] == game.state["players"][revealer]["explorer"]
    assert set(changes(game, "add_tiles")[-1]["tiles"]) <= set(game.state["stack"])
    kinds = [e["t"] for e in game.events]
    added = max(i for i, e in enumerate(game.events) if e["t"] == "house_changed" and e["change"]["kind"] == "add_tiles")
    assert "tiles_reshuffled" in kinds[added:]  # in play: shuffled into the stack, not left on top


# -- the haunt's trigger and the first player (p.3 #9, p.16, p.7) ------------------------------------

def test_the_nth_omen_starts_the_haunt_without_a_roll_p16(cpack):
    game = chapter_game(cpack)  # the prologue: the 2nd omen starts it
    events = discover(game, "widows_room", "upper_landing")
    (rolled,) = of_type(events, "haunt_rolled")
    assert rolled["total"] is None and rolled["omens"] == 1 and not rolled["started"]
    assert not of_type(events, "dice_rolled")
    game.submit(cmd("end_turn", game.current_seat()))
    answer_first(game)
    events = discover(game, "well_bottom", "basement_landing")
    (rolled,) = of_type(events, "haunt_rolled")
    assert rolled["omens"] == 2 and rolled["started"] and of_type(events, "haunt_started")
    assert game.state["haunt"]["id"] == "mini_prologue"  # the PAUSE card's haunt, not a chart's


def test_a_roll_of_the_pause_cards_number_starts_the_haunt_p16(cpack):
    game = chapter_game(cpack)
    game.state["chapter"]["trigger"] = {"roll_at_least": 2}
    seat = game.current_seat()
    put(game, seat, "upper_landing")
    stack_on_top(game, "widows_room")

    def act(g):
        events = g.submit(cmd("explore", g.current_seat(), door="N"))
        return events + answer_first(g)

    _g, high = try_dice(game, act, lambda ev: any(e["t"] == "haunt_rolled" and e["total"] >= 2 for e in ev))
    (rolled,) = of_type(high, "haunt_rolled")
    assert rolled["started"] and rolled["needed"] == 2
    _g, low = try_dice(game, act, lambda ev: any(e["t"] == "haunt_rolled" and e["total"] < 2 for e in ev))
    assert not of_type(low, "haunt_rolled")[0]["started"]


def test_the_pause_card_chooses_the_first_player_by_age_ties_by_a_crest_p7_p6(cpack):
    game = chapter_game(cpack, members=(("corvane", "Mercy", 30), ("greaves", "Ned", 19), ("pendry", "Nell", 50)))
    (first,) = of_type(game.events, "first_player")
    assert first["seat"] == 1 and "youngest" in first["reason"] and not of_type(game.events, "crest_drawn")
    tied = chapter_game(cpack, members=(("corvane", "Mercy", 19), ("greaves", "Ned", 19), ("pendry", "Nell", 50)))
    (crest,) = of_type(tied.events, "crest_drawn")
    assert crest["tied"] == [0, 1] and tied.state["first"] == crest["seat"] in (0, 1)


def test_the_traitor_rule_reads_the_members_ages_p16_p7(cpack):
    """mini_prologue's traitor is the youngest: the age written for the member, not a
    family's default."""
    game = chapter_game(cpack, members=(("corvane", "Mercy", 61), ("greaves", "Ned", 44), ("pendry", "Nell", 70)))
    game.state["chapter"]["trigger"] = {"omens_at_least": 1}
    discover(game, "widows_room", "upper_landing")
    assert game.state["haunt"]["traitor"] == 1


# -- Purgatory, intensity, crests, checked boxes, destroyed cards (p.5, p.11) -------------------------

def test_a_journal_ending_adds_from_purgatory_and_add_or_intensify_checks_a_box_p11_p21(cpack):
    house = starting_house(cpack)
    chapter = {"n": 0, "haunt": "mini_prologue", "resume": "end"}
    made, entry = end_changes(cpack, house, chapter, "heroes")
    assert entry == 52
    assert {"kind": "add_card", "card": "long_fowling_gun", "deck": "item", "from": "purgatory"} in made
    after = starting_house(cpack)
    for change in made:
        apply_change(after, change)
    assert "long_fowling_gun" in after["decks"]["item"] and "long_fowling_gun" not in after["purgatory"]
    # journal 55 says "add or intensify" the gun: added while locked, a box once in the house
    ch1 = {"n": 1, "haunt": "mini_rent", "resume": "haunt"}
    locked, _ = end_changes(cpack, starting_house(cpack), ch1, "traitor")
    assert [c["kind"] for c in locked if c.get("card") == "long_fowling_gun"] == ["add_card"]
    present, _ = end_changes(cpack, after, ch1, "traitor")
    assert [c["kind"] for c in present if c.get("card") == "long_fowling_gun"] == ["intensify"]


def test_intensify_up_to_checks_boxes_until_the_last_is_checked(cpack):
    """``intensify: {card, up_to: N}`` (chapter 9's portraits, "to their last box"):
    boxes are checked until N are, none if N already are."""
    from game.campaign.ending import _EndCtx, run_end_effects
    for before, added in ((0, 2), (1, 1), (2, 0), (3, 0)):
        house = starting_house(cpack)
        for _ in range(before):
            apply_change(house, {"kind": "intensify", "card": "mini_creeping_damp"})
        ctx = _EndCtx(cpack, house, {"n": 0})
        run_end_effects(ctx, [{"intensify": {"card": "mini_creeping_damp", "up_to": 2}}])
        assert [c["kind"] for c in ctx.changes] == ["intensify"] * added
        assert house["cards"].get("mini_creeping_damp", {}).get("checks", 0) == max(before, 2)


def test_an_intensified_card_reads_its_checked_boxes_p11(cpack):
    """Creeping Damp: lose 1 Speed; with 1 box checked also 1 Might."""
    for checks, might_lost in ((0, False), (1, True)):
        house = starting_house(cpack)
        if checks:
            apply_change(house, {"kind": "intensify", "card": "mini_creeping_damp"})
        game = chapter_game(cpack, house)
        assert card_intensity(cpack, game.state, "mini_creeping_damp") == checks
        card_on_top(game, "event", "mini_creeping_damp")
        seat = game.current_seat()
        events = discover(game, "best_parlour", "entrance_hall")
        lost = {e["trait"] for e in of_type(events, "trait_set") if e["seat"] == seat}
        assert ("might" in lost) == might_lost and "speed" in lost


def test_a_card_gets_a_family_crest_and_reads_it_p11(cpack):
    """The Family Bible: no crest: yours goes on (gain 1 Knowledge); yours: gain 1
    Sanity; another family's: lose 1 Sanity."""
    game = chapter_game(cpack)
    seat = game.current_seat()
    card_on_top(game, "event", "mini_family_bible")
    discover(game, "best_parlour", "entrance_hall")
    family = game.state["players"][seat]["explorer"]
    assert changes(game, "crest_card") == [{"kind": "crest_card", "card": "mini_family_bible", "family": family}]
    assert game.state["house"]["cards"]["mini_family_bible"]["crests"] == [family]
    other = next(p["seat"] for p in game.state["players"] if p["seat"] != seat)
    game.state["turn"]["seat"] = other  # (the other family's turn now)
    card_on_top(game, "event", "mini_family_bible")
    events = discover(game, "physic_closet", "upper_landing")
    assert any(e["trait"] == "sanity" and e["to"] < e["frm"] and e["seat"] == other for e in of_type(events, "trait_set"))
    assert len(changes(game, "crest_card")) == 1


def test_a_card_is_destroyed_on_its_nth_reading_p11(cpack):
    """The Last Candle (destroy_after: 2): each reading checks a box; the second
    destroys it, for good (not buried)."""
    game = chapter_game(cpack)
    card_on_top(game, "event", "mini_last_candle")
    discover(game, "best_parlour", "entrance_hall")
    assert game.state["house"]["cards"]["mini_last_candle"]["uses"] == 1
    assert "mini_last_candle" in game.state["decks"]["event"]  # buried: under the deck
    card_on_top(game, "event", "mini_last_candle")
    discover(game, "physic_closet", "upper_landing")
    assert "mini_last_candle" in game.state["house"]["destroyed"]
    assert all("mini_last_candle" not in d for d in game.state["house"]["decks"].values())
    assert all("mini_last_candle" not in d for d in game.state["decks"].values())
    assert violations(cpack, game.state) == []


# -- names, the Box, the Tomb (p.13, p.6) ------------------------------------------------------------

def test_the_game_names_an_omen_and_the_name_stays_p13(cpack):
    house = starting_house(cpack)
    game = chapter_game(cpack, house)
    assert card_name(cpack, game.state, "crow_of_saint_ulfrun") == "The Crow of ___"
    made, _ = end_changes(cpack, game.state["house"], {"n": 0, "haunt": "mini_prologue", "resume": "end"}, "heroes")
    assert {"kind": "name_card", "card": "crow_of_saint_ulfrun", "name": "The Crow of Saint Ulfrun's"} in made
    for change in made:
        apply_change(house, change)
    later = chapter_game(cpack, house, n=1)
    assert card_name(cpack, later.state, "crow_of_saint_ulfrun") == "The Crow of Saint Ulfrun's"
    assert later.view("table")["house"]["cards"]["crow_of_saint_ulfrun"]["name"] == "The Crow of Saint Ulfrun's"


def test_the_table_may_be_asked_to_name_a_card_p13(cpack):
    """An effect may leave the name to the table (name_card with ask): the name offered,
    or words of their own, written on the card for good."""
    game = whisper_read(cpack)
    seat = game.current_seat()
    pending = game.pending
    assert pending["seat"] == seat and pending["text"] and pending["options"] == ["The Crow of the Mere"]
    assert "The Crow of ___" in pending["prompt"]
    answer(game, "The Crow That Counts")
    assert card_name(cpack, game.state, "crow_of_saint_ulfrun") == "The Crow That Counts"
    assert changes(game, "name_card")[-1]["name"] == "The Crow That Counts"


def test_a_boxed_card_sits_out_this_chapter_and_returns_at_its_end_p6_p21(cpack):
    game = chapter_game(cpack)  # L002 boxes The Old Tenant
    assert game.state["house"]["box"] == ["the_old_tenant"]
    assert all("the_old_tenant" not in d for d in game.state["decks"].values())
    assert "the_old_tenant" in game.state["house"]["decks"]["event"]  # still the house's
    made, _ = end_changes(cpack, game.state["house"], game.state["chapter"], "heroes")
    assert made[-1] == {"kind": "box_returned", "cards": ["the_old_tenant"]}  # step 3, last


def test_the_tomb_keeps_a_card_until_the_game_brings_it_back_p6(cpack):
    game = chapter_game(cpack, at_chapter(cpack, 1), n=1)  # L101 entombs Fog off the Mere
    house = game.state["house"]
    assert house["tomb"] == ["fog_off_the_mere"]
    assert all("fog_off_the_mere" not in d for d in (*house["decks"].values(), *game.state["decks"].values()))
    made, _ = end_changes(cpack, house, game.state["chapter"], "heroes")  # journal 54
    assert {"kind": "from_tomb", "card": "fog_off_the_mere", "deck": "event"} in made


def test_cards_a_legacy_card_brought_but_nobody_added_are_destroyed_p5(cpack):
    house = starting_house(cpack)
    apply_change(house, {"kind": "legacy_read", "card": "L102"})  # it brings The Last Sheaf
    made, _ = end_changes(cpack, house, {"n": 1, "haunt": "mini_rent", "resume": "haunt"}, "heroes")
    assert {"kind": "destroy", "card": "the_last_sheaf", "unused": True} in made
    assert all(c.get("card") != "crow_of_saint_ulfrun" for c in made)  # its Legacy card is unread


# -- tiles: planks, passages, ghosts, crests (p.5-6, p.9-10) ---------------------------------------

def test_plank_tiles_join_the_house_and_the_next_chapters_stack_p5(cpack):
    house = starting_house(cpack)
    plank = next(p["tiles"] for p in cpack.extra["campaign"]["planks"] if p["plank"] == 1)
    assert all(t in house["planks"] for t in plank)
    made, _ = end_changes(cpack, house, {"n": 0, "haunt": "mini_prologue", "resume": "end"}, "heroes")
    for change in made:
        apply_change(house, change)
    assert all(t in house["tiles"] and t not in house["planks"] for t in plank)
    later = chapter_game(cpack, house, n=1)
    assert set(plank) <= set(later.state["stack"])


def test_a_secret_passage_sticker_joins_the_passage_network_p9(cpack):
    """The Creep Hole has a printed passage; chapter 1's L101 sticks one on the Hearth
    Kitchen: once both are placed they are adjacent (and not before the sticker)."""
    for n, joined in ((0, False), (1, True)):
        game = chapter_game(cpack, at_chapter(cpack, n), n=n)
        assert tile_has(cpack, game.state, "hearth_kitchen", "secret_passage") == joined
        from scenario import place
        place(game, "creep_hole", "basement", 0, 1)
        place(game, "hearth_kitchen", "ground", 0, -1)
        assert ("hearth_kitchen" in link_neighbours(cpack, game.state, "creep_hole")) == joined


def test_a_ghost_sticker_puts_a_ghost_on_a_tile_for_good_p10(cpack):
    house = starting_house(cpack)
    game = chapter_game(cpack, house)
    assert not tile_has(cpack, game.state, "sweep_well", "ghost") or cpack.tiles["sweep_well"].has("ghost")
    assert tile_has(cpack, game.state, "best_parlour", "ghost")  # the starting house's mark
    assert not tile_has(cpack, game.state, "briar_walk", "ghost")
    apply_change(house, {"kind": "sticker", "tile": "briar_walk", "sticker": "ghost"})
    later = chapter_game(cpack, house)
    assert not cpack.tiles["briar_walk"].has("ghost") and tile_has(cpack, later.state, "briar_walk", "ghost")


def test_a_rules_sticker_holds_at_once_and_in_every_later_chapter_p4(cpack):
    """Door A (heirloom_to_hand) is opened by chapter 1's first Legacy card, in setup:
    the rule already holds in that setup — each family takes its heirloom nearest the top
    of the Item deck — and it holds in the chapters after."""
    house = at_chapter(cpack, 1)
    apply_change(house, {"kind": "heirloom", "card": "storm_lantern", "family": "corvane", "name": "Gran's Lantern"})
    game = chapter_game(cpack, house, n=1)
    assert "heirloom_to_hand" in game.state["house"]["rules"]
    assert "storm_lantern" in game.state["players"][0]["cards"]
    first_turn = [e["t"] for e in game.events].index("turn_started")
    assert any(e["t"] == "card_drawn" and e["card"] == "storm_lantern" for e in game.events[:first_turn])
    without = chapter_game(cpack, starting_house(cpack))
    assert all(not p["cards"] for p in without.state["players"])


def test_the_crest_hearth_rule_heals_on_your_familys_crest_p4(cpack):
    """Door B's rule: ending your turn on a tile with your family's crest heals Sanity."""
    for rule in (False, True):
        house = starting_house(cpack)
        apply_change(house, {"kind": "sticker", "tile": "entrance_hall", "sticker": "crest", "family": "corvane"})
        if rule:
            apply_change(house, {"kind": "open_door", "door": "B", "flag": "crest_hearth"})
        game = chapter_game(cpack, house)
        game.state["turn"]["seat"] = 0  # Mercy Corvane, in the Entrance Hall
        game.state["players"][0]["traits"]["sanity"] -= 2
        events = game.submit(cmd("end_turn", 0))
        healed = [e for e in of_type(events, "trait_set") if e["seat"] == 0 and e["trait"] == "sanity"]
        assert bool(healed) == rule


# -- heirlooms across chapters (p.5, p.12-13) --------------------------------------------------------

def test_an_heirloom_made_in_one_chapter_is_the_familys_in_the_next_p13(cpack):
    house = starting_house(cpack)
    apply_change(house, {"kind": "heirloom", "card": "tin_pilgrims_badge", "family": "corvane", "name": "Mercy's Badge"})
    game = chapter_game(cpack, house)
    assert game.state["heirlooms"] == {"tin_pilgrims_badge": "corvane"}
    assert card_name(cpack, game.state, "tin_pilgrims_badge") == "Mercy's Badge"
    hand(game, 0, "tin_pilgrims_badge")    # Mercy Corvane carries it: +1 move (its heirloom text)
    hand(game, 1, "vinaigrette_of_salts")
    assert passives(cpack, game.state, 0, "move_bonus") == [1]
    game.state["players"][1]["cards"].append(game.state["players"][0]["cards"].pop())
    assert passives(cpack, game.state, 1, "move_bonus") == []  # another family's: the card's own power only


def _draw_heirloomable(game, seat, card):
    """``seat`` draws ``card`` from the Item deck (an item tile discovered)."""
    game.state["turn"]["seat"] = seat
    card_on_top(game, "item", card)
    put(game, seat, "entrance_hall")
    game.state["turn"]["moves"] = max(1, game.state["turn"]["moves"])
    doors = [c.args["door"] for c in game.legal_commands(seat) if c.type == "explore"]
    stack_on_top(game, "hearth_kitchen")
    events = game.submit(cmd("explore", seat, door=doors[0]))
    answer_until(game, "heirloom")
    return events


def test_once_per_game_and_nine_stickers_a_family_p5_p13(cpack):
    house = starting_house(cpack)
    # an heirloom made in an earlier chapter does not use up this game's one
    apply_change(house, {"kind": "heirloom", "card": "copper_warming_pan", "family": "corvane"})
    game = chapter_game(cpack, house)
    _draw_heirloomable(game, 0, "storm_lantern")
    assert game.pending and game.pending["kind"] == "heirloom"
    answer(game, True)
    answer(game, game.pending["options"][0])
    game.submit(cmd("end_turn", 0))
    answer_first(game)
    game.state["players"][0]["tile"] = "entrance_hall"
    hearth = game.state["placed"].pop("hearth_kitchen")  # (lift the kitchen: discover it again)
    del game.state["map"][hearth[0]][f"{hearth[1]},{hearth[2]}"]
    game.state["stack"].append("hearth_kitchen")
    _draw_heirloomable(game, 0, "tin_pilgrims_badge")
    assert game.pending is None and "tin_pilgrims_badge" in game.state["players"][0]["cards"]
    assert "tin_pilgrims_badge" not in game.state["heirlooms"]  # once per game (p.13)
    # nine stickers: a family that has used them all is not offered another (p.5)
    full = starting_house(cpack)
    for i in range(9):
        full["cards"][f"x{i}"] = {"heirloom": {"family": "corvane"}}
    game = chapter_game(cpack, full)
    _draw_heirloomable(game, 0, "storm_lantern")
    kinds = []
    while game.pending is not None:
        kinds.append(game.pending["kind"])
        answer(game, game.pending["options"][0])
    assert "heirloom" not in kinds


# -- the joining rule (p.21) ---------------------------------------------------------------------------

def test_a_family_that_missed_more_than_half_keeps_one_of_three_items_p21(cpack):
    game = chapter_game(cpack, joining=[1])
    assert game.state["turn"] is None  # before the first turn, after setup step 7
    pending = game.pending
    assert pending["kind"] == "joining_keep" and pending["seat"] == 1 and len(pending["options"]) == 3
    drawn = list(pending["options"])
    keep = next((c for c in drawn if cpack.cards[c].data.get("heirloom")), drawn[0])
    events = answer(game, keep)
    (kept,) = of_type(events, "joining_kept")
    assert kept["card"] == keep and sorted(kept["returned"]) == sorted(c for c in drawn if c != keep)
    assert game.state["players"][1]["cards"] == [keep]
    assert all(c in game.state["decks"]["item"] for c in kept["returned"])
    assert of_type(events, "deck_reshuffled")  # shuffled back
    if cpack.cards[keep].data.get("heirloom"):
        assert game.pending["kind"] == "heirloom" and game.pending["joining"]
        answer(game, True)
        events = answer(game, game.pending["options"][0])
        assert of_type(events, "heirloom_made")[0]["joining"]
        # it does not count toward the once per game: the family may heirloom again
        from game.rules.cards import may_heirloom
        assert may_heirloom(cpack, game.ruleset, game.state, 1, "storm_lantern")
    assert game.state["turn"] is not None  # then the first turn
    assert violations(cpack, game.state) == []


# -- undo inside a chapter --------------------------------------------------------------------------

def test_undo_inside_a_chapter_takes_its_house_changes_back(cpack):
    game = chapter_game(cpack)
    seat = game.current_seat()
    _draw_heirloomable(game, seat, "storm_lantern")
    answer(game, True)
    answer(game, "Grandfather's Lantern")
    assert changes(game, "heirloom")
    game.undo(seat)
    assert game.pending["kind"] == "heirloom_name" and not changes(game, "heirloom")
    assert "storm_lantern" not in game.state.get("heirlooms", {})


def test_free_play_has_no_house():
    from legacy_helpers import make_game, lpack as _unused  # noqa: F401 (fixtures, used by name as parameters)
    from game import load_pack, new_game, auto_seats
    pack = load_pack("legacy")
    game = new_game("legacy", auto_seats(pack, 3, 1), 1, pack)
    assert "house" not in game.state and "chapter" not in game.state
    assert game.view("table")["house"] is None


def test_a_name_is_a_power_a_die_more_for_each_named_omen_carried(cpack):
    """Door E's rule (flag named_omens): the haunt roll takes one extra die for each omen the
    roller carries that the campaign has named; an unnamed omen, or the rule not in force,
    adds none."""
    def dice_rolled(rule: bool, named: bool) -> tuple[int, dict]:
        house = starting_house(cpack)
        if named:
            apply_change(house, {"kind": "name_card", "card": "crow_of_saint_ulfrun", "name": "Old Corbie"})
        if rule:
            apply_change(house, {"kind": "open_door", "door": "E", "flag": "named_omens"})
        game = chapter_game(cpack, house)
        game.state["chapter"]["trigger"] = {"roll_at_least": 99}
        seat = game.current_seat()
        hand(game, seat, "crow_of_saint_ulfrun")
        put(game, seat, "upper_landing")
        stack_on_top(game, "widows_room")
        events = game.submit(cmd("explore", seat, door="N")) + answer_first(game)
        (roll,) = [e for e in of_type(events, "dice_rolled") if e.get("why") == "haunt roll"]
        (rolled,) = of_type(events, "haunt_rolled")
        return len(roll["dice"]), rolled

    plain, rolled = dice_rolled(rule=False, named=True)
    assert "named_omens" not in rolled
    assert dice_rolled(rule=True, named=False)[0] == plain
    more, rolled = dice_rolled(rule=True, named=True)
    assert more == plain + 1 and rolled["named_omens"] == 1
