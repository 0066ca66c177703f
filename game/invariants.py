"""Invariants checked after every event in simulation (and in tests).

Each card and tile is in exactly one place; traits stay on their tracks; nobody is
below their lowest value before the haunt; explorers stand in placed rooms.
"""

from __future__ import annotations

from collections import Counter


def violations(pack, state) -> list[str]:
    out = []
    tiles = Counter(list(state["placed"]))
    tiles.update(state["stack"])
    tiles.update(state["tile_discard"])
    if state.get("drawn_tile"):
        tiles[state["drawn_tile"]] += 1
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
    for card in pack.cards:
        if cards[card] != 1:
            out.append(f"card {card} is in {cards[card]} places")
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
