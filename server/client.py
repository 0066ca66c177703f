"""The game's side of an online table: a connection that never blocks a frame, and a
``RemoteGame`` that offers the board what a local ``Game`` does, for one seat.

``Connection`` runs the websocket (``websockets``' asyncio client) on an event loop in a
thread of its own. What arrives is put on a queue the game's loop drains with ``poll``
once a frame; ``send`` hands a message to the thread and returns at once. Whatever ends
the connection (the server unreachable or gone, a version it does not speak, a fault
that closes it) arrives as one last ``{"type": "gone", "message": ...}`` in words for
the player.

``RemoteGame`` is what the board reads in place of ``game.Game``: the seat's view, the
events as that seat may see them, the commands it may give now (all as the server
sent them: it holds the game, this holds nothing the seat may not see), and ``submit``,
which sends a command and returns no events — they come back with the next update.
No pygame here: the scene in ``scenes/online`` drives it.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import command_from_dict
from game.commands import Command

from .protocol import PROTOCOL

OPEN_TIMEOUT = 5.0   # seconds to reach a server before saying it cannot be reached
DEFAULT_PORT = 8765


def address(text: str) -> str:
    """A websocket URL from what a player typed: ``host``, ``host:port`` or a ``ws(s)://`` URL."""
    text = text.strip()
    if not text:
        raise ValueError("type the host's address (as its screen shows it)")
    if "://" in text:
        if not text.startswith(("ws://", "wss://")):
            raise ValueError("an address starts ws:// or wss://, or is just host:port")
        return text
    if ":" not in text.rsplit("]", 1)[-1]:
        text = f"{text}:{DEFAULT_PORT}"
    return f"ws://{text}"


def split_code(text: str) -> tuple[str, str]:
    """A join code as the host's screen shows it (``TABLE.CODE``): the table and its code."""
    table, dot, code = text.strip().partition(".")
    table, code = table.strip().lower(), code.strip()   # (the table is hex; the code is read leniently)
    if not dot or not table or not code:
        raise ValueError("a join code is two parts with a dot between, as the host's screen shows it")
    return table, code


class Connection:
    def __init__(self, url: str, *, open_timeout: float = OPEN_TIMEOUT) -> None:
        self.url = url
        self.inbox: queue.Queue = queue.Queue()
        self._held: list[dict] = []   # (put back by put_back: read first)
        self._loop = asyncio.new_event_loop()
        self._ws = None
        self._last_error = None
        self._sending: set = set()   # sends under way: a close waits for them
        self._thread = threading.Thread(target=self._loop.run_forever, name="hollowmere-client", daemon=True)
        self._thread.start()
        self._ready = asyncio.run_coroutine_threadsafe(self._run(open_timeout), self._loop)

    async def _run(self, open_timeout: float) -> None:
        self._opened = asyncio.Event()
        try:
            self._ws = await connect(self.url, max_size=None, open_timeout=open_timeout)
        except (OSError, asyncio.TimeoutError, InvalidURI, InvalidHandshake, ValueError) as exc:
            self.inbox.put({"type": "gone", "message": f"No table could be reached at {self.url} ({exc})."})
            self._opened.set()   # (what waits to be sent gives up at once)
            return
        self._opened.set()
        self.inbox.put({"type": "open"})
        reason = "The table's server closed the connection."
        try:
            async for raw in self._ws:
                message = json.loads(raw)
                if message.get("type") == "error":
                    self._last_error = message.get("message")
                self.inbox.put(message)
        except ConnectionClosed:
            reason = "The connection to the table was lost."
        if self._last_error and self._ws.close_code == 1008:
            reason = f"The server ended the connection: {self._last_error}"
        self.inbox.put({"type": "gone", "message": reason})

    def send(self, kind: str, **fields) -> None:
        """Send a message (from any thread; returns at once)."""
        text = json.dumps({"v": PROTOCOL, "type": kind, **fields})
        if self._loop.is_running():
            asyncio.run_coroutine_threadsafe(self._send(text), self._loop)

    async def _send(self, text: str) -> None:
        task = asyncio.current_task()
        self._sending.add(task)
        try:
            await asyncio.wait_for(self._opened.wait(), OPEN_TIMEOUT * 2)
            await self._ws.send(text)
        except (ConnectionClosed, asyncio.TimeoutError, AttributeError):
            pass   # the inbox hears of a lost connection from the reader
        finally:
            self._sending.discard(task)

    def poll(self) -> list[dict]:
        """Every message that has arrived since the last poll (never waits)."""
        out, self._held = self._held, []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def put_back(self, messages: list[dict]) -> None:
        """Messages polled but not read (a scene handing over mid-batch): the next poll
        returns them first, in order."""
        self._held = list(messages) + self._held

    def close(self) -> None:
        async def shut():
            if self._sending:   # what was sent before the close goes first
                await asyncio.wait(list(self._sending), timeout=2)
            if self._ws is not None:
                await self._ws.close()
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()
        if self._loop.is_running():
            try:
                asyncio.run_coroutine_threadsafe(shut(), self._loop).result(2)
            except Exception:   # (closing a connection already lost)
                pass
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(2)


class RemoteGame:
    """One seat's game on a server (``seat``: an int, or ``"table"`` for a spectator)."""

    def __init__(self, connection: Connection, seat, pack, first: dict) -> None:
        from game.ruleset import RULESETS

        self.connection, self.seat, self.pack = connection, seat, pack
        self.ruleset = RULESETS[first.get("ruleset") or "classic"]
        self.path = None
        self._events: list[dict] = []
        self.latest = first
        self.take(first)

    def take(self, update: dict) -> list[dict]:
        """Read an update; the events it adds (none when it starts the story again: a
        rejoin sends it all, an undo takes some back)."""
        self.latest = update
        start = update["seen"] - len(update["events"])
        if start == len(self._events):
            self._events.extend(update["events"])
            return update["events"]
        if start == 0:
            old = len(self._events)
            self._events = list(update["events"])
            return self._events[old:] if len(self._events) >= old else []
        return []

    # -- what a Game offers the board -------------------------------------------------------
    @property
    def header(self) -> dict:
        return {"seats": [{"name": s["name"], "bot": s["bot"]} for s in self.latest["seats"]],
                "ruleset": self.latest.get("ruleset")}

    @property
    def events(self) -> list[dict]:
        return self._events

    @property
    def phase(self) -> str:
        return self.latest["view"]["phase"]

    @property
    def pending(self):
        return self.latest["view"].get("pending")

    @property
    def over(self) -> bool:
        return self.latest["over"]

    @property
    def acted_since_reveal(self) -> bool:
        return True   # one's own book is on one's own screen: no round of holds

    def view(self, perspective=None) -> dict:
        """The seat's view (its own screen shows nobody else's)."""
        return self.latest["view"]

    def current_seat(self):
        turn = self.latest["view"].get("turn")
        return None if turn is None else turn.get("seat")

    def acting_seat(self):
        return self.latest["acting"]

    def legal_commands(self, seat) -> list[Command]:
        if seat != self.seat:
            return []
        return [command_from_dict(c) for c in self.latest["legal"]]

    def submit(self, command) -> list[dict]:
        self.connection.send("command", command=command.to_dict())
        return []

    def undo_refusal(self, seat) -> str | None:
        return None if seat == self.seat and self.latest.get("can_undo") else "nothing of yours to take back now"

    def undo(self, seat) -> list[dict]:
        self.connection.send("undo")
        return []

    def close(self) -> None:
        """(The connection is the scene's to close.)"""
