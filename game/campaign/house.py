"""The house: everything a campaign carries from one chapter to the next, as plain data.

``starting_house(pack)`` is the house before the prologue; ``apply_change(house,
change)`` is the one pure function that changes it, used by a chapter's game as the
change happens and by the campaign's fold afterwards (docs/CAMPAIGN.md, sections 3-4).
A change is a small dict ``{"kind": ..., ...}``; ``apply_change`` is total for the
changes the engine makes (each was checked possible when it was decided).
"""

from __future__ import annotations

from ..hashing import state_hash

DECKS = ("item", "event", "omen")
CARD_PLACES = ("purgatory", "sealed", "box", "tomb", "destroyed")


def starting_house(pack) -> dict:
    """The house before the prologue (``campaign.yaml: house``), every card and tile in
    its starting place."""
    camp = pack.extra["campaign"]
    start = camp["house"]
    sealed = [c for card in pack.extra["legacy"].values() for c in card.get("brings") or ()]
    planks = [t for plank in camp.get("planks") or () for t in plank["tiles"]]
    marks = {tile: {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in m.items()}
             for tile, m in (start.get("tile_marks") or {}).items()}
    return {
        "decks": {"item": list(start.get("items") or ()), "event": list(start.get("events") or ()),
                  "omen": list(start.get("omens") or ())},
        "tiles": list(start.get("tiles") or ()),
        "purgatory": [e["card"] for e in camp.get("purgatory") or ()],
        "sealed": sealed,
        "planks": planks,
        "legacy": list(pack.extra["legacy"]),
        "legacy_read": [],
        "box": [], "tomb": [], "destroyed": [], "destroyed_tiles": [],
        "cards": {},
        "tile_marks": marks,
        "rules": [], "doors": [], "journal": [],
        "branches": {}, "legacy_deck": 1, "opened": [],
    }


def house_hash(house: dict) -> str:
    """The house's fingerprint (a chapter's own list of changes left out)."""
    if "changes" in house:
        house = {k: v for k, v in house.items() if k != "changes"}
    return state_hash(house)


def deck_of(pack, card: str) -> str:
    return pack.cards[card].deck


def where_card(house: dict, card: str) -> str | None:
    """Where a card of the pack is: a deck name, or one of CARD_PLACES (the Box's
    cards are in their deck too: ``box`` is said first)."""
    if card in house["box"]:
        return "box"
    for deck, cards in house["decks"].items():
        if card in cards:
            return deck
    for place in CARD_PLACES:
        if card in house[place]:
            return place
    return None


def locked(house: dict, card: str) -> bool:
    """Still waiting to come into the game (Purgatory, or with an unread Legacy card)."""
    return card in house["purgatory"] or card in house["sealed"]


def marks(house: dict, card: str) -> dict:
    return house["cards"].get(card) or {}


def _card_marks(house: dict, card: str) -> dict:
    found = house["cards"].get(card)
    if found is None:
        found = house["cards"][card] = {}
    return found


def heirlooms_of(house: dict, family: str) -> list[str]:
    """Every card the family ever heirloomed (a destroyed one keeps its sticker)."""
    return [c for c, m in house["cards"].items() if (m.get("heirloom") or {}).get("family") == family]


def stickers_left(pack, house: dict, family: str) -> int:
    return int(pack.extra["campaign"].get("heirloom_stickers", 9)) - len(heirlooms_of(house, family))


def heirloomed_this_game(house: dict, family: str) -> bool:
    """Has the family made an heirloom this game (one from the joining rule not counted)?"""
    return any(c["kind"] == "heirloom" and c["family"] == family and not c.get("joining")
               for c in house.get("changes") or ())


def tile_mark(house: dict, tile: str, kind: str):
    return (house["tile_marks"].get(tile) or {}).get(kind)


# -- changes ---------------------------------------------------------------------------

CHANGES: dict = {}


def _change(kind):
    def register(fn):
        CHANGES[kind] = fn
        return fn
    return register


def apply_change(house: dict, change: dict) -> None:
    """Fold one change into the house (in place). A chapter's game also keeps the list
    of its changes (``house["changes"]``), so an undo takes them back with the state."""
    CHANGES[change["kind"]](house, change)
    if "changes" in house:
        house["changes"].append(change)


def _take(house: dict, card: str) -> None:
    """Out of wherever it is (a deck, a locked place), the Box included."""
    for cards in house["decks"].values():
        if card in cards:
            cards.remove(card)
    for place in CARD_PLACES:
        if card in house[place]:
            house[place].remove(card)


@_change("add_card")
def _add_card(house, c):
    _take(house, c["card"])
    house["decks"][c["deck"]].append(c["card"])


@_change("intensify")
def _intensify(house, c):
    m = _card_marks(house, c["card"])
    m["checks"] = m.get("checks", 0) + 1


@_change("use_checked")
def _use_checked(house, c):
    m = _card_marks(house, c["card"])
    m["uses"] = m.get("uses", 0) + 1


@_change("crest_card")
def _crest_card(house, c):
    m = _card_marks(house, c["card"])
    m.setdefault("crests", []).append(c["family"])


@_change("name_card")
def _name_card(house, c):
    _card_marks(house, c["card"])["name"] = c["name"]


@_change("heirloom")
def _heirloom(house, c):
    m = _card_marks(house, c["card"])
    m["heirloom"] = {"family": c["family"]}
    if c.get("name"):
        m["name"] = c["name"]


@_change("to_box")
def _to_box(house, c):
    house["box"].append(c["card"])


@_change("box_returned")
def _box_returned(house, c):
    house["box"] = [card for card in house["box"] if card not in c["cards"]]


@_change("to_tomb")
def _to_tomb(house, c):
    _take(house, c["card"])
    house["tomb"].append(c["card"])


@_change("from_tomb")
def _from_tomb(house, c):
    house["tomb"].remove(c["card"])
    house["decks"][c["deck"]].append(c["card"])


@_change("destroy")
def _destroy(house, c):
    _take(house, c["card"])
    house["destroyed"].append(c["card"])


@_change("add_tiles")
def _add_tiles(house, c):
    for tile in c["tiles"]:
        house["planks"].remove(tile)
        house["tiles"].append(tile)


@_change("sticker")
def _sticker(house, c):
    m = house["tile_marks"].setdefault(c["tile"], {})
    if c["sticker"] == "crest":
        m.setdefault("crests", []).append(c["family"])
    else:
        m[c["sticker"]] = True


@_change("open_door")
def _open_door(house, c):
    house["doors"].append(c["door"])
    if c.get("flag"):
        house["rules"].append(c["flag"])


@_change("legacy_read")
def _legacy_read(house, c):
    # (the cards it brings stay sealed until an effect adds them to a deck or the Tomb;
    # those still sealed when the chapter ends are destroyed, p.5)
    house["legacy"].remove(c["card"])
    house["legacy_read"].append(c["card"])


@_change("journal_read")
def _journal_read(house, c):
    house["journal"].append(c["entry"])


@_change("branch")
def _branch(house, c):
    house.setdefault("branches", {})[c["branch"]] = c["taken"]


@_change("legacy_deck")
def _legacy_deck(house, c):
    house["legacy_deck"] = c["deck"]


@_change("sealed_opened")
def _sealed_opened(house, c):
    house.setdefault("opened", []).append(c["sealed"])


def check_places(pack, house: dict) -> list[str]:
    """Each card and tile of the pack in exactly one place of the house (between
    chapters; the Box is empty then)."""
    out = []
    seen: dict = {}
    for deck, cards in house["decks"].items():
        for card in cards:
            seen[card] = seen.get(card, 0) + 1
            if card in pack.cards and pack.cards[card].deck != deck:
                out.append(f"card {card} is in the {deck} deck")
    for place in ("purgatory", "sealed", "tomb", "destroyed"):
        for card in house.get(place) or ():
            seen[card] = seen.get(card, 0) + 1
    for card in pack.cards:
        if seen.get(card, 0) != 1:
            out.append(f"card {card} is in {seen.get(card, 0)} places of the house")
    tiles: dict = {}
    for tile in (*house["tiles"], *house["planks"], *house["destroyed_tiles"]):
        tiles[tile] = tiles.get(tile, 0) + 1
    for tile in pack.tiles.values():
        want = 0 if tile.start else 1
        if tiles.get(tile.id, 0) != want:
            out.append(f"tile {tile.id} is in {tiles.get(tile.id, 0)} places of the house")
    return out


def chapter_cards(pack, house: dict, n: int) -> list[str]:
    """The Legacy cards of chapter n still in the deck, in order: where a chapter has cards
    in both Legacy decks, those of the deck this campaign reads (``house["legacy_deck"]``,
    set by a branch; the first deck until then)."""
    legacy = pack.extra["legacy"]
    deck = house.get("legacy_deck", 1)
    return [c for c in house["legacy"] if legacy[c]["chapter"] == n and legacy[c].get("deck", deck) == deck]
