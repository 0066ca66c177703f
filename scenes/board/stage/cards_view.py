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

import pygame

from game.i18n import language

from scenes.kit.animation import (Phases, around, blit_outside, ease_in_out_cubic, ease_out_cubic,
                              fit_rect, lerp_rect, prepared, soft_pool)
from scenes.board.stage.card_sides import INK, INK_DEEP, _corner, card_back, card_face  # noqa: F401 (theirs)

ASPECT = (5, 7)
APPEAR, FLIP, SETTLE, FLY = 0.18, 0.5, 0.4, 0.6
PERSPECTIVE = 0.06      # a card edge-on in its turn: its far edge this much shorter, its near one longer
STRIPS = 12             # the vertical strips a turning card is drawn in
READABLE = 400          # a card shorter than this on the stage is read over the board instead
QUESTION_READ = 1.2     # seconds a card stays over the board once a question waits on a person


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
        self._level_bands: dict[int, tuple] = {}        # ... their opaque rows (see ``_level_band``)
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
        # read over the board: within "read" if given (the board below its top plates)
        return fit_rect(ASPECT, rects.get("read") or board, 0.88), park, board

    def draw(self, surface: pygame.Surface, rects: dict, covered=(), part: str = "all") -> None:
        """``covered``: rects something opaque is drawn over later in this frame (a roll's
        panel): neither the veil nor a card lying still is laid down there. ``part``:
        "veil" only the veil, whole (a kept layer: scenes.board.retained), "cards" only
        the cards over it, or "all"."""
        if part == "veil":
            self._draw_veil(surface, rects, [], covered)
            return
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
            self._level_bands.clear()
        plans = [self._plan(s, read, park, rects) for s in self.sprites]
        if part == "all":
            self._draw_veil(surface, rects, plans, covered)
        for plan in plans:
            if plan is not None:
                self._draw_plan(surface, plan, covered)

    def veil(self) -> float:
        """How dark the veil under the cards on show is, 0..1."""
        return max((self._veil(s) for s in self.sprites), default=0.0)

    def _draw_veil(self, surface, rects: dict, plans: list, covered) -> None:
        """The veil, not blended where a planned card will cover it (its opaque part)."""
        veil = self.veil()
        if rects.get("card_stage") is None or not veil:
            return
        area = self.places(rects)[2]
        shade = self._shade(area.size)
        shade.set_alpha(int(255 * veil))
        solid = [r for r in (self._solid(plan) for plan in plans if plan is not None) if r]
        holes = [max(solid, key=lambda r: r.w * r.h)] if solid else []
        blit_outside(surface, shade, area.topleft, holes + list(covered))

    def _let_go(self) -> None:
        for kept in (self._buffers, self._kept_art, self._bands, self._narrowings, self._opaque_rows,
                     self._level_bands):
            kept.clear()

    def _prepare(self, s: CardSprite, size) -> None:
        """Make one more piece of what turning this card over will need, if any is still
        missing: the back's narrowings, the face, the face's narrowings. One a frame, so
        no single frame carries them all; whatever is not ready is made when needed."""
        back = self.back(s.deck, size, s.card_id)
        if not self._is_narrowed(back):
            self._narrowed(back)
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
        is a card's own surface (opaque inside its rounded corners); and, for a card made
        in perspective, the part of the screen it covers opaque (else None)."""
        name, t = s.phases.name, s.phases.t
        if s.state == "parked":
            return self.mini(s.card_id, home.size, park.size), park, 255, 0.0, "smooth", True, None
        if name == "appear":
            rect = lerp_rect(home.inflate(-home.w // 8, -home.h // 8), home, ease_out_cubic(t))
            return self.back(s.deck, home.size, s.card_id), rect, int(255 * ease_out_cubic(t)), 0.0, "smooth", True, None
        if name == "flip":
            # a horizontal scale through zero: the back narrows away, the face widens in
            turn = abs(math.cos(math.pi * ease_in_out_cubic(t)))
            lift = 1 + 0.06 * math.sin(math.pi * t)
            rect = pygame.Rect(0, 0, max(1, int(home.w * turn * lift)), int(home.h * lift))
            rect.center = home.center
            art = self.back(s.deck, home.size, s.card_id) if t < 0.5 else self.front(s.card_id, home.size)
            # in motion, a plain (nearest-pixel) scale of the narrowest smooth narrowing at
            # least as wide: a fraction of the cost of a smooth scale of the whole card,
            # which is smooth again the moment it lies still
            narrower = [n for n in self._narrowed(art) if n.get_width() >= rect.w]
            use = narrower[-1] if narrower else art
            # with perspective: the edge turning away shorter than the one coming near
            # (the right edge recedes as the back turns away, the left as the face comes)
            tilt = PERSPECTIVE * math.sin(math.pi * t)
            if rect.w >= 4 and tilt > 0.004:
                made, opaque = self._perspective(use, art, rect, tilt, t < 0.5)
                where = made.get_rect(center=rect.center)
                known = opaque.move(where.topleft) if opaque is not None else None
                return made, where, 255, lift - 1, "made", False, known
            return use, rect, 255, lift - 1, "plain", use is art, None
        if name == "read":
            return self.front(s.card_id, home.size), home, 255, 0.0, "smooth", True, None
        if name == "settle":
            rect = lerp_rect(home, park, ease_in_out_cubic(t))
            return self.front(s.card_id, home.size), rect, 255, 0.0, "smooth", True, None
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
        return art, art.get_rect(center=rect.center), alpha, 0.0, "made", False, None

    def _solid(self, plan) -> pygame.Rect | None:
        """The part of the screen a planned card covers with fully opaque pixels (its
        rounded corners left out), or None if that is not known."""
        art, rect, alpha, _lift, how, whole, known = plan
        if known is not None:
            return known
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

    def _draw_plan(self, surface, plan, covered=()) -> None:
        """The card over its shadow: its own outline in black, ``100/255`` strong (times
        ``alpha``), dropped down and right (further, lifted)."""
        art, rect, alpha, lift, how, whole, _known = plan
        depth = max(3, rect.h // 40) + int(rect.h * lift)
        if whole and alpha == 255 and art.get_size() == rect.size:  # still: made once
            kept, band = self._kept(art, depth), self._band(art)
            if band is None:
                blit_outside(surface, kept, rect.topleft, covered)
                return
            # its opaque rows copied as they are (nothing to blend), the rest around them
            band = band.move(rect.topleft)
            blit_outside(surface, self._opaque(art, band.size), band.topleft, covered)
            blit_outside(surface, kept, rect.topleft, [band, *covered])
            return
        solid = self._solid(plan)
        if how != "made" and art.get_size() != rect.size:
            art = self._scaled(art, rect.size, smooth=how == "smooth")
        # the shadow only where it shows: not under the card's opaque part
        where = rect.move(depth // 2, depth)
        hole = solid.move(-where.x, -where.y) if solid is not None else None
        shadow = self._shadow(art, 100 * alpha // 255, hole)
        blit_outside(surface, shadow, where.topleft, [solid, *covered])
        if alpha < 255:  # the art drawn fainter, then as it was (it may be a kept face)
            art.set_alpha(alpha)
            surface.blit(art, rect)
            art.set_alpha(255)
            return
        inner = solid.clip(rect) if solid is not None else None
        if inner:  # its opaque part copied as it is (nothing to blend), the rest around it
            part = art.subsurface(inner.move(-rect.x, -rect.y))
            part.set_alpha(None)
            blit_outside(surface, part, inner.topleft, covered)
        blit_outside(surface, art, rect.topleft, [inner, *covered])

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

    def _perspective(self, art, card, rect, tilt: float, far_right: bool) -> tuple:
        """``art`` (``card`` or one of its narrowings) to ``rect``'s width, in vertical
        strips each as tall as its distance from the eye makes it (``1 ± tilt`` of
        ``rect``'s height from edge to edge), in the "scaled" buffer (which a turning card
        has no other use for): good until the next call. To the nearest pixel (it moves).
        With it, a rect of it every pixel of which is opaque (or None): what covers the
        veil and its own shadow, so neither is blended there."""
        w, h = rect.size
        aw, ah = art.get_size()
        tall = int(h * (1 + tilt)) + 1
        # asked for at the most it will lean (and a card lifted 6%), so it is made once
        most = (int(w * 1.07) + 1, int(h * 1.07 * (1 + PERSPECTIVE)) + 2)
        for name in ("scaled", "black"):   # (its shadow is made in "black")
            self._buffer(name, most, art)
        out = self._buffer("scaled", (w, tall), art)
        band = self._level_band(art, card)
        top, bottom = 0, tall
        strips = min(STRIPS, w)
        for i in range(strips):
            x0, x1 = w * i // strips, w * (i + 1) // strips
            if x1 <= x0:
                continue
            along = (x0 + x1) / 2 / w
            f = 1 + tilt * ((1 - 2 * along) if far_right else (2 * along - 1))
            sh = max(1, int(h * f))
            y = (tall - sh) // 2
            # straight from the art's own strip (no whole-card scale first) into its place,
            # only what it leaves above and below made clear
            a0, a1 = aw * x0 // w, max(aw * x0 // w + 1, aw * x1 // w)
            out.fill((0, 0, 0, 0), (x0, 0, x1 - x0, y))
            out.fill((0, 0, 0, 0), (x0, y + sh, x1 - x0, tall - y - sh))
            pygame.transform.scale(art.subsurface((a0, 0, a1 - a0, ah)), (x1 - x0, sh),
                                   out.subsurface((x0, y, x1 - x0, sh)))
            if band is not None:  # its opaque rows, scaled to the nearest pixel (2 px spare)
                top = max(top, y + -(-band.top * sh // ah) + 2)
                bottom = min(bottom, y + band.bottom * sh // ah - 2)
        opaque = pygame.Rect(0, top, w, bottom - top) if band is not None and bottom > top else None
        return out, opaque

    def _level_band(self, art, card) -> pygame.Rect | None:
        """The rows of ``art`` (``card`` or a narrowing of it: as tall, and its rounded
        corners as tall as ``card``'s) where every pixel is opaque, or None. Kept while the
        card's narrowings are."""
        kept = self._level_bands
        found = kept.get(id(art))
        if found is None or found[0] is not art:
            if len(kept) >= 32:
                kept.clear()
            found = kept[id(art)] = (art, _opaque_band(art, _corner(card.get_width())))
        return found[1]

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
        key = ("front", card_id, tuple(size), language()) + ((card.name,) if card is not None else ())
        return self._art(key, lambda: card_face(self.fonts, card, size))

    def mini(self, card_id: str, size, small) -> pygame.Surface:
        """The face read at ``size``, made ``small`` (a card put aside, waiting): the
        same card in miniature, rather than a face laid out afresh too small to read."""
        if tuple(small) == tuple(size):
            return self.front(card_id, size)
        return self._art(("mini", card_id, tuple(size), tuple(small)),
                         lambda: pygame.transform.smoothscale(self.front(card_id, size), small))

    def back(self, deck: str, size, card_id: str | None = None) -> pygame.Surface:
        """The deck's back; in legacy an item's or event's with the regions printed on
        it (public: ``views.backs``)."""
        card = self.pack.cards.get(card_id) if card_id else None
        regions = tuple(getattr(card, "regions", ()) or ()) if getattr(self.pack, "ruleset", "") == "legacy" \
            and deck in ("item", "event") else ()
        return self._art(("back", deck, tuple(size), regions), lambda: card_back(deck, size, regions))

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


def _opaque_band(art, corner: int | None = None) -> pygame.Rect | None:
    """The rows of a card's art (between its rounded corners, ``corner`` tall: by default
    as its width makes them) where every pixel is fully opaque, or None if they are not."""
    w, h = art.get_size()
    r = _corner(w) if corner is None else corner
    band = pygame.Rect(0, r, w, h - 2 * r)
    if band.h <= 0:
        return None
    opaque = pygame.mask.from_surface(art, 254)  # alpha 255 only
    return band if opaque.overlap_area(pygame.Mask(band.size, fill=True), band.topleft) == band.w * band.h else None
