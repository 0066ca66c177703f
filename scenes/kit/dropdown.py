"""A drop-down: one of a few choices, shown in a box that never moves.

The box shows the current choice and a ▾. A click (or Enter / Space when it has the
keyboard's focus) opens the list of choices over the page, under the box (above it when
there is no room below); a click on a choice takes it, ↑ ↓ move the lit choice and Enter
takes it, Esc or a click anywhere else closes the list and changes nothing. ← → step to
the neighbouring choice without opening it. While the list is open it has every intent
(``handle_open``): nothing beneath hears a click meant for it.

It behaves to a ``WidgetGroup`` as a Button does (``rect``, ``activate``, ``hovered``,
``focused``, ``enabled``); a screen holding drop-downs gives an open one the intents first
(``open_one``) and draws its list last (``draw_open``).
"""

from __future__ import annotations

from typing import Callable

from game.i18n import _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.kit.intents import Click, Hover, Key, Press, Release, Wheel
from scenes.kit.widgets import fit_text, make_panel

CHOOSE_KEYS = ("return", "enter", "kp_enter", "space")


class Dropdown:
    def __init__(self, options: list[tuple[object, str]], value, on_change: Callable[[object], None], *,
                 name: str, enabled: bool = True) -> None:
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.name = name
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = self.pressed = self.focused = False
        self.open = False
        self.lit = 0            # the choice lit in the open list
        self._fonts = None
        self._size = 14

    @property
    def index(self) -> int:
        values = [v for v, _label in self.options]
        return values.index(self.value) if self.value in values else 0

    @property
    def label(self) -> str:
        return self.options[self.index][1] if self.options else ""

    # -- what the group asks of it ---------------------------------------------------------------
    def activate(self) -> None:
        if self.enabled:
            self.open = not self.open
            self.lit = self.index

    def nudge(self, steps: int) -> None:
        """← →: the neighbouring choice, at once (the list stays shut)."""
        at = max(0, min(len(self.options) - 1, self.index + steps))
        self.choose(at)

    def choose(self, at: int) -> None:
        self.open = False
        value = self.options[at][0]
        if value != self.value:
            self.value = value
            self.on_change(value)

    def option_rects(self) -> list[pygame.Rect]:
        h = self.rect.h
        return [pygame.Rect(self.list_rect.left, self.list_rect.top + i * h, self.list_rect.w, h)
                for i in range(len(self.options))]

    def handle_open(self, intent) -> bool:
        """Every intent while the list is open: choose, move the lit choice, or close."""
        if isinstance(intent, Key):
            if intent.name == "escape":
                self.open = False
            elif intent.name in ("up", "down", "tab"):
                step = -1 if intent.name == "up" or (intent.name == "tab" and intent.shift) else 1
                self.lit = (self.lit + step) % len(self.options)
            elif intent.name in CHOOSE_KEYS:
                self.choose(self.lit)
            return True
        if isinstance(intent, (Hover, Press, Release, Wheel)):
            pos = getattr(intent, "pos", None)
            for i, r in enumerate(self.option_rects()):
                if pos is not None and r.collidepoint(pos):
                    self.lit = i
            return True
        if isinstance(intent, Click):
            hit = next((i for i, r in enumerate(self.option_rects()) if r.collidepoint(intent.pos)), None)
            if hit is not None:
                self.choose(hit)
            else:
                self.open = False   # a click elsewhere (the box itself too) shuts it, and is spent
            return True
        return True

    # -- looks -------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, fonts, screen_h: int | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self._fonts = fonts
        self._size = max(12, int(self.rect.h * 0.46))
        height = self.rect.h * len(self.options)
        self.list_rect = pygame.Rect(self.rect.left, self.rect.bottom + 2, self.rect.w, height)
        if screen_h is not None and self.list_rect.bottom > screen_h - 4:
            self.list_rect.bottom = self.rect.top - 2   # no room below: the list opens above

    def draw(self, surface: pygame.Surface) -> None:
        if self._fonts is None:
            return
        lit = (self.hovered or self.focused or self.open) and self.enabled
        fill = P.BUTTON_FILL_HOVER if lit else P.BUTTON_FILL
        border = P.ACCENT if lit else P.BUTTON_BORDER
        surface.blit(make_panel(self.rect.size, fill, border, max(3, self.rect.h // 6), 2 if lit else 1), self.rect)
        ink = P.CANDLE_HOT if lit else (P.TEXT if self.enabled else P.TEXT_DISABLED)
        font = self._fonts.get("serif", self._size)
        pad = max(6, self.rect.h // 4)
        arrow = self.rect.h // 5
        whole = _(self.label)
        shown = fit_text(font, whole, self.rect.w - 3 * pad - 2 * arrow)
        if shown != whole:   # cut short (a longer language, a larger text): whole on hover
            hover.note(self.rect, whole)
        text = self._fonts.render("serif", self._size, shown, ink)
        surface.blit(text, text.get_rect(midleft=(self.rect.left + pad, self.rect.centery)))
        cx, cy = self.rect.right - pad - arrow, self.rect.centery
        tip = (cx, cy + arrow // 2) if not self.open else (cx, cy - arrow // 2)
        back = -1 if not self.open else 1
        pygame.draw.polygon(surface, ink, [(cx - arrow, tip[1] + back * arrow), (cx + arrow, tip[1] + back * arrow), tip])
        if self.focused and self.enabled:
            from scenes.kit.focus import draw_ring

            draw_ring(surface, self.rect)

    def draw_list(self, surface: pygame.Surface) -> None:
        """The open list, over everything else on the page."""
        if not self.open or self._fonts is None:
            return
        surface.blit(make_panel(self.list_rect.size, (18, 14, 30, 250), P.ACCENT, 4, 2), self.list_rect)
        font = self._fonts.get("serif", self._size)
        pad = max(6, self.rect.h // 4)
        for i, (r, (value, label)) in enumerate(zip(self.option_rects(), self.options)):
            if i == self.lit:
                pygame.draw.rect(surface, P.BUTTON_FILL_HOVER[:3], r.inflate(-4, -2), border_radius=3)
            ink = P.CANDLE_HOT if value == self.value else P.TEXT
            whole = _(label)
            shown = fit_text(font, whole, r.w - 2 * pad)
            if shown != whole:
                hover.note(r, whole)
            text = self._fonts.render("serif", self._size, shown, ink)
            surface.blit(text, text.get_rect(midleft=(r.left + pad, r.centery)))


def open_one(widgets) -> Dropdown | None:
    """The drop-down of a ``WidgetGroup`` whose list is open, if one is."""
    return next((w for w in widgets.widgets if isinstance(w, Dropdown) and w.open), None)


def draw_open(surface, widgets) -> None:
    drop = open_one(widgets)
    if drop is not None:
        drop.draw_list(surface)
