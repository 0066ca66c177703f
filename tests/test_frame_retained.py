"""The board kept under an animation (issue 34, frames at 4K; scenes.board.retained): while
a roll or a card is on show, the table copies a kept layer and draws afresh only where
something moves. Each test runs two boards side by side, one keeping its layer and one
drawing everything every frame, does the same to both and holds them to the same pixels
frame after frame — through a roll and a card turning over, and after a change the layer
must not hide: an explorer moving, a trait changing in the HUD, the pointer lighting a
room and a button.

Rendered headless (SDL's dummy driver).
"""

from __future__ import annotations

import copy
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from scenes.app import App
from scenes.board.records import Roll, Side
from scenes.kit.intents import Hover

ROLL = Roll("Ada attacks Bram", (Side("Ada", (2, 1, 0, 2, 1), 6, "attacks", seed=2),
                                 Side("Bram", (1, 1, 0, 2), 4, "defends", seed=3)),
            "Ada wins by 2.", "plain", "Might against Might", winner=0)


def _board(pack, keep: bool):
    from game import auto_seats, new_game
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings

    # no first-game hints: the two boards share one settings store, and a hint the first
    # shows is a hint the second has seen
    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(hints=False))
    game = new_game("classic", auto_seats(pack, 3, 4), 4, pack, options={"date": "11-21"})
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    for i in range(12):   # a chronicle to keep (it lies beside the board, outside what moves)
        scene.presenter.log.add(f"Line {i} of what happened before the roll.")
    if not keep:   # every frame drawn the plain way
        scene.table.retained.enabled = False
    app.run_frames(3)
    return app, scene


@pytest.fixture
def boards(classic_pack):
    made = [_board(classic_pack, True), _board(classic_pack, False)]
    yield made, classic_pack
    for app, _scene in made:
        app.close()


def _show(scene, pack) -> None:
    presenter = scene.presenter
    if not presenter.roll.busy:
        presenter.roll.throw(ROLL, scene.table.rects["board"])
    if not presenter.cards.busy:
        presenter.cards.sprites.clear()
        presenter.cards.show(next(iter(pack.deck("omen"))), "hand:0")


def _frames(boards, count: int, before=None, dt: float = 1 / 60) -> int:
    """``count`` frames of ``dt`` on both boards, each compared; how many the kept one drew
    from its layer."""
    (kept_app, kept_scene), (plain_app, plain_scene) = boards
    start = kept_scene.table.retained.kept_frames
    for i in range(count):
        for app, scene in boards:
            if before is not None:
                before(scene)
            app.frame(dt)
        a, b = (pygame.image.tobytes(app.screen, "RGB") for app, _scene in boards)
        assert a == b, f"frame {i}: the kept board differs from the plain one"
    return kept_scene.table.retained.kept_frames - start


def _refresh(scene, change) -> None:
    t = scene.table
    view = copy.deepcopy(t.view)
    change(view)
    t.refresh(view, t.legal, t.turn_seat, t.acting, t.human, view)


@pytest.mark.slow   # (1.3 s: the quick loop stays under 90 s of CPU; CI runs it)
def test_a_roll_and_a_card_turning_over_are_drawn_the_same_from_the_kept_layer(boards):
    made, pack = boards
    tabs = made[0][1].table.tabs
    assert tabs.glowing - {tabs.active}   # a floor tab glowing among what is kept
    kept = _frames(made, 150, lambda scene: _show(scene, pack))
    assert kept > 100   # most frames came from the layer, and every one matched


def test_an_explorer_moving_under_a_card_shows_at_once(boards):
    made, pack = boards
    _frames(made, 40, lambda scene: _show(scene, pack))   # the card read, the layer kept
    view = made[0][1].table.view
    here = view["players"][0]["tile"]
    other = next(t for t in view["placed"] if t != here)

    def move(v):
        v["players"][0]["tile"] = other

    for _app, scene in made:
        _refresh(scene, move)
    assert _frames(made, 4, lambda scene: _show(scene, pack)) >= 2


def test_a_trait_changing_in_the_hud_shows_at_once(boards):
    made, pack = boards
    _frames(made, 40, lambda scene: _show(scene, pack))
    app, scene = made[0]
    hud = scene.table.r["hud"]
    before = pygame.image.tobytes(app.screen.subsurface(hud), "RGB")
    seat = scene.table.hud.seat

    def weaker(v):
        v["players"][seat]["traits"]["might"] = 0

    for _app, each in made:
        _refresh(each, weaker)
    assert _frames(made, 4, lambda scene: _show(scene, pack)) >= 2
    assert pygame.image.tobytes(app.screen.subsurface(hud), "RGB") != before   # (the change is there to see)


def test_the_pointer_lighting_a_room_and_a_button_shows_at_once(boards):
    made, pack = boards
    _frames(made, 40, lambda scene: _show(scene, pack))
    table = made[0][1].table
    cell = next(c for c in table.targets if c[0] == table.house.region)
    room = table.house.screen_rect(*cell).center
    button = table.board_buttons.widgets[0].rect.center
    for pos in (room, button, (5, 5)):
        for app, _scene in made:
            app.dispatch(Hover(pos))
        _frames(made, 2, lambda scene: _show(scene, pack))
    assert _frames(made, 20, lambda scene: _show(scene, pack)) > 10   # the layer kept again, still the same


def test_the_chronicle_lays_nothing_down_outside_the_clip(app):
    """Drawn into a kept layer whose clip misses it — or is empty: nothing pulses — the
    chronicle's lines are not laid down again over themselves (an empty clip is falsy)."""
    from scenes.board.hud.narration_panel import NarrationPanel

    log = NarrationPanel(app.fonts)
    for i in range(6):
        log.add(f"Line {i} of what the chronicle says.", "red")
    surface = pygame.Surface((400, 300))
    rect = pygame.Rect(200, 20, 190, 270)
    log.draw(surface, rect)
    for clip in (pygame.Rect(0, 0, 100, 100), pygame.Rect(0, 0, 0, 0)):   # elsewhere; nowhere
        surface.fill((255, 0, 255), rect)
        surface.set_clip(clip)
        log.draw(surface, rect)
        surface.set_clip(None)
        assert pygame.transform.average_color(surface, rect)[:3] == (255, 0, 255)


def test_the_kept_layer_is_the_tables_size_and_no_more():
    """A replay draws its bar below the table (the table is laid out smaller than the
    window): the kept layer covers the table's own area, never the bar's."""
    from scenes.board.retained import Retained

    pygame.display.init()
    surface = pygame.Surface((100, 100))
    kept = Retained()

    def under(target, _kept):
        target.fill((10, 20, 30), pygame.Rect(0, 0, 100, 60))   # the table: its own 100x60

    for _frame in range(4):
        surface.fill((200, 100, 0), (0, 60, 100, 40))           # the bar's ground, as the replay lays it
        kept.draw(surface, (100, 60), "the same key", [], under, lambda: None)
        assert surface.get_at((50, 30))[:3] == (10, 20, 30)
        assert surface.get_at((50, 80))[:3] == (200, 100, 0)
    assert kept.kept_frames == 2   # (changed, made, then kept twice)


def test_a_board_with_nothing_pulsing_is_kept_whole(boards):
    """No lit room, no glowing tab (someone else's turn): nothing is drawn again into the
    layer, and every frame is still the plain one."""
    made, pack = boards
    for _app, scene in made:
        t = scene.table
        t.ways.paths = {}
        t.refresh(t.view, [], t.turn_seat, None, False, t.public)   # (as while a bot plays)
    assert _frames(made, 40, lambda scene: _show(scene, pack)) > 20
    assert not made[0][1].table.house.targets


@pytest.mark.slow
def test_a_card_read_then_put_aside_or_flown_to_a_hand_is_drawn_the_same(boards):
    """A card read, then starting to move, settling on the stage or flying to a hand over
    the kept layer: every frame matches the plain board's."""
    made, pack = boards
    omen = next(iter(pack.deck("omen")))
    still = []

    def note(scene) -> None:
        if scene is made[0][1]:
            still.append(all(s.phases.name == "read" for s in scene.presenter.cards.sprites))

    kept = 0
    for dest in (None, "hand:0"):   # put aside on the stage; flown to the HUD's cards
        for _app, scene in made:
            scene.presenter.cards.show(omen, dest)
        kept += _frames(made, 160, note, dt=1 / 20)   # (8 s of the table's time, in frames of 1/20 s)
        assert not made[0][1].presenter.cards.sprites   # its time on show is over
    assert any(still) and not all(still) and kept > 100
