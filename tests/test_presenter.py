"""The presenter shows what the engine decided: dice land on the rolled values at centre
stage (an attack's two hands side by side) and clear, cards turn over and leave, the
chronicle scrolls. Rendered headless (SDL's dummy driver)."""

from __future__ import annotations

import math
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.narration import narrate
from scenes.app import STEP
from scenes.board.stage.dice import DiceTray, felt_inside
from scenes.kit.intents import Click, Key, Wheel
from scenes.board.hud.narration_panel import NarrationPanel
from scenes.board.presenter import Presenter
from scenes.board.stage.roll_stage import stage_plan

RECTS = {"board": pygame.Rect(0, 0, 900, 720),
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
    tray.draw(app.screen, rect)  # empty felt
    tray.throw([1, 2, 0], seed=2, arena=felt_inside(rect).size)
    for _ in range(600):
        tray.update(STEP)
        tray.draw(app.screen, rect)
        if tray.at_rest:
            break
    assert tray.state == "rest" and tray.faces == [1, 2, 0]


def test_a_die_covers_the_felt_only_where_it_is_drawn(app):
    """Each die is a rounded square turned at an angle: the corners of its picture are
    see-through, in flight as at rest (the felt shows there, not a box around the die)."""
    rect = pygame.Rect(10, 10, 420, 200)
    bare = pygame.Surface(app.screen.get_size())
    DiceTray(app.fonts).draw(bare, rect)  # the felt alone
    for watch in (False, True):
        tray = DiceTray(app.fonts)
        tray.throw([2, 1], seed=5, arena=felt_inside(rect).size)
        for _ in range(12 if watch else 0):
            tray.update(STEP)  # in the air, spinning
        if not watch:
            tray.skip()  # at rest
        shown = pygame.Surface(app.screen.get_size())
        tray.draw(shown, rect)
        inside = felt_inside(rect)
        k = min(inside.w / tray.arena[0], inside.h / tray.arena[1])
        boxes = []
        for die in tray.dice:  # where each die's picture went
            angle = -math.degrees(die.body.angle)
            art = next(a for key, a in tray._turned.items() if key[0] == "die" and key[3] == angle)
            centre = (round(inside.x + die.body.position.x * k), round(inside.y + die.body.position.y * k))
            boxes.append(art.get_rect(center=centre))
        for i, box in enumerate(boxes):
            corner = (box.x + 1, box.y + 1)  # see-through: a rounded corner, or outside the turned square
            others = [b for j, b in enumerate(boxes) if j != i]
            if inside.collidepoint(corner) and not any(b.collidepoint(corner) for b in others):
                assert shown.get_at(corner) == bare.get_at(corner), (watch, corner)


def test_a_roll_is_thrown_at_centre_stage_and_its_sentence_appears_as_it_lands(presenter, app):
    event = roll([2, 1, 0, 1], why="roll", trait="sanity", bonus=0)
    follow = {"t": "trait_set", "seat": 0, "trait": "might", "frm": 3, "to": 2,
              "value_from": 4, "value_to": 3, "why": "lose"}
    presenter.feed([event, follow], VIEW)
    assert presenter.busy and presenter.roll.rolling and presenter.over_board
    assert presenter.roll.roll.title == "Ida Marsh — Sanity roll"
    said = narrate(presenter.pack, event, VIEW["players"])
    # while the dice tumble, neither the log nor the traits tell what they came to
    assert said not in presenter.log.lines
    assert presenter.held_traits() == {(0, "might"): 3}
    landed = False
    while presenter.busy:
        presenter.update(STEP)
        if presenter.roll.rolling:
            assert said not in presenter.log.lines and presenter.held_traits() == {(0, "might"): 3}
        if presenter.roll.landed:
            landed = True
            assert presenter.roll.faces == [[2, 1, 0, 1]]  # at rest: exactly the engine's dice
            assert said in presenter.log.lines
    assert landed and presenter.held_traits() == {}
    assert presenter.log.lines[-1] == "Ida's Might drops from 4 to 3."  # after the roll, in order
    last = presenter.rolls[-1]
    assert last.sides[0].dice == (2, 1, 0, 1) and last.sides[0].total == 4 and last.sides[0].who == "Ida Marsh"


def test_a_rolls_dice_are_shown_centred_over_the_board_and_cleared_after(presenter, app):
    board, screen = RECTS["board"], app.screen
    plan = stage_plan(board, 1)
    assert plan["panel"].center == board.center
    felt = plan["felts"][0]
    assert board.contains(plan["panel"]) and plan["panel"].contains(felt)
    presenter.feed([roll([2, 2, 1])], VIEW)
    for _ in range(30):  # well under way: the veil and the panel are fully up
        presenter.update(STEP)
    screen.fill((255, 0, 255))
    presenter.draw(screen, RECTS)
    assert screen.get_at(felt.center)[:3] != (255, 0, 255)        # the felt, in the board's middle
    assert screen.get_at((board.x + 2, board.y + 2))[:3] != (255, 0, 255)  # the veil over the board
    assert screen.get_at((board.right + 5, board.centery))[:3] == (255, 0, 255)  # nothing beside it
    tray = presenter.roll.trays[0]
    inside = felt_inside(felt)
    k = min(inside.w / tray.arena[0], inside.h / tray.arena[1])
    for die in tray.dice:  # every die drawn on that felt
        x, y = inside.x + die.body.position.x * k, inside.y + die.body.position.y * k
        assert inside.inflate(4, 4).collidepoint(x, y)
    run(presenter, app)
    assert not presenter.roll.busy and not presenter.over_board  # done: cleared, not kept up
    screen.fill((255, 0, 255))
    presenter.draw(screen, RECTS)
    assert screen.get_at(felt.center)[:3] == (255, 0, 255)
    assert screen.get_at((board.x + 2, board.y + 2))[:3] == (255, 0, 255)


def test_an_attack_is_thrown_side_by_side_with_both_names_and_totals(presenter, app):
    attack = roll([2, 1, 1], why="attack", seat=0, r=30, trait="might", bonus=0)
    defend = roll([1, 0], why="defend", seat=1, r=31, trait="might")
    resolved = {"t": "attack_resolved", "attacker": ["seat", 0], "defender": ["seat", 1], "trait": "might",
                "attack": 4, "defence": 1, "winner": "attacker", "distance": False}
    hurt = {"t": "trait_set", "seat": 1, "trait": "might", "frm": 4, "to": 1, "value_from": 5, "value_to": 3,
            "why": "physical damage"}
    events = [attack, defend, resolved, hurt]
    presenter.feed(events, VIEW)
    shown = presenter.roll.roll
    assert shown.combat and len(presenter.roll.trays) == 2        # one throw, two hands
    assert [s.who for s in shown.sides] == ["Ida Marsh", "Tobias Crane"]
    assert [s.role for s in shown.sides] == ["attacks", "defends"]
    assert [s.total for s in shown.sides] == [4, 1] and shown.winner == 0
    assert shown.outcome == "Ida Marsh wins by 3: Tobias Crane takes 3 physical damage."
    plan = stage_plan(RECTS["board"], 2)
    left, right = plan["felts"]
    assert left.right < right.left and left.y == right.y          # side by side
    assert plan["panel"].center == RECTS["board"].center
    # nothing in the log while the dice tumble; both rolls' sentences once they have rested,
    # then who won (the defender's Might held at 4 on the HUD until then)
    players = VIEW["players"]
    assert presenter.log.lines == [] and presenter.held_traits() == {(1, "might"): 4}
    run(presenter, app)
    assert presenter.roll.faces == [] and not presenter.roll.busy
    assert presenter.log.lines == [narrate(presenter.pack, e, players) for e in (attack, defend, resolved, hurt)]
    assert [s.dice for s in presenter.rolls[-1].sides] == [(2, 1, 1), (1, 0)]
    assert len(presenter.rolls) == 1                              # one roll remembered, not two


def test_the_stage_says_what_a_barrier_roll_needs_and_what_came_of_it(presenter, app, classic_pack):
    tile = next(t for t in classic_pack.tiles.values() if t.barrier)
    target = tile.barrier["target"]
    presenter.feed([roll([2, 2, 2], why=f"crossing {tile.name}", trait="speed")], VIEW)
    shown = presenter.roll.roll
    assert shown.title == f"Ida Marsh — Speed roll, needs {target}+"
    assert shown.outcome == ("Success" if 6 >= target else "Failure")
    presenter.skip()
    assert presenter.rolls[-1] == shown and shown.sides[0].total == 6


def test_skip_finishes_everything_and_busy_goes_false(presenter, classic_pack):
    item, event_card = classic_pack.deck("item")[0], classic_pack.deck("event")[0]
    events = [roll([1, 1]), {"t": "card_drawn", "seat": 0, "deck": "item", "card": item},
              roll([0, 2, 2], r=8), {"t": "card_drawn", "seat": 1, "deck": "event", "card": event_card},
              {"t": "card_discarded", "card": event_card, "deck": "event", "bury": False}]
    presenter.feed(events, VIEW)
    assert presenter.busy
    presenter.skip()
    assert not presenter.busy and not presenter.roll.busy
    assert [r.sides[0].dice for r in presenter.rolls] == [(1, 1), (0, 2, 2)]
    assert presenter.drawn.card == event_card and presenter.drawn.who == "Tobias Crane"
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


def test_a_click_or_space_while_busy_ends_the_roll_at_once(presenter):
    presenter.feed([roll([1, 2, 0])], VIEW)
    assert presenter.handle(Click((450, 300))) is True
    assert not presenter.busy and not presenter.roll.busy and not presenter.over_board
    assert presenter.rolls[-1].sides[0].dice == (1, 2, 0)
    presenter.feed([roll([2, 2], r=9)], VIEW)
    assert presenter.handle(Key("space")) is True
    assert not presenter.busy and not presenter.roll.busy
    assert presenter.handle(Click((450, 300))) is False  # idle: the board's click, not ours


def test_a_history_told_without_animation_still_remembers_the_last_roll_and_card(presenter, classic_pack):
    item = classic_pack.deck("item")[0]
    presenter.feed([roll([2, 0]), {"t": "card_drawn", "seat": 1, "deck": "item", "card": item}], VIEW,
                   animate=False)
    assert not presenter.busy and not presenter.roll.busy
    assert presenter.rolls[-1].sides[0].dice == (2, 0) and presenter.drawn.card == item


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


def test_a_roll_waiting_behind_a_card_keeps_the_question_hidden_until_its_dice_land(presenter, app,
                                                                                    classic_pack):
    """An event card that rolls: while the card went to its place the roll waited in the
    queue and the board showed the card's damage question before its die was thrown."""
    card = classic_pack.deck("event")[0]
    presenter.feed([{"t": "card_drawn", "seat": 0, "deck": "event", "card": card}, roll([1, 2], why="card")],
                   dict(VIEW, reading=card))
    uncovered, steps = [], 0
    while presenter.busy and steps < 3000:
        presenter.update(STEP)
        if steps % 8 == 0:
            presenter.draw(app.screen, RECTS)
        if presenter.busy and not presenter.over_board:
            uncovered.append(steps)
        steps += 1
    assert steps < 3000 and presenter.rolls[-1].sides[0].dice == (1, 2)
    assert uncovered == [], uncovered        # nothing of the question showed before the dice landed


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


def test_a_rolls_verdict_is_coloured_in_any_language():
    """The stage colours a roll by its verdict (success, failure, the haunt beginning),
    which it reads from the meaning as shown: in German it said 'geschafft' and was
    coloured as nothing in particular."""
    from game import i18n
    from game.i18n import _
    from scenes.board.stage.dice import tone_of

    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            assert tone_of(_("needs {n}+: success").format(n=4)) == "success"
            assert tone_of(_("needs {n}+: failure").format(n=4)) == "failure"
            assert tone_of(_("less than the {omens} drawn: {said}").format(omens="3", said=_("the haunt begins!"))) == "haunt"
            assert tone_of(_("the house waits.")) == "success"
            assert tone_of("4+: 1") == "plain"
        finally:
            i18n.set_language("en")


def drawn_by(fonts, monkeypatch) -> list[str]:
    """Every text ``fonts`` draws from now on, as drawn (in the language in use)."""
    from game import i18n

    drawn, real = [], fonts.render
    monkeypatch.setattr(fonts, "render", lambda face, size, text, colour: (drawn.append(i18n._(text)),
                                                                         real(face, size, text, colour))[1])
    return drawn


def test_an_attacks_two_hands_are_named_in_german(presenter, app, monkeypatch):
    """On a German board the attack's hands read "Agatha attacks" / "Other Seeker defends"
    (frame /tmp/np/30.png): the role was drawn from an f-string (" attacks")."""
    from game import i18n

    attack = roll([2, 1, 1], why="attack", seat=0, r=30, trait="might", bonus=0)
    defend = roll([1, 0], why="defend", seat=1, r=31, trait="might")
    resolved = {"t": "attack_resolved", "attacker": ["seat", 0], "defender": ["seat", 1], "trait": "might",
                "attack": 4, "defence": 1, "winner": "attacker", "distance": False}
    drawn = drawn_by(app.fonts, monkeypatch)
    i18n.set_language("de")
    try:
        presenter.feed([attack, defend, resolved], VIEW)
        for _step in range(30):
            presenter.update(STEP)
            presenter.draw(app.screen, RECTS)
    finally:
        i18n.set_language("en")
    assert " greift an" in drawn and " verteidigt" in drawn
    assert " attacks" not in drawn and " defends" not in drawn


def test_the_chronicles_newer_lines_tab_reads_in_german(app, monkeypatch):
    """The tab over new lines below said "▼ 2 newer" on a German board (an f-string)."""
    from game import i18n

    panel = NarrationPanel(app.fonts)
    rect = pygame.Rect(900, 10, 360, 400)
    for i in range(40):
        panel.add(f"Line {i}: the stairs remember every foot.")
    panel.draw(app.screen, rect)
    panel.scroll(2)
    panel.add("One more.")
    panel.add("And another.")
    drawn = drawn_by(app.fonts, monkeypatch)
    i18n.set_language("de")
    try:
        panel.draw(app.screen, rect)
    finally:
        i18n.set_language("en")
    assert panel.unseen == 2 and "▼ 2 neuere" in drawn
