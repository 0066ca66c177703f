"""A server inside the game: Title → Online → Host a table runs one of these.

``LocalServer`` serves a ``Hub`` (tables kept in a folder, as a dedicated server keeps
them) on an asyncio loop in a thread of its own, on a free port, so the game's frames
never wait on it. It listens on every interface (the home network) unless told
otherwise; tests give ``host="127.0.0.1"``.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from pathlib import Path

from .hub import Hub
from .net import serve


class LocalServer:
    def __init__(self, root: Path, *, host: str = "0.0.0.0", port: int = 0, timeout: float = 10.0) -> None:
        self.hub = Hub(root)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="hollowmere-host", daemon=True)
        self._thread.start()
        try:
            self._server = asyncio.run_coroutine_threadsafe(serve(self.hub, host, port), self._loop).result(timeout)
        except BaseException:
            self._halt()
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        self.host = host

    @property
    def local_url(self) -> str:
        """The address this machine's own client uses."""
        return f"ws://127.0.0.1:{self.port}"

    def shown_address(self) -> str:
        """What the host reads out to the others: this machine's address on the network."""
        return f"{lan_ip() if self.host == '0.0.0.0' else self.host}:{self.port}"

    def adopt(self, game, timeout: float = 10.0):
        """Host ``game`` (a campaign's chapter, begun by this machine's campaign) as a lobby
        table: (its id, join code, host token). Done on the server's own thread."""
        async def made():
            table, code, host = self.hub.adopt(game)
            return table.id, code, host
        return asyncio.run_coroutine_threadsafe(made(), self._loop).result(timeout)

    def reopen(self, table_id: str, timeout: float = 10.0) -> tuple[str, str]:
        """A table found in this server's folder hosted again: (join code, host token)."""
        async def reopened():
            return self.hub.reopen(table_id)
        return asyncio.run_coroutine_threadsafe(reopened(), self._loop).result(timeout)

    def game_of(self, table_id: str):
        """The game a table of this server holds (the host's campaign writes it up)."""
        return self.hub.get(table_id).game

    def write_chronicle(self, table_id: str, host: str, fates: dict, note: str | None,
                        timeout: float = 10.0) -> None:
        """The host's chronicle entry written and sent to every reader of the table before
        this returns — so stopping the server next loses none of it (a ``chronicle``
        message sent and the server stopped at once could be cut off unread)."""
        async def written():
            await self._server.hollowmere.write_chronicle(self.hub.get(table_id), host, fates, note)
        asyncio.run_coroutine_threadsafe(written(), self._loop).result(timeout)

    def stop(self) -> None:
        async def shut():
            self._server.close()
            await self._server.wait_closed()
        try:
            asyncio.run_coroutine_threadsafe(shut(), self._loop).result(5)
        except Exception:   # (already stopping)
            pass
        self._halt()
        self.hub.close()

    def _halt(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)


def lan_ip() -> str:
    """This machine's address on its network (no packet is sent: a UDP socket is only
    pointed at an outside address to learn which interface would be used)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))   # TEST-NET-1: never routed to anyone
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
