"""The rules reference, from the board's Esc menu: the rules of the game being played, in
our words (``content/rules/<ruleset>.yaml``), searchable, with a glossary of the symbols
on the board.

Type to search (titles, text and keywords; every word must match); the list narrows as
you type, Backspace takes a letter back, Esc or Back returns to the game. Scroll as on
How to play. Where a searched word stands in the text it is marked (a candle-lit band
behind it), and the page scrolls to the first mark.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.content.rules_reference import RulesError, matching, rules_for
from scenes.kit import palette as P
from scenes.kit.intents import Key, Text
from scenes.kit.widgets import TextField, render_wrapped, wrap_text
from scenes.menu.help_scene import HelpScene

EDIT_KEYS = ("home", "end", "left", "right", "delete")

# the symbols drawn on the board and in the HUD, and what they mean (``scenes.board.art.glyphs``)
GLOSSARY = (
    ("event", N_("An event room: the first to enter draws an event card.")),
    ("item", N_("An item room: the first to enter draws an item card.")),
    ("omen", N_("An omen room: the first to enter draws an omen (before the haunt, a haunt roll may follow).")),
    ("stairs", N_("Stairs: this room joins another floor.")),
    ("lock", N_("Locked: the way is shut until something opens it.")),
    ("pile", N_("An item pile: cards dropped here, to be picked up.")),
    ("skull", N_("The skull at the bottom of a trait's track: reached after the haunt, it means death.")),
    ("foot", N_("Moves left this turn.")),
    ("hero", N_("A hero, once the haunt has begun.")),
    ("traitor", N_("The traitor, once known.")),
)


def render_marked(fonts, face: str, size: int, text: str, width: int, colour, words) -> tuple:
    """``text`` wrapped to ``width`` with every occurrence of each of ``words`` (lower-case)
    marked by a candle-lit band behind it; (the surface, the marks' rects on it)."""
    font = fonts.get(face, size)
    lines = wrap_text(font, text, width)
    step = int(font.get_linesize() * 1.18)
    height = max(1, step * (len(lines) - 1) + font.get_height())
    block = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    marks = []
    for i, line in enumerate(lines):
        low = line.lower()
        for word in words:
            at = low.find(word)
            while at >= 0:
                x = font.size(line[:at])[0]
                r = pygame.Rect(x - 2, i * step, font.size(line[at:at + len(word)])[0] + 4, font.get_height())
                pygame.draw.rect(block, (*P.CANDLE, 150), r, border_radius=3)
                marks.append(r)
                at = low.find(word, at + len(word))
        if line:
            block.blit(fonts.render(face, size, line, colour), (0, i * step))
    marks.sort(key=lambda r: (r.top, r.left))
    return block, marks


class RulesScene(HelpScene):
    offers_tutorial = False
    def __init__(self, app, ruleset: str) -> None:
        self.ruleset = ruleset
        self.heading = N_("Rules of the legacy game") if ruleset == "legacy" else N_("Rules of the game")
        try:
            self.entries, self.problem = rules_for(ruleset), ""
        except RulesError as exc:
            self.entries, self.problem = (), str(exc)
        self.search = TextField("", limit=40, name="rules:search", placeholder=_("Search the rules (type)"))
        super().__init__(app)

    @property
    def shown(self) -> list[dict]:
        return matching(self.entries, self.search.text)

    def sections(self):
        return tuple((e["title"], e["text"]) for e in self.shown)

    def layout_content(self) -> None:
        u = self.unit
        field = pygame.Rect(self.content.left, self.content.top, int(self.content.w * 0.6), int(u * 5))
        self.search.layout(field, self.app.fonts)
        self.search.focused = True
        self.content = pygame.Rect(self.content.left, field.bottom + int(u * 1.6), self.content.w,
                                   self.content.bottom - field.bottom - int(u * 1.6))
        self.marks = []
        super().layout_content()

    def first_mark(self) -> pygame.Rect | None:
        """Where on the page (its own coordinates) the first searched word stands."""
        if not self.marks:
            return None
        block, rect = self.marks[0]
        return rect.move(0, self._tops[block])

    def show_first_mark(self) -> None:
        """Scroll so the first mark sits a third of the way down the box (or as near as
        the page allows)."""
        mark = self.first_mark()
        goal = 0.0 if mark is None else max(0.0, min(self.max_scroll, mark.top - self.content.h / 3))
        self.target = goal

    def blocks(self, width: int):
        u, fonts = self.unit, self.app.fonts
        if self.problem:
            return [(render_wrapped(fonts, "body", max(13, int(u * 2.6)), self.problem, width, (236, 120, 110)), 0)]
        words = self.search.text.lower().split()
        self.marks: list[tuple[int, pygame.Rect]] = []   # (block, where in it) of each searched word
        if words:
            blocks = []
            for heading, text in self.sections():
                for face, size, words_of, colour, gap in (
                        ("serif", int(u * 3.8), heading, P.ACCENT, int(u * 0.6)),
                        ("body", max(13, int(u * 2.75)), text, P.TEXT, int(u * 3.2))):
                    surf, found = render_marked(fonts, face, size, words_of, width, colour, words)
                    self.marks += [(len(blocks), r) for r in found]
                    blocks.append((surf, gap))
        else:
            blocks = super().blocks(width)
        if not blocks:
            words = _("Nothing in the rules mentions \u201c{words}\u201d.").format(words=self.search.text)
            blocks = [(render_wrapped(fonts, "italic", max(13, int(u * 2.6)), words, width, P.TEXT_SOFT), int(u * 3))]
        if not self.search.text.strip():
            blocks += self._glossary(width)
        self._tops = [0]   # where each block starts on the page
        for surf, gap in blocks:
            self._tops.append(self._tops[-1] + surf.get_height() + gap)
        return blocks

    def _glossary(self, width: int):
        from scenes.board.art.glyphs import glyph

        u, fonts = self.unit, self.app.fonts
        out = [(fonts.render("serif", int(u * 3.8), _("Symbols on the board"), P.ACCENT), int(u * 0.8))]
        size = int(u * 3.4)
        for kind, words in GLOSSARY:
            text = render_wrapped(fonts, "body", max(13, int(u * 2.5)), _(words), width - size - int(u * 2), P.TEXT)
            row = pygame.Surface((width, max(size, text.get_height())), pygame.SRCALPHA)
            row.blit(glyph(kind, size, P.CANDLE_HOT), (0, 0))
            row.blit(text, (size + int(u * 2), 0))
            out.append((row, int(u * 1.2)))
        return out

    def handle(self, intent) -> None:
        # the search field has the typing and a text box's keys (Home/End move its caret);
        # the page keeps ↑ ↓, Page Up/Down and the wheel; Backspace on an empty search is Back
        if isinstance(intent, Text) or (isinstance(intent, Key) and (
                intent.ctrl or intent.name in EDIT_KEYS or (intent.name == "backspace" and self.search.text))):
            before = self.search.text
            self.search.handle(intent)
            if self.search.text != before:
                self.target = self.scroll = 0.0
                self.layout(self.app.size)
                self.show_first_mark()
            return
        super().handle(intent)

    def draw_content(self, surface) -> None:
        self.search.draw(surface)
        super().draw_content(surface)
