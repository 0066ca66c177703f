""""My goals": the acting player's own haunt book, behind the split's own cover.

The button exists only while a person (not a bot) is acting during the haunt, and it
opens the book of *that* person's side, read from *their* view — so it is never
offered to, nor drawn for, the other side. Pressing it first covers the whole screen
with the same page the haunt's split puts before anything private ("Only Cora may
look — everyone else look away", ``scenes.haunt.haunt_pages.gate_page``) and its
press-and-hold (``scenes.kit.hold``); only then does the book open. It closes with its
Close button (or Esc), and closes by itself (its pictures dropped) the moment someone
else is to act.

A side's action words are its own until it uses them (HAUNT_FORMAT.md "Who sees
what"), so while a person of the other side is at the table (``words_in_book``) they are
not HUD buttons on the shared screen but buttons in this book, behind its cover, lit
when they may be used now. In a hidden-traitor haunt they are always here, and the page
is the split's private page (``scenes.haunt.haunt_pages.private_page``): the same frame,
ink, grid of lines and buttons for every seat — as many rows as the longer book has
words, each labelled ("SPARE_WORDS" where a book has fewer) and drawn alike; a word that
cannot be used now says so on the page when pressed, never on the shared screen.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.board.hud.buttons import fitted_button, word_label
from scenes.kit import palette as P
from scenes.board.hud.hud import button_name
from scenes.board.hud.topbar import tally
from scenes.haunt.haunt_book import BookView, book_frame, frame_head_height, render_book, side_accent
from scenes.haunt.haunt_pages import gate_page, private_actions, private_page, private_title
from scenes.kit.hold import HoldButton
from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release, Wheel
from scenes.kit.widgets import Button, WidgetGroup
from scenes.kit.scale import unit_of

COVER_VEIL = (6, 5, 13, 246)   # the screen behind the cover: as dark as the split's gates
# a hidden haunt's rows past the end of a reader's own words: labelled like a word, doing nothing
SPARE_WORDS = (N_("WAIT — Keep your face still"), N_("WATCH — Mind the others' hands"),
               N_("LISTEN — Hear the house out"), N_("BIDE — Let the hour pass"))


def words_in_book(view, seat, bots) -> bool:
    """Are ``seat``'s action words kept in its book rather than on the shared screen? In a
    hidden-traitor haunt always; otherwise while a person of the other side is at the table
    (a bot reads its own view, never the screen)."""
    haunt = (view or {}).get("haunt") or {}
    if haunt.get("hidden"):
        return True
    if seat is None:
        return False
    mine = view["players"][seat].get("role") == "traitor"
    return any(p["seat"] != seat and p["seat"] not in bots and (p.get("role") == "traitor") != mine
               for p in view["players"])


class GoalsGate:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.button = Button("My goals", self.cover, name="goals:open")
        self.pill = WidgetGroup()
        self.pill.add(self.button)
        self.hold = HoldButton(N_("Hold to open"), self.open, name="goals:hold", hint=N_("press and hold for a second"))
        self.owner = None        # (seat, side) the button is for, or None: no button
        self.view = None
        self.read = None         # perspective -> view (a hidden haunt's page lengths); set by the table
        self.covered = False     # the cover is up, the book not yet open
        self.book_open = False
        self.book: BookView | None = None
        self.frame = None
        self.cover_page = None
        self.widgets = WidgetGroup()
        self.cover_widgets = WidgetGroup()
        self.actions: list = []
        self.in_book = False     # the side's action words are buttons here (``words_in_book``)
        self.note = None         # what the page says of a word pressed that cannot be used now
        self.armed = False
        self.screen = pygame.Rect(0, 0, 0, 0)

    # -- who may read ----------------------------------------------------------------------------
    def refresh(self, view, acting, human: bool, legal, submit, board: pygame.Rect, unit: float,
                screen: pygame.Rect | None = None, in_book: bool = False) -> None:
        owner = None
        haunt = (view or {}).get("haunt") or {}
        if human and acting is not None and view["phase"] in ("haunt_revealed", "haunt") and haunt.get("id"):
            side = "traitor" if view["players"][acting].get("role") == "traitor" else "heroes"
            if (haunt.get("books") or {}).get(side):
                owner = (acting, side)
        if owner != self.owner:
            self.close()
        self.owner, self.view, self.submit = owner, view, submit
        self.board, self.u = board, unit
        self.screen = pygame.Rect(screen) if screen is not None else pygame.Rect(board)
        self.hidden = bool(haunt.get("hidden"))
        self.in_book = self.hidden or in_book
        self.legal = [c for c in legal if c.type == "haunt_action"] if self.in_book else []
        self.actions = self.legal
        r = pygame.Rect(board.left + int(unit * 1.2), board.top + int(unit * 1.2), int(unit * 17), int(unit * 4.6))
        self.button.layout(r, self.fonts)
        if self.covered:
            self.cover()
        elif self.book_open:
            self.open()   # the book's legal actions may have changed

    @property
    def shown(self) -> bool:
        return self.owner is not None

    @property
    def is_open(self) -> bool:
        """The cover or the book is up: either takes every click (modal over the board)."""
        return self.covered or self.book_open

    # -- the cover ---------------------------------------------------------------------------------
    def cover(self) -> None:
        """The split's gate, over the whole screen: only the owner may look."""
        if self.owner is None:
            return
        if getattr(self, "own_screen", False):   # an online seat's own screen: nobody to look away
            self.open()
            return
        seat, _side = self.owner
        p = self.view["players"][seat]
        w, h = self.screen.size
        u = unit_of(h)
        self.cover_page = gate_page(self.fonts, (w, h), _("Only {name} may look").format(name=p["name"]),
                                    _("Everyone else look away: the next page is for one pair of eyes."),
                                    p.get("colour"))
        hold = pygame.Rect(0, 0, int(u * 40), int(u * 9))
        hold.midbottom = (self.screen.centerx, self.screen.bottom - int(u * 8))
        if not self.covered:
            self.hold.reset()
        self.hold.layout(hold, self.fonts)
        self.cover_widgets.clear()
        back = pygame.Rect(0, 0, int(u * 20), max(30, int(u * 5)))
        back.midtop = (self.screen.centerx, hold.bottom + int(u * 1.5))
        self.cover_widgets.add(fitted_button("Not now", self.close, back, self.fonts, name="goals:back"))
        self.covered = True

    # -- the book ----------------------------------------------------------------------------------
    def open(self) -> None:
        if self.owner is None:
            return
        self.covered = False
        seat, side = self.owner
        books = self.view["haunt"]["books"]
        u, board = self.u, self.board
        frame = board.inflate(-int(u * 2), -int(u * 2))
        name = self.view["players"][seat]["name"]
        pad = int(u * 3)
        bh, gap = max(30, int(u * 4.8)), max(4, int(u * 0.7))
        rows = max(private_actions(self.read), len(self.actions)) if self.hidden and self.read else len(self.actions)
        note_h = int(u * 3.2) if self.hidden else 0   # a line for what a pressed word says
        buttons_h = (rows + 1) * (bh + gap) + note_h
        top = frame_head_height(u, self.fonts)
        inner = pygame.Rect(frame.left + pad, frame.top + top, frame.w - 2 * pad, frame.h - top - pad - buttons_h)
        if self.hidden:
            look, title = "hidden", private_title(name)
            page = private_page(self.fonts, self.view, seat, inner.w, u, self.read or (lambda _p: self.view))
        else:
            look = side
            title = (_("{name}'s goals — the traitor") if side == "traitor" else _("{name}'s goals — the heroes")
                     ).format(name=name)
            public_box = (books.get("traitor") or {}).get("box") if side == "heroes" else None
            haunt = self.view.get("haunt") or {}
            page = render_book(self.fonts, books[side], side, inner.w, u, public_box=public_box,
                               every_round=haunt.get("every_round"),
                               counts=tally(self.view) if haunt.get("targets") else None)
        self.frame = (book_frame(frame.size, look, u, title, self.fonts), frame, look)
        self.book = BookView(page, inner)
        self.widgets.clear()
        y = inner.bottom + gap + note_h
        width = min(inner.w, int(u * 56))
        if self.hidden:   # every word of the book, and as many rows for every reader, drawn alike
            words = list((books.get(side) or {}).get("actions") or ())
            for i in range(rows):
                r = pygame.Rect(0, y + i * (bh + gap), width, bh)
                r.centerx = frame.centerx
                action = words[i] if i < len(words) else None
                command = next((c for c in self.legal if action and c["action"] == action["id"]), None)
                label = (word_label(action.get("word", ""), action.get("label", "")) if action
                         else _(SPARE_WORDS[(i - len(words)) % len(SPARE_WORDS)]))
                self.widgets.add(fitted_button(label, (lambda c=command, w=label: self._try(c, w)), r, self.fonts,
                                               name=button_name(command) if command else f"goals:word:{i}"))
        else:
            for i, c in enumerate(self.actions):
                r = pygame.Rect(0, y + i * (bh + gap), width, bh)
                r.centerx = frame.centerx
                self.widgets.add(fitted_button(_label(books[side], c["action"]), lambda c=c: self._act(c), r,
                                               self.fonts, name=button_name(c)))
        r = pygame.Rect(0, y + rows * (bh + gap), int(u * 24), bh)
        r.centerx = frame.centerx
        self.widgets.add(fitted_button(N_("Close the book"), self.close, r, self.fonts, name="goals:close"))
        if not self.book_open:
            self.armed = False   # fresh from a hold: its own release must not press a button here
        self.book_open = True

    def _act(self, command) -> None:
        if command is None:
            return
        self.close()
        self.submit(command)

    def _try(self, command, label: str) -> None:
        """A hidden haunt's word: done if it may be now; else the page (not the shared
        screen, where the word would be read) says why nothing happened."""
        if command is not None:
            self._act(command)
            return
        word = label.split(" — ")[0]
        if word in (_(w).split(" — ")[0] for w in SPARE_WORDS):
            self.note = _("{word} does nothing: it is here so that every page has the same buttons.").format(word=word)
        else:
            self.note = _("{word} cannot be done now: not here, or not again this turn.").format(word=word)

    def close(self) -> None:
        self.note = None
        self.covered = self.book_open = False
        self.book = self.frame = self.cover_page = None
        self.widgets.clear()
        self.cover_widgets.clear()
        self.hold.reset()

    # -- input and drawing ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.covered:
            self.hold.update(dt)

    def handle(self, intent) -> bool:
        if self.covered:
            if isinstance(intent, Key) and intent.name == "escape":
                self.close()
                return True
            if not self.hold.handle(intent):
                self.cover_widgets.handle(intent)
            return True   # the cover hides the board: nothing beneath reacts
        if self.book_open:
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
        if self.owner is not None and isinstance(intent, (Hover, Drag, Press, Release, Click)):
            return self.pill.handle(intent)
        return False

    def draw_button(self, surface) -> None:
        """The "My goals" pill alone (drawn under the table's tooltips; the cover and the
        book, modal, are drawn over everything by ``draw``)."""
        if self.owner is not None and not self.covered and not self.book_open:
            self.button.draw(surface)

    def draw(self, surface) -> None:
        if self.owner is None:
            return
        if self.covered:
            veil = pygame.Surface(self.screen.size, pygame.SRCALPHA)
            veil.fill(COVER_VEIL)
            surface.blit(veil, self.screen)
            page = self.cover_page
            top = max(self.screen.top + int(self.screen.h * 0.06),
                      self.hold.rect.top - page.get_height() - int(self.screen.h * 0.04))
            surface.blit(page, page.get_rect(midtop=(self.screen.centerx, top)))
            self.hold.draw(surface)
            self.cover_widgets.draw(surface)
            return
        if not self.book_open:
            return   # (the pill: draw_button, under the tooltips)
        image, rect, look = self.frame
        surface.blit(image, rect)
        self.book.draw(surface, side_accent(look))
        if self.note:   # under the page, over the first button's top edge: said to the reader alone
            text = self.fonts.render("italic", max(12, int(self.u * 2.2)), self.note, P.TEXT_SOFT)
            surface.blit(text, text.get_rect(midbottom=(rect.centerx, self.book.rect.bottom + int(self.u * 3.2))))
        self.widgets.draw(surface)


def _label(book, action_id) -> str:
    a = next((a for a in book.get("actions") or () if a.get("id") == action_id), {})
    return word_label(a.get("word", ""), a.get("label", action_id))

