"""The closed vocabulary of effects and conditions, as the validator checks it.

Each op names its required and optional arguments. The interpreter
(``game.effects``) implements exactly these; a test checks the two lists agree.
"""

from __future__ import annotations

# op -> (required args, optional args)
OPS: dict[str, tuple[set[str], set[str]]] = {
    "roll": (set(), {"trait", "dice", "bonus", "bands", "text"}),
    "gain": ({"trait", "amount"}, set()),
    "lose": ({"trait", "amount"}, set()),
    "damage": ({"kind"}, {"amount", "dice"}),
    "gain_choice": ({"traits", "amount"}, set()),
    "heal": ({"trait"}, set()),
    "draw": ({"deck"}, {"count"}),
    "may": ({"effects"}, {"prompt"}),
    "choose": ({"options"}, {"prompt"}),
    "pay": ({"trait", "amount", "effects"}, {"prompt"}),
    "if": ({"cond"}, {"then", "else"}),
    "token": (set(), {"place", "remove"}),
    "move_to": ({"tile"}, set()),
    "move_choice": (set(), {"region"}),
    "slide_to": ({"tile"}, set()),
    "elevator": (set(), set()),
    "fall": (set(), {"region"}),
    "end_movement": (set(), set()),
    "each_here": ({"effects"}, set()),
    "each_explorer": ({"effects"}, set()),
    "discard_item": (set(), {"choose"}),
    "narrate": ({"text"}, set()),
}

CONDS: set[str] = {
    "carrying", "carrying_any", "haunt_started", "trait_at_least", "tile_is", "region_is",
    "tile_has_token", "no_token", "others_here", "alone", "not", "all", "any",
}

PASSIVES: set[str] = {"roll_bonus", "reduce_damage", "move_bonus"}

DECKS = ("item", "omen", "event")
DAMAGE_KINDS = ("physical", "mental", "general")
