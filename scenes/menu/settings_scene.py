"""The Settings screen: animation speed, sound and its volumes, fullscreen and window size.

Every change is saved at once (through ``App.change_settings``), so there is no
"Apply" to forget; Back simply returns. A choice is a drop-down (``scenes.kit.dropdown``)
and a number a slider: controls that stay where they are, whatever their value — each
row keeps the height of its longest description, so a new value moves nothing on the
page. Each row's description says what its *current* value does. The volumes are sliders
under Sound (master, effects, ambience): dragging one is heard at once and saved when it
is let go, and a settled master or effects volume plays a sample at the new level.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.kit.panel import PanelScene
from scenes.kit.settings import window_sizes
from scenes.kit.dropdown import Dropdown, draw_open, open_one
from scenes.kit.widgets import Button, Slider, render_wrapped

SPEEDS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
SLIDER_ROW = 0.45   # a volume's row, as a share of a full row's height
SAMPLE = "dice_land"  # heard when the master or effects volume is set


def _nearest(options, value) -> int:
    return min(range(len(options)), key=lambda i: abs(options[i] - value))


@dataclass(frozen=True)
class Row:
    """A settings row: its label, what its current value does, its control
    (``(kind, value, name, action, *extra)``) and every description it may show (the row
    is as tall as the longest, so a change of value moves nothing)."""

    label: str
    hint: str
    control: tuple
    hints: tuple[str, ...] = ()


def choice(label: str, name: str, value, options, on_change, describe) -> Row:
    """A drop-down row whose description follows its value."""
    return Row(label, describe(value), ("choice", value, name, on_change, options),
               tuple(describe(v) for v, _label in options))


def scale(label: str, name: str, value: int, span: tuple[int, int, int], on_change, describe) -> Row:
    """A slider row (a percentage) whose description follows its value."""
    low, high, step = span
    return Row(label, describe(value), ("scale", value, name, on_change, span),
               tuple(describe(v) for v in range(low, high + 1, step)))


class SettingsScene(PanelScene):
    heading = N_("Settings")
    # wider than a help page: a German description wrapped beside its control, and the
    # rows outgrew the page (Accessibility, where the language is, was cut off below)
    width = 1.3

    # -- changes --------------------------------------------------------------------------
    def step_speed(self, delta: int) -> None:
        i = _nearest(SPEEDS, self.app.settings.animation_speed)
        self._change(animation_speed=SPEEDS[max(0, min(len(SPEEDS) - 1, i + delta))])

    def step_window_size(self, delta: int) -> None:
        current = tuple(self.app.settings.window_size)
        sizes = window_sizes(current)   # only sizes that fit on the desktop
        i = max(0, min(len(sizes) - 1, sizes.index(current) + delta))
        self._change(window_size=sizes[i])

    def set_volume(self, field: str, value: int, settled: bool) -> None:
        """A slider moved: heard at once, saved when it settles (no relayout: the slider
        shows its own value, and a drag must not lose its widget)."""
        self.app.change_settings(save=settled, **{field: value})
        if settled and field != "ambience_volume":
            self.app.sound.play(SAMPLE)

    def _setter(self, field: str):
        """A drop-down's choice: saved, and the page laid out again with its description."""
        return lambda value: self._change(**{field: value})

    def _change(self, **changes) -> None:
        focus = self.widgets.focus_index
        shown = focus is not None and focus < len(self.widgets.widgets) and self.widgets.widgets[focus].focused
        self.app.change_settings(**changes)
        self.layout(self.app.size)  # descriptions say the new values
        self.widgets.focus_index = focus
        if shown and focus < len(self.widgets.widgets):
            self.widgets.widgets[focus].focused = True

    # -- the rows ---------------------------------------------------------------------------
    def _rows(self) -> list[Row]:
        s = self.app.settings
        sizes = window_sizes(tuple(s.window_size))
        return [
            choice(_("Animation speed"), "speed", s.animation_speed,
                   [(v, f"{v:g}×") for v in SPEEDS], self._setter("animation_speed"),
                   lambda v: _("Dice, cards and pieces move at {speed}× the usual pace.").format(speed=f"{v:g}")
                   if v != 1 else _("Dice, cards and pieces move at the usual pace.")),
            choice(_("Sound"), "sound", s.sound, [(True, N_("On")), (False, N_("Off"))], self._setter("sound"),
                   lambda v: _("Dice, creaking doors and the noises of the house.") if v
                   else _("Silent: no dice, doors or noises of the house.")),
            *(Row(label, "", ("slider", getattr(s, field), field,
                              lambda value, settled, f=field: self.set_volume(f, value, settled)))
              for label, field in ((_("Master volume"), "master_volume"), (_("Effects"), "effects_volume"),
                                   (_("Ambience"), "ambience_volume"))),
            choice(_("Display"), "display", s.fullscreen, [(False, N_("Windowed")), (True, N_("Fullscreen"))],
                   self._setter("fullscreen"),
                   lambda v: _("The whole screen (F11: a window).") if v
                   else _("A window (F11: the whole screen).")),
            choice(_("Window size"), "size", tuple(s.window_size), [(z, f"{z[0]} × {z[1]}") for z in sizes],
                   self._setter("window_size"),
                   lambda v: (_("A window {width} pixels wide and {height} high, when the game is back in a window.")
                              if s.fullscreen else _("A window {width} pixels wide and {height} high."))
                   .format(width=v[0], height=v[1])),
            Row(_("Language and accessibility"), _("Language, UI scale, text size, colours, motion."),
                ("toggle", N_("Open…"), "accessibility", self.open_accessibility)),
        ]

    def open_accessibility(self) -> None:
        from scenes.menu.accessibility_scene import AccessibilityScene

        self.app.push(AccessibilityScene(self.app))

    def resume(self) -> None:
        self.layout(self.app.size)   # back from Accessibility: its changes shown here too

    def layout_content(self) -> None:
        """Rows at the height their words need (a description wraps in the room left of
        its control, measured at the player's text size: the longest it may be); spread
        out when there is room, scrolled (wheel, drag, or the keyboard's focus) when there
        is not. A row's label and control sit at its top, so they stay put."""
        u, fonts, box = self.unit, self.app.fonts, self.content
        rows = self._rows()
        control_w, bh = min(int(u * 34), int(box.w * 0.45)), max(30, int(u * 6))
        text_w = box.w - control_w - int(u * 2)
        gap = max(1, int(u * 0.2))   # between a label and its description
        pad = max(2, int(u * 0.6))   # above and below a row's words
        hint_size = max(12, int(u * 2.3))
        planned = []
        for row in rows:
            kind = row.control[0]
            if kind == "slider":  # a volume: a smaller label, indented under Sound
                text = fonts.render("serif", int(u * 3.2), row.label, P.TEXT_SOFT)
                planned.append((max(text.get_height(), int(bh * 0.75)) + 2 * max(1, int(u * 0.3)), [text]))
                continue
            head = fonts.render("serif", int(u * 4.2), row.label, P.TEXT)
            texts = [head]
            words_h = head.get_height()
            if row.hint:
                note = render_wrapped(fonts, "body", hint_size, row.hint, text_w, P.TEXT_MUTED, line_gap=1.05)
                texts.append(note)
                tallest = max([note.get_height()] + [
                    render_wrapped(fonts, "body", hint_size, other, text_w, P.TEXT_MUTED, line_gap=1.05).get_height()
                    for other in row.hints if other != row.hint])
                words_h += gap + tallest
            planned.append((max(words_h, bh) + 2 * pad, texts))
        natural = sum(p[0] for p in planned)
        full = [i for i, row in enumerate(rows) if row.control[0] != "slider"]
        spare = max(0.0, box.h - natural)
        extra = min(u * 4, spare / max(1, len(full)))   # roomy rows when the box allows
        self.max_scroll = max(0, int(natural - box.h))
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._texts = []
        self._rows_at = []
        self.descriptions = {row.control[2]: row.hint for row in rows}   # what each row says now
        y = float(box.top - self.scroll)
        for i, (row, (row_h, texts)) in enumerate(zip(rows, planned)):
            kind, value, name, action, *more = row.control
            if kind == "slider":
                mid = int(y + row_h / 2)
                text = texts[0]
                self._texts.append((text, text.get_rect(midleft=(box.left + int(u * 3), mid)).topleft))
                control = pygame.Rect(box.right - control_w, mid - int(bh * 0.75) // 2, control_w, int(bh * 0.75))
                self._slider(value, action, name, control)
            else:
                row_h += extra
                top = int(y + pad + extra / 2)
                self._texts.append((texts[0], (box.left, top)))
                if len(texts) > 1:
                    self._texts.append((texts[1], (box.left, top + texts[0].get_height() + gap)))
                control = pygame.Rect(box.right - control_w, top + (texts[0].get_height() - bh) // 2,
                                      control_w, bh)
                control.top = max(control.top, int(y + pad / 2))
                if kind == "toggle":
                    self._button(value, action, name, control)
                elif kind == "choice":
                    self._dropdown(value, action, name, control, more[0])
                else:   # "scale": a percentage on a slider of the row's own size
                    low, high, step = more[0]
                    slider = Slider(value, action, name=name, low=low, high=high, step=step)
                    slider.layout(control, self.app.fonts)
                    self.widgets.add(slider)
            self._rows_at.append((int(y), int(y + row_h)))
            y += row_h
            grouped = i + 1 < len(rows) and rows[i + 1].control[0] == "slider"  # Sound and its volumes
            if i < len(rows) - 1 and not grouped:
                self._texts.append((self._divider(box.w), (box.left, int(y) - 1)))

    def _dropdown(self, value, action, name, rect, options) -> None:
        drop = Dropdown(options, value, action, name=name)
        drop.layout(rect, self.app.fonts, self.app.size[1])
        self.widgets.add(drop)

    # -- scrolling (a large UI scale or text size: the rows outgrow the panel) ----------
    max_scroll = 0
    scroll = 0

    def _content_widgets(self):
        return [w for w in self.widgets.widgets if w.name != "back"]

    def scroll_to(self, pixels: float) -> None:
        pixels = max(0, min(self.max_scroll, int(pixels)))
        if pixels == self.scroll:
            return
        self.scroll = pixels
        focus = self.widgets.focus_index
        shown = [w.focused for w in self.widgets.widgets]
        back = self.widgets.find("back")
        self.widgets.clear()
        self.layout_content()
        self.widgets.add(back)
        self.widgets.focus_index = focus
        for widget, on in zip(self.widgets.widgets, shown):
            widget.focused = on

    def handle(self, intent) -> None:
        from scenes.kit.intents import Click, Hover, Key, Press, Wheel

        drop = open_one(self.widgets)
        if drop is not None:   # an open list has every intent until it shuts
            drop.handle_open(intent)
            return
        if isinstance(intent, Wheel):
            self.scroll_to(self.scroll - intent.dy * self.unit * 6)
            return
        if (isinstance(intent, (Hover, Press, Click)) and self.max_scroll
                and not self.content.collidepoint(intent.pos)
                and not self.widgets.find("back").rect.collidepoint(intent.pos)):
            for widget in self.widgets.widgets:
                widget.hovered = False
            return   # a control scrolled out of the box is not there to press
        super().handle(intent)
        if isinstance(intent, Key) and self.max_scroll and self.widgets.focus_index is not None:
            widget = self.widgets.widgets[self.widgets.focus_index]
            if widget.name != "back":   # keep the focused control in view
                r, box = widget.rect, self.content
                if r.top < box.top:
                    self.scroll_to(self.scroll - (box.top - r.top) - int(self.unit * 2))
                elif r.bottom > box.bottom:
                    self.scroll_to(self.scroll + (r.bottom - box.bottom) + int(self.unit * 2))

    def _slider(self, value, action, name, rect) -> None:
        slider = Slider(value, action, name=name, dim=not self.app.settings.sound)
        slider.layout(rect, self.app.fonts)
        self.widgets.add(slider)

    def _button(self, label, action, name, rect, text_scale: float = 1.0) -> None:
        button = Button(label, action, name=name, face="serif", text_scale=text_scale)
        button.layout(rect, self.app.fonts)
        self.widgets.add(button)

    def _divider(self, width: int) -> pygame.Surface:
        line = pygame.Surface((width, 1), pygame.SRCALPHA)
        line.fill((*P.PANEL_BORDER, 110))
        return line

    def draw(self, surface) -> None:
        self.app.backdrop.draw(surface, veil=self.veil)
        surface.blit(self._frame, self.panel)
        surface.blit(self._heading, self._heading_pos)
        surface.blit(self._rule, self._rule_pos)
        clip = surface.get_clip()
        surface.set_clip(self.content.inflate(int(self.unit * 2), 0))
        for text, pos in self._texts:
            surface.blit(text, pos)
        for widget in self._content_widgets():
            widget.draw(surface)
        surface.set_clip(clip)
        self.widgets.find("back").draw(surface)
        if self.max_scroll:
            self._draw_scroll_marks(surface)
        draw_open(surface, self.widgets)   # an open drop-down's list, over everything

    def _draw_scroll_marks(self, surface) -> None:
        """A thin bar at the box's right edge: how much there is, and where you are."""
        box, u = self.content, self.unit
        track = pygame.Rect(box.right + int(u * 1.4), box.top, max(3, int(u * 0.5)), box.h)
        pygame.draw.rect(surface, (*P.PANEL_BORDER,), track, border_radius=track.w // 2)
        shown = box.h / (box.h + self.max_scroll)
        thumb_h = max(int(u * 4), int(box.h * shown))
        y = track.top + int((box.h - thumb_h) * (self.scroll / self.max_scroll))
        pygame.draw.rect(surface, P.ACCENT_DIM, (track.left, y, track.w, thumb_h), border_radius=track.w // 2)
