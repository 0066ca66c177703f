"""The title screen: the house at night, the name, and the main menu.

The menu is built from a list of ``MenuEntry`` (label, action, enabled). Later work
adds entries without touching this layout, either by passing its own list::

    TitleScene(app, entries=[MenuEntry("New game", start_setup), *standard_entries()])

or on a live scene with ``title.add_entry(MenuEntry("Continue", resume, has_save),
before="Settings")``. ``enabled`` is asked each time the menu is laid out, so
"Continue" can stay greyed until a save exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.kit.focus import focused_name, restore_focus
from scenes.kit.intents import Key
from scenes.kit.scale import scaled_h
from scenes.kit.scene import Scene
from scenes.kit.widgets import Button, WidgetGroup, render_shadowed, rule_with_diamond

TAGLINE = N_("The house remembers everyone who enters. Not everyone leaves.")
HINT = N_("↑ ↓  choose   ·   Enter  select   ·   F11  fullscreen")
FADE_IN = 0.9  # seconds from black when the game opens


def _always(app) -> bool:
    return True


@dataclass(frozen=True)
class MenuEntry:
    label: str
    action: Callable[[object], None]          # called with the App
    enabled: Callable[[object], bool] = _always
    shown: Callable[[object], bool] = _always   # asked as ``enabled``: a False entry is left out
    beside: bool = False   # an offer beside the first entry, not a row of the menu (room allowing)


def open_settings(app) -> None:
    from scenes.menu.settings_scene import SettingsScene

    app.push(SettingsScene(app))


def open_help(app) -> None:
    from scenes.menu.help_scene import HelpScene

    app.push(HelpScene(app))


def open_credits(app) -> None:
    from scenes.menu.credits_scene import CreditsScene

    app.push(CreditsScene(app))


def quit_game(app) -> None:
    app.quit()


def standard_entries() -> list[MenuEntry]:
    """The entries that exist today. New game / Continue / Load go in front later."""
    return [
        MenuEntry(N_("Settings"), open_settings),
        MenuEntry(N_("How to play"), open_help),
        MenuEntry(N_("Credits"), open_credits),
        MenuEntry(N_("Quit"), quit_game),
    ]


GLOWS_KEPT = 8
_glows: dict = {}   # (the name's size and font height, colour, pad, radius) -> the blurred glow


def _glow(halo, pad: int, radius: int, key: tuple):
    """The title's halo blurred (a gaussian blur of a 1080p title costs ~20 ms): made once
    for each size and colour and kept, as every new App and every resize lays out again."""
    key = key + (pad, radius)
    glow = _glows.get(key)
    if glow is None:
        if len(_glows) >= GLOWS_KEPT:
            _glows.clear()
        glow = pygame.Surface((halo.get_width() + pad * 2, halo.get_height() + pad * 2), pygame.SRCALPHA)
        glow.blit(halo, (pad, pad))
        glow = _glows[key] = pygame.transform.gaussian_blur(glow, radius)
    return glow.copy()   # (the caller sets its alpha)


class TitleScene(Scene):
    def __init__(self, app, entries: list[MenuEntry] | None = None) -> None:
        super().__init__(app)
        self.entries = list(entries) if entries is not None else standard_entries()
        self.menu = WidgetGroup()
        self.elapsed = 0.0
        self._size = (0, 0)
        self._title = self._tagline = self._rule = self._version = self._hint = None
        self._title_pos = self._tagline_pos = self._rule_pos = (0, 0)

    # -- the extension point -------------------------------------------------------------
    def add_entry(self, entry: MenuEntry, before: str | None = None) -> None:
        """Add a menu entry, at the end or in front of the entry labelled ``before``."""
        labels = [e.label for e in self.entries]
        index = labels.index(before) if before in labels else len(self.entries)
        self.entries.insert(index, entry)
        if self._size != (0, 0):
            self._build_menu()

    def button(self, label: str) -> Button:
        return self.menu.find(label)

    # -- layout ---------------------------------------------------------------------------
    def layout(self, size) -> None:
        self._size = size
        w, h = size
        H = scaled_h(h)   # sizes grow with the UI scale; the room is the window's
        fonts = self.app.fonts
        left = max(40, int(w * 0.085))
        title_size = int(H * 0.135)
        if H > h:   # a large UI scale: the name grows less than the menu, which needs the room
            title_size = int(h * 0.135 * (H / h) ** 0.5)
        title = render_shadowed(fonts, "display", title_size, "Hollowmere", P.TEXT, offset=3)
        halo = fonts.render("display", title_size, "Hollowmere", P.ACCENT)
        pad = int(H * 0.04)
        glow = _glow(halo, pad, max(2, int(H * 0.012)),
                     (halo.get_size(), fonts.get("display", title_size).get_height(), tuple(P.ACCENT)))
        glow.set_alpha(120)
        combined = pygame.Surface(glow.get_size(), pygame.SRCALPHA)
        combined.blit(glow, (0, 0))
        combined.blit(title, (pad - 6, pad - 6))
        self._title = combined
        self._title_pos = (left - pad, int(h * 0.10 * min(1.0, h / H)) - pad)
        text_w = halo.get_width()
        rule_y = self._title_pos[1] + pad + halo.get_height() + int(H * 0.005)
        self._rule = rule_with_diamond(text_w, P.ACCENT_DIM, max(1, int(H) // 540), max(4, int(H) // 130))
        self._rule_pos = (left, rule_y)
        self._tagline = render_shadowed(fonts, "italic", int(H * 0.034), _(TAGLINE), P.TEXT_SOFT)
        self._tagline_pos = (left - 6, rule_y + self._rule.get_height() + int(H * 0.012))
        small = max(12, int(H * 0.022))
        self._version = fonts.render("body", small, f"v{_version()}", P.TEXT_MUTED)
        self._hint = fonts.render("body", small, _(HINT), P.TEXT_MUTED)
        self._build_menu()

    def _build_menu(self) -> None:
        w, h = self._size
        H = scaled_h(h)
        keep = focused_name(self.menu)   # the keyboard's focus stays where it was, ring and all
        focus = self.menu.focus_index
        self.menu.clear()
        left = max(40, int(w * 0.085))
        bw, bh, gap = min(w - 2 * left, max(260, int(H * 0.40))), max(36, int(H * 0.068)), max(8, int(H * 0.018))
        below_tagline = self._tagline_pos[1] + self._tagline.get_height() + int(H * 0.03)
        top = max(int(h * 0.46), below_tagline + int(H * 0.03))
        clear = h - int(h * 0.03 + H * 0.03) - self._hint.get_height()  # a long menu rises, clear of the hint line
        shown = [e for e in self.entries if e.shown(self.app)]
        beside = [e for e in shown if e.beside]
        if beside and w - 2 * left < 2 * bw + 2 * gap:
            beside = []   # no room beside the menu: the offer is a row of it
        column = [e for e in shown if e not in beside]
        n = max(1, len(column))
        room = clear - below_tagline
        cols = 1
        if n * (bh + gap) - gap > room:  # too long to rise clear of the tagline: closer buttons
            gap = max(4, int(gap * 0.5))
            least = self.app.fonts.get("display", int(bh * 0.46)).get_height() + 6  # its label still fits
            floor = max(36, least if H > h else 36)   # (a button no lower than a finger's width)
            if n * (floor + gap) - gap > room and w - 2 * left >= 2 * bw + 2 * gap:
                cols = 2   # a large UI scale or a small window: two columns rather than past the hint line
            rows = -(-n // cols)
            bh = max(floor, min(bh, (room - (rows - 1) * gap) // rows))
        rows = -(-len(column) // cols)
        top = max(below_tagline, min(top, clear - rows * (bh + gap) + gap))
        for i, entry in enumerate(column + beside):
            button = Button(entry.label, (lambda e=entry: e.action(self.app)),
                            enabled=entry.enabled(self.app))
            col, row = divmod(i, rows) if i < len(column) else (1, i - len(column))
            rect = pygame.Rect(left + col * (bw + 2 * gap), top + row * (bh + gap), bw, bh)
            if i >= len(column) and cols == 2:   # both columns taken: the offer at the top right
                rect.topright = (w - left, self._title_pos[1] + (i - len(column)) * (bh + gap))
            button.layout(rect, self.app.fonts)
            self.menu.add(button)
        if focus is not None and focus < len(self.menu.widgets):
            self.menu.focus_index = focus
        restore_focus(self.menu, keep)

    # -- time and input -------------------------------------------------------------------
    def enter(self) -> None:
        self.app.sound.ambience("title")  # the house's bed, quieter than on the board

    def resume(self) -> None:
        self._build_menu()  # enabled states may have changed (a save was written, say)
        self.app.sound.ambience("title")

    def handle(self, intent) -> None:
        if isinstance(intent, Key) and intent.name == "escape":
            return  # Esc never quits from the title by accident; "Quit" does
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.app.backdrop.update(dt)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        self.app.backdrop.draw(surface)
        surface.blit(self._title, self._title_pos)
        surface.blit(self._rule, self._rule_pos)
        surface.blit(self._tagline, self._tagline_pos)
        self.menu.draw(surface)
        margin = int(h * 0.03)
        surface.blit(self._version, self._version.get_rect(bottomright=(w - margin, h - margin)))
        surface.blit(self._hint, self._hint.get_rect(bottomleft=(max(40, int(w * 0.085)), h - margin)))
        if self.elapsed < FADE_IN:
            keep = int(255 * (self.elapsed / FADE_IN) ** 1.5)
            surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def _version() -> str:
    from game.version import __version__

    return __version__
