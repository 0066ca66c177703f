"""The traitor's monsters, run with some cunning.

Monsters that damage only stuns go for the heroes (a lost fight costs them a turn, a
won one hurts), and the strong ones stay to pin them; killable ones strike only heroes
they likelier beat, and otherwise keep out of the heroes' reach. Monsters of one kind
never crowd into one room (one stroke of luck, a ward or a prayer, would take them
all): each hero's room is claimed by one of a kind, and the rest spread out. A kind
the heroes are seen putting down, or closing in on, between the traitor's turns is
kept away from them, and no monster goes near a hero who carries a haunt object the
traitor's side has no use for (it is the heroes' tool, perhaps against the monsters).
Monsters the traitor's own book wants in its room join it when they can get there in
one turn. All of it from the view and the monster boxes.
"""

from __future__ import annotations

from . import fight, paths
from .decision import Decision
from .reading import book

SAFE_DISTANCE = 6   # moves from the nearest hero beyond which a monster counts as out of reach
CROWD_COST = 4      # how much a same-kind companion in a room weighs against hiding there


class MonsterTactics:
    """Mixin for a bot that runs the monsters' turn."""

    # -- the monsters' turn ------------------------------------------------------------
    def monster_turn(self, d: Decision):
        """Attack when a fight is good; then hunters close on their prey, and the rest
        hide or spread out."""
        view = d.view
        armed = self.armed_heroes(d)
        strong = {mid: [s for s in seats if s not in armed] for mid, seats in self.strong_against(d).items()}
        hunted = self.hunted_kinds(d)
        attacks = [c for c in d.of("monster_attack") if c["target"] in strong.get(c["monster"], ())]
        attack = fight.best_monster_attack(d.pack, view, attacks)
        if attack is not None:
            return attack
        heroes = [view["players"][s]["tile"] for s in fight.hero_seats(view)]
        hero_dist = paths.distances(d.pack, view, heroes) if heroes else {}  # in the heroes' moves
        goals = self.monster_goals(d, strong, hunted, armed)
        moves = [c for c in d.of("monster_move") if not self.crowded(d, c)]
        step = fight.monster_step(d.pack, view, [c for c in moves if c["monster"] in goals], goals)
        if step is None:
            step = self.lurk(d, [c for c in moves if c["monster"] not in goals], hero_dist)
        if step is not None:
            return step
        self._watched = self.closeness(d)  # where things stand when the heroes move next
        return (d.of("end_turn") or d.commands)[0]

    def strong_against(self, d: Decision) -> dict:
        """monster id -> the heroes it should fight (see fight.worth_fighting: one that
        damage only stuns takes on anyone, a killable one only those it likelier beats)."""
        heroes = fight.hero_seats(d.view)
        return {m["id"]: [s for s in heroes if fight.worth_fighting(fight.monster_duel(d.pack, d.view, m, s))]
                for m in d.view.get("monsters") or ()}

    def monster_goals(self, d: Decision, strong: dict, hunted: set, armed: list) -> dict:
        """monster id -> tiles it heads for (monsters left out hide or spread out).
        Each hero's room is claimed by one monster of a kind; the one already there, or
        the nearest, has it. ``strong``: whom each may fight; ``armed``: see
        armed_heroes."""
        view = d.view
        escort = self.escorted_kinds(d)
        goals, claimed = {}, set()
        candidates = []
        for m in view.get("monsters") or ():
            if m["kind"] in hunted or any(view["players"][s]["tile"] == m["tile"] for s in armed):
                continue  # the heroes are after these (or have the means): keep out of reach
            if m["kind"] in escort and self.in_reach(d, m, [d.here]):
                goals[m["id"]] = [d.here]  # it joins me only where it gets there this turn
                continue
            prey = self.prey_for(d, m, strong.get(m["id"], ()))
            if prey:
                dist = paths.distances(d.pack, view, prey, monster=True).get(m["tile"], 99)
                candidates.append((dist, m["id"], m, prey))
        for _dist, _mid, m, prey in sorted(candidates, key=lambda x: x[:2]):
            free = [t for t in prey if (m["kind"], t) not in claimed]
            if not free:
                continue
            target = min(free, key=lambda t: (paths.distances(d.pack, view, [t], monster=True)
                                              .get(m["tile"], 99), t))
            claimed.add((m["kind"], target))
            goals[m["id"]] = [target]
        return goals

    def armed_heroes(self, d: Decision) -> list[int]:
        """Heroes carrying a haunt object my side has no use for: whatever it is for,
        it is theirs, and my monsters had better not find out on themselves."""
        if not d.book:
            return []
        wanted = d.book.wanted_objects()
        objects = (d.view.get("haunt") or {}).get("objects") or {}
        heroes = fight.hero_seats(d.view)
        return sorted({w["holder"] for o, w in objects.items() if w["holder"] in heroes and o not in wanted})

    def prey_for(self, d: Decision, monster: dict, beaten) -> list[str]:
        """Rooms of the heroes this monster beats: to go to while it can still attack
        this turn (or always, if it fears no one); after its attack, it stays to pin
        them only if damage cannot kill it."""
        prey = sorted({d.view["players"][s]["tile"] for s in beaten})
        if not prey:
            return []
        if monster["attacked"]:
            pin = monster["tile"] in prey and not fight.monster_box(d.view, monster["kind"]).get("killable")
            return [monster["tile"]] if pin else []
        if self.tough(d, monster) or self.in_reach(d, monster, prey):
            return prey
        return []

    def crowded(self, d: Decision, command) -> bool:
        """Would the move put a monster with more of its kind than where it stands?"""
        m = next(x for x in d.view["monsters"] if x["id"] == command["monster"])
        there = self.kin_at(d, m, command["to"])
        return there > 0 and there >= self.kin_at(d, m, m["tile"])

    def kin_at(self, d: Decision, monster: dict, tile: str) -> int:
        """Other monsters of its kind in the room."""
        return sum(1 for m in d.view["monsters"]
                   if m["kind"] == monster["kind"] and m["id"] != monster["id"] and m["tile"] == tile)

    def lurk(self, d: Decision, moves: list, hero_dist: dict):
        """A step for a monster without prey: toward the room within this turn's moves
        that is best to wait in (see hideout_value), if it beats where it stands."""
        options: dict = {}
        for c in moves:
            options.setdefault(c["monster"], []).append(c)
        best, best_key = None, None
        for mid, steps in sorted(options.items()):
            m = next(x for x in d.view["monsters"] if x["id"] == mid)
            reach = paths.reach(d.pack, d.view, m["tile"], monster=True)
            spots = [t for t, n in reach.items() if n <= m["moves"]]
            dest = max(spots, key=lambda t: (self.hideout_value(d, m, t, hero_dist) - 0.1 * reach[t], t))
            gain = self.hideout_value(d, m, dest, hero_dist) - self.hideout_value(d, m, m["tile"], hero_dist)
            if gain <= 0:
                continue
            step = paths.best_step(steps, paths.distances(d.pack, d.view, [dest], monster=True), m["tile"])
            if step is not None and (best_key is None or (gain, mid) > best_key):
                best, best_key = step, (gain, mid)
        return best

    def hideout_value(self, d: Decision, monster: dict, tile: str, hero_dist: dict) -> float:
        """How good a room is to wait in: far from the heroes (up to SAFE_DISTANCE), with
        no other monster of its kind there."""
        return min(hero_dist.get(tile, 99), SAFE_DISTANCE) - CROWD_COST * self.kin_at(d, monster, tile)

    def closeness(self, d: Decision) -> dict:
        """Per monster kind: how many there are and how near the heroes stand to them;
        and, under None, how near they stand to me."""
        heroes = [d.view["players"][s]["tile"] for s in fight.hero_seats(d.view)]
        dist = paths.distances(d.pack, d.view, heroes, monster=True) if heroes else {}
        out: dict = {None: (1, min(dist.get(d.here, 20), 20))}
        for m in d.view.get("monsters") or ():
            count, total = out.get(m["kind"], (0, 0.0))
            out[m["kind"]] = (count + 1, total + min(dist.get(m["tile"], 20), 20))
        return {k: (n, total / n) for k, (n, total) in out.items()}

    def hunted_kinds(self, d: Decision) -> set:
        """Monster kinds the heroes go after, judged by watching them: between my turns
        some of them were put down, or the heroes closed in on them (more than on me:
        coming for me, they come for whoever stands by me)."""
        turn = (d.view.get("turn") or {}).get("number")
        if getattr(self, "_watch_turn", None) != turn:
            self._watch_turn = turn
            before = getattr(self, "_watched", None) or {}
            now = self.closeness(d)
            marks = self.__dict__.setdefault("_hunted", set())
            at_me = before.get(None, (1, 0.0))[1] - now[None][1]
            for kind, (count, near) in before.items():
                n_now, near_now = now.get(kind, (0, 0.0))
                if kind is not None and (n_now < count or near - near_now > 0.5 + max(0.0, at_me)):
                    marks.add(kind)
        return set(getattr(self, "_hunted", ()))

    def tough(self, d: Decision, monster: dict) -> bool:
        """Only stunned by damage, and no hero beats it in a fight."""
        if fight.monster_box(d.view, monster["kind"]).get("killable"):
            return False
        return all(fight.monster_duel(d.pack, d.view, monster, s)["lose"] < 0.35
                   for s in fight.hero_seats(d.view))

    def in_reach(self, d: Decision, monster: dict, tiles: list[str]) -> bool:
        dist = paths.distances(d.pack, d.view, tiles, monster=True)
        return dist.get(monster["tile"], 99) <= monster["moves"]

    def escorted_kinds(self, d: Decision) -> set:
        """Monster kinds my own book's actions want in my room (e.g. a +1 to my roll)."""
        kinds = set()
        for action in book(d.view).get("actions") or ():
            for mod in action.get("modifiers") or ():
                cond = mod.get("cond") or {}
                if "monster_here" in cond:
                    kinds.add(cond["monster_here"])
        return kinds
