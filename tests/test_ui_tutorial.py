"""The guided first game (issue 28 item 6): from the title, a real classic game on a fixed
seed with a coach that points at the board — explore, a card, a roll, a move, the haunt
and its books, an attack — skippable at every step, offered once, and again from How to
play. Everything runs on the real App, offscreen, driven by clicks.
"""

from __future__ import annotations

import pytest

from test_ui_board import app, click, home  # noqa: F401  (fixtures)

from scenes.haunt.haunt_split import HauntSplitScene
from scenes.kit.intents import Key
from scenes.menu.title import TitleScene
from scenes.menu.help_scene import HelpScene
from scenes.tutorial.lessons import LESSONS, SEAT
from scenes.tutorial.tutorial_scene import TutorialScene


def title_labels(app) -> list[str]:
    return [w.label for w in app.top.menu.widgets]


def run_lessons(app, scene, limit: int = 400) -> list[str]:
    """Click through the guided game as a player who only ever says "Next" (and reads on
    through the haunt's pages); the lessons shown, in order ("split": the haunt's pages)."""
    shown: list[str] = []
    for _ in range(limit):
        top = app.top
        if isinstance(top, HauntSplitScene):
            if shown[-1] != "split":
                shown.append("split")
            app.run_frames(2)
            click(app, top.widgets.find("split:continue").rect.center)
            continue
        assert top is scene, f"the tutorial left the table for {top!r}"
        if not scene.coaching:
            return shown
        lesson = scene.showing()
        if lesson in LESSONS and (not shown or shown[-1] != lesson.key):
            shown.append(lesson.key)
        click(app, scene.callout.widgets.find("tutorial:next").rect.center)
        app.run_frames(2)
    raise AssertionError(f"the tutorial did not end; lessons seen: {shown}")


@pytest.mark.slow
def test_the_guided_first_game_runs_from_the_title_to_its_last_step_by_clicks(app):
    assert "Learn by playing" in title_labels(app)
    click(app, app.top.button("Learn by playing").rect.center)
    scene = app.top
    assert isinstance(scene, TutorialScene)
    keys = [lesson.key for lesson in LESSONS]
    at = keys.index("books")   # the haunt is told on the board, then its pages open, then the book lesson
    assert run_lessons(app, scene) == [*keys[:at], "split", *keys[at:]]
    assert scene.books_read and scene.game.phase in ("haunt", "over")
    attacks = [e for e in scene.game.events if e["t"] == "attack_resolved"]
    assert attacks, "the attack lesson's attack was made"
    # the coach has gone: an ordinary game goes on, the person's seat theirs
    assert not scene.coaching and not scene.is_bot(SEAT)
    # offered once: the title no longer offers it, How to play still does
    scene.quit_to_title()
    app.run_frames(2)
    assert app.settings.tutorial_seen and "Learn by playing" not in title_labels(app)
    click(app, app.top.button("How to play").rect.center)
    assert isinstance(app.top, HelpScene)
    click(app, app.top.widgets.find("help:tutorial").rect.center)
    assert isinstance(app.top, TutorialScene)


def test_a_lesson_hands_the_board_over_and_the_players_own_click_moves_it_on(app):
    click(app, app.top.button("Learn by playing").rect.center)
    scene = app.top
    before = len(scene.game.events)
    click(app, scene.table.r["board"].center)   # the welcome: the board is the coach's
    assert len(scene.game.events) == before and scene.lesson.key == "welcome"
    click(app, scene.callout.widgets.find("tutorial:next").rect.center)
    app.run_frames(2)
    assert scene.showing().key == "explore"
    lit = [cell for cell, (kind, _c) in scene.table.targets.items() if kind == "explore"]
    assert lit, "the engine offers somewhere to explore"
    region, x, y = lit[0]
    scene.table.show_region(region)
    click(app, scene.table.house.screen_rect(region, x, y).center)
    assert any(e["t"] == "tile_drawn" for e in scene.game.events[before:])
    assert scene.lesson.key == "card"       # done by hand: the next lesson is on its way
    assert scene.by_person


def test_between_lessons_the_plate_counts_the_lessons_done_not_the_next_ones_number(app):
    """Between lessons 5 and 6 the plate said "Lesson 6 of 9" over "The game goes on",
    and then "Lesson 6 of 9" again over the haunt (frame /tmp/np/20.png)."""
    from scenes.tutorial.tutorial_scene import BETWEEN

    click(app, app.top.button("Learn by playing").rect.center)
    scene = app.top
    steps = {}
    for _ in range(3000):
        shown = scene._shown
        if shown is not None and scene.callout.rect is not None:
            steps.setdefault(shown.key, scene.callout.step)
        if shown is BETWEEN and shown.key in steps:
            break
        if shown is not None and shown is not BETWEEN:
            click(app, scene.callout.widgets.find("tutorial:next").rect.center)
        app.run_frames(2)
    assert steps["welcome"] == "Lesson 1 of 9" and steps["explore"] == "Lesson 2 of 9"
    done = scene.lesson_at
    assert steps[BETWEEN.key] == f"{done} of 9 lessons done"
    assert steps[BETWEEN.key] != f"Lesson {done + 1} of 9"


def _skip(app):
    """From the title into the tutorial, then "Skip the tutorial": the table's menu."""
    click(app, app.top.button("Learn by playing").rect.center)
    scene = app.top
    click(app, scene.callout.widgets.find("tutorial:skip").rect.center)
    return scene, scene.table.leaving


def _saves():
    from game.paths import saves_dir

    folder = saves_dir()
    return sorted(folder.glob("*")) if folder.exists() else []


def test_skip_asks_what_next_in_a_practice_games_words(app):
    scene, menu = _skip(app)
    assert menu.open and scene.coaching            # asked, nothing decided yet
    names = [w.name for w in menu.widgets.widgets]
    assert names[0] == "leave:stay" and names[-2:] == ["leave:play_on", "leave:go"]
    assert menu.widgets.find("leave:stay").label == "Keep learning"
    assert menu.widgets.find("leave:go").label == "Leave the practice game"
    before = len(scene.game.events)
    app.run_frames(120)                            # the bots and the coach wait for the answer
    assert len(scene.game.events) == before
    click(app, menu.widgets.find("leave:stay").rect.center)
    assert not menu.open and scene.coaching and scene.lesson.key == "welcome"


def test_the_skip_button_is_not_left_lit_when_the_menu_it_opened_closes(app):
    """A button the pointer left while a menu covered it does not stay lit as if stuck."""
    scene, menu = _skip(app)
    stay = menu.widgets.find("leave:stay").rect.center
    assert not scene.callout.widgets.find("tutorial:skip").rect.collidepoint(stay)
    click(app, stay)   # (the pointer is on the menu's button now, not on Skip)
    app.run_frames(2)
    assert not menu.open and scene.coaching
    skip = scene.callout.widgets.find("tutorial:skip")
    assert skip.state not in ("hover", "pressed"), skip.state


def test_skip_then_play_on_leaves_an_unsaved_game_going_that_says_so(app):
    scene, menu = _skip(app)
    click(app, menu.widgets.find("leave:play_on").rect.center)
    assert not menu.open and not scene.coaching
    app.run_frames(5)
    assert scene.acting == SEAT and scene.table.human   # the person's turn, theirs to play
    lit = list(scene.table.targets)
    assert lit, "the board lights the person's choices with the coach gone"
    # Esc: the coach is gone (no "Play on"), and leaving says it ends the practice game
    app.dispatch(Key("escape"))
    assert menu.open and "leave:play_on" not in [w.name for w in menu.widgets.widgets]
    assert menu.widgets.find("leave:go").label == "Leave the practice game"
    assert menu.note_words == "A practice game: it is not saved."
    click(app, menu.widgets.find("leave:go").rect.center)
    app.run_frames(2)
    assert isinstance(app.top, TitleScene) and _saves() == []   # nothing left behind
    assert not app.top.button("Continue").enabled    # no unfinished game to go back to


def test_skip_then_leave_goes_back_to_the_title_leaving_nothing_behind(app):
    scene, menu = _skip(app)
    click(app, menu.widgets.find("leave:go").rect.center)
    app.run_frames(2)
    assert isinstance(app.top, TitleScene) and app.top is not scene
    assert _saves() == [] and not app.top.button("Continue").enabled


def test_how_to_play_is_illustrated_with_the_games_own_pictures(app, monkeypatch):
    from scenes.menu import help_scene

    click(app, app.top.button("How to play").rect.center)
    page = app.top
    assert isinstance(page, HelpScene)
    width = page.content.w - int(page.unit * 3)
    blocks = page.blocks(width)
    words_only = 2 * len(page.sections())
    pictures = len(blocks) - words_only
    assert pictures == len(help_scene.PICTURES)       # every illustrated section has its picture
    assert all(help_scene.picture(name) is not None for name in help_scene.PICTURES.values())
    monkeypatch.setattr(help_scene, "picture", lambda name: None)
    assert len(page.blocks(width)) == words_only    # a missing file: that section in words only


def test_how_to_play_shows_the_pictures_of_the_language_in_use():
    """A German How to play showed the house with English rooms ("Oratory", "Scullery"):
    a language's own pictures (assets/help/de) come first, the English ones stand in."""
    import pygame

    from game import i18n
    from scenes.menu import help_scene

    english = {name: help_scene.picture(name) for name in help_scene.PICTURES.values()}
    i18n.set_language("de")
    try:
        german = {name: help_scene.picture(name) for name in help_scene.PICTURES.values()}
        assert help_scene.picture("no_such_picture") is None
    finally:
        i18n.set_language("en")
    for name in english:
        assert german[name] is not None
        same = pygame.image.tobytes(german[name], "RGB") == pygame.image.tobytes(english[name], "RGB")
        assert not same, f"{name}: the German page shows the English picture"
