"""Content translations (issue 36): overlays beside a pack, applied over its English,
held to it by the validator."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import yaml

from game import i18n, load_pack
from game.content import check_pack, overlays
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


def test_an_overlay_translates_the_texts_it_names_and_leaves_the_rest_english(tmp_path):
    folder = _pack_copy(tmp_path)
    shutil.rmtree(folder / "i18n", ignore_errors=True)
    _write(folder, "omens.yaml", {"parson_the_cat": {"name": "Pfarrer, der einohrige Kater",
                                                     "text": "Begleiter ohne Zahlen"}})   # numbers lost: refused
    table = overlays.text_table("de", tmp_path)
    assert table == {"Parson, the One-Eared Cat": "Pfarrer, der einohrige Kater"}


def test_the_engine_reads_english_and_the_screens_the_translation():
    """A save must not depend on the language it was played in (the engine writes content
    names into its events): the pack stays English, ``_()`` translates what is shown."""
    i18n.set_language("de")
    pack = load_pack("classic")
    assert pack.tiles["foyer"].name == "Foyer" and pack.hash == load_pack("classic").hash
    assert i18n._(pack.tiles["foyer"].name) == "Vestibül"
    assert i18n._(pack.cards["parson_the_cat"].text).startswith("Begleiter: Der Pfarrer folgt dir")
    assert i18n._("A text in no pack and no catalogue") == "A text in no pack and no catalogue"
    i18n.set_language(PSEUDO)
    assert is_marked(i18n._(pack.extra["haunt"]["the_gnawer"]["title"]))


def test_a_translation_changes_no_pack_hash(tmp_path):
    folder = _pack_copy(tmp_path)
    before = load_pack(folder).hash
    _write(folder, "tiles.yaml", {"foyer": {"name": "Diele"}})
    assert load_pack(folder).hash == before


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


def test_the_validator_refuses_a_broken_placeholder_and_reports_every_shipped_language(tmp_path, capsys):
    """A translation that invents (or loses) a placeholder fails validate_content.py, named;
    a pack not yet translated into a language the game ships is reported at 0%."""
    import validate_content

    folder = _pack_copy(tmp_path)
    shutil.rmtree(folder / "i18n", ignore_errors=True)
    assert validate_content.main([str(folder)]) == 0
    assert "translation de: 0/" in capsys.readouterr().out          # German is shipped: 0 of this pack
    _write(folder, "omens.yaml", {"parson_the_cat": {"name": "Pfarrer {who}, der einohrige Kater"}})
    assert validate_content.main([str(folder)]) == 1
    out = capsys.readouterr().out
    assert "i18n/de/omens.yaml: parson_the_cat: name: placeholders [] became ['{who}']" in out


def test_the_folium_doors_are_translated_by_their_door():
    """The Folium's doors have no ``id``: an overlay keys them by ``door`` (a rule in force
    was named in English in the German chronicle: "Our Own Hearth")."""
    from game.content.overlays import english_files, entry_key, read
    from game.paths import content_root

    pack = content_root() / "campaign"
    doors = english_files(pack)["folium.yaml"]
    assert [entry_key(d) for d in doors] == list("ABCDEFGHIJKLM")
    assert set(read(pack, "de")["folium.yaml"]) == set("ABCDEFGHIJKLM")
    i18n.set_language("de")
    try:
        assert i18n._("Our Own Hearth") == "Unser eigener Herd"
        assert all(i18n._(d["title"]) != d["title"] for d in doors)
    finally:
        i18n.set_language("en")
