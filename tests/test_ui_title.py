"""The title screen, its menu, settings and help — rendered headless.

SDL's dummy drivers stand in for a display and a sound card, and HOLLOWMERE_HOME
points at a temp dir, so nothing here touches a real window or a player's settings.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:  # run as plain `pytest` from anywhere, not only `python -m`
    sys.path.insert(0, str(REPO))

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402 (after the path or the environment is set)
import pytest  # noqa: E402 (after the path or the environment is set)

from game.version import __version__  # noqa: E402 (after the path or the environment is set)
from scenes.kit import settings as settings_store  # noqa: E402 (after the path or the environment is set)
from scenes.app import MAX_FRAME, STEP, App  # noqa: E402 (after the path or the environment is set)
from scenes.menu.help_scene import HelpScene  # noqa: E402 (after the path or the environment is set)
from scenes.kit.intents import Click, Key, Press, Release  # noqa: E402 (after the path or the environment is set)
from scenes.kit.settings import Settings  # noqa: E402 (after the path or the environment is set)
from scenes.menu.settings_scene import SettingsScene  # noqa: E402 (after the path or the environment is set)
from scenes.menu.title import MenuEntry, TitleScene  # noqa: E402 (after the path or the environment is set)
from test_ui_board import choose  # noqa: E402 (after the path or the environment is set)
from scenes.kit.widgets import Button, WidgetGroup  # noqa: E402 (after the path or the environment is set)


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    app = App((1280, 720), offscreen=True)
    yield app
    app.close()


@pytest.fixture
def title(app) -> TitleScene:
    scene = TitleScene(app)
    app.push(scene)
    return scene


def click(app: App, rect: pygame.Rect) -> None:
    """What the intent reader sends for a real left click at the middle of ``rect``."""
    for intent in (Press(rect.center), Release(rect.center), Click(rect.center)):
        app.dispatch(intent)


def distinct_colours(surface: pygame.Surface, step: int = 16) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)})


# -- the title screen ----------------------------------------------------------------------

def test_title_screen_draws_a_full_picture_at_1280x720(app, title):
    app.run_frames(90)
    surface = app.draw()
    assert surface.get_size() == (1280, 720)
    assert distinct_colours(surface) > 50  # sky, house, lit windows, text: not one flat colour
    labels = [button.label for button in title.menu.widgets]
    assert labels == ["Settings", "How to play", "Credits", "Quit"]


def test_title_text_is_brighter_than_the_night_sky(app, title):
    app.run_frames(90)
    surface = app.draw()
    first = title.button("Settings").rect
    label_row = [surface.get_at((x, first.centery))[:3] for x in range(first.left, first.right)]
    sky = surface.get_at((first.centerx, 10))[:3]
    assert max(sum(c) for c in label_row) > sum(sky) + 300  # bone-white letters on the button


def test_drawing_does_not_change_the_scene(app, title):
    app.run_frames(30)
    before = (app.backdrop.time, list(app.backdrop.flicker), title.elapsed)
    app.draw()
    app.draw()
    assert (app.backdrop.time, list(app.backdrop.flicker), title.elapsed) == before


def test_a_long_stall_is_clamped_to_a_quarter_second_of_steps(app, title):
    steps = app.step(5.0)
    assert steps == round(MAX_FRAME / STEP)


def test_later_work_can_add_menu_entries_before_settings(app, title):
    started = []
    title.add_entry(MenuEntry("New game", lambda a: started.append(a)), before="Settings")
    title.add_entry(MenuEntry("Continue", lambda a: None, enabled=lambda a: False), before="Settings")
    assert [b.label for b in title.menu.widgets] == ["New game", "Continue", "Settings",
                                                     "How to play", "Credits", "Quit"]
    assert not title.button("Continue").enabled
    click(app, title.button("New game").rect)
    assert started == [app]


def test_keyboard_down_then_enter_opens_the_first_entry(app, title):
    app.dispatch(Key("down"))
    app.dispatch(Key("return"))
    assert isinstance(app.top, SettingsScene)


def test_the_topmost_of_two_overlapping_buttons_takes_the_click(app):
    pressed = []
    group = WidgetGroup()
    below = group.add(Button("Below", lambda: pressed.append("below")))
    above = group.add(Button("Above", lambda: pressed.append("above")))
    below.layout(pygame.Rect(0, 0, 200, 50), app.fonts)
    above.layout(pygame.Rect(100, 0, 200, 50), app.fonts)
    assert group.handle(Click((150, 25)))
    assert pressed == ["above"]


def test_clicking_quit_stops_the_app(app, title):
    click(app, title.button("Quit").rect)
    assert app.running is False
    app.run_frames(5)  # a stopped app runs no more frames
    assert app.clock == 0.0


# -- settings ------------------------------------------------------------------------------

def test_settings_changes_are_saved_and_read_back(app, title, home):
    click(app, title.button("Settings").rect)
    scene = app.top
    assert isinstance(scene, SettingsScene)

    choose(app, scene, "sound", "Off")
    choose(app, scene, "speed", "1.25×")
    app.run_frames(3)

    path = home / "config" / "settings.json"
    saved = json.loads(path.read_text())
    assert saved["sound"] is False and saved["animation_speed"] == 1.25
    reloaded = settings_store.load()
    assert reloaded.sound is False and reloaded.animation_speed == 1.25
    assert scene.widgets.find("sound").label == "Off"  # the drop-down shows the new value

    click(app, scene.widgets.find("back").rect)
    assert app.top is title


def test_animation_speed_stays_between_half_and_three(app, title):
    app.push(SettingsScene(app))
    speed = app.top.widgets.find("speed")
    assert [label for _v, label in speed.options][0] == "0.5×" and speed.options[-1][1] == "3×"
    for _ in range(12):
        app.top.step_speed(+1)
    assert app.settings.animation_speed == 3.0
    for _ in range(12):
        app.top.step_speed(-1)
    assert app.settings.animation_speed == 0.5


@pytest.mark.slow
def test_escape_leaves_settings(app, title):
    app.push(SettingsScene(app))
    app.dispatch(Key("escape"))
    assert app.top is title


def test_a_corrupt_settings_file_loads_defaults_with_a_warning(home, caplog):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json")
    with caplog.at_level(logging.WARNING, logger="scenes.kit.settings"):
        assert settings_store.load() == Settings()
    assert "not valid JSON" in caplog.text


def test_bad_values_fall_back_one_by_one(home, caplog):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_speed": "fast", "sound": False,
                                "window_size": [100, "tall"], "fullscreen": 1}))
    with caplog.at_level(logging.WARNING, logger="scenes.kit.settings"):
        loaded = settings_store.load()
    assert loaded == Settings(sound=False)  # only the one good value survives
    assert "animation_speed" in caplog.text and "window_size" in caplog.text


def test_an_app_starts_on_defaults_when_the_file_is_corrupt(home):
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text("[1, 2")
    app = App((640, 360), offscreen=True)
    try:
        assert app.settings == Settings()
    finally:
        app.close()


# -- how to play ---------------------------------------------------------------------------

def test_how_to_play_scrolls_to_the_end_and_back(app, title):
    click(app, title.button("How to play").rect)
    scene = app.top
    assert isinstance(scene, HelpScene)
    assert scene.max_scroll > 0  # the summary is longer than one page at 720p
    app.dispatch(Key("end"))
    app.run_frames(60)
    assert scene.scroll == scene.max_scroll
    app.dispatch(Key("home"))
    app.run_frames(60)
    assert scene.scroll == 0


def test_how_to_play_says_a_save_holds_every_secret():
    """A save is every event of the game (docs/ENGINE.md, "The save file"): the help
    says where saves are described that the file reveals everything to whoever opens it,
    and that Watch shows a game under way as the table sees it."""
    from scenes.menu.help_scene import SECTIONS

    saves = dict(SECTIONS)["Saves and secrets"]
    assert "holds every secret" in saves and "anyone who opens the file" in saves
    assert "still being played is shown only as the whole table sees it" in saves


# -- the command line and the screenshot tool ------------------------------------------------

def test_version_flag_prints_the_version(capsys):
    from scenes.__main__ import main

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"hollowmere {__version__}"


def test_version_flag_does_not_import_pygame():
    code = ("import sys; from scenes.__main__ import main\n"
            "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"hollowmere {__version__}"


def _screenshot_tool():
    if str(REPO / "tools") not in sys.path:   # (its helpers lie beside it: run alone, no other file put it there)
        sys.path.insert(0, str(REPO / "tools"))
    spec = importlib.util.spec_from_file_location("screenshot_tool", REPO / "tools" / "screenshot.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_screenshot_tool_writes_a_png_of_the_asked_size(home, tmp_path):
    out = tmp_path / "shots" / "settings.png"
    assert _screenshot_tool().main(["--scene", "settings", "--out", str(out),
                                    "--size", "960x540", "--frames", "10"]) == 0
    pygame.display.init()
    try:
        assert pygame.image.load(str(out)).get_size() == (960, 540)
    finally:
        pygame.quit()


def test_screenshot_tool_names_the_known_scenes_for_an_unknown_one(tmp_path, capsys):
    code = _screenshot_tool().main(["--scene", "attic", "--out", str(tmp_path / "x.png")])
    assert code == 2
    err = capsys.readouterr().err
    assert "attic" in err and "title" in err and "settings" in err and "help" in err


def test_the_titles_glow_is_blurred_once_for_a_size_and_drawn_the_same(monkeypatch):
    """Every new App and every resize lays the title out again; its halo's gaussian blur
    (~20 ms at 1080p) is made once for each size and kept, and the title drawn from the
    kept glow is the same, pixel for pixel."""
    import scenes.menu.title as title

    monkeypatch.setattr(title, "_glows", {})
    blurs = []
    real = pygame.transform.gaussian_blur

    def blur(*args, **kwargs):
        if sys._getframe(1).f_globals.get("__name__") == title.__name__:   # (the title's, not a backdrop's)
            blurs.append(args[0].get_size())
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame.transform, "gaussian_blur", blur)
    shots = []
    for size in ((1280, 720), (1280, 720), (1920, 1080)):
        app = App(size, offscreen=True, settings=Settings())
        try:
            scene = TitleScene(app)
            app.push(scene)
            app.run_frames(1)
            shots.append(pygame.image.tobytes(scene._title, "RGBA"))
        finally:
            app.close()
    assert len(blurs) == 2, blurs   # 720p twice: one blur; 1080p: another
    assert shots[0] == shots[1] and shots[0] != shots[2]
