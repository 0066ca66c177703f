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

# ops only haunts may use (docs/HAUNT_FORMAT.md)
HAUNT_OPS: dict[str, tuple[set[str], set[str]]] = {
    "counter": ({"name", "add"}, set()),
    "win": ({"side"}, set()),
    "place_object": ({"object"}, {"tile"}),
    "spawn_monster": ({"monster"}, {"count", "tile"}),
    "stun_monsters_here": (set(), set()),
    "kill_monsters_here": (set(), {"monster"}),
    "grow_monsters": ({"monster", "trait", "add"}, set()),
    "close_room": (set(), {"tile", "farthest_from"}),
    "open_room": (set(), set()),
    "unmask": (set(), {"found", "missed"}),
    "escape": (set(), set()),
}

# what the house's turn (a haunt's `every_round`) may do: nothing that asks anyone or reads
# where its actor stands (docs/HAUNT_FORMAT.md "The house's turn")
HOUSE_OPS = frozenset(("counter", "win", "grow_monsters", "close_room", "spawn_monster", "narrate", "if",
                       "each_explorer"))
HOUSE_CONDS = frozenset(("counter_at_least", "rounds_at_least", "not", "all", "any"))

CONDS: set[str] = {
    "carrying", "carrying_any", "haunt_started", "trait_at_least", "tile_is", "region_is",
    "tile_has_token", "no_token", "others_here", "alone", "not", "all", "any",
    "tile_has", "intensity_at_least", "carrying_type",
}

# ops only a campaign pack may use: its Legacy cards, journal entries, its own cards and
# haunts (docs/CAMPAIGN.md, "Campaign ops")
CAMPAIGN_OPS: dict[str, tuple[set[str], set[str]]] = {
    "add_card": ({"card"}, {"deck"}),
    "add_or_intensify": ({"card"}, set()),
    "intensify": ({"card"}, {"up_to"}),
    "crest_card": (set(), {"card"}),
    "name_card": ({"card"}, {"name", "ask", "prompt"}),
    "to_box": ({"card"}, set()),
    "to_tomb": ({"card"}, set()),
    "from_tomb": ({"card"}, set()),
    "destroy": (set(), {"card"}),
    "add_tiles": (set(), {"plank", "tiles"}),
    "sticker": ({"tile", "kind"}, set()),
    "open_door": ({"door"}, set()),
    "branch": ({"id", "options"}, {"title"}),
    "legacy_deck": ({"deck"}, set()),
    "intensify_present": ({"cards"}, set()),
    "add_range": ({"from", "to"}, set()),
}

# rules stickers the engine knows: flag -> what it does (docs/CAMPAIGN.md, section 8)
RULE_FLAGS: dict[str, str] = {
    "heirloom_to_hand": "setup: each family takes into hand its heirloom nearest the top of the Item deck",
    "crest_hearth": "if you end your turn on a tile with your family's crest, heal Sanity",
    "named_omens": "a haunt roll takes 1 extra die for each named omen its roller carries",
    "heirloom_steadies": "if you end your turn carrying your own family's heirloom, heal Might",
    "objects_kept": "if you end your turn carrying an Object of the haunt, heal Knowledge",
    "seal_off_heals": "when a room is buried because it would seal off its floor, its finder heals Speed",
}
FOLIUM_SLOTS = ("setup_3", "seal_off", "heirloom_f", "objects", "omen_names")
FIRST_PLAYER_RULES = ("youngest", "oldest", "random", "fewest_chapters")

# what content read between games (a journal entry, Legacy cards read at a chapter's end)
# may do: nobody is there to ask or to act (game.campaign.ending runs these)
END_OPS = frozenset(("add_card", "add_or_intensify", "intensify", "name_card", "to_box", "to_tomb",
                     "from_tomb", "destroy", "add_tiles", "sticker", "open_door", "narrate", "branch",
                     "legacy_deck", "intensify_present", "add_range"))

CAMPAIGN_CONDS: set[str] = {"card_crest", "tile_crest", "rule", "most_won", "card_destroyed",
                             # a chapter's outcome, read at its end (game.campaign.branches)
                             "won", "betrayed_by", "deaths_at_least", "traitor_died", "destroyed_now",
                             "carried_out", "turns_at_least",
                             # the house, read at any time
                             "took", "door_open", "has_card", "has_tile", "sealed_opened"}
SIDES_WON = ("heroes", "traitor")
CREST_STATES = ("none", "mine", "other", "any")
STICKER_KINDS = ("passage", "ghost", "crest")

HAUNT_CONDS: set[str] = {"carrying_object", "object_here", "monster_here", "counter_at_least", "tile_symbol",
                         "rounds_at_least", "next_to_closed", "in_closed_room"}

WIN_CONDS: set[str] = {"side_dead", "counter_at_least", "monsters_left_at_most", "object_on_tile", "rounds_at_least"}

TRAITOR_RULES = ("haunt_revealer", "left_of_revealer", "oldest", "youngest", "drawn", "none")
TRAITOR_RULES_WITH_ARG = ("highest", "lowest", "omen_owner", "hidden")
POWERS = ("distance_attack", "ignore_barriers", "monsters_carry")

PASSIVES: set[str] = {"roll_bonus", "reduce_damage", "move_bonus"}

DECKS = ("item", "omen", "event")
DAMAGE_KINDS = ("physical", "mental", "general")
