"""Help during play (issue 20, point 2): Esc on the board opens the game's menu — Resume,
Rules, Settings, Save and leave — and Rules opens the reference for the rules being
played (classic or legacy), searchable, with a glossary of the board's symbols."""

from __future__ import annotations

import pytest

from game import auto_seats, new_game
from game.content import rules_reference
from game.content.rules_reference import RulesError, matching, rules_for
from scenes.board.play import PlayScene
from scenes.kit.intents import Key, Text
from scenes.menu.rules_scene import RulesScene
from scenes.menu.settings_scene import SettingsScene
from test_ui_board import DATE, app, click, home, pack  # noqa: F401  (fixtures)


def _board(app, ruleset):
    from game import load_pack

    content = load_pack(ruleset)
    seats = auto_seats(content, 3 if ruleset == "legacy" else 4, 3)
    game = new_game(ruleset, seats, seed=3, content=content, options=DATE if ruleset == "classic" else None)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(5)
    scene.presenter.skip()
    return scene


@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_esc_opens_the_menu_and_rules_opens_this_games_reference(app, ruleset):
    scene = _board(app, ruleset)
    app.dispatch(Key("escape"))
    menu = scene.table.leaving
    assert menu.open
    assert [w.name for w in menu.widgets.widgets] == ["leave:stay", "menu:rules", "menu:settings", "leave:go"]
    click(app, menu.widgets.find("menu:rules").rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.ruleset == ruleset and not menu.open
    titles = [t for t, _ in rules.sections()]
    assert titles == [e["title"] for e in rules_for(ruleset)] and len(titles) >= 12
    if ruleset == "legacy":
        assert "Regions" in titles and "Used cards" in titles
    else:
        assert "The haunt roll" in titles and "Regions" not in titles
    app.dispatch(Key("escape"))
    assert app.top is scene   # back at the board, the game as it was


def test_the_reference_is_searched_as_you_type_and_backspace_takes_a_letter_back(app):
    rules = RulesScene(app, "legacy")
    app.push(rules)
    app.run_frames(2)
    everything = len(rules.sections())
    app.dispatch(Text("attack"))
    found = [t for t, _ in rules.sections()]
    assert 0 < len(found) < everything and "Attacks" in found
    assert all("attack" in (t + x).lower() or any("attack" in k for k in e["keywords"])
               for (t, x), e in zip(rules.sections(), rules.shown))
    app.dispatch(Text(" zebra"))
    assert rules.sections() == ()      # "Nothing in the rules mentions ..." is shown instead
    for _ in range(len(" zebra")):
        app.dispatch(Key("backspace"))
    assert [t for t, _ in rules.sections()] == found
    assert app.top is rules            # Backspace edited the search; it did not leave


def test_the_glossary_shows_when_nothing_is_searched(app):
    rules = RulesScene(app, "classic")
    app.push(rules)
    plain = len(rules.blocks(600))
    app.dispatch(Text("omen"))
    assert len(rules.blocks(600)) < plain  # the symbols' glossary is part of the unsearched page
    assert matching(rules_for("classic"), "OMEN roll")   # case does not matter, every word must match


def test_settings_open_from_the_menu(app):
    scene = _board(app, "classic")
    app.dispatch(Key("escape"))
    click(app, scene.table.leaving.widgets.find("menu:settings").rect.center)
    assert isinstance(app.top, SettingsScene)


def test_a_damaged_rules_file_names_the_file_the_entry_and_the_field(tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "classic.yaml").write_text("- title: Fine\n  text: Words.\n- title: Broken\n  text: [1, 2]\n")
    monkeypatch.setattr(rules_reference, "content_root", lambda: tmp_path)
    rules_for.cache_clear()
    try:
        with pytest.raises(RulesError, match=r"rules/classic.yaml: entry 2: text"):
            rules_for("classic")
    finally:
        rules_for.cache_clear()


def test_a_search_marks_each_match_and_scrolls_to_the_first(app):
    """"moves" is first found in the text of the third section shown: the page scrolls to
    it, and it (and every other match) is marked by a candle-lit band behind the word."""
    from scenes.kit import palette as P

    rules = RulesScene(app, "classic")
    app.push(rules)
    app.run_frames(2)
    app.dispatch(Text("moves"))
    app.run_frames(40)
    assert len(rules.marks) >= 2
    mark = rules.first_mark()
    box = rules.content
    on_screen = mark.move(box.left, box.top - int(rules.scroll))
    assert rules.scroll > 0 and box.contains(on_screen)     # scrolled to where the match is
    surface = app.draw()
    band = tuple(surface.get_at((on_screen.left + 1, on_screen.centery)))[:3]
    blank = tuple(surface.get_at((box.right - 40, on_screen.centery)))[:3]
    def near(c):
        return sum(abs(a - b) for a, b in zip(c, P.CANDLE)) < sum(abs(a - b) for a, b in zip(blank, P.CANDLE))

    assert near(band), (band, blank)                         # the band is there, behind the word
    app.dispatch(Key("a", ctrl=True))
    app.dispatch(Text("zebra"))
    assert rules.marks == [] and rules.target == 0.0
    assert rules.first_mark() is None
