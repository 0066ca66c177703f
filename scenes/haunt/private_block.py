"""A private page's text, laid out to a block that is the same for every reader.

In a hidden-traitor haunt each seat reads its page alone, behind the same cover; from
across the table the page must not say whose it is (issue 28, item 7). A page padded
with blank space did: a hero's book filled both columns to the foot, the traitor's
left the right half empty. So the book is set here as lines on one grid:

* every line has the same pitch, whatever its face, and the lines run down the first
  column and on into the second, as a newspaper's do, so both columns are full;
* the grid has as many rows as the longer of the two books needs (both are measured,
  from each side's own view — never drawn), plus a few;
* what a reader's book leaves of the grid is filled with text of the same weight: the
  shared rules every explorer should keep in mind, then the haunt's public story —
  never blank space.
* each section of the two books (Right now, You win when, Your goals...), and in it each
  entry (a goal, an action word, a fact), is given the rows the longer of the two needs,
  the shorter one's filled with one-line reminders, and
  a section only one book has is a "Keep in mind" in the other: every hero knows by heart
  where the heroes' page draws its heading rules and bright titles, and the traitor's
  draws them there too.

So every page of a haunt, traitor's or hero's, has the same rows, the same columns and
text to the last line. The heading ("You are the traitor." / "You are no
traitor.") is set to one width for both.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from game.i18n import N_, _
import pygame

from scenes.kit import palette as P

ACCENT, HOT = P.SECRET, P.SECRET_HOT   # the "hidden" look: neither side's ink
# a style: (face, size in layout units, ink)
STYLES = {
    "head": ("display", 2.8, ACCENT), "title": ("serif", 2.75, HOT), "tag": ("italic", 2.1, P.TEXT_MUTED),
    "word": ("display", 2.75, HOT), "label": ("serif", 2.6, P.TEXT), "body": ("body", 2.35, P.TEXT),
    "soft": ("body", 2.35, P.TEXT_SOFT), "now": ("italic", 2.5, P.TEXT), "win": ("serif", 2.55, HOT),
}
MIN_FILL = 3          # rows every page keeps for its reminders (their heading and a line or two)
LEADING = 5           # blank pixel rows at least between one line's ink and the next's
INDENT = 1.2          # a paragraph under a title, in layout units

REMINDERS = (
    N_("Turns go round in the usual order, the traitor's among them."),
    N_("Say what you do on your turn, never why."),
    N_("Keep your face still. The house watches the others too."),
    N_("The traitor's box is read by everyone; the rest of a book is its reader's own."),
    N_("Once an action has been done, anyone may ask to hear its whole text."),
    N_("Nobody talks in corners: everything is said where the whole table can hear."),
    N_("A roll is made in front of everyone, and nobody argues with the dice."),
    N_("What you choose to do is what gives you away."),
    N_("Close the book before the screen is passed on."),
)


@dataclass(frozen=True)
class Para:
    runs: tuple            # ((text, style), ...)
    indent: float = 0.0    # layout units
    head: bool = False     # a section's heading: never the last row of a column


def head(text: str) -> Para:
    return Para(((_(text), "head"),), head=True)


def goal_tag(goal: dict, words) -> str:
    """A goal's tag: "main goal · FEED" (its action words stay the book's own)."""
    said = [_(w) for w in words if w]
    if goal.get("kind") == "main":
        return _("main goal · {words}").format(words=", ".join(said)) if said else _("main goal")
    return _("side goal · {words}").format(words=", ".join(said)) if said else _("side goal")


def book_sections(book: dict) -> list[tuple[str, list[Para]]]:
    """A side's book (its box left out: that is public and set above the columns) as
    sections (key, paragraphs), in the order the books give them."""
    out: list[tuple[str, list[Para]]] = []
    if book.get("setup_text"):
        out.append(("now", [head(N_("Right now")), Para(((_(book["setup_text"]), "now"),))]))
    if book.get("win_text"):
        out.append(("win", [head(N_("You win when")), Para(((_(book["win_text"]), "win"),))]))
    actions = book.get("actions") or ()
    if book.get("goals"):
        paras = [head(N_("Your goals"))]
        for goal in book["goals"]:
            words = [a.get("word") for a in actions if a.get("id") in (goal.get("actions") or ())]
            paras += [Para(((_(goal.get("title", "")), "title"), (goal_tag(goal, words), "tag"))),
                      Para(((_(goal.get("text", "")), "body"),), INDENT)]
        out.append(("goals", paras))
    if actions:
        paras = [head(N_("Action words"))]
        for action in actions:
            paras += [Para(((_(str(action.get("word", ""))), "word"), (_(str(action.get("label", ""))), "label"))),
                      Para(((_(action.get("text", "")), "soft"),), INDENT)]
        out.append(("actions", paras))
    if book.get("powers"):
        powers = ", ".join(_(str(p).replace("_", " ")) for p in book["powers"]).capitalize() + "."
        out.append(("powers", [head(N_("Powers")), Para(((powers, "win"),))]))
    for key, heading in (("facts", N_("What you know")), ("reactions", N_("When it happens"))):
        if book.get(key):
            paras = [head(heading)]
            for entry in book[key]:
                paras += [Para(((_(entry.get("title", "")), "title"),)),
                          Para(((_(entry.get("text", "")), "body"),), INDENT)]
            out.append((key, paras))
    return out


def book_paras(book: dict) -> list[Para]:
    """A side's book as paragraphs, its sections one after another."""
    return [para for _key, paras in book_sections(book) for para in paras]


def filler_paras(haunt: dict) -> list[Para]:
    """What fills a page past its book: the shared rules, then the haunt's public story
    and hints (the same words for every reader), a sentence at a time."""
    story = re.split(r"(?<=[.!?])\s+", " ".join(str(haunt.get("story") or "").split()))
    hints = [h for side in ("heroes", "traitor") for h in ((haunt.get("hints") or {}).get(side) or ())]
    return [Para(((s, "soft"),)) for s in (*REMINDERS, *story, *hints) if s]


def _entries(paras: list[Para]) -> list[list[Para]]:
    """A section's heading, then its entries: a goal's or a word's title with the text
    under it, or the one paragraph of "Right now" or "You win when"."""
    out: list[list[Para]] = []
    for para in paras:
        if not out or para.head or out[-1][0].head or para.runs[0][1] in ("title", "word"):
            out.append([para])
        else:
            out[-1].append(para)
    return out


class Grid:
    """Lines of one pitch in ``columns`` columns ``width`` wide in all."""

    def __init__(self, fonts, width: int, unit: float, columns: int) -> None:
        self.fonts, self.u, self.columns = fonts, unit, columns
        self.gutter = int(unit * 4) if columns > 1 else 0
        self.width = width
        self.col_w = (width - self.gutter * (columns - 1)) // columns
        self._lines: dict = {}   # Para -> its lines (a page breaks its filler several times)
        # every face's ink fits inside its own row, with a clear pixel row between rows, so
        # no two lines ever read as one from across the table (whatever their letters)
        inks = [self._ink(s) for s in STYLES]
        self.ascent = max(up for up, _down in inks)
        descent = max(down for _up, down in inks)
        self.pitch = max(int(max(self.font(s).get_linesize() for s in STYLES) * 1.12),
                         self.ascent + descent + LEADING)

    def font(self, style: str):
        face, size, _ink = STYLES[style]
        return self.fonts.get(face, max(12, int(self.u * size)))

    def _ink(self, style: str) -> tuple[int, int]:
        """How far a style's glyphs reach above and below the baseline: measured once for
        each face and size (a page makes a grid each time it opens)."""
        face, size, _colour = STYLES[style]
        key = (face, max(12, int(self.u * size)), self.fonts.scale)
        if key not in _INKS:
            _INKS[key] = _ink_extent(self.font(style))
        return _INKS[key]

    def lines(self, para: Para) -> list[list]:
        """The paragraph broken into lines: each a list of (text, style, x). Broken once
        on this grid and kept (its lines are read, never changed)."""
        try:
            kept = self._lines.get(para)
        except TypeError:   # (a run that is no tuple: broken afresh)
            return self._break(para)
        if kept is None:
            kept = self._lines[para] = self._break(para)
        return list(kept)

    def _break(self, para: Para) -> list[list]:
        left = int(self.u * para.indent)
        words = [(w, style) for text, style in para.runs for w in str(text).split()]
        lines, line, x = [], [], left
        for word, style in words:
            font = self.font(style)
            w, gap = font.size(word)[0], font.size(" ")[0]
            if line and x + gap + w > self.col_w:
                lines.append(line)
                line, x = [], left
            start = x + (gap if line else 0)
            line.append((word, style, start))
            x = start + w
        if line:
            lines.append(line)
        return lines

    def flow(self, paras) -> list[tuple[list, bool]]:
        """(line, is a heading) for every line of ``paras``."""
        return [(line, p.head) for p in paras for line in self.lines(p)]

    def aligned(self, mine, theirs, fill) -> tuple[list, list]:
        """Two books' sections (``book_sections``) as ``flow`` lines, each section's
        heading and each of its entries given the rows the longer of the two needs
        (so the bright titles line up too): the shorter one's are filled with the
        table's one-line reminders, and a section only one book has is a "Keep in mind"
        in the other. So both pages' headings fall on the same rows (every hero knows
        by heart where the heroes' page draws them)."""
        ones = [lines[0] for p in fill for lines in [self.lines(p)] if len(lines) == 1]
        spare = [ln for p in fill for ln in self.lines(p)]
        pads = iter((ones or spare or [[]]) * 50)
        books = (dict(mine), dict(theirs))
        out: tuple[list, list] = ([], [])
        for key in dict.fromkeys(k for k, _paras in (*mine, *theirs)):
            parts = [_entries(book.get(key) or [head(N_("Keep in mind"))]) for book in books]
            for i in range(max(len(p) for p in parts)):   # the heading, then entry by entry
                flows = [self.flow(p[i] if i < len(p) else []) for p in parts]
                rows = max(len(f) for f in flows)
                for lines, flow in zip(out, flows):
                    lines += flow + [(next(pads, []), False) for _ in range(rows - len(flow))]
        return out

    def place(self, content, fill, rows: int) -> list | None:
        """Fill ``rows`` rows of every column: ``content`` (from ``flow``), then a heading
        and ``fill``'s paragraphs, whole while they fit. A heading never ends a column (a
        one-line reminder goes there). None if the content does not fit."""
        slots = rows * self.columns
        short = [ln for p in fill for ln in [self.lines(p)] if len(ln) == 1]
        out: list = []
        reminders = iter(short * 4)

        def put(line, is_head) -> bool:
            if is_head and len(out) % rows == rows - 1 and len(out) + 1 < slots:
                out.append((next(reminders, [[]])[0], False))
            if len(out) >= slots:
                return False
            out.append((line, is_head))
            return True

        for line, is_head in content:
            if not put(line, is_head):
                return None
        if not put(*self.flow([head(N_("Keep in mind"))])[0]) or len(out) >= slots:
            return None
        pool = [self.lines(p) for p in fill] or [[[]]]
        i = 0
        while len(out) < slots:
            lines = pool[i % len(pool)]
            i += 1
            left = slots - len(out)
            if len(lines) <= left or i > len(pool) * 3:
                out += [(ln, False) for ln in lines[:left]]
        return out

    def rows_for(self, contents, fill) -> int:
        """The fewest rows in which every one of ``contents`` fits with its reminders."""
        rows = max(1, math.ceil((max(len(c) for c in contents) + MIN_FILL) / self.columns))
        while any(self.place(c, fill, rows) is None for c in contents):
            rows += 1
        return rows

    def render(self, placed, rows: int) -> pygame.Surface:
        surf = pygame.Surface((self.width, max(1, rows * self.pitch)), pygame.SRCALPHA)
        below = self.ascent + LEADING // 2   # a row's baseline: the tallest face's ascent inside the row
        for n, (line, is_head) in enumerate(placed):
            col, row = divmod(n, rows)
            x0, baseline = col * (self.col_w + self.gutter), row * self.pitch + below
            end = x0
            for text, style, x in _runs(line):
                face, size, ink = STYLES[style]
                image = self.fonts.render(face, max(12, int(self.u * size)), text, ink)
                surf.blit(image, (x0 + x, baseline - self.font(style).get_ascent()))
                end = x0 + x + image.get_width()
            if is_head:   # the heading's rule runs on to the column's edge
                mid = row * self.pitch + self.pitch // 2
                pygame.draw.line(surf, (*ACCENT, 150), (end + int(self.u), mid), (x0 + self.col_w, mid), 1)
        for col in range(1, self.columns):
            x = col * (self.col_w + self.gutter) - self.gutter // 2
            pygame.draw.line(surf, (*ACCENT, 70), (x, 0), (x, surf.get_height()), 1)
        return surf


_INKS: dict = {}   # (face, size, text scale) -> its glyphs' reach (Grid._ink)
_GLYPHS = "".join(chr(c) for c in range(33, 127)) + "äöüßÄÖÜéèàçâêîôûëïœæ—–’‘“”…"


def _ink_extent(font) -> tuple[int, int]:
    """How far a face's letters really reach above and below the baseline (an italic f
    or a swash goes past the font's own ascent and descent)."""
    up = font.get_ascent()
    down = -font.get_descent()
    for m in font.metrics(_GLYPHS):
        if m:
            up, down = max(up, m[3]), max(down, -m[2])
    return up, down


def _runs(line):
    """A line's words joined into runs of one style: (text, style, x of the first)."""
    out = []
    for word, style, x in line:
        if out and out[-1][1] == style:
            out[-1] = (out[-1][0] + " " + word, style, out[-1][2])
        else:
            out.append((word, style, x))
    return out


def justified(fonts, face: str, size: int, text: str, width: int, colour) -> pygame.Surface:
    """``text`` on one line exactly ``width`` wide, its spaces widened (a short heading
    as wide as a long one). The line is rendered whole, then set word by word."""
    font = fonts.get(face, size)
    image = font.render(text, True, colour)   # (drawn fresh: a page is made when it opens)
    words = text.split(" ")
    spans = []   # each word's place in the whole line (measured as far as its start and end: kerning)
    for i, word in enumerate(words):
        before = " ".join(words[:i]) + (" " if i else "")
        spans.append((font.size(before)[0] if i else 0, font.size(before + word)[0]))
    out = pygame.Surface((width, image.get_height()), pygame.SRCALPHA)
    spare = width - sum(b - a for a, b in spans)
    gaps = max(1, len(spans) - 1)
    at = 0.0
    for i, (a, b) in enumerate(spans):
        left = int(at) if i < len(spans) - 1 or len(spans) == 1 else width - (b - a)
        out.blit(image, (left, 0), pygame.Rect(a, 0, b - a, image.get_height()))
        at += (b - a) + spare / gaps
    return out
