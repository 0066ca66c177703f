"""What the board's and the menus' small framed panels of buttons share.

* ``Plate`` — a panel over the screen (the board's question bar, the attack picker): its
  buttons hear an intent first, and a pointer on the panel stays on it (a click there
  reaches nothing beneath: the input contract of issue 28).
* ``Modal`` — a plate that, while ``open``, takes every intent: Esc (and its other
  ``CLOSE_KEYS``) closes it; a button that leaves it (``_then``) closes it first.
"""

from __future__ import annotations

import pygame

from scenes.kit.intents import Click, Hover, Key, Press, Release
from scenes.kit.widgets import WidgetGroup


class Plate:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.widgets = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)

    def keeps(self, intent) -> bool:
        """Its buttons' intent, or a pointer on the plate (used or not, it goes no further)."""
        consumed = self.widgets.handle(intent)
        if isinstance(intent, (Click, Press, Release, Hover)):
            return consumed or self.rect.collidepoint(intent.pos)
        return consumed


class Modal(Plate):
    CLOSE_KEYS: tuple[str, ...] = ("escape",)

    def __init__(self, fonts) -> None:
        super().__init__(fonts)
        self.open = False

    def _then(self, action):
        """``action`` as a button's: the modal closes, then it runs."""
        def run() -> None:
            self.close()
            action()
        return run

    def close(self) -> None:
        self.open = False

    def handle(self, intent) -> bool:
        if not self.open:
            return False
        if isinstance(intent, Key) and intent.name in self.CLOSE_KEYS:
            self.close()
            return True
        self.widgets.handle(intent)
        return True  # modal: nothing beneath reacts while it is open
