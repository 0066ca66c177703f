"""The floors at a glance (the pack's regions, in its order; legacy adds the grounds
outside, on grass): a tab per region with a live miniature of its rooms.

Click a tab to show that floor. A tab glows when something there can be clicked now
(a staircase destination, where a falling room may land, a room to teleport to), and
each miniature shows every explorer as a coloured dot and rings the rooms the acting
explorer can walk to this turn (resting the pointer on a lit tab shows its floor:
scenes.board.house.ways_view).
"""

from __future__ import annotations

from game.i18n import _, ngettext
import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.kit.animation import shrink_to
from scenes.kit.widgets import make_panel


class FloorTabs:
    def __init__(self, fonts, regions, shown=None) -> None:
        self.fonts = fonts
        self.regions = tuple(regions)
        self.rects: dict[str, pygame.Rect] = {}
        self.minis: dict[str, pygame.Surface] = {}
        self.glowing: set[str] = set()
        self.lit: set[tuple] = set()   # (region, x, y) of the rooms the explorer can walk to
        # the floor the board shows, asked each time (so the lit tab never disagrees with it)
        self._shown = shown or (lambda: self.regions[0])
        self.hovered: str | None = None
        self.time = 0.0
        self._frames: dict[tuple, pygame.Surface] = {}

    @property
    def active(self) -> str:
        return self._shown()

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        gap = max(6, rect.h // 10)
        w = (rect.w - gap * (len(self.regions) - 1)) // len(self.regions)
        self.rects = {r: pygame.Rect(rect.left + i * (w + gap), rect.top, w, rect.h)
                      for i, r in enumerate(self.regions)}
        self._frames = {}
        self.pad = pad = max(6, rect.h // 7)
        size = max(13, int(rect.h * 0.27))
        longest = max((S.FLOOR_NAMES.get(r, r) for r in self.regions), key=len)
        while size > 11 and self.fonts.get("display", size).size(longest)[0] > w * 0.56:
            size -= 1  # narrow windows: a smaller name leaves the miniature its room
        self.names = {(r, lit): self.fonts.render("display", size, S.FLOOR_NAMES.get(r, r),
                                                  P.TEXT if lit else P.TEXT_SOFT)
                      for r in self.regions for lit in (True, False)}
        name_w = max(img.get_width() for img in self.names.values())
        self.mini_w = max(int(w * 0.25), min(int(w * 0.46), w - name_w - pad * 3))
        from scenes.board.house.tile_features import tab_texture  # the grounds: grass and flagstones

        self.textures = {r: tex for r in self.regions if (tex := tab_texture(r, (w, rect.h))) is not None}
        for state in ("normal", "active", "hover"):
            fill = {"normal": P.BUTTON_FILL, "active": (40, 30, 62, 235), "hover": P.BUTTON_FILL_HOVER}[state]
            border = P.ACCENT if state == "active" else P.BUTTON_BORDER
            self._frames[state] = make_panel((w, rect.h), fill, border, max(4, rect.h // 10),
                                             2 if state == "active" else 1)

    def hit(self, pos) -> str | None:
        for region, r in self.rects.items():
            if r.collidepoint(pos):
                return region
        return None

    def refresh(self, view, pack, glowing: set[str], lit=()) -> None:
        self.glowing = set(glowing)
        self.lit = set(lit)
        if not self.rects:
            return
        for region, r in self.rects.items():
            self.minis[region] = self._mini(view, pack, region, r)

    def _mini(self, view, pack, region, r) -> pygame.Surface:
        box = pygame.Rect(0, 0, self.mini_w, r.h - 10)
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        cells = view["map"].get(region, {})
        if not cells:
            return surf
        coords = [tuple(int(v) for v in k.split(",")) for k in cells]
        xs, ys = [c[0] for c in coords], [c[1] for c in coords]
        cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        step = max(3, min(box.w // cols, box.h // rows, max(12, r.h // 5)))
        ox = (box.w - cols * step) // 2 - min(xs) * step
        oy = (box.h - rows * step) // 2 - min(ys) * step
        from game.board import DELTA, world_doors

        base, light, _dark = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])
        inset = max(1, step // 7)
        for (x, y), (tile, rot) in zip(coords, cells.values()):
            pygame.draw.rect(surf, light, (ox + x * step + inset, oy + y * step + inset,
                                           step - 2 * inset, step - 2 * inset))
            for side in world_doors(pack.tiles[tile], rot):  # a doorway: a short bridge outwards
                dx, dy = DELTA[side]
                cx, cy = ox + x * step + step // 2, oy + y * step + step // 2
                w = max(1, step // 4)
                bridge = pygame.Rect(0, 0, w if dx == 0 else step // 2, w if dy == 0 else step // 2)
                bridge.center = (cx + dx * step // 4 + dx * inset, cy + dy * step // 4 + dy * inset)
                pygame.draw.rect(surf, base, bridge)
        for lit_region, x, y in self.lit:   # a room you can walk to: ringed in candlelight
            if lit_region == region:
                pygame.draw.rect(surf, S.HIGHLIGHT, (ox + x * step, oy + y * step, step, step), max(1, step // 6))
        for p in view["players"]:
            pos = view["placed"].get(p["tile"])
            if p.get("alive", True) and pos and pos[0] == region:
                c = (ox + pos[1] * step + step // 2, oy + pos[2] * step + step // 2)
                pygame.draw.circle(surf, (10, 8, 16), c, max(2, step // 3) + 1)
                pygame.draw.circle(surf, S.explorer_rgb(p["colour"]), c, max(2, step // 3))
        return surf

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface) -> None:
        import math

        for region, r in self.rects.items():
            state = "active" if region == self.active else ("hover" if region == self.hovered else "normal")
            surface.blit(self._frames[state], r)
            if region in self.textures:
                surface.blit(self.textures[region], r.move(2, 2))
            if region in self.glowing and region != self.active:
                a = int(120 + 100 * math.sin(self.time * 5))
                pygame.draw.rect(surface, (*S.HIGHLIGHT, max(0, a)), r, 2, border_radius=max(4, r.h // 10))
            name = self.names[(region, region == self.active)]
            pad = self.pad
            surface.blit(name, (r.left + pad, r.top + pad // 2))
            tone = S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])[1]
            pygame.draw.rect(surface, tone, (r.left + pad, r.bottom - pad - 4, int(r.w * 0.3), 4),
                             border_radius=2)
            hint = self.hint(region)
            if hint is not None:
                surface.blit(*hint)
            mini = self.minis.get(region)
            if mini is not None:
                surface.blit(mini, self.mini_rect(region))

    def mini_rect(self, region) -> pygame.Rect:
        """Where a tab's miniature is drawn: at its right end."""
        r = self.rects[region]
        return self.minis[region].get_rect(midright=(r.right - self.pad // 2, r.centery))

    def hint(self, region) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A glowing tab's words ("3 rooms to walk to") and where they go: under its name,
        left of the rooms its miniature draws (a long German line over a wide floor was
        drawn under them), shrunk to fit."""
        if region not in self.glowing or region == self.active:
            return None
        r, pad = self.rects[region], self.pad
        rooms = sum(1 for cell in self.lit if cell[0] == region)
        words = (ngettext("{n} room to walk to", "{n} rooms to walk to", rooms).format(n=rooms) if rooms
                 else _("you can go here"))
        hint = self.fonts.render("italic", max(11, int(r.h * 0.2)), words, S.HIGHLIGHT)
        right = r.right - pad
        mini = self.minis.get(region)
        drawn = mini.get_bounding_rect() if mini is not None else None
        if drawn is not None and drawn.w:
            right = self.mini_rect(region).left + drawn.left - max(2, pad // 3)
        return shrink_to(hint, max(1, right - r.left - pad)), (r.left + pad, r.top + pad // 2 + self.names[
            (region, False)].get_height())
