"""A translated action word is the word its book shows: the screens look a content text
up by its English, so where two haunts translate one English word (TOAST) differently,
only one German word can be shown — and the other book's rules would name a word its
heading does not. Every haunt overlay's action words must be the ones shown."""

from __future__ import annotations

from pathlib import Path

import yaml

from game.content.loader import SAFE_LOADER
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
            english = prose(yaml.load((pack / "haunts" / path.name).read_text(encoding="utf-8"), Loader=SAFE_LOADER))
            for key, text in (yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER) or {}).items():
                checked += key.endswith(".word")
                if key.endswith(".word") and shown.get(english[key]) != text:
                    clashes.append(f"{path.relative_to(ROOT)} {key}: {text} is shown as {shown.get(english[key])}")
        assert clashes == [], clashes
    assert checked > 100   # (the overlays were found and read: not a check of nothing)
