"""Bundled fonts, each (face, size) loaded once and then reused.

Faces are named by their role on screen, not by typeface, so a later change of font
touches only ``FACES``. The files live in ``assets/fonts`` with their licences
(see its README.md); system fonts are never used, so every machine — and every
screenshot test — renders the same glyphs.
"""

from __future__ import annotations

from pathlib import Path

# role -> file in assets/fonts
FACES: dict[str, str] = {
    "display": "EBGaramondSC12-Regular.ttf",   # title, headings, button labels
    "serif": "EBGaramond12-Regular.ttf",       # values, sub-headings
    "italic": "EBGaramond12-Italic.ttf",       # taglines, captions
    "body": "LinBiolinum_R.otf",               # running text: help, hints
}


TEXTS_KEPT = 512  # rendered texts FontBook.render keeps


def fonts_dir() -> Path:
    from game.paths import assets_root

    return assets_root() / "fonts"


def font_path(face: str) -> Path:
    try:
        return fonts_dir() / FACES[face]
    except KeyError:
        raise KeyError(f"unknown font face {face!r}; known: {sorted(FACES)}") from None


class FontBook:
    """Owns the loaded fonts for one App (pygame.font must be initialised first).

    Owned by the App rather than kept in a module global, so a test that quits and
    re-initialises pygame simply gets a new book instead of stale font objects.
    """

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], object] = {}
        self._texts: dict[tuple, object] = {}  # (face, size, text, colour) -> its rendering

    def get(self, face: str, size: int):
        """The ``pygame.font.Font`` for ``face`` at ``size`` pixels (min 8)."""
        import pygame

        key = (face, max(8, int(size)))
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(str(font_path(face)), key[1])
            self._cache[key] = font
        return font

    def render(self, face: str, size: int, text: str, colour) -> object:
        """Anti-aliased text on a transparent surface. Each text is rendered once and
        copied after that (a fresh surface every call: callers may set its alpha)."""
        key = (face, max(8, int(size)), text, tuple(colour))
        done = self._texts.get(key)
        if done is None:
            if len(self._texts) >= TEXTS_KEPT:  # a long game's log lines: start afresh
                self._texts.clear()
            done = self._texts[key] = self.get(face, size).render(text, True, colour)
        return done.copy()

    def __len__(self) -> int:
        return len(self._cache)
