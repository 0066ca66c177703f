"""Fights, weighed with the dice math: what an attack is likely to do, who is weakest,
and how the traitor's monsters spend their turn."""

from __future__ import annotations

from ..content.model import PHYSICAL
from . import odds, paths
from .reading import monster_box, roll_bonus, roll_dice


def weapon_trait(pack, weapon) -> str:
    return (pack.cards[weapon].data.get("weapon") or {}).get("trait", "might") if weapon else "might"


def kind_of(trait: str) -> str:
    return "physical" if trait in PHYSICAL else "mental"


def room_left(player: dict, kind: str) -> int:
    """Steps of damage of this kind the explorer can take before a trait hits the skull
    (the damage is split, so both traits of the kind absorb it)."""
    traits = ("speed", "might") if kind == "physical" else ("sanity", "knowledge")
    return sum(max(0, player["traits"][t]) for t in traits) + 1


def weakest_room(player: dict, kind: str) -> int:
    traits = ("speed", "might") if kind == "physical" else ("sanity", "knowledge")
    return min(player["traits"][t] for t in traits) + 1


def target_dice(pack, view, target, trait: str) -> int:
    if isinstance(target, int):
        return roll_dice(pack, view["players"][target], trait, attack=True)
    monster = next((m for m in view.get("monsters") or () if m["id"] == target), None)
    if monster is None:
        return 0
    return max(0, min(8, monster_trait(monster_box(view, monster["kind"]), trait)))


# the dice a bot expects of a monster's trait nobody has learned yet (legacy: the heroes'
# view shows only the traits they have met); most monsters' traits are 3 to 6
UNKNOWN_TRAIT = 4


def monster_trait(box: dict, trait: str) -> int:
    """A monster's trait as the view shows it: its value, 0 if it is known to lack it,
    and a guess (UNKNOWN_TRAIT) if the heroes have not learned it yet (legacy p.15)."""
    value = box.get("traits", {}).get(trait)
    if value is None and "lacks" in box and trait not in box["lacks"]:
        return UNKNOWN_TRAIT
    return int(value or 0)


def monster_attack_trait(box: dict) -> str:
    """The trait a monster attacks with (might, a guess, until the heroes have seen it)."""
    return box.get("attack") or "might"


def attack_odds(pack, view, seat: int, command) -> dict:
    """The duel an attack command starts, with who could die of it."""
    weapon = command["weapon"]
    trait = weapon_trait(pack, weapon)
    me = view["players"][seat]
    extra = int((pack.cards[weapon].data.get("weapon") or {}).get("dice", 0)) if weapon else 0
    mine = max(0, min(8, roll_dice(pack, me, trait, attack=True) + extra))
    bonus = roll_bonus(pack, me, trait, attack=True)
    target = command["target"]
    theirs = target_dice(pack, view, target, trait)
    result = dict(odds.duel(mine, theirs, bonus))
    here = me["tile"]
    target_tile = (view["players"][target]["tile"] if isinstance(target, int)
                   else next(m["tile"] for m in view["monsters"] if m["id"] == target))
    result["distance"] = target_tile != here
    result["dice"] = (mine + (1 if bonus > 0 else 0), theirs)
    result["trait"] = trait
    kind = kind_of(trait)
    room = room_left(me, kind)
    lost = odds.chance_taken_at_least(mine, theirs, room, bonus)
    result["risk_death"] = 0.0 if result["distance"] else lost
    if isinstance(target, int):
        their_room = room_left(view["players"][target], kind)
        result["kill"] = odds.chance_dealt_at_least(mine, theirs, their_room, bonus)
    else:
        result["kill"] = 0.0
    result["monster"] = not isinstance(target, int)
    return result


def attack_score(o: dict, caution: float = 1.0) -> float:
    """Expected damage dealt minus taken (nothing taken at range), death-averse."""
    taken = 0.0 if o["distance"] else o["taken"]
    score = o["dealt"] + 3.0 * o["kill"] - caution * taken - 25.0 * caution * o["risk_death"]
    if o["monster"]:
        score = o["win"] * 2.0 - caution * taken - 25.0 * caution * o["risk_death"]
    return score


# -- the monsters' turn ---------------------------------------------------------------

def hero_seats(view) -> list[int]:
    return [p["seat"] for p in view["players"] if p["alive"] and p.get("role") != "traitor"]


def monster_duel(pack, view, monster: dict, seat: int) -> dict:
    box = monster_box(view, monster["kind"])
    trait = monster_attack_trait(box)
    mine = max(0, min(8, monster_trait(box, trait)))
    victim = view["players"][seat]
    theirs = roll_dice(pack, victim, trait, attack=True)
    out = dict(odds.duel(mine, theirs))
    out["kill"] = odds.chance_dealt_at_least(mine, theirs, room_left(victim, kind_of(trait)))
    out["killable"] = bool(box.get("killable"))
    return out


def worth_fighting(o: dict) -> bool:
    """A monster that dies of any damage fights only when it is the likelier winner;
    one that is merely stunned can always have a go."""
    return not o["killable"] or o["win"] > o["lose"]


def best_monster_attack(pack, view, attacks: list, prefer_weak: bool = True):
    """The monster attack most likely to hurt (lowest defending trait first); only
    attacks worth making (see worth_fighting)."""
    attacks = [c for c in attacks if worth_fighting(
        monster_duel(pack, view, next(m for m in view["monsters"] if m["id"] == c["monster"]), c["target"]))]

    def score(c):
        monster = next(m for m in view["monsters"] if m["id"] == c["monster"])
        box = monster_box(view, monster["kind"])
        trait = monster_attack_trait(box)
        mine = monster_trait(box, trait)
        victim = view["players"][c["target"]]
        theirs = roll_dice(pack, victim, trait, attack=True)
        o = odds.duel(min(8, mine), theirs)
        kill = odds.chance_dealt_at_least(min(8, mine), theirs, room_left(victim, kind_of(trait)))
        return o["dealt"] + (4.0 * kill if prefer_weak else 0.0), c["monster"], c["target"]
    return max(attacks, key=score) if attacks else None


def monster_step(pack, view, moves: list, goal_tiles: dict | None = None):
    """A monster move that closes on its goal (default: the nearest hero), or None.
    ``goal_tiles``: monster id -> tiles it should head for."""
    heroes = [view["players"][s]["tile"] for s in hero_seats(view)]
    default = paths.distances(pack, view, heroes, monster=True) if heroes else {}
    cache: dict = {}
    best, best_gain = None, 0
    for command in moves:
        monster = next(m for m in view["monsters"] if m["id"] == command["monster"])
        targets = (goal_tiles or {}).get(monster["id"])
        if targets:
            key = tuple(sorted(targets))
            if key not in cache:
                cache[key] = paths.distances(pack, view, targets, monster=True)
            dist = cache[key]
        else:
            dist = default
        here = dist.get(monster["tile"], 99)
        if here == 0:
            continue  # already where it should be: stay and fight
        gain = here - dist.get(command["to"], 99)
        if gain > best_gain:
            best, best_gain = command, gain
    return best


# -- danger: who could reach and hurt me before my next turn --------------------------

def threats(pack, view, seat: int, foes: list[int], monsters: list[dict]) -> list[dict]:
    """Opponents and awake hostile monsters: where they stand, how far they go, how
    they fight."""
    out = []
    for s in foes:
        p = view["players"][s]
        out.append({"tile": p["tile"], "reach": max(1, roll_dice(pack, p, "speed")), "trait": "might",
                    "dice": roll_dice(pack, p, "might", attack=True), "monster": False})
    for m in monsters:
        if m["stunned"]:
            continue
        box = monster_box(view, m["kind"])
        trait = monster_attack_trait(box)
        out.append({"tile": m["tile"], "reach": monster_trait(box, "speed"),
                    "trait": trait, "dice": monster_trait(box, trait), "monster": True})
    return out


def danger(pack, view, seat: int, tiles: list[str], foes: list[int], monsters: list[dict],
           kill_weight: float = 10.0, harm_weight: float = 0.25, come: float = 1.0) -> dict:
    """tile -> how bad ending my turn there looks: the chance that those who can reach
    me there deal, between them, the damage that kills me (weighed heavily), plus a
    little for the damage expected. ``come``: the chance that an opponent who would
    have to walk to me does so (one already in the room strikes for sure; monsters
    always come)."""
    me = view["players"][seat]
    blows = {t: [] for t in tiles}
    for threat in threats(pack, view, seat, foes, monsters):
        reach = paths.reach(pack, view, threat["tile"], monster=threat["monster"])
        dice = max(0, min(8, threat["dice"]))
        mine = roll_dice(pack, me, threat["trait"], attack=True)
        margin = odds.duel(dice, mine)["margin"]
        for t in tiles:
            if reach.get(t, 99) <= threat["reach"]:
                sure = threat["monster"] or t == threat["tile"] or come >= 1.0
                blows[t].append((kind_of(threat["trait"]), margin if sure else _maybe(margin, come)))
    cache: dict = {}
    out = {}
    for t in tiles:
        key = tuple(sorted((k, m) for k, m in blows[t]))
        if key not in cache:
            cache[key] = _harm(me, blows[t], kill_weight, harm_weight)
        out[t] = cache[key]
    return out


def _maybe(margin: tuple, chance: float) -> tuple:
    """A blow's margins if it lands only with ``chance`` (else nothing happens)."""
    out = {m: p * chance for m, p in margin}
    out[0] = out.get(0, 0.0) + 1.0 - chance
    return tuple(sorted(out.items()))


def _harm(me: dict, blows: list, kill_weight: float, harm_weight: float) -> float:
    """Kill chance and expected damage of a series of attacks (damage adds up by kind)."""
    if not blows:
        return 0.0
    total = 0.0
    dead = 0.0
    for kind in ("physical", "mental"):
        spread = {0: 1.0}
        for k, margin in blows:
            if k != kind:
                continue
            nxt: dict = {}
            for have, p in spread.items():
                for m, q in margin:
                    hurt = have + max(0, m)
                    nxt[hurt] = nxt.get(hurt, 0.0) + p * q
            spread = nxt
        room = room_left(me, kind)
        dead = 1 - (1 - dead) * (1 - sum(p for hurt, p in spread.items() if hurt >= room))
        total += sum(hurt * p for hurt, p in spread.items())
    return kill_weight * dead + harm_weight * total
