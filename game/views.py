"""What one perspective may see: the UI, bots and tools draw from this, never the state.

A perspective is a seat number, a side (``"heroes"``, ``"traitor"``), ``"table"``
(what everyone at the table sees) or ``"omniscient"`` (after the game, or a replay the
players unlocked). Face-down decks and the room stack become counts; the seed and the
dice counter are never shown (they would predict every roll); the engine's effect
stack is internal. Hidden haunt text is removed here, in one place.
"""

from __future__ import annotations

from .clone import LazyCopy, clone

from .haunt.visibility import haunt_view, knows_traitor, mask_players, public_house, reader, shown_events

PERSPECTIVES = ("table", "heroes", "traitor", "omniscient")


def side_of(state, perspective):
    if isinstance(perspective, int) and not isinstance(perspective, bool):
        role = state["players"][perspective].get("role")
        return role or "explorer"
    return perspective


def check_perspective(state, perspective) -> None:
    if not (perspective in PERSPECTIVES or
            (isinstance(perspective, int) and 0 <= perspective < len(state["players"]))):
        raise ValueError(f"unknown perspective {perspective!r}")


def visible_events(state, events, perspective) -> list[dict]:
    """The events as ``perspective`` may see them, ``state`` being the game once they
    have happened: the one projection of events, as ``view`` is of the state (a hidden
    traitor is not named; the seed and face-down orders are left out). Narration, the
    presenter and replays read events through here, never raw."""
    check_perspective(state, perspective)
    return shown_events(reader(state, perspective), events)


def view(pack, state, perspective="table", *, lazy: bool = False) -> dict:
    """What ``perspective`` may see of ``state``: plain data, a copy the viewer owns.

    ``lazy``: the view is made when it is first read, and copies each entry when that
    entry is first read (``clone.LazyCopy``), so a reader that looks at a few entries pays
    for those only, and one that never looks for nothing. The caller promises to change
    nothing in ``state`` while the view may still be read unless it first calls the
    view's ``plain()`` (``Game`` does, for every view still held, before each command).
    Otherwise everything is copied at once."""
    check_perspective(state, perspective)
    if lazy:
        return LazyCopy.put_off(lambda: _lazy(pack, state, perspective),
                                _HELD_OMNISCIENT if perspective == "omniscient" else _HELD)
    out = clone(_entries(pack, state, perspective, haunt_view(pack, state, perspective)))
    out["backs"] = backs(pack, state)
    # (one copy of everything the viewer gets: they cannot reach the state)
    mask_players(state, out["players"], perspective)
    return out


_KEYS = ("perspective", "knows_traitor", "ruleset", "pack", "phase", "turn", "turns_taken", "first", "first_reason",
         "players", "map", "placed", "links", "tokens", "piles", "ongoing", "reading", "decks",
         "discard", "stack", "tile_discard", "drawn_tile", "omens_drawn", "pending", "haunt",
         "monsters", "winner", "heirlooms", "options", "house", "chapter", "card_names", "backs")
_HELD = dict.fromkeys(_KEYS)  # the keys a lazy view will have (held until it is made)
_HELD_OMNISCIENT = dict.fromkeys(_KEYS + ("stack_order", "deck_order"))


def _lazy(pack, state, perspective):
    """(entries, the keys already the view's own, what to make when first read) of a
    lazy view: the players masked and the haunt's books read when first read."""
    out = _entries(pack, state, perspective, None)
    players = out["players"]
    out["players"] = None
    later = {"players": lambda: mask_players(state, clone(players), perspective),
             "haunt": lambda: clone(haunt_view(pack, state, perspective)),
             "backs": lambda: backs(pack, state)}
    return out, ("decks", "stack_order", "deck_order"), later


def _entries(pack, state, perspective, haunt) -> dict:
    """Every entry of a view, sharing the state's values (the caller copies them)."""
    out = {
        "perspective": perspective,
        "knows_traitor": knows_traitor(state, perspective),  # (the reader's verdict: reader_knows_traitor)
        "ruleset": state["ruleset"],
        "pack": state["pack"],
        "phase": state["phase"],
        "turn": state["turn"],
        "turns_taken": state["turns_taken"],
        "first": state["first"],
        "first_reason": state.get("first_reason"),
        "players": state["players"],
        "map": state["map"],
        "placed": state["placed"],
        "links": state["links"],
        "tokens": state["tokens"],
        "piles": state["piles"],
        "ongoing": list(state["ongoing"]),
        "reading": state["reading"],
        "decks": {deck: len(cards) for deck, cards in state["decks"].items()},
        "discard": state["discard"],
        "stack": len(state["stack"]),
        "tile_discard": len(state["tile_discard"]),
        "drawn_tile": state.get("drawn_tile"),
        "omens_drawn": state["omens_drawn"],
        "pending": state["pending"],
        "haunt": haunt,
        "monsters": state.get("monsters", []),
        "winner": state["winner"],
        "heirlooms": state.get("heirlooms", {}),
        "options": {k: v for k, v in state["options"].items()},
        "house": public_house(state.get("house")),
        "chapter": state.get("chapter"),
        "card_names": state.get("card_names", {}),
        "backs": None,  # (made when first read: ``backs``)
    }
    if perspective == "omniscient":
        out["stack_order"] = list(state["stack"])
        out["deck_order"] = clone(state["decks"])
    return out


def backs(pack, state):
    """Legacy p.5-6: "Players may look through, but not rearrange, the backs of any card
    deck or tile stack to see what regions are coming up": the regions printed on the
    back of each item and event card and of each tile, top first (never the faces; an
    omen's back names no region). None in classic, whose backs say nothing."""
    if state.get("ruleset") != "legacy":
        return None
    return {"item": [list(pack.cards[c].regions) for c in state["decks"]["item"]],
            "event": [list(pack.cards[c].regions) for c in state["decks"]["event"]],
            "stack": [list(pack.tiles[t].floors) for t in state["stack"]]}
