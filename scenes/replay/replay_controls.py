"""The replay's control bar, along the bottom of the screen under the table.

Top row: "Replay" and where we are, then the timeline. Bottom row: Back; the transport
(start, step back, play or pause, step on, end); "Turn [n] of N" — click the number (or
press G), type a turn and Enter; the speed of auto-play; and whose eyes the game is
seen through. A choice that is not open (any but the table's, before the game is
over) stays greyed and says why when the pointer rests on it.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button
from scenes.kit.intents import Hover
from scenes.replay.replay_timeline import Timeline
from scenes.kit.widgets import Button, WidgetGroup, make_panel

SPEEDS = (0.5, 1.0, 2.0, 4.0)
PERSPECTIVES = (("table", N_("Table")), ("heroes", N_("Heroes")), ("traitor", N_("Traitor")),
                ("omniscient", N_("Everything")))
ICONS = ("first", "prev", "play", "next", "last")


def speed_label(speed: float) -> str:
    return "½×" if speed == 0.5 else f"{speed:g}×"


class IconButton(Button):
    """A button showing a drawn transport symbol instead of words."""

    def __init__(self, icon: str, on_click, *, name: str) -> None:
        super().__init__("", on_click, name=name)
        self.icon = icon

    def layout(self, rect, fonts) -> None:
        super().layout(rect, fonts)
        inks = {"normal": P.TEXT, "hover": P.CANDLE_HOT, "pressed": P.CANDLE_HOT, "disabled": P.TEXT_DISABLED}
        for state, (box, _text) in self._looks.items():
            self._looks[state] = (box, icon_surface(self.icon, int(self.rect.h * 0.42), inks[state]))


def icon_surface(icon: str, size: int, ink) -> pygame.Surface:
    s = max(8, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    bar = max(2, s // 6)
    if icon == "pause":
        pygame.draw.rect(surf, ink, (s // 6, 0, bar + 1, s))
        pygame.draw.rect(surf, ink, (s - s // 6 - bar - 1, 0, bar + 1, s))
        return surf
    right = icon in ("play", "next", "last")
    def tri(x0, x1):  # a triangle pointing left or right between x0 and x1
        tip, base = (x1, x0) if right else (x0, x1)
        pygame.draw.polygon(surf, ink, [(base, 0), (tip, s // 2), (base, s - 1)])
    if icon == "play":
        tri(s // 6, s - s // 8)
    elif icon in ("prev", "next"):
        tri(s // 5, s - s // 5)
    else:  # first / last: a triangle against a bar
        if right:
            tri(0, s - bar - 2)
            pygame.draw.rect(surf, ink, (s - bar, 0, bar, s))
        else:
            pygame.draw.rect(surf, ink, (0, 0, bar, s))
            tri(bar + 2, s - 1)
    return surf


class ControlBar:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.fonts = scene.app.fonts
        self.timeline = Timeline(self.fonts)
        self.widgets = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.field = pygame.Rect(0, 0, 0, 0)
        self.typing: str | None = None      # the turn being typed, while the field is open
        self.tip_pos = None

    # -- layout -----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, unit: float) -> None:
        self.rect, self.u = pygame.Rect(rect), unit
        self.frame = make_panel(rect.size, (10, 8, 20, 240), P.PANEL_BORDER, max(4, int(unit)), 1)
        pad = max(8, int(unit * 1.4))
        row_h = max(30, int(unit * 5.2))
        for _try in range(4):
            self.row = pygame.Rect(rect.left + pad, rect.bottom - pad - row_h, rect.w - 2 * pad, row_h)
            self.head_w = max(120, int(unit * 17))
            top = pygame.Rect(rect.left + pad + self.head_w, rect.top + int(pad * 0.4),
                              rect.w - 2 * pad - self.head_w, self.row.top - rect.top - int(pad * 0.6))
            self.timeline.layout(top, unit)
            self._build()
            used = max(w.rect.right for w in self.widgets.widgets) - self.row.left
            if used <= self.row.w or row_h <= 24:
                break
            # a large UI scale in a narrow window: the row's buttons, lower, fit its width
            row_h = max(24, int(row_h * self.row.w / used * 0.98))

    def _build(self) -> None:
        s, u, fonts = self.scene, self.u, self.fonts
        self.widgets.clear()
        h, gap, wide = self.row.h, max(4, int(u * 0.6)), max(14, int(u * 2.6))
        x = self.row.left
        self.labels: list[tuple[pygame.Surface, tuple[int, int]]] = []

        def add(button, width):
            nonlocal x
            button.layout(pygame.Rect(x, self.row.top, width, h), fonts)
            self.widgets.add(button)
            x += width + gap
            return button

        def label(text):
            nonlocal x
            img = fonts.render("italic", max(12, int(h * 0.42)), text, P.TEXT_SOFT)
            self.labels.append((img, (x, self.row.centery - img.get_height() // 2)))
            x += img.get_width() + gap

        add(fitted_button("Back", s.back, pygame.Rect(0, 0, int(h * 2.4), h), fonts, name="replay:back"),
            int(h * 2.4))
        x += wide - gap
        actions = {"first": s.to_start, "prev": lambda: s.step(-1), "play": s.toggle_play,
                   "next": lambda: s.step(1), "last": s.to_end}
        for icon in ICONS:
            shown = "pause" if icon == "play" and s.playing else icon
            add(IconButton(shown, actions[icon], name=f"replay:{icon}"), int(h * 1.25))
        x += wide - gap
        label(N_("Turn"))
        self.field = pygame.Rect(x, self.row.top, int(h * 1.5), h)
        x += self.field.w + gap
        label(_("of {n}").format(n=s.turn_count))
        add(Button("Go", s.go_to_typed, name="replay:go"), int(h * 1.3))
        x += wide - gap
        label(N_("Speed"))
        self.speed_buttons = {}
        for speed in SPEEDS:
            self.speed_buttons[speed] = add(Button(speed_label(speed), (lambda v=speed: s.set_speed(v)),
                                                   name=f"replay:speed:{speed:g}"), int(h * 1.35))
        x += wide - gap
        label(N_("Seen by"))
        self.view_buttons = {}
        room = (self.row.right - x - gap * (len(PERSPECTIVES) - 1)) // len(PERSPECTIVES)
        for key, text in PERSPECTIVES:
            button = Button(text, (lambda k=key: s.set_perspective(k)), name=f"replay:view:{key}",
                            enabled=s.perspective_refusal(key) is None)
            button.text_scale = 0.9
            self.view_buttons[key] = add(button, max(int(h * 2.2), min(room, int(h * 3.4))))
        self.refresh()

    def refresh(self) -> None:
        """Words that change as the replay moves: the turn field and where we are."""
        s, u = self.scene, self.u
        size = max(12, int(u * 2.2))
        self.head = [self.fonts.render("display", max(15, int(u * 3.2)), "Replay", P.CANDLE_HOT),
                     self.fonts.render("italic", size, _("step {n} of {count}").format(n=s.step_index, count=s.step_count), P.TEXT_SOFT)]
        play = self.widgets.find("replay:play")
        wanted = "pause" if s.playing else "play"
        if play.icon != wanted:
            play.icon = wanted
            play.layout(play.rect, self.fonts)
        text = self.typing if self.typing is not None else str(s.turn_number)
        self.field_text = self.fonts.render("serif", max(13, int(self.row.h * 0.5)), text or " ", P.TEXT)

    # -- input ------------------------------------------------------------------------------
    def handle(self, intent) -> bool:
        if isinstance(intent, Hover):
            self.tip_pos = intent.pos
            self.widgets.handle(intent)
            near = self.timeline.hit(intent.pos) and self.timeline.mark_near(intent.pos[0])
            self.timeline.hover = near or None
            return self.rect.collidepoint(intent.pos)
        return self.widgets.handle(intent)

    def refused_under(self, pos) -> str | None:
        for key, button in self.view_buttons.items():
            if not button.enabled and button.rect.collidepoint(pos):
                return self.scene.perspective_refusal(key)
        return None

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        s, r = self.scene, self.rect
        surface.blit(self.frame, r)
        x, y = r.left + max(8, int(self.u * 1.4)), self.timeline.rect.top + int(self.u * 0.6)
        for img in self.head:
            surface.blit(img, (x, y))
            y += img.get_height()
        self.timeline.draw(surface, s.position)
        for img, pos in self.labels:
            surface.blit(img, pos)
        editing = self.typing is not None
        pygame.draw.rect(surface, (22, 17, 40), self.field, border_radius=max(3, self.field.h // 6))
        pygame.draw.rect(surface, P.ACCENT if editing else P.BUTTON_BORDER, self.field, 2 if editing else 1,
                         border_radius=max(3, self.field.h // 6))
        spot = self.field_text.get_rect(center=self.field.center)
        surface.blit(self.field_text, spot)
        if editing and int(s.clock * 2) % 2 == 0:
            x = spot.right + 2
            pygame.draw.line(surface, P.CANDLE_HOT, (x, spot.top + 3), (x, spot.bottom - 3), 2)
        self.widgets.draw(surface)
        for chosen in (self.speed_buttons.get(s.speed), self.view_buttons.get(s.perspective)):
            if chosen is not None:  # the choice in force: lit like a candle
                pygame.draw.rect(surface, P.ACCENT, chosen.rect, 2, border_radius=max(3, chosen.rect.h // 6))
                mid = chosen.rect.midbottom
                pygame.draw.polygon(surface, P.ACCENT, [(mid[0] - 4, mid[1]), (mid[0], mid[1] - 4),
                                                        (mid[0] + 4, mid[1]), (mid[0], mid[1] + 4)])

    def draw_tips(self, surface) -> None:
        """The hovered mark's name, and why a greyed view button is greyed: told to the
        hover layer (scenes.kit.hover), which draws them clear of the rest."""
        self.timeline.draw_tip(surface, surface.get_rect())
        for key, button in self.view_buttons.items():
            if not button.enabled:
                reason = self.scene.perspective_refusal(key)
                if reason:
                    hover.note(button.rect, reason, delay=0.15)
