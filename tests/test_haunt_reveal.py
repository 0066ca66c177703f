"""Classic rulebook, "Revealing the Haunt", "Optional Rule: Selecting the Haunt" and
"Haunt Setup".

Chart: the omen drawn before the haunt roll (column) and the room it was drawn in
(row) give the haunt number. Traitor: the haunt's rule names the traitor; "Special
Cases": of several possible traitors, the revealer if tied, else the closest to the
revealer's left. Setup: the haunt's monsters and objects go on the board and both
sides do their "Right Now" steps before the first haunt turn.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content.safe_yaml import safe_load
from game.haunt.reveal import chart_number
from haunt_helpers import (common_value, fx_pack, hand, of_type, place, put, reveal, steer_lot,  # noqa: F401 (fixtures, used by name as parameters)
                           set_index, set_value, start, track, value)

CHART_FILE = Path(__file__).resolve().parent.parent / "content" / "classic" / "haunt_chart.yaml"


def traitor_of(game):
    return game.state["haunt"]["traitor"]


def roles(game):
    return [p["role"] for p in game.state["players"]]


# -- the chart ------------------------------------------------------------------------------

def test_chart_every_cell_of_the_classic_chart_is_read_as_omen_by_room(classic_pack):
    """"Look at the name of the omen card ... and the room ... Find the corresponding
    haunt number." Every cell of the file, looked up by omen (column) and room (row)."""
    chart = safe_load(CHART_FILE.read_text())
    for i, room in enumerate(chart["rows"]):
        for j, omen in enumerate(chart["columns"]):
            assert chart_number(classic_pack, omen, room) == chart["cells"][i][j], (omen, room)
    assert chart_number(classic_pack, "butchers_cleaver", chart["rows"][0]) is None   # not an omen
    assert chart_number(classic_pack, chart["columns"][0], "foyer") is None           # not an omen room


@pytest.mark.parametrize("cell", [(0, 0), (5, 4), (12, 12), (8, 3)])
def test_chart_the_revealed_classic_haunt_is_the_one_in_the_cell(classic_pack, cell):
    chart = safe_load(CHART_FILE.read_text())
    i, j = cell
    room, omen = chart["rows"][i], chart["columns"][j]
    game = start(classic_pack)
    events = reveal(game, omen=omen, room=room)
    (started,) = of_type(events, "haunt_started")
    assert started["number"] == chart["cells"][i][j]
    assert classic_pack.haunts[game.state["haunt"]["id"]]["number"] == chart["cells"][i][j]


@pytest.mark.parametrize("omen, room, haunt", [
    ("widows_derringer", "antler_room", "fx_left"),
    ("widows_derringer", "clock_room", "fx_highest_might"),
    ("vellum_almanac", "antler_room", "fx_oldest"),
    ("vellum_almanac", "wellhead", "fx_omen_owner"),
])
def test_chart_omen_and_the_room_it_was_drawn_in_pick_the_haunt(fx_pack, omen, room, haunt):
    """The room is where the omen was drawn, not wherever the revealer stands now."""
    game = start(fx_pack)
    put(game, 0, "foyer")
    reveal(game, omen=omen, room=room)
    assert game.state["haunt"]["id"] == haunt
    assert game.state["phase"] == "haunt"


# -- the traitor ----------------------------------------------------------------------------

def test_traitor_haunt_revealer(fx_pack):
    game = start(fx_pack, first_player=2)
    reveal(game, "fx_revealer", draw_omen=False)
    assert traitor_of(game) == 2
    assert roles(game) == ["hero", "hero", "traitor", "hero"]


@pytest.mark.parametrize("revealer, traitor", [(1, 2), (3, 0)])
def test_traitor_left_of_revealer_is_the_next_seat_clockwise(fx_pack, revealer, traitor):
    game = start(fx_pack, first_player=revealer)
    reveal(game, "fx_left")
    assert traitor_of(game) == traitor
    assert roles(game).count("traitor") == 1 and roles(game)[traitor] == "traitor"


def test_traitor_highest_trait(fx_pack):
    game = start(fx_pack, first_player=1)
    for seat in range(4):
        set_index(game, seat, "might", 7 if seat == 3 else 0)   # 3: the top of a track, others the bottom
    reveal(game, "fx_highest_might")
    assert traitor_of(game) == 3


def test_traitor_lowest_trait(fx_pack):
    game = start(fx_pack, first_player=1)
    for seat in range(4):
        set_index(game, seat, "sanity", 0 if seat == 2 else 7)
    reveal(game, "fx_lowest_sanity")
    assert traitor_of(game) == 2


@pytest.mark.parametrize("haunt, pick", [("fx_oldest", max), ("fx_youngest", min)])
def test_traitor_oldest_and_youngest_by_explorer_age(fx_pack, haunt, pick):
    game = start(fx_pack, seed=5)
    ages = [fx_pack.explorers[p["explorer"]].age for p in game.state["players"]]
    expected = ages.index(pick(ages))
    revealer = (expected + 1) % 4            # someone else reveals: the rule, not the revealer
    game = start(fx_pack, seed=5, first_player=revealer)
    reveal(game, haunt)
    assert traitor_of(game) == expected


def test_traitor_omen_owner_is_whoever_holds_the_omen(fx_pack):
    game = start(fx_pack, first_player=1)
    hand(game, 3, "ferrymans_boathook")
    reveal(game, "fx_omen_owner")
    assert traitor_of(game) == 3


def test_traitor_omen_owner_falls_back_to_the_revealer_when_nobody_holds_it(fx_pack):
    game = start(fx_pack, first_player=1)
    assert "ferrymans_boathook" in game.state["decks"]["omen"]
    reveal(game, "fx_omen_owner")
    assert traitor_of(game) == 1


def test_traitor_none_everyone_is_a_hero(fx_pack):
    game = start(fx_pack, first_player=1)
    reveal(game, "fx_none")
    assert traitor_of(game) is None
    assert roles(game) == ["hero"] * 4


def test_traitor_hidden_is_drawn_by_lot_and_marked_hidden(fx_pack):
    """Legacy p.19 "Hidden Traitor": the traitor's "identity is secret from the other
    players", so it is drawn face down (docs/HAUNT_FORMAT.md, ``{hidden: drawn}``): the
    lot falls by the chance counter alone, not by a trait anyone can see."""
    for seat in range(4):
        game = start(fx_pack, first_player=0)
        for other in range(4):   # the strongest Might (the old rule's pick) is never the lot's reason
            set_index(game, other, "might", 7 if other == (seat + 1) % 4 else 0)
        r = steer_lot(game, seat)
        events = reveal(game, "fx_hidden")
        assert traitor_of(game) == seat and game.state["haunt"]["hidden"] is True
        (lot,) = of_type(events, "traitor_drawn")
        assert (lot["among"], lot["seat"], lot["hidden"], lot["r"]) == ([0, 1, 2, 3], seat, True, r)
        (started,) = of_type(events, "haunt_started")
        assert started["hidden"] is True and started["traitor"] == seat
        assert game.state["rng"] > r                      # the counter moved past the draw


def test_the_lot_is_drawn_among_the_living_alike_for_every_seat(fx_pack):
    """Over many seeds every seat draws the traitor's lot about as often (4 seats: a
    quarter each; the old rule, the highest Might, would always pick seat 2 here)."""
    counts = [0] * 4
    for seed in range(200):
        game = start(fx_pack, first_player=0, seed=seed)
        for other in range(4):
            set_index(game, other, "might", 7 if other == 2 else 0)
        reveal(game, "fx_hidden")
        counts[traitor_of(game)] += 1
    assert all(30 <= n <= 70 for n in counts), counts


# -- "Special Cases": ties --------------------------------------------------------------------

def tie(fx_pack, revealer, tied, trait="might", haunt="fx_highest_might", high=True):
    game = start(fx_pack, first_player=revealer)
    shared = common_value(game, tied, trait)
    for seat in range(4):
        if seat in tied:
            set_value(game, seat, trait, shared)
        else:   # strictly below (or above) the tied value
            steps = track(game, seat, trait)
            set_index(game, seat, trait, 0 if high else 7)
            assert (steps[0] < shared) if high else (steps[7] > shared)
    assert len({value(game, s, trait) for s in tied}) == 1
    reveal(game, haunt)
    return traitor_of(game)


def test_tie_the_revealer_is_the_traitor_if_tied(fx_pack):
    """"If two or more people could be the traitor, and one of them is the haunt
    revealer, then that person is the traitor.\""""
    assert tie(fx_pack, revealer=1, tied=[1, 3]) == 1
    assert tie(fx_pack, revealer=3, tied=[0, 3]) == 3


@pytest.mark.parametrize("revealer, tied, traitor", [
    (1, [0, 3], 3),      # left of 1: 2, 3, 0 -> 3
    (3, [0, 2], 0),      # left of 3: 0 first (around the table)
    (0, [1, 3], 1),
])
def test_tie_else_the_closest_tied_player_on_the_revealers_left(fx_pack, revealer, tied, traitor):
    """"If neither one was the haunt revealer, then the closest player on the haunt
    revealer's left is the traitor" (left: the next seat clockwise)."""
    assert tie(fx_pack, revealer, tied) == traitor


def test_tie_applies_to_lowest_too(fx_pack):
    assert tie(fx_pack, 2, [0, 1], trait="sanity", haunt="fx_lowest_sanity", high=False) == 0


# -- "Optional Rule: Selecting the Haunt" ------------------------------------------------------

def omen_rooms_east(fx_pack, near: str, far: str, **options):
    """Revealer (seat 0) in the Antler Room east of the Entrance Hall; ``near`` one room
    further east (1 step), ``far`` west of the Entrance Hall (2 steps)."""
    game = start(fx_pack, first_player=0, **options)
    place(game, "antler_room", "ground", 1, 0)
    place(game, near, "ground", 2, 0)
    place(game, far, "ground", -1, 0)
    put(game, 0, "antler_room")
    return game


def test_skip_off_the_chart_haunt_is_played(fx_pack):
    game = omen_rooms_east(fx_pack, "clock_room", "wellhead")
    reveal(game, omen="widows_derringer", room="antler_room")
    assert game.state["haunt"]["id"] == "fx_left"


@pytest.mark.parametrize("near, far, expected", [
    ("clock_room", "wellhead", "fx_highest_might"),
    ("wellhead", "clock_room", "fx_lowest_sanity"),
])
def test_skip_a_played_haunt_uses_the_nearest_other_omen_room(fx_pack, near, far, expected):
    """"look for the next room with an omen symbol closest to the revealer of the haunt.
    Match that room to the chart (using the same omen)\""""
    game = omen_rooms_east(fx_pack, near, far, skip_haunts=["fx_left"])
    reveal(game, omen="widows_derringer", room="antler_room")
    assert game.state["haunt"]["id"] == expected


def test_skip_goes_on_from_room_to_room(fx_pack):
    """"Continue going from room to room this way until you find a haunt that you
    haven't revealed.\""""
    game = omen_rooms_east(fx_pack, "clock_room", "wellhead", skip_haunts=["fx_left", "fx_highest_might"])
    reveal(game, omen="widows_derringer", room="antler_room")
    assert game.state["haunt"]["id"] == "fx_lowest_sanity"


def test_skip_after_every_placed_room_the_next_omen_held(fx_pack):
    """"If you get through all the placed rooms, look at the next omen you have and do
    the same thing.\""""
    game = omen_rooms_east(fx_pack, "clock_room", "wellhead",
                           skip_haunts=["fx_left", "fx_highest_might", "fx_lowest_sanity"])
    hand(game, 0, "vellum_almanac")
    reveal(game, omen="widows_derringer", room="antler_room")
    assert game.state["haunt"]["id"] == "fx_oldest"          # almanac x antler room


def test_skip_when_every_room_and_omen_at_hand_leads_to_a_played_haunt(fx_pack):
    """"With this optional rule, you can play through all of the haunts without repeating
    ones you've already played": when no room and no omen at hand leads to an unplayed
    haunt, the unplayed haunt with the lowest number begins (and only when every haunt
    has been played, the chart's own)."""
    played = ["fx_left", "fx_highest_might", "fx_lowest_sanity", "fx_revealer"]
    reachable = omen_rooms_east(fx_pack, "clock_room", "wellhead", skip_haunts=played)
    before = dict(reachable.state["options"])
    numbers = {h["id"]: h["number"] for h in fx_pack.haunts.values()}
    from game.haunt.reveal import choose_haunt
    every = sorted(numbers)
    others = [h for h in every if h not in played]
    reachable.state["options"]["skip_haunts"] = [h for h in every if h != max(others, key=numbers.get)]
    chosen = choose_haunt(fx_pack, reachable.state, "widows_derringer", "antler_room", 0)
    assert chosen["id"] == max(others, key=numbers.get)      # the one haunt left, wherever it is
    reachable.state["options"]["skip_haunts"] = every
    assert choose_haunt(fx_pack, reachable.state, "widows_derringer", "antler_room", 0)["id"] == "fx_left"
    reachable.state["options"] = before


# -- "Haunt Setup" --------------------------------------------------------------------------------

@pytest.mark.parametrize("players, ghouls", [(3, 2), (4, 3), (5, 4), (6, 5)])
def test_setup_monsters_by_player_count_where_the_haunt_says(fx_pack, players, ghouls):
    game = start(fx_pack, players=players, first_player=0)
    put(game, 0, "foyer")                             # the traitor (the revealer) is in the Foyer
    events = reveal(game, "fx_revealer")
    placed = of_type(events, "monster_placed")
    assert sorted(m["kind"] for m in placed) == ["ghoul"] * ghouls + ["wisp"]
    tiles = {m["kind"]: set() for m in placed}
    for m in placed:
        tiles[m["kind"]].add(m["tile"])
    assert tiles == {"ghoul": {"foyer"}, "wisp": {"grand_staircase"}}   # near the traitor / a tile
    assert len(game.state["monsters"]) == ghouls + 1
    assert len({m["id"] for m in game.state["monsters"]}) == ghouls + 1
    assert not any(m["stunned"] for m in game.state["monsters"])


def test_setup_objects_are_placed_unless_an_effect_places_them_later(fx_pack):
    game = start(fx_pack, first_player=0)
    put(game, 0, "foyer")
    reveal(game, "fx_revealer")
    assert game.state["haunt"]["objects"] == {
        "relic": {"tile": "entrance_hall", "holder": None},
        "idol": {"tile": "foyer", "holder": None},
    }


def test_setup_both_sides_do_their_right_now_steps_before_the_first_turn(fx_pack):
    """"Both sides (the heroes and the traitor) do anything the haunt told them to do in
    the Right Now section" — the traitor's steps as the traitor, the heroes' as a hero."""
    game = start(fx_pack, first_player=0)
    events = reveal(game, "fx_revealer")
    assert game.state["haunt"]["counters"] == {"heroes_setup": 1, "traitor_setup": 1}
    gains = [(e["seat"], e["trait"], e["to"] - e["frm"]) for e in of_type(events, "trait_set")]
    assert (0, "might", 1) in gains                # the traitor (seat 0) does the traitor's steps
    assert (1, "knowledge", 1) in gains            # the first hero left of the revealer
    assert all(s in (0, 1) for s, _t, _n in gains)
    first_turn = next(i for i, e in enumerate(events) if e["t"] == "turn_started")
    assert all(i < first_turn for i, e in enumerate(events) if e["t"] in ("counter_changed", "trait_set"))


def test_setup_the_revealer_does_the_heroes_steps_when_a_hero(fx_pack):
    game = start(fx_pack, first_player=1)
    events = reveal(game, "fx_left")                  # traitor: seat 2; revealer 1 is a hero
    assert [(e["seat"], e["trait"]) for e in of_type(events, "trait_set")] == [(1, "knowledge")]


def test_an_object_placed_carried_by_the_traitor_starts_in_their_hands(classic_pack):
    """The Reading of the Will: the traitor holds the Will when the haunt begins, so the
    heroes cannot win merely because everyone stands in the Entrance Hall."""
    from haunt_helpers import start_haunt
    game = start_haunt(classic_pack, "the_reading_of_the_will", seed=2)
    traitor = game.state["haunt"]["traitor"]
    assert game.state["haunt"]["objects"]["quarrenders_will"] == {"tile": None, "holder": traitor}
    assert game.phase == "haunt"


@pytest.mark.parametrize("haunt_id", ["lives_to_spare", "the_reading_of_the_will"])
def test_a_setup_that_lowers_a_trait_never_kills(classic_pack, haunt_id):
    """The traitor's setup in these haunts loses Might; a traitor whose Might is already
    on its lowest step is left there, alive: the game is not decided by reading the
    haunt out (and the heroes' first command does not win it)."""
    from haunt_helpers import reveal, start
    from scenario import set_index

    game = start(classic_pack, seed=2)
    for seat in range(4):
        set_index(game, seat, "might", 0)
    reveal(game, haunt_id)
    traitor = game.state["haunt"]["traitor"]
    assert game.phase == "haunt" and game.state["players"][traitor]["alive"]
    assert game.state["players"][traitor]["traits"]["might"] == 0
    first = game.acting_seat()
    game.submit(next(c for c in game.legal_commands(first) if c.type == "end_turn"))
    assert game.phase == "haunt"
