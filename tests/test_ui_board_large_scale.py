"""UI scale 150% at 1280x720 reflows the table (issue 28, item 5): the carried cards keep
at least 56 px (they had shrunk to 20 px chips reading "Coa"), the right column lays the
decks on one line so the chronicle shows at least six lines (it had shown two)."""

from __future__ import annotations

import pytest

from game import auto_seats, new_game
from game.bots import make_bot
from scenes.app import App
from scenes.board.hud.hud import MIN_CARD
from scenes.board.play import PlayScene
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene
from test_ui_board import DATE, home, pack  # noqa: F401  (fixtures)


@pytest.fixture(params=[150, 100])
def big_app(home, request):
    app = App((1280, 720), offscreen=True, settings=Settings(ui_scale=request.param))
    app.push(TitleScene(app))
    yield app
    app.close()


def _played(pack, commands: int = 60):
    game = new_game("classic", auto_seats(pack, 4, 6), seed=6, content=pack, options=DATE)
    bots = {i: make_bot("sensible", 40 + i, pack=pack) for i in range(4)}
    for _ in range(commands):
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    return game


@pytest.mark.parametrize("carried", [2, 5, 9])
def test_carried_cards_stay_at_least_56_px_and_clear_of_the_buttons(big_app, pack, carried):
    game = _played(pack)
    seat = game.acting_seat()
    hand = game.state["players"][seat]["cards"]
    for deck in ("item", "omen") * 5:
        if len(hand) >= carried:
            break
        hand.append(game.state["decks"][deck].pop(0))
    scene = PlayScene(big_app, game, bot_seats=set())
    big_app.push(scene)
    big_app.run_frames(30)
    hud = scene.table.hud
    assert len(hud.card_rects) == len(hand) >= carried
    for card, r in hud.card_rects:
        assert r.w >= MIN_CARD, f"{card}: {r.w} px wide at UI scale {big_app.settings.ui_scale}%"
        assert hud.rect.contains(r)
        assert not any(r.colliderect(b.rect) for b in hud.buttons.widgets), f"{card} under a button"
        assert hud.card_at(hud.card_rect(card).center) == card, "a fanned card is found where it shows"


def test_the_chronicle_shows_at_least_six_lines(big_app, pack):
    scene = PlayScene(big_app, _played(pack), bot_seats=set())
    big_app.push(scene)
    big_app.run_frames(30)
    big_app.draw()
    log = scene.presenter.log
    step = int(big_app.fonts.get("body", log._size).get_linesize() * 1.02)
    assert log.view.h // step >= 6, f"{log.view.h // step} lines at UI scale {big_app.settings.ui_scale}%"
    assert len(log.entries) >= 6
