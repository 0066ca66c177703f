"""The cunning bot: the sensible bot with a plan.

It measures every way to its goal in moves over the known map and picks the spot
where its action rolls best (a room that adds to the roll is worth a detour when it is
in reach this turn); it weighs attacks with the dice math, goes for the opponent most
likely to fall, takes free distance shots, and holds back when a lost fight could kill
it. It ends its turn out of its enemies' reach when it can, carries objects away from
danger, and runs its monsters like a traitor should: strong ones hunt and pin the
heroes, weak or killable ones strike and slip away, and the ones its own book wants
nearby stay at its side.

Like every bot it decides only from its view and the public content pack.
"""

from __future__ import annotations

from . import fight, paths
from .plan import needed_objects
from .reading import book, moved_to, value
from .sensible import Decision, SensiblePlayer


class CunningPlayer(SensiblePlayer):
    name = "cunning"
    caution = 1.6
    attack_margin = 0.2
    flee_at = 3.0          # danger (expected harm) that makes it leave a room
    detour = 0.6           # how much better a room must roll to be worth a detour

    def steps(self):
        return (self.take_object, self.use_item, self.better_spot, self.main_action, self.attack,
                self.side_action, self.pick_up, self.tile_action, self.move)

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
        dist = paths.distances(d.pack, d.view, [best], self.blockers(d))
        return paths.best_step(d.of("move"), dist, d.here)

    def best_task(self, d: Decision):
        """Like the sensible bot, but a task's value is weighed per turn of walking, and
        each action's best room (with its roll modifiers) counts, not just the nearest."""
        best, best_score = None, -1e9
        speed = max(1, value(d.pack, d.me, "speed"))
        for task in d.book.tasks(d.judge):
            targets = self.task_targets(d, task)
            if not targets:
                continue
            dist = paths.distances(d.pack, d.view, targets, self.blockers(d))
            here = dist.get(d.here, 99)
            if here >= 99:
                continue
            turns = here / speed
            score = task.priority / (1.0 + 0.5 * turns)
            if score > best_score:
                best, best_score = targets, score
        return best

    def task_targets(self, d: Decision, task) -> list[str]:
        if task.kind == "hunt":
            return self.prey_tiles(d)
        if task.kind == "flee":
            return []
        if task.kind == "act" and len(task.targets) > 1:
            return self.best_rooms(d, task)
        return task.targets

    def best_rooms(self, d: Decision, task) -> list[str]:
        """The rooms where the action rolls best (ties kept), among those in the task."""
        action = d.book.actions[task.action]
        if not action.get("modifiers"):
            return task.targets
        need = needed_objects(action.get("where"))
        reach = paths.reach(d.pack, d.view, d.here)
        scored = []
        for tile in task.targets:
            worth = d.book.value(d.judge, task.action, moved_to(d.view, d.seat, tile, need))
            scored.append((worth - 0.8 * reach.get(tile, 99) / max(1, value(d.pack, d.me, "speed")), tile))
        top = max(s for s, _ in scored)
        return [t for s, t in scored if s >= top - 0.5]

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
        return sorted({t for s, t in scored if s >= top - 0.3 and s > 0})

    # -- fighting ----------------------------------------------------------------------
    def attack(self, d: Decision):
        best, best_score = None, self.attack_margin
        for c in d.of("attack"):
            if isinstance(c["target"], int) and c["target"] not in d.foes:
                continue
            o = fight.attack_odds(d.pack, d.view, d.seat, c)
            if o["distance"]:
                score = o["dealt"] + 3.0 * o["kill"] + 0.1  # a free shot
            else:
                if o["risk_death"] > 0.05 or o["win"] < o["lose"]:
                    continue  # hold back: a lost fight could kill, or it is likelier lost
                score = fight.attack_score(o, self.caution)
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
            cache[key] = fight.danger(d.pack, d.view, d.seat, tiles, d.foes, d.monsters)
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
                    return min(safe, key=lambda c: (risk[c["to"]], c["to"]))
        return super().finish(d)

    # -- the monsters' turn ------------------------------------------------------------
    def monster_turn(self, d: Decision):
        view = d.view
        heroes = fight.hero_seats(view)
        strong = {}
        for m in view.get("monsters") or ():
            duels = {s: fight.monster_duel(d.pack, view, m, s) for s in heroes}
            strong[m["id"]] = [s for s, o in duels.items()
                               if o["win"] >= (0.6 if o["killable"] else 0.45)]
        attacks = [c for c in d.of("monster_attack") if c["target"] in strong.get(c["monster"], ())]
        attack = fight.best_monster_attack(d.pack, view, attacks)
        if attack is not None:
            return attack
        escort = self.escorted_kinds(d)
        goals, away = {}, []
        for m in view.get("monsters") or ():
            if m["kind"] in escort:
                goals[m["id"]] = [d.here]
            elif strong.get(m["id"]) and not m["attacked"]:
                goals[m["id"]] = [view["players"][s]["tile"] for s in strong[m["id"]]]
            elif strong.get(m["id"]) and m["tile"] in {view["players"][s]["tile"] for s in strong[m["id"]]}:
                goals[m["id"]] = [m["tile"]]  # it won its fight here: stay and pin them
            else:
                away.append(m["id"])  # weak, or done: keep out of the heroes' hands
        step = fight.monster_step(d.pack, view, [c for c in d.of("monster_move") if c["monster"] not in away],
                                  goals)
        if step is not None:
            return step
        step = self.slip_away(d, [c for c in d.of("monster_move") if c["monster"] in away], heroes)
        if step is not None:
            return step
        return (d.of("end_turn") or d.commands)[0]

    def escorted_kinds(self, d: Decision) -> set:
        """Monster kinds my own book's actions want in my room (e.g. a +1 to my roll)."""
        kinds = set()
        for action in book(d.view).get("actions") or ():
            for mod in action.get("modifiers") or ():
                cond = mod.get("cond") or {}
                if "monster_here" in cond:
                    kinds.add(cond["monster_here"])
        return kinds

    def slip_away(self, d: Decision, moves: list, heroes: list[int]):
        if not moves or not heroes:
            return None
        dist = paths.distances(d.pack, d.view, [d.view["players"][s]["tile"] for s in heroes], monster=True)
        best, best_gain = None, 0
        for c in moves:
            tile = next(m["tile"] for m in d.view["monsters"] if m["id"] == c["monster"])
            gain = dist.get(c["to"], 99) - dist.get(tile, 99)
            if gain > best_gain and dist.get(tile, 99) < 4:
                best, best_gain = c, gain
        return best
