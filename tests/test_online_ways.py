"""Where an online seat can walk (server/ways.py): the server works the ways out from
the game it holds and sends them to the seat whose turn it is — to a client that asked
— the same ways ``game.reach`` gives the board at one screen; nobody else is sent them.
And the board of an online seat lights them and walks one, a step an update."""

from __future__ import annotations

import asyncio

from game import load
from game.reach import reachable, why_no_explore
from server.table import Table
from server.ways import paths_of
from test_online import _play, _recv, _send, _serving, connect, run

SEATS = [{"name": "A"}, {"name": "B"}, {"name": "C", "bot": "random"}]


def _walkable(update, seat) -> bool:
    turn = update["view"].get("turn") or {}
    return (update["acting"] == seat and not update["view"].get("pending") and turn.get("seat") == seat
            and turn.get("moves", 0) > turn.get("moved", 0) and update["view"]["turns_taken"] >= 3)


def test_the_seat_to_move_is_sent_the_ways_the_engine_gives_and_nobody_else_is(tmp_path):
    async def scenario():
        async with _serving(tmp_path) as url:
            host = await connect(url, max_size=None)
            await _send(host, "create", seats=SEATS, seed=6)
            made = await _recv(host, "created")
            asker, other = await connect(url, max_size=None), await connect(url, max_size=None)
            await _send(asker, "join", table=made["table"], code=made["code"], seat=0, ways=True)
            await _send(other, "join", table=made["table"], code=made["code"], seat=1)
            await _recv(asker, "joined")
            await _recv(other, "joined")
            play_other = asyncio.create_task(_play(other, 1, until=lambda u: u["over"] or u["view"]["turns_taken"] > 8))
            found = await _play(asker, 0, until=lambda u: u["over"] or (_walkable(u, 0) and u["ways"]
                                                                           and len(u["ways"]["paths"]) > 1))
            play_other.cancel()
            for ws in (host, asker, other):
                await ws.close()
            return made, found

    made, found = run(scenario())
    assert not found["over"]
    game = load(tmp_path / "tables" / made["table"] / "game.jsonl", append=False)
    assert game.state["turn"]["seat"] == 0 and len(game.events) == found["seen"]
    assert paths_of(found["ways"]) == reachable(game.pack, game.ruleset, game.state, 0)
    assert found["ways"]["no_explore"] == why_no_explore(game.pack, game.ruleset, game.state, 0)
    table = Table.resume(tmp_path / "tables" / made["table"])
    try:
        assert table.update_for(0, 0)[0]["ways"] is None                       # not asked: not sent
        assert table.update_for(0, 0, ways=True)[0]["ways"] == found["ways"]
        for reader in (1, 2, "table"):                                        # nobody else's turn to move
            assert table.update_for(reader, 0, ways=True)[0]["ways"] is None
    finally:
        table.close()
        game.close()


def test_a_way_that_spends_all_the_moves_left_says_so_online_too(classic_pack):
    """Three opponents in the Entrance Hall (Coming, Ready or Not): the Foyer is one step
    for all 3 moves left, and the online board is told so as the one at one screen is."""
    from haunt_helpers import start_haunt
    from server.ways import ways_for

    game = start_haunt(classic_pack, "coming_ready_or_not", players=4, seed=1)
    seat = game.state["turn"]["seat"]
    sent = paths_of(ways_for(game, seat))
    assert sent == reachable(game.pack, game.ruleset, game.state, seat) and sent["foyer"].all_left
