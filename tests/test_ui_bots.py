"""Bots at the table: a level per seat chosen in setup and kept in the save, F to skip
ahead to a person's turn, and ``hollowmere --autoplay`` (four bots, setup to the end).

Everything runs on the real App, offscreen, driven by clicks, keys and frames.
"""

from __future__ import annotations

import json
import time

import pytest

from game import auto_seats, load, new_game
from game.bots import CunningPlayer, RandomPlayer, SensiblePlayer
from scenes.board.end_scene import EndScene
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.kit.intents import Key
from scenes.setup.legacy_setup import LegacySetupScene
from scenes.board.play import PlayScene
from scenes.setup.setup_scene import SetupScene
from scenes.app import App
from scenes.kit.settings import Settings
from test_ui_board import DATE, app, choose, click, home, pack  # noqa: F401  (fixtures)

CLASSES = {"random": RandomPlayer, "sensible": SensiblePlayer, "cunning": CunningPlayer}
FRAME = 1 / 60


def kind_label(setup, i: int) -> str:
    return setup.widgets.find(f"seat:{i}:kind").label


def cycle_to(app, setup, i: int, label: str) -> None:
    """Choose ``label`` in seat ``i``'s player drop-down."""
    choose(app, setup, f"seat:{i}:kind", label)
    assert kind_label(app.top, i) == label


def header_of(path) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.loads(f.readline())


def bot_classes(scene) -> dict:
    return {seat: type(bot) for seat, bot in scene.bots.items()}


# -- setup: a level per seat ----------------------------------------------------------------------

def test_a_seats_drop_down_offers_human_random_sensible_cunning_and_new_bots_are_sensible(app):
    click(app, app.top.button("New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert [kind_label(setup, i) for i in range(3)] == ["Human", "Sensible bot", "Sensible bot"]
    drop = setup.widgets.find("seat:0:kind")
    assert [label for _v, label in drop.options] == ["Human", "Random bot", "Sensible bot", "Cunning bot"]
    box = drop.rect.copy()
    for label in ("Random bot", "Cunning bot", "Human"):
        cycle_to(app, setup, 0, label)
        assert setup.widgets.find("seat:0:kind").rect == box   # the box stays where it is
    click(app, setup.widgets.find("add").rect.center)
    assert kind_label(setup, 3) == "Sensible bot"
    for i in range(4):  # the label is whole: it fits its button
        button = setup.widgets.find(f"seat:{i}:kind")
        assert "…" not in button.label and button.rect.right <= setup.seat_panel.right
        assert not button.rect.colliderect(setup.name_rects[i])


@pytest.mark.slow
def test_the_levels_chosen_in_setup_are_in_the_header_and_resume_with_the_save(app, home):
    click(app, app.top.button("New game").rect.center)
    setup = app.top
    cycle_to(app, setup, 1, "Cunning bot")
    cycle_to(app, setup, 2, "Random bot")
    click(app, setup.widgets.find("deal").rect.center)
    click(app, setup.widgets.find("start").rect.center)
    play = app.top
    assert isinstance(play, PlayScene)
    assert [s["bot"] for s in play.game.header["seats"]] == [None, "cunning", "random"]
    assert bot_classes(play) == {1: CunningPlayer, 2: RandomPlayer}
    path = play.game.path
    assert [s["bot"] for s in header_of(path)["seats"]] == [None, "cunning", "random"]
    play.quit_to_title()

    again = PlayScene(app, load(path))   # Continue / Load: the header says who the bots are
    assert bot_classes(again) == {1: CunningPlayer, 2: RandomPlayer}
    again.game.close()


def test_legacy_setup_offers_the_same_levels_and_the_rules_toggle_keeps_them(app):
    click(app, app.top.button("New game").rect.center)
    cycle_to(app, app.top, 2, "Cunning bot")
    click(app, app.top.widgets.find("ruleset:legacy").rect.center)
    legacy = app.top
    assert isinstance(legacy, LegacySetupScene)
    assert [kind_label(legacy, i) for i in range(3)] == ["Human", "Sensible bot", "Cunning bot"]
    cycle_to(app, legacy, 0, "Random bot")
    for i in range(3):
        button = legacy.widgets.find(f"seat:{i}:kind")
        assert "…" not in button.label and button.rect.right <= legacy.seat_panel.right
    click(app, legacy.widgets.find("deal").rect.center)
    click(app, legacy.widgets.find("start").rect.center)
    play = app.top
    assert isinstance(play, PlayScene) and play.game.header["ruleset"] == "legacy"
    assert [s["bot"] for s in play.game.header["seats"]] == ["random", "sensible", "cunning"]
    assert bot_classes(play) == {0: RandomPlayer, 1: SensiblePlayer, 2: CunningPlayer}


@pytest.mark.parametrize("old", [True, "genius", 1])
def test_a_save_from_before_levels_still_loads_with_random_bots(app, pack, home, old):
    path = home / "old.jsonl"
    seats = [dict(s, bot=old if i else None) for i, s in enumerate(auto_seats(pack, 3, 5))]
    game = new_game("classic", seats, seed=5, content=pack, options=DATE, log_path=path)
    game.close()
    scene = PlayScene(app, load(path))
    app.push(scene)
    app.run_frames(2)
    assert bot_classes(scene) == {1: RandomPlayer, 2: RandomPlayer}


# -- F: skip to my turn ---------------------------------------------------------------------------

def one_person_and_three_bots(pack, seed: int = 4):
    """Seat 0 a person, seats 1-3 sensible bots; seat 1 goes first, so three bot turns
    come before the person's."""
    seats = [dict(s, bot=None if i == 0 else "sensible") for i, s in enumerate(auto_seats(pack, 4, seed))]
    return new_game("classic", seats, seed=seed, content=pack, options={**DATE, "first_player": 1})


def frames_until_the_person_acts(app, scene, limit: int = 20000) -> int:
    for n in range(limit):
        if scene.acting == 0 and not scene.presenter.busy:
            return n
        app.frame(FRAME)
    raise AssertionError("the person never got the turn")


class PlateSpy:
    """Records what the skip-ahead plate said each time it was drawn."""

    def __init__(self, scene) -> None:
        self.texts: list[str] = []
        self.draw = scene.skip_ahead.draw
        scene.skip_ahead.draw = self

    def __call__(self, surface, board, unit, text) -> None:
        self.texts.append(text)
        self.draw(surface, board, unit, text)


@pytest.mark.slow
def test_f_skips_the_bots_turns_to_the_persons_turn_far_faster_than_the_paced_run(app, pack):
    paced = PlayScene(app, one_person_and_three_bots(pack))
    app.push(paced)
    paced_frames = frames_until_the_person_acts(app, paced)
    app.pop()

    scene = PlayScene(app, one_person_and_three_bots(pack))
    app.push(scene)
    spy = PlateSpy(scene)
    app.frame(FRAME)
    assert spy.texts[-1] == "F: skip to your turn"          # a bot is playing: the key is offered
    app.dispatch(Key("f"))
    assert scene.skip_ahead.on
    app.frame(FRAME)
    assert spy.texts[-1].startswith("Skipping to your turn")  # the indicator, while skipping
    skipped_frames = frames_until_the_person_acts(app, scene) + 2

    assert scene.game.current_seat() == 0 and scene.acting == 0 and scene.table.human
    assert scene.game.state["turns_taken"] == paced.game.state["turns_taken"]  # the same three bot turns
    assert skipped_frames * 20 < paced_frames, (skipped_frames, paced_frames)
    assert not scene.skip_ahead.on                           # the normal pace again
    spy.texts.clear()
    app.frame(FRAME)
    assert spy.texts == []                                   # and the indicator is gone


def test_a_click_on_the_corner_plate_skips_ahead_as_f_does(app, pack):
    """A player with only a mouse: the plate that says "F: skip to your turn" is a button."""
    scene = PlayScene(app, one_person_and_three_bots(pack))
    app.push(scene)
    app.frame(FRAME)
    plate = scene.skip_plate()
    assert plate is not None and scene.table.r["board"].contains(plate)
    click(app, plate.center)
    assert scene.skip_ahead.on
    click(app, scene.skip_plate().center)     # and again: the normal pace
    assert not scene.skip_ahead.on
    click(app, scene.skip_plate().center)
    frames_until_the_person_acts(app, scene)
    assert scene.acting == 0 and scene.skip_plate() is None   # the person's turn: no plate to click


def test_f_on_a_persons_turn_skips_nothing_and_says_so(app, pack):
    seats = [dict(s, bot=None if i == 0 else "sensible") for i, s in enumerate(auto_seats(pack, 3, 4))]
    game = new_game("classic", seats, seed=4, content=pack, options={**DATE, "first_player": 0})
    scene = PlayScene(app, game)
    app.push(scene)
    app.run_frames(2)
    app.dispatch(Key("f"))
    assert not scene.skip_ahead.on and "nothing to skip" in scene.table.toast.text


def game_at_the_haunt(pack, people: set[int], seed: int = 2):
    """A 4-seat game played by sensible bots until the haunt has begun; ``people`` are
    the seats the header names as persons."""
    from game.bots import make_bot

    seats = [dict(s, bot=None if i in people else "sensible") for i, s in enumerate(auto_seats(pack, 4, seed))]
    game = new_game("classic", seats, seed=seed, content=pack, options=DATE)
    bots = {i: make_bot("sensible", seed * 7 + i, pack=pack) for i in range(4)}
    while game.phase == "explore":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    assert game.phase in ("haunt_revealed", "haunt")
    return game


@pytest.mark.slow
def test_skipping_stops_at_the_haunts_privacy_screens_when_a_person_is_at_the_table(app, pack):
    scene = PlayScene(app, game_at_the_haunt(pack, people={0}))
    app.push(scene)
    scene.skip_ahead.start()
    app.run_frames(3)
    split = app.top
    assert isinstance(split, HauntSplitScene) and not scene.skip_ahead.on
    app.run_frames(1200)                                      # twenty seconds: nothing turns by itself
    assert app.top is split and split.index == 0 and not scene.books_read


def test_a_table_of_bots_is_shown_the_reveal_and_it_turns_by_itself(app, pack):
    scene = PlayScene(app, game_at_the_haunt(pack, people=set()))
    app.push(scene)
    app.run_frames(3)
    split = app.top
    assert isinstance(split, HauntSplitScene) and [s.kind for s in split.steps] == ["reveal"]
    app.run_frames(120)
    assert app.top is split                                   # shown a while, to be read
    for _ in range(40):
        app.frame(0.25)
    assert app.top is scene and scene.books_read


# -- hollowmere --autoplay ------------------------------------------------------------------------

@pytest.fixture
def window(home):
    """An App with nothing on it yet, as ``hollowmere`` opens it."""
    app = App((1280, 720), offscreen=True, settings=Settings())
    yield app
    app.close()


def test_autoplay_arguments_are_checked_before_the_window_opens():
    from scenes.__main__ import build_parser, main

    args = build_parser().parse_args(["--autoplay", "--autoplay-level", "cunning", "--seed", "9"])
    assert args.autoplay and args.autoplay_level == "cunning" and args.seed == 9
    with pytest.raises(SystemExit) as exit_:
        main(["--autoplay", "--autoplay-level", "genius"])
    assert exit_.value.code == 2
    for alone in (["--seed", "4"], ["--autoplay-level", "cunning"]):  # meaningless without --autoplay
        with pytest.raises(SystemExit) as exit_:
            main(alone)
        assert exit_.value.code == 2


@pytest.mark.slow
def test_autoplay_runs_four_bots_from_setup_through_the_haunt_to_the_end_scene(window):
    """The path ``hollowmere --autoplay`` takes, at its own (watchable) pace; frames of a
    quarter second keep the test short."""
    from scenes.__main__ import open_first_scenes

    start = time.process_time()   # CPU, not wall: a loaded machine must not fail it
    app = window
    open_first_scenes(app, "sensible", 3)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.ready
    assert [kind_label(setup, i) for i in range(4)] == ["Sensible bot"] * 4
    app.run_frames(30)
    assert app.top is setup                                   # shown a moment first
    seen = set()
    for _ in range(4000):
        seen.add(type(app.top))
        if isinstance(app.top, EndScene):
            break
        app.frame(0.25)
        assert time.process_time() - start < 60, "the autoplay game took too long"
    end = app.top
    assert isinstance(end, EndScene) and {PlayScene, HauntSplitScene} <= seen
    assert end.view["winner"] in ("heroes", "traitor")
    game = end.game
    assert [s["bot"] for s in game.header["seats"]] == ["sensible"] * 4 and game.phase == "over"
    app.run_frames(300)
    assert app.top is end and app.running                     # it stays until the window is closed


@pytest.mark.slow
def test_f_in_autoplay_skips_to_the_end(window):
    from scenes.__main__ import open_first_scenes

    app = window
    open_first_scenes(app, "random", 5)
    for _ in range(400):
        if isinstance(app.top, PlayScene):
            break
        app.frame(0.1)
    play = app.top
    assert isinstance(play, PlayScene) and bot_classes(play) == {i: RandomPlayer for i in range(4)}
    app.dispatch(Key("f"))
    for n in range(3000):  # noqa: B007 (read after the loop: the frames it took)
        if isinstance(app.top, EndScene):
            break
        app.frame(FRAME)
    assert isinstance(app.top, EndScene) and app.top.view["winner"]
    assert n < 1500, n                                        # a whole game in under 25 s of frames


# -- pictures -------------------------------------------------------------------------------------

def test_the_screenshot_tool_renders_the_bot_levels_and_the_skipping_plate(tmp_path):
    import sys
    from pathlib import Path

    import pygame

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import screenshot

    for name, extra in (("setup-bots", []), ("skipping", ["--seed", "4", "--turns", "6"])):
        out = tmp_path / f"{name}.png"
        assert screenshot.main(["--scene", name, "--out", str(out), "--frames", "5", *extra]) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 720)
