"""Accessibility settings (issue 20, point 6): UI scale, text size, a colour-blind-safe
palette with shapes as well as colours, reduced motion, lining figures — each takes effect
at once and survives a restart."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.board import style as S
from scenes.kit import scale
from scenes.kit import settings as store
from scenes.kit.intents import Click, Hover, Press, Release
from scenes.kit.settings import Settings
from scenes.menu.accessibility_scene import AccessibilityScene
from scenes.menu.settings_scene import SettingsScene
from scenes.menu.title import TitleScene
from scenes.setup.setup_scene import title_entries
from test_ui_board import click, home  # noqa: F401  (fixtures)


def press(app, widget) -> None:
    """Click a widget where it is drawn (the scenes draw on the window itself)."""
    click(app, widget.rect.center)


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
        scene.widgets.find("ui_scale").nudge(+2)    # the sliders, a step at a time (← →)
        scene.widgets.find("text_size").nudge(+1)
        for name in ("colour_blind", "reduce_motion"):   # the drop-downs' other choice (→)
            scene.widgets.find(name).nudge(+1)
        s = app.settings
        assert (s.ui_scale, s.text_size, s.colour_blind, s.reduce_motion) == (120, 115, True, True)
    finally:
        app.close()
    again = store.load()   # a new start reads what was saved
    assert (again.ui_scale, again.text_size, again.colour_blind, again.reduce_motion) == (120, 115, True, True)
    store_app = _app(again)
    try:
        assert store_app.size == (1280, 720) and store_app.fonts.scale == 1.15
        assert scale.ui_scale() == 1.2 and scale.unit_of(720) == 720 / 100 * 1.2
    finally:
        store_app.close()
        from scenes.kit.palette_modes import apply_palette
        apply_palette(False)


def test_ui_scale_draws_everything_larger_and_clicks_land_where_they_are_drawn(home):
    plain = _app()
    a, head_a = plain.top.button("Settings").rect.copy(), plain.top._title.get_height()
    big = _app(Settings().with_changes(ui_scale=150))
    try:
        # the same window, laid out at its own size: no smaller canvas scaled up
        assert big.size == (1280, 720) and big.window.get_size() == (1280, 720)
        assert big.screen is big.window
        b, head_b = big.top.button("Settings").rect, big.top._title.get_height()
        # a button half as large again on screen (its width: a long menu packs its rows closer)
        assert 1.4 < b.w / a.w < 1.6
        assert 1.1 < head_b / head_a                    # and the name larger too
        drawn = big.draw()
        assert drawn is big.window and drawn.get_size() == (1280, 720)
        # a click where the button is drawn presses it
        centre = b.center
        for intent in (Hover(centre), Press(centre), Release(centre), Click(centre)):
            big.dispatch(intent)
        assert isinstance(big.top, SettingsScene)
    finally:
        plain.close()
        big.close()


def _settings_page(settings, size=(1280, 720), page=SettingsScene):
    app = _app(settings, size)
    app.push(page(app))
    return app


def test_a_heading_and_a_button_of_a_panel_are_half_as_large_again_at_150(home):
    sizes = {}
    for ui in (100, 150):
        app = _settings_page(Settings().with_changes(ui_scale=ui))
        try:
            scene = app.top
            sizes[ui] = (scene._heading.get_height(), scene.widgets.find("back").rect.h,
                         scene.widgets.find("sound").rect.h)
        finally:
            app.close()
    for small, large in zip(sizes[100], sizes[150]):
        assert 1.35 < large / small < 1.65, sizes


def test_the_frame_is_drawn_sharp_on_the_window_not_a_scaled_copy(home, monkeypatch):
    """At 150% the App draws straight on the window: nothing smoothscales the frame."""
    calls = []
    real = pygame.transform.smoothscale

    def spy(surface, size, *rest):
        if tuple(size) == (1280, 720):
            calls.append(size)
        return real(surface, size, *rest)

    app = _app(Settings().with_changes(ui_scale=150))
    try:
        app.run_frames(2)   # the backdrop lays itself out before the spy
        monkeypatch.setattr(pygame.transform, "smoothscale", spy)
        app.run_frames(3)
        assert app.screen is app.window and not calls
    finally:
        app.close()


def _texts_and_widgets(scene):
    """The on-screen rects of a settings page's words and controls, the scrolled-out
    ones left out (they are not drawn: the page scrolls)."""
    box = scene.content
    rects = [("text", text.get_bounding_rect().move(pos)) for text, pos in scene._texts
             if text.get_height() > 2]   # not the dividers
    rects += [(w.name, w.rect) for w in scene.widgets.widgets if w.name != "back"]
    shown = [(n, r) for n, r in rects if box.contains(r)]
    return shown, [(n, r) for n, r in rects if r.colliderect(box) and not box.contains(r)]


def test_settings_and_accessibility_never_overlap_at_large_text_and_scale(home):
    screen = pygame.Rect(0, 0, 1280, 720)
    for ui, text in ((150, 130), (100, 130), (80, 130), (100, 100)):
        for page in (SettingsScene, AccessibilityScene):
            app = _settings_page(Settings().with_changes(ui_scale=ui, text_size=text), page=page)
            try:
                scene = app.top
                for _step in range(12):   # every part of a scrolled page, top to bottom
                    shown, cut = _texts_and_widgets(scene)
                    back = scene.widgets.find("back").rect
                    assert screen.contains(back) and screen.contains(scene.panel)
                    for i, (name, r) in enumerate(shown):
                        assert screen.contains(r) and not r.colliderect(back), (ui, text, name, r)
                        for other, q in shown[i + 1:]:
                            assert not r.colliderect(q), (page.heading, ui, text, name, r, other, q)
                    if not scene.max_scroll or scene.scroll >= scene.max_scroll:
                        break
                    scene.scroll_to(scene.scroll + scene.content.h // 2)
                if ui == 100 and text == 100:
                    assert scene.max_scroll == 0   # at the usual sizes it all fits, unscrolled
            finally:
                app.close()


@pytest.mark.slow
def test_the_title_menu_clears_the_key_hints_at_large_text_and_scale(home):
    for size in ((1280, 720), (1920, 1080)):
        for ui, text in ((150, 130), (100, 130), (80, 100)):
            app = _app(Settings().with_changes(ui_scale=ui, text_size=text), size)
            try:
                scene, (w, h) = app.top, size
                margin = int(h * 0.03)
                hint = scene._hint.get_rect(bottomleft=(max(40, int(w * 0.085)), h - margin))
                tagline = scene._tagline.get_rect(topleft=scene._tagline_pos)
                buttons = [b.rect for b in scene.menu.widgets]
                assert len(buttons) == len(scene.entries) >= 7
                for i, r in enumerate(buttons):
                    assert pygame.Rect(0, 0, w, h).contains(r), (size, ui, text, r)
                    assert not r.colliderect(hint) and not r.colliderect(tagline), (size, ui, text, r)
                    assert all(not r.colliderect(q) for q in buttons[i + 1:])
            finally:
                app.close()


def test_the_title_menu_clears_the_key_hints_in_the_smallest_window(home):
    """At 800x600 (a 960x600 scene) the one column of nine buttons ran over the key
    hints' line; it now takes two columns there."""
    for language in ("en", "de"):
        app = _app(Settings().with_changes(language=language), (800, 600))
        try:
            scene = app.top
            w, h = scene._size
            hint = scene._hint.get_rect(bottomleft=(max(40, int(w * 0.085)), h - int(h * 0.03)))
            buttons = [b.rect for b in scene.menu.widgets]
            assert len(buttons) == len(scene.entries) >= 7
            for i, r in enumerate(buttons):
                assert pygame.Rect(0, 0, w, h).contains(r) and not r.colliderect(hint), (language, r)
                assert all(not r.colliderect(q) for q in buttons[i + 1:])
        finally:
            app.close()


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
    from scenes.board.hud.trait_chart import TRAIT_MARKS
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


def test_the_window_sizes_offered_fit_on_the_desktop(home, monkeypatch):
    """On a 1280x800 desktop Settings offers no 1366x768 or 1600x900 (the window ran off
    the screen, Back out of reach), and keeps the size the window has now."""
    from scenes.kit.settings import window_sizes

    offered = window_sizes((1280, 720), [(1280, 800)])
    assert offered == [(960, 540), (1024, 768), (1280, 720)]
    assert (1000, 700) in window_sizes((1000, 700), [(1280, 800)])        # a dragged size stays
    assert all(w <= 1920 and h <= 1080 for w, h in window_sizes((1280, 720), [(1920, 1080), (1280, 800)]))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    app = _settings_page(Settings())
    try:
        seen = set()
        for _ in range(6):
            app.top.step_window_size(+1)
            seen.add(app.settings.window_size)
        for _ in range(6):
            app.top.step_window_size(-1)
            seen.add(app.settings.window_size)
        assert seen == {(960, 540), (1024, 768), (1280, 720)}
    finally:
        app.close()


def test_the_table_at_150_keeps_every_panel_on_the_screen_and_the_chronicle_readable(home):
    from scenes.board.layout import SIDE_FRAMES, table_layout

    for size in ((1280, 720), (1920, 1080), (1024, 768)):
        for ui in (80, 100, 150):
            scale.set_ui_scale(ui / 100)
            try:
                r = table_layout(size)
            finally:
                scale.set_ui_scale(1.0)
            screen = pygame.Rect((0, 0), size)
            parts = ["top", "hud", "tabs", "board", *SIDE_FRAMES]
            for i, name in enumerate(parts):
                assert screen.contains(r[name]) and r[name].h > 0, (size, ui, name, r[name])
                for other in parts[i + 1:]:
                    assert not r[name].colliderect(r[other]), (size, ui, name, other)
            assert r["log_frame"].h >= 100 and r["board"].h >= size[1] * 0.5
    big = table_layout((1280, 720))["unit"]
    scale.set_ui_scale(1.5)
    try:
        assert table_layout((1280, 720))["unit"] == big * 1.5   # the bar and the panels' unit grows
    finally:
        scale.set_ui_scale(1.0)


def test_a_window_larger_than_the_screen_opens_at_the_largest_size_that_fits():
    """A first start on a small screen (the default 1280×720 on a 960×540 desktop) ran off
    the screen, the title and the menu's foot out of reach: the window opens at the largest
    offered size that fits, and as asked where the screen has room."""
    from scenes.kit.settings import fitted_window

    assert fitted_window((1280, 720), [(960, 540)]) == (960, 540)
    assert fitted_window((1600, 900), [(1366, 768), (800, 600)]) == (1366, 768)
    assert fitted_window((1920, 1080), [(1440, 900)]) == (1366, 768)
    assert fitted_window((1280, 720), [(1920, 1080)]) == (1280, 720)
    assert fitted_window((1280, 720), [(900, 500)]) == (900, 500)   # (smaller than any offered)
    assert fitted_window((1280, 720), []) == (1280, 720)             # (no display: as asked)
