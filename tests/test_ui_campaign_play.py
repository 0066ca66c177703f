"""A campaign's chapter on the board: the Legacy cards read one by one as the chapter
opens (book p.3: "read it aloud, and continue to draw and read cards, one at a time,
until instructed to PAUSE or STOP"), the house's changes marked in the log as for good."""

from __future__ import annotations

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import load_pack
from scenes.app import App
from scenes.kit.intents import Key
from scenes.board.play import PlayScene, fresh
from scenes.kit.settings import Settings

from campaign_helpers import MINI, chapter_game, whisper_read


def test_the_legacy_cards_are_turned_over_one_by_one_as_a_chapter_opens():
    pack = load_pack(MINI)
    app = App((1280, 720), offscreen=True, settings=Settings())
    game = chapter_game(pack, seed=12)
    assert fresh(game.events)
    scene = PlayScene(app, game)
    app.push(scene)
    reader = scene.presenter.legacy
    shown = []
    for _ in range(3000):
        app.run_frames(1)
        if reader.busy and (not shown or shown[-1] != reader.card["id"]):
            shown.append(reader.card["id"])
            if len(shown) == 1:  # the first card waits for the table: time alone moves it on
                app.run_frames(30)
                assert reader.busy and reader.card["id"] == "L001"
        if reader.waiting:
            app.dispatch(Key("space"))  # read on, once it is face up
        if not scene.presenter.busy and len(shown) >= 3:
            break
    assert shown == ["L001", "L002", "L003"]  # in order, up to the PAUSE card
    forever = [e for e in scene.presenter.log.entries if e.style == "forever"]
    assert any("joins the omen deck" in e.text for e in forever)
    assert any("back in the box" in e.text for e in forever)


def test_a_chapter_loaded_later_does_not_read_its_cards_again():
    pack = load_pack(MINI)
    app = App((1280, 720), offscreen=True, settings=Settings())
    game = chapter_game(pack, seed=12)
    seat = game.acting_seat()
    game.submit(next(c for c in game.legal_commands(seat) if c.type == "end_turn"))
    assert not fresh(game.events)
    scene = PlayScene(app, game)
    app.push(scene)
    app.run_frames(5)
    assert not scene.presenter.legacy.busy
    assert any(e.text.startswith("Legacy card 1") for e in scene.presenter.log.entries)  # told, not shown


def test_stickers_are_marked_on_the_board_and_said_for_good_in_the_tooltip():
    """Book p.9-10: secret passage and ghost stickers, and crests, put on tiles for good."""
    from game.campaign.house import apply_change, starting_house
    from scenes.board.hud.overlays import room_tooltip
    from scenes.board.house.tile_features import sticker_words

    pack = load_pack(MINI)
    house = starting_house(pack)
    for sticker in ({"sticker": "passage"}, {"sticker": "ghost"}, {"sticker": "crest", "family": "corvane"}):
        apply_change(house, {"kind": "sticker", "tile": "entrance_hall", **sticker})
    app = App((1280, 720), offscreen=True, settings=Settings())
    game = chapter_game(pack, house, seed=12)
    view = game.view(0)
    words = sticker_words(pack, view, "entrance_hall")
    assert len(words) == 3 and all("for good" in w for w in words) and "the Corvane crest" in words[2]
    assert sticker_words(pack, view, "front_steps") == []
    tip = room_tooltip(app.fonts, pack, view, "entrance_hall", 400, 7.2)
    plain = room_tooltip(app.fonts, pack, view, "front_steps", 400, 7.2)
    assert tip.get_height() > plain.get_height()
    scene = PlayScene(app, game)
    app.push(scene)
    app.run_frames(2)
    drawn = []
    import scenes.board.house.tile_features as tf
    real = tf.draw_stickers
    tf.draw_stickers = lambda surf, room, marks, crest_for: drawn.append(dict(marks)) or real(surf, room, marks, crest_for)
    try:
        app.run_frames(2)
    finally:
        tf.draw_stickers = real
    assert drawn and drawn[-1]["passage"] and drawn[-1]["ghost"] and drawn[-1]["crests"] == ["corvane"]


def test_naming_a_card_is_a_dialog_with_a_field_p13():
    from scenes.board.dialogs.legacy_dialogs import CardName
    from scenes.kit.intents import Click, Hover, Press, Release, Text

    pack = load_pack(MINI)
    app = App((1280, 720), offscreen=True, settings=Settings())
    game = whisper_read(pack, seed=12)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    for _ in range(40):
        scene.presenter.skip()
        app.run_frames(2)
    dialog = scene.table.dialog
    assert isinstance(dialog, CardName) and dialog.field.text == "The Crow of the Mere"
    for _ in range(len(dialog.field.text)):
        app.dispatch(Key("backspace"))
    for ch in "The Crow of Hob":
        app.dispatch(Key("space" if ch == " " else ch.lower()))
        app.dispatch(Text(ch))
    pos = dialog.widgets.find("answer:0").rect.center
    for intent in (Hover(pos), Press(pos), Release(pos), Click(pos)):
        app.dispatch(intent)
    app.run_frames(3)
    from game.campaign.marks import card_name
    assert card_name(pack, game.state, "crow_of_saint_ulfrun") == "The Crow of Hob"


def test_the_chapters_haunt_trigger_is_in_the_top_bar_p3():
    """Book p.3 #9: "Look at the Legacy deck to see what you need to do for the haunt to
    start in that chapter": the PAUSE card's trigger stays in view."""
    from scenes.board.hud.topbar import tally

    pack = load_pack(MINI)
    game = chapter_game(pack, seed=12)
    assert tally(game.view(0)) == "omens found: 0 · the haunt comes with omen 2"
    game.state["chapter"]["trigger"] = {"roll_at_least": 4}
    game.state["players"][0]["cards"].append(game.state["decks"]["omen"].pop())
    assert tally(game.view(0)) == "omens found: 1 · the haunt comes on a roll of 4+"
    from game import auto_seats, new_game
    free = new_game("legacy", auto_seats(load_pack("legacy"), 3, 1), 1)
    assert tally(free.view(0)) == "omens found: 0"


def _opening_on_a_bots_turn(people: bool):
    """A chapter whose first turn is a bot's; one other seat a person's (or none)."""
    pack = load_pack(MINI)
    app = App((1280, 720), offscreen=True, settings=Settings())
    game = chapter_game(pack, seed=12)
    first = game.acting_seat()
    seats = set(range(len(game.state["players"])))
    bots = {first} if people else seats
    scene = PlayScene(app, game, bot_seats=bots)
    app.push(scene)
    return app, scene, game


@pytest.mark.slow
def test_a_legacy_card_waits_for_the_table_on_a_bots_turn_even_under_f():
    """Issue 16, point 1: story and rule cards are read by the table, whoever's turn it
    is. On a bot's turn, with F pressed, each card stays face up until a click, Space or
    Enter; the bot waits for them; a click is not also carried out on the board."""
    from scenes.kit.intents import Click, Hover, Press, Release

    app, scene, game = _opening_on_a_bots_turn(people=True)
    reader = scene.presenter.legacy
    before = len(game.events)
    app.run_frames(2)
    app.dispatch(Key("f"))
    assert scene.skip_ahead.on
    app.run_frames(700)   # well past any reading time
    assert reader.waiting and reader.card["id"] == "L001"
    assert len(game.events) == before   # the bot waits for the table
    app.dispatch(Key("return"))
    app.run_frames(60)
    assert reader.waiting and reader.card["id"] == "L002"
    centre = scene.table.r["board"].center
    for intent in (Hover(centre), Press(centre), Release(centre), Click(centre)):
        app.dispatch(intent)
    app.run_frames(700)
    assert reader.waiting and reader.card["id"] == "L003"   # the PAUSE card, still there
    assert not scene.queue and len(game.events) == before
    app.dispatch(Key("space"))
    for _ in range(200):
        app.run_frames(5)
        if len(game.events) > before:
            break
    assert not reader.busy and len(game.events) > before   # read: the bot plays on


@pytest.mark.slow
def test_a_table_of_bots_only_is_shown_each_legacy_card_for_a_readable_while():
    from scenes.campaign.legacy_reader import read_time

    app, scene, game = _opening_on_a_bots_turn(people=False)
    reader = scene.presenter.legacy
    app.run_frames(2)
    assert reader.busy and reader.card["id"] == "L001" and not reader.wait
    app.run_frames(int(60 * read_time(reader.card) * 0.8))
    assert reader.card["id"] == "L001"   # a readable pause …
    app.run_frames(int(60 * (read_time(reader.card) * 0.2 + 1.5)))
    assert reader.card["id"] != "L001" or not reader.busy   # … and then it goes by itself


def test_the_boards_chronicle_text_grows_with_the_window():
    """Issue 16, point 4: at 1920x1080 the chronicle's text was the same 13 px as at
    1280x720 (tiny); it is sized from the layout unit, like the rest of the table."""
    pack = load_pack(MINI)
    sizes = {}
    for window in ((1280, 720), (1920, 1080)):
        app = App(window, offscreen=True, settings=Settings())
        try:
            scene = PlayScene(app, chapter_game(pack, seed=12))
            app.push(scene)
            app.run_frames(2)
            log = scene.presenter.log
            assert log.entries   # (the chapter's first lines are there to be read)
            sizes[window[1]] = (log._size, log.fonts.get("body", log._size).get_linesize())
        finally:
            app.close()
    assert sizes[720][0] == 13
    assert sizes[1080][0] >= 1.4 * sizes[720][0] and sizes[1080][1] > sizes[720][1]
