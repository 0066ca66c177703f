"""The colour-blind-safe palette (Settings → Accessibility → Colours).

Speed and Sanity (blue and lavender) and the red and green explorers were told apart by
hue alone, and look alike under deuteranopia and protanopia. The safe palette takes the
Okabe–Ito colours, which stay apart under both, for the traits and the explorers; shapes
carry the same meaning everywhere as well (the traits' marks on the end chart, the
sides' shield and dagger), so colour is never the only cue. ``apply_palette`` changes the
shared colour tables in place, so every module that imported them sees the change.
"""

from __future__ import annotations

from scenes.board import style as S

STANDARD_TRAITS = dict(S.TRAIT_RGB)
STANDARD_EXPLORERS = dict(S.EXPLORER_RGB)

# Okabe & Ito, "Color Universal Design" (2008): apart under the common colour blindnesses
# (the four far apart in lightness too: dark blue, vermillion, yellow, sky blue)
SAFE_TRAITS = {"speed": (30, 130, 200), "might": (213, 94, 0), "sanity": (240, 228, 66),
               "knowledge": (86, 180, 233)}
SAFE_EXPLORERS = {"red": (213, 94, 0), "green": (0, 158, 115), "blue": (0, 114, 178),
                  "purple": (204, 121, 167), "orange": (230, 159, 0), "white": (226, 222, 210),
                  "yellow": (240, 228, 66)}


GENERATION = [0]   # counts palette changes: a cache of pictures in seat colours keys on it


def apply_palette(colour_blind: bool) -> None:
    GENERATION[0] += 1
    S.TRAIT_RGB.clear()
    S.TRAIT_RGB.update(SAFE_TRAITS if colour_blind else STANDARD_TRAITS)
    S.EXPLORER_RGB.clear()
    S.EXPLORER_RGB.update(SAFE_EXPLORERS if colour_blind else STANDARD_EXPLORERS)
    # pictures made from those colours and kept: made again in the new ones
    from scenes.board.art import family_art, portraits
    family_art.crest.cache_clear()
    portraits._cache.clear()
