"""Issue 28, point 1 and 4: one input contract for the front end, through the App.

* a click that dismisses a card is the card's: the game is unchanged by it;
* with the pointer resting where End turn stands, across forty bot turns and a
  person's own, the control under it never changes its action without first ignoring
  clicks for the grace time, and it is never Undo;
* no tooltip is drawn over an open dialog, a lit room or a roll across those turns;
* every text shortened on the title, setup, board, haunt books, chapter setup and end,
  chronicle and replay gives its whole text to the hover layer.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("HOLLOWMERE_HOME", tempfile.mkdtemp(prefix="hollowmere-input-"))
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [p for p in (str(ROOT), str(ROOT / "tests"), str(ROOT / "tools")) if p not in sys.path]

import pygame  # noqa: E402 (after the path or the environment is set)
import pytest  # noqa: E402 (after the path or the environment is set)

from game.bots import RandomPlayer  # noqa: E402 (after the path or the environment is set)
from scenes.kit import hover  # noqa: E402 (after the path or the environment is set)
from scenes.kit.intents import Click, Hover, Press, Release  # noqa: E402 (after the path or the environment is set)
from test_ui_board import app, home, human_game, pack, settle  # noqa: E402,F401  (fixtures)

from scenes.board.play import PlayScene  # noqa: E402 (after the path or the environment is set)


def tap(app, pos) -> None:
    """A click where the pointer already is: no move first, no waiting for the table."""
    for intent in (Press(pos), Release(pos), Click(pos)):
        app.dispatch(intent)


def end_turn(scene):
    return next((b for b in scene.table.hud.buttons.widgets if b.name == "end_turn:"), None)


# -- a click that dismisses is the dismissal's ------------------------------------------------

def test_a_click_that_dismisses_a_card_leaves_the_game_unchanged(app, pack):
    """The card drawn is read over the board; a click on End turn's place finishes the
    reading and does nothing more (before: it was kept and ended the turn after)."""
    scene = PlayScene(app, human_game(pack, 3), bot_seats=set())
    app.push(scene)
    app.run_frames(2)
    chooser = RandomPlayer(7)
    for _ in range(400):
        seat = scene.acting
        explores = [c for c in scene.game.legal_commands(seat) if c.type == "explore"]
        legal = explores or scene.game.legal_commands(seat)
        events = scene.submit(chooser.choose(scene.game.view(seat), legal))
        if any(e["t"] == "card_drawn" for e in events) and scene.presenter.busy and end_turn(scene):
            break
        settle(app)
    else:
        pytest.fail("no card was drawn with End turn to hand")
    assert scene.presenter.cards.busy                      # the card is being shown
    pos = end_turn(scene).rect.center
    before, count = scene.game.state_hash(), len(scene.game.events)
    app.dispatch(Hover(pos))
    tap(app, pos)
    app.run_frames(90)
    assert scene.game.state_hash() == before and len(scene.game.events) == count
    assert not scene.queue and not scene.presenter.busy    # the click finished the card, and only that


# -- a resting pointer over forty bot turns ----------------------------------------------------

def _lit_and_open(scene) -> list[pygame.Rect]:
    """What no tooltip may cover, worked out from the table itself."""
    t = scene.table
    out = [t.house.screen_rect(*cell) for cell in t.targets if cell[0] == t.house.region]
    if t.dialog is not None and not getattr(scene.presenter, "over_board", False):
        out.append(t.dialog.rect)
    if scene.presenter.roll.busy:
        out.append(t.r["board"])
    out.append(t.r["last_roll"])
    return out


def _forty_bot_turns(app, pack, watch) -> int:
    """Seat 0 a person (played by a chooser without moving the pointer), seats 1-3 bots,
    until the bots have begun forty turns; ``watch(scene)`` after every frame."""
    from ui_haunt_helpers import read_books

    game = human_game(pack, 11)
    scene = PlayScene(app, game, bot_seats={1, 2, 3})
    app.push(scene)
    app.run_frames(2)
    person = RandomPlayer(5)
    bot_turns, frames = 0, 0
    while bot_turns < 40 and game.phase != "over" and frames < 6000:
        if app.top is not scene:
            if app.top.__class__.__name__ == "HauntSplitScene":
                rest = app.hover.pos
                read_books(app)
                if rest is not None:
                    app.dispatch(Hover(rest))
                continue
            break
        seat = scene.acting
        if seat == 0 and not scene.presenter.busy and not scene.queue:
            legal = [c for c in game.legal_commands(0) if c.type != "undo"]
            if legal:
                before = len(game.events)
                scene.submit(person.choose(game.view(0), legal))
                bot_turns += sum(1 for e in game.events[before:] if e["t"] == "turn_started" and e["seat"] != 0)
        elif seat is not None and scene.is_bot(seat) and not scene.skip_ahead.on:
            scene.skip_ahead.start()
        before = len(game.events)
        app.run_frames(1)
        frames += 1
        bot_turns += sum(1 for e in game.events[before:] if e["t"] == "turn_started" and e["seat"] != 0)
        watch(scene)
    return bot_turns


@pytest.mark.slow
def test_a_control_under_a_resting_pointer_never_changes_its_action_at_once(app, pack):
    """The pointer rests on End turn's place through forty bot turns and the person's
    own (questions and all). Whenever the control under it becomes another, it ignores
    clicks for the grace time; and it is never Undo (which has its own place)."""
    seen = {"under": None, "changes": 0, "names": set()}

    def watch(scene):
        if seen["rest"] is None:
            end = end_turn(scene)
            if end is None:
                return
            seen["rest"] = end.rect.center
            seen["under"] = end.name
            app.dispatch(Hover(seen["rest"]))
            return
        top = scene.table.hud.buttons.hit(seen["rest"])
        key = None if top is None else top.name
        if key != seen["under"]:
            if top is not None:   # another control, or one that appears: not clickable at once
                seen["changes"] += 1
                assert not app.hover.steady(top.since), f"{seen['under']} became {key}, clickable at once"
            seen["under"] = key
        if top is not None:
            seen["names"].add(top.name)
            assert top.name != "undo", "End turn's place became Undo"

    seen["rest"] = None
    turns = _forty_bot_turns(app, pack, watch)
    assert turns >= 40 or app.top.__class__.__name__ == "EndScene"
    assert "end_turn:" in seen["names"] and seen["changes"] >= 2, seen


@pytest.mark.slow
def test_no_tooltip_covers_a_dialog_a_lit_room_or_a_roll(app, pack):
    """Across forty bot turns the pointer rests, in turn, on each room of the floor shown
    and on the HUD; every tooltip drawn keeps clear of the open question, the lit rooms
    and the roll (thrown over the board, or its result in the right column)."""
    shown = {"tips": 0, "frames": 0}

    def watch(scene):
        shown["frames"] += 1
        t = scene.table
        if shown["frames"] % 40 == 0 and scene.view is not None:   # another place to rest
            spots = [t.house.screen_rect(t.house.region, *(int(v) for v in k.split(","))).center
                     for k in sorted(scene.view["map"].get(t.house.region, {}))]
            spots += [t.hud.portrait.center, t.hud.tracks.center]
            app.dispatch(Hover(spots[(shown["frames"] // 40) % len(spots)]))
        tip = app.hover.shown
        if tip is None:
            return
        shown["tips"] += 1
        for rect in _lit_and_open(scene):
            assert not tip.colliderect(rect), (tip, rect)

    _forty_bot_turns(app, pack, watch)
    assert shown["tips"] >= 5, shown   # tooltips were shown (and each kept clear)


# -- nothing cut without its whole text on hover -------------------------------------------------

WALK = [("title", []), ("setup", []), ("setup", ["--ruleset", "legacy"]), ("board", ["--turns", "12"]),
        ("board", ["--ruleset", "legacy", "--turns", "8"]), ("haunt", ["--page", "3", "--turns", "3"]),
        ("chapter-setup", []), ("chapter-end", []), ("chronicle", []), ("replay", ["--turns", "10"]),
        ("end", [])]


@pytest.mark.slow
@pytest.mark.usefixtures("kept_campaigns")   # (the campaign screens' campaigns, played once a session)
def test_every_shortened_text_gives_its_whole_text_for_hover(tmp_path, monkeypatch):
    """At UI scale 150% and text 130% on a small window (where most gets cut), every
    text ``fit_text``, ``fit_lines`` or a panel shortened was noted whole with the hover
    layer as it was drawn."""
    import screenshot

    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    hover.audit.reset()
    hover.audit.on = True
    try:
        missing = {}
        for name, extra in WALK:
            hover.audit.reset()
            out = tmp_path / f"{name}.bmp"   # (a bitmap: the texts are the point, not PNG encoding)
            assert screenshot.main(["--scene", name, "--out", str(out), "--size", "1024x640", "--ui-scale", "150",
                                    "--text-size", "130", "--frames", "20", *extra]) == 0
            if hover.audit.missing():
                missing[f"{name} {' '.join(extra)}"] = sorted(hover.audit.missing())
            cuts = len(hover.audit.cuts)
            missing.setdefault("_cuts", 0)
            missing["_cuts"] += cuts
    finally:
        hover.audit.on = False
    assert missing.pop("_cuts") > 0          # texts were cut (the walk is a real test)
    assert not missing, missing


# -- an idle table rests -------------------------------------------------------------------------

@pytest.mark.slow
def test_an_idle_board_rests_and_wakes_for_input_and_motion(app, pack):
    """Nothing moving on a person's turn: the App is idle (its loop then draws a few
    frames a second, tools/bench.py's idle figure); a move of the pointer, a tooltip
    about to appear, or an animation wakes it."""
    scene = PlayScene(app, human_game(pack, 2), bot_seats=set())
    app.push(scene)
    settle(app)
    scene.hints.dismiss()
    app.run_frames(90)
    assert app.idle
    app.dispatch(Hover(scene.table.hud.portrait.center))
    assert not app.idle                       # input: the full pace for a moment
    app.run_frames(90)
    assert app.idle                           # the tooltip has appeared; all still again
    scene.table.show_toast("A refusal")
    assert not app.idle                       # a toast fading
    app.run_frames(240)
    assert app.idle
    seat = scene.acting
    explore = next(c for c in scene.game.legal_commands(seat) if c.type == "explore")
    scene.submit(explore)
    scene.table.confirm_placement()
    assert not app.idle                       # a room placed settles, the dice or a card show


def test_a_click_that_ends_a_rest_is_read_in_its_order(home):
    """While idle the loop waits for input; the event that wakes it is read before the
    ones that came after it — a press first, then its release: one click (a real window
    lost the first click of a rest when the press was put back behind its release)."""
    from scenes.app import App
    from scenes.kit.scene import Scene
    from scenes.kit.settings import Settings

    class Still(Scene):
        moving = False

        def __init__(self, app) -> None:
            super().__init__(app)
            self.heard = []

        def handle(self, intent) -> None:
            self.heard.append(type(intent).__name__)

    app = App(offscreen=False, settings=Settings().with_changes(window_size=(640, 360), fullscreen=False))
    try:
        scene = Still(app)
        app.push(scene)
        clock = pygame.time.Clock()
        app.clock += 5.0            # long after any input: the App rests
        pygame.event.clear()
        assert app.idle
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
        app.beat(clock)
        assert [h for h in scene.heard if h in ("Press", "Release", "Click")] == ["Press", "Release", "Click"]
    finally:
        app.close()


def test_an_error_is_drawn_over_a_first_game_hint(app, pack):
    """The first-card hint once covered the game's own red error banner: errors win."""
    scene = PlayScene(app, human_game(pack, 2), bot_seats=set())
    app.push(scene)
    settle(app)
    board = scene.table.r["board"]
    scene.hints._show("card", board, scene.table.u)
    scene.table.show_toast("No moves left this turn to go to the Map Room.")
    app.draw()
    toast = scene.table.toast.rect
    scene.hints.rect.center = toast.center                 # the hint right under the banner
    app.draw()
    over = app.screen.get_at(toast.center)
    scene.hints.current = None
    app.draw()
    alone = app.screen.get_at(toast.center)
    assert max(abs(a - b) for a, b in zip(over[:3], alone[:3])) <= 12, (over, alone)


def test_a_room_text_too_long_for_the_hud_scrolls_under_the_wheel(app, pack):
    """Issue 28, point 4: long panels scroll — the room's rule in the left panel, cut
    with "…" where it stops, moves on a line at a time under the wheel to its end."""
    from dataclasses import replace

    from scenes.kit.intents import Wheel

    scene = PlayScene(app, human_game(pack, 2), bot_seats=set())
    app.push(scene)
    settle(app)
    hud = scene.table.hud
    here = scene.view["players"][hud.seat]["tile"]
    words = " ".join(f"Rule {i}: the house remembers this step of the way." for i in range(30))

    class Longer:   # the pack, but for this room's text
        def __init__(self, real) -> None:
            self.real = real
            self.tiles = dict(real.tiles, **{here: replace(real.tiles[here], text=words)})

        def __getattr__(self, name):
            return getattr(self.real, name)

    hud.pack = Longer(pack)
    scene.refresh()
    assert hud.room_text_cut and hud.room_more > 0 and hud.room_scroll == 0
    before = hud.room_block[0].copy()
    for _ in range(hud.room_more + 3):           # to the end, and no further
        app.dispatch(Wheel(-1, hud.room_rect.center))
    assert hud.room_scroll == hud.room_more
    assert hud.room_block[0].get_view("2").raw != before.get_view("2").raw   # other lines shown
    app.dispatch(Wheel(+1, hud.room_rect.center))
    assert hud.room_scroll == hud.room_more - 1
