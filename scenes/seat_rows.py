"""The seat rows of a setup screen, as input: click a row to select its seat, click its
name to type a new one (key by key: the intents carry key names, not text), click one of
the screen's picks (an explorer's side, a family) to give it to the selected seat.

Shared by the classic and the legacy setup screens. A scene using it provides ``seats``,
``row_rects``, ``name_rects``, ``widgets``, ``app``, ``pick(id)``, ``_rebuild()``,
``pick_rects()`` (id -> rect), ``hover_pick(id or None)`` and a ``NAME_LIMIT``.
"""

from __future__ import annotations

from scenes.intents import Click, Hover, Key


class SeatRowsInput:
    editing: int | None = None   # the seat whose name is being typed
    fresh = False                # the first key typed replaces the whole name

    def handle(self, intent) -> None:
        if isinstance(intent, Key) and self.editing is not None:
            self._type(intent)
            return
        if isinstance(intent, Key) and intent.name in ("escape", "backspace"):
            self.app.pop()
            return
        if self.widgets.handle(intent):
            return
        if isinstance(intent, Hover):
            self.hover_pick(next((k for k, r in self.pick_rects().items() if r.collidepoint(intent.pos)), None))
        if isinstance(intent, Click) and intent.button == 1:
            self._click(intent.pos)

    def _click(self, pos) -> None:
        for ident, r in self.pick_rects().items():
            if r.collidepoint(pos):
                self.editing = None
                self.pick(ident)
                return
        for i, r in enumerate(self.name_rects):
            if r.collidepoint(pos):
                self.selected = self.editing = i
                self.fresh = True
                self._rebuild()
                return
        for i, r in enumerate(self.row_rects):
            if r.collidepoint(pos):
                self.selected, self.editing = i, None
                self._rebuild()
                return
        self.editing = None

    def _type(self, key: Key) -> None:
        i = self.editing
        if key.name in ("return", "enter", "escape", "tab"):
            self.editing = None
            self._rebuild()
            return
        name = self.seats[i]["name"]
        typed = None
        if key.name == "backspace":
            name = "" if self.fresh else name[:-1]
        elif key.name == "space":
            typed = " "
        elif len(key.name) == 1 and key.name.isprintable():
            typed = key.name.upper() if key.shift else key.name
        if typed is not None:
            name = typed if self.fresh else name + typed
        self.fresh = False
        self.seats[i]["name"] = name[:self.NAME_LIMIT]
        self.named(i)

    def named(self, i: int) -> None:
        """A seat's name was typed (a hook; nothing by default)."""
