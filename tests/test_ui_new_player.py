"""A new player's game at small windows, mouse only: what misfired when one was played
at 1280x720 and 960x540, in English and German, kept fixed."""

from __future__ import annotations

import pygame
import pytest

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


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_settings_show_every_row_whole_in_english_and_german(home, language, size):
    """In German the rows outgrew the page at 1280x720 and 960x540: Accessibility — where
    the language is chosen — was cut at the bottom, to be scrolled to."""
    app = App(size, offscreen=True, settings=Settings().with_changes(language=language))
    app.push(SettingsScene(app))
    try:
        page = app.top
        assert page.max_scroll == 0
        assert page.widgets.find("accessibility").rect.bottom <= page.content.bottom
    finally:
        app.close()
