"""A campaign's chapters at an online table (issue 31, "campaign chapters online"), over
loopback: the host's campaign starts a chapter and its server holds that game as a table
(``Hub.adopt``); two guests play it through the server with bots at the other seats to
its end, and both are sent the chapter's end and its chronicle entry — first as the
finished game tells it, then as the host wrote it into the campaign. And what goes down
each connection during a chapter keeps its secrets: the locked house (the sealed cards,
Purgatory, the planks, the Legacy deck still to read), and a hidden traitor's book."""

from __future__ import annotations

import asyncio
import json

from campaign_helpers import cpack, finish_chapters, new_campaign, seats_for  # noqa: F401  (the fixture)
from game import command_from_dict
from game.bots import make_bot
from server.hub import Hub
from server.net import serve
from test_haunt_secrecy import leaks, plain, secrets
from test_online import WAIT, _send, connect, run


def _chapter(camp, people: int = 2):
    """The campaign's next chapter begun, its first ``people`` seats for persons."""
    seats = seats_for(camp.next_chapter())
    for i, seat in enumerate(seats):
        seat["bot"] = None if i < people else "sensible"
    return camp.start_chapter(seats)


async def _guest(url, table: str, code: str, seat: int, name: str, pack, *, until_written: bool) -> list[dict]:
    """Sit at ``seat`` as ``name`` and play it with a bot from what is sent; every message."""
    bot, got, acted_at = None, [], -1
    async with connect(url, max_size=None) as ws:
        await _send(ws, "join", table=table, code=code, seat=seat, name=name)
        for _ in range(20_000):
            message = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
            got.append(message)
            assert message["type"] != "error", message
            if message["type"] != "update":
                continue
            chronicle = message.get("chronicle")
            if message["over"] and chronicle and (chronicle["written"] or not until_written):
                return got
            if message["acting"] == seat and message["legal"] and message["seen"] > acted_at:
                acted_at = message["seen"]
                assert message["pack"] == pack.id
                if bot is None:
                    bot = make_bot("sensible", seat, pack=pack)
                legal = [command_from_dict(c) for c in message["legal"]]
                await _send(ws, "command", command=bot.choose(message["view"], legal).to_dict())
    raise AssertionError("the chapter did not end")


def _play_chapter(tmp_path, game, *, write=None, people: int = 2) -> tuple[dict, list[list[dict]]]:
    """The chapter's game hosted, started by its host and played by ``people`` guests to its
    end (``write``: the host then writes it up: (fates, note)); the table and what each got."""
    async def scenario():
        hub = Hub(tmp_path / "tables")
        table, code, host = hub.adopt(game)
        server = await serve(hub)
        url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
        try:
            async with connect(url, max_size=None) as host_ws:
                guests = [asyncio.create_task(_guest(url, table.id, code, s, f"Guest{s}", game.pack,
                                                          until_written=bool(write)))
                          for s in range(people)]
                for _ in range(200):   # every guest seated before the host starts
                    if all(s["token"] for s in table.meta["seats"][:people]):
                        break
                    await asyncio.sleep(0.05)
                await _send(host_ws, "start", table=table.id, host=host)
                if write:
                    while not table.over:
                        await asyncio.sleep(0.05)
                    await _send(host_ws, "chronicle", table=table.id, host=host, fates=write[0], note=write[1])
                got = await asyncio.wait_for(asyncio.gather(*guests), 600)
        finally:
            server.close()
            hub.close()
        return table, got

    return run(scenario())


def test_two_guests_play_a_chapter_to_its_end_and_both_are_sent_its_chronicle(tmp_path, cpack):
    camp = new_campaign(tmp_path / "campaigns", cpack)
    game = _chapter(camp)
    families = [s["family"] for s in game.state["chapter"]["seats"]]
    fates = {families[0]: "Kept the lamp lit, and said nothing of it"}
    table, got = _play_chapter(tmp_path, game, write=(fates, "We will not go back."))
    winner = game.state["winner"]
    assert winner in ("heroes", "traitor") and len(got) == 2   # (not vacuous: a side won, two guests)
    for seat, messages in enumerate(got):
        updates = [m for m in messages if m["type"] == "update"]
        assert all(u["chapter"]["n"] == 0 and u["chapter"]["title"] == game.state["chapter"]["title"]
                   for u in updates)                                    # the chapter, from the lobby on
        lobby = [u for u in updates if not u["started"]]
        assert lobby and any(u["seats"][seat]["player"] == f"Guest{seat}" for u in lobby)
        assert all(u["chronicle"] is None for u in updates if not u["over"])
        ends = [u["chronicle"] for u in updates if u["over"]]
        first, last = ends[0], ends[-1]
        assert first["winner"] == last["winner"] == winner and not first["written"]
        assert set(first["fates"]) == set(families) and first["journal"]["text"] and first["journal"] == last["journal"]
        assert last["written"] and last["note"] == "We will not go back."
        assert last["fates"][families[0]]["fate"] == fates[families[0]]
        assert last["fates"][families[1]]["fate"] == first["fates"][families[1]]["fate"]
    # the host's campaign writes the same chapter: its chronicle agrees with what was sent
    finished = camp.finish_chapter(table.game, fates, note="We will not go back.")
    entry = camp.view()["chronicle"][0]
    assert finished["winner"] == entry["winner"] == winner
    assert entry["fates"][families[0]]["fate"] == fates[families[0]]
    assert (first["journal"] or {}).get("id") == (cpack.extra["journal"].get(entry["journal"]) or {}).get("id")


def test_a_chapter_table_is_resumed_from_the_campaigns_save(tmp_path, cpack):
    camp = new_campaign(tmp_path / "campaigns", cpack)
    game = _chapter(camp)
    hub = Hub(tmp_path / "tables")
    table, code, _host = hub.adopt(game)
    token = table.take_seat(0, code, "Ann")
    hub.close()
    again = Hub(tmp_path / "tables")
    resumed = again.get(table.id)
    try:
        assert resumed.game.log_path == game.log_path and not (resumed.folder / "game.jsonl").exists()
        assert resumed.meta["chapter"]["n"] == 0 and resumed.seats()[0]["player"] == "Ann"
        resumed.retake(0, token)
        assert resumed.update_for(0, 0)[0]["view"] == game.view(0)
    finally:
        again.close()


def _locked(game) -> set[str]:
    """The house's locked cards, tiles and Legacy cards that the chapter never opened."""
    house = game.state["house"]
    return {str(x) for key in ("sealed", "purgatory", "legacy") for x in house[key]} | _planks({"house": house})


def _planks(holder) -> set[str]:
    return {str(t) for plank in holder["house"]["planks"] for t in ([plank] if isinstance(plank, str) else plank)}


def test_a_chapters_connections_keep_the_locked_house_and_the_traitors_book(tmp_path, cpack):
    camp = new_campaign(tmp_path / "campaigns", cpack)
    finish_chapters(camp, 2)
    game = _chapter(camp, people=4)
    assert game.state["chapter"]["haunt"] == "mini_hidden"
    _table, got = _play_chapter(tmp_path, game, people=4)
    traitor = game.state["haunt"]["traitor"]
    haunt = plain(cpack.haunts["mini_hidden"])
    traitor_book, heroes_book = secrets(haunt, "traitor", ending=False), secrets(haunt, "heroes", ending=False)
    locked = _locked(game)
    assert traitor is not None and traitor_book and heroes_book and locked   # (not vacuous)
    for seat, messages in enumerate(got):
        during = [m for m in messages if not m.get("over")]
        text = json.dumps(during)
        assert not [x for x in locked if json.dumps(x) in text], f"seat {seat} was sent the locked house"
        book = heroes_book if seat == traitor else traitor_book
        assert leaks(during, book) == [], f"seat {seat} was sent the other side's book"


def test_a_chapters_first_event_shows_every_reader_only_the_houses_open_side(tmp_path, cpack):
    from game.views import visible_events

    game = _chapter(new_campaign(tmp_path / "campaigns", cpack))
    started = game.events[0]
    assert started["t"] == "game_started" and _locked(game) <= {str(x) for k in ("sealed", "purgatory", "legacy")
                                                                for x in started["house"][k]} | _planks(started)
    for reader in (0, 1, "table", "heroes", "traitor"):
        shown = visible_events(game.state, [started], reader)[0]
        assert set(shown["house"]["locked"]) == {"purgatory", "sealed", "planks", "legacy"}
        text = json.dumps(shown)
        assert not [x for x in _locked(game) if json.dumps(x) in text], reader
    assert visible_events(game.state, [started], "omniscient")[0]["house"] == started["house"]
    game.close()


def test_a_finished_chapters_table_takes_nothing_back(tmp_path, cpack):
    """Once the game is over (its end perhaps written into the campaign) no undo changes it,
    whoever took the last step."""
    from campaign_helpers import play_out
    from server.table import TableError

    camp = new_campaign(tmp_path / "campaigns", cpack)
    game = _chapter(camp, people=4)
    play_out(game)
    hub = Hub(tmp_path / "tables")
    table, _code, _host = hub.adopt(game)
    try:
        last = game.events[-1]
        refused = 0
        for seat in range(len(game.state["players"])):
            try:
                table.undo(seat)
            except TableError as exc:
                refused += "is over" in str(exc)
        assert refused == len(game.state["players"]) and game.events[-1] == last and table.over
    finally:
        hub.close()


def test_host_a_saved_table_lists_tables_but_not_a_campaigns_chapter(tmp_path, cpack):
    """A chapter's save is its campaign's (Continue goes on with it): Host a saved table
    offers the other tables kept in hosted/, never a chapter's."""
    from scenes.online.saved import saved_tables
    from server.protocol import Create, SeatSpec

    hosted = tmp_path / "hosted"
    hub = Hub(hosted / "20261128-101500")
    plain_table, _code, _host = hub.create(Create(v=1, seats=[SeatSpec(name=n) for n in ("Mara", "Wren", "Ode")]))
    chapter_table, _code, _host = hub.adopt(_chapter(new_campaign(tmp_path / "campaigns", cpack)))
    hub.close()
    listed = saved_tables(hosted)
    assert [t["table"] for t in listed] == [plain_table.id] and chapter_table.id != plain_table.id
    assert listed[0]["names"] == ["Mara", "Wren", "Ode"] and listed[0]["hosting"] == hosted / "20261128-101500"
