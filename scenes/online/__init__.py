"""Title → Online: host a table (a server inside the game, announced on the home
network), join one (by address and code, or as found on the network), the lobby, and
the game with every secret on its owner's own screen (``server.client.RemoteGame``)."""

from __future__ import annotations


def open_online(app) -> None:
    from scenes.online.menu import OnlineScene

    app.push(OnlineScene(app))


def online_entries() -> list:
    from game.i18n import N_
    from scenes.menu.title import MenuEntry

    return [MenuEntry(N_("Online"), open_online)]
