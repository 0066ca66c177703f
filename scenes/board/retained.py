"""The board kept under an animation (issue 34, frames at 4K).

While a roll or a card is on show over the board, what the table lays down under the
cards — the backdrop, the top bar, the floor tabs, the house, the HUD, the right column,
the chronicle, the cards' veil — changes only where something pulses by itself (the lit
rooms). Everything else is the same picture frame after frame, and
at 3840x2160 laying it down again cost about 12 ms a frame, most of it memory traffic
(docs/PERFORMANCE.md, "Frames at 4K").

So the table draws that part into a kept ``layer`` of its own size (the roll's panel not
left out under it, the veil whole: the cards are not in it) once what it is drawn from
holds still for a frame (``key``: what the table was told, the camera, the pointer, the
presenter's log and held traits, the veil's depth; while it changes frame after frame —
a veil deepening — frames are drawn the plain way), and while nothing in the key changes
each later frame draws it again into the layer only inside one clip — the box of what
pulses now and of what pulsed in the frame before — and copies the layer to the screen; then the cards over it, then, as always, the roll (its
veil, panel and dice), dialogs, the toast, menus and tooltips. Every part's drawing code
still runs each frame (its tooltips noted, its rects laid out); only its pixels outside the
clip are not laid down. A card lies over its veil just as before: where it is opaque the
veil under it never showed. ``tests/test_frame_retained.py`` holds the kept frames to
drawing everything afresh, pixel for pixel.
"""

from __future__ import annotations

import pygame

from scenes.kit import palette_modes
from scenes.kit.animation import blit_outside


class Retained:
    """The lower part of the board's frame, kept (see the module's words)."""

    def __init__(self) -> None:
        self.layer: pygame.Surface | None = None
        self.key = None
        self.dirty: list[pygame.Rect] = []   # what pulsed when the layer was last brought up to date
        self.made = False                    # the layer drawn for this key
        self.kept_frames = 0                 # frames drawn from the layer (tests, the bench)
        self.enabled = True                  # False: every frame drawn afresh (tests, the bench's "before")

    def forget(self) -> None:
        self.layer, self.key, self.dirty, self.made = None, None, [], False

    def draw(self, surface: pygame.Surface, size, key, dirty: list[pygame.Rect], draw_under, draw_over,
             covered=()) -> None:
        """``draw_under(target, kept)`` lays the lower part down on ``target`` (within its
        clip; ``kept``: for the layer, the cards left out), ``draw_over()`` the cards on
        ``surface``; ``covered``: what is drawn opaque over it all later in the frame (the
        layer is not copied there). ``size``: the table's, from the surface's top left (a
        replay's bar lies below it). ``key`` None: not kept this frame; a key unlike the
        last frame's (a veil deepening, a turn held, the pointer moved): drawn as always,
        and the layer made in the first frame that holds still."""
        if key is None or key != self.key:
            if key is None:
                self.forget()
            self.key, self.made = key, False
            draw_under(surface, False)
            return
        size = tuple(size)
        if not self.made:
            if self.layer is None or self.layer.get_size() != size:
                self.layer = pygame.Surface(size, 0, surface)   # the screen's format: a plain copy
            draw_under(self.layer, True)
            self.made = True
        else:
            moved = [r for r in (*dirty, *self.dirty) if r.w > 0 and r.h > 0]
            clip = moved[0].unionall(moved[1:]).clip(self.layer.get_rect()) if moved else pygame.Rect(0, 0, 0, 0)
            self.layer.set_clip(clip)
            try:
                draw_under(self.layer, True)
            finally:
                self.layer.set_clip(None)
            self.kept_frames += 1
        self.dirty = list(dirty)
        blit_outside(surface, self.layer, (0, 0), covered)
        draw_over()


def table_key(t, presenter, size):
    """Everything the lower part of the table's frame is drawn from but what moves by
    itself (the pulses: ``table_dirty``), or None when it is not to be kept:
    no animation on show, or the table itself moving (the camera gliding, a room settling,
    a room being placed, a monster being moved)."""
    if presenter is None or not hasattr(presenter, "draw_under"):
        return None
    if presenter.roll.state == "idle" and not presenter.cards.sprites:
        return None
    if t.moving or t.placement is not None or t.house.pops or t.tokens.selected is not None:
        return None
    cam, log, cards = t.house.camera, presenter.log, presenter.cards
    rolls = presenter.rolls
    return (size, tuple(t.size), id(t.background), t.drawn_version, t.u, palette_modes.GENERATION[0], t.fonts.scale,
            t.house.region, cam.level, cam.cx, cam.cy, t.hover_pos, t.app.hover.pos, t.app.hover.dismissed,
            getattr(t.app, "_input_at", None), repr(presenter.held_traits()), repr(presenter.held_turn()),
            t.tabs.hovered, t.tabs.active, frozenset(t.tabs.glowing),
            len(log.entries), id(log.entries[-1]) if log.entries else None, log.follow, log.unseen,
            getattr(log, "scroll_top", None), log.unit,
            presenter.drawn, tuple(cards.parked()), len(rolls), id(rolls[-1]) if rolls else None,
            id(presenter.in_the_air), cards.veil(), id(t.dialog))


def table_dirty(t) -> list[pygame.Rect]:
    """Where the lower part changes by itself this frame: the lit rooms of the floor shown
    (their light pulses). (A glowing floor tab's ring is drawn at one strength: pygame's
    ``draw`` leaves out the alpha on a screen without it; tests/test_frame_retained.py
    would find it stale were it to pulse.)"""
    out = []
    house = t.house
    for region, x, y in house.targets:
        if region == house.region:
            r = house.camera.cell_rect(house.rect, x, y)
            out.append(r.inflate(r.w // 2, r.h // 2).clip(house.rect))
    return out
