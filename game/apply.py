"""``apply(state, event) -> state``: pure and total.

No I/O, no randomness, no validation: anything that can fail was decided by the rules
before the event existed. The public ``apply`` copies the state and never touches its
argument; ``apply_in_place`` is the same fold on a private working copy, used by the
engine and by replay so a long log is not copied once per event.
"""

from __future__ import annotations

from .campaign.house import apply_change
from .clone import clone
from .hashing import EVERYTHING, ITEMIZED  # (what a hash re-encodes is what this notes)

from .board import key

HANDLERS = {}
# the events whose handlers may change an entry of ``board.GEOMETRY`` (or the state
# wholesale): a game that hashes nothing folds its events straight into its state and
# tells from this alone that its kept geometry is stale (``engine.Ctx``).
# tests/test_geometry_events.py holds every handler to it, by its code and over games
GEOMETRY_EVENTS = frozenset((
    "game_started", "undone",                                  # the whole state
    "tile_drawn", "tile_placed", "tile_moved", "tile_turned",  # the stack, the map
    "tile_returned", "tile_buried", "tiles_reshuffled",
    "token_placed", "token_removed",                           # tokens (passages)
    "house_changed", "heirloom_made",                          # a campaign's house
))


def handles(name):
    def register(fn):
        HANDLERS[name] = fn
        return fn
    return register


def apply(state: dict, event: dict) -> dict:
    new = clone(state)
    apply_in_place(new, event)
    return new


def apply_in_place(state: dict, event: dict, reached: set | None = None,
                   items: dict | None = None) -> None:
    """Fold one event into ``state``. ``reached``: a set to add the top-level entries the
    event reached to (``EVERYTHING`` if it went through the state wholesale), so a later
    hash re-encodes only those (``hashing.Noted``). ``items``: for the ``ITEMIZED``
    entries, the items reached in them, a set per entry (``EVERYTHING`` in it: all)."""
    handler = HANDLERS.get(event["t"])
    if handler is not None:  # events that only tell the story change nothing
        handler(state if reached is None else reaching(state, reached, items), event)
    if "r" in event:
        state["rng"] = event["r"] + 1
        if reached is not None:
            reached.add("rng")


def reaching(state: dict, reached: set, items: dict | None = None):
    """What a handler is handed to fold an event into ``state`` noting what it reaches
    (``apply_in_place``). One view serves every event folded into the same state with the
    same sets (a Game's or a replay's: thousands of events), rather than one made per event."""
    view = _LAST_VIEW[0]
    if view is None or view._state is not state or view._reached is not reached or view._items is not items:
        view = _LAST_VIEW[0] = _Reach(state, reached, items)
    return view


_CONTAINERS = (list, dict)


class _Reach:
    """The state as a handler sees it when what it reaches is noted: each top-level entry
    read or written is added to ``reached`` (entries are changed through what was read);
    an ``ITEMIZED`` entry (a list or dict) read with ``[]`` is handed out as a
    ``_ReachItems``. Going through the state wholesale (iterating it, a method such as
    ``update``: see ``_wholesale``) adds ``EVERYTHING``."""

    __slots__ = ("_state", "_reached", "_items", "_views")

    def __init__(self, state: dict, reached: set, items: dict | None = None) -> None:
        self._state, self._reached, self._items = state, reached, items
        self._views: dict = {}  # key -> the _ReachItems last handed out for it

    def __getitem__(self, key):
        self._reached.add(key)
        value = self._state[key]
        if key in ITEMIZED and self._items is not None and type(value) in _CONTAINERS:
            noted = self._items.get(key)
            if noted is None:
                noted = self._items[key] = set()
            elif EVERYTHING in noted:
                return value
            # (handed out again while it is for the same entry and set: a hash starts new sets)
            view = self._views.get(key)
            if view is None or view._of is not value or view._noted is not noted:
                view = self._views[key] = _ReachItems(value, noted)
            return view
        return value

    def __setitem__(self, key, value) -> None:
        self._reached.add(key)  # (as _whole, written out: the commonest write)
        if key in ITEMIZED and self._items is not None:
            self._items.setdefault(key, set()).add(EVERYTHING)
        self._state[key] = value

    def _whole(self, key) -> None:
        self._reached.add(key)
        if key in ITEMIZED and self._items is not None:
            self._items.setdefault(key, set()).add(EVERYTHING)

    def __delitem__(self, key) -> None:
        self._whole(key)
        del self._state[key]

    def __contains__(self, key) -> bool:
        return key in self._state

    def get(self, key, default=None):
        self._whole(key)
        return self._state.get(key, default)

    def setdefault(self, key, default=None):
        self._whole(key)
        return self._state.setdefault(key, default)

    def pop(self, key, *default):
        self._whole(key)
        return self._state.pop(key, *default)

    def __iter__(self):
        self._reached.add(EVERYTHING)
        return iter(self._state)

    def __len__(self) -> int:
        return len(self._state)


# the _Reach last made (see apply_in_place; it holds on to that state till the next one)
_LAST_VIEW: list = [None]


class _ReachItems:
    """One ``ITEMIZED`` entry (a list or a dict) as a handler sees it: each item reached
    by key or index goes into ``noted``; anything else (iterating, a method such as
    ``append`` or ``items``: see ``_any_item``) puts ``EVERYTHING`` there."""

    __slots__ = ("_of", "_noted")

    def __init__(self, of, noted: set) -> None:
        self._of, self._noted = of, noted

    def _note(self, key) -> None:
        if type(self._of) is list and (type(key) is not int or key < 0):
            key = EVERYTHING  # (a slice, or counting from the end)
        self._noted.add(key)

    def __getitem__(self, key):  # (as _note, written out: the commonest reach)
        of = self._of
        if type(key) is int and key >= 0 or type(of) is not list:
            self._noted.add(key)
        else:
            self._noted.add(EVERYTHING)  # (a slice, or counting from the end)
        return of[key]

    def __setitem__(self, key, value) -> None:
        self._note(key)
        self._of[key] = value

    def __delitem__(self, key) -> None:
        self._note(EVERYTHING if type(self._of) is list else key)  # (a list's items shift)
        del self._of[key]

    def get(self, key, default=None):
        self._note(key)
        return self._of.get(key, default)

    def setdefault(self, key, default=None):
        self._note(key)
        return self._of.setdefault(key, default)

    def __contains__(self, key) -> bool:
        return key in self._of

    def __len__(self) -> int:
        return len(self._of)

    def __iter__(self):
        self._noted.add(EVERYTHING)
        return iter(self._of)


# The other methods of the state (clear, update, items...) reach it wholesale, and those of
# an entry (append, pop, items...) may change any item: they are handed out after noting
# EVERYTHING. (Methods listed, rather than a __getattr__, because a class with one looks up
# every attribute, its own slots too, the slow way: the noting cost half as much again.)
def _wholesale(name: str) -> property:
    def reach(view):
        view._reached.add(EVERYTHING)
        return getattr(view._state, name)
    return property(reach)


def _any_item(name: str) -> property:
    def reach(view):
        view._noted.add(EVERYTHING)
        return getattr(view._of, name)
    return property(reach)


for _name in dir(dict):
    if not _name.startswith("_") and not hasattr(_Reach, _name):
        setattr(_Reach, _name, _wholesale(_name))
for _name in dir(list) + dir(dict):
    if not _name.startswith("_") and not hasattr(_ReachItems, _name):
        setattr(_ReachItems, _name, _any_item(_name))


def _unnoted(entry):
    """An ``ITEMIZED`` entry as it is, nothing noted: only to look through it for the
    item to change, which is then reached through ``entry`` (and so noted)."""
    return entry._of if type(entry) is _ReachItems else entry


def known_events() -> frozenset:
    """Every event type there is: those that change the state and the story-only ones."""
    return frozenset(HANDLERS) | STORY_ONLY


STORY_ONLY = {"narrated", "dice_rolled", "card_revealed", "attack_resolved", "crest_drawn", "traitor_drawn",
              "damage_reduced"}


@handles("game_started")
def _game_started(state, e):
    state.clear()
    state.update({
        "ruleset": e["ruleset"], "pack": e["pack"], "seed": e["seed"], "rng": 0,
        "options": e["options"],
        "players": [
            {"seat": p["seat"], "name": p["name"], "explorer": p["explorer"],
             "colour": p["colour"], "tile": p["tile"], "side": None,
             "traits": dict(p["traits"]), "cards": [], "used": [], "alive": True, "role": None,
             "bot": p.get("bot"), **({"age": p["age"]} if "age" in p else {})}  # (a campaign's member)
            for p in e["players"]
        ],
        "map": {}, "placed": {}, "links": [],
        "stack": list(e["stack"]), "tile_discard": [], "drawn_tile": None,
        "decks": {k: list(v) for k, v in e["decks"].items()},
        "discard": {k: [] for k in e["decks"]},
        "tokens": {}, "piles": {}, "ongoing": [], "reading": None,
        "phase": "explore", "turn": None, "first": e["first"], "first_reason": e.get("first_reason"),
        "omens_drawn": 0, "frames": [], "pending": None, "once": {},
        "haunt": None, "winner": None, "turns_taken": 0,
    })
    for tile, region, x, y, rot in e["tiles"]:
        _place(state, tile, region, x, y, rot)
    if "house" in e:  # a campaign's chapter (or free play on its house): the house it starts from
        house = state["house"] = clone(e["house"])
        house["changes"] = []
        if "free_play" in e:
            state["free_play"] = clone(e["free_play"])
        else:
            state["chapter"] = {**clone(e["campaign"]), "paused": False}
        heirlooms = {c: m["heirloom"]["family"] for c, m in house["cards"].items() if m.get("heirloom")}
        if heirlooms:
            state["heirlooms"] = heirlooms


def _place(state, tile, region, x, y, rot):
    state["map"].setdefault(region, {})[key(x, y)] = [tile, rot]
    state["placed"][tile] = [region, x, y, rot]


@handles("turn_started")
def _turn_started(state, e):
    if e.get("straighten", True):  # legacy p.9: straighten your used cards (not on the monsters' turn)
        state["players"][e["seat"]]["used"] = []
    state["turn"] = {"seat": e["seat"], "number": e["number"], "moves": e["moves"],
                     "moved": 0, "drew": False, "omen": None, "used": [],
                     "kind": e["kind"], "resting": e.get("resting", [])}


@handles("moved")
def _moved(state, e):
    p = state["players"][e["seat"]]
    p["tile"] = e["to"]
    p["side"] = e.get("side")
    turn = state["turn"]
    if turn is not None and turn["seat"] == e["seat"] and e.get("cost", 0):
        turn["moves"] = max(0, turn["moves"] - e["cost"])
        turn["moved"] += 1


@handles("moves_set")
def _moves_set(state, e):
    state["turn"]["moves"] = e["moves"]


@handles("tile_drawn")
def _tile_drawn(state, e):
    stack = state["stack"]
    for skipped in e["skipped"]:
        stack.remove(skipped)
        if e.get("bury"):
            stack.append(skipped)
        else:
            state["tile_discard"].append(skipped)
    stack.remove(e["tile"])
    state["drawn_tile"] = e["tile"]  # in the explorer's hand until placed


@handles("tiles_reshuffled")
def _tiles_reshuffled(state, e):
    state["stack"] = list(e["order"])
    state["tile_discard"] = []


@handles("tile_returned")
def _tile_returned(state, e):
    state["stack"].insert(0, e["tile"])
    state["drawn_tile"] = None


@handles("tile_placed")
def _tile_placed(state, e):
    _place(state, e["tile"], e["region"], e["x"], e["y"], e["rot"])
    state["drawn_tile"] = None


@handles("tile_moved")
def _tile_moved(state, e):
    region, x, y, _ = state["placed"][e["tile"]]
    del state["map"][region][key(x, y)]
    _place(state, e["tile"], e["region"], e["x"], e["y"], e["rot"])


@handles("tile_turned")
def _tile_turned(state, e):
    region, x, y, _ = state["placed"][e["tile"]]
    _place(state, e["tile"], region, x, y, e["rot"])


@handles("card_drawn")
def _card_drawn(state, e):
    state["decks"][e["deck"]].remove(e["card"])
    if e["deck"] == "event":
        if state["reading"] is not None:  # an event drawn while another is read
            state.setdefault("reading_under", []).append(state["reading"])
        state["reading"] = e["card"]
    else:
        state["players"][e["seat"]]["cards"].append(e["card"])
    if e["deck"] == "omen":
        state["omens_drawn"] += 1
        turn = state["turn"]
        if turn is not None and turn["seat"] == e["seat"]:
            turn["omen"] = {"card": e["card"], "tile": state["players"][e["seat"]]["tile"]}
    if state["turn"] is not None:
        state["turn"]["drew"] = True


@handles("cards_buried")
def _cards_buried(state, e):
    deck = state["decks"][e["deck"]]
    for card in e["cards"]:
        deck.remove(card)
        deck.append(card)


@handles("heirloom_made")
def _heirloom_made(state, e):
    state.setdefault("heirlooms", {})[e["card"]] = e["family"]
    house = state.get("house")
    if house is not None:  # a campaign's: the sticker stays on the card for good (p.13)
        apply_change(house, {"kind": "heirloom", "card": e["card"], "family": e["family"],
                             "name": e.get("name"), "joining": bool(e.get("joining"))})
    elif e.get("name"):
        state.setdefault("card_names", {})[e["card"]] = e["name"]


@handles("tile_buried")
def _tile_buried(state, e):
    state["stack"].append(e["tile"])
    state["drawn_tile"] = None


@handles("deck_reshuffled")
def _deck_reshuffled(state, e):
    state["decks"][e["deck"]] = list(e["order"])
    state["discard"][e["deck"]] = []


def _take_card(state, card):
    """Remove a card from wherever it is (a hand, a pile, the reading slot)."""
    under = state.get("reading_under") or []
    if state["reading"] == card:
        state["reading"] = under.pop() if under else None
        return
    if card in under:
        under.remove(card)
        return
    players = state["players"]
    for seat, p in enumerate(_unnoted(players)):
        if card in p["cards"]:
            players[seat]["cards"].remove(card)
            return
    piles = state["piles"]
    for tile, pile in _unnoted(piles).items():
        if card in pile:
            pile = piles[tile]
            pile.remove(card)
            if not pile:
                del piles[tile]
            return
    if card in state["ongoing"]:
        state["ongoing"].remove(card)


@handles("card_discarded")
def _card_discarded(state, e):
    _unuse(state, e["card"])
    _take_card(state, e["card"])
    if e.get("bury"):
        state["decks"][e["deck"]].append(e["card"])
    else:
        state["discard"][e["deck"]].append(e["card"])


@handles("card_kept")
def _card_kept(state, e):
    _take_card(state, e["card"])
    state["players"][e["seat"]]["cards"].append(e["card"])


@handles("card_ongoing")
def _card_ongoing(state, e):
    _take_card(state, e["card"])
    state["ongoing"].append(e["card"])
    if e.get("tile"):  # legacy: the tile its token marks
        state.setdefault("ongoing_tiles", {})[e["card"]] = e["tile"]


@handles("ongoing_choice")
def _ongoing_choice(state, e):
    # legacy p.19: the traitor ignores an Ongoing Event card (harm and help), or takes it
    state.setdefault("ongoing_choices", {}).setdefault(str(e["seat"]), {})[e["card"]] = e["ignore"]


def _unuse(state, card):
    players = state["players"]
    for seat, p in enumerate(_unnoted(players)):
        if card in p["used"]:
            players[seat]["used"].remove(card)


@handles("card_used")
def _card_used(state, e):
    state["players"][e["seat"]]["used"].append(e["card"])


@handles("card_given")
def _card_given(state, e):
    _unuse(state, e["card"])
    state["players"][e["frm"]]["cards"].remove(e["card"])
    state["players"][e["to"]]["cards"].append(e["card"])


@handles("cards_dropped")
def _cards_dropped(state, e):
    p = state["players"][e["seat"]]
    pile = state["piles"].setdefault(e["tile"], [])
    for card in e["cards"]:
        _unuse(state, card)
        p["cards"].remove(card)
        pile.append(card)


@handles("cards_picked")
def _cards_picked(state, e):
    p = state["players"][e["seat"]]
    pile = state["piles"][e["tile"]]
    for card in e["cards"]:
        pile.remove(card)
        p["cards"].append(card)
    if not pile:
        del state["piles"][e["tile"]]


@handles("trait_set")
def _trait_set(state, e):
    state["players"][e["seat"]]["traits"][e["trait"]] = e["to"]


@handles("used")
def _used(state, e):
    state["turn"]["used"].append(e["key"])


@handles("once_used")
def _once_used(state, e):
    state["once"][e["key"]] = True


@handles("token_placed")
def _token_placed(state, e):
    state["tokens"].setdefault(e["tile"], []).append(e["token"])


@handles("token_removed")
def _token_removed(state, e):
    toks = state["tokens"][e["tile"]]
    toks.remove(e["token"])
    if not toks:
        del state["tokens"][e["tile"]]


@handles("barrier_crossed")
def _barrier_crossed(state, e):
    state["players"][e["seat"]]["side"] = e["side"]


@handles("effects_state")
def _effects_state(state, e):
    state["frames"] = e["frames"]
    state["pending"] = e["pending"]


@handles("haunt_rolled")
def _haunt_rolled(state, e):
    if e["started"]:
        state["phase"] = "haunt_revealed"
        state["haunt"] = {"revealer": e["seat"], "omen": e["omen"], "room": e["room"],
                          "turn": state["turns_taken"]}


@handles("turn_ended")
def _turn_ended(state, e):
    state["turn"] = None
    state["turns_taken"] += 1


@handles("undone")
def _undone(state, e):
    # the step taken back: the state before it. A save's ``undone`` names the step (``to``)
    # and whoever folds the events (``game.replay``, ``Replayer``) hands the state there in
    # as ``state``, rebuilt from the log; an old save's carried it whole (held to the log)
    if "state" not in e:
        raise ValueError("an undo is folded by going back to the state before its step (game.replay)")
    state.clear()
    state.update(clone(e["state"]))


@handles("game_over")
def _game_over(state, e):
    state["phase"] = "over"
    state["winner"] = e.get("winner")
