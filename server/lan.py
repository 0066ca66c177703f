"""Tables on the home network found without typing an address: a hosted table is
announced by mDNS (the ``zeroconf`` package) as a ``_hollowmere._tcp`` service, and Join
browses for them. The announcement names the host's table and its address, never its
join code: the code is still read out by the host.

Everything here runs in zeroconf's own threads; a network without multicast simply
finds nothing (``Announcer``/``Browser`` then say why in ``problem``).
"""

from __future__ import annotations

import socket
import threading

SERVICE = "_hollowmere._tcp.local."


def service_info(name: str, ip: str, port: int, table: str):
    from zeroconf import ServiceInfo

    label = "".join(c for c in name if c.isalnum() or c in " -")[:40] or "Hollowmere"
    return ServiceInfo(SERVICE, f"{label} {table[:6]}.{SERVICE}", addresses=[socket.inet_aton(ip)],
                       port=port, properties={"table": table, "name": name[:40]})


def found_table(info) -> dict | None:
    """What Join lists of a service it found: its name, address and table, or None."""
    if info is None or not info.addresses:
        return None
    props = {k.decode(): (v or b"").decode("utf-8", "replace") for k, v in (info.properties or {}).items()}
    if not props.get("table"):
        return None
    return {"name": props.get("name") or info.name.split(".")[0], "table": props["table"],
            "address": f"{socket.inet_ntoa(info.addresses[0])}:{info.port}"}


class Announcer:
    """Announce one table while it is hosted (registration runs in a thread: it waits)."""

    def __init__(self, name: str, ip: str, port: int, table: str) -> None:
        self.problem = None
        self._zc = None
        self._info = service_info(name, ip, port, table)
        threading.Thread(target=self._register, name="hollowmere-announce", daemon=True).start()

    def _register(self) -> None:
        try:
            from zeroconf import Zeroconf

            self._zc = Zeroconf()
            self._zc.register_service(self._info)
        except Exception as exc:   # no multicast here: the table is still joined by address
            self.problem = f"not announced on the network ({exc})"

    def close(self) -> None:
        if self._zc is not None:
            try:
                self._zc.unregister_service(self._info)
            finally:
                self._zc.close()


class Browser:
    """The tables announced on the network, as they are found (``found``: by name)."""

    def __init__(self) -> None:
        self.found: dict[str, dict] = {}
        self.problem = None
        self._zc = self._browser = None
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except Exception as exc:
            self.problem = f"the network could not be searched ({exc})"

    def _changed(self, zeroconf, service_type, name, state_change) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self.found.pop(name, None)
            return
        table = found_table(zeroconf.get_service_info(service_type, name, timeout=2000))
        if table is not None:
            self.found[name] = table

    def close(self) -> None:
        if self._zc is not None:
            self._zc.close()
