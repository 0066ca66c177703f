"""One online table: a game, its seats and who holds them.

The game is an ordinary ``Game`` writing its save in the table's folder (``game.jsonl``),
so a server killed mid-game resumes it by loading that save (``Table.resume``). Beside it
``table.json`` keeps what the save does not: the join code and each seat's token — as
hashes, so the file gives neither away — and which seats bots play.

What a reader is sent comes through the engine's one projection and nothing else: the
seat's ``view`` and the events as ``visible_events`` gives them to that seat (the table's
perspective for a spectator), so a hidden traitor's book never reaches a hero's screen.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path

from game import IllegalCommand, auto_seats, load, load_pack, new_game
from game.atomic import write_atomic
from game.bots import make_bot
from game.commands import CommandError, command_from_dict
from game.views import view as project, visible_events

from .chapter import chapter_mark, chronicle_entry, log_of, written_entry
from .codes import new_code, normal
from .protocol import MAX_SEATS, NAME_LIMIT, Create
from .ways import ways_for

SPECTATOR = "table"


def update_legal(reader, acting, bots) -> bool:
    """Is ``reader`` a person whose turn it is to act (sent the commands it may give)?"""
    return reader == acting and reader not in bots


class TableError(ValueError):
    """A request the table refuses, in words for the player."""


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def _same(secret: str, digest: str | None) -> bool:
    return digest is not None and hmac.compare_digest(_digest(secret), digest)


class Table:
    def __init__(self, folder: Path, game, meta: dict) -> None:
        self.folder, self.game, self.meta = folder, game, meta
        self.id = folder.name
        self.bots = {i: make_bot(s["bot"], 1000 + i, pack=game.pack)
                     for i, s in enumerate(meta["seats"]) if s.get("bot")}

    # -- making and keeping tables ----------------------------------------------------------
    @classmethod
    def create(cls, folder: Path, spec: Create) -> tuple["Table", str, str]:
        """A new table in ``folder`` (which must not exist); returns it, its join code
        (at least 64 bits: 16 random bytes) and its host token (the key to ``start`` and
        ``hand_to_bot``). A lobby table waits for ``start``."""
        if not 3 <= len(spec.seats) <= MAX_SEATS:
            raise TableError(f"a table has 3 to {MAX_SEATS} seats")
        seed = spec.seed if spec.seed is not None else secrets.randbelow(2**31)
        pack = load_pack(spec.ruleset)
        seats = auto_seats(pack, len(spec.seats), seed)
        for seat, asked in zip(seats, spec.seats):
            seat["name"] = asked.name
            if asked.explorer is not None:
                seat["explorer"] = asked.explorer
            seat["bot"] = asked.bot
        folder.mkdir(parents=True)
        try:
            game = new_game(spec.ruleset, seats, seed, pack, log_path=folder / "game.jsonl")
        except IllegalCommand as exc:
            folder.rmdir()
            raise TableError(str(exc)) from None
        code, host = new_code(), secrets.token_urlsafe(24)
        meta = {"code": _digest(normal(code)), "host": _digest(host), "started": not spec.lobby,
                "seats": [{"bot": s.bot, "token": None} for s in spec.seats]}
        table = cls(folder, game, meta)
        table._keep()
        return table, code, host

    @classmethod
    def adopt(cls, folder: Path, game) -> tuple["Table", str, str]:
        """A lobby table in ``folder`` for a game begun elsewhere (a campaign's chapter: its
        save stays where the campaign keeps it, and the table names it); its bots' seats as
        the game's header says. Returns it, its join code and its host token."""
        if game.log_path is None:
            raise TableError("a table's game is kept in a save")
        seats = game.header.get("seats") or []
        if not 3 <= len(seats) <= MAX_SEATS:
            raise TableError(f"a table has 3 to {MAX_SEATS} seats")
        folder.mkdir(parents=True)
        code, host = new_code(), secrets.token_urlsafe(24)
        meta = {"code": _digest(normal(code)), "host": _digest(host), "started": False, "log": str(Path(game.log_path)),
                "pack": str(game.pack.path),
                "seats": [{"bot": s.get("bot"), "token": None} for s in seats]}
        mark = chapter_mark(game)
        if mark is not None:
            meta["chapter"] = mark
        table = cls(folder, game, meta)
        table._keep()
        return table, code, host

    @classmethod
    def resume(cls, folder: Path) -> "Table":
        """The table in ``folder`` as it was: its game loaded from its save."""
        meta = json.loads((folder / "table.json").read_text(encoding="utf-8"))
        return cls(folder, load(log_of(meta, folder), meta.get("pack")), meta)

    def _keep(self) -> None:
        write_atomic(self.folder / "table.json", json.dumps(self.meta, indent=1))

    def close(self) -> None:
        self.game.close()

    # -- who sits where ---------------------------------------------------------------------
    def code_is(self, code: str) -> bool:
        """Is ``code`` this table's join code, as a person may type it (``codes.normal``)?
        (A table kept from before codes were grouped compares the code as given too.)"""
        code = str(code)
        return _same(normal(code), self.meta["code"]) or _same(code, self.meta["code"])

    def take_seat(self, seat: int, code: str, name: str | None = None) -> str:
        """A person takes an open seat with the join code (``name``: what they are called
        at the table, if they said); returns the seat's token, the only key back to it."""
        if not self.code_is(code):
            raise TableError("that join code is not this table's")
        seats = self.meta["seats"]
        if not (isinstance(seat, int) and 0 <= seat < len(seats)):
            raise TableError(f"there is no seat {seat}")
        if seats[seat]["bot"]:
            raise TableError(f"seat {seat} is played by a bot")
        if seats[seat]["token"] is not None and not seats[seat].get("reclaim"):
            raise TableError(f"seat {seat} is taken (its player can rejoin with their token)")
        token = secrets.token_urlsafe(24)
        seats[seat]["token"] = _digest(token)
        seats[seat].pop("reclaim", None)
        name = " ".join((name or "").split())[:NAME_LIMIT]
        if name and name.isprintable():
            seats[seat]["name"] = name
        self._keep()
        return token

    def retake(self, seat: int, token: str) -> None:
        seats = self.meta["seats"]
        if not (isinstance(seat, int) and 0 <= seat < len(seats)) or not _same(token, seats[seat]["token"]):
            raise TableError("that token does not open that seat")
        if seats[seat].pop("reclaim", None):
            self._keep()

    def reopen(self) -> tuple[str, str]:
        """The table hosted again by whoever keeps its folder (a saved table from the title):
        a new join code and host token (the old ones are not kept: only their hashes), and
        every person's seat open to be taken back — by its old token, or with the new code
        by whoever the host lets in. Returns (code, host token)."""
        code, host = new_code(), secrets.token_urlsafe(24)
        self.meta.update(code=_digest(normal(code)), host=_digest(host))
        for held in self.meta["seats"]:
            if held["token"] is not None:
                held["reclaim"] = True
        self._keep()
        return code, host

    @property
    def started(self) -> bool:
        return self.meta.get("started", True)

    def check_host(self, host: str) -> None:
        if not _same(host, self.meta.get("host")):
            raise TableError("only the table's host may do that")

    def start(self, host: str, level: str = "sensible") -> None:
        """The host begins a lobby table: every seat nobody took goes to a bot."""
        self.check_host(host)
        if self.started:
            raise TableError("the table has already begun")
        for seat, held in enumerate(self.meta["seats"]):
            if not held["bot"] and held["token"] is None:
                self.hand_to_bot(seat, level)
        self._name_seats()
        self.meta["started"] = True
        self._keep()

    def _name_seats(self) -> None:
        """Before the first command: the game begun again with the names the people sitting
        down gave (the same seed and explorers: the same game, its seats named). A
        campaign's chapter keeps its family members' names (the lobby shows who sits)."""
        named = {i: s["name"] for i, s in enumerate(self.meta["seats"]) if s.get("name")}
        if not named or "chapter" in self.meta or "log" in self.meta:
            return
        game = self.game
        seats = [{"name": named.get(i, s["name"]), "explorer": s["explorer"], "bot": s.get("bot")}
                 for i, s in enumerate(game.header["seats"])]
        path, ruleset, seed, pack = Path(game.log_path), game.header["ruleset"], game.header["seed"], game.pack
        named = path.with_name("named-" + path.name)   # (written whole, then put in place: a kill loses nothing)
        named.unlink(missing_ok=True)
        new_game(ruleset, seats, seed, pack, log_path=named, options=game.header.get("options")).close()
        game.close()
        os.replace(named, path)
        self.game = load(path, pack)

    def seats(self, present=()) -> list[dict]:
        """Who holds each seat, for the lobby: its name, a bot's level, taken, connected."""
        names = [s.get("name", "") for s in self.game.header.get("seats", ())]
        names = [held.get("name") if held.get("name") and "chapter" not in self.meta else names[i]
                 for i, held in enumerate(self.meta["seats"])]
        return [{"name": names[i] or f"Seat {i + 1}", "player": held.get("name"), "bot": held["bot"],
                 "taken": held["token"] is not None and not held.get("reclaim"), "present": i in present}
                for i, held in enumerate(self.meta["seats"])]

    def hand_to_bot(self, seat: int, level: str = "sensible") -> None:
        """The host gives a seat whose player left to a bot (its token no longer opens it)."""
        if not (isinstance(seat, int) and 0 <= seat < len(self.meta["seats"])):
            raise TableError(f"there is no seat {seat}")
        self.meta["seats"][seat].update(bot=level, token=None)
        self.bots[seat] = make_bot(level, 1000 + seat, pack=self.game.pack)
        self._keep()

    # -- playing ----------------------------------------------------------------------------
    def submit(self, seat: int, command: dict) -> list[dict]:
        if not self.started:
            raise TableError("the table has not begun: its host starts it")
        if not isinstance(command, dict) or command.get("seat", seat) != seat:
            raise TableError("a command is given by its own seat only")
        try:
            parsed = command_from_dict({**command, "seat": seat})
            return self.game.submit(parsed)
        except (CommandError, IllegalCommand) as exc:
            raise TableError(str(exc)) from None

    def undo(self, seat: int) -> list[dict]:
        if self.over:   # (a chapter's end may already be written into its campaign)
            raise TableError("the game is over: nothing can be taken back")
        try:
            return self.game.undo(seat)
        except IllegalCommand as exc:
            raise TableError(str(exc)) from None

    @property
    def over(self) -> bool:
        return self.game.phase == "over"

    def bot_to_act(self) -> int | None:
        seat = None if self.over or not self.started else self.game.acting_seat()
        return seat if seat in self.bots else None

    def bot_step(self) -> list[dict]:
        """One command of the bot whose seat must act (none: [])."""
        seat = self.bot_to_act()
        if seat is None:
            return []
        bot = self.bots[seat]
        return self.game.submit(bot.choose(self.game.view(seat), self.game.legal_commands(seat)))

    def update_for(self, reader, since: int, present=(), ways: bool = False) -> tuple[dict, int]:
        """What ``reader`` (a seat, or SPECTATOR) is sent after event ``since``: their view,
        the events since as they may see them, the commands they may give now, and who
        holds the seats (``present``: the seats with a connection); with ``ways``, where
        they may walk on their turn (``server.ways``)."""
        game = self.game
        events = game.events[since:]
        acting = None if self.over or not self.started else game.acting_seat()   # (the table sees it too)
        update = {"view": project(game.pack, game.state, reader), "events": visible_events(game.state, events, reader),
                  "acting": acting, "over": self.over, "seen": len(game.events),
                  "legal": [c.to_dict() for c in game.legal_commands(reader)] if update_legal(reader, acting, self.bots)
                  else [],
                  "can_undo": reader != SPECTATOR and self.started and not self.over and game.undo_refusal(reader) is None,
                  "started": self.started, "seats": self.seats(present), "ruleset": game.header.get("ruleset"),
                  "pack": game.pack.id, "chapter": self.meta.get("chapter"), "chronicle": self.chronicle(),
                  "ways": ways_for(game, reader) if ways and update_legal(reader, acting, self.bots) else None}
        return update, len(game.events)

    # -- a campaign's chapter -----------------------------------------------------------------
    def chronicle(self) -> dict | None:
        """A chapter's chronicle entry once its game is over (as the host wrote it into the
        campaign, once they have): for everyone — the game is over, nothing is secret."""
        if "chapter" not in self.meta or not self.over:
            return None
        if self.meta.get("chronicle") is None:
            if getattr(self, "_entry", None) is None:
                self._entry = chronicle_entry(self.game.pack, self.game.state)
            return self._entry
        return self.meta["chronicle"]

    def write_chronicle(self, host: str, fates: dict, note: str | None) -> None:
        """The host wrote the chapter into the campaign: its entry as written, for all."""
        self.check_host(host)
        entry = self.chronicle()
        if entry is None:
            raise TableError("a chapter's chronicle is written when its game is over")
        self.meta["chronicle"] = written_entry(entry, fates, note)
        self._keep()
