"""Dice with depth (issue 29, item 3): each die is drawn as an ivory cube seen from above
and in front — its face over the two sides that show, darker toward the felt — and while
it tips over an edge more of its side shows; at rest the engine's face is up."""

from __future__ import annotations

import math

import pygame

from scenes.board.stage.dice import DEPTH, IVORY, DiceTray, body, face_art, felt_inside, with_body


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


def test_the_body_is_swept_down_the_screen_deeper_as_it_tips():
    flat = body(100, 100, 60, 30, 9)
    tipped = body(100, 100, 60, 30, 15)
    grew = []
    for (tone_a, a), (tone_b, b) in zip(flat, tipped):
        assert tone_a == tone_b
        grew.append(max(y for _x, y in b) - max(y for _x, y in a))
    assert abs(grew[0] - 6) < 0.01 and all(g > 0 for g in grew)   # the whole depth, 6 more
    dark, _mid, light = flat
    assert max(y for _x, y in dark[1]) > max(y for _x, y in light[1])   # darkest toward the felt
    assert _lum(dark[0]) < _lum(light[0])


def test_the_dice_on_the_felt_show_their_sides_below_their_faces(app):
    rect = pygame.Rect(10, 10, 420, 200)
    bare = pygame.Surface(app.screen.get_size())
    DiceTray(app.fonts).draw(bare, rect)
    tray = DiceTray(app.fonts)
    tray.throw([2, 1, 0], seed=5, arena=felt_inside(rect).size)
    tray.skip()
    shown = pygame.Surface(app.screen.get_size())
    tray.draw(shown, rect)
    assert tray.at_rest and tray.faces == [2, 1, 0]
    inside = felt_inside(rect)
    k = min(inside.w / tray.arena[0], inside.h / tray.arena[1])
    for d in tray.dice:
        px = max(6, int(d.size * k))
        x = round(inside.x + d.body.position.x * k)
        lowest = max(y for _tone, pts in body(0, 0, px, -math.degrees(d.body.angle), int(px * DEPTH))
                     for _x, y in pts)
        y = round(inside.y + d.body.position.y * k + lowest) - 2   # just above the body's lowest point
        below = [shown.get_at((x + dx, y)) for dx in range(-px // 2, px // 2) if shown.get_at((x + dx, y)) !=
                 bare.get_at((x + dx, y))]
        assert below and all(_lum(c) < _lum(IVORY) for c in below)   # the side: ivory in shade, not felt
