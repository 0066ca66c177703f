"""What each perspective may read of the haunt (ARCHITECTURE.md "Hot-seat and hidden
information"): the story and the hints are read aloud to everyone; each side's book is
its own; a hidden traitor's identity is known to the traitor alone (``knows_traitor``:
the one rule). Views and the events shown in narration and replays both pass through
here (``shown_events``: the one projection of events)."""

from __future__ import annotations

from ..content.model import thaw
from .table_numbers import table_copy


def reader_side(state, perspective) -> str:
    """"heroes", "traitor", "table" or "omniscient" for a perspective."""
    if isinstance(perspective, int) and not isinstance(perspective, bool):
        if state.get("haunt") and state["haunt"].get("traitor") == perspective:
            return "traitor"
        return "heroes" if state.get("phase") in ("haunt", "over") and state.get("haunt", {}).get("id") else "table"
    return perspective


# -- the one rule of who knows the traitor ---------------------------------------------------
# ``traitor_masked`` is the table's fact, ``knows_traitor`` a reader's; a view carries its
# reader's verdict (``view["knows_traitor"]``, read back by ``reader_knows_traitor``), so a
# screen or a bot holding only a view asks the same rule, never works it out again.

def traitor_masked(game) -> bool:
    """Does a hidden traitor still wear the mask (hidden, and not unmasked: house.py,
    ``unmask``)? ``game``: a state, or a view (they share the haunt's flags)."""
    haunt = game.get("haunt") or {}
    return bool(haunt.get("hidden")) and not haunt.get("unmasked")


def knows_traitor(state, perspective) -> bool:
    """Does ``perspective`` know who the traitor is? At the game's end, everyone. Before
    the haunt begins, only the traitor's side and the omniscient: a lot drawn face down
    (``traitor_drawn``, which changes no state) names its holder before ``haunt_started``
    marks the traitor hidden. Once it has begun, everyone unless the traitor is masked;
    then only the traitor and the omniscient."""
    if state.get("phase") == "over":
        return True
    if not (state.get("haunt") or {}).get("id"):
        return perspective in ("traitor", "omniscient")
    if not traitor_masked(state):
        return True
    return reader_side(state, perspective) in ("traitor", "omniscient")


def reader_knows_traitor(view) -> bool:
    """Does the reader of ``view`` (``views.view``) know who the traitor is: the verdict
    ``knows_traitor`` gave when the view was made. Anything that is not such a view
    knows nothing."""
    return (view or {}).get("knows_traitor") is True


# the reader who knows least: the table, with any hidden traitor masked (what may be told
# to everyone at any moment, e.g. where a replay's steps stop, the same for every seat)
LEAST = {"perspective": "table", "knows_traitor": False}


def reader(state, perspective) -> dict:
    """The least a reader is for ``shown_events``: who, and whether they know the traitor."""
    return {"perspective": perspective, "knows_traitor": knows_traitor(state, perspective)}


_THAWED: dict = {}


def _plain(pack, haunt_id, players: int = 0):
    """The haunt's data as plain dicts, its texts' numbers worked out for a table of
    ``players`` (``table_numbers``; 0: as written), made once per pack and table size."""
    key = (id(pack), haunt_id, players)
    if key not in _THAWED:
        data = thaw(pack.haunts[haunt_id])
        _THAWED[key] = table_copy(data, players) if players else data
    return _THAWED[key]


def haunt_view(pack, state, perspective) -> dict | None:
    """The haunt as ``perspective`` may read it. It shares the state's and the pack's
    data: ``views.view`` copies its whole result once, so it is not copied here."""
    haunt = state.get("haunt")
    if haunt is None:
        return None
    out = dict(haunt)
    if not haunt.get("id"):
        return out  # revealed, not yet read
    players = len(state.get("players") or ())
    data = _plain(pack, haunt["id"], players)
    side = reader_side(state, perspective)
    over = state.get("phase") == "over"
    if not knows_traitor(state, perspective):
        out["traitor"] = None
    out["title"], out["story"], out["hints"] = data["title"], data["story"], data["hints"]
    out["books"] = _books(data, side, bool(haunt.get("hidden")))
    # what each counter must reach, for this table, from the books this reader reads
    told = numbers_read(state, side)
    out["targets"] = _targets(pack, data, haunt["id"], players, told)
    out["counter_names"] = counter_names(data, haunt, out["targets"])
    out["monster_boxes"] = _monster_boxes(state, data, haunt, knows_all=over or side in ("traitor", "omniscient"))
    if data.get("every_round"):
        out["every_round"] = {k: v for k, v in data["every_round"].items() if k != "effects"}  # (public, like a box)
    out["object_info"] = list(data.get("objects") or ())
    if over and state.get("winner") in ("heroes", "traitor"):
        out["ending"] = (data.get(state["winner"]) or {}).get("ending")
    return out


def _books(data: dict, side: str, hidden: bool) -> dict:
    """The sides' books ``side`` may read (each its own dict, without its ending: endings
    are read when the game ends)."""
    books = {}
    if side in ("heroes", "omniscient"):
        books["heroes"] = dict(data.get("heroes") or {})
    if side in ("traitor", "omniscient"):
        books["traitor"] = dict(data.get("traitor") or {})
    elif hidden and (data.get("traitor") or {}).get("box"):
        # HAUNT_FORMAT "Who sees what": a hidden traitor's box is public, the rest of the
        # traitor's book (goals, actions, setup, win text) is still the traitor's alone
        books["traitor"] = {"box": data["traitor"]["box"]}
    for book in books.values():
        book.pop("ending", None)
    return books


def _targets(pack, data: dict, haunt_id: str, players: int, told: tuple) -> dict:
    """{counter: target} from the books (and win conditions) of the sides ``told``."""
    key = (id(pack), haunt_id, players, told)
    if key not in _TARGETS:
        _TARGETS[key] = _counter_targets([data.get(s) for s in told] + [(data.get("win") or {}).get(s) for s in told],
                                         players)
    return dict(_TARGETS[key])


def counter_names(data: dict, haunt: dict, targets: dict) -> dict:
    """{counter: its name in words} (the haunt's ``counter_names``) of the counters the
    reader already knows of: every count that has changed (public) and the counters of the
    targets the reader's books give; of no other, so a name tells no more than the count."""
    names = data.get("counter_names") or {}
    return {c: names[c] for c in (*(haunt.get("counters") or ()), *targets) if c in names}


def _monster_boxes(state, data: dict, haunt: dict, *, knows_all: bool) -> list:
    """The boxes of the monsters in play, grown as they have; in legacy, unless the reader
    ``knows_all``, with only what the heroes have learned of each (legacy p.15)."""
    grown, known = haunt.get("grown") or {}, haunt.get("known") or {}
    boxes = [_grown(m, grown.get(m["id"])) for m in data.get("monsters") or ()
             if any(m["id"] == x["kind"] for x in state.get("monsters", []))]
    if state.get("ruleset") == "legacy" and not knows_all:
        boxes = [_as_known(m, known.get(m["id"]) or {}) for m in boxes]
    return boxes


_TARGETS: dict = {}   # (pack, haunt, players, books read) -> its counters' targets


def numbers_read(state, side: str) -> tuple:
    """The books whose numbers (what a counter must reach) ``side`` reads (HAUNT_FORMAT.md
    "Who sees what": a number in a side's book is that side's own). Each side reads its own;
    the table — the shared screen, the top bar — only a book the whole table reads: the
    heroes' when every explorer is a hero (no traitor) or when the traitor is hidden (while
    the mask is on, nobody's screen tells the traitor's numbers, the traitor's own neither:
    every screen the same). Once the game is over, or for "omniscient", both."""
    haunt = state["haunt"]
    if side == "omniscient" or state.get("phase") == "over":
        return ("heroes", "traitor")
    if haunt.get("hidden"):
        return ("heroes",) if traitor_masked(state) else ("heroes", "traitor")
    if side in ("heroes", "traitor"):
        return (side,)
    return ("heroes",) if haunt.get("traitor") is None else ()


def _counter_targets(nodes, players: int) -> dict:
    """{counter: the largest number a ``counter_at_least`` asks of it} in ``nodes``, a
    number given per table size worked out for ``players`` (as the books' texts are)."""
    found: dict = {}

    def walk(node):
        if isinstance(node, dict):
            arg = node.get("counter_at_least")
            if isinstance(arg, dict) and "counter" in arg:
                value = arg.get("value")
                if isinstance(value, dict):
                    value = next((v for k, v in value.items() if int(k) == players), max(value.values()))
                if isinstance(value, int):
                    found[arg["counter"]] = max(found.get(arg["counter"], 0), value)
            for v in node.values():
                walk(v)
        elif isinstance(node, (list, tuple)):
            for v in node:
                walk(v)

    walk(list(nodes))
    return found


def _grown(box: dict, grown: dict | None) -> dict:
    """A monster's box with what its type has grown (``grow_monsters``) added to its traits."""
    if not grown:
        return box
    traits = {t: max(0, int(v) + int(grown.get(t, 0))) for t, v in box["traits"].items()}
    return {**box, "traits": traits}


def _as_known(box: dict, known: dict) -> dict:
    """Legacy p.15: a monster's box as the heroes know it: only the traits they have
    learned (``lacks``: those it is known not to have; any other is not known yet)."""
    traits = {t: v for t, v in known.items() if v is not None}
    return {**box, "traits": traits, "lacks": sorted(t for t, v in known.items() if v is None),
            "attack": box["attack"] if box["attack"] in traits else None}


def mask_players(state, players: list, perspective) -> list:
    if knows_traitor(state, perspective):
        return players
    for p in players:
        if p.get("role") == "traitor":
            p["role"] = "hero"
    return players


# the events that name a hidden traitor, and what is left of them for anyone who may not know
_NAMING = {
    "haunt_started": lambda e: dict(e, traitor=None, roles=["hero"] * len(e["roles"])),
    "traitor_drawn": lambda e: dict(e, seat=None),
}
# what no perspective but "omniscient" reads: the seed and the order of what is face down
# (they foretell every roll, card and room), and the engine's own unfinished effects
_UNSEEN = {"game_started": ("seed", "stack", "decks"), "deck_reshuffled": ("order",),
           "tiles_reshuffled": ("order",), "effects_state": ("frames",)}


# what everyone may know of a campaign's house: what is written and stuck on cards and
# tiles, the rules in force, which cards and tiles the house has (their order in play is
# the game's secret); of the locked places (Purgatory, the cards still sealed, the planks,
# the Legacy deck) only how many (docs/CAMPAIGN.md)
_HOUSE_OPEN = ("decks", "tiles", "box", "tomb", "destroyed", "cards", "tile_marks", "rules", "doors",
               "journal", "legacy_read", "changes")
_HOUSE_COUNTED = ("purgatory", "sealed", "planks", "legacy")


def public_house(house):
    if house is None:
        return None
    out = {key: house[key] for key in _HOUSE_OPEN if key in house}
    out["locked"] = {key: len(house[key]) for key in _HOUSE_COUNTED}
    return out


def shown_events(reader: dict, events) -> list[dict]:
    """The one projection of events: ``events`` as ``reader`` may see them. ``reader``: a
    view made after them (``views.view``: screens take their events with the view they
    draw) or ``reader(state, perspective)`` (``views.visible_events``); either way who
    knows the traitor is ``knows_traitor``'s verdict, so the events say no more of a
    hidden traitor than the view does. Narration, the presenter, the replay, the tools
    and the bots read events through here, never raw."""
    perspective = (reader or {}).get("perspective", "table")
    knows = reader_knows_traitor(reader)
    return [_shown(e, perspective, knows) for e in events]


def _shown(event: dict, perspective, knows: bool) -> dict:
    kind = event.get("t")
    if event.get("hidden") and kind in _NAMING and not knows:
        event = _NAMING[kind](event)
    if perspective != "omniscient" and kind in _UNSEEN and any(k in event for k in _UNSEEN[kind]):
        event = {k: v for k, v in event.items() if k not in _UNSEEN[kind]}
        if kind == "game_started" and event.get("house") is not None:   # a campaign's house: its open side
            event["house"] = public_house(event["house"])
    return event
