"""Where the table stops for people (issue 20): F (skip ahead) stops at the moment
something concerns a person at the table and shows it; a save continued in the middle
of the haunt lands on the board, without the reveal and its round of holds again."""

from __future__ import annotations

import pytest

from game import auto_seats, load, new_game
from game.bots import make_bot
from scenes.board.play import PlayScene
from scenes.board.skip_ahead import stop_reason
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.kit.intents import Key
from test_ui_board import DATE, app, home, pack  # noqa: F401  (fixtures)


def test_stop_reasons_are_a_persons_hurt_death_robbery_the_haunt_and_the_end():
    people, names = {0}, {0: "Ada", 1: "Bram"}
    assert stop_reason([{"t": "trait_set", "seat": 0, "trait": "might", "frm": 4, "to": 3}], people, names) == "Ada is hurt."
    assert stop_reason([{"t": "trait_set", "seat": 0, "trait": "might", "frm": 3, "to": 4}], people, names) is None
    assert stop_reason([{"t": "trait_set", "seat": 1, "trait": "might", "frm": 4, "to": 1}], people, names) is None
    assert stop_reason([{"t": "died", "seat": 0}], people, names) == "Ada is dead."
    assert stop_reason([{"t": "died", "seat": 1}], people, names) is None
    assert stop_reason([{"t": "card_stolen", "frm": 0, "to": 1, "card": "x"}], people, names) == "Ada is robbed."
    assert stop_reason([{"t": "haunt_started"}], people, names) == "The haunt begins."
    assert stop_reason([{"t": "game_over"}], people, names) == "The game is over."
    assert stop_reason([{"t": "moved", "seat": 1}], people, names) is None


def _person_hurt_by_a_bot(pack, wanted=None, seeds=range(1, 40)):
    """(seed, commands): a 4-seat game of sensible bots whose last command, a bot's, hurts
    seat 0 without asking seat 0 anything (or does ``wanted(events)``; found with the
    engine alone)."""
    for seed in seeds:
        game = new_game("classic", auto_seats(pack, 4, seed), seed=seed, content=pack, options=DATE)
        bots = {i: make_bot("sensible", seed * 31 + i, pack=pack) for i in range(4)}
        commands = []
        for _step in range(3000):
            if game.phase == "over":
                break
            seat = game.acting_seat()
            command = bots[seat].choose(game.view(seat), game.legal_commands(seat))
            commands.append(command)
            events = game.submit(command)
            if seat != 0 and not any(e["t"] in ("haunt_started", "game_over") for e in events if not wanted) \
                    and (wanted(events) if wanted else stop_reason(events, {0}, {})):
                return seed, commands
    raise AssertionError("no game hurt seat 0 in another's turn")


def _dies(events):
    return any(e["t"] == "died" and e.get("seat") == 0 for e in events)


def _board_before_the_bots_last_command(app, pack, seed, commands):
    """A four-seat game (seat 0 a person, the rest sensible bots) replayed up to the last of
    ``commands``, on the board, its bot primed to do that command again: (game, scene, it)."""
    seats = [dict(s, bot=None if i == 0 else "sensible") for i, s in enumerate(auto_seats(pack, 4, seed))]
    game = new_game("classic", seats, seed=seed, content=pack, options=DATE)
    for command in commands[:-1]:
        game.submit(command)
    last = commands[-1]
    scene = PlayScene(app, game, books_read=True)
    app.push(scene)
    scene.bots[last.seat].choose = lambda view, legal: last   # the bot does what it did
    return game, scene, last


@pytest.mark.parametrize("moment", ["hurt", "killed"])
def test_f_stops_when_a_persons_explorer_is_hurt_or_killed_in_a_bots_turn_and_says_why(app, pack, moment):
    if moment == "hurt":
        seed, commands = _person_hurt_by_a_bot(pack)
    else:   # the first four-bot game in which a bot's command kills seat 0 (seed 2 with the
        # 50-haunt chart; searched, not pinned, so retuning a haunt does not break the test)
        seed, commands = _person_hurt_by_a_bot(pack, _dies, range(1, 120))
    game, scene, hurting = _board_before_the_bots_last_command(app, pack, seed, commands)
    app.run_frames(2)
    assert scene.acting == hurting.seat != 0
    app.dispatch(Key("f"))
    assert scene.skip_ahead.on
    before = len(game.events)
    for _ in range(200):
        app.run_frames(1)
        if len(game.events) > before:
            break
    assert stop_reason(game.events[before:], {0}, {}), "the bot's command was carried out"
    assert not scene.skip_ahead.on                       # F stopped at the moment
    # and the moment is shown, not hurried past: animated, or (nothing to animate) told
    told = [e.text for e in scene.presenter.log.entries]
    assert scene.presenter.busy or any("dead" in line or "dying" in line for line in told)
    assert scene.table.toast.text.startswith("Stopped skipping:")
    words = ("is dead", "is dying") if moment == "killed" else ("is hurt",)
    assert any(w in scene.table.toast.text for w in words), scene.table.toast.text


def _haunted_save(pack, path, after: int):
    """Sensible bots play into the haunt, then ``after`` more commands; saved at path."""
    seats = [dict(s, bot=None if i == 0 else "sensible") for i, s in enumerate(auto_seats(pack, 4, 2))]
    game = new_game("classic", seats, seed=2, content=pack, options=DATE, log_path=path)
    bots = {i: make_bot("sensible", 14 + i, pack=pack) for i in range(4)}
    while game.phase == "explore":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    for _ in range(after):
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    game.close()


def test_continuing_a_save_in_the_middle_of_the_haunt_lands_on_the_board(app, pack, tmp_path):
    _haunted_save(pack, tmp_path / "mid.jsonl", after=6)
    scene = PlayScene(app, load(tmp_path / "mid.jsonl", pack))
    app.push(scene)
    app.run_frames(30)
    assert app.top is scene and scene.books_read and not scene.reading_books


def test_a_save_stopped_at_the_reveal_shows_the_reveal(app, pack, tmp_path):
    _haunted_save(pack, tmp_path / "reveal.jsonl", after=0)
    scene = PlayScene(app, load(tmp_path / "reveal.jsonl", pack))
    app.push(scene)
    for _ in range(300):
        if app.top is not scene:
            break
        app.dispatch(Key("space"))
        app.run_frames(1)
    assert isinstance(app.top, HauntSplitScene)


@pytest.mark.slow
def test_f_pressed_while_a_persons_death_is_shown_does_not_hurry_it(app, pack):
    """A bot's command kills the person's explorer at the normal pace; F pressed while that
    is still being shown (a player wanting the bots to hurry) must not skip past it — the
    death was once found only in the replay, the end scene having come at once."""
    seed, commands = _person_hurt_by_a_bot(
        pack, lambda events: _dies(events) and any(e["t"] == "dice_rolled" for e in events), range(1, 80))
    game, scene, killing = _board_before_the_bots_last_command(app, pack, seed, commands)
    before = len(game.events)
    for _ in range(2000):   # the bots play at their own pace up to the kill
        app.run_frames(1)
        if len(game.events) > before:
            break
    assert _dies(game.events[before:])
    app.run_frames(1)
    assert scene.presenter.busy and scene.unhurried
    app.dispatch(Key("f"))
    app.run_frames(3)
    assert scene.presenter.busy, "F hurried the death past"
    assert app.top is scene                     # no end scene over it yet


def test_the_skip_plate_and_why_skipping_stopped_are_said_in_german():
    """A German board offered "F: skip to your turn" (frame /tmp/np/b11.png); the reasons
    skipping stops, and the toasts about it, were English f-strings too."""
    from game import i18n
    from scenes.board.skip_ahead import plate_text

    people, names = {0}, {0: "Ada"}
    i18n.set_language("de")
    try:
        assert plate_text(False, True) == "F: bis zu deinem Zug vorspulen"
        assert plate_text(True, False) == "Vorspulen bis zum Ende …  F zum Anhalten"
        assert stop_reason([{"t": "died", "seat": 0}], people, names) == "Ada ist tot."
        assert stop_reason([{"t": "haunt_started"}], people, names) == "Der Spuk beginnt."
    finally:
        i18n.set_language("en")
    assert plate_text(False, True) == "F: skip to your turn"   # English as before
