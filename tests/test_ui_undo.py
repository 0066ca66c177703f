"""Undo on the board: the HUD's Undo button and Ctrl+Z.

Lit exactly when the engine allows it (``Game.undo_refusal`` of the current seat is
None); after a die roll, a card draw or a room revealed it stays greyed and says why.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from scenes.app import App
from scenes.board.undo import NOT_YOURS, UNDO
from scenes.kit.intents import Click, Hover, Key, Press, Release
from scenes.board.play import PlayScene
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene

from driver import start


@pytest.fixture
def app():
    app = App((1280, 720), offscreen=True, settings=Settings())
    app.push(TitleScene(app))
    yield app
    app.close()


def board(app, game, bots=()) -> PlayScene:
    scene = PlayScene(app, game, bot_seats=set(bots))
    app.push(scene)
    app.run_frames(2)
    settle(app, scene)
    return scene


def settle(app, scene) -> None:
    for _ in range(600):
        if not scene.presenter.busy and not scene.queue:
            return
        app.dispatch(Key("space"))
        app.run_frames(1)


def click(app, scene, pos) -> None:
    settle(app, scene)
    pos = (int(pos[0]), int(pos[1]))
    for intent in (Hover(pos), Press(pos), Release(pos), Click(pos)):
        app.dispatch(intent)
    app.run_frames(1)
    settle(app, scene)


def undo_button(scene):
    return scene.table.hud.buttons.find(UNDO)


def walk(app, scene):
    """Click a lit room the current explorer may simply walk into (no draw)."""
    seat = scene.game.acting_seat()
    move = next(c for c in scene.game.legal_commands(seat) if c.type == "move")
    cell = next(c for c, (_kind, command) in scene.table.targets.items() if command == move)
    click(app, scene, scene.table.house.screen_rect(*cell).center)
    assert scene.game.state["players"][seat]["tile"] == move["to"]
    return seat


def test_the_undo_button_takes_back_a_walk(app, classic_pack):
    scene = board(app, start(classic_pack, seed=4))
    assert not undo_button(scene).enabled          # nothing done yet this turn
    before, count = scene.game.state_hash(), len(scene.game.events)
    walk(app, scene)
    button = undo_button(scene)
    assert button.enabled
    click(app, scene, button.rect.center)
    assert scene.game.state_hash() == before
    assert len(scene.game.events) == count + 2 and scene.game.events[-1]["t"] == "undone"  # appended
    assert any("thinks better of it" in line for line in scene.presenter.log.lines)
    assert not undo_button(scene).enabled


def test_ctrl_z_undoes_too(app, classic_pack):
    scene = board(app, start(classic_pack, seed=4))
    before = scene.game.state_hash()
    walk(app, scene)
    app.dispatch(Key("z", ctrl=True))
    app.run_frames(1)
    assert scene.game.state_hash() == before
    app.dispatch(Key("z"))                          # a plain z is not undo
    assert scene.game.events[-1]["t"] == "undone"


def test_after_a_room_is_revealed_undo_is_greyed_and_says_why(app, classic_pack):
    scene = board(app, start(classic_pack, seed=4))
    seat = scene.game.acting_seat()
    explore = next(c for c in scene.game.legal_commands(seat) if c.type == "explore")
    scene.submit(explore)                           # draws a room tile
    settle(app, scene)
    button = undo_button(scene)
    reason = scene.game.undo_refusal(seat)
    assert not button.enabled and "cannot be taken back" in reason
    app.dispatch(Hover(button.rect.center))
    app.run_frames(20)
    said = app.hover.active()                       # the reason, shown while hovering
    assert said is not None and said[1] == [reason[:1].upper() + reason[1:]] and app.hover.shown
    count = len(scene.game.events)
    app.dispatch(Key("z", ctrl=True))
    app.run_frames(1)
    assert len(scene.game.events) == count and "cannot be taken back" in scene.table.toast.text


def test_after_a_die_roll_undo_is_refused(app):
    from scenario import make_game, place, put

    game = make_game(seed=4)
    seat = game.acting_seat()
    place(game, "chasm", "ground", 1, 0, 0)       # a barrier room east of the Entrance Hall
    put(game, seat, "chasm", side=0)
    scene = board(app, game)
    click(app, scene, scene.table.hud.buttons.find("cross_barrier:").rect.center)  # the crossing roll
    assert any(e["t"] == "dice_rolled" for e in game.events)
    assert not undo_button(scene).enabled
    assert "cannot be taken back" in scene.table.hud.undo_reason


def test_no_undo_on_a_bots_turn(app, classic_pack):
    game = start(classic_pack, seed=4)
    bot = game.acting_seat()
    scene = board(app, game, bots={bot})
    scene.bot_pause = 99                            # hold the bot still
    move = next(c for c in game.legal_commands(bot) if c.type == "move")
    scene.submit(move)                              # the bot's own step
    settle(app, scene)
    assert scene.table.hud.undo is None
    with pytest.raises(KeyError):
        undo_button(scene)
    app.dispatch(Key("z", ctrl=True))
    app.run_frames(1)
    assert game.events[-1]["t"] != "undone" and scene.table.toast.text == NOT_YOURS


def test_a_walk_can_still_be_undone_after_the_game_is_closed_and_loaded(app, classic_pack, tmp_path):
    from game import load

    path = tmp_path / "u.jsonl"
    game = start(classic_pack, seed=4, log_path=path)
    scene = board(app, game)
    before = game.state_hash()
    walk(app, scene)
    app.pop()
    game.close()
    scene = board(app, load(path))
    button = undo_button(scene)
    assert button.enabled
    click(app, scene, button.rect.center)
    assert scene.game.state_hash() == before and scene.game.events[-1]["t"] == "undone"
    assert not undo_button(scene).enabled


@pytest.mark.parametrize("size", [(1600, 900), (1024, 640)])
def test_undo_end_turn_and_fit_show_their_whole_german_labels(classic_pack, size):
    """"Rückgängig" and "Einpassen (H)" were cut to "Rückgän..." and "Einpassen..." (their
    places were measured for the English words)."""
    from game import i18n

    app = App(size, offscreen=True, settings=Settings(language="de"))
    try:
        scene = board(app, start(classic_pack, seed=3, players=3))
        table = scene.table
        buttons = {b.name: b for b in [*table.hud.buttons.widgets, *table.board_buttons.widgets]}
        shown = {name: buttons[name] for name in (UNDO, "end_turn:", "board:fit")}
        assert [b.full_label for b in shown.values()] == [None, None, None], \
            {n: b.full_label for n, b in shown.items()}
        undo, end = shown[UNDO].rect, shown["end_turn:"].rect
        assert undo.right < end.left and end.right <= table.hud.inner.right
    finally:
        app.close()
        i18n.set_language("en")
