"""How haunt events change the state (the apply side of the haunt rules)."""

from __future__ import annotations

from ..apply import handles


@handles("haunt_started")
def _haunt_started(state, e):
    haunt = state["haunt"]
    haunt.update({"id": e["haunt"], "number": e["number"], "traitor": e["traitor"],
                  "hidden": e["hidden"], "counters": {}, "rounds": 0, "objects": {},
                  "killed": {}, "companions": {}})
    for seat, role in enumerate(e["roles"]):
        state["players"][seat]["role"] = role
    state["phase"] = "haunt"
    state.setdefault("monsters", [])


@handles("monster_placed")
def _monster_placed(state, e):
    state.setdefault("monsters", []).append(
        {"id": e["id"], "kind": e["kind"], "tile": e["tile"], "stunned": False, "moves": 0,
         "attacked": False, "steps": 0, "size": e.get("size", "small")})


def _monster(state, mid):
    for m in state["monsters"]:
        if m["id"] == mid:
            return m
    raise StopIteration  # (as next() of nothing found would)


@handles("monster_moves")
def _monster_moves(state, e):
    for m in state["monsters"]:
        if m["kind"] == e["kind"] and not m["stunned"]:
            m["moves"] = e["moves"]
            m["attacked"] = False
            m["steps"] = 0
            m.pop("acted", None)  # (picked up or put down something last turn)


@handles("monster_moved")
def _monster_moved(state, e):
    m = _monster(state, e["id"])
    m["tile"] = e["to"]
    m["moves"] = max(0, m["moves"] - e["cost"])
    m["steps"] = m.get("steps", 0) + 1
    for thing in m.get("carrying", ()):
        if thing.startswith("object:"):  # an object it carries goes with it
            state["haunt"]["objects"][thing[7:]]["tile"] = e["to"]


@handles("monster_picked_up")
def _monster_picked_up(state, e):
    """A monster allowed to carry (the haunt power ``monsters_carry``) picks up cards
    from the item pile on its tile, or objects lying there."""
    m = _monster(state, e["id"])
    carrying = m.setdefault("carrying", [])
    for card in e["cards"]:
        pile = state["piles"][e["tile"]]
        pile.remove(card)
        if not pile:
            del state["piles"][e["tile"]]
        carrying.append(card)
    for obj in e["objects"]:
        state["haunt"]["objects"][obj] = {"tile": e["tile"], "holder": None, "monster": m["id"]}
        carrying.append(f"object:{obj}")
    m["acted"] = True


@handles("monster_dropped")
def _monster_dropped(state, e):
    """A monster puts down what it carries, or (``fumbled``) drops it all, stunned or
    killed."""
    m = _monster(state, e["id"])
    things = list(e["cards"]) + [f"object:{o}" for o in e["objects"]]
    for thing in things:
        m["carrying"].remove(thing)
    if not m["carrying"]:
        del m["carrying"]
    if e["cards"]:
        state["piles"].setdefault(e["tile"], []).extend(e["cards"])
    for obj in e["objects"]:
        state["haunt"]["objects"][obj] = {"tile": e["tile"], "holder": None}
    if not e["fumbled"]:
        m["acted"] = True


@handles("monster_attacked")
def _monster_attacked(state, e):
    _monster(state, e["id"])["attacked"] = True


@handles("monster_stunned")
def _monster_stunned(state, e):
    m = _monster(state, e["id"])
    m["stunned"] = True
    m["moves"] = 0


@handles("monster_recovered")
def _monster_recovered(state, e):
    _monster(state, e["id"])["stunned"] = False


@handles("monster_killed")
def _monster_killed(state, e):
    m = _monster(state, e["id"])
    state["monsters"].remove(m)
    killed = state["haunt"]["killed"]
    killed[m["kind"]] = killed.get(m["kind"], 0) + 1


@handles("object_placed")
def _object_placed(state, e):
    state["haunt"]["objects"][e["object"]] = {"tile": e["tile"], "holder": None}


@handles("object_taken")
def _object_taken(state, e):
    state["haunt"]["objects"][e["object"]] = {"tile": None, "holder": e["seat"]}


@handles("object_dropped")
def _object_dropped(state, e):
    state["haunt"]["objects"][e["object"]] = {"tile": e["tile"], "holder": None}


@handles("counter_changed")
def _counter_changed(state, e):
    state["haunt"]["counters"][e["name"]] = e["to"]


@handles("dying")
def _dying(state, e):
    state.setdefault("dying", []).append(e["seat"])


@handles("death_averted")
def _death_averted(state, e):
    state["dying"].remove(e["seat"])


@handles("died")
def _died(state, e):
    p = state["players"][e["seat"]]
    p["alive"] = False
    if e["seat"] in state.get("dying", []):
        state["dying"].remove(e["seat"])
    tile = p["tile"]
    dropped = [c for c in p["cards"] if c in e["items"]]
    companions = [c for c in p["cards"] if c in e["companions"]]
    if dropped:
        state["piles"].setdefault(tile, []).extend(dropped)
    if companions:
        state["haunt"]["companions"].setdefault(tile, []).extend(companions)
    p["cards"] = [c for c in p["cards"] if c not in dropped and c not in companions]
    p["used"] = []
    for obj in state["haunt"]["objects"].values():
        if obj["holder"] == e["seat"]:
            obj["holder"], obj["tile"] = None, tile


@handles("companion_claimed")
def _companion_claimed(state, e):
    left = state["haunt"]["companions"][e["tile"]]
    left.remove(e["card"])
    if not left:
        del state["haunt"]["companions"][e["tile"]]
    state["players"][e["seat"]]["cards"].append(e["card"])


@handles("round_ended")
def _round_ended(state, e):
    state["haunt"]["rounds"] = e["rounds"]


@handles("card_stolen")
def _card_stolen(state, e):
    for p in state["players"]:
        if e["card"] in p.get("used", []):
            p["used"].remove(e["card"])
    state["players"][e["frm"]]["cards"].remove(e["card"])
    state["players"][e["to"]]["cards"].append(e["card"])


@handles("monster_trait_learned")
def _monster_trait_learned(state, e):
    # legacy p.15: what the heroes know of a kind of monster's traits (None: it has none)
    state["haunt"].setdefault("known", {}).setdefault(e["kind"], {})[e["trait"]] = e["value"]


@handles("monsters_grew")
def _monsters_grew(state, e):
    state["haunt"].setdefault("grown", {}).setdefault(e["monster"], {})[e["trait"]] = e["to"]


@handles("room_closed")
def _room_closed(state, e):
    state["haunt"].setdefault("closed", []).append(e["tile"])


@handles("room_opened")
def _room_opened(state, e):
    state["haunt"]["closed"].remove(e["tile"])
    if not state["haunt"]["closed"]:
        del state["haunt"]["closed"]


@handles("traitor_unmasked")
def _traitor_unmasked(state, e):
    state["haunt"]["unmasked"] = True


@handles("escaped")
def _escaped(state, e):
    """Out of the house: no longer on the board (``alive`` false, as for the dead, so no
    turn, attack or monster reaches them), but ``escaped``: a survivor (victory.py)."""
    p = state["players"][e["seat"]]
    p["alive"] = False
    p["escaped"] = True
    for obj in state["haunt"]["objects"].values():
        if obj["holder"] == e["seat"]:
            obj["holder"], obj["tile"] = None, e["tile"]
