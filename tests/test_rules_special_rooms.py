"""Classic rulebook, "Special Rooms": the Entrance Hall, the Mystic Elevator (Cage
Lift), the Coal Chute (Coal Hatch), the Vault (Strongroom), the Collapsed Room (Broken
Parlour), the Crypt (Sepulchre), the Furnace Room (Stoke Hole) and the barrier rooms.

Dice are never forced: ``try_dice`` looks for a chance counter whose dice give the
case wanted, and the assertions check what the rule does with those dice.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd
from game.board import open_doorways

from scenario import (answer_first, index, make_game, of_type, place, put, rolls, set_trait,
                      stack_on_top, try_dice, value)


def legal(game, seat, kind):
    return [c.args for c in game.legal_commands(seat) if c.type == kind]


def fast(game, seat=0):
    """Top Speed for this turn, so moves are never what stops a scenario."""
    set_trait(game, seat, "speed", 7)
    game.state["turn"]["moves"] = value(game, seat, "speed")


# -- The Entrance Hall ---------------------------------------------------------------------

def test_entrance_hall_tile_is_three_separate_rooms():
    """"The Entrance Hall, Foyer, and Grand Staircase are all on the same room tile, but
    they count as three separate rooms.\""""
    game = make_game()
    moves = game.state["turn"]["moves"]
    assert {"to": "grand_staircase"} not in legal(game, 0, "move")   # not one room
    game.submit(cmd("move", 0, to="foyer"))
    game.submit(cmd("move", 0, to="grand_staircase"))
    assert game.state["turn"]["moves"] == moves - 2                   # two spaces


# -- The Mystic Elevator ----------------------------------------------------------------------

FLOORS_BY_TOTAL = {0: {"basement"}, 1: {"basement"}, 2: {"ground"}, 3: {"upper"},
                   4: {"basement", "ground", "upper"}}   # the lift's printed dice table


def _lift_game():
    game = make_game()
    put(game, 0, "foyer")
    fast(game)
    place(game, "cage_lift", "ground", 1, -1, 1)   # its door turned to face the Foyer
    return game


@pytest.mark.parametrize("total", sorted(FLOORS_BY_TOTAL))
def test_elevator_moves_to_the_floor_its_two_dice_choose(total):
    """"This tile moves as soon as you enter it. Roll 2 dice and put it adjacent to a
    connecting door on the appropriate floor.\""""
    game, events = try_dice(_lift_game(), lambda g: g.submit(cmd("move", 0, to="cage_lift")),
                            lambda ev: [r["total"] for r in rolls(ev, "Lift")] == [total])
    assert len(rolls(events, "Lift")[0]["dice"]) == 2
    options = game.pending["options"]
    assert {o["region"] for o in options} == FLOORS_BY_TOTAL[total]
    choice = options[-1]
    game.submit(cmd("answer", 0, choice=choice))
    assert game.state["placed"]["cage_lift"] == [choice["region"], choice["x"], choice["y"], choice["rot"]]
    assert game.state["players"][0]["tile"] == "cage_lift"               # you ride along
    out = [m["to"] for m in legal(game, 0, "move")]
    assert len(out) == 1 and game.state["placed"][out[0]][0] == choice["region"]  # a connecting door


def test_elevator_on_your_own_floor_you_may_pick_another_door_or_stay():
    """"If you roll the same floor, you can move the elevator to a different connecting
    door on your floor.\""""
    game, _ = try_dice(_lift_game(), lambda g: g.submit(cmd("move", 0, to="cage_lift")),
                       lambda ev: [r["total"] for r in rolls(ev, "Lift")] == [2])
    spots = {(o["x"], o["y"]) for o in game.pending["options"]}
    assert (1, -1) in spots and len(spots) > 1


def test_elevator_works_only_once_a_turn():
    """"You can use the elevator only once a turn.\""""
    game, _ = try_dice(_lift_game(), lambda g: g.submit(cmd("move", 0, to="cage_lift")),
                       lambda ev: [r["total"] for r in rolls(ev, "Lift")] == [2])
    game.submit(cmd("answer", 0, choice=game.pending["options"][0]))    # it stays by the Foyer
    game.submit(cmd("move", 0, to="foyer"))
    events = game.submit(cmd("move", 0, to="cage_lift"))
    assert rolls(events, "Lift") == [] and game.pending is None
    assert game.state["placed"]["cage_lift"][:3] == ["ground", 1, -1]


def _seal_the_upper_floor(game):
    """Ring the Upper Landing with eight rooms whose doorways all point into the ring,
    so the upper floor has no open doorway left."""
    ring = [(-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)]
    tiles = ["mending_room", "robing_room", "linen_press", "orrery_room",
             "spare_room", "tower", "dovecote", "state_bedchamber"]
    step = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
    for (x, y), tile in zip(ring, tiles):
        inward = {s for s, (dx, dy) in step.items() if abs(x + dx) <= 1 and abs(y + dy) <= 1}
        rot = next(r for r in range(4) if {"NESW"[("NESW".index(d) + r) % 4]
                                           for d in game.pack.tiles[tile].doors} <= inward)
        place(game, tile, "upper", x, y, rot)
    assert open_doorways(game.pack, game.state, "upper") == []


def test_elevator_with_no_connecting_door_on_that_floor_it_stays_put():
    """"(If there isn't one, leave the Mystic Elevator where it is.)\""""
    game = _lift_game()
    _seal_the_upper_floor(game)
    game, events = try_dice(game, lambda g: g.submit(cmd("move", 0, to="cage_lift")),
                            lambda ev: [r["total"] for r in rolls(ev, "Lift")] == [3])
    assert game.pending is None
    assert game.state["placed"]["cage_lift"] == ["ground", 1, -1, 1]
    assert game.state["players"][0]["tile"] == "cage_lift"


# -- The Coal Chute --------------------------------------------------------------------------------

@pytest.mark.parametrize("how", ["walk", "discover"])
def test_coal_chute_slides_you_to_the_basement_landing_for_one_move(how):
    """"Entering the Coal Chute and moving to the Basement Landing counts as one space
    of movement. A turn can't end with an explorer ... on the Coal Chute space.\""""
    game = make_game()
    put(game, 0, "foyer")
    moves = game.state["turn"]["moves"]
    if how == "walk":
        place(game, "coal_chute", "ground", 1, -1, 3)   # its N door turned to the west
        game.submit(cmd("move", 0, to="coal_chute"))
    else:
        stack_on_top(game, "coal_chute")
        game.submit(cmd("explore", 0, door="E"))
        answer_first(game)
    assert game.state["players"][0]["tile"] == "basement_landing"
    assert game.state["turn"]["moves"] == moves - 1
    game.submit(cmd("end_turn", 0))
    assert game.state["players"][0]["tile"] == "basement_landing"


# -- The Vault -------------------------------------------------------------------------------------

def _at_the_vault():
    game = make_game()
    place(game, "vault", "basement", 0, -1, 2)       # its N door turned to face the landing
    put(game, 0, "vault")
    set_trait(game, 0, "knowledge", 7)
    return game


def _dial(game):
    return game.submit(cmd("tile_action", 0, action="try_dial"))


def test_vault_once_opened_it_is_empty_for_good():
    """"Once the Vault has been opened, put the Vault Empty token on it.\""""
    game, events = try_dice(_at_the_vault(), _dial, lambda ev: rolls(ev)[0]["total"] >= 6)
    assert game.state["tokens"]["vault"] == ["vault_empty"]
    assert len(game.state["players"][0]["cards"]) == 2
    for _ in range(4):                                # a whole round later, still empty
        game.submit(cmd("end_turn", game.current_seat()))
    assert game.current_seat() == 0 and legal(game, 0, "tile_action") == []
    with pytest.raises(IllegalCommand):
        _dial(game)


def test_vault_a_failed_dial_may_be_tried_again_next_turn_only():
    game, events = try_dice(_at_the_vault(), _dial, lambda ev: rolls(ev)[0]["total"] < 6)
    assert "vault" not in game.state["tokens"] and game.state["players"][0]["cards"] == []
    with pytest.raises(IllegalCommand) as err:
        _dial(game)
    assert "already" in err.value.reason
    for _ in range(4):
        game.submit(cmd("end_turn", game.current_seat()))
    assert {"action": "try_dial"} in legal(game, 0, "tile_action")


# -- The Collapsed Room -------------------------------------------------------------------------------

def _discover_parlour(speed_ok: bool):
    game = make_game()
    put(game, 0, "foyer")
    set_trait(game, 0, "speed", 7)
    stack_on_top(game, "collapsed_room", "scullery")   # the next basement tile: Scullery

    def act(g):
        return g.submit(cmd("explore", 0, door="E")) + g.submit(
            cmd("answer", 0, choice=g.pending["options"][0]))

    return try_dice(game, act, lambda ev: (rolls(ev, "Parlour")[0]["total"] >= 5) == speed_ok)


def test_collapsed_room_the_first_faller_places_a_basement_tile_and_the_token():
    """"Only the first explorer to fall ... draws and places a basement tile. Put the
    Below Collapsed Room token on the room where the first person landed." Falling
    doesn't count as moving a space."""
    game, _ = _discover_parlour(speed_ok=False)
    moves = game.state["turn"]["moves"]
    assert game.pending["kind"] == "place_tile" and game.pending["tile"] == "scullery"
    assert {o["region"] for o in game.pending["options"]} == {"basement"}
    events = answer_first(game)
    assert game.state["players"][0]["tile"] == "scullery"
    assert game.state["tokens"]["scullery"] == ["below_collapsed"]
    assert game.state["turn"]["moves"] == moves
    assert [len(r["dice"]) for r in rolls(events, "damage")] == [1]    # 1 die of damage

    game.submit(cmd("end_turn", 0))
    answer_first(game)
    put(game, 1, "foyer")
    walked = game.submit(cmd("move", 1, to="collapsed_room"))
    assert rolls(walked) == []                    # only the discoverer rolls Speed
    stack = list(game.state["stack"])
    events = game.submit(cmd("tile_action", 1, action="drop_through")) + answer_first(game)
    assert game.state["players"][1]["tile"] == "scullery"    # later fallers land there
    assert game.state["stack"] == stack and of_type(events, "tile_placed") == []
    assert game.state["tokens"]["scullery"] == ["below_collapsed"]


def test_collapsed_room_a_good_speed_roll_keeps_you_upstairs_until_you_jump():
    game, _ = _discover_parlour(speed_ok=True)
    assert game.pending is None and game.state["players"][0]["tile"] == "collapsed_room"
    assert "scullery" in game.state["stack"]
    game.submit(cmd("tile_action", 0, action="drop_through"))
    assert game.pending["tile"] == "scullery"       # the first faller still places the tile
    answer_first(game)
    assert game.state["tokens"]["scullery"] == ["below_collapsed"]


# -- The Crypt and the Furnace Room -------------------------------------------------------------------

@pytest.mark.parametrize("room, hurt, spared", [
    ("crypt", ("sanity", "knowledge"), ("speed", "might")),
    ("furnace_room", ("speed", "might"), ("sanity", "knowledge"))])
def test_crypt_and_furnace_hurt_you_if_you_end_your_turn_there(room, hurt, spared):
    game = make_game()
    place(game, room, "basement", 0, -1, 0)
    put(game, 0, room)
    before = dict(game.state["players"][0]["traits"])
    game.submit(cmd("end_turn", 0))
    assert game.pending["kind"] == "damage"
    answer_first(game)
    after = game.state["players"][0]["traits"]
    assert sum(before[t] - after[t] for t in hurt) == 1
    assert all(before[t] == after[t] for t in spared)
    assert game.current_seat() == 1


def test_crypt_does_nothing_to_someone_just_passing_through():
    game = make_game()
    place(game, "crypt", "basement", 0, -1, 0)
    put(game, 0, "basement_landing")
    before = dict(game.state["players"][0]["traits"])
    game.submit(cmd("move", 0, to="crypt"))
    game.submit(cmd("move", 0, to="basement_landing"))
    game.submit(cmd("end_turn", 0))
    assert game.state["players"][0]["traits"] == before


# -- Barrier rooms -------------------------------------------------------------------------------------

# tile, floor, rotation putting its first side to the west, trait and target from its text
BARRIERS = [("chasm", "basement", 0, "speed", 3), ("catacombs", "basement", 3, "sanity", 5),
            ("tower", "upper", 0, "might", 4), ("slanted_hall", "upper", 3, "knowledge", 4)]
LANDING = {"basement": "basement_landing", "upper": "upper_landing"}


def _at_barrier(tile, floor, rot, trait):
    game = make_game()
    place(game, tile, floor, 1, 0, rot)
    put(game, 0, LANDING[floor])
    set_trait(game, 0, trait, 7)
    game.submit(cmd("move", 0, to=tile))
    return game


@pytest.mark.parametrize("tile, floor, rot, trait, target", BARRIERS)
def test_barrier_crossing_needs_the_trait_roll_and_costs_no_move(tile, floor, rot, trait, target):
    """"Crossing a barrier requires a trait roll listed on the room tile ... Crossing
    the barrier doesn't count as moving a space.\""""
    game = _at_barrier(tile, floor, rot, trait)
    assert legal(game, 0, "explore") == []                 # the far doorway is out of reach
    moves = game.state["turn"]["moves"]
    game, events = try_dice(game, lambda g: g.submit(cmd("cross_barrier", 0)),
                            lambda ev: rolls(ev)[0]["total"] >= target)
    assert rolls(events)[0]["trait"] == trait
    assert len(rolls(events)[0]["dice"]) == value(game, 0, trait)
    assert game.state["turn"]["moves"] == moves
    assert legal(game, 0, "explore") == [{"door": "E"}]     # now on the far side
    assert legal(game, 0, "move") == []


@pytest.mark.parametrize("tile, floor, rot, trait, target", BARRIERS)
def test_barrier_a_failed_roll_lets_you_go_back_and_not_try_again(tile, floor, rot, trait, target):
    """"You can attempt this roll once during your turn ... If you fail the roll, you
    can't cross the barrier, though you can still move back the way you came.\""""
    game, _ = try_dice(_at_barrier(tile, floor, rot, trait),
                       lambda g: g.submit(cmd("cross_barrier", 0)),
                       lambda ev: rolls(ev)[0]["total"] < target)
    assert legal(game, 0, "explore") == []
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("cross_barrier", 0))
    assert "already" in err.value.reason
    game.submit(cmd("move", 0, to=LANDING[floor]))
    assert game.state["players"][0]["tile"] == LANDING[floor]
    assert index(game, 0, trait) == 7
