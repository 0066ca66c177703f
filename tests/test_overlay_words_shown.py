"""A translated action word is the word its book shows: the screens look a content text
up by its English, so where two haunts translate one English word (TOAST) differently,
only one German word can be shown — and the other book's rules would name a word its
heading does not. Every haunt overlay's action words must be the ones shown."""

from __future__ import annotations

from pathlib import Path


from game.content.safe_yaml import safe_load
from game.content.overlays import prose, text_table

ROOT = Path(__file__).resolve().parent.parent


def test_every_translated_action_word_is_the_word_shown():
    tables: dict = {}
    checked = 0
    for lang_dir in sorted(ROOT.glob("content/*/i18n/*")):
        if lang_dir.name not in tables:
            tables[lang_dir.name] = text_table(lang_dir.name, ROOT / "content")
        shown = tables[lang_dir.name]
        pack = lang_dir.parent.parent
        clashes = []
        for path in sorted((lang_dir / "haunts").glob("*.yaml")):
            # (read as the game reads content: its safe loader, the C build where there is one)
            english = prose(safe_load((pack / "haunts" / path.name).read_text(encoding="utf-8")))
            for key, text in (safe_load(path.read_text(encoding="utf-8")) or {}).items():
                checked += key.endswith(".word")
                if key.endswith(".word") and shown.get(english[key]) != text:
                    clashes.append(f"{path.relative_to(ROOT)} {key}: {text} is shown as {shown.get(english[key])}")
        assert clashes == [], clashes
    assert checked > 100   # (the overlays were found and read: not a check of nothing)


def test_each_english_text_has_one_translation_so_the_one_shown_is_its_own():
    """Not only action words: a card, room or haunt text translated two ways (a weapon's
    "with it" as "mit ihr" and "mit ihm"; an heirloom's power given another item's
    words) shows one of the two wherever either English text is shown. So every
    English text of every pack has one translation in each language."""
    from game.content.overlays import english_files, read, translated

    checked = 0
    for lang in sorted({d.name for d in ROOT.glob("content/*/i18n/*") if d.is_dir()}):
        found: dict = {}
        for pack in sorted(d for d in (ROOT / "content").iterdir() if (d / "i18n" / lang).is_dir()):
            overlays = read(pack, lang)
            for english, text, where in translated(overlays, english_files(pack, set(overlays))):
                found.setdefault(english, {}).setdefault(text, []).append(f"{pack.name}/{where}")
                checked += 1
        clashes = {english: ways for english, ways in found.items() if len(ways) > 1}
        assert clashes == {}, clashes
    assert checked > 5000   # (every overlay was read: not a check of nothing)
