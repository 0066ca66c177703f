"""The Join page's tables found on the network (mDNS): each is a button of its own row,
as wide as a field, so a table's name and address are shown whole; picking one fills the
address and the table's part of the code."""

from __future__ import annotations

from scenes.online import menu
from test_ui_board import app, click, home  # noqa: F401  (the fixtures)


class FoundTables:
    """A network search that has found two tables (no zeroconf)."""

    problem = None

    def __init__(self) -> None:
        self.found = {n: {"name": n, "address": f"192.168.1.{k}:41234", "table": f"{k:012x}"}
                      for k, n in enumerate(("The Winter Table's table", "Mistress Hallow's long table"), start=20)}

    def close(self) -> None:
        self.found = {}


def test_tables_found_on_the_network_are_shown_whole_and_picked_by_a_click(app, monkeypatch):
    monkeypatch.setattr(menu, "NETWORK", {**menu.NETWORK, "lan": True})
    monkeypatch.setattr("server.lan.Browser", FoundTables)
    page = menu.JoinScene(app)
    app.push(page)
    app.run_frames(2)
    found = [w for w in page.widgets.widgets if (w.name or "").startswith("join:found:")]
    assert len(found) == 2
    assert all(w.full_label is None for w in found)                    # not cut short
    assert found[0].rect.bottom <= found[1].rect.top                   # one under another
    assert found[0].rect.w == page.code.rect.w                         # as wide as a field
    click(app, found[1].rect.center)
    table = next(t for t in page.browser.found.values() if found[1].name.endswith(t["table"]))
    assert page.address.text == table["address"] and page.code.text == table["table"] + "."
