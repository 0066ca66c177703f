"""Join codes people read out and type.

A join code is said across a room or typed from another screen, so it is made of
Crockford's base 32 — digits and capitals without I, L, O and U, which are mistaken for
1, 1, 0 and V — in groups of four: ``7KQ2-M9XD-40HF-TB3W`` (16 characters, 80 bits,
``secrets``-random). What is typed is read leniently (``normal``): any case, spaces and
dashes anywhere, I and L taken for 1, O for 0.
"""

from __future__ import annotations

import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH, GROUP = 16, 4
_READ = str.maketrans({"I": "1", "L": "1", "O": "0"})


def new_code() -> str:
    """A fresh join code, grouped for reading out."""
    chars = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
    return "-".join(chars[i:i + GROUP] for i in range(0, LENGTH, GROUP))


def normal(text: str) -> str:
    """A typed code as the server compares it: capitals, no spaces or dashes, I/L/O read
    as 1/1/0."""
    return "".join(str(text).split()).replace("-", "").upper().translate(_READ)
