"""The sensible bot: plays the way a careful newcomer would.

Before the haunt it explores toward open doorways and discovers rooms, picks up and
uses items when they help, and does not end its turn where the room will hurt it.
In the haunt it reads its own book: walks to where its main goal's actions can be
done and does them, fetches and carries objects, attacks when the odds favour it,
and sends the monsters after the nearest hero. Every decision is answered by value
(damage onto the traits with most room, may/pay by expected worth).

It decides only from ``view`` (what its seat may see) and the public content pack.
"""

from __future__ import annotations

from .. import chance
from . import fight, paths
from .decision import Decision, open_after
from .judge import answer
from .reading import carried_objects, value


class SensiblePlayer:
    name = "sensible"
    side_goals = False     # works toward its side's main goal only

    def __init__(self, seed: int = 0, pack=None):
        self.seed = seed
        self.counter = 0
        self.pack = pack
        self.memory: set = set()      # once-only actions I have done
        self._settling = None         # the turn whose end I began (see settling)
        self.trail: list = []         # (turn, tile) I stood in lately

    # -- the entry point ------------------------------------------------------------
    def choose(self, view: dict, commands: list):
        if not commands:
            raise ValueError("no legal command to choose from")
        d = Decision(self, view, commands)
        command = self.decide(d)
        if command not in commands:
            command = (d.of("end_turn") or commands)[0]
        self.remember(d, command)
        return command

    def pick(self, options: list):
        """A reproducible choice among equals (the bot's own seed and counter)."""
        self.counter += 1
        return options[chance.pick_index(self.seed, self.counter, len(options))]

    def remember(self, d: Decision, command) -> None:
        if command.type == "haunt_action" and d.book:
            action = d.book.actions.get(command["action"]) or {}
            if action.get("limit") == "once_per_explorer":
                self.memory.add(("haunt", action["id"], d.seat))
            elif action.get("limit") == "once_per_game":
                self.memory.add(("haunt", action["id"]))
        if command.type == "tile_action":
            self.memory.add(("tile", d.here, command["action"], d.seat))

    def weights(self, d: Decision) -> dict:
        """How much each trait matters to me (trait -> factor; 1 when missing). The
        bots weigh every trait alike; the hook is here for levels that would not."""
        return {}

    def decide(self, d: Decision):
        if d.of("answer"):
            return self.answer(d)
        if (d.view.get("turn") or {}).get("kind") == "monsters":
            return self.monster_turn(d)
        for step in self.steps():
            command = step(d)
            if command is not None:
                return command
        return self.finish(d)

    def steps(self):
        return (self.drop_object, self.take_object, self.main_action, self.attack,
                self.pick_up, self.use_item, self.tile_action, self.move)

    # -- decisions --------------------------------------------------------------------
    def answer(self, d: Decision):
        pending = d.view["pending"]
        choice = answer(d.judge, pending, choose_tile=lambda opts: self.choose_tile(d, opts),
                        choose_placement=lambda p: self.place_tile(d, p),
                        steal=lambda p: self.steal(d, p))
        for c in d.of("answer"):
            if c["choice"] == choice:
                return c
        return d.of("answer")[0]

    def choose_tile(self, d: Decision, options: list):
        targets = self.targets(d)
        if targets:
            dist = self.distances(d, targets)
            return min(options, key=lambda t: (dist.get(t, 99), t))
        return max(options, key=lambda t: (paths.open_doors_of(d.pack, d.view, t), t))

    def place_tile(self, d: Decision, pending: dict):
        options = pending["options"]
        if pending.get("mode") == "relocate":
            return options[0]
        return max(options, key=lambda o: (open_after(d, pending["tile"], o), -options.index(o)))

    def steal(self, d: Decision, pending: dict):
        objects = [o for o in pending["options"] if str(o).startswith("object:")]
        return objects[0] if objects else "damage"

    # -- the explorer's turn ----------------------------------------------------------
    def take_object(self, d: Decision):
        if not d.book:
            return None
        wanted = {t.obj for t in d.tasks() if t.kind in ("fetch", "carry") and t.obj}
        for c in d.of("take_object"):
            if c["object"] in wanted:
                return c
        return None

    def drop_object(self, d: Decision):
        """Put an object down where my side's goal wants it lying (``by: nobody``)."""
        if not d.book:
            return None
        wanted = {t.obj for t in d.tasks() if t.kind == "drop" and d.here in t.targets}
        for c in d.of("drop_object"):
            if c["object"] in wanted:
                return c
        return None

    def _best_action(self, d: Decision, ids, threshold: float):
        if not d.book:
            return None
        best, best_value = None, threshold
        for c in d.of("haunt_action"):
            if c["action"] in ids:
                worth = d.book.value(d.judge, c["action"])
                if worth > best_value:
                    best, best_value = c, worth
        return best

    def main_action(self, d: Decision):
        return self._best_action(d, d.book.main if d.book else (), 0.0)

    def side_action(self, d: Decision):
        return self._best_action(d, d.book.extra if d.book else (), 0.5)

    def attack(self, d: Decision):
        """Attack someone in the room when I roll more dice for it than they do."""
        best, best_edge = None, 0
        for c in d.of("attack"):
            if isinstance(c["target"], int) and c["target"] not in d.foes:
                continue  # never strike someone not known to be an enemy
            o = fight.attack_odds(d.pack, d.view, d.seat, c)
            if o["distance"]:
                continue
            edge = o["dice"][0] - o["dice"][1]
            if edge > best_edge:
                best, best_edge = c, edge
        return best

    def pick_up(self, d: Decision):
        return _most_worth(d.of("pick_up"), lambda c: sum(d.judge.gain_card(card) for card in c["cards"]), 0.3)

    def use_item(self, d: Decision):
        return _most_worth(d.of("use_item"), lambda c: d.judge.use_card(c["card"]), 0.4)

    def tile_action(self, d: Decision):
        actions = {a["id"]: a for a in d.pack.tiles[d.here].actions}
        return _most_worth(d.of("tile_action"), lambda c: d.judge.effects(actions[c["action"]].get("effects")), 0.4)

    # -- moving -----------------------------------------------------------------------
    def targets(self, d: Decision) -> list[str]:
        """Tiles to head for now."""
        if d.book:
            task = self.best_task(d)
            if task is not None:
                return task
        return paths.open_door_tiles(d.pack, d.view)

    def best_task(self, d: Decision):
        best, best_score = None, -1e9
        for task, targets, dist, speed in self.reachable_tasks(d, self.distances):
            score = task.priority - 3.0 * dist / speed
            if score > best_score:
                best, best_score = targets, score
        return best

    def reachable_tasks(self, d: Decision, distances):
        """(task, its targets, how far from here, my Speed) of each task with somewhere
        to walk to, ``distances(d, targets)`` saying how far."""
        speed = max(1, value(d.pack, d.me, "speed"))
        for task in d.tasks():
            targets = self.task_targets(d, task)
            if not targets:
                continue
            dist = distances(d, targets).get(d.here, 99)
            if dist < 99:
                yield task, targets, dist, speed

    def task_targets(self, d: Decision, task) -> list[str]:
        if task.kind == "hunt":
            return sorted({d.view["players"][s]["tile"] for s in d.foes})
        if task.kind == "flee":
            return []
        return task.targets

    def leave_risk(self, d: Decision) -> float:
        """What walking out of this room may cost (e.g. tripping on the clutter)."""
        ops = d.pack.tiles[d.here].data.get("on_leave")
        return -d.judge.effects(ops) if ops else 0.0

    def settling(self, d: Decision) -> bool:
        """Has this turn's end begun (a step out of a harmful room)? Then no more
        walking toward goals, or it would walk straight back."""
        return self._settling == (d.view.get("turn") or {}).get("number")

    def move(self, d: Decision):
        if self.settling(d):
            return None
        if self.leave_risk(d) > 8.0:
            return None  # leaving could kill: stay put this turn
        if d.of("explore") and (not d.haunt or not self._has_target(d)):
            return self.pick(d.of("explore"))
        targets = self.targets(d)
        if d.here in targets and not d.of("explore") and not (d.book and self._has_target(d)):
            if d.of("cross_barrier"):
                return d.of("cross_barrier")[0]  # the open doorway is across the barrier
            targets = [t for t in targets if t != d.here]
        if not targets:
            return None
        dist = self.distances(d, targets)
        step = self.step_toward(d, dist)
        if step is None and dist.get(d.here) == 0 and d.of("explore") and not d.haunt:
            return self.pick(d.of("explore"))
        return step

    def distances(self, d: Decision, targets) -> dict:
        """How far each room seems from the targets. Exploring, it knows its way to the
        open doorways; in the haunt it heads for its goal the way the rooms lie,
        without planning a route round the walls (the cunning bot plans)."""
        if not d.haunt:
            return paths.distances(d.pack, d.view, targets)
        return paths.as_the_crow_flies(d.pack, d.view, targets)

    def step_toward(self, d: Decision, dist: dict):
        """The move that gets closer; or, in a barrier room whose far side is the way,
        the attempt to cross; or, stuck against a wall, a step somewhere not seen lately."""
        step = paths.best_step(d.of("move"), dist, d.here)
        turn = (d.view.get("turn") or {}).get("number") or 0
        lately = turn - 3 * len(d.view["players"])  # my last three turns or so
        self.trail = [(n, t) for n, t in self.trail if n > lately] + [(turn, d.here)]
        if step is None and dist.get(d.here, 99) > 0 and not d.of("cross_barrier"):
            seen = {t for _, t in self.trail}
            fresh = [c for c in d.of("move") if c["to"] not in seen]
            if fresh:
                step = self.pick(fresh)
        if step is None and d.of("cross_barrier"):
            if any(dist.get(t, 99) < dist.get(d.here, 99) for t in paths.graph(d.pack, d.view)[d.here]):
                return d.of("cross_barrier")[0]
        return step

    def _has_target(self, d: Decision) -> bool:
        targets = self.best_task(d) if d.book else None
        return bool(targets)

    def end_turn_cost(self, d: Decision, tile: str) -> float:
        ops = list(d.pack.tiles[tile].data.get("end_turn") or ())
        for token in d.view["tokens"].get(tile, []):
            if token in d.pack.tokens:
                ops.extend(d.pack.tokens[token].data.get("end_turn") or ())
        return -d.judge.effects(ops) if ops else 0.0

    def finish(self, d: Decision):
        """End the turn, but not in a room that hurts if a move can avoid it."""
        if self.end_turn_cost(d, d.here) > 0.2:
            safe = [c for c in d.of("move") if self.end_turn_cost(d, c["to"]) <= 0.0
                    and d.judge.effects(d.pack.tiles[c["to"]].data.get("on_enter")) >= -0.5]
            if safe:
                self._settling = (d.view.get("turn") or {}).get("number")
                return safe[0]
        return (d.of("end_turn") or d.commands)[0]

    # -- the monsters' turn -----------------------------------------------------------
    def monster_turn(self, d: Decision):
        """Monsters hunt heroes: each attacks a hero in its room, else walks toward the
        nearest one."""
        attacks = d.of("monster_attack")
        if attacks:
            return attacks[0]
        step = fight.monster_step(d.pack, d.view, d.of("monster_move"))
        if step is not None:
            return step
        return (d.of("end_turn") or d.commands)[0]

    # helpers for subclasses
    def carried(self, d: Decision) -> list[str]:
        return carried_objects(d.view, d.seat)


def _most_worth(commands, worth, floor: float):
    """The command worth the most, if more than ``floor`` (the first of equals); else None."""
    best, best_value = None, floor
    for c in commands:
        value_ = worth(c)
        if value_ > best_value:
            best, best_value = c, value_
    return best
