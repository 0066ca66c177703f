"""Reading my side's book into things to do: which actions advance the main goal, where
they can be done, which objects must be fetched or carried, whom to fight.

Everything comes from view["haunt"]["books"][my side] and my own side's win
conditions (see reading.own_win); the other side's book is never consulted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import board
from .reading import book, carried_objects, holds, moved_to, object_tile, own_win, side_of


DENY_PRIORITY = 7.0  # priority of picking up an object my side does not use


@dataclass
class Task:
    kind: str                 # act | fetch | carry | drop | hunt | kill | flee | explore
    priority: float
    targets: list = field(default_factory=list)
    action: str | None = None
    obj: str | None = None


def walk(ops, fn):
    """Call fn(name, args) for every effect, nested ones included."""
    for entry in ops or ():
        (name, args), = entry.items()
        args = args or {}
        fn(name, args)
        for key in ("effects", "then", "else"):
            if isinstance(args, dict) or hasattr(args, "get"):
                inner = args.get(key)
                if inner:
                    walk(inner, fn)
        for band in (args.get("bands") or ()) if hasattr(args, "get") else ():
            walk(band.get("effects"), fn)
        for option in (args.get("options") or ()) if hasattr(args, "get") else ():
            if hasattr(option, "get"):
                walk(option.get("effects"), fn)


def action_ops(action) -> list:
    ops = list(action.get("effects") or ())
    for band in action.get("bands") or ():
        ops.extend(band.get("effects") or ())
    return ops


def needed_objects(condition) -> list[str]:
    """Objects a condition wants me to carry."""
    out = []
    if not condition:
        return out
    (name, arg), = condition.items()
    if name == "carrying_object":
        out.append(arg)
    elif name in ("all", "any"):
        for c in arg:
            out.extend(needed_objects(c))
    return out


def leaf_conditions(condition) -> list:
    """Every leaf condition under all/any (not under not)."""
    if not condition:
        return []
    (name, arg), = condition.items()
    if name in ("all", "any"):
        return [leaf for c in arg for leaf in leaf_conditions(c)]
    return [condition]


def uses_up_room(action) -> bool:
    """Does the action mark the room with a token its own condition forbids (a room
    searched, a candle lit), so that each room serves once?"""
    placed = set()
    walk(action_ops(action), lambda n, a: placed.add(a.get("place")) if n == "token" else None)
    barred = {c["no_token"] for c in leaf_conditions(action.get("where")) if "no_token" in c}
    return bool(placed & barred)


class Book:
    """My side's book, read once per decision."""

    def __init__(self, pack, view, seat: int, memory=None, side_goals: bool = True,
                 deny: bool = False):
        self.pack, self.view, self.seat = pack, view, seat
        self.deny = deny  # also pick up the objects my side has no use for
        self.side = side_of(view, seat)
        self.book = book(view, self.side)
        self.actions = {a["id"]: a for a in self.book.get("actions") or ()}
        goals = self.book.get("goals") or ()
        self.main = [a for g in goals if g.get("kind") == "main" for a in g.get("actions") or ()]
        self.extra = [a for g in goals if g.get("kind") != "main" for a in g.get("actions") or ()
                      if side_goals]
        self.win = own_win(pack, view)
        self.memory = memory if memory is not None else set()
        self.counter_sign = self._counter_signs()
        self.main = [a for a in self.main if a in self.actions] or self._actions_for_win()
        # a side that wins only by killing: no action to take, no counter to fill
        self.kill_goal = (not self.main and all(set(c) == {"side_dead"} for c in self.win)
                          and any(c.get("side_dead") not in (None, self.side) for c in self.win))
        self.win_counters = {c["counter_at_least"]["counter"] for c in self.win if "counter_at_least" in c}

    def _counter_signs(self) -> dict:
        signs = {}
        for cond in self.win:
            if "counter_at_least" in cond:
                signs[cond["counter_at_least"]["counter"]] = 1
        for action in self.actions.values():
            def note(name, args):
                if name == "counter" and args["name"] not in signs:
                    add = args["add"]
                    add = max(add.values()) if hasattr(add, "values") else add
                    signs[args["name"]] = 1 if add > 0 else -1
            walk(action_ops(action), note)
        return signs

    def _actions_for_win(self) -> list[str]:
        """With no actions under a main goal, the actions that move a win counter."""
        wanted = {c["counter_at_least"]["counter"] for c in self.win if "counter_at_least" in c}
        out = []
        for aid, action in self.actions.items():
            found = []
            walk(action_ops(action), lambda n, a, found=found: found.append(n == "counter" and a["name"] in wanted
                                                                            or n == "kill_monsters_here"))
            if any(found):
                out.append(aid)
        return out

    # -- conditions --------------------------------------------------------------------
    def spent(self, action) -> bool:
        """Done already, as far as I know (once per game / per explorer)."""
        limit = action.get("limit", "per_turn")
        if limit == "once_per_explorer":
            return ("haunt", action["id"], self.seat) in self.memory
        if limit == "once_per_game":
            return ("haunt", action["id"]) in self.memory
        return False

    def word_used(self, action) -> bool:
        used = (self.view.get("turn") or {}).get("used") or ()
        return f"word:{action['word']}" in used or f"haunt:{action['id']}" in used

    def tiles_for(self, action_id: str) -> list[str]:
        """Placed tiles where the action could be done if I stood there (with the
        objects it needs in hand)."""
        action = self.actions[action_id]
        where = action.get("where")
        if not where:
            shut = set(board.closed(self.view)) - {self.view["players"][self.seat]["tile"]}
            return [t for t in self.view["placed"] if t not in shut]
        need = needed_objects(where)
        out = []
        shut = set(board.closed(self.view)) - {self.view["players"][self.seat]["tile"]}
        for tile in self.view["placed"]:
            if tile in shut:
                continue  # nobody can walk in there (a haunt's closed room)
            if holds(self.pack, moved_to(self.view, self.seat, tile, need), self.seat, where):
                out.append(tile)
        return out

    def modifiers_at(self, action, view) -> tuple[int, int]:
        dice = result = 0
        for mod in action.get("modifiers") or ():
            if holds(self.pack, view, self.seat, mod["cond"]):
                dice += int(mod.get("dice", 0))
                result += int(mod.get("result", 0))
        return dice, result

    def value(self, judge, action_id: str, view=None) -> float:
        """Expected worth of doing the action (where I stand, or in ``view``)."""
        action = self.actions[action_id]
        view = view or self.view
        if view is not judge.view:
            judge = type(judge)(self.pack, view, self.seat, judge.weights, judge.counter_sign,
                                judge.win_counters)
        total = 0.0
        if "roll" in action:
            dice, result = self.modifiers_at(action, view)
            total += judge.bands({**action["roll"], "bands": action["bands"]}, 0, dice, result)
        total += judge.effects(action.get("effects"), 0)
        return total

    # -- what to do ------------------------------------------------------------------------
    def tasks(self, judge) -> list[Task]:
        out: list[Task] = []
        held = carried_objects(self.view, self.seat)
        for aid in list(dict.fromkeys(self.main + self.extra)):
            action = self.actions[aid]
            if self.spent(action):
                continue
            need = needed_objects(action.get("where"))
            tiles = self.tiles_for(aid)
            if not tiles:
                continue
            # an action's worth depends on where it is done (who is there, what adds to the roll)
            if action.get("where") or action.get("modifiers"):
                worth = max(self.value(judge, aid, moved_to(self.view, self.seat, t, need)) for t in tiles)
            else:
                worth = self.value(judge, aid)
            if worth <= 0.2:
                continue
            bonus = 6.0 if aid in self.main else 0.0
            missing = [o for o in need if o not in held]
            if missing:
                tile = object_tile(self.view, missing[0])
                if tile is not None:
                    out.append(Task("fetch", worth + bonus, [tile], obj=missing[0]))
            else:
                out.append(Task("act", worth + bonus, tiles, action=aid))
        for cond in self.win:
            (name, arg), = cond.items()
            if name == "object_on_tile":
                obj, goal = arg["object"], arg["tile"]
                if obj in held:
                    if self.view["players"][self.seat]["tile"] == goal and not self.carrying_counts(arg):
                        out.append(Task("drop", 50.0, [goal], obj=obj))  # it must lie there
                    elif goal in self.view["placed"]:
                        out.append(Task("carry", 40.0, [goal], obj=obj))
                elif object_tile(self.view, obj) is not None:
                    out.append(Task("fetch", 30.0, [object_tile(self.view, obj)], obj=obj))
            elif name == "monsters_left_at_most":
                tiles = [m["tile"] for m in self.view.get("monsters") or () if m["kind"] == arg["monster"]]
                if tiles and self.side == "heroes":
                    out.append(Task("kill", 9.0, tiles, obj=arg["monster"]))
            elif name == "rounds_at_least":
                out.append(Task("flee", 4.0))
            elif name == "side_dead" and arg != self.side:
                out.append(Task("hunt", 3.0 if self.main else 12.0 if self.kill_goal else 8.0))
        if self.deny:
            out.extend(self.denials())
        return out

    def carrying_counts(self, arg) -> bool:
        """Does an object_on_tile condition hold while I carry the object there? Not
        with ``by: nobody`` (it must lie there), nor ``by: heroes`` unless I am a hero."""
        by = arg.get("by")
        return by is None or (by == "heroes" and self.side == "heroes")

    def wanted_objects(self) -> set:
        """Objects my side's actions or win conditions use."""
        wanted = {o for a in self.actions.values() for o in needed_objects(a.get("where"))}
        for cond in self.win:
            if "object_on_tile" in cond:
                wanted.add(cond["object_on_tile"]["object"])
        return wanted

    def denials(self) -> list[Task]:
        """Objects lying about that my side has no use for: the other side may well
        need them, so taking them is worth a detour."""
        wanted = self.wanted_objects()
        objects = (self.view.get("haunt") or {}).get("objects") or {}
        return [Task("fetch", DENY_PRIORITY, [where["tile"]], obj=o)
                for o, where in sorted(objects.items())
                if o not in wanted and where["holder"] is None and not where.get("monster")
                and where["tile"] in self.view["placed"]]
