"""The room panel keeps the room's rule whole however many cards are carried (playtest,
1600x900: the rule had shrunk to a small size, then been cut with "…"): the hand fans,
then is held low (each card's top), before the rule gives way (scenes/board/hud/hand.py)."""

from __future__ import annotations

import copy

import pytest

from game import auto_seats, i18n, new_game
from game.i18n import _
from scenes.app import App
from scenes.board.hud.hand import MIN_CARD
from scenes.board.play import PlayScene
from scenes.kit.settings import Settings
from test_ui_board import DATE, home, pack  # noqa: F401  (fixtures)

SIZES = ((1600, 900), (1280, 720), (1024, 640), (960, 540))
LONGEST = 300   # characters, as read: longer are only the Collapsed Room's (404; de 448) and the Cage Lift's in German (351)


# (the fast loop, ``-m "not slow"``, keeps the largest and smallest window and the emptiest
# and fullest hand; the suite takes every one)
_MIDDLE = pytest.mark.slow


@pytest.fixture(params=[s if s in (SIZES[0], SIZES[-1]) else pytest.param(s, marks=_MIDDLE) for s in SIZES],
                ids=lambda s: f"{s[0]}x{s[1]}")
def sized(home, request):
    app = App(request.param, offscreen=True, settings=Settings())
    yield app
    app.close()


def _scene(app, pack):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats={1, 2, 3})
    app.push(scene)
    app.run_frames(2)
    return scene


def _hud(scene, pack, tile, cards, rows=3):
    """The HUD of a person in ``tile`` carrying ``cards`` cards, with a note and ``rows``
    buttons (a crowded turn)."""
    hud = scene.table.hud
    view = copy.deepcopy(scene.view)
    me = view["players"][0]
    me["tile"] = tile
    me["cards"] = [c for c in pack.cards if pack.cards[c].deck in ("item", "omen")][:cards]
    extra = [(f"Button {i}", lambda: None, f"b{i}") for i in range(rows)]
    hud.refresh(view, 0, [], lambda c: None, note="Click a lit room to move or explore.", extra=extra)
    return hud


@pytest.fixture(params=["en", "de"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("cards", [0, pytest.param(6, marks=_MIDDLE), pytest.param(9, marks=_MIDDLE), 12])
def test_every_rooms_rule_is_whole_and_readable_however_many_cards_are_carried(sized, pack, cards, language):
    rooms = [t for t in pack.tiles.values() if t.text]
    assert sum(len(_(t.text)) <= LONGEST for t in rooms) >= 30
    scene = _scene(sized, pack)
    tucked = set()
    for tile in rooms:
        hud = _hud(scene, pack, tile.id, cards)
        assert hud.room_shows_text and hud.room_rect.bottom <= hud.buttons_top, (tile.id, sized.size)
        if len(_(tile.text)) <= LONGEST:
            assert not hud.room_text_cut, (tile.id, sized.size)
        elif hud.room_text_cut:   # a longer rule in a small window: the wheel scrolls it, hovering shows it whole
            assert hud.room_more > 0
            assert hud.tip_at(hud.room_rect.center)[1][1] == tile.text
        assert len(hud.card_rects) == cards
        if hud.tucked:   # a hand held low: each card drawn, cut to its top
            sized.draw()
            tucked.add(tile.id)
        for card, r in hud.card_rects:
            assert r.w >= MIN_CARD and hud.rect.contains(r), card
            assert hud.card_at(hud.card_rect(card).center) == card
            assert not r.colliderect(hud.room_rect), (card, tile.id)
    if cards >= 9 and sized.size[1] <= 640:
        assert tucked, "a small window and a full hand: some rule needs the hand held low"


def test_a_rule_too_long_for_a_small_window_still_shows_most_of_itself(home):
    """Legacy, 960x540, a full hand and four rows of buttons: the Mere's Edge's rule had
    shown one line, cut; the hand is held low and the note gives way, so several lines
    show, the wheel scrolls the rest and hovering shows it whole."""
    from game import load_pack
    from scenes.kit.widgets import wrap_text

    legacy = load_pack("legacy")
    app = App((960, 540), offscreen=True, settings=Settings())
    try:
        game = new_game("legacy", auto_seats(legacy, 4, 16), seed=16, content=legacy, options={})
        seat = game.acting_seat()
        scene = PlayScene(app, game, bot_seats=set(range(4)) - {seat})
        app.push(scene)
        app.run_frames(2)
        hud = scene.table.hud
        view = copy.deepcopy(scene.view)
        view["players"][seat]["tile"] = "meres_edge"
        view["players"][seat]["cards"] = [c for c in legacy.cards if legacy.cards[c].deck == "item"][:9]
        extra = [(f"Button {i}", lambda: None, f"b{i}") for i in range(3)]
        hud.refresh(view, seat, [], lambda c: None, note="Click a lit room to move or explore.", extra=extra)
        app.draw()
        assert hud.room_text_cut and hud.tucked and not hud.note_shown
        text = _(legacy.tiles["meres_edge"].text)
        lines = wrap_text(app.fonts.get("body", hud._text_size(least=True)), text, hud.inner.w)
        assert len(lines) - hud.room_more >= 4, (len(lines), hud.room_more)
        assert hud.tip_at(hud.room_rect.center)[1][1] == legacy.tiles["meres_edge"].text
    finally:
        app.close()


def test_a_fan_a_few_pixels_short_of_its_gap_is_held_open_not_low(home, pack):
    """1600x900 in German, twelve cards, the Sickroom: the open fan missed by 2 px of the
    gap under it, and the hand was held low (each card's top only). A third of a grid's
    gap will do under a fan; less than that, or no room for the cards, still does not."""
    from scenes.board.hud.hand import CARD_H, hand

    h = int(MIN_CARD * CARD_H)
    assert hand(12, 260, h + 2, fan=True) is not None
    assert hand(12, 260, h + 1, fan=True) is None and hand(12, 260, h - 4, fan=True) is None
    app = App((1600, 900), offscreen=True, settings=Settings())
    i18n.set_language("de")
    try:
        scene = _scene(app, pack)
        hud = _hud(scene, pack, "sickroom", 12)
        assert not hud.tucked and hud.room_shows_text and not hud.room_text_cut
        for card, r in hud.card_rects:
            assert not r.colliderect(hud.room_rect) and r.bottom <= hud.buttons_top, card
    finally:
        i18n.set_language("en")
        app.close()
