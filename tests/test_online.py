"""The online table over loopback (server/): whole games through the server, a client
that drops and rejoins, a server killed and restarted, and hostile clients that cost only
themselves. Every loop is bounded and every wait has a timeout."""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from game import command_from_dict, load
from game.bots import RandomPlayer
from game.views import view as project
from server.hub import Hub
from server.net import serve
from server.protocol import MAX_MESSAGE, PROTOCOL

ROOT = Path(__file__).resolve().parent.parent
WAIT = 20          # seconds any one reply may take
SEATS = [{"name": "Ada"}, {"name": "Bram"}, {"name": "Cora"}, {"name": "Dov", "bot": "sensible"}]


def _send(ws, kind: str, **fields):
    return ws.send(json.dumps({"v": PROTOCOL, "type": kind, **fields}))


async def _recv(ws, kind: str | None = None) -> dict:
    """The next message (of ``kind``, passing over others), within WAIT seconds."""
    for _ in range(10_000):
        message = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        if kind is None or message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


async def _table(url: str, seats=SEATS, seed: int = 5) -> dict:
    async with connect(url) as host:
        await _send(host, "create", seats=seats, seed=seed)
        return await _recv(host, "created")


async def _play(ws, seat: int, *, until=lambda update: update["over"], limit: int = 5000) -> dict:
    """Play ``seat`` with a random player from what the server sends; the last update."""
    bot = RandomPlayer(seat)
    for _ in range(limit):
        update = await _recv(ws, "update")
        if until(update):
            return update
        if update["acting"] == seat and update["legal"]:
            choice = bot.choose(update["view"], [command_from_dict(c) for c in update["legal"]])
            await _send(ws, "command", command=choice.to_dict())
    raise AssertionError("the game did not end within the limit")


def _my_turn_after(turns: int):
    """Seat 0 must act after ``turns`` turns (the table then waits on it), or the game is over."""
    return lambda u: u["over"] or (u["view"]["turns_taken"] >= turns and u["acting"] == 0 and bool(u["legal"]))


def _plain(value):
    return json.loads(json.dumps(value))


@contextlib.asynccontextmanager
async def _serving(tmp_path):
    """A server on a free loopback port with its tables in ``tmp_path``; its address."""
    hub = Hub(tmp_path / "tables")
    server = await serve(hub)
    try:
        yield f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    finally:
        server.close()
        hub.close()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 600))


@pytest.mark.slow
def test_three_clients_play_a_whole_game_and_the_log_replays_to_what_they_saw(tmp_path):
    async def scenario():
        async with _serving(tmp_path) as url:
            made = await _table(url)
            clients = [await connect(url, max_size=None) for _ in range(3)]
            for seat, ws in enumerate(clients):
                await _send(ws, "join", table=made["table"], code=made["code"], seat=seat)
                joined = await _recv(ws, "joined")
                assert joined["seat"] == seat and len(joined["token"]) >= 24
            last = await asyncio.gather(*(_play(ws, seat) for seat, ws in enumerate(clients)))
            for ws in clients:
                await ws.close()
            return made, last

    made, last = run(scenario())
    replayed = load(tmp_path / "tables" / made["table"] / "game.jsonl", append=False)
    assert replayed.phase == "over"
    for seat, update in enumerate(last):
        assert update["over"] and update["seen"] == len(replayed.events)
        assert update["view"] == _plain(project(replayed.pack, replayed.state, seat))


def test_a_client_dropped_mid_game_rejoins_its_seat_with_an_identical_view(tmp_path):
    async def scenario():
        async with _serving(tmp_path) as url:
            made = await _table(url, seats=[{"name": "A"}, {"name": "B", "bot": "random"},
                                             {"name": "C", "bot": "random"}, {"name": "D", "bot": "random"}])
            ws = await connect(url, max_size=None)
            await _send(ws, "join", table=made["table"], code=made["code"], seat=0)
            token = (await _recv(ws, "joined"))["token"]
            before = await _play(ws, 0, until=_my_turn_after(12))   # the bots wait on this seat now
            await ws.close()                                  # the line drops
            again = await connect(url, max_size=None)
            await _send(again, "rejoin", table=made["table"], seat=0, token="not-the-token")
            assert "does not open" in (await _recv(again, "error"))["message"]
            await _send(again, "rejoin", table=made["table"], seat=0, token=token)
            await _recv(again, "joined")
            after = await _recv(again, "update")
            await again.close()
            return before, after

    before, after = run(scenario())
    assert after["view"] == before["view"] and after["seen"] == before["seen"]
    assert after["legal"] == before["legal"]


@pytest.mark.slow
def test_a_server_killed_mid_game_resumes_the_table_from_its_log(tmp_path):
    root = tmp_path / "tables"

    def start():
        proc = subprocess.Popen([sys.executable, "-m", "server", "--port", "0", "--root", str(root)],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = proc.stdout.readline()
        assert "serving" in line, line
        return proc, f"ws://127.0.0.1:{line.rsplit(':', 1)[1].strip()}"

    async def first(url):
        made = await _table(url, seats=[{"name": "A"}, {"name": "B", "bot": "random"},
                                         {"name": "C", "bot": "random"}])
        ws = await connect(url, max_size=None)
        await _send(ws, "join", table=made["table"], code=made["code"], seat=0)
        token = (await _recv(ws, "joined"))["token"]
        update = await _play(ws, 0, until=_my_turn_after(9))
        return made, token, update

    async def second(url, made, token):
        ws = await connect(url, max_size=None)
        await _send(ws, "rejoin", table=made["table"], seat=0, token=token)
        await _recv(ws, "joined")
        update = await _recv(ws, "update")
        await ws.close()
        return update

    proc, url = start()
    try:
        made, token, before = run(first(url))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    proc, url = start()
    try:
        after = run(second(url, made, token))
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert after["seen"] >= before["seen"] and after["view"]["turns_taken"] >= before["view"]["turns_taken"]
    saved = load(root / made["table"] / "game.jsonl", append=False)
    assert after["view"] == _plain(project(saved.pack, saved.state, 0))


@pytest.mark.slow
def test_hostile_messages_get_an_error_or_a_disconnect_and_another_table_plays_on(tmp_path):
    """500 hostile messages of every kind; meanwhile a game at another table goes on."""
    async def scenario():
        async with _serving(tmp_path) as url:
            answered = {"error": 0, "closed": 0}
            good = await _table(url, seats=[{"name": "A"}, {"name": "B", "bot": "random"},
                                             {"name": "C", "bot": "random"}], seed=8)
            other = await _table(url, seed=9)
            player = await connect(url, max_size=None)
            await _send(player, "join", table=good["table"], code=good["code"], seat=0)
            await _recv(player, "joined")
            victim = await connect(url, max_size=None)
            await _send(victim, "join", table=other["table"], code=other["code"], seat=1)
            victim_token = (await _recv(victim, "joined"))["token"]
            hostile = [b"\x00\xff garbage", b"[1,2,3]", b"{}", json.dumps({"v": PROTOCOL}).encode(),
                       json.dumps({"v": PROTOCOL, "type": "command", "command": {"type": "move"}}).encode(),
                       json.dumps({"v": PROTOCOL, "type": "join", "table": other["table"], "code": "guess",
                                   "seat": 0}).encode(),
                       json.dumps({"v": PROTOCOL, "type": "join", "table": other["table"],
                                   "code": other["code"], "seat": 1}).encode(),            # a taken seat
                       json.dumps({"v": PROTOCOL, "type": "rejoin", "table": good["table"], "seat": 1,
                                   "token": victim_token}).encode(),                      # another table's token
                       json.dumps({"v": PROTOCOL, "type": "join", "table": "nope", "code": "x",
                                   "seat": 0}).encode(),
                       json.dumps({"v": PROTOCOL, "type": "create", "seats": []}).encode(),
                       json.dumps({"v": PROTOCOL, "type": "join", "table": other["table"],
                                   "code": other["code"], "seat": 99}).encode()]
            fatal = [json.dumps({"v": PROTOCOL + 1, "type": "ping"}).encode(),
                     b"{" + b" " * (MAX_MESSAGE + 10) + b"}"]
            sent = 0
            while sent < 480:
                async with connect(url, max_size=None) as attacker:
                    await _send(attacker, "join", table=other["table"], code=other["code"], seat=2)
                    await _recv(attacker)
                    for message in hostile:                         # each answered, none closes
                        await attacker.send(message)
                        reply = await _recv(attacker)
                        assert reply["type"] in ("error", "update"), reply
                        answered["error"] += reply["type"] == "error"
                        sent += 1
                    # commands out of turn and for another seat
                    await _send(attacker, "command", command={"type": "end_turn", "seat": 0})
                    assert (await _recv(attacker, "error"))["message"]
                    sent += 1
            for message in fatal:                                   # a wrong version, an oversized message
                async with connect(url, max_size=None) as attacker:
                    await attacker.send(message)
                    try:
                        await _recv(attacker, "error")
                        await asyncio.wait_for(attacker.recv(), WAIT)
                    except Exception:
                        answered["closed"] += 1
                    sent += 1
            async with connect(url, max_size=None) as flooder:      # a flood
                try:
                    for _ in range(5000):
                        await _send(flooder, "ping")
                    for _ in range(5000):
                        await asyncio.wait_for(flooder.recv(), WAIT)
                except Exception:
                    answered["closed"] += 1
                sent += 5000
            # the good table has played on all the while, and plays to its end
            last = await _play(player, 0)
            await player.close()
            await victim.close()
            return answered, sent, last

    answered, sent, last = run(scenario())
    assert sent >= 500 and answered["error"] >= 400 and answered["closed"] == 3
    assert last["over"]
