"""Go where you point: the ways the engine offers (``game.reach``) on the board.

Every room the acting person can walk to this turn is lit, on every floor; hovering
one (or choosing it with Tab / the arrows) draws the way there and its cost ("3
moves"), and a click or Enter walks it, one logged move at a time, stopping where the
rules stop a move (``game.reach.walk``). Hovering a room that cannot be reached says
why, in the engine's words; with no Explore squares to show, the words where they
would be say why not. Resting the pointer on a floor tab that has lit rooms shows that
floor, so a room upstairs is one click away. Nothing here decides what is legal: the
ways, the reasons and the stops all come from the engine.
"""

from __future__ import annotations

from itertools import pairwise

from game import vocabulary as words
from game.i18n import _, ngettext
import pygame

from scenes.board import style as S
from scenes.kit import palette as P
from scenes.kit.widgets import make_panel, render_wrapped

TAB_PEEK = 0.35   # seconds the pointer rests on a lit floor tab before that floor is shown


class Ways:
    """What the engine said about walking, for the acting person: ``paths`` (tile ->
    game.reach.Path), ``why(tile)`` (why a room cannot be reached), ``no_explore``
    (why there are no Explore squares, or None)."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.paths: dict = {}
        self.why = None
        self.no_explore: str | None = None
        self.chosen: tuple | None = None   # the cell chosen by keyboard (Tab / arrows)
        self.tab_rest = 0.0
        self._label_key = self._label = None
        self._words_key = self._words = None

    def set(self, paths, why, no_explore) -> None:
        self.paths, self.no_explore = dict(paths), no_explore
        self.why = None if why is None else _kept(why)
        self.chosen = None
        self._label_key = None

    def clear(self) -> None:
        self.set({}, None, None)

    def targets(self, view) -> dict:
        """The lit cells of ways longer than one move (a neighbour is the move itself)."""
        out = {}
        for tile, path in self.paths.items():
            pos = view["placed"].get(tile)
            if pos and len(path.steps) > 1:
                out[(pos[0], pos[1], pos[2])] = ("walk", path)
        return out

    # -- the keyboard: Tab / arrows cycle the lit cells, Enter takes the chosen one ------
    def cycle(self, t, step: int) -> None:
        cells = order(t.targets, t.house.regions)
        if not cells:
            t.show_toast(self.no_explore_words or _("Nothing on the board to choose now."))
            return
        at = cells.index(self.chosen) if self.chosen in cells else (-1 if step > 0 else 0)
        self.chosen = cells[(at + step) % len(cells)]
        region, x, y = self.chosen
        t.house.focus(region, x, y, only_if_hidden=True)

    def is_last(self, t) -> bool:
        cells = order(t.targets, t.house.regions)
        return bool(cells) and self.chosen == cells[-1]

    def shown_cell(self, t):
        """The cell whose way is shown: the keyboard's choice, else the one hovered."""
        return self.chosen if self.chosen is not None else t.house.hover_cell

    # -- resting on a floor tab ---------------------------------------------------------
    def rest_on_tab(self, t, dt: float) -> None:
        region = t.tabs.hovered
        if region is None or region == t.house.region or region not in t.tabs.glowing:
            self.tab_rest = 0.0
            return
        self.tab_rest += dt
        if self.tab_rest >= TAB_PEEK:
            self.tab_rest = 0.0
            t.show_region(region)

    # -- drawing ------------------------------------------------------------------------
    def said(self, t):
        """(cell, lines, path or None) for the way or the refusal shown now, or None."""
        if t.view is None or not t.human or t.placement is not None or t.dialog is not None:
            return None
        cell = self.shown_cell(t)
        if cell is None:
            return None
        target = t.targets.get(cell)
        tile = t.house.tile_at(cell)
        if target is not None and target[0] in ("walk", "move"):
            path = self.paths.get(tile)
            return None if path is None else (cell, _cost_words(path), path)
        if target is None and self.why is not None and cell[0] == t.house.region and tile is not None \
                and t.view["players"][t.acting]["tile"] != tile:
            return cell, [self.why(tile)], None
        return None

    @property
    def no_explore_words(self) -> str | None:
        """Why there is no Explore square, in the language in use (the engine's words are
        English; every place that shows them reads them here)."""
        return None if self.no_explore is None else _(self.no_explore)

    def explore_words(self, t) -> str | None:
        """Why there are no Explore squares, when the board says so (none lit, a
        person's turn, nothing else asked)."""
        if t.view is None or not t.human or t.placement is not None or t.dialog is not None:
            return None
        if not self.no_explore or any(kind == "explore" for kind, _c in t.targets.values()):
            return None
        return self.no_explore_words

    def draw(self, t, surface) -> None:
        said = self.said(t)
        if said is not None:
            cell, lines, path = said
            if path is not None:
                self._draw_way(t, surface, path)
            self._draw_label(t, surface, cell, lines, soft=path is None)
        if self.chosen is not None and self.chosen[0] == t.house.region:
            r = t.house.screen_rect(*self.chosen)
            pygame.draw.rect(surface, S.HIGHLIGHT, r.inflate(4, 4), 3, border_radius=max(3, r.w // 14))
        self._draw_no_explore(t, surface)

    def _draw_way(self, t, surface, path) -> None:
        view, house = t.view, t.house
        here = view["players"][t.acting]["tile"]
        tiles = (here, *path.tiles)
        width = max(3, int(house.camera.cell / 18))
        points = []
        for before, tile in pairwise(tiles):
            a, b = view["placed"].get(before), view["placed"].get(tile)
            if a is None or b is None:
                continue
            if a[0] == b[0] == house.region:
                start, end = house.screen_rect(*a[:3]).center, house.screen_rect(*b[:3]).center
                pygame.draw.line(surface, S.HIGHLIGHT, start, end, width)
                points += [start, end]
            elif a[0] != b[0]:   # stairs, a passage: the way goes on on another floor
                for pos, word in ((a, "to"), (b, "from")):
                    if pos[0] == house.region:
                        other = b if word == "to" else a
                        r = house.screen_rect(*pos[:3])
                        text = (_("to {floor}") if word == "to" else _("from {floor}")).format(floor=words.floor(other[0]))
                        chip = self.fonts.render("body", max(12, int(t.u * 2)), text, P.TEXT)
                        back = chip.get_rect(center=r.center).inflate(10, 4)   # (the name above, the figures below stay clear)
                        pygame.draw.rect(surface, (12, 9, 22), back, border_radius=4)
                        pygame.draw.rect(surface, S.HIGHLIGHT, back, 1, border_radius=4)
                        surface.blit(chip, chip.get_rect(center=back.center))
        for point in points:
            pygame.draw.circle(surface, S.HIGHLIGHT, point, width + 2)

    def _draw_label(self, t, surface, cell, lines, soft: bool = False) -> None:
        key = (tuple(lines), soft, int(t.u))
        if self._label_key != key:
            self._label_key, self._label = key, label_box(self.fonts, t.u, lines, soft)
        anchor = t.house.screen_rect(*cell)
        box = self._label.get_rect(midbottom=(anchor.centerx, anchor.top - 4))
        if box.top < t.r["board"].top:
            box.midtop = (anchor.centerx, anchor.bottom + 4)
        surface.blit(self._label, box.clamp(t.r["board"]))

    def _draw_no_explore(self, t, surface) -> None:
        box = self.no_explore_rect(t)
        if box is not None:
            surface.blit(self._words, box)

    def no_explore_rect(self, t) -> pygame.Rect | None:
        """Where the words go when there are no Explore squares: on an empty spot beside
        the explorer's room (below, above, right, left), else by an edge or corner of the
        board, covering no room (None: nowhere is clear; the HUD's note carries the words
        too, ``Table._note``)."""
        words = self.explore_words(t)
        if words is None:
            return None
        pos = t.view["placed"].get(t.view["players"][t.acting]["tile"])
        if pos is None or pos[0] != t.house.region:
            return None
        room = t.house.screen_rect(*pos[:3])
        key = (words, int(t.u), room.w)
        if self._words_key != key:
            self._words_key = key
            self._words = label_box(self.fonts, t.u, [words], True, width=max(int(t.u * 30), int(room.w * 1.5)))
        cells = t.view["map"].get(pos[0], {})
        clear = t.clear_board
        rooms = [t.house.screen_rect(pos[0], *(int(v) for v in key.split(","))) for key in cells]
        spots = []
        for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            if f"{pos[1] + dx},{pos[2] + dy}" not in cells:   # an empty spot beside the room
                spots.append(self._words.get_rect(center=t.house.screen_rect(pos[0], pos[1] + dx, pos[2] + dy).center))
        # clamped into the board, a wide plate may spread over other rooms (UI scale 150%):
        # then the board's edges and corners, if clear. Of the spots, the one that covers
        # the least of the rooms and the board's buttons (the first, on a tie)
        for anchor in ("midtop", "midbottom", "topleft", "topright", "bottomleft", "bottomright"):
            far = self._words.get_rect()
            setattr(far, anchor, getattr(clear, anchor))
            spots.append(far)
        spots = [box.clamp(clear) for box in spots]
        keep = rooms + [w.rect for w in t.board_buttons.widgets]   # (the explorer's own too: its tokens)
        covered, best = min(((sum(box.clip(r).w * box.clip(r).h for r in keep), i), box) for i, box in enumerate(spots))
        # no spot is clear (a crowded board at UI scale 150%): the HUD's note says it alone
        return best if covered[0] == 0 else None


def _kept(why):
    """``why(tile)`` asked once per room until the next change (hovering asks each frame)."""
    said: dict = {}

    def kept(tile):
        if tile not in said:
            said[tile] = why(tile)
        return said[tile]
    return kept


def order(targets: dict, regions) -> list:
    """The lit cells in reading order: floor by floor (the tabs' order), row by row."""
    rank = {r: i for i, r in enumerate(regions)}
    return sorted(targets, key=lambda c: (rank.get(c[0], 99), c[2], c[1]))


def _cost_words(path) -> list[str]:
    n = path.cost
    lines = [ngettext("{n} move", "{n} moves", n).format(n=n)]
    if path.all_left:  # (leaving takes more: one room, with all that is left)
        lines.append(_("(all you have left: you may always move one room)"))
    if path.stops:
        lines.append((_("(may stop after the first step: {why})") if path.early else _("(stops there: {why})"))
                     .format(why=_(path.stops)))
    return lines


def label_box(fonts, unit: float, lines, soft: bool = False, width: int | None = None) -> pygame.Surface:
    """A small dark plate with a line or two of words (a way's cost, why not)."""
    size = max(13, int(unit * 2.3))
    pad = max(4, int(unit * 0.8))
    inner = (width or int(unit * 34)) - 2 * pad
    blocks = []
    for i, line in enumerate(lines):
        face, px = ("body", size) if (soft or i) else ("display", size + 2)
        colour = P.TEXT_SOFT if (soft or i) else P.TEXT
        tight = min(inner, fonts.get(face, px).size(line)[0] + 1)   # as wide as its words
        blocks.append(render_wrapped(fonts, face, px, line, tight, colour, 1.05))
    w = max(b.get_width() for b in blocks) + 2 * pad
    h = sum(b.get_height() for b in blocks) + 2 * pad
    plate = make_panel((w, h), (12, 9, 22, 236), S.HIGHLIGHT if not soft else P.ACCENT_DIM, max(3, int(unit * 0.6)), 1)
    y = pad
    for b in blocks:
        plate.blit(b, ((w - b.get_width()) // 2, y))
        y += b.get_height()
    return plate
