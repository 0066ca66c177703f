""""My goals": the acting player's own haunt book, behind a press-and-hold.

The button exists only while a person (not a bot) is acting during the haunt, and it
opens the book of *that* person's side, read from *their* view — so it is never
offered to, nor drawn for, the other side. The book stays shut until the button has
been held (``scenes.hold``), closes with its Close button, and closes by itself (its
pictures dropped) the moment someone else is to act.

In a hidden-traitor haunt the book also carries the player's legal action words as
buttons, since showing them on the HUD would tell the table which side they are on.
"""

from __future__ import annotations

import pygame

from scenes.board.buttons import fitted_button
from scenes.board.hud import button_name
from scenes.haunt_book import BookView, book_frame, frame_head_height, render_book, side_accent
from scenes.hold import HoldButton
from scenes.intents import Click, Hover, Key, Press, Release, Wheel
from scenes.widgets import WidgetGroup


class GoalsGate:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.hold = HoldButton("My goals", self.open, name="goals:hold", hint="hold · your side only")
        self.owner = None        # (seat, side) the button is for, or None: no button
        self.view = None
        self.is_open = False
        self.book: BookView | None = None
        self.frame = None
        self.widgets = WidgetGroup()
        self.actions: list = []
        self.armed = False

    # -- who may read ----------------------------------------------------------------------------
    def refresh(self, view, acting, human: bool, legal, submit, board: pygame.Rect, unit: float) -> None:
        owner = None
        haunt = (view or {}).get("haunt") or {}
        if human and acting is not None and view["phase"] in ("haunt_revealed", "haunt") and haunt.get("id"):
            side = "traitor" if view["players"][acting].get("role") == "traitor" else "heroes"
            if (haunt.get("books") or {}).get(side):
                owner = (acting, side)
        if owner != self.owner:
            self.close()
            self.hold.reset()
        self.owner, self.view, self.submit = owner, view, submit
        self.board, self.u = board, unit
        self.actions = [c for c in legal if c.type == "haunt_action"] if haunt.get("hidden") else []
        r = pygame.Rect(board.left + int(unit * 1.2), board.top + int(unit * 1.2), int(unit * 30), int(unit * 6))
        self.hold.layout(r, self.fonts, compact=True)
        if self.is_open:
            self.open()   # the book's legal actions may have changed

    @property
    def shown(self) -> bool:
        return self.owner is not None

    # -- the book ----------------------------------------------------------------------------------
    def open(self) -> None:
        if self.owner is None:
            return
        seat, side = self.owner
        books = self.view["haunt"]["books"]
        u, board = self.u, self.board
        frame = board.inflate(-int(u * 2), -int(u * 2))
        name = self.view["players"][seat]["name"]
        title = f"{name}'s goals — the traitor" if side == "traitor" else f"{name}'s goals — the heroes"
        self.frame = (book_frame(frame.size, side, u, title, self.fonts), frame, side)
        pad = int(u * 3)
        bh, gap = max(30, int(u * 4.8)), max(4, int(u * 0.7))
        buttons_h = (len(self.actions) + 1) * (bh + gap)
        top = frame_head_height(u, self.fonts)
        inner = pygame.Rect(frame.left + pad, frame.top + top, frame.w - 2 * pad, frame.h - top - pad - buttons_h)
        public_box = (books.get("traitor") or {}).get("box") if side == "heroes" else None
        page = render_book(self.fonts, books[side], side, inner.w, u, public_box=public_box)
        self.book = BookView(page, inner)
        self.widgets.clear()
        y = inner.bottom + gap
        width = min(inner.w, int(u * 56))
        for c in self.actions:
            r = pygame.Rect(0, y, width, bh)
            r.centerx = frame.centerx
            self.widgets.add(fitted_button(_label(books[side], c["action"]), lambda c=c: self._act(c), r,
                                           self.fonts, name=button_name(c)))
            y += bh + gap
        r = pygame.Rect(0, y, int(u * 24), bh)
        r.centerx = frame.centerx
        self.widgets.add(fitted_button("Close the book", self.close, r, self.fonts, name="goals:close"))
        if not self.is_open:
            self.armed = False   # fresh from a hold: its own release must not press a button here
        self.is_open = True

    def _act(self, command) -> None:
        self.close()
        self.submit(command)

    def close(self) -> None:
        self.is_open = False
        self.book = self.frame = None
        self.widgets.clear()
        self.hold.reset()

    # -- input and drawing ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.owner is not None and not self.is_open:
            self.hold.update(dt)

    def handle(self, intent) -> bool:
        if self.is_open:
            if isinstance(intent, Key) and intent.name == "escape":
                self.close()
                return True
            if isinstance(intent, Wheel):
                self.book.scroll(intent.dy)
                return True
            if isinstance(intent, Press):
                self.armed = True
            if not isinstance(intent, (Click, Release)) or self.armed:   # not the hold's own release
                self.widgets.handle(intent)
            return isinstance(intent, (Click, Press, Release, Hover, Key))   # modal over the board
        if self.owner is not None:
            return self.hold.handle(intent)
        return False

    def draw(self, surface) -> None:
        if self.owner is None:
            return
        if not self.is_open:
            self.hold.draw(surface)
            return
        image, rect, side = self.frame
        surface.blit(image, rect)
        self.book.draw(surface, side_accent(side))
        self.widgets.draw(surface)


def _label(book, action_id) -> str:
    a = next((a for a in book.get("actions") or () if a.get("id") == action_id), {})
    return f"{a.get('word', '')} — {a.get('label', action_id)}"
