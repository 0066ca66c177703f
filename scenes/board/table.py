"""The table: every piece of the board screen, composed, and the pointer routed to
the topmost one. It turns clicks into the engine's own legal commands and hands them
to ``submit``; it never decides what is legal.

``refresh`` is called after every change of the game with the view and the legal
commands of the seat that may act (empty when a bot or nobody acts). From those it
derives what to highlight: rooms you may walk into, doorways you may explore through,
the options of a pending question.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from game.board import DELTA
from game.commands import cmd
from game.narration import mid
from scenes.kit import hover
from scenes.kit import palette as P
from scenes.kit.animation import blit_around
from scenes.board.stage.card_face import CardFaces
from scenes.board.dialogs.card_menu import CardMenu
from scenes.board.dialogs.dialog_kinds import make_dialog
from scenes.board.dialogs.dialogs import PromptBar
from scenes.board.house.floor_tabs import FloorTabs
from scenes.board.hud.goals import GoalsGate, words_in_book
from scenes.board.hud.haunt_controls import HauntControls
from scenes.board.house.haunt_tokens import HauntTokens
from scenes.board.house.house_view import HouseView
from scenes.board.hud.hud import Hud
from scenes.board.layout import PRESENTER_KEYS, table_layout
from scenes.board.hud.overlays import LeaveQuestion, Toast, draw_hover, keep_clear
from scenes.board.panels import side_frames, table_background
from scenes.board.house.placement import Placement
from scenes.board.hud.side_column import SideColumn
from scenes.board.hud.topbar import TopBar
from scenes.board.hud.buttons import fitted_button, width_for
from scenes.board.house.ways_view import Ways
from scenes.board.retained import Retained, table_dirty, table_key
from scenes.kit.widgets import WidgetGroup


class DialogContext:
    def __init__(self, pack, fonts, faces) -> None:
        self.pack, self.fonts, self.faces = pack, fonts, faces


class Table:
    def __init__(self, app, pack, regions, submit, leave) -> None:
        self.app, self.pack, self.fonts = app, pack, app.fonts
        self.submit, self.leave = submit, leave
        self.faces = CardFaces(pack, self.fonts)
        self.house = HouseView(pack, self.fonts, regions)
        self.tabs = FloorTabs(self.fonts, regions, shown=lambda: self.house.region)
        self.hud = Hud(pack, self.fonts, self.faces)
        self.topbar = TopBar(pack, self.fonts)
        self.side = SideColumn(pack, self.fonts, self.faces)
        self.menu = CardMenu(pack, self.fonts, self.faces)
        self.prompt = PromptBar(self.fonts)
        self.toast = Toast(self.fonts)
        self.tokens = HauntTokens(self.fonts)
        self.house.overlay = self.tokens.draw
        self.haunt = HauntControls(pack, self.fonts, submit, self.tokens)
        self.haunt.on_change = self.redo
        self.haunt.cell_rect = self._shown_cell
        self.haunt.avoid = lambda: self.hint_avoid() + [w.rect for w in self.goals.pill.widgets]
        self.goals = GoalsGate(self.fonts)
        self.leaving = LeaveQuestion(self.fonts)
        self.ctx = DialogContext(pack, self.fonts, self.faces)
        self.view = self.public = None
        self.legal: list = []
        self.targets: dict = {}
        self.ways = Ways(self.fonts)   # where the acting person can walk (set before refresh)
        self.walk = None               # fn(path): walk a way (the play scene's, through the engine)
        self.placement: Placement | None = None
        self.dialog = None
        self._asked = False            # a question was just laid out: keep the asked room clear of it
        self.turn_seat = self.acting = None
        self.reserved: pygame.Rect | None = None   # a part of the board an overlay keeps (the camera fits beside it)
        self.held_turn = None
        self.saved = False
        self.practice = False   # a practice game (the tutorial's): never saved, its menu says so
        self.play_on = None     # fn: the coach leaves, the game goes on (while the coach is on)
        self.bot_seats: set[int] = set()
        self.hover_pos = (-1, -1)
        self.hover_time = 0.0
        self.board_buttons = WidgetGroup()   # Fit (H): laid out with the board
        self._where: tuple | None = None
        self._turn_key: tuple | None = None   # (turn number, seat) the camera last fitted for
        self._placed_since = False             # a room was placed since the last refresh
        self._tip_key = self._tip = None
        self.retained = Retained()   # what lies under an animation, kept (scenes.board.retained)
        self.drawn_version = 0       # counts what the table was told (the kept layer's key)

    # -- layout ---------------------------------------------------------------------------
    def layout(self, size) -> None:
        self.size = size
        self.drawn_version += 1
        self.r = table_layout(size)
        self.u = self.r["unit"]
        self.house.layout(self.r["board"])
        self.tabs.layout(self.r["tabs"])
        self.hud.layout(self.r["hud"], self.u)
        self.topbar.layout(self.r["top"], self.u)
        self.side.layout(self.r, self.u)
        self.haunt.aside = pygame.Rect(self.r["side"])   # the attack list, when the board has no clear place
        board, u = self.r["board"], self.u
        self.board_buttons = WidgetGroup()
        fit_h = int(u * 4.2)   # as wide as its words need at the player's text size
        fit_w = width_for("Fit (H)", fit_h, self.fonts, scale=1.0) + int(fit_h * 0.4)   # (German: "Einpassen (H)")
        fit = pygame.Rect(0, 0, max(int(u * 11), fit_w), fit_h)
        fit.bottomright = (board.right - int(u * 1.2), board.bottom - int(u * 1.2))
        self.board_buttons.add(fitted_button("Fit (H)", self.fit_house, fit, self.fonts, name="board:fit"))
        self.background = table_background(size)
        self.frames = side_frames(self.r)
        # the side panels sit beside the board, the bar and the tabs, never under or over
        # them: painted onto the backdrop once rather than blended every frame
        for key, frame in self.frames.items():
            self.background.blit(frame, self.r[key])
        # so does the HUD's own panel (its contents are drawn over it every frame)
        self.background.blit(self.hud.panel, self.r["hud"])
        self.hud.panel_painted = True
        self.dialog = None
        if self.view is not None:
            self.redo()
            if not self.house.camera.manual:   # a new window size: the house fitted to it
                self.fit_house(instant=True)

    def redo(self) -> None:
        """Refresh from what we were last told (a resize, a monster chosen)."""
        self.refresh(self.view, self.legal, self.turn_seat, self.acting, self.human, self.public)

    @property
    def rects(self) -> dict[str, pygame.Rect]:
        """What the presenter draws into, and where cards fly to: the HUD's cards for
        the explorer shown there, a seat's chip in the top bar for anyone else, the
        decks in the right column for the discard and cards in play."""
        rects = {k: self.r[k] for k in PRESENTER_KEYS}
        for seat, chip in self.topbar.chips.items():
            rects[f"hand:{seat}"] = chip
        if self.hud.seat is not None and self.hud.cards_area is not None:
            rects[f"hand:{self.hud.seat}"] = self.hud.cards_area
        rects["discard"] = rects["ongoing"] = self.r["decks"]
        # a card read large over the board keeps below the plates along the board's top (My
        # goals, the skip plate): the board less that band
        band = int(self.u * 6)
        board = self.r["board"]
        rects["read"] = pygame.Rect(board.left, board.top + band, board.w, board.h - band)
        return rects

    # -- the game changed --------------------------------------------------------------------
    def refresh(self, view, legal, turn_seat, acting, human: bool, public=None) -> None:
        """``view``: the acting person's own view; ``public``: what the whole table may
        see (the top bar, the seats' sides), the same view when nobody is secret."""
        before = self._where
        self.drawn_version += 1
        self.held_turn = None   # the game as it is: a turn held for the presenter is put back at the next draw
        self.view, self.legal, self.turn_seat, self.acting, self.human = view, list(legal), turn_seat, acting, human
        self.public = public = public if public is not None else view
        self.faces.view = public   # card faces: each card's name at this table
        pending = view["pending"] if human else None
        in_book = words_in_book(view, acting, self.bot_seats)   # the side's action words: behind its cover
        self.haunt.words_in_book = in_book
        self.haunt.refresh(view, [] if pending else self.legal, acting, self.r["board"], self.u)
        self.targets = self._targets(view, self.legal, pending)
        if not pending:
            self.targets.update(self.ways.targets(view))
        self.targets.update(self.haunt.targets())
        self._question(view, pending)
        seat = next((s for s in (turn_seat, acting, (view.get("haunt") or {}).get("revealer")) if s is not None), 0)
        hud_legal = [] if pending else self.legal
        self.hud.bots = self.bot_seats
        self.hud.refresh(view, seat, hud_legal, self.submit, self._note(view, pending, human),
                         extra=[] if pending else self.haunt.buttons())
        if self.menu.is_open and self.menu.card not in view["players"][seat]["cards"]:
            self.menu.close()
        self.house.show(view, self.targets, self.placement, turn_seat)
        glowing = {region for region, _x, _y in self.targets}
        if self.placement is not None:
            glowing |= self.placement.regions()
        self.tabs.refresh(view, self.pack, glowing,
                          [cell for cell, (kind, _c) in self.targets.items() if kind in ("move", "walk")])
        self.topbar.refresh(public, acting, self.bot_seats)
        self.side.refresh(public)
        self.goals.refresh(view, acting, human, [] if pending else self.legal, self.submit, self.r["board"], self.u,
                           pygame.Rect((0, 0), self.size), in_book)
        self._follow(view, before)
        if self._asked and self.dialog is not None and pending is not None:
            self._clear_of_question(view, pending)
        self._asked = False

    def _targets(self, view, legal, pending) -> dict:
        out = {}
        for command in legal:
            if command.type == "move":
                pos = view["placed"].get(command["to"])
                if pos:
                    out[(pos[0], pos[1], pos[2])] = ("move", command)
            elif command.type == "explore":
                here = view["placed"][view["players"][command.seat]["tile"]]
                dx, dy = DELTA[command["door"]]
                out[(here[0], here[1] + dx, here[2] + dy)] = ("explore", command)
        if pending and pending["kind"] == "move_choice":
            for tile in pending["options"]:
                pos = view["placed"].get(tile)
                if pos:
                    out[(pos[0], pos[1], pos[2])] = ("choice", cmd("answer", pending["seat"], choice=tile))
        return out

    def _question(self, view, pending) -> None:
        if pending is None:
            self.placement = self.dialog = None
            self.prompt.clear()
            return
        board = self.r["board"]
        if pending["kind"] == "place_tile":
            fresh = Placement(pending)
            if self.placement is None or self.placement.key != fresh.key:
                self.placement = fresh
            self.dialog = None
            self._placement_prompt()
            return
        self.placement = None
        if pending["kind"] == "move_choice":
            self.dialog = None
            self.prompt.set(board, self.u, pending["prompt"], _("Click a lit room; the tabs show other floors."),
                            avoid=self.fit_rect)
            return
        self.prompt.clear()
        if self.dialog is None or self.dialog.pending != pending:
            self.dialog = make_dialog(self.ctx, pending, view, self.submit)
            if self.dialog is not None:
                self.dialog.avoid = self.fit_rect
                self.dialog.layout(board, self.u)
                self._asked = True   # (the camera is moved clear of it once the floor is followed)

    def _clear_of_question(self, view, pending) -> None:
        """The room of the seat asked stays in sight: a question at the board's foot that
        would cover it pans the camera to bring the room into the middle of the band
        above it (as much of it as that band holds, in a window too small for both)."""
        pos = view["placed"].get(view["players"][pending["seat"]]["tile"]) if "seat" in pending else None
        if pos is None or pos[0] != self.house.region:
            return
        box, board, u = self.dialog.rect, self.house.rect, self.u
        cam = self.house.camera
        room = cam.cell_rect(board, pos[1], pos[2], resting=True)   # (where a fit under way ends)
        if not room.colliderect(box):
            return
        top_edge = board.top + int(u * 7)   # (the "My goals" pill and the skip plate along the top)
        cx, cy = cam.target if cam.target is not None else (cam.cx, cam.cy)
        cam.focus(cx, cy + (room.centery - (top_edge + box.top) / 2) / cam.cell)

    def _placement_prompt(self) -> None:
        pl = self.placement
        name = _(self.pack.tiles[pl.tile].name)
        at, count = pl.rotations_here()
        spots = len(pl.cells())
        if spots > 1:
            hint = _("spot {spot} of {spots}, turn {at} of {count} · R, right-click or wheel to turn · click it to "
                     "place").format(spot=pl.cells().index(pl.cell) + 1, spots=spots, at=at, count=count)
        else:
            hint = _("turn {at} of {count} · R, right-click or wheel to turn · click it to place").format(
                at=at, count=count)
        buttons = [(N_("Rotate"), "place:turn", self.cycle_placement), (N_("Place"), "place:confirm", self.confirm_placement)]
        self.prompt.set(self.r["board"], self.u, _("Place {room}").format(room=mid(name, article=True)), hint, buttons,
                        avoid=self.fit_rect)

    def _note(self, view, pending, human) -> str:
        if view["phase"] not in ("explore", "haunt") or self.acting is None:
            return ""
        if not human:
            from scenes.board.dialogs.legacy_dialogs import waiting_note  # consent: whose decision it is

            name = view["players"][self.acting]["name"]
            if self.acting in getattr(self, "bot_seats", ()):   # (online: a person elsewhere is no bot)
                return waiting_note(view) or _("{name} (bot) is playing…").format(name=name)
            return waiting_note(view) or _("{name} is playing…").format(name=name)
        if pending:
            return _("Answer the question on the board.")
        if self.haunt.note():
            return self.haunt.note()
        words = self.ways.explore_words(self)   # why no Explore square, translated (the board says it too)
        if self.targets:
            if words is None:
                return _("Click a lit room to move or explore.")
            return _("Click a lit room to move. {why}").format(why=words)
        if words is None:
            return _("No way onward now; end the turn when ready.")
        return _("{why} End the turn when ready.").format(why=words)

    @property
    def clear_board(self) -> pygame.Rect:
        """The part of the board the camera fits the house into: clear of the "My goals"
        pill and the skip plate along its top, of a bar at its foot, and of its edges."""
        b, u = self.r["board"], self.u
        top = int(u * 7)
        bottom = b.bottom - int(u * 2)
        if self.prompt.text is not None:   # a bar at the board's foot (placing a room, a choice)
            bottom = min(bottom, self.prompt.rect.top - int(u))
        clear = pygame.Rect(b.left + int(u * 1.5), b.top + top, b.w - int(u * 3), bottom - b.top - top)
        if self.reserved is not None and clear.colliderect(self.reserved):   # (the tutorial's plate)
            from scenes.tutorial.coach import area, beside

            clear = max(beside(clear, self.reserved), key=area)
        return clear

    @property
    def fit_rect(self) -> pygame.Rect | None:
        """The board's Fit (H) button (bars at the board's foot keep clear of it)."""
        return next((w.rect for w in self.board_buttons.widgets if w.name == "board:fit"), None)

    def hint_avoid(self) -> list[pygame.Rect]:
        """What a first-game hint on the board must not cover: the rooms of the floor
        shown, the Fit button, the prompt's place at the bottom and the "My goals" pill's
        and the skip plate's along the top (see scenes.board.hud.hints.corner)."""
        b, u = self.r["board"], self.u
        out = [w.rect for w in self.board_buttons.widgets]
        band = pygame.Rect(0, 0, int(b.w * 0.6), int(u * 10))
        band.midbottom = b.midbottom
        out.append(self.prompt.rect if self.prompt.text is not None else band)
        top = pygame.Rect(0, 0, int(b.w * 0.3), int(u * 7))
        top.midtop = b.midtop
        out.append(top)
        if self.view is not None:
            region = self.house.region
            for key in self.view["map"].get(region, {}):
                x, y = (int(v) for v in key.split(","))
                out.append(self.house.screen_rect(region, x, y))
            out += [self.house.screen_rect(*cell) for cell in self.targets if cell[0] == region]
            if self.acting is not None:
                note = self.ways.no_explore_rect(self)   # the words where no Explore square is
                if note is not None:
                    out.append(note)
        return out

    def _shown_cell(self, cell) -> pygame.Rect | None:
        """A cell's rect on screen, if it is on the floor shown (the attack list's)."""
        return self.house.screen_rect(*cell) if cell[0] == self.house.region else None

    def open_leave(self) -> None:
        """The game's menu (Esc): Resume, Rules, Settings and leaving (see LeaveQuestion)."""
        self.leaving.show(self.size, self.u, self.leave, self.saved, rules=self.open_rules,
                          settings=self.open_settings, practice=self.practice, play_on=self.play_on)
        for group in (self.hud.buttons, self.board_buttons, getattr(self.dialog, "widgets", None),
                      self.prompt.widgets):   # (covered now: none stays lit under the menu)
            if hasattr(group, "rest"):
                group.rest()

    def open_rules(self) -> None:
        """The rules reference for the game being played (Esc → Rules)."""
        from scenes.menu.rules_scene import RulesScene

        self.app.push(RulesScene(self.app, "legacy" if self.pack.ruleset == "legacy" else "classic"))

    def open_settings(self) -> None:
        from scenes.menu.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def fit_house(self, instant: bool = False) -> None:
        """The floor shown, fitted to the board and centred on the acting explorer if they
        are on it (the F key's neighbour, H, and the Fit button)."""
        region = self.house.region
        around = None
        seat = self.turn_seat
        if seat is not None and self.view is not None:
            pos = self.view["placed"].get(self.view["players"][seat]["tile"])
            if pos is not None and pos[0] == region:
                around = (pos[1], pos[2])
        self.house.fit(region, around, instant=instant, clear=self.clear_board, extra=self.fit_extra(region))

    def fit_extra(self, region) -> list[tuple[int, int]]:
        """Cells of ``region`` a fit shows whole besides its rooms: the lit Explore squares
        and the room being placed (not just the half of them the fit's margin shows)."""
        out = [(x, y) for (r, x, y), (kind, _c) in self.targets.items() if r == region and kind == "explore"]
        if self.placement is not None and self.placement.cell[0] == region:
            out.append(tuple(self.placement.cell[1:]))
        return out

    def _follow(self, view, before) -> None:
        """Bring the current explorer's floor into view when it matters: the house is
        fitted to the board, centred on the explorer, when the floor shown changes (a new
        explorer's turn elsewhere, stairs taken), at the start of each turn and after a
        room is placed — but once the player has panned or zoomed, the camera is theirs
        until H or a change of floor."""
        if self.placement is not None:
            # the house and the room being placed, clear of the placing bar (before: the
            # new room was centred and the bar covered the explorer's own room)
            region, x, y = self.placement.cell
            if self.house.region == region and self.house.cameras[region].manual:
                self.house.focus(region, x, y, only_if_hidden=True)
            else:
                self.house.region = region
                self.house.fit(region, clear=self.clear_board, extra=self.fit_extra(region))
            return
        seat = self.turn_seat
        if seat is None:
            return
        tile = view["players"][seat]["tile"]
        pos = view["placed"].get(tile)
        if pos is None:
            return
        self._where = (seat, pos[0])
        turn = ((view.get("turn") or {}).get("number"), seat)
        placed, self._placed_since = self._placed_since, False
        new_turn, self._turn_key = turn != self._turn_key, turn
        shown = self.house.region
        if pos[0] != shown and not (new_turn or before != self._where):
            return   # the player is looking at another floor
        if pos[0] != shown or before is None or (not self.house.cameras[shown].manual and (new_turn or placed)):
            self.house.fit(pos[0], (pos[1], pos[2]), instant=before is None, clear=self.clear_board,
                           extra=self.fit_extra(pos[0]))
        elif not self.house.cameras[shown].manual:
            cam, clear, lit = self.house.cameras[shown], self.clear_board, self.fit_extra(pos[0])
            if any(not clear.inflate(4, 4).contains(cam.cell_rect(self.house.rect, x, y, resting=True)) for x, y in lit):
                # a step lit an Explore square the board cuts: fitted again, so it shows whole
                self.house.fit(pos[0], (pos[1], pos[2]), clear=clear, extra=lit)
            else:
                self.house.focus(pos[0], pos[1], pos[2], only_if_hidden=True)

    def on_events(self, events) -> None:
        for e in events:
            if e["t"] in ("tile_placed", "tile_moved", "tile_turned"):
                self.house.pop(e["tile"])
                self._placed_since = True
            elif e["t"] == "effects_state":
                self.dialog = None  # a new question, even if it reads like the last one

    # -- placing a tile -------------------------------------------------------------------------
    def cycle_placement(self, step: int = 1) -> None:
        if self.placement is None:
            return
        self.placement.cycle(step)
        region, x, y = self.placement.cell
        self.house.focus(region, x, y, only_if_hidden=True)
        self._placement_prompt()

    def confirm_placement(self) -> None:
        if self.placement is not None:
            self.submit(self.placement.command())

    def take(self, target) -> None:
        """Carry out a lit cell's target (a click on it, or Enter on the one chosen)."""
        kind, what = target
        if kind == "walk":
            if self.walk is not None:
                self.walk(what)
        else:
            self.submit(what)

    def show_region(self, region: str) -> None:
        """Another floor shown (its tab, its key): fitted to the board afresh."""
        changed = region != self.house.region
        self.house.region = region
        if changed and self.view is not None:
            self.fit_house(instant=True)

    def show_toast(self, text: str) -> None:
        self.toast.show(text, self.u)

    # -- input ------------------------------------------------------------------------------------
    def _hold_turn(self, held) -> None:
        """The top bar and the HUD keep the turn whose beats still play (a haunt roll at
        its end, a bot's last roll) until the next turn's start is shown; then the game
        as it is. Drawn from the table's view, the same for every seat."""
        turn = (self.public or {}).get("turn") or {}
        if held is not None and (not turn or (turn.get("seat"), turn.get("number")) == (held["seat"], held["number"])):
            held = None   # no turn to hold against (a haunt being revealed), or the view's is that one still
        if held == getattr(self, "held_turn", None) or self.public is None:
            return
        if held is None:
            self.redo()
            return
        self.held_turn = held
        self.drawn_version += 1
        public, seat = self.public, held["seat"]
        shown = dict(public, turn=dict(public.get("turn") or {}, **held, moves=0))
        self.topbar.refresh(shown, seat, self.bot_seats)
        note = ""
        if seat is not None and seat < len(public["players"]):
            name = public["players"][seat]["name"]
            note = (_("{name} (bot) is playing…") if seat in self.bot_seats else _("{name} is playing…")).format(
                name=name)
        self.hud.refresh(shown, seat if seat is not None else self.hud.seat, [], self.submit, note)
        # nor the next person's lit rooms and glowing floors yet (the ways' words wait in draw)
        self.house.show(self.house.view, {}, None, seat)
        self.tabs.refresh(self.house.view, self.pack, set(), [])

    def handle(self, intent) -> bool:
        from scenes.board.table_input import route

        return route(self, intent)

    @property
    def moving(self) -> bool:
        """Does something on the table move: the camera gliding, a room just placed
        settling, the toast fading, a hold being held?"""
        camera = self.house.camera
        return bool(getattr(camera, "target", None) is not None or self.house.pops or self.toast.left > 0
                    or getattr(getattr(self.goals, "hold", None), "held", False))

    def update(self, dt: float) -> None:
        self.house.update(dt)
        self.tabs.update(dt)
        self.toast.update(dt)
        self.tokens.update(dt)
        self.goals.update(dt)
        self.ways.rest_on_tab(self, dt)
        if self.house.camera.target is None:   # resting: the attack list clear of its targets again
            self.haunt.picker.follow()
        self.hover_time += dt

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, presenter=None, *, toast: bool = True) -> None:
        """``toast=False``: the caller draws the toast itself, over what it adds on top
        (the play scene's first-game hints: an error always wins over a hint). What lies
        under a roll's veil is kept while an animation is on show (scenes.board.retained)."""
        key = table_key(self, presenter, surface.get_size()) if self.retained.enabled else None
        self.retained.draw(surface, self.size, key, table_dirty(self) if key is not None else [],
                           lambda target, kept: self._draw_under(target, presenter, kept),
                           lambda: presenter.draw_cards(surface, self.rects),
                           presenter.covers(self.rects) if key is not None else ())
        busy = bool(presenter is not None and presenter.busy)
        # the question stays in sight unless something is shown over the board itself (a
        # roll thrown there, a card read there), and only while it is
        covered = busy and bool(getattr(presenter, "over_board", True))
        if presenter is not None and hasattr(presenter, "draw_over"):
            presenter.draw_over(surface, self.rects)
        if not covered:
            if self.dialog is not None:
                self.dialog.draw(surface)
            self.prompt.draw(surface)
        if toast:
            self.toast.draw(surface, self.r["board"])
        self.goals.draw_button(surface)
        draw_hover(self, surface, busy, presenter)
        keep_clear(self, presenter, covered)
        if not busy:
            self.haunt.picker.draw(surface)
        self.goals.draw(surface)
        self.menu.draw(surface)
        self.leaving.draw(surface)
        for modal in (self.goals.is_open and self.r["board"], self.menu.is_open and self.menu.rect,
                      self.leaving.open and pygame.Rect((0, 0), self.size)):
            if modal:
                hover.keep_clear(modal, modal=True)

    def _draw_under(self, surface, presenter, kept: bool = False) -> None:
        """Everything up to the roll (``kept``: the layer ``Retained`` keeps, which
        outlasts the roll's panel: drawn under it too, and the cards left for later)."""
        # the house covers the board with its opaque floor: the backdrop goes around it
        blit_around(surface, self.background, (0, 0), self.r["board"] if self.house.view is not None else None)
        self.topbar.draw(surface)
        self.tabs.draw(surface)
        covers = None if kept else getattr(presenter, "covers", None)   # what it will cover opaque this frame
        self.house.draw(surface, covers(self.rects) if covers is not None else ())
        if self.held_turn is None:
            self.ways.draw(self, surface)
        pygame.draw.rect(surface, P.PANEL_BORDER, self.r["board"], 1, border_radius=4)
        self.board_buttons.draw(surface)
        # a roll's outcome is not drawn before its dice land: the HUD's traits as shown so far
        self.hud.held = presenter.held_traits() if hasattr(presenter, "held_traits") else {}
        self._hold_turn(presenter.held_turn() if hasattr(presenter, "held_turn") else None)
        self.hud.draw(surface)
        self.side.draw(surface, presenter)
        if presenter is not None:
            log = getattr(presenter, "log", None)
            if log is not None:   # the chronicle's text from the table's layout unit
                log.unit = self.u
            if hasattr(presenter, "draw_under"):
                presenter.draw_under(surface, self.rects, kept)
            else:
                presenter.draw(surface, self.rects)
