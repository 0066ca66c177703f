"""Cards drawn large: a card turns over (back to front), waits to be read, then flies.

A card is read large: on the card stage, or over the board when the stage is too small.
An item or omen then flies to its holder's hand; an event card settles on the stage
(*parked*) while it is resolved, as its player may have a question about it, and flies
off when the engine says where it went. The frame is drawn from the card's name, text
and flavour with the deck's mark; each face is rendered once per size.
"""

from __future__ import annotations

import math
import re

import pygame

from scenes import palette as P
from scenes.animation import (Phases, ease_in_out_cubic, ease_out_cubic, fit_rect, lerp_rect,
                              mix, prepared, soft_pool)
from scenes.board.glyphs import glyph
from scenes.board.style import DECK_NAMES, DECK_RGB
from scenes.widgets import rule_with_diamond, wrap_text

ASPECT = (5, 7)
APPEAR, FLIP, SETTLE, FLY = 0.18, 0.5, 0.4, 0.6
READABLE = 400          # a card shorter than this on the stage is read over the board instead
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
        if rects.get("card_stage") is None or not self.sprites:
            return
        read, park, area = self.places(rects)
        veil = max(self._veil(s) for s in self.sprites)
        if veil:
            shade = self._shade(area.size)
            shade.set_alpha(int(255 * veil))
            surface.blit(shade, area)
        for sprite in self.sprites:
            self._draw_sprite(surface, sprite, read, park, rects)

    def _veil(self, s: CardSprite) -> float:
        if s.state == "showing":
            name, t = s.phases.name, s.phases.t
            return ease_out_cubic(t) if name == "appear" else 1 - ease_out_cubic(t) if name == "settle" else 1.0
        return 1 - ease_out_cubic(s.phases.t * 1.6) if s.state == "flying" and s.origin == "read" else 0.0

    def _draw_sprite(self, surface, s: CardSprite, home, park, rects: dict) -> None:
        name, t = s.phases.name, s.phases.t
        if s.state == "parked":
            self._blit(surface, self.front(s.card_id, park.size), park)
        elif name == "appear":
            rect = lerp_rect(home.inflate(-home.w // 8, -home.h // 8), home, ease_out_cubic(t))
            self._blit(surface, self.back(s.deck, home.size), rect, alpha=int(255 * ease_out_cubic(t)))
        elif name == "flip":
            # a horizontal scale through zero: the back narrows away, the face widens in
            turn = abs(math.cos(math.pi * ease_in_out_cubic(t)))
            lift = 1 + 0.06 * math.sin(math.pi * t)
            rect = pygame.Rect(0, 0, max(1, int(home.w * turn * lift)), int(home.h * lift))
            rect.center = home.center
            art = self.back(s.deck, home.size) if t < 0.5 else self.front(s.card_id, home.size)
            self._blit(surface, art, rect, shadow=lift - 1)
        elif name == "read":
            self._blit(surface, self.front(s.card_id, home.size), home)
        elif name == "settle":
            self._blit(surface, self.front(s.card_id, home.size), lerp_rect(home, park, ease_in_out_cubic(t)))
        elif name == "fly":
            self._draw_flight(surface, s, home if s.origin == "read" else park, rects, t)

    def _draw_flight(self, surface, s: CardSprite, home, rects, t) -> None:
        target = rects.get(s.dest) if s.dest else None
        if target is None:  # nowhere given: sink below and fade
            target = pygame.Rect(0, 0, home.w // 5, home.h // 5)
            target.center = (home.centerx, min(rects.get("board", home).bottom, home.bottom + home.h // 3))
        end = fit_rect(ASPECT, target)
        e = ease_in_out_cubic(t)
        rect = lerp_rect(home, end, e)
        art = pygame.transform.smoothscale(self.front(s.card_id, home.size), rect.size)
        art = pygame.transform.rotate(art, 9 * math.sin(math.pi * e) * (-1 if end.centerx < home.centerx else 1))
        alpha = int(255 * (1 - ease_out_cubic(max(0.0, (t - 0.72) / 0.28))))
        self._blit(surface, art, art.get_rect(center=rect.center), alpha=alpha, scale=False)

    def _blit(self, surface, art, rect, alpha=255, shadow=0.0, scale=True) -> None:
        kept = scale and art.get_size() == rect.size  # the card's own art, as it is drawn while read
        if scale and not kept:
            art = pygame.transform.smoothscale(art, rect.size)
        depth = max(3, rect.h // 40) + int(rect.h * shadow)
        # the card's own outline, in black: right at any angle
        back = self._outline(art) if kept else _in_black(art)
        back.set_alpha(100 * alpha // 255)
        surface.blit(back, rect.move(depth // 2, depth))
        if alpha < 255:
            art = art.copy()
            art.set_alpha(alpha)
        surface.blit(art, rect)

    def _outline(self, art) -> pygame.Surface:
        """``_in_black(art)`` for one of the stage's own card surfaces, made once while
        that card is drawn frame after frame."""
        kept = getattr(self, "_outlines", None)
        if kept is None:
            kept = self._outlines = {}
        found = kept.get(id(art))
        if found is None or found[0] is not art:
            if len(kept) >= 2:
                kept.clear()
            found = kept[id(art)] = (art, _in_black(art))
        return found[1]

    # -- the art ------------------------------------------------------------------------
    def front(self, card_id: str, size) -> pygame.Surface:
        card = self.pack.cards.get(card_id)
        return self._art(("front", card_id, tuple(size)), lambda: card_face(self.fonts, card, size))

    def back(self, deck: str, size) -> pygame.Surface:
        return self._art(("back", deck, tuple(size)), lambda: card_back(deck, size))

    def _shade(self, size) -> pygame.Surface:
        return self._art(("shade", tuple(size)), lambda: soft_pool(size, INK_DEEP))

    def _art(self, key, make) -> pygame.Surface:
        if key not in self._cache:
            self._cache[key] = prepared(make())
        return self._cache[key]


def _in_black(art) -> pygame.Surface:
    """``art`` in black, its alpha kept: the shadow a card casts."""
    back = art.copy()
    back.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    return back


def _frame(size, deck: str) -> tuple[pygame.Surface, tuple]:
    """The card body both sides share, and the deck's colour: ink, double border, diamonds."""
    w, h = size
    colour = DECK_RGB.get(deck, P.ACCENT)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 18)
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
    pad, medal, r = max(10, int(w * 0.1)), (w // 2, int(h * 0.095)), max(8, int(w * 0.075))
    width = w - 2 * pad
    pygame.draw.circle(face, INK_DEEP, medal, r)
    pygame.draw.circle(face, colour, medal, r, max(1, w // 140))
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
    for size_ in range(int(h * 0.05), 8, -1):  # the largest text that fits
        text = _block(fonts, "body", size_, body, width, P.TEXT, centred=False)
        note = _block(fonts, "italic", int(size_ * 0.98), flavour, int(width * 0.94),
                      mix(P.TEXT_SOFT, colour, 0.18), centred=True)
        if text.get_height() + note.get_height() + h // 14 <= bottom - top:
            break
    free = bottom - top - text.get_height() - note.get_height() - h // 22
    face.blit(text, (pad, top + max(0, free) // 3))
    if flavour:
        sep = bottom - note.get_height() - h // 60
        pygame.draw.line(face, mix(colour, INK, 0.55), (w // 2 - width // 6, sep), (w // 2 + width // 6, sep))
        face.blit(note, note.get_rect(midbottom=(w // 2, bottom)))
    return face


def _block(fonts, face: str, size: int, text: str, width: int, colour, centred: bool) -> pygame.Surface:
    font = fonts.get(face, size)
    lines = wrap_text(font, text, width) if text else []
    step = int(font.get_linesize() * 1.08)
    block = pygame.Surface((width, max(1, step * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        art = font.render(line, True, colour)
        block.blit(art, art.get_rect(midtop=(width // 2, i * step)) if centred else (0, i * step))
    return block
