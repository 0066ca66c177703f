"""Legacy rulebook, "On Your Turn" and "Moving" (p.9), "Moving Past Opponents" (p.19)
and the monsters as obstacles (p.20): moves equal to Speed, obstacle tokens, monsters
and opponents as obstacles, the move you can always make, the traitor ignoring
obstacle tokens, monsters (the traitor's and those that hunt by themselves) paying
for them.

The Entrance Hall is linked to the Front Steps and both landings, so a figure there
always has somewhere to go.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd

from legacy_helpers import (end_turn, legal, lpack, make_game, monster, put, put_monster,  # noqa: F401 (fixtures, used by name as parameters)
                            set_index, set_moves, start_haunt, token, track)


def moves(game):
    return game.state["turn"]["moves"]


def step(game, seat, to):
    before = moves(game)
    game.submit(cmd("move", seat, to=to))
    return before - moves(game)


# -- moves ----------------------------------------------------------------------------------

@pytest.mark.parametrize("speed_index", range(8))
def test_moves_gained_at_the_start_of_a_turn_equal_speed(lpack, speed_index):
    """p.9: "At the start of your turn ... 2. Gain moves equal to your current Speed."
    "You use 1 move for each tile you leave.\""""
    game = make_game(lpack)
    set_index(game, 1, "speed", speed_index)
    end_turn(game)
    speed = track(game, 1, "speed")[speed_index]
    assert moves(game) == speed
    tiles = ["front_steps", "entrance_hall"]
    for i in range(speed):
        assert step(game, 1, tiles[i % 2]) == 1
    assert legal(game, 1, "move") == []


# -- obstacle tokens ----------------------------------------------------------------------------

@pytest.mark.parametrize("tokens, extra", [
    (["small_obstacle"], 1), (["large_obstacle"], 2),
    (["small_obstacle", "small_obstacle"], 2), (["small_obstacle", "large_obstacle"], 3),
])
def test_obstacles_cost_extra_moves_to_leave(lpack, tokens, extra):
    """p.9, Obstacles: "Each small obstacle on a tile costs 1 extra move when leaving
    that tile. Each large obstacle on a tile costs 2 extra moves when leaving that
    tile.\""""
    game = make_game(lpack)
    set_moves(game, 6)
    for tok in tokens:
        token(game, "entrance_hall", tok)
    assert step(game, 0, "front_steps") == 1 + extra
    assert step(game, 0, "entrance_hall") == 1                # entering costs nothing extra


def test_obstacles_you_can_always_move_to_a_tile_adjacent_to_where_you_started(lpack):
    """p.9: "No matter how many penalties you have on a turn or how many obstacles you
    face, you can always move to a tile adjacent to where you started." One move left
    and a large obstacle: the first step is still allowed, and it ends movement."""
    game = make_game(lpack)
    set_moves(game, 1)
    token(game, "entrance_hall", "large_obstacle")
    game.submit(cmd("move", 0, to="front_steps"))
    assert game.state["players"][0]["tile"] == "front_steps"
    assert moves(game) == 0
    assert legal(game, 0, "move") == []


def test_obstacles_only_the_first_step_is_free_of_the_price(lpack):
    """p.9: the exception is for a tile adjacent to where you started; after moving,
    an obstacle you cannot pay for stops you."""
    game = make_game(lpack)
    set_moves(game, 2)
    token(game, "front_steps", "large_obstacle")
    game.submit(cmd("move", 0, to="front_steps"))
    assert moves(game) == 1
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("move", 0, to="entrance_hall"))
    assert "not enough moves left" in err.value.reason   # some are left, too few to leave


# -- monsters and opponents after the haunt -----------------------------------------------------

def hero_turn(pack, **options):
    """The haunt with monsters, started by seat 0 (the traitor); seat 1 (a hero) is up
    with plenty of moves and every monster moved out of the way."""
    game = start_haunt(pack, "lx_harvest", **options)
    assert game.current_seat() == 1
    for m in game.state["monsters"]:
        m["tile"] = "lx_vestry"
    put(game, 0, "lx_vestry")
    set_moves(game, 8)
    return game


@pytest.mark.parametrize("mids, extra", [
    (["gleaner#1"], 1), (["gleaner#1", "gleaner#2"], 2), (["neck#1"], 2),
    (["gleaner#1", "neck#1"], 3),
])
def test_monsters_are_obstacles_by_size(lpack, mids, extra):
    """p.20: "Small monsters are small obstacles (they cost 1 extra move to leave) and
    large monsters are large obstacles (2 extra moves to leave)." p.9: "Small Monster
    tokens are small obstacles and Large Monster tokens are large obstacles to the
    heroes.\""""
    game = hero_turn(lpack)
    put(game, 1, "entrance_hall")
    for mid in mids:
        put_monster(game, mid, "entrance_hall")
    assert step(game, 1, "front_steps") == 1 + extra


def test_monsters_stunned_monsters_are_not_obstacles(lpack):
    """p.20: "Stunned monsters aren't obstacles.\""""
    game = hero_turn(lpack)
    put_monster(game, "neck#1", "entrance_hall")
    monster(game, "neck#1")["stunned"] = True
    assert step(game, 1, "front_steps") == 1


def test_opponents_are_small_obstacles_after_the_haunt(lpack):
    """p.19, Moving Past Opponents: "After the haunt starts, opponents act as small
    obstacles. Heroes are opponents to the traitor and monsters, and vice versa." A
    hero leaving the traitor's tile pays 1 more; other heroes cost nothing."""
    game = hero_turn(lpack)
    put(game, 2, "entrance_hall")                              # a fellow hero
    assert step(game, 1, "front_steps") == 1
    put(game, 0, "front_steps")                                # the traitor
    assert step(game, 1, "entrance_hall") == 2


def test_opponents_heroes_are_obstacles_to_the_traitor(lpack):
    """p.19: heroes are opponents to the traitor: two heroes on the traitor's tile cost
    2 extra moves to leave."""
    game = hero_turn(lpack)
    put(game, 0, "entrance_hall")
    while game.current_seat() != 0:
        end_turn(game)
    for m in game.state["monsters"]:
        m["tile"] = "lx_vestry"
    set_moves(game, 8)
    for seat in (1, 2, 3):
        put(game, seat, "lx_vestry")
    put(game, 1, "entrance_hall")
    put(game, 2, "entrance_hall")
    assert step(game, 0, "front_steps") == 3


def test_opponents_are_no_obstacle_before_the_haunt(lpack):
    """p.19: opponents are obstacles "after the haunt starts"; before it, three others
    in the Entrance Hall cost nothing."""
    game = make_game(lpack)
    assert step(game, 0, "front_steps") == 1


# -- the traitor ignores obstacle tokens ---------------------------------------------------------

def test_traitor_ignores_obstacle_tokens_but_not_heroes(lpack):
    """p.19, So You're Evil Now: "You ignore Obstacle tokens (heroes still count as
    obstacles)." A hero on the same tile and a large obstacle: the traitor pays 1
    extra, for the hero; the hero pays 2 for the token and 1 for the traitor."""
    game = hero_turn(lpack)
    token(game, "entrance_hall", "large_obstacle")
    put(game, 1, "entrance_hall")
    put(game, 0, "entrance_hall")
    assert step(game, 1, "front_steps") == 1 + 2 + 1
    while game.current_seat() != 0:
        end_turn(game)
    for m in game.state["monsters"]:
        m["tile"] = "lx_vestry"
    put(game, 1, "entrance_hall")
    for seat in (2, 3):
        put(game, seat, "lx_vestry")
    put(game, 0, "entrance_hall")
    set_moves(game, 8)
    assert step(game, 0, "front_steps") == 1 + 1


# -- monsters pay for obstacle tokens ------------------------------------------------------------

def monsters_turn(pack, haunt="lx_harvest"):
    """The monsters' turn of a haunt started by seat 0 (the traitor); every explorer
    is put in the Vestry, out of the monsters' way, and every monster in the Entrance
    Hall with plenty of moves."""
    game = start_haunt(pack, haunt)
    while game.state["turn"]["kind"] != "monsters":
        end_turn(game)
    for seat in range(4):
        put(game, seat, "lx_vestry")
    for m in game.state["monsters"]:
        m["tile"], m["moves"] = "entrance_hall", 8
    return game


def monster_step(game, mid, to):
    before = monster(game, mid)["moves"]
    game.submit(cmd("monster_move", game.current_seat(), monster=mid, to=to))
    return before - monster(game, mid)["moves"]


@pytest.mark.parametrize("tokens, extra", [
    (["small_obstacle"], 1), (["large_obstacle"], 2), (["small_obstacle", "large_obstacle"], 3),
])
def test_monsters_pay_for_obstacle_tokens(lpack, tokens, extra):
    """p.9, Obstacles: "Each small obstacle on a tile costs 1 extra move when leaving
    that tile. Each large obstacle on a tile costs 2 extra moves." Only the traitor
    ignores obstacle tokens (p.19); the monsters' abilities (p.20) hold no such thing,
    so a monster leaving the tile pays like a hero, and entering costs nothing extra."""
    game = monsters_turn(lpack)
    for tok in tokens:
        token(game, "entrance_hall", tok)
    assert monster_step(game, "neck#1", "front_steps") == 1 + extra
    assert monster_step(game, "neck#1", "entrance_hall") == 1


def test_monsters_obstacle_tokens_and_heroes_add_up(lpack):
    """p.9 and p.19: a small obstacle and a hero on the tile (heroes are opponents, small
    obstacles to monsters): 1 + 1 + 1 to leave."""
    game = monsters_turn(lpack)
    token(game, "entrance_hall", "small_obstacle")
    put(game, 1, "entrance_hall")
    assert monster_step(game, "neck#1", "front_steps") == 3


def test_monsters_can_always_move_to_a_tile_adjacent_to_where_they_started(lpack):
    """p.9: "No matter how many penalties you have on a turn or how many obstacles you
    face, you can always move to a tile adjacent to where you started." One move and a
    large obstacle: the monster still steps out, and that is all it does."""
    game = monsters_turn(lpack)
    token(game, "entrance_hall", "large_obstacle")
    monster(game, "neck#1")["moves"] = 1
    assert monster_step(game, "neck#1", "front_steps") == 1
    assert monster(game, "neck#1")["tile"] == "front_steps"
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("monster_move", game.current_seat(), monster="neck#1", to="entrance_hall"))
    assert "no moves left" in err.value.reason


def test_monsters_an_obstacle_they_cannot_pay_for_stops_them_after_the_first_step(lpack):
    """p.9: the free step is the first one only. Two moves: out of the Entrance Hall for
    1, then a large obstacle on the Front Steps costs 3 and the monster has 1."""
    game = monsters_turn(lpack)
    token(game, "front_steps", "large_obstacle")
    monster(game, "neck#1")["moves"] = 2
    assert monster_step(game, "neck#1", "front_steps") == 1
    seat = game.current_seat()
    assert all(c["monster"] != "neck#1" for c in legal(game, seat, "monster_move"))
    with pytest.raises(IllegalCommand):
        game.submit(cmd("monster_move", seat, monster="neck#1", to="entrance_hall"))


def test_monsters_the_traitors_exemption_is_not_theirs(lpack):
    """p.19: "You ignore Obstacle tokens" is the traitor's own benefit: on the same tile
    with the same large obstacle, the traitor's explorer pays 1 and the monster 3."""
    game = monsters_turn(lpack)
    token(game, "entrance_hall", "large_obstacle")
    assert monster_step(game, "neck#1", "front_steps") == 3
    end_turn(game)
    while game.current_seat() != 0:
        end_turn(game)
    for seat in range(4):
        put(game, seat, "lx_vestry")
    for m in game.state["monsters"]:
        m["tile"] = "lx_vestry"
    put(game, 0, "entrance_hall")
    set_moves(game, 8)
    assert step(game, 0, "front_steps") == 1


def hunt_with(pack, tokens, moves):
    """lx_hunt: the Hound (controller: auto) on the Front Steps, every hero on the Upper
    Landing (two tiles away, through the Entrance Hall), ``tokens`` in the Entrance Hall;
    the traitor ends the turn and the Hound hunts with ``moves``. Returns the game."""
    from legacy_helpers import try_dice
    game = start_haunt(pack, "lx_hunt")
    while game.current_seat() != 0:
        end_turn(game)
    put(game, 0, "lx_vestry")
    for seat in (1, 2, 3):
        put(game, seat, "upper_landing")
    monster(game, "hound#1")["tile"] = "front_steps"
    for tok in tokens:
        token(game, "entrance_hall", tok)

    def rolled(events):
        return any(e["t"] == "monster_moves" and e["moves"] == moves for e in events)
    trial, _events = try_dice(game, end_turn, rolled)
    return trial


def test_monsters_that_hunt_by_themselves_pay_for_obstacle_tokens_too(lpack):
    """p.9 for automatic monsters as well: with 3 moves the Hound reaches the heroes
    through a clear Entrance Hall (1 + 1), but a large obstacle there makes the second
    step cost 3, and it stops in the Entrance Hall."""
    clear = hunt_with(lpack, [], 3)
    assert monster(clear, "hound#1")["tile"] == "upper_landing"
    blocked = hunt_with(lpack, ["large_obstacle"], 3)
    assert monster(blocked, "hound#1")["tile"] == "entrance_hall"


def test_monsters_that_hunt_by_themselves_go_the_way_that_costs_fewest_moves(lpack):
    """p.9: obstacles are paid in moves, so the nearest hero is the one fewest moves
    away. The Hound on the Upper Landing, the heroes on the Basement Landing: through
    the Entrance Hall (a large obstacle: 1 + 3 moves) or round by the secret passages
    (1 + 1 + 1). With 3 moves it goes round and reaches them."""
    from legacy_helpers import place, try_dice
    game = start_haunt(lpack, "lx_hunt")
    while game.current_seat() != 0:
        end_turn(game)
    place(game, "lx_passage_up", "upper", 0, -1)               # north of the Upper Landing
    place(game, "lx_passage_down", "basement", 0, -1)          # north of the Basement Landing
    put(game, 0, "lx_vestry")
    for seat in (1, 2, 3):
        put(game, seat, "basement_landing")
    monster(game, "hound#1")["tile"] = "upper_landing"
    token(game, "entrance_hall", "large_obstacle")

    def rolled(events):
        return any(e["t"] == "monster_moves" and e["moves"] == 3 for e in events)
    trial, events = try_dice(game, end_turn, rolled)
    assert [e["to"] for e in events if e["t"] == "monster_moved"] == [
        "lx_passage_up", "lx_passage_down", "basement_landing"]
