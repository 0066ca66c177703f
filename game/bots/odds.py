"""Dice math for bots: the game's dice show 0, 1 or 2, each equally likely.

Everything here is exact (fractions of 3**n turned into floats) and cached, so a bot
can weigh a roll, a band table or an attack without simulating anything.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def dist(n: int) -> tuple[float, ...]:
    """P(total == k) for n dice, k = 0..2n."""
    probs = [1.0]
    for _ in range(max(0, n)):
        nxt = [0.0] * (len(probs) + 2)
        for k, p in enumerate(probs):
            for face in (0, 1, 2):
                nxt[k + face] += p / 3
        probs = nxt
    return tuple(probs)


@lru_cache(maxsize=None)
def at_least(n: int, target: int, bonus: int = 0) -> float:
    """P(total of n dice + bonus >= target)."""
    return sum(p for k, p in enumerate(dist(n)) if k + bonus >= target)


def band_chances(n: int, bonus: int, bands) -> list[float]:
    """Chance of each band of a roll table (the first band that matches wins)."""
    out = [0.0] * len(bands)
    for k, p in enumerate(dist(n)):
        result = max(0, k + bonus)
        for i, band in enumerate(bands):
            lo, hi = band.get("min", 0), band.get("max")
            if result >= lo and (hi is None or result <= hi):
                out[i] += p
                break
    return out


@lru_cache(maxsize=None)
def duel(a_dice: int, d_dice: int, a_bonus: int = 0) -> dict:
    """Both sides roll; the lower takes the difference.

    Returns win/lose/tie chances, the expected damage each way, the chance of winning
    by 2+ (a steal) and the full distribution of the margin (attacker minus defender).
    """
    margin: dict[int, float] = {}
    for a, pa in enumerate(dist(a_dice)):
        for d, pd in enumerate(dist(d_dice)):
            m = a + a_bonus - d
            margin[m] = margin.get(m, 0.0) + pa * pd
    win = sum(p for m, p in margin.items() if m > 0)
    lose = sum(p for m, p in margin.items() if m < 0)
    return {
        "win": win, "lose": lose, "tie": 1.0 - win - lose,
        "dealt": sum(m * p for m, p in margin.items() if m > 0),
        "taken": sum(-m * p for m, p in margin.items() if m < 0),
        "win2": sum(p for m, p in margin.items() if m >= 2),
        "margin": tuple(sorted(margin.items())),
    }


def chance_taken_at_least(a_dice: int, d_dice: int, amount: int, a_bonus: int = 0) -> float:
    """P(the attacker loses by ``amount`` or more)."""
    return sum(p for m, p in duel(a_dice, d_dice, a_bonus)["margin"] if -m >= amount)


def chance_dealt_at_least(a_dice: int, d_dice: int, amount: int, a_bonus: int = 0) -> float:
    """P(the attacker wins by ``amount`` or more)."""
    return sum(p for m, p in duel(a_dice, d_dice, a_bonus)["margin"] if m >= amount)


def mean(n: int) -> float:
    return float(n)  # each die averages exactly 1
