"""Weighing effects and answering decisions, from the view and the public content.

A trait is worth its printed value plus a cushion for every step above the skull, so
losing a step near the skull costs more than losing one at the top, and a step onto
the skull (after the haunt) costs a life. Effect lists are valued by expectation over
their dice; decisions take the best-valued option.
"""

from __future__ import annotations

from .. import board
from ..content.model import MENTAL, PHYSICAL, TRAITS
from ..haunt.visibility import traitor_masked
from ..words import WORDS
from . import odds
from .reading import (armour, holds, in_haunt, my_side, number, opponents, roll_bonus,
                      roll_dice, start_index)

DEATH = 60.0


class Judge:
    """Values things for one seat looking at one view."""

    def __init__(self, pack, view, seat: int, weights: dict | None = None, counter_sign=None,
                 win_counters=None):
        self.pack, self.view, self.seat = pack, view, seat
        self.player = view["players"][seat]
        self.haunt = in_haunt(view)
        self.weights = weights or {}
        self.counter_sign = counter_sign or {}
        self.win_counters = win_counters  # None: every counter counts in full
        self.side = my_side(view)
        self.personal = 1.0  # how much this seat's own gains count (for others: +-0.6)

    # -- traits --------------------------------------------------------------------
    def worth(self, trait: str, index: int) -> float:
        if index < 0:
            return -DEATH
        track = self.pack.explorers[self.player["explorer"]].tracks[trait]
        cushion = 3.0 * (1 - 0.55 ** (index + 1))
        return self.weights.get(trait, 1.0) * (track[min(7, index)] + cushion)

    def delta(self, trait: str, steps: int, index: int | None = None) -> float:
        index = self.player["traits"][trait] if index is None else index
        low = -1 if self.haunt else 0
        if index < 0:
            return 0.0
        new = max(low, min(7, index + steps))
        return self.worth(trait, new) - self.worth(trait, index)

    def damage_cost(self, kind: str, amount: int) -> float:
        """Cost of the best split of ``amount`` damage (greedy on convex costs)."""
        amount -= armour(self.pack, self.player, kind)
        if amount <= 0:
            return 0.0
        traits = {"physical": PHYSICAL, "mental": MENTAL}.get(kind, TRAITS)
        index = {t: self.player["traits"][t] for t in traits}
        low = -1 if self.haunt else 0
        total = 0.0
        for _ in range(amount):
            options = [(self.worth(t, index[t]) - self.worth(t, index[t] - 1), t)
                       for t in traits if index[t] > low]
            if not options:
                break
            cost, trait = min(options)
            total += cost
            index[trait] -= 1
        return total

    def split_cost(self, split: dict) -> float:
        low = -1 if self.haunt else 0
        cost = 0.0
        for trait, n in split.items():
            index = self.player["traits"][trait]
            cost += self.worth(trait, index) - self.worth(trait, max(low, index - n))
        return cost

    # -- effects -------------------------------------------------------------------
    def effects(self, ops, depth: int = 0) -> float:
        if not ops or depth > 5:
            return 0.0
        total = 0.0
        for entry in ops:
            (name, args), = entry.items()
            total += self.op(name, args or {}, depth)
        return total

    def roll_chances(self, a: dict, extra_dice: int = 0, extra_result: int = 0) -> list[float]:
        bonus = number(self.view, a.get("bonus", 0)) + extra_result
        if "trait" in a:
            dice = roll_dice(self.pack, self.player, a["trait"]) + extra_dice
            bonus += roll_bonus(self.pack, self.player, a["trait"])
        else:
            dice = number(self.view, a["dice"]) + extra_dice
        return odds.band_chances(max(0, min(8, dice)), bonus, a["bands"])

    def bands(self, a: dict, depth: int, extra_dice: int = 0, extra_result: int = 0) -> float:
        chances = self.roll_chances(a, extra_dice, extra_result)
        return sum(p * self.effects(b.get("effects"), depth + 1)
                   for p, b in zip(chances, a["bands"]) if p)

    def op(self, name: str, a, depth: int) -> float:
        """What one effect word is worth (its valuation is declared with it: game.words)."""
        word = WORDS.get(name)
        if word is None:
            return 0.0  # (the engine's own steps)
        if word.personal:
            return self.personal * word.value(self, a, depth)
        return word.value(self, a, depth)

    # -- what the words' valuations read (game.words) --------------------------------
    TRAITS = TRAITS

    def number(self, value) -> int:
        return number(self.view, value)

    def holds(self, condition) -> bool:
        return holds(self.pack, self.view, self.seat, condition)

    def start_index(self, trait: str) -> int:
        return start_index(self.pack, self.player, trait)

    @staticmethod
    def dice_chances(dice: int) -> list[float]:
        return odds.dist(dice)

    def rooms_closed(self) -> bool:
        return bool(board.closed(self.view))

    def counter(self, name: str, add: int) -> float:
        """A haunt counter changed by ``add``, valued from my side."""
        now = (((self.view.get("haunt") or {}).get("counters")) or {}).get(name, 0)
        if add < 0:  # a track stops at 0: nothing to take off an empty one
            add = -min(-add, max(0, now))
        worth = 5.0 * self.counter_sign.get(name, 0) * add
        if self.win_counters is not None and name not in self.win_counters and add > 0:
            worth /= 1.0 + 0.5 * max(0, now)  # a track I cannot see the end of: less each time
        return worth

    def unmask(self, a, depth: int) -> float:
        """An accusation: the chance that the hidden traitor is one of those here (as far
        as I can tell, any other living explorer may be), and what follows either way."""
        haunt = self.view.get("haunt") or {}
        here = self.player["tile"]
        others = [p for p in self.view["players"] if p["alive"] and p["seat"] != self.seat]
        if not traitor_masked(self.view) or not others:
            return self.effects(a.get("missed"), depth + 1)
        if haunt.get("traitor") is not None and self.side == "traitor":
            return -1000.0  # (the traitor never unmasks themselves)
        chance = sum(1 for p in others if p["tile"] == here) / len(others)
        found = 8.0 + self.effects(a.get("found"), depth + 1)
        return chance * found + (1 - chance) * self.effects(a.get("missed"), depth + 1)

    def each_here(self, ops, depth: int) -> float:
        if not self.haunt:
            return 0.0
        here = self.player["tile"]
        foes = set(opponents(self.view, self.seat))
        total = 0.0
        for p in self.view["players"]:
            if p["seat"] != self.seat and p["alive"] and p["tile"] == here:
                other = Judge(self.pack, self.view, p["seat"], counter_sign=self.counter_sign,
                              win_counters=self.win_counters)
                other.side = self.side  # counters and wins are valued from my side
                other.personal = -0.6 if p["seat"] in foes else 0.6
                total += other.effects(ops, depth + 1)
        return total

    # -- cards ---------------------------------------------------------------------
    def card_worth(self, card: str) -> float:
        data = self.pack.cards[card].data
        worth = 0.5
        weapon = data.get("weapon")
        if weapon:
            worth += 1.5 + float(weapon.get("dice", 0)) + (1.5 if weapon.get("distance") else 0)
        for p in data.get("passive") or ():
            worth += 2.5 if "reduce_damage" in p else 2.0 if "move_bonus" in p else 1.5
        if data.get("use"):
            worth += 1.0
        return worth

    def gain_card(self, card: str) -> float:
        data = self.pack.cards[card].data
        return self.card_worth(card) + self.effects(data.get("on_gain"), 1)

    def lose_card(self, card: str) -> float:
        data = self.pack.cards[card].data
        return -self.card_worth(card) + self.effects(data.get("on_lose"), 1)

    def use_card(self, card: str) -> float:
        use = self.pack.cards[card].data.get("use") or {}
        value = self.effects(use.get("effects"), 0)
        if use.get("consume"):
            value -= self.card_worth(card)  # the card is spent
        return value


# -- answering a pending decision ---------------------------------------------------

def lookup(pack, view, ref):
    """Content behind a pending question, unless it lies in a book this view cannot
    read (then None: the bot answers without it)."""
    if ref and ref[0] == "haunt":
        side = ref[2] if len(ref) > 2 else None
        if side not in ((view.get("haunt") or {}).get("books") or {}):
            return None
    try:
        return pack.lookup(ref)
    except (KeyError, IndexError, TypeError):
        return None


def answer(judge: Judge, pending: dict, choose_tile=None, choose_placement=None, steal=None):
    """The option to answer ``pending`` with (one of pending["options"])."""
    kind, options = pending["kind"], pending["options"]
    pack, view = judge.pack, judge.view
    if kind == "damage":
        return min(options, key=lambda split: (judge.split_cost(split), sorted(split.items())))
    if kind in ("may", "pay"):
        ops = lookup(pack, view, pending.get("ref"))
        if ops is None:
            return False
        value = judge.effects(ops, 1)
        if kind == "pay":
            value += judge.delta(pending["trait"], -pending["amount"])
        return value > 0.05
    if kind == "choose":
        base = lookup(pack, view, pending.get("ref"))
        if base is None:
            return options[-1]
        return max(options, key=lambda i: (judge.effects(base[i].get("effects"), 1), -i))
    if kind == "gain_choice":
        amount = pending.get("amount", 1)
        return max(options, key=lambda t: (judge.delta(t, amount), -TRAITS.index(t)))
    if kind == "discard_item":
        return max(options, key=lambda c: (judge.lose_card(c), c))
    if kind == "move_choice":
        return choose_tile(options) if choose_tile else options[0]
    if kind == "place_tile":
        return choose_placement(pending) if choose_placement else options[0]
    if kind == "steal":
        return steal(pending) if steal else "damage"
    return options[0]
