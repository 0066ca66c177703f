"""Setting up a game: 3–6 seats, each with a name, an explorer and a player (a person
or a bot of some level: ``scenes.setup.seat_players``), and who goes first.

The six character cards are laid out with both sides showing — name, age, birthday,
colour and the four trait tracks with the green start. Click a seat, then a side to
give it that explorer; one side per card. Names are typed into the seat's field.
The first player is the engine's own answer (next birthday after today), or the
players choose. Start creates the game (saved as it goes) and opens the board.
"""

from __future__ import annotations

import datetime as _dt
import random

from game.i18n import N_, _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.hud.buttons import fitted_button
from scenes.board.hud.explorer_card import birthday_text, render_side
from scenes.kit.animation import shrink_to
from scenes.kit.dropdown import draw_open
from scenes.kit.scene import Scene
from scenes.setup.ruleset_toggle import add_ruleset_toggle, register_setup
from scenes.setup.seat_rows import SeatRowsInput
from scenes.setup.seat_players import header_bot, player_button, seat_player
from scenes.kit.widgets import WidgetGroup, fit_text, make_panel

MIN_SEATS, MAX_SEATS = 3, 6
DEFAULT_KINDS = ("human", "bot", "bot")


class SetupScene(SeatRowsInput, Scene):
    SUBTITLE = N_("Three to six explorers. Pick a seat, then a side of a card: one side per card.")
    NOT_READY = N_("Every seat needs an explorer: click a seat, then a card — or Deal the rest.")
    PANEL_WIDTH = (56, 0.34)  # the seat panel: units of the height, at most this part of the width
    NAME_LIMIT = 16  # letters in a seat's name

    def __init__(self, app, *, pack=None, seed: int | None = None, today: str | None = None) -> None:
        super().__init__(app)
        from game import load_pack

        self.pack = pack or load_pack("classic")
        self.seed = seed
        self.today = today or _dt.date.today().strftime("%m-%d")
        self.cards: dict[int, list] = {}
        for ex in self.pack.explorers.values():
            self.cards.setdefault(ex.card, []).append(ex)
        for sides in self.cards.values():
            sides.sort(key=lambda e: e.side)
        self.seats = [{"name": _("Player {n}").format(n=i + 1), "explorer": None, **seat_player(DEFAULT_KINDS[i])}
                      for i in range(MIN_SEATS)]
        self.selected = 0
        self.editing: int | None = None
        self.first_mode = "birthday"   # or "choose"
        self.chosen_first = 0
        self.widgets = WidgetGroup()
        self.side_rects: dict[str, pygame.Rect] = {}
        self.name_rects: list[pygame.Rect] = []
        self.hover_side: str | None = None
        self.time = 0.0
        self.autostart: float | None = None   # seconds until the game starts by itself

    # -- the table's choices ------------------------------------------------------------------
    def owner_of(self, explorer_id: str) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat["explorer"] == explorer_id:
                return i
        return None

    def card_holder(self, card: int) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat["explorer"] and self.pack.explorers[seat["explorer"]].card == card:
                return i
        return None

    def pick(self, explorer_id: str) -> None:
        """Give the selected seat this explorer (or take it back if it already has it)."""
        seat = self.seats[self.selected]
        if seat["explorer"] == explorer_id:
            seat["explorer"] = None
        else:
            holder = self.card_holder(self.pack.explorers[explorer_id].card)
            if holder is not None and holder != self.selected:
                return  # one side per card: that card is in someone else's hands
            seat["explorer"] = explorer_id
            free = [i for i, s in enumerate(self.seats) if s["explorer"] is None]
            if free:
                self.selected = free[0]
        self._rebuild()

    def deal(self) -> None:
        """Give every seat without an explorer a side of a card nobody holds."""
        rng = random.Random(self.seed)
        free_cards = [c for c in sorted(self.cards) if self.card_holder(c) is None]
        rng.shuffle(free_cards)
        for seat in self.seats:
            if seat["explorer"] is None and free_cards:
                seat["explorer"] = rng.choice(self.cards[free_cards.pop()]).id
        self._rebuild()

    def add_seat(self) -> None:
        if len(self.seats) < MAX_SEATS:
            self.seats.append({"name": _("Player {n}").format(n=len(self.seats) + 1), "explorer": None, **seat_player("bot")})
            self.selected = len(self.seats) - 1
            self._rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) > MIN_SEATS:
            self.seats.pop(i)
            self.selected = min(self.selected, len(self.seats) - 1)
            self.chosen_first = min(self.chosen_first, len(self.seats) - 1)
            self.editing = None
            self._rebuild()

    def toggle_first_mode(self) -> None:
        self.first_mode = "choose" if self.first_mode == "birthday" else "birthday"
        self._rebuild()

    def set_first(self, i: int) -> None:
        self.chosen_first = i
        self._rebuild()

    @property
    def ready(self) -> bool:
        return MIN_SEATS <= len(self.seats) <= MAX_SEATS and all(s["explorer"] for s in self.seats)

    def first_player(self) -> tuple[int | None, str]:
        """(seat, why) — the engine's birthday order, or the players' choice."""
        if self.first_mode == "choose":
            return self.chosen_first, _("the players chose")
        if not self.ready:
            return None, _("the next birthday, once every seat has an explorer")
        from game.rules.setup import next_birthday_order

        order = next_birthday_order(self.pack, [s["explorer"] for s in self.seats], self.today)
        ex = self.pack.explorers[self.seats[order[0]]["explorer"]]
        return order[0], _("next birthday ({birthday}) after today ({today})").format(
            birthday=birthday_text(ex.birthday), today=birthday_text(self.today))

    def start(self) -> None:
        if not self.ready:
            return
        from scenes.board.play import PlayScene, start_game

        seats = [{"name": s["name"].strip() or _("Player {n}").format(n=i + 1), "explorer": s["explorer"],
                  "bot": header_bot(s)} for i, s in enumerate(self.seats)]
        first = self.chosen_first if self.first_mode == "choose" else "birthday"
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1, 2 ** 31)
        game = start_game(seats, seed, first_player=first, content=self.pack)
        self.app.replace(PlayScene(self.app, game))

    def fill_with_bots(self, count: int, level: str) -> None:
        """``count`` fresh seats, every one a bot of ``level`` (``--autoplay``)."""
        count = max(MIN_SEATS, min(MAX_SEATS, count))
        self.seats = [{"name": _("Player {n}").format(n=i + 1), "explorer": None, **seat_player(level)} for i in range(count)]
        self.selected, self.editing = 0, None
        self._rebuild()

    def start_after(self, seconds: float) -> None:
        """Start the game by itself once ``seconds`` have passed (``--autoplay``)."""
        self.autostart = seconds

    # -- layout -----------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        u, c, fonts = self.u, self.ui, self.app.fonts   # the page's unit, the controls' (the UI scale's)
        self.widgets.clear()
        panel = self.seat_panel
        self.seat_frame = make_panel(panel.size, P.PANEL_FILL, P.PANEL_BORDER, max(4, int(u)), 1)
        pad = int(u * 1.5)
        w, h = self.size
        bw, bh3 = int(c * 24), max(34, int(c * 6.2))
        bottom_y = h - bh3 - int(u * 3.5)
        # above 100% the larger controls leave the seats too little room: "Add a seat" and
        # "Deal the rest" go to the foot of the page, beside Back and Start
        below = c > u * 1.05
        bh2 = max(30, int(c * 5))
        if below:
            room = panel.h - 2 * pad - int(c * 13.5)   # the first player's lines and button under the rows
            row_h = int(min(c * 8.4, room / max(4, len(self.seats))))
        else:
            row_h = int(min(u * 8.4, (panel.h - u * 22) / MAX_SEATS))
        self.row_rects, self.name_rects = [], []
        bh = int(row_h * 0.52)
        gap = max(6, int(u * 0.8))   # between a row's field and buttons, and the row's edge
        for i, seat in enumerate(self.seats):
            row = pygame.Rect(panel.left + pad, panel.top + pad + i * row_h, panel.w - 2 * pad, row_h - 6)
            self.row_rects.append(row)
            x = row.right - gap
            if len(self.seats) > MIN_SEATS:
                r = pygame.Rect(x - bh, row.centery - bh // 2, bh, bh)
                self.widgets.add(fitted_button("×", (lambda i=i: self.remove_seat(i)), r, fonts,
                                               name=f"seat:{i}:remove", face="serif"))
                x = r.left - gap
            r = pygame.Rect(x - int(c * 15.5), row.centery - bh // 2, int(c * 15.5), bh)
            self.widgets.add(player_button(seat, (lambda choice, i=i: self.set_player(i, choice)), r, fonts,
                                           name=f"seat:{i}:kind", screen_h=self.size[1]))
            if self.first_mode == "choose":
                r = pygame.Rect(r.left - int(c * 9) - gap, r.top, int(c * 9), bh)
                label = N_("First") if self.chosen_first == i else "·"
                self.widgets.add(fitted_button(label, (lambda i=i: self.set_first(i)), r, fonts,
                                               name=f"seat:{i}:first"))
            name_left = row.left + int(row.h * 0.9)
            self.name_rects.append(pygame.Rect(name_left, row.top + 4, min(int(row.w * 0.48), r.left - gap - name_left),
                                               int(row.h * 0.5)))
        rows_end = panel.top + pad + (len(self.seats) if below else MAX_SEATS) * row_h + int(u * 0.5)
        if below:
            adds = [pygame.Rect(panel.left + i * (bw + int(u * 2)), bottom_y, bw, bh3) for i in range(2)]
            self.first_y = rows_end + int(u)
        else:
            half = (panel.w - 2 * pad - 8) // 2
            adds = [pygame.Rect(panel.left + pad, rows_end, half, bh2),
                    pygame.Rect(panel.left + pad + half + 8, rows_end, half, bh2)]
            self.first_y = rows_end + bh2 + int(u * 1.5)
        self.widgets.add(fitted_button("Add a seat", self.add_seat, adds[0], fonts, name="add",
                                       enabled=len(self.seats) < MAX_SEATS))
        self.widgets.add(fitted_button("Deal the rest", self.deal, adds[1], fonts, name="deal", enabled=not self.ready))
        mode = N_("By birthday") if self.first_mode == "birthday" else N_("Players choose")
        mode_w = int((panel.w - 2 * pad) * 0.42)
        self.widgets.add(fitted_button(mode, self.toggle_first_mode,
                                       pygame.Rect(panel.right - pad - mode_w, self.first_y, mode_w, bh2),
                                       fonts, name="first_mode"))
        self.widgets.add(fitted_button("Back", self.app.pop, pygame.Rect(w - 2 * bw - int(u * 5), bottom_y,
                                                                         bw, bh3), fonts, name="back"))
        self.widgets.add(fitted_button("Start the game", self.start,
                                       pygame.Rect(w - bw - int(u * 3), bottom_y, bw, bh3), fonts,
                                       name="start", enabled=self.ready))

        self.toggle_rect = add_ruleset_toggle(self, "classic")  # Classic | Legacy (free play)
        self._layout_cards()

    def _layout_cards(self) -> None:
        area, u = self.card_area, self.u
        cols, gap = 3, int(u * 1.6)
        cw = (area.w - gap * (cols - 1)) // cols
        ch = (area.h - gap) // 2
        self.side_rects, self.side_images, self.card_frames = {}, {}, []
        for n, card in enumerate(sorted(self.cards)):
            col, row = n % cols, n // cols
            frame = pygame.Rect(area.left + col * (cw + gap), area.top + row * (ch + gap), cw, ch)
            self.card_frames.append((card, frame))
            holder = self.card_holder(card)
            sides = self.cards[card]
            sh = (frame.h - int(u * 1.2) * 3) // 2
            for i, ex in enumerate(sides):
                r = pygame.Rect(frame.left + int(u * 1.2), frame.top + int(u * 1.2) + i * (sh + int(u * 1.2)),
                                frame.w - int(u * 2.4), sh)
                owner = self.owner_of(ex.id)
                if owner is not None:
                    state = "chosen"
                elif holder is not None:
                    state = "blocked"
                else:
                    state = "free"
                who = self.seats[owner]["name"] if owner is not None else None
                self.side_rects[ex.id] = r
                self.side_images[ex.id] = render_side(self.app.fonts, ex, r.size, state=state, taken_by=who)

    # -- input --------------------------------------------------------------------------------
    def pick_rects(self) -> dict:
        return self.side_rects

    def hover_pick(self, explorer_id) -> None:
        self.hover_side = explorer_id

    def update(self, dt: float) -> None:
        self.time += dt
        self.app.backdrop.update(dt)
        if self.autostart is not None and self.app.top is self:
            self.autostart -= dt
            if self.autostart <= 0:
                self.autostart = None
                self.start()

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        u, c, fonts = self.u, self.ui, self.app.fonts
        self.draw_page(surface)
        seat, why = self.first_player()
        who = self.seats[seat]["name"] if seat is not None else "—"
        x = self.seat_panel.left + int(u * 1.5)
        mode = self.widgets.find("first_mode").rect
        head = fonts.render("display", max(13, int(c * 2.6)), _("First player: {name}").format(name=who), P.TEXT)
        surface.blit(shrink_to(head, mode.left - x - int(u)), head.get_rect(midleft=(x, mode.centery)))
        from scenes.kit.widgets import render_wrapped

        reason = render_wrapped(fonts, "italic", max(12, int(c * 2.3)), why, self.seat_panel.w - int(u * 3), P.TEXT_SOFT)
        surface.blit(reason, (x, mode.bottom + int(c * 1.2)))
        for card, frame in self.card_frames:
            border = S.explorer_rgb(self.cards[card][0].colour)
            panel = make_panel(frame.size, (14, 11, 26, 230), S.mix(border, (20, 16, 30), 0.35), max(4, int(u)), 2)
            surface.blit(panel, frame)
        for explorer_id, r in self.side_rects.items():
            surface.blit(self.side_images[explorer_id], r)
            hover.note(r, self.pack.explorers[explorer_id].name)   # (its name may be cut on the card)
            if explorer_id == self.hover_side:
                pygame.draw.rect(surface, P.ACCENT, r, 2, border_radius=max(4, r.h // 18))
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
        ex = self.pack.explorers[seat["explorer"]] if seat["explorer"] else None
        rgb = S.explorer_rgb(ex.colour) if ex else (60, 56, 72)
        centre = (row.left + int(row.h * 0.45), row.centery)
        pygame.draw.circle(surface, rgb, centre, int(row.h * 0.3))
        number = fonts.render("display", max(12, int(row.h * 0.34)), str(i + 1), S.ink_on(rgb))
        surface.blit(number, number.get_rect(center=(centre[0], centre[1] + 1)))
        self.draw_name(surface, i, seat["name"], name_rect, fonts.get("body", max(13, int(name_rect.h * 0.62))))
        label, at, whole = self.explorer_label(i)
        surface.blit(label, at)
        if whole is not None:
            hover.note(at, whole)

    def explorer_label(self, i: int):
        """(picture, where, whole text if cut) of the line under seat ``i``'s name: its
        explorer, kept left of the seat's drop-down (a long name at a large UI scale ran
        under it), whole on hover."""
        row, name_rect, seat = self.row_rects[i], self.name_rects[i], self.seats[i]
        ex = self.pack.explorers[seat["explorer"]] if seat["explorer"] else None
        who = _(ex.name) if ex else _("choose a card →")
        kind = self.widgets.find(f"seat:{i}:kind")
        room = (kind.rect.left if kind is not None else row.right) - 6 - name_rect.left - 2
        font = self.app.fonts.get("italic", max(12, int(row.h * 0.3)))
        shown = fit_text(font, who, room)
        label = font.render(shown, True, P.TEXT_SOFT if ex else P.TEXT_MUTED)
        return label, label.get_rect(topleft=(name_rect.left + 2, name_rect.bottom + 1)), (who if shown != who else None)


# -- the title menu's way in ------------------------------------------------------------------

def open_setup(app) -> None:
    app.push(SetupScene(app))


def title_entries() -> list:
    """The title menu: "New game", "Learn by playing" (until it is taken), then "Continue" and
    "Load game", then the standard entries."""
    from scenes.saves.saves_scene import save_entries
    from scenes.menu.title import MenuEntry, standard_entries

    from scenes.campaign.campaigns_scene import campaign_entries
    from scenes.online import online_entries

    from scenes.tutorial.tutorial_scene import open_tutorial

    # the guided first game is offered here until it is taken; How to play keeps it after
    learn = MenuEntry(N_("Learn by playing"), open_tutorial, shown=lambda app: not app.settings.tutorial_seen,
                      beside=True)
    return [MenuEntry(N_("New game"), open_setup), learn, *save_entries(), *campaign_entries(), *online_entries(),
            *standard_entries()]


def _switched_to(app, seed, today, kinds) -> SetupScene:
    """The classic setup, from the legacy one's toggle: the same players in its seats."""
    scene = SetupScene(app, seed=seed, today=today)
    scene.seats = [{"name": _("Player {n}").format(n=i + 1), "explorer": None, **seat_player(kind)}
                   for i, kind in enumerate(kinds)]  # the scene lays itself out when it opens
    return scene


register_setup("classic", _switched_to)
