"""Legacy rules to the letter (issue 18): a weapon's ATTACK turns it used, the traitor
straightens on their own turn, no result below 0. Each against its page of the book."""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd

from legacy_helpers import (end_turn, hand, legal, lpack, monsters_turn, of_type, put,  # noqa: F401
                            set_index, start_haunt, traitors_turn, try_dice)


def hero_facing_the_traitor(pack):
    """Seat 1 (a hero) on its turn in the Entrance Hall with the traitor (seat 0)."""
    game = start_haunt(pack, "lx_plain")
    put(game, 0, "entrance_hall")
    put(game, 1, "entrance_hall")
    while game.current_seat() != 1:
        end_turn(game)
    return game


def test_an_attack_with_a_weapon_turns_it_used_p14(lpack):
    """p.14: "Once you use an action on a card, it becomes used and is turned sideways.
    You cannot voluntarily do anything else with that card this turn, such as DROP or
    GIVE it." An ATTACK with a weapon is that weapon's action."""
    game = hero_facing_the_traitor(lpack)
    hand(game, 1, "lx_hex")
    put(game, 2, "entrance_hall")
    game.submit(cmd("attack", 1, target=0, weapon="lx_hex"))
    while game.pending is not None:
        game.submit(cmd("answer", game.pending["seat"], choice=game.pending["options"][0]))
    assert "lx_hex" in game.state["players"][1]["used"]
    with pytest.raises(IllegalCommand, match="used"):
        game.submit(cmd("drop", 1, cards=["lx_hex"]))
    with pytest.raises(IllegalCommand, match="used"):
        game.submit(cmd("give", 1, card="lx_hex", to=2))


def test_a_weapon_used_by_its_own_action_cannot_attack_p14(lpack):
    """p.14: "You can take the actions granted by Items or Omens only while you are
    carrying them and they are unused": a weapon turned sideways by its own action offers
    no ATTACK (bare hands still do)."""
    game = hero_facing_the_traitor(lpack)
    hand(game, 1, "lx_cudgel")
    assert {c["weapon"] for c in legal(game, 1, "attack") if c["target"] == 0} == {None, "lx_cudgel"}
    game.submit(cmd("use_item", 1, card="lx_cudgel"))
    assert {c["weapon"] for c in legal(game, 1, "attack") if c["target"] == 0} == {None}
    with pytest.raises(IllegalCommand):
        game.submit(cmd("attack", 1, target=0, weapon="lx_cudgel"))


def test_the_traitor_straightens_on_their_own_turn_not_the_monsters_p9(lpack):
    """p.9: "At the start of your turn ... set any used Items and Omens you are carrying to
    unused"; p.20: the monsters take a turn of their own after the traitor's, and it is not
    the traitor's turn."""
    game = traitors_turn(lpack, "lx_harvest")
    hand(game, 0, "lx_cudgel")
    game.submit(cmd("use_item", 0, card="lx_cudgel"))
    assert "lx_cudgel" in game.state["players"][0]["used"]
    monsters_turn(game)
    assert game.state["turn"]["kind"] == "monsters" and game.state["turn"]["seat"] == 0
    assert "lx_cudgel" in game.state["players"][0]["used"]  # still sideways on the monsters' turn
    while not (game.state["turn"]["kind"] == "explorer" and game.current_seat() == 0):
        end_turn(game)
    assert game.state["players"][0]["used"] == []  # straightened on the traitor's own turn


def test_no_attack_result_is_ever_below_zero_p8(lpack):
    """p.8: "No result can ever be below 0, no matter how many penalties are applied":
    an attack whose weapon takes 6 from a low roll is 0, not less."""
    game = hero_facing_the_traitor(lpack)
    hand(game, 1, "lx_rusty_blade")
    set_index(game, 1, "might", 0)

    def low(events):
        res = of_type(events, "attack_resolved")
        return bool(res) and of_type(events, "dice_rolled")[0]["total"] < 6
    _trial, events = try_dice(game, lambda t: t.submit(cmd("attack", 1, target=0, weapon="lx_rusty_blade")), low)
    (res,) = of_type(events, "attack_resolved")
    assert res["attack"] == 0
