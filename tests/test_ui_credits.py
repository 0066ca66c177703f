"""About and credits: the version and every shipped asset's licence and attribution."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from game.paths import assets_root
from game.version import __version__
from scenes.menu.credits_scene import CreditsScene, credit_sections


def _text() -> str:
    return "\n".join(f"{h}\n{t}" for h, t in credit_sections())


def test_the_credits_name_the_version():
    heading, _ = credit_sections()[0]
    assert __version__ in heading


def test_every_asset_folder_has_its_licence_on_the_screen():
    headings = [h for h, _ in credit_sections()]
    for folder in (p for p in assets_root().iterdir() if p.is_dir() and not p.name.startswith("_")):
        kept = [p.name for p in folder.iterdir()
                if p.name in ("LICENSE", "README.md", "ATTRIBUTION.md") or p.suffix == ".txt"]
        assert kept, f"assets/{folder.name} ships with no licence file"
        for name in kept:
            assert any(h.endswith(name) and folder.name.lower() in h.lower() for h in headings), name


def _words(text: str) -> list[str]:
    return text.split()


def test_every_licence_is_shown_whole_word_for_word():
    """Plain-text licences are shown whole, their hard-wrapped lines joined so the
    screen can wrap them: the same words in the same order."""
    shown = {h: t for h, t in credit_sections()}
    for licence in [*sorted((assets_root() / "fonts").glob("*.txt")),
                    assets_root() / "icons" / "LICENSE", assets_root() / "sounds" / "LICENSE"]:
        heading = next(h for h in shown if h.endswith(licence.name) and licence.parent.name in h.lower())
        assert _words(shown[heading]) == _words(licence.read_text(encoding="utf-8"))
    text = _text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert "Copyright (c) 2010-2012 Georg Duffner" in text and "Philipp H. Poll" in text


def test_every_icon_is_credited_to_its_author():
    text = _text()
    assert "CC BY 3.0" in text or "Creative Commons Attribution 3.0" in text
    for svg in (assets_root() / "icons").glob("*.svg"):
        assert svg.stem in text, svg.stem
    assert "Delapouite:" in text and "Lorc:" in text


def test_the_sounds_licence_is_shown():
    assert "MIT License" in _text() and "synthesised for Hollowmere" in _text()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path))
    from scenes.app import App
    from scenes.menu.title import TitleScene

    app = App((1280, 720), offscreen=True)
    app.push(TitleScene(app))
    app.run_frames(2)
    yield app
    app.close()


def test_credits_open_from_the_title_and_scroll_to_the_end(app):
    from scenes.kit.intents import Click, Key, Press, Release

    centre = app.top.button("Credits").rect.center
    for intent in (Press(centre), Release(centre), Click(centre)):  # a real left click
        app.dispatch(intent)
    scene = app.top
    assert isinstance(scene, CreditsScene)
    assert scene.max_scroll > 0
    app.dispatch(Key("end"))
    app.run_frames(60)
    assert scene.scroll == scene.max_scroll


def test_the_credits_say_what_a_player_reads_and_no_developer_notes():
    """Assets, authors and licences only: not how a file is made, what loads it or what
    the tests rely on (a README's "For developers" section is left out)."""
    text = _text()
    for note in ("screenshot tests", "Loaded by", "scenes/", "tools/", ".py", "Regenerate",
                 "For developers", "role in the game", "| used for"):
        assert note not in text, note
    assert "EB Garamond" in text and "Georg Duffner" in text and "SIL OFL 1.1" in text


def test_a_markdown_table_reads_as_records_not_as_raw_rows():
    """A table in a credits file (the fonts' README) is parsed as Markdown: each row a
    line of its cells with their column's name, no pipes, no header row, no marks."""
    text = dict(credit_sections())["Fonts: README.md"]
    assert "EBGaramond12-Regular.ttf — face: EB Garamond 12; source: same; licence: SIL OFL 1.1" in text
    assert "|" not in text and "`" not in text and "file · face" not in text
    assert "file — face" not in text   # the header row is not a record
