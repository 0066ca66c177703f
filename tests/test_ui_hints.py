"""First-game hints (issue 20, point 2): a note the first time a person at the table can
move, discovers a room, draws a card, rolls, and when the haunt begins — each once, kept
across games, and a player can turn them off."""

from __future__ import annotations

from game import auto_seats, new_game
from scenes.board.hud.hints import HINTS, load_seen, moments
from scenes.board.play import PlayScene
from test_ui_board import DATE, app, click, home, pack  # noqa: F401  (fixtures)


def _board(app, pack, bots=frozenset({1, 2, 3})):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set(bots))
    app.push(scene)
    app.run_frames(3)
    return scene


def test_the_first_move_is_explained_once_and_got_it_puts_it_away(app, pack):
    scene = _board(app, pack, bots=frozenset())
    hints = scene.hints
    assert hints.current == "move" and "click a lit room" in HINTS["move"]
    click(app, hints.widgets.find("hint:ok").rect.center)
    assert hints.current is None and "move" in load_seen()
    app.pop()
    again = _board(app, pack, bots=frozenset())
    assert again.hints.current != "move"          # seen: not shown in the next game


def test_no_more_hints_turns_them_off_for_good(app, pack):
    scene = _board(app, pack, bots=frozenset())
    click(app, scene.hints.widgets.find("hint:off").rect.center)
    assert app.settings.hints is False and scene.hints.current is None
    scene.hints.offer(["card", "roll"], scene.table.r["board"], scene.table.u)
    assert scene.hints.current is None


def test_the_moments_are_a_persons_own():
    people = {0}
    events = [{"t": "card_drawn", "seat": 1}, {"t": "dice_rolled", "seat": 0}, {"t": "haunt_started"}]
    # the roll's hint comes before a roll a person may choose, never after a roll
    assert moments(events, {}, people, placing=False, targets=False) == ["haunt"]
    assert moments([], {}, people, placing=False, targets=False, can_roll=True) == ["roll"]
    assert moments([], {}, people, placing=True, targets=True) == ["discover"]
    assert moments([{"t": "card_drawn", "seat": 0}], {}, set(), placing=False, targets=False) == []
