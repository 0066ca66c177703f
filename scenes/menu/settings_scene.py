"""The Settings screen: animation speed, sound and its volumes, fullscreen and window size.

Every change is saved at once (through ``App.change_settings``), so there is no
"Apply" to forget; Back simply returns. The volumes are sliders under Sound (master,
effects, ambience): dragging one is heard at once and saved when it is let go, and a
settled master or effects volume plays a sample at the new level.
"""

from __future__ import annotations

import pygame

from scenes.kit import palette as P
from scenes.kit.panel import PanelScene
from scenes.kit.settings import WINDOW_PRESETS
from scenes.kit.widgets import Button, Slider

SPEEDS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
SLIDER_ROW = 0.45   # a volume's row, as a share of a full row's height
SAMPLE = "dice_land"  # heard when the master or effects volume is set


def _nearest(options, value) -> int:
    return min(range(len(options)), key=lambda i: abs(options[i] - value))


def _size_distance(a, b) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


class SettingsScene(PanelScene):
    heading = "Settings"

    # -- changes --------------------------------------------------------------------------
    def step_speed(self, delta: int) -> None:
        i = _nearest(SPEEDS, self.app.settings.animation_speed)
        i = max(0, min(len(SPEEDS) - 1, i + delta))
        self._change(animation_speed=SPEEDS[i])

    def toggle_sound(self) -> None:
        self._change(sound=not self.app.settings.sound)

    def set_volume(self, field: str, value: int, settled: bool) -> None:
        """A slider moved: heard at once, saved when it settles (no relayout: the slider
        shows its own value, and a drag must not lose its widget)."""
        self.app.change_settings(save=settled, **{field: value})
        if settled and field != "ambience_volume":
            self.app.sound.play(SAMPLE)

    def toggle_fullscreen(self) -> None:
        self._change(fullscreen=not self.app.settings.fullscreen)

    def step_window_size(self, delta: int) -> None:
        current = self.app.settings.window_size
        sizes = sorted(set(WINDOW_PRESETS) | {current})
        i = max(0, min(len(sizes) - 1, sizes.index(current) + delta))
        self._change(window_size=sizes[i])

    def _change(self, **changes) -> None:
        focus = self.widgets.focus_index
        self.app.change_settings(**changes)
        self.layout(self.app.size)  # labels show the new values
        self.widgets.focus_index = focus
        if focus is not None and focus < len(self.widgets.widgets):
            self.widgets.widgets[focus].focused = True

    # -- layout ---------------------------------------------------------------------------
    def _rows(self):
        s = self.app.settings
        w, h = s.window_size
        return [
            ("Animation speed", "How quickly dice, cards and pieces move.",
             ("stepper", f"{s.animation_speed:g}×", "speed", self.step_speed)),
            ("Sound", "Dice, creaking doors and the noises of the house.",
             ("toggle", "On" if s.sound else "Off", "sound", self.toggle_sound)),
            *(
                (label, "", ("slider", getattr(s, field), field,
                             lambda value, settled, f=field: self.set_volume(f, value, settled)))
                for label, field in (("Master volume", "master_volume"), ("Effects", "effects_volume"),
                                     ("Ambience", "ambience_volume"))
            ),
            ("Display", "F11 switches between the two at any time.",
             ("toggle", "Fullscreen" if s.fullscreen else "Windowed", "display",
              self.toggle_fullscreen)),
            ("Window size", "Used whenever the game is in a window.",
             ("stepper", f"{w} × {h}", "size", self.step_window_size)),
            ("Accessibility", "UI scale, text size, colour-blind colours, reduced motion.",
             ("toggle", "Open…", "accessibility", self.open_accessibility)),
        ]

    def open_accessibility(self) -> None:
        from scenes.menu.accessibility_scene import AccessibilityScene

        self.app.push(AccessibilityScene(self.app))

    def resume(self) -> None:
        self.layout(self.app.size)   # back from Accessibility: its changes shown here too

    def layout_content(self) -> None:
        u, fonts, box = self.unit, self.app.fonts, self.content
        rows = self._rows()
        weights = [SLIDER_ROW if row[2][0] == "slider" else 1.0 for row in rows]
        row_h = min(u * 13, box.h / sum(weights))
        control_w, bh = int(u * 34), max(30, int(u * 6))
        self._texts = []
        y = float(box.top)
        pad = max(2.0, min(u * 1.5, (row_h - u * 8.3) / 2))  # a label and its hint, centred in a tight row
        for i, (label, hint, (kind, value, name, action)) in enumerate(rows):
            top = int(y + pad)
            if kind == "slider":  # a volume: a smaller label, indented under Sound
                h = int(row_h * SLIDER_ROW)
                text = fonts.render("serif", int(u * 3.2), label, P.TEXT_SOFT)
                self._texts.append((text, text.get_rect(midleft=(box.left + int(u * 3), int(y + h / 2))).topleft))
                control = pygame.Rect(box.right - control_w, int(y + h / 2) - bh // 2, control_w, bh)
                self._slider(value, action, name, control)
            else:
                self._texts.append((fonts.render("serif", int(u * 4.2), label, P.TEXT), (box.left, top)))
                self._texts.append((fonts.render("body", max(12, int(u * 2.3)), hint, P.TEXT_MUTED),
                                    (box.left, top + int(u * 5.4))))
                control = pygame.Rect(box.right - control_w, top + int(u * 1.2), control_w, bh)
                if kind == "toggle":
                    self._button(value, action, name, control)
                else:
                    self._stepper(value, action, name, control)
            y += row_h * weights[i]
            grouped = i + 1 < len(rows) and rows[i + 1][2][0] == "slider"  # Sound and its volumes
            if i < len(rows) - 1 and not grouped:
                lift = 0 if kind == "slider" else u * 0.6  # a volume's small label sits low in its row
                self._texts.append((self._divider(box.w), (box.left, int(y - lift))))

    def _stepper(self, value, action, name, control) -> None:
        u, bh = self.unit, control.h
        self._button("‹", lambda: action(-1), f"{name}-",
                     pygame.Rect(control.left, control.top, bh, bh), text_scale=1.9)
        self._button("›", lambda: action(+1), f"{name}+",
                     pygame.Rect(control.right - bh, control.top, bh, bh), text_scale=1.9)
        text = self.app.fonts.render("serif", int(u * 3.6), value, P.CANDLE_HOT)
        self._texts.append((text, text.get_rect(center=(control.centerx,
                                                       control.centery + int(u * 0.2))).topleft))

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

    def draw_content(self, surface) -> None:
        for text, pos in self._texts:
            surface.blit(text, pos)
