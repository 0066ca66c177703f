"""Text fields as in any text box (issue 28 item 5): Ctrl+A selects all and typing replaces
it, Ctrl+Backspace takes a word, Home/End move the caret, Ctrl+V pastes when there is a
clipboard — in a seat's name on the setup screen and in the rules search, through the App.
"""

from __future__ import annotations

import pytest
from test_ui_board import app, click, home  # noqa: F401  (fixtures)

from scenes.kit import line_edit
from scenes.kit.intents import Key, Text
from scenes.menu.rules_scene import RulesScene
from scenes.setup.setup_scene import SetupScene


def key(app, name: str, ctrl: bool = False) -> None:
    app.dispatch(Key(name, ctrl=ctrl))
    app.run_frames(1)


def type_text(app, text: str) -> None:
    for letter in text:   # a key goes down, then SDL's text for it
        app.dispatch(Key(letter.lower() if letter != " " else "space", shift=letter.isupper()))
        app.dispatch(Text(letter))
    app.run_frames(1)


@pytest.fixture
def naming(app):
    """The setup screen with seat 1's name being typed (its caret at the end)."""
    click(app, app.top.button("New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.name_rects[0].center)
    assert setup.editing == 0
    key(app, "end")
    return setup


def test_ctrl_a_then_typing_replaces_the_name(app, naming):
    assert naming.seats[0]["name"] == "Player 1"
    type_text(app, "x")
    assert naming.seats[0]["name"] == "Player 1x"   # the caret was at the end: typing adds
    key(app, "a", ctrl=True)
    type_text(app, "Ana")
    assert naming.seats[0]["name"] == "Ana"          # not "Player 1xAna"


def test_ctrl_backspace_deletes_a_word_and_home_end_move_the_caret(app, naming):
    key(app, "a", ctrl=True)
    type_text(app, "Jo Ann Lee")
    key(app, "backspace", ctrl=True)
    assert naming.seats[0]["name"] == "Jo Ann "
    key(app, "home")
    type_text(app, "Dr ")
    assert naming.seats[0]["name"] == "Dr Jo Ann "
    key(app, "end")
    type_text(app, "Quill")
    assert naming.seats[0]["name"] == "Dr Jo Ann Quill"
    key(app, "backspace")
    assert naming.seats[0]["name"] == "Dr Jo Ann Quil"


def test_paste_takes_the_clipboards_first_line_and_no_clipboard_is_no_harm(app, naming, monkeypatch):
    key(app, "a", ctrl=True)
    monkeypatch.setattr(line_edit, "clipboard_text", lambda: "Hester\nsecond line")
    key(app, "v", ctrl=True)
    assert naming.seats[0]["name"] == "Hester"
    monkeypatch.setattr(line_edit, "clipboard_text", lambda: "")
    key(app, "v", ctrl=True)
    assert naming.seats[0]["name"] == "Hester"


def test_the_rules_search_edits_like_a_text_box(app):
    rules = RulesScene(app, "classic")
    app.push(rules)
    app.run_frames(2)
    type_text(app, "haunt roll")
    key(app, "backspace", ctrl=True)
    assert rules.search.text == "haunt "
    key(app, "home")
    type_text(app, "the ")
    assert rules.search.text == "the haunt "
    key(app, "a", ctrl=True)
    type_text(app, "omen")
    assert rules.search.text == "omen" and app.top is rules
