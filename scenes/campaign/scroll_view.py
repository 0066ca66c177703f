"""A part of a campaign page taller (or wider) than its frame, seen through it.

A page lays things into a ``ScrollView`` as it lays them onto itself (``CampaignPage.
scrolled``: its ``text`` and ``image`` calls go into the view while the ``with`` lasts),
at the places they would have on a page with no end; the view keeps them and shows the
slice its offset reaches, clipped to its frame. The wheel over the frame, a drag inside
it, or a click on its bar moves the slice; a thin bar on the frame's edge says where it
is. Clickable places (``hit``) answer clicks at their scrolled place; costly pictures
(``later``: a chapter's house map) are drawn the first time they come into sight, one
per frame, so a long strip opens at once.
"""

from __future__ import annotations

import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.kit.intents import Click, Drag, Wheel

STEP = 0.12   # of the frame, per notch of the wheel


class ScrollView:
    def __init__(self, rect: pygame.Rect, *, axis: str = "y", offset: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.axis = axis
        self.items: list[tuple[pygame.Surface, pygame.Rect]] = []   # in the canvas's coordinates
        self.hits: list[tuple[pygame.Rect, object]] = []
        self.notes: list[tuple[pygame.Rect, str]] = []
        self.lazy: list[tuple[pygame.Rect, object]] = []
        self.offset = offset

    # -- filling it -----------------------------------------------------------------------
    def add(self, surf: pygame.Surface, pos) -> pygame.Rect:
        """``surf`` at ``pos`` (screen coordinates as if the view were not scrolled)."""
        rect = surf.get_rect(topleft=(pos[0] - self.rect.left, pos[1] - self.rect.top))
        self.items.append((surf, rect))
        return rect.move(self.rect.topleft)

    def hit(self, rect: pygame.Rect, on_click) -> None:
        self.hits.append((pygame.Rect(rect).move(-self.rect.left, -self.rect.top), on_click))

    def note(self, rect: pygame.Rect, whole) -> None:
        """``whole`` (words, or a list of lines) on hover over ``rect``."""
        self.notes.append((pygame.Rect(rect).move(-self.rect.left, -self.rect.top), whole))

    def later(self, rect: pygame.Rect, draw) -> None:
        """``draw()`` (a surface, or None) at ``rect`` once it is first in sight."""
        self.lazy.append((pygame.Rect(rect).move(-self.rect.left, -self.rect.top), draw))

    # -- where it is ----------------------------------------------------------------------
    @property
    def extent(self) -> int:
        """How far the content reaches along the axis (canvas coordinates)."""
        ends = [r.bottom if self.axis == "y" else r.right for _s, r in self.items]
        ends += [r.bottom if self.axis == "y" else r.right for r, _d in self.lazy]
        return max(ends, default=0)

    @property
    def span(self) -> int:
        return self.rect.h if self.axis == "y" else self.rect.w

    @property
    def max_offset(self) -> int:
        return max(0, self.extent - self.span)

    def clamp(self) -> None:
        self.offset = max(0, min(int(self.offset), self.max_offset))

    def _shift(self) -> tuple[int, int]:
        return (self.rect.left, self.rect.top - self.offset) if self.axis == "y" else \
            (self.rect.left - self.offset, self.rect.top)

    def on_screen(self, canvas_rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(canvas_rect).move(self._shift())

    def shown(self, canvas_rect: pygame.Rect) -> bool:
        """Whether the whole of ``canvas_rect`` is inside the frame now."""
        return self.rect.contains(self.on_screen(canvas_rect))

    def reveal(self, canvas_rect: pygame.Rect) -> None:
        """Scroll the least that brings ``canvas_rect`` into the frame."""
        lo, hi = (canvas_rect.top, canvas_rect.bottom) if self.axis == "y" else (canvas_rect.left, canvas_rect.right)
        if hi - self.offset > self.span:
            self.offset = hi - self.span
        if lo < self.offset:
            self.offset = lo
        self.clamp()

    # -- input ----------------------------------------------------------------------------
    def handle(self, intent) -> bool:
        """True if the intent was the view's (a wheel or drag over it, a click in it)."""
        pos = getattr(intent, "pos", None)
        if pos is None or not self.rect.collidepoint(pos):
            return False
        if isinstance(intent, Wheel):
            if self.max_offset <= 0:
                return False
            self.offset -= int(intent.dy * max(12, self.span * STEP))
            self.clamp()
            return True
        if isinstance(intent, Drag) and self.max_offset > 0:
            self.offset -= intent.rel[1] if self.axis == "y" else intent.rel[0]
            self.clamp()
            return True
        if isinstance(intent, Click) and intent.button == 1:
            bar = self.bar()
            if bar is not None and bar[0].collidepoint(pos):   # the track: jump there
                along = (pos[1] - bar[0].top) / max(1, bar[0].h) if self.axis == "y" else \
                    (pos[0] - bar[0].left) / max(1, bar[0].w)
                self.offset = int(along * self.extent - self.span / 2)
                self.clamp()
                return True
            sx, sy = self._shift()
            at = (pos[0] - sx, pos[1] - sy)
            for rect, on_click in self.hits:
                if rect.collidepoint(at):
                    on_click()
                    return True
        return False

    # -- drawing --------------------------------------------------------------------------
    def bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(the track, the thumb) on the frame's far edge; None when all of it shows."""
        if self.max_offset <= 0:
            return None
        t = 5
        if self.axis == "y":
            track = pygame.Rect(self.rect.right - t, self.rect.top, t, self.rect.h)
            h = max(16, track.h * self.span // max(1, self.extent))
            y = track.top + (track.h - h) * self.offset // max(1, self.max_offset)
            return track, pygame.Rect(track.left, y, t, h)
        track = pygame.Rect(self.rect.left, self.rect.bottom - t, self.rect.w, t)
        w = max(16, track.w * self.span // max(1, self.extent))
        x = track.left + (track.w - w) * self.offset // max(1, self.max_offset)
        return track, pygame.Rect(x, track.top, w, t)

    def draw(self, surface: pygame.Surface) -> None:
        self.clamp()
        sx, sy = self._shift()
        window = self.rect.move(-sx, -sy)   # the frame, in canvas coordinates
        drawn = False
        for i, (rect, draw) in enumerate(self.lazy):
            if not drawn and rect.colliderect(window):   # one costly picture per frame
                drawn = True
                art = draw()
                self.lazy[i] = (rect, None)
                if art is not None:
                    self.items.append((art, art.get_rect(center=rect.center)))
        self.lazy = [(r, d) for r, d in self.lazy if d is not None]
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for surf, rect in self.items:
            if rect.colliderect(window):
                surface.blit(surf, (rect.left + sx, rect.top + sy))
        surface.set_clip(clip)
        for rect, whole in self.notes:   # (out of sight: an empty place, till scrolled to)
            hover.note(rect.move(sx, sy).clip(self.rect), whole)
        bar = self.bar()
        if bar is not None:
            track, thumb = bar
            pygame.draw.rect(surface, (40, 32, 58), track, border_radius=2)
            pygame.draw.rect(surface, P.ACCENT_DIM, thumb, border_radius=2)
