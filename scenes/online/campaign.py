"""A campaign's chapter at an online table: the host's campaign, everyone's screens.

The host's game owns the campaign folder. Its chapter setup's *Host it online* begins
the chapter as it would at one screen (``Campaign.start_chapter``) and hands that game
to a server inside the game (``LocalServer.adopt``): the lobby, the board and the
secrets are an online table's like any other. When the game is over:

- the host's screen is the chapter's end (``scenes.campaign.chapter_end``) on the
  server's game: the fates written there go into the campaign, and on to everyone
  (``LocalServer.write_chronicle``, which returns once every reader was sent the entry,
  so the server stopped next cuts nothing off);
- a guest's screen is the chronicle's entry as the server sends it
  (``ChronicleEntryScene``): the finished game's, then the host's words when written.
"""

from __future__ import annotations

import logging
import time

from game.i18n import _
from scenes.campaign.chapter_end import ChapterEndScene
from scenes.kit import palette as P
from scenes.online.lobby import close_all
from scenes.online.page import Page, buttons, text

log = logging.getLogger(__name__)

LINE = 96   # characters in a line of the journal's text on the entry page
CHANGES_SHOWN = 6


def host_chapter(app, camp, game, *, host_name: str | None = None, replace: bool = True) -> str | None:
    """Host ``game`` (``camp``'s chapter, just begun or resumed) online: the lobby replaces
    the top scene (or, ``replace=False``, goes over it). Returns why it could not (the
    chapter stays under way: Continue plays it here, Host online tries again)."""
    from game.paths import data_dir
    from scenes.online.lobby import LobbyScene
    from scenes.online.menu import NETWORK
    from server.client import Connection
    from server.host import LocalServer
    from server.table import TableError

    try:
        server = LocalServer(data_dir() / "hosted" / time.strftime("%Y%m%d-%H%M%S"), host=NETWORK["bind"])
    except OSError as exc:
        return _("The table could not be opened: {why}").format(why=exc)
    try:
        table, code, host = server.adopt(game)
    except (TableError, OSError) as exc:
        server.stop()
        return _("The table could not be opened: {why}").format(why=exc)
    connection = Connection(server.local_url)
    lobby = LobbyScene(app, connection, server=server, lan=NETWORK["lan"], host_name=host_name or camp.name,
                       table=table, code=code, camp=camp)
    lobby.link.host = host
    seats = game.header.get("seats") or []
    mine = next((i for i, s in enumerate(seats) if not s.get("bot")), None)
    if mine is None:   # every family a bot: the host watches
        lobby.link.seat = "table"
        connection.send("watch", table=table, code=code)
    else:
        connection.send("join", table=table, code=code, seat=mine, ways=True)
    lobby.announce()
    (app.replace if replace else app.push)(lobby)
    return None


def chapter_end_scene(app, play):
    """The end of an online chapter for this screen (``play``: its OnlinePlayScene)."""
    hang_up = (play.connection, play.server, play.announcer)
    if play.camp is not None and play.server is not None:
        game = play.server.game_of(play.link.table)
        return OnlineChapterEndScene(app, play.camp, game, play.link, hang_up)
    return ChronicleEntryScene(app, play.game, hang_up)


class OnlineChapterEndScene(ChapterEndScene):
    """The host's chapter end: as at one screen; what it writes goes to everyone too."""

    def __init__(self, app, camp, game, link, hang_up) -> None:
        self.link, self.hang_up = link, hang_up
        self._finishing = self._left = False
        super().__init__(app, camp, game)

    def finish(self, then: str) -> None:
        before = len(self.camp.chapters)
        self._finishing = True
        try:
            super().finish(then)
        finally:
            self._finishing = False
        if len(self.camp.chapters) > before:   # written into the campaign: the table reads it too
            fates = {f: t.text.strip() for f, t in self.fate_fields.items() if t.text.strip()}
            from server.table import TableError

            try:   # (the host's own server: sent to everyone before this returns, for it may stop next)
                self.hang_up[1].write_chronicle(self.link.table, self.link.host, fates, self.note.text.strip() or None)
            except (TableError, TimeoutError):   # (the campaign has the chapter all the same)
                log.exception("the chronicle could not be sent to the table")
        if self._left:
            close_all(*self.hang_up)

    def leave(self) -> None:
        self._left = True
        if not self._finishing:
            close_all(*self.hang_up)


class ChronicleEntryScene(Page):
    """A guest's chapter end: the chronicle's entry the server sent, kept up to date."""

    def __init__(self, app, remote, hang_up) -> None:
        self.remote, self.hang_up = remote, hang_up
        chapter = remote.latest.get("chapter") or {}
        self.heading = chapter.get("title") or _("The chapter's end")
        super().__init__(app)

    @property
    def entry(self) -> dict | None:
        return self.remote.latest.get("chronicle")

    def items(self) -> list:
        from scenes.board.end_scene import verdict

        entry = self.entry
        if entry is None:
            return [text(_("Waiting for the chapter's entry in the chronicle..."), P.TEXT_MUTED), self._row()]
        words, colour = verdict({"winner": entry["winner"], "players": self.remote.view()["players"]})
        out = [text(words, colour, 3.4)]
        journal = entry.get("journal")
        if journal:
            out.append(text(_("The Bleak Journal, {n}: {title}").format(n=journal["id"], title=_(journal["title"])),
                            P.CANDLE_HOT, 2.6))
            out += [text(line, P.TEXT, 2.2) for line in _lines(_(journal["text"] or ""))]
        else:
            out.append(text(_("No side won: the journal stays shut this time."), P.TEXT_SOFT, 2.4))
        changed = [line for group in entry["changes"] for line in group["lines"]]
        if changed:
            out.append(text(_("What changed, for good"), P.CANDLE_HOT, 2.6))
            out += [text(line, P.TEXT_SOFT, 2.1) for line in changed[:CHANGES_SHOWN]]
            if len(changed) > CHANGES_SHOWN:
                out.append(text(_("...and {n} more (the host's chronicle keeps them all).").format(
                    n=len(changed) - CHANGES_SHOWN), P.TEXT_MUTED, 2.1))
        out.append(text(_("What became of each explorer") if entry["written"]
                        else _("What became of each explorer (the host may write their own words)"), P.CANDLE_HOT, 2.6))
        for family, fate in entry["fates"].items():
            explorer = self.remote.pack.explorers.get(family)
            name = f"{fate['name']} {explorer.name}" if explorer is not None else fate["name"]
            words = _("{name}, {age}, the traitor: {fate}") if fate["traitor"] else _("{name}, {age}: {fate}")
            out.append(text(words.format(name=name, age=fate["age"], fate=_(fate["fate"])),
                            P.TRAITOR_HOT if fate["traitor"] else P.TEXT, 2.2))
        if entry.get("note"):
            out.append(text(_("The table's note: {note}").format(note=entry["note"]), P.TEXT_SOFT, 2.2))
        return [*out, self._row()]

    def _row(self):
        return buttons((_("The game's end"), self.game_end, "entry:end"), (_("Leave"), self.back, "entry:leave"))

    def game_end(self) -> None:
        from scenes.online.play import OnlineEndScene

        self.app.push(OnlineEndScene(self.app, self.remote))

    def update(self, dt: float) -> None:
        changed = False
        for message in self.hang_up[0].poll():
            if message.get("type") == "update":
                self.remote.take(message)
                changed = True
        if changed:
            self.rebuild()

    def leave(self) -> None:
        close_all(*self.hang_up)


def _lines(words: str) -> list[str]:
    """``words`` in lines of about LINE characters, broken between words."""
    out, line = [], ""
    for word in words.split():
        if line and len(line) + 1 + len(word) > LINE:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*out, line] if line else out
