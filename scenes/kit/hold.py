"""A button that must be pressed and held: the gate in front of anything private.

A click is too easy to give by accident — a player reaching past the screen, a
double-click that runs on — and then a secret is on the table for everyone. So the
screens that show one side's book open only after the pointer has been held down on
this button for ``HOLD_TIME``; a ring around it fills while it is held and drains when
it is let go. Releasing early, or sliding off the button, starts again.

Time comes in through ``update(dt)`` only, so a test holds it by sending a ``Press``,
stepping the App a little over a second, then sending the ``Release``.
"""

from __future__ import annotations

import math
from typing import Callable

from game.i18n import N_, _
import pygame

from scenes.kit import palette as P
from scenes.kit.intents import Drag, Hover, Press, Release
from scenes.kit.widgets import make_panel

HOLD_TIME = 1.0       # seconds of holding that open the gate
DRAIN = 3.0           # how much faster the ring empties than it fills


class HoldButton:
    def __init__(self, label: str, on_done: Callable[[], None], *, name: str | None = None,
                 accent=P.ACCENT, hint: str = N_("press and hold")) -> None:
        self.label = label
        self.name = name or label
        self.on_done = on_done
        self.accent = accent
        self.hint = hint
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ring = pygame.Rect(0, 0, 0, 0)
        self.held = False
        self.hovered = False
        self.progress = 0.0   # 0..1 of HOLD_TIME
        self.done = False
        self._label = self._hint = None

    # -- layout ------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, fonts, *, compact: bool = False) -> None:
        """``rect`` holds the ring on its left and the label beside it, on a plate
        trimmed to fit (kept centred, or kept at its left when ``compact``: the small
        one over the board, with a smaller label)."""
        d = rect.h
        size = max(13, int(d * (0.30 if compact else 0.34)))
        room = rect.w - d - max(8, d // 4) - d // 2
        font = fonts.get("display", size)
        label = _(self.label)   # a msgid, as a Button's
        while font.size(label)[0] > room and size > 12:
            size -= 1
            font = fonts.get("display", size)
        hint = fonts.get("italic", max(12, int(size * 0.8)))
        self._label = font.render(label, True, P.TEXT)
        self._label_hot = font.render(label, True, P.CANDLE_HOT)
        self._hint = hint.render(_(self.hint), True, P.TEXT_MUTED)
        need = d + max(8, d // 4) + max(self._label.get_width(), self._hint.get_width()) + d // 2
        self.rect = pygame.Rect(rect.left, rect.top, min(rect.w, need), d)
        if not compact:
            self.rect.centerx = rect.centerx
        self.ring = pygame.Rect(self.rect.left, self.rect.top, d, d)
        fill = P.BUTTON_FILL_HOVER if compact else P.BUTTON_FILL   # over the board: a firmer plate
        self._plate = make_panel(self.rect.size, fill, P.BUTTON_BORDER, d // 2, 1)
        self._plate_hot = make_panel(self.rect.size, P.BUTTON_FILL_HOVER, self.accent, d // 2, 1)

    # -- input ---------------------------------------------------------------------------
    def handle(self, intent) -> bool:
        """True when the intent was on this button (so nothing beneath reacts)."""
        if isinstance(intent, Press) and intent.button == 1 and self.rect.collidepoint(intent.pos):
            self.held = True
            self.hovered = True
            return True
        if isinstance(intent, Release):
            was = self.held
            self.held = False
            return was
        if isinstance(intent, Drag) and self.held and not self.rect.collidepoint(intent.pos):
            self.held = False   # slid off: not a deliberate hold
            return True
        if isinstance(intent, (Hover, Drag)):
            self.hovered = self.rect.collidepoint(intent.pos)
            return self.hovered
        return False

    def update(self, dt: float) -> None:
        if self.done:
            return
        if self.held:
            self.progress = min(1.0, self.progress + dt / HOLD_TIME)
            if self.progress >= 1.0:
                self.done, self.held = True, False
                self.on_done()
        else:
            self.progress = max(0.0, self.progress - DRAIN * dt / HOLD_TIME)

    def reset(self) -> None:
        self.held = self.done = False
        self.progress = 0.0

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self._label is None:
            return
        surface.blit(self._plate_hot if self.hovered or self.held else self._plate, self.rect)
        c = self.ring.center
        radius = self.ring.h // 2 - 2
        width = max(4, radius // 4)
        pygame.draw.circle(surface, (14, 10, 22), c, radius)
        pygame.draw.circle(surface, P.BUTTON_BORDER if not self.hovered else self.accent, c, radius, 1)
        track = radius - width // 2 - 2
        pygame.draw.circle(surface, (40, 30, 46), c, track, width)
        if self.progress > 0:
            _arc(surface, self.accent, c, track, width, self.progress)
        core = max(3, int(radius * (0.26 + 0.14 * self.progress)))
        pygame.draw.circle(surface, self.accent if self.held or self.progress else P.ACCENT_DIM, c, core)
        label = self._label_hot if self.hovered or self.held else self._label
        x = self.ring.right + max(8, self.ring.w // 4)
        top = self.rect.centery - (label.get_height() + self._hint.get_height()) // 2
        surface.blit(label, (x, top))
        surface.blit(self._hint, (x, top + label.get_height() - 2))


def _arc(surface, colour, centre, radius: int, width: int, fraction: float) -> None:
    """A thick arc from twelve o'clock, clockwise, as a chain of small discs (pygame's
    own arc leaves pinholes at thick widths)."""
    steps = max(2, int(72 * fraction))
    for i in range(steps + 1):
        a = -math.pi / 2 + 2 * math.pi * fraction * i / steps
        pygame.draw.circle(surface, colour, (centre[0] + math.cos(a) * radius,
                                             centre[1] + math.sin(a) * radius), width / 2 + 0.5)
