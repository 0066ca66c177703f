"""Go where you point, through the App: a room several moves off, on another floor, is
one or two clicks away; the walk stops where the rules stop a move; a room out of
reach says why; the lit rooms are chosen by keyboard; with no Explore squares the
board says why (issue 28, item 2)."""

from __future__ import annotations

from test_ui_board import App, Hover, Key, Settings, click, human_game, load_pack, open_board, settle

import pytest

from scenario import place, put, set_trait, value


@pytest.fixture(scope="module")
def pack():
    return load_pack("classic")


@pytest.fixture
def app():
    app = App((1280, 720), offscreen=True, settings=Settings())
    yield app
    app.close()


class Clicks:
    """Counts the clicks a person makes."""

    def __init__(self, app):
        self.app, self.n = app, 0

    def __call__(self, pos):
        self.n += 1
        click(self.app, pos)


def board_with(app, pack, setup):
    """A board of people only, after ``setup(game, seat)`` edited the fresh game."""
    game = human_game(pack, 1)
    seat = game.acting_seat()
    setup(game, seat)
    return open_board(app, game), seat


def fast(game, seat):
    set_trait(game, seat, "speed", 7)
    game.state["turn"]["moves"] = value(game, seat, "speed")


def antler_room_upstairs(game, seat):
    fast(game, seat)
    place(game, "antler_room", "upper", 1, 0)   # east of the Upper Landing: four moves off


def cell_of(scene, tile):
    pos = scene.view["placed"][tile]
    return (pos[0], pos[1], pos[2])


def centre(scene, tile):
    return scene.table.house.screen_rect(*cell_of(scene, tile)).center


def hover(app, pos, seconds=0.0):
    app.dispatch(Hover((int(pos[0]), int(pos[1]))))
    app.run_frames(max(1, int(seconds * 60) + 1))


def test_four_rooms_across_two_floors_take_two_clicks(app, pack):
    scene, seat = board_with(app, pack, antler_room_upstairs)
    table, clicks = scene.table, Clicks(app)
    assert table.house.region == "ground" and ("upper", 1, 0) in table.targets   # lit upstairs
    assert "upper" in table.tabs.glowing and ("upper", 1, 0) in table.tabs.lit   # ringed on its tab
    clicks(table.tabs.rects["upper"].center)   # the upper floor
    hover(app, centre(scene, "antler_room"))
    said = table.ways.said(table)
    assert said is not None and said[1][0] == "4 moves"
    clicks(centre(scene, "antler_room"))
    settle(app)
    assert clicks.n == 2
    assert scene.game.state["players"][seat]["tile"] == "antler_room"
    assert [e["t"] for e in scene.game.events[-4:]] == ["moved"] * 4   # one logged move per room
    assert table.house.region == "upper"


def test_a_ways_cost_and_where_it_stops_are_said_in_the_language_in_use(app, pack):
    from game import i18n

    def in_the_lumber_room(game, seat):
        fast(game, seat)
        place(game, "lumber_room", "ground", 1, -1)   # leaving it rolls Might: the walk may stop
        put(game, seat, "lumber_room")

    scene, seat = board_with(app, pack, in_the_lumber_room)
    table = scene.table
    i18n.set_language("de")
    try:
        show(app, scene, "grand_staircase")
        hover(app, centre(scene, "grand_staircase"))
        cost, stops = table.ways.said(table)[1]
    finally:
        i18n.set_language("en")
    assert cost == "2 Bewegungen"
    assert stops.startswith("(kann nach dem ersten Schritt enden: ")
    assert "leaving" not in stops and "Lumber Room" not in stops, stops   # the engine's reason too


def test_resting_on_a_lit_floor_tab_shows_that_floor_so_one_click_walks_there(app, pack):
    scene, seat = board_with(app, pack, antler_room_upstairs)
    table = scene.table
    hover(app, table.tabs.rects["upper"].center, seconds=0.6)
    assert table.house.region == "upper"
    click(app, centre(scene, "antler_room"))
    settle(app)
    assert scene.game.state["players"][seat]["tile"] == "antler_room"


def test_the_walk_stops_at_a_roll(app, pack):
    def in_the_lumber_room(game, seat):
        fast(game, seat)
        place(game, "lumber_room", "ground", 1, -1)   # east of the Foyer; leaving it rolls Might
        put(game, seat, "lumber_room")

    scene, seat = board_with(app, pack, in_the_lumber_room)
    table = scene.table
    show(app, scene, "grand_staircase")
    hover(app, centre(scene, "grand_staircase"))
    assert "Lumber Room" in " ".join(table.ways.said(table)[1])   # said before the walk
    before = len(scene.game.events)
    click(app, centre(scene, "grand_staircase"))
    settle(app)
    events = scene.game.events[before:]
    assert any(e["t"] == "dice_rolled" for e in events)
    assert scene.game.state["players"][seat]["tile"] == "foyer"   # the roll stopped the walk


def show(app, scene, tile):
    """The floor of ``tile`` on the board, the room in sight."""
    table = scene.table
    region, x, y = cell_of(scene, tile)
    table.show_region(region)
    table.house.focus(region, x, y, instant=True)
    app.run_frames(1)


def test_a_room_out_of_reach_says_why_when_hovered_and_clicked(app, pack):
    def slow(game, seat):
        antler_room_upstairs(game, seat)
        game.state["turn"]["moves"] = 3

    scene, seat = board_with(app, pack, slow)
    table = scene.table
    show(app, scene, "antler_room")
    hover(app, centre(scene, "antler_room"))
    said = table.ways.said(table)
    assert said is not None and said[2] is None
    assert said[1] == ["Not enough moves left: the Antler Room is 4 moves away and you have 3 moves."]
    before = len(scene.game.events)
    click(app, centre(scene, "antler_room"))
    assert len(scene.game.events) == before
    assert table.toast.text == said[1][0]


def test_tab_cycles_the_lit_rooms_and_enter_walks_to_the_one_chosen(app, pack):
    scene, seat = board_with(app, pack, antler_room_upstairs)
    table = scene.table
    scene.hints.dismiss()   # (a first-game hint up takes Tab and Enter for its own button first)
    goal = cell_of(scene, "antler_room")
    seen = []
    for _ in range(len(table.targets)):
        app.dispatch(Key("tab"))
        app.run_frames(1)
        seen.append(table.ways.chosen)
        if table.ways.chosen == goal:
            break
    assert table.ways.chosen == goal and len(set(seen)) == len(seen)
    assert table.house.region == "upper"   # the chosen room's floor is shown
    app.dispatch(Key("left"))
    app.run_frames(1)
    assert table.ways.chosen == (seen[-2] if len(seen) > 1 else table.ways.chosen)
    app.dispatch(Key("right"))
    app.dispatch(Key("return"))
    app.run_frames(1)
    settle(app)
    assert scene.game.state["players"][seat]["tile"] == "antler_room"


def test_with_no_explore_squares_the_board_says_why(app, pack):
    def at_the_stairs(game, seat):
        put(game, seat, "grand_staircase")   # one doorway, to the Foyer

    scene, seat = board_with(app, pack, at_the_stairs)
    table = scene.table
    assert not any(kind == "explore" for kind, _c in table.targets.values())
    assert table.ways.explore_words(table) == "No doorway of the Grand Staircase opens onto an unexplored spot."
    click(app, centre(scene, "foyer"))
    settle(app)
    assert any(kind == "explore" for kind, _c in table.targets.values())   # the Foyer's open doorways
    assert table.ways.explore_words(table) is None


def test_no_rooms_left_for_the_floor_is_said_where_the_squares_would_be(app, pack):
    def empty_ground_stack(game, seat):
        game.state["stack"] = [t for t in game.state["stack"] if "ground" not in game.pack.tiles[t].floors]

    scene, seat = board_with(app, pack, empty_ground_stack)
    assert scene.table.ways.explore_words(scene.table) == "No rooms are left for the ground floor."


def test_a_first_step_that_spends_all_that_is_left_says_so(app, pack):
    """Three opponents in the Entrance Hall make leaving it take 4 moves; with 3 left the
    Foyer is lit for all 3 ("you can always move one space"), and its label says so, as
    the room beyond says why it is 5 away."""
    from haunt_helpers import haunt_board

    scene, _seat = haunt_board(app, pack)
    table = scene.table
    show(app, scene, "foyer")
    hover(app, centre(scene, "foyer"))
    said = table.ways.said(table)
    assert said is not None and said[1] == ["3 moves", "(all you have left: you may always move one room)"]
    hover(app, centre(scene, "grand_staircase"))
    said = table.ways.said(table)
    assert said is not None and "(leaving the Entrance Hall takes 4 moves)" in said[1][0]
