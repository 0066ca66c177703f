"""The presenter shows what the engine decided: dice land on the rolled values, cards
turn over and leave, the chronicle scrolls. Rendered headless (SDL's dummy driver)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.narration import narrate  # noqa: E402
from scenes.app import STEP  # noqa: E402
from scenes.board.dice import DiceTray  # noqa: E402
from scenes.kit.intents import Click, Key, Wheel  # noqa: E402
from scenes.board.narration_panel import NarrationPanel  # noqa: E402
from scenes.board.presenter import Presenter  # noqa: E402

RECTS = {"board": pygame.Rect(0, 0, 900, 720), "dice_tray": pygame.Rect(910, 540, 360, 170),
         "card_stage": pygame.Rect(230, 70, 440, 580), "log": pygame.Rect(910, 10, 360, 520),
         "hand:0": pygame.Rect(10, 620, 200, 90), "discard": pygame.Rect(760, 620, 120, 90)}
VIEW = {"players": [{"seat": 0, "name": "Ida Marsh", "explorer": "x", "colour": "red"},
                    {"seat": 1, "name": "Tobias Crane", "explorer": "y", "colour": "blue"}],
        "reading": None}


@pytest.fixture
def presenter(app, classic_pack):
    p = Presenter(app, classic_pack)
    p.draw(app.screen, RECTS)  # the caller's rects are known from the first frame on
    return p


def roll(dice, why="roll", seat=0, r=7, **extra):
    return {"t": "dice_rolled", "seat": seat, "dice": list(dice), "total": sum(dice), "why": why, "r": r,
            **extra}


def run(p, app, limit=3000) -> int:
    """Step and draw like the App does until nothing animates; returns the steps taken."""
    steps = 0
    while p.busy and steps < limit:
        p.update(STEP)
        if steps % 8 == 0:
            p.draw(app.screen, RECTS)
        steps += 1
    assert not p.busy, "the presenter never finished"
    return steps


# -- the dice ---------------------------------------------------------------------------

@pytest.mark.parametrize("values", [[0], [2, 1], [0, 0, 0], [2, 2, 1, 0], [1, 0, 2, 1, 0, 2],
                                    [2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 0, 1, 2, 0, 1]])
def test_dice_left_to_tumble_come_to_rest_on_the_engines_values(app, values):
    for seed in range(4):
        tray = DiceTray(app.fonts)
        tray.throw(values, seed=seed, arena=(340, 120))
        for _ in range(2000):
            tray.update(STEP)
            for die, value in zip(tray.dice, values):
                if die.locked:
                    assert die.shown == value  # once it slows: the engine's face, and only that
            if tray.at_rest:
                break
        assert tray.at_rest
        assert tray.faces == values


def test_skipped_dice_show_the_engines_values_where_they_would_have_rested(app):
    watched, skipped = DiceTray(app.fonts), DiceTray(app.fonts)
    for tray in (watched, skipped):
        tray.throw([2, 0, 1, 1, 2], seed=11, arena=(340, 120))
    skipped.update(STEP * 5)
    skipped.skip()
    while watched.busy:
        watched.update(STEP)
    assert skipped.faces == watched.faces == [2, 0, 1, 1, 2]
    assert [tuple(d.body.position) for d in skipped.dice] == [tuple(d.body.position) for d in watched.dice]
    assert not skipped.busy


def test_the_tray_draws_in_every_state(app):
    tray = DiceTray(app.fonts)
    rect = pygame.Rect(20, 20, 400, 170)
    tray.draw(app.screen, rect)  # empty
    tray.throw([1, 2, 0], title="Ida Marsh rolls Sanity", result="Total 3 — needs 4+: failure",
               meaning="needs 4+: failure", seed=2)
    for _ in range(400):
        tray.update(STEP)
        tray.draw(app.screen, rect)
    assert tray.state == "shown"


def test_a_roll_throws_the_tray_and_its_sentence_appears_as_it_starts(presenter, app):
    event = roll([2, 1, 0, 1], why="roll", trait="sanity", bonus=0)
    follow = {"t": "trait_set", "seat": 0, "trait": "might", "frm": 3, "to": 2,
              "value_from": 4, "value_to": 3, "why": "lose"}
    presenter.feed([event, follow], VIEW)
    assert presenter.busy and presenter.dice.state == "tumbling"
    assert presenter.log.lines[-1] == narrate(presenter.pack, event, VIEW["players"])
    run(presenter, app)
    assert presenter.dice.faces == [2, 1, 0, 1]
    assert presenter.log.lines[-1] == "Ida's Might drops from 4 to 3."  # after the roll, in order
    assert presenter.dice.result == "Total 4"


def test_the_tray_says_what_a_barrier_roll_needed(presenter, app, classic_pack):
    tile = next(t for t in classic_pack.tiles.values() if t.barrier)
    target = tile.barrier["target"]
    presenter.feed([roll([2, 2, 2], why=f"crossing {tile.name}", trait="speed")], VIEW)
    presenter.skip()
    verdict = "success" if 6 >= target else "failure"
    assert presenter.dice.result == f"Total 6 — needs {target}+: {verdict}"
    assert presenter.dice.faces == [2, 2, 2]


def test_skip_finishes_everything_and_busy_goes_false(presenter, classic_pack):
    item, event_card = classic_pack.deck("item")[0], classic_pack.deck("event")[0]
    events = [roll([1, 1]), {"t": "card_drawn", "seat": 0, "deck": "item", "card": item},
              roll([0, 2, 2], r=8), {"t": "card_drawn", "seat": 1, "deck": "event", "card": event_card},
              {"t": "card_discarded", "card": event_card, "deck": "event", "bury": False}]
    presenter.feed(events, VIEW)
    assert presenter.busy
    presenter.skip()
    assert not presenter.busy
    assert presenter.dice.faces == [0, 2, 2]
    assert presenter.cards.parked() == []
    assert presenter.log.lines == [narrate(classic_pack, e, VIEW["players"]) for e in events]


def test_speed_setting_scales_how_long_a_roll_takes(app, classic_pack):
    steps = {}
    for speed in (1.0, 2.0):
        app.settings = app.settings.with_changes(animation_speed=speed)
        p = Presenter(app, classic_pack)
        p.draw(app.screen, RECTS)
        p.feed([roll([2, 1, 0, 2, 1], r=21)], VIEW)
        steps[speed] = run(p, app)
    assert 0.4 < steps[2.0] / steps[1.0] < 0.65


def test_a_click_or_space_while_busy_skips(presenter):
    presenter.feed([roll([1, 2, 0])], VIEW)
    assert presenter.handle(Click((450, 300))) is True
    assert not presenter.busy and presenter.dice.faces == [1, 2, 0]
    presenter.feed([roll([2, 2], r=9)], VIEW)
    assert presenter.handle(Key("space")) is True
    assert not presenter.busy
    assert presenter.handle(Click((450, 300))) is False  # idle: the board's click, not ours


# -- the cards --------------------------------------------------------------------------

def test_a_drawn_item_turns_over_is_readable_then_flies_to_its_holder(presenter, app, classic_pack):
    item = classic_pack.deck("item")[0]
    presenter.feed([{"t": "card_drawn", "seat": 0, "deck": "item", "card": item}], VIEW)
    sprite = presenter.cards.sprites[0]
    names = []
    while presenter.busy:
        presenter.update(STEP)
        presenter.draw(app.screen, RECTS)
        if sprite.phases.name not in names:
            names.append(sprite.phases.name)
    assert names[:4] == ["appear", "flip", "read", "fly"]
    assert sprite.dest == "hand:0" and sprite.state == "gone"
    face = presenter.cards.front(item, (300, 420))
    assert face.get_size() == (300, 420)


def test_an_event_card_stays_to_be_read_until_the_engine_discards_it(presenter, app, classic_pack):
    card = classic_pack.deck("event")[0]
    presenter.feed([{"t": "card_drawn", "seat": 1, "deck": "event", "card": card}], dict(VIEW, reading=card))
    run(presenter, app)
    assert presenter.cards.parked() == [card] and not presenter.busy
    presenter.draw(app.screen, RECTS)
    presenter.feed([{"t": "card_discarded", "card": card, "deck": "event", "bury": False}], VIEW)
    assert presenter.busy
    run(presenter, app)
    assert presenter.cards.parked() == [] and presenter.cards.sprites == []


# -- the chronicle ----------------------------------------------------------------------

def test_the_chronicle_follows_the_newest_line_until_scrolled_up(app):
    panel = NarrationPanel(app.fonts)
    rect = pygame.Rect(900, 10, 360, 400)
    for i in range(80):
        panel.add(f"Line {i}: the house creaks, and somebody pretends not to have heard it.",
                  colour=(200, 62, 58) if i % 2 else None)
    panel.draw(app.screen, rect)
    assert panel.follow and panel.scroll_top == panel.max_top > 0
    panel.scroll(2)  # wheel up: older lines
    top = panel.scroll_top
    assert not panel.follow and top < panel.max_top
    panel.add("A new line arrives below.")
    panel.draw(app.screen, rect)
    assert panel.scroll_top == top and panel.unseen == 1  # the view holds still
    assert panel.click(panel.tab.center) is True
    assert panel.follow and panel.unseen == 0 and panel.scroll_top == panel.max_top
    panel.scroll(3)
    panel.scroll(-100)  # back down past the end: following again
    assert panel.follow


def test_the_wheel_over_the_log_scrolls_it(presenter, app):
    for i in range(60):
        presenter.log.add(f"Something happened, number {i}, and it was not pleasant.")
    presenter.draw(app.screen, RECTS)
    inside = RECTS["log"].center
    assert presenter.handle(Wheel(3, inside)) is True
    assert not presenter.log.follow
    assert presenter.handle(Wheel(3, (10, 10))) is False  # over the board: not ours
