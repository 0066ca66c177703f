"""The win condition ``object_on_tile`` and its ``by`` (docs/HAUNT_FORMAT.md): who may
have brought the object. Absent: anyone (carried there by anybody, or lying there);
``heroes``: lying there or carried by a hero, not the traitor or a monster; ``nobody``:
lying there (a monster carrying it counts as carrying). Win conditions are checked
after every command ("End of the Game": the first side to complete its goals wins), so
without ``by`` an object the traitor starts holding would win on the haunt's first
command wherever the traitor happened to stand.

Fixture haunt fx_carried (tests/haunt_helpers.py): seat 2 reveals and betrays, holding
the deed; hero 3 has the first turn (then 0, 1, the traitor, the ghoul). Heroes: the deed
in the Foyer ``by: heroes``, or the lamp on the Upper Landing (no ``by``). Traitor: the
deed on the Grand Staircase ``by: nobody``, or every hero dead.
"""

from __future__ import annotations

import pytest

from game import cmd
from game.engine import Ctx
from game.haunt.victory import _WIN
from haunt_helpers import (answer_first, carried_pack, give_object, monster_carries,  # noqa: F401 (fixtures, used by name as parameters)
                           of_type, put, put_monster, set_index, start_haunt, try_dice)

HERO, TRAITOR = 3, 2
GHOUL = "ghoul#1"


@pytest.fixture
def carried(carried_pack):
    game = start_haunt(carried_pack, "fx_carried", revealer=TRAITOR)
    assert game.current_seat() == HERO and game.state["haunt"]["traitor"] == TRAITOR
    assert game.state["haunt"]["objects"]["deed"] == {"tile": None, "holder": TRAITOR}
    for seat in range(4):
        for trait in ("speed", "might", "sanity", "knowledge"):
            set_index(game, seat, trait, 4)
    return game


def over(game):
    return game.phase == "over"


def to_the_traitor(game):
    """End the heroes' turns (3, 0, 1): the traitor's turn."""
    while game.current_seat() != TRAITOR:
        game.submit(cmd("end_turn", game.current_seat()))
        assert not over(game)
    game.state["turn"]["moves"] = 8


def winner(events):
    ends = of_type(events, "game_over")
    return ends[0]["winner"] if ends else None


# -- each holder against each `by` ----------------------------------------------------------

CASES = [  # who has the deed on the goal tile -> does the condition hold, per `by`
    ("traitor", {None: True, "heroes": False, "nobody": False}),
    ("hero", {None: True, "heroes": True, "nobody": False}),
    ("floor", {None: True, "heroes": True, "nobody": True}),
    ("monster", {None: True, "heroes": False, "nobody": False}),
]


@pytest.mark.parametrize("holder,expected", CASES, ids=[c[0] for c in CASES])
def test_object_on_tile_by_each_holder(carried, holder, expected):
    """The whole table, asked of the win condition itself with the deed in the Foyer."""
    game = carried
    put_monster(game, GHOUL, "foyer")
    if holder == "traitor":
        put(game, TRAITOR, "foyer")
    elif holder == "hero":
        put(game, HERO, "foyer")
        give_object(game, "deed", HERO)
    elif holder == "floor":
        game.state["haunt"]["objects"]["deed"] = {"tile": "foyer", "holder": None}
    else:
        monster_carries(game, GHOUL, "deed")
    ctx = Ctx(game.pack, game.ruleset, game.state)
    for by, holds in expected.items():
        arg = {"object": "deed", "tile": "foyer", **({"by": by} if by else {})}
        assert _WIN["object_on_tile"](ctx, arg) is holds, (holder, by)
        assert _WIN["object_on_tile"](ctx, dict(arg, tile="grand_staircase")) is False


# -- by: heroes ---------------------------------------------------------------------------------

def test_by_heroes_the_traitor_holding_it_on_the_tile_does_not_win(carried):
    put(carried, TRAITOR, "foyer")                    # the traitor stands on the heroes' goal
    carried.submit(cmd("end_turn", HERO))             # the haunt's first command
    assert not over(carried)
    to_the_traitor(carried)
    carried.submit(cmd("move", TRAITOR, to="entrance_hall"))
    carried.submit(cmd("move", TRAITOR, to="foyer"))  # walked in holding it: still nothing
    assert not over(carried)


def test_by_heroes_a_hero_carrying_it_there_wins(carried):
    give_object(carried, "deed", HERO)
    carried.state["turn"]["moves"] = 8
    events = carried.submit(cmd("move", HERO, to="foyer"))
    assert winner(events) == "heroes" and of_type(events, "game_over")[0]["reason"] == "object_on_tile"


def test_by_heroes_robbing_the_traitor_on_the_tile_wins_at_once(carried):
    """The traitor stands in the Foyer with the deed: a hero who beats them there by 2
    or more and steals it holds it on the goal tile, and the heroes win."""
    put(carried, TRAITOR, "foyer")
    put(carried, HERO, "foyer")
    set_index(carried, HERO, "might", 7)

    def by_two(events):
        res = of_type(events, "attack_resolved")
        return bool(res) and res[0]["winner"] == "attacker" and res[0]["attack"] - res[0]["defence"] >= 2
    game, _events = try_dice(carried, lambda t: t.submit(cmd("attack", HERO, target=TRAITOR, weapon=None)),
                             by_two)
    assert not over(game)
    assert game.pending["kind"] == "steal" and "object:deed" in game.pending["options"]
    events = game.submit(cmd("answer", HERO, choice="object:deed"))
    assert game.state["haunt"]["objects"]["deed"] == {"tile": None, "holder": HERO}
    assert winner(events) == "heroes"


def test_by_heroes_lying_there_wins_whoever_dropped_it(carried):
    to_the_traitor(carried)
    carried.submit(cmd("move", TRAITOR, to="foyer"))
    assert not over(carried)
    events = carried.submit(cmd("drop_object", TRAITOR, object="deed"))
    assert winner(events) == "heroes"


# -- by: nobody ---------------------------------------------------------------------------------

def test_by_nobody_the_traitor_carrying_it_there_does_not_win_dropping_it_does(carried):
    put(carried, TRAITOR, "grand_staircase")          # standing on the goal as the haunt begins
    carried.submit(cmd("end_turn", HERO))
    assert not over(carried)
    to_the_traitor(carried)
    carried.submit(cmd("move", TRAITOR, to="upper_landing"))
    carried.submit(cmd("move", TRAITOR, to="grand_staircase"))
    assert not over(carried)
    events = carried.submit(cmd("drop_object", TRAITOR, object="deed"))
    assert winner(events) == "traitor"


def test_by_nobody_a_hero_carrying_it_there_does_not_win_but_dropped_it_lies_there(carried):
    give_object(carried, "deed", HERO)
    put(carried, HERO, "upper_landing")
    carried.state["turn"]["moves"] = 8
    carried.submit(cmd("move", HERO, to="grand_staircase"))
    assert not over(carried)
    events = carried.submit(cmd("drop_object", HERO, object="deed"))
    assert winner(events) == "traitor"


# -- monsters -------------------------------------------------------------------------------------

def test_a_monster_carrying_it_satisfies_neither_by(carried):
    put_monster(carried, GHOUL, "foyer")
    monster_carries(carried, GHOUL, "deed")
    carried.submit(cmd("end_turn", HERO))             # the heroes' goal tile: no
    assert not over(carried)
    put_monster(carried, GHOUL, "grand_staircase")
    carried.state["haunt"]["objects"]["deed"]["tile"] = "grand_staircase"  # (as monster_moved does)
    carried.submit(cmd("end_turn", carried.current_seat()))   # the traitor's goal tile: no
    assert not over(carried)


def test_a_stunned_monster_drops_it_and_then_it_lies_there(carried):
    """A ghoul carrying the deed in the Foyer wins the heroes nothing; stunned there, it
    drops the deed, which then lies in the Foyer: the heroes win."""
    put_monster(carried, GHOUL, "foyer")
    monster_carries(carried, GHOUL, "deed")
    put(carried, HERO, "foyer")
    set_index(carried, HERO, "might", 7)

    def stunned(events):
        return any(e["t"] == "monster_stunned" and e["id"] == GHOUL for e in events)
    game, events = try_dice(carried, lambda t: t.submit(cmd("attack", HERO, target=GHOUL, weapon=None)),
                            stunned)
    assert game.state["haunt"]["objects"]["deed"] == {"tile": "foyer", "holder": None}
    assert winner(events) == "heroes"


def test_without_by_a_monster_carrying_it_there_counts(carried):
    """No ``by``: as before, what a monster carries is on its tile."""
    monster_carries(carried, GHOUL, "lamp")           # the ghoul waits on the Upper Landing
    events = carried.submit(cmd("end_turn", HERO))
    assert winner(events) == "heroes"
