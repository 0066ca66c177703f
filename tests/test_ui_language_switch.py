"""Choosing another language in the middle of a game: the story the board has told so
far (the chronicle, the last roll, the last card drawn) is told again in it, as a board
opened on the same game in that language tells it — nothing stays in the old one."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import i18n
from game.bots import RandomPlayer
from scenes.app import App
from scenes.board.play import PlayScene
from scenes.kit.settings import Settings
from test_ui_board import human_game, settle


def _played(pack, commands: int = 60):
    game = human_game(pack, 5, players=3)
    chooser = RandomPlayer(5)
    for _ in range(commands):
        seat = game.state["turn"]["seat"] if game.state.get("turn") else 0
        legal = [c for c in game.legal_commands(seat) if c.type != "undo"]
        if not legal:
            break
        game.submit(chooser.choose(game.view(seat), legal))
    return game


def _told(scene) -> tuple:
    p = scene.presenter
    return (tuple(p.log.lines), tuple(r.title for r in p.rolls), None if p.drawn is None else p.drawn.card)


def test_the_story_so_far_is_told_again_in_the_language_chosen(classic_pack, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    game = _played(classic_pack)
    app = App((1280, 720), offscreen=True, settings=Settings(language="en"))
    try:
        scene = PlayScene(app, game, bot_seats=set())
        app.push(scene)
        settle(app)
        english = _told(scene)
        assert english[0] and english[1], english   # (a story, and a roll, were told)
        app.change_settings(language="de")
        app.run_frames(2)
        switched = _told(scene)
        t = scene.table   # the board's own words where no Explore square is lit, in German too
        english_words = t.ways.no_explore   # (the engine's words)
        assert english_words and t.ways.no_explore_rect(t) is not None
        plate = t.ways._words_key[0]
        assert plate == i18n._(english_words) and plate != english_words, plate
        fresh = PlayScene(app, game, bot_seats=set())   # the same game opened in German
        app.push(fresh)
        settle(app)
        german = _told(fresh)
    finally:
        app.close()
        i18n.set_language("en")
    assert switched == german
    assert switched[0] != english[0] and switched[1] != english[1]   # (the words did change)
