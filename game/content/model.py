"""Content as frozen objects: what the YAML packs turn into once validated.

Effect lists stay as the YAML wrote them, deep-frozen (tuples and read-only mappings),
because the effects interpreter walks them by path: a suspended effect in a save file is
a reference like ``["card", "cold_draught", "effects", 0, "roll", "bands", 1, "effects"]``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any, Mapping

TRAITS = ("speed", "might", "sanity", "knowledge")
PHYSICAL = ("speed", "might")
MENTAL = ("sanity", "knowledge")
SIDES = ("N", "E", "S", "W")


def freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Back to plain JSON-able data (for views and logs)."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


# The derived attributes below are cached_property: worked out at the first read, then
# read like a field (the rules read them on every step; the content never changes).


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    floors: tuple[str, ...]
    doors: tuple[str, ...]
    symbol: str | None
    text: str
    flavor: str
    data: Mapping[str, Any] = field(repr=False)

    @cached_property
    def symbols(self) -> tuple[str, ...]:
        """Card symbols left to right (legacy tiles may have several)."""
        many = self.data.get("symbols")
        if many is not None:
            return tuple(many)
        return (self.symbol,) if self.symbol else ()

    @cached_property
    def icon(self) -> str | None:
        """The picture in assets/icons drawn for this room (its feature), if any."""
        return self.data.get("icon")

    def has(self, feature: str) -> bool:
        """Legacy features printed on the tile: runestone, ghost, secret_passage."""
        return bool(self.data.get(feature))

    @cached_property
    def turned_doors(self) -> tuple[tuple[str, ...], ...]:
        """The doorway sides on the board for each number of quarter turns clockwise
        (0-3): ``board.world_doors``."""
        return tuple(tuple(SIDES[(SIDES.index(s) + rot) % 4] for s in self.doors) for rot in range(4))

    @cached_property
    def bump(self) -> tuple[str, ...]:
        return tuple(self.data.get("bump", ()))

    @cached_property
    def start(self):
        return self.data.get("start")

    @cached_property
    def links(self) -> tuple[str, ...]:
        return tuple(self.data.get("links", ()))

    @cached_property
    def barrier(self):
        return self.data.get("barrier")

    @cached_property
    def actions(self):
        return self.data.get("actions", ())


@dataclass(frozen=True)
class Explorer:
    id: str
    name: str
    card: int
    side: str
    colour: str
    age: int
    birthday: str
    bio: str
    tracks: Mapping[str, tuple[int, ...]]
    starts: Mapping[str, int]


@dataclass(frozen=True)
class Card:
    id: str
    deck: str  # item | omen | event
    name: str
    text: str
    flavor: str
    data: Mapping[str, Any] = field(repr=False)

    @cached_property
    def icon(self) -> str | None:
        """The picture in assets/icons drawn on this card, if any."""
        return self.data.get("icon")

    @cached_property
    def companion(self) -> bool:
        return bool(self.data.get("companion", False))

    @cached_property
    def is_item(self) -> bool:
        """Omens are items unless they say otherwise; events never are."""
        if self.deck == "event":
            return False
        return bool(self.data.get("item", True))

    @cached_property
    def tradeable(self) -> bool:
        return self.is_item and not self.companion and bool(self.data.get("tradeable", True))

    @cached_property
    def droppable(self) -> bool:
        return self.is_item and not self.companion

    @cached_property
    def passive(self):
        return self.data.get("passive", ())

    @cached_property
    def regions(self) -> tuple[str, ...]:
        """Legacy: where an item or event may be drawn (empty: anywhere)."""
        return tuple(self.data.get("regions", ()))

    @cached_property
    def types(self) -> tuple[str, ...]:
        return tuple(self.data.get("types", ()))

    @cached_property
    def use(self):
        return self.data.get("use")


@dataclass(frozen=True)
class Token:
    id: str
    name: str
    text: str
    data: Mapping[str, Any] = field(repr=False)

    @cached_property
    def icon(self) -> str | None:
        return self.data.get("icon")


@dataclass(frozen=True)
class Pack:
    id: str
    name: str
    ruleset: str
    regions: tuple[str, ...]
    path: str
    hash: str
    tiles: Mapping[str, Tile]
    explorers: Mapping[str, Explorer]
    cards: Mapping[str, Card]
    tokens: Mapping[str, Token]
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def deck(self, name: str) -> list[str]:
        """Card ids of one deck, in file order (the engine shuffles them)."""
        return [c.id for c in self.cards.values() if c.deck == name]

    @cached_property
    def haunts(self) -> Mapping[str, Any]:
        return self.extra.get("haunt", {})

    @cached_property
    def chart(self):
        return self.extra.get("chart")

    @cached_property
    def chapter_haunts(self) -> tuple:
        """A campaign pack's chapters' own haunts (the rest are its base's, for free play)."""
        return tuple(self.extra.get("chapter_haunts") or ())

    @cached_property
    def is_campaign(self) -> bool:
        """A campaign pack (it has campaign.yaml: chapters, a starting house, Legacy deck)."""
        return "campaign" in self.extra

    def haunt_by_number(self, number: int):
        """The chart's haunt of this number (a campaign pack: its base's, not a chapter's)."""
        named = self.extra.get("chart_numbers")
        if named is not None:
            return self.haunts.get(named.get(number)) if number in named else None
        for haunt in self.haunts.values():
            if haunt["number"] == number:
                return haunt
        return None

    def lookup(self, ref) -> Any:
        """Walk a reference ``[kind, id, key-or-index, ...]`` into the frozen data."""
        kind, ident, *path = ref
        if kind == "tile":
            node = self.tiles[ident].data
        elif kind == "card":
            node = self.cards[ident].data
        elif kind == "token":
            node = self.tokens[ident].data
        else:
            node = self.extra[kind][ident]
        for step in path:
            node = node[step]
        return node
