"""A board you can read (issue 28, item 3): the camera fits the house generously — every
room of the floor shown at least 110 px wide early in a game at 1280x720 — fits it again
when the window is resized and when the floor shown changes, and leaves a player who has
panned or zoomed alone until H or a change of floor."""

from __future__ import annotations

import pygame
import pytest

from game import auto_seats, new_game
from scenes.board.play import PlayScene
from scenes.kit.intents import Key, Resize
from test_ui_board import DATE, app, home, pack  # noqa: F401  (fixtures)

ROOM_PX = 110


def _rooms(scene) -> list[pygame.Rect]:
    """The screen rects of the rooms of the floor shown."""
    house = scene.table.house
    return [house.screen_rect(house.region, *(int(v) for v in key.split(",")))
            for key in scene.view["map"].get(house.region, {})]


def _resize(app, size) -> None:
    app.window = app.screen = pygame.Surface(size).convert()
    app.dispatch(Resize(size))
    app.run_frames(40)


def _start(app, pack, seed=6) -> PlayScene:
    game = new_game("classic", auto_seats(pack, 4, 6), seed=seed, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(40)
    return scene


def test_every_room_is_at_least_110_px_at_the_start_and_after_a_resize_to_1080p(app, pack):
    scene = _start(app, pack)
    board = scene.table.r["board"]
    rooms = _rooms(scene)
    assert len(rooms) >= 3
    assert min(r.w for r in rooms) >= ROOM_PX, f"rooms {min(r.w for r in rooms)} px at 1280x720"
    assert all(board.contains(r) for r in rooms)
    small = min(r.w for r in rooms)
    _resize(app, (1920, 1080))
    board = scene.table.r["board"]
    rooms = _rooms(scene)
    assert min(r.w for r in rooms) >= ROOM_PX
    assert min(r.w for r in rooms) > small, "the house grows with the window"
    assert all(board.contains(r) for r in rooms), "fitted to the new board at once"


@pytest.mark.slow
def test_a_player_who_zoomed_keeps_their_view_through_a_resize_and_h_fits_again(app, pack):
    scene = _start(app, pack)
    cam = scene.table.house.camera
    app.dispatch(Key("-"))
    app.dispatch(Key("-"))
    app.run_frames(5)
    level = cam.level
    assert cam.manual
    _resize(app, (1920, 1080))
    assert cam.level == level and cam.manual, "the resize did not fight the hand"
    app.dispatch(Key("h"))
    app.run_frames(40)
    assert not cam.manual and min(r.w for r in _rooms(scene)) >= ROOM_PX


def test_another_floor_shown_is_fitted_to_the_board(app, pack):
    scene = _start(app, pack)
    house = scene.table.house
    other = next(r for r in house.regions if r != house.region)
    house.cameras[other].zoom(-3, scene.table.r["board"], scene.table.r["board"].center)
    scene.table.show_region(other)
    app.run_frames(40)
    rooms = _rooms(scene)
    assert rooms and min(r.w for r in rooms) >= ROOM_PX
    assert not house.cameras[other].manual
