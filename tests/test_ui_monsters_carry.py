"""The traitor's monsters pick things up and put them down by clicks (legacy p.20, the
haunt power ``monsters_carry``): select the monster, then its HUD button."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import cmd
from legacy_helpers import hoard_monsters_turn, lpack  # noqa: F401 (fixtures, used by name as parameters)
from scenes.board.hud.hud import button_name
from test_ui_board import click, settle
from test_ui_haunt import app  # noqa: F401  (the offscreen app with a title under the board)
from ui_haunt_helpers import choose_monster, open_haunt, read_books


@pytest.mark.slow
def test_the_traitor_has_a_monster_pick_up_and_put_down_through_its_buttons(app, lpack):
    game = hoard_monsters_turn(lpack)
    seat = game.current_seat()
    scene = open_haunt(app, game)
    if scene is not app.top:
        read_books(app)
    settle(app)
    choose_monster(app, scene, "magpie#1")
    buttons = scene.table.hud.buttons
    pick = cmd("monster_pick_up", seat, monster="magpie#1", thing="lx_tonic")
    assert buttons.find(button_name(pick)) is not None
    click(app, buttons.find(button_name(pick)).rect.center)
    settle(app)
    assert any(e["t"] == "monster_picked_up" and e["cards"] == ["lx_tonic"] for e in game.events)
    choose_monster(app, scene, "magpie#1")
    drop = cmd("monster_drop", seat, monster="magpie#1", thing="lx_tonic")
    click(app, scene.table.hud.buttons.find(button_name(drop)).rect.center)
    settle(app)
    assert any(e["t"] == "monster_dropped" and e["cards"] == ["lx_tonic"] for e in game.events)
    assert game.state["piles"]["upper_landing"] == ["lx_tonic"]
