"""Classic rulebook, "Moving" and the movement parts of "Discovering a New Room" and
"Moving Past Opponents".

The starting house: Entrance Hall (0,0) doors N E W, front door S; Foyer (0,-1) all
four sides; Grand Staircase (0,-2) door S, linked to the Upper Landing.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd

from scenario import answer_first, card_on_top, make_game, place, put, set_trait, stack_on_top, value


def moves_left(game):
    return game.state["turn"]["moves"]


def legal(game, seat, kind):
    return [c.args for c in game.legal_commands(seat) if c.type == kind]


# -- Moving: up to Speed spaces ------------------------------------------------------------

@pytest.mark.parametrize("speed_index", range(8))
def test_moving_up_to_speed_spaces_then_no_more(speed_index):
    """Moving: "you can move up to number of spaces equal to your character's current
    Speed"."""
    game = make_game()
    set_trait(game, 1, "speed", speed_index)   # seat 1's turn has not started yet
    game.submit(cmd("end_turn", 0))
    speed = value(game, 1, "speed")
    rooms = ["foyer", "entrance_hall"]
    for step in range(speed):
        game.submit(cmd("move", 1, to=rooms[step % 2]))
    assert moves_left(game) == 0
    assert legal(game, 1, "move") == []
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("move", 1, to=rooms[speed % 2]))
    assert "no moves left" in err.value.reason


def test_moving_drawing_a_card_stops_movement():
    """Moving: "Whenever a game effect makes you draw a card, you must STOP moving for
    the rest of your turn.\""""
    game = make_game()
    set_trait(game, 0, "speed", 7)
    game.state["turn"]["moves"] = value(game, 0, "speed")  # a fast explorer this turn
    game.submit(cmd("move", 0, to="foyer"))
    stack_on_top(game, "gun_room")           # an item room on the ground floor
    game.submit(cmd("explore", 0, door="E"))
    answer_first(game)
    assert game.state["players"][0]["tile"] == "gun_room"
    assert len(game.state["players"][0]["cards"]) == 1   # the item was drawn
    assert moves_left(game) == 0
    assert legal(game, 0, "move") == [] and legal(game, 0, "explore") == []
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("move", 0, to="foyer"))
    assert "drawing a card" in err.value.reason


def test_moving_a_room_without_a_symbol_does_not_stop_movement():
    game = make_game()
    game.submit(cmd("move", 0, to="foyer"))
    before = moves_left(game)
    stack_on_top(game, "scullery")           # no card symbol
    game.submit(cmd("explore", 0, door="E"))
    answer_first(game)
    assert game.state["players"][0]["tile"] == "scullery"
    assert moves_left(game) == before - 1 and game.state["players"][0]["cards"] == []


# -- Discovering a New Room: staircases -------------------------------------------------------

def test_staircases_the_grand_staircase_connects_to_the_upper_landing_both_ways():
    """"The Grand Staircase always connects to the Upper Landing.\""""
    game = make_game()
    put(game, 0, "grand_staircase")
    assert {"to": "upper_landing"} in legal(game, 0, "move")
    game.submit(cmd("move", 0, to="upper_landing"))
    assert game.state["players"][0]["tile"] == "upper_landing"
    assert {"to": "grand_staircase"} in legal(game, 0, "move")
    game.submit(cmd("move", 0, to="grand_staircase"))
    assert game.state["players"][0]["tile"] == "grand_staircase"


def test_staircases_the_basement_stairs_reach_the_foyer_only_once_discovered():
    """"The Stairs from Basement always lead to and from the Foyer through a secret
    door. (You can't use the Stairs from Basement until you discover that room.)\""""
    game = make_game()
    put(game, 0, "foyer")
    assert {"to": "cellar_stairs"} not in legal(game, 0, "move")
    with pytest.raises(IllegalCommand):
        game.submit(cmd("move", 0, to="cellar_stairs"))

    put(game, 0, "basement_landing")         # discover the Back Stair from the landing
    stack_on_top(game, "cellar_stairs")
    game.submit(cmd("explore", 0, door="N"))
    answer_first(game)
    assert game.state["players"][0]["tile"] == "cellar_stairs"
    assert {"to": "foyer"} in legal(game, 0, "move")
    game.submit(cmd("move", 0, to="foyer"))
    assert game.state["players"][0]["tile"] == "foyer"
    assert {"to": "cellar_stairs"} in legal(game, 0, "move")   # and back down again


# -- Discovering a New Room: the front door and walls -----------------------------------------

def test_doors_the_front_door_is_not_a_way_out():
    """"The one exception is the front door. It's always locked.\""""
    game = make_game()
    doors = {c["door"] for c in legal(game, 0, "explore")}
    assert doors == {"E", "W"}                # N is the Foyer; S is the front door
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("explore", 0, door="S"))
    assert "no open doorway" in err.value.reason


@pytest.mark.parametrize("rot, connected", [(0, False), (3, True)])
def test_doors_you_cannot_walk_through_a_wall(rot, connected):
    """"An explorer can move through a door if it connects to another door in an
    adjacent room." The Gun Room (doors N, E) east of the Foyer: unturned, the Foyer's
    east doorway meets its west wall; turned three quarters, its N door faces west."""
    game = make_game()
    put(game, 0, "foyer")
    place(game, "gun_room", "ground", 1, -1, rot)
    assert ({"to": "gun_room"} in legal(game, 0, "move")) is connected
    assert {"door": "E"} not in legal(game, 0, "explore")     # the cell is taken either way
    if connected:
        game.submit(cmd("move", 0, to="gun_room"))
        assert game.state["players"][0]["tile"] == "gun_room"
    else:
        with pytest.raises(IllegalCommand) as err:
            game.submit(cmd("move", 0, to="gun_room"))
        assert "not connected" in err.value.reason


# -- Moving Past Opponents: "you can always move at least one space" ----------------------------

def _cobwebs(game, tile, count):
    # each Knot of Cobwebs makes leaving its room cost 1 more move (tokens.yaml)
    game.state["tokens"][tile] = ["cobweb_knot"] * count


def test_moving_you_can_always_move_at_least_one_space():
    """"No matter how many penalties you have on a turn, you can always move at least
    one space.\""""
    game = make_game()
    moves = moves_left(game)
    _cobwebs(game, "entrance_hall", moves)    # leaving costs moves + 1
    assert {"to": "foyer"} in legal(game, 0, "move")
    game.submit(cmd("move", 0, to="foyer"))
    assert game.state["players"][0]["tile"] == "foyer"
    assert moves_left(game) == 0


def test_moving_the_one_free_space_is_only_the_first():
    game = make_game()
    moves = moves_left(game)
    assert moves >= 2
    game.submit(cmd("move", 0, to="foyer"))
    _cobwebs(game, "foyer", moves)            # more than the moves that are left
    assert legal(game, 0, "move") == []
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("move", 0, to="entrance_hall"))
    assert "not enough moves left" in err.value.reason   # some are left, too few to leave


def test_moving_a_penalty_you_can_pay_is_paid():
    game = make_game()
    moves = moves_left(game)
    _cobwebs(game, "entrance_hall", 1)        # leaving costs 2
    game.submit(cmd("move", 0, to="foyer"))
    assert moves_left(game) == moves - 2


def test_moving_an_event_card_drawn_by_discovery_also_stops_movement():
    game = make_game()
    game.submit(cmd("move", 0, to="foyer"))
    stack_on_top(game, "smoking_room")        # an event room on the ground floor
    card_on_top(game, "event", "somebody_hums_along")
    game.submit(cmd("explore", 0, door="W"))
    answer_first(game)
    assert moves_left(game) == 0 and legal(game, 0, "move") == []
