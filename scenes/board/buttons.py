"""Buttons whose labels come from content (room actions, item uses) and so vary in
length: the label is set a size smaller, then shortened, until it fits."""

from __future__ import annotations

import pygame

from scenes.kit.widgets import Button


def fitted_button(label: str, on_click, rect: pygame.Rect, fonts, *, name: str | None = None,
                  face: str = "display", enabled: bool = True) -> Button:
    room = rect.w - max(16, int(rect.h * 0.9))  # leave the lit ornaments their ends
    scale, size = 1.0, max(12, int(rect.h * 0.46))
    font = fonts.get(face, size)
    while font.size(label)[0] > room and scale > 0.62:
        scale -= 0.06
        font = fonts.get(face, max(12, int(rect.h * 0.46 * scale)))
    text = label
    while font.size(text)[0] > room and len(text) > 4:
        text = text[:-2].rstrip() + "…"
    button = Button(text, on_click, name=name or label, face=face, text_scale=scale, enabled=enabled)
    button.full_label = label if text != label else None   # cut short: the hover tooltip says it whole
    button.layout(rect, fonts)
    return button
