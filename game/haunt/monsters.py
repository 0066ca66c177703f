"""Monster turns.

Classic "Monsters": at the start of the monster turn each type rolls its Speed once
for the whole group; monsters can't explore; a stunned monster misses its next turn and
recovers at the end of it; stunned monsters don't slow anyone; monsters attack once per
turn; they ignore barriers. ``controller: auto`` monsters (haunts with no traitor) hunt
the nearest hero by themselves. Legacy p.9 and p.20: monsters (traitor-moved or hunting)
pay for obstacle tokens on the tile they leave; a haunt with the power ``monsters_carry``
lets them pick things up and put them down.
"""

from __future__ import annotations

import heapq
from collections import deque

from .. import board
from ..board import neighbours
from ..commands import Command, cmd, made
from ..effects import push_ops
from ..engine import rule
from ..state import player
from .combat import find_monster, learn_trait, monster_data, resolve, sorted_things
from .house import monster_traits
from .sides import book


def _kinds(state):
    kinds = []
    for m in state.get("monsters", []):
        if m["kind"] not in kinds:
            kinds.append(m["kind"])
    return kinds


def start_monster_turn(ctx, seat: int) -> None:
    state = ctx.state
    resting = [m["id"] for m in state["monsters"] if m["stunned"]]
    # legacy p.9: the traitor straightens used cards at the start of *their* turn; the
    # monsters' turn is not theirs, so nothing is straightened (classic has no used cards)
    ctx.emit("turn_started", seat=seat, number=state["turns_taken"] + 1, moves=0, kind="monsters",
             resting=resting, straighten=False)
    for kind in _kinds(state):
        awake = [m for m in state["monsters"] if m["kind"] == kind and not m["stunned"]]
        if not awake:
            continue
        speed = monster_traits(ctx.pack, state, kind)["speed"]
        _dice, total = ctx.roll(max(ctx.rules.dice_floor, min(ctx.rules.dice_cap, speed)), seat,
                                "monster speed", monster=kind)
        learn_trait(ctx, kind, "speed")  # (its Speed roll is made in the open)
        ctx.emit("monster_moves", kind=kind, moves=max(total, 1 if ctx.rules.dice_floor else 0))
    if any(_auto(ctx, m) for m in state["monsters"]):
        for m in list(state["monsters"]):
            if _auto(ctx, m) and not m["stunned"] and find_monster(state, m["id"]) is not None:
                hunt(ctx, m["id"])
    if all(_auto(ctx, m) for m in state["monsters"]) or not state["monsters"]:
        push_ops(ctx, [{"_end_turn": {}}], seat)


def _auto(ctx, monster) -> bool:
    return monster_data(ctx.pack, ctx.state, monster).get("controller", "traitor") == "auto"


def move_cost(pack, ruleset, state, monster) -> int:
    """Moves it takes ``monster`` to leave its tile."""
    # opponents slow monsters too ("an opponent is an explorer or monster that wants to stop you")
    heroes = 0
    for p in state["players"]:
        if p["alive"] and p["tile"] == monster["tile"] and p.get("role") != "traitor":
            heroes += 1
    cost = 1 + heroes
    if ruleset.monsters_pay_obstacles:
        # legacy p.9, Obstacles: "Each small obstacle on a tile costs 1 extra move when
        # leaving that tile. Each large obstacle ... 2": only the traitor is exempt (p.19),
        # not the monsters (p.20 lists no such ability)
        cost += obstacle_cost(pack, state, monster["tile"])
    return cost


def obstacle_cost(pack, state, tile: str) -> int:
    """The extra moves the obstacle tokens on ``tile`` cost to leave it."""
    return sum(int(pack.tokens[token].data.get("extra_move_cost", 0))
               for token in state["tokens"].get(tile, ()) if token in pack.tokens)


def _can_step(state, monster, cost) -> bool:
    if monster["moves"] >= cost:
        return True
    return monster["moves"] >= 1 and monster.get("steps", 0) == 0  # always at least one space


def hunt(ctx, mid: str) -> None:
    """Auto monster: walk the shortest way to the nearest living hero, then attack."""
    state = ctx.state
    monster = find_monster(state, mid)
    targets = {p["tile"] for p in state["players"] if p["alive"] and p.get("role") != "traitor"}
    if ctx.rules.monsters_pay_obstacles:  # legacy: nearest in moves, obstacles counted
        path = _cheapest_path(ctx.pack, state, monster["tile"], targets)
    else:
        path = _path(ctx.pack, state, monster["tile"], targets)
    for tile in path[1:]:
        monster = find_monster(state, mid)
        cost = move_cost(ctx.pack, ctx.rules, state, monster)
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


def _cheapest_path(pack, state, start, targets) -> list[str]:
    """``_path`` counting moves rather than steps: leaving a tile costs 1 and its
    obstacle tokens (ties: the order ``_path`` would meet the tiles in)."""
    dist, prev, heap, order = {start: 0}, {start: None}, [(0, 0, start)], 1
    while heap:
        d, _n, tile = heapq.heappop(heap)
        if d > dist[tile]:
            continue
        if tile in targets:
            path = [tile]
            while prev[path[-1]] is not None:
                path.append(prev[path[-1]])
            return path[::-1]
        step = 1 + obstacle_cost(pack, state, tile)
        for other in neighbours(pack, state, tile):
            if d + step < dist.get(other, 1 << 30):
                dist[other], prev[other] = d + step, tile
                heapq.heappush(heap, (d + step, order, other))
                order += 1
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
    if any((m.get("steps") or m["attacked"] or m.get("acted")) and m["id"] not in resting for m in later):
        return f"{monster['id']} has had its turn: small monsters act in number order"
    return None


def _check_move(pack, ruleset, state, command):
    monster = find_monster(state, command["monster"])
    if monster is None:
        return "there is no such monster"
    reason = _cannot_move(pack, ruleset, state, monster)
    if reason:
        return reason
    if command["to"] not in neighbours(pack, state, monster["tile"]):
        return "monsters move one room at a time, and cannot explore"
    return None


def _cannot_move(pack, ruleset, state, monster) -> str | None:
    """Why ``monster`` cannot move anywhere now, or None."""
    if monster["stunned"]:
        return "a stunned monster cannot move"
    reason = out_of_order(ruleset, state, monster)
    if reason:
        return reason
    if not _can_step(state, monster, move_cost(pack, ruleset, state, monster)):
        return "that monster has no moves left"
    return None


def _run_move(ctx, command):
    args = command.args
    monster = find_monster(ctx.state, args["monster"])
    cost = min(move_cost(ctx.pack, ctx.rules, ctx.state, monster), monster["moves"])
    ctx.emit("monster_moved", id=monster["id"], to=args["to"], cost=cost)


def _move_candidates(pack, ruleset, state, seat):
    out = []
    shut = board.closed(state)  # (board.neighbours written out: its kept answer less the closed rooms)
    for m in state["monsters"]:
        if not _cannot_move(pack, ruleset, state, m):
            for t in board.kept(pack, state, board._neighbours, m["tile"]):
                if t not in shut:
                    out.append(made(Command, ("monster_move", seat, {"monster": m["id"], "to": t})))
    return out


rule("monster_move", candidates=_move_candidates, gate=_controls, exact=True)((_check_move, _run_move))


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


# -- monsters that carry (the haunt power ``monsters_carry``, legacy p.20) ---------------
# "Monsters can't carry or STEAL Items, Omens, or Objects" unless the haunt allows it.
# Allowed, the traitor has a monster pick up what lies on its tile (cards from the item
# pile, haunt objects) and put it down again; what it carries goes where it goes. A
# stunned (or killed) monster drops everything (``combat.stun_monster``); being stunned
# it does nothing more until a turn it starts unstunned. Stealing stays forbidden.

def may_carry(pack, ruleset, state) -> bool:
    if not ruleset.monsters_carry or not (state.get("haunt") or {}).get("id"):
        return False
    return any("monsters_carry" in (book(pack, state, side).get("powers") or ()) for side in ("traitor", "heroes"))


def _lying(state, tile: str) -> list[str]:
    """What a monster could pick up on ``tile``: cards in the item pile, then objects."""
    objects = [f"object:{o}" for o, w in sorted(state["haunt"]["objects"].items())
               if w["holder"] is None and not w.get("monster") and w["tile"] == tile]
    return list(state["piles"].get(tile, ())) + objects


def _carrier(pack, ruleset, state, command) -> tuple[dict | None, str | None]:
    if not may_carry(pack, ruleset, state):
        return None, "monsters cannot carry anything in this haunt"
    monster = find_monster(state, command["monster"])
    if monster is None:
        return None, "there is no such monster"
    if monster["stunned"]:
        return None, "a stunned monster cannot pick up or put down anything"
    return monster, out_of_order(ruleset, state, monster)


def _check_pick_up(pack, ruleset, state, command):
    monster, reason = _carrier(pack, ruleset, state, command)
    if reason:
        return reason
    thing = command["thing"]
    if not isinstance(thing, str) or thing not in _lying(state, monster["tile"]):
        return "that is not lying on the monster's tile"
    return None


def _run_pick_up(ctx, command):
    monster = find_monster(ctx.state, command["monster"])
    ctx.emit("monster_picked_up", id=monster["id"], tile=monster["tile"], **sorted_things([command["thing"]]))


def _pick_up_candidates(pack, ruleset, state, seat):
    if not may_carry(pack, ruleset, state):
        return []
    return [cmd("monster_pick_up", seat, monster=m["id"], thing=t)
            for m in state["monsters"] if not m["stunned"] for t in _lying(state, m["tile"])]


rule("monster_pick_up", candidates=_pick_up_candidates, gate=_controls)((_check_pick_up, _run_pick_up))


def _check_put_down(pack, ruleset, state, command):
    monster, reason = _carrier(pack, ruleset, state, command)
    if reason:
        return reason
    if not isinstance(command["thing"], str) or command["thing"] not in monster.get("carrying", ()):
        return "the monster is not carrying that"
    return None


def _run_put_down(ctx, command):
    monster = find_monster(ctx.state, command["monster"])
    ctx.emit("monster_dropped", id=monster["id"], tile=monster["tile"], **sorted_things([command["thing"]]),
             fumbled=False)


def _put_down_candidates(pack, ruleset, state, seat):
    return [cmd("monster_drop", seat, monster=m["id"], thing=t)
            for m in state["monsters"] for t in m.get("carrying", ())]


rule("monster_drop", candidates=_put_down_candidates, gate=_controls)((_check_put_down, _run_put_down))


def end_monster_turn(ctx) -> None:
    """At the end of the monsters' turn, the ones that rested this turn recover."""
    for mid in ctx.state["turn"].get("resting", []):
        if find_monster(ctx.state, mid) is not None:
            ctx.emit("monster_recovered", id=mid)


__all__ = ["start_monster_turn", "end_monster_turn"]
