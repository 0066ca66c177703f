"""Traits: gaining, losing, damage and its split, trait rolls.

Classic "Attempting a Die Roll": a trait roll rolls as many dice as the trait's current
value. "Making an Attack": before the haunt no trait goes below its lowest value; after
it, a trait can reach the skull (index -1).
"""

from __future__ import annotations

import itertools

from ..content.model import TRAITS
from ..haunt.victory import die
from ..state import haunt_started, kind_traits, passives, player, trait_value


def floor_index(state) -> int:
    """Lowest index a trait may reach: the skull after the haunt, else the lowest value."""
    return -1 if haunt_started(state) else 0


def set_index(ctx, seat: int, trait: str, new_index: int, why: str = "") -> None:
    p = player(ctx.state, seat)
    new_index = max(floor_index(ctx.state), min(7, new_index))
    old = p["traits"][trait]
    if new_index == old:
        return
    if new_index < 0 and p["alive"]:
        die(ctx, seat)  # classic: after the haunt, a trait on the skull kills
    old_value = trait_value(ctx.pack, ctx.state, seat, trait)
    new_value = 0 if new_index < 0 else ctx.pack.explorers[p["explorer"]].tracks[trait][new_index]
    ctx.emit("trait_set", seat=seat, trait=trait, frm=old, to=new_index,
             value_from=old_value, value_to=new_value, why=why)


def gain(ctx, seat: int, trait: str, amount: int, why: str = "") -> None:
    set_index(ctx, seat, trait, player(ctx.state, seat)["traits"][trait] + amount, why)


def lose(ctx, seat: int, trait: str, amount: int, why: str = "") -> None:
    set_index(ctx, seat, trait, player(ctx.state, seat)["traits"][trait] - amount, why)


def below_start(pack, p: dict, trait: str) -> bool:
    """Would healing ``trait`` raise it (it is below its starting value)? ``p``: the
    player as the state or a view holds it."""
    return p["traits"][trait] < pack.explorers[p["explorer"]].starts[trait]


def heal(ctx, seat: int, trait: str, why: str = "") -> None:
    p = player(ctx.state, seat)
    if below_start(ctx.pack, p, trait):
        set_index(ctx, seat, trait, ctx.pack.explorers[p["explorer"]].starts[trait], why)


def damage_after_armour(pack, state, seat: int, kind: str, amount: int) -> int:
    for reduce in passives(pack, state, seat, "reduce_damage"):
        if reduce.get("kind") in (kind, "general"):
            amount -= int(reduce.get("amount", 1))
    return max(0, amount)


def armour(pack, state, seat: int, kind: str) -> list[str]:
    """The carried cards (items, omens, an heirloom's gift) that take some of ``kind``
    damage off the seat, in hand order (what ``damage_after_armour`` counts)."""
    me = player(state, seat)
    heirlooms = state.get("heirlooms") or {}
    out = []
    for card_id in me["cards"]:
        card = pack.cards[card_id]
        extra = card.data["heirloom"].get("passive", ()) if heirlooms.get(card_id) == me["explorer"] else ()
        if any("reduce_damage" in p and p["reduce_damage"].get("kind") in (kind, "general")
               for p in (*card.passive, *extra)):
            out.append(card_id)
    return out


def armoured(ctx, seat: int, kind: str, amount: int, trait: str | None = None) -> int:
    """``amount`` of ``kind`` damage after what the seat carries takes off it; when that
    is anything, the table is told which cards took it (``damage_reduced``: 'The Waxed
    Oilskin Coat takes the blow: no Speed lost.')."""
    after = damage_after_armour(ctx.pack, ctx.state, seat, kind, amount)
    if amount > 0 and after < amount:
        ctx.emit("damage_reduced", seat=seat, kind=kind, amount=amount, to=after,
                 cards=armour(ctx.pack, ctx.state, seat, kind), trait=trait)
    return after


def damage_options(state, seat: int, kind: str, amount: int) -> list[dict]:
    """Every distinct way to split ``amount`` damage over the traits of ``kind``.

    A trait can only absorb steps down to the floor (its lowest value before the
    haunt); damage beyond what the traits can absorb is lost.
    """
    p = player(state, seat)
    traits = [t for t in kind_traits(kind) if t in TRAITS]
    room = {t: max(0, p["traits"][t] - floor_index(state)) for t in traits}
    total = min(amount, sum(room.values()))
    options = []
    for split in itertools.product(*(range(room[t] + 1) for t in traits)):
        if sum(split) == total:
            options.append({t: n for t, n in zip(traits, split) if n})
    return options or [{}]


def apply_split(ctx, seat: int, split: dict, why: str = "") -> None:
    for trait in TRAITS:
        if split.get(trait):
            lose(ctx, seat, trait, split[trait], why)


def roll_dice_count(pack, state, seat: int, trait: str, ruleset) -> int:
    count = trait_value(pack, state, seat, trait)
    for bonus in passives(pack, state, seat, "roll_bonus"):
        if bonus.get("trait") in (trait, None) and bonus.get("when") in (None, "trait_roll") and bonus.get("dice"):
            count += int(bonus["dice"])
    return clamp_dice(count, ruleset)


def roll_result_bonus(pack, state, seat: int, trait: str) -> int:
    total = 0
    for bonus in passives(pack, state, seat, "roll_bonus"):
        if bonus.get("trait") in (trait, None) and bonus.get("when") in (None, "trait_roll") and bonus.get("result"):
            total += int(bonus["result"])
    return total


def clamp_dice(count: int, ruleset) -> int:
    # legacy p.8: never more than 8 dice, never fewer than 1; classic: no more than 8 exist
    return max(ruleset.dice_floor, min(ruleset.dice_cap, count))


def trait_roll(ctx, seat: int, trait: str, why: str, bonus: int = 0, extra_dice: int = 0) -> int:
    count = clamp_dice(roll_dice_count(ctx.pack, ctx.state, seat, trait, ctx.rules) + extra_dice, ctx.rules)
    extra = bonus + roll_result_bonus(ctx.pack, ctx.state, seat, trait)
    _dice, total = ctx.roll(count, seat, why, trait=trait, bonus=extra)
    return max(0, total + extra)
