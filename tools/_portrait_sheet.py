"""``screenshot.py --scene portraits``: a contact sheet of every face the game draws.

The twelve classic explorers at the ages on their cards; the legacy pack's five families,
each as one member at four ages (a member who comes back older looks older: greying from
50, grey from 60, white from 75); and each family's other members as a campaign names them.
Every face comes from ``scenes.board.art.portraits.portrait`` exactly as the board draws it.
"""

from __future__ import annotations

import pygame

# first names a campaign might give (the campaign pack's own suggestions are the players')
MEMBERS = ("Mercy", "Abel", "Temperance", "Silas", "Honora", "Jude")
AGES = (12, 34, 63, 81)


def _sitters():
    """(heading, [(label, sitter, colour, crest)]) rows of the sheet."""
    from game import load_pack
    from scenes.board.art.portraits import Sitter, portrait_key

    classic, legacy = load_pack("classic"), load_pack("legacy")
    rows = [("Classic explorers", [(f"{e.name} ({e.age})", portrait_key(classic, {"explorer": e.id}), e.colour, None)
                                   for e in classic.explorers.values()])]
    for family in legacy.explorers.values():
        surname = family.name.split()[-1]
        first = MEMBERS[0]
        ageing = [(f"{first} {surname} at {age}", Sitter(f"{family.id}:{first} {surname}", age), family.colour,
                   family.colour) for age in AGES]
        others = [(f"{name} {surname} ({30 + 7 * i})", Sitter(f"{family.id}:{name} {surname}", 30 + 7 * i),
                   family.colour, family.colour) for i, name in enumerate(MEMBERS[1:])]
        rows.append((f"The {surname}s", ageing + others))
    return rows


class PortraitSheet:
    opaque = True

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def layout(self, size) -> None: ...
    def handle(self, intent) -> None: ...
    def update(self, dt: float) -> None: ...

    def draw(self, surface) -> None:
        from scenes.board import style as S
        from scenes.board.art.portraits import portrait
        from scenes.kit import palette as P

        surface.fill((14, 11, 20))
        w, h = surface.get_size()
        rows = _sitters()
        lines = sum((len(items) + 11) // 12 for _heading, items in rows)
        cell = min(w // 12, int(h / (lines + 0.32 * len(rows) + 0.2)))
        face = int(cell * 0.72)
        fonts = self.app.fonts
        y = int(cell * 0.12)
        for heading, items in rows:
            surface.blit(fonts.render("display", max(11, cell // 6), heading, P.CANDLE), (int(cell * 0.2), y))
            y += int(cell * 0.3)
            for i, (label, sitter, colour, crest) in enumerate(items):
                col = i % 12
                if i and col == 0:
                    y += cell
                x = col * cell + (cell - face) // 2
                surface.blit(portrait(sitter, S.explorer_rgb(colour), face, crest), (x, y))
                text = fonts.render("body", max(8, cell // 11), label, P.TEXT_SOFT)
                if text.get_width() > cell - 4:
                    text = pygame.transform.smoothscale(text, (cell - 4, text.get_height()))
                surface.blit(text, text.get_rect(midtop=(col * cell + cell // 2, y + face + 2)))
            y += cell


def _portraits(app, args) -> None:
    app.push(PortraitSheet(app))


def portrait_scenes() -> dict:
    return {"portraits": _portraits}
