"""Content as frozen objects: what the YAML packs turn into once validated.

Effect lists stay as the YAML wrote them, deep-frozen (tuples and read-only mappings),
because the effects interpreter walks them by path: a suspended effect in a save file is
a reference like ``["card", "cold_draught", "effects", 0, "roll", "bands", 1, "effects"]``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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


# The derived attributes below are worked out once, as an object is made (``_derive``),
# and kept as plain attributes: the rules read them on every step, and a plain attribute
# is read by the interpreter's specialised path, where a cached_property (a descriptor on
# the class) sends every read through the generic lookup. They are fields that take no
# part in making, comparing or showing the object.


def _derived():
    return field(init=False, repr=False, compare=False)


def _derive(obj, *names: str) -> None:
    """Set each derived attribute from its ``_<name>`` method (frozen: object.__setattr__)."""
    for name in names:
        object.__setattr__(obj, name, getattr(obj, "_" + name)())


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
    symbols: tuple[str, ...] = _derived()
    icon: str | None = _derived()
    turned_doors: tuple[tuple[str, ...], ...] = _derived()
    bump: tuple[str, ...] = _derived()
    start: Any = _derived()
    links: tuple[str, ...] = _derived()
    barrier: Any = _derived()
    actions: Any = _derived()

    def __post_init__(self) -> None:
        _derive(self, "symbols", "icon", "turned_doors", "bump", "start", "links", "barrier", "actions")

    def _symbols(self) -> tuple[str, ...]:
        """Card symbols left to right (legacy tiles may have several)."""
        many = self.data.get("symbols")
        if many is not None:
            return tuple(many)
        return (self.symbol,) if self.symbol else ()

    def _icon(self) -> str | None:
        """The picture in assets/icons drawn for this room (its feature), if any."""
        return self.data.get("icon")

    def has(self, feature: str) -> bool:
        """Legacy features printed on the tile: runestone, ghost, secret_passage."""
        return bool(self.data.get(feature))

    def _turned_doors(self) -> tuple[tuple[str, ...], ...]:
        """The doorway sides on the board for each number of quarter turns clockwise
        (0-3): ``board.world_doors``."""
        return tuple(tuple(SIDES[(SIDES.index(s) + rot) % 4] for s in self.doors) for rot in range(4))

    def _bump(self) -> tuple[str, ...]:
        return tuple(self.data.get("bump", ()))

    def _start(self):
        return self.data.get("start")

    def _links(self) -> tuple[str, ...]:
        return tuple(self.data.get("links", ()))

    def _barrier(self):
        return self.data.get("barrier")

    def _actions(self):
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
    icon: str | None = _derived()
    companion: bool = _derived()
    is_item: bool = _derived()
    tradeable: bool = _derived()
    droppable: bool = _derived()
    passive: Any = _derived()
    regions: tuple[str, ...] = _derived()
    types: tuple[str, ...] = _derived()
    use: Any = _derived()

    def __post_init__(self) -> None:  # (in this order: tradeable and droppable read is_item)
        _derive(self, "icon", "companion", "is_item", "tradeable", "droppable", "passive", "regions", "types", "use")

    def _icon(self) -> str | None:
        """The picture in assets/icons drawn on this card, if any."""
        return self.data.get("icon")

    def _companion(self) -> bool:
        return bool(self.data.get("companion", False))

    def _is_item(self) -> bool:
        """Omens are items unless they say otherwise; events never are."""
        if self.deck == "event":
            return False
        return bool(self.data.get("item", True))

    def _tradeable(self) -> bool:
        return self.is_item and not self.companion and bool(self.data.get("tradeable", True))

    def _droppable(self) -> bool:
        return self.is_item and not self.companion

    def _passive(self):
        return self.data.get("passive", ())

    def _regions(self) -> tuple[str, ...]:
        """Legacy: where an item or event may be drawn (empty: anywhere)."""
        return tuple(self.data.get("regions", ()))

    def _types(self) -> tuple[str, ...]:
        return tuple(self.data.get("types", ()))

    def _use(self):
        return self.data.get("use")


@dataclass(frozen=True)
class Token:
    id: str
    name: str
    text: str
    data: Mapping[str, Any] = field(repr=False)
    icon: str | None = _derived()

    def __post_init__(self) -> None:
        _derive(self, "icon")

    def _icon(self) -> str | None:
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
    haunts: Mapping[str, Any] = _derived()
    chart: Any = _derived()
    chapter_haunts: tuple = _derived()
    is_campaign: bool = _derived()

    def __post_init__(self) -> None:
        _derive(self, "haunts", "chart", "chapter_haunts", "is_campaign")

    def deck(self, name: str) -> list[str]:
        """Card ids of one deck, in file order (the engine shuffles them)."""
        return [c.id for c in self.cards.values() if c.deck == name]

    def _haunts(self) -> Mapping[str, Any]:
        return self.extra.get("haunt", {})

    def _chart(self):
        return self.extra.get("chart")

    def _chapter_haunts(self) -> tuple:
        """A campaign pack's chapters' own haunts (the rest are its base's, for free play)."""
        return tuple(self.extra.get("chapter_haunts") or ())

    def _is_campaign(self) -> bool:
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
