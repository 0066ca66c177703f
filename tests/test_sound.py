"""The SoundBoard, the presenter's cues, the end's cue and the volume settings and
sliders — headless, under SDL's dummy audio driver (where the mixer does start)."""

from __future__ import annotations

import json
import logging
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from scenes.app import App
from scenes.board.play import end_cue
from scenes.board.presenter import Presenter
from scenes.kit import settings as settings_store
from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release
from scenes.kit.settings import Settings
from scenes.kit.sound import BED_LEVELS, CUES, MIN_GAP, SoundBoard
from scenes.menu.settings_scene import SAMPLE, SettingsScene
from scenes.menu.title import TitleScene
from test_presenter import RECTS, VIEW, roll, run


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    app = App((1280, 720), offscreen=True, settings=Settings())
    yield app
    app.close()


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def board(settings: Settings | None = None) -> tuple[SoundBoard, Clock]:
    clock = Clock()
    held = settings or Settings()
    return SoundBoard(lambda: held, clock), clock


# -- the board ---------------------------------------------------------------------------------

def test_a_cue_asked_again_within_eighty_milliseconds_is_dropped(app):
    sound, clock = board()
    for t in (0.0, 0.03, MIN_GAP - 0.001, MIN_GAP + 0.001, MIN_GAP + 0.01):
        clock.now = t
        sound.play("dice")
    sound.play("step")  # another cue is not held back by the dice
    assert sound.asked == ["dice", "dice", "step"]


def test_every_cue_plays_through_the_mixer_and_its_takes_come_in_turn(app):
    sound, clock = board()
    for i, cue in enumerate(CUES):
        clock.now = i
        assert sound.play(cue)
    assert sound.available and sound.asked == list(CUES)
    clock.now = 100
    sound.play("dice")
    assert sound._turn["dice"] == 2  # the second rattle of three next time
    assert len(sound._sounds) == len(CUES) + 1  # each file loaded once


def test_an_unknown_cue_is_a_mistake_in_the_code():
    sound, _ = board()
    with pytest.raises(KeyError):
        sound.play("thunder")
    with pytest.raises(KeyError):
        sound.ambience("cellar")


def test_sound_off_takes_nothing_and_starts_no_mixer():
    sound, _ = board(Settings(sound=False))
    assert sound.play("dice") is False
    sound.ambience("board")
    sound.update(1.0)
    assert sound.asked == [] and not sound.available


@pytest.mark.slow
def test_the_title_fades_its_bed_in_quietly_and_the_board_raises_it(app):
    app.push(TitleScene(app))
    assert app.sound.bed == "title" and not app.sound.available  # started by the first frame
    app.run_frames(30)  # half a second: still fading in
    bed = pygame.mixer.Channel(0)
    assert bed.get_busy() and 0 < bed.get_volume() < 0.4 * BED_LEVELS["title"]
    app.run_frames(180)
    full = 0.8 * 0.5  # master 80% × ambience 50%
    assert bed.get_volume() == pytest.approx(full * BED_LEVELS["title"], abs=0.01)
    app.sound.ambience("board")
    app.run_frames(180)
    assert bed.get_volume() == pytest.approx(full * BED_LEVELS["board"], abs=0.01)
    app.sound.ambience(None)
    app.run_frames(90)
    assert not bed.get_busy()


def test_turning_the_sound_off_silences_the_house_at_once(app):
    app.push(TitleScene(app))
    app.run_frames(60)
    app.sound.play("haunt")
    assert pygame.mixer.get_busy()
    app.change_settings(sound=False)
    assert not pygame.mixer.get_busy()
    app.run_frames(30)
    assert not pygame.mixer.Channel(0).get_busy()  # and the bed does not come back
    app.change_settings(sound=True)
    app.run_frames(30)
    assert pygame.mixer.Channel(0).get_busy()


def test_a_missing_sound_file_costs_only_that_sound(app, tmp_path, caplog):
    sound = SoundBoard(lambda: Settings(), lambda: 0.0, folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="scenes.kit.sound"):
        assert sound.play("card") is True
    assert "could not load sound card_flip" in caplog.text


# -- the presenter's cues ---------------------------------------------------------------------

def test_the_presenter_asks_for_each_beat_as_it_is_seen(app, classic_pack):
    p = Presenter(app, classic_pack)
    p.draw(app.screen, RECTS)
    item = classic_pack.deck("item")[0]
    p.feed([roll([1, 2])], VIEW)
    assert app.sound.asked == ["dice"]              # thrown
    run(p, app)
    assert app.sound.asked == ["dice", "dice_land"]  # and come to rest
    app.clock += 1
    p.feed([{"t": "card_drawn", "seat": 0, "deck": "item", "card": item}], VIEW)
    assert "card" not in app.sound.asked            # the card appears before it turns over
    run(p, app)
    assert app.sound.asked[-1] == "card"


def test_beats_skipped_or_hurried_are_not_heard(app, classic_pack):
    p = Presenter(app, classic_pack)
    p.draw(app.screen, RECTS)
    item = classic_pack.deck("item")[0]
    p.quiet = True
    p.feed([roll([1, 2])], VIEW)
    p.skip()
    p.quiet = False
    p.feed([roll([0, 2], r=3), {"t": "card_drawn", "seat": 0, "deck": "item", "card": item}], VIEW)
    p.skip()  # a click: everything finishes at once, unheard
    run(p, app)
    assert app.sound.asked == ["dice"]  # the second throw was seen starting; nothing after


@pytest.mark.parametrize("winner, people, traitor, cue", [
    ("heroes", {0, 1}, 2, "victory"),     # the people were heroes and won
    ("traitor", {0, 1}, 2, "defeat"),     # ... and lost
    ("traitor", {2}, 2, "victory"),       # the one person was the traitor, and won
    ("heroes", {2}, 2, "defeat"),
    ("traitor", {1, 2}, 2, "defeat"),     # a split table: by the heroes
    ("heroes", set(), 2, "victory"),      # bots only: by the heroes
    (None, {0}, 2, "defeat"),             # nobody won
])
def test_the_end_is_heard_as_victory_or_defeat_for_the_people_at_the_table(winner, people, traitor, cue):
    view = {"winner": winner, "players": [{"seat": s, "role": "traitor" if s == traitor else "hero"}
                                          for s in range(4)]}
    assert end_cue(view, {s for s in range(4) if s not in people}) == cue


# -- settings ----------------------------------------------------------------------------------

def test_the_volumes_round_trip_through_the_settings_file(home):
    chosen = Settings(master_volume=35, effects_volume=0, ambience_volume=100, sound=False)
    settings_store.save(chosen)
    assert settings_store.load() == chosen
    saved = json.loads((home / "config" / "settings.json").read_text())
    assert (saved["master_volume"], saved["effects_volume"], saved["ambience_volume"]) == (35, 0, 100)


def test_an_old_settings_file_without_volumes_loads_with_their_defaults(home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"window_size": [1600, 900], "fullscreen": False, "animation_speed": 1.5,
                                "sound": True}))
    assert settings_store.load() == Settings(window_size=(1600, 900), animation_speed=1.5)


def test_bad_volumes_fall_back_or_are_brought_into_range(home, caplog):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"master_volume": "loud", "effects_volume": 250, "ambience_volume": 42.6}))
    with caplog.at_level(logging.WARNING, logger="scenes.kit.settings"):
        loaded = settings_store.load()
    assert (loaded.master_volume, loaded.effects_volume, loaded.ambience_volume) == (80, 100, 43)
    assert "master_volume" in caplog.text and "effects_volume" in caplog.text
    assert Settings().with_changes(master_volume=-4, ambience_volume=True).master_volume == 0


# -- the sliders --------------------------------------------------------------------------------

def saved(home) -> dict:
    return json.loads((home / "config" / "settings.json").read_text())


def test_a_click_on_a_volume_track_sets_it_and_saves_it(app, home):
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    master = app.top.widgets.find("master_volume")
    for intent in (Press(master.track.midleft), Release(master.track.midleft), Click(master.track.midleft)):
        app.dispatch(intent)
    assert app.settings.master_volume == 0 and saved(home)["master_volume"] == 0
    assert master.label == "0%"


@pytest.mark.slow
def test_dragging_a_volume_is_heard_at_once_and_saved_when_let_go(app, home):
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    app.run_frames(240)  # the title's bed has faded in
    bed = pygame.mixer.Channel(0)
    ambience = app.top.widgets.find("ambience_volume")
    track = ambience.track
    app.dispatch(Press((track.left + track.w // 4, track.centery)))
    app.dispatch(Drag((track.right + 40, track.centery + 30), (1, 1), track.center))  # past the end
    assert app.settings.ambience_volume == 100
    app.run_frames(1)
    assert bed.get_volume() == pytest.approx(0.8 * 1.0 * BED_LEVELS["title"], abs=0.01)
    assert not (home / "config" / "settings.json").exists()  # not saved mid-drag
    app.dispatch(Release((track.right + 40, track.centery + 30)))
    assert saved(home)["ambience_volume"] == 100 and not ambience.dragging
    assert SAMPLE not in app.sound.asked  # the bed itself is the ambience's sample


def test_arrow_keys_move_a_focused_volume_and_play_a_sample(app, home):
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    effects = app.top.widgets.find("effects_volume")
    app.dispatch(Hover(effects.rect.center))
    app.dispatch(Key("right"))
    assert app.settings.effects_volume == 85 and saved(home)["effects_volume"] == 85
    assert app.sound.asked == [SAMPLE]
    for _ in range(25):
        app.dispatch(Key("left"))
    assert app.settings.effects_volume == 0
    app.dispatch(Key("down"))  # the focus goes on to the next widget: ambience
    app.dispatch(Key("left"))
    assert app.settings.ambience_volume == 45 and app.settings.effects_volume == 0


def test_no_sound_device_is_one_line_in_the_log_and_nothing_else(tmp_path):
    """A machine without a sound card: the game says so once; the audio back end's own
    stderr lines (ALSA prints ten) are held back."""
    import subprocess
    import sys

    code = ("import logging, os\n"
            "logging.basicConfig(level=logging.INFO, format='%(levelname)s %(name)s: %(message)s')\n"
            "import pygame\n"
            "def init(**kw):\n"   # what ALSA does on a machine with no card: C-level lines, then failure
            "    for i in range(10): os.write(2, b'ALSA lib conf.c: cannot find card 0\\n')\n"
            "    raise pygame.error('ALSA: Couldn\\'t open audio device')\n"
            "pygame.mixer.init = init\n"
            "from scenes.kit.sound import SoundBoard\n"
            "board = SoundBoard(lambda: None, lambda: 0.0)\n"
            "board._start()\n")
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                         env=env, capture_output=True, text=True, timeout=60)
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("WARNING scenes.kit.sound: no sound"), out.stderr
