"""Where the carried cards go in the HUD, and how much of the panel they leave the room.

The room the explorer stands in comes first: its rule is what the player reads to decide,
so the cards take what its whole text leaves (``plan``). A hand that does not fit as a
grid of thumbnails is held as a fan (the cards overlapping, each read large on hover),
with the room's text at its usual size and then a little smaller; then tucked (the fan
showing only each card's top, its picture: a hand held low); the HUD's note (the board
lights the rooms, and a hint says how) gives way last. Only when nothing else gives does the rule
scroll (``Hud._room_text``). No card is ever narrower than ``MIN_CARD``.
"""

from __future__ import annotations

MIN_CARD = 56       # px: a carried card's least width (at 150% they had shrunk to 20 px chips, "Coa")
TUCK = 0.45         # a tucked card shows this much of its height: its picture, not its name
CARD_H = 1.3        # a card's height per its width
GAP = 6             # px between a grid's cards, and under its last row
FAN_GAP = 2         # px under a fanned hand (a grid's whole gap is not needed there)


def hand(count: int, width: int, room_for: int | None, least: int = MIN_CARD, gap: int = GAP, *,
         fan: bool = False, tuck: bool = False) -> list[tuple] | None:
    """Where ``count`` carried cards go across ``width`` px within ``room_for`` px of
    height, as (x, y, w, h) from the area's top left: a grid of the largest thumbnails,
    from three a row, none narrower than ``least``; with ``fan``, one row (or a few) of
    ``least``-wide cards overlapping like a hand held, each read large on hover (``tuck``:
    only each card's top shows, ``h`` is that part). None: it does not fit; ``room_for``
    None: a fanned hand, whatever it takes."""
    if count == 0:
        return []
    if not fan:
        cols = 3
        while room_for is not None:
            w = (width - (cols - 1) * gap) // cols
            if w < least:
                return None
            h, rows = int(w * CARD_H), (count + cols - 1) // cols
            if rows * (h + gap) <= room_for:
                return [((i % cols) * (w + gap), (i // cols) * (h + gap), w, h) for i in range(count)]
            cols += 1
        return None
    w = min(least, width)
    h = int(w * CARD_H * (TUCK if tuck else 1))
    if room_for is not None and room_for < h + FAN_GAP:   # (a gap under it, smaller than a grid's)
        return None
    rows = max(1, (room_for or 0) // (h + gap))
    per_row = (count + rows - 1) // rows
    step = min(w + gap, (width - w) / (per_row - 1)) if per_row > 1 else 0
    return [(int((i % per_row) * step), (i // per_row) * (h + gap), w, h) for i in range(count)]


def plan(count: int, width: int, below: int, note_h: int, least: int, need, around: int):
    """The hand that leaves the room's block its whole text: (spots, tucked, the note
    shown, the gap under the cards) or None when no way does. ``below``: px from the cards' top to the
    buttons; ``need``: the room block's heights with its text whole, at its usual size
    and then its least readable one; ``around``: the gaps about the block."""
    open_hand = [(False, False), (True, False)]   # a grid, a fan: each card's face in sight
    for keep_note in (True, False):
        tries = [(block, shape) for shape in (open_hand if keep_note else open_hand[1:]) for block in need]
        tries += [(block, (True, True)) for block in need]   # then held low: each card's top
        for block, (fan, tuck) in tries:
            room_for = below - (note_h if keep_note else 0) - block - around
            spots = hand(count, width, room_for, least, fan=fan, tuck=tuck)
            if spots is not None and (count or room_for >= 0):
                return spots, tuck, keep_note, (FAN_GAP if fan else GAP)
    return None
