"""Pieces in a room: where several sit, how one is drawn, the badge that counts a stack.

Explorers and monsters share the same way of sharing a room: they fan out in rows while
each keeps at least ``MIN_TOKEN`` px and the rows stay inside the room's band for them;
when they would not, they collapse into one token carrying a count badge, and the
pointer over it lists who is there (``Stack.names``) — so a room of five monsters reads as
one seal marked "×5", never five discs piled on each other.

``explorer_token`` is the one picture of an explorer on the board: a face (today the
portrait, scenes/board/art/portraits.py) on the seat's colour inside a ring, the acting
explorer's ring lit and a pointer over it. It takes only a size, the colour and the face,
so another face can be swapped in without touching where tokens go.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.kit import palette as P

MIN_TOKEN = 24     # px across: the smallest a token is drawn, at any zoom
SPREAD = 2.3       # centre to centre, in radii, of tokens side by side


@dataclass
class Stack:
    """Tokens drawn as one at ``centre``: ``ids`` (first one shown), their ``names``."""

    centre: tuple[int, int]
    radius: int
    ids: list = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.centre[0] - self.radius, self.centre[1] - self.radius,
                           self.radius * 2, self.radius * 2)

    def hit(self, pos, slack: float = 1.25) -> bool:
        dx, dy = pos[0] - self.centre[0], pos[1] - self.centre[1]
        return dx * dx + dy * dy <= (self.radius * slack) ** 2


def token_radius(cell: int, share: float) -> int:
    """A token's radius in a room ``cell`` px wide: ``share`` of it, never under
    ``MIN_TOKEN`` across."""
    return max(MIN_TOKEN // 2 + MIN_TOKEN % 2, int(cell * share))


def fan(band: pygame.Rect, count: int, radius: int, *, rise: bool = False) -> list[tuple[int, int]] | None:
    """Centres for ``count`` tokens side by side in rows inside ``band``, centred; the
    rows go down from the band's top (or up from its foot with ``rise``). None when they
    do not fit: the caller collapses them into a stack."""
    step = radius * SPREAD
    per_row = max(1, int((band.w - 2 * radius) // step) + 1)
    rows = (count + per_row - 1) // per_row
    if rows * radius * 2.1 > band.h + 1:
        return None
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x = band.centerx + (col - (in_row - 1) / 2) * step
        y = (band.bottom - radius - row * radius * 2.1) if rise else (band.top + radius + row * radius * 2.1)
        out.append((int(x), int(y)))
    return out


def place(band: pygame.Rect, groups: list[tuple[list, list[str]]], radius: int, *,
          rise: bool = False) -> list[Stack]:
    """Where a room's tokens go: ``groups`` is [(ids, names)] in order (a group: pieces
    that may share one stack, e.g. monsters of one kind). Every piece its own token when
    all fit (down to two thirds of ``radius``, never under MIN_TOKEN); else a stack per
    group; else one stack for everyone."""
    pieces = [(i, n) for ids, names in groups for i, n in zip(ids, names)]
    least = MIN_TOKEN // 2
    for r in sorted({radius, max(least, int(radius * 0.8)), max(least, int(radius * 0.65))}, reverse=True):
        spots = fan(band, len(pieces), r, rise=rise)   # each its own, a little smaller if need be
        if spots is not None:
            return [Stack(c, r, [i], [n]) for c, (i, n) in zip(spots, pieces)]
    spots = fan(band, len(groups), radius, rise=rise)
    if spots is not None:
        return [Stack(c, radius, list(ids), list(names)) for c, (ids, names) in zip(spots, groups)]
    c = fan(band, 1, radius, rise=rise) or [band.center]
    return [Stack(c[0], radius, [i for i, _n in pieces], [n for _i, n in pieces])]


def explorer_token(size: int, rgb, face: pygame.Surface | None, lit: bool) -> pygame.Surface:
    """An explorer's token ``size`` px across (plus room for its glow and pointer): the
    face on the seat's colour ``rgb`` inside a dark ring; the acting explorer's ring is
    candle-bright with a glow, and a pointer stands over it."""
    radius = size // 2
    pad = radius // 2 + 4
    img = pygame.Surface((size + pad * 2, size + pad * 2 + (radius if lit else 0)), pygame.SRCALPHA)
    c = (img.get_width() // 2, img.get_height() - pad - radius)
    if lit:
        for i in range(pad, 0, -1):
            pygame.draw.circle(img, (*P.CANDLE, int(110 * (1 - i / pad))), c, radius + i)
    pygame.draw.circle(img, (0, 0, 0, 150), (c[0] + 1, c[1] + 2), radius)
    pygame.draw.circle(img, rgb, c, radius)
    if face is not None:
        img.blit(face, face.get_rect(center=c))
    pygame.draw.circle(img, P.CANDLE_HOT if lit else (20, 16, 28), c, radius + 1, max(2, radius // 6) if lit else 1)
    if lit:   # a pointer over the head: whose turn it is, at a glance
        tip_y = c[1] - radius - pad // 2
        w = max(5, radius // 2)
        points = [(c[0] - w, tip_y - w), (c[0] + w, tip_y - w), (c[0], tip_y)]
        pygame.draw.polygon(img, (20, 16, 28), [(x, y + 1) for x, y in points])
        pygame.draw.polygon(img, P.CANDLE_HOT, points)
    return img


def token_anchor(img: pygame.Surface) -> tuple[int, int]:
    """The point of ``explorer_token``'s picture that sits on the token's centre."""
    size = img.get_width()
    return size // 2, img.get_height() - size // 2


def count_badge(fonts, surface, stack: Stack, ink=P.CANDLE_HOT, rim=P.ACCENT) -> None:
    """"×n" on a dark disc at the top right of a stack of n tokens."""
    n = len(stack.ids)
    if n < 2:
        return
    text = fonts.render("body", max(13, int(stack.radius * 0.95)), f"×{n}", ink)
    r = max(text.get_width(), text.get_height()) // 2 + 2
    at = (stack.centre[0] + int(stack.radius * 0.85), stack.centre[1] - int(stack.radius * 0.8))
    pygame.draw.circle(surface, (16, 10, 20), at, r)
    pygame.draw.circle(surface, rim, at, r, 1)
    surface.blit(text, text.get_rect(center=(at[0], at[1] + 1)))
