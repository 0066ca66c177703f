"""Legacy rulebook, "Cards" (p.11-14): burying instead of discarding, item and event
decks keyed by region, the empty omen deck, used and unused cards, action words, GIVE,
DROP, TAKE and PICK UP, ongoing events and their tokens, intensity, heirlooms.

Every explorer starts in the Entrance Hall (ground), so the others are at hand to give
to and take from; new tiles are discovered through its north doorway.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd
from game.campaign.marks import card_name

from legacy_helpers import (answer, card_on_top, end_turn, explore, hand, index, legal, lpack,  # noqa: F401 (fixtures, used by name as parameters)
                            make_game, narrated, of_type, pile, place, put, rolls,
                            stack_on_top, value)


def discover(game, tile, deck=None, *cards, seat=0):
    """``seat`` (in the Entrance Hall) discovers ``tile`` to the north with ``cards`` on
    top of ``deck`` (the first one on top)."""
    for card in reversed(cards):
        card_on_top(game, deck, card)
    return explore(game, seat, "N", tile)


def use(game, seat, card):
    return game.submit(cmd("use_item", seat, card=card))


def next_turn_of(game, seat):
    """End turns until ``seat``'s turn has started."""
    end_turn(game)
    while game.current_seat() != seat:
        end_turn(game)


# -- bury, never discard ------------------------------------------------------------------------

def test_bury_tiles_that_do_not_fit_go_to_the_bottom_of_the_stack(lpack):
    """p.10: "If the top tile can't go on the region you're currently on, bury it. Keep
    burying tiles until you find one that matches your region." p.3: "There are no
    discard piles ... bury that tile or card by placing it at the bottom of its deck or
    stack.\""""
    game = make_game(lpack)
    stack_on_top(game, "lx_orchard", "lx_passage_up", "lx_pantry")
    explore(game, 0, "N")
    assert game.state["placed"]["lx_pantry"][0] == "ground"
    assert game.state["stack"][-2:] == ["lx_orchard", "lx_passage_up"]
    assert game.state["tile_discard"] == []


def test_bury_a_resolved_event_goes_to_the_bottom_of_its_deck(lpack):
    """p.11: "Usually Event cards are buried after you read them.\""""
    game = make_game(lpack)
    events = discover(game, "lx_parlour", "event", "lx_quiet")
    assert "lx: quiet" in narrated(events)
    assert game.state["decks"]["event"][-1] == "lx_quiet"
    assert game.state["discard"]["event"] == [] and game.state["reading"] is None


def test_bury_an_item_used_up_goes_to_the_bottom_of_its_deck(lpack):
    """p.3: any time you would discard a card, bury it instead — an item used up."""
    game = make_game(lpack)
    hand(game, 0, "lx_matchstick")
    events = use(game, 0, "lx_matchstick")
    assert "lx: struck" in narrated(events)
    assert game.state["players"][0]["cards"] == []
    assert game.state["decks"]["item"][-1] == "lx_matchstick"
    assert game.state["discard"]["item"] == []


# -- decks keyed by region -----------------------------------------------------------------------

def test_region_decks_items_are_buried_until_one_matches_your_region(lpack):
    """p.11: "Draw the top card from the Item deck if it matches your region. Otherwise,
    bury cards until you find one that matches your region.\""""
    game = make_game(lpack)
    events = discover(game, "lx_pantry", "item", "lx_garden_shears", "lx_cellar_hook", "lx_tonic")
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_tonic"]
    assert game.state["players"][0]["cards"] == ["lx_tonic"]
    assert game.state["decks"]["item"][-2:] == ["lx_garden_shears", "lx_cellar_hook"]


def test_region_decks_outside_draws_outside_cards(lpack):
    """p.3: "When you draw Item or Event cards, you'll draw ones that match the region
    you're exploring in, just like tiles." The orchard is outside."""
    game = make_game(lpack)
    put(game, 0, "front_steps")
    card_on_top(game, "item", "lx_garden_shears")
    card_on_top(game, "item", "lx_tonic")
    explore(game, 0, "N", "lx_orchard")
    assert game.state["players"][0]["cards"] == ["lx_garden_shears"]
    assert game.state["decks"]["item"][-1] == "lx_tonic"


def test_region_decks_events_are_buried_until_one_matches(lpack):
    """p.11: "Draw the top card from the Event deck if it matches your region.
    Otherwise, bury cards until you find one that matches your region.\""""
    game = make_game(lpack)
    events = discover(game, "lx_parlour", "event", "lx_yard_event", "lx_cellar_event", "lx_quiet")
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_quiet"]
    assert of_type(events, "cards_buried")[0]["cards"] == ["lx_yard_event", "lx_cellar_event"]
    assert game.state["decks"]["event"][-3:] == ["lx_yard_event", "lx_cellar_event", "lx_quiet"]


def test_region_decks_the_top_item_when_none_matches(lpack):
    """p.11: "It is possible, but unlikely, that there are no more Item cards that match
    your region. In this case, draw the top card of the Item deck.\""""
    game = make_game(lpack)
    game.state["decks"]["item"] = ["lx_garden_shears", "lx_cellar_hook"]
    events = discover(game, "lx_pantry")
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_garden_shears"]
    assert of_type(events, "cards_buried") == []


def test_region_decks_an_effect_that_draws_an_item_draws_one_of_your_region(lpack):
    """p.3 (4.): "When you draw Item or Event cards, you'll draw ones that match the
    region you're exploring in"; p.11 makes the exception only for "draw the top card".
    "Draw an Item card" in the Entrance Hall buries the outside item on top."""
    game = make_game(lpack)
    hand(game, 0, "lx_dig")
    card_on_top(game, "item", "lx_tonic")
    card_on_top(game, "item", "lx_garden_shears")
    events = use(game, 0, "lx_dig")
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_tonic"]
    assert game.state["decks"]["item"][-1] == "lx_garden_shears"


# -- drawing ends movement; the empty omen deck ---------------------------------------------------

def test_drawing_a_card_loses_the_remaining_moves_but_not_actions(lpack):
    """p.11: "Whenever you draw a card (for any reason) from the Item, Omen, or Event
    deck, you lose all remaining moves (but not actions) for the turn.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_bell")
    assert game.state["turn"]["moves"] > 1
    discover(game, "lx_pantry", "item", "lx_tonic")
    assert game.state["turn"]["moves"] == 0
    assert legal(game, 0, "move") == []
    use(game, 0, "lx_bell")                                   # actions remain
    assert "lx_bell" in game.state["players"][0]["used"]


def test_empty_omen_deck_draws_nothing_and_costs_no_moves(lpack):
    """p.11: "you might discover an Omen tile but have no more Omen cards in the deck.
    In that case, you do not draw a card and do not lose moves.\""""
    game = make_game(lpack)
    game.state["decks"]["omen"] = []
    moves = game.state["turn"]["moves"]
    events = discover(game, "lx_vestry")
    assert of_type(events, "card_drawn") == [] and of_type(events, "haunt_rolled") == []
    assert game.state["turn"]["moves"] == moves - 1           # only the move into the tile
    assert legal(game, 0, "move")


# -- used and unused -----------------------------------------------------------------------------

def test_used_a_drawn_card_is_unused_using_it_turns_it_sideways(lpack):
    """p.12: "When you draw a card from the deck, you get it unused." "When you use the
    action on a card, turn it sideways to show it is used." "To use an action on a
    card, it must be unused.\""""
    game = make_game(lpack)
    discover(game, "lx_pantry", "item", "lx_tonic")
    assert game.state["players"][0]["used"] == []
    might = index(game, 0, "might")
    use(game, 0, "lx_tonic")
    assert index(game, 0, "might") == might + 1
    assert game.state["players"][0]["used"] == ["lx_tonic"]
    assert legal(game, 0, "use_item") == []
    with pytest.raises(IllegalCommand):
        use(game, 0, "lx_tonic")


def test_used_cards_are_straightened_at_the_start_of_your_turn(lpack):
    """p.9: "At the start of your turn ... 1. Set any used Items and Omens you are
    carrying to unused." Until then the card stays used, through the others' turns."""
    game = make_game(lpack)
    hand(game, 0, "lx_tonic")
    use(game, 0, "lx_tonic")
    end_turn(game)
    assert game.state["players"][0]["used"] == ["lx_tonic"]   # still sideways on seat 1's turn
    next_turn_of(game, 0)
    assert game.state["players"][0]["used"] == []
    use(game, 0, "lx_tonic")                                   # ready again


def test_used_cards_still_give_their_bonus(lpack):
    """p.12: "Used Items and Omens still confer any bonus listed on them." The bell,
    used, still adds a die to Knowledge rolls."""
    game = make_game(lpack)
    hand(game, 0, "lx_bell")
    hand(game, 0, "lx_knowledge_roll")
    use(game, 0, "lx_bell")
    events = use(game, 0, "lx_knowledge_roll")
    (roll,) = rolls(events)
    assert len(roll["dice"]) == min(8, value(game, 0, "knowledge") + 1)


# -- action words --------------------------------------------------------------------------------

def test_action_words_each_word_once_per_turn(lpack):
    """p.14: "You may use each action word only once on your turn. For example, if you
    are carrying a Gun and an Axe that both have the action word ATTACK, you would have
    to choose which one to ATTACK with on your turn." Two DRINK cards: one drink."""
    game = make_game(lpack)
    for card in ("lx_tonic", "lx_brandy", "lx_bell"):
        hand(game, 0, card)
    use(game, 0, "lx_tonic")
    assert {c["card"] for c in legal(game, 0, "use_item")} == {"lx_bell"}
    with pytest.raises(IllegalCommand) as err:
        use(game, 0, "lx_brandy")
    assert "DRINK" in err.value.reason
    use(game, 0, "lx_bell")                                    # RING is another word
    next_turn_of(game, 0)
    use(game, 0, "lx_brandy")                                  # a new turn, a new DRINK


def test_action_words_are_shared_by_cards_and_tiles(lpack):
    """p.14: "Items, Omens, and tiles will grant you additional actions" — one action
    word, once per turn, whichever grants it. The bell's RING spends the tile's RING."""
    game = make_game(lpack)
    place(game, "lx_omen_then_item", "ground", 0, -1)
    put(game, 0, "lx_omen_then_item")
    hand(game, 0, "lx_bell")
    use(game, 0, "lx_bell")
    assert legal(game, 0, "tile_action") == []
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("tile_action", 0, action="lx_ring"))
    assert "RING" in err.value.reason


# -- GIVE, DROP, PICK UP, TAKE -------------------------------------------------------------------

def test_give_the_receiver_gets_the_card_used(lpack):
    """p.14, GIVE: "Give as many unused Items and Omens as you want to another player on
    the same tile. They receive the cards used.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_tonic")
    hand(game, 0, "lx_brandy")
    game.submit(cmd("give", 0, card="lx_tonic", to=1))
    game.submit(cmd("give", 0, card="lx_brandy", to=1))       # as many as you want
    assert game.state["players"][1]["cards"] == ["lx_tonic", "lx_brandy"]
    assert game.state["players"][1]["used"] == ["lx_tonic", "lx_brandy"]
    end_turn(game)                                             # seat 1's turn: straightened
    assert game.state["players"][1]["used"] == []


def test_give_is_one_action_to_one_player(lpack):
    """p.14: GIVE is an action word, used once per turn: one handing-over, to another
    player on the same tile."""
    game = make_game(lpack)
    hand(game, 0, "lx_tonic")
    hand(game, 0, "lx_brandy")
    game.submit(cmd("give", 0, card="lx_tonic", to=1))
    with pytest.raises(IllegalCommand):
        game.submit(cmd("give", 0, card="lx_brandy", to=2))
    put(game, 3, "front_steps")
    assert {c["to"] for c in legal(game, 0, "give")} == {1}


def test_give_drop_only_unused_cards(lpack):
    """p.14: "Once you use an action on a card, it becomes used ... You cannot
    voluntarily do anything else with that card this turn, such as DROP or GIVE it.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_tonic")
    use(game, 0, "lx_tonic")
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("give", 0, card="lx_tonic", to=1))
    assert "used" in err.value.reason
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("drop", 0, cards=["lx_tonic"]))
    assert "used" in err.value.reason


def test_drop_makes_an_item_pile_and_pick_up_receives_the_cards_used(lpack):
    """p.14, DROP: "Place as many unused Items and Omens as you want on your tile ...
    If other Items/Omens are DROPPED on the same tile, place them under the same Item
    Pile token." PICK UP: "take as many of the Item or Omen cards under the matching
    numbered Item Pile token as you like. You receive them used.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_tonic")
    hand(game, 0, "lx_brandy")
    game.submit(cmd("drop", 0, cards=["lx_tonic", "lx_brandy"]))
    assert game.state["piles"]["entrance_hall"] == ["lx_tonic", "lx_brandy"]
    end_turn(game)
    hand(game, 1, "lx_bell")
    game.submit(cmd("drop", 1, cards=["lx_bell"]))
    assert game.state["piles"]["entrance_hall"] == ["lx_tonic", "lx_brandy", "lx_bell"]
    end_turn(game)
    game.submit(cmd("pick_up", 2, cards=["lx_tonic", "lx_bell"]))
    assert game.state["players"][2]["cards"] == ["lx_tonic", "lx_bell"]
    assert game.state["players"][2]["used"] == ["lx_tonic", "lx_bell"]
    with pytest.raises(IllegalCommand):
        game.submit(cmd("drop", 2, cards=["lx_tonic"]))        # used: not this turn


def test_take_asks_the_other_player_and_the_taker_receives_it_used(lpack):
    """p.14, TAKE: "Take any number of unused Items and Omens from other players on the
    same tile (with their permission). You receive the cards used.\""""
    game = make_game(lpack)
    hand(game, 1, "lx_tonic")
    hand(game, 1, "lx_brandy")
    game.submit(cmd("take", 0, card="lx_tonic", frm=1))
    assert game.pending["kind"] == "consent" and game.acting_seat() == 1
    assert game.state["players"][1]["cards"] == ["lx_tonic", "lx_brandy"]
    answer(game, True)
    assert game.state["players"][0]["cards"] == ["lx_tonic"]
    assert game.state["players"][0]["used"] == ["lx_tonic"]
    game.submit(cmd("take", 0, card="lx_brandy", frm=1))       # any number of cards
    answer(game, False)                                        # ... with their permission
    assert game.state["players"][1]["cards"] == ["lx_brandy"]


def test_take_only_unused_cards_and_only_on_your_tile(lpack):
    """p.14, TAKE: unused cards, from players on the same tile."""
    game = make_game(lpack)
    hand(game, 1, "lx_tonic")
    game.state["players"][1]["used"] = ["lx_tonic"]
    with pytest.raises(IllegalCommand):
        game.submit(cmd("take", 0, card="lx_tonic", frm=1))
    game.state["players"][1]["used"] = []
    put(game, 1, "front_steps")
    with pytest.raises(IllegalCommand):
        game.submit(cmd("take", 0, card="lx_tonic", frm=1))
    assert legal(game, 0, "take") == []


# -- ongoing events and intensity -----------------------------------------------------------------

def test_ongoing_event_places_its_token_on_the_event_tile(lpack):
    """p.11: "Ongoing Event cards have continuous effects and are not buried. Instead,
    place a token on the Event tile to mark its effect. Put that Ongoing Event card to
    the side of the play area.\""""
    game = make_game(lpack)
    discover(game, "lx_parlour", "event", "lx_flood")
    assert game.state["ongoing"] == ["lx_flood"]
    assert game.state["tokens"]["lx_parlour"] == ["small_obstacle"]
    assert "lx_flood" not in game.state["decks"]["event"]


def test_ongoing_event_token_goes_on_the_event_tile_even_if_you_moved(lpack):
    """p.11: the token goes on the Event tile, even when the event moved you away."""
    game = make_game(lpack)
    discover(game, "lx_parlour", "event", "lx_flood_and_slide")
    assert game.state["players"][0]["tile"] == "entrance_hall"
    assert game.state["tokens"].get("lx_parlour") == ["small_obstacle"]
    assert "entrance_hall" not in game.state["tokens"]


def test_intensity_conditions_read_the_boxes_checked(lpack):
    """p.11, Intensifying: "intensify it by checking one box on the card";
    docs/LEGACY_FORMAT.md: effects may test {intensity_at_least: N}."""
    game = make_game(lpack)
    events = discover(game, "lx_parlour", "event", "lx_murmur")
    assert [t for t in narrated(events) if t.startswith("lx:")] == ["lx: intensity 1+"]
    game = make_game(lpack)
    events = discover(game, "lx_parlour", "event", "lx_hush")
    assert [t for t in narrated(events) if t.startswith("lx:")] == ["lx: calm"]


# -- heirlooms ---------------------------------------------------------------------------------

def family(game, seat):
    return game.state["players"][seat]["explorer"]


def test_heirloom_offered_when_drawn_from_the_deck(lpack):
    """p.13: "Once per game, when you draw an Item card from the deck that has a space
    for an Heirloom sticker, you may choose to make it your family's heirloom. You must
    make this decision immediately." An heirloom gives its extra effect."""
    game = make_game(lpack)
    hand(game, 0, "lx_knowledge_roll")
    stack_on_top(game, "lx_pantry")
    card_on_top(game, "item", "lx_keepsake")
    game.submit(cmd("explore", 0, door="N"))
    answer(game, game.pending["options"][0])                  # place the tile
    assert game.pending["kind"] == "heirloom" and game.pending["card"] == "lx_keepsake"
    answer(game, True)
    answer(game, game.pending["options"][0])                  # its name (p.13: offered next)
    assert game.state["heirlooms"] == {"lx_keepsake": family(game, 0)}
    (roll,) = rolls(use(game, 0, "lx_knowledge_roll"))
    assert len(roll["dice"]) == min(8, value(game, 0, "knowledge") + 1)


def test_heirloom_once_per_game(lpack):
    """p.13: "Once per game" — after one heirloom, the next slot is not offered."""
    game = make_game(lpack)
    discover(game, "lx_pantry", "item", "lx_keepsake")         # answer_first: yes
    assert game.state["heirlooms"] == {"lx_keepsake": family(game, 0)}
    next_turn_of(game, 0)
    hand(game, 0, "lx_dig")
    card_on_top(game, "item", "lx_locket")
    use(game, 0, "lx_dig")
    assert game.pending is None
    assert "lx_locket" in game.state["players"][0]["cards"]


def test_heirloom_declined_the_next_one_may_still_be_made(lpack):
    """p.13: "If you decline, you cannot go back and heirloom that Item later in the
    game ... But you may heirloom a future Item you find.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_dig")
    card_on_top(game, "item", "lx_keepsake")
    use(game, 0, "lx_dig")
    answer(game, False)
    assert not game.state.get("heirlooms")
    next_turn_of(game, 0)
    card_on_top(game, "item", "lx_locket")
    use(game, 0, "lx_dig")
    assert game.pending["kind"] == "heirloom" and game.pending["card"] == "lx_locket"


def test_heirloom_each_drawn_slot_is_offered_in_turn(lpack):
    """p.13: two heirloom-slot items drawn at once: each is offered as it is drawn;
    once one is made the heirloom, the other is not offered (once per game)."""
    game = make_game(lpack)
    hand(game, 0, "lx_dig_two")
    card_on_top(game, "item", "lx_locket")
    card_on_top(game, "item", "lx_keepsake")
    use(game, 0, "lx_dig_two")
    offered = []
    while game.pending is not None:
        offered.append(game.pending["card"])
        answer(game, False)
    assert sorted(offered) == ["lx_keepsake", "lx_locket"]
    game = make_game(lpack)
    hand(game, 0, "lx_dig_two")
    card_on_top(game, "item", "lx_locket")
    card_on_top(game, "item", "lx_keepsake")
    use(game, 0, "lx_dig_two")
    answer(game, True)
    answer(game, game.pending["options"][0])                  # its name
    assert game.pending is None and len(game.state["heirlooms"]) == 1


def test_heirloom_not_when_given_taken_or_picked_up(lpack):
    """p.13: "You do not heirloom a card if you pick it up from a tile where it was
    dropped, or if you get it through a GIVE or TAKE action.\""""
    game = make_game(lpack)
    hand(game, 1, "lx_keepsake")
    game.submit(cmd("take", 0, card="lx_keepsake", frm=1))
    answer(game, True)                                          # consent
    assert game.pending is None and "lx_keepsake" in game.state["players"][0]["cards"]
    pile(game, "entrance_hall", "lx_locket")
    game.submit(cmd("pick_up", 0, cards=["lx_locket"]))
    assert game.pending is None
    end_turn(game)
    hand(game, 2, "lx_tonic")
    game.state["players"][2]["tile"] = "entrance_hall"
    end_turn(game)
    game.submit(cmd("give", 2, card="lx_tonic", to=0))
    assert game.pending is None and not game.state.get("heirlooms")


def test_a_new_heirloom_may_be_named_p13(lpack):
    """p.13: "If you heirloom the Item, place your family's Heirloom sticker on the card.
    If it doesn't have a name, give it one": after the sticker, the table names it — its
    own words, the suggested name, or the card's own — and the name sticks to the card."""
    game = make_game(lpack)
    hand(game, 0, "lx_dig")
    card_on_top(game, "item", "lx_keepsake")
    use(game, 0, "lx_dig")
    answer(game, True)
    pending = game.pending
    assert pending["kind"] == "heirloom_name" and pending["text"] and pending["card"] == "lx_keepsake"
    first = game.state["players"][0]["name"].split()[0]
    assert pending["options"][0].startswith(f"{first}'s ")
    assert lpack.cards["lx_keepsake"].name in pending["options"]
    for bad in ("", "   ", "x" * 41, "bell\x07"):
        with pytest.raises(IllegalCommand):
            answer(game, bad)
    events = answer(game, "  Great-Aunt  Wyn's   Locket ")
    (made,) = [e for e in events if e["t"] == "heirloom_made"]
    assert made["name"] == "Great-Aunt Wyn's Locket" and made["family"] == family(game, 0)
    assert card_name(lpack, game.state, "lx_keepsake") == "Great-Aunt Wyn's Locket"
    assert game.view(1)["card_names"] == {"lx_keepsake": "Great-Aunt Wyn's Locket"}


def test_an_heirloom_keeping_its_printed_name_writes_none_p13(lpack):
    """Choosing the card's own name leaves the card as printed (no name is written)."""
    game = make_game(lpack)
    hand(game, 0, "lx_dig")
    card_on_top(game, "item", "lx_keepsake")
    use(game, 0, "lx_dig")
    answer(game, True)
    events = answer(game, lpack.cards["lx_keepsake"].name)
    (made,) = [e for e in events if e["t"] == "heirloom_made"]
    assert "name" not in made and not game.state.get("card_names")


def test_a_card_already_heirloomed_is_not_offered_again_p13(lpack):
    """p.13: one Heirloom sticker space: a card made a family's heirloom, buried and drawn
    again by another family, is not offered to them."""
    game = make_game(lpack)
    discover(game, "lx_pantry", "item", "lx_keepsake")          # seat 0 makes it theirs
    (owner,) = [p for p in game.state["players"] if "lx_keepsake" in p["cards"]]
    owner["cards"].remove("lx_keepsake")                      # (buried: back in the deck)
    game.state["decks"]["item"].append("lx_keepsake")
    end_turn(game)
    hand(game, 1, "lx_dig")
    card_on_top(game, "item", "lx_keepsake")
    use(game, 1, "lx_dig")
    assert game.pending is None and "lx_keepsake" in game.state["players"][1]["cards"]


def test_heirloom_every_family_has_its_own_once(lpack):
    """p.13: each family heirlooms once per game; another family may still do so."""
    game = make_game(lpack)
    discover(game, "lx_pantry", "item", "lx_keepsake")          # seat 0: yes
    end_turn(game)
    hand(game, 1, "lx_dig")
    card_on_top(game, "item", "lx_locket")
    use(game, 1, "lx_dig")
    assert game.pending["kind"] == "heirloom" and game.pending["seat"] == 1
