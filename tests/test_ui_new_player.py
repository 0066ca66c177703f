"""A new player's game at small windows, mouse only: what misfired when one was played
at 1280x720 and 960x540, in English and German, kept fixed."""

from __future__ import annotations

import pygame

from scenes.app import App, MIN_SIZE
from scenes.kit.settings import Settings
from scenes.menu.settings_scene import SettingsScene
from test_ui_board import home  # noqa: F401  (fixture)


def test_settings_offer_the_smallest_layout_on_a_1280x720_desktop(home, monkeypatch):
    """On a 1280x720 screen the window size list held only 1280x720: the smallest layout
    (960x540, half a laptop's screen) could not be picked from Settings."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    app = App((1280, 720), offscreen=True, settings=Settings())
    app.push(SettingsScene(app))
    try:
        app.top.step_window_size(-1)
        assert tuple(app.settings.window_size) == MIN_SIZE
    finally:
        app.close()
