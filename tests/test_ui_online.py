"""Title → Online by clicks, two offscreen Apps in one test: one hosts a table (a server
inside its game, on 127.0.0.1 only, no LAN announcement), the other joins it by address
and code, each takes a seat, the host starts and both play turns by clicks, each screen
showing its own seat. Every wait is bounded in time."""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.bots import RandomPlayer
from scenes.app import App
from scenes.board.hud.hud import button_name
from scenes.kit.intents import Text
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene
from scenes.online import menu as online_menu
from scenes.online.lobby import LobbyScene
from scenes.online.play import OnlinePlayScene
from scenes.setup.setup_scene import title_entries
from test_ui_board import answer, click, click_cell

WAIT = 60.0   # seconds any one thing over the network may take (a loaded CI machine)


@pytest.fixture
def apps(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    monkeypatch.setitem(online_menu.NETWORK, "lan", False)
    monkeypatch.setitem(online_menu.NETWORK, "bind", "127.0.0.1")
    monkeypatch.setitem(online_menu.NETWORK, "seed", 11)
    made = []
    for _ in range(2):
        app = App((1280, 720), offscreen=True, settings=Settings())
        app.push(TitleScene(app, entries=title_entries()))
        app.run_frames(2)
        made.append(app)
    yield made
    for app in made:
        while len(app.stack) > 1:   # (leaving a lobby or board hangs up and stops a hosted server)
            app.pop()
    for app in made:   # (the first App closed quits pygame's fonts: both are emptied first)
        app.close()


def pump(apps, until, what: str) -> None:
    """Run both Apps a frame at a time (Space finishing animations) until ``until()``."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        for app in apps:
            top = app.top
            if isinstance(top, OnlinePlayScene) and top.presenter.busy:
                top.read_on()
            app.run_frames(1)
        if until():
            return
        time.sleep(0.005)
    raise AssertionError(f"waited {WAIT}s for {what}")


def press(app, name: str) -> None:
    click(app, app.top.widgets.find(name).rect.center)


def type_into(app, field, words: str) -> None:
    click(app, field.rect.center)
    for ch in words:
        app.dispatch(Text(ch))


def join_by_clicks(apps, lobby, code: str, name: str | None = None):
    """The guest (``apps[1]``), from the title: Online → Join, the host's address and
    ``code`` typed (and ``name``), Join; their lobby once the table is read."""
    guest = apps[1]
    click(guest, guest.top.button("Online").rect.center)
    press(guest, "online:join")
    join = guest.top
    type_into(guest, join.address, lobby.server.local_url.removeprefix("ws://"))
    type_into(guest, join.code, code)
    if name is not None:
        type_into(guest, join.name, name)
    press(guest, "join:go")
    seen = guest.top
    pump(apps, lambda: seen.latest is not None, "the guest's lobby")
    return seen


def _host_and_join(apps):
    host, guest = apps
    click(host, host.top.button("Online").rect.center)
    press(host, "online:host")
    press(host, "host:fewer")                       # three seats
    press(host, "host:open")
    lobby = host.top
    assert isinstance(lobby, LobbyScene)
    pump(apps, lambda: lobby.latest is not None and lobby.link.seat == 0, "the host's table")
    code = f"{lobby.link.table}.{lobby.link.code}"
    assert len(lobby.link.code) >= 16 and code in [t[0].split(": ", 1)[-1] for t in lobby._texts]

    seen = join_by_clicks(apps, lobby, code)
    press(guest, "lobby:sit:1")
    pump(apps, lambda: lobby.latest["seats"][1]["taken"] and seen.link.seat == 1, "the guest seated")
    assert "Start (1 bot)" in [w.label for w in lobby.widgets.widgets]
    press(host, "lobby:start")
    pump(apps, lambda: all(isinstance(a.top, OnlinePlayScene) for a in apps), "both boards")
    return host.top, guest.top


def _act_by_clicks(app, scene, rng: RandomPlayer, coin) -> None:
    """One command of this seat, given by clicks: an answer, a lit room, or End turn."""
    remote = scene.game
    legal = remote.legal_commands(remote.seat)
    if remote.pending:
        answers = [c for c in legal if c.type == "answer"]
        answer(app, scene, remote.pending, rng.choose(remote.view(), answers)["choice"])
        return
    moves = [c for c in legal if c.type in ("move", "explore")]
    if moves and remote.view()["players"][remote.seat].get("moves_left", 1) and coin.random() < 0.7:
        command = rng.choose(remote.view(), moves)
        cell = next(c for c, (_k, cm) in scene.table.targets.items() if cm == command)
        click_cell(app, scene, cell)
        return
    end = next(c for c in legal if c.type == "end_turn")
    app.run_frames(25)   # (a button back under the resting pointer waits out its grace time first)
    for _ in range(3000):  # a turn held while earlier beats play (a haunt roll) shows no End turn yet
        if any(w.name == button_name(end) for w in scene.table.hud.buttons.widgets):
            break
        app.run_frames(1)
    click(app, scene.table.hud.buttons.find(button_name(end)).rect.center)


@pytest.mark.slow   # (1.2 s: the quick loop stays under 90 s of CPU; CI runs it)
def test_two_apps_host_and_join_over_loopback_and_play_turns_by_clicks(apps):
    boards = _host_and_join(apps)
    host, guest = boards
    assert (host.game.seat, guest.game.seat) == (0, 1)
    assert host.game.header["seats"][2]["bot"]      # the open seat went to a bot
    players = {0: RandomPlayer(7), 1: RandomPlayer(8)}
    turns = {0: 0, 1: 0}
    coin = random.Random(3)
    for _ in range(200):
        if min(turns.values()) >= 2 or host.game.phase != "explore":
            break
        pump(apps, lambda: any(b.game.acting_seat() == b.game.seat and b.game.latest["legal"] for b in boards),
             f"a person's turn (acting: {[b.game.acting_seat() for b in boards]}, phase {host.game.phase})")
        board = next(b for b in boards if b.game.acting_seat() == b.game.seat)
        app = apps[board.game.seat]
        seat, before = board.game.seat, len(board.game.events)
        turn = board.game.view()["turns_taken"]
        _act_by_clicks(app, board, players[seat], coin)
        pump(apps, lambda board=board, before=before: len(board.game.events) > before,
             "the command carried out")
        turns[seat] += board.game.view()["turns_taken"] > turn
    assert min(turns.values()) >= 2 or host.game.phase != "explore"
    pump(apps, lambda: host.game.latest["seen"] == guest.game.latest["seen"], "both screens caught up")
    # each screen shows its own seat: the same table, each its own view
    assert host.game.view()["turns_taken"] == guest.game.view()["turns_taken"]
    assert host.perspective() == 0 and guest.perspective() == 1


def test_a_wrong_join_code_is_said_on_the_page(apps):
    host, guest = apps
    click(host, host.top.button("Online").rect.center)
    press(host, "online:host")
    press(host, "host:open")
    lobby = host.top
    pump(apps, lambda: lobby.latest is not None, "the host's table")
    click(guest, guest.top.button("Online").rect.center)
    press(guest, "online:join")
    join = guest.top
    type_into(guest, join.address, lobby.server.local_url.removeprefix("ws://"))
    type_into(guest, join.code, f"{lobby.link.table}.not-the-code")
    press(guest, "join:go")
    seen = guest.top
    pump(apps, lambda: seen.message is not None, "the refusal")
    assert "join code is not this table's" in seen.message[0]


def test_a_server_that_is_not_there_is_said_on_the_page(apps):
    import socket

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()   # a port nobody listens on
    _host, guest = apps
    click(guest, guest.top.button("Online").rect.center)
    press(guest, "online:join")
    join = guest.top
    type_into(guest, join.address, f"127.0.0.1:{port}")
    type_into(guest, join.code, "abc.def")
    press(guest, "join:go")
    seen = guest.top
    pump(apps, lambda: seen.message is not None, "the failure")
    assert "No table could be reached" in seen.message[0]
    join.address.text = ""
    guest.pop()
    press(guest, "join:go")
    assert "address" in guest.top.message[0]


def test_a_dropped_guest_rejoins_its_seat_and_the_host_sees_it_away_then_back(apps):
    from scenes.online import play as online_play

    host, guest = _host_and_join(apps)
    before, told = guest.game.latest["view"], list(guest.game.events)
    guest.connection.close()   # the line drops
    pump(apps, lambda: guest.lost is not None and host.away() == [1], "the drop seen on both screens")
    assert "lost" in guest.lost or "closed" in guest.lost
    host_app, guest_app = apps
    host_app.run_frames(2)
    assert "Away: Guest 2" in host.status_text()
    guest_app.run_frames(int(online_play.RETRY_AFTER * 60) + 5)   # the guest tries again by itself
    pump(apps, lambda: guest.lost is None and host.away() == [], "the seat retaken")
    assert guest.game.seat == 1 and guest.tries == 0
    # nobody acted meanwhile (the table waits on people): the same view and story as before
    assert guest.game.latest["view"] == before and guest.game.events == told


def open_three_seats(apps):
    """The host (``apps[0]``), from the title, opens a three-seat table: its lobby, seated."""
    host = apps[0]
    click(host, host.top.button("Online").rect.center)
    press(host, "online:host")
    press(host, "host:fewer")
    press(host, "host:open")
    lobby = host.top
    pump(apps, lambda: lobby.latest is not None and lobby.link.seat == 0, "the host's table")
    return lobby


def _open_and_find(apps):
    """The host opens a three-seat table; the guest reaches its lobby, seated nowhere yet."""
    guest = apps[1]
    lobby = open_three_seats(apps)
    click(guest, guest.top.button("Online").rect.center)
    press(guest, "online:join")
    join = guest.top
    type_into(guest, join.address, lobby.server.local_url.removeprefix("ws://"))
    type_into(guest, join.code, f"{lobby.link.table}.{lobby.link.code}")
    press(guest, "join:go")
    seen = guest.top
    pump(apps, lambda: seen.latest is not None, "the guest's lobby")
    return lobby, seen


def test_a_spectator_is_sent_the_tables_view_and_can_do_nothing(apps):
    import json

    from game.views import view as project

    lobby, seen = _open_and_find(apps)
    press(apps[1], "lobby:watch")
    table = lobby.server.hub.tables[lobby.link.table]
    press(apps[0], "lobby:start")
    pump(apps, lambda: all(isinstance(a.top, OnlinePlayScene) for a in apps), "both boards")
    watcher = apps[1].top
    pump(apps, lambda: watcher.game.latest["seen"] == len(table.game.events), "the watcher caught up")
    assert watcher.game.seat == "table" and watcher.perspective() == "table"
    assert watcher.game.latest["legal"] == [] and watcher.table.hud.undo is None
    assert watcher.game.latest["view"] == json.loads(json.dumps(project(table.game.pack, table.game.state, "table")))


def test_the_host_gives_an_away_guests_seat_to_a_bot_with_b(apps):
    from scenes.kit.intents import Key

    host, guest = _host_and_join(apps)
    guest.connection.close()
    guest.tries = 99   # (this guest does not come back)
    pump(apps, lambda: host.away() == [1], "the guest away")
    apps[0].dispatch(Key("b"))
    pump(apps, lambda: host.game.latest["seats"][1]["bot"] == "sensible", "the seat given to a bot")
    assert host.away() == [] and "Away" not in (host.status_text() or "")


def _open_legacy(apps):
    """The host opens a three-seat legacy table and reaches its lobby."""
    host_app = apps[0]
    click(host_app, host_app.top.button("Online").rect.center)
    press(host_app, "online:host")
    press(host_app, "host:legacy")
    press(host_app, "host:fewer")
    press(host_app, "host:open")
    lobby = host_app.top
    pump(apps, lambda: lobby.latest is not None and lobby.link.seat == 0, "the host's table")
    return host_app, lobby


@pytest.mark.slow
def test_a_legacy_table_is_hosted_joined_and_played_by_clicks(apps):
    host_app, lobby = _open_legacy(apps)
    assert lobby.latest["ruleset"] == "legacy"
    press(host_app, "lobby:start")
    pump(apps, lambda: isinstance(host_app.top, OnlinePlayScene), "the host's board")
    board = host_app.top
    assert board.game.ruleset.name == "legacy" and board.pack.id == "legacy"
    coin, player = random.Random(5), RandomPlayer(5)
    for _ in range(6):
        # the host acts on its turn, or answers a question put on another's (a bot's attack)
        pump(apps, lambda: bool(board.game.latest["legal"]) or board.game.over, "the host's turn or question")
        if board.game.over:
            break
        before = len(board.game.events)
        _act_by_clicks(host_app, board, player, coin)
        pump(apps, lambda before=before: len(board.game.events) > before, "the command carried out")
    assert board.game.latest["view"]["turns_taken"] >= 1


def test_the_updates_after_the_start_reach_the_board_not_the_lobby(apps):
    """The lobby hands the board every update polled after the one that starts the table
    (the bots' first moves came in the same poll and were dropped: the host waited for good)."""
    host_app, lobby = _open_legacy(apps)
    table = lobby.server.hub.tables[lobby.link.table]
    lobby.start()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not (table.started and table.bot_to_act() is None
                                              and lobby.connection.inbox.qsize() >= 2):
        time.sleep(0.05)   # both updates (the start, the bots' moves) wait in one poll
    assert lobby.connection.inbox.qsize() >= 2, "the bots moved before the host's first turn"
    pump(apps, lambda: isinstance(host_app.top, OnlinePlayScene), "the host's board")
    board = host_app.top
    pump(apps, lambda: board.game.latest["seen"] == len(table.game.events), "the board caught up")
    assert board.game.latest["legal"]


def test_the_join_pages_network_search_runs_only_while_the_page_is_shown(apps, monkeypatch):
    """Join looks for tables on the network while it is the page shown: the lobby on top
    of it stops the search, coming back starts it again, leaving stops it for good."""
    from server import lan

    made = []

    class Search:
        def __init__(self) -> None:
            self.found, self.problem, self.closed = {}, None, False
            made.append(self)

        def close(self) -> None:
            self.closed = True

    monkeypatch.setattr(lan, "Browser", Search)
    monkeypatch.setitem(online_menu.NETWORK, "lan", True)
    app = apps[0]
    click(app, app.top.button("Online").rect.center)
    press(app, "online:join")
    join = app.top
    assert len(made) == 1 and not made[0].closed
    type_into(app, join.address, "127.0.0.1:9")           # (nobody there: the lobby says so)
    type_into(app, join.code, "abc.def")
    press(app, "join:go")
    assert isinstance(app.top, LobbyScene) and made[0].closed and join.browser is None
    app.pop()
    assert app.top is join and len(made) == 2 and not made[1].closed
    app.pop()
    assert made[1].closed and all(s.closed for s in made)


def test_an_online_board_lights_the_ways_and_walks_one_a_step_an_update(apps):
    """The guest's turn: the rooms more than a move away are lit as at one screen (the
    server's ways), the first-game hint says how to move, and a click on a lit room walks
    there, each step a command of its own."""
    host, guest = _host_and_join(apps)
    guest.hints.seen.clear()   # (the two Apps share a data folder: the host's hint counts as seen)

    def guests_turn() -> bool:
        if host.acting == 0 and host.game.latest["legal"] and not host.moving:   # the host passes
            host.submit(next(c for c in host.game.legal_commands(0) if c.type == "end_turn"))
        return guest.acting == 1 and bool(guest.table.ways.targets(guest.view)) and not guest.moving

    pump(apps, guests_turn, "the guest's turn with a way to walk")
    cell, (kind, path) = next(iter(guest.table.ways.targets(guest.view).items()))
    assert kind == "walk" and len(path.steps) > 1
    assert guest.hints.current == "move"    # the first-game hint, as at one screen
    seen = guest.game.latest["seen"]
    click_cell(apps[1], guest, cell)
    pump(apps, lambda: guest.game.view()["players"][1]["tile"] == path.tiles[-1] and not guest.walking,
         "the walk to its end")
    moved = [e for e in guest.game.events[seen:] if e["t"] == "moved" and e.get("seat") == 1]
    assert len(moved) == len(path.steps)


def test_a_saved_table_is_hosted_again_from_the_title_and_the_guest_takes_their_seat_back(apps):
    """Both leave a table under way; the host's Online → Host a saved table lists it and
    hosts it again: a new join code on the lobby, the guest joins with it and sits at
    their old seat, and both boards go on from where the table stopped."""
    from scenes.online.saved import SavedTablesScene

    host, guest = apps
    boards = _host_and_join(apps)
    old = boards[0].link
    pump(apps, lambda: boards[0].game.latest["legal"] and not boards[0].moving, "the host's turn")
    before = boards[0].game.latest["seen"]
    for app in apps:
        while len(app.stack) > 1:
            app.pop()
    click(host, host.top.button("Online").rect.center)
    press(host, "online:saved")
    assert isinstance(host.top, SavedTablesScene) and host.top.saved[0]["table"] == old.table
    press(host, "saved:0")
    lobby = host.top
    assert isinstance(lobby, LobbyScene) and lobby.hold
    pump(apps, lambda: lobby.latest is not None and lobby.link.seat == 0, "the table hosted again")
    assert lobby.link.code != old.code and lobby.link.host != old.host
    code = f"{lobby.link.table}.{lobby.link.code}"
    assert any(code in t[0] for t in lobby._texts) and lobby.latest["started"]

    join_by_clicks(apps, lobby, code)
    press(guest, "lobby:sit:1")
    pump(apps, lambda: isinstance(guest.top, OnlinePlayScene), "the guest's board")
    press(host, "lobby:play")
    assert isinstance(host.top, OnlinePlayScene)
    pump(apps, lambda: host.top.game.latest["seen"] == before and guest.top.game.latest["seen"] == before
         and not host.top.away(), "both boards where the table stopped")
    assert host.top.game.latest["legal"]     # the host's turn, as it was
