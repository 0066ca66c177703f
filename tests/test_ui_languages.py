"""Every screen in the pseudo-locale and in German (issue 36): no English left unmarked,
nothing cut without its whole text on hover.

The walk renders the screens with ``tools/screenshot.py`` (as the cut-text audit of
test_ui_input_contract does) while every text drawn is recorded at the one place pygame
turns text into pixels (``pygame.font.Font.render``). In ``qps`` every string of the
catalogue and of the content is lengthened and held between « and »: a drawn text whose
letters lie outside those marks (``game.i18n.is_marked``) escaped translation. What is
left out are the names people give their seats and the family members' names, which
are nobody's words to translate.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame
import pytest

from game import i18n
from scenes.kit import hover

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

# the screens the issue names: title, setup, board, haunt books, end, replay, settings, tutorial
WALK = [("title", []), ("settings", []), ("accessibility", []), ("help", []), ("rules", []),
        ("setup", []), ("setup", ["--ruleset", "legacy"]), ("board", ["--turns", "12"]),
        ("board", ["--ruleset", "legacy", "--turns", "8"]), ("haunt", ["--page", "3", "--turns", "3"]),
        ("goals", ["--page", "1"]), ("end", []), ("replay", ["--turns", "10"]), ("tutorial", [])]
SEATS = ("Ada", "Bram", "Cora", "Dov", "Esme", "Finn", "Agatha", "Ben")   # the tools' and the tutorial's seats


def _names() -> set[str]:
    """Words nobody translates: seats' names, the legacy families' members and surnames."""
    from game import load_pack

    words = set(SEATS)
    for family in load_pack("legacy").extra["families"].values():
        for member in family.get("members") or ():
            words.update(member.split())
        words.add(family["name"])
    return words


def _walk(language: str, tmp_path, monkeypatch) -> tuple[dict, dict]:
    """(scene -> every text drawn, scene -> cut texts without their whole on hover)."""
    import screenshot

    drawn: set[str] = set()

    class Font(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            drawn.add(str(text))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", Font)
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    texts, missing = {}, {}
    hover.audit.on = True
    try:
        for name, extra in WALK:
            drawn.clear()
            hover.audit.reset()
            key = " ".join([name, *extra])
            assert screenshot.main(["--scene", name, "--out", str(tmp_path / f"{name}.png"), "--frames", "20",
                                    "--language", language, *extra]) == 0
            texts[key] = set(drawn)
            if hover.audit.missing():
                missing[key] = sorted(hover.audit.missing())
    finally:
        hover.audit.on = False
        i18n.set_language("en")
    return texts, missing


def _unnamed(text: str, names: set[str]) -> str:
    """``text`` without the names in it (a name cut short with "…" too); a language's
    own name in the language setting is a name as well."""
    if text in i18n.NAMES.values():
        return ""

    def name(word: str) -> bool:
        return word in names or word.rstrip("s") in names or (
            text.endswith("…") and any(n.startswith(word) for n in names))

    return re.sub(r"[A-Za-z']+", lambda m: "" if name(m.group(0).replace("'", "")) else m.group(0), text)


@pytest.mark.slow
def test_every_screen_in_the_pseudo_locale_is_translated_and_uncut(tmp_path, monkeypatch):
    texts, missing = _walk(i18n.PSEUDO, tmp_path, monkeypatch)
    names = _names()
    unmarked = {scene: sorted(t for t in drawn if not i18n.is_marked(_unnamed(t, names)))
                for scene, drawn in texts.items()}
    unmarked = {scene: found for scene, found in unmarked.items() if found}
    assert sum(len(d) for d in texts.values()) > 1500      # the walk drew the screens
    assert not unmarked, unmarked
    assert not missing, missing


@pytest.mark.slow
def test_every_screen_in_german_shows_no_english_string_of_the_catalogue(tmp_path, monkeypatch):
    """The same walk in German: no string whose German differs from its English is drawn
    in English — of the catalogue (a string wrapped but not translated, or translated and
    not looked up) or of the translated content (the classic pack whole) — and nothing is
    cut without hover."""
    import gettext

    from game.content.overlays import text_table

    with (i18n.locale_dir() / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").open("rb") as fh:
        german = gettext.GNUTranslations(fh)
    translated = {**{m: t for m, t in german._catalog.items() if isinstance(m, str)}, **text_table("de")}
    english = {m for m, t in translated.items() if m and t != m and sum(ch.isalpha() for ch in m) > 3
               and "{" not in m}
    texts, missing = _walk("de", tmp_path, monkeypatch)
    left = {scene: sorted(drawn & english) for scene, drawn in texts.items() if drawn & english}
    assert "Zug beenden" in texts["board --turns 12"] or "Einstellungen" in texts["settings"]
    assert not left, left
    assert not missing, missing
