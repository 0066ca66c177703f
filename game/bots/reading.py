"""Reading a view the way a player reads the table: whose turn, which side, what my
book says, how strong everyone is. Bots use only the view and the public content pack.

A view holds trait *indexes* (the clip's position, -1 = the skull); the explorer's
printed track in the pack turns them into values.
"""

from __future__ import annotations

from ..content import load_pack
from ..content.model import TRAITS
from ..effects import holds_in
from ..haunt.visibility import reader_knows_traitor

_PACKS: dict = {}


def pack_for(view, pack=None):
    """The content pack the view was made with (loaded once per name)."""
    if pack is not None:
        return pack
    name = view["pack"]
    if name not in _PACKS:
        _PACKS[name] = load_pack(name)
    return _PACKS[name]


def me(view) -> dict:
    return view["players"][view["perspective"]]


def in_haunt(view) -> bool:
    return view["phase"] == "haunt" and bool((view.get("haunt") or {}).get("id"))


def side_of(view, seat: int) -> str | None:
    """"heroes", "traitor" or None (before the haunt) as this view shows it."""
    role = view["players"][seat].get("role")
    return {"hero": "heroes", "traitor": "traitor"}.get(role)


def my_side(view) -> str | None:
    return side_of(view, view["perspective"])


def value(pack, player: dict, trait: str) -> int:
    index = player["traits"][trait]
    if index < 0:
        return 0
    return pack.explorers[player["explorer"]].tracks[trait][index]


def values(pack, player: dict) -> dict:
    return {t: value(pack, player, t) for t in TRAITS}


def start_index(pack, player: dict, trait: str) -> int:
    return pack.explorers[player["explorer"]].starts[trait]


def passives(pack, player: dict, name: str) -> list:
    out = []
    for card in player["cards"]:
        for p in pack.cards[card].passive:
            if name in p:
                out.append(p[name])
    return out


def roll_dice(pack, player: dict, trait: str, attack: bool = False) -> int:
    """Dice this player rolls for a trait roll (or an attack with that trait)."""
    n = value(pack, player, trait)
    for b in passives(pack, player, "roll_bonus"):
        when = b.get("when")
        applies = when in (None, "trait_roll") or (attack and when == "attack")
        if b.get("trait") in (trait, None) and b.get("dice") and applies:
            n += int(b["dice"])
    return max(0, min(8, n))


def roll_bonus(pack, player: dict, trait: str, attack: bool = False) -> int:
    total = 0
    for b in passives(pack, player, "roll_bonus"):
        when = b.get("when")
        if b.get("trait") in (trait, None) and b.get("result"):
            if (attack and when == "attack") or (not attack and when in (None, "trait_roll")):
                total += int(b["result"])
    return total


def armour(pack, player: dict, kind: str) -> int:
    return sum(int(r.get("amount", 1)) for r in passives(pack, player, "reduce_damage")
               if r.get("kind") in (kind, "general"))


def number(view, value_):
    """A number or a per-player-count mapping, for this table."""
    if isinstance(value_, dict) or hasattr(value_, "items"):
        n = len(view["players"])
        for k, v in value_.items():
            if int(k) == n:
                return int(v)
        return int(max(value_.values()))
    return int(value_)


def book(view, side: str | None = None) -> dict:
    """My side's haunt book as the view shows it (empty before the haunt)."""
    side = side or my_side(view)
    return ((view.get("haunt") or {}).get("books") or {}).get(side) or {}


def own_win(pack, view) -> list:
    """My side's win conditions: the machine form of my own book's win text. Only read
    when my own book is in my view (the other side's conditions are never read)."""
    side = my_side(view)
    haunt = view.get("haunt") or {}
    if not side or side not in (haunt.get("books") or {}):
        return []
    return list((pack.haunts[haunt["id"]].get("win") or {}).get(side) or ())


def opponents(view, seat: int) -> list[int]:
    """Living seats this seat knows to be on the other side."""
    mine = side_of(view, seat)
    if mine is None:
        return []
    out = []
    for p in view["players"]:
        if p["seat"] != seat and p["alive"]:
            other = side_of(view, p["seat"])
            if other and other != mine and (mine == "traitor" or not _hidden_unknown(view)):
                out.append(p["seat"])
    return out


def _hidden_unknown(view) -> bool:
    return not reader_knows_traitor(view)


def allies(view, seat: int) -> list[int]:
    mine = side_of(view, seat)
    return [p["seat"] for p in view["players"]
            if p["seat"] != seat and p["alive"] and mine and side_of(view, p["seat"]) == mine]


def monster_box(view, kind: str) -> dict:
    for m in (view.get("haunt") or {}).get("monster_boxes") or ():
        if m["id"] == kind:
            return m
    return {}


def hostile_monsters(view, seat: int) -> list[dict]:
    """Monsters that fight this seat (monsters serve the traitor, or the house)."""
    if side_of(view, seat) != "heroes":
        return []
    return list(view.get("monsters") or ())


def carried_objects(view, seat: int) -> list[str]:
    objects = ((view.get("haunt") or {}).get("objects")) or {}
    return sorted(o for o, w in objects.items() if w["holder"] == seat)


def object_tile(view, obj: str) -> str | None:
    where = (((view.get("haunt") or {}).get("objects")) or {}).get(obj)
    if not where:
        return None
    if where["holder"] is not None:
        return view["players"][where["holder"]]["tile"]
    return where["tile"]


def moved_to(view, seat: int, tile: str, carrying=()) -> dict:
    """A shallow copy of the view with the seat standing in ``tile`` (and holding the
    given objects): for asking "could I do this there?"."""
    players = list(view["players"])
    players[seat] = dict(players[seat], tile=tile)
    out = dict(view, players=players)
    if carrying and view.get("haunt"):
        objects = dict(view["haunt"].get("objects") or {})
        for obj in carrying:
            objects[obj] = {"tile": None, "holder": seat}
        out["haunt"] = dict(view["haunt"], objects=objects)
    return out


def holds(pack, view, seat: int, condition) -> bool:
    """Evaluate a content condition against the view (never the state)."""
    try:
        return holds_in(pack, view, seat, condition)
    except (KeyError, TypeError, IndexError, StopIteration):
        return False
