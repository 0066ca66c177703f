"""The table, driven like a person would: clicks, keys and drags on the real App.

Setup is done by clicking the setup scene; moves, discoveries, cards and damage are
done by clicking the board, the HUD and the dialogs. Which command to give is picked
by the same random player the bots use (so a game is reproducible from its seed), but
every command goes in through the UI, never through ``Game.submit``: the tests check
the engine's events afterwards.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("HOLLOWMERE_HOME", tempfile.mkdtemp(prefix="hollowmere-ui-"))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402 (after the path or the environment is set)
import pytest  # noqa: E402 (after the path or the environment is set)

from game import auto_seats, load_pack, new_game  # noqa: E402 (after the path or the environment is set)
from game.bots import RandomPlayer  # noqa: E402 (after the path or the environment is set)
from scenes.app import App  # noqa: E402 (after the path or the environment is set)
from scenes.board.hud.hud import button_name  # noqa: E402 (after the path or the environment is set)
from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release, Text  # noqa: E402 (after the path or the environment is set)
from scenes.board.play import PlayScene  # noqa: E402 (after the path or the environment is set)
from scenes.kit.settings import Settings  # noqa: E402 (after the path or the environment is set)
from scenes.setup.setup_scene import SetupScene, title_entries  # noqa: E402 (after the path or the environment is set)
from scenes.menu.title import TitleScene  # noqa: E402 (after the path or the environment is set)

DATE = {"date": "11-21"}


@pytest.fixture(scope="module")
def pack():
    return load_pack("classic")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """Saves and settings of this test only (game.paths reads HOLLOWMERE_HOME)."""
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app(home):
    app = App((1280, 720), offscreen=True, settings=Settings())
    app.push(TitleScene(app, entries=title_entries()))
    yield app
    app.close()


# -- doing things the way a player does ------------------------------------------------------

def click(app, pos, button: int = 1) -> None:
    settle(app)
    pos = (int(pos[0]), int(pos[1]))
    for intent in (Hover(pos), Press(pos, button), Release(pos, button), Click(pos, button)):
        app.dispatch(intent)
    app.run_frames(1)


def choose(app, scene, name: str, label: str) -> None:
    """Open the drop-down ``name`` and click its choice ``label``, as a player does."""
    drop = scene.widgets.find(name)
    click(app, drop.rect.center)
    assert drop.open
    at = [text for _value, text in drop.options].index(label)
    click(app, drop.option_rects()[at].center)
    assert not drop.open


def press(app, name: str, shift: bool = False) -> None:
    settle(app)
    app.dispatch(Key(name, shift=shift))
    app.run_frames(1)


def settle(app, limit: int = 2000) -> None:
    """Let animations finish (space skips them), as an impatient player would."""
    scene = app.top
    for _ in range(limit):
        if not isinstance(scene, PlayScene) or (not scene.presenter.busy and not scene.queue):
            return
        app.dispatch(Key("space"))
        app.run_frames(1)
    raise AssertionError("the table never settled")


def played_with_fresh_hints(app, scene, chooser, turns: int, steps: int, frames: int):
    """Play ``chooser``'s legal commands (never undo) until ``turns`` turns are taken or
    ``steps`` commands are given, every hint shown as if for the first time; yields once
    each command's animations are over and ``frames`` more frames have run."""
    for _ in range(steps):
        if scene.game.state["turns_taken"] >= turns:
            return
        scene.hints.seen.clear()   # every moment is a first one
        legal = [c for c in scene.game.legal_commands(scene.acting) if c.type != "undo"]
        scene.submit(chooser.choose(scene.game.view(scene.acting), legal))
        settle(app)
        app.run_frames(frames)
        yield


def room_rects(table) -> list:
    """The screen rects of the rooms on the floor shown."""
    region = table.house.region
    return [table.house.screen_rect(region, *(int(v) for v in k.split(",")))
            for k in table.view["map"].get(region, {})]


def show_cell(app, scene, cell) -> pygame.Rect:
    """Open the cell's floor tab and drag the board until the cell sits near the top."""
    table = scene.table
    region, x, y = cell
    if table.house.region != region:
        click(app, table.tabs.rects[region].center)
    assert table.house.region == region
    board = table.r["board"]
    r = table.house.screen_rect(region, x, y)
    goal = (board.centerx, board.top + board.h // 3)
    rel = (goal[0] - r.centerx, goal[1] - r.centery)
    if rel != (0, 0):
        start = board.center
        end = (start[0] + rel[0], start[1] + rel[1])
        app.dispatch(Press(start))
        app.dispatch(Drag(end, rel, start))
        app.dispatch(Release(end))
    r = table.house.screen_rect(region, x, y)
    assert board.collidepoint(r.center)
    return r


def click_cell(app, scene, cell) -> None:
    click(app, show_cell(app, scene, cell).center)


def act(app, scene, command) -> list:
    """Give ``command`` through the UI alone; return the events it produced."""
    table, game = scene.table, scene.game
    before = len(game.events)
    kind = command.type
    if kind in ("move", "explore"):
        cell = next(c for c, (_k, cm) in table.targets.items() if cm == command)
        click_cell(app, scene, cell)
    elif kind == "answer":
        answer(app, scene, game.pending, command["choice"])
    elif kind in ("use_item", "give") or (kind == "drop" and len(command["cards"]) == 1):
        card = command["cards"][0] if kind == "drop" else command["card"]
        click(app, table.hud.card_rect(card).center)
        assert table.menu.card == card
        name = {"use_item": "card:use_item:", "drop": "card:drop:"}.get(kind) or f"card:give:{command['to']}"
        click(app, table.menu.widgets.find(name).rect.center)
    else:
        click(app, table.hud.buttons.find(button_name(command)).rect.center)
    settle(app)
    assert len(game.events) > before, f"{command} was not carried out by the UI"
    return game.events[before:]


def answer(app, scene, pending, choice) -> None:
    table = scene.table
    kind = pending["kind"]
    if kind == "place_tile":
        placement = table.placement
        cell = (choice["region"], choice["x"], choice["y"])
        if placement.cell != cell:
            click_cell(app, scene, cell)  # picks the first option there
        for _ in range(len(placement.options)):
            if placement.current == choice:
                break
            press(app, "r")
        assert placement.current == choice
        click_cell(app, scene, cell)
    elif kind == "move_choice":
        pos = scene.view["placed"][choice]
        click_cell(app, scene, (pos[0], pos[1], pos[2]))
    elif kind == "damage":
        dialog = table.dialog
        for trait, n in choice.items():
            for _ in range(n):
                click(app, dialog.widgets.find(f"damage:{trait}:plus").rect.center)
        click(app, dialog.widgets.find("damage:confirm").rect.center)
    else:
        dialog = table.dialog
        index = [c for _label, c in dialog.choices()].index(choice)
        click(app, dialog.widgets.find(f"answer:{index}").rect.center)


def human_game(pack, seed: int, players: int = 4):
    seats = auto_seats(pack, players, seed)
    return new_game("classic", seats, seed=seed, content=pack, options=DATE)


def open_board(app, game, bots=frozenset()) -> PlayScene:
    scene = PlayScene(app, game, bot_seats=set(bots))
    app.push(scene)
    app.run_frames(2)
    return scene


def chooser(seed: int, players: int):
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(players)}
    return lambda game, seat: bots[seat].choose(game.view(seat), game.legal_commands(seat))


def find_seed(pack, wanted, players: int = 3, seeds=range(1, 80), limit: int = 400):
    """(seed, steps): the first seed whose random play reaches ``wanted(game)`` within
    ``limit`` commands, found with the engine alone (the UI then replays it by clicks)."""
    for seed in seeds:
        game, choose = human_game(pack, seed, players), chooser(seed, players)
        for step in range(limit):
            if wanted(game):
                return seed, step
            if game.phase != "explore":
                break
            game.submit(choose(game, game.acting_seat()))
    raise AssertionError("no seed reaches the situation")


def play_by_clicks(app, scene, choose, steps: int) -> None:
    for _ in range(steps):
        act(app, scene, choose(scene.game, scene.game.acting_seat()))


# -- setup -------------------------------------------------------------------------------------

def test_a_three_player_game_is_set_up_by_clicks_and_starts_saved(app, pack, home):
    click(app, app.top.button("New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and len(setup.seats) == 3
    click(app, setup.name_rects[0].center)       # type a name into seat 1
    for _ in range(len(setup.seats[0]["name"])):
        press(app, "backspace")
    for letter in "Ada":   # a key goes down, then SDL's text for it (any keyboard layout)
        press(app, letter.lower(), letter.isupper())
        app.dispatch(Text(letter))
    press(app, "return")
    picks = ["hester_quill", "agatha_threnody", "tobias_wren"]
    for i, explorer in enumerate(picks):
        click(app, setup.row_rects[i].center)
        click(app, setup.side_rects[explorer].center)
    # one side per card: the other side of Hester's card cannot go to seat 3
    click(app, setup.row_rects[2].center)
    click(app, setup.side_rects["rufus_oakhollow"].center)
    assert setup.seats[2]["explorer"] == "tobias_wren"
    seat, why = setup.first_player()
    assert "next birthday" in why
    assert setup.widgets.find("start").enabled
    click(app, setup.widgets.find("start").rect.center)

    play = app.top
    assert isinstance(play, PlayScene)
    started = play.game.events[0]
    assert started["t"] == "game_started"
    assert [p["explorer"] for p in started["players"]] == picks
    assert started["players"][0]["name"] == "Ada"
    assert play.game.state["first"] == seat          # the birthday the setup screen showed
    assert set(play.bots) == {1, 2}                  # seats 2 and 3 default to bots
    saves = list((home / "data" / "saves").glob("*.jsonl"))
    assert saves and play.game.path in saves         # the game is saved as it is played


def test_players_may_choose_who_goes_first(app, pack):
    setup = SetupScene(app, pack=pack, seed=3)
    app.push(setup)
    click(app, setup.widgets.find("deal").rect.center)
    assert setup.ready
    click(app, setup.widgets.find("first_mode").rect.center)
    click(app, setup.widgets.find("seat:2:first").rect.center)
    assert setup.first_player() == (2, "the players chose")
    click(app, setup.widgets.find("start").rect.center)
    assert app.top.game.state["first"] == 2


def test_a_greyed_start_says_what_it_waits_for_until_every_seat_has_an_explorer(app, pack):
    """A new player clicked the greyed "Start the game" and nothing happened or said why."""
    setup = SetupScene(app, pack=pack, seed=3)
    app.push(setup)
    app.run_frames(1)
    start, back = setup.widgets.find("start"), setup.widgets.find("back")
    assert not start.enabled
    note = setup.not_ready_rect
    assert note is not None and note.right < back.rect.left and app.screen.get_rect().contains(note)
    assert not any(note.colliderect(w.rect) for w in setup.widgets.widgets)
    said = app.screen.subsurface(note).copy()   # the words, drawn
    click(app, setup.widgets.find("deal").rect.center)
    app.run_frames(1)
    assert setup.widgets.find("start").enabled
    assert setup.not_ready_rect is None   # every seat has one: nothing more to say
    assert pygame.image.tobytes(app.screen.subsurface(note), "RGB") != pygame.image.tobytes(said, "RGB")


@pytest.mark.parametrize("size", [(1600, 900), (1024, 640), (960, 540)])
def test_the_rules_toggle_holds_its_german_words(home, pack, size):
    """"Vermächtnis · freies Spiel" ran out of its segment over the page's edge (frame
    /tmp/np/s_setup_leg.png): each segment is as wide as its words, the row on the page."""
    from game import i18n

    app = App(size, offscreen=True, settings=Settings(language="de"))
    try:
        setup = SetupScene(app, pack=pack, seed=3)
        app.push(setup)
        app.run_frames(1)
        for name in ("ruleset:classic", "ruleset:legacy"):
            seg = setup.widgets.find(name)
            font = app.fonts.get(seg.face, max(12, int(seg.rect.h * 0.46)))   # (as the segment sets its words)
            assert font.size(i18n._(seg.label))[0] < seg.rect.w, (name, seg.rect)
            assert app.screen.get_rect().contains(seg.rect)
        heading = setup.heading.get_rect(topleft=(int(setup.u * 3.2), int(setup.u * 1.5)))
        assert not heading.colliderect(setup.toggle_rect)
    finally:
        app.close()
        i18n.set_language("en")


# -- moving, discovering, placing --------------------------------------------------------------

def test_clicking_a_lit_room_moves_the_explorer_there(app, pack):
    scene = open_board(app, human_game(pack, 1))
    seat = scene.game.acting_seat()
    move = next(c for c in scene.game.legal_commands(seat) if c.type == "move")
    events = act(app, scene, move)
    assert any(e["t"] == "moved" and e["to"] == move["to"] and e["seat"] == seat for e in events)
    assert scene.view["players"][seat]["tile"] == move["to"]


def test_a_discovered_room_is_turned_with_r_then_placed_by_a_click(app, pack):
    def two_turns_offered(game):
        return game.pending and game.pending["kind"] == "place_tile" and len(game.pending["options"]) >= 2

    seed, steps = find_seed(pack, two_turns_offered)
    scene = open_board(app, human_game(pack, seed, 3))
    play_by_clicks(app, scene, chooser(seed, 3), steps)
    placement = scene.table.placement
    assert placement is not None and scene.game.view("table")["drawn_tile"] == placement.tile
    cell = placement.cell
    r = show_cell(app, scene, cell)
    first = placement.current
    press(app, "r")
    chosen = placement.current
    assert chosen != first and chosen in scene.game.pending["options"]
    click(app, r.center)
    placed = [e for e in scene.game.events[-20:] if e["t"] == "tile_placed"]
    assert placed and placed[-1]["tile"] == placement.tile and placed[-1]["rot"] == chosen["rot"]
    assert (placed[-1]["x"], placed[-1]["y"]) == (chosen["x"], chosen["y"])
    assert placement.tile in scene.table.house.pops  # it snaps in with a short tween


# -- cards -------------------------------------------------------------------------------------

def test_a_drawn_card_can_be_read_large_and_its_actions_opened(app, pack):
    def carrying(game):
        turn = game.state["turn"]
        return (turn is not None and not game.pending
                and game.state["players"][turn["seat"]]["cards"])

    seed, steps = find_seed(pack, carrying)
    scene = open_board(app, human_game(pack, seed, 3))
    play_by_clicks(app, scene, chooser(seed, 3), steps)
    seat = scene.game.current_seat()
    card = scene.view["players"][seat]["cards"][-1]
    assert any(e["t"] == "card_drawn" and e["card"] == card for e in scene.game.events)
    r = scene.table.hud.card_rect(card)
    assert r is not None
    app.dispatch(Hover(r.center))
    app.run_frames(1)
    assert scene.table.hud.hover_card == card             # hovering shows it large
    click(app, r.center)
    menu = scene.table.menu
    assert menu.card == card
    legal = [c for c in scene.game.legal_commands(seat) if c.type in ("use_item", "drop", "give")
             and (c.args.get("card") == card or c.args.get("cards") == [card])]
    assert len(menu.widgets.widgets) == len(legal) + 1     # one per legal action, and Close
    click(app, menu.widgets.find("card:close").rect.center)
    assert not menu.is_open


# -- damage ------------------------------------------------------------------------------------

def test_damage_is_split_with_the_dialog(app, pack):
    def split_asked(game):
        return game.pending and game.pending["kind"] == "damage" and len(game.pending["options"]) >= 2

    seed, steps = find_seed(pack, split_asked)
    scene = open_board(app, human_game(pack, seed, 3))
    play_by_clicks(app, scene, chooser(seed, 3), steps)
    dialog = scene.table.dialog
    pending = scene.game.pending
    assert dialog is not None and dialog.pending == pending
    seat = pending["seat"]
    choice = pending["options"][-1]
    confirm = dialog.widgets.find("damage:confirm")
    assert not confirm.enabled                             # nothing placed yet
    before = dict(scene.game.state["players"][seat]["traits"])
    for trait, n in choice.items():
        for _ in range(n):
            click(app, dialog.widgets.find(f"damage:{trait}:plus").rect.center)
    for trait in dialog.traits:                            # never past what was offered
        if trait not in choice:
            assert not dialog.widgets.find(f"damage:{trait}:plus").enabled or dialog.can_add(trait)
    assert confirm.enabled
    click(app, confirm.rect.center)
    settle(app)
    after = scene.game.state["players"][seat]["traits"]
    for trait, n in choice.items():
        assert before[trait] - after[trait] == n
    assert scene.game.pending is None or scene.game.pending != pending


@pytest.mark.slow
def test_a_long_game_is_played_by_clicks_alone(app, pack):
    """Whatever the random player picks — walks, discoveries, answers, room actions,
    items, the end of the turn — the UI offers it and carries it out."""
    seed, players = 5, 4
    scene = open_board(app, human_game(pack, seed, players))
    choose = chooser(seed, players)
    kinds = set()
    for _ in range(260):
        if scene.game.phase != "explore":
            break
        command = choose(scene.game, scene.game.acting_seat())
        kinds.add(command.type if command.type != "answer" else "answer:" + scene.game.pending["kind"])
        act(app, scene, command)
    assert {"move", "explore", "end_turn", "answer:place_tile"} <= kinds
    assert len(kinds) >= 6


def test_the_wheel_zooms_by_whole_levels_and_a_drag_pans(app, pack):
    scene = open_board(app, human_game(pack, 1))
    house, board = scene.table.house, scene.table.r["board"]
    cell, level = house.camera.cell, house.camera.level
    from scenes.kit.intents import Wheel

    app.dispatch(Wheel(1, board.center))
    assert house.camera.level == level + 1 and house.camera.cell > cell
    art = house.art.surface("entrance_hall", 0, "ground", house.camera.cell)
    assert house.art.surface("entrance_hall", 0, "ground", house.camera.cell) is art  # cached per zoom
    cx = house.camera.cx
    app.dispatch(Press(board.center))
    app.dispatch(Drag((board.centerx + 50, board.centery), (50, 0), board.center))
    app.dispatch(Release((board.centerx + 50, board.centery)))
    assert house.camera.cx < cx


def test_space_never_presses_the_button_under_the_pointer(app, pack):
    scene = open_board(app, human_game(pack, 1))
    end = scene.table.hud.buttons.find("end_turn:")
    app.dispatch(Hover(end.rect.center))
    before = len(scene.game.events)
    press(app, "space")
    assert len(scene.game.events) == before
    click(app, end.rect.center)
    assert any(e["t"] == "turn_ended" for e in scene.game.events[before:])


def test_escape_asks_before_leaving_and_the_save_is_closed(app, pack, home):
    from scenes.board.play import start_game

    game = start_game(auto_seats(pack, 3, 2), 2, content=pack)
    path = game.path
    assert path is not None and path.parent == home / "data" / "saves"
    scene = open_board(app, game)
    press(app, "escape")
    assert scene.table.leaving.open
    click(app, scene.table.leaving.widgets.find("leave:stay").rect.center)
    assert not scene.table.leaving.open and app.top is scene
    press(app, "escape")
    click(app, scene.table.leaving.widgets.find("leave:go").rect.center)
    assert isinstance(app.top, TitleScene)
    from game import load

    assert game.path is None           # closed when the board was left
    again = load(path)                 # what was played is on disk and loads
    assert again.state_hash() == game.state_hash()


# -- bots, the haunt, and input during animations ----------------------------------------------

@pytest.mark.slow
def test_bots_play_until_the_haunt_and_wait_for_its_screens(app, pack):
    from scenes.haunt.haunt_split import HauntSplitScene

    seeds = [s for s in range(1, 30)]
    seed, _steps = find_seed(pack, lambda g: g.phase != "explore", players=4, seeds=seeds, limit=3000)
    scene = open_board(app, human_game(pack, seed), bots={0, 1, 2, 3})
    for _ in range(4000):
        if app.top is not scene:
            break
        app.dispatch(Key("space"))
        app.frame(0.25)
    assert scene.game.phase in ("haunt_revealed", "haunt")   # the engine may set the haunt up at once
    assert any(e["t"] == "haunt_rolled" and e["started"] for e in scene.game.events)
    split = app.top
    assert isinstance(split, HauntSplitScene) and [s.kind for s in split.steps] == ["reveal"]  # all bots
    turns = scene.game.state["turns_taken"]
    app.run_frames(120)
    assert scene.game.state["turns_taken"] == turns            # the table waits for the haunt's screens
    click(app, split.widgets.find("split:continue").rect.center)
    assert app.top is scene and scene.books_read
    for _ in range(400):
        if scene.game.state["turns_taken"] > turns:
            break
        app.dispatch(Key("space"))
        app.frame(0.25)
    assert scene.game.state["turns_taken"] > turns             # and then the haunt is played


class BusyPresenter:
    """A presenter that is animating until told otherwise."""

    def __init__(self) -> None:
        self.busy, self.skipped, self.fed = True, 0, []

    def feed(self, events, view):
        self.fed.append(events)

    def skip(self):
        self.skipped += 1

    def update(self, dt):
        pass

    def draw(self, surface, rects):
        assert {"board", "card_stage", "log"} <= set(rects)
        assert all(isinstance(r, pygame.Rect) for r in rects.values())

    def handle(self, intent):
        return False


def test_a_click_during_an_animation_skips_it_and_lands_on_nothing_beneath(app, pack):
    """Issue 28: a click that skips or dismisses something is consumed by it — the room
    under the pointer is not also entered once the table is still."""
    presenter = BusyPresenter()
    scene = PlayScene(app, human_game(pack, 1), bot_seats=set(), presenter=presenter)
    app.push(scene)
    app.run_frames(1)
    seat = scene.game.acting_seat()
    move = next(c for c in scene.game.legal_commands(seat) if c.type == "move")
    cell = next(c for c, (_k, cm) in scene.table.targets.items() if cm == move)
    pos = scene.table.house.screen_rect(*cell).center
    before = len(scene.game.events)
    for intent in (Press(pos), Release(pos), Click(pos)):
        app.dispatch(intent)
    app.run_frames(3)
    assert presenter.skipped >= 1 and len(scene.game.events) == before
    presenter.busy = False
    app.run_frames(30)
    assert len(scene.game.events) == before and not scene.queue   # the click was the skip's
    for intent in (Press(pos), Release(pos), Click(pos)):         # a click on a still table moves
        app.dispatch(intent)
    app.run_frames(1)
    assert scene.view["players"][seat]["tile"] == move["to"]
