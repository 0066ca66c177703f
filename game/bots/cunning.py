"""The cunning bot: the sensible bot with a plan.

It measures every way to its goal in moves over the known map and picks the spot
where its action rolls best (a room that adds to the roll is worth a detour when it is
in reach this turn); it weighs attacks with the dice math, goes for the opponent most
likely to fall, takes free distance shots, and holds back when a lost fight could kill
it. It ends its turn out of its enemies' reach when it can (an enemy already in the
room strikes for sure, one who must walk may not come), carries objects away from
danger, and picks up the haunt objects its side has no use for (the other side's, most
likely). Damage goes onto the traits its main actions do not roll, and the longer it
goes without taking a main action the less danger holds it back. It runs its monsters
like a traitor should (see legion.py).

Like every bot it decides only from its view and the public content pack.
"""

from __future__ import annotations

from . import fight, paths
from .decision import Decision
from .legion import MonsterTactics
from .plan import needed_objects, uses_up_room
from .reading import allies, moved_to, value
from .sensible import SensiblePlayer


class CunningPlayer(MonsterTactics, SensiblePlayer):
    name = "cunning"
    side_goals = True      # also takes the side goals' actions when they pay
    deny_objects = True    # picks up haunt objects its side does not use (see Book.denials)
    caution = 1.6          # weight of the damage a lost fight would cost me
    attack_margin = 0.2    # the attack score an attack must beat
    attack_edge = 0.0      # how much likelier a win than a loss must be to attack
    flee_at = 3.0          # danger (see fight.danger) that makes it leave a room at the end
    fear = {"traitor": 0.8, "heroes": 0.4}  # how much danger weighs against progress
    hunt_bonus = {"traitor": 0.0, "heroes": 0.0}  # extra priority for hunting opponents
    pressure_at = 0.5      # share of a foe's lethal damage my side must expect, to go for them
    pressure_scale = 14.0  # priority of a hunt that expects to kill
    detour = 0.6           # how much better a room must roll to be worth a detour
    foes_come = 0.5        # chance that an opponent who must walk to me comes to fight
    goal_trait_weight = 1.6  # worth of a step of a trait my main actions roll (others: 1)

    def __init__(self, seed: int = 0, pack=None):
        super().__init__(seed, pack)
        self.my_turns: set = set()  # numbers of my own haunt turns
        self.acted_at = -1          # the last of them in which I took a main action

    def remember(self, d: Decision, command) -> None:
        super().remember(d, command)
        turn = d.view.get("turn") or {}
        if d.book and turn.get("kind") == "explorer" and turn.get("seat") == d.seat:
            self.my_turns.add(turn["number"])
            if command.type == "haunt_action" and command["action"] in d.book.main:
                self.acted_at = turn["number"]

    def idle_turns(self, d: Decision) -> int:
        """My haunt turns since I last took a main action (this one not counted)."""
        now = (d.view.get("turn") or {}).get("number", 0)
        return sum(1 for n in self.my_turns if self.acted_at < n < now)

    def weights(self, d: Decision) -> dict:
        """In the haunt, the traits my main actions roll are worth more to me than the
        rest (damage goes elsewhere first)."""
        if not d.book:
            return {}
        rolled = {d.book.actions[a].get("roll", {}).get("trait") for a in d.book.main}
        return {t: self.goal_trait_weight for t in rolled if t}

    def distances(self, d: Decision, targets) -> dict:
        """Shortest routes over the known map, in moves."""
        return paths.distances(d.pack, d.view, targets)

    def steps(self):
        return (self.drop_object, self.take_object, self.use_item, self.better_spot, self.main_action,
                self.attack, self.side_action, self.pick_up, self.tile_action, self.move)

    # -- choosing where to act ---------------------------------------------------------
    def better_spot(self, d: Decision):
        """If a room in reach this turn rolls my main action clearly better than here,
        walk there first."""
        if not d.book or not d.moves_left:
            return None
        legal = [c for c in d.of("haunt_action") if c["action"] in d.book.main]
        if not legal:
            return None
        here = max(d.book.value(d.judge, c["action"]) for c in legal)
        reach = paths.reach(d.pack, d.view, d.here, blockers=self.blockers(d))
        best, best_value = None, here + self.detour
        for c in legal:
            action = d.book.actions[c["action"]]
            for tile in d.book.tiles_for(c["action"]):
                if tile == d.here or reach.get(tile, 99) > d.moves_left:
                    continue
                worth = d.book.value(d.judge, c["action"],
                                     moved_to(d.view, d.seat, tile, needed_objects(action.get("where"))))
                worth -= self.danger_at(d, [tile])[tile] * 0.3
                if worth > best_value:
                    best, best_value = tile, worth
        if best is None:
            return None
        return self.step_toward(d, paths.distances(d.pack, d.view, [best], self.blockers(d)))

    def move(self, d: Decision):
        """Pick where to end this turn: as far along my task as I can get, weighed
        against what could hit me there; then take the first step of the way."""
        if not d.haunt or self.leave_risk(d) > 8.0 or self.settling(d):
            return super().move(d)
        plan = self.best_plan(d)
        if plan is None:
            return super().move(d)
        targets, priority = plan
        blockers = self.blockers(d)
        reach = paths.reach(d.pack, d.view, d.here, blockers=blockers)
        ends = [t for t, n in reach.items() if n <= d.moves_left or t == d.here]
        if len(ends) <= 1:
            return super().move(d)
        togo = paths.distances(d.pack, d.view, targets, blockers)
        risk = self.danger_at(d, ends)
        speed = max(1, value(d.pack, d.me, "speed"))

        fear = self.fear.get(d.book.side, 1.0) / (1 + self.idle_turns(d))  # idling loses races too

        def score(t):
            progress = priority / (1.0 + 0.5 * togo.get(t, 60) / speed)
            return (progress - fear * risk[t] - self.end_turn_cost(d, t), -reach[t], t)
        dest = max(ends, key=score)
        if dest == d.here:
            return None
        return self.step_toward(d, paths.distances(d.pack, d.view, [dest], blockers))

    def best_plan(self, d: Decision):
        """(targets, priority) of the task most worth walking to, or None."""
        best, best_score = None, -1e9

        def planned(d, targets):
            return paths.distances(d.pack, d.view, targets, self.blockers(d))

        for task, targets, here, speed in self.reachable_tasks(d, planned):
            priority = task.priority
            if task.kind == "hunt":
                priority = max(priority, self.pressure(d)) + self.hunt_bonus.get(d.book.side, 0.0)
            score = priority / (1.0 + 0.5 * here / speed)
            if score > best_score:
                best, best_score = (targets, priority), score
        return best

    def best_task(self, d: Decision):
        plan = self.best_plan(d)
        return plan[0] if plan else None

    def task_targets(self, d: Decision, task) -> list[str]:
        if task.kind == "hunt":
            return self.prey_tiles(d)
        if task.kind == "flee":
            return self.hideouts(d)
        targets = task.targets
        if task.kind == "act" and len(targets) > 1:
            targets = self.leave_to_allies(d, task) or targets
            targets = self.best_rooms(d, task, targets)
        return targets

    def leave_to_allies(self, d: Decision, task) -> list[str]:
        """For an action that uses a room up, skip rooms a companion is nearer to: we
        spread out."""
        if not uses_up_room(d.book.actions[task.action]):
            return task.targets
        mine = paths.reach(d.pack, d.view, d.here)
        theirs = [paths.reach(d.pack, d.view, d.view["players"][s]["tile"]) for s in allies(d.view, d.seat)]
        return [t for t in task.targets if all(r.get(t, 99) >= mine.get(t, 99) for r in theirs)]

    def hideouts(self, d: Decision) -> list[str]:
        """The safest rooms I can reach this turn (for a side that wins by lasting)."""
        reach = paths.reach(d.pack, d.view, d.here, blockers=self.blockers(d))
        near = [t for t, n in reach.items() if n <= max(1, d.moves_left)]
        risk = self.danger_at(d, near)
        low = min(risk.values())
        return [t for t in near if risk[t] <= low + 0.01]

    def best_rooms(self, d: Decision, task, targets) -> list[str]:
        """The rooms where the action rolls best (ties kept), among the targets."""
        action = d.book.actions[task.action]
        if not action.get("modifiers"):
            return targets
        need = needed_objects(action.get("where"))
        reach = paths.reach(d.pack, d.view, d.here)
        scored = []
        for tile in targets:
            worth = d.book.value(d.judge, task.action, moved_to(d.view, d.seat, tile, need))
            turns = reach.get(tile, 99) / max(1, value(d.pack, d.me, "speed"))
            scored.append((worth - 0.8 * turns, tile))
        top = max(s for s, _ in scored)
        return [t for s, t in scored if s >= top - 0.5]

    def pressure(self, d: Decision) -> float:
        """How much going for an opponent is worth: a lot when my side (companions, and
        a traitor's monsters, who move after it) can expect, this round, to deal the
        damage that kills them."""
        best = 0.0
        team = [d.seat] + allies(d.view, d.seat)
        mine = ([m for m in d.view.get("monsters") or () if not m["stunned"]]
                if d.book.side == "traitor" else [])
        for s in d.foes:
            victim = d.view["players"][s]
            room = fight.room_left(victim, "physical")
            theirs = fight.roll_dice(d.pack, victim, "might", attack=True)
            dealt = 0.0
            for t in team:
                p = d.view["players"][t]
                reach = paths.reach(d.pack, d.view, p["tile"])
                if reach.get(victim["tile"], 99) <= max(1, value(d.pack, p, "speed")):
                    mine_dice = fight.roll_dice(d.pack, p, "might", attack=True)
                    dealt += fight.odds.duel(mine_dice, theirs)["dealt"]
            for m in mine:
                reach = paths.reach(d.pack, d.view, m["tile"], monster=True)
                speed = fight.monster_trait(fight.monster_box(d.view, m["kind"]), "speed")
                if reach.get(victim["tile"], 99) <= speed:
                    o = fight.monster_duel(d.pack, d.view, m, s)
                    if fight.worth_fighting(o):
                        dealt += o["dealt"]
            if dealt >= self.pressure_at * room:
                best = max(best, self.pressure_scale * min(1.0, dealt / room))
        return best

    def prey_tiles(self, d: Decision) -> list[str]:
        """Where the opponents I can best hurt stand (the weakest first)."""
        scored = []
        me = d.me
        for s in d.foes:
            victim = d.view["players"][s]
            mine = min(8, fight.roll_dice(d.pack, me, "might", attack=True))
            theirs = fight.roll_dice(d.pack, victim, "might", attack=True)
            o = fight.odds.duel(mine, theirs)
            kill = fight.odds.chance_dealt_at_least(mine, theirs, fight.room_left(victim, "physical"))
            scored.append((o["dealt"] - o["taken"] + 4 * kill, victim["tile"]))
        if not scored:
            return []
        top = max(s for s, _ in scored)
        tiles = sorted({t for s, t in scored if s >= top - 0.3 and s > 0})
        if not tiles and d.book.kill_goal:
            tiles = sorted({t for s, t in scored if s >= top - 0.3})  # we must, so together
        return tiles

    # -- fighting ----------------------------------------------------------------------
    def attack(self, d: Decision):
        """The attack with the best expected outcome. It holds back when a lost fight
        could kill it, unless companions stand ready to finish the job (a hero's death
        is not the heroes' defeat; the traitor's usually is)."""
        best, best_score = None, self.attack_margin
        caution, risk_cap = self.caution, 0.05
        kill_wins = bool(d.book) and any(c.get("side_dead") not in (None, d.book.side) for c in d.book.win)
        if d.book and d.book.side == "heroes" and len(allies(d.view, d.seat)) >= 1:
            near = sum(1 for s in allies(d.view, d.seat)
                       if paths.reach(d.pack, d.view, d.view["players"][s]["tile"]).get(d.here, 99) <= 3)
            if near or d.book.kill_goal:
                caution, risk_cap = caution * 0.6, 0.3
        for c in d.of("attack"):
            if isinstance(c["target"], int) and c["target"] not in d.foes:
                continue
            o = fight.attack_odds(d.pack, d.view, d.seat, c)
            if o["distance"]:
                score = o["dealt"] + 3.0 * o["kill"] + 0.1  # a free shot
            else:
                edge = self.attack_edge - (0.3 if d.book and d.book.kill_goal else 0.0)
                if o["risk_death"] > risk_cap or o["win"] - o["lose"] < edge:
                    continue  # hold back: a lost fight could kill, or it is likelier lost
                score = fight.attack_score(o, caution)
            if kill_wins and isinstance(c["target"], int):
                score *= 1.5  # their death is our win
            if score > best_score:
                best, best_score = c, score
        return best

    def steal(self, d: Decision, pending: dict):
        options = pending["options"]
        objects = [o for o in options if str(o).startswith("object:")]
        if objects:
            return objects[0]
        victim = d.view["players"][pending["victim"]]
        if pending["amount"] >= fight.room_left(victim, pending.get("damage_kind", "physical")):
            return "damage"  # it kills
        cards = [c for c in options if c != "damage" and not str(c).startswith("object:")]
        best = max(cards, key=lambda c: (d.judge.gain_card(c), c), default=None)
        if best is not None and d.judge.gain_card(best) >= 3.0 and pending["amount"] <= 2:
            return best
        return "damage"

    # -- staying alive -----------------------------------------------------------------
    def blockers(self, d: Decision) -> dict:
        return paths.blockers_for(d.view, d.seat, d.foes, d.monsters)

    def danger_at(self, d: Decision, tiles: list[str]) -> dict:
        if not d.haunt:
            return {t: 0.0 for t in tiles}
        key = (id(d), tuple(tiles))
        cache = d.__dict__.setdefault("_danger", {})
        if key not in cache:
            cache[key] = fight.danger(d.pack, d.view, d.seat, tiles, d.foes, d.monsters,
                                      come=self.foes_come)
        return cache[key]

    def finish(self, d: Decision):
        """End the turn out of reach when a move can manage it; carriers always try."""
        if d.haunt and d.of("move"):
            here = self.danger_at(d, [d.here])[d.here]
            carrying = bool(self.carried(d))
            if here > (0.5 if carrying else self.flee_at):
                options = [c["to"] for c in d.of("move")]
                risk = self.danger_at(d, options)
                safe = [c for c in d.of("move") if risk[c["to"]] < here * 0.7
                        and self.end_turn_cost(d, c["to"]) <= 0.2]
                if safe:
                    self._settling = (d.view.get("turn") or {}).get("number")
                    return min(safe, key=lambda c: (risk[c["to"]], c["to"]))
        return super().finish(d)
