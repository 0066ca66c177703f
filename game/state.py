"""Reading the game state: small questions every rule asks.

The state is plain JSON-able data (see ``apply``); these helpers only read it.
"""

from __future__ import annotations

from .content.model import MENTAL, PHYSICAL, TRAITS


def player(state, seat: int) -> dict:
    return state["players"][seat]


def current_seat(state):
    turn = state.get("turn")
    return None if turn is None else turn["seat"]


def haunt_started(state) -> bool:
    return state.get("phase") in ("haunt_revealed", "haunt", "over") and state.get("haunt") is not None


def trait_value(pack, state, seat: int, trait: str) -> int:
    """The number next to the clip; 0 on the skull."""
    p = state["players"][seat]
    index = p["traits"][trait]
    if index < 0:
        return 0
    return pack.explorers[p["explorer"]].tracks[trait][index]


def traits_of(pack, state, seat: int) -> dict:
    return {t: trait_value(pack, state, seat, t) for t in TRAITS}


def kind_traits(kind: str):
    return {"physical": PHYSICAL, "mental": MENTAL}.get(kind, TRAITS)


def trait_kind(trait: str) -> str:
    return "physical" if trait in PHYSICAL else "mental"


def seats_here(state, tile_id: str, alive=True) -> list[int]:
    return [p["seat"] for p in state["players"] if p["tile"] == tile_id and (p["alive"] or not alive)]


def clockwise_from(state, seat: int) -> list[int]:
    n = len(state["players"])
    return [(seat + i) % n for i in range(n)]


def passives(pack, state, seat: int, name: str) -> list:
    """Every passive of the given kind on cards the seat carries."""
    out = []
    me = state["players"][seat]
    heirlooms = state.get("heirlooms") or {}
    for card_id in me["cards"]:
        card = pack.cards[card_id]
        extra = card.data["heirloom"].get("passive", ()) if heirlooms.get(card_id) == me["explorer"] else ()
        for p in (*card.passive, *extra):
            if name in p:
                out.append(p[name])
    return out


def region_of(state, tile_id: str) -> str:
    return state["placed"][tile_id][0]


def has_traitor_powers(state, seat: int) -> bool:
    """Does ``seat`` have the traitor's general powers (classic "The Traitor's New
    Powers"; legacy "So You're Evil Now", the Traitor card)? A hidden traitor has only
    what its haunt gives it: using those powers in front of the table would give it away
    (legacy p.19, "Hidden Traitor": its goals and abilities are described under the
    haunt, which everyone reads; classic gives the powers "unless a haunt says
    otherwise", and its hidden-traitor haunt's box does)."""
    if state.get("phase") != "haunt" or state["players"][seat].get("role") != "traitor":
        return False
    return not (state.get("haunt") or {}).get("hidden")
