"""The lobby of an online table: who holds which seat, and Start.

The host's lobby has a server inside the game (``server.host.LocalServer``) and shows
its address and the join code to read out; it takes seat 0, and its Start gives every
seat nobody took to a bot. A guest's lobby watches the table (the table's perspective)
until they take an open seat, or stay watching as a spectator. When the table begins,
everyone's lobby becomes their board (``scenes.online.play``), the connection with it.

The network is read once a frame (``Connection.poll``); whatever goes wrong is said on
the page: a wrong code, a server that cannot be reached or is gone, another version.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, _, ngettext
from scenes.kit import palette as P
from scenes.online.page import Page, buttons, text


# content packs by id that are not where ``load_pack`` looks by name (tests: the fixtures)
PACKS: dict = {}


@dataclass
class Link:
    """Everything needed to come back to a seat after the line drops."""
    url: str
    table: str | None = None
    code: str | None = None
    seat: object = None        # an int once seated; "table" for a spectator
    token: str | None = None
    host: str | None = None    # the host token: Start, and a leaver's seat to a bot


RULESET_NAMES = {"classic": N_("Classic"), "legacy": N_("Legacy")}
BOT_LEVELS = {"random": N_("random"), "sensible": N_("sensible"), "cunning": N_("cunning")}


class LobbyScene(Page):
    heading = N_("The table")

    def __init__(self, app, connection, *, server=None, lan: bool = False, host_name: str = "Host",
                 table: str | None = None, code: str | None = None, name: str | None = None, camp=None) -> None:
        super().__init__(app)
        self.connection, self.server, self.lan, self.host_name = connection, server, lan, host_name
        self.name = name      # what a guest is called at the table (None: the seat's own name)
        self.camp = camp      # the host's campaign, when the table is its chapter
        self.hold = False     # a table hosted again: its host reads out the new code before going on
        self.link = Link(connection.url, table, code)
        self.latest = None
        self.remote = None    # the table as this connection has read it, from its first update
        self.announcer = None
        self.handed = False   # the connection and server went on to the board
        self.gone = False

    # -- what the page shows -----------------------------------------------------------------
    def items(self) -> list:
        out = []
        if self.server is not None and self.link.code:
            out.append(text(_("Address: {address}").format(address=self.server.shown_address()), P.CANDLE))
            out.append(text(_("Join code: {code}").format(code=f"{self.link.table}.{self.link.code}"), P.CANDLE))
            if self.announcer is not None and self.announcer.problem:
                out.append(text(_("(This table is {problem}: give the address.)").format(problem=self.announcer.problem),
                                P.TEXT_MUTED, 2.4))
        if self.latest is None:
            out.append(text("Waiting for the table..." if not self.gone else "", P.TEXT_MUTED))
            return [*out, buttons((N_("Leave"), self.back, "lobby:leave"))]
        chapter = self.latest.get("chapter")
        if chapter:
            out.append(text(_("A campaign's chapter: {title} ({year}), {campaign}").format(
                title=chapter["title"], year=chapter["year"], campaign=chapter["campaign"]), P.CANDLE))
        ruleset = self.latest.get("ruleset") or "classic"
        out.append(text(_("Rules: {ruleset}").format(ruleset=_(RULESET_NAMES.get(ruleset, ruleset.title()))),
                        P.TEXT_MUTED))
        sit = []
        for i, seat in enumerate(self.latest["seats"]):
            out.append(text(_("Seat {n}: {name} — {status}").format(n=i + 1, name=seat["name"],
                                                                   status=self._status(i, seat))))
            if self._may_sit(seat):
                sit.append((_("Sit at seat {n}").format(n=i + 1), lambda i=i: self.sit(i), f"lobby:sit:{i}"))
        if sit:
            out.append(buttons(*sit[:4]))
        row = [(N_("Leave"), self.back, "lobby:leave")]
        if self.link.host and self.latest["started"]:   # a table hosted again: the others come back
            out.append(text(_("The table is under way: give the others the address and this new join code."),
                            P.TEXT_MUTED))
            row.insert(0, (N_("To the table"), self._play, "lobby:play"))
        elif self.link.host:
            open_seats = sum(1 for s in self.latest["seats"] if not s["taken"] and not s["bot"])
            start = (ngettext("Start ({n} bot)", "Start ({n} bots)", open_seats).format(n=open_seats) if open_seats
                     else _("Start"))
            row.insert(0, (start, self.start, "lobby:start"))
        elif self.link.seat is None:
            row.insert(0, (N_("Watch"), self.watch, "lobby:watch"))
        else:
            out.append(text("Waiting for the host to start...", P.TEXT_MUTED))
        return [*out, buttons(*row)]

    def _status(self, i: int, seat: dict) -> str:
        if i == self.link.seat:
            return _("you")
        if seat["bot"]:
            return _("a bot ({level})").format(level=_(BOT_LEVELS.get(seat["bot"], str(seat["bot"]))))
        if seat["taken"]:
            who = seat.get("player")
            if who and who != seat["name"]:
                return (_("taken by {name}") if seat["present"] else _("taken by {name} (away)")).format(name=who)
            return _("taken") if seat["present"] else _("taken (away)")
        return _("open (a bot if nobody sits)")

    def _may_sit(self, seat) -> bool:
        return self.link.seat is None and not self.link.host and not seat["taken"] and not seat["bot"]

    # -- what the player does ----------------------------------------------------------------
    def sit(self, seat: int) -> None:
        self.connection.send("join", table=self.link.table, code=self.link.code, seat=seat, name=self.name, ways=True)

    def watch(self) -> None:
        self.link.seat = "table"
        if self.latest is not None and self.latest["started"]:
            self._play()
        else:
            self.rebuild()

    def start(self) -> None:
        self.connection.send("start", table=self.link.table, host=self.link.host)

    # -- what the server says ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        messages = self.connection.poll()
        for i, message in enumerate(messages):
            kind = message.get("type")
            if kind == "created":
                self.link.table, self.link.code, self.link.host = message["table"], message["code"], message["host"]
                self.connection.send("join", table=self.link.table, code=self.link.code, seat=0, ways=True)
                self.announce()
            elif kind == "joined":
                self.link.seat, self.link.token = message["seat"], message.get("token", self.link.token)
            elif kind == "update":
                self.latest = message
                self._read(message)
                if message["started"] and self.link.seat is not None and self.remote is not None and not self.hold:
                    # what came after (the bots' first moves) is the board's to read
                    self.connection.put_back(messages[i + 1:])
                    self._play()
                    return
            elif kind == "error":
                self.say(_sentence(message.get("message") or _("the server refused that")))
                continue
            elif kind == "gone":
                self.gone = True
                self.say(message["message"])
                continue
            self.rebuild()

    def announce(self) -> None:
        if self.lan and self.server is not None:
            from server.host import lan_ip
            from server.lan import Announcer

            self.announcer = Announcer(f"{self.host_name}'s table", lan_ip(), self.server.port, self.link.table)

    def _read(self, update: dict) -> None:
        """Every update from the first is read into the table's story (the board opens on it)."""
        from game import ContentError, load_pack
        from server.client import RemoteGame

        if self.remote is None:
            name = update.get("pack") or update.get("ruleset") or "classic"
            try:
                pack = PACKS.get(name) or load_pack(name)
            except (ContentError, OSError):
                self.say(_("This table plays content this game does not have ({pack}): update the game.").format(
                    pack=name))
                return
            self.remote = RemoteGame(self.connection, self.link.seat, pack, update)
        else:
            self.remote.take(update)

    def _play(self) -> None:
        from scenes.online.play import OnlinePlayScene

        self.remote.seat = self.link.seat
        self.handed = True
        self.app.replace(OnlinePlayScene(self.app, self.remote, self.link, server=self.server,
                                         announcer=self.announcer, camp=self.camp))

    def leave(self) -> None:
        if not self.handed:
            close_all(self.connection, self.server, self.announcer)


def close_all(connection, server, announcer) -> None:
    """Hang up: the connection, then the table's announcement and the server (a host's)."""
    connection.close()
    if announcer is not None:
        announcer.close()
    if server is not None:
        server.stop()


def _sentence(words: str) -> str:
    words = words.strip()
    return (words[:1].upper() + words[1:] + ("" if words.endswith((".", "!", "?")) else ".")) if words else words
