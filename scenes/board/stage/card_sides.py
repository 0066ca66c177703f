"""The two sides of a card drawn large (the card stage's art): the body both share (ink,
a double border in the deck's colour, the deck's own corners), the back (the deck's
pattern round its mark; in legacy the regions printed on it) and the readable face (its
picture — the icon on a painted scene — the deck, the name, a rule, the text, the
flavour in italics). Each is made once per size by ``CardStage._art``."""

from __future__ import annotations

import re

import pygame

from game import vocabulary as words
from game.i18n import _
from scenes.kit import palette as P
from scenes.kit.animation import mix
from scenes.board.art.glyphs import glyph
from scenes.board.art.icons import icon as icon_art
from scenes.board.stage.card_art import INK, INK_DEEP, back_pattern, ornament, vignette
from scenes.board.style import DECK_RGB
from scenes.kit.widgets import rule_with_diamond, wrap_text

BAND = re.compile(r"(?<=[.:;])\s+(?=\d+(?:\s*[-–]\s*\d+)?\+?:)")  # before "5+:", "2-4:", "0:"


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
    ornament(card, deck, colour, inner)   # each deck its own corners
    return card, colour


def card_back(deck: str, size, regions=()) -> pygame.Surface:
    """A deck's back: its own pattern round its mark; in legacy (``regions``) a band per
    region the card may be drawn in, as the book's backs show."""
    w, h = size
    card, colour = _frame(size, deck)
    inset = max(5, w // 24) + 3
    back_pattern(card, deck, colour, pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset), tuple(regions))
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
    # the card's picture: its icon standing in a small painted scene that suits the deck
    scene = pygame.Rect(pad, int(h * 0.035), width, 2 * r)
    face.blit(vignette(deck, card.id if card else deck, scene.size, tuple(colour)), scene)
    art = icon_art(card.icon if pictured else None, int(r * (1.6 if pictured else 1.3)), mix(colour, P.TEXT, 0.35),
                   fallback=deck)
    shade = icon_art(card.icon if pictured else None, art.get_width(), (0, 0, 0, 150), fallback=deck)
    face.blit(shade, shade.get_rect(center=(medal[0] + max(1, r // 14), medal[1] + max(1, r // 10))))
    face.blit(art, art.get_rect(center=medal))
    if pictured:  # the deck's mark in the scene's corner
        mark = glyph(deck, max(8, int(r * 0.55)), mix(colour, INK, 0.1))
        face.blit(mark, (scene.left + r // 6, scene.top + r // 6))
    label = fonts.render("display", max(9, int(h * 0.03)), "  ".join(words.deck(deck).upper()),
                         mix(colour, P.TEXT, 0.25))
    face.blit(label, label.get_rect(midtop=(w // 2, medal[1] + r + h // 110)))
    y = medal[1] + r + h // 110 + label.get_height()
    name_size = int(h * 0.068)
    while True:  # the name in one or two lines, as large as that allows
        font = fonts.get("display", name_size)
        lines = wrap_text(font, _(card.name) if card else "?", width)   # (in the language in use)
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
    body, flavour = (_(card.text), _(card.flavor) if card.flavor else "") if card else ("", "")
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
