"""The replay viewer: it always shows exactly the state ``Replayer.seek`` gives.

Stepping, jumping, bookmarks, the scrubber, "go to turn N" and auto-play are driven
the way a person would (keys, clicks, drags on the real App, headless), and after
each the shown state's hash is compared with a fresh ``Replayer`` at the same point
and with the live game's own hash where the live game stood.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game import LogError, load
from game.hashing import state_hash
from game.replayer import Replayer
from game.views import view
from scenes.app import App
from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release
from scenes.replay.replay_scene import NOT_OVER, SIDE_NOT_OVER, ReplayScene
from scenes.saves.saves_scene import SavesScene
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene

from driver import Driver, start


def play(pack, path, seed: int, until=None):
    """A bot game into ``path``; returns (game, live hashes by event count)."""
    game = start(pack, seed=seed, log_path=path)
    driver, live = Driver(game, seed), {}
    while game.phase != "over" and not (until and until(game)):
        driver.step()
        live[len(game.events)] = game.state_hash()
    game.close()
    return game, live


@pytest.fixture(scope="module")
def finished(tmp_path_factory, classic_pack):
    path = tmp_path_factory.mktemp("replay") / "finished.jsonl"
    game, live = play(classic_pack, path, 3)
    assert game.phase == "over" and any(e["t"] == "haunt_started" for e in game.events)
    return path, game, live


@pytest.fixture
def app():
    app = App((1280, 720), offscreen=True, settings=Settings())
    app.push(TitleScene(app))
    yield app
    app.close()


def watch(app, source, **kw) -> ReplayScene:
    scene = ReplayScene(app, source, **kw)
    app.push(scene)
    app.run_frames(2)
    return scene


def key(app, name: str, shift: bool = False) -> None:
    app.dispatch(Key(name, shift=shift))
    app.run_frames(1)


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    for intent in (Hover(pos), Press(pos), Release(pos), Click(pos)):
        app.dispatch(intent)
    app.run_frames(1)


def check(scene, pack, live) -> None:
    """What is shown is the Replayer's state at this point, seen through the perspective."""
    fresh = Replayer(pack, scene.events).seek(scene.position)
    assert scene.shown_hash() == state_hash(fresh)
    assert scene.view == view(pack, fresh, scene.perspective)
    if scene.position in live:
        assert scene.shown_hash() == live[scene.position]


# -- moving through the game ---------------------------------------------------------------------

def test_steps_and_jumps_show_the_replayers_state(app, finished, classic_pack):
    path, game, live = finished
    scene = watch(app, path)
    assert scene.finished and scene.perspective == "omniscient"   # the game is over: all is open
    check(scene, classic_pack, live)
    first = scene.position
    for _ in range(6):
        key(app, "right")
        check(scene, classic_pack, live)
    assert scene.position > first and scene.step_index == 7
    key(app, "left")
    check(scene, classic_pack, live)
    key(app, "right", shift=True)                                    # the next turn
    assert scene.position in scene.replayer.turn_starts()
    check(scene, classic_pack, live)
    key(app, "page down")
    check(scene, classic_pack, live)
    key(app, "end")
    assert scene.position == len(game.events) and scene.view["phase"] == "over"
    check(scene, classic_pack, live)
    key(app, "left")
    check(scene, classic_pack, live)
    key(app, "home")
    assert scene.position == 1                                        # the table is laid: game_started
    check(scene, classic_pack, live)
    key(app, "h")
    assert scene.position == scene.replayer.haunt_start()
    check(scene, classic_pack, live)


@pytest.mark.slow
def test_a_step_forward_animates_and_tells_its_story(app, finished, classic_pack):
    path, _game, live = finished
    scene = watch(app, path)
    scene.go_to_turn(3)
    for _ in range(8):
        before = len(scene.presenter.log.entries)
        key(app, "right")
        assert len(scene.presenter.log.entries) >= before           # told as it happens
        if any(e["t"] in ("dice_rolled", "card_drawn") for e in scene.events[scene.position - 1:scene.position]):
            break
    assert scene.presenter.busy                                       # the roll or the card is shown
    for _ in range(600):
        if not scene.presenter.busy:
            break
        app.run_frames(1)
    assert not scene.presenter.busy
    check(scene, classic_pack, live)


def test_the_timeline_goes_to_a_bookmark_or_wherever_it_is_clicked_or_dragged(app, finished, classic_pack):
    path, _game, live = finished
    scene = watch(app, path)
    timeline = scene.bar.timeline
    y = timeline.track.centery
    click(app, (timeline.x_of(scene.replayer.haunt_start()), y))      # the haunt's diamond
    assert scene.position == scene.replayer.haunt_start()
    check(scene, classic_pack, live)
    turn9 = scene.replayer.turn_starts()[8]
    click(app, (timeline.x_of(turn9), y))
    assert scene.position == turn9 and scene.turn_number == 9
    check(scene, classic_pack, live)
    start_x, end_x = timeline.track.left + 40, timeline.track.centerx  # scrub: press, drag, release
    app.dispatch(Press((start_x, y)))
    app.dispatch(Drag((end_x, y), (end_x - start_x, 0), (start_x, y)))
    assert scene.scrubbing and scene.position == timeline.position_at(end_x)
    app.dispatch(Release((end_x, y)))
    app.run_frames(1)
    assert not scene.scrubbing and scene.presenter.log.entries      # the chronicle is retold
    check(scene, classic_pack, live)


def test_go_to_a_typed_turn(app, finished, classic_pack):
    path, _game, live = finished
    scene = watch(app, path)
    for name in ("g", "1", "2", "return"):
        key(app, name)
    assert scene.turn_number == 12 and scene.position == scene.replayer.turn_starts()[11]
    assert scene.view["turn"]["number"] == 12
    check(scene, classic_pack, live)
    click(app, scene.bar.field.center)                                # the field, by the mouse
    for name in ("9", "9", "9"):
        key(app, name)
    click(app, scene.bar.widgets.find("replay:go").rect.center)
    assert scene.turn_number == 12 and scene.table.toast.text.startswith("There is no turn 999")


@pytest.mark.slow
def test_auto_play_moves_on_faster_at_a_higher_speed(app, finished, classic_pack):
    path, _game, live = finished
    scene = watch(app, path)
    reached = {}
    for speed in (0.5, 4.0):
        scene.to_start()
        click(app, scene.bar.widgets.find(f"replay:speed:{speed:g}").rect.center)
        click(app, scene.bar.widgets.find("replay:play").rect.center)
        assert scene.playing
        app.run_frames(300)                                            # five seconds
        reached[speed] = scene.step_index
        key(app, "space")                                              # pause
        assert not scene.playing
        check(scene, classic_pack, live)
    assert reached[0.5] > 1 and reached[4.0] > reached[0.5] * 2, reached


# -- perspectives --------------------------------------------------------------------------------

def test_an_unfinished_game_is_watched_as_the_table_sees_it_and_no_more(app, tmp_path, classic_pack):
    """Anyone may open Watch on a save: a side's eyes (its book, a hidden traitor) or
    everything would tell a player what the game has not told them yet, so an
    unfinished game offers the table's view only, and says why on the others."""
    path = tmp_path / "unfinished.jsonl"
    play(classic_pack, path, 4, until=lambda g: g.state["turns_taken"] >= 10)
    scene = watch(app, path)
    assert not scene.finished and scene.perspective == "table" and scene.view["perspective"] == "table"
    assert scene.bar.view_buttons["table"].enabled
    for key, reason in (("heroes", SIDE_NOT_OVER), ("traitor", SIDE_NOT_OVER), ("omniscient", NOT_OVER)):
        button = scene.bar.view_buttons[key]
        assert not button.enabled
        app.dispatch(Hover(button.rect.center))
        assert scene.bar.refused_under(button.rect.center) == reason     # the reason, on hover
        app.draw()
        click(app, button.rect.center)
        assert scene.perspective == "table"
        assert scene.set_perspective(key) == reason and scene.perspective == "table"
    assert "stack_order" not in scene.view
    for asked in ("heroes", "traitor", "omniscient"):    # nor when the scene is opened so
        assert ReplayScene(app, path, perspective=asked).perspective == "table"


def test_a_finished_game_object_is_watched_with_everything_open(app, finished, classic_pack):
    _path, game, live = finished
    scene = watch(app, game, perspective="heroes")
    assert scene.perspective == "heroes" and scene.bar.view_buttons["omniscient"].enabled
    click(app, scene.bar.view_buttons["omniscient"].rect.center)
    assert scene.perspective == "omniscient" and "stack_order" in scene.view
    check(scene, classic_pack, live)


# -- from the saves list, and what cannot be watched --------------------------------------------

def test_watch_opens_from_the_saves_list_and_back_returns_there(app, finished, classic_pack):
    import shutil

    from game.paths import saves_dir

    path, _game, _live = finished
    shutil.copy(path, saves_dir() / "hollowmere-watched.jsonl")
    app.push(SavesScene(app))
    app.run_frames(1)
    saves = app.top
    click(app, saves.actions.find("save:watch").rect.center)
    assert isinstance(app.top, ReplayScene)
    click(app, app.top.bar.widgets.find("replay:back").rect.center)
    assert app.top is saves


def test_a_damaged_save_cannot_be_watched_and_says_why(app, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"not a save at all\n")
    with pytest.raises(LogError) as err:
        ReplayScene(app, bad)
    assert "not readable JSON" in str(err.value)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_viewer_draws_at_both_sizes(finished, size):
    path, _game, _live = finished
    app = App(size, offscreen=True, settings=Settings())
    scene = watch(app, path)
    scene.go_to_turn(20)
    app.run_frames(30)
    surface = app.draw()
    assert surface.get_size() == size
    assert scene.bar.rect.bottom <= size[1] and scene.table.size[1] <= scene.bar.rect.top
    app.close()


def test_the_replay_and_its_log_agree_with_loading(finished):
    path, game, _live = finished
    assert load(path, append=False).state_hash() == game.state_hash()


@pytest.mark.slow
@pytest.mark.parametrize("name", ["replay", "replay-unfinished", "saves"])
def test_the_screenshot_tool_renders_the_viewer_and_the_saves_list(tmp_path, name):
    import pygame

    tools = str(Path(__file__).resolve().parent.parent / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import screenshot

    out = tmp_path / f"{name}.png"
    assert screenshot.main(["--scene", name, "--out", str(out), "--frames", "10"]) == 0
    pygame.display.init()
    try:
        assert pygame.image.load(str(out)).get_size() == (1280, 720)
    finally:
        pygame.quit()


def test_the_lit_floor_tab_is_always_the_floor_on_show(app, finished, classic_pack):
    """At the first step no explorer's turn has begun; the board shows the ground floor and
    its tab is the one lit (it once lit the basement's). Moving around keeps them together."""
    path, _game, _live = finished
    scene = watch(app, path)
    table = scene.table
    assert scene.position == 1
    assert table.house.region == "ground" and table.tabs.active == "ground"
    for region in ("upper", "basement"):
        table.house.focus(region, 0, 0, instant=True)   # as following an explorer does
        app.run_frames(1)
        assert table.tabs.active == region == table.house.region
    key(app, "end")
    assert table.tabs.active == table.house.region


def test_the_replays_turn_field_reads_zug_in_german_not_the_rotate_buttons_word(finished, monkeypatch):
    """German "Turn [20] of 41" read "Drehen" (to rotate) — the board's rotate button
    shared its msgid (frame /tmp/np/g_replay.png)."""
    from game import i18n

    path, _game, _live = finished
    from test_presenter import drawn_by

    app = App((1024, 640), offscreen=True, settings=Settings(language="de"))
    try:
        drawn = drawn_by(app.fonts, monkeypatch)
        watch(app, path)
        assert "Zug" in drawn and "Drehen" not in drawn
        assert i18n._("Rotate") == "Drehen"   # the board's button to turn a new room keeps its word
    finally:
        app.close()
        i18n.set_language("en")
