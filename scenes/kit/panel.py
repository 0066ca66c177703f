"""PanelScene: a screen laid over the night backdrop as a framed page with a Back.

Settings and How to play share this frame: the backdrop keeps moving behind a dark
veil, a bordered panel holds a heading and the scene's own content, and Back (or Esc,
or Backspace) returns to the scene below.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.kit import palette as P
from scenes.kit.intents import Key
from scenes.kit.scene import Scene
from scenes.kit.widgets import Button, WidgetGroup, make_panel, render_shadowed, rule_with_diamond
from scenes.kit.scale import scaled_h, ui_scale, unit_of

BACK_KEYS = ("escape", "backspace")


class PanelScene(Scene):
    heading = ""
    veil = 110  # how much the backdrop is darkened behind the panel (0-255)
    width = 1.05  # the panel's width, in window heights (capped by the window)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.content = pygame.Rect(0, 0, 0, 0)  # where subclasses put their content
        self.unit = 1.0
        self._frame = self._heading = self._rule = None

    back_label = N_("Back")   # what Back says (a page may say where it goes)

    def back(self) -> None:
        self.app.pop()

    # -- layout ---------------------------------------------------------------------------
    fit_units: float | None = None
    """A page that does not scroll: the least height of its content box, in units. When a
    large UI scale leaves less, the page's unit shrinks until it fits (at most the
    window's 1%: such a page is never drawn smaller than at 100% for want of room)."""

    def layout(self, size) -> None:
        unit = unit_of(size[1])
        self._layout(size, unit)
        if self.fit_units and self.content.h < self.fit_units * unit:
            for _try in range(3):   # the content box grows as the heading and Back shrink
                unit = max(min(unit, size[1] / 100), unit * self.content.h / (self.fit_units * unit))
                self._layout(size, unit)
                if self.content.h >= self.fit_units * unit or unit <= size[1] / 100:
                    break

    def _layout(self, size, unit: float) -> None:
        w, h = size
        self.unit = u = unit
        # the panel's width grows with the UI scale (its controls do); its height is the
        # window's, less a margin that shrinks as the scale grows (room for larger rows)
        pw = min(int(scaled_h(h) * self.width), w - 2 * int(min(6 * u, w * 0.04)))
        ph = int(h * min(0.92, max(0.84, 0.84 + 0.16 * (ui_scale() - 1))))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        radius = max(4, int(u * 1.2))
        frame = make_panel(self.panel.size, P.PANEL_FILL, P.PANEL_BORDER, radius, max(1, int(u) // 5))
        inset = max(4, int(u * 0.8))
        pygame.draw.rect(frame, (*P.ACCENT_DIM, 90), frame.get_rect().inflate(-2 * inset, -2 * inset),
                         1, border_radius=max(2, radius - inset // 2))
        self._frame = frame
        self._heading = render_shadowed(self.app.fonts, "display", int(u * 7), _(self.heading), P.TEXT)
        head_rect = self._heading.get_rect(midtop=(self.panel.centerx, self.panel.top + int(u * 3)))
        self._heading_pos = head_rect.topleft
        rule_w = min(int(pw * 0.5), head_rect.w + int(u * 16))
        self._rule = rule_with_diamond(rule_w, P.ACCENT_DIM, max(1, int(u) // 5), max(4, int(u * 100) // 140))
        self._rule_pos = (self.panel.centerx - rule_w // 2, head_rect.bottom - int(u * 1.2))

        self.widgets.clear()
        bw, bh = max(180, int(u * 26)), max(34, int(u * 6.4))
        back = Button(self.back_label, self.back, name="back")
        back.layout(pygame.Rect(0, 0, bw, bh), self.app.fonts)
        back.rect.midbottom = (self.panel.centerx, self.panel.bottom - int(u * 3.5))
        back.layout(back.rect, self.app.fonts)
        pad = int(u * 6)
        top = self._rule_pos[1] + self._rule.get_height() + int(u * 3)
        self.content = pygame.Rect(self.panel.left + pad, top, pw - 2 * pad,
                                   back.rect.top - int(u * 3) - top)
        self.layout_content()
        self.widgets.add(back)  # added last: topmost, and last in keyboard order

    def layout_content(self) -> None:
        """Subclasses add their widgets and prepare their surfaces here."""

    # -- input and time -------------------------------------------------------------------
    def handle(self, intent) -> None:
        if isinstance(intent, Key) and intent.name in BACK_KEYS:
            self.back()
            return
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        self.app.backdrop.update(dt)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.app.backdrop.draw(surface, veil=self.veil)
        surface.blit(self._frame, self.panel)
        surface.blit(self._heading, self._heading_pos)
        surface.blit(self._rule, self._rule_pos)
        self.draw_content(surface)
        self.widgets.draw(surface)

    def draw_content(self, surface) -> None:
        """Subclasses paint their content (inside ``self.content``) here."""
