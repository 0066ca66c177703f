"""A camera that fits (issue 20, point 1): at the start of each turn the floor of the
acting explorer is fitted to the board, clear of the HUD's pill along its top, and centred
on the explorer when it can be; H (or Home) fits it again; a player who pans is not fought
until the next turn."""

from __future__ import annotations

import pygame
import pytest

from game import auto_seats, new_game
from game.bots import make_bot
from scenes.board.play import PlayScene
from scenes.kit.intents import Drag, Key, Press, Release
from test_ui_board import DATE, app, home, pack  # noqa: F401  (fixtures)


def _inside(scene) -> list[str]:
    """The rooms of the floor shown that are not wholly inside the board's clear area."""
    table, house = scene.table, scene.table.house
    clear = table.clear_board
    out = []
    for key, (tile, _rot) in scene.view["map"].get(house.region, {}).items():
        x, y = (int(v) for v in key.split(","))
        if not clear.contains(house.screen_rect(house.region, x, y)):
            out.append(tile)
    return out


@pytest.mark.slow
def test_every_room_of_the_floor_is_on_the_board_at_the_start_of_each_of_40_turns(app, pack):
    seats = auto_seats(pack, 4, 6)
    game = new_game("classic", seats, seed=6, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    bots = {i: make_bot("sensible", 40 + i, pack=pack) for i in range(4)}
    turns, checked = 0, 0
    while turns < 40 and game.phase != "over":
        if app.top is not scene:
            app.pop()
            scene.books_read = True
        seat = game.acting_seat()
        events = scene.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        scene.presenter.skip()
        if any(e["t"] == "turn_started" for e in events):
            app.run_frames(40)   # the camera eases there
            if scene.reading_books:   # the haunt's first turn, not told yet: the board is as it was
                continue
            turns += 1
            assert _inside(scene) == [], f"turn {turns}: rooms off the board"
            explorer = game.view("table")["players"][scene.table.turn_seat]
            pos = game.view("table")["placed"][explorer["tile"]]
            assert scene.table.house.region == pos[0]
            checked += 1
    assert checked >= 40
    assert len(scene.view["map"][scene.table.house.region]) >= 4   # a house worth fitting


@pytest.mark.slow
def test_h_fits_the_house_again_after_the_player_panned_and_a_pan_is_not_fought(app, pack):
    game = new_game("classic", auto_seats(pack, 4, 6), seed=6, content=pack, options=DATE)
    bots = {i: make_bot("sensible", 40 + i, pack=pack) for i in range(4)}
    for _ in range(60):
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(40)
    board = scene.table.r["board"]
    start = (board.centerx, board.centery)
    app.dispatch(Press(start))
    for k in range(1, 30):
        app.dispatch(Drag((start[0] + 25 * k, start[1] + 12 * k), (25, 12), start))
    app.dispatch(Release((start[0] + 700, start[1] + 350)))
    app.run_frames(40)
    cam = scene.table.house.camera
    assert cam.manual and _inside(scene)   # panned away: rooms off the board, and it stays so
    scene.refresh()
    app.run_frames(40)
    assert _inside(scene)                   # a refresh within the turn does not pull it back
    app.dispatch(Key("h"))
    app.run_frames(60)
    assert _inside(scene) == [] and not cam.manual


def test_the_fit_button_on_the_board_fits_the_house(app, pack):
    from test_ui_board import click

    game = new_game("classic", auto_seats(pack, 4, 6), seed=6, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(20)
    cam = scene.table.house.camera
    cam.pan(900, 500)
    assert _inside(scene)
    click(app, scene.table.board_buttons.find("board:fit").rect.center)
    app.run_frames(60)
    assert _inside(scene) == [] and not cam.manual


def test_a_room_tooltip_names_its_stairs_once_and_keeps_every_line_inside(app, pack):
    """Two rooms that each name the other as their stairs gave "Stairs to Grand Staircase"
    twice; a long line ran past the tooltip's edge."""
    from scenes.board.hud.overlays import room_tooltip

    game = new_game("classic", auto_seats(pack, 4, 6), seed=6, content=pack, options=DATE)
    view = game.view("table")
    once = room_tooltip(app.fonts, pack, view, "foyer", 300, 7.2, ["grand_staircase"])
    twice = room_tooltip(app.fonts, pack, view, "foyer", 300, 7.2, ["grand_staircase", "grand_staircase"])
    assert once.get_size() == twice.get_size()
    narrow = room_tooltip(app.fonts, pack, view, "foyer", 160, 7.2, ["grand_staircase"])
    assert narrow.get_width() == 160   # everything wraps inside the width asked for


def test_a_house_too_big_to_fit_shows_as_much_of_it_as_the_board_holds():
    """A tall column of rooms (a late campaign's house) with the explorer at its top: the
    camera stays near the explorer but does not show empty board above the house while rooms
    below are cut off; across, where the house fits, it is centred."""
    from scenes.board.house.camera import LEVELS, Camera

    rect = pygame.Rect(0, 0, 800, 400)
    column = [(0, y) for y in range(30)]   # 30 rooms tall: too tall even at the smallest zoom
    cam = Camera()
    cam.fit(rect, column, around=(0, 0), instant=True)
    half_h = rect.h / LEVELS[cam.level] / 2
    assert cam.cy - half_h >= -1 - 0.5 - 1e-9, "no empty rows shown above the house's top"
    assert cam.cx == 0
    cam.fit(rect, column, around=(0, 29), instant=True)
    assert cam.cy + half_h <= 29 + 1 + 0.5 + 1e-9, "nor below its bottom"
    cam.fit(rect, column, around=(0, 15), instant=True)
    assert cam.cy == 15
