"""Legacy rulebook p.20, Monsters: "Monsters can't carry or STEAL Items, Omens, or
Objects" unless the haunt allows it (the haunt power ``monsters_carry``): "If a monster
is allowed to carry Items, Omens, or Objects and is stunned, it drops anything it
carried." The fixture haunt ``lx_hoard`` (tests/legacy_helpers.py): the revealer
betrays; monsters that may carry.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd

from legacy_helpers import (end_turn, hoard_monsters_turn, legal, lpack, monster,  # noqa: F401 (fixtures, used by name as parameters)
                            monsters_turn, of_type, put, set_index, try_dice, win_by_two)


def test_monsters_carry_when_the_haunt_allows_it(lpack):
    """p.20: "Monsters can't carry ... Items, Omens, or Objects" unless the haunt says
    otherwise (p.20: "The haunt will state any additional things monsters can ... do").
    With the power, a Magpie picks up the item and the object on its tile; they go where
    it goes, and the heroes cannot simply pick the object up from the monster's tile."""
    game = hoard_monsters_turn(lpack)
    seat = game.current_seat()
    assert {(c["monster"], c["thing"]) for c in legal(game, seat, "monster_pick_up")} >= {
        ("magpie#1", "lx_tonic"), ("magpie#1", "object:lx_spoon")}
    game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="lx_tonic"))
    game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="object:lx_spoon"))
    assert "upper_landing" not in game.state["piles"]
    assert monster(game, "magpie#1")["carrying"] == ["lx_tonic", "object:lx_spoon"]
    game.submit(cmd("monster_move", seat, monster="magpie#1", to="entrance_hall"))
    spoon = game.state["haunt"]["objects"]["lx_spoon"]
    assert spoon["tile"] == "entrance_hall" and spoon["monster"] == "magpie#1"
    events = game.submit(cmd("monster_drop", seat, monster="magpie#1", thing="lx_tonic"))
    assert of_type(events, "monster_dropped")[0]["cards"] == ["lx_tonic"]
    assert game.state["piles"]["entrance_hall"] == ["lx_tonic"]
    # a hero in the Entrance Hall may pick up the item, not the object the Magpie holds
    end_turn(game)
    hero = game.current_seat()
    put(game, hero, "entrance_hall")
    assert legal(game, hero, "take_object") == []
    with pytest.raises(IllegalCommand):
        game.submit(cmd("take_object", hero, object="lx_spoon"))
    assert {"cards": ["lx_tonic"]} in legal(game, hero, "pick_up")


def test_monsters_carrying_is_an_action_in_number_order(lpack):
    """p.20: small monsters act in number order; a Magpie that picked something up has
    acted, so the one before it has had its turn."""
    game = hoard_monsters_turn(lpack)
    seat = game.current_seat()
    game.submit(cmd("monster_pick_up", seat, monster="magpie#2", thing="lx_tonic"))
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="object:lx_spoon"))
    assert "order" in err.value.reason


def test_monsters_that_carry_drop_everything_when_stunned(lpack):
    """p.20: "If a monster is allowed to carry Items, Omens, or Objects and is stunned,
    it drops anything it carried. The monster can't pick them up again until it starts
    a turn unstunned." Stunned by a hero, the Magpie drops the item and the object on
    its tile; on the monsters' turn it spends getting unstunned it cannot pick them up;
    on the next, which it starts unstunned, it can."""
    game = hoard_monsters_turn(lpack)
    seat = game.current_seat()
    game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="lx_tonic"))
    game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="object:lx_spoon"))
    end_turn(game)
    hero = game.current_seat()
    put(game, hero, "upper_landing")
    set_index(game, hero, "might", 7)

    def stunned(events):
        return any(e["t"] == "monster_stunned" and e["id"] == "magpie#1" for e in events)
    game, events = try_dice(game, lambda t: t.submit(cmd("attack", hero, target="magpie#1", weapon=None)),
                            stunned)
    (dropped,) = of_type(events, "monster_dropped")
    assert dropped["cards"] == ["lx_tonic"] and dropped["objects"] == ["lx_spoon"]
    assert "carrying" not in monster(game, "magpie#1")
    assert game.state["piles"]["upper_landing"] == ["lx_tonic"]
    assert game.state["haunt"]["objects"]["lx_spoon"] == {"tile": "upper_landing", "holder": None}
    put(game, hero, "lx_vestry")
    monsters_turn(game)
    seat = game.current_seat()
    assert [c for c in legal(game, seat, "monster_pick_up") if c["monster"] == "magpie#1"] == []
    with pytest.raises(IllegalCommand):
        game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="lx_tonic"))
    end_turn(game)
    for seat_ in range(4):
        put(game, seat_, "lx_vestry")
    monsters_turn(game)
    seat = game.current_seat()
    assert not monster(game, "magpie#1")["stunned"]
    game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="lx_tonic"))
    assert monster(game, "magpie#1")["carrying"] == ["lx_tonic"]


def test_monsters_that_carry_and_are_killed_leave_it_all_on_their_tile(lpack):
    """p.20, as a corpse drops everything: a killed Jackdaw's item goes to the pile on
    its tile and its object lies there (nothing is lost with it)."""
    from game.invariants import violations
    game = hoard_monsters_turn(lpack)
    seat = game.current_seat()
    game.submit(cmd("monster_pick_up", seat, monster="jackdaw#1", thing="lx_tonic"))
    game.submit(cmd("monster_pick_up", seat, monster="jackdaw#1", thing="object:lx_spoon"))
    assert violations(game.pack, game.state) == []
    end_turn(game)
    hero = game.current_seat()
    put(game, hero, "upper_landing")
    set_index(game, hero, "might", 7)

    def killed(events):
        return bool(of_type(events, "monster_killed"))
    game, events = try_dice(game, lambda t: t.submit(cmd("attack", hero, target="jackdaw#1", weapon=None)),
                            killed)
    assert [e["t"] for e in events if e["t"] in ("monster_dropped", "monster_killed")] == [
        "monster_dropped", "monster_killed"]
    assert game.state["piles"]["upper_landing"] == ["lx_tonic"]
    assert game.state["haunt"]["objects"]["lx_spoon"] == {"tile": "upper_landing", "holder": None}
    assert violations(game.pack, game.state) == []


def test_monsters_that_carry_still_cannot_steal_or_be_stolen_from(lpack):
    """p.15: "Monsters cannot STEAL or be STOLEN from unless the haunt says otherwise":
    carrying does not allow it. A hero beating a carrying Magpie by 2 or more is not
    offered its things; the Magpie is stunned (and drops them)."""
    game = hoard_monsters_turn(lpack)
    seat = game.current_seat()
    game.submit(cmd("monster_pick_up", seat, monster="magpie#1", thing="lx_tonic"))
    end_turn(game)
    hero = game.current_seat()
    put(game, hero, "upper_landing")
    set_index(game, hero, "might", 7)
    trial, events = try_dice(game, lambda t: t.submit(cmd("attack", hero, target="magpie#1", weapon=None)),
                             win_by_two)
    assert trial.pending is None and of_type(events, "card_stolen") == []
    assert "lx_tonic" not in trial.state["players"][hero]["cards"]
