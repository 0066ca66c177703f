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


KNOT = {"t": "dice_rolled", "seat": 0, "dice": [1, 0, 1, 0, 0], "total": 2, "trait": "might", "r": 3,
        "why": "KNOT: Strip the room and knot what you find"}
PLAYERS = [{"seat": 0, "name": "Ida Marsh", "explorer": "x", "colour": "red"}]


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_haunt_action_roll_says_what_it_is_for_without_a_stray_colon(home, language):
    """In German the roll stage's subtitle read ": den Raum ausräumen…" (the purpose as it
    ends a sentence); it opens with a capital letter, in either language."""
    from scenes.board.presenter import Presenter
    from game import load_pack

    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(language=language))
    try:
        roll = Presenter(app, load_pack("classic"))._one_roll(KNOT, [], PLAYERS)
        assert roll.subtitle and roll.subtitle[0].isalpha() and roll.subtitle[0].isupper()
    finally:
        app.close()


LURCH = {"t": "dice_rolled", "seat": 0, "dice": [1, 1], "total": 2, "r": 4, "why": "Cage Lift lurches"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_dice_with_no_trait_say_what_they_are_for_as_their_sentence_ends(home, language):
    """The lift's dice read "2 Würfel , während der Gitteraufzug ruckt" in German: the
    purpose (", während …"; in English " as …") was stripped and given a space again. It
    ends the title as it comes, and in English as before."""
    from scenes.board.presenter import Presenter
    from game import load_pack

    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(language=language))
    try:
        roll = Presenter(app, load_pack("classic"))._one_roll(LURCH, [], PLAYERS)
        assert " ," not in roll.title and "  " not in roll.title, roll.title
        assert roll.title.endswith(("lurches", "ruckt")), roll.title
    finally:
        app.close()


def test_the_total_under_the_dice_is_in_german(home):
    """The roll stage drew "Total 2 — Gescheitert": an English word in a German game."""
    from scenes.board.records import Roll, Side
    from scenes.board.stage.roll_stage import result_line

    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(language="de"))
    try:
        line = result_line(Roll("Ida — Kraft-Wurf", (Side("Ida", (1, 1), 2),), "Gescheitert", "fail"))
        assert "Total" not in line and "2" in line and "Gescheitert" in line
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_why_there_is_nowhere_to_explore_reads_in_a_few_lines(home, language, size):
    """On a long floor (small rooms) the plate saying why there are no Explore squares was
    as narrow as a room and a half: five to seven lines of a word or two each."""
    from scenario import place, put
    from scenes.kit.widgets import wrap_text
    from test_ui_board import human_game, load_pack, open_board, settle

    app = App(size, offscreen=True, settings=Settings().with_changes(language=language))
    try:
        game = human_game(load_pack("classic"), 1)
        west = ["wellhead", "antler_room", "clock_room", "mending_room", "still_room", "map_room"]
        for x, tile in enumerate(west, start=1):
            place(game, tile, "ground", -x, 0)
        for x, tile in enumerate(["linen_press", "writing_room"], start=1):
            place(game, tile, "ground", x, 0)
        put(game, game.acting_seat(), "grand_staircase")   # one doorway, to the Foyer
        scene = open_board(app, game)
        settle(app)
        table = scene.table
        words, box = table.ways.explore_words(table), table.ways.no_explore_rect(table)
        assert words and box is not None
        font = app.fonts.get("body", max(13, int(table.u * 2.3)))
        assert len(wrap_text(font, words, box.w - 2 * max(4, int(table.u * 0.8)))) <= 3
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_carried_cards_menu_says_each_button_whole(home, language, size):
    """At 960x540 in German a legacy card's menu read "AUFZIEHEN — Schlü…" and "ABLEGEN —
    hier lass…": its buttons cut short, the card's own name repeated under its face."""
    from game.commands import cmd

    app, scene = _legacy_table(size, language)
    try:
        t, seat = scene.table, scene.table.hud.seat
        card = "long_case_clock_key"
        commands = [cmd("use_item", seat, card=card), cmd("drop", seat, cards=[card])]
        t.menu.open(card, pygame.Rect(20, 300, 70, 90), t.r["board"], t.u, commands, scene.view, lambda c: None)
        cut = [w.full_label for w in t.menu.widgets.widgets if getattr(w, "full_label", None)]
        assert not cut
        assert all(_name(scene.pack, card) not in w.label for w in t.menu.widgets.widgets)
    finally:
        app.close()


def _legacy_table(size, language):
    """An App of ``size`` in ``language`` with a fresh legacy free-play game of three
    people on it (seed 8)."""
    from game import auto_seats, load_pack, new_game
    from scenes.board.play import PlayScene
    from test_ui_board import DATE

    pack = load_pack("legacy")
    app = App(size, offscreen=True, settings=Settings().with_changes(language=language))
    game = new_game("legacy", auto_seats(pack, 3, 8), seed=8, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(3)
    return app, scene


def _name(pack, card) -> str:
    from game.i18n import _

    return _(pack.cards[card].name)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_lit_floor_tab_says_how_many_rooms_clear_of_its_miniature(home, language, size):
    """At 960x540 in German "8 Räume erreichbar" ran under the ground floor's miniature
    (a long row of rooms) on its tab: legacy's four tabs are narrow."""
    from game import auto_seats, load_pack, new_game
    from scenario import place, put, set_trait
    from test_ui_board import DATE, open_board, settle

    app = App(size, offscreen=True, settings=Settings().with_changes(language=language))
    try:
        pack = load_pack("legacy")
        game = new_game("legacy", auto_seats(pack, 3, 8), seed=8, content=pack, options=DATE)
        seat = game.acting_seat()
        west = ["mud_porch", "threshing_floor", "cold_dairy", "brewhouse", "hearth_kitchen", "smoke_hall"]
        for x, tile in enumerate(west, start=1):
            if tile not in game.state["placed"]:
                place(game, tile, "ground", -x, 0)
        for x, tile in enumerate(["best_parlour", "estate_office"], start=1):
            if tile not in game.state["placed"]:
                place(game, tile, "ground", x, 0)
        put(game, seat, "upper_landing")
        set_trait(game, seat, "speed", 7)
        game.state["turn"]["moves"] = 8
        scene = open_board(app, game)
        settle(app)
        tabs = scene.table.tabs
        hint = tabs.hint("ground")
        assert hint is not None and tabs.rects["ground"] != tabs.rects.get(tabs.active)
        words, pos = hint
        drawn = tabs.minis["ground"].get_bounding_rect().move(tabs.mini_rect("ground").topleft)
        assert not words.get_rect(topleft=pos).colliderect(drawn)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_bots_seat_chip_keeps_saying_bot_when_its_name_is_cut(home, language):
    """At 960x540 a legacy seat read "Lavinia Aldermoo…": the cut took "(bot)" with it,
    and nothing on the bar said that no person plays that seat."""
    from game.i18n import _
    from scenes.board.hud.topbar import seat_label

    app = App((960, 540), offscreen=True, settings=Settings().with_changes(language=language))
    try:
        font = app.fonts.get("body", 13)
        name = "Lavinia Aldermoor"
        whole = _("{name} (bot)").format(name=name)
        bot = _("{name} (bot)").format(name="").strip()
        room = font.size(whole)[0] * 3 // 4
        shown = seat_label(font, name, True, room)
        assert shown.endswith(bot) and shown != whole and font.size(shown)[0] <= room
        assert seat_label(font, name, True, font.size(whole)[0]) == whole
        assert not seat_label(font, name, False, room).endswith(bot)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_questions_buttons_say_their_answers_whole(home, language, size):
    """At 960x540 in German the heirloom question's button read "Zum Erbstück der Familie
    Cor…": two answers side by side had no room; a long one now stands on its own row."""
    from scenes.board.dialogs.dialog_kinds import make_dialog
    from scenes.board.stage.card_face import CardFaces
    from scenes.board.table import DialogContext

    app, scene = _legacy_table(size, language)
    try:
        pack, game = scene.pack, scene.game
        ctx = DialogContext(pack, app.fonts, CardFaces(pack, app.fonts))
        card = next(c.id for c in pack.cards.values() if (c.data or {}).get("heirloom"))
        pending = {"kind": "heirloom", "seat": 0, "card": card, "prompt": "Make it your family's heirloom?"}
        dialog = make_dialog(ctx, pending, game.view(0), lambda command: None)
        dialog.layout(scene.table.r["board"], scene.table.u)
        assert len(dialog.widgets.widgets) == 2
        assert not [w.full_label for w in dialog.widgets.widgets if getattr(w, "full_label", None)]
    finally:
        app.close()
