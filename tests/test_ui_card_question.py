"""Cards never hide a question (issue 20, point 4): an event card drawn by a person that
asks them something gives way to the question soon after it is turned over (it settles
beside the board, where it can still be read), and its buttons can be clicked; Esc, like
a click or Space, finishes any animation at once instead of waiting behind it."""

from __future__ import annotations

import pytest

from game import auto_seats, new_game
from game.bots import RandomPlayer
from scenes.board.play import PlayScene
from scenes.kit.intents import Key
from test_ui_board import DATE, act, app, click, home, pack  # noqa: F401  (fixtures)

QUESTIONS_WITH_DIALOGS = ("choose", "choice", "yes_no", "trait_choice", "card_choice", "damage")


def _event_that_asks(pack):
    """(seed, commands before, the command) where a seat's command draws an event card
    and leaves a question for that same seat (one a dialog asks)."""
    for seed in range(1, 60):
        game = new_game("classic", auto_seats(pack, 4, seed), seed=seed, content=pack, options=DATE)
        bots = {i: RandomPlayer(seed * 5 + i) for i in range(4)}
        done = []
        for _ in range(400):
            if game.phase != "explore":
                break
            seat = game.acting_seat()
            command = bots[seat].choose(game.view(seat), game.legal_commands(seat))
            events = game.submit(command)
            pending = game.pending
            if any(e["t"] == "card_drawn" and e.get("deck") == "event" for e in events) and pending \
                    and pending["seat"] == seat and pending["kind"] not in ("place_tile", "move_choice"):
                return seed, done, command
            done.append(command)
    raise AssertionError("no event card asked its drawer anything")


def _open_before_the_card(app, pack):
    seed, before, command = _event_that_asks(pack)
    game = new_game("classic", auto_seats(pack, 4, seed), seed=seed, content=pack, options=DATE)
    for c in before:
        game.submit(c)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(5)
    scene.presenter.skip()
    return scene, command


@pytest.mark.slow
def test_the_question_comes_up_beside_the_card_soon_after_it_is_turned(app, pack):
    scene, command = _open_before_the_card(app, pack)
    scene.submit(command)
    app.run_frames(1)
    assert scene.presenter.busy and scene.presenter.cards.sprites   # the card is being shown
    landed = None   # the frame the card's own roll (if it has one) came to rest
    for frames in range(1, 60 * 8):
        app.run_frames(1)
        if landed is None and any(b.kind == "roll" for b in scene.presenter.queue):
            landed = 0     # a roll waits behind the card: the question waits for its dice
        if landed == 0 and not scene.presenter.roll.busy and not any(
                b.kind == "roll" for b in scene.presenter.queue):
            landed = frames
        if not scene.presenter.over_board:
            break
    # soon after the card is turned, or (a card that rolls) soon after its dice land: never
    # before them, for the question would tell the roll's result
    waited = (frames - landed) if landed else frames
    assert waited / 60 < 2.2, f"the card held the question back {waited / 60:.1f} s"
    assert landed != 0, "the question came up before the card's dice were thrown"
    dialog = scene.table.dialog
    assert dialog is not None and dialog.widgets.widgets
    drawn = []
    draw = dialog.draw
    dialog.draw = lambda surface: (drawn.append(1), draw(surface))
    app.run_frames(1)
    assert drawn, "the question is drawn while the card's roll may still be landing"
    for _ in range(60 * 6):   # the card settles beside the board, in sight
        app.run_frames(1)
        if scene.presenter.cards.parked():
            break
    assert scene.presenter.cards.parked()
    before = len(scene.game.events)
    name = "damage:confirm" if scene.game.pending["kind"] == "damage" else "answer:0"
    if name == "damage:confirm":
        trait, n = next(iter(scene.game.legal_commands(scene.acting)[0]["choice"].items()))
        for _ in range(n):
            click(app, dialog.widgets.find(f"damage:{trait}:plus").rect.center)
    click(app, dialog.widgets.find(name).rect.center)
    assert len(scene.game.events) > before   # its buttons answer


def test_esc_finishes_the_card_at_once_and_does_not_offer_to_leave(app, pack):
    scene, command = _open_before_the_card(app, pack)
    scene.submit(command)
    app.run_frames(2)
    assert scene.presenter.busy
    app.dispatch(Key("escape"))
    assert not scene.presenter.busy and not scene.table.leaving.open
    app.run_frames(2)
    assert not scene.table.leaving.open
