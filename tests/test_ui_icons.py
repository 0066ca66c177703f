"""The board's pictures: icons load from assets/icons tinted and cached, a missing one
falls back to the drawn glyph (logged once, never a crash), cards show their own icon,
and rooms differ from one another. Rendered headless (SDL's dummy driver)."""

from __future__ import annotations

import logging
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from scenes.board.art import icons
from scenes.board.art.glyphs import glyph


@pytest.fixture(autouse=True)
def _fresh_icons():
    icons.clear()
    yield
    icons.clear()


def _bytes(surf):
    return pygame.image.tobytes(surf, "RGBA")


def test_an_icon_is_drawn_at_its_size_in_its_colour_and_cached(app):
    red = icons.icon("sarcophagus", 48, (200, 40, 40))
    assert red.get_size() == (48, 48)
    assert icons.icon("sarcophagus", 48, (200, 40, 40)) is red          # cached per (icon, size, colour)
    opaque = [red.get_at((x, y)) for x in range(48) for y in range(48) if red.get_at((x, y)).a > 200]
    assert opaque and all(c.r > c.g and c.r > c.b for c in opaque)        # tinted, not white
    blue = icons.icon("sarcophagus", 48, (40, 40, 200))
    assert blue is not red and _bytes(blue) != _bytes(red)
    assert icons.white_icon("sarcophagus", 48) is icons.white_icon("sarcophagus", 48)
    assert _bytes(icons.icon("coffin", 48, (200, 40, 40))) != _bytes(red)  # each picture its own


def test_a_missing_icon_falls_back_to_the_old_glyph_and_is_logged_once(app, caplog):
    with caplog.at_level(logging.WARNING, logger="scenes.board.art.icons"):
        first = icons.icon("no-such-picture", 40, (222, 182, 96), fallback="item")
        icons.icon("no-such-picture", 52, (222, 182, 96), fallback="item")
        icons.icon("no-such-picture", 40, (10, 10, 10), fallback="omen")
    assert _bytes(first) == _bytes(glyph("item", 40, (222, 182, 96)))
    told = [r for r in caplog.records if "no-such-picture" in r.getMessage()]
    assert len(told) == 1 and "no icon file" in told[0].getMessage()
    assert _bytes(icons.icon(None, 40, (222, 182, 96), fallback="event")) == _bytes(glyph("event", 40, (222, 182, 96)))


def test_an_unreadable_icon_file_is_a_fallback_too(app, tmp_path, monkeypatch, caplog):
    (tmp_path / "broken.svg").write_text("this is not an svg")
    monkeypatch.setattr(icons, "icon_folder", lambda: tmp_path)
    with caplog.at_level(logging.WARNING, logger="scenes.board.art.icons"):
        surf = icons.icon("broken", 30, (255, 255, 255), fallback="omen")
    assert surf.get_size() == (30, 30)


def test_each_card_shows_its_own_icon_not_the_decks_key(app, classic_pack):
    from scenes.board.stage.card_face import CardFaces

    faces = CardFaces(classic_pack, app.fonts)
    coat, ledger = faces.thumb("bearskin_greatcoat", (80, 110)), faces.thumb("housekeepers_ledger", (80, 110))
    top = pygame.Rect(10, 8, 60, 55)   # the picture, above the name
    assert _bytes(coat.subsurface(top)) != _bytes(ledger.subsurface(top))
    large = faces.large("widows_derringer", 300)
    assert large.get_width() == 300


def test_rooms_differ_by_floor_and_feature(app, classic_pack):
    from scenes.board.house.floors import material_for
    from scenes.board.house.tile_art import TileArt

    art = TileArt(classic_pack, app.fonts)
    tiles = classic_pack.tiles
    kinds = {material_for(t, t.floors[0]) for t in tiles.values()}
    assert len(kinds) >= 7                                           # several materials over the storeys
    assert material_for(tiles["entrance_hall"], "ground") == "marble"   # a starting room stands out
    assert material_for(tiles["scullery"], "ground") == "quarry"
    a = art.surface("crypt", 0, "basement", 126)
    b = art.surface("catacombs", 0, "basement", 126)
    assert _bytes(a) != _bytes(b)
    assert art.surface("crypt", 0, "basement", 126) is a              # cached per zoom level


# -- portraits and monster tokens ---------------------------------------------------------------

def test_portraits_differ_for_different_explorers_and_stay_the_same_for_one(app, classic_pack):
    from scenes.board.art.portraits import likeness, portrait

    ids = list(classic_pack.explorers)
    looks = {i: likeness(i) for i in ids}
    assert likeness(ids[0]) == looks[ids[0]]                          # the same person, the same face
    assert len({tuple(sorted(v.items())) for v in looks.values()}) == len(ids)
    same_colour = [_bytes(portrait(i, (200, 62, 58), 64)) for i in ids]
    assert len(set(same_colour)) == len(ids)                          # drawn apart, even on one colour
    assert portrait(ids[0], (200, 62, 58), 64) is portrait(ids[0], (200, 62, 58), 64)


def test_a_legacy_family_member_has_their_own_likeness_and_the_crest(app):
    from game import load_pack
    from scenes.board.art.portraits import portrait, portrait_key

    pack = load_pack("legacy")
    edith = portrait_key(pack, {"explorer": "ashgrove", "name": "Edith Ashgrove"})
    tobias = portrait_key(pack, {"explorer": "ashgrove", "name": "Tobias Ashgrove"})
    assert edith != tobias
    plain, crested = portrait(edith, (200, 62, 58), 80), portrait(edith, (200, 62, 58), 80, "red")
    assert _bytes(plain) != _bytes(crested)
    assert _bytes(portrait(tobias, (200, 62, 58), 80)) != _bytes(plain)


def test_the_board_figures_are_portraits_not_initials(app, classic_pack):
    from scenes.board.house.house_view import HouseView

    house = HouseView(classic_pack, app.fonts, classic_pack.regions)
    ids = list(classic_pack.explorers)
    a = house.figure({"explorer": ids[0], "colour": "red", "name": "Ada", "seat": 0}, 20, False)
    b = house.figure({"explorer": ids[2], "colour": "red", "name": "Ada", "seat": 0}, 20, False)
    assert _bytes(a) != _bytes(b)   # same colour, same player name: told apart by the likeness


def test_a_monster_token_shows_its_own_icon_and_its_traits_as_the_view_has_them(app):
    from scenes.board.house.haunt_tokens import HauntTokens, monster_icon
    from scenes.board.hud.overlays import monster_traits

    box = {"id": "late_husband", "name": "Late Husband", "icon": "ghost",
           "traits": {"speed": 2, "might": 3, "sanity": 4}, "attack": "might"}
    view = {"haunt": {"monster_boxes": [box]}, "monsters": [{"id": "late_husband#1", "kind": "late_husband"}]}
    assert monster_icon(view, "late_husband#1") == "ghost"
    tokens = HauntTokens(app.fonts)
    ghost = tokens.monster_image("Late Husband", "", 20, False, "ghost")
    letter = tokens.monster_image("Late Husband", "", 20, False, None)
    assert _bytes(ghost) != _bytes(letter)
    assert monster_traits(view, "late_husband") == "Speed 2 · Might 3 · Sanity 4"
    # legacy, a hero's view: only what has been learned (visibility._as_known)
    masked = {"id": "late_husband", "name": "Late Husband", "icon": "ghost", "traits": {"speed": 2},
              "lacks": ["knowledge"], "attack": None}
    words = monster_traits({"haunt": {"monster_boxes": [masked]}}, "late_husband")
    assert words == "Speed 2 · no Knowledge · the rest not yet learned"
    assert "Might" not in words and "Sanity" not in words
