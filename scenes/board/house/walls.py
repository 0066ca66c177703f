"""A room's walls as built (issue 29, item 5): each storey its own — rough-cut stone in
courses below, oak wainscot in panels on the ground floor, papered plaster with a rail
upstairs — with the wall's top lit along the room side, so the wall reads as thick; and a
frame at each open doorway: jambs standing a little into the room, a lit edge, a sill
worn pale.

``wall(surf, band, side, region)`` paints one side's band; ``door_frame(surf, opening,
side, t)`` frames an opening. Both are drawn into a tile's surface when it is rendered
(``TileArt._render``, cached per zoom): nothing here runs per frame.
"""

from __future__ import annotations

import pygame

from scenes.board import style as S

# region -> (the wall's face, its courses/panels, its lit top)
WALLS = {
    "basement": ((44, 42, 50), (28, 26, 34), (96, 92, 100)),
    "ground": ((56, 36, 28), (36, 22, 18), (150, 108, 70)),
    "upper": ((58, 40, 62), (40, 26, 44), (150, 118, 150)),
    "roof": ((50, 44, 40), (30, 26, 24), (120, 106, 90)),
}


def wall(surf: pygame.Surface, band: pygame.Rect, side: str, region: str) -> None:
    face, line, top = WALLS.get(region, WALLS["ground"])
    pygame.draw.rect(surf, face, band)
    along_x = side in ("N", "S")
    length, t = (band.w, band.h) if along_x else (band.h, band.w)
    if region == "basement":   # stone in courses, each course's joints offset
        step = max(4, int(t * 1.6))
        for course in range(2):
            off = (step // 2) * course
            for k in range(off, length, step):
                if along_x:
                    y0 = band.top + band.h * course // 2
                    pygame.draw.line(surf, line, (band.left + k, y0), (band.left + k, y0 + band.h // 2))
                else:
                    x0 = band.left + band.w * course // 2
                    pygame.draw.line(surf, line, (x0, band.top + k), (x0 + band.w // 2, band.top + k))
        if along_x:
            pygame.draw.line(surf, line, (band.left, band.centery), (band.right - 1, band.centery))
        else:
            pygame.draw.line(surf, line, (band.centerx, band.top), (band.centerx, band.bottom - 1))
    elif region in ("ground", "roof"):   # panels between stiles
        step = max(6, int(t * 2.4))
        for k in range(step // 2, length, step):
            if along_x:
                pygame.draw.line(surf, line, (band.left + k, band.top + 1), (band.left + k, band.bottom - 2))
            else:
                pygame.draw.line(surf, line, (band.left + 1, band.top + k), (band.right - 2, band.top + k))
    else:   # papered: a small figure repeated
        step = max(4, int(t * 1.1))
        for k in range(step // 2, length, step):
            c = (band.left + k, band.centery) if along_x else (band.centerx, band.top + k)
            pygame.draw.circle(surf, line, c, max(1, t // 6))
    # the top of the wall, lit, along the room side
    inner = {"N": ((band.left, band.bottom - 1), (band.right - 1, band.bottom - 1)),
             "S": ((band.left, band.top), (band.right - 1, band.top)),
             "W": ((band.right - 1, band.top), (band.right - 1, band.bottom - 1)),
             "E": ((band.left, band.top), (band.left, band.bottom - 1))}[side]
    pygame.draw.line(surf, top, *inner, max(1, t // 6))


def door_frame(surf: pygame.Surface, opening: pygame.Rect, side: str, t: int) -> None:
    """Jambs either side of ``opening`` standing a little into the room, their edges lit,
    and a sill across it."""
    jut = max(2, t // 2)
    w = max(2, t // 2)
    post, lit = S.DOOR_POST, S.mix(S.DOOR_POST, (255, 240, 210), 0.4)
    if side in ("N", "S"):
        dy = jut if side == "N" else -jut
        y0, y1 = (opening.top, opening.bottom + dy) if side == "N" else (opening.top + dy, opening.bottom)
        jambs = [pygame.Rect(opening.left - w, y0, w, y1 - y0), pygame.Rect(opening.right, y0, w, y1 - y0)]
        sill = pygame.Rect(opening.left, opening.centery - max(1, t // 8), opening.w, max(1, t // 4))
    else:
        dx = jut if side == "W" else -jut
        x0, x1 = (opening.left, opening.right + dx) if side == "W" else (opening.left + dx, opening.right)
        jambs = [pygame.Rect(x0, opening.top - w, x1 - x0, w), pygame.Rect(x0, opening.bottom, x1 - x0, w)]
        sill = pygame.Rect(opening.centerx - max(1, t // 8), opening.top, max(1, t // 4), opening.h)
    pygame.draw.rect(surf, S.mix(post, (40, 30, 24), 0.35), sill)
    for j in jambs:
        pygame.draw.rect(surf, post, j)
        if min(j.size) >= 5:   # (a thin jamb is all edge: left plain)
            pygame.draw.rect(surf, S.mix(post, (0, 0, 0), 0.45), j, 1)
        edge = (j.topleft, j.topright) if side in ("E", "W") else (j.topleft, j.bottomleft)
        pygame.draw.line(surf, lit, *edge)
