"""Playing seeded games between bots, for simulate.py and head_to_head.py.

A *lineup* says which bot plays each seat: one level for every seat (``random``,
``sensible``, ``cunning``), ``mixed`` (a per-seat level drawn from the game's seed), or
a duel ``heroes=A, traitor=B`` where each seat is a SideBot that plays the explore
phase at level ``explorers`` and switches to A or B once its own view shows its role.
Every game is independent and seeded, so results are the same in any order and with
any number of worker processes.
"""

from __future__ import annotations

import math
import traceback
from dataclasses import dataclass

import _path  # noqa: F401 (puts the repository on sys.path)

from game import auto_seats, chance, get_ruleset, load_pack, new_game
from game.bots import LEVELS, RandomPlayer, SideBot, make_bot
from game.invariants import Watch

STOP_PHASES = ("over",)


@dataclass(frozen=True)
class Lineup:
    bots: str = "random"          # a level or "mixed" (used when heroes/traitor are None)
    heroes: str | None = None
    traitor: str | None = None
    explorers: str | None = None  # the level before the haunt in a duel

    def describe(self) -> str:
        if self.heroes or self.traitor:
            return (f"heroes={self.heroes or self.bots} traitor={self.traitor or self.bots} "
                    f"explorers={self.explore_level()}")
        return self.bots

    def explore_level(self) -> str:
        if self.explorers:
            return self.explorers
        levels = [lv for lv in (self.heroes, self.traitor) if lv in LEVELS]
        return max(levels, key=LEVELS.index) if levels else self.bots

    def seat_bots(self, players: int, seed: int, pack) -> dict:
        def one(level, s, salt=0):
            bot_seed = seed * 31 + s + salt
            return RandomPlayer(bot_seed) if level == "random" else make_bot(level, bot_seed, pack=pack)

        if self.heroes or self.traitor:
            heroes, traitor = self.heroes or self.bots, self.traitor or self.bots
            return {s: SideBot(one(self.explore_level(), s), one(heroes, s, 1000), one(traitor, s, 2000))
                    for s in range(players)}
        if self.bots == "mixed":
            return {s: one(mixed_level(seed, s), s) for s in range(players)}
        return {s: one(self.bots, s) for s in range(players)}


def mixed_level(seed: int, seat: int) -> str:
    """The level a seat plays in a ``mixed`` game: drawn from the game's seed."""
    return LEVELS[chance.pick_index(seed, 7000 + seat, len(LEVELS))]


def player_counts(text) -> list[int]:
    """"4", "3-6" or "3,5" -> [4], [3, 4, 5, 6], [3, 5]."""
    text = str(text)
    if "-" in text:
        low, high = (int(v) for v in text.split("-"))
        return list(range(low, high + 1))
    return [int(v) for v in text.split(",")]


def play_one(pack, ruleset, players: int, seed: int, max_turns: int, check: bool,
             lineup: Lineup = Lineup(), until_haunt: bool = False):
    """One game (``until_haunt``: stop when the haunt begins). Its turns carry hashes
    only when it is checked: nothing else here reads them (the record's hash is the
    final state's, worked out whole)."""
    game = new_game(ruleset, auto_seats(pack, players, seed), seed, pack,
                    options={"date": "11-21"}, turn_hashes=check)
    bots = lineup.seat_bots(players, seed, pack)
    return game, play_checked(pack, game, bots, max_turns, check, until_haunt)


def play_checked(pack, game, bots, max_turns: int, check: bool, until_haunt: bool = False) -> list[str]:
    """Let ``bots`` (seat -> bot) play ``game`` until it is over (or the haunt begins, or
    ``max_turns``), checking the invariants after every event (``check``) on a copy of
    the state folded from the events; the problems found (none: ``[]``)."""
    shadow = Watch(pack)  # (what violations() says of it after each event, kept up to date part by part)
    problems: list[str] = []

    def shadow_apply(events):
        if not check:
            return  # (the shadow is only there to be checked: no second fold without checks)
        for event in events:
            bad = shadow.fold(event)
            if bad:
                problems.append(f"after {event['t']}: {bad[0]}")

    shadow_apply(game.events)
    while not problems:
        phase, turns, seat = game.progress()
        if phase in STOP_PHASES or turns >= max_turns or (until_haunt and phase == "haunt"):
            break
        commands = game.legal_commands(seat)
        if not commands:
            problems.append(f"seat {seat} has no legal command in phase {game.phase}")
            break
        bot = bots[seat]  # (a view made only for a bot that reads it)
        command = bot.choose(game.view(seat) if getattr(bot, "reads_view", True) else None, commands)
        events = game.submit(command)
        if check:
            shadow_apply(events)
    return problems


def run_game(job) -> dict:
    """Play one game and boil it down to a plain record (picklable, for workers)."""
    pack_name, ruleset_name, players, seed, max_turns, check, lineup, *rest = job
    until_haunt = bool(rest and rest[0])
    force = tuple(rest[1]) if len(rest) > 1 and rest[1] else ()
    pack = _pack(pack_name, ruleset_name, force)
    ruleset = get_ruleset(ruleset_name)
    record = {"seed": seed, "players": players, "error": None, "problem": None, "hash": None,
              "events": 0, "turns": 0, "haunt": None, "traitor_seat": None, "winner": None,
              "over": False, "reached_haunt": False, "reason": None, "rounds": 0, "seen": {"tiles": [], "item": [], "omen": [], "event": []}}
    try:
        game, problems = play_one(pack, ruleset, players, seed, max_turns, check, lineup, until_haunt)
    except Exception as exc:  # a crash is a finding, not the end of the run
        record["error"] = (f"game seed {seed}: {type(exc).__name__}: {exc} | "
                           + traceback.format_exc().strip().splitlines()[-3].strip())
        return record
    if problems:
        record["problem"] = f"game seed {seed}: {problems[0]}"
    record["over"] = game.phase in STOP_PHASES
    haunt = game.state.get("haunt")
    if haunt is not None:
        record["reached_haunt"] = True
        record["haunt"] = haunt.get("id")
        record["traitor_seat"] = haunt.get("traitor")
    record["winner"] = game.state.get("winner")
    events = game.events  # (a copy: made once)
    record["rounds"] = (haunt or {}).get("rounds", 0)
    record["events"] = len(events)
    record["turns"] = game.state["turns_taken"]
    record["hash"] = game.state_hash()
    seen = {"tiles": set(), "item": set(), "omen": set(), "event": set()}
    for event in events:
        kind = event["t"]
        if kind == "tile_placed":
            seen["tiles"].add(event["tile"])
        elif kind == "card_drawn":
            seen[event["deck"]].add(event["card"])
        elif kind == "game_over":  # (the last one's reason: there is one)
            record["reason"] = event.get("reason")
    record["seen"] = {k: sorted(v) for k, v in seen.items()}
    return record


_PACKS: dict = {}


def _pack(name, ruleset_name, force=()):
    key = (name, ruleset_name, force)
    if key not in _PACKS:
        pack = load_pack(name or get_ruleset(ruleset_name).pack)
        _PACKS[key] = forced_chart(pack, force) if force else pack
    return _PACKS[key]


def forced_chart(pack, haunt_ids):
    """A copy of ``pack`` whose chart names only these haunts (every cell, cycling through
    them): each game that reaches the haunt plays one of them. For tuning a few haunts
    (simulate.py --haunts); the pack's own chart is untouched."""
    import dataclasses
    from types import MappingProxyType

    from game.content.model import freeze
    unknown = [h for h in haunt_ids if h not in pack.haunts]
    if unknown:
        raise SystemExit(f"no such haunt in {pack.id}: {', '.join(unknown)}")
    numbers = [pack.haunts[h]["number"] for h in haunt_ids]
    chart = pack.chart
    cells = [[numbers[(i * len(chart["columns"]) + j) % len(numbers)] for j in range(len(chart["columns"]))]
             for i in range(len(chart["rows"]))]
    forced = {"rows": list(chart["rows"]), "columns": list(chart["columns"]), "cells": cells}
    return dataclasses.replace(pack, extra=MappingProxyType({**pack.extra, "chart": freeze(forced)}))


def run_pool(play, jobs: list, workers: int = 1) -> list:
    """``play(job)`` for each job, the results in job order whatever the number of worker
    processes (forked, so a tool's sys.path and loaded packs carry over)."""
    if workers <= 1 or len(jobs) <= 1:
        return [play(job) for job in jobs]
    import multiprocessing
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return list(pool.imap(play, jobs, chunksize=1))


def run_games(jobs: list, workers: int = 1) -> list[dict]:
    """Records in job order, whatever the number of worker processes."""
    return run_pool(run_game, jobs, workers)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def traitorless(pack, haunt_id) -> bool:
    return bool(haunt_id) and pack.haunts[haunt_id].get("traitor_rule") == "none"
