"""Classic rulebook, dying ("The Haunt", "What happens to my stuff if I die?") and
"End of the Game".

"Once the haunt begins, if any of your traits ... moves down to the skull symbol, your
explorer dies." "If you die and you have a companion ..., its token stays in the room
where you died ... If another explorer enters the room, he or she gains custody of that
companion. When you die, any other items you have drop to the floor." "The first side
(traitor or heroes) that completes its goals for the haunt wins the game. At least one
hero must survive in order for the heroes to win."
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd
from haunt_helpers import (answer_first, fx_pack, hand, of_type, put, set_index,  # noqa: F401 (fixtures, used by name as parameters)
                           start_haunt, try_dice)

HERO, TRAITOR = 3, 2


@pytest.fixture
def objects(fx_pack):
    """fx_objects revealed by seat 2 (the traitor); hero 3 has the first turn. The relic
    lies in the Entrance Hall. Heroes win with the relic on the Grand Staircase or 3
    hope (4 players); the traitor after 2 rounds or with every hero dead."""
    game = start_haunt(fx_pack, "fx_objects", revealer=TRAITOR)
    assert game.current_seat() == HERO and game.state["haunt"]["traitor"] == TRAITOR
    for seat in range(4):
        for trait in ("speed", "might", "sanity", "knowledge"):
            set_index(game, seat, trait, 4)
    return game


def fall(game, seat):
    """The fixture's FALL action: lose 8 Might (dies after the haunt)."""
    return game.submit(cmd("haunt_action", seat, action="fall")) + answer_first(game)


def over(game):
    return game.phase == "over"


# -- dying -------------------------------------------------------------------------------------

def test_a_trait_on_the_skull_kills_after_the_haunt(objects):
    events = fall(objects, HERO)
    (died,) = of_type(events, "died")
    assert died["seat"] == HERO
    p = objects.state["players"][HERO]
    assert p["alive"] is False and p["traits"]["might"] == -1


def test_the_dead_drop_items_in_a_pile_and_leave_companions_in_the_room(objects):
    for card in ("butchers_cleaver", "steel_boned_corset", "parson_the_cat", "pale_handprint"):
        hand(objects, HERO, card)
    put(objects, HERO, "foyer")
    fall(objects, HERO)
    state = objects.state
    assert state["piles"]["foyer"] == ["butchers_cleaver", "steel_boned_corset"]   # even the armour
    assert state["haunt"]["companions"] == {"foyer": ["parson_the_cat"]}
    assert state["players"][HERO]["cards"] == ["pale_handprint"]    # not an item: it does not drop


def test_the_dead_drop_haunt_objects_where_they_die(objects):
    objects.submit(cmd("take_object", HERO, object="relic"))
    assert objects.state["haunt"]["objects"]["relic"] == {"tile": None, "holder": HERO}
    fall(objects, HERO)
    assert objects.state["haunt"]["objects"]["relic"] == {"tile": "entrance_hall", "holder": None}


def test_the_next_explorer_to_enter_takes_custody_of_the_companion(objects):
    hand(objects, HERO, "parson_the_cat")
    put(objects, HERO, "foyer")
    put(objects, 1, "foyer")                   # already in the room: does not "enter" it
    fall(objects, HERO)
    assert objects.current_seat() == 0
    assert "parson_the_cat" not in objects.state["players"][1]["cards"]
    sanity = objects.state["players"][0]["traits"]["sanity"]
    objects.state["turn"]["moves"] = 5
    events = objects.submit(cmd("move", 0, to="foyer")) + answer_first(objects)
    assert [(e["seat"], e["card"]) for e in of_type(events, "companion_claimed")] == [(0, "parson_the_cat")]
    assert "parson_the_cat" in objects.state["players"][0]["cards"]
    assert objects.state["haunt"]["companions"] == {}
    assert objects.state["players"][0]["traits"]["sanity"] == sanity + 1   # "When you take this omen"
    objects.submit(cmd("end_turn", 0))
    objects.state["turn"]["moves"] = 5                # seat 1 leaves and comes back: nothing left
    objects.submit(cmd("move", 1, to="entrance_hall"))
    events = objects.submit(cmd("move", 1, to="foyer"))
    assert of_type(events, "companion_claimed") == []


# -- winning -----------------------------------------------------------------------------------

def test_object_on_tile_carried_there_wins(objects):
    objects.submit(cmd("take_object", HERO, object="relic"))
    objects.state["turn"]["moves"] = 8
    objects.submit(cmd("move", HERO, to="foyer"))
    assert not over(objects)
    events = objects.submit(cmd("move", HERO, to="grand_staircase"))
    (end,) = of_type(events, "game_over")
    assert end["winner"] == "heroes" and objects.state["winner"] == "heroes"


def test_object_on_tile_lying_there_wins(objects):
    objects.submit(cmd("take_object", HERO, object="relic"))
    objects.state["turn"]["moves"] = 8
    objects.submit(cmd("move", HERO, to="foyer"))
    objects.submit(cmd("drop_object", HERO, object="relic"))
    assert not over(objects)
    objects.submit(cmd("move", HERO, to="grand_staircase"))   # the relic stays in the Foyer
    assert not over(objects)
    objects.submit(cmd("end_turn", HERO))
    put(objects, 0, "foyer")                                  # hero 0 carries it up and drops it
    objects.submit(cmd("take_object", 0, object="relic"))
    objects.state["turn"]["moves"] = 8
    objects.submit(cmd("move", 0, to="grand_staircase"))
    assert over(objects)                                      # carried there: already a win
    assert objects.state["winner"] == "heroes"


def test_counter_goal_by_player_count(objects):
    """hope: {3: 2, 4: 3, ...} — three RAISEs with four players."""
    for seat in (HERO, 0):
        objects.submit(cmd("haunt_action", seat, action="raise_hope"))
        objects.submit(cmd("end_turn", seat))
    assert objects.state["haunt"]["counters"]["hope"] == 2 and not over(objects)
    events = objects.submit(cmd("haunt_action", 1, action="raise_hope"))
    assert of_type(events, "game_over")[0]["winner"] == "heroes"


def test_rounds_at_least_wins_when_the_round_ends(objects):
    for _ in range(7):
        objects.submit(cmd("end_turn", objects.current_seat()))
    assert objects.state["haunt"]["rounds"] == 1 and not over(objects)
    events = objects.submit(cmd("end_turn", objects.current_seat()))
    assert [e["rounds"] for e in of_type(events, "round_ended")] == [2]
    assert of_type(events, "game_over")[0]["winner"] == "traitor"
    assert of_type(events, "turn_started") == []          # nobody plays on


def test_a_win_effect_ends_the_game_at_once(objects):
    objects.state["turn"]["moves"] = 8
    objects.submit(cmd("move", HERO, to="foyer"))
    with pytest.raises(IllegalCommand):
        objects.submit(cmd("haunt_action", HERO, action="proclaim"))   # not in the Foyer
    objects.submit(cmd("move", HERO, to="grand_staircase"))
    events = objects.submit(cmd("haunt_action", HERO, action="proclaim"))
    assert of_type(events, "game_over")[0]["winner"] == "heroes"
    assert objects.phase == "over"
    assert all(objects.legal_commands(s) == [] for s in range(4))
    with pytest.raises(IllegalCommand, match="over"):
        objects.submit(cmd("end_turn", HERO))


def test_monsters_left_at_most_counts_killed_monsters(fx_pack):
    """fx_killable: two killable shades in the Foyer; the heroes win when none is left."""
    game = start_haunt(fx_pack, "fx_killable", revealer=TRAITOR)
    for seat in (HERO, 0):
        put(game, seat, "foyer")
        set_index(game, seat, "might", 7)

    def beat(seat, mid):
        def act(trial):
            return trial.submit(cmd("attack", seat, target=mid, weapon=None)) + answer_first(trial)
        return try_dice(game, act, lambda ev: of_type(ev, "attack_resolved")[0]["winner"] == "attacker")

    game, events = beat(HERO, "shade#1")
    assert [e["id"] for e in of_type(events, "monster_killed")] == ["shade#1"]
    assert [m["id"] for m in game.state["monsters"]] == ["shade#2"] and not over(game)
    game.submit(cmd("end_turn", HERO))
    game, events = beat(0, "shade#2")
    assert game.state["monsters"] == []
    assert of_type(events, "game_over")[0]["winner"] == "heroes"


def test_the_first_side_to_complete_its_goals_wins(objects):
    """The heroes complete theirs first: the traitor's later round goal never counts."""
    objects.submit(cmd("take_object", HERO, object="relic"))
    objects.state["turn"]["moves"] = 8
    objects.submit(cmd("move", HERO, to="foyer"))
    objects.submit(cmd("move", HERO, to="grand_staircase"))
    assert objects.state["winner"] == "heroes"
    assert objects.state["haunt"]["rounds"] == 0


# -- survivors ---------------------------------------------------------------------------------

def kill_raw(game, seat):
    game.state["players"][seat]["alive"] = False
    game.state["players"][seat]["traits"]["might"] = -1


def test_every_hero_dead_the_traitor_wins(objects):
    kill_raw(objects, 0)
    kill_raw(objects, 1)
    events = fall(objects, HERO)
    assert of_type(events, "game_over")[0]["winner"] == "traitor"


def test_heroes_need_a_survivor_to_win(fx_pack):
    """fx_left: heroes win with 5 hope. The last hero raises the counter to 5 — alive,
    the heroes win; with every hero dead the same counter wins them nothing."""
    game = start_haunt(fx_pack, "fx_left", revealer=1)        # traitor 2, hero 3 first
    game.state["haunt"]["counters"]["hope"] = 4
    kill_raw(game, 0)
    kill_raw(game, 1)
    events = game.submit(cmd("haunt_action", HERO, action="raise_hope"))
    assert of_type(events, "game_over")[0]["winner"] == "heroes"

    game = start_haunt(fx_pack, "fx_left", revealer=1)
    game.state["haunt"]["counters"]["hope"] = 5
    for seat in (0, 1):
        kill_raw(game, seat)
    events = fall(game, HERO)                                 # the goal holds, but nobody is left
    assert of_type(events, "game_over")[0]["winner"] == "traitor"


def test_a_haunt_may_let_the_heroes_win_without_survivors(fx_pack):
    """``heroes_need_survivor: false`` (docs/HAUNT_FORMAT.md)."""
    game = start_haunt(fx_pack, "fx_no_survivor", revealer=1)
    assert game.state["haunt"]["traitor"] == 1 and game.current_seat() == 2
    game.state["haunt"]["counters"]["hope"] = 5
    for seat in (0, 3):
        kill_raw(game, seat)
    events = fall(game, 2)
    assert of_type(events, "game_over")[0]["winner"] == "heroes"


def test_the_traitor_side_can_win_after_the_traitor_dies(objects):
    """"some haunts include goals that are written so that the traitor can still win
    the game after he or she dies" — rounds survived, here."""
    kill_raw(objects, TRAITOR)
    for _ in range(6):
        objects.submit(cmd("end_turn", objects.current_seat()))
    assert objects.state["winner"] == "traitor"
