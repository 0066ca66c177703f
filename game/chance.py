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


_TOP = 1 << 64


def _uniform(seed: int, counter: int, bounds) -> list[int]:
    """``[_below(stream, n) for n in bounds]`` on one ``_stream(seed, counter)``, the
    stream's blocks read straight (a generator resumed per value costs more)."""
    out = []
    block, words, i = 0, _block(seed, counter, 0), 0
    for n in bounds:
        limit = _TOP - (_TOP % n)
        while True:
            if i == 8:
                block += 1
                words, i = _block(seed, counter, block), 0
            value = words[i]
            i += 1
            if value < limit:
                out.append(value % n)
                break
    return out


def roll_dice(seed: int, counter: int, count: int) -> list[int]:
    out = []
    for face in _uniform(seed, counter, (6,) * max(0, count)):
        out.append(DIE_FACES[face])
    return out


def shuffled(seed: int, counter: int, items) -> list:
    """Fisher–Yates with the hash stream; returns a new list."""
    out = list(items)
    for i, j in zip(range(len(out) - 1, 0, -1), _uniform(seed, counter, range(len(out), 1, -1))):
        out[i], out[j] = out[j], out[i]
    return out


_FIRST = struct.Struct(">Q")  # the digest's first word alone


def pick_index(seed: int, counter: int, n: int) -> int:
    first = _FIRST.unpack_from(hashlib.blake2b(f"{seed}:{counter}:0".encode(), digest_size=64).digest())[0]
    if first < (1 << 64) - ((1 << 64) % n):
        return first % n  # (what _below does with the stream's first value; nearly always)
    return _below(_stream(seed, counter), n)
