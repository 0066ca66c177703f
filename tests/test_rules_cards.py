"""Classic rulebook, "Drawing Omen, Item, & Event Cards" and "Using Items & Omen Cards".

All four explorers start in the Entrance Hall, so the others are at hand to give to.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd

from scenario import answer_first, card_on_top, hand, index, make_game, put, stack_on_top


def legal(game, seat, kind):
    return [c.args for c in game.legal_commands(seat) if c.type == kind]


def discover(game, room, deck, card, door="E"):
    """Seat 0 discovers ``room`` east of the Foyer with ``card`` on top of ``deck``."""
    put(game, 0, "foyer")
    stack_on_top(game, room)
    card_on_top(game, deck, card)
    events = game.submit(cmd("explore", 0, door=door))
    return events + answer_first(game)


def next_round(game):
    """Every seat ends its turn once: seat 0 is up again."""
    for _ in range(len(game.state["players"])):
        game.submit(cmd("end_turn", game.current_seat()))
        answer_first(game)
    assert game.current_seat() == 0


# -- Events: resolved, then discarded unless kept or ongoing -----------------------------------

def test_events_an_event_is_resolved_then_discarded():
    """Spiral symbol: "Follow its instructions ... Then discard the card unless it says
    otherwise or has an ongoing effect." Somebody Hums Along: gain 1 Sanity."""
    game = make_game()
    sanity = index(game, 0, "sanity")
    discover(game, "smoking_room", "event", "somebody_hums_along")
    assert index(game, 0, "sanity") == sanity + 1
    assert game.state["discard"]["event"] == ["somebody_hums_along"]
    assert game.state["reading"] is None
    assert "somebody_hums_along" not in game.state["players"][0]["cards"]


def test_events_a_card_that_says_keep_stays_with_you():
    """A Patient Tutor: "Lose 1 Speed. Keep this card.\""""
    game = make_game()
    speed = index(game, 0, "speed")
    discover(game, "smoking_room", "event", "a_patient_tutor")
    assert game.state["players"][0]["cards"] == ["a_patient_tutor"]
    assert index(game, 0, "speed") == speed - 1
    assert game.state["discard"]["event"] == []


def test_events_an_ongoing_card_stays_in_play():
    """The Vigil: a Candle Circle token here; the card stays beside the board."""
    game = make_game()
    discover(game, "smoking_room", "event", "the_vigil")
    assert game.state["ongoing"] == ["the_vigil"]
    assert game.state["tokens"]["smoking_room"] == ["candle_circle"]
    assert game.state["discard"]["event"] == [] and game.state["players"][0]["cards"] == []


# -- Items and omens stay with you ------------------------------------------------------------------

@pytest.mark.parametrize("room, deck, card", [("gun_room", "item", "butchers_cleaver"),
                                              ("ancestor_walk", "omen", "widows_derringer")])
def test_items_and_omens_are_kept_face_up(room, deck, card):
    """Bull's head: "you now have it in your possession." Raven: "Place it face up in
    front of you; you now have it in your possession.\""""
    game = make_game()
    discover(game, room, deck, card)
    game.submit(cmd("end_turn", 0))
    answer_first(game)
    assert game.state["players"][0]["cards"] == [card]
    assert card not in game.state["discard"][deck]
    assert card in game.view("table")["players"][0]["cards"]          # face up


# -- Using items: once per turn ------------------------------------------------------------------------

def test_using_an_item_once_during_each_of_your_turns():
    """"You can use an item once at any point during your turn.\""""
    game = make_game()
    hand(game, 0, "hazel_dowsing_rod")
    game.submit(cmd("use_item", 0, card="hazel_dowsing_rod"))
    answer_first(game)
    assert {"card": "hazel_dowsing_rod"} not in legal(game, 0, "use_item")
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("use_item", 0, card="hazel_dowsing_rod"))
    assert "already used" in err.value.reason
    next_round(game)
    assert {"card": "hazel_dowsing_rod"} in legal(game, 0, "use_item")


def test_using_an_item_only_on_your_own_turn():
    game = make_game()
    hand(game, 1, "hazel_dowsing_rod")
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("use_item", 1, card="hazel_dowsing_rod"))
    assert "not your turn" in err.value.reason


# -- What can be given and dropped -----------------------------------------------------------------------

@pytest.mark.parametrize("card, droppable, giveable", [
    ("butchers_cleaver", True, True),          # an ordinary item
    ("steel_boned_corset", True, False),       # "can't be traded, but can be dropped"
    ("parson_the_cat", False, False),          # a companion: "can't be dropped or traded"
    ("little_ottilie", False, False),
    ("pale_handprint", False, False),          # the omen that is not an item at all
])
def test_giving_and_dropping_follow_what_the_card_is(card, droppable, giveable):
    game = make_game()
    hand(game, 0, card)
    assert ({"cards": [card]} in legal(game, 0, "drop")) is droppable
    assert ({"card": card, "to": 1} in legal(game, 0, "give")) is giveable
    probe = make_game()
    hand(probe, 0, card)
    if giveable:
        probe.submit(cmd("give", 0, card=card, to=1))
        assert probe.state["players"][1]["cards"] == [card]
    else:
        with pytest.raises(IllegalCommand) as err:
            probe.submit(cmd("give", 0, card=card, to=1))
        assert "cannot be given" in err.value.reason
    if droppable:
        game.submit(cmd("drop", 0, cards=[card]))
        assert game.state["piles"]["entrance_hall"] == [card]
    else:
        with pytest.raises(IllegalCommand) as err:
            game.submit(cmd("drop", 0, cards=[card]))
        assert "cannot be dropped" in err.value.reason
        assert game.state["players"][0]["cards"] == [card]


def test_giving_only_to_an_explorer_in_your_room():
    game = make_game()
    hand(game, 0, "butchers_cleaver")
    put(game, 1, "foyer")
    assert {"card": "butchers_cleaver", "to": 1} not in legal(game, 0, "give")
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("give", 0, card="butchers_cleaver", to=1))
    assert "in your room" in err.value.reason


# -- Give, drop, pick up: each once during your turn ---------------------------------------------------

def test_give_drop_and_pick_up_are_each_once_per_turn():
    """"Once during your turn, you can do each of the following: give ..., drop any
    number of items ..., pick up one or more items from a pile.\""""
    game = make_game()
    for card in ("butchers_cleaver", "sword_cane", "bitter_tonic", "flash_powder"):
        hand(game, 0, card)
    game.submit(cmd("give", 0, card="butchers_cleaver", to=1))
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("give", 0, card="sword_cane", to=2))
    assert "already gave" in err.value.reason

    game.submit(cmd("drop", 0, cards=["sword_cane", "bitter_tonic"]))   # any number at once
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("drop", 0, cards=["flash_powder"]))
    assert "already dropped" in err.value.reason

    game.submit(cmd("pick_up", 0, cards=["sword_cane"]))
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("pick_up", 0, cards=["bitter_tonic"]))
    assert "already picked up" in err.value.reason
    assert legal(game, 0, "give") == legal(game, 0, "drop") == legal(game, 0, "pick_up") == []

    next_round(game)                                   # a new turn: each is allowed again
    assert legal(game, 0, "give") and legal(game, 0, "drop") and legal(game, 0, "pick_up")


# -- Item piles -------------------------------------------------------------------------------------------------

def test_item_piles_stay_in_the_room_until_all_is_picked_up():
    """Drop: "put an Item Pile token in that room. Another explorer (or you) can later
    pick up some or all of the items in the pile, removing the token if all of the items
    are picked up.\""""
    game = make_game()
    hand(game, 0, "butchers_cleaver")
    hand(game, 0, "sword_cane")
    game.submit(cmd("drop", 0, cards=["butchers_cleaver", "sword_cane"]))
    assert game.state["players"][0]["cards"] == []
    game.submit(cmd("move", 0, to="foyer"))
    assert legal(game, 0, "pick_up") == []             # the pile stays behind
    game.submit(cmd("end_turn", 0))

    game.submit(cmd("pick_up", 1, cards=["sword_cane"]))          # seat 1 takes some
    assert game.state["piles"]["entrance_hall"] == ["butchers_cleaver"]
    assert game.state["players"][1]["cards"] == ["sword_cane"]
    game.submit(cmd("end_turn", 1))

    game.submit(cmd("pick_up", 2, cards=["butchers_cleaver"]))    # seat 2 takes the rest
    assert "entrance_hall" not in game.state["piles"]
    with pytest.raises(IllegalCommand):
        game.submit(cmd("pick_up", 2, cards=["sword_cane"]))


def test_giving_an_item_moves_its_bonus_with_it():
    """Giving: the Vellum Almanac's +1 Knowledge ("if it leaves you, lose 1 Knowledge")
    goes from the giver to the receiver with the card."""
    game = make_game()
    discover(game, "ancestor_walk", "omen", "vellum_almanac")
    gained = index(game, 0, "knowledge")
    put(game, 1, "ancestor_walk")
    k1 = index(game, 1, "knowledge")
    game.submit(cmd("give", 0, card="vellum_almanac", to=1))
    answer_first(game)
    assert index(game, 0, "knowledge") == gained - 1
    assert index(game, 1, "knowledge") == min(7, k1 + 1)


def test_an_event_drawn_while_another_is_being_read_is_kept_track_of(classic_pack):
    """Found by legacy simulation (seed 5216): an event whose effect leads to drawing a
    second event lost the first one. Both are read, then both are discarded."""
    from game.clone import clone

    from game.engine import Ctx
    from game.invariants import violations
    from game.rules.cards import draw
    from driver import start
    game = start(classic_pack, seed=3)
    seat = game.acting_seat()
    ctx = Ctx(game.pack, game.ruleset, clone(game.state))
    first, second = ctx.state["decks"]["event"][:2]
    draw(ctx, seat, "event")
    draw(ctx, seat, "event")  # as if the first event's effects drew another
    assert violations(classic_pack, ctx.state) == []
    assert ctx.state["reading"] == second and ctx.state["reading_under"] == [first]
    ctx.frames.clear()  # skip both cards' effects: only where the cards go matters here
    ctx.pending = None
    from game.rules.cards import _finish_event
    _finish_event(ctx, {"actor": seat}, {"card": second}, None)
    _finish_event(ctx, {"actor": seat}, {"card": first}, None)
    assert violations(classic_pack, ctx.state) == []
    kept = [c for c in (first, second) if classic_pack.cards[c].data.get("keep") or classic_pack.cards[c].data.get("ongoing")]
    for card in (first, second):
        assert card in ctx.state["discard"]["event"] or card in kept

