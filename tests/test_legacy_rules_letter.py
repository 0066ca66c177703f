"""Legacy rules to the letter (issue 18): a weapon's ATTACK turns it used, the traitor
straightens on their own turn, no result below 0. Each against its page of the book."""

from __future__ import annotations

import pytest

from game import IllegalCommand, board, cmd
from game.narration import narrate

from legacy_helpers import (end_turn, explore, hand, legal, lpack, make_game, monsters_turn, narrated,  # noqa: F401 (fixtures, used by name as parameters)
                            of_type, only_in_stack, place, put,
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


# -- a monster's traits are learned (p.15) ---------------------------------------------------------

def hero_facing_gleaners(pack):
    """Seat 1 (a hero) on its turn on the Upper Landing with the Gleaners (Speed 2,
    Might 3, no Sanity: lx_harvest)."""
    game = start_haunt(pack, "lx_harvest")
    while game.current_seat() != 1:
        end_turn(game)
    put(game, 1, "upper_landing")
    return game


def test_an_attack_with_a_trait_the_monster_lacks_is_offered_and_spends_the_attack_p15(lpack):
    """p.15: "You can't use a trait to attack an opponent who doesn't have that trait ...
    You might not know if a monster has a trait until you try to attack it. If this
    happens, the traitor will tell you. In this case, you still used your ATTACK action
    for the turn, just really poorly." Once known, it is not offered again."""
    game = hero_facing_gleaners(lpack)
    hand(game, 1, "lx_hex")                                      # ATTACK with Sanity
    assert ("gleaner#1", "lx_hex") in {(c["target"], c["weapon"]) for c in legal(game, 1, "attack")}
    events = game.submit(cmd("attack", 1, target="gleaner#1", weapon="lx_hex"))
    assert not of_type(events, "attack_resolved") and not of_type(events, "dice_rolled")
    (learned,) = of_type(events, "monster_trait_learned")
    assert learned == {"t": "monster_trait_learned", "kind": "gleaner", "trait": "sanity", "value": None}
    assert "lx_hex" in game.state["players"][1]["used"] and legal(game, 1, "attack") == []  # the ATTACK is spent
    view = game.view(1)
    box = next(m for m in view["haunt"]["monster_boxes"] if m["id"] == "gleaner")
    assert box["lacks"] == ["sanity"]
    while game.current_seat() != 1 or game.state["turn"]["kind"] != "explorer":
        end_turn(game)
    put(game, 1, next(m["tile"] for m in game.state["monsters"] if m["kind"] == "gleaner"))
    game.state["players"][1]["used"] = []
    assert all(c["weapon"] != "lx_hex" or not c["target"].startswith("gleaner") for c in legal(game, 1, "attack"))


def test_a_monsters_traits_are_hidden_from_the_heroes_until_learned_p15(lpack):
    """p.15, p.17 ("When the monster first attacks, the other side may ask about its
    traits"): the heroes' and the table's views show a monster's traits as they learn
    them — its Speed from its first Speed roll, a trait when it fights with it; the
    traitor's shows them all."""
    game = hero_facing_gleaners(lpack)
    hero, table, traitor = (next(m for m in game.view(p)["haunt"]["monster_boxes"] if m["id"] == "gleaner")
                            for p in (1, "table", 0))
    assert hero["traits"] == {} and table["traits"] == {} and hero["attack"] is None
    assert traitor["traits"] == {"speed": 2, "might": 3} and "lacks" not in traitor
    game.submit(cmd("attack", 1, target="gleaner#1", weapon=None))  # Might
    while game.pending is not None:
        game.submit(cmd("answer", game.pending["seat"], choice=game.pending["options"][0]))
    assert next(m for m in game.view(1)["haunt"]["monster_boxes"] if m["id"] == "gleaner")["traits"] == {"might": 3}
    monsters_turn(game)
    known = next(m for m in game.view("table")["haunt"]["monster_boxes"] if m["id"] == "gleaner")
    assert known["traits"] == {"might": 3, "speed": 2}


# -- the backs of the decks and the stack (p.5-6) ----------------------------------------------------

def test_the_backs_of_the_decks_and_the_stack_are_in_every_view_p5(lpack):
    """p.5-6: "Players may look through, but not rearrange, the backs of any card deck or
    tile stack to see what regions are coming up": each view has the regions on the
    backs, top first — never the faces."""
    from legacy_helpers import make_game
    from game import auto_seats, load_pack, new_game

    game = make_game(lpack)
    state = game.state
    for perspective in (0, 1, "table"):
        backs = game.view(perspective)["backs"]
        assert backs["item"] == [list(lpack.cards[c].regions) for c in state["decks"]["item"]]
        assert backs["event"] == [list(lpack.cards[c].regions) for c in state["decks"]["event"]]
        assert backs["stack"] == [list(lpack.tiles[t].floors) for t in state["stack"]]
        assert "omen" not in backs  # an omen's back names no region
        flat = str(backs)
        assert not any(c in flat for c in state["decks"]["item"][:5] + state["stack"][:5])  # no faces
    classic = new_game("classic", auto_seats(load_pack("classic"), 3, 1), 1)
    assert classic.view("table")["backs"] is None


def test_hovering_a_deck_says_its_backs(lpack):
    from scenes.board.hud.topbar import deck_lines
    from legacy_helpers import make_game

    game = make_game(lpack)
    view = game.view("table")
    lines = deck_lines(view, "rooms", view["stack"], shown=3)
    top = "/".join(r.title() for r in view["backs"]["stack"][0])
    assert lines[0].startswith("The stack of rooms:") and lines[1].startswith(f"Backs, top first: {top}")
    assert "more" in lines[1] and "never the faces" in lines[2]
    assert deck_lines({"backs": None}, "item", 3) == ["The Item deck: 3 cards left"]


# -- p.10: rearrange a region that every remaining tile would seal ------------------------------

def _outside_closed_but_the_steps_east(game):
    """The outside's only open doorway is the Front Steps' east one, and the tee west of
    the steps points north into a dead end's wall (a doorway that leads nowhere)."""
    place(game, "lx_bend", "outside", 0, -1, rot=2)          # doors S (the steps' N) and W
    place(game, "lx_dead_end", "outside", -1, -1, rot=3)     # door E meets the bend's W
    place(game, "lx_tee", "outside", -1, 0, rot=1)           # doors N (a wall), E (the steps' W), S
    place(game, "lx_dead_end_b", "outside", -1, 1, rot=2)    # door N meets the tee's S


def test_seal_every_remaining_tile_would_seal_so_the_region_is_rearranged(lpack):
    """p.10: "In the unlikely event that all the remaining tiles for a region would seal
    off the region, rearrange the region until there is at least one unconnected
    doorway." The last outside tile is a dead end; once placed, the tee west of the steps
    turns so that its wasted doorway faces open ground, every room still joined."""
    game = make_game(lpack)
    _outside_closed_but_the_steps_east(game)
    assert [t for t, _s, _c in board.open_doorways(lpack, game.state, "outside")] == ["front_steps"]
    only_in_stack(game, "lx_dead_end_c")
    put(game, 0, "front_steps")
    events = explore(game, 0, "E")
    assert game.state["placed"]["lx_dead_end_c"][:3] == ["outside", 1, 0]
    turned = of_type(events, "tile_turned")
    assert [(e["tile"], e["rot"]) for e in turned] == [("lx_tee", 2)]
    assert board.open_doorways(lpack, game.state, "outside") == [("lx_tee", "W", (-2, 0))]
    for room in ("lx_bend", "lx_dead_end", "lx_dead_end_b", "lx_dead_end_c"):
        assert board.neighbours(lpack, game.state, room), room   # nobody cut off
    told = narrate(lpack, turned[0], game.state["players"])
    assert told and "turns where it stands" in told


def test_seal_no_turn_can_open_it_the_game_goes_on(lpack):
    """p.10 again, where no rearrangement opens a doorway (three dead ends round the steps
    leave no doorway to spare): the table is told and the turn goes on."""
    game = make_game(lpack)
    place(game, "lx_dead_end", "outside", 0, -1)
    place(game, "lx_dead_end_b", "outside", -1, 0, rot=3)
    only_in_stack(game, "lx_dead_end_c")
    put(game, 0, "front_steps")
    events = explore(game, 0, "E")
    assert not of_type(events, "tile_turned")
    assert game.state["players"][0]["tile"] == "lx_dead_end_c"
    assert any("stays closed" in line for line in narrated(events))
