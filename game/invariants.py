"""Invariants checked after every event in simulation (and in tests).

Each card and tile is in exactly one place; traits stay on their tracks; nobody is
below their lowest value before the haunt; explorers stand in placed rooms.
"""

from __future__ import annotations

from collections import Counter

from .apply import apply_in_place
from .hashing import EVERYTHING


def violations(pack, state) -> list[str]:
    return _tile_violations(pack, state) + _card_violations(pack, state) + _player_violations(state)


# the top-level entries each part of the check reads
_TILE_READS = frozenset(("placed", "stack", "tile_discard", "drawn_tile", "house", "map"))
_CARD_READS = frozenset(("decks", "discard", "players", "piles", "ongoing", "monsters", "haunt", "reading",
                         "reading_under", "house"))
_PLAYER_READS = frozenset(("players", "haunt", "dying", "placed"))


class Watch:
    """A state folded event by event (``fold``), with ``violations`` of it after each
    event, exactly, but each part of the check (tiles, cards, explorers) worked out
    again only when the event reached an entry it reads (``apply_in_place`` notes them,
    as for the turn hash); the cards also when only the players were reached and a
    hand changed."""

    def __init__(self, pack, state: dict | None = None) -> None:
        self.pack = pack
        self.state: dict = {} if state is None else state
        self._reached: set = set()
        self._parts: list | None = None  # [tiles, cards, players]: each part's violations
        self._hands: list | None = None  # the explorers' cards when the cards were checked

    def fold(self, event: dict) -> list[str]:
        """Apply ``event`` to the state; ``violations`` of the state then."""
        reached = self._reached
        reached.clear()
        apply_in_place(self.state, event, reached)
        return self.violations(reached)

    def violations(self, reached=None) -> list[str]:
        """``violations(pack, state)``; ``reached``: the entries changed since the last
        call (None: any of them)."""
        state, parts = self.state, self._parts
        every = parts is None or reached is None or EVERYTHING in reached
        if every or not _TILE_READS.isdisjoint(reached):
            tiles = _tile_violations(self.pack, state)
        else:
            tiles = parts[0]
        if every or not _CARD_READS.isdisjoint(reached):
            hands = [p["cards"][:] for p in state["players"]]
            if every or not (_CARD_READS - {"players"}).isdisjoint(reached) or hands != self._hands:
                cards = _card_violations(self.pack, state)
                self._hands = hands
            else:
                cards = parts[1]
        else:
            cards = parts[1]
        players = _player_violations(state) if every or not _PLAYER_READS.isdisjoint(reached) else parts[2]
        self._parts = [tiles, cards, players]
        return tiles + cards + players


def _tile_violations(pack, state) -> list[str]:
    out = []
    tiles = Counter(list(state["placed"]))
    tiles.update(state["stack"])
    tiles.update(state["tile_discard"])
    if state.get("drawn_tile"):
        tiles[state["drawn_tile"]] += 1
    house = state.get("house")
    if house is not None:  # a campaign's chapter: what is not in play is in the house
        tiles.update(house["planks"])
        tiles.update(house["destroyed_tiles"])
        out.extend(_house_tiles(pack, house, tiles))
    for tile in pack.tiles:
        if tiles[tile] != 1:
            out.append(f"tile {tile} is in {tiles[tile]} places")
    for tile in tiles:
        if tile not in pack.tiles:
            out.append(f"unknown tile {tile}")
    cells = sum(len(cells) for cells in state["map"].values())
    if cells != len(state["placed"]):
        out.append(f"map holds {cells} cells but {len(state['placed'])} tiles are placed")
    for tile, (region, x, y, rot) in state["placed"].items():
        if state["map"].get(region, {}).get(f"{x},{y}") != [tile, rot]:
            out.append(f"tile {tile} is not where the map says")
    return out


def _card_violations(pack, state) -> list[str]:
    out = []
    house = state.get("house")
    cards = Counter()
    for deck in state["decks"].values():
        cards.update(deck)
    for pile in state["discard"].values():
        cards.update(pile)
    for p in state["players"]:
        cards.update(p["cards"])
    for pile in state["piles"].values():
        cards.update(pile)
    cards.update(state["ongoing"])
    for m in state.get("monsters") or ():
        cards.update(c for c in m.get("carrying") or () if not c.startswith("object:"))
    for left in ((state.get("haunt") or {}).get("companions") or {}).values():
        cards.update(left)
    if state["reading"]:
        cards[state["reading"]] += 1
    cards.update(state.get("reading_under") or [])
    if house is not None:
        out.extend(_house_cards(house, cards))
        for place in ("purgatory", "sealed", "box", "tomb", "destroyed"):
            cards.update(house[place])
    for card in pack.cards:
        if cards[card] != 1:
            out.append(f"card {card} is in {cards[card]} places")
    return out


def _player_violations(state) -> list[str]:
    out = []
    before_haunt = state.get("haunt") is None
    for p in state["players"]:
        for trait, index in p["traits"].items():
            if not -1 <= index <= 7:
                out.append(f"seat {p['seat']} {trait} is off its track ({index})")
            if before_haunt and index < 0:
                out.append(f"seat {p['seat']} {trait} is below its lowest value before the haunt")
        if p["alive"] and any(i < 0 for i in p["traits"].values()) and p["seat"] not in state.get("dying", []):
            out.append(f"seat {p['seat']} has a trait on the skull but is alive")
        if p["tile"] not in state["placed"]:
            out.append(f"seat {p['seat']} stands in unplaced room {p['tile']}")
    return out


def _house_tiles(pack, house, in_play) -> list[str]:
    """The house's tiles are the ones in play (beside the starting tiles)."""
    playing = {t for t, n in in_play.items() if n and not pack.tiles[t].start} - set(house["planks"])
    playing -= set(house["destroyed_tiles"])
    if playing != set(house["tiles"]):
        return [f"the house's tiles and the tiles in play differ: {sorted(playing ^ set(house['tiles']))[:3]}"]
    return []


def _house_cards(house, in_play) -> list[str]:
    """A card is in a house deck exactly when it is in play or in the Box."""
    library = {c for cards in house["decks"].values() for c in cards}
    playing = {c for c, n in in_play.items() if n} | set(house["box"])
    if library != playing:
        return [f"the house's decks and the cards in play differ: {sorted(library ^ playing)[:3]}"]
    return []
