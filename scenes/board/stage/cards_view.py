"""Cards drawn large: a card turns over (back to front), waits to be read, then flies.

A card is read large: on the card stage, or over the board when the stage is too small
(the table's stage is the right column's last-card place, so over the board). An item
or omen then flies to its holder's hand; an event card settles on the stage (*parked*,
a miniature of the face read) while it is resolved, as its player may have a question
about it, and flies off when the engine says where it went. The frame is drawn from the card's name, text
and flavour with the deck's mark; each face is rendered once per size, while its back
appears (not in the middle of the turn).

Drawing is kept cheap (docs/PERFORMANCE.md): a card lying still is one kept surface,
its shadow baked in, its opaque rows laid down as a plain copy and only the rest
blended; the veil is not blended where an opaque card will cover it; a card
turning over is scaled to the nearest pixel from kept, smoothly narrowed copies; the
in-between sizes are made into buffers kept from frame to frame.
"""

from __future__ import annotations

import math
import re

import pygame

from scenes.kit import palette as P
from scenes.kit.animation import (Phases, around, blit_around, ease_in_out_cubic, ease_out_cubic, fit_rect,
                              lerp_rect, mix, prepared, soft_pool)
from scenes.board.art.glyphs import glyph
from scenes.board.art.icons import icon as icon_art
from scenes.board.style import DECK_NAMES, DECK_RGB
from scenes.kit.widgets import rule_with_diamond, wrap_text

ASPECT = (5, 7)
APPEAR, FLIP, SETTLE, FLY = 0.18, 0.5, 0.4, 0.6
READABLE = 400          # a card shorter than this on the stage is read over the board instead
QUESTION_READ = 1.2     # seconds a card stays over the board once a question waits on a person
INK, INK_DEEP = (24, 19, 44), (12, 9, 24)
BAND = re.compile(r"(?<=[.:;])\s+(?=\d+(?:\s*[-–]\s*\d+)?\+?:)")  # before "5+:", "2-4:", "0:"


def read_time(card) -> float:
    """Long enough to read the card aloud once, at an unhurried pace."""
    words = len(f"{card.text} {card.flavor}".split()) if card else 20
    return min(6.0, max(2.2, 1.0 + words * 0.11))


class CardSprite:
    def __init__(self, card_id: str, deck: str, dest: str | None, read: float) -> None:
        self.card_id, self.deck, self.dest = card_id, deck, dest
        steps = [("appear", APPEAR), ("flip", FLIP), ("read", read)]
        self.phases = Phases(steps + ([("settle", SETTLE)] if dest is None else []))
        self.state = "showing"        # showing | parked | flying | gone
        self.origin = "read"          # where a flight starts: the reading place or the stage

    def fly(self, dest: str | None) -> None:
        self.origin = "stage" if self.state == "parked" else "read"
        self.dest, self.state = dest, "flying"
        self.phases = Phases([("fly", FLY)])

    def update(self, dt: float) -> None:
        if self.state in ("showing", "flying"):
            self.phases.update(dt)
            if self.phases.done:
                self._next()

    def _next(self) -> None:
        if self.state == "showing" and self.dest is not None:
            self.fly(self.dest)
        else:
            self.state = "parked" if self.state == "showing" else "gone"

    def finish(self) -> None:
        while self.state in ("showing", "flying"):
            self.phases.finish()
            self._next()


class CardStage:
    def __init__(self, fonts, pack) -> None:
        self.fonts, self.pack = fonts, pack
        self.sprites: list[CardSprite] = []
        self._cache: dict = {}
        self._buffers: dict[str, pygame.Surface] = {}  # in-between art (see ``_buffer``)
        self._kept_art: dict[int, tuple] = {}           # still cards (see ``_kept``)
        self._bands: dict[int, tuple] = {}              # their opaque parts (see ``_band``)
        self._opaque_rows: dict[int, tuple] = {}        # ... as plain surfaces (see ``_opaque``)
        self._narrowings: dict[int, tuple] = {}         # turning cards (see ``_narrowed``)
        self.view = None   # the table's view (the presenter's): each card's name at this table

    # -- what the presenter asks for ----------------------------------------------------
    def show(self, card_id: str, dest: str | None) -> CardSprite:
        """Turn a card over; then fly it to ``dest`` (a rects key such as 'hand:2'), or
        park it on the stage when ``dest`` is None."""
        card = self.pack.cards.get(card_id)
        sprite = CardSprite(card_id, card.deck if card else "event", dest, read_time(card))
        self.sprites.append(sprite)
        return sprite

    def send(self, card_id: str, dest: str | None) -> bool:
        """Fly a parked card away; False if that card is not parked here."""
        for sprite in self.sprites:
            if sprite.card_id == card_id and sprite.state == "parked":
                sprite.fly(dest)
                return True
        return False

    def parked(self) -> list[str]:
        return [s.card_id for s in self.sprites if s.state == "parked"]

    @property
    def busy(self) -> bool:
        return any(s.state in ("showing", "flying") for s in self.sprites)

    def update(self, dt: float) -> None:
        for sprite in self.sprites:
            sprite.update(dt)
        self.sprites = [s for s in self.sprites if s.state != "gone"]

    @property
    def reading(self) -> bool:
        """A card is being turned over or read in the reading place (over the board)."""
        return any(s.state == "showing" and s.phases.name in ("appear", "flip", "read") for s in self.sprites)

    def still(self) -> None:
        """Reduced motion: a card shows face up where it is read at once (no appearing or
        turning over) and goes where it goes without flying."""
        for sprite in self.sprites:
            if sprite.state == "showing" and sprite.phases.name in ("appear", "flip"):
                sprite.phases.jump_to("read")
            elif sprite.state == "showing" and sprite.phases.name == "settle":
                sprite.finish()
            elif sprite.state == "flying":
                sprite.finish()
        self.sprites = [s for s in self.sprites if s.state != "gone"]

    def hurry(self, read: float = QUESTION_READ) -> None:
        """A question waits on a person: a card being read over the board stays there at
        most ``read`` seconds more (then settles beside the board, where it can still be
        read), so the question and its buttons are not hidden under it."""
        for sprite in self.sprites:
            if sprite.state != "showing":
                continue
            steps = sprite.phases.steps
            for i, (name, length) in enumerate(steps):
                if name != "read":
                    continue
                if i < sprite.phases.index:
                    break
                used = sprite.phases.elapsed if i == sprite.phases.index else 0.0
                steps[i] = (name, min(length, used + read))
            sprite.phases._skip_empty()

    def skip(self) -> None:
        for sprite in self.sprites:
            sprite.finish()
        self.sprites = [s for s in self.sprites if s.state != "gone"]

    def clear(self) -> None:
        self.sprites.clear()

    # -- drawing ----------------------------------------------------------------------
    @staticmethod
    def places(rects: dict) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(where a card is read, where it parks, the area darkened while it is read)."""
        stage = rects["card_stage"]
        park, board = fit_rect(ASPECT, stage, 0.94), rects.get("board")
        if park.h >= READABLE or board is None:
            return park, park, stage
        return fit_rect(ASPECT, board, 0.88), park, board

    def draw(self, surface: pygame.Surface, rects: dict) -> None:
        if not self.sprites:  # nothing on show: what was kept to draw it goes
            self._let_go()
        if rects.get("card_stage") is None or not self.sprites:
            return
        read, park, area = self.places(rects)
        turning = False
        for sprite in self.sprites:  # the face is made while the back appears, not mid-turn
            if sprite.state == "showing" and sprite.phases.name in ("appear", "flip"):
                turning = True
                if sprite.phases.name == "appear":
                    self._prepare(sprite, read.size)
        if not turning and self._narrowings:  # only a card turning over is drawn from these
            self._narrowings.clear()
        plans = [self._plan(s, read, park, rects) for s in self.sprites]
        veil = max(self._veil(s) for s in self.sprites)
        if veil:
            shade = self._shade(area.size)
            shade.set_alpha(int(255 * veil))
            # not blended where a card will cover it: its opaque part
            solid = [r for r in (self._solid(plan) for plan in plans if plan is not None) if r]
            blit_around(surface, shade, area, max(solid, key=lambda r: r.w * r.h) if solid else None)
        for plan in plans:
            if plan is not None:
                self._draw_plan(surface, plan)

    def _let_go(self) -> None:
        for kept in (self._buffers, self._kept_art, self._bands, self._narrowings, self._opaque_rows):
            kept.clear()

    def _prepare(self, s: CardSprite, size) -> None:
        """Make one more piece of what turning this card over will need, if any is still
        missing: the back's narrowings, the face, the face's narrowings. One a frame, so
        no single frame carries them all; whatever is not ready is made when needed."""
        if ("back", s.deck, tuple(size)) not in self._cache or not self._is_narrowed(self.back(s.deck, size)):
            self._narrowed(self.back(s.deck, size))
        elif ("front", s.card_id, tuple(size)) not in self._cache:
            self.front(s.card_id, size)
        else:
            self._narrowed(self.front(s.card_id, size))

    def _veil(self, s: CardSprite) -> float:
        if s.state == "showing":
            name, t = s.phases.name, s.phases.t
            return ease_out_cubic(t) if name == "appear" else 1 - ease_out_cubic(t) if name == "settle" else 1.0
        return 1 - ease_out_cubic(s.phases.t * 1.6) if s.state == "flying" and s.origin == "read" else 0.0

    def _plan(self, s: CardSprite, home, park, rects: dict) -> tuple | None:
        """How a card is drawn this frame: ``(art, rect, alpha, lift, how, whole)`` —
        ``art`` put at ``rect``, scaled to it ``how``: "smooth"ly, "plain" (to the nearest
        pixel) or "made" (already scaled and turned: a card in flight); ``whole``: the art
        is a card's own surface (opaque inside its rounded corners)."""
        name, t = s.phases.name, s.phases.t
        if s.state == "parked":
            return self.mini(s.card_id, home.size, park.size), park, 255, 0.0, "smooth", True
        if name == "appear":
            rect = lerp_rect(home.inflate(-home.w // 8, -home.h // 8), home, ease_out_cubic(t))
            return self.back(s.deck, home.size), rect, int(255 * ease_out_cubic(t)), 0.0, "smooth", True
        if name == "flip":
            # a horizontal scale through zero: the back narrows away, the face widens in
            turn = abs(math.cos(math.pi * ease_in_out_cubic(t)))
            lift = 1 + 0.06 * math.sin(math.pi * t)
            rect = pygame.Rect(0, 0, max(1, int(home.w * turn * lift)), int(home.h * lift))
            rect.center = home.center
            art = self.back(s.deck, home.size) if t < 0.5 else self.front(s.card_id, home.size)
            # in motion, a plain (nearest-pixel) scale of the narrowest smooth narrowing at
            # least as wide: a fraction of the cost of a smooth scale of the whole card,
            # which is smooth again the moment it lies still
            narrower = [n for n in self._narrowed(art) if n.get_width() >= rect.w]
            use = narrower[-1] if narrower else art
            return use, rect, 255, lift - 1, "plain", use is art
        if name == "read":
            return self.front(s.card_id, home.size), home, 255, 0.0, "smooth", True
        if name == "settle":
            rect = lerp_rect(home, park, ease_in_out_cubic(t))
            return self.front(s.card_id, home.size), rect, 255, 0.0, "smooth", True
        if name == "fly":
            return self._flight(s, home if s.origin == "read" else park, rects, t)
        return None

    def _flight(self, s: CardSprite, home, rects, t) -> tuple:
        target = rects.get(s.dest) if s.dest else None
        if target is None:  # nowhere given: sink below and fade
            target = pygame.Rect(0, 0, home.w // 5, home.h // 5)
            target.center = (home.centerx, min(rects.get("board", home).bottom, home.bottom + home.h // 3))
        end = fit_rect(ASPECT, target)
        e = ease_in_out_cubic(t)
        rect = lerp_rect(home, end, e)
        # upright, smoothly scaled from the face as made: a card tilted on its way (a
        # nearest-pixel rotation at a new angle every frame) had its text smear (issue 28)
        art = self._scaled(self.front(s.card_id, home.size), rect.size)
        alpha = int(255 * (1 - ease_out_cubic(max(0.0, (t - 0.72) / 0.28))))
        return art, art.get_rect(center=rect.center), alpha, 0.0, "made", False

    def _solid(self, plan) -> pygame.Rect | None:
        """The part of the screen a planned card covers with fully opaque pixels (its
        rounded corners left out), or None if that is not known."""
        art, rect, alpha, _lift, how, whole = plan
        if alpha < 255 or not whole or (how != "plain" and art.get_size() != rect.size):
            return None  # faint, a narrowing, or smoothly scaled: blended inside too
        band = self._band(art)
        if band is None:
            return None
        if art.get_size() == rect.size:  # drawn as it is
            return band.move(rect.topleft)
        # to the nearest pixel: a row of the result is a row of the art, scaled
        h, height = art.get_height(), rect.h
        top, bottom = -(-band.top * height // h) + 2, band.bottom * height // h - 2
        return pygame.Rect(rect.x, rect.y + top, rect.w, bottom - top) if bottom > top else None

    def _draw_plan(self, surface, plan) -> None:
        """The card over its shadow: its own outline in black, ``100/255`` strong (times
        ``alpha``), dropped down and right (further, lifted)."""
        art, rect, alpha, lift, how, whole = plan
        depth = max(3, rect.h // 40) + int(rect.h * lift)
        if whole and alpha == 255 and art.get_size() == rect.size:  # still: made once
            kept, band = self._kept(art, depth), self._band(art)
            if band is None:
                surface.blit(kept, rect)
                return
            # its opaque rows copied as they are (nothing to blend), the rest around them
            band = band.move(rect.topleft)
            surface.blit(self._opaque(art, band.size), band)
            blit_around(surface, kept, rect.topleft, band)
            return
        solid = self._solid(plan)
        if how != "made" and art.get_size() != rect.size:
            art = self._scaled(art, rect.size, smooth=how == "smooth")
        # the shadow only where it shows: not under the card's opaque part
        where = rect.move(depth // 2, depth)
        hole = solid.move(-where.x, -where.y) if solid is not None else None
        shadow = self._shadow(art, 100 * alpha // 255, hole)
        blit_around(surface, shadow, where, solid)
        if alpha < 255:  # the art drawn fainter, then as it was (it may be a kept face)
            art.set_alpha(alpha)
            surface.blit(art, rect)
            art.set_alpha(255)
        else:
            surface.blit(art, rect)

    # -- a card drawn still: made once ---------------------------------------------------------
    def _kept(self, art, depth: int) -> pygame.Surface:
        """One of the stage's own card surfaces over its shadow (what ``_draw_plan`` would
        draw, as one surface), for a card drawn frame after frame while it is read or
        parked. Kept for two cards."""
        kept = self._kept_art
        found = kept.get(id(art))
        if found is None or found[0] is not art or found[1] != depth:
            if len(kept) >= 2 and id(art) not in kept:
                kept.clear()
            w, h = art.get_size()
            both = pygame.Surface((w + depth // 2, h + depth), pygame.SRCALPHA, art)
            both.blit(self._shadow(art, 100), (depth // 2, depth))
            both.blit(art, (0, 0))
            found = kept[id(art)] = (art, depth, both)
        return found[2]

    def _opaque(self, art, size) -> pygame.Surface:
        """The opaque rows of one of the stage's card surfaces (``_band``), as a surface
        without alpha: laid down as a plain copy. Kept for two cards."""
        kept = self._opaque_rows
        found = kept.get(id(art))
        if found is None or found[0] is not art:
            if len(kept) >= 2:
                kept.clear()
            band = self._band(art)
            found = kept[id(art)] = (art, prepared(art.subsurface(band).copy(), alpha=False))
        return found[1]

    def _band(self, art) -> pygame.Rect | None:
        """``_opaque_band(art)`` for one of the stage's own card surfaces (kept for four)."""
        bands = self._bands
        found = bands.get(id(art))
        if found is None or found[0] is not art:
            if len(bands) >= 4:
                bands.clear()
            found = bands[id(art)] = (art, _opaque_band(art))
        return found[1]

    def _narrowed(self, art) -> list[pygame.Surface]:
        """``art``, then ``art`` smoothly narrowed to a half, a quarter, ... of its width
        (down to ~30 px, full height): what a turning card is scaled from. Made once per
        card face (kept for four)."""
        kept = self._narrowings
        found = kept.get(id(art))
        if found is None or found[0] is not art:
            if len(kept) >= 4:
                kept.clear()
            levels = [art]
            while levels[-1].get_width() >= 60:
                last = levels[-1]
                levels.append(pygame.transform.smoothscale(last, (last.get_width() // 2, last.get_height())))
            found = kept[id(art)] = (art, levels)
        return found[1]

    def _is_narrowed(self, art) -> bool:
        found = self._narrowings.get(id(art))
        return found is not None and found[0] is art

    # -- in-between art: into kept buffers, not fresh surfaces ---------------------------------
    # A card appearing, turning or flying is a new size every frame: its pixels are made
    # into a part of a buffer kept from frame to frame rather than into fresh card-sized
    # surfaces (no allocation, no page faults, while it moves).
    def _buffer(self, name: str, size, like) -> pygame.Surface:
        """A ``size`` part of the kept buffer ``name`` in ``like``'s pixel format, what it
        held before to be overwritten. Grown when too small, with room to spare (a card
        turning over is lifted up to 6% larger), so it is made once, not frame after frame."""
        w, h = max(1, size[0]), max(1, size[1])
        buf = self._buffers.get(name)
        if buf is not None and (buf.get_bitsize(), buf.get_masks()) != (like.get_bitsize(), like.get_masks()):
            buf = None
        if buf is None or buf.get_width() < w or buf.get_height() < h:
            old = buf.get_size() if buf is not None else (0, 0)
            grown = (max(old[0], w + w // 8), max(old[1], h + h // 8))
            buf = self._buffers[name] = pygame.Surface(grown, pygame.SRCALPHA, like)
        return buf.subsurface((0, 0, w, h))

    def _scaled(self, art, size, smooth: bool = True) -> pygame.Surface:
        """``art`` scaled to ``size`` (smoothly, or to the nearest pixel), in the "scaled"
        buffer: good until the next call."""
        out = self._buffer("scaled", size, art)
        if smooth:
            return pygame.transform.smoothscale(art, out.get_size(), out)
        return pygame.transform.scale(art, out.get_size(), out)

    def _shadow(self, art, strength: int, hole=None) -> pygame.Surface:
        """The shadow ``art`` casts: black, its alpha times ``strength``/255 (baked in,
        so the blit is a plain per-pixel one), in the "black" buffer; left unmade inside
        ``hole`` (a rect of the art's own coordinates) when given."""
        out = self._buffer("black", art.get_size(), art)
        for part in around(out.get_rect(), hole):
            out.fill((0, 0, 0, strength), part)
            out.blit(art, part, part, special_flags=pygame.BLEND_RGBA_MULT)
        return out

    # -- the art ------------------------------------------------------------------------
    def front(self, card_id: str, size) -> pygame.Surface:
        card = self.pack.cards.get(card_id)
        if card is not None and self.view is not None:   # its name at this table (an heirloom's, a blank omen's)
            from dataclasses import replace

            from game.campaign.marks import card_name

            name = card_name(self.pack, self.view, card_id)
            card = card if name == card.name else replace(card, name=name)
        key = ("front", card_id, tuple(size)) + ((card.name,) if card is not None else ())
        return self._art(key, lambda: card_face(self.fonts, card, size))

    def mini(self, card_id: str, size, small) -> pygame.Surface:
        """The face read at ``size``, made ``small`` (a card put aside, waiting): the
        same card in miniature, rather than a face laid out afresh too small to read."""
        if tuple(small) == tuple(size):
            return self.front(card_id, size)
        return self._art(("mini", card_id, tuple(size), tuple(small)),
                         lambda: pygame.transform.smoothscale(self.front(card_id, size), small))

    def back(self, deck: str, size) -> pygame.Surface:
        return self._art(("back", deck, tuple(size)), lambda: card_back(deck, size))

    def _shade(self, size) -> pygame.Surface:
        return self._art(("shade", tuple(size)), lambda: soft_pool(size, INK_DEEP))

    def _art(self, key, make) -> pygame.Surface:
        if key not in self._cache:
            if key[0] in ("front", "mini"):
                self._forget_faces()
            self._cache[key] = prepared(make())
        return self._cache[key]

    def _forget_faces(self) -> None:
        """Before a face is made, the faces of cards no longer on show go: a face read
        large is 1.6 MB at 1080p, and a game shows dozens of cards, each once."""
        shown = {s.card_id for s in self.sprites}
        for key in [key for key in self._cache if key[0] in ("front", "mini") and key[1] not in shown]:
            del self._cache[key]


def _opaque_band(art) -> pygame.Rect | None:
    """The rows of a card's art (between its rounded corners) where every pixel is fully
    opaque, or None if they are not."""
    w, h = art.get_size()
    r = _corner(w)
    band = pygame.Rect(0, r, w, h - 2 * r)
    if band.h <= 0:
        return None
    opaque = pygame.mask.from_surface(art, 254)  # alpha 255 only
    return band if opaque.overlap_area(pygame.Mask(band.size, fill=True), band.topleft) == band.w * band.h else None


def _corner(w: int) -> int:
    """The radius of a card's rounded corners, ``w`` wide."""
    return max(4, w // 18)


def _frame(size, deck: str) -> tuple[pygame.Surface, tuple]:
    """The card body both sides share, and the deck's colour: ink, double border, diamonds."""
    w, h = size
    colour = DECK_RGB.get(deck, P.ACCENT)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = _corner(w)
    for i in range(12):  # candle-lit at the top, night at the foot
        band = pygame.Rect(0, h * i // 12, w, h // 12 + 2)
        pygame.draw.rect(card, mix(mix(INK, colour, 0.10), INK_DEEP, i / 11), band)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(card, colour, card.get_rect(), max(2, w // 110), border_radius=radius)
    inset = max(5, w // 24)
    inner = card.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(card, mix(colour, INK, 0.45), inner, 1, border_radius=max(2, radius - inset // 2))
    d = max(3, w // 60)
    for cx, cy in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        pygame.draw.polygon(card, colour, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
    return card, colour


def card_back(deck: str, size) -> pygame.Surface:
    w, h = size
    card, colour = _frame(size, deck)
    lattice = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(10, w // 9)
    for x in range(-h, w + h, step):  # a diamond trellis, faint
        pygame.draw.line(lattice, (*colour, 34), (x, 0), (x + h, h))
        pygame.draw.line(lattice, (*colour, 34), (x + h, 0), (x, h))
    inset = max(5, w // 24) + 3
    card.blit(lattice.subsurface(pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)), (inset, inset))
    r = int(w * 0.22)
    pygame.draw.circle(card, INK_DEEP, (w // 2, h // 2), r)
    pygame.draw.circle(card, colour, (w // 2, h // 2), r, max(2, w // 100))
    pygame.draw.circle(card, mix(colour, INK, 0.5), (w // 2, h // 2), r - max(4, w // 45), 1)
    mark = glyph(deck, int(r * 1.15), colour)
    card.blit(mark, mark.get_rect(center=(w // 2, h // 2)))
    return card


def card_face(fonts, card, size) -> pygame.Surface:
    """The readable side: deck mark and name, a rule, the text, the flavour in italics."""
    (w, h), deck = size, card.deck if card else "event"
    face, colour = _frame(size, deck)
    pictured = bool(card and card.icon)
    pad, r = max(10, int(w * 0.1)), max(8, int(w * (0.11 if pictured else 0.075)))
    medal = (w // 2, int(h * 0.035) + r)
    width = w - 2 * pad
    pygame.draw.circle(face, INK_DEEP, medal, r)
    pygame.draw.circle(face, colour, medal, r, max(1, w // 140))
    if pictured:  # the card's own picture in the medal, the deck's mark beside it
        art = icon_art(card.icon, int(r * 1.45), colour, fallback=deck)
        face.blit(art, art.get_rect(center=medal))
        mark = glyph(deck, max(8, int(r * 0.7)), mix(colour, INK, 0.2))
        face.blit(mark, mark.get_rect(center=(pad + mark.get_width() // 2, medal[1])))
    else:
        mark = glyph(deck, int(r * 1.3), colour)
        face.blit(mark, mark.get_rect(center=medal))
    label = fonts.render("display", max(9, int(h * 0.03)), "  ".join(DECK_NAMES.get(deck, deck).upper()),
                         mix(colour, P.TEXT, 0.25))
    face.blit(label, label.get_rect(midtop=(w // 2, medal[1] + r + h // 110)))
    y = medal[1] + r + h // 110 + label.get_height()
    name_size = int(h * 0.068)
    while True:  # the name in one or two lines, as large as that allows
        font = fonts.get("display", name_size)
        lines = wrap_text(font, card.name if card else "?", width)
        if len(lines) <= 2 or name_size <= 12:
            break
        name_size -= 2
    for line in lines:
        text = font.render(line, True, P.TEXT)
        face.blit(text, text.get_rect(midtop=(w // 2, y)))
        y += int(font.get_linesize() * 0.92)
    rule = rule_with_diamond(int(width * 0.7), mix(colour, INK, 0.2), 1, max(3, w // 70))
    face.blit(rule, rule.get_rect(midtop=(w // 2, y + h // 120)))
    top, bottom = y + rule.get_height() + h // 40, h - pad
    body, flavour = (card.text, card.flavor) if card else ("", "")
    # each roll result on a line of its own, read at a glance; not inside a (choice)
    body = BAND.sub(lambda m: m.group() if body.count("(", 0, m.start()) > body.count(")", 0, m.start())
                    else "\n", body)
    size_ = 9  # a card too small to fit any text: the smallest size, clipped
    for size_ in range(int(h * 0.05), 8, -1):  # the largest text that fits (measured, not drawn)
        if (_block_height(fonts, "body", size_, body, width) + h // 14
                + _block_height(fonts, "italic", int(size_ * 0.98), flavour, int(width * 0.94))) <= bottom - top:
            break
    text = _block(fonts, "body", size_, body, width, P.TEXT, centred=False)
    note = _block(fonts, "italic", int(size_ * 0.98), flavour, int(width * 0.94),
                  mix(P.TEXT_SOFT, colour, 0.18), centred=True)
    free = bottom - top - text.get_height() - note.get_height() - h // 22
    face.blit(text, (pad, top + max(0, free) // 3))
    if flavour:
        sep = bottom - note.get_height() - h // 60
        pygame.draw.line(face, mix(colour, INK, 0.55), (w // 2 - width // 6, sep), (w // 2 + width // 6, sep))
        face.blit(note, note.get_rect(midbottom=(w // 2, bottom)))
    return face


def _block_height(fonts, face: str, size: int, text: str, width: int) -> int:
    """The height of ``_block(fonts, face, size, text, width, ...)``, without drawing it."""
    font = fonts.get(face, size)
    lines = wrap_text(font, text, width) if text else []
    return max(1, int(font.get_linesize() * 1.08) * len(lines))


def _block(fonts, face: str, size: int, text: str, width: int, colour, centred: bool) -> pygame.Surface:
    font = fonts.get(face, size)
    lines = wrap_text(font, text, width) if text else []
    step = int(font.get_linesize() * 1.08)
    block = pygame.Surface((width, max(1, step * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        art = font.render(line, True, colour)
        block.blit(art, art.get_rect(midtop=(width // 2, i * step)) if centred else (0, i * step))
    return block
