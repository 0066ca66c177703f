"""Where an explorer can walk this turn (game.reach): the ways offered are the engine's
own moves, cost what the moves cost, and a walk stops where the rules stop a move.

The starting house: Entrance Hall (0,0) doors N E W; Foyer (0,-1) all four sides; Grand
Staircase (0,-2) door S, linked to the Upper Landing (upper 0,0, all four sides).
"""

from __future__ import annotations

import pytest
from driver import Driver
from scenario import fork, make_game, place, put, set_trait, value

from game import auto_seats, cmd, load_pack, new_game
from game.board import side_group_for, world_doors
from game.reach import PLAIN_STEP, reachable, step_stop, walk, why_no_explore, why_not


def ways(game, seat=0):
    return reachable(game.pack, game.ruleset, game.state, seat)


def fast(game, seat=0, moves=None):
    set_trait(game, seat, "speed", 7)
    game.state["turn"]["moves"] = moves if moves is not None else value(game, seat, "speed")


def test_a_way_four_rooms_off_goes_up_the_grand_staircase():
    game = make_game()
    fast(game)
    place(game, "antler_room", "upper", 1, 0)   # east of the Upper Landing
    way = ways(game)["antler_room"]
    assert [c["to"] for c in way.steps] == ["foyer", "grand_staircase", "upper_landing", "antler_room"]
    assert way.cost == 4 and way.tiles[-1] == "antler_room" and way.stops is None
    assert all(c.type == "move" and c.seat == 0 for c in way.steps)


def test_walking_a_way_is_one_logged_move_per_room():
    game = make_game()
    fast(game)
    place(game, "antler_room", "upper", 1, 0)
    before = len(game.events)
    walk(ways(game)["antler_room"], game.submit, lambda: game.legal_commands(0), lambda: game.state)
    assert game.state["players"][0]["tile"] == "antler_room"
    assert [e["t"] for e in game.events[before:]] == ["moved"] * 4
    assert game.state["turn"]["moves"] == value(game, 0, "speed") - 4


def test_no_way_is_offered_past_the_moves_left_and_the_hover_says_so():
    game = make_game()
    fast(game, moves=3)
    place(game, "antler_room", "upper", 1, 0)
    found = ways(game)
    assert set(found) == {"foyer", "grand_staircase", "upper_landing"}
    why = why_not(game.pack, game.ruleset, game.state, 0, "antler_room", found)
    assert why == "Not enough moves left: the Antler Room is 4 moves away and you have 3 moves."


def test_the_first_step_is_always_possible_however_dear():
    """Legacy p.9 / classic "Moving Past Opponents": you can always move one space."""
    game = make_game()
    fast(game, moves=1)
    found = ways(game)
    assert set(found) == {"foyer"} and found["foyer"].cost == 1


def test_a_first_step_that_spends_all_that_is_left_says_so_and_why_beyond_costs_more():
    """Three opponents in the Entrance Hall: leaving it takes 4 moves. With 3 left the
    Foyer is still one step away (all 3 spent), and the Grand Staircase beyond is 5: the
    ways say the first, the hover the second, naming what leaving costs."""
    from haunt_helpers import start_haunt

    pack = load_pack("classic")
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    seat = game.state["turn"]["seat"]
    assert game.state["turn"]["moves"] == 3 and game.state["players"][seat]["tile"] == "entrance_hall"
    found = reachable(pack, game.ruleset, game.state, seat)
    assert set(found) == {"foyer"} and found["foyer"].cost == 3 and found["foyer"].all_left
    assert why_not(pack, game.ruleset, game.state, seat, "grand_staircase", found) == (
        "Not enough moves left: the Grand Staircase is 5 moves away (leaving the Entrance Hall takes "
        "4 moves) and you have 3 moves.")
    game.state["turn"]["moves"] = 7
    assert not any(way.all_left for way in reachable(pack, game.ruleset, game.state, seat).values())


def test_no_way_for_a_seat_whose_turn_it_is_not():
    game = make_game()
    assert ways(game, seat=1) == {}
    assert why_not(game.pack, game.ruleset, game.state, 1, "foyer") == "It is not your turn to move."


def test_your_own_room_and_no_moves_left_are_said():
    game = make_game()
    assert why_not(game.pack, game.ruleset, game.state, 0, "entrance_hall") == "You are in the Entrance Hall."
    game.state["turn"]["moves"] = 0
    game.state["turn"]["moved"] = 2
    assert ways(game) == {}
    assert why_not(game.pack, game.ruleset, game.state, 0, "foyer") == "You have no moves left this turn."


def test_a_way_never_passes_through_a_room_whose_text_acts_on_whoever_enters():
    """The Darkroom's text acts on entering: it can end a way, never lie on one."""
    game = make_game()
    fast(game)
    place(game, "darkroom", "upper", 1, 0, rot=_rot_with(game, "darkroom", "W"))
    found = ways(game)
    assert "darkroom" in found and found["darkroom"].stops and not found["darkroom"].early   # stops in it
    assert all("darkroom" not in w.tiles[:-1] for w in found.values())


def _rot_with(game, tile, side):
    """A rotation that puts a doorway of ``tile`` on ``side``."""
    return next(r for r in range(4) if side in world_doors(game.pack.tiles[tile], r))


def test_a_walk_stops_at_a_roll():
    """Leaving the Lumber Room takes a Might roll: the walk stops after that step."""
    game = make_game()
    fast(game)
    place(game, "lumber_room", "ground", 1, -1)   # east of the Foyer
    put(game, 0, "lumber_room")
    way = ways(game)["upper_landing"]
    assert [c["to"] for c in way.steps] == ["foyer", "grand_staircase", "upper_landing"]
    assert "Lumber Room" in way.stops and way.early
    events = walk(way, game.submit, lambda: game.legal_commands(0), lambda: game.state)
    assert any(e["t"] == "dice_rolled" for e in events)
    assert game.state["players"][0]["tile"] == "foyer"   # one step, then the roll stopped it


def test_a_walk_stops_before_a_step_no_longer_legal():
    game = make_game()
    fast(game)
    way = ways(game)["upper_landing"]
    game.state["turn"]["moves"] = 1   # (as if something on the way took the moves)
    walk(way, game.submit, lambda: game.legal_commands(0), lambda: game.state)
    assert game.state["players"][0]["tile"] == "foyer"


def test_a_step_that_asks_a_question_stops_the_walk():
    assert step_stop([{"t": "moved"}], {"pending": {"kind": "x"}}) == "a question"
    assert step_stop([{"t": "moved"}, {"t": "card_drawn"}], {"pending": None}) == "card_drawn"
    assert step_stop([{"t": "moved"}], {"pending": None}) is None


def test_a_barrier_blocks_the_way_beyond_until_crossed():
    game = make_game()
    fast(game)
    place(game, "chasm", "basement", 1, 0, rot=_rot_with(game, "chasm", "W"))  # east of the landing
    place(game, "lumber_room", "basement", 2, 0)
    put(game, 0, "chasm", side=0)
    game.state["players"][0]["side"] = _near_side(game)
    found = ways(game)
    assert "lumber_room" not in found
    assert why_not(game.pack, game.ruleset, game.state, 0, "lumber_room", found).startswith(
        "Blocked by the barrier in the Fissure")
    assert cmd("move", 0, to="basement_landing") in [w.steps[0] for w in found.values()]
    put(game, 0, "basement_landing")   # from outside it: the Fissure is a way's end, not a way through
    found = ways(game)
    assert "chasm" in found and "lumber_room" not in found
    assert why_not(game.pack, game.ruleset, game.state, 0, "lumber_room", found).startswith(
        "Blocked by the barrier in the Fissure")


def _near_side(game):
    """The Chasm's side that faces the Basement Landing (its west doorway, turned)."""
    return side_group_for(game.pack, game.state, "chasm", "W")


def test_why_no_explore_says_the_floor_has_no_rooms_left_or_no_doorway_or_no_moves():
    game = make_game()
    assert why_no_explore(game.pack, game.ruleset, game.state, 0) is None   # the Entrance Hall's doorways
    put(game, 0, "grand_staircase")   # one doorway, to the Foyer
    assert why_no_explore(game.pack, game.ruleset, game.state, 0) == \
        "No doorway of the Grand Staircase opens onto an unexplored spot."
    put(game, 0, "foyer")
    game.state["stack"] = [t for t in game.state["stack"] if "ground" not in game.pack.tiles[t].floors]
    assert why_no_explore(game.pack, game.ruleset, game.state, 0) == "No rooms are left for the ground floor."
    game.state["turn"]["moves"], game.state["turn"]["moved"] = 0, 3
    assert why_no_explore(game.pack, game.ruleset, game.state, 0) == "You have no moves left this turn."


# -- every way offered is the engine's: walked on a copy, it arrives at its cost -----------

@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_every_way_offered_in_random_games_walks_there_for_its_cost(ruleset):
    """Random games of both rulesets, into the haunt (opponents, monsters, barriers,
    obstacles, passages): at each turn's first step, every way offered is walked on a
    copy; a walk nothing stopped ends in its room having spent exactly its cost."""
    pack = load_pack(ruleset)
    checked = in_haunt = 0
    for seed in (3, 8):
        game = new_game(ruleset, auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"})
        driver = Driver(game, seed)
        for _ in range(900):
            if game.phase == "over":
                break
            seat = game.acting_seat()
            turn = game.state["turn"]
            if game.pending is None and turn and turn["seat"] == seat and turn["moved"] == 0:
                for tile, way in sorted(reachable(pack, game.ruleset, game.state, seat).items())[:4]:
                    trial = fork(game)
                    spent = trial.state["turn"]["moves"]
                    events = walk(way, trial.submit, lambda t=trial, s=seat: t.legal_commands(s), lambda t=trial: t.state)
                    if way.stops is None and all(e["t"] in PLAIN_STEP for e in events) and trial.pending is None:
                        assert trial.state["players"][seat]["tile"] == tile, (seed, tile, way)
                        assert spent - trial.state["turn"]["moves"] == way.cost, (seed, tile, way)
                        checked += 1
                        in_haunt += game.phase == "haunt"
            driver.step()
    assert checked > 100 and in_haunt > 20, (checked, in_haunt)


def test_a_way_ends_where_an_opponent_stands_and_never_passes_through():
    """Classic "Moving Past Opponents": after the haunt an opponent in the room costs a
    move more to leave; the walk stops there (the walker may want to face them)."""
    game = make_game()
    fast(game)
    game.state["phase"] = "haunt"
    game.state["players"][1]["role"] = "traitor"
    put(game, 1, "foyer")
    found = ways(game)
    assert found["foyer"].stops == "an opponent is there"
    assert "grand_staircase" not in found and "upper_landing" not in found
    assert why_not(game.pack, game.ruleset, game.state, 0, "grand_staircase", found) == \
        "Blocked by the Foyer on the way: an opponent is there, so a walk stops there."
