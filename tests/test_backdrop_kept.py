"""The night scenery behind the menus is painted once per seed and size: every App opens
on it (17.7 ms of an App's start, 90% of it the blurs), and an App opened again, or a test's
next one, reuses the picture, each with its own drifting fog."""

from __future__ import annotations

import pygame

import scenes.kit.backdrop as backdrop


def test_the_same_seed_and_size_reuse_one_picture_and_keep_their_own_fog(app, monkeypatch):
    painted = []
    real = backdrop.Nightfall._paint_static
    monkeypatch.setattr(backdrop.Nightfall, "_paint_static", lambda self, *a: painted.append(a) or real(self, *a))
    monkeypatch.setattr(backdrop, "_PAINTED", {})
    first, second = backdrop.Nightfall(7), backdrop.Nightfall(7)
    first.layout((640, 360))
    second.layout((640, 360))
    assert len(painted) == 1 and first.static is second.static
    first.update(3.0)
    assert [b["x"] for b in first.fog] != [b["x"] for b in second.fog]   # drifting apart, not one fog
    fresh = backdrop.Nightfall(7)
    monkeypatch.setattr(backdrop, "_PAINTED", {})
    fresh.layout((640, 360))   # painted afresh: the same picture
    assert pygame.image.tobytes(fresh.static, "RGB") == pygame.image.tobytes(second.static, "RGB")
    assert [b["x"] for b in fresh.fog] == [b["x"] for b in second.fog]
    other = backdrop.Nightfall(8)
    other.layout((640, 360))
    assert len(painted) == 3 and other.static is not fresh.static


def test_only_a_few_pictures_are_kept(app, monkeypatch):
    monkeypatch.setattr(backdrop, "_PAINTED", {})
    for width in range(320, 320 + 8 * 40, 40):
        backdrop.Nightfall(1).layout((width, 240))
    assert len(backdrop._PAINTED) == backdrop.PAINTED_KEPT
