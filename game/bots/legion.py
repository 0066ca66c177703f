"""The traitor's monsters, run with some cunning.

Strong monsters (only stunned by damage, or likely winners) hunt the heroes they beat
and stay to pin them; weak or killable ones strike only when a good fight is in reach
and otherwise keep out of the heroes' hands; monsters of one kind spread out so that
no single stroke takes them all; a kind the heroes are seen closing in on (or putting
down) between the traitor's turns is kept away from them; monsters the traitor's own
book wants in its room keep it company. All of it from the view and the monster boxes.
"""

from __future__ import annotations

from . import fight, paths
from .decision import Decision
from .reading import book


class MonsterTactics:
    """Mixin for a bot that runs the monsters' turn."""

    # -- the monsters' turn ------------------------------------------------------------
    def monster_turn(self, d: Decision):
        """Strong monsters hunt the heroes they beat and stay to pin them; the rest strike
        only when a fight is in reach and good, then slip away; escorts keep by me."""
        view = d.view
        heroes = fight.hero_seats(view)
        strong = {}
        for m in view.get("monsters") or ():
            duels = {s: fight.monster_duel(d.pack, view, m, s) for s in heroes}
            strong[m["id"]] = [s for s, o in duels.items() if o["win"] >= (0.6 if o["killable"] else 0.45)]
        attacks = [c for c in d.of("monster_attack") if c["target"] in strong.get(c["monster"], ())]
        attack = fight.best_monster_attack(d.pack, view, attacks)
        if attack is not None:
            return attack
        escort = self.escorted_kinds(d)
        hunted = self.hunted_kinds(d)
        hero_dist = paths.distances(d.pack, view, [view["players"][s]["tile"] for s in heroes], monster=True)
        goals, hide = {}, []
        for m in view.get("monsters") or ():
            prey = [view["players"][s]["tile"] for s in strong.get(m["id"], ())]
            if m["kind"] in hunted:
                hide.append(m["id"])  # the heroes are after these: keep them out of reach
            elif m["kind"] in escort:
                goals[m["id"]] = [d.here]
            elif prey and not m["attacked"] and (self.tough(d, m) or self.in_reach(d, m, prey)):
                goals[m["id"]] = prey
            elif prey and m["tile"] in prey and self.tough(d, m):
                goals[m["id"]] = [m["tile"]]  # it wins its fights: stay and pin them
            else:
                hide.append(m["id"])
        chasing = [c for c in d.of("monster_move") if c["monster"] not in hide]
        step = fight.monster_step(d.pack, view, chasing, goals)
        if step is not None:
            return step
        step = self.slip_away(d, [c for c in d.of("monster_move") if c["monster"] in hide], hero_dist)
        if step is not None:
            return step
        step = self.spread(d, [c for c in d.of("monster_move") if c["monster"] not in goals], hero_dist)
        if step is not None:
            return step
        self._watched = self.closeness(d)  # where things stand when the heroes move next
        return (d.of("end_turn") or d.commands)[0]

    def spread(self, d: Decision, moves: list, hero_dist: dict):
        """Monsters of a kind sharing a room split up: one stroke of luck (a ward, a
        prayer, a stun) then takes only one of them."""
        where = {}
        for m in d.view.get("monsters") or ():
            where.setdefault((m["kind"], m["tile"]), []).append(m["id"])
        best, best_key = None, None
        for c in moves:
            m = next(x for x in d.view["monsters"] if x["id"] == c["monster"])
            if len(where.get((m["kind"], m["tile"]), ())) < 2 or where.get((m["kind"], c["to"])):
                continue
            key = (hero_dist.get(c["to"], 99) - hero_dist.get(m["tile"], 99), c["to"], c["monster"])
            if key[0] >= 0 and (best_key is None or key > best_key):
                best, best_key = c, key
        return best

    def closeness(self, d: Decision) -> dict:
        """Per monster kind: how many there are and how near the heroes stand to them."""
        heroes = [d.view["players"][s]["tile"] for s in fight.hero_seats(d.view)]
        dist = paths.distances(d.pack, d.view, heroes, monster=True) if heroes else {}
        out: dict = {}
        for m in d.view.get("monsters") or ():
            count, total = out.get(m["kind"], (0, 0.0))
            out[m["kind"]] = (count + 1, total + min(dist.get(m["tile"], 20), 20))
        return {k: (n, total / n) for k, (n, total) in out.items()}

    def hunted_kinds(self, d: Decision) -> set:
        """Monster kinds the heroes go after, judged by watching them: between my turns
        they closed in on those monsters, or some of them were put down."""
        turn = (d.view.get("turn") or {}).get("number")
        if getattr(self, "_watch_turn", None) != turn:
            self._watch_turn = turn
            before = getattr(self, "_watched", None) or {}
            now = self.closeness(d)
            marks = self.__dict__.setdefault("_hunted", {})
            for kind, (count, near) in before.items():
                n_now, near_now = now.get(kind, (0, 0.0))
                if n_now < count or near_now < near - 0.5:
                    marks[kind] = marks.get(kind, 0) + 1
        return {k for k, n in getattr(self, "_hunted", {}).items() if n >= 1}

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

    def slip_away(self, d: Decision, moves: list, hero_dist: dict):
        """A move that takes a monster further from every hero."""
        best, best_gain = None, 0
        for c in moves:
            tile = next(m["tile"] for m in d.view["monsters"] if m["id"] == c["monster"])
            gain = hero_dist.get(c["to"], 99) - hero_dist.get(tile, 99)
            if gain > best_gain and hero_dist.get(tile, 99) < 6:
                best, best_gain = c, gain
        return best
