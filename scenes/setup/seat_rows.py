"""What the classic and the legacy setup screens share: the page (heading, the seat panel
on the left, the picks on the right) and the seat rows as input: click a row to select
its seat, click its name to type a new one (the whole name selected, so typing replaces
it; editing as in any text box: ``scenes.kit.line_edit``), click one of the screen's picks (an explorer's side, a family) to give it to the
selected seat.

A scene using it provides ``seats``, ``row_rects``, ``name_rects``, ``widgets``, ``app``,
``pick(id)``, ``_build_widgets()``, ``_draw_seat(surface, i, seat)``, ``toggle_rect``,
``pick_rects()`` (id -> rect), ``hover_pick(id or None)``, a ``NAME_LIMIT``, a
``SUBTITLE`` and the seat panel's width ``PANEL_WIDTH`` (units, fraction of the width).
"""

from __future__ import annotations

import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.kit.intents import Click, Hover, Key, Text
from scenes.kit.line_edit import LineEdit
from scenes.kit.widgets import caret_x, fit_text, render_shadowed, rule_with_diamond
from scenes.kit.scale import unit_of


class SeatRowsInput:
    editing: int | None = None   # the seat whose name is being typed
    line: LineEdit | None = None  # its name as it is typed (the caret, a selection)

    # -- the page --------------------------------------------------------------------------
    def layout(self, size) -> None:
        self.size = size
        w, h = size
        # The page is a fixed grid of seats and explorer cards 100 units high: above 100%
        # it would not fit, so its unit ``u`` stops at the window's 1% (at 80% it is
        # smaller); the controls and text in it take the UI scale's own unit ``ui``, and a
        # scene reflows them where the larger ones would not fit (the classic setup's).
        self.u = u = min(unit_of(h), h / 100)
        self.ui = ui = unit_of(h)
        fonts = self.app.fonts
        self.heading = render_shadowed(fonts, "display", int(u * 7), "New game", P.TEXT)
        self.sub = fonts.render("italic", max(13, int(ui * 2.7)), self.SUBTITLE, P.TEXT_SOFT)
        self.rule = rule_with_diamond(int(u * 40), P.ACCENT_DIM, max(1, h // 540), max(4, h // 140))
        # the rule under the heading, and the line under the rule: a large text size makes
        # the heading taller, so each is placed below the one above rather than at a fixed height
        self.rule_y = int(u * 1.5) + self.heading.get_height() - int(u * 1.4)
        self.sub_y = max(int(u * 10.5), self.rule_y + self.rule.get_height() + int(u * 0.4))
        from scenes.setup.ruleset_toggle import toggle_rect

        toggle = toggle_rect(size, ui, fonts)   # a large UI scale: the line goes under the rules' toggle, not into it
        if int(u * 4) + self.sub.get_width() > toggle.left - int(u) and self.sub_y < toggle.bottom:
            self.sub_y = toggle.bottom + int(u * 0.6)
        top = max(int(u * 15), self.sub_y + self.sub.get_height() + int(u * 1.2))
        units, fraction = self.PANEL_WIDTH
        self.seat_panel = pygame.Rect(int(u * 4), top, int(min(u * units, w * fraction)), int(u * 87) - top)
        cards_left = self.seat_panel.right + int(u * 3)
        self.card_area = pygame.Rect(cards_left, top, w - cards_left - int(u * 3), int(u * 87) - top)
        self._rebuild()

    def draw_page(self, surface) -> None:
        """The backdrop, the heading, the ruleset toggle's caption and the seat rows."""
        from scenes.setup.ruleset_toggle import draw_caption

        u = self.u
        self.app.backdrop.draw(surface, veil=196)
        surface.blit(self.heading, (int(u * 3.2), int(u * 1.5)))
        surface.blit(self.rule, (int(u * 4), self.rule_y))
        surface.blit(self.sub, (int(u * 4), self.sub_y))
        draw_caption(surface, self, self.toggle_rect)
        surface.blit(self.seat_frame, self.seat_panel)
        for i, seat in enumerate(self.seats):
            self._draw_seat(surface, i, seat)

    def draw_not_ready(self, surface) -> None:
        """While Start is greyed, why, beside Back (a new player clicked the greyed Start and
        nothing said what it waits for); whole on hover over Start too."""
        self.not_ready_rect = None
        back, start = self.widgets.find("back"), self.widgets.find("start")
        if self.ready or back is None or start is None:
            return
        from scenes.kit.widgets import render_wrapped

        gap = int(self.u * 2)
        left = max([self.seat_panel.left, *(w.rect.right for w in self.widgets.widgets
                                             if w.rect.right <= back.rect.left and w.rect.bottom > back.rect.top)])
        width = back.rect.left - gap - left - gap
        if width < self.u * 12:
            return
        note = render_wrapped(self.app.fonts, "italic", max(13, int(self.ui * 2.5)), self.NOT_READY, width,
                              P.TEXT_SOFT)
        self.not_ready_rect = note.get_rect(midright=(back.rect.left - gap, back.rect.centery))
        surface.blit(note, self.not_ready_rect)
        hover.note(start.rect, self.NOT_READY)

    def _rebuild(self) -> None:
        """The seat panel's widgets again (a seat added, a choice made): the keyboard's focus
        stays on the control it was on — after "Deal the rest", on "Start the game"."""
        from scenes.kit.focus import focused_name, restore_focus

        keep = focused_name(self.widgets)
        self._build_widgets()
        restore_focus(self.widgets, "start" if keep == "deal" and self.ready else keep)

    def set_player(self, i: int, player: str) -> None:
        """Seat ``i``'s drop-down: a person, or a bot of a level."""
        from scenes.setup.seat_players import seat_player

        self.seats[i].update(seat_player(player))
        self._rebuild()

    # -- input -------------------------------------------------------------------------------
    def handle(self, intent) -> None:
        from scenes.kit.dropdown import open_one

        drop = open_one(self.widgets)
        if drop is not None:   # a seat's open list has every intent until it shuts
            drop.handle_open(intent)
            return
        if isinstance(intent, (Key, Text)) and self.editing is not None:
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
                self.line = LineEdit(self.seats[i]["name"], limit=self.NAME_LIMIT, select_all=True)
                self._rebuild()
                return
        for i, r in enumerate(self.row_rects):
            if r.collidepoint(pos):
                self.selected, self.editing = i, None
                self._rebuild()
                return
        self.editing = None

    def _type(self, intent) -> None:
        i = self.editing
        if isinstance(intent, Key) and intent.name in ("return", "enter", "kp_enter", "escape", "tab"):
            self.editing = None
            self._rebuild()
            return
        if self.line is None or not self.line.handle(intent):
            return
        if self.seats[i]["name"] != self.line.text:
            self.seats[i]["name"] = self.line.text
            self.named(i)

    def draw_name(self, surface, i: int, name: str, rect, font) -> None:
        """A seat's name box: while it is typed in, a blinking caret where it stands and the
        whole name lit when it is selected (the next letter replaces it)."""
        editing = self.editing == i and self.line is not None
        pygame.draw.rect(surface, (8, 6, 16) if editing else (14, 11, 24), rect, border_radius=4)
        pygame.draw.rect(surface, P.CANDLE if editing else P.BUTTON_BORDER_DISABLED, rect, 1, border_radius=4)
        text = fit_text(font, name, rect.w - 14, keep_end=editing)  # typing: keep the end in view
        if text != name and not editing:
            hover.note(rect, name)   # cut short: the whole name on hover (scenes.kit.hover)
        image = font.render(text, True, P.TEXT)
        dest = image.get_rect(midleft=(rect.left + 6, rect.centery))
        if editing and self.line.selected:
            pygame.draw.rect(surface, P.ACCENT_DIM, dest.inflate(4, 2), border_radius=2)
        surface.blit(image, dest)
        if editing and int(self.time * 2) % 2 == 0:
            x = caret_x(font, name, text, self.line.caret, dest.left)
            pygame.draw.line(surface, P.CANDLE_HOT, (x, dest.top + 2), (x, dest.bottom - 2), 2)

    def named(self, i: int) -> None:
        """A seat's name was typed (a hook; nothing by default)."""
