"""Classic rulebook, "Discovering a New Room" and "Drawing Omen, Item, & Event Cards".

The Foyer sits at (0,-1) on the ground floor with doorways on all four sides; its
east and west doorways lead to empty cells at the start of a game.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import IllegalCommand, cmd
from game.invariants import violations

from scenario import (PACK, answer_first, card_on_top, make_game, of_type, place, put, stack_on_top)

SIDES = "NESW"


def doors_turned(tile: str, rot: int) -> set[str]:
    """The tile's doorways after ``rot`` quarter turns clockwise (CONTENT_FORMAT.md)."""
    return {SIDES[(SIDES.index(s) + rot) % 4] for s in PACK.tiles[tile].doors}


def matches(game, tile, region, x, y, rot) -> int:
    """How many of the tile's doorways would meet a doorway of a placed neighbour."""
    out = 0
    for side in doors_turned(tile, rot):
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[side]
        other = game.state["map"].get(region, {}).get(f"{x + dx},{y + dy}")
        if other and SIDES[(SIDES.index(side) + 2) % 4] in doors_turned(other[0], other[1]):
            out += 1
    return out


def in_foyer():
    game = make_game()
    put(game, 0, "foyer")
    return game


# -- the tile must fit the floor ------------------------------------------------------------

def test_discovery_tiles_for_other_floors_are_set_aside_face_down():
    """"If the top tile can't go on the floor you're currently on, set it aside facedown
    in a discard pile. Keep setting tiles aside until you find one that works.\""""
    game = in_foyer()
    stack_on_top(game, "robing_room", "dovecote", "scullery")   # upper, upper, then ground
    game.submit(cmd("explore", 0, door="E"))
    answer_first(game)
    assert game.state["placed"]["scullery"][:3] == ["ground", 1, -1]
    assert game.state["tile_discard"] == ["robing_room", "dovecote"]
    assert "robing_room" not in game.state["stack"] and "dovecote" not in game.state["stack"]
    assert game.view("table")["tile_discard"] == 2          # face down: a count, no names
    assert violations(PACK, game.state) == []


@pytest.mark.parametrize("tile, region, start", [
    ("wellhead", "basement", "basement_landing"), ("wellhead", "ground", "foyer"),
    ("orrery_room", "upper", "upper_landing")])
def test_discovery_a_tile_is_placed_on_the_floor_you_are_on(tile, region, start):
    """A tile names the floors it may go on; it lands on the explorer's floor."""
    game = make_game()
    put(game, 0, start)
    stack_on_top(game, tile)
    door = "E"
    game.submit(cmd("explore", 0, door=door))
    answer_first(game)
    assert game.state["placed"][tile][0] == region
    assert region in PACK.tiles[tile].floors
    assert game.state["players"][0]["tile"] == tile


# -- only legal rotations ----------------------------------------------------------------------

def _offered(game, door):
    game.submit(cmd("explore", 0, door=door))
    assert game.pending["kind"] == "place_tile"
    return game.pending


def test_discovery_the_new_room_connects_the_entry_and_the_most_doorways():
    """"Connect it to the doorway you just entered ... creating adjacent rooms with
    connecting doors. (Connect doorways whenever possible.)" The Mending Room (N, E)
    enters from the west; with a room to its north that has a south door, only the turn
    with doorways W and N connects both."""
    game = in_foyer()
    place(game, "oratory", "ground", 1, -2, 0)          # doors N, S: its S faces (1,-1)
    stack_on_top(game, "mending_room")
    pending = _offered(game, "E")
    assert [o["rot"] for o in pending["options"]] == [3]
    assert doors_turned("mending_room", 3) == {"W", "N"}

    plain = in_foyer()                                   # no neighbour to the north:
    stack_on_top(plain, "mending_room")                  # both turns through W are equal
    rots = {o["rot"] for o in _offered(plain, "E")["options"]}
    assert {frozenset(doors_turned("mending_room", r)) for r in rots} == {
        frozenset("SW"), frozenset("WN")}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tile=st.sampled_from(sorted(t for t in PACK.tiles if "ground" in PACK.tiles[t].floors
                                   and not PACK.tiles[t].data.get("start"))),
       door=st.sampled_from(["E", "W"]), neighbours=st.lists(st.booleans(), min_size=2, max_size=2))
def test_discovery_every_offered_turn_is_legal_and_as_connected_as_possible(tile, door, neighbours):
    game = in_foyer()
    x = 1 if door == "E" else -1
    # optional neighbours above and below the new cell, each with a doorway facing it
    if neighbours[0] and tile != "oratory":
        place(game, "oratory", "ground", x, -2, 0)
    if neighbours[1] and tile != "bell_passage":
        place(game, "bell_passage", "ground", x, 0, 0)
    stack_on_top(game, tile)
    pending = _offered(game, door)
    entry = "W" if door == "E" else "E"
    through_entry = [r for r in range(4) if entry in doors_turned(tile, r)]
    best = max(matches(game, tile, "ground", x, -1, r) for r in through_entry)
    layouts = set()
    for option in pending["options"]:
        assert (option["region"], option["x"], option["y"]) == ("ground", x, -1)
        assert entry in doors_turned(tile, option["rot"])
        assert matches(game, tile, "ground", x, -1, option["rot"]) == best
        layouts.add(frozenset(doors_turned(tile, option["rot"])))
    assert len(layouts) == len(pending["options"]) >= 1      # one choice per layout
    refused = [r for r in range(4) if frozenset(doors_turned(tile, r)) not in layouts]
    if refused:
        with pytest.raises(IllegalCommand):
            game.submit(cmd("answer", 0, choice={"region": "ground", "x": x, "y": -1, "rot": refused[0]}))


# -- running out of tiles ---------------------------------------------------------------------------

def test_discovery_with_no_tiles_left_for_a_floor_explore_is_not_offered_and_play_goes_on():
    game = in_foyer()
    ground = [t for t in list(game.state["stack"]) if "ground" in PACK.tiles[t].floors]
    for i, tile in enumerate(ground):       # lay every ground tile out of the way
        place(game, tile, "ground", 100 + 2 * i, 100, 0)
    assert game.state["stack"] and violations(PACK, game.state) == []
    assert not [c for c in game.legal_commands(0) if c.type == "explore"]
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("explore", 0, door="E"))
    assert "no rooms are left" in err.value.reason
    game.submit(cmd("move", 0, to="grand_staircase"))
    game.submit(cmd("move", 0, to="upper_landing"))
    assert [c for c in game.legal_commands(0) if c.type == "explore"]   # upstairs still has some
    game.submit(cmd("end_turn", 0))
    assert game.current_seat() == 1 and violations(PACK, game.state) == []


# -- a room with a card symbol draws the card --------------------------------------------------------

@pytest.mark.parametrize("room, deck, card", [
    ("gun_room", "item", "butchers_cleaver"),
    ("ancestor_walk", "omen", "widows_derringer"),
    ("smoking_room", "event", "somebody_hums_along"),
])
def test_drawing_cards_a_discovered_symbol_room_draws_its_card(room, deck, card):
    """"The first time you discover a room with a card symbol, you must end your move in
    that room and draw the appropriate card.\""""
    game = in_foyer()
    stack_on_top(game, room)
    card_on_top(game, deck, card)
    events = game.submit(cmd("explore", 0, door="E")) + answer_first(game)
    drawn = of_type(events, "card_drawn")
    assert [(e["deck"], e["card"], e["seat"]) for e in drawn] == [(deck, card, 0)]
    assert card not in game.state["decks"][deck]
    assert game.state["omens_drawn"] == (1 if deck == "omen" else 0)


def test_drawing_cards_only_the_first_discovery_draws():
    game = in_foyer()
    stack_on_top(game, "ancestor_walk")
    game.submit(cmd("explore", 0, door="E"))
    answer_first(game)
    game.submit(cmd("end_turn", 0))
    answer_first(game)
    assert game.current_seat() == 1
    put(game, 1, "foyer")
    events = game.submit(cmd("move", 1, to="ancestor_walk"))
    assert of_type(events, "card_drawn") == []
    assert game.state["turn"]["moves"] > 0            # and walking in does not stop you
