"""Accessibility settings (Settings → Accessibility): UI scale, text size, a colour-blind-
safe palette, reduced motion. Each takes effect at once and is saved with the other
settings (``scenes.kit.settings``), so it holds after a restart.

UI scale draws everything larger or smaller (80-150%: the scenes lay out for the window's
size divided by it, and the picture is scaled onto the window); text size makes the text
larger within the layout (100-130%); the safe palette takes colours told apart under
deuteranopia and protanopia (``scenes.kit.palette_modes``), and shapes mark the traits and
sides as well; reduced motion shows dice, cards and pieces where they end, without moving.
"""

from __future__ import annotations

from scenes.kit.settings import TEXT_SIZE_RANGE, UI_SCALE_RANGE
from scenes.menu.settings_scene import SettingsScene

UI_SCALES = tuple(range(UI_SCALE_RANGE[0], UI_SCALE_RANGE[1] + 1, 10))
TEXT_SIZES = (100, 115, 130)


def _step(options, value, delta):
    i = min(range(len(options)), key=lambda k: abs(options[k] - value))
    return options[max(0, min(len(options) - 1, i + delta))]


class AccessibilityScene(SettingsScene):
    heading = "Accessibility"

    def step_ui_scale(self, delta: int) -> None:
        self._change(ui_scale=_step(UI_SCALES, self.app.settings.ui_scale, delta))

    def step_text_size(self, delta: int) -> None:
        self._change(text_size=_step(TEXT_SIZES, self.app.settings.text_size, delta))

    def toggle_colours(self) -> None:
        self._change(colour_blind=not self.app.settings.colour_blind)

    def toggle_motion(self) -> None:
        self._change(reduce_motion=not self.app.settings.reduce_motion)

    def toggle_hints(self) -> None:
        self._change(hints=not self.app.settings.hints)
        if self.app.settings.hints:   # on again: every hint may come again
            from scenes.board.hints import save_seen
            save_seen(set())

    def _rows(self):
        s = self.app.settings
        return [
            ("UI scale", "Everything larger or smaller: text, buttons and the board.",
             ("stepper", f"{s.ui_scale}%", "ui_scale", self.step_ui_scale)),
            ("Text size", "Larger text within the same layout.",
             ("stepper", f"{s.text_size}%", "text_size", self.step_text_size)),
            ("Colours", "Colours that colour-blind players tell apart.",
             ("toggle", "Colour-blind safe" if s.colour_blind else "Standard", "colour_blind",
              self.toggle_colours)),
            ("Motion", "Dice and cards shown where they end, unmoving.",
             ("toggle", "Reduced" if s.reduce_motion else "Full", "reduce_motion", self.toggle_motion)),
            ("Hints", "Short notes the first time you move, discover, draw, roll, and at the haunt.",
             ("toggle", "On" if s.hints else "Off", "hints", self.toggle_hints)),
        ]
