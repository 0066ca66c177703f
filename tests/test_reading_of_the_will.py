"""The Reading of the Will (content/classic/haunts/the_reading_of_the_will.yaml): the
traitor begins holding the Will; the heroes win with it in the Entrance Hall held by a
hero or lying there (``by: heroes``), the traitor with it lying in the Stoke Hole
(``by: nobody``). Win conditions are checked after every command, so the game must not
end on the haunt's first command just because the traitor happened to stand in one of
those rooms when the haunt was revealed ("End of the Game": a side wins by completing
its goals; "Haunt Turn Order": the heroes move first).
"""

from __future__ import annotations

import pytest

from game import cmd
from game.bots import make_bot
from haunt_helpers import (answer_first, fork, give_object, of_type, place, put, reveal,
                           set_index, start, try_dice)

HID = "the_reading_of_the_will"
WILL = "quarrenders_will"


def will_game(pack, where: str, players: int = 4):
    """A game in which seat 0 reveals the haunt while the traitor (the oldest explorer)
    stands in ``where``, the Stoke Hole laid next to the Basement Landing if need be."""
    game = start(pack, players=players, first_player=0)
    trial = fork(game)
    reveal(trial, HID, draw_omen=False)
    traitor = trial.state["haunt"]["traitor"]
    if where not in game.state["placed"]:
        place(game, where, "basement", 1, 0, rot=0)
    put(game, traitor, where)
    reveal(game, HID, draw_omen=False)
    assert game.state["haunt"]["traitor"] == traitor
    assert game.state["haunt"]["objects"][WILL] == {"tile": None, "holder": traitor}
    assert game.state["players"][traitor]["tile"] == where
    return game, traitor


def heroes_pass(game, traitor):
    """Every hero ends the turn at once, up to the traitor's turn (the heroes go first)."""
    assert game.current_seat() != traitor
    while game.current_seat() != traitor:
        game.submit(cmd("end_turn", game.current_seat()))
        answer_first(game)
        assert game.phase == "haunt", "the game ended before the traitor did anything"


def winner(events):
    ends = of_type(events, "game_over")
    return (ends[0]["winner"], ends[0]["reason"]) if ends else None


def test_revealed_in_the_stoke_hole_the_traitor_must_still_drop_the_will(classic_pack):
    game, traitor = will_game(classic_pack, "furnace_room")
    heroes_pass(game, traitor)                    # the first command and every hero turn
    game.state["turn"]["moves"] = 4
    assert game.phase == "haunt"
    events = game.submit(cmd("drop_object", traitor, object=WILL))
    assert winner(events) == ("traitor", "object_on_tile")


def test_revealed_in_the_entrance_hall_the_heroes_must_still_take_the_will(classic_pack):
    """Everyone starts in the Entrance Hall: the traitor holding the Will there wins the
    heroes nothing; the first hero robs them of it (2+ damage) and wins on the spot."""
    game, traitor = will_game(classic_pack, "entrance_hall")
    hero = game.current_seat()
    trial = fork(game)
    heroes_pass(trial, traitor)
    assert trial.phase == "haunt"

    set_index(game, hero, "might", 7)

    def by_two(events):
        res = of_type(events, "attack_resolved")
        return bool(res) and res[0]["winner"] == "attacker" and res[0]["attack"] - res[0]["defence"] >= 2
    game, _ = try_dice(game, lambda t: t.submit(cmd("attack", hero, target=traitor, weapon=None)), by_two)
    assert game.phase == "haunt" and f"object:{WILL}" in game.pending["options"]
    events = game.submit(cmd("answer", hero, choice=f"object:{WILL}"))
    assert winner(events) == ("heroes", "object_on_tile")


def run_turn(game, seat, bot, limit=60):
    """Let ``bot`` play ``seat``'s turn; the events of that turn."""
    events = []
    for _ in range(limit):
        if game.phase == "over" or game.acting_seat() != seat:
            return events
        events += game.submit(bot.choose(game.view(seat), game.legal_commands(seat)))
    pytest.fail("the bot's turn never ended")


@pytest.mark.parametrize("level", ["sensible", "cunning"])
def test_a_traitor_bot_in_the_stoke_hole_drops_the_will(classic_pack, level):
    game, traitor = will_game(classic_pack, "furnace_room")
    heroes_pass(game, traitor)
    events = run_turn(game, traitor, make_bot(level, 7, pack=classic_pack))
    assert [e["object"] for e in of_type(events, "object_dropped")] == [WILL]
    assert winner(events) == ("traitor", "object_on_tile")


@pytest.mark.parametrize("level", ["sensible", "cunning"])
def test_a_hero_bot_carrying_the_will_next_door_walks_it_in(classic_pack, level):
    """A hero holding the Will in the Foyer takes it into the Entrance Hall and wins
    on arrival (held by a hero counts)."""
    game, traitor = will_game(classic_pack, "furnace_room")
    hero = game.current_seat()
    give_object(game, WILL, hero)
    put(game, hero, "foyer")
    events = run_turn(game, hero, make_bot(level, 7, pack=classic_pack))
    assert of_type(events, "object_dropped") == []
    assert winner(events) == ("heroes", "object_on_tile")
