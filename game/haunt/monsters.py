"""Monster turns.

Classic "Monsters": at the start of the monster turn each type rolls its Speed once
for the whole group; monsters can't explore; a stunned monster misses its next turn and
recovers at the end of it; stunned monsters don't slow anyone; monsters attack once per
turn; they ignore barriers. ``controller: auto`` monsters (haunts with no traitor) hunt
the nearest hero by themselves.
"""

from __future__ import annotations

from collections import deque

from ..board import neighbours
from ..commands import cmd
from ..effects import push_ops
from ..engine import rule
from ..state import player
from .combat import find_monster, monster_data, resolve


def _kinds(state):
    kinds = []
    for m in state.get("monsters", []):
        if m["kind"] not in kinds:
            kinds.append(m["kind"])
    return kinds


def start_monster_turn(ctx, seat: int) -> None:
    state = ctx.state
    resting = [m["id"] for m in state["monsters"] if m["stunned"]]
    ctx.emit("turn_started", seat=seat, number=state["turns_taken"] + 1, moves=0, kind="monsters",
             resting=resting)
    for kind in _kinds(state):
        awake = [m for m in state["monsters"] if m["kind"] == kind and not m["stunned"]]
        if not awake:
            continue
        speed = int(monster_data(ctx.pack, state, awake[0])["traits"]["speed"])
        _dice, total = ctx.roll(max(ctx.rules.dice_floor, min(ctx.rules.dice_cap, speed)), seat,
                                "monster speed", monster=kind)
        ctx.emit("monster_moves", kind=kind, moves=max(total, 1 if ctx.rules.dice_floor else 0))
    if any(_auto(ctx, m) for m in state["monsters"]):
        for m in list(state["monsters"]):
            if _auto(ctx, m) and not m["stunned"] and find_monster(state, m["id"]) is not None:
                hunt(ctx, m["id"])
    if all(_auto(ctx, m) for m in state["monsters"]) or not state["monsters"]:
        push_ops(ctx, [{"_end_turn": {}}], seat)


def _auto(ctx, monster) -> bool:
    return monster_data(ctx.pack, ctx.state, monster).get("controller", "traitor") == "auto"


def move_cost(state, monster) -> int:
    # opponents slow monsters too ("an opponent is an explorer or monster that wants to stop you")
    heroes = sum(1 for p in state["players"]
                 if p["alive"] and p["tile"] == monster["tile"] and p.get("role") != "traitor")
    return 1 + heroes


def _can_step(state, monster, cost) -> bool:
    if monster["moves"] >= cost:
        return True
    return monster["moves"] >= 1 and monster.get("steps", 0) == 0  # always at least one space


def hunt(ctx, mid: str) -> None:
    """Auto monster: walk the shortest way to the nearest living hero, then attack."""
    state = ctx.state
    monster = find_monster(state, mid)
    targets = {p["tile"] for p in state["players"] if p["alive"] and p.get("role") != "traitor"}
    path = _path(ctx.pack, state, monster["tile"], targets)
    for tile in path[1:]:
        monster = find_monster(state, mid)
        cost = move_cost(state, monster)
        if monster["tile"] in targets or not _can_step(state, monster, cost):
            break
        ctx.emit("monster_moved", id=mid, to=tile, cost=min(cost, monster["moves"]))
    monster = find_monster(state, mid)
    victims = [p["seat"] for p in state["players"]
               if p["alive"] and p.get("role") != "traitor" and p["tile"] == monster["tile"]]
    if victims and not monster["attacked"]:
        _monster_attack(ctx, mid, victims[0])


def _path(pack, state, start, targets) -> list[str]:
    prev, queue = {start: None}, deque([start])
    while queue:
        tile = queue.popleft()
        if tile in targets:
            path = [tile]
            while prev[path[-1]] is not None:
                path.append(prev[path[-1]])
            return path[::-1]
        for other in neighbours(pack, state, tile):
            if other not in prev:
                prev[other] = tile
                queue.append(other)
    return [start]


def _monster_attack(ctx, mid: str, target: int) -> None:
    monster = find_monster(ctx.state, mid)
    ctx.emit("monster_attacked", id=mid, target=target)
    trait = monster_data(ctx.pack, ctx.state, monster)["attack"]
    resolve(ctx, ("monster", mid), ("seat", target), trait)


# -- the traitor's commands for monsters ------------------------------------------------

def _controls(pack, state, seat) -> str | None:
    """The gate of the traitor's commands for monsters."""
    turn = state.get("turn")
    if turn is None or turn.get("kind") != "monsters" or turn["seat"] != seat:
        return "it is not your monsters' turn"
    if state.get("pending") is not None or state.get("frames"):
        return "a decision is waiting to be answered first"
    return None


def out_of_order(ruleset, state, monster) -> str | None:
    """Legacy p.20: "Small monsters always take their turns in number order from lowest
    to highest. Each monster moves and takes all its actions before the next one goes."
    Once a later small monster has moved or attacked this turn, this one's turn is over.
    (Monsters resting this turn keep last turn's marks, so they do not count.)"""
    if not ruleset.numbered_monsters or monster.get("size", "small") != "small":
        return None
    smalls = [m for m in state["monsters"] if m.get("size", "small") == "small"]
    resting = state["turn"].get("resting", ())
    later = smalls[smalls.index(monster) + 1:]
    if any((m.get("steps") or m["attacked"]) and m["id"] not in resting for m in later):
        return f"{monster['id']} has had its turn: small monsters act in number order"
    return None


def _check_move(pack, ruleset, state, command):
    monster = find_monster(state, command["monster"])
    if monster is None:
        return "there is no such monster"
    if monster["stunned"]:
        return "a stunned monster cannot move"
    reason = out_of_order(ruleset, state, monster)
    if reason:
        return reason
    if command["to"] not in neighbours(pack, state, monster["tile"]):
        return "monsters move one room at a time, and cannot explore"
    if not _can_step(state, monster, move_cost(state, monster)):
        return "that monster has no moves left"
    return None


def _run_move(ctx, command):
    monster = find_monster(ctx.state, command["monster"])
    cost = min(move_cost(ctx.state, monster), monster["moves"])
    ctx.emit("monster_moved", id=monster["id"], to=command["to"], cost=cost)


def _move_candidates(pack, ruleset, state, seat):
    return [cmd("monster_move", seat, monster=m["id"], to=t)
            for m in state["monsters"] if not m["stunned"] for t in neighbours(pack, state, m["tile"])]


rule("monster_move", candidates=_move_candidates, gate=_controls)((_check_move, _run_move))


def _check_attack(pack, ruleset, state, command):
    monster = find_monster(state, command["monster"])
    if monster is None or monster["stunned"]:
        return "that monster cannot attack now"
    if monster["attacked"]:
        return "each monster attacks once per turn"
    reason = out_of_order(ruleset, state, monster)
    if reason:
        return reason
    target = command["target"]
    if not isinstance(target, int) or not 0 <= target < len(state["players"]):
        return "choose an explorer to attack"
    victim = player(state, target)
    if not victim["alive"] or victim["tile"] != monster["tile"] or victim.get("role") == "traitor":
        return "monsters attack heroes in their own room"
    return None


def _run_attack(ctx, command):
    _monster_attack(ctx, command["monster"], command["target"])


def _attack_candidates(pack, ruleset, state, seat):
    return [cmd("monster_attack", seat, monster=m["id"], target=p["seat"])
            for m in state["monsters"] for p in state["players"] if p["tile"] == m["tile"]]


rule("monster_attack", candidates=_attack_candidates, gate=_controls)((_check_attack, _run_attack))


def end_monster_turn(ctx) -> None:
    """At the end of the monsters' turn, the ones that rested this turn recover."""
    for mid in ctx.state["turn"].get("resting", []):
        if find_monster(ctx.state, mid) is not None:
            ctx.emit("monster_recovered", id=mid)


__all__ = ["start_monster_turn", "end_monster_turn"]
