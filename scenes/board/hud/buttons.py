"""Buttons whose labels come from content (room actions, item uses) and so vary in
length: the label is set a size smaller, then shortened, until it fits. An action's
"WORD — what it does" label that does not fit keeps just its word on the face; the
whole label is the button's ``full_label``, shown on hover (``scenes.kit.hover``)."""

from __future__ import annotations

import pygame

from game.i18n import _
from scenes.kit.widgets import Button, fit_text

DASH = " — "   # "HAUL — Haul on the roof-tree's rope": the verb, then the rule
RULE_WORDS = 4  # what follows the dash is a rule (not a card's name) from this many words


def word_label(word: str, label: str) -> str:
    """An action's button: "SEEK — Look in the hiding places", both in the language in use."""
    return _("{word} — {label}").format(word=_(word), label=_(label))


def ends(h: int) -> int:
    """What a button of height ``h`` keeps beside its label for the lit ornaments at its ends."""
    return max(16, int(h * 0.9))


def width_for(label: str, h: int, fonts, *, scale: float = 0.8, face: str = "display") -> int:
    """How wide a ``fitted_button`` of height ``h`` must be to show ``label`` (in the
    language in use) whole, set no smaller than ``scale`` ("Rückgängig" is longer than "Undo")."""
    return fonts.get(face, max(12, int(h * 0.46 * scale))).size(_(label))[0] + ends(h) + 2


def fitted_button(label: str, on_click, rect: pygame.Rect, fonts, *, name: str | None = None,
                  face: str = "display", enabled: bool = True) -> Button:
    room = rect.w - ends(rect.h)  # leave the lit ornaments their ends
    scale, size = 1.0, max(12, int(rect.h * 0.46))
    font = fonts.get(face, size)
    english, label = label, _(label)   # found by its English (``name``), shown in the language in use
    text = label
    word, _dash, rule = label.partition(DASH)
    if rule and len(rule.split()) >= RULE_WORDS and font.size(label)[0] > room:
        text = word   # the short verb on the face, its rule on hover (a card's name stays: "TAKE — Lantern")
    while font.size(text)[0] > room and scale > 0.62:
        scale -= 0.06
        font = fonts.get(face, max(12, int(rect.h * 0.46 * scale)))
    text = fit_text(font, text, room) if len(text) > 4 else text
    button = Button(text, on_click, name=name or english, face=face, text_scale=scale, enabled=enabled)
    button.full_label = label if text != label else None   # cut short: the hover tooltip says it whole
    button.layout(rect, fonts)
    return button
