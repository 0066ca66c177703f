"""Issue 28: what full games by mouse at a real window (Xvfb, 1280×720 and 1920×1080)
turned up, each checked through the App."""

from __future__ import annotations

import pytest

from game.narration import narrate
from haunt_helpers import start_haunt
from scenes.app import App
from scenes.board.end_scene import EndScene
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene
from test_ui_haunt import app, pack, rendered  # noqa: F401  (fixtures)
from ui_haunt_helpers import chooser


@pytest.fixture
def tutorial_app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    from scenes.setup.setup_scene import title_entries

    app = App((1920, 1080), offscreen=True, settings=Settings())
    app.push(TitleScene(app, entries=title_entries()))
    yield app
    app.close()


def _house_won(pack):
    """A game of a haunt where no one turns (The Lamp in the Window), played by random
    choices until the dark wins: the engine's "traitor" side is the house's."""
    for seed in range(1, 40):
        game, choose = start_haunt(pack, "the_lamp_in_the_window", players=3, seed=seed), chooser(seed, 3)
        for _ in range(3000):
            if game.phase == "over":
                break
            game.submit(choose(game, game.acting_seat()))
        if game.phase == "over" and game.state["winner"] == "traitor":
            return game
    raise AssertionError("the house never won a game of The Lamp in the Window")


def test_with_no_traitor_the_end_and_the_chronicle_say_the_house_wins(app, pack, rendered):
    """1280×720: the dark won The Lamp in the Window and the end screen read "The
    traitor wins" over four heroes (the haunt's own words: "No one has turned")."""
    game = _house_won(pack)
    view = game.view("omniscient")
    assert all(p["role"] != "traitor" for p in view["players"])
    app.push(EndScene(app, game))
    app.run_frames(3)
    words = " ".join(rendered.lines)
    assert "The house wins" in words and "traitor wins" not in words
    over = next(e for e in game.events if e["t"] == "game_over")
    line = narrate(pack, over, view["players"])
    assert "the house wins" in line and "traitor" not in line


def test_the_attack_lesson_note_agrees_with_the_moves_the_hud_shows(tutorial_app):
    """Tutorial lesson 8 (Attack), seen at 1920×1080: the HUD showed 3 moves left while
    the board's note where the Explore squares would be said "You have no moves left"
    (two monsters and the traitor in the room make leaving it cost 4)."""
    from scenes.haunt.haunt_split import HauntSplitScene
    from test_ui_board import click

    app = tutorial_app
    click(app, app.top.button("Learn by playing").rect.center)
    scene = app.top
    for _ in range(400):
        top = app.top
        if isinstance(top, HauntSplitScene):
            app.run_frames(2)
            click(app, top.widgets.find("split:continue").rect.center)
            continue
        if scene.showing().key == "attack":
            break
        click(app, scene.callout.widgets.find("tutorial:next").rect.center)
        app.run_frames(2)
    else:
        pytest.fail("the attack lesson never came")
    t = scene.table
    left = (t.view.get("turn") or {}).get("moves", 0)
    words = t.ways.explore_words(t)
    assert left > 0 and words is not None     # the moment seen: moves left, no way out of the room
    assert "no moves left" not in words.lower()
    assert f"you have {left}" in words.lower()


def _explore_once_placing(app, pack, seed):
    """A game of people only, played at random until turn 8, then an Explore: the room
    drawn waits to be placed."""
    from game.bots import RandomPlayer
    from scenes.board.play import PlayScene
    from test_ui_board import human_game, settle

    scene = PlayScene(app, human_game(pack, seed), bot_seats=set())
    app.push(scene)
    app.run_frames(2)
    chooser = RandomPlayer(seed)
    for _ in range(2000):
        legal = [c for c in scene.game.legal_commands(scene.acting) if c.type != "undo"]
        explores = [c for c in legal if c.type == "explore"]
        if explores and scene.game.state["turns_taken"] >= 8:
            scene.submit(explores[0])
            settle(app)
            break
        scene.submit(chooser.choose(scene.game.view(scene.acting), legal))
        settle(app)
    app.run_frames(60)   # the camera's ease
    return scene


@pytest.mark.parametrize("seed", [3, 5])
def test_a_room_being_placed_and_the_house_show_whole_above_the_placing_bar(app, pack, seed):
    """1280×720 and 1920×1080: placing a room centred the new room, so the bar at the
    board's foot covered the explorer's own room and rooms left the board at the top."""
    scene = _explore_once_placing(app, pack, seed)
    t = scene.table
    assert t.placement is not None and t.prompt.text is not None
    region = t.placement.cell[0]
    cells = [tuple(int(v) for v in k.split(",")) for k in t.view["map"].get(region, {})]
    rects = [t.house.screen_rect(region, x, y) for x, y in cells] + [t.house.screen_rect(*t.placement.cell)]
    for r in rects:
        assert t.r["board"].contains(r), "a room is cut by the board's edge"
        assert not r.colliderect(t.prompt.rect), "the placing bar covers a room"


@pytest.mark.slow
def test_the_lit_explore_squares_show_whole_when_a_turn_begins(app, pack):
    """Seen at 1920×1080, turn 4: the camera fitted the rooms with half a square to spare, so the
    only Explore square (below the Writing Room) was cut in half by the board's foot."""
    from game.bots import RandomPlayer
    from scenes.board.play import PlayScene
    from test_ui_board import human_game, settle

    scene = PlayScene(app, human_game(pack, 4), bot_seats=set())
    app.push(scene)
    app.run_frames(2)
    chooser, seen, turn = RandomPlayer(4), 0, None
    for _ in range(400):
        t = scene.table
        number = (t.view.get("turn") or {}).get("number")
        if number != turn:   # a new turn: the camera has fitted the floor for it
            turn = number
            app.run_frames(60)
            lit = [cell for cell, (kind, _c) in t.targets.items() if kind == "explore" and cell[0] == t.house.region]
            for cell in lit:
                assert t.r["board"].contains(t.house.screen_rect(*cell)), f"turn {turn}: {cell} is cut"
            seen += len(lit)
        legal = [c for c in scene.game.legal_commands(scene.acting) if c.type != "undo"]
        scene.submit(chooser.choose(scene.game.view(scene.acting), legal))
        settle(app)
        if scene.game.state["turns_taken"] >= 24:
            break
    assert seen >= 10


@pytest.mark.slow
@pytest.mark.parametrize("scale", [100, 150])
def test_a_hint_and_the_no_explore_note_cover_no_room_nor_each_other(tmp_path, monkeypatch, pack, scale):
    """1280×720: the card hint sat over the board's note "Drawing a card ended your
    movement this turn."; at UI scale 150% the hint covered four rooms and the note,
    four lines tall, spread over the rooms beside the explorer's."""
    from game.bots import RandomPlayer
    from scenes.board.play import PlayScene
    from test_ui_board import human_game, played_with_fresh_hints, room_rects

    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    app = App((1280, 720), offscreen=True, settings=Settings(ui_scale=scale))
    app.push(TitleScene(app))
    scene = PlayScene(app, human_game(pack, 14), bot_seats=set())
    app.push(scene)
    app.run_frames(2)
    chooser, hinted, noted = RandomPlayer(14), 0, 0
    try:
        for _ in played_with_fresh_hints(app, scene, chooser, turns=30, steps=300, frames=10):
            t, hint = scene.table, scene.hints
            region = t.house.region
            others = room_rects(t)
            lit = [t.house.screen_rect(*c) for c in t.targets if c[0] == region]
            note = t.ways.no_explore_rect(t) if t.acting is not None else None
            if hint.current is not None:
                hinted += 1
                assert not any(hint.rect.colliderect(r) for r in others + lit), "a hint covers a room"
                assert note is None or not hint.rect.colliderect(note), "a hint covers the board's note"
            words = t.ways.explore_words(t) if t.acting is not None else None
            if words is not None:
                assert words in t.hud.note   # the HUD says it too, wherever the board has room
            if note is not None:
                noted += 1
                # (a sliver along a cell's edge is the dark gap between two tiles)
                over = [c for c in (note.clip(r) for r in others) if c.w > 4 and c.h > 4]
                assert not over, f"the note covers a room: {over}"
    finally:
        app.close()
    assert hinted >= 10 and noted >= 3


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["classic", "legacy"])
def test_the_lit_explore_squares_show_whole_after_every_move(tmp_path, monkeypatch, ruleset):
    """Seen at 960×540 in a legacy game: stepping onto the Entrance Steps lit an Explore
    square above them that the board's top edge cut in half, until Fit was pressed. After
    every command (while the player has not taken the camera), each lit Explore square of
    the floor shown is whole on the board."""
    from game import auto_seats, load_pack, new_game
    from game.bots import RandomPlayer
    from scenes.board.play import PlayScene
    from test_ui_board import DATE, settle

    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    pack = load_pack(ruleset)
    game = new_game(ruleset, auto_seats(pack, 3, 6), seed=6, content=pack, options=DATE)
    app = App((960, 540), offscreen=True, settings=Settings())
    try:
        scene = PlayScene(app, game, bot_seats=set())
        app.push(scene)
        app.run_frames(2)
        chooser, seen = RandomPlayer(6), 0
        for _ in range(160):
            t = scene.table
            if not t.house.camera.manual and t.dialog is None:
                lit = [cell for cell, (kind, _c) in t.targets.items() if kind == "explore" and cell[0] == t.house.region]
                cam = t.house.cameras[t.house.region]   # (where the camera comes to rest)
                for cell in lit:
                    assert t.clear_board.inflate(4, 4).contains(cam.cell_rect(t.house.rect, *cell[1:], resting=True)), \
                        f"turn {t.view['turn']['number']}: {cell} is cut"
                seen += len(lit)
            legal = [c for c in scene.game.legal_commands(scene.acting) if c.type != "undo"]
            if not legal:
                break
            scene.submit(chooser.choose(scene.game.view(scene.acting), legal))
            settle(app)
    finally:
        app.close()
    assert seen >= 20, seen
