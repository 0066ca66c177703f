"""Scenario helpers for the classic rules tests (tests/test_rules_*.py).

A scenario is a fresh game whose raw state is edited *before* acting: a chosen tile on
top of the room stack, a chosen card on top of a deck, an explorer put in a room, a
trait clip moved. The rules under test are never patched; dice are steered only by
picking the chance counter (``state["rng"]``, see game/chance.py) and then asserting
on what the engine did with the dice it rolled.
"""

from __future__ import annotations

import copy

import pytest

from game import Game, auto_seats, cmd, load_pack, new_game

PACK = load_pack("classic")  # loaded once: every rules test reads the same frozen pack


def make_game(players: int = 4, seed: int = 1, **options) -> Game:
    """A fresh classic game; seat 0 goes first unless the options say otherwise."""
    options.setdefault("date", "01-01")
    options.setdefault("first_player", 0)
    return new_game("classic", auto_seats(PACK, players, seed), seed, PACK, options=options)


def fork(game: Game) -> Game:
    """An independent copy of a game (to try one action under several dice)."""
    return Game(game.pack, game.ruleset, dict(game.header), game.events, copy.deepcopy(game.state))


def place(game: Game, tile: str, region: str, x: int, y: int, rot: int = 0) -> None:
    """Take a room tile out of the stack and lay it on the board."""
    state = game.state
    state["stack"].remove(tile)
    state["map"].setdefault(region, {})[f"{x},{y}"] = [tile, rot]
    state["placed"][tile] = [region, x, y, rot]


def stack_on_top(game: Game, *tiles: str) -> None:
    """Put these room tiles on top of the stack, the first one on top."""
    stack = game.state["stack"]
    for tile in tiles:
        stack.remove(tile)
    stack[:0] = list(tiles)


def card_on_top(game: Game, deck: str, card: str) -> None:
    cards = game.state["decks"][deck]
    cards.remove(card)
    cards.insert(0, card)


def hand(game: Game, seat: int, card: str) -> None:
    """Move a card from its deck into a hand (no on-gain effects: it is simply there)."""
    game.state["decks"][game.pack.cards[card].deck].remove(card)
    game.state["players"][seat]["cards"].append(card)


def put(game: Game, seat: int, tile: str, side=None) -> None:
    game.state["players"][seat]["tile"] = tile
    game.state["players"][seat]["side"] = side


def set_trait(game: Game, seat: int, trait: str, index: int) -> None:
    game.state["players"][seat]["traits"][trait] = index


def index(game: Game, seat: int, trait: str) -> int:
    return game.state["players"][seat]["traits"][trait]


def value(game: Game, seat: int, trait: str) -> int:
    p = game.state["players"][seat]
    return game.pack.explorers[p["explorer"]].tracks[trait][p["traits"][trait]]


def track(game: Game, seat: int, trait: str) -> tuple[int, ...]:
    return game.pack.explorers[game.state["players"][seat]["explorer"]].tracks[trait]


def set_index(game: Game, seat: int, trait: str, index: int) -> None:
    game.state["players"][seat]["traits"][trait] = index


def monster(game: Game, mid: str) -> dict:
    return next(m for m in game.state["monsters"] if m["id"] == mid)


def put_monster(game: Game, mid: str, tile: str) -> None:
    monster(game, mid)["tile"] = tile


def rolls(events, why: str | None = None) -> list[dict]:
    return [e for e in events if e["t"] == "dice_rolled" and (why is None or why in e["why"])]


def of_type(events, kind: str) -> list[dict]:
    return [e for e in events if e["t"] == kind]


def answer_first(game: Game) -> list[dict]:
    """Answer every pending question with its first option; return the events."""
    out = []
    while game.pending is not None:
        out += game.submit(cmd("answer", game.pending["seat"], choice=game.pending["options"][0]))
    return out


def try_dice(game: Game, act, want, limit: int = 400):
    """Run ``act(copy)`` on copies of ``game`` with the chance counter at 0, 1, 2...
    and return (copy, events) for the first whose events satisfy ``want``."""
    for r in range(limit):
        trial = fork(game)
        trial.state["rng"] = r
        events = act(trial)
        if want(events):
            return trial, events
    pytest.fail(f"no chance counter below {limit} gave the wanted dice")
