"""The replay's timeline: the whole game as one line, from the first turn to the end.

Each turn is a tick (numbered where there is room), the haunt a blood-red diamond and
the line after it reddened, the end a candle diamond; the part already shown is lit.
A click near a mark goes to it, a click elsewhere to that point of the game, and the
scrubber follows a drag. Positions are event counts, as ``Replayer.seek`` takes them.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from game.i18n import N_, _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P

HAUNT_RGB = (200, 62, 72)
HAUNT_DIM = (110, 40, 50)
SNAP = 7          # pixels: a click this near a mark goes to the mark
LABEL_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500)


@dataclass(frozen=True)
class Mark:
    position: int
    label: str          # "Turn 12", "The haunt", "The end"
    kind: str           # turn | haunt | end
    detail: str = ""    # shown on hover: whose turn it was


class Timeline:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.total = 1
        self.marks: list[Mark] = []
        self.haunt: int | None = None
        self.finished = True        # False: the last mark is where the save stops, not the end
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.image = None
        self.hover: Mark | None = None

    def set_marks(self, total: int, marks: list[Mark]) -> None:
        self.total = max(1, total)
        self.marks = sorted(marks, key=lambda m: (m.position, m.kind != "turn"))
        self.haunt = next((m.position for m in self.marks if m.kind == "haunt"), None)

    # -- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, unit: float) -> None:
        self.rect, self.u = pygame.Rect(rect), unit
        pad = max(10, int(unit * 1.6))
        end = self.fonts.get("display", max(12, int(unit * 2.1))).size(_("Haunt"))[0] // 2 + 2
        self.track = pygame.Rect(rect.left + pad, rect.top + int(rect.h * 0.58), rect.w - pad - max(pad, end) - pad,
                                 max(4, int(unit * 0.7)))
        self.image = self._render()

    def x_of(self, position: int) -> int:
        return self.track.left + round(self.track.w * position / self.total)

    def position_at(self, x: int) -> int:
        share = (x - self.track.left) / max(1, self.track.w)
        return max(0, min(self.total, round(share * self.total)))

    def mark_near(self, x: int) -> Mark | None:
        best = None
        for mark in self.marks:
            gap = abs(self.x_of(mark.position) - x)
            if gap <= SNAP and (best is None or gap < best[0] or (gap == best[0] and mark.kind != "turn")):
                best = (gap, mark)
        return best[1] if best else None

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def turn_at(self, position: int) -> Mark | None:
        """The turn under way at ``position`` (the last turn mark at or before it)."""
        turns = [m for m in self.marks if m.kind == "turn"]
        i = bisect.bisect_right([m.position for m in turns], position) - 1
        return turns[i] if i >= 0 else None

    # -- pictures -------------------------------------------------------------------------
    def _render(self) -> pygame.Surface:
        """Ticks, numbers and the haunt and end marks: everything that does not move."""
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        off = pygame.Vector2(self.rect.topleft)
        t = self.track.move(-off.x, -off.y)
        turns = [m for m in self.marks if m.kind == "turn"]
        font = self.fonts.get("body", max(11, int(self.u * 1.9)))
        every = self._label_step(turns, font)
        room = font.size("000")[0] + 4
        tick = max(4, int(self.u * 0.9))
        last = -room
        for n, mark in enumerate(turns, start=1):
            x = self.x_of(mark.position) - off.x
            # numbered every few turns, where the last number leaves room (turns differ in length)
            major = (n == 1 or n % every == 0) and x - last >= room
            colour = P.TEXT_MUTED if major else P.BUTTON_BORDER
            pygame.draw.line(surf, colour, (x, t.top - tick - (2 if major else 0)), (x, t.top - 2), 1)
            if major:
                label = font.render(str(n), True, P.TEXT_MUTED)
                surf.blit(label, label.get_rect(midbottom=(x, t.top - tick - 2)))
                last = x
        return surf

    def _label_step(self, turns, font) -> int:
        room = font.size("000")[0] + 6
        for step in LABEL_STEPS:
            if len(turns) <= 1 or self.track.w * step / len(turns) >= room:
                return step
        return LABEL_STEPS[-1]

    def draw(self, surface, position: int) -> None:
        t = self.track
        radius = t.h // 2 + 1
        split = self.x_of(self.haunt) if self.haunt is not None else t.right
        now = self.x_of(position)
        # the unplayed line, reddened after the haunt; then the part already shown, lit
        pygame.draw.rect(surface, P.BUTTON_BORDER_DISABLED, t, border_radius=radius)
        if split < t.right:
            pygame.draw.rect(surface, HAUNT_DIM, (split, t.top, t.right - split, t.h), border_radius=radius)
        lit = pygame.Rect(t.left, t.top, max(0, min(now, split) - t.left), t.h)
        pygame.draw.rect(surface, P.ACCENT_DIM, lit, border_radius=radius)
        if now > split:
            pygame.draw.rect(surface, HAUNT_RGB, (split, t.top, now - split, t.h), border_radius=radius)
        surface.blit(self.image, self.rect)
        taken: list[pygame.Rect] = []
        for mark in sorted(self.marks, key=lambda m: m.kind != "haunt"):  # the haunt's name first
            if mark.kind != "turn":
                self._diamond(surface, mark, taken)
        self._scrubber(surface, now)

    def _diamond(self, surface, mark: Mark, taken: list) -> None:
        x, y = self.x_of(mark.position), self.track.centery
        r = max(6, int(self.u * 1.3))
        colour = HAUNT_RGB if mark.kind == "haunt" else P.CANDLE
        if mark is self.hover:
            r += 2
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, (10, 8, 18), points, 1)
        words = N_("Haunt") if mark.kind == "haunt" else N_("End") if self.finished else N_("Now")
        label = self.fonts.render("display", max(12, int(self.u * 2.1)), words, colour)
        spot = label.get_rect(midtop=(x, y + r + 1))
        spot.clamp_ip(self.rect)
        box = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)
        if spot.colliderect(box):  # no room below the diamond: beside it, under the track
            top = max(self.track.bottom + 1, spot.top)
            spot = label.get_rect(topleft=(x + r + 3, top))
            if spot.right > self.rect.right:
                spot = label.get_rect(topright=(x - r - 3, top))
            spot.clamp_ip(self.rect)
        if spot.collidelist(taken) < 0:  # two marks side by side: the second keeps quiet
            surface.blit(label, spot)
            taken.append(spot.inflate(6, 0))

    def _scrubber(self, surface, x: int) -> None:
        y = self.track.centery
        r = max(6, int(self.u * 1.15))
        glow = pygame.Surface((r * 6, r * 6), pygame.SRCALPHA)
        for i in range(3, 0, -1):
            pygame.draw.circle(glow, (*P.CANDLE, 26 * (4 - i)), (r * 3, r * 3), r + i * r // 2)
        surface.blit(glow, (x - r * 3, y - r * 3))
        pygame.draw.circle(surface, P.CANDLE_HOT, (x, y), r)
        pygame.draw.circle(surface, (40, 26, 18), (x, y), r, 2)

    def draw_tip(self, surface, bounds: pygame.Rect) -> None:
        """The hovered mark's name, told to the hover layer (drawn last, clear of the rest)."""
        mark = self.hover
        if mark is None:
            return
        r = max(6, int(self.u * 1.15))
        spot = pygame.Rect(0, 0, 2 * r, self.rect.h).clip(bounds)
        spot.midbottom = (self.x_of(mark.position), self.rect.bottom)
        hover.note(spot, mark.label + (f" · {mark.detail}" if mark.detail else ""), delay=0.0)
