"""Languages (issue 36): the catalogues, the pseudo-locale, the language setting."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from game import i18n
from game.i18n import _, ngettext

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))


def test_english_reads_no_catalogue_and_german_reads_its_own():
    assert i18n.set_language("en") == "en"
    assert _("Settings") == "Settings"
    assert i18n.set_language("de") == "de"
    assert _("Settings") == "Einstellungen"
    assert _("A window {width} pixels wide and {height} high.").format(width=800, height=600) \
        == "Ein Fenster, 800 Pixel breit und 600 hoch."
    assert _("no such string in any catalogue") == "no such string in any catalogue"   # English fallback


def test_an_unknown_language_is_english():
    assert i18n.set_language("xx") == "en" and i18n.language() == "en"
    assert _("Settings") == "Settings"


def test_plural_forms_follow_the_count():
    i18n.set_language("de")
    assert ngettext("{n} room", "{n} rooms", 1) == "{n} Raum"
    assert ngettext("{n} room", "{n} rooms", 3) == "{n} Räume"
    assert ngettext("{n} nothing", "{n} nothings", 3) == "{n} nothings"   # not in the catalogue: English's rule


def test_pseudo_lengthens_marks_and_keeps_placeholders():
    text = "{name} draws {card} from the deck"
    out = i18n.pseudo(text)
    assert out.startswith("«") and out.endswith("»")
    assert "{name}" in out and "{card}" in out
    assert len(out) >= 1.4 * len(text)
    assert out.format(name="A", card="B")
    assert i18n.is_marked(out) and not i18n.is_marked(text)


@pytest.mark.parametrize("text, marked", [("«Néw gámé ~»", True), ("12 / 30", True), ("F11", True),
                                          ("«Thé» Speed", False), ("dŕáws á çáŕd»", True), ("Roll", False)])
def test_is_marked_tells_pseudo_text_from_english(text, marked):
    assert i18n.is_marked(text) is marked


def test_the_system_locale_picks_a_shipped_language():
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.system_language({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}) == "de"
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.system_language({"LANG": "qps"}) == "en"    # the pseudo-locale is never chosen for you


def test_every_catalogue_is_compiled_and_keeps_its_placeholders(tmp_path):
    """The .mo files the game reads say what their .po files say (tools/i18n.py compile
    was run), and no translation lost or invented a placeholder."""
    import gettext

    from babel.messages.pofile import read_po

    import i18n as tool

    assert set(tool.languages()) >= {"de", i18n.PSEUDO}
    for lang in tool.languages():
        with tool.po_path(lang).open("rb") as fh:
            catalog = read_po(fh)
        assert tool.broken_placeholders(catalog) == []
        with tool.po_path(lang).with_suffix(".mo").open("rb") as fh:
            compiled = gettext.GNUTranslations(fh)
        for msg in catalog:
            if msg.id and msg.string and not msg.pluralizable:
                assert compiled.gettext(msg.id) == msg.string, (lang, msg.id)


def test_a_broken_placeholder_is_refused():
    from babel.messages.catalog import Catalog

    import i18n as tool

    catalog = Catalog(locale="de")
    catalog.add("{name} draws {card}", "{name} zieht {karte}")
    catalog.add("{n} room", "{n} Raum")
    problems = tool.broken_placeholders(catalog)
    assert len(problems) == 1 and "{card}" in problems[0]


def test_the_catalogue_template_lists_every_marked_string():
    """tools/i18n.py extract was run: every string marked in game/ and scenes/ is in the
    template (a string marked later and not extracted would stay English)."""
    from babel.messages.pofile import read_po

    import i18n as tool

    with tool.pot_path().open("rb") as fh:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(fh) if m.id}
    marked = {m if isinstance(m, str) else m[0] for m, *_rest in tool.marked()}
    assert marked - template == set()


def test_every_literal_given_to_a_marker_is_extracted():
    """Every literal in ``_()``, ``N_()``, ``ngettext()``, ``Np_()`` of game/ and scenes/ is
    in the template. Babel's extractor loses a marker nested in parentheses inside another
    marked call (``self.text((_("a") if x else _("b")).format())``) or in a marker's own
    argument (``_(TABLE.get(k, N_("c")))``): such a string would stay English."""
    import ast

    from babel.messages.pofile import read_po

    import i18n as tool

    with tool.pot_path().open("rb") as fh:
        template = {text for m in read_po(fh) if m.id for text in ((m.id,) if isinstance(m.id, str) else m.id)}
    root = Path(__file__).resolve().parent.parent
    lost, seen = [], 0
    for folder in tool.SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in ("_", "N_", "ngettext", "Np_")):
                    continue
                for arg in node.args[:2]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and \
                            sum(ch.isalpha() for ch in arg.value) > 1:
                        seen += 1
                        if arg.value not in template:
                            lost.append(f"{path.relative_to(root)}:{node.lineno}: {arg.value!r}")
    assert seen > 800
    assert lost == []



# -- the setting ---------------------------------------------------------------------------------

def test_no_word_is_drawn_straight_by_a_font():
    """pygame's own ``Font.render(text, antialias, colour)`` translates nothing: a word
    written into such a call ("used" under a spent card) is English on every table."""
    import re

    straight = re.compile(r"""\.render\(\s*(["'])[^"']*[A-Za-z][^"']*\1\s*,\s*(True|False)""")
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "scenes").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if straight.search(line)]
    assert found == []


# phrases of the screens' code that are nobody's words to translate: the command line's
# help (before any language is chosen), the box shown when the game cannot start at all,
# the words a family adds to a reused first name (a name), a value compared, not shown
NOT_SHOWN = {"Hollowmere: a haunted-house board game for 3-6 people at one computer.", "watching bots play",
             "Hollowmere cannot start", "the Third", "the Fourth", "the Fifth", "free play", "the table"}


def test_every_phrase_the_screens_write_is_in_the_catalogue():
    """A phrase written in the screens' code reaches the catalogue only through a marker;
    one that is not marked is drawn in English on every table ("Pay 1 Sanity", "Save and
    leave", "This save is damaged" were). Every string literal of ``scenes/`` with two
    words in it is a msgid, unless it is a docstring, a widget's or key's name, a word
    compared with, a message for a log or the command line, or one of NOT_SHOWN."""
    import ast

    from babel.messages.pofile import read_po

    import i18n as tool

    with tool.pot_path().open("rb") as fh:
        catalogue = {i for m in read_po(fh) for i in ((m.id,) if isinstance(m.id, str) else m.id)}
    found, seen = [], 0
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            text, up = node.value, parents.get(node)
            if not re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", text) or text in NOT_SHOWN:
                continue
            seen += 1
            if text in catalogue or isinstance(up, (ast.Expr, ast.JoinedStr, ast.Compare)) \
                    or (isinstance(up, ast.keyword) and up.arg in ("name", "key")) \
                    or (isinstance(up, ast.Dict) and node in up.keys) \
                    or (isinstance(up, ast.Tuple) and isinstance(parents.get(up), (ast.Compare, ast.Dict))):
                continue
            while up is not None and not (isinstance(up, ast.Raise) or isinstance(up, ast.Call) and (
                    getattr(up.func, "attr", "") in ("warn", "debug", "info", "warning", "exception", "error",
                                                      "add_argument", "startswith")
                    or getattr(up.func, "id", "") in ("print", "LogError", "ValueError", "_tell"))):
                up = parents.get(up)
            if up is None:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text!r}")
    assert seen > 500   # (the screens were read: not a check of nothing)
    assert found == []


def test_the_language_is_saved_and_a_bad_one_falls_back(tmp_path):
    from scenes.kit import settings as store

    path = tmp_path / "settings.json"
    store.save(store.Settings().with_changes(language="de"), path)
    assert store.load(path).language == "de"
    path.write_text(json.dumps({"language": 42, "sound": False}))
    loaded = store.load(path)
    assert loaded.language == "" and loaded.sound is False
    assert store.Settings().language == ""    # first start: the system's locale decides


def test_choosing_a_language_in_settings_redraws_the_words(monkeypatch):
    """Settings → Accessibility → Language: saved, and the page's words made again at once."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.app import App
    from scenes.kit.settings import Settings
    from scenes.menu.accessibility_scene import AccessibilityScene

    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        scene = AccessibilityScene(app)
        app.push(scene)
        app.run_frames(2)
        assert i18n.language() == "en" and scene.descriptions["reduce_motion"].startswith("Dice")
        drop = scene.widgets.find("language")
        drop.on_change("de")
        app.run_frames(2)
        assert app.settings.language == "de" and i18n.language() == "de"
        assert scene.descriptions["reduce_motion"] == "Würfel rollen, Karten fliegen, Figuren laufen an ihr Ziel."
        from scenes.kit import settings as store

        assert store.load().language == "de"    # saved with the other settings
    finally:
        app.close()


def test_settings_says_the_language_is_under_accessibility():
    """The language was found nowhere on Settings: its row is on the Accessibility page,
    whose line named everything else there (frame /tmp/np/03.png)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.app import App
    from scenes.kit.settings import Settings
    from scenes.menu.settings_scene import SettingsScene

    for lang, word in (("en", "Language"), ("de", "Sprache")):
        app = App((1280, 720), offscreen=True, settings=Settings(language=lang))
        try:
            scene = SettingsScene(app)
            app.push(scene)
            app.run_frames(2)
            assert scene.descriptions["accessibility"].startswith(word + ","), scene.descriptions["accessibility"]
        finally:
            app.close()
            i18n.set_language("en")


def test_the_language_list_offers_players_languages_not_the_tests_pseudo_locale():
    """A new player found "Pseudo (qps)" among English and Deutsch (frame /tmp/np/75.png)."""
    from scenes.menu.accessibility_scene import language_row

    def codes():
        return [code for code, _name in language_row(lambda v: None).control[4]]

    assert i18n.PSEUDO in i18n.available()
    try:
        assert codes() == ["en", "de"]
        i18n.set_language(i18n.PSEUDO)   # in use (a tester's settings): listed, to leave it
        assert codes() == ["en", "de", i18n.PSEUDO]
    finally:
        i18n.set_language("en")


def test_a_string_back_in_the_code_gets_its_translation_back(tmp_path, monkeypatch):
    """A msgid that left the template is kept in the .po as obsolete (``#~``); when it comes
    back (a branch that still has it is merged), ``update`` gives it its translation back."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    import i18n as tool

    def template(*ids):
        cat = Catalog(project="Hollowmere")
        for msgid in ids:
            cat.add(msgid)
        with (tmp_path / "t.pot").open("wb") as fh:
            write_po(fh, cat)

    po = tmp_path / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    po.parent.mkdir(parents=True)
    cat = Catalog(locale="de", project="Hollowmere")
    cat.add("Stay", "Bleib")
    cat.add("Back later", "Später zurück")
    with po.open("wb") as fh:
        write_po(fh, cat)
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "pot_path", lambda: tmp_path / "t.pot")
    monkeypatch.setattr(tool, "po_path", lambda lang: tmp_path / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po")
    template("Stay")
    tool.update(["de"])                                   # "Back later" goes obsolete
    template("Stay", "Back later")
    tool.update(["de"])                                   # and comes back, translated
    with po.open("rb") as fh:
        said = {m.id: m.string for m in read_po(fh, locale="de") if m.id}
    assert said == {"Stay": "Bleib", "Back later": "Später zurück"}
