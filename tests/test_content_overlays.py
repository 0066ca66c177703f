"""Content translations (issue 36): overlays beside a pack, applied over its English,
held to it by the validator."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import yaml

from driver import Driver, start
from game import auto_seats, load_pack
from game.content import check_pack
from game.content import overlays
from game.i18n import PSEUDO, is_marked

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))


def _pack_copy(tmp_path) -> Path:
    folder = tmp_path / "classic"
    shutil.copytree(ROOT / "content" / "classic", folder)
    return folder


def _write(folder: Path, rel: str, data) -> None:
    path = folder / "i18n" / "de" / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


def test_an_overlay_translates_its_entries_and_leaves_the_rest_english(tmp_path):
    folder = _pack_copy(tmp_path)
    english = load_pack(folder, "en")
    _write(folder, "omens.yaml", {"parson_the_cat": {"name": "Pfarrer, der einohrige Kater"}})
    german = load_pack(folder, "de")
    assert german.cards["parson_the_cat"].name == "Pfarrer, der einohrige Kater"
    assert german.cards["parson_the_cat"].text == english.cards["parson_the_cat"].text   # not translated: English
    assert german.hash == english.hash           # a translation is not the rules
    assert english.cards["parson_the_cat"].name == "Parson, the One-Eared Cat"


def test_a_translated_pack_plays_and_hashes_as_the_english_one():
    """The engine reads ids only: a game with every word of the pack changed (the
    pseudo-locale) takes the same course, event for event, hash for hash."""
    english, pseudo = load_pack("classic", "en"), load_pack("classic", PSEUDO)
    assert is_marked(pseudo.tiles["foyer"].name) and is_marked(pseudo.extra["haunt"]["the_gnawer"]["title"])
    hashes = []
    for pack in (english, pseudo):
        game = Driver(start(pack, 4, seed=5), seed=5).run(2500)
        hashes.append((game.state_hash(), len(game.state["log"]) if "log" in game.state else None))
    assert hashes[0] == hashes[1]
    assert auto_seats(english, 4, 5)[0]["explorer"] == auto_seats(pseudo, 4, 5)[0]["explorer"]


def test_the_validator_reports_coverage_and_refuses_a_broken_translation(tmp_path, capsys):
    import validate_content

    folder = _pack_copy(tmp_path)
    shutil.rmtree(folder / "i18n", ignore_errors=True)
    _write(folder, "omens.yaml", {"parson_the_cat": {"name": "Pfarrer, der einohrige Kater"}})
    assert validate_content.main([str(folder)]) == 0
    out = capsys.readouterr().out
    assert "translation de: 1/" in out

    _write(folder, "omens.yaml", {"parson_the_cat": {"text": "Begleiter: gewinne eine Geistige Gesundheit."},
                                  "no_such_omen": {"name": "Nichts"}})
    _write(folder, "haunts/the_gnawer.yaml", {"story.no_such": "Text"})
    assert validate_content.main([str(folder)]) == 1
    out = capsys.readouterr().out
    assert "i18n/de/omens.yaml: parson_the_cat: text: numbers" in out           # a number lost
    assert "i18n/de/omens.yaml: no_such_omen: -: no such entry" in out          # a stale key
    assert "haunts/the_gnawer.yaml: the_gnawer: story.no_such: no such text" in out


def test_a_lost_placeholder_is_a_problem(tmp_path):
    folder = tmp_path / "p"
    folder.mkdir()
    problems, coverage = overlays.check(folder, {})
    assert problems == [] and coverage == {}
    english = {"items.yaml": [{"id": "lamp", "name": "Lamp", "text": "{who} lights the lamp"}]}
    (folder / "i18n" / "de").mkdir(parents=True)
    (folder / "i18n" / "de" / "items.yaml").write_text("lamp: {text: 'Die Lampe brennt', name: Lampe}\n")
    problems, coverage = overlays.check(folder, english)
    assert [p.field for p in problems] == ["text"] and "placeholders" in problems[0].message
    assert coverage == {"de": (1, 2)}


def test_the_shipped_translations_are_clean():
    for pack in ("classic", "legacy", "campaign"):
        _pack, problems = check_pack(ROOT / "content" / pack)
        assert problems == []
        problems, _coverage = overlays.check(ROOT / "content" / pack, overlays.english_files(ROOT / "content" / pack))
        assert problems == [], problems[:5]
