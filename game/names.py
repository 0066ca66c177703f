"""What a name written by a player may hold, said once for every name the engine keeps:
seats, campaigns, family members, heirlooms.

A name is printable text within a length: no control characters (NUL, escape, …) and no
invisible formatting characters (a right-to-left override turns the text after it around;
a zero-width joiner or space hides between letters). The refusal names the character, so
a player who pasted one can find it: "contains U+202E, a right-to-left override".
"""

from __future__ import annotations

import unicodedata

SEAT_NAME_LENGTH = 60   # a seat's name as the table reads it ("Patience the Third Greaves")

# control, format (bidi overrides, zero-width joiners), private use, surrogate, unassigned,
# and the line and paragraph separators
_HIDDEN = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}
_UNNAMED = {"Cc": "a control character", "Co": "a private-use character",
            "Cs": "a lone surrogate", "Cn": "an unassigned code point"}


def tidy(text) -> str:
    """The name as it is kept: runs of spaces, tabs and newlines made one space, ends trimmed."""
    return " ".join(str(text if text is not None else "").split())


def describe(char: str) -> str:
    """'U+202E, a right-to-left override'."""
    category = unicodedata.category(char)
    name = unicodedata.name(char, "").lower()
    if not name:
        what = _UNNAMED.get(category, "a character that cannot be shown")
    else:
        what = ("an " if name[0] in "aeiou" else "a ") + name
    return f"U+{ord(char):04X}, {what}"


def name_problem(text, limit: int, what: str = "a name") -> str | None:
    """Why ``text`` cannot be a name of at most ``limit`` characters (None: it can). The
    character is named before the length is counted, so a short name with a NUL in it is
    not told it is too long."""
    words = tidy(text)
    if not words:
        return f"{what} is empty"
    for char in words:
        if unicodedata.category(char) in _HIDDEN:
            return f"{what} contains {describe(char)}"
    if len(words) > limit:
        return f"{what} is {len(words)} characters long; at most {limit}"
    return None
