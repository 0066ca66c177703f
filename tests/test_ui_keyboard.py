"""Menus, setup and dialogs by keyboard alone (issue 28 item 5): Tab and the arrows move a
visible focus ring, Enter acts, Esc goes back — through the real App, keys only.
"""

from __future__ import annotations

import pygame
import pytest
from test_ui_board import app, home  # noqa: F401  (fixtures)

from scenes.board.play import PlayScene
from scenes.kit import palette as P
from scenes.kit.intents import Key
from scenes.setup.setup_scene import SetupScene


def key(app, name: str, shift: bool = False) -> None:
    app.dispatch(Key(name, shift=shift))
    app.run_frames(1)


def focused(scene) -> str | None:
    group = getattr(scene, "widgets", None) or scene.menu
    i = group.focus_index
    return group.widgets[i].name if i is not None and group.widgets[i].focused else None


def tab_to(app, name: str, limit: int = 30) -> None:
    for _ in range(limit):
        if focused(app.top) == name:
            return
        key(app, "tab")
    raise AssertionError(f"Tab never reached {name!r} (focus on {focused(app.top)!r})")


def ring_lit(app, rect) -> bool:
    """Is the focus ring drawn round ``rect`` (candle-hot pixels just outside it)?"""
    app.run_frames(60)   # (the title fades in from black)
    surface = app.draw()
    ring = pygame.Rect(rect).inflate(8, 8)
    spots = [(ring.centerx, ring.top), (ring.centerx, ring.bottom - 1), (ring.left, ring.centery),
             (ring.right - 1, ring.centery)]
    return sum(tuple(surface.get_at(p))[:3] == tuple(P.CANDLE_HOT)[:3] for p in spots) >= 3


@pytest.mark.slow
def test_tab_and_enter_alone_start_a_new_game_from_the_title(app):
    key(app, "tab")
    assert focused(app.top) == "New game"
    assert ring_lit(app, app.top.button("New game").rect)
    key(app, "return")
    setup = app.top
    assert isinstance(setup, SetupScene)
    tab_to(app, "deal")
    key(app, "return")          # every seat gets an explorer ...
    assert setup.ready
    assert focused(setup) == "start"   # ... and the focus is on Start, ring and all
    assert ring_lit(app, setup.widgets.find("start").rect)
    key(app, "return")
    assert isinstance(app.top, PlayScene)


def test_focus_stays_on_its_control_when_the_setup_rebuilds(app):
    key(app, "tab")
    key(app, "return")
    setup = app.top
    tab_to(app, "add")
    key(app, "return")
    assert len(setup.seats) == 4 and focused(setup) == "add"
    key(app, "escape")
    assert focused(app.top) == "New game"   # Esc: back on the title, where it was
