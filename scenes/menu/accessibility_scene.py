"""Accessibility settings (Settings → Accessibility): the language, UI scale, text size, a colour-blind-
safe palette, reduced motion. Each takes effect at once and is saved with the other
settings (``scenes.kit.settings``), so it holds after a restart.

UI scale draws everything larger or smaller (80-150%: the layouts' unit, 1% of the window's
height, is multiplied by it — ``scenes.kit.scale.unit_of`` — so controls and text are drawn
larger and sharp at the window's own resolution, with less room around them); text size
makes the text larger within the layout (100-130%); the safe palette takes colours told apart under
deuteranopia and protanopia (``scenes.kit.palette_modes``), and shapes mark the traits and
sides as well; reduced motion shows dice, cards and pieces where they end, without moving.

The scale and text size are sliders, the rest drop-downs, and this page itself keeps the
scale and text size it was opened at until it is left: a new scale takes effect everywhere
else at once, but the slider being used does not grow and slide away from the pointer
(the old "›" stepped 110%, 120%... as the button moved under the cursor).
"""

from __future__ import annotations

from contextlib import contextmanager

from game import i18n
from game.i18n import N_, _
from scenes.kit import scale as ui
from scenes.kit.settings import TEXT_SIZE_RANGE, UI_SCALE_RANGE
from scenes.menu.settings_scene import Row, SettingsScene, choice, scale


@contextmanager
def drawn_at(app, ui_scale: float, text_scale: float):
    """Lay out at a given UI scale and text size, then put the player's back."""
    keep_ui, keep_text = ui.ui_scale(), app.fonts.scale
    ui.set_ui_scale(ui_scale)
    if text_scale != keep_text:
        app.fonts.set_scale(text_scale)
    try:
        yield
    finally:
        ui.set_ui_scale(keep_ui)
        if app.fonts.scale != keep_text:
            app.fonts.set_scale(keep_text)


def language_row(on_change) -> Row:
    """The language: a drop-down of the languages by their own names, which say what each
    choice does (no line beneath it: the page fits a 1280x720 window unscrolled). The
    pseudo-locale is the tests' (``tools/screenshot.py --language qps``): listed only while in use."""
    options = [(code, i18n.NAMES.get(code, code)) for code in i18n.available()
               if code != i18n.PSEUDO or code == i18n.language()]
    return Row(_("Language"), "", ("choice", i18n.language(), "language", on_change, options),
               tuple(name for _code, name in options))


class AccessibilityScene(SettingsScene):
    heading = N_("Accessibility")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page_scale = (ui.ui_scale(), app.fonts.scale)   # this page's, while it is open

    def layout(self, size) -> None:
        with drawn_at(self.app, *self.page_scale):
            super().layout(size)

    def set_scale(self, field: str, value: int, settled: bool) -> None:
        """The scale or text size slider: applied when it settles (a drag shows its value)."""
        if settled and getattr(self.app.settings, field) != value:
            self._change(**{field: value})

    def toggle_hints(self, on: bool) -> None:
        self._change(hints=on)
        if on:   # on again: every hint may come again
            from scenes.board.hud.hints import save_seen
            save_seen(set())

    def _rows(self) -> list[Row]:
        s = self.app.settings
        low, high = UI_SCALE_RANGE
        return [
            scale(_("UI scale"), "ui_scale", s.ui_scale, (low, high, 10),
                  lambda v, settled: self.set_scale("ui_scale", v, settled),
                  lambda v: _("Everything at {percent}%: text, buttons and the board (this page keeps its size "
                              "until you leave it).").format(percent=v)),
            scale(_("Text size"), "text_size", s.text_size, (*TEXT_SIZE_RANGE, 15),
                  lambda v, settled: self.set_scale("text_size", v, settled),
                  lambda v: _("Text at its usual size within the layout.") if v == 100
                  else _("Text at {percent}% within the same layout.").format(percent=v)),
            choice(_("Colours"), "colour_blind", s.colour_blind,
                   [(False, N_("Standard")), (True, N_("Colour-blind safe"))], self._setter("colour_blind"),
                   lambda v: _("Colours told apart under deuteranopia and protanopia, with shapes on traits "
                               "and sides.") if v else _("The house's own colours.")),
            choice(_("Motion"), "reduce_motion", s.reduce_motion, [(False, N_("Full")), (True, N_("Reduced"))],
                   self._setter("reduce_motion"),
                   lambda v: _("Dice and cards shown where they end, unmoving.") if v
                   else _("Dice roll, cards fly and pieces walk to where they go.")),
            language_row(self._setter("language")),
            choice(_("Hints"), "hints", s.hints, [(True, N_("On")), (False, N_("Off"))], self.toggle_hints,
                   lambda v: _("Short notes the first time you move, discover, draw, roll, and at the haunt.")
                   if v else _("No notes: the board as it is.")),
        ]

    def scroll_to(self, pixels: float) -> None:
        with drawn_at(self.app, *self.page_scale):   # the rows laid out again: at this page's size
            super().scroll_to(pixels)
