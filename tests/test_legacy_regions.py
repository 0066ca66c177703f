"""Legacy rulebook, "Regions and Tiles" (p.8) and "Discovering a New Tile" (p.10):
four regions, the starting tiles and how they connect, bump sides, secret passages,
Runestones and ghosts, tiles with several symbols, false features, never sealing off a
region, and running out of tiles.

The starting house (docs/LEGACY_FORMAT.md): Front Steps (outside, 0,0; doors N E W,
bump S; linked to the Entrance Hall), Entrance Hall (ground, 0,0; doors N E W, bump S;
the ground-floor staircase, linked to both landings), Upper Landing and Basement
Landing (0,0 of their regions, four doors each). y grows south.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, board, cmd

from legacy_helpers import (answer_first, card_on_top, explore, hand, legal, lpack, make_game,  # noqa: F401 (fixtures, used by name as parameters)
                            narrated, of_type, only_in_stack, place, put, stack_on_top)


def moves_to(game, seat):
    return {c["to"] for c in legal(game, seat, "move")}


# -- four regions, four starting tiles -------------------------------------------------------

def test_regions_four_regions_each_with_its_starting_tile(lpack):
    """p.8: "The house and its environs have four regions: outside, basement, ground
    floor, and upper floor." Setup p.7: "Find the four starting tiles." Everyone starts
    in the Entrance Hall."""
    game = make_game(lpack)
    assert game.ruleset.regions == ("outside", "basement", "ground", "upper")
    assert {t: pos[0] for t, pos in game.state["placed"].items()} == {
        "front_steps": "outside", "entrance_hall": "ground",
        "upper_landing": "upper", "basement_landing": "basement"}
    assert {p["tile"] for p in game.state["players"]} == {"entrance_hall"}


def test_regions_front_steps_are_adjacent_to_the_entrance_hall_and_back(lpack):
    """p.8: "The Front Steps tile, which is in the outside region, is adjacent to the
    Entrance Hall (and vice versa).\""""
    game = make_game(lpack)
    assert "front_steps" in moves_to(game, 0)
    game.submit(cmd("move", 0, to="front_steps"))
    assert game.state["players"][0]["tile"] == "front_steps"
    assert moves_to(game, 0) == {"entrance_hall"}
    game.submit(cmd("move", 0, to="entrance_hall"))
    assert game.state["players"][0]["tile"] == "entrance_hall"


@pytest.mark.parametrize("landing", ["upper_landing", "basement_landing"])
def test_regions_the_ground_floor_staircase_reaches_both_landings_and_back(lpack, landing):
    """p.8: "The Ground Floor Staircase is adjacent to the Upper Landing and the Basement
    Landing (and vice versa)." (It is in the Entrance Hall.)"""
    game = make_game(lpack)
    assert moves_to(game, 0) == {"front_steps", "upper_landing", "basement_landing"}
    game.submit(cmd("move", 0, to=landing))
    assert game.state["players"][0]["tile"] == landing
    assert moves_to(game, 0) == {"entrance_hall"}     # its four doorways are open, not tiles


def test_regions_each_region_is_separate(lpack):
    """p.8: "Each region is separate from the others": the landings and the Front
    Steps meet only through the Entrance Hall."""
    game = make_game(lpack)
    for tile in ("front_steps", "upper_landing", "basement_landing"):
        assert board.neighbours(lpack, game.state, tile) == ["entrance_hall"]


# -- bump sides ------------------------------------------------------------------------------

@pytest.mark.parametrize("region, start", [("ground", "entrance_hall"), ("outside", "front_steps")])
def test_bump_no_tile_may_be_placed_against_a_bump(lpack, region, start):
    """p.10: "Two tiles (the Entrance Hall and Front Steps) have a bump on one side to
    show that tiles cannot be placed on those sides." A corridor south-east of the
    bump has an open doorway west, into the cell under the bump: it cannot be explored."""
    game = make_game(lpack)
    place(game, "lx_corridor", region, 1, 1, rot=1)          # doors E and W
    put(game, 0, "lx_corridor")
    assert [c["door"] for c in legal(game, 0, "explore")] == ["E"]
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("explore", 0, door="W"))
    assert "no open doorway" in err.value.reason
    for tile in ("lx_pantry", "lx_orchard", "lx_dead_end"):
        assert board.placements(lpack, game.state, tile, region, 0, 1, None) == []
    assert game.pack.tiles[start].bump == ("S",)
    # the bots see it as the rules do: one doorway to explore, not two (a bot that took the
    # west doorway for open walked to and fro beside it for ever: a capped campaign chapter)
    from game.bots import paths
    view = game.view(0)
    assert paths.open_doors_of(lpack, view, "lx_corridor") == 1


def test_bots_do_not_aim_to_explore_from_a_chute(lpack):
    """The Cellar Flaps: "No one can stop here" — an explorer who enters drops to the
    Basement Landing at once, so an open doorway on the flaps cannot be explored from.
    The bots must not count it as somewhere to explore (bots that walked there slid
    away and came back for ever: capped campaign chapters and free-play games)."""
    from game.bots import paths
    game = make_game(lpack)
    place(game, "cellar_flaps", "outside", 1, 0, rot=3)      # doors W (the steps) and N
    place(game, "lx_corridor", "outside", -1, 0, rot=1)      # doors E (the steps) and W
    view = game.view(0)
    assert paths.open_doors_of(lpack, view, "cellar_flaps") >= 1   # a doorway leads out...
    tiles = paths.open_door_tiles(lpack, view)
    assert "cellar_flaps" not in tiles                           # ...but no one stands there
    assert "lx_corridor" in tiles


# -- secret passages ---------------------------------------------------------------------------

def test_secret_passages_every_passage_is_adjacent_to_every_other(lpack):
    """p.9: "A tile with a secret passage is adjacent to every other tile with a secret
    passage" — across regions, printed on the tile or added as a Secret Passage token."""
    game = make_game(lpack)
    place(game, "lx_passage_up", "upper", 0, -1)              # doors N S: meets the landing
    place(game, "lx_passage_down", "basement", 0, -1)
    game.state["tokens"]["entrance_hall"] = ["secret_passage"]
    put(game, 0, "lx_passage_up")
    assert moves_to(game, 0) == {"upper_landing", "lx_passage_down", "entrance_hall"}
    moves = game.state["turn"]["moves"]
    game.submit(cmd("move", 0, to="lx_passage_down"))
    assert game.state["players"][0]["tile"] == "lx_passage_down"
    assert game.state["turn"]["moves"] == moves - 1           # an ordinary move
    assert moves_to(game, 0) >= {"lx_passage_up", "entrance_hall"}
    # a tile without a passage gains nothing from its neighbour's
    put(game, 0, "upper_landing")
    assert moves_to(game, 0) == {"entrance_hall", "lx_passage_up"}


# -- Runestones and ghosts ---------------------------------------------------------------------

def look(game, tile):
    put(game, 0, tile)
    game.state["turn"]["used"] = []                     # a new look each time
    game.state["players"][0]["used"] = []
    return narrated(game.submit(cmd("use_item", 0, card="lx_ghost_glass")))


def test_runestones_and_ghosts_are_read_by_conditions(lpack):
    """p.10: "Some tiles contain Runestone symbols. You can ignore these unless a card
    or haunt tells you otherwise." "Omens ... are more powerful on tiles with ghosts."
    docs/LEGACY_FORMAT.md: conditions {tile_has: runestone|ghost|secret_passage} and
    {carrying_type: sacred}."""
    game = make_game(lpack)
    hand(game, 0, "lx_ghost_glass")
    place(game, "lx_rune_ghost", "ground", 5, 5)
    place(game, "lx_passage_up", "upper", 0, -1)
    assert look(game, "lx_rune_ghost") == ["lx: ghost", "lx: rune"]
    assert look(game, "entrance_hall") == []
    assert look(game, "lx_passage_up") == ["lx: passage"]
    hand(game, 0, "lx_relic")
    assert look(game, "entrance_hall") == ["lx: sacred"]


# -- several symbols, left to right ------------------------------------------------------------

def test_symbols_several_symbols_resolve_left_to_right(lpack):
    """p.10: "Some tiles have more than one symbol. When discovering such a tile,
    resolve each symbol from left to right." (An item, then an event.)"""
    game = make_game(lpack)
    card_on_top(game, "item", "lx_tonic")
    card_on_top(game, "event", "lx_quiet")
    events = explore(game, 0, "N", "lx_item_then_event")
    assert [(e["deck"], e["card"]) for e in of_type(events, "card_drawn")] == [
        ("item", "lx_tonic"), ("event", "lx_quiet")]
    assert game.state["players"][0]["cards"] == ["lx_tonic"]
    assert "lx: quiet" in narrated(events)


def test_symbols_no_actions_between_symbols(lpack):
    """p.10: "Players cannot take any actions before or between resolving these
    symbols." While the first symbol's card still asks something (an heirloom offer),
    answering is all anyone can do; the event is drawn only after."""
    game = make_game(lpack)
    card_on_top(game, "item", "lx_keepsake")
    card_on_top(game, "event", "lx_quiet")
    stack_on_top(game, "lx_item_then_event")
    game.submit(cmd("explore", 0, door="N"))
    game.submit(cmd("answer", 0, choice=game.pending["options"][0]))     # place the tile
    assert game.pending["kind"] == "heirloom"
    assert {c.type for c in game.legal_commands(0)} == {"answer"}
    assert game.state["reading"] is None and "lx_quiet" in game.state["decks"]["event"]
    events = answer_first(game)
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_quiet"]


def test_symbols_an_omen_first_rolls_for_the_haunt_before_the_next_symbol(lpack):
    """p.10, Turn timing: resolve the symbols; "If you drew an Omen card and the haunt
    hasn't started, check to see if the haunt starts ... Otherwise, your turn
    continues." The haunt roll comes as the omen is drawn, then the item."""
    game = make_game(lpack)          # the threshold is out of reach: the haunt never starts
    card_on_top(game, "item", "lx_tonic")
    events = explore(game, 0, "N", "lx_omen_then_item")
    kinds = [(e["t"], e.get("deck")) for e in events if e["t"] in ("card_drawn", "haunt_rolled")]
    assert kinds == [("card_drawn", "omen"), ("haunt_rolled", None), ("card_drawn", "item")]
    assert game.phase == "explore" and game.current_seat() == 0
    assert "lx_tonic" in game.state["players"][0]["cards"]


def test_symbols_an_omen_that_starts_the_haunt_stops_everything_else(lpack):
    """p.10: "If the haunt starts, your turn is immediately over. Do not resolve any
    other symbols or effects on the tile." The item after the omen is never drawn and
    the tile's action is never taken."""
    game = make_game(lpack, haunt_threshold=0)
    card_on_top(game, "item", "lx_tonic")
    events = explore(game, 0, "N", "lx_omen_then_item")
    assert [e["deck"] for e in of_type(events, "card_drawn")] == ["omen"]
    assert of_type(events, "haunt_rolled")[0]["started"] is True
    assert game.state["decks"]["item"][0] == "lx_tonic"
    assert [e["seat"] for e in of_type(events, "turn_ended")][:1] == [0]
    assert game.state["haunt"]["room"] == "lx_omen_then_item"
    assert game.current_seat() != 0


# -- false features ---------------------------------------------------------------------------

def test_false_features_a_doorway_facing_a_wall_cannot_be_crossed(lpack):
    """p.10, False Features: "If it's impossible to match up all doorways, you instead
    create a false feature ... You can't move through these false features." The
    Entrance Hall's east doorway faces the blank side of a dead end."""
    game = make_game(lpack)
    place(game, "lx_dead_end", "ground", 1, 0)               # its only doorway faces south
    assert board.through(lpack, game.state, "entrance_hall", "E") == ("wall", None)
    assert "lx_dead_end" not in moves_to(game, 0)
    assert "E" not in [c["door"] for c in legal(game, 0, "explore")]
    with pytest.raises(IllegalCommand):
        game.submit(cmd("move", 0, to="lx_dead_end"))
    with pytest.raises(IllegalCommand):
        game.submit(cmd("explore", 0, door="E"))


# -- don't seal off a region ---------------------------------------------------------------------

def close_front_steps_but_east(game):
    """Dead ends against the Front Steps' north and west doorways."""
    place(game, "lx_dead_end", "outside", 0, -1)               # door S meets the steps' N
    place(game, "lx_dead_end_b", "outside", -1, 0, rot=3)      # door E meets the steps' W


def test_seal_a_tile_that_would_seal_off_the_region_is_buried(lpack):
    """p.10, Don't Seal Off a Region: "You can't place a tile so that it seals off a
    region, leaving no unconnected doorways. If the only possible placement of a tile
    would seal off a region, bury it and draw tiles until you find one that leaves a
    free doorway." The outside's last open doorway must not meet a dead end."""
    game = make_game(lpack)
    close_front_steps_but_east(game)
    put(game, 0, "front_steps")
    stack_on_top(game, "lx_dead_end_c", "lx_corridor")
    events = explore(game, 0, "E")
    assert [e["tile"] for e in of_type(events, "tile_buried")] == ["lx_dead_end_c"]
    assert game.state["stack"][-1] == "lx_dead_end_c"         # buried: bottom of the stack
    assert game.state["placed"]["lx_corridor"][:3] == ["outside", 1, 0]
    assert game.state["players"][0]["tile"] == "lx_corridor"
    assert board.open_doorways(lpack, game.state, "outside")


def test_seal_a_doorway_into_the_bumped_cell_is_not_a_free_doorway(lpack):
    """p.10: the only other open doorway of the region faces the cell under the Front
    Steps' bump, where nothing may ever be placed: it is no way on, so a dead end
    here would still seal off the region and is buried."""
    game = make_game(lpack)
    close_front_steps_but_east(game)
    place(game, "lx_bend", "outside", 1, 0, rot=2)             # doors S and W
    place(game, "lx_tee", "outside", 1, 1)                     # doors N, E and W (into 0,1)
    put(game, 0, "lx_tee")
    stack_on_top(game, "lx_dead_end_c", "lx_corridor")
    events = explore(game, 0, "E")
    assert [e["tile"] for e in of_type(events, "tile_buried")] == ["lx_dead_end_c"]
    assert game.state["placed"]["lx_corridor"][:3] == ["outside", 2, 1]


# -- no more tiles for that region ------------------------------------------------------------

def test_no_more_tiles_no_move_is_spent(lpack):
    """p.10, No More Tiles for That Region: "you do not spend a move since you did not
    enter a new tile. You may continue your turn." Only outside tiles are left."""
    game = make_game(lpack)
    only_in_stack(game, "lx_orchard")
    moves = game.state["turn"]["moves"]
    assert legal(game, 0, "explore") == []
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("explore", 0, door="N"))
    assert "no rooms are left" in err.value.reason
    assert game.state["turn"]["moves"] == moves and game.state["players"][0]["tile"] == "entrance_hall"
    game.submit(cmd("move", 0, to="front_steps"))              # the turn goes on
    assert game.state["turn"]["moves"] == moves - 1
    assert [c["door"] for c in legal(game, 0, "explore")]      # outside still has a tile
