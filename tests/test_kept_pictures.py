"""Pictures and fonts kept while a scene uses them (scenes.kit.kept): the icon,
glyph and portrait caches and the App's FontBook held about 1 MB more after every game
(docs/PERFORMANCE.md, "Memory across games"); now each change of scene lets go of what
the scene just left did not use, and nothing is let go within a scene."""

from __future__ import annotations

import pygame
import pytest

from scenes.board.art import glyphs, icons, portraits
from scenes.kit import kept
from scenes.kit.scene import Scene


def test_what_the_scene_just_left_did_not_use_goes_at_the_change_of_scene():
    cache = kept.Kept()
    cache["old"] = 1
    cache["both"] = 2
    cache.sweep()                       # a scene begins: both were made in the one before
    assert cache.get("both") == 2       # used in this scene
    cache["new"] = 3
    cache.sweep()                       # this scene ends: "old" was not used in it
    assert "old" not in cache and cache.get("both") == 2 and "new" in cache
    assert cache.get("gone", "no") == "no"
    cache.sweep()                       # "new" was made, not used, in the scene before last
    assert len(cache) == 1 and "both" in cache
    cache.sweep()
    assert len(cache) == 0


def test_a_kept_holds_none_as_an_answer_and_a_bounded_number_of_entries():
    cache = kept.Kept()
    cache["missing icon"] = None
    assert "missing icon" in cache and cache.get("missing icon", "x") is None
    for i in range(kept.MOST + 10):
        cache[i] = i
    assert len(cache) <= kept.MOST


@pytest.fixture
def fresh_art():
    for cache in (icons._white, icons._tinted, glyphs._cache, portraits._cache):
        cache.clear()
    yield
    for cache in (icons._white, icons._tinted, glyphs._cache, portraits._cache):
        cache.clear()


def _one_scene_of_art(sizes) -> None:
    for size in sizes:
        icons.icon("3d-stairs", size, (200, 120, 40), fallback="omen")
        glyphs.glyph("skull", size, (200, 200, 200))
        portraits.portrait("ada", (120, 60, 200), size)


def test_icons_glyphs_and_portraits_of_a_scene_left_behind_go(app, fresh_art):
    app.push(Scene(app))
    for game in range(6):   # each "game" draws at sizes of its own (its zoom levels)
        sizes = range(20 + 40 * game, 60 + 40 * game, 3)
        _one_scene_of_art(sizes)
        assert len(icons._tinted) >= len(sizes)
        app.replace(Scene(app))   # its end: what it drew is kept over the next scene...
    app.replace(Scene(app))       # ... and no further
    assert len(icons._tinted) == len(icons._white) == len(glyphs._cache) == len(portraits._cache) == 0


def test_nothing_is_let_go_within_a_scene(app, fresh_art, monkeypatch):
    app.push(Scene(app))
    _one_scene_of_art(range(20, 60, 5))
    app.replace(Scene(app))
    made = []
    real = pygame.image.load_sized_svg if hasattr(pygame.image, "load_sized_svg") else None
    if real is not None:
        monkeypatch.setattr(pygame.image, "load_sized_svg", lambda *a: made.append(a) or real(*a))
    for _frame in range(5):   # frame after frame in the new scene: the same pictures
        _one_scene_of_art(range(20, 60, 5))
    assert made == [] and len(icons._tinted) == len(range(20, 60, 5))


def test_the_font_book_lets_go_of_sizes_no_longer_asked_for(app):
    app.push(Scene(app))
    fonts = app.fonts
    for size in range(10, 90):
        fonts.render("body", size, "A line of the chronicle", (255, 255, 255))
    assert len(fonts) >= 70
    app.replace(Scene(app))
    kept_font = fonts.get("body", 14)
    fonts.render("body", 14, "A line of the chronicle", (255, 255, 255))
    app.replace(Scene(app))
    assert len(fonts) == 1 and fonts.get("body", 14) is kept_font
    assert len(fonts._texts) == 1


def test_the_chronicle_keeps_a_bounded_number_of_rendered_lines_and_draws_the_same(app):
    """600 lines rendered at full width held 29 MB at 1080p: only those nearest the view
    are kept, the rest drawn again when scrolled to — the same pixels."""
    from scenes.board.hud.narration_panel import KEPT, NarrationPanel

    rect = pygame.Rect(20, 20, 360, 500)

    def filled(limit_kept: int) -> NarrationPanel:
        panel = NarrationPanel(app.fonts)
        panel.kept = limit_kept
        panel.layout(rect, 7.2)
        for i in range(700):
            style = ("line", "heading", "aside", "forever")[i % 4]
            panel.add(f"Entry {i}: " + "the candle gutters " * (i % 5), "red" if i % 3 else None, style)
            if i % 50 == 0:
                panel.draw(app.screen, rect)
        return panel

    kept, whole = filled(KEPT), filled(10**6)
    for notches in (0, 7, 40, 400, -400, 3):
        shots = []
        for panel in (kept, whole):
            panel.scroll(notches)
            app.screen.fill((30, 0, 30))
            panel.draw(app.screen, rect)
            shots.append(pygame.image.tobytes(app.screen, "RGB"))
        assert shots[0] == shots[1], f"scrolled {notches}"
        live = [art for art in kept._rendered if art is not None]
        assert len(live) == kept._live <= KEPT
    assert sum(art is not None for art in whole._rendered) > KEPT   # (the plain way kept them all)
    assert kept.content_height == whole.content_height == sum(kept._heights)
    kept.layout(pygame.Rect(20, 20, 300, 500), 7.2)   # re-wrapped at a new width: the newest kept
    assert kept._live == sum(art is not None for art in kept._rendered) <= KEPT
    assert kept.content_height == sum(kept._render(e).get_height() for e in kept.entries)
