"""The effect words that change traits: rolls, gains, losses, healing, damage, paying.

(Their declarations are in ``game.words``; the interpreter is ``game.effects``.)
"""

from __future__ import annotations

from ..content.model import TRAITS
from ..effects import answers, ask, number, op, push_ref
from ..state import haunt_started, has_traitor_powers, player, trait_kind
from .traits import (apply_split, armoured, clamp_dice, damage_options, floor_index, gain, heal, lose,
                     trait_roll)


@op("roll")
def _roll(ctx, frame, a, path):
    seat = frame["actor"]
    bonus = number(ctx, a.get("bonus", 0))
    if "trait" in a:
        if _may_take_five(ctx, seat, path):
            ask(ctx, "take_five", seat, "Use a result of 5 instead of rolling?", [True, False],
                ref=path, why=frame.get("why", "roll"))
            return
        result = trait_roll(ctx, seat, a["trait"], why=frame.get("why", "roll"), bonus=bonus)
    else:
        count = clamp_dice(number(ctx, a["dice"]), ctx.rules)
        _dice, total = ctx.roll(count, seat, frame.get("why", "roll"), bonus=bonus)
        result = max(0, total + bonus)
    _bands(ctx, seat, a, path, result, frame.get("why", "roll"))


def _may_take_five(ctx, seat, path) -> bool:
    """Legacy p.19: "When taking an action on a tile, you may use a result of 5 instead
    of making a trait roll" (the traitor)."""
    return (ctx.rules.traitor_takes_five and path is not None and len(path) > 2
            and path[0] == "tile" and path[2] == "actions"
            and haunt_started(ctx.state) and has_traitor_powers(ctx.state, seat))


@answers("take_five")
def _answer_take_five(ctx, pending, choice):
    seat, a = pending["seat"], ctx.pack.lookup(pending["ref"])
    if choice:
        ctx.emit("narrated", seat=seat, text="The traitor takes a 5 instead of rolling.")
        result = 5
    else:
        result = trait_roll(ctx, seat, a["trait"], why=pending["why"], bonus=number(ctx, a.get("bonus", 0)))
    _bands(ctx, seat, a, pending["ref"], result, pending["why"])


def _bands(ctx, seat, a, path, result, why) -> None:
    for j, band in enumerate(a["bands"]):
        lo, hi = band.get("min", 0), band.get("max")
        if result >= lo and (hi is None or result <= hi):
            if band.get("text"):
                ctx.emit("narrated", seat=seat, text=band["text"])
            if band.get("effects"):
                push_ref(ctx, list(path) + ["bands", j, "effects"], seat, why=why)
            return


@op("gain")
def _gain(ctx, frame, a, path):
    gain(ctx, frame["actor"], a["trait"], number(ctx, a["amount"]), why="gain")


@op("lose")
def _lose(ctx, frame, a, path):
    if _spared(ctx, frame):
        return
    amount = number(ctx, a["amount"])
    if ctx.rules.lose_is_damage:
        # legacy p.7: "Lose 2 Speed" "counts as taking physical or mental damage,
        # depending on the trait" (so what reduces that damage reduces it)
        amount = armoured(ctx, frame["actor"], trait_kind(a["trait"]), amount, trait=a["trait"])
    if _haunt_setup(frame):
        # a side's setup never kills: a game is not won by reading the haunt out
        amount = min(amount, max(0, player(ctx.state, frame["actor"])["traits"][a["trait"]]))
    lose(ctx, frame["actor"], a["trait"], amount, why="lose")


def _haunt_setup(frame) -> bool:
    """Is this frame a side's setup, run as the haunt is revealed (``haunt.reveal``)?"""
    ref = frame.get("ref")
    return ref is not None and len(ref) == 4 and ref[0] == "haunt" and ref[3] == "setup"


@op("heal")
def _heal(ctx, frame, a, path):
    for trait in (TRAITS if a["trait"] == "all" else (a["trait"],)):
        heal(ctx, frame["actor"], trait, why="heal")


def _spared(ctx, frame) -> bool:
    """Legacy p.19: a traitor takes no damage from tile effects."""
    ref = frame.get("ref") or []
    if ctx.rules.name == "legacy" and ref and ref[0] in ("tile", "token") \
            and has_traitor_powers(ctx.state, frame["actor"]):
        ctx.emit("narrated", seat=frame["actor"], text="The house does not hurt its own.")
        return True
    return False


@op("damage")
def _damage(ctx, frame, a, path):
    seat = frame["actor"]
    if _spared(ctx, frame):
        return
    if "dice" in a:
        _dice, amount = ctx.roll(number(ctx, a["dice"]), seat, "damage dice")
    else:
        amount = number(ctx, a["amount"])
    take_damage(ctx, seat, a["kind"], amount)


def take_damage(ctx, seat: int, kind: str, amount: int) -> None:
    """Damage of a kind; the player chooses the split when there is a choice."""
    amount = armoured(ctx, seat, kind, amount)
    if amount <= 0:
        return
    options = damage_options(ctx.state, seat, kind, amount)
    if len(options) == 1:
        apply_split(ctx, seat, options[0], why=f"{kind} damage")
    else:
        ask(ctx, "damage", seat, f"Take {amount} {kind} damage: choose which traits drop.",
            options, damage_kind=kind, amount=amount)


@answers("damage")
def _answer_damage(ctx, pending, choice):
    apply_split(ctx, pending["seat"], choice, why=f"{pending['damage_kind']} damage")


@op("gain_choice")
def _gain_choice(ctx, frame, a, path):
    amount = number(ctx, a["amount"])
    ask(ctx, "gain_choice", frame["actor"], f"Gain {amount} in a trait of your choice.",
        list(a["traits"]), amount=amount)


@answers("gain_choice")
def _answer_gain_choice(ctx, pending, choice):
    gain(ctx, pending["seat"], choice, pending["amount"], why="gain")


@op("pay")
def _pay(ctx, frame, a, path):
    seat = frame["actor"]
    amount = number(ctx, a["amount"])
    # legacy p.8 (and good sense in classic): only a price you can pay in full buys the reward
    if player(ctx.state, seat)["traits"][a["trait"]] - amount < floor_index(ctx.state):
        ctx.emit("narrated", seat=seat, text=f"Cannot pay {amount} {a['trait'].title()}.")
        return
    ask(ctx, "pay", seat, a.get("prompt", f"Lose {amount} {a['trait'].title()}?"), [True, False],
        trait=a["trait"], amount=amount, ref=path + ["effects"])


@answers("pay")
def _answer_pay(ctx, pending, choice):
    if choice:
        lose(ctx, pending["seat"], pending["trait"], pending["amount"], why="pay")
        push_ref(ctx, pending["ref"], pending["seat"])
