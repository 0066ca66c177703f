"""A haunt's numbers worked out for the table (issue 20; legacy p.13 "Variable player
count"): the books say "6 relics (7 with four players, 8 with five, 9 with six)" for every
table; a table of four reads "7 relics". Legacy's braces, "{1/5/7}" for three, four and
five players, likewise.

``for_table(text, players)`` rewrites one text; ``table_copy(node, players)`` every text
in a book (dicts and lists copied, nothing changed in place).
"""

from __future__ import annotations

import re

WORDS = {"three": 3, "four": 4, "five": 5, "six": 6}
# the same phrases in a translation's words (``for_table(..., words=GERMAN)``): its books
# keep the English shape, "7 bei vier Spielern, 8 bei fünf"
ENGLISH = {"counts": WORDS, "with": "with", "or": "or", "and": "and", "more": "more", "players": "players"}
GERMAN = {"counts": {"drei": 3, "vier": 4, "fünf": 5, "sechs": 6}, "with": "bei", "or": "oder", "and": "und",
          "more": "mehr", "players": "Spielern"}
LANGUAGES = {"en": ENGLISH, "de": GERMAN}
_BRACES = re.compile(r"\{(\d+)/(\d+)/(\d+)\}")   # legacy: {3P/4P/5P}
_COMPILED: dict = {}


def _patterns(words: dict) -> tuple:
    """(span, inner, one, named) for a language's words (compiled once)."""
    key = id(words)
    if key not in _COMPILED:
        word = "(?:" + "|".join(words["counts"]) + ")"
        w, o, a = words["with"], words["or"], words["and"]
        # "7 with four players", "5 with four or six players", "6 with five, six or more players"
        alt = (rf"(\d+) {w} (" + word + rf"(?:(?:,\s*|\s+{o}\s+|\s+{a}\s+)" + word + r")*)"
               rf"(\s+{o}\s+{words['more']})?(?: {words['players']})?")
        # "6 of the saint's relics (7 with four players, 8 with five)": the number, the words
        # it counts (no figures, no brackets), then the other tables' numbers in brackets
        span = re.compile(r"(\d+)([^()\d]{0,60}?)\s*\((" + alt + rf"(?:,?\s+(?:{a}\s+)?" + alt + r")*)\)")
        # "(14 haunt rounds; 11 with four players, 10 with five)": the number inside the brackets
        inner = re.compile(r"\((\d+)([^()\d;]{0,60}?);\s*(" + alt + rf"(?:,?\s+(?:{a}\s+)?" + alt + r")*)\)")
        _COMPILED[key] = (span, inner, re.compile(alt), re.compile(word))
    return _COMPILED[key]


def _worked_out(match, players: int, words: dict) -> str:
    base, counted = int(match.group(1)), match.group(2)
    _span, _inner, one, named_re = _patterns(words)
    named: dict[int, int] = {}
    for n, counts, more in one.findall(match.group(3)):
        tables = [words["counts"][word] for word in named_re.findall(counts)]
        if more:   # "with four or more players": every larger table too
            tables += [t for t in range(max(tables) + 1, max(players, 6) + 1)]
        for table in tables:
            named[table] = int(n)
    if not named:
        return match.group(0)
    if players in named:
        return f"{named[players]}{counted}"
    below = [count for count in named if count < players]
    if players < min(named) or not below:
        return f"{base}{counted}"   # the plain number is for the smallest table
    return f"{named[max(below)]}{counted}"


def for_table(text: str, players: int, words: dict = ENGLISH) -> str:
    span, inner, _one, _named = _patterns(words)
    text = inner.sub(lambda m: f"({_worked_out(m, players, words)})", text)
    text = span.sub(lambda m: _worked_out(m, players, words), text)
    return _BRACES.sub(lambda m: m.group(1 + min(2, max(0, players - 3))), text)


def table_copy(node, players: int):
    if isinstance(node, str):
        return for_table(node, players) if ("with" in node or "{" in node) else node
    if isinstance(node, dict):
        return {k: table_copy(v, players) for k, v in node.items()}
    if isinstance(node, list):
        return [table_copy(v, players) for v in node]
    return node
