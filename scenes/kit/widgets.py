"""Small widgets: a Button, a Slider, a text field, a group that routes intents to them.

The rule borrowed from pygame_gui: the topmost element (the last one added) gets a
pointer intent first and consumes it, so overlapping widgets never both fire. Every
surface a widget draws is prepared in ``layout``; ``draw`` only blits.

Two more rules of the input contract (issue 28, point 1; ``scenes.kit.hover``):

* a button that appears or changes under the resting pointer ignores clicks for
  ``hover.GRACE`` seconds (the click is consumed, nothing beneath gets it);
* nothing is cut without a way to read it: the text helpers (``scenes.kit.text``, imported
  here for their callers) shorten and report; a ``Button`` whose label was shortened
  (``full_label``) notes it itself.
"""

from __future__ import annotations

from typing import Callable

from game.i18n import _
import pygame

from scenes.kit import hover, palette
from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release
from scenes.kit.text import (draw_fitted, fit_lines, fit_text, render_shadowed,  # noqa: F401 (their callers'
                             render_wrapped, wrap_text)                          # import, kept)

NEXT_KEYS = ("down", "tab")
PREV_KEYS = ("up",)
ACTIVATE_KEYS = ("return", "enter", "space")
NUDGE_KEYS = {"left": -1, "right": +1}   # a focused slider's value, a step at a time


class Button:
    """A labelled button with hover, pressed, disabled and keyboard-focus looks."""

    def __init__(self, label: str, on_click: Callable[[], None], *, enabled: bool = True,
                 face: str = "display", name: str | None = None,
                 text_scale: float = 1.0) -> None:
        self.label = label
        self.text_scale = text_scale
        self.name = name or label
        self.on_click = on_click
        self.enabled = enabled
        self.face = face
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.full_label: str | None = None   # the whole label, when the face shows less
        self.since = None   # when it appeared under the resting pointer (hover.HoverLayer.now)
        self._looks: dict[str, tuple[pygame.Surface, pygame.Surface]] = {}

    @property
    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed and self.hovered:
            return "pressed"
        if self.hovered or self.focused:
            return "hover"
        return "normal"

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def layout(self, rect: pygame.Rect, fonts) -> None:
        """Place the button and pre-render each of its looks at this size."""
        self.rect = pygame.Rect(rect)
        size = max(12, int(self.rect.h * 0.46 * self.text_scale))
        room = self.rect.w - max(8, self.rect.h // 2)
        while size > 12 and fonts.get(self.face, size).size(_(self.label))[0] > room:
            size -= 1   # (a label longer in the language in use: smaller, never past the button's edge)
        self.text_size = size
        radius = max(3, self.rect.h // 6)
        looks = {
            "normal": (palette.BUTTON_FILL, palette.BUTTON_BORDER, palette.TEXT, 1),
            "hover": (palette.BUTTON_FILL_HOVER, palette.ACCENT, palette.CANDLE_HOT, 2),
            "pressed": (palette.BUTTON_FILL_PRESSED, palette.ACCENT, palette.CANDLE_HOT, 2),
            "disabled": (palette.BUTTON_FILL_DISABLED, palette.BUTTON_BORDER_DISABLED,
                         palette.TEXT_DISABLED, 1),
        }
        self._looks = {}
        for state, (fill, border, ink, width) in looks.items():
            box = make_panel(self.rect.size, fill, border, radius, width)
            text = fonts.render(self.face, size, _(self.label), ink)   # a label is its English msgid
            if state in ("hover", "pressed"):
                _ornament(box, border, text.get_width())
            self._looks[state] = (box, text)

    def draw(self, surface: pygame.Surface) -> None:
        if not self._looks:
            return
        box, text = self._looks[self.state]
        surface.blit(box, self.rect)
        if self.full_label:
            hover.note(self.rect, self.full_label)
        nudge = 1 if self.state == "pressed" else 0
        # Garamond's small caps sit a little high in their line box; drop them a hair.
        dest = text.get_rect(center=(self.rect.centerx, self.rect.centery + nudge
                                     + self.rect.h // 28))
        surface.blit(text, dest)
        if self.focused and self.enabled:   # the keyboard's focus: a ring, not only the lit face
            from scenes.kit.focus import draw_ring

            draw_ring(surface, self.rect)


def _ornament(box: pygame.Surface, colour, text_w: int = 0) -> None:
    """Small candle-flame diamonds at both ends of a lit button — only where they stay
    clear of its label (a narrow button such as the replay's "Go" goes without)."""
    w, h = box.get_size()
    r = max(3, h // 12)
    if h // 2 + r + 3 > (w - text_w) // 2:
        return
    for cx in (h // 2, w - h // 2):
        cy = h // 2
        pygame.draw.polygon(box, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])


class Slider:
    """A whole number on a track (a volume, 0-100%): a press or a click on the track puts
    the knob there, dragging moves it (wherever the pointer goes until the release), and
    ← → move it a ``step`` when the slider has the focus.

    ``on_change(value, settled)`` hears every new value: ``settled`` is False while the
    knob is dragged and True once it is let go (a click, a key, the release), so a
    caller can follow a drag at once and save only at its end."""

    def __init__(self, value: int, on_change: Callable[[int, bool], None], *, name: str,
                 low: int = 0, high: int = 100, step: int = 5, suffix: str = "%",
                 enabled: bool = True, dim: bool = False) -> None:
        self.low, self.high, self.step, self.suffix = low, high, step, suffix
        self.value = self._clamp(value)
        self.on_change = on_change
        self.name = name
        self.label = f"{self.value}{suffix}"
        self.enabled = enabled
        self.dim = dim            # drawn quieter (Sound is off), still usable
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.hovered = self.pressed = self.focused = False
        self.dragging = False
        self._unsettled = False   # a drag has changed the value and not yet let go
        self._fonts = None
        self._texts: dict[tuple, pygame.Surface] = {}   # (value, ink) -> the value's label

    def _clamp(self, value) -> int:
        return max(self.low, min(self.high, int(round(value))))

    # -- what the group asks of it -----------------------------------------------------
    def activate(self) -> None:
        """Return or Space on a slider: nothing to press (← → move it)."""

    def value_at(self, x: int) -> int:
        if self.track.w <= 0:
            return self.value
        share = (x - self.track.left) / self.track.w
        raw = self.low + share * (self.high - self.low)
        return self._clamp(round(raw / self.step) * self.step)  # to the step: 80%, not 79%

    def set(self, value: int, settled: bool = True) -> None:
        value = self._clamp(value)
        changed = value != self.value
        self.value, self.label = value, f"{value}{self.suffix}"
        if changed or (settled and self._unsettled):
            self._unsettled = not settled
            self.on_change(value, settled)

    def grab(self, pos) -> None:
        self.dragging = True
        self.set(self.value_at(pos[0]), settled=False)

    def drag_to(self, pos) -> None:
        self.set(self.value_at(pos[0]), settled=False)

    def let_go(self) -> None:
        self.dragging = self.pressed = False
        self.set(self.value, settled=True)

    def click(self, pos) -> None:
        self.dragging = False
        self.set(self.value_at(pos[0]), settled=True)

    def nudge(self, steps: int) -> None:
        self.set(self.value + steps * self.step, settled=True)

    # -- looks -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, fonts) -> None:
        """The track fills the rect but for room on the right for the value ("100%")."""
        self.rect = pygame.Rect(rect)
        self._fonts, self._texts = fonts, {}
        self._size = max(12, int(self.rect.h * 0.5))
        room = fonts.get("serif", self._size).size(f"{self.high}{self.suffix}")[0] + self.rect.h // 2
        knob = max(5, self.rect.h // 4)
        self.track = pygame.Rect(self.rect.left + knob, self.rect.centery - 2,
                                 max(10, self.rect.w - room - 2 * knob), 4)

    def draw(self, surface: pygame.Surface) -> None:
        if self._fonts is None:
            return
        lit = self.hovered or self.focused or self.dragging
        ink = palette.TEXT_MUTED if self.dim else (palette.CANDLE_HOT if lit else palette.TEXT)
        fill = palette.ACCENT_DIM if self.dim else (palette.CANDLE if lit else palette.ACCENT)
        track = self.track
        pygame.draw.rect(surface, palette.BUTTON_FILL_HOVER[:3], track.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surface, palette.BUTTON_BORDER, track.inflate(2, 2), 1, border_radius=3)
        share = (self.value - self.low) / max(1, self.high - self.low)
        x = track.left + round(share * track.w)
        if x > track.left:
            pygame.draw.rect(surface, fill, (track.left, track.top, x - track.left, track.h), border_radius=2)
        r = max(5, self.rect.h // 4)
        pygame.draw.circle(surface, palette.PANEL_FILL[:3], (x, track.centery), r + 2)
        pygame.draw.circle(surface, fill, (x, track.centery), r)
        if self.focused:  # the keyboard's ring, as a focused button's border
            pygame.draw.circle(surface, palette.CANDLE_HOT, (x, track.centery), r + 4, 2)
        key = (self.value, ink)
        if key not in self._texts:
            self._texts[key] = self._fonts.render("serif", self._size, self.label, ink)
        text = self._texts[key]
        surface.blit(text, text.get_rect(midright=(self.rect.right, self.rect.centery + self.rect.h // 28)))


class WidgetGroup:
    """Routes intents to widgets, topmost first, and runs keyboard focus."""

    def __init__(self) -> None:
        self.widgets: list[Button] = []
        self.focus_index: int | None = None
        self._before: dict[str, tuple] = {}   # name -> (what it was, since), before clear()

    def add(self, widget: Button) -> Button:
        """Add ``widget`` on top. If it is new, or not what was there under that name
        before (another label, place or state), and the resting pointer is on it, it
        ignores clicks for the grace time."""
        self.widgets.append(widget)
        self._judge(widget)
        return widget

    def settle(self) -> None:
        """Judge every widget again once they are all placed (a caller that moves
        buttons after adding them: the HUD making room for Undo)."""
        for widget in self.widgets:
            self._judge(widget)

    def _judge(self, widget) -> None:
        was = self._before.get(getattr(widget, "name", None))
        layer = hover.current()
        if was is not None and was[0] == _identity(widget):
            widget.since = was[1]
        elif layer.fresh_under_pointer(widget.rect):
            widget.since = layer.now()
        else:
            widget.since = None

    def clear(self) -> None:
        self._before = {getattr(w, "name", None): (_identity(w), getattr(w, "since", None)) for w in self.widgets}
        self.widgets.clear()
        self.focus_index = None

    def rest(self) -> None:
        """Nothing of the group under the pointer or held down: for a group a modal layer
        now covers, whose own hovers it will not hear (no button stays lit as if stuck)."""
        for widget in self.widgets:
            widget.hovered = False
            if hasattr(widget, "pressed"):
                widget.pressed = False

    def find(self, name: str) -> Button:
        for widget in self.widgets:
            if widget.name == name:
                return widget
        raise KeyError(f"no widget named {name!r}")

    def hit(self, pos) -> Button | None:
        """The topmost widget under ``pos``: the last added wins."""
        for widget in reversed(self.widgets):
            if widget.rect.collidepoint(pos):
                return widget
        return None

    def handle(self, intent) -> bool:
        """Returns True when a widget consumed the intent."""
        held = next((w for w in self.widgets if getattr(w, "dragging", False)), None)
        if held is not None and isinstance(intent, (Drag, Release)):
            # a slider's knob follows the pointer wherever it goes until the release
            if isinstance(intent, Drag):
                held.drag_to(intent.pos)
                return True
            held.let_go()
            return False
        if isinstance(intent, (Hover, Drag)):
            top = self.hit(intent.pos)
            for widget in self.widgets:
                widget.hovered = widget is top
            if top is not None and top.enabled and isinstance(intent, Hover):
                self._set_focus(self.widgets.index(top), visible=False)
            return top is not None
        if isinstance(intent, Press):
            top = self.hit(intent.pos)
            if top is not None and intent.button == 1:
                top.pressed = top.enabled
                top.hovered = True
                if isinstance(top, Slider) and top.enabled:
                    self._set_focus(self.widgets.index(top), visible=False)
                    top.grab(intent.pos)
            return top is not None
        if isinstance(intent, Release):
            for widget in self.widgets:
                widget.pressed = False
            return False
        if isinstance(intent, Click):
            top = self.hit(intent.pos)
            if top is None or intent.button != 1:
                return top is not None
            if not hover.current().steady(getattr(top, "since", None)):
                return True   # it has just appeared under the pointer: the click was not for it
            if isinstance(top, Slider):
                top.click(intent.pos)
            else:
                top.activate()
            return True
        if isinstance(intent, Key):
            return self._handle_key(intent)
        return False

    def _handle_key(self, key: Key) -> bool:
        focusable = [i for i, w in enumerate(self.widgets) if w.enabled]
        if not focusable:
            return False
        backwards = key.name in PREV_KEYS or (key.name == "tab" and key.shift)
        if backwards or key.name in NEXT_KEYS:
            if self.focus_index not in focusable:
                target = focusable[-1 if backwards else 0]
            else:
                at = focusable.index(self.focus_index)
                target = focusable[(at + (-1 if backwards else 1)) % len(focusable)]
            self._set_focus(target, visible=True)
            return True
        if key.name in ACTIVATE_KEYS and self.focus_index in focusable:
            self.widgets[self.focus_index].activate()
            return True
        if key.name in NUDGE_KEYS and self.focus_index in focusable:
            widget = self.widgets[self.focus_index]
            if hasattr(widget, "nudge"):   # a slider, a drop-down (scenes.kit.dropdown)
                widget.nudge(NUDGE_KEYS[key.name])
                return True
        return False

    def _set_focus(self, index: int, visible: bool) -> None:
        self.focus_index = index
        for i, widget in enumerate(self.widgets):
            # Hover already lights a button; the focus ring only shows for keyboard use.
            widget.focused = visible and i == index

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)


def _identity(widget) -> tuple:
    """What a control is, for the grace time: its name (its action) and its place. The
    same control in the same place with a new label (a seat's kind cycled, a stepper's
    value) is not new: clicking it again is what its player means to do."""
    return (getattr(widget, "name", None), tuple(widget.rect))


class TextField:
    """A line of text a player types (a name): typed characters go in at the caret, Return
    calls ``on_submit``. It holds at most ``limit`` characters. Editing as in any text box
    (``scenes.kit.line_edit``): Ctrl+A selects all of it (shown highlighted; what is typed
    next replaces it), Backspace/Delete (Ctrl: a word), Home/End, ← →, Ctrl+V pastes."""

    def __init__(self, text: str = "", *, limit: int = 40, on_submit: Callable[[str], None] | None = None,
                 name: str = "field", placeholder: str = "") -> None:
        from scenes.kit.line_edit import LineEdit

        self.line = LineEdit(text, limit=limit)
        self.limit = limit
        self.on_submit = on_submit
        self.name = name
        self.placeholder = placeholder
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = True
        self.enabled = True
        self.hovered = self.pressed = False
        self._fonts = None
        self._size = 16

    @property
    def text(self) -> str:
        return self.line.text

    @text.setter
    def text(self, value: str) -> None:
        self.line.text = value

    @property
    def selected(self) -> bool:
        """Ctrl+A: all of the text, to be replaced or cleared."""
        return self.line.selected

    @selected.setter
    def selected(self, value: bool) -> None:
        self.line.selected = value and bool(self.line.text)

    def activate(self) -> None:
        self.focused = True

    def layout(self, rect: pygame.Rect, fonts) -> None:
        self.rect = pygame.Rect(rect)
        self._fonts = fonts
        self._size = max(12, int(self.rect.h * 0.5))

    def handle(self, intent) -> bool:
        """Typing, editing keys, Return (True when the intent was the field's)."""
        if isinstance(intent, Click):
            self.focused = self.rect.collidepoint(intent.pos)
            self.selected = False
            return self.focused
        if not self.focused:
            return False
        if isinstance(intent, Key) and intent.name in ("return", "enter"):
            if self.on_submit is not None:
                self.on_submit(self.text)
                return True
            return False
        return self.line.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        if self._fonts is None:
            return
        border = palette.ACCENT if self.focused else palette.BUTTON_BORDER
        surface.blit(make_panel(self.rect.size, palette.BUTTON_FILL, border, max(3, self.rect.h // 6), 2), self.rect)
        pad = max(6, self.rect.h // 4)
        room = self.rect.w - 2 * pad
        font = self._fonts.get("body", self._size)
        shown = self.text or self.placeholder
        ink = palette.TEXT if self.text else palette.TEXT_MUTED
        fitted = fit_text(font, shown, room - 4, keep_end=True)
        text = font.render(fitted, True, ink)
        dest = text.get_rect(midleft=(self.rect.left + pad, self.rect.centery))
        if self.selected and self.focused and self.text:
            pygame.draw.rect(surface, palette.ACCENT_DIM, dest.inflate(4, 2), border_radius=2)
        surface.blit(text, dest)
        if self.focused:
            x = caret_x(font, self.text, fitted, self.line.caret, dest.left) if self.text else dest.left
            pygame.draw.line(surface, palette.CANDLE_HOT, (x, self.rect.top + pad), (x, self.rect.bottom - pad), 2)


def caret_x(font, text: str, fitted: str, caret: int, left: int) -> int:
    """Where the caret stands: ``fitted`` is the end of ``text`` that is shown (a long text
    loses its start from view), ``caret`` an index into ``text``."""
    hidden = len(text) - len(fitted)
    return left + font.size(fitted[:max(0, caret - hidden)])[0] + (1 if caret else 0)


def make_panel(size, fill, border, radius: int = 8, width: int = 1) -> pygame.Surface:
    """A translucent rounded rectangle with a thin border, ready to blit."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    rect = panel.get_rect()
    pygame.draw.rect(panel, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(panel, border, rect, width, border_radius=radius)
    return panel


def rule_with_diamond(width: int, colour, thickness: int = 1, diamond: int = 5) -> pygame.Surface:
    """A thin horizontal rule with a small diamond at its middle and its ends."""
    height = diamond * 2 + 1
    rule = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    mid = height // 2
    pygame.draw.line(rule, colour, (0, mid), (width, mid), thickness)
    small = diamond // 2
    for cx, r in ((width // 2, diamond), (small, small), (width - 1 - small, small)):
        pygame.draw.polygon(rule, colour, [(cx, mid - r), (cx + r, mid), (cx, mid + r), (cx - r, mid)])
    return rule
