"""scenes/campaign/house_map.py: the house at the end of a chapter, drawn and kept.

Two chapters of the test pack (tests/fixtures/campaign_mini) are played by bots; their
houses differ (the first chapter adds a plank of rooms and stickers), so their maps do.
"""

from __future__ import annotations

import os

import pytest

from campaign_helpers import cpack, finish_chapters, new_campaign  # noqa: F401 (fixtures, used by name as parameters)

SIZE = (400, 300)


@pytest.fixture(scope="module")
def fonts():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from scenes.kit.fonts import FontBook

    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    return FontBook()


@pytest.fixture(scope="module")
def camp(tmp_path_factory, cpack):
    camp = new_campaign(tmp_path_factory.mktemp("camps"), cpack)
    finish_chapters(camp, 2)
    return camp


@pytest.fixture(autouse=True)
def _forget():
    from scenes.campaign.house_map import KEPT

    KEPT.clear()
    yield
    KEPT.clear()


def pixels(surf) -> bytes:
    import pygame

    return pygame.image.tobytes(surf, "RGB")


def test_two_chapters_with_different_houses_give_different_maps(camp, fonts):
    from game.campaign.chronicle import final_state
    from scenes.campaign.house_map import chapter_map, house_map

    first, second = final_state(camp, 0), final_state(camp, 1)
    assert first["map"] != second["map"]
    a, b = chapter_map(camp, 0, fonts, *SIZE), chapter_map(camp, 1, fonts, *SIZE)
    assert a.get_size() == b.get_size() == SIZE
    assert pixels(a) != pixels(b)
    assert pixels(house_map(camp.pack, first, fonts, *SIZE)) != pixels(house_map(camp.pack, second, fonts, *SIZE))


def test_a_chapters_map_has_the_stickers_its_ending_placed(camp, fonts):
    # the mini prologue's last Legacy card, read at the chapter's end, puts a ghost on the
    # Sweep Well: the game's final state has not got it, the house after the chapter has
    from game.campaign.chronicle import final_state
    from scenes.campaign.house_map import _marks_after, chapter_map, draw_house_map

    final = final_state(camp, 0)
    after = _marks_after(camp, 0)
    assert not (final["house"]["tile_marks"].get("sweep_well") or {}).get("ghost")
    assert after["sweep_well"]["ghost"]
    drawn = draw_house_map(camp.pack, {"map": final["map"], "house": {"tile_marks": after}}, fonts, *SIZE)
    assert pixels(chapter_map(camp, 0, fonts, *SIZE)) == pixels(drawn)


def test_every_region_has_a_box_of_its_own_and_the_rooms_are_drawn(camp, fonts):
    from game.campaign.chronicle import final_state
    from scenes.board import style as S
    from scenes.campaign.house_map import draw_house_map, map_layout

    surf = draw_house_map(camp.pack, final_state(camp, 0), fonts, *SIZE)
    lit = sum(1 for x in range(0, SIZE[0], 4) for y in range(0, SIZE[1], 4)
              if surf.get_at((x, y))[:3] != S.TABLE_TOP)
    assert lit > (SIZE[0] // 4) * (SIZE[1] // 4) // 2
    extents = [(3, 5), (4, 1), (5, 4), (1, 2)]
    for size in ((960, 640), (1600, 300), (300, 1600)):
        plan = map_layout(extents, [60] * 4, *size)
        screen = pygame_rect(0, 0, *size)
        assert len(plan.boxes) == 4 and all(screen.contains(b) for b in plan.boxes)
        assert not any(a.colliderect(b) for i, a in enumerate(plan.boxes) for b in plan.boxes[i + 1:])
        for (cols, rows), box in zip(extents, plan.boxes):  # the rooms fit their box, at one size
            assert cols * plan.cell <= box.w and rows * plan.cell + plan.caption_h <= box.h
    wide = map_layout([(2, 2)] * 4, [60] * 4, 1600, 300)
    assert len({b.top for b in wide.boxes}) == 1, "a wide picture: the regions in a row"


def pygame_rect(*args):
    import pygame

    return pygame.Rect(*args)


def test_a_second_call_gives_the_same_surface_and_the_same_file(camp, fonts):
    from scenes.campaign.house_map import KEPT, chapter_map, chapter_map_png, map_path, read_stamp

    first = chapter_map(camp, 0, fonts, *SIZE)
    assert chapter_map(camp, 0, fonts, *SIZE) is first
    path = map_path(camp.folder, 0, *SIZE)
    assert path.is_file()
    written, stamp = path.stat().st_mtime_ns, read_stamp(path.read_bytes())
    assert stamp["hash"] == camp.chapters[0]["final_hash"] and stamp["size"] == list(SIZE)
    KEPT.clear()  # a new session: the file is read, not drawn again nor rewritten
    again = chapter_map(camp, 0, fonts, *SIZE)
    assert again is not first and pixels(again) == pixels(first)
    assert path.stat().st_mtime_ns == written
    assert chapter_map_png(camp, 0, fonts, *SIZE) == path.read_bytes()


def test_a_map_in_memory_is_kept_by_its_state(camp, fonts):
    from game.campaign.chronicle import final_state
    from scenes.campaign.house_map import house_map

    state = final_state(camp, 1)
    surf = house_map(camp.pack, state, fonts, *SIZE)
    assert house_map(camp.pack, final_state(camp, 1), fonts, *SIZE) is surf
    assert house_map(camp.pack, state, fonts, SIZE[0] + 10, SIZE[1]) is not surf


@pytest.mark.parametrize("damage", ["garbage", "torn", "another_chapter", "wrong_size"])
def test_a_damaged_or_stale_cache_file_is_ignored_and_rewritten(camp, fonts, damage):
    from scenes.campaign.house_map import KEPT, chapter_map, map_path, read_stamp

    good = pixels(chapter_map(camp, 0, fonts, *SIZE))
    other = chapter_map(camp, 1, fonts, *SIZE)
    path = map_path(camp.folder, 0, *SIZE)
    data = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"not a picture")
    elif damage == "torn":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "another_chapter":  # a whole PNG, stamped for chapter 1's house
        path.write_bytes(map_path(camp.folder, 1, *SIZE).read_bytes())
    else:  # a whole PNG of this chapter, stamped right, but another size on disk
        big = map_path(camp.folder, 0, SIZE[0] * 2, SIZE[1] * 2)
        chapter_map(camp, 0, fonts, SIZE[0] * 2, SIZE[1] * 2)
        stamp = read_stamp(big.read_bytes())
        from scenes.campaign.house_map import encode_png
        import pygame

        stamp["size"] = list(SIZE)
        path.write_bytes(encode_png(pygame.image.load(str(big)), stamp))
    KEPT.clear()
    surf = chapter_map(camp, 0, fonts, *SIZE)
    assert surf.get_size() == SIZE and pixels(surf) == good and pixels(surf) != pixels(other)
    assert read_stamp(path.read_bytes())["hash"] == camp.chapters[0]["final_hash"]
    import pygame

    assert pygame.image.load(str(path)).get_size() == SIZE


def test_the_stamp_survives_in_a_png_that_decodes(fonts):
    import io

    import pygame

    from scenes.campaign.house_map import encode_png, read_stamp

    surf = pygame.Surface((20, 10))
    surf.fill((40, 30, 20))
    data = encode_png(surf, {"hash": "abc", "format": 1})
    assert read_stamp(data) == {"hash": "abc", "format": 1}
    assert pygame.image.load(io.BytesIO(data), "x.png").get_size() == (20, 10)
    assert read_stamp(encode_png(surf)) is None
    assert read_stamp(data[:40]) is None  # torn inside the stamp: no stamp, no exception
