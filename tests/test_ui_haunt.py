"""The haunt on the real App: the split screens, secrecy on screen, haunt play by
clicks, and the end of the game.

Classic "Haunt Setup": the traitor reads the Traitor's Tome alone, the heroes read
theirs together. "Heroes and Secrets": don't tell the traitor your goals. So every
string the App renders while one side is at the screen is recorded (pygame's font
``render`` wrapped for the whole test) and checked against the other side's book,
taken from the haunt's YAML. Every command is given through clicks and holds, as a
player would (tests/ui_haunt_helpers.py); which command is picked by the same random
player the bots use.
"""

from __future__ import annotations

import sys

import pygame
import pytest

from game.content.safe_yaml import safe_load
from game import load_pack
from haunt_helpers import start_haunt
from scenes.app import App
from scenes.board.hud.hud import button_name
from scenes.board.end_scene import EndScene
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.board.play import PlayScene
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene
from test_ui_board import click, settle, show_cell
from ui_haunt_helpers import (HAUNTS, ROOT, Rendered, act, book_secrets, book_texts, chooser, hold, leaks, norm,
                              open_goals, open_haunt, play_until, quick_haunt, read_books)


@pytest.fixture(scope="module")
def pack():
    return load_pack("classic")


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    app = App((1280, 720), offscreen=True, settings=Settings())
    app.push(TitleScene(app))
    yield app
    app.close()


@pytest.fixture
def rendered(app, monkeypatch) -> Rendered:
    log = Rendered()
    base = pygame.font.Font

    class LoggingFont(base):
        def render(self, text, *args, **kwargs):
            log.lines.append(str(text))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", LoggingFont)
    app.fonts._cache.clear()   # fonts already loaded are made again, logging
    return log


# -- the split screens ------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_traitor_reads_alone_behind_a_hold_then_the_heroes_read_theirs(app, pack, rendered):
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    traitor = game.state["haunt"]["traitor"]
    scene = open_haunt(app, game)
    split = app.top
    assert isinstance(split, HauntSplitScene)
    assert [s.kind for s in split.steps] == ["reveal", "gate", "book", "gate", "book"]
    assert any("The haunt begins" in line for line in rendered.lines)
    assert any("Coming, Ready or Not" in line for line in rendered.lines)
    traitor_secrets = book_secrets("coming_ready_or_not", "traitor")
    click(app, split.widgets.find("split:continue").rect.center)
    assert split.step.kind == "gate" and split.step.seat == traitor
    name = game.view("table")["players"][traitor]["name"]
    assert any(f"Pass to {name}" in line for line in rendered.lines)
    rendered.clear()
    click(app, split.hold.rect.center)                # a click is not a hold
    hold(app, split.hold, seconds=0.5)                # nor is half a hold
    assert split.step.kind == "gate" and not leaks(rendered.lines, traitor_secrets)
    hold(app, split.hold)
    assert split.step.kind == "book" and split.step.side == "traitor"
    assert leaks(rendered.lines, traitor_secrets)      # the traitor's book is on the page now
    click(app, split.widgets.find("split:continue").rect.center)
    assert split.step.kind == "gate" and split.book is None   # covered, and let go
    rendered.clear()
    hold(app, split.hold)
    assert split.step.kind == "book" and split.step.side == "heroes"
    assert not leaks(rendered.lines, traitor_secrets)
    assert leaks(rendered.lines, book_secrets("coming_ready_or_not", "heroes"))
    click(app, split.widgets.find("split:continue").rect.center)
    assert app.top is scene and scene.books_read and scene.acting is not None


@pytest.mark.slow
def test_a_hidden_traitor_learns_it_privately_and_everyone_else_learns_they_are_not(app, pack, rendered):
    game = start_haunt(pack, "the_understudy", players=3, seed=1)
    traitor = game.state["haunt"]["traitor"]
    open_haunt(app, game)
    split = app.top
    assert [s.kind for s in split.steps] == ["reveal", "book"] + ["gate", "private"] * 3 + ["gate"]
    secrets = book_secrets("the_understudy", "traitor")
    heroes_book = book_texts("the_understudy", "heroes")   # read by every seat
    box = norm(safe_load((HAUNTS / "the_understudy.yaml").read_text())["traitor"]["box"])
    click(app, split.widgets.find("split:continue").rect.center)
    assert norm(" ".join(rendered.lines)).count(box[:60]) >= 1   # the box is read by everyone
    assert not leaks(rendered.lines, secrets)
    click(app, split.widgets.find("split:continue").rect.center)
    for seat in range(3):
        assert split.step.kind == "gate" and split.step.seat == seat
        rendered.clear()
        hold(app, split.hold)
        assert split.step.kind == "private"
        told = bool(leaks(rendered.lines, secrets, known=heroes_book))
        assert told == (seat == traitor)
        said = "You are the traitor." if seat == traitor else "You are no traitor."
        assert said in rendered.lines
        click(app, split.widgets.find("split:continue").rect.center)
    hold(app, split.hold)
    assert isinstance(app.top, PlayScene)


@pytest.mark.slow
def test_with_no_traitor_and_with_a_bot_traitor_only_the_heroes_read(app, pack):
    game = start_haunt(pack, "the_saint_of_lost_causes", players=3, seed=1)
    open_haunt(app, game)
    assert read_books(app) == ["reveal", "book"]
    game = start_haunt(pack, "not_yet", players=3, seed=1)
    open_haunt(app, game, bots={game.state["haunt"]["traitor"]})
    assert read_books(app) == ["reveal", "book"]



def test_with_no_traitor_the_hints_name_the_house_not_a_traitor(app, pack, rendered):
    game = start_haunt(pack, "the_saint_of_lost_causes", players=3, seed=1)
    open_haunt(app, game)
    assert "The house knows" in rendered.lines and "The traitor knows" not in rendered.lines
    rendered.lines.clear()
    game = start_haunt(pack, "not_yet", players=3, seed=1)
    open_haunt(app, game)
    assert "The traitor knows" in rendered.lines and "The house knows" not in rendered.lines

# -- secrecy during play -------------------------------------------------------------------------------

@pytest.mark.slow
def test_no_text_of_the_other_sides_book_is_drawn_on_a_heroes_or_the_traitors_turn(app, pack, rendered):
    haunt = "coming_ready_or_not"
    game = start_haunt(pack, haunt, players=4, seed=1)
    traitor = game.state["haunt"]["traitor"]
    scene = open_haunt(app, game)
    read_books(app)
    traitor_secrets, hero_secrets = book_secrets(haunt, "traitor"), book_secrets(haunt, "heroes")
    rendered.clear()
    app._relayout()   # everything on screen drawn afresh, in this log
    app.run_frames(5)
    seen_goals = False
    while game.current_seat() != traitor:
        if not seen_goals:   # the hero at the screen reads their own goals
            open_goals(app, scene.table.goals)
            assert scene.table.goals.book_open
            assert leaks(rendered.lines, hero_secrets)
            click(app, scene.table.goals.widgets.find("goals:close").rect.center)
            seen_goals = True
        act(app, scene, next(c for c in game.legal_commands(game.acting_seat()) if c.type == "end_turn"))
        while game.pending is not None and game.current_seat() != traitor:
            act(app, scene, chooser(1, 4)(game, game.acting_seat()))
    shown = rendered.lines + scene.presenter.log.lines
    assert not leaks(shown, traitor_secrets), "the traitor's book was drawn during the heroes' turns"
    rendered.clear()
    app._relayout()
    app.run_frames(5)
    assert scene.table.goals.owner == (traitor, "traitor")
    open_goals(app, scene.table.goals)
    assert leaks(rendered.lines, traitor_secrets)    # the traitor reads their own book
    click(app, scene.table.goals.widgets.find("goals:close").rect.center)
    shown = rendered.lines + scene.presenter.log.lines
    assert not leaks(shown, hero_secrets), "the heroes' book was drawn during the traitor's turn"


@pytest.mark.slow
def test_my_goals_is_offered_only_to_the_person_acting_and_never_to_a_bot(app, pack):
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    first = game.acting_seat()
    scene = open_haunt(app, game, bots={first})
    read_books(app)
    assert scene.table.goals.owner is None              # a bot is acting: no book button at all
    app.pop()
    scene = open_haunt(app, start_haunt(pack, "coming_ready_or_not", players=4, seed=1))
    read_books(app)
    assert scene.table.goals.owner == (first, "heroes")
    goals = scene.table.goals
    click(app, goals.button.rect.center)                 # a click puts the cover up, no more
    assert goals.covered and not goals.book_open and goals.book is None
    click(app, goals.hold.rect.center)                   # a click on the cover does not open it
    hold(app, goals.hold, seconds=0.5)                   # nor does half a hold
    assert goals.covered and not goals.book_open
    hold(app, goals.hold)
    assert goals.book_open and not goals.covered


# -- attacking and the monsters' turn, on the board -------------------------------------------------

@pytest.mark.slow
def test_attack_lights_the_targets_and_a_click_on_their_room_attacks(app, pack):
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    scene = open_haunt(app, game)
    read_books(app)
    seat = game.acting_seat()
    attacks = [c for c in game.legal_commands(seat) if c.type == "attack"]
    assert attacks
    click(app, scene.table.hud.buttons.find("haunt:attack").rect.center)
    lit = {cell for cell, (kind, _c) in scene.table.targets.items() if kind == "attack"}
    tiles = {scene.table.haunt.target_tile(c["target"]) for c in attacks}
    assert lit == {scene.table.haunt.cell_of(t) for t in tiles}   # every target's room, red
    cell = sorted(lit)[0]
    here = [c for c in attacks if scene.table.haunt.cell_of(scene.table.haunt.target_tile(c["target"])) == cell]
    scene.table.haunt.picker.close()                   # the room is clicked, not the list
    before = len(game.events)
    click(app, scene.table.house.screen_rect(*cell).center)
    if len(here) > 1:                                  # several there: the list shows just them
        assert len(scene.table.haunt.picker.widgets.widgets) == len(here) + 1
        click(app, scene.table.haunt.picker.widgets.find(button_name(here[0])).rect.center)
    settle(app)
    assert any(e["t"] == "attack_resolved" for e in game.events[before:])


@pytest.mark.slow
def test_the_traitor_clicks_a_monster_then_a_lit_room_to_move_it(app, pack):
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    scene = open_haunt(app, game)
    read_books(app)

    def monsters_move(g):
        return (g.state["turn"].get("kind") == "monsters" and g.pending is None
                and sum(1 for c in g.legal_commands(g.acting_seat()) if c.type == "monster_move") > 0)

    play_until(app, scene, 1, 4, monsters_move)
    table = scene.table
    movable = table.haunt.movable()
    other = movable[-1]
    monster = next(m for m in scene.view["monsters"] if m["id"] == other)
    pos = scene.view["placed"][monster["tile"]]
    show_cell(app, scene, (pos[0], pos[1], pos[2]))
    for _ in range(4):
        if table.tokens.selected == other:
            break
        x, y, _r = table.tokens.monster_spots(table.house, scene.view)[other]
        click(app, (x, y))
    assert table.tokens.selected == other
    lit = [(cell, c) for cell, (kind, c) in table.targets.items() if kind == "monster_move"]
    assert lit and all(c["monster"] == other for _cell, c in lit)
    cell, command = lit[0]
    before = len(game.events)
    click(app, show_cell(app, scene, cell).center)
    moved = [e for e in game.events[before:] if e["t"] == "monster_moved"]
    assert moved and moved[0]["id"] == other and moved[0]["to"] == command["to"]


# -- a whole haunt by clicks, and the end --------------------------------------------------------------

@pytest.mark.slow
def test_a_whole_haunt_is_played_by_clicks_to_the_end_scene(app, pack):
    wanted = {"attack", "haunt_action", "monster_move", "monster_attack", "take_object", "end_turn"}
    seed, _n = quick_haunt(pack, "not_yet", 3, wanted)
    game = start_haunt(pack, "not_yet", players=3, seed=seed)
    scene = open_haunt(app, game)
    read_books(app)
    choose, kinds = chooser(seed, 3), set()
    for _ in range(400):
        if game.phase == "over":
            break
        command = choose(game, game.acting_seat())
        kinds.add(command.type)
        act(app, scene, command)
    assert game.phase == "over" and wanted <= kinds
    for _ in range(600):
        if isinstance(app.top, EndScene):
            break
        app.run_frames(1)
    end = app.top
    assert isinstance(end, EndScene)
    assert end.view["haunt"]["ending"] and end.view["winner"] == game.view("table")["winner"]
    assert len(end.history.samples) >= 2 and end.history.haunt_at is not None
    click(app, end.widgets.find("end:title").rect.center)
    assert isinstance(app.top, TitleScene)


def test_the_end_scene_names_the_winner_reads_the_ending_and_charts_every_explorer(app, pack, rendered):
    game = start_haunt(pack, "not_yet", players=3, seed=1)
    choose = chooser(1, 3)
    while game.phase != "over":
        game.submit(choose(game, game.acting_seat()))
    end = EndScene(app, game)
    app.push(end)
    app.run_frames(3)
    words = " ".join(rendered.lines)
    winner = game.view("table")["winner"]
    assert ("The heroes win" if winner == "heroes" else "The traitor wins") in words
    ending = norm(game.view("table")["haunt"]["ending"])
    assert ending[:40] in norm(words)
    for p in game.view("omniscient")["players"]:
        fate = "survived" if p["alive"] else "died"
        assert any(p["name"] in line and fate in line for line in rendered.lines)
    # one line per trait per explorer, in the trait's colour, inside each card's chart
    from scenes.board.style import TRAIT_RGB

    surface = app.draw()
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 1280, 2) for y in range(300, 620, 2)}
    assert all(rgb in colours for rgb in TRAIT_RGB.values())
    names = [w.name for w in end.widgets.widgets]
    from scenes.board.end_scene import replay_scene_class

    assert ("end:replay" in names) == (replay_scene_class() is not None)


@pytest.mark.slow
def test_the_screenshot_tool_renders_the_split_screens_and_the_end(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshot

    for name, extra in (("haunt", ["--seed", "3", "--page", "1"]), ("end", ["--seed", "7"])):
        out = tmp_path / f"{name}.png"
        assert screenshot.main(["--scene", name, "--out", str(out), "--frames", "5", *extra]) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 720)


# -- a side's action words are its own (HAUNT_FORMAT.md "Who sees what") ------------------------------

def a_heros_turn_with_an_action_word(pack, seed: int = 1):
    """``not_yet`` played by random bots (the engine alone) until a hero may use an action word."""
    game = start_haunt(pack, "not_yet", players=3, seed=seed)
    choose, traitor = chooser(seed, 3), game.state["haunt"]["traitor"]

    def ready():
        seat = game.acting_seat()
        return (game.pending is None and seat != traitor
                and any(c.type == "haunt_action" for c in game.legal_commands(seat)))
    for _ in range(400):
        if ready():
            return game
        game.submit(choose(game, game.acting_seat()))
    raise AssertionError("no hero's turn with an action word")


@pytest.mark.slow
@pytest.mark.parametrize("traitor_a_bot", [False, True])
def test_a_heros_action_words_stay_off_the_shared_screen_while_the_traitor_is_at_the_table(app, pack, traitor_a_bot):
    """Unused, the heroes' words are theirs: with a person playing the traitor they are
    not HUD buttons on a hero's turn but buttons in the hero's "My goals" book, behind its
    cover. With the traitor a bot (nobody to hide them from) they stay on the HUD."""
    game = a_heros_turn_with_an_action_word(pack)
    traitor, seat = game.state["haunt"]["traitor"], game.acting_seat()
    scene = open_haunt(app, game, bots={traitor} if traitor_a_bot else set())
    read_books(app)
    table = scene.table
    words = [c for c in game.legal_commands(seat) if c.type == "haunt_action"]
    on_hud = {w.name for w in table.hud.buttons.widgets}
    said = table._note(scene.view, None, True)
    if traitor_a_bot:
        assert all(button_name(c) in on_hud for c in words)
        return
    assert not any(button_name(c) in on_hud for c in words), on_hud
    assert not any(" — " in w.label and w.label.split(" — ")[0].isupper() for w in table.hud.buttons.widgets)
    assert said == "Your action words are in My goals."
    open_goals(app, table.goals)
    assert all(table.goals.widgets.find(button_name(c)) is not None for c in words)
    before = len(game.events)
    click(app, table.goals.widgets.find(button_name(words[0])).rect.center)
    settle(app)
    assert any(e["t"] == "used" and e["seat"] == seat for e in game.events[before:])


# -- nothing changes before the announcement ----------------------------------------------------------

@pytest.mark.slow
def test_nothing_on_the_board_changes_between_the_haunt_roll_and_its_announcement(app, pack):
    """While the roll that began the haunt is still on the board, the board and its top bar
    stay as they were before the haunt began (no side marked, no turn named for the haunt,
    no count, no monster): the split screens announce it, then the board shows it."""
    from game import auto_seats, new_game
    from game.bots import RandomPlayer
    from scenes.board.hud.topbar import seat_side, turn_words
    from scenes.kit.intents import Press, Release

    def make():
        game = new_game("classic", auto_seats(pack, 4, 2), seed=2, content=pack)
        return game, {s: RandomPlayer(62 + s) for s in range(4)}

    game, bots = make()   # bots play until the command whose roll begins the haunt...
    commands = []
    while game.phase == "explore":
        commands.append(bots[game.acting_seat()].choose(game.view(game.acting_seat()),
                                                         game.legal_commands(game.acting_seat())))
        game.submit(commands[-1])
    game, _bots = make()   # ...then the same game again, that command given on the board
    for command in commands[:-1]:
        game.submit(command)
    play = PlayScene(app, game, bot_seats=set())
    app.push(play)
    app.run_frames(2)
    play.presenter.skip()
    play.submit(commands[-1])
    assert isinstance(play, PlayScene) and play.presenter.busy and play.game.phase != "explore"
    bar = play.table.topbar
    first = pygame.image.tobytes(bar.image, "RGBA")
    frames = 0
    while app.top is play:
        shown = bar.view
        assert not (shown.get("haunt") or {}).get("id"), frames   # (its roll is in: "haunt_revealed")
        assert all(seat_side(shown, p) is None for p in shown["players"])
        assert turn_words(shown)[0] == "Exploring the house" and not play.table.view.get("monsters")
        assert pygame.image.tobytes(bar.image, "RGBA") == first, frames
        title = pack.haunts[play.game.state["haunt"]["id"]]["title"]
        assert not any(title in e.text for e in play.presenter.log.entries), frames   # nor the chronicle
        app.dispatch(Press((1, 1)))
        app.dispatch(Release((1, 1)))
        app.run_frames(1)
        frames += 1
        assert frames < 1200
    assert isinstance(app.top, HauntSplitScene) and frames > 10
    read_books(app)
    assert bar.view["phase"] == "haunt" and (bar.view.get("haunt") or {}).get("id")   # told: now the board shows it
