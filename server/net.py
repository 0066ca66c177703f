"""The server on the wire: asyncio with the ``websockets`` package (its framing, ping and
size limit; none written here). Each connection reads one table as one reader — a seat
it joined or rejoined, or a spectator — and is sent an ``update`` after every change.

A hostile or broken client costs only its own connection: a message that is not the
protocol's gets an ``error``; a wrong version, an oversized message or a flood closes the
connection; nothing it sends reaches another table.
"""

from __future__ import annotations

import asyncio
import logging
import ssl as _ssl
import time

from websockets.asyncio.server import serve as _serve
from websockets.exceptions import ConnectionClosed

from .hub import Hub
from .protocol import (MAX_MESSAGE, BadMessage, Chronicle, Command, Create, Join, Ping, Rejoin, Replace, Start, Undo, Watch,
                       decode, encode)
from .table import SPECTATOR, TableError

log = logging.getLogger(__name__)

RATE = 100.0   # messages a second a connection may send, on average (a bot at the table: ~20)
BURST = 200    # and at once


class _Bucket:
    def __init__(self) -> None:
        self.tokens, self.at = float(BURST), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _Session:
    """One connection: the table it reads and as whom, and how far it has been sent."""

    def __init__(self, ws) -> None:
        self.ws, self.table, self.reader, self.seen = ws, None, None, 0
        self.ways = False   # sent the ways its seat may walk (it asked)


class Server:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.sessions: set[_Session] = set()

    async def handler(self, ws) -> None:
        session, bucket = _Session(ws), _Bucket()
        self.sessions.add(session)
        try:
            async for raw in ws:
                if not bucket.take():
                    await self._error(session, "too many messages: slow down", close=True)
                    return
                try:
                    message = decode(raw)
                except BadMessage as exc:
                    await self._error(session, str(exc), close=exc.fatal)
                    if exc.fatal:
                        return
                    continue
                try:
                    await self._dispatch(session, message)
                except TableError as exc:
                    await self._error(session, str(exc))
                except ConnectionClosed:
                    raise
                except Exception:   # a fault of ours: the connection hears of it, the server goes on
                    log.exception("a message could not be handled")
                    await self._error(session, "the server could not do that")
        except ConnectionClosed:
            pass
        finally:
            self.sessions.discard(session)
            if session.table is not None:   # the others see the seat empty (its host may give it to a bot)
                await self._broadcast(session.table)

    async def _error(self, session, text: str, close: bool = False) -> None:
        try:
            await session.ws.send(encode("error", message=text).decode())
            if close:
                await session.ws.close(1008, text[:120])
        except ConnectionClosed:
            pass

    async def _dispatch(self, session: _Session, message) -> None:
        if isinstance(message, Ping):
            await session.ws.send(encode("pong").decode())
        elif isinstance(message, Create):
            table, code, host = self.hub.create(message)
            await session.ws.send(encode("created", table=table.id, code=code, host=host).decode())
        elif isinstance(message, (Join, Rejoin, Watch)):
            await self._sit(session, message)
        elif isinstance(message, (Start, Replace, Chronicle)):
            table = self.hub.get(message.table)
            if isinstance(message, Start):
                table.start(message.host)
                await self._changed(table, everyone_anew=True)   # (its seats named: the story told anew)
                return
            if isinstance(message, Chronicle):
                await self.write_chronicle(table, message.host, message.fates, message.note)
                return
            else:
                table.check_host(message.host)
                table.hand_to_bot(message.seat, message.bot)
                for other in [s for s in self.sessions if s.table is table and s.reader == message.seat]:
                    other.table = None   # the seat's old connection reads no more
            await self._changed(table)
        elif session.table is None or session.reader == SPECTATOR:
            raise TableError("join a seat first")
        elif isinstance(message, Command):
            session.table.submit(session.reader, message.command)
            await self._changed(session.table)
        elif isinstance(message, Undo):
            session.table.undo(session.reader)
            await self._changed(session.table, everyone_anew=True)

    async def write_chronicle(self, table, host: str, fates: dict, note: str | None) -> None:
        """The host's words written into a chapter table's chronicle; returns once every
        reader has been sent the entry as written."""
        table.write_chronicle(host, fates, note)
        await self._changed(table)

    async def _sit(self, session: _Session, message) -> None:
        table = self.hub.get(message.table)
        if isinstance(message, Join):
            token = table.take_seat(message.seat, message.code, message.name)
            session.table, session.reader, session.seen, session.ways = table, message.seat, 0, message.ways
            await session.ws.send(encode("joined", table=table.id, seat=message.seat, token=token).decode())
        elif isinstance(message, Rejoin):
            table.retake(message.seat, message.token)
            for other in [s for s in self.sessions if s.table is table and s.reader == message.seat]:
                other.table = None   # an old connection of the same seat reads no more
            session.table, session.reader, session.seen, session.ways = table, message.seat, 0, message.ways
            await session.ws.send(encode("joined", table=table.id, seat=message.seat).decode())
        else:
            if not table.code_is(message.code):
                raise TableError("that join code is not this table's")
            session.table, session.reader, session.seen = table, SPECTATOR, 0
        await self._broadcast(table)   # (everyone's lobby shows the seat taken)
        await self._play_bots(table)

    async def _changed(self, table, everyone_anew: bool = False) -> None:
        if everyone_anew:   # an undo: the events since no longer stand; each reader is sent all anew
            for session in self.sessions:
                if session.table is table:
                    session.seen = 0
        await self._broadcast(table)
        await self._play_bots(table)

    async def _play_bots(self, table) -> None:
        """The bots play until a person must act; the readers are sent one update at the end
        (its events are every step the bots took, to be shown one by one)."""
        stepped = False
        while table.bot_to_act() is not None:
            table.bot_step()
            stepped = True
            await asyncio.sleep(0)   # other tables and connections get their turn
        if stepped:
            await self._broadcast(table)

    async def _broadcast(self, table) -> None:
        for session in [s for s in self.sessions if s.table is table]:
            await self._send_update(session)

    async def _send_update(self, session: _Session) -> None:
        table = session.table
        present = {s.reader for s in self.sessions if s.table is table}
        update, session.seen = table.update_for(session.reader, session.seen, present, ways=session.ways)
        try:
            await session.ws.send(encode("update", **update).decode())
        except ConnectionClosed:
            self.sessions.discard(session)
            session.table = None


async def serve(hub: Hub, host: str = "127.0.0.1", port: int = 0, *, certfile=None, keyfile=None):
    """Start serving ``hub`` (an asyncio server: ``async with``, or ``.close()``); port 0
    picks a free one (``server.sockets[0].getsockname()[1]``). With a certificate, TLS."""
    context = None
    if certfile:
        context = _ssl.SSLContext(_ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(certfile, keyfile)
    state = Server(hub)
    ws_server = await _serve(state.handler, host, port, max_size=MAX_MESSAGE, ssl=context)
    ws_server.hollowmere = state
    return ws_server
