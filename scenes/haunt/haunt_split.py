"""The haunt splits the table: who reads what, in which order, on one shared screen.

Classic "Haunt Setup": the traitor leaves the room with the Traitor's Tome and reads
only this haunt; the heroes read theirs together; then everyone returns. On one
screen that becomes a sequence of pages (ARCHITECTURE.md "Hot-seat and hidden
information"):

1. the reveal, for everyone: the haunt, the omen and room that started it, who
   revealed it and who turned, the story and both sides' hints;
2. "Pass to <traitor> — everyone else look away", opened only by a press-and-hold;
   the traitor's book; then "Cover the screen — pass to the heroes" (another hold);
3. the heroes' book.

A hidden traitor: everyone reads the heroes' book with the traitor's public box; then
every person at the table in turn passes the gate and reads a private page, which
tells the traitor what they are and everyone else that they are not — the same steps
for every seat, so nobody learns anything from the order of the screens, and the same
page to look at from across the table: the same frame, ink and length, the traitor's
holding their book and a hero's theirs (``scenes.haunt.haunt_pages.private_page``). No traitor:
the traitor's steps are skipped. A side played only by bots has no pages (bots read
their views), and its book is never put on a screen nobody of that side is watching.
A table of bots only is shown the reveal alone, which may turn itself (``turn_after``).
A privacy cover (a gate) is put up only when another person is at the table: a person
alone with bots (the traitor among bot heroes, say) reads their pages with no cover.

Each page is rendered from ``read(perspective)`` (the engine's view) when it opens and
dropped when it closes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.i18n import N_, _
import pygame

from scenes.board.hud.buttons import fitted_button
from scenes.haunt.haunt_book import BookView, book_frame, frame_head_height, render_book, side_accent
from scenes.haunt.haunt_pages import gate_page, private_page, private_title, reveal_page
from scenes.kit.hold import HoldButton
from scenes.kit.intents import Click, Key, Press, Release, Wheel
from scenes.kit.scene import Scene
from scenes.kit.widgets import WidgetGroup
from scenes.kit.scale import unit_of

VEIL = 170          # how far the night behind the pages is darkened


@dataclass(frozen=True)
class Step:
    kind: str                     # reveal | gate | book | private
    title: str = ""
    subtitle: str = ""
    perspective: object = None    # book, private: whose view the page is read from
    side: str = "heroes"          # book: which book
    seat: int | None = None       # gate: whom the screen is passed to
    button: str = "Continue"


def plan(view, bots) -> list[Step]:
    """The pages for this haunt, from the public (table) view and who is a bot."""
    haunt, players = view["haunt"], view["players"]
    humans = [p["seat"] for p in players if p["seat"] not in bots]
    steps = [Step("reveal", button=N_("Continue") if humans else N_("Let the haunt begin"))]
    watched = len(humans) > 1   # a privacy cover only when another person could see the page
    if haunt.get("hidden"):
        if not humans:
            return steps
        steps.append(Step("book", _("Everyone reads: the heroes' book"), perspective="heroes",
                          button=N_("We have read it")))
        for seat in humans:
            name = players[seat]["name"]
            if watched:
                steps.append(Step("gate", _("Pass to {name}").format(name=name),
                                  _("Everyone else look away. Only you may see the next page."), seat=seat))
            steps.append(Step("private", perspective=seat, seat=seat,
                              button=N_("Cover the screen") if watched else N_("Begin the haunt")))
        if watched:
            steps.append(Step("gate", _("Cover the screen"), _("Pass it back to the table. The haunt begins.")))
        return steps
    traitor = haunt.get("traitor")
    human_heroes = [s for s in humans if s != traitor]
    if traitor is not None and traitor in humans:
        name = players[traitor]["name"]
        if human_heroes:   # (every hero a bot: nobody to look away, nothing to cover)
            steps.append(Step("gate", _("Pass to {name}").format(name=name),
                              _("Everyone else look away — the traitor reads alone."), seat=traitor))
        steps.append(Step("book", _("{name}, you are the traitor").format(name=name), perspective=traitor,
                          side="traitor", button=N_("I have read it") if human_heroes else N_("Begin the haunt")))
        if human_heroes:
            steps.append(Step("gate", _("Cover the screen"), _("Pass to the heroes. The traitor looks away now.")))
    if human_heroes:
        steps.append(Step("book", _("The heroes read together"), perspective="heroes",
                          button=N_("Begin the haunt")))
    return steps


class HauntSplitScene(Scene):
    def __init__(self, app, pack, read: Callable, bots, on_done: Callable[[], None], *,
                 turn_after: float | None = None) -> None:
        """``turn_after``: seconds after which the reveal turns by itself (a table of bots
        only, with nobody to press Continue); a gate or a book never does."""
        super().__init__(app)
        self.turn_after = turn_after
        self.pack = pack
        self.read = read
        self.on_done = on_done
        self.steps = plan(read("table"), set(bots))
        self.index = 0
        self.widgets = WidgetGroup()
        self.hold: HoldButton | None = None
        self.page = None          # a picture centred on the screen
        self.book: BookView | None = None
        self.frame = None
        self.size = (0, 0)
        self.armed = False

    def enter(self) -> None:
        self.app.sound.play("haunt")  # the reveal: the haunt begins

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    # -- moving through the pages ----------------------------------------------------------
    def advance(self) -> None:
        self._close_page()
        self.index += 1
        if self.index >= len(self.steps):
            self.on_done()
            return
        self._open_page()

    def _close_page(self) -> None:
        self.page = self.book = self.frame = self.hold = None
        self.widgets.clear()
        # the release that ends a hold must not also press what the next page has there
        self.armed = False

    def layout(self, size) -> None:
        self.size = size
        self._open_page()

    def _open_page(self) -> None:
        self._close_page()
        w, h = self.size
        u = unit_of(h)
        step = self.step
        bh = max(36, int(u * 6.2))
        button = pygame.Rect(0, 0, int(u * 34), bh)
        button.midbottom = (w // 2, h - int(u * 4))
        if step.kind == "reveal":
            self.page = reveal_page(self.app.fonts, self.pack, self.read("table"), self.size)
        elif step.kind == "gate":
            view = self.read("table")
            colour = view["players"][step.seat]["colour"] if step.seat is not None else None
            self.page = gate_page(self.app.fonts, self.size, step.title, step.subtitle, colour)
            hold = pygame.Rect(0, 0, int(u * 40), int(u * 9))
            hold.midbottom = (w // 2, h - int(u * 8))
            self.hold = HoldButton(N_("Hold to continue"), self.advance, name="split:hold",
                                   hint=N_("press and hold for a second"))
            self.hold.layout(hold, self.app.fonts)
            return
        elif step.kind == "book":
            view = self.read(step.perspective)
            books = view["haunt"]["books"]
            public_box = (books.get("traitor") or {}).get("box") if step.side == "heroes" else None
            house = view["haunt"].get("every_round")   # the house's turn: public, in either book
            self._open_book(step.title, step.side, button, lambda width: render_book(
                self.app.fonts, books.get(step.side) or {}, step.side, width, u, public_box=public_box,
                every_round=house))
        elif step.kind == "private":
            view = self.read(step.perspective)
            fonts, title = self.app.fonts, private_title(view["players"][step.seat]["name"])
            self._open_book(title, "hidden", button, lambda width: private_page(
                fonts, view, step.seat, width, u, self.read))
        self.widgets.add(fitted_button(step.button, self.advance, button, self.app.fonts, name="split:continue"))

    def _open_book(self, title, side, button, render) -> None:
        """A book's page (``render(width)``) in its frame, in the look of ``side``."""
        w, h = self.size
        u = unit_of(h)
        pad, top = int(u * 3.5), frame_head_height(u, self.app.fonts)
        frame = pygame.Rect(0, 0, int(min(w * 0.9, u * 170)), 0)
        page = render(frame.w - 2 * pad)
        room = button.top - int(u * 5)   # the page's height, or all there is (then it scrolls)
        frame.h = min(room, top + page.get_height() + pad)
        frame.midtop = (w // 2, int(u * 3) + (room - frame.h) // 2)
        self.frame = (book_frame(frame.size, side, u, title, self.app.fonts), frame, side)
        inner = pygame.Rect(frame.left + pad, frame.top + top, frame.w - 2 * pad, frame.h - top - pad)
        self.book = BookView(page, inner)

    # -- input -------------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if self.hold is not None:
            self.hold.handle(intent)
            return   # a gate opens by holding only: no key, no click can skip it
        if isinstance(intent, Wheel) and self.book is not None:
            self.book.scroll(intent.dy)
            return
        if isinstance(intent, Key) and intent.name in ("return", "enter"):
            self.advance()
            return
        if isinstance(intent, Press):
            self.armed = True
        if isinstance(intent, (Click, Release)) and not self.armed:
            return
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        self.app.backdrop.update(dt)
        if self.hold is not None:
            self.hold.update(dt)
        if self.turn_after is not None and self.step.kind == "reveal" and self.app.top is self:
            self.turn_after -= dt
            if self.turn_after <= 0:
                self.turn_after = None
                self.advance()

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.app.backdrop.draw(surface, veil=VEIL if self.step.kind != "gate" else 215)
        w, h = surface.get_size()
        if self.frame is not None:
            image, rect, side = self.frame
            surface.blit(image, rect)
            self.book.draw(surface, side_accent(side))
        if self.page is not None:
            y = max(int(h * 0.06), (h - self.page.get_height()) // 2 - int(h * 0.06))
            surface.blit(self.page, self.page.get_rect(midtop=(w // 2, y)))
        if self.hold is not None:
            self.hold.draw(surface)
        self.widgets.draw(surface)
