"""What each perspective may read of the haunt (ARCHITECTURE.md "Hot-seat and hidden
information"): the story and the hints are read aloud to everyone; each side's book is
its own; a hidden traitor's identity is known to the traitor alone. Views and the
events shown in narration and replays both pass through here."""

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


def knows_traitor(state, perspective) -> bool:
    haunt = state.get("haunt") or {}
    if not haunt.get("hidden") or haunt.get("unmasked") or state.get("phase") == "over":
        return True  # (an unmasked traitor is known to everyone: house.py, ``unmask``)
    return reader_side(state, perspective) in ("traitor", "omniscient")


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
    data = _plain(pack, haunt["id"], len(state.get("players") or ()))
    side = reader_side(state, perspective)
    if not knows_traitor(state, perspective):
        out["traitor"] = None
    out["title"] = data["title"]
    out["story"] = data["story"]
    out["hints"] = data["hints"]
    books = {}
    if side in ("heroes", "omniscient"):
        books["heroes"] = dict(data.get("heroes") or {})  # its own dict: "ending" goes below
    if side in ("traitor", "omniscient"):
        books["traitor"] = dict(data.get("traitor") or {})
    elif haunt.get("hidden") and (data.get("traitor") or {}).get("box"):
        # HAUNT_FORMAT "Who sees what": a hidden traitor's box is public, the rest of the
        # traitor's book (goals, actions, setup, win text) is still the traitor's alone
        books["traitor"] = {"box": data["traitor"]["box"]}
    for book in books.values():
        book.pop("ending", None)  # endings are read when the game ends
    out["books"] = books
    # what each counter must reach, for this table, from the books this reader reads
    readable = numbers_read(state, side)
    key = (id(pack), haunt["id"], len(state.get("players") or ()), readable)
    if key not in _TARGETS:
        _TARGETS[key] = _counter_targets([data.get(s) for s in readable]
                                         + [(data.get("win") or {}).get(s) for s in readable], key[2])
    out["targets"] = dict(_TARGETS[key])
    out["monster_boxes"] = [_grown(m, (haunt.get("grown") or {}).get(m["id"])) for m in data.get("monsters") or ()
                            if any(m["id"] == x["kind"] for x in state.get("monsters", []))]
    if data.get("every_round"):
        out["every_round"] = {k: v for k, v in data["every_round"].items() if k != "effects"}  # (public, like a box)
    if state.get("ruleset") == "legacy" and side not in ("traitor", "omniscient") and state.get("phase") != "over":
        out["monster_boxes"] = [_as_known(m, (haunt.get("known") or {}).get(m["id"]) or {})
                                for m in out["monster_boxes"]]
    out["object_info"] = list(data.get("objects") or ())
    if state.get("phase") == "over" and state.get("winner") in ("heroes", "traitor"):
        out["ending"] = (data.get(state["winner"]) or {}).get("ending")
    return out


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
        return ("heroes",) if not haunt.get("unmasked") else ("heroes", "traitor")
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


def visible_event(state, event: dict, perspective) -> dict:
    """The event as this perspective may see it, ``state`` being the game as it stands
    once the event has happened (a hidden traitor masked until the game is over; what
    is face down left out)."""
    return _shown(event, perspective, knows_traitor(state, perspective))


def shown_events(view: dict, events) -> list[dict]:
    """The events as the reader of ``view`` (a view made after them) may see them: what
    the view does not say of a hidden traitor, the events do not say either. Screens
    take their events from here (``scenes.board.presenter``), so that they show no more than
    the view they are drawn from."""
    perspective = (view or {}).get("perspective", "table")
    haunt = (view or {}).get("haunt") or {}
    knows = perspective == "omniscient" or (view or {}).get("phase") == "over" or haunt.get("traitor") is not None
    return [_shown(e, perspective, knows) for e in events]


def _shown(event: dict, perspective, knows: bool) -> dict:
    kind = event.get("t")
    if event.get("hidden") and kind in _NAMING and not knows:
        event = _NAMING[kind](event)
    if perspective != "omniscient" and kind in _UNSEEN and any(k in event for k in _UNSEEN[kind]):
        event = {k: v for k, v in event.items() if k not in _UNSEEN[kind]}
    return event
