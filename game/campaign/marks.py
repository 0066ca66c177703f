"""Reading what a campaign wrote on cards and tiles, from a game's state.

A chapter's game carries its house (``state["house"]``); a free-play game has none, and
then every answer here is what the pack prints (so free play is unchanged). The rules
ask these instead of the pack wherever a mark can change what a card or tile is: its
name, its intensity, its ghost or secret passage, its crests (docs/CAMPAIGN.md).
"""

from __future__ import annotations

# a tile feature as the rules ask for it -> the house's tile mark of that feature
_TILE_MARK = {"secret_passage": "passage", "ghost": "ghost"}


def tile_has(pack, state, tile: str, feature: str) -> bool:
    """A tile's printed feature (runestone, ghost, secret_passage) or one stuck on it."""
    if pack.tiles[tile].has(feature):
        return True
    house = state.get("house")
    if house is None or feature not in _TILE_MARK:
        return False
    return bool((house["tile_marks"].get(tile) or {}).get(_TILE_MARK[feature]))


def marked_passages(state) -> tuple:
    """Tiles with a secret passage sticker (none outside a campaign)."""
    house = state.get("house")
    if house is None:
        return ()
    return tuple(t for t, m in house["tile_marks"].items() if m.get("passage"))


def card_intensity(pack, state, card: str) -> int:
    """Boxes checked: in a campaign the house's checks; in free play what the pack prints
    (the free-play house is one a campaign might have left)."""
    house = state.get("house")
    if house is None:
        return int(pack.cards[card].data.get("intensity", 0))
    return int((house["cards"].get(card) or {}).get("checks", 0))


def card_name(pack, state, card: str) -> str:
    """The card's name at this table: written on it by the campaign or an heirloom, an
    omen's blank until the game names it, else the printed name."""
    house = state.get("house")
    if house is not None:
        written = (house["cards"].get(card) or {}).get("name")
        if written:
            return written
        blank = pack.cards[card].data.get("blank_name")
        if blank:
            return blank
        return pack.cards[card].name
    return (state.get("card_names") or {}).get(card) or pack.cards[card].name


def crests_on_card(state, card: str) -> list:
    house = state.get("house")
    return list(((house or {}).get("cards", {}).get(card) or {}).get("crests") or ())


def crests_on_tile(state, tile: str) -> list:
    house = state.get("house")
    return list(((house or {}).get("tile_marks", {}).get(tile) or {}).get("crests") or ())


def crest_state(crests: list, family: str, wanted: str) -> bool:
    """``{card_crest: none|mine|other|any}`` read against a list of crests."""
    if wanted == "none":
        return not crests
    if wanted == "any":
        return bool(crests)
    if wanted == "mine":
        return family in crests
    return any(c != family for c in crests)  # other


def rule_on(state, flag: str) -> bool:
    """Is a rules sticker with this flag in force (placed in this campaign, this chapter
    included)? Never outside a campaign."""
    house = state.get("house")
    return house is not None and flag in house["rules"]
