"""Character cards: an explorer's name, age, birthday, colour and four trait tracks.

Used by the setup screen (both sides of each card, the green start marked) and by the
turn HUD (the same tracks with a clip on the current step). A track is eight values
above a skull, lowest first, exactly as the content pack lists them.
"""

from __future__ import annotations

from game import vocabulary as words
from game.i18n import _
import pygame

from scenes.kit import palette as P
from scenes.kit.widgets import fit_text
from scenes.board import style as S
from scenes.board.art.glyphs import glyph

def birthday_text(mmdd: str) -> str:
    return words.birthday(mmdd)


def draw_tracks(surface, rect: pygame.Rect, fonts, explorer, current: dict | None = None,
                label_w: int | None = None, dim: bool = False) -> None:
    """Four rows, one per trait: label, skull, eight steps. The green step is the start;
    with ``current`` (trait -> index, -1 = skull) a candle-coloured clip marks it."""
    rows = len(S.TRAIT_ORDER)
    row_h = rect.h // rows
    size = max(10, int(row_h * 0.62))
    label_font = fonts.get("serif", size)
    if label_w is None:
        label_w = max(label_font.size(words.trait_short(t))[0] for t in S.TRAIT_ORDER) + 6
    cells = 9
    cw = (rect.w - label_w) / cells
    num_size = max(10, int(min(row_h * 0.62, cw * 0.78)))  # fonts.render keeps what it drew
    for i, trait in enumerate(S.TRAIT_ORDER):
        y = rect.top + i * row_h
        colour = S.TRAIT_RGB[trait] if not dim else S.mix(S.TRAIT_RGB[trait], (40, 36, 50), 0.5)
        label = fonts.render("serif", size, words.trait_short(trait) if label_w < 90 else words.trait(trait), colour)
        surface.blit(label, label.get_rect(midleft=(rect.left, y + row_h // 2)))
        skull = glyph("skull", int(min(row_h, cw) * 0.62), P.TEXT_MUTED)
        surface.blit(skull, skull.get_rect(center=(int(rect.left + label_w + cw / 2), y + row_h // 2)))
        track = explorer.tracks[trait]
        start = explorer.starts[trait]
        at = None if current is None else current.get(trait)
        for step, value in enumerate(track):
            cell = pygame.Rect(int(rect.left + label_w + (step + 1) * cw), y + 1, int(cw) - 1, row_h - 2)
            if step == start:
                pygame.draw.rect(surface, S.START_GREEN if not dim else (50, 90, 58), cell.inflate(-2, -2),
                                 border_radius=3)
            ink = P.TEXT_MUTED if at is not None and step < at else P.TEXT
            if dim:
                ink = P.TEXT_DISABLED
            if step == start and not dim:
                ink = (16, 22, 14)
            num = fonts.render("serif", num_size, str(value), ink)
            surface.blit(num, num.get_rect(center=cell.center))
            if at == step:
                _clip(surface, cell)
        if at is not None and at < 0:
            cell = pygame.Rect(int(rect.left + label_w), y + 1, int(cw) - 1, row_h - 2)
            _clip(surface, cell)


def _clip(surface, cell: pygame.Rect) -> None:
    """The plastic clip of the physical card, drawn as a candle-coloured bracket."""
    r = cell.inflate(2, 0)
    pygame.draw.rect(surface, S.CLIP, r, max(2, r.w // 9), border_radius=4)
    tab = pygame.Rect(0, 0, max(4, r.w // 2), max(3, r.h // 6))
    tab.midbottom = (r.centerx, r.top + 2)
    pygame.draw.rect(surface, S.CLIP, tab, border_radius=2)


def render_side(fonts, explorer, size, *, state: str = "free", taken_by: str | None = None) -> pygame.Surface:
    """One side of a character card for the setup screen.

    ``state``: "free", "chosen" (this seat's pick), "taken" (someone else's) or
    "blocked" (the other side of a card already in play)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rgb = S.explorer_rgb(explorer.colour)
    dim = state in ("taken", "blocked")
    fill = {"free": (24, 19, 40, 235), "chosen": (52, 38, 56, 245)}.get(state, (16, 14, 24, 220))
    border = P.CANDLE if state == "chosen" else (P.BUTTON_BORDER if not dim else P.BUTTON_BORDER_DISABLED)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=max(4, h // 18))
    band = pygame.Rect(0, 0, max(6, w // 28), h)
    pygame.draw.rect(surf, rgb if not dim else S.mix(rgb, (30, 28, 40), 0.6), band,
                     border_top_left_radius=max(4, h // 18), border_bottom_left_radius=max(4, h // 18))
    pygame.draw.rect(surf, border, surf.get_rect(), 2 if state == "chosen" else 1, border_radius=max(4, h // 18))
    pad = max(6, w // 24)
    left = band.right + pad
    name_size = max(13, int(h * 0.15))
    name_font = fonts.get("serif", name_size)
    name = fit_text(name_font, explorer.name, w - left - pad)   # (its caller notes the whole name)
    ink = P.TEXT if not dim else P.TEXT_DISABLED
    surf.blit(name_font.render(name, True, ink), (left, max(3, h // 30)))
    info_size = max(11, int(h * 0.105))
    info = _("Age {age} · born {birthday} · {colour}").format(
        age=explorer.age, birthday=birthday_text(explorer.birthday), colour=words.colour(explorer.colour))
    if taken_by:
        info = (_("Taken by {name}") if state == "taken" else _("Playing: {name}")).format(name=taken_by)
    info_img = fonts.render("italic", info_size, info, P.TEXT_SOFT if not dim else P.TEXT_DISABLED)
    top = max(3, h // 30) + name_font.get_linesize()
    surf.blit(info_img, (left, top))
    tracks = pygame.Rect(left, top + int(info_size * 1.35), w - left - pad, 0)
    tracks.h = h - tracks.top - max(4, h // 22)
    draw_tracks(surf, tracks, fonts, explorer, None, dim=dim)
    return surf
