"""The chance of a roll, worked out exactly from the dice (every die shows 0, 1 or 2 with
equal chance), for what the table shows before a roll a player chooses to make.

    at_least(dice, target, bonus=0)        P(total + bonus >= target), results floored at 0
    opposed(dice_a, dice_d, bonus_a, bonus_d)   (P(attacker higher), P(tie), P(defender higher))
    command_odds(pack, ruleset, view, command)  lines for a command's roll, or [] if none
    heals_nothing(pack, view, command)      why using it now would heal nothing, or None

Nothing here rolls: it reads a view (the acting player's own) and the content. The lines
are for the screen alone (never logged): they are said in the language in use
(``game.i18n``), a roll's outcomes in the content's own translation.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from .content.model import TRAITS
from .i18n import _, ngettext
from .narration_words import listed
from .vocabulary import trait as _trait

FACES = (0, 1, 2)


@lru_cache(maxsize=64)
def distribution(dice: int) -> tuple[float, ...]:
    """P(total == t) for t in 0..2*dice."""
    dist = [1.0]
    for _die in range(max(0, dice)):
        out = [0.0] * (len(dist) + 2)
        for t, p in enumerate(dist):
            for face in FACES:
                out[t + face] += p / 3
        dist = out
    return tuple(dist)


def at_least(dice: int, target: int, bonus: int = 0) -> float:
    return sum(p for t, p in enumerate(distribution(dice)) if max(0, t + bonus) >= target)


def between(dice: int, low: int, high: int | None, bonus: int = 0) -> float:
    """P(low <= total + bonus <= high) (no ``high``: and above)."""
    return sum(p for t, p in enumerate(distribution(dice))
               if max(0, t + bonus) >= low and (high is None or max(0, t + bonus) <= high))


def opposed(dice_a: int, dice_d: int, bonus_a: int = 0, bonus_d: int = 0) -> tuple[float, float, float]:
    win = tie = 0.0
    da, dd = distribution(dice_a), distribution(dice_d)
    for a, pa in enumerate(da):
        for d, pd in enumerate(dd):
            ta, td = max(0, a + bonus_a), max(0, d + bonus_d)
            if ta > td:
                win += pa * pd
            elif ta == td:
                tie += pa * pd
    return win, tie, 1.0 - win - tie


def pct(p: float) -> str:
    """A chance as players read it: whole per cent, never a flat 0% or 100% unless sure."""
    if p >= 1.0 - 1e-12:
        return _("certain")
    if p <= 1e-12:
        return _("no chance")
    value = round(p * 100)
    return f"{min(99, max(1, value))}%"


def _dice(pack, ruleset, view, seat: int, trait: str) -> tuple[int, int]:
    from .rules.traits import roll_dice_count, roll_result_bonus
    return roll_dice_count(pack, view, seat, trait, ruleset), roll_result_bonus(pack, view, seat, trait)


def _bands(dice: int, bonus: int, bands) -> list[str]:
    out = []
    for band in bands or ():
        low, high = int(band.get("min", 0)), band.get("max")
        text = _(str(band.get("text") or "").strip()).strip().rstrip(".")  # (the content's, translated)
        if len(text) > 48:
            text = text[:46].rstrip(" ,;:") + "…"
        span = f"{low}+" if high is None else (f"{low}" if int(high) == low else f"{low}-{high}")
        out.append(f"{span}: {pct(between(dice, low, None if high is None else int(high), bonus))}"
                   + (f" ({text})" if text else ""))
    return out


def command_odds(pack, ruleset, view, command) -> list[str]:
    """What the table says of a command's roll before it is made: a line naming the roll,
    then the chance of each outcome."""
    seat, kind = command.seat, command.type
    players = view.get("players") or ()
    if seat is None or seat >= len(players):
        return []
    me = players[seat]
    if kind == "cross_barrier":
        barrier = pack.tiles[me["tile"]].barrier or {}
        trait, target = barrier.get("trait"), int(barrier.get("target", 0) or 0)
        if not trait:
            return []
        dice, bonus = _dice(pack, ruleset, view, seat, trait)
        return [_("{trait} roll, {dice} dice, needs {target}+").format(trait=_trait(trait), dice=dice, target=target),
                _("Chance to cross: {chance}").format(chance=pct(at_least(dice, target, bonus)))]
    if kind == "attack":
        return _attack_odds(pack, ruleset, view, command)
    if kind == "monster_attack":
        return _monster_attack_odds(pack, ruleset, view, command)
    action = _action(pack, view, command)
    if action is None:
        return []
    roll, bands = _roll_of(action)
    if roll is None:
        return []
    bonus = roll.get("bonus", 0)
    if not isinstance(bonus, int):   # a bonus worked out as the roll is made: not known before
        bonus = 0
    if roll.get("trait"):
        trait = roll["trait"]
        dice, own = _dice(pack, ruleset, view, seat, trait)
        head = _("{trait} roll, {dice} dice").format(trait=_trait(trait), dice=dice)
        bonus += own
    elif isinstance(roll.get("dice"), int):
        dice = max(ruleset.dice_floor, min(ruleset.dice_cap, roll["dice"]))
        head = _("A roll of {dice} dice").format(dice=dice)
    else:
        return []
    return [head] + _bands(dice, bonus, bands)


def heals_nothing(pack, view, command) -> str | None:
    """Why using ``command`` now would change nothing, if it would: an action (a card's
    use, a room's, a haunt's) that makes no roll and only heals (``heal``: up to the
    starting value), while every trait it heals is at its starting value or above. The
    table says so before the click, for using it anyway spends it (a card discarded, a
    once-only action gone)."""
    players = view.get("players") or ()
    if command.seat is None or command.seat >= len(players):
        return None
    action = _action(pack, view, command)
    if action is None or _roll_of(action)[0] is not None:
        return None
    healed: list = []
    for effect in action.get("effects") or ():
        if not isinstance(effect, Mapping) or list(effect) != ["heal"] or not isinstance(effect["heal"], Mapping):
            return None  # (anything else it does is something)
        trait = effect["heal"].get("trait")
        for t in (TRAITS if trait == "all" else (trait,)):
            if t not in healed:
                healed.append(t)
    from .rules.traits import below_start

    me = players[command.seat]
    if not healed or me.get("explorer") not in pack.explorers or any(below_start(pack, me, t) for t in healed):
        return None
    return ngettext("Nothing to heal now: your {traits} is at its starting value.",
                    "Nothing to heal now: your {traits} are at their starting values.",
                    len(healed)).format(traits=listed([_trait(t) for t in healed]))


def _roll_of(action) -> tuple[dict | None, list]:
    """The roll an action (a room's, a haunt's, a card's use) makes, and its outcomes:
    ``roll:`` on the action itself, or the first ``roll`` among its effects."""
    if isinstance(action.get("roll"), Mapping):
        return action["roll"], action["roll"].get("bands") or action.get("bands") or []
    for effect in action.get("effects") or ():
        if isinstance(effect, Mapping) and isinstance(effect.get("roll"), Mapping):
            return effect["roll"], effect["roll"].get("bands") or []
    return None, []


def _action(pack, view, command):
    if command.type == "use_item":
        card = pack.cards.get(command["card"])
        return (card.use or None) if card is not None else None
    if command.type == "tile_action":
        tile = pack.tiles[view["players"][command.seat]["tile"]]
        return next((a for a in tile.actions if a.get("id") == command["action"]), None)
    if command.type == "haunt_action":
        for book in ((view.get("haunt") or {}).get("books") or {}).values():
            for a in book.get("actions") or ():
                if a.get("id") == command["action"]:
                    return a
    return None


def _attack_odds(pack, ruleset, view, command) -> list[str]:
    found = _attack(pack, ruleset, view, command)
    if found is None:
        return []
    trait, dice, d_dice, chances = found
    if chances is None:
        return [_("{trait} attack, {dice} dice").format(trait=_trait(trait), dice=dice),
                _("Its {trait} is not known yet: no odds").format(trait=_trait(trait))]
    return _attack_words(trait, dice, d_dice, *chances)


def attack_win(pack, ruleset, view, command) -> float | None:
    """The chance that an ``attack`` command wins, or None (no such attack, or the
    monster's trait not known yet)."""
    found = _attack(pack, ruleset, view, command)
    return None if found is None or found[3] is None else found[3][0]


def _attack(pack, ruleset, view, command):
    """(trait, dice, the defender's dice, (win, tie, lose) or None if not known) of an
    attack command, or None if the seat has no such attack."""
    from .haunt.combat import attack_options
    seat, target, weapon = command.seat, command["target"], command["weapon"]
    try:
        option = next(o for o in attack_options(pack, view, seat) if o[0] == target and o[1] == weapon)
    except (StopIteration, KeyError, TypeError):
        return None
    trait = option[2]
    dice, bonus = _dice(pack, ruleset, view, seat, trait)
    if weapon:
        dice = min(ruleset.dice_cap, dice + int(pack.cards[weapon].data["weapon"].get("dice", 0)))
    if isinstance(target, int):
        d_dice, d_bonus = _dice(pack, ruleset, view, target, trait)
    else:
        monster = next((m for m in view.get("monsters") or () if m["id"] == target), None)
        boxes = (view.get("haunt") or {}).get("monster_boxes") or ()
        box = next((b for b in boxes if monster is not None and b["id"] == monster["kind"]), None)
        value = (box or {}).get("traits", {}).get(trait) if box else None
        if not isinstance(value, int):
            return trait, dice, None, None
        d_dice, d_bonus = max(ruleset.dice_floor, min(ruleset.dice_cap, value)), 0
    return trait, dice, d_dice, opposed(dice, d_dice, bonus, d_bonus)


def _attack_words(trait: str, dice: int, d_dice: int, win: float, tie: float, lose: float) -> list[str]:
    return [_("{trait} attack, {dice} dice against {against}").format(trait=_trait(trait), dice=dice, against=d_dice),
            _("Win {win} · tie {tie} · lose {lose}").format(win=pct(win), tie=pct(tie), lose=pct(lose))]


def _monster_attack_odds(pack, ruleset, view, command) -> list[str]:
    """A monster's attack on an explorer (the traitor moves the monsters): the monster's
    trait against the explorer's, as printed on its box."""
    monster = next((m for m in view.get("monsters") or () if m["id"] == command["monster"]), None)
    boxes = (view.get("haunt") or {}).get("monster_boxes") or ()
    box = next((b for b in boxes if monster is not None and b["id"] == monster["kind"]), None)
    if box is None:
        return []
    trait = box.get("attack")
    value = (box.get("traits") or {}).get(trait)
    if not trait or not isinstance(value, int):
        return []
    dice = max(ruleset.dice_floor, min(ruleset.dice_cap, value))
    d_dice, d_bonus = _dice(pack, ruleset, view, command["target"], trait)
    win, tie, lose = opposed(dice, d_dice, 0, d_bonus)
    return _attack_words(trait, dice, d_dice, win, tie, lose)
