"""Combat after the haunt: attacks, distance attacks, stealing, stunning monsters.

Classic "Making an Attack": once per turn after the haunt starts, attack an opponent in
your room; both roll the trait (Might unless a card or haunt says otherwise) and the
lower roll takes the difference as damage (physical for Might/Speed, mental for
Sanity/Knowledge); a tie hurts nobody. "Distance Attacks": along a straight line of
doorways; the attacker takes no damage on losing. "Stealing Items": dealing 2+ physical
damage, not at distance, may steal a tradeable item instead. You cannot attack with a
trait the target lacks. Monsters are stunned instead of damaged.
"""

from __future__ import annotations

from .. import board
from ..commands import Command, made
from ..effects import answers, ask
from ..engine import rule
from ..rules.cards import gain_card_effects, lose_card_effects
from ..rules.common import acting, used
from ..rules.trait_words import take_damage
from ..rules.traits import clamp_dice, roll_dice_count
from ..state import passives, player, trait_kind
from .house import monster_traits
from .sides import book, opponent_seats, side_of


def monster_data(pack, state, monster: dict):
    data = pack.haunts[state["haunt"]["id"]]
    return next(m for m in data.get("monsters") or () if m["id"] == monster["kind"])


def find_monster(state, mid):
    for m in state.get("monsters", []):
        if m["id"] == mid:
            return m
    return None


def attack_options(pack, state, seat: int):
    """(target, weapon, trait, distance) for every attack the seat could make now."""
    me = state["players"][seat]
    here = me["tile"]
    # legacy p.14: a card's action is only for an unused card (a weapon used this turn, by
    # its own action or an ATTACK, cannot attack again until it is straightened)
    spent = me["used"] if state["ruleset"] == "legacy" else ()
    weapons = [None]
    for c in me["cards"]:
        if pack.cards[c].data.get("weapon") and c not in spent:
            weapons.append(c)
    ranged_power = None  # (worked out only when needed)
    for p in state["players"]:
        if p["tile"] == here and p["seat"] != seat:
            break
    else:
        for m in state.get("monsters", ()):
            if m["tile"] == here:
                break
        else:  # nobody else in the room: no way to reach further either? (most of the time)
            ranged_power = _ranged(pack, state, seat)
            if not ranged_power and not any(_reaches_far(pack, w) for w in weapons[1:]):
                return []
    if ranged_power is None:
        ranged_power = _ranged(pack, state, seat)
    foes = opponent_seats(state, seat)
    monsters_are_foes = side_of(state, seat) == "heroes"  # (``sides.opponents``)
    seen = None  # the line of sight, worked out only for an attack at a distance
    out = []
    for weapon in weapons:
        spec = pack.cards[weapon].data["weapon"] if weapon else {}
        trait = spec.get("trait", "might")
        distance = (weapon is not None and _reaches_far(pack, weapon)) or ranged_power
        if distance and seen is None:
            seen = board.line_of_sight(pack, state, me["tile"])
        for p in state["players"]:
            if p["seat"] in foes and (p["tile"] == me["tile"] or (distance and p["tile"] in seen)):
                out.append((p["seat"], weapon, trait, p["tile"] != me["tile"]))
        for m in state.get("monsters", []) if monsters_are_foes else ():
            if m["tile"] == me["tile"] or (distance and m["tile"] in seen):
                if may_try_trait(pack, state, m, trait):
                    out.append((m["id"], weapon, trait, m["tile"] != me["tile"]))
    return out


def may_try_trait(pack, state, monster: dict, trait: str) -> bool:
    """Can an attack with ``trait`` be offered against this monster? Classic: only with a
    trait it has (its traits are printed for all). Legacy p.15: "You might not know if a
    monster has a trait until you try to attack it": offered until the heroes know it
    lacks the trait."""
    if state["ruleset"] != "legacy":
        return trait in monster_data(pack, state, monster)["traits"]
    known = ((state["haunt"].get("known") or {}).get(monster["kind"]) or {})
    return known.get(trait, 0) is not None


def learn_trait(ctx, kind: str, trait: str) -> None:
    """Legacy p.15, p.17: the heroes now know whether monsters of ``kind`` have ``trait``
    (and its value): recorded once (``monster_trait_learned``)."""
    if not ctx.rules.monster_traits_learned:
        return
    if trait in ((ctx.state["haunt"].get("known") or {}).get(kind) or {}):
        return
    value = monster_traits(ctx.pack, ctx.state, kind).get(trait)
    ctx.emit("monster_trait_learned", kind=kind, trait=trait, value=None if value is None else int(value))


def _ranged(pack, state, seat: int) -> bool:
    """Does the seat's side have the power to attack at a distance without a weapon?"""
    return "distance_attack" in (book(pack, state, side_of(state, seat)).get("powers") or ())


def _reaches_far(pack, weapon: str) -> bool:
    """A classic distance weapon, or a legacy firearm's line of sight (p.15)."""
    spec = pack.cards[weapon].data["weapon"]
    return bool(spec.get("distance") or spec.get("line_of_sight"))


def _check_attack(pack, ruleset, state, command):
    if state["phase"] != "haunt":
        return "no one can attack before the haunt starts"
    if state["turn"].get("kind") != "explorer":
        return "explorers attack on their own turn; this is the monsters' turn"
    if used(state, "attack"):
        return "you already attacked this turn"
    for target, weapon, _trait, _distance in attack_options(pack, state, command.seat):
        if target == command["target"] and weapon == command["weapon"]:
            return None
    return "that target cannot be attacked from here with that"


def _run_attack(ctx, command):
    seat = command.seat
    for target, weapon, trait, distance in attack_options(ctx.pack, ctx.state, seat):  # noqa: B007 (read after the loop: the option chosen)
        if target == command["target"] and weapon == command["weapon"]:
            break
    ctx.emit("used", seat=seat, key="attack")
    if weapon is not None and ctx.rules.card_use == "action_words":
        # legacy p.14: "Once you use an action on a card, it becomes used ... You cannot
        # voluntarily do anything else with that card this turn, such as DROP or GIVE it"
        ctx.emit("card_used", seat=seat, card=weapon)
    bonus = int(ctx.pack.cards[weapon].data["weapon"].get("dice", 0)) if weapon else 0
    monster = None if isinstance(target, int) else find_monster(ctx.state, target)
    if monster is not None and trait not in monster_data(ctx.pack, ctx.state, monster)["traits"]:
        # legacy p.15: "If this happens, the traitor will tell you. In this case, you still
        # used your ATTACK action for the turn, just really poorly."
        learn_trait(ctx, monster["kind"], trait)
        name = monster_data(ctx.pack, ctx.state, monster)["name"]
        ctx.emit("narrated", seat=seat, text=f"{name} has no {trait.title()} to fight with: the attack is spent, "
                                              "and everybody now knows it.")
        return
    resolve(ctx, ("seat", seat), _combatant(target), trait, bonus, distance)


def _combatant(target):
    return ("seat", target) if isinstance(target, int) else ("monster", target)


def _candidates(pack, ruleset, state, seat):
    if state["phase"] != "haunt" or state["turn"].get("kind") != "explorer" or "attack" in state["turn"]["used"]:
        return []  # (the check would refuse each of them)
    out = []
    for t, w, _tr, _d in attack_options(pack, state, seat):
        out.append(made(Command, ("attack", seat, {"target": t, "weapon": w})))
    return out


rule("attack", candidates=_candidates, gate=acting, exact=True, phases=("haunt",))(  # (the options themselves)
    (_check_attack, _run_attack))


def _dice_for(ctx, who, trait, bonus):
    kind, ident = who
    if kind == "seat":
        count = roll_dice_count(ctx.pack, ctx.state, ident, trait, ctx.rules) + bonus
        for b in passives(ctx.pack, ctx.state, ident, "roll_bonus"):
            if b.get("when") == "attack" and b.get("trait") in (trait, None) and b.get("dice"):
                count += int(b["dice"])
        return clamp_dice(count, ctx.rules)
    monster = find_monster(ctx.state, ident)
    return clamp_dice(monster_traits(ctx.pack, ctx.state, monster["kind"])[trait], ctx.rules)


def _attack_result_bonus(ctx, who, trait) -> int:
    """Cards that "add N to the result of your rolls when you attack" (the attacker's)."""
    if who[0] != "seat":
        return 0
    return sum(int(b.get("result", 0)) for b in passives(ctx.pack, ctx.state, who[1], "roll_bonus")
               if b.get("when") == "attack" and b.get("trait") in (trait, None))


def resolve(ctx, attacker, defender, trait: str, bonus: int = 0, distance: bool = False) -> None:
    """Both roll ``trait``; the lower takes the difference (or is stunned)."""
    owner = attacker[1] if attacker[0] == "seat" else None
    extra = _attack_result_bonus(ctx, attacker, trait)
    _d, a = ctx.roll(_dice_for(ctx, attacker, trait, bonus), owner, "attack", trait=trait, bonus=extra)
    a = max(0, a + extra)  # legacy p.8: "No result can ever be below 0"
    target_owner = defender[1] if defender[0] == "seat" else None
    _d, d = ctx.roll(_dice_for(ctx, defender, trait, 0), target_owner, "defend", trait=trait)
    for side in (attacker, defender):  # a monster's dice in the open: its trait is known now
        if side[0] == "monster" and find_monster(ctx.state, side[1]) is not None:
            learn_trait(ctx, find_monster(ctx.state, side[1])["kind"], trait)
    winner = "attacker" if a > d else "defender" if d > a else None
    ctx.emit("attack_resolved", attacker=list(attacker), defender=list(defender), trait=trait,
             attack=a, defence=d, winner=winner, distance=distance)
    if winner is None:
        return
    loser, amount = (defender, a - d) if winner == "attacker" else (attacker, d - a)
    if winner == "defender" and distance:
        return  # a distance attacker takes no damage on losing
    if (winner == "defender" and defender[0] == "monster" and ctx.rules.stunned_defence_harmless
            and (find_monster(ctx.state, defender[1]) or {}).get("stunned")):
        return  # legacy p.15: "an attacking hero who loses ... against a stunned monster takes no damage"
    kind = trait_kind(trait)
    # classic: 2+ physical damage, not at distance; legacy p.15: 2+ damage on your tile
    if (winner == "attacker" and attacker[0] == "seat" and defender[0] == "seat" and not distance
            and (kind == "physical" or not ctx.rules.steal_physical_only) and amount >= 2):
        loot = stealable(ctx.pack, ctx.state, defender[1])
        if loot:
            ask(ctx, "steal", attacker[1], f"You win by {amount}: deal the damage or steal instead?",
                ["damage"] + loot, victim=defender[1], damage_kind=kind, amount=amount)
            return
    hurt(ctx, loser, kind, amount)


def stealable(pack, state, seat: int) -> list:
    cards = [c for c in player(state, seat)["cards"] if pack.cards[c].tradeable]
    objects = [f"object:{o}" for o, where in sorted(state["haunt"]["objects"].items())
               if where["holder"] == seat and _object(pack, state, o).get("stealable", True)]
    return cards + objects


def _object(pack, state, oid):
    return next(o for o in pack.haunts[state["haunt"]["id"]].get("objects") or () if o["id"] == oid)


def hurt(ctx, who, kind: str, amount: int) -> None:
    if who[0] == "seat":
        take_damage(ctx, who[1], kind, amount)
        return
    monster = find_monster(ctx.state, who[1])
    if monster is None:
        return
    if monster_data(ctx.pack, ctx.state, monster).get("killable"):
        kill_monster(ctx, monster)
    elif not monster["stunned"]:
        stun_monster(ctx, monster)


def stun_monster(ctx, monster: dict) -> None:
    """Legacy p.20: "If a monster is allowed to carry Items, Omens, or Objects and is
    stunned, it drops anything it carried. The monster can't pick them up again until
    it starts a turn unstunned." (A stunned monster does nothing until its next turn
    is over, spent getting unstunned: the turn after that starts unstunned.)"""
    drop_carried(ctx, monster)
    ctx.emit("monster_stunned", id=monster["id"])


def kill_monster(ctx, monster: dict) -> None:
    drop_carried(ctx, monster)  # (what it carried stays on its tile)
    ctx.emit("monster_killed", id=monster["id"], tile=monster["tile"])


def sorted_things(things) -> dict:
    """{"cards": [...], "objects": [...]} of things a monster carries (a card id, or
    "object:<id>")."""
    return {"cards": [t for t in things if not t.startswith("object:")],
            "objects": [t.split(":", 1)[1] for t in things if t.startswith("object:")]}


def drop_carried(ctx, monster: dict) -> None:
    """Everything ``monster`` carries falls on its tile (cards to the item pile)."""
    things = list(monster.get("carrying") or ())
    if things:
        ctx.emit("monster_dropped", id=monster["id"], tile=monster["tile"], **sorted_things(things), fumbled=True)


@answers("steal")
def _answer_steal(ctx, pending, choice):
    if choice == "damage":
        take_damage(ctx, pending["victim"], pending["damage_kind"], pending["amount"])
    elif choice.startswith("object:"):
        ctx.emit("object_taken", object=choice.split(":", 1)[1], seat=pending["seat"], stolen=True)
    else:
        ctx.emit("card_stolen", frm=pending["victim"], to=pending["seat"], card=choice)
        if ctx.rules.card_use == "action_words":
            ctx.emit("card_used", seat=pending["seat"], card=choice)  # legacy p.15: received used
        gain_card_effects(ctx, pending["seat"], choice)
        lose_card_effects(ctx, pending["victim"], choice)
