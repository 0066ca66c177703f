"""Sound in play: each moment of a game asks for its sound as it is seen, skipping ahead
asks for none of the beats', Sound off asks for nothing, and a machine with no audio
device plays the same game silently. Games of bots on the real App, offscreen, under
SDL's dummy audio driver (where the mixer does start)."""

from __future__ import annotations

import logging
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from scenes.app import App
from scenes.board.end_scene import EndScene
from scenes.board.play import PlayScene, end_cue
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.kit.intents import Key
from scenes.kit.settings import Settings
from scenes.setup.autoplay import open_autoplay

SEED = 4            # a short four-bot game (the haunt, then the end, in under 300 frames)
FRAME = 0.25        # a quarter second a frame keeps a watchable-pace game short
MOMENTS = {"dice", "dice_land", "card", "tile", "step"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def make_app(**settings) -> App:
    return App((1280, 720), offscreen=True, settings=Settings(animation_speed=3.0, **settings))


def play_to_the_end(app, *, hurry: bool = False, limit: int = 1500) -> tuple[set, int]:
    """Four bots from setup to the end scene (F pressed as the board opens when
    ``hurry``); returns the kinds of scene seen on top and how many cues had been asked
    when F was pressed."""
    open_autoplay(app, "sensible", SEED)
    seen, before_f = set(), None
    for _ in range(limit):
        seen.add(type(app.top))
        if isinstance(app.top, EndScene):
            return seen, before_f
        if hurry and before_f is None and isinstance(app.top, PlayScene):
            before_f = len(app.sound.asked)
            app.dispatch(Key("f"))
        app.frame(FRAME)
    raise AssertionError("the game did not reach its end scene")


@pytest.mark.slow
def test_every_moment_of_a_game_played_to_its_end_asks_for_its_sound(home):
    app = make_app()
    try:
        seen, _ = play_to_the_end(app)
        asked = app.sound.asked
        assert HauntSplitScene in seen
        assert MOMENTS <= set(asked)                      # dice thrown and landed, a card, a tile, a step
        assert asked.count("haunt") == 1                  # the reveal, once
        assert asked.count("dice") == asked.count("dice_land")  # every throw is heard to land
        end = app.top.game.view("omniscient")
        assert asked[-1] == end_cue(end, set(range(4)))   # the end scene opens on its cue
        assert asked.count("victory") + asked.count("defeat") == 1
        assert asked.index("haunt") > asked.index("tile")  # in the order they were seen
        assert app.sound.available and app.sound.bed == "end"
    finally:
        app.close()


@pytest.mark.slow
def test_skipping_ahead_asks_for_no_sound_of_the_hurried_beats(home):
    app = make_app()
    try:
        _, before_f = play_to_the_end(app, hurry=True)
        # from F to the end: the haunt's reveal and the end cue, never a rattle or a step
        assert app.sound.asked[before_f:] in (["haunt", "victory"], ["haunt", "defeat"])
        assert app.sound.bed == "end"
    finally:
        app.close()


@pytest.mark.slow
def test_with_the_sound_off_nothing_is_asked_and_no_mixer_starts(home):
    app = make_app(sound=False)
    try:
        play_to_the_end(app)
        assert app.sound.asked == []
        assert not app.sound.available
    finally:
        app.close()


@pytest.mark.slow
def test_with_no_audio_device_the_game_plays_silently_and_says_so_once(home, monkeypatch, caplog):
    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = make_app()
    try:
        with caplog.at_level(logging.WARNING, logger="scenes.kit.sound"):
            play_to_the_end(app)
        assert MOMENTS <= set(app.sound.asked)            # the game still asked: it had nowhere to play
        assert not app.sound.available
        lines = [r for r in caplog.records if r.name == "scenes.kit.sound"]
        assert len(lines) == 1 and "no sound" in lines[0].getMessage()
    finally:
        app.close()
