"""Classic rulebook, "Monsters" and "Moving Past Opponents".

"At the start of the monster turn, roll a number of dice equal to each monster's
Speed ... For groups of the same type of monster ... just roll once for the whole
group." "If a monster suffers any damage, it is stunned and misses its next turn ...
At the end of the monster's next turn, flip it back. Stunned monsters can't slow an
explorer's movement." "Like explorers, a monster can attack only once during its turn."
"Monsters can't explore new rooms." "For each opponent in a room with you after the
haunt starts, an explorer must use one extra space of movement to leave that room ...
you can always move at least one space."
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd
from haunt_helpers import (answer_first, fx_pack, monster, of_type, put, put_monster,  # noqa: F401 (fixtures, used by name as parameters)
                           rolls, set_index, start, start_haunt, try_dice)

TRAITOR = 2
GHOULS = ["ghoul#1", "ghoul#2", "ghoul#3"]


@pytest.fixture
def haunt(fx_pack):
    """fx_revealer revealed by seat 2 (the traitor): three ghouls (Speed 3, Might 5, no
    Sanity) in the Entrance Hall with everybody, a wisp (Speed 2) on the Grand Staircase.
    Hero 3 has the first turn."""
    game = start_haunt(fx_pack, "fx_revealer", revealer=TRAITOR)
    for seat in range(4):
        for trait in ("speed", "might", "sanity", "knowledge"):
            set_index(game, seat, trait, 4)
    return game


def to_monster_turn(game, want=None):
    """End the explorers' turns up to the monsters' turn; with ``want``, under the first
    chance counter whose monster speed rolls satisfy it."""
    while game.current_seat() != TRAITOR or game.state["turn"]["kind"] != "explorer":
        game.submit(cmd("end_turn", game.current_seat()))
        answer_first(game)

    def act(trial):
        return trial.submit(cmd("end_turn", TRAITOR))
    if want is None:
        events = act(game)
        return game, events
    return try_dice(game, act, want)


def moves_of(events):
    return {e["kind"]: e["moves"] for e in of_type(events, "monster_moves")}


def move(game, mid, to):
    return game.submit(cmd("monster_move", TRAITOR, monster=mid, to=to))


def move_targets(game, mid):
    return sorted(c["to"] for c in game.legal_commands(TRAITOR)
                  if c.type == "monster_move" and c["monster"] == mid)


# -- speed ----------------------------------------------------------------------------------

def test_speed_one_roll_per_monster_type(haunt):
    game, events = to_monster_turn(haunt)
    assert game.state["turn"]["kind"] == "monsters" and game.current_seat() == TRAITOR
    speed = rolls(events, "monster speed")
    assert sorted((r["monster"], len(r["dice"])) for r in speed) == [("ghoul", 3), ("wisp", 2)]
    totals = {r["monster"]: r["total"] for r in speed}
    assert moves_of(events) == totals
    for m in game.state["monsters"]:
        assert m["moves"] == totals[m["kind"]]              # every ghoul moves the group's roll


def test_speed_stunned_monsters_do_not_roll(haunt):
    for mid in GHOULS:
        monster(haunt, mid)["stunned"] = True
    _game, events = to_monster_turn(haunt)
    assert [r["monster"] for r in rolls(events, "monster speed")] == ["wisp"]


# -- moving -----------------------------------------------------------------------------------

def test_monsters_cannot_explore_only_placed_neighbours(haunt):
    put_monster(haunt, "ghoul#1", "foyer")
    game, _ = to_monster_turn(haunt, lambda ev: moves_of(ev).get("ghoul", 0) >= 2)
    # the Foyer's east and west doorways lead to no room yet: not offered, not allowed
    assert move_targets(game, "ghoul#1") == ["entrance_hall", "grand_staircase"]
    with pytest.raises(IllegalCommand, match="cannot explore"):
        move(game, "ghoul#1", "map_room")
    with pytest.raises(IllegalCommand):
        move(game, "ghoul#1", "upper_landing")            # placed, but not next door
    assert "explore" not in {c.type for c in game.legal_commands(TRAITOR)}
    move(game, "ghoul#1", "grand_staircase")
    assert monster(game, "ghoul#1")["tile"] == "grand_staircase"


def test_monster_leaving_heroes_pays_one_more_per_hero_but_always_moves_one(haunt):
    """Heroes are opponents of the monsters: three heroes in the Entrance Hall make
    leaving it cost 4; with fewer moves a monster still moves one space, then stops."""
    game, events = to_monster_turn(haunt, lambda ev: moves_of(ev).get("ghoul", 0) >= 5)
    total = moves_of(events)["ghoul"]
    move(game, "ghoul#1", "foyer")
    assert monster(game, "ghoul#1")["moves"] == total - 4
    game, events = to_monster_turn(haunt, lambda ev: 1 <= moves_of(ev).get("ghoul", 0) <= 3)
    move(game, "ghoul#2", "foyer")
    assert monster(game, "ghoul#2")["moves"] == 0
    with pytest.raises(IllegalCommand, match="no moves"):
        move(game, "ghoul#2", "entrance_hall")


# -- attacking --------------------------------------------------------------------------------

def test_a_monster_attacks_once_per_turn(haunt):
    game, _ = to_monster_turn(haunt)

    def act(trial):
        return trial.submit(cmd("monster_attack", TRAITOR, monster="ghoul#1", target=3)) + answer_first(trial)
    game, events = try_dice(game, act, lambda ev: of_type(ev, "attack_resolved")[0]["winner"] != "defender")
    r = of_type(events, "attack_resolved")[0]
    assert r["trait"] == "might" and r["attacker"] == ["monster", "ghoul#1"]
    assert len(rolls(events, "attack")[0]["dice"]) == 5        # the ghoul's Might
    assert not monster(game, "ghoul#1")["stunned"]
    with pytest.raises(IllegalCommand, match="once per turn"):
        game.submit(cmd("monster_attack", TRAITOR, monster="ghoul#1", target=0))


def test_monsters_do_not_attack_the_traitor(haunt):
    game, _ = to_monster_turn(haunt)
    with pytest.raises(IllegalCommand):
        game.submit(cmd("monster_attack", TRAITOR, monster="ghoul#1", target=TRAITOR))


# -- stunned ----------------------------------------------------------------------------------

def hero_beats(game, mid, seat=3):
    def act(trial):
        return trial.submit(cmd("attack", seat, target=mid, weapon=None)) + answer_first(trial)
    return try_dice(game, act, lambda ev: of_type(ev, "attack_resolved")[0]["winner"] == "attacker")


def test_a_beaten_monster_is_stunned_not_damaged(haunt):
    before = [dict(p["traits"]) for p in haunt.state["players"]]
    game, events = hero_beats(haunt, "ghoul#1")
    assert [e["id"] for e in of_type(events, "monster_stunned")] == ["ghoul#1"]
    assert of_type(events, "trait_set") == [] and of_type(events, "monster_killed") == []
    assert monster(game, "ghoul#1")["stunned"] and monster(game, "ghoul#1")["tile"] == "entrance_hall"
    assert [p["traits"] for p in game.state["players"]] == before


def test_a_stunned_monster_misses_its_next_turn_and_recovers_at_its_end(haunt):
    game, _ = hero_beats(haunt, "ghoul#1")
    game, events = to_monster_turn(game, lambda ev: moves_of(ev).get("ghoul", 0) >= 1)
    assert game.state["turn"]["resting"] == ["ghoul#1"]
    assert monster(game, "ghoul#1")["moves"] == 0
    assert move_targets(game, "ghoul#1") == []
    with pytest.raises(IllegalCommand, match="stunned"):
        move(game, "ghoul#1", "foyer")
    with pytest.raises(IllegalCommand):
        game.submit(cmd("monster_attack", TRAITOR, monster="ghoul#1", target=3))
    assert move_targets(game, "ghoul#2")                  # the rest of the group moves
    events = game.submit(cmd("end_turn", TRAITOR))
    assert [e["id"] for e in of_type(events, "monster_recovered")] == ["ghoul#1"]
    assert not monster(game, "ghoul#1")["stunned"]
    game, _ = to_monster_turn(game, lambda ev: moves_of(ev).get("ghoul", 0) >= 1)
    assert monster(game, "ghoul#1")["moves"] >= 1 and move_targets(game, "ghoul#1")


def test_a_monster_stunned_on_its_own_turn_misses_the_next_one(haunt):
    game, _ = to_monster_turn(haunt)

    def act(trial):
        return trial.submit(cmd("monster_attack", TRAITOR, monster="ghoul#1", target=3)) + answer_first(trial)
    game, _ = try_dice(game, act, lambda ev: of_type(ev, "attack_resolved")[0]["winner"] == "defender")
    assert monster(game, "ghoul#1")["stunned"]
    events = game.submit(cmd("end_turn", TRAITOR))
    assert of_type(events, "monster_recovered") == []      # this turn was not the one it missed
    game, _ = to_monster_turn(game)
    assert game.state["turn"]["resting"] == ["ghoul#1"]
    events = game.submit(cmd("end_turn", TRAITOR))
    assert [e["id"] for e in of_type(events, "monster_recovered")] == ["ghoul#1"]


# -- moving past opponents (explorers) ------------------------------------------------------

def test_explorers_pay_one_extra_move_per_opponent_in_the_room(haunt):
    """Hero 3 shares the Entrance Hall with three ghouls and the traitor (opponents) and
    two heroes (not opponents): leaving costs 1 + 4."""
    haunt.state["turn"]["moves"] = 8
    haunt.submit(cmd("move", 3, to="foyer"))
    assert haunt.state["turn"]["moves"] == 8 - 5


def test_stunned_monsters_do_not_slow_explorers(haunt):
    for mid in GHOULS:
        monster(haunt, mid)["stunned"] = True
    haunt.state["turn"]["moves"] = 8
    haunt.submit(cmd("move", 3, to="foyer"))
    assert haunt.state["turn"]["moves"] == 8 - 2             # only the traitor slows the hero


def test_explorers_can_always_move_at_least_one_space(haunt):
    haunt.state["turn"]["moves"] = 2
    haunt.submit(cmd("move", 3, to="foyer"))                 # costs 5, has 2: still one space
    assert haunt.state["players"][3]["tile"] == "foyer" and haunt.state["turn"]["moves"] == 0
    with pytest.raises(IllegalCommand):
        haunt.submit(cmd("move", 3, to="entrance_hall"))


def test_opponents_slow_only_after_the_haunt(fx_pack):
    game = start(fx_pack, first_player=0)
    game.state["turn"]["moves"] = 4
    game.submit(cmd("move", 0, to="foyer"))                  # three other explorers in the hall
    assert game.state["turn"]["moves"] == 3


def test_penalties_stop_movement_after_the_first_space(haunt):
    """After one space, the penalty counts in full: 2 moves left do not pay 1 + 4."""
    haunt.state["turn"]["moves"] = 3
    put(haunt, 3, "foyer")
    haunt.submit(cmd("move", 3, to="entrance_hall"))         # nobody in the Foyer: 1
    assert haunt.state["turn"]["moves"] == 2
    with pytest.raises(IllegalCommand, match="not enough moves"):
        haunt.submit(cmd("move", 3, to="foyer"))
