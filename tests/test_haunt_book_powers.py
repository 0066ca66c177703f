"""A haunt book's powers are told in a player's words, in the language in use: every power
a haunt of any pack gives has its sentence (never its id read out), and that sentence is
in the German catalogue."""

from __future__ import annotations

from pathlib import Path


from game.content.safe_yaml import safe_load
from game.i18n import set_language, _
from scenes.haunt.haunt_book import POWER_WORDS

ROOT = Path(__file__).resolve().parent.parent


def powers_used() -> set[str]:
    used = set()
    for path in ROOT.glob("content/*/haunts/*.yaml"):
        doc = safe_load(path.read_text(encoding="utf-8")) or {}   # (safe, as the game reads it)
        for side in ("heroes", "traitor"):
            used |= set((doc.get(side) or {}).get("powers") or ())
    return used


def test_every_power_a_haunt_gives_is_a_sentence_in_english_and_german():
    used = powers_used()
    assert {"distance_attack", "monsters_carry"} <= used
    assert used <= set(POWER_WORDS)
    try:
        set_language("de")
        for power in used:
            english = POWER_WORDS[power]
            assert english.endswith(".") and "_" not in english
            assert _(english) != english, power
    finally:
        set_language("en")
