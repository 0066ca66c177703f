"""Content reaches the screens only through the loaded pack: no scene reads a content
file itself (issue 32 item 6), so what the loader checked is all a screen can show."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

from game.content.loader import load_pack

ROOT = Path(__file__).resolve().parent.parent


def test_a_family_is_told_from_the_pack_not_from_its_file(tmp_path):
    from scenes.board.art.family_art import family_info

    (tmp_path / "families.yaml").write_text("- id: corvane\n  crest: read around the pack\n", encoding="utf-8")
    pack = SimpleNamespace(extra={"families": {}}, explorers={}, path=str(tmp_path), ruleset="legacy")
    assert family_info(pack, "corvane")["crest"] == ""


def test_the_legacy_families_come_with_their_crest_history_and_members():
    from scenes.board.art.family_art import family_info

    pack = load_pack("legacy")
    for fid, raw in pack.extra["families"].items():
        info = family_info(pack, fid)
        assert info["crest"] == raw["crest"] and info["history"] == raw["history"]
        assert info["members"] == list(raw["members"])


def test_no_scene_opens_a_content_file_by_name():
    named = re.compile(r"""["'][\w/-]+\.yaml["']""")
    readers = [str(p.relative_to(ROOT)) for p in (ROOT / "scenes").rglob("*.py")
               if named.search(p.read_text(encoding="utf-8"))]
    assert readers == []
