"""The closed vocabulary of effects and conditions, as the validator checks it.

The ops' schemas and lists are made from their declarations (``game.words``, one per
effect word); the conditions and the other closed sets are listed here.
"""

from __future__ import annotations

from ..words import named, schema

# op -> (required args, optional args): the ops any pack may use
OPS: dict[str, tuple[set[str], set[str]]] = schema("any")

# ops only haunts may use (docs/HAUNT_FORMAT.md)
HAUNT_OPS: dict[str, tuple[set[str], set[str]]] = schema("haunt")

# what the house's turn (a haunt's `every_round`) may do: nothing that asks anyone or reads
# where its actor stands (docs/HAUNT_FORMAT.md "The house's turn")
HOUSE_OPS = named("house")
HOUSE_CONDS = frozenset(("counter_at_least", "rounds_at_least", "not", "all", "any"))

CONDS: set[str] = {
    "carrying", "carrying_any", "haunt_started", "trait_at_least", "tile_is", "region_is",
    "tile_has_token", "no_token", "others_here", "alone", "not", "all", "any",
    "tile_has", "intensity_at_least", "carrying_type",
}

# ops only a campaign pack may use: its Legacy cards, journal entries, its own cards and
# haunts (docs/CAMPAIGN.md, "Campaign ops")
CAMPAIGN_OPS: dict[str, tuple[set[str], set[str]]] = schema("campaign")

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
END_OPS = named("between")

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
                         "rounds_at_least", "next_to_closed", "in_closed_room",
                         # the house a campaign left, read by a haunt that remembers (game.haunt.memory)
                         "house_has_tile", "house_tomb", "house_named", "house_heirloom", "house_heirloom_of",
                         "house_betrayer"}

WIN_CONDS: set[str] = {"side_dead", "counter_at_least", "monsters_left_at_most", "object_on_tile", "rounds_at_least"}

TRAITOR_RULES = ("haunt_revealer", "left_of_revealer", "oldest", "youngest", "drawn", "none")
TRAITOR_RULES_WITH_ARG = ("highest", "lowest", "omen_owner", "hidden")
POWERS = ("distance_attack", "ignore_barriers", "monsters_carry")

PASSIVES: set[str] = {"roll_bonus", "reduce_damage", "move_bonus"}

DECKS = ("item", "omen", "event")
DAMAGE_KINDS = ("physical", "mental", "general")
