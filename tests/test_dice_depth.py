"""Dice with depth (issue 29, item 3): each die is drawn as an ivory cube seen from above
and in front — its face over the two sides that show, darker toward the felt — and while
it tips over an edge more of its side shows; at rest the engine's face is up."""

from __future__ import annotations

import pygame

from scenes.board.stage.dice import DEPTH, STEP, DiceTray, face_art, felt_inside, with_body


def _lum(c) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def test_a_die_has_a_body_under_its_face(app):
    face = face_art(0, 60)
    body = with_body(face, 9)
    assert body.get_size() == (60, 69)
    assert body.get_at((30, 30))[:3] == face.get_at((30, 30))[:3]   # the face on top, as it was
    side = body.get_at((30, 67))   # below the face: its side, opaque and in shade
    assert side.a == 255 and _lum(side) < _lum(face.get_at((30, 30))) - 40
    assert body.get_at((0, 0)).a == 0   # a rounded corner stays see-through


def test_the_dice_at_rest_and_tumbling_are_drawn_with_their_sides(app):
    rect = pygame.Rect(10, 10, 420, 200)
    tray = DiceTray(app.fonts)
    tray.throw([2, 1, 0], seed=5, arena=felt_inside(rect).size)
    deeper = []
    for _ in range(600):
        tray.update(STEP)
        tray._turned.clear()
        tray.draw(app.screen, rect)
        arts = [a for key, a in tray._turned.items() if key[0] == "die"]
        assert arts and all(a.get_height() > a.get_width() for a in arts)
        deeper.append(max(a.get_height() - a.get_width() for a in arts))
        if tray.at_rest:
            break
    assert tray.at_rest and tray.faces == [2, 1, 0]
    resting = deeper[-1]
    assert max(deeper) > resting   # tipping over an edge shows more of the side than lying still
    px = max(6, int(tray.dice[0].size * min(felt_inside(rect).w / tray.arena[0], felt_inside(rect).h / tray.arena[1])))
    assert resting >= int(px * DEPTH) - 1
