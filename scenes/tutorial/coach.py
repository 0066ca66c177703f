"""The coach's callout: a lesson's words in a plate, a ring round what it is about and a
line from one to the other, with "Next" and "Skip the tutorial".

The plate sits in the corner of the board farthest from what it points at, so it never
covers the thing it is teaching, nor — where a corner is not clear of them — the lit rooms. Its buttons are its own: a click on the plate is the
coach's and reaches nothing beneath.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.board.hud.buttons import fitted_button
from scenes.kit import palette as P
from scenes.kit.intents import Click, Hover, Key, Press, Release
from scenes.kit.widgets import WidgetGroup, make_panel, render_wrapped

NEXT_KEYS = ("return", "enter", "kp_enter")
LIT_WEIGHT = 50   # a lit room covered weighs as much as fifty times its area of anything else


def target_rect(table, key: str, command=None) -> pygame.Rect | None:
    """Where on the table a lesson points: a named part of the layout, My goals, or the
    cell (or HUD button) of ``command``, the engine's legal command it is about."""
    r = table.r
    if key == "board":
        return None
    if key == "hud":
        return pygame.Rect(r["hud"])
    if key == "card":
        return pygame.Rect(r["card_frame"])
    if key == "roll":
        return pygame.Rect(r["roll_frame"])
    if key == "top":
        return pygame.Rect(r["top"])
    if key == "goals":
        return pygame.Rect(table.goals.button.rect) if table.goals.button.rect.w else pygame.Rect(r["board"])
    if key == "command" and command is not None:
        for (region, x, y), (_kind, lit) in table.targets.items():
            if lit == command:
                table.show_region(region)
                return table.house.screen_rect(region, x, y)
        for widget in table.hud.buttons.widgets:   # not on the board: its button in the HUD
            if widget.name.startswith(command.type) or (command.type == "attack" and "attack" in widget.name):
                return pygame.Rect(widget.rect)
        return pygame.Rect(r["hud"])
    return None


def beside(board: pygame.Rect, plate: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``board`` left, right, above and below ``plate``."""
    return [pygame.Rect(board.left, board.top, plate.left - board.left, board.h),
            pygame.Rect(plate.right, board.top, board.right - plate.right, board.h),
            pygame.Rect(board.left, board.top, board.w, plate.top - board.top),
            pygame.Rect(board.left, plate.bottom, board.w, board.bottom - plate.bottom)]


def area(rect: pygame.Rect) -> int:
    return max(0, rect.w) * max(0, rect.h)


class Callout:
    """The plate and its ring; ``place`` lays it out for one lesson, ``draw`` only blits."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.widgets = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.target: pygame.Rect | None = None
        self.avoid: list[pygame.Rect] = []
        self.lit: list[pygame.Rect] = []   # the lit rooms among ``avoid``: never covered if a place allows
        self._plate = None

    def place(self, board: pygame.Rect, unit: float, lesson, step: str,
              target: pygame.Rect | None, on_next, on_skip, next_label: str = N_("Next"), avoid=()) -> float:
        """Lay the plate out for ``lesson`` (``step``: its line above the title, "Lesson 3 of
        9") and fit it (``fit``); where no place is clear of
        ``avoid`` (a large UI scale, a house filling the board) a narrower plate is tried,
        and if none is clear, the plate that leaves the house the squarest room beside it.
        Returns how much of ``avoid`` it covers (not 0: the caller makes room for it)."""
        margin = int(unit * 1.5)
        widest = int(min(board.w * 0.5, unit * 58))
        lay_out = (board, unit, lesson, step, target, on_next, on_skip, next_label)
        for width in [int(widest * share) for share in (1.0, 0.85, 0.72)]:
            self._lay_out(*lay_out, width)
            if self.rect.h <= board.h - 2 * margin and self.fit(board, margin, avoid) == 0:
                return 0
        # no place is clear: the plate in the corner, of the width, that leaves the house
        # the squarest room beside it (the caller fits the house there); its words smaller
        # (to 72%) if at full size it would leave the house less than 40% of the board
        enough = 0.4 * min(board.w, board.h)
        best, room = None, -1
        for size in (1.0, 0.85, 0.72):
            for width in sorted({int(widest * share) for share in (1.0, 0.85, 0.72)}
                                | {int(board.w * share) for share in (0.6, 0.7, 0.8)} | {board.w - 2 * margin}):
                self._lay_out(*lay_out, width, size)
                w, h = self.rect.size
                if h > board.h - 2 * margin:
                    continue   # taller than the board: a wider plate
                for x in (board.left + margin, board.right - margin - w):
                    for y in (board.top + margin, board.bottom - margin - h):
                        plate = pygame.Rect(x, y, w, h)
                        if target is not None and plate.colliderect(target):
                            continue
                        left = max(min(part.w, part.h) for part in beside(board, plate))
                        if left > room:
                            best, room = (width, (x, y), size), left
            if room >= enough:
                break
        if best is None:
            self._lay_out(*lay_out, board.w - 2 * margin, 0.72)
        else:
            self._lay_out(*lay_out, best[0], best[2])
            self._move_to(best[1])
        self.avoid = []   # (not fitted to these rooms: once the house rests beside it, ``fit`` moves it clear)
        return sum(self.rect.clip(r).w * self.rect.clip(r).h for r in avoid) or 1

    def _move_to(self, topleft) -> None:
        dx, dy = topleft[0] - self.rect.left, topleft[1] - self.rect.top
        self.rect.move_ip(dx, dy)
        for widget in self.widgets.widgets:
            widget.rect.move_ip(dx, dy)

    def _lay_out(self, board, unit, lesson, step, target, on_next, on_skip, next_label, width,
                 size: float = 1.0) -> None:
        u = unit * size   # (``size``: the plate's words and buttons smaller than the table's unit)
        self.target = target
        pad = int(u * 2)
        title = render_wrapped(self.fonts, "display", max(16, int(u * 3.6)), lesson.title, width - 2 * pad, P.TEXT)
        self.step = step
        step = self.fonts.render("italic", max(12, int(u * 2.1)), step, P.TEXT_MUTED)
        words = render_wrapped(self.fonts, "body", max(13, int(u * 2.4)), lesson.text, width - 2 * pad, P.TEXT_SOFT,
                               line_gap=1.15)
        bh = max(30, int(u * 5))
        bw = (width - 3 * pad) // 2
        skip_w = self.fonts.get("serif", max(12, int(bh * 0.46))).size(_("Skip the tutorial"))[0] + pad
        stacked = skip_w > bw   # a narrow plate: the buttons one above the other, their words whole
        rows = 2 if stacked else 1
        height = pad * 3 + step.get_height() + title.get_height() + words.get_height() + rows * bh + (rows - 1) * pad \
            + int(u)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.topleft = board.topleft
        plate = make_panel(self.rect.size, (20, 15, 32, 242), P.CANDLE, max(4, int(u)), 2)
        y = pad
        plate.blit(step, (pad, y))
        y += step.get_height()
        plate.blit(title, (pad, y))
        y += title.get_height() + int(u)
        plate.blit(words, (pad, y))
        self._plate = plate
        self.widgets.clear()
        bottom = self.rect.bottom - pad
        if stacked:
            skip = pygame.Rect(self.rect.left + pad, bottom - 2 * bh - pad, width - 2 * pad, bh)
            ahead = pygame.Rect(self.rect.left + pad, bottom - bh, width - 2 * pad, bh)
        else:
            skip = pygame.Rect(self.rect.left + pad, bottom - bh, bw, bh)
            ahead = pygame.Rect(self.rect.right - pad - bw, bottom - bh, bw, bh)
        self.widgets.add(fitted_button("Skip the tutorial", on_skip, skip, self.fonts, name="tutorial:skip",
                                       face="serif"))
        self.widgets.add(fitted_button(next_label, on_next, ahead, self.fonts, name="tutorial:next"))

    def fit(self, board: pygame.Rect, margin: int, avoid=()) -> float:
        """Move the plate (and its buttons) where it covers least of ``avoid`` (the rooms
        shown, the lit squares, the board's buttons) and never the target: a board corner
        if one is clear, else a place beside what it avoids (at a large UI scale no corner
        may be clear of the rooms); of equals, a corner, then the farthest from the target.
        Returns how much of ``avoid`` it still covers (px²)."""
        self.avoid = list(avoid) if avoid else getattr(self, "avoid", [])
        w, h = self.rect.size
        left, right = board.left + margin, board.right - margin - w
        top, bottom = board.top + margin, board.bottom - margin - h
        corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
        xs, ys = {left, right}, {top, bottom}
        gap = max(2, margin // 4)   # beside a room: closer to it, and to the board's edge, than a corner is
        for r in self.avoid + ([self.target] if self.target is not None else []):
            xs |= {r.right + gap, r.left - gap - w}
            ys |= {r.bottom + gap, r.top - gap - h}
        inside = board   # (flush with its edge, if that is what clears a room)
        places = corners + sorted({(x, y) for x in xs for y in ys
                                   if inside.contains(pygame.Rect(x, y, w, h))} - set(corners))

        def cost(corner):
            plate = pygame.Rect(corner, (w, h))
            covered = sum(plate.clip(r).w * plate.clip(r).h for r in self.avoid) \
                + LIT_WEIGHT * sum(plate.clip(r).w * plate.clip(r).h for r in self.lit)
            aside = corner not in corners
            if self.target is None:
                return (covered, aside, 0.0)
            if plate.colliderect(self.target):
                return (float("inf"), aside, 0.0)
            return (covered, aside, -(pygame.Vector2(plate.center) - pygame.Vector2(self.target.center)).length())

        best = min(places, key=cost)
        self._move_to(best)
        return cost(best)[0]

    def handle(self, intent) -> bool:
        """The plate's intents: its buttons, Enter for Next; any click on it stays on it."""
        if isinstance(intent, Key) and intent.name in NEXT_KEYS:
            self.widgets.find("tutorial:next").activate()
            return True
        if isinstance(intent, (Hover, Press, Release, Click)):
            used = self.widgets.handle(intent)
            return used or (not isinstance(intent, (Hover, Release)) and self.rect.collidepoint(intent.pos))
        if isinstance(intent, Key) and intent.name in ("tab", "left", "right"):
            return self.widgets.handle(Key("tab", shift=intent.shift or intent.name == "left"))
        return False

    def draw(self, surface, time: float) -> None:
        if self._plate is None:
            return
        if self.target is not None:
            glow = 2 + int(2 * abs(((time * 1.5) % 2) - 1))
            ring = self.target.inflate(10, 10)
            pygame.draw.rect(surface, P.CANDLE_HOT, ring, glow, border_radius=8)
            start = pygame.Vector2(self.rect.center)
            end = pygame.Vector2(ring.center)
            for edge in (self.rect, ring):   # from the plate's edge to the ring's
                clipped = edge.clipline(start, end)
                if clipped:
                    if edge is self.rect:
                        start = pygame.Vector2(clipped[1])
                    else:
                        end = pygame.Vector2(clipped[0])
            pygame.draw.line(surface, P.CANDLE, start, end, 2)
            pygame.draw.circle(surface, P.CANDLE_HOT, end, 4)
        surface.blit(self._plate, self.rect)
        self.widgets.draw(surface)
