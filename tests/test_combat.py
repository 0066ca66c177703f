"""Classic rulebook, "Making an Attack" and "Special Attacks".

"Once during your turn, you can attack an opponent in the same room. You can't attack
anyone until after the haunt starts." Both roll Might (or the trait a card names); the
higher roll deals the difference — physical damage for Might/Speed, mental for
Sanity/Knowledge; a tie hurts nobody. "Distance Attacks": a line of sight through an
uninterrupted straight line of doors; the attacker takes no damage on losing.
"Stealing Items": 2+ physical damage may steal a tradable item instead, never at
distance. "You can't use a trait to attack an opponent who doesn't have that trait."
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd
from game.content.model import MENTAL, PHYSICAL
from haunt_helpers import (answer_first, fx_pack, hand, of_type, place, put, put_monster,  # noqa: F401 (fixtures, used by name as parameters)
                           rolls, set_index, start, start_haunt, try_dice, value)

HERO, TRAITOR, OTHER = 3, 2, 0


@pytest.fixture
def duel(fx_pack):
    """fx_left revealed by seat 1: seat 2 is the traitor, seat 3 (a hero) has the first
    haunt turn; everybody stands in the Entrance Hall; no monsters."""
    game = start_haunt(fx_pack, "fx_left", revealer=1)
    assert game.state["haunt"]["traitor"] == TRAITOR and game.current_seat() == HERO
    for seat in range(4):
        for trait in ("speed", "might", "sanity", "knowledge"):
            set_index(game, seat, trait, 4)       # mid-track: room to lose, no deaths
    return game


def attack_commands(game, seat):
    return [(c["target"], c["weapon"]) for c in game.legal_commands(seat) if c.type == "attack"]


def attack(game, target, weapon=None, seat=HERO):
    return game.submit(cmd("attack", seat, target=target, weapon=weapon))


def resolved(events):
    (r,) = of_type(events, "attack_resolved")
    return r


def indices(game, seat, traits):
    return sum(game.state["players"][seat]["traits"][t] for t in traits)


def fight(game, want, target=TRAITOR, weapon=None, answer=True):
    """Attack under the first chance counter whose resolution satisfies ``want``."""
    def act(trial):
        events = attack(trial, target, weapon)
        return events + (answer_first(trial) if answer else [])
    return try_dice(game, act, lambda events: want(resolved(events)))


# -- when and whom -----------------------------------------------------------------------------

def test_no_attack_before_the_haunt(fx_pack):
    game = start(fx_pack, first_player=0)
    assert game.state["players"][0]["tile"] == game.state["players"][1]["tile"]
    assert attack_commands(game, 0) == []
    with pytest.raises(IllegalCommand, match="before the haunt"):
        attack(game, 1, seat=0)


def test_attack_an_opponent_not_a_fellow_hero(duel):
    assert attack_commands(duel, HERO) == [(TRAITOR, None)]
    with pytest.raises(IllegalCommand):
        attack(duel, OTHER)


def test_attack_only_in_the_same_room_without_a_distance_weapon(duel):
    put(duel, TRAITOR, "foyer")
    assert attack_commands(duel, HERO) == []
    with pytest.raises(IllegalCommand):
        attack(duel, TRAITOR)


def test_attack_once_per_turn(duel):
    game, _ = fight(duel, lambda r: r["winner"] is None)
    with pytest.raises(IllegalCommand, match="already attacked"):
        attack(game, TRAITOR)
    assert attack_commands(game, HERO) == []


def test_attack_only_on_your_own_turn(duel):
    with pytest.raises(IllegalCommand):
        attack(duel, HERO, seat=TRAITOR)


def test_the_traitor_cannot_attack_again_with_the_explorer_during_the_monsters_turn(fx_pack):
    """The monsters' turn is the monsters': the traitor's explorer attacked (or not) on
    the traitor's own turn."""
    game = start_haunt(fx_pack, "fx_revealer", revealer=2)      # traitor 2, monsters after
    for seat in (3, 0, 1, 2):
        game.submit(cmd("end_turn", seat))
    assert game.state["turn"]["kind"] == "monsters" and game.current_seat() == 2
    assert game.state["players"][3]["tile"] == game.state["players"][2]["tile"]
    with pytest.raises(IllegalCommand):
        attack(game, 3, seat=2)


# -- the roll ----------------------------------------------------------------------------------

def test_might_by_default_both_roll_their_own_might(duel):
    set_index(duel, HERO, "might", 7)
    set_index(duel, TRAITOR, "might", 1)
    mine, theirs = value(duel, HERO, "might"), value(duel, TRAITOR, "might")
    events = attack(duel, TRAITOR)
    (a,) = rolls(events, "attack")
    (d,) = rolls(events, "defend")
    assert len(a["dice"]) == mine and a["trait"] == "might"
    assert len(d["dice"]) == theirs and d["trait"] == "might"
    assert resolved(events)["trait"] == "might"


@pytest.mark.parametrize("weapon, trait", [("sword_cane", "speed"), ("blessed_tuning_fork", "sanity"),
                                           ("butchers_cleaver", "might")])
def test_a_weapon_sets_the_trait_and_adds_its_dice(duel, weapon, trait):
    hand(duel, HERO, weapon)
    set_index(duel, HERO, trait, 2)
    set_index(duel, TRAITOR, trait, 6)
    assert (TRAITOR, weapon) in attack_commands(duel, HERO)
    mine, theirs = value(duel, HERO, trait), value(duel, TRAITOR, trait)
    events = attack(duel, TRAITOR, weapon)
    (a,) = rolls(events, "attack")
    (d,) = rolls(events, "defend")
    assert a["trait"] == d["trait"] == resolved(events)["trait"] == trait
    assert len(a["dice"]) == mine + 1                              # the weapon's extra die
    assert len(d["dice"]) == theirs                                # the defender gets none


# -- damage ------------------------------------------------------------------------------------

@pytest.mark.parametrize("winner", ["attacker", "defender"])
def test_the_loser_takes_the_difference_as_physical_damage(duel, winner):
    loser = TRAITOR if winner == "attacker" else HERO
    before = {s: (indices(duel, s, PHYSICAL), indices(duel, s, MENTAL)) for s in (HERO, TRAITOR)}
    game, events = fight(duel, lambda r: r["winner"] == winner and abs(r["attack"] - r["defence"]) == 1)
    r = resolved(events)
    assert indices(game, loser, PHYSICAL) == before[loser][0] - 1
    assert indices(game, loser, MENTAL) == before[loser][1]
    other = HERO if loser == TRAITOR else TRAITOR
    assert (indices(game, other, PHYSICAL), indices(game, other, MENTAL)) == before[other]
    assert r["attack"] != r["defence"]


def test_the_damage_is_the_whole_difference(duel):
    duel.state["players"][TRAITOR]["cards"] = []                    # nothing to steal instead
    before = indices(duel, TRAITOR, PHYSICAL)
    game, events = fight(duel, lambda r: r["attack"] - r["defence"] >= 3)
    r = resolved(events)
    assert indices(game, TRAITOR, PHYSICAL) == before - (r["attack"] - r["defence"])


def test_sanity_attacks_deal_mental_damage(duel):
    hand(duel, HERO, "blessed_tuning_fork")
    before = (indices(duel, TRAITOR, PHYSICAL), indices(duel, TRAITOR, MENTAL))
    game, events = fight(duel, lambda r: r["winner"] == "attacker" and r["attack"] - r["defence"] == 2,
                         weapon="blessed_tuning_fork")
    assert indices(game, TRAITOR, PHYSICAL) == before[0]
    assert indices(game, TRAITOR, MENTAL) == before[1] - 2
    assert of_type(events, "card_stolen") == []                    # no stealing with mental damage


def test_a_tie_hurts_nobody(duel):
    before = [dict(p["traits"]) for p in duel.state["players"]]
    game, events = fight(duel, lambda r: r["attack"] == r["defence"])
    assert resolved(events)["winner"] is None
    assert of_type(events, "trait_set") == []
    assert [p["traits"] for p in game.state["players"]] == before


# -- distance attacks --------------------------------------------------------------------------

@pytest.fixture
def gallery(duel):
    """Foyer -> Map Room -> Clock Room in a straight east-west line of doorways; the hero
    in the Foyer holds the Widow's Derringer; the traitor at the far end."""
    place(duel, "map_room", "ground", 1, -1)
    place(duel, "clock_room", "ground", 2, -1)
    put(duel, HERO, "foyer")
    put(duel, TRAITOR, "clock_room")
    hand(duel, HERO, "widows_derringer")
    return duel


def test_distance_attack_along_a_straight_line_of_doorways(gallery):
    assert attack_commands(gallery, HERO) == [(TRAITOR, "widows_derringer")]   # not bare-handed
    events = attack(gallery, TRAITOR, "widows_derringer")
    assert resolved(events)["distance"] is True and resolved(events)["trait"] == "speed"


def test_distance_attack_not_round_a_corner(duel):
    place(duel, "linen_press", "ground", 1, -1, rot=3)     # doorways W (to the Foyer) and N only
    place(duel, "map_room", "ground", 1, -2)
    put(duel, HERO, "foyer")
    hand(duel, HERO, "widows_derringer")
    put(duel, TRAITOR, "map_room")                          # one room beyond the bend
    assert attack_commands(duel, HERO) == []
    put(duel, TRAITOR, "linen_press")                       # the room before the bend is in sight
    assert attack_commands(duel, HERO) == [(TRAITOR, "widows_derringer")]


def test_distance_attacker_takes_no_damage_on_losing(gallery):
    before = dict(gallery.state["players"][HERO]["traits"])
    game, events = fight(gallery, lambda r: r["winner"] == "defender" and r["defence"] - r["attack"] >= 2,
                         weapon="widows_derringer")
    assert game.state["players"][HERO]["traits"] == before
    assert [e for e in of_type(events, "trait_set") if e["seat"] == HERO] == []


def test_distance_attack_cannot_steal(gallery):
    hand(gallery, TRAITOR, "butchers_cleaver")
    before = indices(gallery, TRAITOR, PHYSICAL)
    game, events = fight(gallery, lambda r: r["winner"] == "attacker" and r["attack"] - r["defence"] == 2,
                         weapon="widows_derringer", answer=False)
    assert game.pending is None or game.pending["kind"] != "steal"
    answer_first(game)
    assert "butchers_cleaver" in game.state["players"][TRAITOR]["cards"]
    assert indices(game, TRAITOR, PHYSICAL) == before - 2


# -- stealing ----------------------------------------------------------------------------------

def steal_setup(duel):
    hand(duel, TRAITOR, "butchers_cleaver")
    hand(duel, TRAITOR, "steel_boned_corset")     # armour: cannot be traded or stolen
    return duel


def test_steal_a_tradeable_item_instead_of_two_or_more_physical_damage(duel):
    game = steal_setup(duel)
    before = dict(game.state["players"][TRAITOR]["traits"])
    game, events = fight(game, lambda r: r["winner"] == "attacker" and r["attack"] - r["defence"] >= 2,
                         answer=False)
    assert game.pending["kind"] == "steal" and game.pending["seat"] == HERO
    assert game.pending["options"] == ["damage", "butchers_cleaver"]      # never the corset
    events = game.submit(cmd("answer", HERO, choice="butchers_cleaver"))
    assert of_type(events, "card_stolen")[0]["card"] == "butchers_cleaver"
    assert "butchers_cleaver" in game.state["players"][HERO]["cards"]
    assert game.state["players"][TRAITOR]["cards"] == ["steel_boned_corset"]
    assert game.state["players"][TRAITOR]["traits"] == before             # instead of the damage


def test_steal_declined_deals_the_damage(duel):
    game = steal_setup(duel)
    before = indices(game, TRAITOR, PHYSICAL)
    game, events = fight(game, lambda r: r["winner"] == "attacker" and r["attack"] - r["defence"] == 3,
                         answer=False)
    game.submit(cmd("answer", HERO, choice="damage"))
    answer_first(game)
    assert indices(game, TRAITOR, PHYSICAL) == before - (3 - 1)            # the corset takes 1
    assert "butchers_cleaver" in game.state["players"][TRAITOR]["cards"]


def test_no_steal_for_one_point_of_damage(duel):
    game = steal_setup(duel)
    game, _ = fight(game, lambda r: r["winner"] == "attacker" and r["attack"] - r["defence"] == 1,
                    answer=False)
    assert game.pending is None or game.pending["kind"] != "steal"


def test_no_steal_of_an_untradeable_item(duel):
    hand(duel, TRAITOR, "steel_boned_corset")
    game, _ = fight(duel, lambda r: r["winner"] == "attacker" and r["attack"] - r["defence"] >= 3,
                    answer=False)
    assert game.pending is None or game.pending["kind"] != "steal"
    answer_first(game)
    assert game.state["players"][TRAITOR]["cards"] == ["steel_boned_corset"]
    with pytest.raises(IllegalCommand):
        game.submit(cmd("answer", HERO, choice="steel_boned_corset"))


def test_the_defender_who_wins_steals_nothing(duel):
    hand(duel, HERO, "butchers_cleaver")
    game, _ = fight(duel, lambda r: r["winner"] == "defender" and r["defence"] - r["attack"] >= 2,
                    answer=False)
    assert game.pending is None or game.pending["kind"] != "steal"


# -- traits the target lacks -------------------------------------------------------------------

def test_no_attack_with_a_trait_the_monster_lacks(fx_pack):
    """The ghoul has no Sanity, the wisp has no Might."""
    game = start_haunt(fx_pack, "fx_revealer", revealer=2)        # hero 3 plays first
    hand(game, HERO, "blessed_tuning_fork")
    put_monster(game, "wisp#1", "entrance_hall")
    for m in ("ghoul#2", "ghoul#3"):
        put_monster(game, m, "foyer")
    put(game, TRAITOR, "foyer")
    options = set(attack_commands(game, HERO))
    assert options == {("ghoul#1", None), ("wisp#1", "blessed_tuning_fork")}
    with pytest.raises(IllegalCommand):
        attack(game, "ghoul#1", "blessed_tuning_fork")
    with pytest.raises(IllegalCommand):
        attack(game, "wisp#1", None)


def test_a_result_bonus_when_attacking_counts_for_the_attacker_only(duel):
    """The Brass Knuckle-Duster: "add 1 to the result of your Might rolls when you
    attack" — a card's rule (cards win over the rulebook)."""
    hand(duel, HERO, "brass_knuckle_duster")
    game, events = fight(duel, lambda r: r["winner"] is None)     # nobody hurt: a tie
    (a,) = rolls(events, "attack")
    assert resolved(events)["attack"] == a["total"] + 1
    for seat in (HERO, 0, 1):
        game.submit(cmd("end_turn", seat))
    assert game.current_seat() == TRAITOR
    events = attack(game, HERO, seat=TRAITOR)              # the duster's owner defends: no bonus
    (d,) = rolls(events, "defend")
    assert resolved(events)["defence"] == d["total"]
