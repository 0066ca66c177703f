"""A campaign's chapter hosted online by clicks (issue 31): the host's chapter setup
offers *Host it online*; a guest joins by address, code and name, and sits; the host
starts; both boards play the chapter to its end (each person's commands chosen by a
bot and given through their own board); the host's screen is the chapter's end on the
campaign, the guest's the chronicle's entry the server sent — and once the host writes
the chapter into the campaign, the guest's entry shows it as written. Every wait is
bounded in time."""

from __future__ import annotations

import asyncio
import time

import pytest

from campaign_helpers import MINI, new_campaign, seats_for
from game import load_pack
from game.bots import make_bot
from game.campaign import load_campaign
from game.paths import data_dir
from scenes.campaign.campaigns_scene import CampaignsScene
from scenes.campaign.chapter_setup import ChapterSetupScene
from scenes.online import lobby as online_lobby
from scenes.online.campaign import ChronicleEntryScene, OnlineChapterEndScene
from scenes.online.lobby import LobbyScene
from scenes.online.play import OnlinePlayScene
from server.net import Server
from test_ui_board import click
from test_ui_online import WAIT, apps, join_by_clicks, press  # noqa: F401  (the fixture)


@pytest.fixture
def mini(monkeypatch):
    pack = load_pack(MINI)
    monkeypatch.setitem(online_lobby.PACKS, pack.id, pack)   # (the guest's game has the fixture's content)
    return pack


def pump(apps, until, what: str, play: bool = False) -> None:
    """Both Apps a frame at a time (shown steps read on) until ``until()``; with ``play``,
    a person whose turn it is acts through their board (a bot's choice)."""
    deadline = time.monotonic() + WAIT * 4
    bots = {}
    while time.monotonic() < deadline:
        for app in apps:
            top = app.top
            if isinstance(top, OnlinePlayScene):
                if top.presenter.busy:
                    top.read_on()
                elif play and top.acting == top.game.seat and top.game.latest["legal"] and not top.moving:
                    bot = bots.setdefault(top.game.seat, make_bot("sensible", top.game.seat, pack=top.pack))
                    seat = top.game.seat
                    top.submit(bot.choose(top.game.view(), top.game.legal_commands(seat)))
            app.run_frames(1)
        if until():
            return
        time.sleep(0.002)
    raise AssertionError(f"waited for {what}")


def slow_server(monkeypatch, late: float = 0.3) -> None:
    """Every message the server reads from now on is handled ``late`` seconds after it
    came: the host's screen must not stop its server before the guests were sent what
    it wrote (the written entry was lost so under load)."""
    original = Server._dispatch

    async def late_dispatch(self, session, message):
        await asyncio.sleep(late)
        return await original(self, session, message)
    monkeypatch.setattr(Server, "_dispatch", late_dispatch)


@pytest.mark.slow
def test_a_chapter_hosted_from_its_setup_is_played_online_and_its_chronicle_reaches_the_guest(apps, mini,
                                                                                             monkeypatch):
    host, guest = apps
    camp = new_campaign(data_dir() / "campaigns", mini)
    setup = ChapterSetupScene(host, camp)
    host.push(setup)
    for i, seat in enumerate(seats_for(camp.next_chapter())):
        setup.by_family[seat["family"]]["bot"] = None if i < 2 else "sensible"
        setup.entered[seat["family"]] = {"name": seat["name"], "age": seat["age"], "returning": False}
    setup.introducing = True
    setup.rebuild()
    click(host, setup.widgets.find("Host online").rect.center)
    lobby = host.top
    assert isinstance(lobby, LobbyScene) and camp.current is not None
    pump(apps, lambda: lobby.latest is not None and lobby.link.seat == 0, "the host's chapter table")
    assert any(camp.next_chapter()["title"] in t[0] or "chapter" in t[0] for t in lobby._texts)

    seen = join_by_clicks(apps, lobby, f"{lobby.link.table}.{lobby.link.code}", name="Wren")
    title = seen.latest["chapter"]["title"]
    assert any(title in t[0] for t in seen._texts)            # the guest's lobby names the chapter
    press(guest, "lobby:sit:1")
    pump(apps, lambda: lobby.latest["seats"][1].get("player") == "Wren", "the guest seated by name")
    assert any("Wren" in t[0] for t in lobby._texts)
    press(host, "lobby:start")
    pump(apps, lambda: all(isinstance(a.top, OnlinePlayScene) for a in apps), "both boards")

    pump(apps, lambda: isinstance(host.top, OnlineChapterEndScene) and isinstance(guest.top, ChronicleEntryScene),
         "the chapter's end on both screens", play=True)
    entry = guest.top.entry
    assert entry is not None and not entry["written"] and entry["journal"]
    shown = " ".join(t[0] for t in guest.top._texts)
    assert entry["journal"]["title"] in shown and any(f["fate"] in shown for f in entry["fates"].values())

    page = guest.top
    slow_server(monkeypatch)   # (a loaded machine: the server reads each message late)
    click(host, host.top.widgets.find("Fates").rect.center)
    click(host, host.top.widgets.find("Stop here").rect.center)   # Save and stop: written into the campaign
    pump(apps, lambda: (page.entry or {}).get("written"), "the written entry at the guest's")
    again = load_campaign(camp.folder, mini)
    assert len(again.chapters) == 1 and again.chapters[0]["winner"] == entry["winner"]


@pytest.mark.slow
def test_a_chapter_under_way_is_hosted_online_from_the_campaigns_list_and_goes_on_from_its_last_event(apps, mini):
    """A chapter begun at one screen (or a hosted one whose table stopped): the campaigns
    list offers *Host online*; the guest joins it and both boards go on from the chapter's
    last event, its story kept — not a new game."""
    host, guest = apps
    camp = new_campaign(data_dir() / "campaigns", mini)
    seats = seats_for(camp.next_chapter())
    for i, seat in enumerate(seats):
        seat["bot"] = None if i < 2 else "sensible"
    game = camp.start_chapter(seats)
    bots = {s: make_bot("sensible", s, pack=mini) for s in range(len(seats))}
    while game.current_seat() == 0 or game.state["turn"]["number"] < 2:   # a couple of turns played here
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    played, story = len(game.events), [dict(e) for e in game.events]
    game.close()

    scene = CampaignsScene(host, pack=mini)
    host.push(scene)
    host.run_frames(1)
    click(host, scene.widgets.find("Host online").rect.center)
    lobby = host.top
    assert isinstance(lobby, LobbyScene)
    pump(apps, lambda: lobby.latest is not None and lobby.link.seat == 0, "the host's chapter table")
    seen = join_by_clicks(apps, lobby, f"{lobby.link.table}.{lobby.link.code}", name="Wren")
    assert seen.latest["chapter"]["title"] == camp.next_chapter()["title"]
    press(guest, "lobby:sit:1")
    pump(apps, lambda: lobby.latest["seats"][1].get("player") == "Wren", "the guest seated by name")
    press(host, "lobby:start")
    pump(apps, lambda: all(isinstance(a.top, OnlinePlayScene) for a in apps), "both boards")
    for app in apps:   # every event played at one screen reached both, the chapter not begun anew
        assert len(app.top.game.events) >= played
        assert app.top.game.view()["turn"]["number"] >= 2
    hosted = host.top.server.game_of(host.top.link.table)
    assert [dict(e) for e in hosted.events[:played]] == story
