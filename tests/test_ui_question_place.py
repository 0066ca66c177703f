"""A question on the board stands clear of the board's Fit button (at 960x540 the
billiard room's "How do you play?" lay over "Fit (H)", whose "(H)" peeked out beside it)."""

from __future__ import annotations

import pytest

from game import auto_seats, new_game
from scenes.app import App
from scenes.board.play import PlayScene
from scenes.kit.settings import Settings
from test_ui_board import DATE, home, pack  # noqa: F401  (fixtures)


@pytest.mark.parametrize("size", [(960, 540), (1024, 640), (1280, 720), (1600, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_question_on_the_board_leaves_the_fit_button_clear(home, pack, size):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options={**DATE, "first_player": 0})
    state = game.state
    state["stack"].remove("billiard_room")
    state["map"]["ground"]["1,0"] = ["billiard_room", 0]
    state["placed"]["billiard_room"] = ["ground", 1, 0, 0]
    state["players"][0]["tile"] = "billiard_room"
    app = App(size, offscreen=True, settings=Settings())
    try:
        scene = PlayScene(app, game, bot_seats={1, 2, 3})
        app.push(scene)
        app.run_frames(3)
        action = next(c for c in game.legal_commands(0) if c.type == "tile_action")
        scene.submit(action)
        app.run_frames(3)
        scene.presenter.skip()
        app.run_frames(3)
        dialog, fit = scene.table.dialog, scene.table.fit_rect
        assert dialog is not None and fit is not None
        assert not dialog.rect.colliderect(fit), (dialog.rect, fit)
        assert scene.table.r["board"].contains(dialog.rect)
    finally:
        app.close()
