"""Text that fits: wrapping to a width, shortening a line with "…", wrapped and shadowed
blocks. Every function takes its text as a msgid and fits the translation.

Nothing is cut without a way to read it: ``fit_text`` shortens a line with "…" and reports
the cut; whoever draws it gives the whole text to ``hover.note`` at its rect —
``draw_fitted`` does both. ``fit_lines`` wraps and keeps the lines that fit, the last
ending in "…". Each costs O(log n) font measurements per line. (Split from
``scenes.kit.widgets``, which imports these back for its callers.)
"""

from __future__ import annotations

import pygame

from game.i18n import _
from scenes.kit import hover, palette


def _hyphened(part: str) -> str:
    """The first part of a word cut across lines, with its hyphen (one it already ends in,
    a compound's, serves; a single letter is left bare)."""
    return part if len(part) < 2 or part.endswith("-") else part + "-"


def wrap_text(font, text: str, width: int, *, split_words: bool = True) -> list[str]:
    """Break ``text`` into lines no wider than ``width``; newlines force a break. A word
    wider than a line is cut across lines, each cut marked with a hyphen (a German card's
    "Fingerknochen" read "Fingerknoche" / "n"), unless ``split_words`` is off (a room's name on
    a tile: the word keeps a line to itself, and whoever draws it squeezes it to fit).
    Each line costs O(log n) measurements: the words that fit are found by bisection."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        while words:
            # the most words that fit on this line (at least one)
            n = _most(lambda k, words=words: font.size(" ".join(words[:k]))[0] <= width, len(words))
            if n == 0:
                word = words.pop(0)
                if not split_words:
                    lines.append(word)
                    continue
                while len(word) > 1 and font.size(word)[0] > width:   # a word wider than a line
                    cut = max(1, _most(lambda k, word=word: font.size(_hyphened(word[:k]))[0] <= width,
                                       len(word) - 1))
                    lines.append(_hyphened(word[:cut]))
                    word = word[cut:]
                words.insert(0, word)
                if font.size(word)[0] > width:   # one character wider than the line
                    lines.append(words.pop(0))
                continue
            lines.append(" ".join(words[:n]))
            del words[:n]
        if not paragraph.split():
            lines.append("")
    return lines


def _most(fits, high: int) -> int:
    """The largest k in 0..high with ``fits(k)``, for a ``fits`` true up to some k and
    false after it (a prefix's width grows with it): O(log high) calls."""
    lo, hi = 0, high
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def fit_text(font, text: str, width: int, *, keep_end: bool = False) -> str:
    """``text`` shortened until it is no wider than ``width``: cut at its end with "…",
    or (``keep_end``: a field being typed in) from its start, so the end stays in view.
    A cut is reported to the hover layer's audit; the caller notes the whole text where
    it draws it (``hover.note``), or uses ``draw_fitted``, which does. Like every drawing
    function here, it takes ``text`` as a msgid: what it fits is the translation."""
    text = _(text)
    if len(text) <= 3 or font.size(text)[0] <= width:
        return text
    if keep_end:   # (a field being typed in: its whole text is what is being typed)
        n = _most(lambda k: font.size(text[len(text) - k:])[0] <= width, len(text) - 1)
        return text[len(text) - max(1, n):]
    hover.cut(text)
    n = _most(lambda k: font.size(text[:k].rstrip() + "…")[0] <= width, len(text) - 1)
    return text[:max(1, n)].rstrip() + "…"


def fit_lines(font, text: str, width: int, most: int) -> tuple[list[str], bool]:
    """``text`` wrapped to ``width``, at most ``most`` lines, the last ending in "…" when
    some were left out; and whether it was cut (then reported, as ``fit_text`` does)."""
    text = _(text)
    lines = wrap_text(font, text, width)
    if len(lines) <= most:
        return lines, False
    hover.cut(text)
    shown = lines[:max(1, most)]
    last = shown[-1] + " …"
    if font.size(last)[0] > width:
        n = _most(lambda k: font.size(shown[-1][:k].rstrip() + " …")[0] <= width, len(shown[-1]))
        last = shown[-1][:n].rstrip() + " …"
    shown[-1] = last.strip()
    return shown, True


def draw_fitted(surface: pygame.Surface, font, text: str, colour, rect, *, align: str = "midleft",
                whole: str | None = None) -> pygame.Rect:
    """Draw ``text`` in one line inside ``rect`` (aligned by ``align``: midleft, center,
    midright, topleft...), shortened to its width if need be, and then note its whole
    text (or ``whole``) for hover where it was drawn. Returns where the text went."""
    rect = pygame.Rect(rect)
    text, whole = _(text), (_(whole) if whole else whole)
    shown = fit_text(font, text, rect.w)
    image = font.render(shown, True, colour)
    dest = image.get_rect(**{align: getattr(rect, align)})
    surface.blit(image, dest)
    if shown != text:
        hover.note(dest.union(rect) if dest.w < rect.w else dest, whole or text)
    return dest


def render_wrapped(fonts, face: str, size: int, text: str, width: int, colour,
                   line_gap: float = 1.25) -> pygame.Surface:
    """A transparent surface holding ``text`` (translated) wrapped to ``width``."""
    text = _(text)
    font = fonts.get(face, size)
    lines = wrap_text(font, text, width)
    step = int(font.get_linesize() * line_gap)
    height = max(1, step * (len(lines) - 1) + font.get_height())
    block = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            block.blit(font.render(line, True, colour), (0, i * step))
    return block


def render_shadowed(fonts, face: str, size: int, text: str, colour,
                    shadow=palette.SHADOW, offset: int = 2) -> pygame.Surface:
    """Text with a soft dark shadow so it reads over any part of the backdrop."""
    top = fonts.render(face, size, text, colour)
    back = fonts.render(face, size, text, shadow)
    pad = offset * 3
    out = pygame.Surface((top.get_width() + pad * 2, top.get_height() + pad * 2), pygame.SRCALPHA)
    back.set_alpha(110)
    for dx, dy in ((0, offset), (offset, offset), (-1, offset + 1), (1, 1)):
        out.blit(back, (pad + dx, pad + dy))
    out.blit(top, (pad, pad))
    return out
