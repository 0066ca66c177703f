"""The board kept under an animation (issue 34, frames at 4K).

While a roll or a card is on show over the board, what the table lays down under it —
the backdrop, the top bar, the floor tabs, the house, the HUD, the right column, the
chronicle, the card's veil and the card, the roll's veil — changes only where something
moves: the lit rooms and the glowing tabs pulse, the card turns or flies. Everything else
is the same picture frame after frame, and at 3840x2160 laying it down again cost about
12 ms a frame, most of it memory traffic (docs/PERFORMANCE.md, "Frames at 4K").

So the table draws that lower part once into a kept ``layer``, and while nothing it is
drawn from changes (``key``: what the table was told, the camera, the pointer, the
presenter's log, held traits, veils) each later frame copies the layer and draws the lower
part again only inside one clip: the bounding box of what moves now and of what moved
in the frame before (``dirty``: where the card was is where it must be cleared). Every
part's drawing code still runs each frame (its tooltips noted, its rects laid out), only
its pixels outside the clip are not laid down. What is drawn over the roll's veil — the
roll's panel and dice, dialogs, the toast, menus, tooltips — is drawn every frame as
before. ``tests/test_frame_retained.py`` holds the kept frames to drawing everything
afresh, pixel for pixel.
"""

from __future__ import annotations

import pygame

from scenes.kit import palette_modes


class Retained:
    """The lower part of the board's frame, kept (see the module's words)."""

    def __init__(self) -> None:
        self.layer: pygame.Surface | None = None
        self.key = None
        self.dirty: list[pygame.Rect] = []   # what moved in the frame the layer was last brought up to date
        self.kept_frames = 0                 # frames drawn from the layer (tests, the bench)

    def forget(self) -> None:
        self.layer, self.key, self.dirty = None, None, []

    def draw(self, surface: pygame.Surface, key, dirty: list[pygame.Rect], draw_under) -> None:
        """``draw_under()`` lays the lower part down on ``surface`` (within its clip);
        ``key`` None: not kept this frame (drawn as it always was)."""
        if key is None:
            self.forget()
            draw_under()
            return
        size = surface.get_size()
        if self.layer is None or self.key != key or self.layer.get_size() != size:
            draw_under()
            if self.layer is None or self.layer.get_size() != size:
                self.layer = pygame.Surface(size, 0, surface)   # the screen's format: a plain copy
            self.layer.blit(surface, (0, 0))
            self.key, self.dirty = key, list(dirty)
            return
        surface.blit(self.layer, (0, 0))
        moved = [r for r in (*dirty, *self.dirty) if r.w > 0 and r.h > 0]
        clip = moved[0].unionall(moved[1:]).clip(surface.get_rect()) if moved else pygame.Rect(0, 0, 0, 0)
        old = surface.get_clip()
        surface.set_clip(clip)
        try:
            draw_under()
        finally:
            surface.set_clip(old)
        if clip.w and clip.h:
            self.layer.blit(surface, clip, clip)
        self.dirty = list(dirty)
        self.kept_frames += 1


def table_key(t, presenter, size):
    """Everything the lower part of the table's frame is drawn from but what moves by
    itself (the pulses, the card: ``table_dirty``), or None when it is not to be kept:
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
    veil = max((cards._veil(s) for s in cards.sprites), default=0.0)
    return (size, id(t.background), t.drawn_version, t.u, palette_modes.GENERATION[0], t.fonts.scale,
            t.house.region, cam.level, cam.cx, cam.cy, t.hover_pos, t.app.hover.pos, t.app.hover.dismissed,
            getattr(t.app, "_input_at", None), repr(presenter.held_traits()), repr(presenter.held_turn()),
            t.tabs.hovered, t.tabs.active, frozenset(t.tabs.glowing),
            len(log.entries), id(log.entries[-1]) if log.entries else None, log.follow, log.unseen,
            getattr(log, "scroll_top", None), log.unit,
            presenter.drawn, tuple(cards.parked()), len(rolls), id(rolls[-1]) if rolls else None,
            id(presenter.in_the_air), veil, id(t.dialog))


def table_dirty(t, presenter) -> list[pygame.Rect]:
    """Where the lower part changes by itself this frame: the glowing floor tabs, the lit
    rooms of the floor shown (their light pulses), the cards on show (turning, flying)."""
    out = []
    if any(region != t.tabs.active for region in t.tabs.glowing):
        out.append(pygame.Rect(t.r["tabs"]))
    house = t.house
    for region, x, y in house.targets:
        if region == house.region:
            r = house.camera.cell_rect(house.rect, x, y)
            out.append(r.inflate(r.w // 2, r.h // 2).clip(house.rect))
    out += presenter.cards.bounds(t.rects)
    return out

