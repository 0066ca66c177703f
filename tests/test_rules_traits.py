"""Classic rulebook, "Attempting a Die Roll" and the trait parts of "Making an Attack"
(damage and its split; "before the haunt starts, no one can die").
"""

from __future__ import annotations

import pytest

from game.content.safe_yaml import safe_load
from game import cmd
from game.paths import content_root

from scenario import (answer_first, card_on_top, hand, index, make_game, of_type, place, put,
                      rolls, set_trait, stack_on_top, try_dice)

TRACKS = {e["id"]: {t: v["track"] for t, v in e["traits"].items()}
          for e in safe_load((content_root() / "classic" / "explorers.yaml").read_text())}
BARRIER_FOR = {"speed": ("chasm", "basement", 0), "sanity": ("catacombs", "basement", 3),
               "might": ("tower", "upper", 0), "knowledge": ("slanted_hall", "upper", 3)}
LANDING = {"basement": "basement_landing", "upper": "upper_landing"}


def printed(game, seat, trait):
    """The number next to the clip, read from the explorer's card (the YAML)."""
    p = game.state["players"][seat]
    return TRACKS[p["explorer"]][trait][p["traits"][trait]]


def at_barrier(trait, step):
    tile, floor, rot = BARRIER_FOR[trait]
    game = make_game()
    place(game, tile, floor, 1, 0, rot)
    put(game, 0, LANDING[floor])
    game.submit(cmd("move", 0, to=tile))
    set_trait(game, 0, trait, step)
    return game


def discover_event(game, card, room="smoking_room"):
    put(game, 0, "foyer")
    stack_on_top(game, room)
    card_on_top(game, "event", card)
    return game.submit(cmd("explore", 0, door="E")) + game.submit(
        cmd("answer", 0, choice=game.pending["options"][0]))


# -- Attempting a Die Roll ----------------------------------------------------------------------

@pytest.mark.parametrize("trait", sorted(BARRIER_FOR))
@pytest.mark.parametrize("step", range(8))
def test_die_roll_a_trait_roll_rolls_as_many_dice_as_the_trait(trait, step):
    """"Roll as many dice as your explorer currently has in that trait.\""""
    game = at_barrier(trait, step)
    events = game.submit(cmd("cross_barrier", 0))
    (roll,) = rolls(events)
    assert roll["trait"] == trait
    assert len(roll["dice"]) == printed(game, 0, trait)
    assert roll["total"] == sum(roll["dice"]) and set(roll["dice"]) <= {0, 1, 2}


def test_die_roll_a_card_may_add_a_die_to_a_trait_roll():
    """The Vellum Almanac: "roll 1 extra die on Knowledge rolls"."""
    game = at_barrier("knowledge", 3)
    hand(game, 0, "vellum_almanac")
    (roll,) = rolls(game.submit(cmd("cross_barrier", 0)))
    assert len(roll["dice"]) == printed(game, 0, "knowledge") + 1


@pytest.mark.parametrize("step", [0, 7])
def test_die_roll_roll_n_dice_ignores_traits(step):
    """"If a card tells you to roll a specific number of dice, do so." The Wellhead:
    roll 2 dice."""
    game = make_game()
    place(game, "wellhead", "ground", 1, -1, 0)
    put(game, 0, "wellhead")
    for trait in ("speed", "might", "sanity", "knowledge"):
        set_trait(game, 0, trait, step)
    events = game.submit(cmd("tile_action", 0, action="drop_coin")) + answer_first(game)
    assert [len(r["dice"]) for r in rolls(events)] == [2]


# -- Damage: the player chooses the split ----------------------------------------------------------

def test_damage_physical_the_player_chooses_speed_or_might():
    """"When you take physical damage, you lower your explorer's Might and/or Speed
    traits." The Stoke Hole: 1 physical damage at the end of your turn."""
    game = make_game()
    place(game, "furnace_room", "basement", 0, -1, 0)
    put(game, 0, "furnace_room")
    before = dict(game.state["players"][0]["traits"])
    game.submit(cmd("end_turn", 0))
    pending = game.pending
    assert pending["kind"] == "damage" and pending["seat"] == 0
    assert sorted(pending["options"], key=str) == [{"might": 1}, {"speed": 1}]
    game.submit(cmd("answer", 0, choice={"might": 1}))
    after = game.state["players"][0]["traits"]
    assert after == {**before, "might": before["might"] - 1}


def test_damage_two_points_may_be_split_across_both_traits():
    """Crystal Rain, 0-1: take 2 physical damage."""
    game = make_game()
    set_trait(game, 0, "speed", 2)
    set_trait(game, 0, "might", 3)
    game, events = try_dice(game, lambda g: discover_event(g, "crystal_rain"),
                            lambda ev: rolls(ev, "Crystal Rain")[0]["total"] <= 1)
    options = game.pending["options"]
    assert sorted(options, key=str) == sorted(
        [{"speed": 2}, {"speed": 1, "might": 1}, {"might": 2}], key=str)
    game.submit(cmd("answer", 0, choice={"speed": 1, "might": 1}))
    assert index(game, 0, "speed") == 1 and index(game, 0, "might") == 2


def test_damage_mental_hits_only_sanity_or_knowledge():
    game = make_game()
    place(game, "crypt", "basement", 0, -1, 0)
    put(game, 0, "crypt")
    game.submit(cmd("end_turn", 0))
    assert sorted(game.pending["options"], key=str) == [{"knowledge": 1}, {"sanity": 1}]


# -- Gaining stops at the top ----------------------------------------------------------------------------

def test_gain_stops_at_the_top_step():
    game = make_game()
    set_trait(game, 0, "sanity", 7)
    events = discover_event(game, "somebody_hums_along")       # gain 1 Sanity
    assert index(game, 0, "sanity") == 7 and of_type(events, "trait_set") == []
    assert printed(game, 0, "sanity") == TRACKS[game.state["players"][0]["explorer"]]["sanity"][-1]


def test_gain_of_two_from_the_step_below_the_top_stops_at_the_top():
    game = make_game()
    set_trait(game, 0, "sanity", 6)
    hand(game, 0, "mourning_lozenges")                           # gain 2 Sanity or Knowledge
    game.submit(cmd("use_item", 0, card="mourning_lozenges"))
    game.submit(cmd("answer", 0, choice="sanity"))
    assert index(game, 0, "sanity") == 7


# -- Before the haunt, no trait goes below its lowest value ---------------------------------------

def test_before_the_haunt_a_loss_stops_at_the_lowest_value():
    """"Before the haunt starts, no one can die - that is, no trait can go below the
    lowest number on the list (it stays at the lowest value instead).\""""
    game = make_game()
    set_trait(game, 0, "sanity", 0)
    discover_event(game, "your_name_from_upstairs")             # lose 1 Sanity
    assert index(game, 0, "sanity") == 0
    assert printed(game, 0, "sanity") == TRACKS[game.state["players"][0]["explorer"]]["sanity"][0]
    assert game.state["players"][0]["alive"]


def test_before_the_haunt_damage_cannot_push_a_trait_below_its_lowest_value():
    game = make_game()
    place(game, "crypt", "basement", 0, -1, 0)
    put(game, 0, "crypt")
    set_trait(game, 0, "sanity", 0)
    set_trait(game, 0, "knowledge", 0)
    game.submit(cmd("end_turn", 0))
    assert game.pending is None                                  # nothing left to choose
    assert index(game, 0, "sanity") == 0 and index(game, 0, "knowledge") == 0
    assert game.state["players"][0]["alive"] and game.current_seat() == 1


def test_before_the_haunt_damage_goes_to_the_trait_that_can_still_drop():
    game = make_game()
    place(game, "furnace_room", "basement", 0, -1, 0)
    put(game, 0, "furnace_room")
    set_trait(game, 0, "speed", 0)
    might = index(game, 0, "might")
    game.submit(cmd("end_turn", 0))
    assert game.pending is None
    assert index(game, 0, "speed") == 0 and index(game, 0, "might") == might - 1
