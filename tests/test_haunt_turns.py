"""Classic rulebook, "Haunt Turn Order".

"The first turn always starts with the player to the traitor's left and goes clockwise
... After each hero has had a turn, the traitor gets his or her traitor turn. After the
traitor's turn, any monsters controlled by the traitor get a monster turn ... Then the
first hero to the left of the traitor goes, and so on." Dead explorers take no turns;
"Even if the traitor dies ... the monsters still get their turn (and the traitor
controls them)."
"""

from __future__ import annotations

from game import cmd
from haunt_helpers import (answer_first, fx_pack, of_type, place, put, reveal,  # noqa: F401 (fixtures, used by name as parameters)
                           set_index, start, start_haunt, steer_lot)


def turns(game, count):
    """End ``count`` turns; return [(kind, seat)] of the turns started and the rounds
    recorded by each round_ended event."""
    started, rounds = [], []
    for _ in range(count):
        seat = game.acting_seat()
        events = game.submit(cmd("end_turn", seat)) + answer_first(game)
        started += [(e["kind"], e["seat"]) for e in of_type(events, "turn_started")]
        rounds += [e["rounds"] for e in of_type(events, "round_ended")]
    return started, rounds


def current(game):
    return (game.state["turn"]["kind"], game.state["turn"]["seat"])


def E(seat):
    return ("explorer", seat)


def M(seat):
    return ("monsters", seat)


def test_order_first_the_hero_left_of_the_traitor_then_clockwise_traitor_then_monsters(fx_pack):
    game = start_haunt(fx_pack, "fx_revealer", revealer=2)        # the revealer is the traitor
    assert game.state["haunt"]["traitor"] == 2
    assert current(game) == E(3)                                   # left of the traitor
    started, rounds = turns(game, 6)
    assert started == [E(0), E(1), E(2), M(2), E(3), E(0)]
    assert rounds == [1]


def test_order_traitor_at_seat_zero(fx_pack):
    game = start_haunt(fx_pack, "fx_revealer", revealer=0)
    assert current(game) == E(1)
    started, _ = turns(game, 5)
    assert started == [E(2), E(3), E(0), M(0), E(1)]


def test_order_the_first_turn_is_not_the_revealers_neighbour_but_the_traitors(fx_pack):
    game = start_haunt(fx_pack, "fx_left", revealer=0)             # traitor: seat 1
    assert game.state["haunt"]["traitor"] == 1
    assert current(game) == E(2)
    started, rounds = turns(game, 4)
    assert started == [E(3), E(0), E(1), E(2)]                     # no monsters: round ends after the traitor
    assert rounds == [1]


def test_order_with_three_and_six_players(fx_pack):
    game = start_haunt(fx_pack, "fx_left", players=3, revealer=2)  # traitor 0
    assert current(game) == E(1)
    assert turns(game, 3)[0] == [E(2), E(0), E(1)]
    game = start_haunt(fx_pack, "fx_left", players=6, revealer=3)  # traitor 4
    assert current(game) == E(5)
    assert turns(game, 6)[0] == [E(0), E(1), E(2), E(3), E(4), E(5)]


def test_order_a_hidden_traitor_hides_in_the_ordinary_order(fx_pack):
    """A hidden traitor (docs/HAUNT_FORMAT.md) takes turns as if a hero: clockwise from
    the revealer's left, so the order does not give the traitor away."""
    game = start(fx_pack, first_player=0)
    steer_lot(game, 2)
    reveal(game, "fx_hidden")
    assert game.state["haunt"]["traitor"] == 2 and game.state["haunt"]["hidden"]
    assert current(game) == E(1)
    assert turns(game, 4)[0] == [E(2), E(3), E(0), E(1)]


def test_order_no_traitor_house_monsters_move_by_themselves_after_the_heroes(fx_pack):
    game = start_haunt(fx_pack, "fx_none", revealer=0)
    assert current(game) == E(1)
    started, rounds = turns(game, 4)
    # the monsters' turn (auto) runs and ends inside the last hero's end of turn
    assert started == [E(2), E(3), E(0), M(0), E(1)]
    assert rounds == [1]


def test_dead_heroes_take_no_turns(fx_pack):
    game = start_haunt(fx_pack, "fx_left", revealer=1)             # traitor 2, no monsters
    assert current(game) == E(3)
    turns(game, 1)
    assert current(game) == E(0)
    events = game.submit(cmd("haunt_action", 0, action="fall")) + answer_first(game)  # loses 8 Might
    assert of_type(events, "died")[0]["seat"] == 0
    assert current(game) == E(1)                                   # a dead explorer's turn is over
    started, _ = turns(game, 5)
    assert started == [E(2), E(3), E(1), E(2), E(3)]


def test_dying_at_the_end_of_ones_own_turn_ends_exactly_one_turn(fx_pack):
    """A hero dies from a room's end-of-turn damage (the Sepulchre): the turn order goes
    on with the next seat, nobody's turn is skipped."""
    game = start_haunt(fx_pack, "fx_revealer", revealer=2)
    place(game, "crypt", "basement", 0, 1)
    put(game, 3, "crypt")
    set_index(game, 3, "sanity", 0)
    set_index(game, 3, "knowledge", 0)
    assert current(game) == E(3)
    events = game.submit(cmd("end_turn", 3)) + answer_first(game)
    assert [e["seat"] for e in of_type(events, "died")] == [3]
    assert [e["seat"] for e in of_type(events, "turn_ended")] == [3]
    assert current(game) == E(0)
    started, _ = turns(game, 4)
    assert started == [E(1), E(2), M(2), E(0)]


def test_a_dead_traitors_monsters_still_take_their_turn(fx_pack):
    """"Even if the traitor dies, as long as the monsters can complete the haunt's
    goals, the monsters still get their turn (and the traitor controls them).\""""
    game = start_haunt(fx_pack, "fx_revealer", revealer=2)
    traitor = game.state["players"][2]
    traitor["traits"]["might"] = -1
    traitor["alive"] = False
    started, rounds = turns(game, 4)
    assert started == [E(0), E(1), M(2), E(3)]
    assert rounds == [1]
    # during that turn the dead traitor moved the monsters
    game = start_haunt(fx_pack, "fx_revealer", revealer=2)
    game.state["players"][2]["traits"]["might"] = -1
    game.state["players"][2]["alive"] = False
    turns(game, 3)
    assert current(game) == M(2)
    kinds = {c.type for c in game.legal_commands(2)}
    assert "monster_move" in kinds and "end_turn" in kinds


def test_rounds_are_counted_after_the_last_turn_of_the_order(fx_pack):
    game = start_haunt(fx_pack, "fx_revealer", revealer=1)
    started, rounds = turns(game, 15)
    assert rounds == [1, 2, 3]
    assert game.state["haunt"]["rounds"] == 3
    assert started[3] == M(1) and started[8] == M(1) and started[13] == M(1)
    game = start_haunt(fx_pack, "fx_left", revealer=1)             # no monsters
    _, rounds = turns(game, 8)
    assert rounds == [1, 2] and game.state["haunt"]["rounds"] == 2


def test_no_haunt_rolls_after_the_haunt_started(fx_pack):
    """"they don't have to attempt further haunt rolls (even if one of them gets an
    omen card)\""""
    game = start_haunt(fx_pack, "fx_left", revealer=1)
    game.state["turn"]["omen"] = {"card": "widows_derringer", "tile": "entrance_hall"}
    events = game.submit(cmd("end_turn", game.current_seat()))
    assert of_type(events, "haunt_rolled") == []


# -- a side's book reactions at the start and end of its explorers' turns ----------------------

def _hero_on_turn(game):
    seat = game.acting_seat()
    assert game.state["players"][seat]["role"] == "hero" and game.state["turn"]["kind"] == "explorer"
    return seat


def test_a_turn_end_reaction_in_the_heroes_book_runs_as_a_hero_ends_the_turn(classic_pack):
    """The Drowned Congregation, heroes' "Cold Water": end your turn in the basement and
    make a Might roll; 0-2 loses 1 Speed. Ending it on the ground floor asks nothing."""
    from haunt_helpers import try_dice, value

    game = start_haunt(classic_pack, "the_drowned_congregation", players=4, seed=3)
    seat = _hero_on_turn(game)
    put(game, seat, "basement_landing")
    speed = value(game, seat, "speed")

    def end(trial):
        return trial.submit(cmd("end_turn", seat)) + answer_first(trial)

    cold, events = try_dice(game, end, lambda evs: any(
        e["t"] == "dice_rolled" and e["seat"] == seat and e["total"] <= 2 for e in evs))
    assert value(cold, seat, "speed") == speed - 1
    assert any("colder than water" in e["text"] for e in of_type(events, "narrated"))
    assert of_type(events, "turn_ended")  # and the turn is over after it

    dry = start_haunt(classic_pack, "the_drowned_congregation", players=4, seed=3)
    put(dry, seat, "entrance_hall")
    events = dry.submit(cmd("end_turn", seat)) + answer_first(dry)
    assert not [e for e in events if e["t"] == "dice_rolled" and e["seat"] == seat]
    assert value(dry, seat, "speed") == speed


def test_a_turn_start_reaction_runs_as_the_turn_begins(fx_pack):
    """A book reaction "on": turn_start runs as each of that side's explorers begins a
    turn (the fixture's heroes count a "chill"), and never for the other side."""
    game = start_haunt(fx_pack, "fx_oldest")
    turn = game.state["turn"]  # the haunt's first turn began as it was revealed
    hero_turns = int(turn["kind"] == "explorer" and game.state["players"][turn["seat"]]["role"] == "hero")
    assert game.state["haunt"]["counters"].get("chill", 0) == hero_turns
    for _ in range(6):
        seat = game.acting_seat()
        events = game.submit(cmd("end_turn", seat)) + answer_first(game)
        for e in of_type(events, "turn_started"):
            if e["kind"] == "explorer" and game.state["players"][e["seat"]]["role"] == "hero":
                hero_turns += 1
        counters = game.state["haunt"]["counters"]
        assert counters.get("chill", 0) == hero_turns
    assert hero_turns >= 3
