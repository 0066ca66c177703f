"""The chronicle: a scrollable log of the game's sentences, newest at the bottom.

It follows the newest line until the player scrolls up with the wheel; then it holds
still (new lines gather below, and a "newer below" tab says so) until they scroll back
to the bottom or click the tab. Each entry may carry an explorer's colour (a diamond
in the margin and a tint in the ink) and a style: a plain line, a heading (a new turn)
or an aside (the house's own words, in italics). Entries are wrapped and rendered once
per width (when added, or when the width changes), but only the ``KEPT`` drawn nearest
the view are kept (600 rendered lines held 29 MB at 1080p, 4x that at 4K): an entry
scrolled back into view is rendered again. Its text is sized from the layout unit (``unit``, the
table's; ``text_size``), so it grows with the window like the rest of the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, _
import pygame

from scenes.kit import palette as P
from scenes.kit import palette_modes
from scenes.board.style import explorer_rgb
from scenes.kit.animation import mix, prepared
from scenes.kit.widgets import wrap_text

LIMIT = 600            # oldest entries are let go beyond this
KEPT = 96              # rendered entries kept (the rest are drawn again if scrolled to)
WHEEL_LINES = 3        # lines per wheel notch
FACES = {"line": "body", "heading": "display", "aside": "italic", "alarm": "display", "forever": "italic"}


@dataclass
class Entry:
    text: str
    colour: str | tuple | None = None   # a seat's colour name (see style.explorer_rgb) or an RGB
    style: str = "line"


class NarrationPanel:
    def __init__(self, fonts, title: str = N_("Chronicle")) -> None:
        self.fonts = fonts
        self.title = title
        self.entries: list[Entry] = []
        self.follow = True        # pinned to the newest line
        self.top = 0              # pixels from the top of the text, when not following
        self.unseen = 0           # entries added since the player scrolled away
        self._width = 0
        self._size = 16
        self.unit: float | None = None   # the table's layout unit (else the screen's height / 100)
        self._rendered: list[pygame.Surface | None] = []   # each entry's lines (None: not drawn now)
        self._heights: list[int] = []    # ... and their height, measured whether drawn or not
        self._live = 0            # entries in ``_rendered`` not None
        self.kept = KEPT          # ... kept at the most, once drawn
        self._height = 0          # the entries' total height (asked several times a frame)
        self._frame: tuple | None = None
        self._rect: pygame.Rect | None = None
        self._palette = None      # the palette (palette_modes.GENERATION) the lines were drawn in
        self.view = pygame.Rect(0, 0, 0, 0)   # where the text shows (set by ``layout``)
        self.tab = pygame.Rect(0, 0, 0, 0)    # the "newer below" tab

    # -- content ---------------------------------------------------------------------
    def add(self, text: str, colour=None, style: str = "line") -> None:
        if not text:
            return
        colour = colour if isinstance(colour, str) else tuple(colour) if colour else None
        self.entries.append(Entry(str(text), colour, style))
        if self._width:
            art = self._render(self.entries[-1])
            self._rendered.append(art)
            self._heights.append(art.get_height())
            self._height += self._heights[-1]
            self._live += 1
        if not self.follow:
            self.unseen += 1
        if len(self.entries) > LIMIT:
            drop = len(self.entries) - LIMIT
            if not self.follow:
                self.top = max(0, self.top - sum(self._heights[:drop]))
            del self.entries[:drop]
            self._live -= sum(1 for art in self._rendered[:drop] if art is not None)
            del self._rendered[:drop], self._heights[:drop]
            self._height = sum(self._heights)

    def clear(self) -> None:
        self.entries.clear()
        self._rendered.clear()
        self._heights.clear()
        self._height = self._live = 0
        self.follow, self.top, self.unseen = True, 0, 0

    @property
    def lines(self) -> list[str]:
        return [e.text for e in self.entries]

    # -- scrolling ---------------------------------------------------------------------
    @property
    def content_height(self) -> int:
        return self._height

    @property
    def max_top(self) -> int:
        return max(0, self.content_height - self.view.h)

    @property
    def scroll_top(self) -> int:
        """How far down the text the view starts, in pixels."""
        return self.max_top if self.follow else min(self.top, self.max_top)

    def scroll(self, notches: int) -> None:
        """Wheel notches: positive scrolls up (older lines), as ``Wheel.dy`` does."""
        step = int(self.fonts.get("body", self._size).get_linesize() * WHEEL_LINES)
        top = max(0, min(self.max_top, self.scroll_top - notches * step))
        self.follow = top >= self.max_top
        self.top = top
        if self.follow:
            self.unseen = 0

    def to_bottom(self) -> None:
        self.follow, self.unseen = True, 0

    def click(self, pos) -> bool:
        """A click on the "newer below" tab jumps to the newest line."""
        if not self.follow and self.tab.collidepoint(pos):
            self.to_bottom()
            return True
        return False

    # -- layout and drawing ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect, unit: float | None = None) -> None:
        """Fit to ``rect``; re-wraps the entries only when the width changes."""
        self._rect = pygame.Rect(rect)
        pad = max(8, rect.w // 28)
        unit = unit if unit is not None else self.unit
        unit = unit if unit is not None else rect.h / 30
        head = max(20, int(rect.h * 0.08), int(unit * 2.8)) if self.title else 0
        self.view = pygame.Rect(rect.x + pad, rect.y + head + pad // 2, rect.w - 2 * pad - 6,
                                rect.h - head - pad)
        size = text_size(unit)
        if self.view.w != self._width or size != self._size:
            self._width, self._size = self.view.w, size
            # each rendered (measured) in turn, only the newest kept: no 600 at once
            newest = len(self.entries) - self.kept
            self._rendered, self._heights = [], []
            for i, entry in enumerate(self.entries):
                art = self._render(entry)
                self._rendered.append(art if i >= newest else None)
                self._heights.append(art.get_height())
            self._live = sum(1 for art in self._rendered if art is not None)
            self._height = sum(self._heights)
        if self._frame is None or self._frame[0] != rect.size:
            self._frame = (rect.size, self._panel(rect.size, head))
        self.tab = pygame.Rect(0, 0, min(rect.w - 2 * pad, 150), max(18, size + 6))
        self.tab.midbottom = (rect.centerx, rect.bottom - pad // 2)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        # a caller that does not give its unit: the layouts' own, the screen's height / 100
        unit = self.unit if self.unit is not None else surface.get_height() / 100
        if (rect != self._rect or text_size(unit) != self._size
                or self._palette != palette_modes.GENERATION[0]):  # first draw, moved, resized, recoloured
            self._palette = palette_modes.GENERATION[0]
            self._width = 0   # (every line drawn again, in the palette now in force)
            self.layout(rect, unit)
        surface.blit(self._frame[1], rect)
        clip = surface.get_clip()
        surface.set_clip(self.view.clip(clip))   # (none of it, outside a clip: scenes.board.retained)
        y = self.view.y - self.scroll_top
        if self.content_height < self.view.h:
            y = self.view.bottom - self.content_height  # few lines: they sit at the bottom
        shown = []
        for i, h in enumerate(self._heights):
            if y + h >= self.view.y and y <= self.view.bottom:
                art = self._rendered[i]
                if art is None:
                    art = self._rendered[i] = self._render(self.entries[i])
                    self._live += 1
                surface.blit(art, (self.view.x, y))
                shown.append(i)
            y += h
        surface.set_clip(clip)
        if self._live > self.kept and shown:
            self._let_go(shown[0], shown[-1])
        self._draw_scrollbar(surface)
        if not self.follow and self.unseen:
            self._draw_tab(surface)

    def _let_go(self, first: int, last: int) -> None:
        """Keep the rendered entries from ``first`` to ``last`` (in view) and those nearest
        them, up to ``kept`` in all; let go of the rest."""
        spare = max(0, (self.kept - (last - first + 1)) // 2)
        for i, art in enumerate(self._rendered):
            if art is not None and not first - spare <= i <= last + spare:
                self._rendered[i] = None
                self._live -= 1

    def _draw_scrollbar(self, surface) -> None:
        total = self.content_height
        if total <= self.view.h:
            return
        track = pygame.Rect(self.view.right + 3, self.view.y, 3, self.view.h)
        knob_h = max(16, track.h * self.view.h // total)
        knob_y = track.y + (track.h - knob_h) * self.scroll_top // max(1, self.max_top)
        pygame.draw.rect(surface, (*P.TEXT_DISABLED,), track, border_radius=2)
        pygame.draw.rect(surface, P.ACCENT_DIM, (track.x, knob_y, track.w, knob_h), border_radius=2)

    def _draw_tab(self, surface) -> None:
        pygame.draw.rect(surface, (40, 28, 44), self.tab, border_radius=self.tab.h // 2)
        pygame.draw.rect(surface, P.ACCENT, self.tab, 1, border_radius=self.tab.h // 2)
        label = self.fonts.render("body", max(11, self._size - 3), _("▼ {n} newer").format(n=self.unseen), P.CANDLE_HOT)
        surface.blit(label, label.get_rect(center=self.tab.center))

    def _panel(self, size, head: int) -> pygame.Surface:
        w, h = size
        panel = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, min(w, h) // 40)
        pygame.draw.rect(panel, P.PANEL_FILL, panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, P.PANEL_BORDER, panel.get_rect(), 1, border_radius=radius)
        if self.title:
            text = self.fonts.render("display", max(12, int(head * 0.62)), self.title, P.ACCENT)
            panel.blit(text, text.get_rect(midleft=(max(8, w // 28), head // 2 + 3)))
            pygame.draw.line(panel, (*P.ACCENT_DIM, 150), (8, head), (w - 8, head))
        return prepared(panel)

    def _render(self, entry: Entry) -> pygame.Surface:
        size = self._size + (1 if entry.style in ("heading", "alarm") else 0)
        font = self.fonts.get(FACES.get(entry.style, "body"), size)
        indent = int(size * 0.9)
        lines = wrap_text(font, entry.text, max(20, self._width - indent))
        step = int(font.get_linesize() * 1.02)
        gap = int(size * (0.7 if entry.style in ("heading", "alarm") else 0.3))
        art = pygame.Surface((self._width, step * len(lines) + gap), pygame.SRCALPHA)
        ink = _ink(entry)
        top = gap if entry.style in ("heading", "alarm") else 0
        if entry.style in ("heading", "alarm"):
            pygame.draw.line(art, (*P.ACCENT_DIM, 110), (indent, gap // 2), (self._width, gap // 2))
        if entry.style == "forever":  # a change to the house for good: a wax seal in the margin
            d, cx, cy = max(3, size // 3), indent // 2, top + font.get_linesize() // 2
            pygame.draw.circle(art, P.TRAITOR_DIM, (cx, cy), d)
            pygame.draw.circle(art, P.CANDLE, (cx, cy), d, 1)
        elif entry.colour:
            d, cx, cy = max(3, size // 4), indent // 2, top + font.get_linesize() // 2
            pygame.draw.polygon(art, explorer_rgb(entry.colour), [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
        for i, line in enumerate(lines):
            art.blit(font.render(line, True, ink), (indent, top + i * step))
        return prepared(art)


def text_size(unit: float) -> int:
    """The chronicle's text in pixels, from the layout unit (``u = h / 100``): 13 px at
    720 lines, growing with the window (19 px at 1080) like the rest of the table."""
    return max(13, int(unit * 1.8))


def _ink(entry: Entry) -> tuple:
    if entry.style == "alarm":
        return (236, 112, 96)
    if entry.style == "heading":
        return P.CANDLE_HOT
    if entry.style == "forever":
        return P.CANDLE
    base = P.TEXT_SOFT if entry.style == "aside" else P.TEXT
    return mix(base, explorer_rgb(entry.colour), 0.28) if entry.colour else base
