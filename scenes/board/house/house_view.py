"""One floor of the house on screen: rooms, figures, piles, highlights, the ghost tile.

Each floor keeps its own camera; the table decides which floor is shown. What can be
clicked comes in from outside as ``targets`` — cells mapped to the engine's legal
commands — so this view only draws them and reports which cell is under the mouse.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import ngettext
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.kit.animation import blit_outside
from scenes.board.house.camera import Camera
from scenes.board.art.glyphs import glyph
from scenes.board.art.icons import icon as token_icon
from scenes.board.house.tile_art import TileArt
from scenes.board.house.tokens import Stack, count_badge, explorer_token, place, token_anchor, token_radius

POP_TIME = 0.28  # seconds a newly placed tile takes to settle


class HouseView:
    def __init__(self, pack, fonts, regions) -> None:
        self.pack = pack
        self.fonts = fonts
        self.art = TileArt(pack, fonts)
        self.regions = tuple(regions)
        self.cameras = {r: Camera() for r in self.regions}
        self.region = "ground" if "ground" in self.regions else self.regions[0]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.view: dict | None = None
        self.targets: dict[tuple, tuple] = {}
        self.placement = None
        self.hover_cell: tuple | None = None
        self.current_seat: int | None = None
        self.time = 0.0
        self.pops: dict[str, float] = {}
        self._figures: dict[tuple, pygame.Surface] = {}
        self.overlay = None   # fn(house, surface): the haunt's monsters and objects

    # -- set up -----------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        fresh = self.rect.h == 0
        self.rect = pygame.Rect(rect)
        if fresh:
            for cam in self.cameras.values():
                cam.fit_level(self.rect.h)

    def show(self, view, targets, placement, current_seat) -> None:
        self.view = view
        self.targets = targets
        self.placement = placement
        self.current_seat = current_seat

    @property
    def camera(self) -> Camera:
        return self.cameras[self.region]

    def pop(self, tile_id: str) -> None:
        self.pops[tile_id] = 0.0

    def fit(self, region: str, around=None, *, instant: bool = False, clear: pygame.Rect | None = None,
            extra=()) -> None:
        """Fit the floor's rooms and ``extra`` cells (x, y: the lit Explore squares, a room
        being placed) in ``clear`` (the part of the board no HUD covers; the whole board
        by default), centred on ``around`` (x, y) when it can be."""
        if self.view is None:
            return
        cells = [tuple(int(v) for v in k.split(",")) for k in self.view["map"].get(region, {})]
        area = pygame.Rect(clear) if clear is not None else pygame.Rect(self.rect)
        cam = self.cameras[region]
        cam.fit(area, cells, around, instant=instant, whole=[tuple(c) for c in extra])
        # the camera aims the view's middle; the fit was for the clear area's middle
        dx = (area.centerx - self.rect.centerx) / cam.cell
        dy = (area.centery - self.rect.centery) / cam.cell
        if cam.target is not None:
            cam.target = (cam.target[0] - dx, cam.target[1] - dy)
        else:
            cam.cx, cam.cy = cam.cx - dx, cam.cy - dy
        self.region = region

    def focus(self, region: str, x: int, y: int, instant: bool = False, only_if_hidden=False) -> None:
        self.region = region
        cam = self.cameras[region]
        if only_if_hidden and cam.shows(self.rect, x, y):
            return
        cam.focus(x, y, instant)

    # -- input ------------------------------------------------------------------------
    def cell_at(self, pos) -> tuple[str, int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        x, y = self.camera.cell_at(self.rect, pos)
        return self.region, x, y

    def tile_at(self, cell) -> str | None:
        if cell is None or self.view is None:
            return None
        region, x, y = cell
        entry = self.view["map"].get(region, {}).get(f"{x},{y}")
        return entry[0] if entry else None

    def screen_rect(self, region: str, x: int, y: int) -> pygame.Rect:
        return self.cameras[region].cell_rect(self.rect, x, y)

    def update(self, dt: float) -> None:
        self.time += dt
        self.camera.update(dt)
        for tile in list(self.pops):
            self.pops[tile] += dt
            if self.pops[tile] >= POP_TIME:
                del self.pops[tile]

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, covered=()) -> None:
        """``covered``: rects something opaque is drawn over later in this frame (a roll's
        panel): the kept floor is not copied there."""
        if self.view is None:
            return
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip))   # (within a clip the table keeps: scenes.board.retained)
        cells = self.view["map"].get(self.region, {})
        ghost_tile = self.placement.tile if self.placement else None
        if self.pops:  # a tile settling: drawn afresh each frame
            self._floor(surface, cells, ghost_tile)
        else:  # the table, its grid and the rooms only change with the map or the camera
            self._cached_floor(surface, cells, ghost_tile, covered)
        self._targets(surface)
        self._piles_and_tokens(surface, cells)
        self._stickers(surface)
        self._figures_on(surface)
        if self.overlay is not None:
            self.overlay(self, surface)
        if self.placement is not None:
            self._ghost(surface)
        surface.set_clip(old_clip)

    def _cached_floor(self, surface, cells, ghost_tile, covered=()) -> None:
        """``_floor``, kept as drawn and copied back while nothing in it changes."""
        cam = self.camera
        key = (surface.get_size(), tuple(self.rect), self.region, cam.level, cam.cx, cam.cy, ghost_tile,
               tuple((k, v[0], v[1]) for k, v in cells.items()))
        layer = getattr(self, "_layer", None)
        if layer is not None and self._layer_key == key:
            blit_outside(surface, layer, self.rect.topleft, covered)
            return
        self._floor(surface, cells, ghost_tile)
        if not surface.get_clip().contains(self.rect):
            return   # drawn within a clip (scenes.board.retained): not all of it to keep
        if layer is None or layer.get_size() != self.rect.size:
            layer = self._layer = pygame.Surface(self.rect.size, 0, surface)  # the screen's format
        layer.blit(surface, (0, 0), self.rect)
        self._layer_key = key

    def _floor(self, surface, cells, ghost_tile) -> None:
        """The table top, its grid and the rooms of this floor."""
        surface.fill(S.TABLE_TOP, self.rect)
        self._grid(surface)
        cam, cell = self.camera, self.camera.cell
        for key, (tile, rot) in cells.items():
            x, y = (int(v) for v in key.split(","))
            r = cam.cell_rect(self.rect, x, y)
            if not r.colliderect(self.rect):
                continue
            art = self.art.surface(tile, rot, self.region, cell)
            if tile == ghost_tile:  # the lift on the move: faded where it stands now
                art.set_alpha(90)
                surface.blit(art, r)
                art.set_alpha(None)
            elif tile in self.pops:
                self._blit_pop(surface, art, r, self.pops[tile] / POP_TIME)
            else:
                surface.blit(art, r)

    def _grid(self, surface) -> None:
        cam, cell = self.camera, self.camera.cell
        x0, y0 = cam.cell_at(self.rect, self.rect.topleft)
        x1, y1 = cam.cell_at(self.rect, self.rect.bottomright)
        dot = max(1, cell // 60)
        for gx in range(x0 - 1, x1 + 2):
            for gy in range(y0 - 1, y1 + 2):
                sx, sy = cam.centre_of(self.rect, gx - 0.5, gy - 0.5)
                pygame.draw.circle(surface, S.TABLE_GRID, (int(sx), int(sy)), dot)

    def _blit_pop(self, surface, art, r, t: float) -> None:
        ease = 1 - (1 - t) ** 3
        scale = 1.18 - 0.18 * ease
        size = max(1, int(r.w * scale))
        img = pygame.transform.smoothscale(art, (size, size))
        img.set_alpha(int(120 + 135 * ease))
        surface.blit(img, img.get_rect(center=r.center))

    def _targets(self, surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        for (region, x, y), (kind, _command) in self.targets.items():
            if region != self.region:
                continue
            r = self.camera.cell_rect(self.rect, x, y)
            hovered = self.hover_cell == (region, x, y)
            if kind == "explore":
                self._explore_cell(surface, r, hovered, pulse)
            else:
                lit = S.TARGET_RGB.get(kind, S.HIGHLIGHT)
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((*lit, 70 if hovered else int(22 + 26 * pulse)))
                surface.blit(glow, r)
                width = max(2, r.w // 30) + (1 if hovered else 0)
                edge = S.HIGHLIGHT if hovered else S.TARGET_RGB.get(kind, P.ACCENT)
                pygame.draw.rect(surface, edge, r.inflate(-2, -2),
                                 width, border_radius=max(3, r.w // 16))

    def _explore_cell(self, surface, r, hovered, pulse) -> None:
        inner = r.inflate(-r.w // 8, -r.h // 8)
        fill = pygame.Surface(inner.size, pygame.SRCALPHA)
        fill.fill((255, 184, 92, 60 if hovered else int(14 + 18 * pulse)))
        surface.blit(fill, inner)
        colour = S.HIGHLIGHT if hovered else P.ACCENT_DIM
        dash = max(4, r.w // 10)
        for (ax, ay), (bx, by) in ((inner.topleft, inner.topright), (inner.topright, inner.bottomright),
                                   (inner.bottomright, inner.bottomleft), (inner.bottomleft, inner.topleft)):
            length = math.hypot(bx - ax, by - ay)
            for i in range(0, int(length), dash * 2):
                f0, f1 = i / length, min(1.0, (i + dash) / length)
                pygame.draw.line(surface, colour, (ax + (bx - ax) * f0, ay + (by - ay) * f0),
                                 (ax + (bx - ax) * f1, ay + (by - ay) * f1), 2)
        mark = self.fonts.render("display", max(12, r.h // 3), "?", colour)
        surface.blit(mark, mark.get_rect(center=(inner.centerx, inner.centery - r.h // 14)))
        if r.w >= 80:
            word = self.fonts.render("serif", max(11, r.h // 9), "Explore", colour)
            surface.blit(word, word.get_rect(midtop=(inner.centerx, inner.centery + r.h // 10)))

    def _piles_and_tokens(self, surface, cells) -> None:
        cell = self.camera.cell
        inset = int(cell * 0.12)
        for tile, cards in self.view["piles"].items():
            pos = self.view["placed"].get(tile)
            if not pos or pos[0] != self.region:
                continue
            r = self.camera.cell_rect(self.rect, pos[1], pos[2])
            icon = glyph("pile", int(cell * 0.2), S.DECK_RGB["item"])
            beside = self._sticker_room(tile, r)  # (a campaign's stickers keep the left wall)
            below = max(int(cell * 0.36), self.art.name_bottom(tile, cell) + 2)  # under the room's name
            spot = icon.get_rect(topleft=(r.left + inset + beside, r.top + below))
            surface.blit(icon, spot)
            if len(cards) > 1:
                n = self.fonts.render("serif", max(11, cell // 9), str(len(cards)), P.TEXT)
                surface.blit(n, n.get_rect(midleft=(spot.right, spot.centery)))
        for tile, tokens in self.view["tokens"].items():
            pos = self.view["placed"].get(tile)
            if not pos or pos[0] != self.region:
                continue
            r = self.camera.cell_rect(self.rect, pos[1], pos[2])
            radius = max(5, int(cell * 0.075))
            below = max(int(cell * 0.30), self.art.name_bottom(tile, cell) + 3)  # under the room's name
            for i, token in enumerate(tokens):  # a column down the right-hand wall
                c = (r.right - inset - radius, r.top + below + radius + i * (radius * 2 + 3))
                pygame.draw.circle(surface, (30, 22, 40), c, radius + 2)
                pygame.draw.circle(surface, P.ACCENT, c, radius, max(1, radius // 4))
                known = self.pack.tokens.get(token)
                if known is not None and known.icon:   # its own picture
                    art = token_icon(known.icon, int(radius * 1.45), P.TEXT, fallback="pile")
                    surface.blit(art, art.get_rect(center=c))
                else:                                  # a pack without pictures: its initial
                    name = known.name if known is not None else token
                    letter = self.fonts.render("serif", max(9, int(radius * 1.4)), name[:1], P.TEXT)
                    surface.blit(letter, letter.get_rect(center=c))

    def _sticker_room(self, tile: str, r: pygame.Rect) -> int:
        marks = (((self.view.get("house") or {}).get("tile_marks") or {}).get(tile))
        if not marks:
            return 0
        from scenes.board.house.tile_features import sticker_size
        return sticker_size(r) + max(2, r.w // 24)

    def _stickers(self, surface) -> None:
        """A campaign's stickers on the rooms of this floor (passages, ghosts, crests)."""
        marks = ((self.view.get("house") or {}).get("tile_marks") or {})
        if not marks:
            return
        from scenes.board.art.family_art import crest
        from scenes.board.house.tile_features import draw_stickers

        def crest_for(family, height):
            colour = self.pack.explorers[family].colour if family in self.pack.explorers else "white"
            return crest(colour, height)

        for tile, tile_marks in marks.items():
            pos = self.view["placed"].get(tile)
            if not pos or pos[0] != self.region or not tile_marks:
                continue
            draw_stickers(surface, self.camera.cell_rect(self.rect, pos[1], pos[2]), tile_marks, crest_for)

    def figure_stacks(self) -> dict[str, list[Stack]]:
        """The explorers' tokens on the floor shown, per room: fanned out along the
        room's foot, or one counted stack when they would not fit (scenes/board/house/tokens.py);
        a stack shows the acting explorer when they are in it."""
        out: dict[str, list[Stack]] = {}
        if self.view is None:
            return out
        by_tile: dict[str, list[dict]] = {}
        for p in self.view["players"]:
            if p.get("alive", True):
                by_tile.setdefault(p["tile"], []).append(p)
        cell = self.camera.cell
        radius = token_radius(cell, 0.11)
        for tile, people in by_tile.items():
            pos = self.view["placed"].get(tile)
            if not pos or pos[0] != self.region:
                continue
            r = self.camera.cell_rect(self.rect, pos[1], pos[2])
            band = pygame.Rect(r.left + int(cell * 0.05), r.top + int(cell * 0.5), r.w - int(cell * 0.1),
                               int(cell * 0.44))
            people.sort(key=lambda p: p["seat"] != self.current_seat)   # the acting one shown first
            stacks = place(band, [([p["seat"]], [p["name"]]) for p in people], radius, rise=True)
            out[tile] = stacks
        return out

    def _figures_on(self, surface) -> None:
        players = {p["seat"]: p for p in self.view["players"]}
        for stacks in self.figure_stacks().values():
            for stack in stacks:
                p = players[stack.ids[0]]
                lit = p["seat"] == self.current_seat
                img = self.figure(p, stack.radius, lit)
                ax, ay = token_anchor(img)
                surface.blit(img, (stack.centre[0] - ax, stack.centre[1] - ay))
                count_badge(self.fonts, surface, stack)

    def stack_tip(self, pos) -> tuple[pygame.Rect, list[str]] | None:
        """Under the pointer, a stack of several explorers: who is in it."""
        if self.view is None or not self.rect.collidepoint(pos):
            return None
        for stacks in self.figure_stacks().values():
            for stack in stacks:
                if len(stack.ids) > 1 and stack.hit(pos):
                    n = len(stack.ids)
                    return stack.rect, [ngettext("{n} explorer here:", "{n} explorers here:", n).format(n=n), *stack.names]
        return None

    def figure(self, player: dict, radius: int, lit: bool) -> pygame.Surface:
        """The explorer's token (scenes/board/house/tokens.py) with their portrait
        (scenes/board/art/portraits.py) on their colour: their likeness; a legacy family
        member's own, with the crest when large enough."""
        from scenes.board.art.portraits import portrait, portrait_key

        who = portrait_key(self.pack, player)
        rgb = S.explorer_rgb(player["colour"])   # (the palette in force: a colour-blind switch redraws)
        key = (rgb, who, radius, lit)
        img = self._figures.get(key)
        if img is None:
            crest = player["colour"] if self.pack.ruleset == "legacy" and radius >= 17 else None
            face = portrait(who, rgb, radius * 2, crest)
            img = explorer_token(radius * 2, rgb, face, lit).convert_alpha()
            self._figures[key] = img
        return img

    def _ghost(self, surface) -> None:
        pl = self.placement
        for region, x, y in pl.cells():  # every cell an option uses
            if region != self.region or (region, x, y) == pl.cell:
                continue
            r = self.camera.cell_rect(self.rect, x, y).inflate(-8, -8)
            pygame.draw.rect(surface, P.ACCENT_DIM, r, 2, border_radius=6)
        region, x, y = pl.cell
        if region != self.region:
            return
        rot = pl.current["rot"]
        r = self.camera.cell_rect(self.rect, x, y)
        art = self.art.surface(pl.tile, rot, region, self.camera.cell)
        art.set_alpha(int(150 + 40 * math.sin(self.time * 3.0)))
        surface.blit(art, r)
        art.set_alpha(None)
        pygame.draw.rect(surface, P.CANDLE_HOT, r.inflate(-2, -2), 2, border_radius=max(3, r.w // 16))
        for side, kind in pl.doorway_marks(self.pack, self.view):
            self._doorway_glow(surface, r, side, kind)

    def _doorway_glow(self, surface, r, side, kind) -> None:
        if kind == "open":
            return
        colour = S.GLOW_MATCH if kind == "match" else S.GLOW_WALL
        span = int(r.w * 0.38)
        thick = max(4, r.w // 14)
        if side in ("N", "S"):
            band = pygame.Rect(r.centerx - span // 2, 0, span, thick)
            band.centery = r.top if side == "N" else r.bottom
        else:
            band = pygame.Rect(0, r.centery - span // 2, thick, span)
            band.centerx = r.left if side == "W" else r.right
        glow = pygame.Surface(band.inflate(thick * 2, thick * 2).size, pygame.SRCALPHA)
        alpha = int(140 + 100 * (0.5 + 0.5 * math.sin(self.time * 6)))
        pygame.draw.rect(glow, (*colour, alpha // 3), glow.get_rect(), border_radius=thick)
        pygame.draw.rect(glow, (*colour, alpha), glow.get_rect().inflate(-thick * 2, -thick * 2),
                         border_radius=thick // 2)
        surface.blit(glow, glow.get_rect(center=band.center))
