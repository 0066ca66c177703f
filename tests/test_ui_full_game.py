"""A whole classic game on the real App, from the first turn to the end scene, with
every seat answered by the random player through UI clicks (and holds) only.

The seed is found with the engine alone (the shortest of a few whole games), then the
same choices are given again through the table, the haunt's split screens and the
haunt itself, until the end scene appears.
"""

from __future__ import annotations

import pytest

from game import load_pack
from scenes.board.end_scene import EndScene
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.menu.title import TitleScene
from test_ui_board import app, click, home, human_game, open_board  # noqa: F401  (fixtures)
from ui_haunt_helpers import act, chooser, read_books

PLAYERS = 3


def _short_game(pack, limit=700):
    """(seed, commands) of the shortest complete random game among a few seeds."""
    best = None
    for seed in range(1, 15):
        game, choose = human_game(pack, seed, PLAYERS), chooser(seed, PLAYERS)
        for n in range(limit):
            if game.phase == "over":
                if best is None or n < best[1]:
                    best = (seed, n)
                break
            game.submit(choose(game, game.acting_seat()))
    assert best is not None, "no complete game within the limit"
    return best


@pytest.mark.slow
def test_a_complete_game_is_played_by_clicks_from_the_first_turn_to_the_end_scene(app):
    pack = load_pack("classic")
    seed, commands = _short_game(pack)
    game = human_game(pack, seed, PLAYERS)
    scene = open_board(app, game)
    choose = chooser(seed, PLAYERS)
    read_split = False
    for _ in range(commands + 50):
        if game.phase == "over":
            break
        if isinstance(app.top, HauntSplitScene):
            read_books(app)
            read_split = True
            continue
        act(app, scene, choose(game, game.acting_seat()))
    assert game.phase == "over" and read_split
    for _ in range(900):
        if isinstance(app.top, HauntSplitScene):
            read_books(app)
        if isinstance(app.top, EndScene):
            break
        app.run_frames(1)
    end = app.top
    assert isinstance(end, EndScene)
    assert end.view["winner"] == game.view("table")["winner"]
    click(app, end.widgets.find("end:title").rect.center)
    assert isinstance(app.top, TitleScene)
