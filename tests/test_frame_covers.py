"""What is not drawn because something opaque covers it later in the same frame (issue 34,
frames): a roll's panel over the board (the kept floor, the card veil and a card under it
are left out there), a turning card's opaque rows (its shadow and the veil left out under
them, the rows copied rather than blended) — each checked against drawing everything the
plain way, frame after frame, so no stale or missing pixel can hide under a cover. And the
caches the dice keep stay bounded.

Rendered headless (SDL's dummy driver).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import math
import random

import pygame
import pytest

import scenes.board.stage.cards_view as cards_view
from scenes.app import App
from scenes.board.records import Roll, Side
from scenes.board.stage import dice as dice_module


@pytest.fixture
def table(classic_pack):
    """A board scene at 1280x720 with a roll at centre stage and an omen turning over."""
    from game import auto_seats, new_game
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings

    app = App((1280, 720), offscreen=True, settings=Settings())
    game = new_game("classic", auto_seats(classic_pack, 3, 4), 4, classic_pack, options={"date": "11-21"})
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(3)
    yield app, scene, classic_pack
    app.close()


def _throw(scene, omen) -> None:
    presenter = scene.presenter
    roll = Roll("Ada attacks Bram", (Side("Ada", (2, 1, 0, 2, 1), 6, "attacks", seed=2),
                                     Side("Bram", (1, 1, 0, 2), 4, "defends", seed=3)),
                "Ada wins by 2.", "plain", "Might against Might", winner=0)
    presenter.roll.throw(roll, scene.table.rects["board"])
    presenter.cards.show(omen, "hand:0")


def _plain_frame(app, monkeypatch) -> bytes:
    """The same frame with nothing left out: no covers, no known opaque rows."""
    from scenes.board.presenter import Presenter

    with monkeypatch.context() as m:
        m.setattr(Presenter, "covers", lambda self, rects: [])
        m.setattr(cards_view.CardStage, "_level_band", lambda self, art, card: None)
        app.screen.fill((255, 0, 255))
        app.draw()
        return pygame.image.tobytes(app.screen, "RGB")


def test_a_frame_with_parts_left_out_under_covers_is_the_plain_frame(table, monkeypatch):
    app, scene, pack = table
    omen = next(iter(pack.deck("omen")))
    presenter = scene.presenter
    _throw(scene, omen)
    seen, covered, known = set(), 0, 0
    real = cards_view.CardStage._perspective

    def counting(self, *args):
        nonlocal known
        made, opaque = real(self, *args)
        known += opaque is not None
        return made, opaque

    monkeypatch.setattr(cards_view.CardStage, "_perspective", counting)
    for frame in range(150):
        app.frame(1 / 60)
        sprite = presenter.cards.sprites[0] if presenter.cards.sprites else None
        phase = (presenter.roll.state, sprite.phases.name if sprite else None)
        covers = presenter.covers(scene.table.rects)
        covered += bool(covers)
        if phase in seen and frame % 9:
            continue
        seen.add(phase)
        # the screen holds whatever the last frame left under the covers: a fresh draw
        # over a different picture must give the same pixels as the plain way
        app.screen.fill((0, 255, 0))
        app.draw()
        fast = pygame.image.tobytes(app.screen, "RGB")
        assert fast == _plain_frame(app, monkeypatch), f"frame {frame} ({phase}) differs"
    assert covered > 60 and known > 10, "the roll's panel and a turning card's rows were left out"
    assert {"rolling", "holding"} <= {state for state, _ in seen}
    assert {"appear", "flip", "read"} <= {name for _, name in seen}


def test_the_floor_under_a_roll_shows_again_the_frame_it_clears(table):
    app, scene, pack = table
    presenter = scene.presenter
    _throw(scene, next(iter(pack.deck("omen"))))
    app.run_frames(40)
    panel = presenter.covers(scene.table.rects)
    assert panel, "the panel is up"
    presenter.skip()
    presenter.cards.clear()
    app.frame(1 / 60)
    shown = pygame.image.tobytes(app.screen, "RGB")
    # the house drawn afresh (its kept floor forgotten) gives the same picture
    scene.table.house._layer_key = None
    app.screen.fill((0, 0, 255))
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == shown
    from scenes.board.stage.roll_stage import PANEL_FILL

    left = panel[0].move(0, 0).inflate(-8, -8)   # where the panel was: the house again, not its fill
    assert sum(tuple(app.screen.get_at((x, left.centery)))[:3] == PANEL_FILL
               for x in range(left.left, left.right, 7)) == 0


def test_a_turning_cards_opaque_rows_are_opaque(app, classic_pack):
    stage = cards_view.CardStage(app.fonts, classic_pack)
    omen = next(iter(classic_pack.deck("omen")))
    home = pygame.Rect(0, 0, 360, 504)
    checked = 0
    for card in (stage.front(omen, home.size), stage.back("omen", home.size)):
        for level in stage._narrowed(card):
            for w in range(4, level.get_width() + 1, 11):
                for tilt in (0.005, 0.03, 0.06):
                    for far_right in (True, False):
                        rect = pygame.Rect(0, 0, w, int(home.h * (1 + tilt)))
                        made, opaque = stage._perspective(level, card, rect, tilt, far_right)
                        if opaque is None:
                            continue
                        assert made.get_rect().contains(opaque)
                        mask = pygame.mask.from_surface(made, 254)
                        assert mask.overlap_area(pygame.Mask(opaque.size, fill=True), opaque.topleft) \
                            == opaque.w * opaque.h
                        checked += 1
    assert checked > 100


def _three_hulls(x, y, px, angle, depth):
    """The body as it was first drawn: each of its three polygons a hull of its own."""
    h, c = px * 0.47, px * 0.16
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    outline = [(x + p * ca + q * sa, y - p * sa + q * ca)
               for p, q in ((h, h - c), (h - c, h), (c - h, h), (-h, h - c), (-h, c - h), (c - h, -h), (h - c, -h),
                            (h, c - h))]
    tones = (dice_module.SIDE_DARK, dice_module.mix(dice_module.SIDE_DARK, dice_module.SIDE_LIGHT, 0.5),
             dice_module.SIDE_LIGHT)
    return [(tone, dice_module._hull(outline + [(p, q + depth * k) for p, q in outline]))
            for k, tone in zip((1.0, 0.66, 0.33), tones)]


def test_a_dies_body_found_once_is_the_three_hulls():
    rnd = random.Random(3)
    cases = [(rnd.uniform(0, 900), rnd.uniform(0, 500), rnd.uniform(6, 120), rnd.uniform(-720, 720),
              rnd.randint(2, 30)) for _ in range(3000)]
    cases += [(100.0, 100.0, 60, angle * 0.5, depth) for angle in range(-720, 721, 3) for depth in (2, 9)]
    for case in cases:   # (every multiple of 45 degrees too: sides edge-on, corners in line)
        assert dice_module.body(*case) == _three_hulls(*case), case


def test_the_dice_keep_a_bounded_number_of_bodies(app):
    tray = dice_module.DiceTray(app.fonts)
    rect = pygame.Rect(0, 0, 600, 300)
    most = 0
    for seed in range(3):
        tray.throw([2, 1, 0, 2, 1, 1, 0, 2], seed=seed, arena=dice_module.felt_inside(rect).size)
        for _ in range(200):
            tray.update(1 / 60)
            tray.draw(app.screen, rect)
            most = max(most, len(tray._bodies))
        assert tray.at_rest
        drawn = dict(tray._bodies)
        tray.draw(app.screen, rect)   # lying still: the same bodies, none made again
        assert tray._bodies == drawn and all(tray._bodies[k] is v for k, v in drawn.items())
    assert 0 < most <= 2 * dice_module.MAX_DICE
