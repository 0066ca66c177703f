"""The hover layer: one place for every tooltip and for the pointer's rules of conduct.

Every scene draws its own things; what hovering should *say* it hands to this layer,
and the App draws the one tooltip of the frame last, over everything, by one set of
rules (issue 28, point 1):

* a tooltip appears once the pointer has rested ``DELAY`` seconds, and goes at once on
  a click, a press, a key or a move (it comes back after the next rest);
* it is never drawn over anything the scenes ``keep_clear`` — an open dialog, a lit
  target, a roll's result, an error banner — and a tooltip of something that lies
  under an open dialog (``modal=True``) is not shown at all;
* text cut short to fit (``widgets.fit_text``, ``draw_fitted``) is noted here (``note``), so
  its whole text is there on hover.

The API, for any scene or widget, called while drawing (each frame starts empty)::

    from scenes.kit import hover
    hover.note(rect, "the whole text")            # hovering rect shows these words
    hover.note(rect, ["Title", "more lines"])     # a heading and its lines
    hover.tip(rect, surface)                      # a ready-made picture (a card, a room)
    hover.keep_clear(rect)                        # no tooltip covers rect
    hover.keep_clear(rect, modal=True)            # ... nor shows for what lies under it

Later notes win over earlier ones (the topmost thing drawn is the one hovered).

The pointer's second rule lives here too: **a control that appears or changes under a
resting pointer ignores clicks for** ``GRACE`` **seconds** or until the pointer moves
(``steady``), so the click meant for the old control never lands on the new one.
``WidgetGroup`` asks ``fresh_under_pointer`` for each button it adds.

The layer's clock is the App's (``tick``): game time, so a test stepping frames and a
real window agree.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import _

DELAY = 0.45   # seconds the pointer rests before a tooltip appears
GRACE = 0.30   # seconds a control new under the resting pointer ignores clicks


@dataclass
class Audit:
    """What a test asks: every text cut short (its whole text) and every whole text
    given for hover, across a walk through the screens (``hover.audit``)."""

    on: bool = False
    cuts: set = field(default_factory=set)
    noted: set = field(default_factory=set)

    def missing(self) -> set:
        """Texts cut short whose whole is in no hover note (a note may say more)."""
        return {c for c in self.cuts if c not in self.noted and not any(c in n for n in self.noted)}

    def reset(self) -> None:
        self.cuts.clear()
        self.noted.clear()


audit = Audit()


class HoverLayer:
    """The App's one hover layer (``hover.current()``)."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.pos: tuple[int, int] | None = None   # where the pointer rests, if known
        self.rested = 0.0          # seconds it has rested there
        self.moves = 0             # pointer motions so far (a control's grace ends at the next)
        self.dismissed = False     # a click or a key since the last move: no tooltip
        self.notes: list = []      # (seq, rect, content) of this frame
        self.clears: list = []     # (seq, rect, modal)
        self.shown: pygame.Rect | None = None   # the tooltip drawn last frame, if any
        self._seq = 0
        self._cache: dict = {}
        self._spots: dict = {}   # where a hemmed-in tooltip went (worked out once)

    # -- the pointer --------------------------------------------------------------------
    def pointer(self, intent) -> None:
        """Every intent the App reads passes here first."""
        from scenes.kit.intents import Click, Drag, Hover, Key, Press, Wheel

        if isinstance(intent, (Hover, Drag)):
            self.moves += 1   # the pointer was aimed (SDL reports motion only when it moves)
            if intent.pos != self.pos:
                self.pos, self.rested, self.dismissed = tuple(intent.pos), 0.0, False
        elif isinstance(intent, (Click, Press)):
            self.pos, self.dismissed = tuple(intent.pos), True
        elif isinstance(intent, (Key, Wheel)):
            self.dismissed = True

    @property
    def pending(self) -> bool:
        """Is a tooltip about to appear (the pointer resting, not yet long enough)?"""
        return self.pos is not None and not self.dismissed and self.rested < DELAY + 0.1

    def tick(self, dt: float) -> None:
        self.clock += dt
        self.rested += dt

    # -- what the scenes say while drawing -------------------------------------------------
    def begin_frame(self) -> None:
        self.notes.clear()
        self.clears.clear()

    def note(self, rect, content, *, delay: float | None = None) -> None:
        self._seq += 1
        if isinstance(content, str):
            content = [content]
        if isinstance(content, list):   # a literal is a msgid, as everywhere text is drawn
            content = [_(c) if isinstance(c, str) else c for c in content]
        if isinstance(content, list) and audit.on:
            audit.noted.update(content)
        self.notes.append((self._seq, pygame.Rect(rect), content, DELAY if delay is None else delay))

    def keep_clear(self, rect, *, modal: bool = False) -> None:
        self._seq += 1
        self.clears.append((self._seq, pygame.Rect(rect), modal))

    # -- the one tooltip -----------------------------------------------------------------------
    def active(self):
        """(anchor, content) of the note the resting pointer asks for now, or None."""
        if self.pos is None or self.dismissed:
            return None
        for seq, rect, content, delay in reversed(self.notes):
            if not rect.collidepoint(self.pos) or self.rested < delay:
                continue
            if any(modal and s > seq and r.collidepoint(self.pos) and not r.contains(rect)
                   for s, r, modal in self.clears):
                return None   # it lies under an open dialog (not one of the dialog's own)
            return rect, content
        return None

    def draw(self, surface: pygame.Surface, fonts, unit: float) -> None:
        self.shown = None
        found = self.active()
        if found is None:
            return
        anchor, content = found
        gap = max(6, int(unit))
        # words are set narrower when the wide box finds no clear place; a picture is as it is
        for width in ((None,) if isinstance(content, pygame.Surface) else (40, 28, 20)):
            image = content if width is None else self._box(fonts, unit, content, width)
            spot = self.place(image.get_size(), anchor, surface.get_rect(), gap=gap)
            if spot is not None:
                surface.blit(image, spot)
                self.shown = spot
                return

    def place(self, size, anchor: pygame.Rect, bounds: pygame.Rect, gap: int = 8) -> pygame.Rect | None:
        """Beside ``anchor`` (right, left, below, above; each centred, then flush with
        either end), inside ``bounds`` and over nothing kept clear; None when no such
        place exists (then no tooltip)."""
        w, h = size
        a = anchor
        spots = [("midleft", (a.right + gap, a.centery)), ("midright", (a.left - gap, a.centery)),
                 ("midtop", (a.centerx, a.bottom + gap)), ("midbottom", (a.centerx, a.top - gap)),
                 ("bottomleft", (a.right + gap, a.bottom)), ("topleft", (a.right + gap, a.top)),
                 ("bottomright", (a.left - gap, a.bottom)), ("topright", (a.left - gap, a.top)),
                 ("topleft", (a.left, a.bottom + gap)), ("topright", (a.right, a.bottom + gap)),
                 ("bottomleft", (a.left, a.top - gap)), ("bottomright", (a.right, a.top - gap))]
        pointer = pygame.Rect(self.pos or (0, 0), (1, 1))
        clears = [c for _s, c, _m in self.clears]

        def free(r) -> bool:   # never under the pointer itself, nor over anything kept clear
            return not r.colliderect(pointer) and r.collidelist(clears) < 0

        for handle, at in spots:
            r = pygame.Rect(0, 0, w, h)
            setattr(r, handle, at)
            r = r.clamp(bounds)
            if free(r):
                return r
        # hemmed in (lit rooms all around): the free place nearest the anchor, if any
        key = (tuple(anchor), size, tuple(bounds), tuple(map(tuple, clears)), tuple(pointer))
        if key not in self._spots:
            if len(self._spots) > 32:
                self._spots.clear()
            step = max(12, min(w, h) // 4)
            best = None
            for y in range(bounds.top, bounds.bottom - h + 1, step):
                for x in range(bounds.left, bounds.right - w + 1, step):
                    r = pygame.Rect(x, y, w, h)
                    if free(r):
                        far = (r.centerx - a.centerx) ** 2 + (r.centery - a.centery) ** 2
                        if best is None or far < best[0]:
                            best = (far, r)
            self._spots[key] = best[1] if best else None
        return self._spots[key]

    def _box(self, fonts, unit: float, lines, width: int) -> pygame.Surface:
        key = (tuple(lines), round(unit, 2), id(fonts), width)
        if key not in self._cache:
            if len(self._cache) > 64:
                self._cache.clear()
            self._cache[key] = tip_box(fonts, unit, lines, width)
        return self._cache[key]

    # -- the grace time ---------------------------------------------------------------------
    def fresh_under_pointer(self, rect) -> bool:
        """Would a control appearing (or changing) at ``rect`` now be under the resting
        pointer? Then it ignores clicks for ``GRACE`` seconds (see ``steady``)."""
        return self.pos is not None and pygame.Rect(rect).collidepoint(self.pos)

    def now(self) -> tuple[float, int]:
        """The moment a control appears: ``since`` for ``steady``."""
        return self.clock, self.moves

    def steady(self, since) -> bool:
        """May a control that appeared under the resting pointer at ``since`` (``now()``)
        take a click now: once the grace time is over, or once the pointer has moved
        (aimed at it anew)?"""
        return since is None or self.clock - since[0] >= GRACE or self.moves > since[1]


def tip_box(fonts, unit: float, lines, most: int = 40) -> pygame.Surface:
    """A tooltip's box, at most ``most`` units wide: the first line as its heading, the
    rest under it, wrapped."""
    from scenes.kit import palette as P
    from scenes.kit.widgets import render_wrapped

    longest = max((fonts.get("body", max(13, int(unit * 2.2))).size(s)[0] for s in lines), default=0)
    pad = max(6, int(unit * 1.4))
    width = max(int(unit * 12), min(int(unit * most), longest + 2 * pad + 2))
    blocks = [render_wrapped(fonts, "serif" if i == 0 else "body", max(13, int(unit * (2.6 if i == 0 else 2.2))),
                             line, width - 2 * pad, P.TEXT if i == 0 else P.TEXT_SOFT, 1.1)
              for i, line in enumerate(lines)]
    return tip_panel(blocks, width, pad, unit)


def tip_panel(blocks, width: int, pad: int, unit: float) -> pygame.Surface:
    """Rendered ``blocks`` stacked in a tooltip's dark panel ``width`` wide: the look of
    every tooltip (a room's on the board is made of its own blocks)."""
    from scenes.kit import palette as P
    from scenes.kit.widgets import make_panel

    gap = int(unit * 0.6)
    height = 2 * pad + sum(b.get_height() for b in blocks) + gap * (len(blocks) - 1)
    box = make_panel((width, height), (12, 9, 22, 244), P.ACCENT_DIM, max(4, int(unit)), 1)
    y = pad
    for b in blocks:
        box.blit(b, (pad, y))
        y += b.get_height() + gap
    return box


_current = HoverLayer()


def current() -> HoverLayer:
    return _current


def install(layer: HoverLayer) -> HoverLayer:
    """The App's layer becomes the one every ``note`` goes to."""
    global _current
    _current = layer
    return layer


def note(rect, content, *, delay: float | None = None) -> None:
    _current.note(rect, content, delay=delay)


def tip(rect, surface: pygame.Surface, *, delay: float | None = None) -> None:
    _current.note(rect, surface, delay=delay)


def keep_clear(rect, *, modal: bool = False) -> None:
    _current.keep_clear(rect, modal=modal)


def cut(whole: str) -> None:
    """``whole`` was shown shortened (for the audit; whoever draws it notes it)."""
    if audit.on:
        audit.cuts.add(whole)
