"""game-icons.net pictures on screen: the card, room, token and monster icons the
content names (``icon:``, files in ``assets/icons/``, see CONTENT_FORMAT.md "Icons").

Each SVG is rendered white on transparent at exactly the size asked (from the file,
never by scaling an earlier render) and then tinted; both are cached, the white per
(icon, size) and the tinted per (icon, size, colour), so a frame only blits (kept
while in use: ``scenes.kit.kept``). A name
with no file, or a file SDL cannot read, is not a crash: the board's own drawn glyph
for the thing's kind is drawn instead (``fallback``: "item", "omen", "event", ...),
and the problem is logged once per icon.
"""

from __future__ import annotations

import logging

import pygame

from game.content.icons import icon_folder
from scenes.board.art.glyphs import glyph
from scenes.kit.kept import Kept

log = logging.getLogger(__name__)

_white = Kept()    # (icon, size) -> the picture in white, or None (kept while in use: scenes.kit.kept)
_tinted = Kept()   # (icon, size, colour, fallback) -> the picture in its colour
_told: set[str] = set()


def icon(name: str | None, size: int, colour, fallback: str = "item") -> pygame.Surface:
    """``name``'s picture, ``size`` pixels square, in ``colour`` (RGB or RGBA); the
    ``fallback`` glyph when there is no such picture."""
    size = max(6, int(size))
    colour = tuple(colour)
    key = (name, size, colour, fallback)
    surf = _tinted.get(key)
    if surf is None:
        white = white_icon(name, size) if name else None
        if white is None:
            surf = glyph(fallback, size, colour)
        else:
            surf = white.copy()
            rgba = colour if len(colour) == 4 else (*colour, 255)
            surf.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
        _tinted[key] = surf
    return surf


def has_icon(name: str | None) -> bool:
    return bool(name) and (icon_folder() / f"{name}.svg").is_file()


def white_icon(name: str, size: int) -> pygame.Surface | None:
    """The picture in white at ``size`` (None, logged once, if it cannot be had)."""
    key = (name, size)
    if key in _white:
        return _white[key]
    path = icon_folder() / f"{name}.svg"
    surf = None
    if not path.is_file():
        _tell(name, f"no icon file {path}; drawing the board's own symbol instead")
    else:
        try:
            if hasattr(pygame.image, "load_sized_svg"):
                surf = pygame.image.load_sized_svg(str(path), (size, size))
            else:  # an older pygame-ce: the SVG at its own size, smoothed down
                surf = pygame.transform.smoothscale(pygame.image.load(str(path)), (size, size))
            if surf.get_size() != (size, size):
                square = pygame.Surface((size, size), pygame.SRCALPHA)
                square.blit(surf, surf.get_rect(center=(size // 2, size // 2)))
                surf = square
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
        except (pygame.error, OSError, ValueError) as exc:
            _tell(name, f"icon {path} could not be read ({exc}); drawing the board's own symbol instead")
            surf = None
    _white[key] = surf
    return surf


def _tell(name: str, message: str) -> None:
    if name not in _told:
        _told.add(name)
        log.warning(message)


def clear() -> None:
    """Forget every render (tests; a changed icons folder)."""
    _white.clear()
    _tinted.clear()
    _told.clear()
