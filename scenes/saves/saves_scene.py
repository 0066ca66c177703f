"""The saved games: every save in the saves folder, and what can be done with one.

The list on the left (most recently played first) and the chosen save in full on the
right, with Load (go on playing), Watch (the replay viewer) and Delete (asks first;
removes the save and its snapshots). A save that cannot be read is listed as damaged
with the engine's reason and never stops the others from listing; a save whose damage
only shows when it is replayed is marked damaged the moment Load or Watch finds it.

The title's "Continue" and "Load game" entries live here too (``save_entries``).
"""

from __future__ import annotations

import warnings

from game.i18n import N_, _
import pygame

from game import LogError
from game.locks import InUse
from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button, width_for
from scenes.kit.confirm import Confirm
from scenes.kit.intents import Click, Hover, Key, Wheel
from scenes.kit.panel import PanelScene
from scenes.saves.save_index import SaveInfo, delete_save, latest_unfinished, list_saves, mark_damaged
from scenes.saves.save_rows import (pack_for, players_line, render_details, render_row, row_boxes, row_words,
                              when)
from scenes.kit.widgets import WidgetGroup, render_wrapped

EMPTY = N_("No saved games yet. A new game is saved as it is played.")


# -- the title's entries ----------------------------------------------------------------------

def save_entries() -> list:
    """"Continue" and "Load game", to go after "New game" on the title."""
    from scenes.menu.title import MenuEntry

    return [MenuEntry(N_("Continue"), continue_latest, lambda app: latest_unfinished() is not None),
            MenuEntry(N_("Load game"), open_saves)]


def open_saves(app) -> None:
    app.push(SavesScene(app))


def continue_latest(app) -> None:
    info = latest_unfinished()
    if info is None:
        return
    try:
        opened = resume(app, info)
    except InUse:   # played in another window: the list offers to watch it
        scene = SavesScene(app, select=info.path)
        app.push(scene)
        scene.in_use()
        return
    if not opened:
        app.push(SavesScene(app, select=info.path))  # damaged after all: the list says why


def resume(app, info: SaveInfo, *, replace: bool = False) -> bool:
    """Open the save on the board (pushed, or in place of the top scene); False if it
    does not load (it is then marked damaged, with the reason, for the list). InUse (not
    damage) if another copy of the game is playing it."""
    from game import load
    from scenes.board.play import PlayScene

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # they are kept on the game, and shown on the board
            game = load(info.path, content=pack_for(info.pack))
    except InUse:
        raise
    except LogError as exc:
        mark_damaged(info.path, exc)
        return False
    except Exception as exc:  # (load says everything as a LogError; never a crash on the title all the same)
        from game.log import problem

        mark_damaged(info.path, LogError(f"{info.path.name}: cannot be loaded ({problem(exc)})"))
        return False
    scene = PlayScene(app, game)
    app.replace(scene) if replace else app.push(scene)
    if game.warnings:  # e.g. a torn last line was dropped: say so, briefly
        note = game.warnings[0].split(": ", 1)[-1].split(";")[0]
        scene.table.show_toast(note[:1].upper() + note[1:] + ".")
    return True


# -- the scene ----------------------------------------------------------------------------------

class SavesScene(PanelScene):
    heading = N_("Saved games")
    width = 1.62
    fit_units = 52   # the list and the chosen save's details, whole, at a large UI scale

    def __init__(self, app, select=None) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.selected = 0
        self.hovered: int | None = None
        self.scroll = 0
        self.actions = WidgetGroup()
        self.confirm = Confirm(app.fonts)
        self._select_path = select
        self.reload()

    # -- what is listed -------------------------------------------------------------------
    def reload(self) -> None:
        keep = self._select_path or (self.current.path if self.current else None)
        self.saves = list_saves()
        paths = [info.path for info in self.saves]
        if keep in paths:
            self.selected = paths.index(keep)
        self.selected = max(0, min(self.selected, len(self.saves) - 1))
        self._select_path = None

    @property
    def current(self) -> SaveInfo | None:
        return self.saves[self.selected] if 0 <= self.selected < len(self.saves) else None

    def select(self, index: int) -> None:
        if not self.saves:
            return
        self.selected = max(0, min(index, len(self.saves) - 1))
        top = self.selected * self.row_step
        if top < self.scroll:
            self.scroll = top
        elif top + self.row_h > self.scroll + self.list_rect.h:
            self.scroll = top + self.row_h - self.list_rect.h
        self._build_details()

    # -- layout -----------------------------------------------------------------------------
    def layout_content(self) -> None:
        u, c = self.unit, self.content
        self.list_rect = pygame.Rect(c.left, c.top, int(c.w * 0.58), c.h)
        gap = int(u * 3)
        self.detail_rect = pygame.Rect(self.list_rect.right + gap, c.top, c.right - self.list_rect.right - gap, c.h)
        self.row_h = max(50, int(u * 9.2))
        self.row_step = self.row_h + max(4, int(u * 0.9))
        size = (self.list_rect.w - int(u * 1.6), self.row_h)  # room for the scroll bar
        self.boxes = row_boxes(size, u)
        self.rows = [render_row(self.app.fonts, info, size, u) for info in self.saves]
        self.empty = render_wrapped(self.app.fonts, "italic", max(14, int(u * 3)), EMPTY,
                                    self.list_rect.w, P.TEXT_SOFT)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self.fade = pygame.Surface((self.list_rect.w, max(8, int(u * 4))), pygame.SRCALPHA)
        for y in range(self.fade.get_height()):  # rows below the fold sink into the panel
            alpha = int(235 * (y / (self.fade.get_height() - 1)) ** 1.4)
            self.fade.fill((13, 10, 26, alpha), (0, y, self.list_rect.w, 1))
        self.fade_top = pygame.transform.flip(self.fade, False, True)
        self._build_details()

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.saves) * self.row_step - (self.row_step - self.row_h) - self.list_rect.h)

    def _build_details(self) -> None:
        u, r = self.unit, self.detail_rect
        info = self.current
        self.details = render_details(self.app.fonts, info, r.w, u, self.technical) if info else None
        self.actions.clear()
        bh, gap = max(34, int(u * 6)), int(u * 1.2)
        bw = (r.w - 2 * gap) // 3
        can_play = info is not None and not info.damaged and not info.finished
        can_watch = info is not None and not info.damaged
        for i, (label, name, action, enabled) in enumerate((
                (N_("Load"), "save:load", self.load, can_play),
                (N_("Watch"), "save:watch", self.watch, can_watch),
                (N_("Delete"), "save:delete", self.ask_delete, info is not None))):
            rect = pygame.Rect(r.left + i * (bw + gap), r.bottom - bh, bw, bh)
            self.actions.add(fitted_button(label, action, rect, self.app.fonts, name=name, enabled=enabled))
        if info is not None and not info.damaged:   # the file's name and size, for the curious
            # each as wide as its words need in the language in use ("Diesen Spielstand
            # prüfen"), both within the details' width
            sh, file_label = int(u * 4.2), N_("Hide file details") if self.technical else N_("File details")
            widths = [max(int(u * 22), width_for(label, sh, self.app.fonts)) for label in (file_label, N_("Check this save"))]
            if sum(widths) + gap > r.w:
                widths = [w * (r.w - gap) // sum(widths) for w in widths]
            rect = pygame.Rect(r.right - widths[0], r.bottom - bh - gap - int(u * 4.4), widths[0], sh)
            self.actions.add(fitted_button(file_label, self.toggle_technical, rect, self.app.fonts, name="save:file"))
            rect = pygame.Rect(rect.left - gap - widths[1], rect.top, widths[1], sh)   # a forged save passes its checks; the rules find it
            self.actions.add(fitted_button(N_("Check this save"), self.check, rect, self.app.fonts, name="save:check"))
        note = (N_("The game is over: watch it instead.") if info is not None and info.finished and not info.damaged
                else "")
        self.note = (self.app.fonts.render("italic", max(12, int(u * 2.3)), note, P.TEXT_MUTED)
                     if note else None)

    technical = False

    def toggle_technical(self) -> None:
        self.technical = not self.technical
        self._build_details()

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.list_rect.left, self.list_rect.top + index * self.row_step - self.scroll,
                           self.boxes["normal"].get_width(), self.row_h)

    def row_at(self, pos) -> int | None:
        if not self.list_rect.collidepoint(pos):
            return None
        for i in range(len(self.saves)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    # -- doing things ---------------------------------------------------------------------------
    def load(self) -> None:
        info = self.current
        if info is None or info.damaged or info.finished:
            return
        try:
            opened = resume(self.app, info, replace=True)  # leaving the board goes back to the title
        except InUse:
            self.in_use()
            return
        if not opened:
            self._refresh()

    def in_use(self) -> None:
        """The chosen save is being played in another window of the game: say so, offer Watch."""
        self.confirm.ask(self.app.size, self.unit, _("This game is open in another window"),
                         _("Another copy of Hollowmere is playing this save. It can be played on in one "
                           "window only; here you can watch it as the table sees it."),
                         (N_("Watch"), self.watch), no=N_("Back"), name="in-use")

    def watch(self) -> None:
        info = self.current
        if info is None or info.damaged:
            return
        from scenes.replay.replay_scene import ReplayScene

        try:
            scene = ReplayScene(self.app, info.path)
        except LogError as exc:
            mark_damaged(info.path, exc)
            self._refresh()
            return
        self.app.push(scene)

    def check(self) -> None:
        """Hold the save to the rules (``game.proof``): every step re-run from its seed."""
        info = self.current
        if info is None or info.damaged:
            return
        from game.proof import prove

        try:
            notes = prove(info.path)
        except LogError as exc:
            self.confirm.tell(self.app.size, self.unit, _("This save does not hold to the rules"),
                              _("{problem}. The game it records is not the one its seed and commands make: "
                                "a die, a card or a step in it was changed after it was played.")
                              .format(problem=exc), name="check")
            return
        self.confirm.tell(self.app.size, self.unit, _("This save holds to the rules"),
                          " ".join([_("Set up again from its seed, every recorded step was re-run and made "
                                      "exactly the events the save holds: no roll, card or step was changed."),
                                    *(note[0].upper() + note[1:] + "." for note in notes)]), name="check")

    def ask_delete(self) -> None:
        info = self.current
        if info is None:
            return
        what = players_line(info) if not info.damaged else info.name
        said = (_("{what} — turn {n}, last played {when}. The game and its snapshots are removed for good.")
                if not info.damaged else
                _("{what} — last played {when}. The game and its snapshots are removed for good."))
        self.confirm.ask(self.app.size, self.unit, _("Delete this save?"),
                         said.format(what=what, n=info.turn, when=when(info.mtime)), (N_("Delete"), self.delete),
                         name="delete")

    def delete(self) -> None:
        info = self.current
        if info is not None:
            try:
                delete_save(info.path)
            except InUse:
                self.in_use()
                return
            self._refresh()

    def _refresh(self) -> None:
        self.reload()
        self.layout(self.app.size)

    # -- input and time ---------------------------------------------------------------------------
    def resume(self) -> None:
        self._refresh()  # a watched game may have been found damaged, or time has passed

    def handle(self, intent) -> None:
        if self.confirm.handle(intent):
            return
        if isinstance(intent, Key):
            if self._key(intent):
                return
        elif isinstance(intent, Wheel) and self.list_rect.collidepoint(intent.pos):
            self.scroll = max(0, min(self.max_scroll, self.scroll - intent.dy * self.row_step // 2))
            return
        elif isinstance(intent, Hover):
            self.hovered = self.row_at(intent.pos)
        elif isinstance(intent, Click) and intent.button == 1:
            index = self.row_at(intent.pos)
            if index is not None:
                self.select(index)
                return
        if not self.actions.handle(intent):
            super().handle(intent)

    def _key(self, key: Key) -> bool:
        name = key.name
        if name in ("up", "down") and self.saves:
            self.select(self.selected + (1 if name == "down" else -1))
        elif name in ("page up", "page down") and self.saves:
            step = max(1, self.list_rect.h // self.row_step)
            self.select(self.selected + (step if name == "page down" else -step))
        elif name in ("return", "enter") and self.current is not None:
            self.watch() if self.current.finished else self.load()
        elif name == "delete":
            self.ask_delete()
        elif name == "w":
            self.watch()
        else:
            return False
        return True

    # -- drawing ------------------------------------------------------------------------------------
    def draw_content(self, surface) -> None:
        if not self.saves:
            surface.blit(self.empty, (self.list_rect.left, self.list_rect.top + int(self.unit * 2)))
            return
        old = surface.get_clip()
        surface.set_clip(self.list_rect)
        for i, row in enumerate(self.rows):
            r = self.row_rect(i)
            if r.bottom < self.list_rect.top or r.top > self.list_rect.bottom:
                # out of view: its whole words go on hover once it is scrolled in (said now
                # for the cut-text audit, over no area)
                hover.note(pygame.Rect(r.left, r.top, 0, 0), row_words(self.saves[i]))
                continue
            look = "selected" if i == self.selected else "hover" if i == self.hovered else "normal"
            surface.blit(self.boxes[look], r)
            surface.blit(row, r)
            hover.note(r.clip(self.list_rect), row_words(self.saves[i]))
        if self.scroll < self.max_scroll:
            surface.blit(self.fade, self.fade.get_rect(bottomleft=self.list_rect.bottomleft))
        if self.scroll > 0:
            surface.blit(self.fade_top, self.list_rect.topleft)
        surface.set_clip(old)
        self._draw_scrollbar(surface)
        if self.details is not None:
            surface.blit(self.details, self.detail_rect.topleft)
        if self.note is not None:
            bottom = self.actions.widgets[0].rect.top - int(self.unit)
            surface.blit(self.note, self.note.get_rect(bottomleft=(self.detail_rect.left, bottom)))
        self.actions.draw(surface)

    def _draw_scrollbar(self, surface) -> None:
        total = len(self.saves) * self.row_step
        if total <= self.list_rect.h:
            return
        r = self.list_rect
        x = r.right - max(3, int(self.unit * 0.5))
        pygame.draw.line(surface, (*P.BUTTON_BORDER_DISABLED,), (x, r.top), (x, r.bottom), 1)
        h = max(20, r.h * r.h // total)
        y = r.top + (r.h - h) * self.scroll // max(1, self.max_scroll)
        pygame.draw.line(surface, P.ACCENT_DIM, (x, y), (x, y + h), 3)

    def draw(self, surface) -> None:
        super().draw(surface)
        self.confirm.draw(surface)
