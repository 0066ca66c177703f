"""What really goes down each connection keeps a hidden traitor hidden (issue 31).

Fifty hidden-traitor games are played over loopback through the server, every seat a
connection played by a random player from what it is sent, from the haunt's reveal for a
few turns (or to the end). Every message each connection receives is recorded as it came
off the wire. Then: no sentence of the traitor's book is in a hero's recording, none of
the heroes' book in the traitor's, and guessers that read only a hero's recording —
traits, the chronicle's names, event order, the roles and sizes of the players' entries,
the text around each name — do not name the traitor better than chance (allowing for the
heroes of one game reading much the same, so their guesses are not independent)."""

from __future__ import annotations

import asyncio
import json
import math
import random

import pytest

from game.narration import narrate_all
from game.state import trait_value
from haunt_helpers import reveal
from server.hub import Hub
from server.net import serve
from server.table import Table, _digest
from test_haunt_secrecy import leaks, plain, secrets
from test_hidden_traitor import HIDDEN, PLAYERS, TRAITS, fresh, lot_to
from test_online import WAIT, _send, connect, run

GAMES = 50
TURNS = 4     # turns played after the reveal (fewer if the game ends)
CODE = "leak-test-code"
# HAUNT_FORMAT.md "A hidden traitor": the traitor gives themselves away only by what they
# choose to do (an action of their box, an attack). Every seat here plays as an explorer,
# so what a hero's connection receives may name nobody.
SELF_REVEALING = ("haunt_action", "attack")


def _table(hub, folder, game) -> Table:
    folder.mkdir(parents=True)
    meta = {"code": _digest(CODE), "host": None, "started": True,
            "seats": [{"bot": None, "token": None} for _ in game.state["players"]]}
    table = Table(folder, game, meta)
    hub.tables[table.id] = table
    return table


async def _seat(url, table_id: str, seat: int, stop_at: int) -> list[str]:
    """Play ``seat`` at random from what it is sent; every message received, raw."""
    from game import command_from_dict
    from game.bots import RandomPlayer

    bot, got, acted_at = RandomPlayer(seat * 7 + 1), [], -1
    async with connect(url, max_size=None) as ws:
        await _send(ws, "join", table=table_id, code=CODE, seat=seat, ways=True)   # (the ways too)
        for _ in range(5000):
            raw = await asyncio.wait_for(ws.recv(), WAIT)
            got.append(raw)
            update = json.loads(raw)
            if update["type"] == "error":
                raise AssertionError(update["message"])
            if update["type"] != "update":
                continue
            if update["over"] or update["view"]["turns_taken"] >= stop_at:
                return got
            if update["acting"] == seat and update["legal"] and update["seen"] > acted_at:
                acted_at = update["seen"]   # (once per state: a seat taken again resends the same)
                legal = [command_from_dict(c) for c in update["legal"]]
                quiet = [c for c in legal if c.type not in SELF_REVEALING] or legal
                choice = bot.choose(update["view"], quiet)
                await _send(ws, "command", command=choice.to_dict())
    raise AssertionError("the game did not go on")


def _games():
    for n in range(GAMES):
        ruleset, haunt = HIDDEN[n % len(HIDDEN)]
        players = PLAYERS[ruleset][n % len(PLAYERS[ruleset])]
        yield n, ruleset, haunt, players


def _record(tmp_path) -> list[dict]:
    async def scenario():
        hub = Hub(tmp_path / "tables")
        server = await serve(hub)
        url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
        played = []
        try:
            for n, ruleset, haunt, players in _games():
                game = fresh(ruleset, players, seed=100 + n)
                told_from = len(game.events)
                lot_to(game, random.Random(n).randrange(players))   # (a lot independent of the turn order)
                reveal(game, haunt)
                table = _table(hub, tmp_path / "tables" / f"t{n}", game)
                stop_at = game.state["turns_taken"] + TURNS
                got = await asyncio.gather(*(_seat(url, table.id, s, stop_at) for s in range(players)))
                played.append({"pack": game.pack, "haunt": plain(game.pack.haunts[haunt], players),
                               "traitor": game.state["haunt"]["traitor"], "told_from": told_from,
                               "players": players, "got": got})
                table.close()
        finally:
            server.close()
            hub.close()
        return played

    return run(scenario())


def _guesses(pack, got: list[str], me: int, told_from: int) -> dict:
    """What each guesser names, reading only the messages seat ``me`` received."""
    updates = [json.loads(raw) for raw in got]
    updates = [u for u in updates if u["type"] == "update"]
    view = updates[-1]["view"]
    events = [e for u in updates for e in u["events"]]
    others = [p["seat"] for p in view["players"] if p["seat"] != me and p["alive"]]
    out = {}
    for trait in TRAITS:
        values = {s: trait_value(pack, view, s, trait) for s in others}
        out[f"lowest {trait}"] = min(others, key=lambda s: (values[s], s))
        out[f"highest {trait}"] = max(others, key=lambda s: (values[s], -s))
    names = {p["seat"]: p["name"] for p in view["players"]}
    named = [s for line in narrate_all(pack, events[told_from:], view["players"]) for s in others if names[s] in line]
    out["last named in the chronicle"] = named[-1] if named else None
    seats = [e.get("seat") for e in events[told_from:] if e.get("seat") in others]
    out["last seat of an event"] = seats[-1] if seats else None
    out["most events after the reveal"] = max(others, key=lambda s: (seats.count(s), -s))
    out["marked in the view"] = next((p["seat"] for p in view["players"] if p["seat"] in others
                                      and p.get("role") not in (None, "hero")), view["haunt"].get("traitor"))
    entries = {p["seat"]: len(json.dumps(p, sort_keys=True)) for p in view["players"]}
    out["the longest player entry"] = max(others, key=lambda s: (entries[s], -s))
    text = " ".join(got).lower()
    near = {s: sum(text[max(0, i - 200):i + 200].count("traitor")
                   for i in _find_all(text, names[s].lower())) for s in others}
    out["'traitor' nearest its name"] = max(others, key=lambda s: (near[s], -s))
    return out


def _find_all(text: str, word: str):
    at = text.find(word)
    while at >= 0:
        yield at
        at = text.find(word, at + 1)


@pytest.mark.slow
def test_over_fifty_hidden_traitor_games_a_connection_keeps_the_other_sides_secrets(tmp_path):
    played = _record(tmp_path)
    hits, chance_of, spread, tries = {}, [], 0.0, 0
    for game in played:
        traitor, haunt = game["traitor"], game["haunt"]
        assert traitor is not None
        traitor_book, heroes_book = secrets(haunt, "traitor", ending=False), secrets(haunt, "heroes", ending=False)
        assert traitor_book and heroes_book   # (not vacuous: each book has words of its own)
        for me, got in enumerate(game["got"]):
            received = [json.loads(raw) for raw in got]
            if me == traitor:
                assert leaks(received, heroes_book) == [], "the traitor's connection got the heroes' book"
                continue
            assert leaks(received, traitor_book) == [], f"hero {me}'s connection got the traitor's book"
            tries += 1
            chance_of.append(1 / (game["players"] - 1))
            for name, guess in _guesses(game["pack"], got, me, game["told_from"]).items():
                hits[name] = hits.get(name, 0) + (guess == traitor)
        heroes, p = game["players"] - 1, 1 / (game["players"] - 1)
        spread += heroes * heroes * p * (1 - p)   # a game's heroes read alike: their guesses go together
    expected = sum(chance_of)
    noise = 4 * math.sqrt(spread)
    assert len(played) == GAMES and tries > 100 and len(hits) == 14
    better = {name: n for name, n in hits.items() if n > expected + noise}
    assert not better, f"{tries} guesses, chance {expected:.0f} (+ {noise:.0f} noise): {hits}"
