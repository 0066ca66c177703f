"""Bundled fonts, each (face, size) loaded once and then reused.

Faces are named by their role on screen, not by typeface, so a later change of font
touches only ``FACES``. The files live in ``assets/fonts`` with their licences
(see its README.md); system fonts are never used, so every machine — and every
screenshot test — renders the same glyphs.
"""

from __future__ import annotations

from pathlib import Path

from game.i18n import _
from scenes.kit import sentences  # noqa: F401 (registers how a refusal shown capitalised is translated)
from scenes.kit.kept import Kept

# role -> file in assets/fonts
OLD_STYLE = ("display", "serif", "italic")   # Garamond: old-style figures
LINING = "body"                              # Biolinum: lining figures, for numbers

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
        self.scale = 1.0   # the player's text size (Settings: 100-130%): every size asked for, times this
        # (kept while a scene uses them: let go at a change of scene, scenes.kit.kept)
        self._cache = Kept()   # (face, size) -> its pygame.font.Font
        self._texts = Kept()   # (face, size, text, colour) -> its rendering

    def get(self, face: str, size: int):
        """The ``pygame.font.Font`` for ``face`` at ``size`` pixels (min 8)."""
        import pygame

        key = (face, max(8, int(size * self.scale)))
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(str(font_path(face)), key[1])
            self._cache[key] = font
        return font

    def render(self, face: str, size: int, text: str, colour) -> object:
        """Anti-aliased text on a transparent surface, in the language in use (``text``
        as a catalogue's msgid: a literal written in the code is translated here, other
        text is drawn as it is). Each text is rendered once and copied after that (a
        fresh surface every call: callers may set its alpha).

        Garamond's figures are old-style (a 1 reads as a small-capital I: "TOTAL I —
        NEEDS I+"); where a text holds figures they are set in the body face's lining
        figures on the same baseline, so numbers read as numbers."""
        text = _(text)   # a literal is its own msgid (game.i18n); any other text is itself
        key = (face, max(8, int(size * self.scale)), text, tuple(colour))
        done = self._texts.get(key)
        if done is None:
            if len(self._texts) >= TEXTS_KEPT:  # a long game's log lines: start afresh
                self._texts.clear()
            if face in OLD_STYLE and any(ch.isdigit() for ch in text):
                done = self._lining(face, size, text, colour)
            else:
                done = self.get(face, size).render(text, True, colour)
            self._texts[key] = done
        return done.copy()

    def _lining(self, face: str, size: int, text: str, colour):
        """``text`` with its runs of figures in the lining face, baselines matched."""
        import re

        import pygame

        main, figures = self.get(face, size), self.get(LINING, int(size * 0.92))
        parts = [(run, figures if run[:1].isdigit() else main) for run in re.findall(r"\d+|\D+", text)]
        rendered = [(font.render(run, True, colour), font) for run, font in parts]
        ascent = max(font.get_ascent() for _s, font in rendered)
        height = max(ascent - font.get_ascent() + s.get_height() for s, font in rendered)
        out = pygame.Surface((sum(s.get_width() for s, _f in rendered), height), pygame.SRCALPHA)
        x = 0
        for surf, font in rendered:
            out.blit(surf, (x, ascent - font.get_ascent()))
            x += surf.get_width()
        return out

    def set_scale(self, scale: float) -> None:
        """A new text size: every font and text is made again at it."""
        self.scale = float(scale)
        self._cache.clear()
        self._texts.clear()

    def __len__(self) -> int:
        return len(self._cache)
