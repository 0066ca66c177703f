"""Who is on which side once the haunt has begun."""

from __future__ import annotations

from .visibility import traitor_masked


def side_of(state, seat: int) -> str:
    """"heroes" or "traitor" (the side's book), from the player's role."""
    return "traitor" if state["players"][seat].get("role") == "traitor" else "heroes"


def monster_side(pack, state) -> str:
    """Monsters fight for the traitor, or for the house when nobody betrayed."""
    return "traitor"


def opponents(state, seat: int, other) -> bool:
    """Is ``other`` (a seat, or a monster dict) an opponent of ``seat``?"""
    if isinstance(other, dict):  # a monster
        return side_of(state, seat) == "heroes"
    return other in opponent_seats(state, seat)


def opponent_seats(state, seat: int) -> set:
    """The seats whose explorers are ``seat``'s opponents (alive, on the other side; while
    the traitor is hidden, anyone: nobody knows who betrayed them)."""
    players = state["players"]
    out = set()
    if traitor_masked(state):
        for p in players:
            if p["seat"] != seat and p["alive"]:
                out.add(p["seat"])
        return out
    traitor = players[seat].get("role") == "traitor"  # (side_of, written out)
    for p in players:
        if p["seat"] != seat and p["alive"] and (p.get("role") == "traitor") is not traitor:
            out.add(p["seat"])
    return out


def opponents_on(state, seat: int, tile: str) -> int:
    """How many opponents stand in ``tile`` (classic "Moving Past Opponents")."""
    if state.get("phase") != "haunt":
        return 0
    players = state["players"]
    anyone = traitor_masked(state)  # (opponent_seats, written out: who stands here)
    traitor = players[seat].get("role") == "traitor"
    count = 0
    for p in players:
        if p["tile"] == tile and p["seat"] != seat and p["alive"] \
                and (anyone or (p.get("role") == "traitor") is not traitor):
            count += 1
    if not traitor:  # the heroes' side: monsters are its opponents (``opponents``)
        for m in state.get("monsters", []):
            if m["tile"] == tile and not m["stunned"]:
                count += _size(state, m)
    return count


def _size(state, monster) -> int:
    """Legacy p.20: a large monster is a large obstacle (2 extra moves); else 1."""
    return 2 if monster.get("size") == "large" else 1


def book(pack, state, side: str):
    return pack.haunts[state["haunt"]["id"]].get(side) or {}
