"""A lobby table over loopback (server/): it waits for its host's Start, only the host
token starts it or gives a seat to a bot, open seats go to bots at Start, and everyone's
update says who holds which seat. The client side (server/client.py): the address and
join code a player types, and a RemoteGame reading updates as a local Game's events."""

from __future__ import annotations

import asyncio
import time

import pytest

from server.client import RemoteGame, address, split_code
from test_online import WAIT, _recv, _send, _serving, connect, run

SEATS = [{"name": "Host"}, {"name": "Guest 2"}, {"name": "Guest 3"}]


async def _lobby(url):
    host = await connect(url, max_size=None)
    await _send(host, "create", seats=SEATS, seed=4, lobby=True)
    made = await _recv(host, "created")
    await _send(host, "join", table=made["table"], code=made["code"], seat=0)
    await _recv(host, "joined")
    return host, made


def test_a_lobby_waits_for_its_host_and_open_seats_go_to_bots(tmp_path):
    async def scenario():
        async with _serving(tmp_path) as url:
            host, made = await _lobby(url)
            first = await _recv(host, "update")
            assert not first["started"] and first["acting"] is None and first["legal"] == []
            assert [s["taken"] for s in first["seats"]] == [True, False, False]
            await _send(host, "command", command={"type": "end_turn"})
            refused = (await _recv(host, "error"))["message"]
            guest = await connect(url, max_size=None)
            await _send(guest, "join", table=made["table"], code=made["code"], seat=1)
            await _recv(guest, "joined")
            seen = await _recv(host, "update")
            assert [s["taken"] for s in seen["seats"]] == [True, True, False] and seen["seats"][1]["present"]
            await _send(guest, "start", table=made["table"], host="not-the-host-token")
            not_host = (await _recv(guest, "error"))["message"]
            await _send(host, "start", table=made["table"], host=made["host"])
            started = await _recv(host, "update")
            await _send(host, "start", table=made["table"], host=made["host"])
            again = (await _recv(host, "error"))["message"]
            await guest.close()
            away = await _recv(host, "update")
            await _send(host, "replace", table=made["table"], host=made["host"], seat=1)
            replaced = await _recv(host, "update")
            await host.close()
            return refused, not_host, started, again, away, replaced

    refused, not_host, started, again, away, replaced = run(scenario())
    assert "has not begun" in refused and "only the table's host" in not_host and "already begun" in again
    assert started["started"] and [s["bot"] for s in started["seats"]] == [None, None, "sensible"]
    assert away["seats"][1]["taken"] and not away["seats"][1]["present"]
    assert replaced["seats"][1]["bot"] == "sensible" and not replaced["seats"][1]["taken"]


def test_a_table_made_without_a_lobby_starts_at_once(tmp_path):
    async def scenario():
        async with _serving(tmp_path) as url:
            ws = await connect(url, max_size=None)
            await _send(ws, "create", seats=SEATS, seed=4)
            made = await _recv(ws, "created")
            await _send(ws, "join", table=made["table"], code=made["code"], seat=0)
            await _recv(ws, "joined")
            update = await _recv(ws, "update")
            await ws.close()
            return update

    update = run(scenario())
    assert update["started"] and update["acting"] is not None
    assert bool(update["legal"]) == (update["acting"] == 0)


@pytest.mark.parametrize("typed,url", [("192.168.1.20", "ws://192.168.1.20:8765"),
                                       ("localhost:9000", "ws://localhost:9000"),
                                       (" wss://hm.example.org/t ", "wss://hm.example.org/t")])
def test_an_address_as_typed_becomes_a_websocket_url(typed, url):
    assert address(typed) == url


@pytest.mark.parametrize("typed", ["", "http://x.org"])
def test_an_address_that_is_not_one_says_so(typed):
    with pytest.raises(ValueError, match="address"):
        address(typed)


def test_a_join_code_is_a_table_and_a_code():
    assert split_code(" 1a2b.Xy-z_ ") == ("1a2b", "Xy-z_")
    with pytest.raises(ValueError, match="dot"):
        split_code("1a2b")


def _update(seen, events, acting=0, legal=()):
    return {"view": {"phase": "explore", "turn": {"seat": acting}, "pending": None}, "events": events,
            "seen": seen, "acting": acting, "legal": list(legal), "over": False, "can_undo": False,
            "started": True, "ruleset": "classic", "seats": [{"name": "A", "bot": None, "taken": True,
                                                               "present": True}]}


def test_a_remote_game_adds_each_updates_events_and_takes_a_resent_story_whole(classic_pack):
    sent = []
    connection = type("C", (), {"send": lambda self, kind, **f: sent.append((kind, f))})()
    remote = RemoteGame(connection, 0, classic_pack, _update(2, [{"t": "a"}, {"t": "b"}]))
    assert remote.take(_update(3, [{"t": "c"}])) == [{"t": "c"}]
    assert remote.take(_update(4, [{"t": "a"}, {"t": "b"}, {"t": "c"}, {"t": "d"}])) == [{"t": "d"}]   # a rejoin
    assert remote.take(_update(2, [{"t": "a"}, {"t": "b"}])) == [] and len(remote.events) == 2     # an undo
    assert remote.legal_commands(1) == [] and remote.undo_refusal(0)
    remote.submit(type("Cmd", (), {"to_dict": lambda self: {"type": "end_turn", "seat": 0}})())
    assert sent == [("command", {"command": {"type": "end_turn", "seat": 0}})]


def _until_gone(connection, seconds: float = WAIT) -> list[dict]:
    got, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline:
        got += connection.poll()
        if any(m["type"] == "gone" for m in got):
            return got
        time.sleep(0.01)
    raise AssertionError(f"the connection never ended: {got}")


def test_a_client_of_another_version_is_told_so_in_words(tmp_path, monkeypatch):
    import server.client as client
    from server.host import LocalServer

    served = LocalServer(tmp_path / "tables", host="127.0.0.1")
    try:
        monkeypatch.setattr(client, "PROTOCOL", 99)
        connection = client.Connection(served.local_url)
        connection.send("ping")
        got = _until_gone(connection)
        connection.close()
    finally:
        served.stop()
    assert "speaks protocol 1, not 99: update the game" in got[-1]["message"]


def test_a_server_that_stops_is_said_to_be_gone(tmp_path):
    from server.client import Connection
    from server.host import LocalServer

    served = LocalServer(tmp_path / "tables", host="127.0.0.1")
    connection = Connection(served.local_url)
    connection.send("ping")
    for _ in range(2000):   # (open first: a server stopped before would be "not reached")
        if any(m["type"] == "pong" for m in connection.poll()):
            break
        time.sleep(0.01)
    served.stop()
    got = _until_gone(connection)
    connection.close()
    assert got[-1]["message"] in ("The table's server closed the connection.", "The connection to the table was lost.")


def test_a_guests_name_is_their_seats_name_once_the_table_begins(tmp_path):
    """A guest who says their name sits under it: the lobby shows it at once, and the game
    begun at Start names their explorer's player so (the same game otherwise: same seed,
    same explorers), on every screen and in the save."""
    from game import load

    async def scenario():
        async with _serving(tmp_path) as url:
            host, made = await _lobby(url)
            before = await _recv(host, "update")
            guest = await connect(url, max_size=None)
            await _send(guest, "join", table=made["table"], code=made["code"], seat=1, name="  Wren   Ashby ")
            await _recv(guest, "joined")
            seated = await _recv(host, "update")
            await _send(host, "start", table=made["table"], host=made["host"])
            started = await _recv(guest, "update")
            for _ in range(10):   # (the update of the guest's own sitting down comes first)
                if started["started"]:
                    break
                started = await _recv(guest, "update")
            await guest.close()
            await host.close()
            return made, before, seated, started

    made, before, seated, started = run(scenario())
    assert before["seats"][1]["name"] == "Guest 2"
    assert seated["seats"][1]["name"] == seated["seats"][1]["player"] == "Wren Ashby"
    players = started["view"]["players"]
    assert [p["name"] for p in players] == ["Host", "Wren Ashby", "Guest 3"]
    assert [p["explorer"] for p in players] == [p["explorer"] for p in before["view"]["players"]]
    assert started["events"][0]["t"] == "game_started" and started["seen"] == len(started["events"])
    saved = load(tmp_path / "tables" / made["table"] / "game.jsonl", append=False)
    assert saved.header["seats"][1]["name"] == "Wren Ashby" and saved.state["seed"] == 4


def test_a_saved_table_is_hosted_again_and_its_seats_are_taken_back(tmp_path):
    """A table whose server stopped is hosted again from its folder: a new join code and
    host token (the old code no longer opens it); the host takes their seat back with the
    new code, a guest theirs with their old seat token; a seat taken back is closed again."""
    from server.hub import Hub
    from server.net import serve
    from test_online import _my_turn_after, _play

    root = tmp_path / "tables"

    async def first():
        async with _serving(tmp_path) as url:
            host, made = await _lobby(url)
            guest = await connect(url, max_size=None)
            await _send(guest, "join", table=made["table"], code=made["code"], seat=1)
            token = (await _recv(guest, "joined"))["token"]
            await _send(host, "start", table=made["table"], host=made["host"])
            last = await asyncio.gather(_play(host, 0, until=_my_turn_after(4)),
                                        _play(guest, 1, until=lambda u: u["over"] or (u["view"]["turns_taken"] >= 4
                                                                                   and u["acting"] == 0)))
            await guest.close()
            await host.close()
            return made, token, last[0]

    async def again(made, token):
        hub = Hub(root)
        code, host_token = hub.reopen(made["table"])
        server = await serve(hub)
        url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
        try:
            host = await connect(url, max_size=None)
            await _send(host, "join", table=made["table"], code=made["code"], seat=0)
            old_code = (await _recv(host, "error"))["message"]
            await _send(host, "join", table=made["table"], code=code, seat=0)
            await _recv(host, "joined")
            back = await _recv(host, "update")
            guest = await connect(url, max_size=None)
            await _send(guest, "rejoin", table=made["table"], seat=1, token=token)
            await _recv(guest, "joined")
            other = await connect(url, max_size=None)
            await _send(other, "join", table=made["table"], code=code, seat=1)
            taken = (await _recv(other, "error"))["message"]
            await _send(other, "replace", table=made["table"], host=made["host"], seat=2)
            old_host = (await _recv(other, "error"))["message"]
            for ws in (host, guest, other):
                await ws.close()
            return code, host_token, back, old_code, taken, old_host
        finally:
            server.close()
            hub.close()

    made, token, before = run(first())
    code, host_token, back, old_code, taken, old_host = run(again(made, token))
    assert code != made["code"] and host_token != made["host"] and len(code) >= 16
    assert "not this table's" in old_code and "is taken" in taken and "only the table's host" in old_host
    assert back["started"] and back["seen"] == before["seen"] and back["view"] == before["view"]
    assert back["acting"] == 0 and back["legal"] == before["legal"]
