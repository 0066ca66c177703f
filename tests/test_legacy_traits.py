"""Legacy rulebook, "Traits" and "Dice and Die Rolls" (p.7-8): physical, mental and
general damage, healing, critical traits, paying a price for a reward, the order of
simultaneous damage, the 1-8 dice limits, results never below 0, and "roll N dice"
not being a trait roll.

The effects under test sit on fixture items (tests/legacy_helpers.py) and are run
through the public API by USE-ing the item.
"""

from __future__ import annotations

import pytest

from game import cmd
from game.content.model import MENTAL, PHYSICAL, TRAITS

from legacy_helpers import (answer, hand, index, lpack, make_game, narrated, rolls, set_index,  # noqa: F401 (fixtures, used by name as parameters)
                            start_haunt, start_index, track, value)


def use(game, seat, card):
    return game.submit(cmd("use_item", seat, card=card))


def traits_in(options):
    return {t for option in options for t in option}


# -- damage kinds --------------------------------------------------------------------------------

@pytest.mark.parametrize("card, kind, allowed", [
    ("lx_bruise", "physical", set(PHYSICAL)),
    ("lx_fret", "mental", set(MENTAL)),
    ("lx_despair", "general", set(TRAITS)),
])
def test_damage_kinds_decide_which_traits_may_drop(lpack, card, kind, allowed):
    """p.7: "Physical Damage: Lower Might and/or Speed. Mental Damage: Lower Knowledge
    and/or Sanity. General Damage: Lower any combination of traits." "Slide the
    corresponding clips down ... divided as you choose.\""""
    game = make_game(lpack)
    for trait in TRAITS:
        set_index(game, 0, trait, 5)
    hand(game, 0, card)
    use(game, 0, card)
    pending = game.pending
    assert pending["kind"] == "damage" and pending["damage_kind"] == kind
    assert traits_in(pending["options"]) == allowed
    amount = pending["amount"]
    assert all(sum(o.values()) == amount for o in pending["options"])
    choice = next(o for o in pending["options"] if len(o) == min(2, len(allowed)))
    answer(game, choice)
    for trait in TRAITS:
        assert index(game, 0, trait) == 5 - choice.get(trait, 0)


def test_damage_losing_a_trait_counts_as_damage_of_its_kind(lpack):
    """p.7: "You may also be instructed to lose from or lower a specific trait directly
    (such as 'Lose 2 Speed'). That counts as taking physical or mental damage, depending
    on the trait." A coat that takes 1 off physical damage takes 1 off "lose 2 Speed"."""
    game = make_game(lpack)
    set_index(game, 0, "speed", 5)
    hand(game, 0, "lx_stumble")
    use(game, 0, "lx_stumble")
    assert index(game, 0, "speed") == 3
    game = make_game(lpack)
    set_index(game, 0, "speed", 5)
    hand(game, 0, "lx_stumble")
    hand(game, 0, "lx_padded_coat")
    use(game, 0, "lx_stumble")
    assert index(game, 0, "speed") == 4


# -- heal -------------------------------------------------------------------------------------------

def test_heal_returns_a_trait_to_its_start_only_if_lower(lpack):
    """p.7: "If you are instructed to heal a trait, you may return that trait to its
    starting value if it is lower. Do nothing if it is equal to or higher than its
    starting value." The salve heals Might (below start) and Speed (above start)."""
    game = make_game(lpack)
    hand(game, 0, "lx_salve")
    set_index(game, 0, "might", 0)
    set_index(game, 0, "speed", 7)
    use(game, 0, "lx_salve")
    assert index(game, 0, "might") == start_index(game, 0, "might")
    assert index(game, 0, "speed") == 7


# -- critical -----------------------------------------------------------------------------------

def test_critical_before_the_haunt_nothing_goes_below_critical(lpack):
    """p.8, Critical Traits: "Before the haunt begins, no trait can drop below its
    critical value (if it would, it stays at the critical value instead).\""""
    game = make_game(lpack)
    hand(game, 0, "lx_ruin")
    use(game, 0, "lx_ruin")                                    # lose 8 Speed
    assert index(game, 0, "speed") == 0                        # the lowest step: critical
    assert game.state["players"][0]["alive"]


def test_critical_after_the_haunt_traits_can_reach_the_skull(lpack):
    """p.8: "Once the haunt begins, traits can drop to the skull. If that happens, you
    die.\""""
    game = start_haunt(lpack, "lx_plain")
    seat = game.current_seat()
    hand(game, seat, "lx_ruin")
    use(game, seat, "lx_ruin")
    assert index(game, seat, "speed") == -1
    assert not game.state["players"][seat]["alive"]


def test_critical_damage_beyond_critical_is_lost_before_the_haunt(lpack):
    """p.8: damage that would take a trait below critical leaves it at critical."""
    game = make_game(lpack)
    set_index(game, 0, "speed", 1)
    set_index(game, 0, "might", 0)
    hand(game, 0, "lx_bruise")
    use(game, 0, "lx_bruise")                                  # 2 physical, room for 1
    assert index(game, 0, "speed") == 0 and index(game, 0, "might") == 0


# -- pay to gain --------------------------------------------------------------------------------

def test_pay_only_when_the_full_price_can_be_paid(lpack):
    """p.8, Raising and Lowering from the Same Effect: "You must be able to pay the full
    'penalty' in order to gain the 'reward.' ... If your Might is 1 step above critical,
    you cannot lose 2 Might, so you cannot gain 1 Sanity.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_bargain")
    set_index(game, 0, "might", 1)                             # one step above critical
    sanity = index(game, 0, "sanity")
    events = use(game, 0, "lx_bargain")
    assert game.pending is None
    assert any("Cannot pay" in t for t in narrated(events))
    assert index(game, 0, "might") == 1 and index(game, 0, "sanity") == sanity


def test_pay_the_full_price_buys_the_reward(lpack):
    """p.8: with Might two steps above critical, lose 2 Might to gain 1 Sanity."""
    game = make_game(lpack)
    hand(game, 0, "lx_bargain")
    set_index(game, 0, "might", 2)
    sanity = index(game, 0, "sanity")
    use(game, 0, "lx_bargain")
    assert game.pending["kind"] == "pay"
    answer(game, True)
    assert index(game, 0, "might") == 0 and index(game, 0, "sanity") == sanity + 1


# -- simultaneous damage --------------------------------------------------------------------------

@pytest.mark.parametrize("current", [0, 2])
def test_simultaneous_damage_starts_left_of_the_current_player(lpack, current):
    """p.7: "If more than one person and/or monster would take damage at the same time,
    start with the player to the left of the current player and proceed clockwise."
    Everyone takes 1 general damage: the current player chooses last."""
    game = make_game(lpack, first_player=current)
    hand(game, current, "lx_toll")
    use(game, current, "lx_toll")
    order = []
    while game.pending is not None:
        order.append(game.pending["seat"])
        answer(game, game.pending["options"][0])
    assert order == [(current + i) % 4 for i in range(1, 5)]


# -- dice -----------------------------------------------------------------------------------

def test_dice_never_more_than_eight(lpack):
    """p.8: "You can never roll more than 8 dice." A Knowledge roll with +6 dice of
    bonuses rolls 8."""
    game = make_game(lpack)
    hand(game, 0, "lx_lucky_charm")
    hand(game, 0, "lx_knowledge_roll")
    set_index(game, 0, "knowledge", 4)
    assert value(game, 0, "knowledge") + 6 > 8
    (roll,) = rolls(use(game, 0, "lx_knowledge_roll"))
    assert len(roll["dice"]) == 8


def test_dice_never_fewer_than_one_and_no_result_below_zero(lpack):
    """p.8: "you can never roll fewer than 1 die. No result can ever be below 0, no
    matter how many penalties are applied." A Sanity roll at -9 dice and -20 rolls one
    die; its result is 0, which falls in the lowest band."""
    game = make_game(lpack)
    hand(game, 0, "lx_millstone")
    hand(game, 0, "lx_sanity_roll")
    events = use(game, 0, "lx_sanity_roll")
    (roll,) = rolls(events)
    assert len(roll["dice"]) == 1 and roll["bonus"] == -20
    assert "lx: low" in narrated(events)


def test_trait_roll_dice_equal_the_trait(lpack):
    """p.8, Trait Rolls: "roll dice equal to the number you currently have in that
    trait.\""""
    game = make_game(lpack)
    hand(game, 0, "lx_sanity_roll")
    for i in range(8):
        set_index(game, 0, "sanity", i)
        game.state["turn"]["used"] = []
        game.state["players"][0]["used"] = []
        (roll,) = rolls(use(game, 0, "lx_sanity_roll"))
        assert len(roll["dice"]) == track(game, 0, "sanity")[i]


def test_roll_n_dice_is_not_a_trait_roll(lpack):
    """p.8, Roll X Dice: "just roll that many dice ... These are not trait rolls and are
    not subject to anything that affects trait rolls." The charm's bonuses to every
    trait roll (2 dice, +2) and to Knowledge rolls do not touch "roll 2 dice"."""
    game = make_game(lpack)
    hand(game, 0, "lx_lucky_charm")
    hand(game, 0, "lx_two_dice")
    hand(game, 0, "lx_knowledge_roll")
    (roll,) = rolls(use(game, 0, "lx_two_dice"))
    assert len(roll["dice"]) == 2 and roll["bonus"] == 0
    (trait,) = rolls(use(game, 0, "lx_knowledge_roll"))        # a trait roll does get them
    assert trait["bonus"] == 5
    assert len(trait["dice"]) == min(8, value(game, 0, "knowledge") + 6)


def test_damage_a_carried_card_takes_is_told_to_the_table(lpack):
    """A coat that takes damage off says so: a ``damage_reduced`` event naming it, told in
    the chronicle ('The … takes the blow: …'), whether it took all of it or some."""
    from game.narration import narrate

    game = make_game(lpack)
    set_index(game, 0, "speed", 5)
    hand(game, 0, "lx_stumble")
    hand(game, 0, "lx_padded_coat")
    events = use(game, 0, "lx_stumble")
    told = [e for e in events if e["t"] == "damage_reduced"]
    assert told == [{"t": "damage_reduced", "seat": 0, "kind": "physical", "amount": 2, "to": 1,
                     "cards": ["lx_padded_coat"], "trait": "speed"}]
    name = lpack.cards["lx_padded_coat"].name
    players = game.view("table")["players"]
    assert narrate(lpack, told[0], players).endswith("takes the blow: Speed drops by 1, not 2.")
    assert name.lower().split()[-1] in narrate(lpack, told[0], players).lower()
    # all of it: one physical damage against the coat
    game = make_game(lpack)
    hand(game, 0, "lx_padded_coat")
    hand(game, 0, "lx_bruise")
    events = use(game, 0, "lx_bruise")
    told = [e for e in events if e["t"] == "damage_reduced"]
    assert told and told[0]["to"] == 1 and narrate(lpack, told[0], players).endswith(
        "takes the blow: 1 physical damage taken, not 2.")
    # no coat: nothing said
    game = make_game(lpack)
    hand(game, 0, "lx_bruise")
    assert not [e for e in use(game, 0, "lx_bruise") if e["t"] == "damage_reduced"]
    # and in the table's own words: the classic's Oilskin-like wording for a whole blow
    from game.narration import NARRATORS
    said = NARRATORS["damage_reduced"](lpack, {"t": "damage_reduced", "seat": 0, "kind": "physical", "amount": 1,
                                               "to": 0, "cards": ["lx_padded_coat"], "trait": "speed"}, players)
    assert said.endswith("takes the blow: no Speed lost.")
