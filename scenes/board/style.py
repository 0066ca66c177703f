"""The board's own colours and measures, built on the title's palette.

Floors each get a character (cold flagstones below, warm boards on the ground floor,
wine-dark carpet upstairs) so a glance tells which floor a panel shows. Explorer
colours are the six card colours, tuned to read on those floors.
"""

from __future__ import annotations

from game import vocabulary as words
from scenes.kit import palette as P

FLOOR_ORDER = ("upper", "ground", "basement")  # top to bottom, as the house stands
FLOOR_NAMES = {k: v for k, v in words.FLOORS.items() if k != "roof"}   # msgids: drawn translated

# (base, light, dark) per floor: the room's floor texture
FLOOR_TONES = {
    "basement": ((58, 66, 72), (74, 84, 90), (40, 46, 52)),
    "ground": ((92, 66, 46), (110, 80, 56), (68, 48, 34)),
    "upper": ((74, 44, 70), (90, 56, 86), (54, 30, 52)),
    "outside": ((46, 66, 48), (60, 82, 60), (32, 48, 34)),
}
WALL = (24, 18, 30)
WALL_EDGE = (142, 112, 84)
DOOR_POST = (196, 150, 92)
TABLE_TOP = (15, 12, 26)          # the board's backdrop between rooms
TABLE_GRID = (24, 20, 40)

EXPLORER_RGB = {
    "red": (200, 62, 58), "green": (72, 160, 88), "blue": (70, 118, 214),
    "purple": (150, 86, 200), "orange": (228, 132, 46), "white": (226, 222, 210),
    "yellow": (222, 196, 64),
}

DECK_RGB = {"event": (122, 176, 196), "item": (222, 182, 96), "omen": (190, 92, 110)}
DECK_NAMES = words.DECKS   # msgids: drawn translated (words.deck() where one is composed)

TRAIT_ORDER = ("speed", "might", "sanity", "knowledge")
TRAIT_RGB = {"speed": (110, 170, 220), "might": (214, 104, 82),
             "sanity": (160, 130, 220), "knowledge": (120, 190, 140)}
START_GREEN = (86, 178, 96)
CLIP = P.CANDLE

HIGHLIGHT = P.CANDLE
HIGHLIGHT_SOFT = (255, 184, 92, 60)
# lit rooms by what a click there does: walk (candle), attack (blood), move a monster (violet)
TARGET_RGB = {"attack": P.TRAITOR_HOT, "monster_move": P.MONSTER}
GLOW_MATCH = (255, 212, 138)
GLOW_WALL = (214, 84, 84)


def explorer_rgb(colour):
    """The one way a seat's colour becomes ink — tokens on the tiles, chips, portraits,
    the minimap, the chronicle, rolls, the end screen: a card colour's name ("red")
    through the palette in force, standard or colour-blind safe (see
    scenes/kit/palette_modes.py), so nothing keeps the old colour when it changes. What is
    remembered of a seat (a chronicle line, a roll) keeps the name and asks here when
    drawn; an RGB given (the monsters' violet) is itself."""
    if isinstance(colour, (tuple, list)):
        return tuple(colour)
    return EXPLORER_RGB.get(colour, (180, 180, 180))


def ink_on(rgb) -> tuple[int, int, int]:
    """Dark or light text, whichever reads on ``rgb``."""
    r, g, b = rgb[:3]
    return (20, 16, 28) if (r * 299 + g * 587 + b * 114) / 1000 > 150 else P.TEXT


def mix(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


def initials(name: str) -> str:
    """One or two letters for a token: 'Hester Quill' -> 'HQ'."""
    words = [w for w in name.replace('"', " ").replace(".", " ").split() if w[:1].isalpha()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][0].upper()
    return (words[0][0] + words[-1][0]).upper()
