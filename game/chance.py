"""Chance: every random outcome is derived from the game seed and a counter.

We hash ``(seed, counter, i)`` with blake2b instead of calling ``random``: Python does
not promise ``random.shuffle``'s sequence across versions, and a replay must never need
a generator at all (the outcomes are written into the events). The counter lives in the
game state (``state["rng"]``); each random event records the counter value it used as
``"r"`` and ``apply`` moves the counter past it.
"""

from __future__ import annotations

import hashlib
import struct

DIE_FACES = (0, 0, 1, 1, 2, 2)  # the game's dice: two blanks, two ones, two twos


_WORDS = struct.Struct(">8Q")  # a 64-byte digest as eight big-endian 64-bit integers


def _block(seed: int, counter: int, block: int) -> tuple[int, ...]:
    return _WORDS.unpack(hashlib.blake2b(f"{seed}:{counter}:{block}".encode(), digest_size=64).digest())


def _stream(seed: int, counter: int):
    """An endless stream of 64-bit integers for one (seed, counter) pair."""
    block = 0
    while True:
        yield from _block(seed, counter, block)
        block += 1


def _below(stream, n: int) -> int:
    """A uniform integer in [0, n) by rejection sampling (no modulo bias)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value = next(stream)
        if value < limit:
            return value % n


def roll_dice(seed: int, counter: int, count: int) -> list[int]:
    stream = _stream(seed, counter)
    return [DIE_FACES[_below(stream, 6)] for _ in range(max(0, count))]


def shuffled(seed: int, counter: int, items) -> list:
    """Fisher–Yates with the hash stream; returns a new list."""
    out = list(items)
    stream = _stream(seed, counter)
    for i in range(len(out) - 1, 0, -1):
        j = _below(stream, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def pick_index(seed: int, counter: int, n: int) -> int:
    first = _block(seed, counter, 0)[0]
    if first < (1 << 64) - ((1 << 64) % n):
        return first % n  # (what _below does with the stream's first value; nearly always)
    return _below(_stream(seed, counter), n)
