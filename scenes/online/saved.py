"""Online → Host a saved table: a table this game hosted before, hosted again.

Each hosting keeps its tables in a folder of the data folder's ``hosted/`` (the save,
``game.jsonl``, and ``table.json``). Hosting one again starts a server on that folder —
which resumes the table from its save, as a dedicated server does after a restart — and
gives the table a new join code and host token (only hashes of the old ones were kept).
A campaign's chapter is not listed: its save is the campaign's, which goes on with it
(Continue). Every person's seat waits to be taken back: by its old seat token (a guest whose game
still runs rejoins by itself) or with the new code. The host's lobby shows the address
and the new code before going on to the table.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.online.page import Page, buttons, text

SHOWN = 4   # the most recent hostings listed


def saved_tables(root: Path) -> list[dict]:
    """The tables kept under ``root`` (the data folder's ``hosted/``), newest first: each
    its hosting's folder, table id, seat names, ruleset and when it was saved."""
    found = []
    for table_json in root.glob("*/*/table.json") if root.is_dir() else ():
        folder = table_json.parent
        try:
            meta = json.loads(table_json.read_text(encoding="utf-8"))
            if meta.get("log"):   # a campaign's chapter: its campaign goes on with it (Continue), not this list
                continue
            log = folder / "game.jsonl"
            with open(log, encoding="utf-8") as f:
                header = json.loads(f.readline())
            names = [s.get("name") or "?" for s in header.get("seats") or []]
            found.append({"hosting": folder.parent, "table": folder.name, "names": names,
                          "ruleset": header.get("ruleset") or "classic",
                          "when": log.stat().st_mtime, "seats": meta["seats"]})
        except (OSError, ValueError, KeyError, TypeError):   # a damaged folder is not offered
            continue
    return sorted(found, key=lambda t: -t["when"])


def host_again(app, saved: dict) -> str | None:
    """Host ``saved`` again: its lobby replaces the top scene. Returns why not, if not."""
    from scenes.online.lobby import LobbyScene
    from scenes.online.menu import NETWORK
    from server.client import Connection
    from server.host import LocalServer
    from server.table import TableError

    try:
        server = LocalServer(saved["hosting"], host=NETWORK["bind"])
    except OSError as exc:
        return _("The table could not be opened: {why}").format(why=exc)
    try:
        code, host = server.reopen(saved["table"])
    except (TableError, OSError):
        server.stop()
        return _("That table's save could not be loaded: it cannot be hosted again.")
    connection = Connection(server.local_url)
    lobby = LobbyScene(app, connection, server=server, lan=NETWORK["lan"], host_name=saved["names"][0],
                       table=saved["table"], code=code)
    lobby.link.host, lobby.hold = host, True
    mine = next((i for i, s in enumerate(saved["seats"]) if not s.get("bot")), None)
    if mine is None:
        lobby.link.seat = "table"
        connection.send("watch", table=saved["table"], code=code)
    else:
        connection.send("join", table=saved["table"], code=code, seat=mine, ways=True)
    lobby.announce()
    app.replace(lobby)
    return None


class SavedTablesScene(Page):
    heading = N_("Host a saved table")

    def __init__(self, app) -> None:
        from game.paths import data_dir

        super().__init__(app)
        self.saved = saved_tables(data_dir() / "hosted")

    def items(self) -> list:
        out = [text(_("A table hosted here before, hosted again from its save: it gets a new join code, and "
                      "each player takes their seat back."), P.TEXT_SOFT, 2.6)]
        if not self.saved:
            out.append(text(_("No table has been hosted on this machine yet."), P.TEXT_MUTED))
        for i, saved in enumerate(self.saved[:SHOWN]):
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(saved["when"]))
            words = _("{names}, saved {when}").format(names=", ".join(saved["names"]), when=when)
            out.append(text(words, P.TEXT, 2.6))
            out.append(buttons((_("Host it again"), lambda s=saved: self.pick(s), f"saved:{i}")))
        return [*out, buttons((_("Back"), self.back, "saved:back"))]

    def pick(self, saved: dict) -> None:
        why = host_again(self.app, saved)
        if why:
            self.say(why)
