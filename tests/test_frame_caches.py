"""What keeps the animating board frame cheap (CHANGELOG.md, "What was changed for
the animating frame") — each checked two ways: the cache is used (the work is not done
again), and what is drawn is the same as drawing it the plain way.

Rendered headless (SDL's dummy driver).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random

import pygame
import pytest

import scenes.board.stage.card_sides as card_sides
import scenes.board.stage.cards_view as cards_view
from scenes.app import STEP, App
from scenes.kit.fonts import FontBook
from scenes.board.hud.narration_panel import NarrationPanel

RECTS = {"board": pygame.Rect(0, 0, 900, 720),
         "card_stage": pygame.Rect(910, 60, 360, 300), "log": pygame.Rect(910, 370, 360, 160),
         "hand:0": pygame.Rect(10, 620, 200, 90)}   # a stage too small to read on: read over the board


@pytest.fixture
def stage(app, classic_pack):
    return cards_view.CardStage(app.fonts, classic_pack)


@pytest.fixture
def omen(classic_pack):
    return next(iter(classic_pack.deck("omen")))


def backdrop(size) -> pygame.Surface:
    """A busy, opaque picture to draw over (so any blending difference shows)."""
    rnd = random.Random(5)
    surf = pygame.Surface(size).convert()
    for _ in range(600):
        colour = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        pygame.draw.circle(surf, colour, (rnd.randrange(size[0]), rnd.randrange(size[1])), rnd.randrange(3, 40))
    return surf


def steps_until(stage, sprite, phase: str, surface, limit: int = 2000) -> int:
    """Update (and draw) the stage until ``sprite`` is in ``phase``."""
    n = 0
    while sprite.phases.name != phase and n < limit:
        stage.update(STEP)
        stage.draw(surface, RECTS)
        n += 1
    assert sprite.phases.name == phase
    return n


def test_a_cards_face_is_rendered_once_and_before_it_turns_over(app, stage, omen, monkeypatch):
    made = []
    real = cards_view.card_face
    monkeypatch.setattr(cards_view, "card_face", lambda fonts, card, size: made.append(size) or real(fonts, card, size))
    sprite = stage.show(omen, "hand:0")
    steps_until(stage, sprite, "flip", app.screen)
    read, _park, _area = stage.places(RECTS)
    assert made == [read.size], "the face is made while the back appears, before the turn needs it"
    steps_until(stage, sprite, "read", app.screen)
    for _ in range(30):
        stage.update(STEP)
        stage.draw(app.screen, RECTS)
    assert made == [read.size], "and never again"


def test_a_card_being_read_is_one_kept_surface_drawn_as_the_plain_way_would(app, stage, omen):
    sprite = stage.show(omen, None)
    steps_until(stage, sprite, "read", app.screen)
    read, _park, area = stage.places(RECTS)
    back = backdrop(app.size)
    app.screen.blit(back, (0, 0))
    stage.draw(app.screen, RECTS)
    fast = pygame.image.tobytes(app.screen, "RGB")
    kept = [entry[2] for entry in stage._kept_art.values()]
    assert kept
    shadows = []
    real = stage._shadow
    stage._shadow = lambda *args: shadows.append(args) or real(*args)
    for _ in range(3):  # frame after frame: the same surface, no shadow made again
        app.screen.blit(back, (0, 0))
        stage.draw(app.screen, RECTS)
        assert [entry[2] for entry in stage._kept_art.values()] == kept
        assert pygame.image.tobytes(app.screen, "RGB") == fast
    assert shadows == []
    # the plain way: the veil over the whole area, the black outline at 100/255, the card
    face = stage.front(omen, read.size)
    plain = back.copy()
    shade = cards_view.soft_pool(area.size, cards_view.INK_DEEP)
    shade.set_alpha(255)
    plain.blit(shade, area)
    outline = face.copy()
    outline.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    outline.set_alpha(100)
    depth = max(3, read.h // 40)
    plain.blit(outline, read.move(depth // 2, depth))
    plain.blit(face, read)
    assert fast == pygame.image.tobytes(plain, "RGB")


def test_a_turning_card_is_scaled_into_one_kept_buffer(app, stage, omen):
    sprite = stage.show(omen, "hand:0")
    steps_until(stage, sprite, "flip", app.screen)
    stage.update(STEP)
    stage.draw(app.screen, RECTS)
    buffers = dict(stage._buffers)
    assert set(buffers) >= {"scaled", "black"}
    frames = 0
    while sprite.phases.name == "flip":
        stage.update(STEP)
        stage.draw(app.screen, RECTS)
        frames += 1
    assert frames > 10
    assert all(stage._buffers[name] is buf for name, buf in buffers.items()), "no new card-sized surfaces"


def test_the_opaque_part_of_a_plainly_scaled_card_is_opaque(stage, omen):
    """The veil and the shadow are left out under it: it must really cover them."""
    for home in ((358, 501), (538, 754)):
        for art in (stage.front(omen, home), stage.back("omen", home)):
            checked = 0
            for w in range(2, home[0] + 40, 7):
                for lift in (1.0, 1.02, 1.06):
                    rect = pygame.Rect(5, 9, max(1, int(w * lift)), int(home[1] * lift))
                    solid = stage._solid((art, rect, 255, lift - 1, "plain", True, None))
                    if solid is None:
                        continue
                    scaled = pygame.transform.scale(art, rect.size)
                    local = solid.move(-rect.x, -rect.y)
                    opaque = pygame.mask.from_surface(scaled, 254)
                    assert opaque.overlap_area(pygame.Mask(local.size, fill=True), local.topleft) == local.w * local.h
                    checked += 1
            assert checked > 50


def test_measuring_a_block_of_card_text_gives_the_height_drawing_it_would(app, classic_pack):
    fonts = FontBook()
    cards = [c for _, c in sorted(classic_pack.cards.items())][::7]
    for card in cards:
        for face, size, width in (("body", 30, 430), ("italic", 22, 300), ("body", 11, 200)):
            for text in (card.text, card.flavor, ""):
                drawn = card_sides._block(fonts, face, size, text, width, (255, 255, 255), centred=False)
                assert card_sides._block_height(fonts, face, size, text, width) == drawn.get_height()


def test_the_table_draws_the_same_with_its_backdrop_painted_ahead(classic_pack, monkeypatch):
    """The HUD's panel painted onto the backdrop once, and the backdrop left out under the
    board (the house covers it): the same pixels as blending them every frame."""
    from game import auto_seats, new_game
    from scenes.board import table as table_module
    from scenes.board.panels import table_background
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings

    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        game = new_game("classic", auto_seats(classic_pack, 3, 4), 4, classic_pack, options={"date": "11-21"})
        scene = PlayScene(app, game, bot_seats=set())
        app.push(scene)
        app.run_frames(3)
        table = scene.table
        table.draw(app.screen)
        fast = pygame.image.tobytes(app.screen, "RGB")
        assert table.hud.panel_painted
        # the plain way: a backdrop without the HUD's panel, blitted whole; the panel blended
        plain = table_background(app.size)
        for key, frame in table.frames.items():
            plain.blit(frame, table.r[key])
        table.background, table.hud.panel_painted = plain, False
        monkeypatch.setattr(table_module, "blit_around", lambda surface, art, pos, hole: surface.blit(art, pos))
        app.screen.fill((255, 0, 255))
        table.draw(app.screen)
        assert pygame.image.tobytes(app.screen, "RGB") == fast
    finally:
        app.close()


def test_the_chronicles_height_is_kept_up_to_date(app):
    panel = NarrationPanel(app.fonts)
    panel.layout(pygame.Rect(0, 0, 300, 400))
    for i in range(700):  # past the limit: the oldest are let go
        style = "heading" if i % 5 == 0 else "line"
        panel.add(f"Line {i}: " + "word " * (i % 23), (200, 100, 50) if i % 3 else None, style)
        if i % 97 == 0:
            assert panel.content_height == sum(panel._heights) == sum(panel._render(e).get_height() for e in panel.entries)
    assert panel.content_height == sum(panel._heights) == sum(panel._render(e).get_height() for e in panel.entries)
    panel.layout(pygame.Rect(0, 0, 220, 400))  # re-wrapped
    assert panel.content_height == sum(panel._heights) == sum(panel._render(e).get_height() for e in panel.entries)
    panel.clear()
    assert panel.content_height == 0


@pytest.mark.slow
def test_what_was_kept_for_a_card_goes_once_it_is_no_longer_shown(app, stage, classic_pack):
    """A face read large is 1.6 MB at 1080p and a game shows dozens of cards: only those
    on show are kept, and the turning and drawing aids go when nothing is on show."""
    for card in list(classic_pack.deck("omen"))[:5]:
        sprite = stage.show(card, "hand:0")
        steps_until(stage, sprite, "read", app.screen)
        assert stage._buffers and stage._kept_art
        while stage.sprites:
            stage.update(STEP * 4)
            stage.draw(app.screen, RECTS)
        stage.draw(app.screen, RECTS)
        assert not (stage._buffers or stage._kept_art or stage._bands or stage._narrowings)
        faces = [key[1] for key in stage._cache if key[0] == "front"]
        assert faces == [card], "the last card's face, until the next is made"


@pytest.mark.parametrize("size, scale", [((1280, 720), 100), ((1920, 1080), 150), ((960, 540), 100)])
def test_the_trait_tracks_are_drawn_once_for_each_place_of_their_clips(classic_pack, monkeypatch, size, scale):
    """The HUD is drawn every frame; its four trait tracks (36 texts) are drawn once for
    each place their clips are at, and the kept image puts the same pixels on the table as
    drawing them straight onto it (a clip's tab rising above its row included)."""
    from scenes.board.hud import hud as hud_module
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings
    from test_ui_board import human_game

    drawn = []
    real = hud_module.draw_tracks
    monkeypatch.setattr(hud_module, "draw_tracks", lambda *a, **k: drawn.append(1) or real(*a, **k))
    app = App(size, offscreen=True, settings=Settings(ui_scale=scale))
    try:
        scene = PlayScene(app, human_game(classic_pack, 3), bot_seats=set())
        app.push(scene)
        app.run_frames(10)
        assert len(drawn) == 1   # ten frames, one drawing
        hud = scene.table.hud
        p = hud._player()
        explorer = classic_pack.explorers[p["explorer"]]
        for traits in (hud.shown_traits(p), {t: i % 3 - 1 for i, t in enumerate(hud.shown_traits(p))}):
            plain, kept = scene.table.background.copy(), scene.table.background.copy()
            real(plain, hud.tracks, hud.fonts, explorer, traits)
            m = hud.tracks_margin
            kept.blit(hud._tracks_image(explorer, traits), (hud.tracks.left - m, hud.tracks.top - m))
            assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(kept, "RGB"), traits
        assert len(drawn) == 2   # (the clips where they are: kept; the second place: drawn once)
        for change in ({"colour_blind": True}, {"language": "de"}):   # the screen laid out again
            before = len(drawn)
            app.change_settings(save=False, **change)
            app.run_frames(2)
            assert len(drawn) == before + 1, change   # drawn again, in the new colours or words
    finally:
        app.change_settings(save=False, colour_blind=False, language="en")   # (the palette and language are global)
        app.close()
