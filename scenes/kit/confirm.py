"""A question that must be answered before anything else: "Delete this save?".

Modal while open: the screen beneath is veiled and gets no input; Esc (or "Keep it")
says no. Keyboard focus starts on nothing, so an Enter pressed by habit does nothing.
"""

from __future__ import annotations

import pygame

from game.i18n import N_

from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button
from scenes.kit.plate import Modal
from scenes.kit.widgets import make_panel, render_wrapped

DANGER = (204, 84, 72)


class Confirm(Modal):
    CLOSE_KEYS = ("escape", "backspace")

    def tell(self, size, unit: float, title: str, note: str, name: str = "told") -> None:
        """A message with one button that closes it ("OK")."""
        self.ask(size, unit, title, note, None, no=N_("OK"), name=name)

    def ask(self, size, unit: float, question: str, note: str, yes: tuple[str, callable] | None,
            no: str = N_("Keep it"), name: str = "confirm") -> None:
        """Open over a screen of ``size``; ``yes`` is (label, action), or None for a message
        that only ``no`` closes."""
        self.open = True
        self.told = (question, note)   # the words, as shown (for tests and narration)
        w, h = size
        width = int(min(w * 0.8, unit * 72))
        self.pad = pad = int(unit * 3)
        self.title = render_wrapped(self.fonts, "display", max(18, int(unit * 4.6)), question,
                                    width - 2 * pad, P.TEXT, 1.05)
        self.note = render_wrapped(self.fonts, "body", max(13, int(unit * 2.5)), note, width - 2 * pad,
                                   P.TEXT_SOFT, 1.15)
        self.gap = int(unit * 2)
        bh = max(34, int(unit * 6))
        height = pad * 2 + self.title.get_height() + self.gap + self.note.get_height() + pad + bh
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        self.veil = pygame.Surface(size).convert()
        self.veil.fill((4, 3, 10))
        self.veil.set_alpha(170)
        self.panel = make_panel(self.rect.size, P.PANEL_FILL, DANGER, max(4, int(unit)), 2)
        self.widgets.clear()
        bw = min(int(unit * 26), (width - 3 * pad) // 2)
        left = pygame.Rect(0, 0, bw, bh)
        if yes is None:
            left.midbottom = (self.rect.centerx, self.rect.bottom - pad)
            self.widgets.add(fitted_button(no, self.close, left, self.fonts, name=f"{name}:no"))
            return
        label, action = yes
        left.bottomright = (self.rect.centerx - int(unit), self.rect.bottom - pad)
        right = pygame.Rect(0, 0, bw, bh)
        right.bottomleft = (self.rect.centerx + int(unit), self.rect.bottom - pad)
        self.widgets.add(fitted_button(no, self.close, left, self.fonts, name=f"{name}:no"))
        self.widgets.add(fitted_button(label, self._then(action), right, self.fonts, name=f"{name}:yes"))

    def draw(self, surface) -> None:
        if not self.open:
            return
        surface.blit(self.veil, (0, 0))
        surface.blit(self.panel, self.rect)
        y = self.rect.top + self.pad
        surface.blit(self.title, self.title.get_rect(midtop=(self.rect.centerx, y)))
        y += self.title.get_height() + self.gap
        surface.blit(self.note, self.note.get_rect(midtop=(self.rect.centerx, y)))
        self.widgets.draw(surface)
