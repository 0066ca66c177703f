"""The table a new player meets, wave 3: what the lead saw at a real window (the right
column a beat behind the stage, the haunt roll's tray and the top bar at odds), each
checked through the App or the presenter it draws."""

from __future__ import annotations

import pygame
import pytest

from game import auto_seats, new_game
from scenes.app import STEP
from scenes.board.play import PlayScene
from test_presenter import RECTS, VIEW, presenter, roll  # noqa: F401  (a fixture)
from test_ui_board import DATE, app, home, pack  # noqa: F401  (fixtures)


# -- 1. "Last roll" and "Last card drawn" keep up with the stage ------------------------------

def test_the_last_roll_panel_shows_a_roll_as_its_dice_land_not_after(presenter):
    presenter.feed([roll([1, 1])], VIEW)
    presenter.skip()
    first = presenter.rolls[-1]
    presenter.feed([roll([2, 2, 2], r=8)], VIEW)
    thrown = presenter.roll.roll
    assert presenter.in_the_air == thrown            # tumbling: named, its result not yet shown
    seen_landed = False
    while presenter.busy:
        presenter.update(STEP)
        if presenter.roll.rolling:
            assert presenter.rolls[-1] == first
        elif presenter.roll.landed:                  # the result on the stage: the panel has it too
            seen_landed = True
            assert presenter.rolls[-1] == thrown and presenter.in_the_air is None
    assert seen_landed and presenter.rolls[-1] == thrown and len(presenter.rolls) == 2


def test_the_last_card_panel_shows_a_card_once_it_lies_face_up_over_the_board(presenter, classic_pack):
    first, second = classic_pack.deck("item")[:2]
    presenter.feed([{"t": "card_drawn", "seat": 0, "deck": "item", "card": first}], VIEW)
    presenter.skip()
    presenter.feed([{"t": "card_drawn", "seat": 1, "deck": "item", "card": second}], VIEW)
    sprite = presenter.cards.sprites[-1]
    phases = set()
    while presenter.busy:
        presenter.update(STEP)
        name = sprite.phases.name if sprite.state == "showing" else sprite.state
        phases.add(name)
        if name == "appear" or (name == "flip" and sprite.phases.t < 0.5):
            assert presenter.drawn.card == first     # still face down: not told yet
        else:   # its face turning in, read over the board, or flying to its holder
            assert presenter.drawn.card == second and presenter.drawn.who == "Tobias Crane"
    assert {"flip", "read", "flying"} <= phases


def _bot_table(app, pack, seed=3, players=4, people=()):
    seats = auto_seats(pack, players, seed)
    game = new_game("classic", seats, seed=seed, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set(range(players)) - set(people))
    app.push(scene)
    app.run_frames(2)
    return scene


@pytest.mark.slow
def test_at_the_table_the_right_column_and_the_top_bar_keep_pace_with_the_stage(app, pack):
    """Bots play a classic game at the table, frame by frame: whenever a roll's result is
    on the stage, "Last roll" shows that roll; a card read over the board is the "Last
    card drawn"; and while a haunt roll made at the end of a turn is on the stage, the top
    bar and the HUD still show that turn (its roller's), not the next one."""
    from game.bots import RandomPlayer

    scene = _bot_table(app, pack, people=(1,))   # seat 1 a person (played here by a random hand)
    t, p, hand = scene.table, scene.presenter, RandomPlayer(5)
    landed = read = haunt_rolls = 0
    for _frame in range(9000):
        app.run_frames(1)
        if scene.game.phase not in ("explore",) or app.top is not scene:
            break
        if p.roll.landed:
            landed += 1
            assert t.side._roll[0][0] == p.roll.roll
        showing = [s for s in p.cards.sprites if s.state == "showing" and s.phases.name == "read"]
        if showing:
            read += 1
            assert p.drawn is not None and p.drawn.card == showing[-1].card_id
        beat = p.current
        if beat is not None and beat.event.get("why") == "haunt roll" and p.roll.busy:
            haunt_rolls += 1
            roller = beat.event["seat"]
            assert t.topbar.view["turn"]["seat"] == roller and t.hud.seat == roller
            assert not t.house.targets   # nor the next explorer's lit rooms behind the tray
            name = t.public["players"][roller]["name"]
            assert name in t.hud.note
        if landed and read and haunt_rolls and not p.busy:
            break   # (each kind seen and the haunt roll played out: the next 7,000 frames repeat them)
        if scene.acting == 1 and not p.busy and not scene.queue:   # (checked after a frame is drawn)
            legal = [c for c in scene.game.legal_commands(1) if c.type != "undo"]
            scene.submit(hand.choose(scene.game.view(1), legal))
    assert landed and read and haunt_rolls, (landed, read, haunt_rolls)


# -- 3. the tutorial's lesson plate keeps off the lit rooms at a large UI scale ------------------

def rest(app, tutorial) -> None:
    """Frames until a lesson is up and the house has glided to where it is fitted (the
    camera still for a few frames: a plate placed may have the house fitted beside it)."""
    still = 0
    for _frame in range(300):
        app.run_frames(1)
        still = still + 1 if tutorial._shown is not None and tutorial.table.house.camera.target is None else 0
        if still >= 8:
            return


@pytest.mark.slow
@pytest.mark.parametrize("scale", [130, 150])
def test_the_lesson_plate_never_covers_a_lit_room_at_a_large_ui_scale(home, scale):
    """At UI 130% the plate sat in the board's top right corner over the Grand Staircase,
    a lit room (no corner was clear of the house); it now sits beside the rooms, narrower
    if it must. Walked from the welcome to the last lesson by the plate's Next."""
    from scenes.app import App
    from scenes.haunt.haunt_split import HauntSplitScene
    from scenes.kit.settings import Settings
    from scenes.tutorial.lessons import LESSONS
    from scenes.tutorial.tutorial_scene import TutorialScene
    from test_ui_board import click

    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(ui_scale=scale))
    try:
        app.push(TutorialScene(app))
        app.run_frames(2)
        tutorial, seen = app.top, set()
        rest(app, tutorial)
        for _ in range(400):
            if isinstance(app.top, HauntSplitScene):
                app.run_frames(2)
                click(app, app.top.widgets.find("split:continue").rect.center)
                rest(app, tutorial)
                continue
            shown = tutorial._shown
            if shown is not None:
                t, plate = tutorial.table, tutorial.callout.rect
                lit = [t.house.screen_rect(*cell) for cell in t.targets if cell[0] == t.house.region]
                assert not [r for r in lit if r.colliderect(plate)], (shown.key, plate, lit)
                assert tutorial.callout.target is None or not tutorial.callout.target.colliderect(plate)
                seen.add(shown.key)
                if shown is LESSONS[-1]:
                    break
            click(app, tutorial.callout.widgets.find("tutorial:next").rect.center)
            rest(app, tutorial)
        assert {lesson.key for lesson in LESSONS} <= seen
    finally:
        app.close()


# -- 4. the new-game setup takes the UI scale ---------------------------------------------------------

def _setup_at(home, scale, size=(1280, 720), seats=3):
    from scenes.app import App
    from scenes.kit.settings import Settings
    from scenes.setup.setup_scene import SetupScene

    app = App(size, offscreen=True, settings=Settings().with_changes(ui_scale=scale))
    app.push(SetupScene(app, seed=5))
    app.run_frames(2)
    setup = app.top
    for _ in range(seats - 3):
        setup.add_seat()
    app.run_frames(2)
    return app, setup


def _controls(setup) -> dict:
    return {w.name: w.rect.copy() for w in setup.widgets.widgets if w.name}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_new_game_setup_grows_with_the_ui_scale_and_nothing_collides(home, size):
    """The setup kept the same layout at every UI scale (its unit stopped at 100%). At
    130% and 150% its buttons, drop-downs and seat rows are larger, and with 3 or 6 seats
    no control leaves the window or overlaps another, every seat row stays in its panel."""
    apps = []
    try:
        app, base = _setup_at(home, 100, size)
        apps.append(app)
        plain = _controls(base)
        for scale in (130, 150):
            for seats in (3, 6):
                app, setup = _setup_at(home, scale, size, seats)
                apps.append(app)
                rects = _controls(setup)
                assert rects["start"].h >= plain["start"].h * (scale / 100 - 0.1)
                assert rects["seat:0:kind"].w >= plain["seat:0:kind"].w * (scale / 100 - 0.1)
                if seats == 3:
                    assert setup.row_rects[0].h >= base.row_rects[0].h * 1.2
                window = pygame.Rect((0, 0), size)
                named = sorted(rects.items())
                for i, (name, r) in enumerate(named):
                    assert window.contains(r), (scale, seats, name, r)
                    for other, q in named[i + 1:]:
                        assert not r.colliderect(q), (scale, seats, name, other)
                setup.deal()   # each seat's explorer named under it, clear of its drop-down
                for i, row in enumerate(setup.row_rects):
                    assert setup.seat_panel.contains(row), (scale, seats, row)
                    _label, at, _whole = setup.explorer_label(i)
                    assert at.right <= setup.widgets.find(f"seat:{i}:kind").rect.left, (scale, seats, i)
                assert setup.sub_y + setup.sub.get_height() <= setup.seat_panel.top
                toggle = setup.toggle_rect
                sub = setup.sub.get_rect(topleft=(int(setup.u * 4), setup.sub_y))
                assert not sub.colliderect(toggle)
    finally:
        for app in apps:
            app.close()


# -- 5. a card read over the board keeps clear of the "F: skip" plate -------------------------------

@pytest.mark.parametrize("scale", [100, 130, 150])
def test_a_card_read_over_the_board_leaves_the_skip_plate_clear(home, pack, scale):
    """At UI 150% a card read large over the board (its height nearly the board's) ran
    over the "F: skip to your turn" plate in the board's top-right corner."""
    from scenes.app import App
    from scenes.board.skip_ahead import plate_text
    from scenes.board.stage.cards_view import CardStage
    from scenes.kit.settings import Settings

    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(ui_scale=scale))
    try:
        seats = auto_seats(pack, 3, 4)
        game = new_game("classic", seats, seed=4, content=pack, options=DATE)
        scene = PlayScene(app, game, bot_seats={1, 2})
        app.push(scene)
        app.run_frames(2)
        card = next(c for c, k in pack.cards.items() if k.deck == "event")
        scene.presenter.feed([{"t": "card_drawn", "seat": 1, "deck": "event", "card": card}], scene.public)
        sprite = scene.presenter.cards.sprites[-1]
        for _frame in range(240):
            app.run_frames(1)
            if sprite.phases.name == "read":
                break
        assert sprite.state == "showing" and sprite.phases.name == "read"
        t = scene.table
        read, _park, _area = CardStage.places(t.rects)
        assert t.r["board"].contains(read) and read.h >= t.r["board"].h * 0.6   # read large, over the board
        plate = scene.skip_ahead.rect(t.r["board"], t.u, plate_text(False, scene.people))
        assert not read.colliderect(plate), (read, plate)
    finally:
        app.close()


# -- 6. a hint moved off the board keeps to the chronicle, Last roll stays in sight -----------------

@pytest.mark.slow
def test_a_hint_off_the_board_covers_neither_last_roll_nor_a_room(tmp_path, monkeypatch, pack):
    """UI 150% at 1280×720: no corner of the board was clear, so a hint went over the foot
    of the right column and, tall, over "Last roll" too (the roll hint over the roll)."""
    from game.bots import RandomPlayer
    from scenes.app import App
    from scenes.kit.settings import Settings
    from test_ui_board import human_game, played_with_fresh_hints, room_rects

    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    app = App((1280, 720), offscreen=True, settings=Settings(ui_scale=150))
    scene = PlayScene(app, human_game(pack, 14), bot_seats=set())
    app.push(scene)
    app.run_frames(2)
    chooser, aside = RandomPlayer(14), 0
    try:
        for _ in played_with_fresh_hints(app, scene, chooser, turns=16, steps=200, frames=10):
            t, hint = scene.table, scene.hints
            if hint.current is None:
                continue
            rooms = room_rects(t)
            assert not any(hint.rect.colliderect(r) for r in rooms), "a hint covers a room"
            assert not hint.rect.colliderect(t.r["last_roll"]) and not hint.rect.colliderect(t.r["last_card"])
            if not t.r["board"].contains(hint.rect):
                aside += 1
                assert t.r["log"].contains(hint.rect)
                assert all(t.r["log"].contains(w.rect) for w in hint.widgets.widgets)
                # opaque over the chronicle: its lines showed through the hint's words
                assert hint.image.get_at((hint.rect.w // 2, 3))[3] == 255
    finally:
        app.close()
    assert aside >= 3, aside


# -- 7. the campaign setup's family rows hold their words inside their borders ---------------------

@pytest.mark.parametrize("scale", [100, 130, 150])
def test_the_campaign_setups_family_names_and_histories_stay_inside_their_rows(home, scale):
    """At UI 130% (and, by a pixel or two, at 100%) each family's line of history ran
    onto its row's bottom border; a row too short for both lines shows the name alone
    with the history on hover."""
    from scenes.app import App
    from scenes.campaign.campaign_setup import CampaignSetupScene
    from scenes.kit.settings import Settings

    app = App((1280, 720), offscreen=True, settings=Settings().with_changes(ui_scale=scale))
    try:
        scene = CampaignSetupScene(app, root=home / "campaigns", seed=3)
        app.push(scene)
        app.run_frames(2)
        rows = [r for _surf, r in scene._boxes if r.w == scene.body.w]   # the families' rows
        assert len(rows) == len(scene.families)
        texts = [pygame.Rect(pos, surf.get_size()) for surf, pos in scene._texts]
        lines = 0
        for row in rows:
            words = [t for t in texts if t.colliderect(row)]   # (its name and its history: the crest is an image too)
            words = [t for t in words if t.w > t.h * 2]
            assert words, row
            for t in words:
                assert row.inflate(-2, -2).contains(t), (scale, row, t)
            lines += len(words)
        assert lines == 2 * len(rows) or scale > 100   # at 100% every row has room for its history
    finally:
        app.close()


# -- found at a real window: the question bar's words ran under its buttons --------------------------

@pytest.mark.parametrize("title", ["Place the Oratory", "Place the Hall of Uneven Mirrors"])
@pytest.mark.parametrize("unit, wide", [(7.2, 112), (9.4, 66), (10.8, 55), (14.0, 74)])
def test_the_question_bars_words_stay_clear_of_its_buttons(app, unit, wide, title):
    """1920×1080 at UI 130%: "turn 1 of 1 · R, right-click or wheel to turn · click it to
    place" ran under the bar's Turn and Place buttons (the bar was as wide as the board);
    at 150% at 1280×720 wrapping beside them made a bar half the board high."""
    from scenes.board.dialogs.dialogs import PromptBar

    bar = PromptBar(app.fonts)
    board = pygame.Rect(0, 0, int(unit * wide), int(unit * 48))   # (a board of ``wide`` units: 55 at 150% at 1280)
    hint = "turn 1 of 1 · R, right-click or wheel to turn · click it to place"
    bar.set(board, unit, title, hint, [("Turn", "place:turn", None), ("Place", "place:confirm", None)])
    left = bar.rect.left + bar.pad
    if bar.stacked:   # (little room beside the buttons: the title beside them, the hint below)
        top = bar.rect.top + int(bar.pad * 0.4)
        words = [pygame.Rect(left, top + (bar.row - bar.text.get_height()) // 2, *bar.text.get_size()),
                 pygame.Rect(left, top + bar.row, *bar.hint.get_size())]
        assert words[1].bottom <= bar.rect.bottom and bar.text.get_height() < unit * 9   # (the title in a line or two)
    else:
        words = [pygame.Rect(left, 0, max(bar.text.get_width(), bar.hint.get_width()),
                             bar.text.get_height() + bar.hint.get_height())]
        words[0].centery = bar.rect.centery
    assert not any(r.colliderect(w.rect) for r in words for w in bar.widgets.widgets), (words, bar.stacked)
    assert board.contains(bar.rect) and all(bar.rect.contains(w.rect) for w in bar.widgets.widgets)
    assert bar.rect.h <= board.h * 0.4   # the house keeps most of the board


# -- 8. the classic setup's seat rows keep their field and buttons apart ---------------------------

@pytest.mark.parametrize("size, scale", [((1280, 720), 100), ((1920, 1080), 130), ((1920, 1080), 150)])
def test_the_seat_rows_name_field_and_buttons_keep_apart_and_inside_the_row(home, size, scale):
    """At 1920×1080 and UI 130% the name field touched the seat's drop-down, and the
    drop-down the row's right border: a gap that grows with the scale keeps them apart."""
    from scenes.app import App
    from scenes.kit.settings import Settings
    from scenes.setup.setup_scene import SetupScene
    from game import load_pack

    app = App(size, offscreen=True, settings=Settings().with_changes(ui_scale=scale))
    try:
        scene = SetupScene(app, pack=load_pack("classic"), seed=3)
        app.push(scene)
        app.run_frames(2)
        gap = 6                                                # at least, growing with the scale
        for i, (row, name) in enumerate(zip(scene.row_rects, scene.name_rects)):
            buttons = [w.rect for w in scene.widgets.widgets if getattr(w, "name", "").startswith(f"seat:{i}:")]
            assert buttons and row.contains(name)
            for rect in buttons:
                assert row.right - rect.right >= gap, (i, rect, row)        # clear of the row's border
                assert rect.left - name.right >= gap, (i, rect, name)       # clear of the name field
    finally:
        app.close()
