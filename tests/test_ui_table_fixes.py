"""What a new player found at the table (issue 20, the fixes' round): each held by a test
that fails if it comes back."""

from __future__ import annotations

import copy

import pygame
import pytest

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
    # on the board, or (no corner of it clear of rooms and lit squares) over the right
    # column's foot (issue 28 at a real window: a hint over the squares it explains)
    assert scene.table.r["board"].contains(hints.rect) or scene.table.r["side"].contains(hints.rect)
    for cell in scene.table.targets:
        assert not hints.rect.colliderect(scene.table.house.screen_rect(*cell))
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
    from scenes.board.dialogs.card_menu import odds_lines

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


def test_a_room_named_the_is_placed_without_a_second_the_and_the_bar_clears_fit(app, pack):
    from types import SimpleNamespace

    scene = _board(app, pack, bots=frozenset())
    t = scene.table
    t.placement = SimpleNamespace(tile="crypt", cell=("basement", 0, 0), cells=lambda: [("basement", 0, 0)],
                                  rotations_here=lambda: (1, 4))
    said = []
    real = t.prompt.set
    t.prompt.set = lambda board, u, text, *a, **k: (said.append(text), real(board, u, text, *a, **k))
    t._placement_prompt()
    assert said == ["Place the Sepulchre"]
    assert not t.prompt.rect.colliderect(t.fit_rect)         # the Fit (H) button stays clear
    for w in t.prompt.widgets.widgets:
        assert not w.rect.colliderect(t.fit_rect)


def test_a_band_never_says_its_words_twice():
    """'It wanders, undecided.' then 'The dowsing rod wanders, undecided.': a band whose
    only effect narrates what its text already said."""
    from game import load_pack

    def walk(node, out):
        if hasattr(node, "keys"):
            for band in node.get("bands") or ():
                effects = list(band.get("effects") or ())
                if band.get("text") and effects and all("narrate" in e for e in effects):
                    out.append(band["text"])
            for v in node.values():
                walk(v, out)
        elif isinstance(node, (list, tuple)):
            for v in node:
                walk(v, out)

    for name in ("classic", "legacy"):
        p = load_pack(name)
        twice: list = []
        for kind in ("cards", "tiles", "tokens"):
            for x in getattr(p, kind).values():
                walk(x.data, twice)
        assert twice == [], (name, twice)


def test_how_to_play_says_what_esc_does():
    from scenes.menu.help_scene import SECTIONS

    keys = dict(SECTIONS)["Keys on the board"]
    assert "leaves for the title" not in keys and "Save and leave" in keys and "Resume" in keys


def test_a_click_on_a_room_out_of_reach_says_why(app, pack):
    scene = _board(app, pack, bots=frozenset())
    t = scene.table
    scene.hints.dismiss()
    scene.game.state["turn"]["moves"] = 1   # the Grand Staircase two moves off: out of reach
    scene.refresh()
    app.run_frames(30)
    cells = {t.house.tile_at(("ground",) + tuple(int(v) for v in k.split(","))): ("ground",) + tuple(
        int(v) for v in k.split(",")) for k in scene.view["map"]["ground"]}
    far = cells["grand_staircase"]
    assert far not in t.targets
    click(app, t.house.screen_rect(*far).center)
    assert t.toast.text == "Not enough moves left: the Grand Staircase is 2 moves away and you have 1 move."
    here = cells["entrance_hall"]
    click(app, t.house.screen_rect(*here).center)
    assert t.toast.text == "You are in the Entrance Hall."


def test_a_cut_label_is_said_whole_on_hover(app):
    from scenes.board.hud.buttons import fitted_button

    long = "Follow the dotted line on the survey of the house to any room on this floor"
    b = fitted_button(long, lambda: None, pygame.Rect(0, 0, 160, 36), app.fonts)
    assert b.label != long and b.full_label == long
    short = fitted_button("End turn", lambda: None, pygame.Rect(0, 0, 160, 36), app.fonts)
    assert short.full_label is None


def _replay(app, turns=30):
    import argparse
    import sys
    from pathlib import Path

    tools = str(Path(__file__).resolve().parent.parent / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import screenshot

    args = argparse.Namespace(seed=1, turns=turns, ruleset="classic", size=(1280, 720), frames=5)
    screenshot.SCENES["replay"](app, args)
    app.run_frames(5)
    return app.top


def _all_rooms_in_sight(scene) -> bool:
    t = scene.table
    board = t.r["board"]
    region = t.house.region
    rects = [t.house.screen_rect(region, *(int(v) for v in k.split(","))) for k in scene.view["map"][region]]
    return bool(rects) and all(board.contains(r) for r in rects)


@pytest.mark.slow
def test_the_replay_fits_the_house_to_the_board_as_the_steps_change(app):
    scene = _replay(app, turns=0)
    app.run_frames(90)
    assert _all_rooms_in_sight(scene)          # the first step: the Grand Staircase not cut
    for n in (40, 120, 200, 300, 1):
        scene.seek(n)
        for region in scene.table.house.regions:
            scene.table.show_region(region)
            app.run_frames(90)
            assert _all_rooms_in_sight(scene), (n, region)


def test_the_dead_are_not_company_in_the_room_panel(app, pack):
    scene = _board(app, pack, bots=frozenset())
    hud = scene.table.hud
    view = copy.deepcopy(scene.view)
    for q in view["players"]:
        if q["seat"] != hud.seat:
            q["alive"] = False
    hud.refresh(view, hud.seat, [], lambda c: None)
    crowded = copy.deepcopy(scene.view)
    hud.refresh(crowded, hud.seat, [], lambda c: None)
    with_company = hud.room_block[0].get_height()
    hud.refresh(view, hud.seat, [], lambda c: None)
    assert hud.room_block[0].get_height() < with_company     # no "with …" line for the dead


def test_the_portraits_tooltip_names_the_explorer_whole(app, pack):
    scene = _board(app, pack, bots=frozenset())
    hud = scene.table.hud
    p = scene.view["players"][hud.seat]
    _rect, lines = hud.tip_at(hud.portrait.center)
    assert lines[0] == f"{pack.explorers[p['explorer']].name}, {p['name']}'s explorer"


def _asked(pack, seed):
    """A classic game played by random bots until someone is asked a question the board
    shows as a dialog (a damage split, a card's choice...)."""
    from game.bots import RandomPlayer

    game = new_game("classic", auto_seats(pack, 4, seed), seed=seed, content=pack, options=DATE)
    bots = {s: RandomPlayer(seed * 7 + s) for s in range(4)}
    for _ in range(600):
        pending = game.pending
        if pending and pending["kind"] not in ("place_tile", "move_choice"):
            return game, pending["seat"]
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    raise AssertionError("no question in 600 steps")


@pytest.mark.parametrize("size, seed", [((960, 540), 1), pytest.param((960, 540), 3, marks=pytest.mark.slow),
                                        pytest.param((1280, 720), 18, marks=pytest.mark.slow)])
def test_a_question_never_covers_the_room_of_the_one_it_asks(home, pack, size, seed):
    """960x540: the question at the board's foot covered the asker's room (the Darkroom,
    the explorer in it) in nearly every game tried; the camera now brings the room into
    the band above it."""
    from scenes.app import App
    from scenes.kit.settings import Settings

    game, seat = _asked(pack, seed)
    app = App(size, offscreen=True, settings=Settings())
    try:
        scene = PlayScene(app, game, bot_seats=set(range(4)) - {seat})
        app.push(scene)
        app.run_frames(40)
        scene.presenter.skip()
        app.run_frames(90)
        t = scene.table
        assert t.dialog is not None
        pos = scene.view["placed"][scene.view["players"][seat]["tile"]]
        assert pos[0] == t.house.region
        room = t.house.screen_rect(pos[0], pos[1], pos[2])
        assert not room.colliderect(t.dialog.rect) and t.r["board"].contains(room), (room, t.dialog.rect)
    finally:
        app.close()
