"""What one perspective may see: the UI, bots and tools draw from this, never the state.

A perspective is a seat number, a side (``"heroes"``, ``"traitor"``), ``"table"``
(what everyone at the table sees) or ``"omniscient"`` (after the game, or a replay the
players unlocked). Face-down decks and the room stack become counts; the seed and the
dice counter are never shown (they would predict every roll); the engine's effect
stack is internal. Hidden haunt text is removed here, in one place.
"""

from __future__ import annotations

from .clone import clone

from .haunt.visibility import haunt_view, mask_players

PERSPECTIVES = ("table", "heroes", "traitor", "omniscient")


def side_of(state, perspective):
    if isinstance(perspective, int) and not isinstance(perspective, bool):
        role = state["players"][perspective].get("role")
        return role or "explorer"
    return perspective


def view(pack, state, perspective="table") -> dict:
    if not (perspective in PERSPECTIVES or
            (isinstance(perspective, int) and 0 <= perspective < len(state["players"]))):
        raise ValueError(f"unknown perspective {perspective!r}")
    omniscient = perspective == "omniscient"
    out = {
        "perspective": perspective,
        "ruleset": state["ruleset"],
        "pack": state["pack"],
        "phase": state["phase"],
        "turn": clone(state["turn"]),
        "turns_taken": state["turns_taken"],
        "first": state["first"],
        "players": clone(state["players"]),
        "map": clone(state["map"]),
        "placed": clone(state["placed"]),
        "links": clone(state["links"]),
        "tokens": clone(state["tokens"]),
        "piles": clone(state["piles"]),
        "ongoing": list(state["ongoing"]),
        "reading": state["reading"],
        "decks": {deck: len(cards) for deck, cards in state["decks"].items()},
        "discard": clone(state["discard"]),
        "stack": len(state["stack"]),
        "tile_discard": len(state["tile_discard"]),
        "drawn_tile": state.get("drawn_tile"),
        "omens_drawn": state["omens_drawn"],
        "pending": clone(state["pending"]),
        "haunt": haunt_view(pack, state, perspective),
        "monsters": clone(state.get("monsters", [])),
        "winner": state["winner"],
        "options": {k: v for k, v in state["options"].items()},
    }
    mask_players(state, out["players"], perspective)
    if omniscient:
        out["stack_order"] = list(state["stack"])
        out["deck_order"] = clone(state["decks"])
    return out
