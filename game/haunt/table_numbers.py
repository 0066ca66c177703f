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
_WORD = r"(?:three|four|five|six)"
# "7 with four players", "5 with four or six players", "6 with five, six or more players"
_ALT = (r"(\d+) with (" + _WORD + r"(?:(?:,\s*|\s+or\s+|\s+and\s+)" + _WORD + r")*)"
        r"(\s+or\s+more)?(?: players)?")
# "6 of the saint's relics (7 with four players, 8 with five)": the number, the words it
# counts (no figures, no brackets), then the other tables' numbers in brackets
_SPAN = re.compile(r"(\d+)([^()\d]{0,60}?)\s*\((" + _ALT + r"(?:,?\s+(?:and\s+)?" + _ALT + r")*)\)")
# "(14 haunt rounds; 11 with four players, 10 with five)": the number inside the brackets
_INNER = re.compile(r"\((\d+)([^()\d;]{0,60}?);\s*(" + _ALT + r"(?:,?\s+(?:and\s+)?" + _ALT + r")*)\)")
_ONE = re.compile(_ALT)
_NAMED = re.compile(_WORD)
_BRACES = re.compile(r"\{(\d+)/(\d+)/(\d+)\}")   # legacy: {3P/4P/5P}


def _worked_out(match, players: int) -> str:
    base, words = int(match.group(1)), match.group(2)
    named: dict[int, int] = {}
    for n, counts, more in _ONE.findall(match.group(3)):
        tables = [WORDS[word] for word in _NAMED.findall(counts)]
        if more:   # "with four or more players": every larger table too
            tables += [t for t in range(max(tables) + 1, max(players, 6) + 1)]
        for table in tables:
            named[table] = int(n)
    if not named:
        return match.group(0)
    if players in named:
        return f"{named[players]}{words}"
    below = [count for count in named if count < players]
    if players < min(named) or not below:
        return f"{base}{words}"   # the plain number is for the smallest table
    return f"{named[max(below)]}{words}"


def for_table(text: str, players: int) -> str:
    text = _INNER.sub(lambda m: f"({_worked_out(m, players)})", text)
    text = _SPAN.sub(lambda m: _worked_out(m, players), text)
    return _BRACES.sub(lambda m: m.group(1 + min(2, max(0, players - 3))), text)


def table_copy(node, players: int):
    if isinstance(node, str):
        return for_table(node, players) if ("with" in node or "{" in node) else node
    if isinstance(node, dict):
        return {k: table_copy(v, players) for k, v in node.items()}
    if isinstance(node, list):
        return [table_copy(v, players) for v in node]
    return node
