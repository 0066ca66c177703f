"""The list of attacks is placed clear of the rooms it names (playtest: "Attack whom?"
lay over the very explorers and monsters it listed): on the board beside them, or over
the right-hand column when the board has no clear place, and again clear of them when
the camera moves them under it (scenes/board/hud/attack_list.py)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from haunt_helpers import haunt_board
from scenes.app import App
from scenes.board.hud.attack_list import clear_spot
from scenes.kit.settings import Settings
from test_ui_board import home, pack  # noqa: F401  (fixtures)

SIZES = ((1600, 900), (1280, 720), (1024, 640), (960, 540))


def _attacking(app, pack):
    scene, _seat = haunt_board(app, pack, settle=60)
    table = scene.table
    assert any(c.type == "attack" for c in table.legal)
    table.haunt.toggle_attack()
    app.run_frames(30)
    return table


def _target_rooms(table) -> list[pygame.Rect]:
    return [table.house.screen_rect(*cell) for cell, (kind, _c) in table.targets.items()
            if kind == "attack" and cell[0] == table.house.region]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [s if s in (SIZES[0], SIZES[-1]) else pytest.param(s, marks=pytest.mark.slow)
                                  for s in SIZES], ids=lambda s: f"{s[0]}x{s[1]}")  # (the middle two: the suite's)
def test_the_attack_list_leaves_its_targets_in_sight(home, pack, size, language):
    app = App(size, offscreen=True, settings=Settings().with_changes(language=language))
    try:
        table = _attacking(app, pack)
        picker = table.haunt.picker
        rooms = _target_rooms(table)
        assert picker.shown and rooms
        for room in rooms:   # the room, and so every token drawn in it
            assert not picker.rect.colliderect(room), (room, picker.rect)
        assert pygame.Rect((0, 0), size).contains(picker.rect)
        assert table.r["board"].contains(picker.rect)   # room on the board here: beside the targets
        # every row whole: its words fit its button
        for w in picker.widgets.widgets:
            assert w.full_label is None and w.text_scale == 1.0, w.label
    finally:
        app.close()
        i18n.set_language("en")


def test_the_list_moves_clear_again_when_the_camera_brings_a_target_under_it(home, pack):
    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        table = _attacking(app, pack)
        picker = table.haunt.picker
        before = pygame.Rect(picker.rect)
        room = _target_rooms(table)[0]
        camera = table.house.camera
        # the player drags the house so that the target's room lies where the list is
        camera.cx -= (before.centerx - room.centerx) / camera.cell
        camera.cy -= (before.centery - room.centery) / camera.cell
        camera.manual = True
        assert _target_rooms(table)[0].colliderect(before), "the drag brought the room under the list"
        app.run_frames(3)
        assert picker.shown and picker.rect != before
        assert not any(picker.rect.colliderect(r) for r in _target_rooms(table))
    finally:
        app.close()


def test_no_clear_place_on_the_board_means_none():
    board = pygame.Rect(0, 0, 400, 300)
    assert clear_spot(board, (200, 100), [board]) is None
    spot = clear_spot(board, (200, 100), [pygame.Rect(100, 150, 200, 150)], margin=8)
    assert spot is not None and not spot.colliderect(pygame.Rect(100, 150, 200, 150)) and board.contains(spot)


def test_an_open_stretch_away_from_the_corners_is_found_before_covering_a_room():
    """Rooms fill the foot, the corners and every side of the target, but the board has
    open stretches elsewhere: the list goes to one, covering no room (it had covered part
    of the room above the target: only the foot, the corners and the target's sides were
    tried)."""
    board = pygame.Rect(0, 0, 600, 700)
    target = pygame.Rect(250, 550, 100, 100)
    rooms = [pygame.Rect(x, y, 100, 100) for y in (0, 550) for x in (0, 125, 250, 375, 500)]
    rooms += [pygame.Rect(250, 430, 100, 100)] + [pygame.Rect(x, y, 100, 100) for x in (0, 500) for y in (150, 400)]
    spot = clear_spot(board, (200, 100), [target], rooms, margin=8)
    assert spot is not None and spot.collidelist(rooms) < 0 and board.contains(spot)


def test_a_crowded_board_lays_the_list_over_the_right_hand_column(home, pack):
    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        table = _attacking(app, pack)
        board = table.r["board"]
        table.haunt.cell_rect = lambda cell: pygame.Rect(board)   # every target fills the board
        table.haunt.toggle_attack()
        table.haunt.toggle_attack()
        picker = table.haunt.picker
        assert picker.shown and table.r["side"].contains(picker.rect)
        assert not picker.rect.colliderect(board)
    finally:
        app.close()


@pytest.mark.parametrize("scene_name, extra", [("attack-list", []), ("full-hand", ["--room", "cage_lift", "--page", "12"])])
def test_the_screenshot_tool_shows_a_crowded_table(tmp_path, scene_name, extra):
    """tools/screenshot.py's ``attack-list`` and ``full-hand`` (the playtest's two tables)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import screenshot

    out = tmp_path / f"{scene_name}.png"
    assert screenshot.main(["--scene", scene_name, "--size", "960x540", "--frames", "5", "--out", str(out), *extra]) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 540)
