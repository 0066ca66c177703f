"""The board of an online table: ``PlayScene`` reading a ``RemoteGame`` for this seat.

The server holds the game and plays the bots; this screen shows what its seat may know
and sends what its player does. What differs from the hot-seat board, and only that:

- the screen is its player's own, so it always shows its seat's view (a spectator's:
  the table's), and the haunt's book is opened without the press-and-hold cover (there
  is nobody to look away), with no split screens passed around;
- updates are read once a frame from the connection: their events go to the presenter
  as a local game's would; a command returns no events (they come with the update);
- the bots' pace and skipping ahead are the server's; where the moves lead (the ways)
  is worked out by the server, which holds the game, and sent with the update
  (``server.ways``); a way is walked a step an update; the first-game hints read the
  seat's own events;
- a dropped line is taken up again: the seat's token rejoins it (a few tries, a couple
  of seconds apart), and the whole story comes again; the host may give a seat whose
  player is away to a bot (B).
"""

from __future__ import annotations

from game.i18n import N_, _
from scenes.board.end_scene import EndScene
from scenes.board.play import PlayScene
from scenes.board.undo import undo_offer
from scenes.kit.intents import Key
from scenes.online.lobby import _sentence, close_all

RETRY_AFTER = 2.0   # seconds between tries to reach a lost table again
RETRIES = 5
REPLACE_KEY = "b"


class OnlineEndScene(EndScene):
    def __init__(self, app, game) -> None:
        super().__init__(app, game)
        self.replay_class = None   # (the log is the server's: no replay here)


class OnlinePlayScene(PlayScene):
    def __init__(self, app, remote, link, *, server=None, announcer=None, camp=None) -> None:
        bots = {i for i, s in enumerate(remote.header["seats"]) if s["bot"]}
        super().__init__(app, remote, bots, end_scene=self._end_scene)
        self.link, self.server, self.announcer, self.camp = link, server, announcer, camp
        self.handed = False   # the connection (and a host's server) went on to the chapter's end
        self.walking: list = []   # the steps of a way still to walk (one sent an update)
        self.table.goals.own_screen = True
        self.lost = None          # why the line is down, while it is
        self.retry_clock, self.tries = 0.0, 0

    @property
    def connection(self):
        return self.game.connection

    # -- one seat's screen ------------------------------------------------------------------
    @property
    def reading_books(self) -> bool:
        return False

    def perspective(self):
        return self.game.seat

    @property
    def people(self) -> bool:
        return self.game.seat != "table"

    def refresh(self) -> None:
        self.view = self.public = self.game.view()
        seat = self.acting
        mine = seat is not None and seat == self.game.seat
        self._ways(seat if mine and not self.view.get("pending") else None)
        self.table.hud.undo = undo_offer(self) if mine else None
        legal = self.game.legal_commands(seat) if mine else []
        self.table.refresh(self.view, legal, self.game.current_seat(), seat, mine, self.public)

    def _ways(self, seat) -> None:
        """Where this seat can walk, as the server worked it out (``server.ways``)."""
        from server.ways import paths_of

        ways = self.game.latest.get("ways") if seat is not None else None
        if not ways:
            self.table.ways.clear()
            return
        paths = paths_of(ways)
        self.table.ways.set(paths, lambda tile: self._why_not(tile, paths), ways["no_explore"])

    def _why_not(self, tile: str, paths: dict) -> str | None:
        from game.narration import mid

        if tile in paths:
            return None
        room = mid(self.pack.tiles[tile].name, article=True) if tile in self.pack.tiles else tile
        if tile == self.view["players"][self.game.seat]["tile"]:
            return _("You are in {room}.").format(room=room)
        return _("No way leads to {room} this turn.").format(room=room)

    def walk(self, path) -> list:
        """Walk a way: its first step now, each next one when the update of the last shows
        only a move (a roll, a card, a question or anything else ends the walk there, as
        at one screen: ``game.reach.walk``)."""
        self.walking = list(path.steps)
        self._walk_on([])
        return []

    def _walk_on(self, events) -> None:
        from game.reach import step_stop

        if events and step_stop(events, {"pending": self.game.pending}):
            self.walking = []
        if not self.walking:
            return
        step = self.walking.pop(0)
        if self.acting != self.game.seat or step not in self.game.legal_commands(self.game.seat):
            self.walking = []
            return
        self.submit(step)

    def offer_hints(self, events=()) -> None:
        """First-game hints for this seat's player, from the events it is sent."""
        from scenes.board.hud.hints import moments

        seat = self.game.seat
        if seat == "table" or not self.public:
            return
        mine = self.acting == seat
        keys = moments(events, self.public, {seat}, placing=mine and self.table.placement is not None,
                       targets=mine and bool(self.table.targets), can_roll=mine and self._may_roll(seat))
        t = self.table
        self.hints.offer(keys, t.r["board"], t.u, avoid=t.hint_avoid(), aside=t.r["log"])

    def _concerns_people(self, events):
        return None

    def toggle_skip_ahead(self) -> None:
        self.table.show_toast(N_("Online, the server plays the bots at its own pace."))

    def bot_step(self, seat) -> None:
        """(The server plays the bots.)"""

    def submit(self, command) -> list:
        if self.lost:
            self.table.show_toast(N_("Not connected to the table: wait while it is reached again."))
            return []
        return self.game.submit(command)

    # -- the line ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.pump()
        if self.lost:
            self.retry_clock += dt
            if self.retry_clock >= RETRY_AFTER and self.tries < RETRIES:
                self.reconnect()
        super().update(dt)

    def pump(self) -> None:
        for message in self.connection.poll():
            kind = message.get("type")
            if kind == "update":
                self.lost = None
                self.tries = 0
                events = self.game.take(message)
                self.bots = {i for i, s in enumerate(message["seats"]) if s["bot"]}
                self.table.bot_seats = set(self.bots)
                self.table.on_events(events)
                self.refresh()
                if events:
                    self.presenter.feed(events, self.public)
                    self.hints.dismiss()   # (the next step: the last hint has served)
                    self.offer_hints(events)
                    self._walk_on(events)
            elif kind == "error":
                self.table.show_toast(_sentence(message.get("message", "")))
            elif kind == "gone":
                self.lost = message["message"]
                self.retry_clock = 0.0
                self.table.show_toast(_("{problem} Trying again...").format(problem=self.lost))

    def reconnect(self) -> None:
        from server.client import Connection

        self.tries += 1
        self.retry_clock = 0.0
        self.connection.close()
        link = self.link
        self.game.connection = Connection(link.url)
        if link.seat == "table":
            self.game.connection.send("watch", table=link.table, code=link.code)
        else:
            self.game.connection.send("rejoin", table=link.table, seat=link.seat, token=link.token, ways=True)

    def away(self) -> list[int]:
        """Seats whose person is not connected."""
        return [i for i, s in enumerate(self.game.latest["seats"]) if s["taken"] and not s["present"]]

    def handle(self, intent) -> None:
        if isinstance(intent, Key) and intent.name == REPLACE_KEY and self.link.host and not intent.ctrl:
            for seat in self.away():
                self.connection.send("replace", table=self.link.table, host=self.link.host, seat=seat)
            if not self.away():
                self.table.show_toast(N_("Everyone is here."))
            return
        super().handle(intent)

    @property
    def moving(self) -> bool:
        return super().moving or not self.connection.inbox.empty()

    def draw(self, surface) -> None:
        self.table.draw(surface, self.presenter, toast=False)   # (no skip-ahead plate)
        if not getattr(self.presenter, "over_board", False) and not self.hints_covered():
            self.hints.draw(surface)
        self.table.toast.draw(surface, self.table.r["board"])
        words = self.status_text()
        if words:
            self.skip_ahead.draw(surface, self.table.r["board"], self.table.u, words)

    def status_text(self) -> str | None:
        """The corner plate: the line down, or who is away."""
        words = None
        if self.lost:
            words = (_("{problem} Trying again ({k}/{n})...") if self.tries < RETRIES
                     else _("{problem} Press Esc to leave.")).format(problem=self.lost, k=self.tries, n=RETRIES)
        elif self.away():
            names = ", ".join(self.game.latest["seats"][i]["name"] for i in self.away())
            words = (_("Away: {names}. Press {key} to give their seats to bots.") if self.link.host
                     else _("Away: {names}. The table waits for them.")).format(names=names, key=REPLACE_KEY.upper())
        return words

    def _end_scene(self, app, game):
        """The game's end; a campaign's chapter's end takes the line with it (the
        chronicle's entry is still to come)."""
        if not game.latest.get("chapter"):
            return OnlineEndScene(app, game)
        from scenes.online.campaign import chapter_end_scene

        self.handed = True
        return chapter_end_scene(app, self)

    def leave(self) -> None:
        if not self.handed:
            close_all(self.connection, self.server, self.announcer)
