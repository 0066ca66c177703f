"""The Scene base class: one screen of the game on the App's stack.

A scene gets intents in ``handle``, advances time in ``update(dt)`` (fixed steps)
and paints in ``draw(surface)``, which only reads — it must never change state, so
drawing twice, or not at all (a skipped frame, a headless test), changes nothing.
``layout(size)`` is where size-dependent surfaces are prepared; the App calls it
before the first draw and after every resize.
"""

from __future__ import annotations


class Scene:
    # An opaque scene hides everything below it, so the App need not draw those.
    opaque = True

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack (after the first ``layout``)."""

    def leave(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def layout(self, size: tuple[int, int]) -> None:
        """Prepare everything that depends on the drawing area's size."""

    def handle(self, intent) -> None:
        """React to one intent (see ``scenes.kit.intents``)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (always one fixed step)."""

    def draw(self, surface) -> None:
        """Paint onto ``surface``. Reads state only."""
