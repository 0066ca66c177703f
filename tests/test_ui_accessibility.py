"""Accessibility settings (issue 20, point 6): UI scale, text size, a colour-blind-safe
palette with shapes as well as colours, reduced motion, lining figures — each takes effect
at once and survives a restart."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.board import style as S
from scenes.kit import settings as store
from scenes.kit.intents import Click, Hover, Press, Release
from scenes.kit.settings import Settings
from scenes.menu.accessibility_scene import AccessibilityScene
from scenes.menu.settings_scene import SettingsScene
from scenes.menu.title import TitleScene
from scenes.setup.setup_scene import title_entries
from test_ui_board import click, home  # noqa: F401  (fixtures)


def press(app, widget) -> None:
    """Click a widget where it appears on the window (its rect is in the canvas's pixels:
    at a UI scale other than 100% the window shows the canvas scaled)."""
    sx = app.window.get_width() / app.screen.get_width()
    sy = app.window.get_height() / app.screen.get_height()
    click(app, (widget.rect.centerx * sx, widget.rect.centery * sy))


def _app(settings=None, size=(1280, 720)):
    app = App(size, offscreen=True, settings=settings or Settings())
    app.push(TitleScene(app, entries=title_entries()))
    return app


def test_a_setting_changed_in_accessibility_survives_a_restart(home):
    app = _app(store.load())
    try:
        app.push(SettingsScene(app))
        click(app, app.top.widgets.find("accessibility").rect.center)
        scene = app.top
        assert isinstance(scene, AccessibilityScene)
        for name in ("ui_scale+", "ui_scale+", "text_size+", "colour_blind", "reduce_motion"):
            press(app, scene.widgets.find(name))
        s = app.settings
        assert (s.ui_scale, s.text_size, s.colour_blind, s.reduce_motion) == (120, 115, True, True)
    finally:
        app.close()
    again = store.load()   # a new start reads what was saved
    assert (again.ui_scale, again.text_size, again.colour_blind, again.reduce_motion) == (120, 115, True, True)
    store_app = _app(again)
    try:
        assert store_app.size == (round(1280 / 1.2), round(720 / 1.2)) and store_app.fonts.scale == 1.15
    finally:
        store_app.close()
        from scenes.kit.palette_modes import apply_palette
        apply_palette(False)


def test_ui_scale_draws_everything_larger_and_clicks_land_where_they_are_drawn(home):
    plain, big = _app(), _app(Settings().with_changes(ui_scale=150))
    try:
        assert big.size == (853, 480) and big.window.get_size() == (1280, 720)
        a, b = plain.top.button("Settings").rect, big.top.button("Settings").rect
        assert b.h * 1.5 > a.h * 1.1          # the layout is for a smaller canvas, drawn larger
        drawn = big.draw()
        assert drawn.get_size() == (1280, 720)
        # a click where the button appears on the window presses it
        centre = (int(b.centerx * 1.5), int(b.centery * 1.5))
        for intent in (Hover(centre), Press(centre), Release(centre), Click(centre)):
            big.dispatch(intent)
        assert isinstance(big.top, SettingsScene)
    finally:
        plain.close()
        big.close()


def test_text_size_makes_the_same_words_larger(home):
    plain, large = _app(), _app(Settings().with_changes(text_size=130))
    try:
        small = plain.fonts.render("body", 20, "The house waits", (255, 255, 255))
        bigger = large.fonts.render("body", 20, "The house waits", (255, 255, 255))
        assert bigger.get_height() > small.get_height() * 1.2
    finally:
        plain.close()
        large.close()


def test_the_safe_palette_tells_speed_from_sanity_and_the_traits_have_shapes(home):
    from scenes.board.trait_chart import TRAIT_MARKS
    from scenes.kit.palette_modes import SAFE_TRAITS, apply_palette

    try:
        apply_palette(True)
        assert S.TRAIT_RGB == SAFE_TRAITS
        speed, sanity = S.TRAIT_RGB["speed"], S.TRAIT_RGB["sanity"]
        assert sum(abs(x - y) for x, y in zip(speed, sanity)) > 150
        assert len(set(TRAIT_MARKS.values())) == 4       # four shapes, not only four colours
    finally:
        apply_palette(False)
    assert S.TRAIT_RGB["speed"] == (110, 170, 220)


def test_figures_are_set_lining_in_the_old_style_faces(home):
    app = _app()
    try:
        with_figures = app.fonts.render("display", 40, "Total 1", (255, 255, 255))
        plain = app.fonts.get("display", 40).render("Total 1", True, (255, 255, 255))
        assert with_figures.get_size() != plain.get_size()   # the 1 is the lining face's
    finally:
        app.close()


def test_reduced_motion_shows_the_dice_at_rest_at_once(home):
    from game import load_pack
    from scenes.board.presenter import Presenter

    app = _app(Settings().with_changes(reduce_motion=True))
    try:
        presenter = Presenter(app, load_pack("classic"))
        presenter.rects = {"board": pygame.Rect(0, 0, 800, 600), "dice_tray": pygame.Rect(0, 0, 300, 200)}
        presenter.feed([{"t": "dice_rolled", "seat": 0, "dice": [2, 1, 0], "total": 3, "why": "test", "r": 5}], {})
        assert presenter.roll.trays, "a throw was started"
        presenter.update(1 / 120)
        assert not presenter.roll.rolling and all(t.state != "tumbling" for t in presenter.roll.trays)
    finally:
        app.close()
