"""Free-play games on a campaign's house between bots, for ``simulate.py --free-play``.

Each game is a free-play game after the campaign (game.campaign.free_play): the house
shuffled, a random first player, the haunt from the legacy chart, started by the haunt
trigger under test. The house is either ``full`` (every card and room of the campaign
pack unlocked: the house the campaign is written to leave, docs/CAMPAIGN.md section 9)
or a finished campaign's folder. ``legacy`` instead of a trigger plays the legacy
free-play pack itself at its own threshold (the yardstick: docs/LEGACY_FREE_PLAY.md).
The record says when the haunt began (turn, omens discovered) and who won.
"""

from __future__ import annotations

import json
import traceback
from functools import lru_cache
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from _matches import forced_chart, play_checked, run_pool
from game import chance, load_pack, new_game
from game.bots import RandomPlayer, make_bot
from game.campaign.house import starting_house
from game.rules.setup import auto_seats


def full_house(pack) -> dict:
    """Every card of the pack in its deck and every room in the stack (nothing named,
    nothing stuck on): the house a whole campaign is written to leave."""
    house = starting_house(pack)
    for card in list(house["purgatory"]) + list(house["sealed"]):
        house["decks"][pack.cards[card].deck].append(card)
    house["purgatory"], house["sealed"] = [], []
    house["tiles"] += house["planks"]
    house["planks"] = []
    return house


KEPT = Path(__file__).resolve().parent / "data" / "free_play_houses.json"


@lru_cache(maxsize=1)
def kept_houses() -> dict:
    """Finished campaigns' houses kept for free-play balance (``simulate.py --campaign
    --games 4 --seed 1 --players 3-5 --bots sensible --keep DIR``, each campaign's final
    house and the family that betrayed most): ``{name: {"house", "betrayer", "players"}}``."""
    return json.loads(KEPT.read_text(encoding="utf-8"))


@lru_cache(maxsize=8)
def _house(pack_name: str, where: str) -> dict:
    pack = load_pack(pack_name)
    if where == "full":
        return full_house(pack)
    if where.startswith("kept:"):
        return kept_houses()[where[5:]]["house"]
    from game.campaign import load_campaign
    return load_campaign(Path(where), pack).house


@lru_cache(maxsize=8)
def _pack(name: str, force: tuple = ()):
    """The pack, its chart naming only the haunts ``force`` names (``--haunts``: each cell
    one of them, a house that lacks what one needs playing its ``instead``)."""
    pack = load_pack(name)
    return forced_chart(pack, force) if force else pack


def parse_haunts(text: str | None) -> tuple:
    return tuple(h for h in (text or "").split(",") if h)


def _betrayer(where: str):
    return kept_houses()[where[5:]]["betrayer"] if where.startswith("kept:") else None


def parse_trigger(text: str):
    """``roll:5`` -> {roll_at_least: 5}; ``omens:4`` -> {omens_at_least: 4}; ``legacy``."""
    if text == "legacy":
        return "legacy"
    kind, _, n = text.partition(":")
    key = {"roll": "roll_at_least", "omens": "omens_at_least"}.get(kind)
    if key is None or not n.isdigit():
        raise SystemExit(f"simulate: a trigger is roll:N, omens:N or legacy (got {text!r})")
    return {key: int(n)}


def trigger_name(trigger) -> str:
    if trigger == "legacy":
        return "legacy"
    (key, n), = trigger.items()
    return f"{'roll' if key == 'roll_at_least' else 'omens'}:{n}"


def lineup(pack, players: int, seed: int) -> list[str]:
    """The families at the table, in seat order, drawn by the seed: any of them in any
    order. (Not ``seed + seat``: the balance run plays game i on house i mod 5, so with
    five families each kept house would always seat the same families in the same seats.)"""
    return chance.shuffled(seed, -1, sorted(pack.explorers))[:players]


def play_free(job) -> dict:
    """One game: ``(pack name, house, trigger, players, seed, max turns, check, level[,
    haunts])``: ``haunts`` (``--haunts``) the only haunts the chart names."""
    pack_name, where, trigger, players, seed, max_turns, check, level, *rest = job
    force = tuple(rest[0]) if rest and rest[0] else ()
    record = {"trigger": trigger_name(trigger), "house": "start" if trigger == "legacy" else where,
              "players": players, "seed": seed, "error": None, "problem": None,
              "haunt_turn": None, "omens": None, "cell": None, "haunt": None, "winner": None, "over": False, "turns": 0}
    try:
        if trigger == "legacy":
            pack = _pack("legacy", force)
            game = new_game("legacy", auto_seats(pack, players, seed), seed, pack)
        else:
            pack = _pack(pack_name, force)
            house = _house(pack_name, where)
            seats = [{"family": f, "name": f"Free{i} {pack.explorers[f].name}", "age": 20 + 7 * i, "bot": level}
                     for i, f in enumerate(lineup(pack, players, seed))]
            info = {"id": "sim", "name": "sim", "k": 1, "betrayer": _betrayer(where)}
            game = new_game("legacy", seats, seed, pack, options={"trigger": dict(trigger)},
                            free_play={"house": house, "info": info, "header": {**info, "house_hash": "-"}})
        bots = {s: RandomPlayer(seed * 31 + s) if level == "random" else make_bot(level, seed * 31 + s, pack=pack)
                for s in range(players)}
        problems = play_checked(pack, game, bots, max_turns, check)
        if problems:
            record["problem"] = f"seed {seed}: {problems[0]}"
        turns = 0
        for e in game.events:
            if e["t"] == "turn_started":
                turns += 1
            elif e["t"] == "haunt_rolled" and e.get("started"):
                record["omens"], record["cell"] = e["omens"], [e["room"], e["omen"]]
            elif e["t"] == "haunt_started":
                record["haunt_turn"] = turns
                record["haunt"] = e["haunt"]
                break
        record.update(winner=game.state.get("winner"), over=game.phase == "over", turns=game.state["turns_taken"])
    except Exception as exc:  # a crash is a finding
        record["error"] = f"seed {seed}: {type(exc).__name__}: {exc} | " + \
            traceback.format_exc().strip().splitlines()[-3].strip()
    return record


def run_free(jobs: list, workers: int = 1) -> list[dict]:
    return run_pool(play_free, jobs, workers)
