"""A plain page of the Online screens: a heading, lines of text, rows of buttons and
text fields, laid out top to bottom from what ``items`` says now (``rebuild`` after a
change). Esc goes back (``back``)."""

from __future__ import annotations

import pygame

from scenes.board.hud.buttons import fitted_button
from scenes.kit import palette as P
from scenes.kit.intents import Key
from scenes.kit.scale import unit_of
from scenes.kit.scene import Scene
from scenes.kit.widgets import TextField, WidgetGroup, draw_fitted


def text(words: str, colour=P.TEXT_SOFT, size: float = 3.0):
    return ("text", words, colour, size)


def buttons(*entries):
    """A row of buttons: each (label, action, name) or (label, action, name, enabled)."""
    return ("buttons", [(*e, True)[:4] for e in entries])


def choices(*entries):
    """Buttons one under another, as wide as a field (a found table's long name fits)."""
    return ("choices", [(*e, True)[:4] for e in entries])


def field(widget: TextField, label: str):
    return ("field", widget, label)


class Page(Scene):
    heading = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.fields: list[TextField] = []
        self.size = (1280, 720)
        self.message = None   # (words, colour): what just went wrong or right
        self._texts: list = []

    def items(self) -> list:
        return []

    def back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def say(self, words: str, colour=P.TRAITOR_HOT) -> None:
        self.message = (words, colour)
        self.rebuild()

    # -- layout ------------------------------------------------------------------------------
    def layout(self, size) -> None:
        self.size = tuple(size)
        self.rebuild()

    def rebuild(self) -> None:
        w, h = self.size
        u = unit_of(h)
        fonts = self.app.fonts
        self.widgets.clear()
        self.fields, self._texts = [], []
        column = pygame.Rect(int(w * 0.12), int(u * 16), int(w * 0.76), h)
        y = column.top
        items = self.items()
        if self.message:
            items = [*items, text(*self.message)]
        for item in items:
            if item[0] == "text":
                _k, words, colour, size = item
                line_h = int(u * size * 1.5)
                self._texts.append((words, colour, int(u * size), pygame.Rect(column.left, y, column.w, line_h)))
                y += line_h
            elif item[0] == "buttons":
                entries, bh, gap = item[1], max(28, int(u * 6)), int(u * 1.5)
                bw = min(int(u * 34), (column.w - gap * (len(entries) - 1)) // max(1, len(entries)))
                x = column.left
                for label, action, name, enabled in entries:
                    self.widgets.add(fitted_button(label, action, pygame.Rect(x, y, bw, bh), fonts, name=name,
                                                   enabled=enabled))
                    x += bw + gap
                y += bh + gap
            elif item[0] == "choices":
                bh, gap = max(28, int(u * 5.5)), int(u * 1.0)
                for label, action, name, enabled in item[1]:
                    self.widgets.add(fitted_button(label, action, pygame.Rect(column.left, y, min(column.w, int(u * 80)),
                                                                              bh), fonts, name=name, enabled=enabled))
                    y += bh + gap
                y += gap
            else:
                _k, widget, label = item
                line_h = int(u * 3 * 1.5)
                self._texts.append((label, P.TEXT_MUTED, int(u * 2.6), pygame.Rect(column.left, y, column.w, line_h)))
                widget.layout(pygame.Rect(column.left, y + line_h, min(column.w, int(u * 80)), max(28, int(u * 5.5))),
                              fonts)
                self.fields.append(widget)
                y += line_h + widget.rect.h + int(u * 1.5)
        self._u = u

    # -- the loop -----------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if isinstance(intent, Key) and intent.name == "escape":
            self.back()
            return
        for widget in self.fields:
            if widget.handle(intent):
                return
        self.widgets.handle(intent)

    def draw(self, surface) -> None:
        surface.fill(P.SKY_TOP)
        w, _h = self.size
        u = self._u if hasattr(self, "_u") else 8
        head = self.app.fonts.render("display", int(u * 6), self.heading, P.CANDLE)
        surface.blit(head, head.get_rect(midtop=(w // 2, int(u * 5))))
        for words, colour, size, rect in self._texts:
            draw_fitted(surface, self.app.fonts.get("body", size), words, colour, rect)
        for widget in self.fields:
            widget.draw(surface)
        self.widgets.draw(surface)
