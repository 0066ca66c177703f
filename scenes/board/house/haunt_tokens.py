"""The haunt's things on the board: monsters, haunt objects, the fallen.

Monsters are torn dark seals rimmed in the monsters' violet, with their own picture
(the haunt's ``icon:`` for the monster, scenes/board/art/icons.py; a monster without one
keeps its name's initial) and their number; a stunned monster is the same seal turned face down — grey, its
letter dimmed, a drowsy "z" over it (classic "Monsters": "flip its token over").
Haunt objects are their own picture in gilt on a dark roundel (a gilt reliquary
when the haunt gives none); one carried rides at its carrier's shoulder. Where an explorer died lies a bone-white skull. All of it reads from the
view (``monsters``, ``haunt.objects``, ``players``) and draws into the cells the
``HouseView`` camera gives.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import _, ngettext
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.art.glyphs import glyph
from scenes.board.house.tokens import Stack, count_badge, place, token_radius

OBJECT_GOLD = (232, 196, 104)


def monster_label(view, mid: str) -> str:
    """'other_seeker#2' -> 'Other Seeker 2' (the name from the haunt's public box, in the
    language in use)."""
    kind, _sep, number = mid.partition("#")
    haunt = view.get("haunt") or {}
    name = next((m.get("name") for m in haunt.get("monster_boxes") or () if m.get("id") == kind), None)
    name = _(name) if name else kind.replace("_", " ").title()
    same = sum(1 for m in view.get("monsters") or () if m["kind"] == kind)
    return f"{name} {number}" if number and same > 1 else name


def monster_icon(view, mid: str) -> str | None:
    """The monster kind's picture, from the haunt's public box (None: its initial)."""
    kind = mid.partition("#")[0]
    haunt = view.get("haunt") or {}
    return next((m.get("icon") for m in haunt.get("monster_boxes") or () if m.get("id") == kind), None)


def object_name(view, oid: str) -> str:
    haunt = view.get("haunt") or {}
    return next((o.get("name") for o in haunt.get("object_info") or () if o.get("id") == oid),
                oid.replace("_", " ").title())


class HauntTokens:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.selected: str | None = None     # the monster the traitor is moving
        self.time = 0.0
        self._cache: dict[tuple, pygame.Surface] = {}

    def monster_image(self, label: str, number: str, radius: int, stunned: bool,
                      picture: str | None = None) -> pygame.Surface:
        key = (picture or label[:1], number, radius, stunned)
        img = self._cache.get(key)
        if img is None:
            img = _seal(self.fonts, label[:1].upper(), number, radius, stunned, picture)
            self._cache[key] = img
        return img

    # -- where things sit in a room ------------------------------------------------------
    def monster_stacks(self, house, view) -> list[Stack]:
        """The monsters on the floor shown, under each room's name: one seal each when
        they fit, else one seal per kind with a count (or one for the room), the
        monster being moved shown on top of its stack (scenes/board/house/tokens.py)."""
        cell = house.camera.cell
        radius = token_radius(cell, 0.14)
        stunned = {m["id"] for m in view.get("monsters") or () if m.get("stunned")}
        by_tile: dict[str, dict[str, list[str]]] = {}
        for m in view.get("monsters") or ():
            by_tile.setdefault(m["tile"], {}).setdefault(m["kind"], []).append(m["id"])
        out = []
        for tile, kinds in by_tile.items():
            pos = view["placed"].get(tile)
            if not pos or pos[0] != house.region:
                continue
            r = house.camera.cell_rect(house.rect, pos[1], pos[2])
            top = max(int(cell * 0.27), house.art.name_bottom(tile, cell) + 2)   # under the room's name
            band = pygame.Rect(r.left + int(cell * 0.05), r.top + top, r.w - int(cell * 0.1),
                               max(radius * 2 + 2, int(cell * 0.58) - top))
            groups = []
            for ids in kinds.values():
                ids = sorted(ids, key=lambda mid: mid != self.selected)
                groups.append((ids, [monster_label(view, mid) + (" (stunned)" if mid in stunned else "")
                                     for mid in ids]))
            out.extend(place(band, groups, radius))
        return out

    def monster_spots(self, house, view) -> dict[str, tuple[int, int, int]]:
        """monster id -> (x, y, radius) on screen of the token it is drawn in."""
        return {mid: (*stack.centre, stack.radius) for stack in self.monster_stacks(house, view) for mid in stack.ids}

    def monster_at(self, house, view, pos) -> list[str]:
        """Monsters under the pointer (nearest first; a stack's all, the one on top first)."""
        hits = []
        for stack in self.monster_stacks(house, view):
            if stack.hit(pos, 1.3):
                d = math.hypot(pos[0] - stack.centre[0], pos[1] - stack.centre[1])
                hits.extend((d, i, mid) for i, mid in enumerate(stack.ids))
        return [mid for _d, _i, mid in sorted(hits)]

    def tip_at(self, house, pos) -> tuple[pygame.Rect, list[str]] | None:
        """Under the pointer, a stack of several monsters: which ones."""
        view = house.view
        if not view or not view.get("haunt") or not house.rect.collidepoint(pos):
            return None
        for stack in self.monster_stacks(house, view):
            if len(stack.ids) > 1 and stack.hit(pos):
                n = len(stack.ids)
                return stack.rect, [ngettext("{n} monster here:", "{n} monsters here:", n).format(n=n), *stack.names]
        return None

    # -- drawing --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, house, surface) -> None:
        view = house.view
        if not view or not view.get("haunt"):
            return
        cell = house.camera.cell
        self._fallen(house, surface, view, cell)
        self._objects(house, surface, view, cell)
        stunned = {m["id"] for m in view.get("monsters") or () if m.get("stunned")}
        for stack in self.monster_stacks(house, view):
            (x, y), radius, mid = stack.centre, stack.radius, stack.ids[0]
            if self.selected in stack.ids:
                pulse = 0.5 + 0.5 * math.sin(self.time * 5)
                glow = pygame.Surface((radius * 5, radius * 5), pygame.SRCALPHA)
                c = radius * 5 // 2
                for i in range(6, 0, -1):
                    pygame.draw.circle(glow, (*P.MONSTER, int((40 + 50 * pulse) * (1 - i / 7))), (c, c),
                                       radius + i * radius // 5)
                surface.blit(glow, glow.get_rect(center=(x, y)))
                pygame.draw.circle(surface, P.CANDLE_HOT, (x, y), radius + 3, 2)
            kind, _, number = mid.partition("#")
            if len(stack.ids) > 1 or sum(1 for m in view["monsters"] if m["kind"] == kind) < 2:
                number = ""   # a stack counts instead; one of its kind: no number to tell it apart
            img = self.monster_image(monster_label(view, mid), number, radius, mid in stunned, monster_icon(view, mid))
            surface.blit(img, img.get_rect(center=(x, y)))
            count_badge(self.fonts, surface, stack, rim=P.MONSTER)

    def _objects(self, house, surface, view, cell) -> None:
        size = max(10, int(cell * 0.16))
        carriers = {p["seat"]: p for p in view["players"]}
        for oid, where in sorted(((view["haunt"].get("objects") or {}).items())):
            holder = where.get("holder")
            tile = carriers[holder]["tile"] if holder is not None and holder in carriers else where.get("tile")
            pos = view["placed"].get(tile) if tile else None
            if not pos or pos[0] != house.region:
                continue
            r = house.camera.cell_rect(house.rect, pos[1], pos[2])
            lying = holder is None and not where.get("monster")   # (a monster may carry it: legacy)
            icon = _object_art(object_icon(view, oid), size if lying else int(size * 0.8))
            if lying:            # lying in the room: left wall, under any item pile
                spot = icon.get_rect(topleft=(r.left + int(cell * 0.12), r.top + int(cell * 0.58)))
            else:                # carried: at the bearer's shoulder, among the figures
                spot = icon.get_rect(midbottom=(r.right - int(cell * 0.16), r.bottom - int(cell * 0.26)))
            surface.blit(icon, spot)

    def _fallen(self, house, surface, view, cell) -> None:
        for p in view["players"]:
            if p.get("alive", True):
                continue
            pos = view["placed"].get(p["tile"])
            if not pos or pos[0] != house.region:
                continue
            r = house.camera.cell_rect(house.rect, pos[1], pos[2])
            skull = glyph("skull", int(cell * 0.16), S.mix(S.explorer_rgb(p["colour"]), P.TEXT, 0.6))
            surface.blit(skull, skull.get_rect(bottomleft=(r.left + int(cell * 0.1), r.bottom - int(cell * 0.1))))


def _seal(fonts, letter: str, number: str, radius: int, stunned: bool, picture: str | None = None) -> pygame.Surface:
    """A torn wax seal: twelve ragged points round a dark face."""
    sup = 3
    R = radius * sup
    size = R * 4   # room round the seal for its shadow, number badge and dazed "zz"
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    points = []
    for i in range(24):
        a = math.pi * 2 * i / 24
        rr = R * (1.0 if i % 2 == 0 else 0.84 + 0.05 * ((i * 7) % 3))
        points.append((c + math.cos(a) * rr, c + math.sin(a) * rr))
    rim = (96, 92, 104) if stunned else P.MONSTER
    face = (44, 42, 52) if stunned else (40, 16, 46)
    shadow = [(x + sup * 2, y + sup * 3) for x, y in points]
    pygame.draw.polygon(big, (0, 0, 0, 140), shadow)
    pygame.draw.polygon(big, rim, points)
    pygame.draw.circle(big, face, (c, c), int(R * 0.74))
    if not stunned:   # a faint red heat at the seal's heart
        for i in range(5, 0, -1):
            pygame.draw.circle(big, (120, 24, 40, 40), (c, c - R // 8), int(R * 0.12 * i))
    img = pygame.transform.smoothscale(big, (size // sup, size // sup))
    ink = (130, 126, 138) if stunned else P.TEXT
    cx = img.get_width() // 2
    if picture:   # the monster's own picture on the seal's face
        from scenes.board.art.icons import icon

        art = icon(picture, int(radius * 1.4), (130, 126, 138) if stunned else (236, 214, 236), fallback="skull")
        img.blit(art, art.get_rect(center=(cx, cx)))
    else:
        text = fonts.render("display", max(10, int(radius * 1.3)), letter, ink)
        img.blit(text, text.get_rect(center=(cx, cx + radius // 12)))
    if number:   # which one of the group: a small dark badge at the seal's foot
        n = fonts.render("body", max(10, int(radius * 0.95)), number, P.CANDLE_HOT if not stunned else ink)
        badge = (cx + int(radius * 0.74), cx + int(radius * 0.7))
        pygame.draw.circle(img, (16, 10, 20), badge, max(n.get_width(), n.get_height()) // 2 + 1)
        pygame.draw.circle(img, rim, badge, max(n.get_width(), n.get_height()) // 2 + 1, 1)
        img.blit(n, n.get_rect(center=(badge[0], badge[1] + 1)))
    if stunned:   # face down and dazed: a pale "zz" drifting off its shoulder
        size = max(10, int(radius * 1.0))
        for dx, dy, scale in ((0.62, -0.62, 0.75), (1.0, -1.05, 1.0)):
            z_size = max(9, int(size * scale))
            shade = fonts.render("display", z_size, "Z", (10, 8, 14))
            z = fonts.render("display", z_size, "Z", P.TEXT)
            at = (cx + int(radius * dx), cx + int(radius * dy))
            img.blit(shade, shade.get_rect(center=(at[0] + 1, at[1] + 1)))
            img.blit(z, z.get_rect(center=at))
    return img


def object_icon(view, oid: str) -> str | None:
    haunt = view.get("haunt") or {}
    return next((o.get("icon") for o in haunt.get("object_info") or () if o.get("id") == oid), None)


_RELICS: dict[int, pygame.Surface] = {}
_OBJECTS: dict[tuple, pygame.Surface] = {}


def _object_art(picture: str | None, size: int) -> pygame.Surface:
    """A haunt object: its own picture in gilt on a dark roundel (the haunt's ``icon:``),
    or the gilt casket when it has none."""
    if not picture:
        return _reliquary(size)
    img = _OBJECTS.get((picture, size))
    if img is None:
        from scenes.board.art.icons import icon

        img = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(img, (0, 0, 0, 130), (c + 1, c + 2), c - 1)
        pygame.draw.circle(img, (36, 24, 14), (c, c), c - 1)
        pygame.draw.circle(img, OBJECT_GOLD, (c, c), c - 1, max(1, size // 12))
        art = icon(picture, int(size * 0.66), OBJECT_GOLD, fallback="pile")
        img.blit(art, art.get_rect(center=(c, c)))
        _OBJECTS[(picture, size)] = img
    return img


def _reliquary(size: int) -> pygame.Surface:
    """A small gilt casket with a lit jewel: a haunt object."""
    img = _RELICS.get(size)
    if img is None:
        sup = 3
        n = size * sup
        big = pygame.Surface((n, n), pygame.SRCALPHA)
        body = pygame.Rect(int(n * 0.1), int(n * 0.38), int(n * 0.8), int(n * 0.52))
        lid = [(n * 0.1, n * 0.40), (n * 0.22, n * 0.16), (n * 0.78, n * 0.16), (n * 0.9, n * 0.40)]
        pygame.draw.rect(big, (0, 0, 0, 130), body.move(sup * 2, sup * 2), border_radius=n // 12)
        pygame.draw.polygon(big, S.mix(OBJECT_GOLD, (0, 0, 0), 0.25), lid)
        pygame.draw.rect(big, OBJECT_GOLD, body, border_radius=n // 12)
        pygame.draw.rect(big, (90, 64, 24), body, max(2, n // 18), border_radius=n // 12)
        pygame.draw.circle(big, P.TRAITOR_HOT, body.center, n // 9)
        pygame.draw.circle(big, (255, 230, 200), (body.centerx - n // 30, body.centery - n // 30), n // 30)
        img = pygame.transform.smoothscale(big, (size, size))
        _RELICS[size] = img
    return img
