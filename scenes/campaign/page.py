"""The frame every campaign screen shares: a wide page over the night, a heading, its
own content, a row of actions above Back, a line for what went wrong, a confirm box.

A screen lays itself out in ``build()`` by calling ``text()`` (words at a place, kept as
surfaces so ``draw`` only blits), ``action()`` (a button in the bottom row) and
``widget()`` (a button anywhere); ``problem`` is shown in red above the actions, so a
refusal (a name left empty, a family chosen twice) is said where the player looks.

Keyboard focus is one ring over the page's fields and buttons, in the order they were
laid out (the actions, then Back, last): Tab and Shift-Tab go round it, and what is typed
goes to the focused thing only — characters to a focused field, Return and Space to a
focused button. A click on a field focuses it; a click elsewhere (or the release that
ends a press-and-hold) leaves the focus where it was.
"""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from game.i18n import _
from scenes.board.hud.buttons import fitted_button
from scenes.kit import hover
from scenes.kit import palette as P
from scenes.kit.confirm import Confirm
from scenes.kit.intents import Click, Key, Text
from scenes.kit.panel import BACK_KEYS, PanelScene
from scenes.kit.widgets import draw_fitted, fit_text, make_panel, render_wrapped

PROBLEM = (236, 120, 110)


class CampaignPage(PanelScene):
    fit_units = 50   # these pages do not scroll: at a large UI scale their unit stops where they fit
    width = 1.62   # wider than Settings: these pages hold rows of families and chapters
    veil = 150

    def __init__(self, app) -> None:
        super().__init__(app)
        self.confirm = Confirm(app.fonts)
        self.problem = ""
        self.fields: list = []           # TextFields (typing goes to the focused one)
        self._texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._boxes: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._actions: list[tuple[str, callable, bool, str]] = []
        self._ring: list = []              # fields and buttons, in keyboard order
        self._scrolls: dict = {}           # see layout_content
        self._into = None

    # -- building a page ----------------------------------------------------------------
    def layout_content(self) -> None:
        self._texts, self._boxes, self._actions, self.fields, self._ring = [], [], [], [], []
        self._notes: list = []   # (rect, whole text) of words shortened to fit
        # the parts taller than their frame (key -> ScrollView), how far each was scrolled
        # (kept across rebuilds), and the one ``text`` and ``image`` fill while laying out
        self._offsets: dict = getattr(self, "_offsets", {})
        for key, view in getattr(self, "_scrolls", {}).items():
            self._offsets[key] = view.offset
        self._scrolls, self._into = {}, None
        self.u = self.unit
        self.build()
        self._lay_actions()

    def build(self) -> None:
        """Subclasses: the page's content inside ``self.content``."""

    def text(self, words: str, pos, *, size: float = 2.6, face: str = "body", colour=P.TEXT,
             width: int | None = None, anchor: str = "topleft", room: int | None = None) -> pygame.Rect:
        """Words at ``pos`` (wrapped to ``width`` if given, else fitted on one line to the
        content's right edge); returns where they went. ``words`` is a msgid (game.i18n)."""
        words = _(words)
        px = max(11, int(self.u * size))
        if width is not None:
            surf = render_wrapped(self.app.fonts, face, px, words, max(20, width), colour, 1.15)
        else:
            font = self.app.fonts.get(face, px)
            if room is None:
                room = self.content.right - (pos[0] if anchor == "topleft" else self.content.left)
            room = max(20, room)
            shown = fit_text(font, words, room)
            surf = font.render(shown, True, colour)
            if shown != words:   # its whole text on hover
                self._note(surf.get_rect(**{anchor: pos}), words)
        rect = surf.get_rect(**{anchor: pos})
        self.image(surf, rect.topleft)
        return rect

    @contextmanager
    def scrolled(self, key: str, rect: pygame.Rect, *, axis: str = "y"):
        """What is laid out inside the ``with`` goes into a ``ScrollView`` over ``rect``
        (at the places it would have on an endless page); its offset is kept across
        rebuilds under ``key``. Yields the view (for ``hit`` and ``later``)."""
        from scenes.campaign.scroll_view import ScrollView

        view = ScrollView(rect, axis=axis, offset=self._offsets.get(key, 0))
        outer, self._into = self._into, view
        try:
            yield view
        finally:
            self._into = outer
            view.clamp()
            self._scrolls[key] = view

    def _note(self, rect, whole: str) -> None:
        if self._into is not None:
            self._into.note(rect, whole)
        else:
            self._notes.append((pygame.Rect(rect), whole))

    def noted(self, rect, whole: str) -> None:
        """Words drawn at ``rect`` stand for more (cut, or "… and N more"): the whole on hover."""
        hover.cut(whole)
        self._note(rect, whole)

    def fitted(self, words: str, font, width: int, colour, pos) -> None:
        """One line of ``words`` at ``pos``, shortened to ``width`` (the whole on hover)."""
        shown = fit_text(font, words, width)
        surf = font.render(shown, True, colour)
        if shown != words:
            self._note(surf.get_rect(topleft=pos), words)
        self.image(surf, pos)

    def box(self, rect: pygame.Rect, *, border=P.PANEL_BORDER, fill=(20, 15, 34, 200), width: int = 1):
        self._boxes.append((make_panel(rect.size, fill, border, max(3, int(self.u * 0.8)), width), pygame.Rect(rect)))

    def family_box(self, family: str, rect: pygame.Rect, on: bool) -> tuple[int, int, dict]:
        """A family's row on a setup page (a chapter's, a free-play game's): its box, lit if
        the family plays, and its crest; (where its words start, the padding, its info)."""
        from scenes.board.art.family_art import crest, family_info
        info = family_info(self.camp.pack, family)
        self.box(rect, border=P.ACCENT_DIM if on else P.BUTTON_BORDER_DISABLED,
                 fill=(26, 20, 40, 210) if on else (16, 13, 26, 170))
        pad = int(self.u * 0.8)
        shield = crest(info["colour"], rect.h - 2 * pad, dim=not on)
        self.image(shield, (rect.left + pad, rect.top + pad))
        return rect.left + 2 * pad + shield.get_width(), pad, info

    def image(self, surf: pygame.Surface, pos) -> None:
        if self._into is not None:
            self._into.add(surf, pos)
        else:
            self._texts.append((surf, tuple(pos)))

    def widget(self, label: str, on_click, rect: pygame.Rect, *, name: str | None = None,
               enabled: bool = True, face: str = "display"):
        button = self.widgets.add(fitted_button(label, on_click, pygame.Rect(rect), self.app.fonts,
                                                name=name or label, face=face, enabled=enabled))
        self._ring.append(button)
        return button

    def dropdown(self, options, value, on_choose, rect: pygame.Rect, *, name: str):
        """A choice in a box that stays put (``scenes.kit.dropdown``), in the keyboard's ring."""
        from scenes.kit.dropdown import Dropdown

        drop = self.widgets.add(Dropdown(options, value, on_choose, name=name))
        drop.layout(pygame.Rect(rect), self.app.fonts, self.app.size[1])
        self._ring.append(drop)
        return drop

    def field(self, field, rect: pygame.Rect):
        field.layout(pygame.Rect(rect), self.app.fonts)
        field.focused = not self.fields
        self.fields.append(field)
        self._ring.append(field)
        return field

    # -- keyboard focus ---------------------------------------------------------------------
    @property
    def ring(self) -> list:
        """What Tab goes round: the fields and enabled buttons, in layout order (Back,
        laid out by the panel, last)."""
        ring = self._ring + [w for w in self.widgets.widgets if w not in self._ring]
        return [x for x in ring if getattr(x, "enabled", True)]

    @property
    def focused_field(self):
        return next((f for f in self.fields if f.focused), None)

    def focus(self, target) -> None:
        """Give the keyboard to ``target`` (a field or a button) and to nothing else."""
        for f in self.fields:
            f.focused = f is target
            f.selected = False
        if target in self.widgets.widgets:
            self.widgets._set_focus(self.widgets.widgets.index(target), visible=True)
        else:
            self.widgets.focus_index = None
            for w in self.widgets.widgets:
                w.focused = False

    def tab(self, backwards: bool = False) -> None:
        ring = self.ring
        if not ring:
            return
        at = self.focused_field
        if at is None and self.widgets.focus_index is not None:
            at = self.widgets.widgets[self.widgets.focus_index]
        if at in ring:
            target = ring[(ring.index(at) + (-1 if backwards else 1)) % len(ring)]
        else:
            target = ring[-1 if backwards else 0]
        self.focus(target)

    def action(self, label: str, on_click, *, enabled: bool = True, name: str | None = None) -> None:
        self._actions.append((label, on_click, enabled, name or label))

    def _lay_actions(self) -> None:
        if not self._actions:
            return
        u, n = self.u, len(self._actions)
        bh, gap = max(32, int(u * 5.6)), int(u * 1.6)
        bw = min(int(u * 30), (self.content.w - gap * (n - 1)) // n)
        left = self.content.centerx - (n * bw + (n - 1) * gap) // 2
        top = self.content.bottom - bh
        for i, (label, on_click, enabled, name) in enumerate(self._actions):
            self.widget(label, on_click, pygame.Rect(left + i * (bw + gap), top, bw, bh), name=name,
                        enabled=enabled)
        self.actions_top = top

    @property
    def body(self) -> pygame.Rect:
        """The content above the row of actions (and the problem line)."""
        spare = int(self.u * 10.5) if self._actions or self.has_actions else 0
        return pygame.Rect(self.content.left, self.content.top, self.content.w, self.content.h - spare)

    has_actions = True

    def refuse(self, why: str) -> None:
        self.problem = _(str(why))

    def rebuild(self) -> None:
        focus = next((i for i, f in enumerate(self.fields) if f.focused), None)
        texts = [f.text for f in self.fields]
        self.layout(self.app.size)
        for f, t in zip(self.fields, texts):
            f.text = t
        if focus is not None and focus < len(self.fields):
            for i, f in enumerate(self.fields):
                f.focused = i == focus

    # -- input --------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if self.confirm.handle(intent):
            return
        from scenes.kit.dropdown import open_one

        drop = open_one(self.widgets)
        if drop is not None:   # an open drop-down's list has every intent until it shuts
            drop.handle_open(intent)
            return
        if isinstance(intent, Key) and intent.name == "tab" and self.fields:
            self.tab(backwards=intent.shift)
            return
        if isinstance(intent, Click) and intent.button == 1:
            hit = next((f for f in self.fields if f.rect.collidepoint(intent.pos)), None)
            if hit is not None:
                self.focus(hit)
                return
        field = self.focused_field
        if field is not None and isinstance(intent, (Key, Text)):
            if field.handle(intent):
                if isinstance(intent, Text):
                    self.problem = ""
                return
            if isinstance(intent, Text) or intent.name not in ("escape",):
                return   # a field has the keyboard: keys are not also a button's
        if isinstance(intent, Text):
            return
        if any(view.handle(intent) for view in self._scrolls.values()):
            return
        if isinstance(intent, Key) and intent.name in BACK_KEYS:
            self.back()
            return
        self.widgets.handle(intent)

    def ask(self, question: str, note: str, yes) -> None:
        self.confirm.ask(self.app.size, self.u, question, note, yes)

    # -- drawing ------------------------------------------------------------------------
    def draw_content(self, surface) -> None:
        for surf, rect in self._boxes:
            surface.blit(surf, rect)
        for surf, pos in self._texts:
            surface.blit(surf, pos)
        for view in self._scrolls.values():
            view.draw(surface)
        for rect, whole in self._notes:
            hover.note(rect, whole)
        for f in self.fields:
            f.draw(surface)
        if self.problem:
            font = self.app.fonts.get("body", max(12, int(self.u * 2.5)))
            y = getattr(self, "actions_top", self.content.bottom) - int(self.u * 1.2)
            line = pygame.Rect(self.content.left, y - font.get_linesize(), self.content.w, font.get_linesize())
            draw_fitted(surface, font, self.problem, PROBLEM, line, align="midbottom")

    def draw(self, surface) -> None:
        from scenes.kit.dropdown import draw_open

        super().draw(surface)
        draw_open(surface, self.widgets)   # an open drop-down's list, over the page
        self.confirm.draw(surface)
