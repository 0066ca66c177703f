"""Online's first pages: Host a table (seats and ruleset, then the lobby with a server
started inside the game) and Join (an address and a join code, or a table found on the
network). Every failure is said on the page in words; nothing here waits on the network
(the lobby does, a frame at a time)."""

from __future__ import annotations

import time

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.kit.widgets import TextField
from scenes.online.page import Page, buttons, choices, field, text
from server.protocol import NAME_LIMIT

RULESETS = (("classic", N_("Classic")), ("legacy", N_("Legacy house")))
# announce on the LAN, listen on every interface, a random game (tests: off, loopback, a seed)
NETWORK = {"lan": True, "bind": "0.0.0.0", "seed": None}


class OnlineScene(Page):
    heading = N_("Online")

    def items(self) -> list:
        return [text("Play at one table from different machines: each of you sees only what your own "
                     "explorer may know."),
                text("Host a table here and tell the others its address and join code, or join a table "
                     "someone hosts.", P.TEXT_MUTED),
                buttons((N_("Host a table"), self.host, "online:host"), (N_("Join a table"), self.join, "online:join"),
                        (N_("Host a saved table"), self.saved, "online:saved"), (N_("Back"), self.back, "online:back"))]

    def host(self) -> None:
        self.app.push(HostScene(self.app))

    def join(self) -> None:
        self.app.push(JoinScene(self.app))

    def saved(self) -> None:
        from scenes.online.saved import SavedTablesScene

        self.app.push(SavedTablesScene(self.app))


class HostScene(Page):
    heading = N_("Host a table")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seats, self.ruleset = 4, "classic"
        self.lan, self.bind = NETWORK["lan"], NETWORK["bind"]
        self.name = TextField(_("Host"), limit=20, name="host:name", on_submit=lambda _t: self.open_table())

    def items(self) -> list:
        ruleset = dict(RULESETS)[self.ruleset]
        return [field(self.name, N_("Your name at the table")),
                text(_("Seats: {n} (seats nobody takes are played by bots)").format(n=self.seats)),
                buttons((N_("Fewer seats"), lambda: self.set_seats(-1), "host:fewer", self.seats > 3),
                        (N_("More seats"), lambda: self.set_seats(+1), "host:more", self.seats < 6)),
                text(_("Rules: {ruleset}").format(ruleset=_(ruleset))),
                buttons(*((label, lambda r=r: self.set_ruleset(r), f"host:{r}", r != self.ruleset)
                          for r, label in RULESETS)),
                buttons((N_("Open the table"), self.open_table, "host:open"), (N_("Back"), self.back, "host:back"))]

    def set_seats(self, step: int) -> None:
        self.seats = max(3, min(6, self.seats + step))
        self.rebuild()

    def set_ruleset(self, ruleset: str) -> None:
        self.ruleset = ruleset
        self.rebuild()

    def open_table(self) -> None:
        from game.paths import data_dir
        from scenes.online.lobby import LobbyScene
        from server.client import Connection
        from server.host import LocalServer

        try:
            # a folder of its own each time: the server resumes only this session's table
            server = LocalServer(data_dir() / "hosted" / time.strftime("%Y%m%d-%H%M%S"), host=self.bind)
        except OSError as exc:
            self.say(_("The table could not be opened: {problem}").format(problem=exc))
            return
        name = self.name.text.strip() or _("Host")
        seats = [{"name": name}, *({"name": _("Guest {n}").format(n=i + 1)} for i in range(1, self.seats))]
        connection = Connection(server.local_url)
        connection.send("create", seats=seats, ruleset=self.ruleset, lobby=True, seed=NETWORK["seed"])
        self.app.replace(LobbyScene(self.app, connection, server=server, lan=self.lan, host_name=name))


class JoinScene(Page):
    heading = N_("Join a table")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.address = TextField("", limit=80, name="join:address", placeholder=N_("the host's address, e.g. 192.168.1.20:8765"))
        self.code = TextField("", limit=80, name="join:code", placeholder=N_("the join code, e.g. 1a2b3c4d5e6f.7KQ2-M9XD-..."))
        self.name = TextField("", limit=NAME_LIMIT, name="join:name", placeholder=N_("your name at the table"))
        self.code.focused = self.name.focused = False
        self.browser = None
        self.shown_found: list = []
        self.search()

    def search(self) -> None:
        """Look for tables on the network while this page is the one shown."""
        if NETWORK["lan"] and self.browser is None:
            from server.lan import Browser

            self.browser = Browser()

    def stop_search(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def items(self) -> list:
        found = [(f"{t['name']} ({t['address']})", lambda t=t: self.pick(t), f"join:found:{t['table']}")
                 for t in self.shown_found[:3]]
        looking = (N_("Looking for tables on this network...") if self.browser and not self.browser.problem
                   else (self.browser.problem if self.browser else N_("Type the host's address.")))
        return [field(self.address, N_("Address")), field(self.code, N_("Join code")), field(self.name, N_("Your name")),
                text(looking if not found else N_("Tables on this network (pick one, then type its code):"),
                     P.TEXT_MUTED),
                *([choices(*found)] if found else []),
                buttons((N_("Join"), self.join, "join:go"), (N_("Back"), self.back, "join:back"))]

    def pick(self, table: dict) -> None:
        self.address.text = table["address"]
        if not self.code.text.startswith(table["table"]):
            self.code.text = table["table"] + "."
        self.address.focused, self.code.focused = False, True
        self.rebuild()

    def update(self, dt: float) -> None:
        if self.browser is not None:
            found = sorted(self.browser.found.values(), key=lambda t: t["name"])
            if found != self.shown_found:
                self.shown_found = found
                self.rebuild()

    def join(self) -> None:
        from scenes.online.lobby import LobbyScene
        from server.client import Connection, address, split_code

        try:
            url = address(self.address.text)
            table, code = split_code(self.code.text)
        except ValueError as exc:
            self.say(str(exc)[:1].upper() + str(exc)[1:] + ".")
            return
        connection = Connection(url)
        connection.send("watch", table=table, code=code)
        self.app.push(LobbyScene(self.app, connection, table=table, code=code, name=self.name.text.strip() or None))

    def pause(self) -> None:   # (the lobby is on top: the search stops until this page is back)
        self.stop_search()

    def resume(self) -> None:
        self.search()

    def leave(self) -> None:
        self.stop_search()
