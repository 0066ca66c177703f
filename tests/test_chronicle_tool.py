"""tools/chronicle.py: a campaign's chronicle as one self-contained HTML page.

The campaign is the test pack's (tests/fixtures/campaign_mini: three chapters), two of them
played by bots, so one chapter, its Legacy cards and the cards they bring are still locked.
"""

from __future__ import annotations

import base64
import html
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from campaign_helpers import MINI, cpack, finish_chapters, new_campaign  # noqa: F401 (fixtures, used by name as parameters)

REPO = Path(__file__).resolve().parent.parent
TOOL = REPO / "tools" / "chronicle.py"
SIZE = (480, 320)
MAP = re.compile(r'<img class=map src="data:image/png;base64,([^"]+)"')


def run(*args):
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], cwd=REPO, capture_output=True,
                          text=True, timeout=120)


@pytest.fixture(scope="module")
def played(tmp_path_factory, cpack):
    camp = new_campaign(tmp_path_factory.mktemp("camps"), cpack)
    finish_chapters(camp, 2)
    return camp


@pytest.fixture(scope="module")
def page(played, tmp_path_factory):
    out = tmp_path_factory.mktemp("page") / "chronicle.html"
    proc = run(played.folder, "--out", out, "--size", f"{SIZE[0]}x{SIZE[1]}", "--pack", MINI)
    assert proc.returncode == 0, proc.stderr
    return out.read_text(encoding="utf-8")


def without_data_uris(text: str) -> str:
    return re.sub(r"data:[a-z]+/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+", "data:", text)


def test_the_chronicle_is_one_page_that_refers_to_nothing_outside_it(page):
    assert page.count("<html") == 1 and page.rstrip().endswith("</html>")
    bare = without_data_uris(page)
    assert "http" not in bare.lower()
    assert "<link" not in bare and "<script" not in bare
    assert not re.search(r"""\bsrc\s*=\s*(?!["']?data:)""", bare), "every src is a data: URI"
    assert not re.search(r"""url\(\s*(?!["']?data:)""", bare), "every url() is a data: URI"
    assert not re.search(r"""\bhref\s*=\s*(?!["']?#)""", bare), "links only within the page"


def test_each_finished_chapter_shows_its_title_and_year_and_each_family_its_name(page, played):
    for ch in played.chapters:
        assert html.escape(ch["title"]) in page and str(ch["year"]) in page
    for fid in played.state["order"]:
        assert played.pack.explorers[fid].name in page
    assert html.escape(played.name) in page


def test_one_house_map_per_finished_chapter_a_png_of_the_asked_size(page, played):
    maps = MAP.findall(page)
    assert len(maps) == len(played.chapters) == 2
    for data in maps:
        png = base64.b64decode(data, validate=True)
        assert png.startswith(b"\x89PNG\r\n\x1a\n") and png[12:16] == b"IHDR"
        assert struct.unpack(">II", png[16:24]) == SIZE


def test_the_maps_are_cached_in_the_campaign_folder(page, played):
    for ch in played.chapters:
        assert (played.folder / "maps" / f"ch{ch['n']:02d}-{SIZE[0]}x{SIZE[1]}.png").is_file()


def test_locked_things_are_counts_never_names(page, played):
    pack, house = played.pack, played.house
    assert house["purgatory"] and house["legacy"], "the test needs something still locked"
    bare = without_data_uris(page)
    for card in house["purgatory"] + house["sealed"]:
        assert html.escape(pack.cards[card].name) not in bare, f"{card} is locked"
    legacy = pack.extra["legacy"]
    for card in house["legacy"]:  # the Legacy cards not yet read: neither title nor text
        assert html.escape(legacy[card]["text"]) not in bare
        if legacy[card]["title"] not in ("Pause", "Stop"):
            assert html.escape(legacy[card]["title"]) not in bare, f"{card} is unread"
    unplayed = played.written[len(played.chapters)]
    assert html.escape(unplayed["title"]) not in bare, "a chapter not yet played"
    assert f"<b>{len(house['purgatory'])}</b> cards in Purgatory" in bare


def test_the_gallery_names_the_unlocked_cards_as_the_house_names_them(page, played):
    from game.campaign.chronicle import gallery

    shown = gallery(played)
    for card in shown["item"] + shown["omen"]:
        assert html.escape(card["name"]) in page


@pytest.mark.parametrize("damage", ["missing", "no_log", "garbage_log"])
def test_a_missing_or_damaged_campaign_folder_is_one_line_and_exit_2(tmp_path, damage):
    folder = tmp_path / "camp"
    if damage != "missing":
        folder.mkdir()
    if damage == "garbage_log":
        (folder / "campaign.jsonl").write_bytes(b"\x00\xffnot a campaign at all\n{]\n")
    out = tmp_path / "out.html"
    proc = run(folder, "--out", out)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("chronicle: ") and "Traceback" not in proc.stderr
    assert not out.exists()
