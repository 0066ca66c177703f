"""What a new player found at the table (issue 20, the fixes' round): each held by a test
that fails if it comes back."""

from __future__ import annotations

import copy

import pygame

from game import auto_seats, new_game
from scenes.board.play import PlayScene
from test_ui_board import DATE, app, click, home, pack  # noqa: F401  (fixtures)


def _board(app, pack, bots=frozenset({1, 2, 3}), seed=8):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=seed, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set(bots))
    app.push(scene)
    app.run_frames(3)
    return scene


def _crowded_hud(scene, pack, cards=6, note="No way onward now; end the turn when ready."):
    """The HUD of a person in the Map Room (a long rule), carrying ``cards`` items, with a
    note and three rows of buttons — as at turn 13 of the game the new player played."""
    hud = scene.table.hud
    view = copy.deepcopy(scene.view)
    me = view["players"][0]
    me["tile"] = "map_room"
    me["cards"] = [c for c in pack.cards if pack.cards[c].deck == "item"][:cards]
    rows = [("Follow the survey", lambda: None, "a"), ("Drop all items (3)", lambda: None, "b"),
            ("End turn", lambda: None, "c")]
    hud.refresh(view, 0, [], lambda c: None, note=note, extra=rows)
    return hud


def test_the_rooms_rule_stays_in_the_hud_however_many_cards_are_carried(app, pack):
    scene = _board(app, pack)
    for cards in (0, 3, 6, 9):
        hud = _crowded_hud(scene, pack, cards)
        assert hud.room_block is not None, cards
        assert hud.room_shows_text, cards           # some of the rule is always there
        assert hud.room_rect.bottom <= hud.buttons_top
        # and all of it on hover
        rect, lines = hud.tip_at(hud.room_rect.center)
        assert lines[0] == "Map Room" and lines[1] == pack.tiles["map_room"].text


def test_the_first_hint_hides_nothing_in_the_hud(app, pack):
    scene = _board(app, pack, bots=frozenset())
    hints = scene.hints
    assert hints.current == "move"
    hud = scene.table.hud
    assert not hints.rect.colliderect(scene.table.r["hud"])
    assert scene.table.r["board"].contains(hints.rect)
    fit = scene.table.board_buttons.find("board:fit").rect
    assert not hints.rect.colliderect(fit)
    assert hud.room_rect is None or not hints.rect.colliderect(hud.room_rect)
    for key in scene.public["map"]["ground"]:          # nor a room of the house
        x, y = (int(v) for v in key.split(","))
        assert not hints.rect.colliderect(scene.table.house.screen_rect("ground", x, y))


def test_the_huds_traits_wait_for_the_dice_to_land(app, pack):
    scene = _board(app, pack, bots=frozenset())
    hud = scene.table.hud
    seat = hud.seat
    p = scene.view["players"][seat]
    now = p["traits"]["speed"]
    roll = {"t": "dice_rolled", "seat": seat, "dice": [0, 1, 0, 0], "total": 1, "why": "roll",
            "trait": "speed", "r": 5}
    drop = {"t": "trait_set", "seat": seat, "trait": "speed", "frm": now + 1, "to": now,
            "value_from": 9, "value_to": 8, "why": "lose"}
    scene.presenter.feed([roll, drop], scene.public)
    app.run_frames(2)
    assert scene.presenter.roll.rolling
    assert hud.shown_traits(p)["speed"] == now + 1         # as before the roll, while it tumbles
    scene.presenter.skip()
    app.run_frames(1)
    assert hud.shown_traits(p)["speed"] == now             # landed: the view's own


def test_a_cards_use_that_rolls_says_its_chance_in_the_card_menu(app, pack):
    from game.commands import cmd
    from scenes.board.card_menu import odds_lines

    scene = _board(app, pack, bots=frozenset())
    t = scene.table
    seat = t.hud.seat
    use = cmd("use_item", seat, card="hazel_dowsing_rod")
    lines = odds_lines(pack, scene.view, [use])
    assert lines[0] == "Your chance — A roll of 2 dice" and lines[2].startswith("1-3: 78%")
    t.menu.open("hazel_dowsing_rod", pygame.Rect(20, 300, 70, 90), t.r["board"], t.u, [use], scene.view,
                lambda c: None)
    assert t.menu._odds is not None
    assert odds_lines(pack, scene.view, [cmd("drop", seat, cards=["hazel_dowsing_rod"])]) == []
