"""The list of attacks ("Attack whom?"): a short framed list of the legal attacks, with
Cancel, on the board beside the rooms it names — never over them.

Its place (``clear_spot``): the foot of the board if that leaves every target's room in
sight, else a corner or a place beside the targets' rooms, covering as little else of
the house (and the board's buttons) as it can; when no place on the board is clear of
the targets (a crowded floor, a large UI scale), it is laid over the right-hand column
(the decks and the last card wait under it). As the camera moves, a list that has come
to cover a target moves again once the camera rests (``follow``).
"""

from __future__ import annotations

import pygame

from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button, width_for
from scenes.board.hud.hud import button_name
from scenes.kit.intents import Key
from scenes.kit.plate import Plate
from scenes.kit.widgets import make_panel


def clear_spot(bounds: pygame.Rect, size, keep_off, avoid=(), margin: int = 8) -> pygame.Rect | None:
    """Where a ``size`` plate goes inside ``bounds`` without touching any of ``keep_off``
    (the first clear of those, ranked by how much of ``avoid`` it covers): the foot's
    middle, the corners, beside each rect of ``keep_off``, then the points of a grid over
    ``bounds``. None: nowhere is clear."""
    w, h = size
    inner = bounds.inflate(-2 * margin, -2 * margin)
    if w > inner.w or h > inner.h:
        return None
    left, right, top, bottom = inner.left, inner.right - w, inner.top, inner.bottom - h
    spots = [(inner.centerx - w // 2, bottom), (left, bottom), (right, bottom), (left, top), (right, top)]
    for r in keep_off:
        spots += [(r.left - margin - w, r.centery - h // 2), (r.right + margin, r.centery - h // 2),
                  (r.centerx - w // 2, r.top - margin - h), (r.centerx - w // 2, r.bottom + margin)]
    # then anywhere on a grid over the board (an open stretch beside the house, not a corner)
    spots += [(left + (right - left) * i // 6, top + (bottom - top) * j // 6) for j in range(7) for i in range(7)]
    best = None
    for rank, (x, y) in enumerate(spots):
        plate = pygame.Rect(min(max(x, left), right), min(max(y, top), bottom), w, h)
        if plate.collidelist(list(keep_off)) >= 0:
            continue
        covered = sum(plate.clip(r).w * plate.clip(r).h for r in avoid)
        if best is None or (covered, rank) < best[0]:
            best = ((covered, rank), plate)
    return best[1] if best else None


class Picker(Plate):
    """A short framed list of commands with Cancel, placed clear of what it names."""

    def __init__(self, fonts) -> None:
        super().__init__(fonts)
        self.shown = False
        self.rect = None
        self._keep_off: list = []

    def open(self, rows, board, unit, submit, cancel, clear_of=None, aside=None) -> None:
        """``clear_of()``: (the rects the list must not cover — its targets' rooms —, the
        rects it had better not: the rooms shown, the board's buttons); ``aside``: the
        column it is laid over when the board has no clear place."""
        self.shown = True
        self.rows = list(rows)   # (label, command): what the list offers
        self._args = (board, unit, submit, cancel, clear_of, aside)
        keep_off, avoid = clear_of() if clear_of is not None else ([], [])
        self._keep_off = [pygame.Rect(r) for r in keep_off]
        bh, gap, pad = max(30, int(unit * 4.8)), max(4, int(unit * 0.7)), int(unit * 1.6)
        self.title = self.fonts.render("display", max(15, int(unit * 3)), "Attack whom?", P.TRAITOR_HOT)
        height = pad * 2 + self.title.get_height() + gap + (len(rows) + 1) * (bh + gap)
        widest = max([width_for(label, bh, self.fonts, scale=1.0) for label, _c in rows]
                     + [self.title.get_width(), int(unit * 30)])   # as wide as its words, no wider
        size = (min(board.w - int(unit * 4), int(unit * 60), widest + 2 * pad), height)
        self.rect = clear_spot(board, size, self._keep_off, avoid, int(unit * 2))
        if self.rect is None and aside is not None:   # no clear place on the board: over the column beside it
            self.rect = pygame.Rect(aside.left, aside.top, aside.w, min(height, aside.h))
        if self.rect is None:   # (no column either: the foot of the board, as it always was)
            self.rect = pygame.Rect((0, 0), size)
            self.rect.midbottom = (board.centerx, board.bottom - int(unit * 2))
            self.rect.top = max(self.rect.top, board.top)
        width = self.rect.w
        self.panel = make_panel(self.rect.size, P.PANEL_FILL, P.TRAITOR_DIM, max(4, int(unit)), 2)
        self.pad = pad
        self.widgets.clear()
        y = self.rect.top + pad + self.title.get_height() + gap
        for label, command in rows:
            r = pygame.Rect(self.rect.left + pad, y, width - 2 * pad, bh)
            self.widgets.add(fitted_button(label, lambda c=command: submit(c), r, self.fonts,
                                           name=button_name(command)))
            y += bh + gap
        r = pygame.Rect(self.rect.left + pad, y, width - 2 * pad, bh)
        self.widgets.add(fitted_button("Cancel", cancel, r, self.fonts, name="attack:cancel"))

    def follow(self) -> None:
        """The camera has come to rest: if the rooms the list names have moved under it,
        it moves clear of them again."""
        if not self.shown or self._args[4] is None:
            return
        keep_off = [pygame.Rect(r) for r in self._args[4]()[0]]
        if keep_off != self._keep_off and self.rect.collidelist(keep_off) >= 0:
            self.open(self.rows, *self._args)

    def close(self) -> None:
        self.shown = False
        self.widgets.clear()

    def handle(self, intent) -> bool:
        if not self.shown:
            return False
        if isinstance(intent, Key) and intent.name == "escape":
            return False
        return self.keeps(intent)

    def draw(self, surface) -> None:
        if not self.shown:
            return
        surface.blit(self.panel, self.rect)
        surface.blit(self.title, (self.rect.left + self.pad, self.rect.top + self.pad))
        self.widgets.draw(surface)
