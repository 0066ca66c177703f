"""Issue 28, point 8: the small glitches a playtester saw, each in its own words."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.narration import narrate
from test_presenter import VIEW, presenter, roll  # noqa: F401  (a fixture)
from test_narration import PLAYERS


def test_a_step_on_a_track_that_repeats_a_number_says_the_value_holds(classic_pack):
    """'Speed drops a step but stays at 3' read as a contradiction: the step moves on
    its track, the number is the same."""
    event = {"t": "trait_set", "seat": 0, "trait": "speed", "frm": 3, "to": 2, "value_from": 3, "value_to": 3,
             "why": "lose"}
    said = narrate(classic_pack, event, PLAYERS)
    assert said.endswith("Speed drops a step on its track (still 3).") and "stays at" not in said


def test_the_haunt_roll_compares_its_total_with_the_omens_drawn(classic_pack):
    waits = {"t": "haunt_rolled", "seat": 0, "total": 6, "omens": 1, "started": False, "omen": "x", "room": "foyer"}
    assert narrate(classic_pack, waits, PLAYERS) == \
        "Haunt roll: 6 dice total 6 — at least the 1 omen drawn: the house waits."


def test_a_classic_haunt_roll_tray_says_whose_turn_it_closed(presenter, classic_pack):
    """Classic p.13: the haunt roll is made at the end of the turn, so the next turn has
    begun beside it ("Player 3 (bot) is playing…"): the tray does not present it as the
    roller's own moment."""
    dice = roll([1, 0, 2, 1, 1, 1], why="haunt roll")
    verdict = {"t": "haunt_rolled", "seat": 0, "total": 6, "omens": 1, "started": False, "omen": "x",
               "room": "foyer"}
    presenter.feed([dice, verdict], VIEW)
    title = presenter.roll.roll.title
    assert title.startswith("Haunt roll at the end of Ida Marsh's turn") and " — Haunt roll" not in title


def test_a_card_flying_to_the_discard_stays_upright_so_its_text_does_not_smear(app, classic_pack):
    """Each frame of a flight is the face smoothly scaled from the card as made, drawn
    upright: no nearest-pixel rotation at a new angle every frame (the smear)."""
    import pygame

    from scenes.board.stage.cards_view import ASPECT, CardStage
    from test_presenter import RECTS

    stage = CardStage(app.fonts, classic_pack)
    card = next(c for c, k in classic_pack.cards.items() if k.deck == "event")
    sprite = stage.show(card, "discard")
    stage.draw(app.screen, RECTS)
    sprite.fly("discard")
    read, park, _area = CardStage.places(RECTS)
    shapes = []
    for _ in range(12):
        stage.update(0.03)
        assert sprite.state == "flying"
        art, rect, _alpha, _lift, how, _whole, _known = stage._plan(sprite, read, park, RECTS)
        assert how == "made" and isinstance(art, pygame.Surface)
        shapes.append(art.get_width() / art.get_height())
    assert all(abs(shape - ASPECT[0] / ASPECT[1]) < 0.03 for shape in shapes), shapes   # upright: its own shape
