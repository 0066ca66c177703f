"""Setting up a legacy game (free play): 3–5 seats, each a member of one of the five
families played by a person or a bot of some level (``scenes.setup.seat_players``), and a
first player chosen at random.

The family cards show the crest (drawn from the family's colour), the colour, the four
trait tracks with the green start, the crest in words and a line of the family's
history. Click a seat, then a family: the seat takes that family and one of its
members' names (↻ offers the next one; the name field can be typed over). One family
per seat. Start creates the game with ``new_game("legacy", ...)`` (saved as it goes)
and opens the board.
"""

from __future__ import annotations

import math
import random

from game.i18n import N_, _
import pygame

from game.haunt.memory import allowed_haunts
from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.hud.buttons import fitted_button
from scenes.board.art.family_art import crest, family_info, render_family
from scenes.setup.ruleset_toggle import add_ruleset_toggle, register_setup
from scenes.kit.dropdown import draw_open
from scenes.kit.scene import Scene
from scenes.setup.seat_rows import SeatRowsInput
from scenes.setup.seat_players import header_bot, player_button, seat_player
from scenes.kit.animation import shrink_to
from scenes.kit.widgets import Button, WidgetGroup, draw_fitted, make_panel, render_wrapped

DEFAULT_KINDS = ("human", "bot", "bot")
FIRST_WHY = N_("chosen at random")
ABOUT = N_("Free play: the house is built fresh, any of the haunts may rise, and the families' "
         "legacies are not written down. Items and omens turn sideways when used, until "
         "your next turn; each ACTION WORD once a turn.")


class CycleButton(Button):
    """A square button with a drawn circular arrow (the fonts have no arrow glyphs)."""

    def layout(self, rect, fonts) -> None:
        super().layout(rect, fonts)
        for state, (box, _text) in list(self._looks.items()):
            ink = {"hover": P.CANDLE_HOT, "pressed": P.CANDLE_HOT, "disabled": P.TEXT_DISABLED}.get(state, P.TEXT)
            self._looks[state] = (box, cycle_icon(int(rect.h * 0.56), ink))


def cycle_icon(size: int, colour) -> pygame.Surface:
    k = 4
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    c, r, t = size * k / 2, size * k * 0.36, max(2, int(size * k * 0.11))
    box = pygame.Rect(0, 0, int(2 * r), int(2 * r))
    box.center = (int(c), int(c))
    pygame.draw.arc(big, colour, box, math.radians(-20), math.radians(250), t)
    tip = (c + r * math.cos(math.radians(-20)), c - r * math.sin(math.radians(-20)))
    head = size * k * 0.2
    pygame.draw.polygon(big, colour, [(tip[0] - head, tip[1] - head * 0.2), (tip[0] + head * 0.8, tip[1] - head * 0.4),
                                      (tip[0] + head * 0.1, tip[1] + head * 0.9)])
    return pygame.transform.smoothscale(big, (size, size))


class LegacySetupScene(SeatRowsInput, Scene):
    SUBTITLE = N_("Three to five explorers, one family each. Pick a seat, then a family.")
    NOT_READY = N_("Every seat needs a family: click a seat, then a family — or Deal the rest.")
    PANEL_WIDTH = (60, 0.36)  # the seat panel: units of the height, at most this part of the width
    NAME_LIMIT = 22  # letters in a seat's name

    def __init__(self, app, *, pack=None, seed: int | None = None, kinds=None) -> None:
        super().__init__(app)
        from game import load_pack
        from game.ruleset import LEGACY

        self.pack = pack or load_pack("legacy")
        self.min_seats, self.max_seats = LEGACY.players
        self.seed = seed
        self.families = list(self.pack.explorers)
        kinds = list(kinds or DEFAULT_KINDS)[:self.max_seats]   # "human", "bot" or a bot level
        while len(kinds) < self.min_seats:
            kinds.append("bot")
        self.seats = [{"name": _("Player {n}").format(n=i + 1), "explorer": None, **seat_player(kind), "auto": True}
                      for i, kind in enumerate(kinds)]
        self.selected = 0
        self.editing: int | None = None
        self.widgets = WidgetGroup()
        self.family_rects: dict[str, pygame.Rect] = {}
        self.family_images: dict[str, pygame.Surface] = {}
        self.name_rects: list[pygame.Rect] = []
        self.row_rects: list[pygame.Rect] = []
        self.hover_family: str | None = None
        self.time = 0.0

    # -- the table's choices ------------------------------------------------------------------
    def owner_of(self, family: str) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat["explorer"] == family:
                return i
        return None

    def members(self, family: str) -> list[str]:
        return family_info(self.pack, family)["members"]

    def _free_member(self, family: str, start: int = 0) -> str:
        names = self.members(family)
        taken = {s["name"] for s in self.seats}
        for k in range(len(names)):
            name = names[(start + k) % len(names)]
            if name not in taken:
                return name
        return names[start % len(names)]

    def pick(self, family: str) -> None:
        """Give the selected seat this family (or take it back if it already has it)."""
        seat = self.seats[self.selected]
        if seat["explorer"] == family:
            seat["explorer"] = None
            if seat["auto"]:
                seat["name"] = f"Player {self.selected + 1}"
        else:
            if self.owner_of(family) is not None:
                return  # one seat per family
            seat["explorer"] = family
            if seat["auto"]:
                seat["name"] = self._free_member(family)
            free = [i for i, s in enumerate(self.seats) if s["explorer"] is None]
            if free:
                self.selected = free[0]
        self._rebuild()

    def next_member(self, i: int) -> None:
        """The seat's name becomes the family's next member (a name typed is replaced)."""
        seat = self.seats[i]
        if not seat["explorer"]:
            return
        names = self.members(seat["explorer"])
        at = names.index(seat["name"]) + 1 if seat["name"] in names else 0
        seat["name"], seat["auto"] = self._free_member(seat["explorer"], at), True
        self.editing = None
        self._rebuild()

    def deal(self) -> None:
        """Give every seat without a family one nobody holds."""
        rng = random.Random(self.seed)
        free = [f for f in self.families if self.owner_of(f) is None]
        rng.shuffle(free)
        for seat in self.seats:
            if seat["explorer"] is None and free:
                seat["explorer"] = free.pop()
                if seat["auto"]:
                    seat["name"] = self._free_member(seat["explorer"], rng.randrange(4))
        self._rebuild()

    def add_seat(self) -> None:
        if len(self.seats) < self.max_seats:
            self.seats.append({"name": _("Player {n}").format(n=len(self.seats) + 1), "explorer": None,
                               **seat_player("bot"), "auto": True})
            self.selected = len(self.seats) - 1
            self._rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) > self.min_seats:
            self.seats.pop(i)
            self.selected = min(self.selected, len(self.seats) - 1)
            self.editing = None
            self._rebuild()

    @property
    def ready(self) -> bool:
        return self.min_seats <= len(self.seats) <= self.max_seats and all(s["explorer"] for s in self.seats)

    def first_player(self) -> tuple[None, str]:
        return None, FIRST_WHY

    def game_seats(self) -> list[dict]:
        return [{"name": s["name"].strip() or self.members(s["explorer"])[0], "explorer": s["explorer"],
                 "bot": header_bot(s)} for s in self.seats]

    def start(self) -> None:
        if not self.ready:
            return
        from game import new_game
        from scenes.board.play import PlayScene, save_path

        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1, 2 ** 31)
        game = new_game("legacy", self.game_seats(), seed=seed, content=self.pack,
                        options={"first_player": "random"}, log_path=save_path())
        self.app.replace(PlayScene(self.app, game))

    # -- layout -----------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        u, fonts = self.u, self.app.fonts
        self.widgets.clear()
        panel = self.seat_panel
        self.seat_frame = make_panel(panel.size, P.PANEL_FILL, P.PANEL_BORDER, max(4, int(u)), 1)
        pad = int(u * 1.5)
        row_h = int(min(u * 10.5, (panel.h - u * 21) / self.max_seats))
        self.row_rects, self.name_rects, self.line_widths = [], [], []
        bh = int(row_h * 0.46)
        for i, seat in enumerate(self.seats):
            row = pygame.Rect(panel.left + pad, panel.top + pad + i * row_h, panel.w - 2 * pad, row_h - 6)
            self.row_rects.append(row)
            x = row.right - int(u * 0.8)
            if len(self.seats) > self.min_seats:
                r = pygame.Rect(x - bh, row.centery - bh // 2, bh, bh)
                self.widgets.add(fitted_button("×", (lambda i=i: self.remove_seat(i)), r, fonts,
                                               name=f"seat:{i}:remove", face="serif"))
                x = r.left - 6
            r = pygame.Rect(x - int(u * 16.5), row.centery - bh // 2, int(u * 16.5), bh)
            self.widgets.add(player_button(seat, (lambda choice, i=i: self.set_player(i, choice)), r, fonts,
                                           name=f"seat:{i}:kind", screen_h=self.size[1]))
            x = r.left - 6
            name_left = row.left + int(row.h * 0.95)
            self.line_widths.append(x - name_left)   # the line under the name stops at the button
            if seat["explorer"]:
                r = pygame.Rect(x - bh, row.top + 4, bh, int(row.h * 0.46))
                button = CycleButton(N_("another name"), (lambda i=i: self.next_member(i)), name=f"seat:{i}:member")
                button.layout(r, fonts)
                self.widgets.add(button)
                x = r.left - 4
            self.name_rects.append(pygame.Rect(name_left, row.top + 4, max(40, x - 4 - name_left),
                                               int(row.h * 0.46)))
        y = panel.top + pad + self.max_seats * row_h + int(u * 0.5)
        half = (panel.w - 2 * pad - 8) // 2
        bh2 = max(30, int(u * 5))
        self.widgets.add(fitted_button("Add a seat", self.add_seat, pygame.Rect(panel.left + pad, y, half, bh2),
                                       fonts, name="add", enabled=len(self.seats) < self.max_seats))
        self.widgets.add(fitted_button("Deal the rest", self.deal,
                                       pygame.Rect(panel.left + pad + half + 8, y, half, bh2), fonts, name="deal",
                                       enabled=not self.ready))
        self.first_y = y + bh2 + int(u * 1.5)
        w, h = self.size
        bw, bh3 = int(u * 24), max(34, int(u * 6.2))
        self.widgets.add(fitted_button("Back", self.app.pop, pygame.Rect(w - 2 * bw - int(u * 5), h - bh3 - int(u * 3.5),
                                                                         bw, bh3), fonts, name="back"))
        self.widgets.add(fitted_button("Start the game", self.start,
                                       pygame.Rect(w - bw - int(u * 3), h - bh3 - int(u * 3.5), bw, bh3), fonts,
                                       name="start", enabled=self.ready))
        self.toggle_rect = add_ruleset_toggle(self, "legacy")
        self._layout_cards()

    def _layout_cards(self) -> None:
        area, u = self.card_area, self.u
        cols, gap = 3, int(u * 1.6)
        cw = (area.w - gap * (cols - 1)) // cols
        ch = (area.h - gap) // 2
        self.family_rects, self.family_images = {}, {}
        for n, family in enumerate(self.families):
            col, row = n % cols, n // cols
            r = pygame.Rect(area.left + col * (cw + gap), area.top + row * (ch + gap), cw, ch)
            owner = self.owner_of(family)
            state = "free" if owner is None else ("chosen" if owner == self.selected else "taken")
            who = self.seats[owner]["name"] if owner is not None else None
            self.family_rects[family] = r
            self.family_images[family] = render_family(self.app.fonts, self.pack, family, r.size,
                                                       state=state, taken_by=who)
        n = len(self.families)
        self.about_rect = None
        if n < cols * 2:  # the spare place tells what free play is
            col, row = n % cols, n // cols
            self.about_rect = pygame.Rect(area.left + col * (cw + gap), area.top + row * (ch + gap),
                                          area.right - (area.left + col * (cw + gap)), ch)
            self.about = self._about(self.about_rect.size)

    def about_text(self) -> str:
        """ABOUT, and how many of the chart's haunts the starting house allows (a haunt that
        remembers a campaign's house is played only on one: game.haunt.memory)."""
        allowed = len(allowed_haunts(self.pack))
        held = _("On this starting house the chart holds {allowed} of the book's {count} haunts.").format(
            allowed=allowed, count=len(self.pack.haunts))
        return _(ABOUT) + " " + held

    def _about(self, size) -> pygame.Surface:
        u, fonts = self.u, self.app.fonts
        w, h = size
        surf = make_panel(size, (12, 10, 22, 200), P.BUTTON_BORDER_DISABLED, max(4, int(u)), 1)
        pad = int(u * 2)
        y = pad
        head = shrink_to(fonts.render("display", max(14, int(u * 3)), "Legacy free play", P.ACCENT), w - 2 * pad)
        surf.blit(head, (pad, y))
        y += head.get_height() + int(u * 0.8)
        size = max(12, int(u * 2.25))
        while True:   # the whole text in the panel: smaller words where a language needs more of them
            body = render_wrapped(fonts, "body", size, self.about_text(), w - 2 * pad, P.TEXT_SOFT, 1.12)
            if y + body.get_height() <= h - pad or size <= 10:
                break
            size -= 1
        surf.blit(body, (pad, y))
        y += body.get_height() + int(u * 1.2)
        marks = pygame.Surface((w - 2 * pad, int(u * 6)), pygame.SRCALPHA)
        x = 0
        for family in self.families:
            shield = crest(family_info(self.pack, family)["colour"], int(u * 5.6))
            marks.blit(shield, (x, 0))
            x += shield.get_width() + int(u * 1.4)
        if y + marks.get_height() < h - pad // 2:
            surf.blit(marks, (pad, h - pad - marks.get_height()))
        return surf

    # -- input --------------------------------------------------------------------------------
    def pick_rects(self) -> dict:
        return self.family_rects

    def hover_pick(self, family) -> None:
        self.hover_family = family

    def named(self, i: int) -> None:
        self.seats[i]["auto"] = False  # a name of one's own: no longer the family's

    def update(self, dt: float) -> None:
        self.time += dt
        self.app.backdrop.update(dt)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        u, fonts = self.u, self.app.fonts
        self.draw_page(surface)
        x = self.seat_panel.left + int(u * 1.5)
        head = fonts.render("display", max(13, int(u * 2.6)), N_("First player: chosen at random"), P.TEXT)
        surface.blit(head, (x, self.first_y + int(u * 0.9)))
        reason = render_wrapped(fonts, "italic", max(12, int(u * 2.3)),
                                N_("Legacy free play: the house draws lots when the game begins."),
                                self.seat_panel.w - int(u * 3), P.TEXT_SOFT)
        surface.blit(reason, (x, self.first_y + int(u * 4.6)))
        for family, r in self.family_rects.items():
            surface.blit(self.family_images[family], r)
            info = family_info(self.pack, family)   # the card's words, whole on hover
            hover.note(r, [info["name"], *(w for w in (info.get("crest"), info.get("history")) if w)])
            if family == self.hover_family:
                pygame.draw.rect(surface, P.ACCENT, r, 2, border_radius=max(4, r.h // 22))
        if self.about_rect is not None:
            surface.blit(self.about, self.about_rect)
        self.widgets.draw(surface)
        self.draw_not_ready(surface)
        draw_open(surface, self.widgets)   # a seat's open drop-down, over the cards

    def _draw_seat(self, surface, i, seat) -> None:
        u, fonts = self.u, self.app.fonts
        row, name_rect = self.row_rects[i], self.name_rects[i]
        selected = i == self.selected
        fill = (44, 32, 58, 230) if selected else (20, 16, 34, 200)
        pygame.draw.rect(surface, fill, row, border_radius=max(4, int(u)))
        pygame.draw.rect(surface, P.ACCENT if selected else P.BUTTON_BORDER, row, 2 if selected else 1,
                         border_radius=max(4, int(u)))
        family = seat["explorer"]
        centre = (row.left + int(row.h * 0.47), row.centery)
        if family:
            shield = crest(family_info(self.pack, family)["colour"], int(row.h * 0.74))
            surface.blit(shield, shield.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, (60, 56, 72), centre, int(row.h * 0.3))
            number = fonts.render("display", max(12, int(row.h * 0.32)), str(i + 1), P.TEXT)
            surface.blit(number, number.get_rect(center=(centre[0], centre[1] + 1)))
        self.draw_name(surface, i, seat["name"], name_rect, fonts.get("body", max(13, int(name_rect.h * 0.6))))
        if family:
            info = family_info(self.pack, family)
            who, colour = _("of the {family} family · seat {n}").format(family=info["name"], n=i + 1), S.mix(S.explorer_rgb(info["colour"]),
                                                                                 P.TEXT, 0.45)
        else:
            who, colour = _("seat {n} · choose a family →").format(n=i + 1), P.TEXT_MUTED
        size = max(12, int(row.h * 0.26))
        font = fonts.get("italic", size)
        if font.size(who)[0] > self.line_widths[i] and family:
            who = _("of the {family} family").format(family=info["name"])   # the seat's number is the row's place
        draw_fitted(surface, font, who, colour, pygame.Rect(name_rect.left + 2, name_rect.bottom + 2,
                                                             self.line_widths[i], font.get_linesize()), align="topleft")


register_setup("legacy", lambda app, seed, today, kinds: LegacySetupScene(app, seed=seed, kinds=kinds))
