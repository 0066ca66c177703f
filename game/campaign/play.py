"""A chapter in play: the Legacy deck read to PAUSE, house changes as game events, the
joining rule, the campaign's ops and conditions (docs/CAMPAIGN.md, sections 2-3).

Events (each folded by a handler here; all of them only in a chapter's game):
``house_changed {change}`` (one ``house.apply_change`` and what it does to the game: a
card added goes into its deck, a card boxed leaves play...), ``chapter_paused`` (the
PAUSE card: haunt, trigger, first player, when the rest is read), ``first_player``,
``joining_kept``.
"""

from __future__ import annotations

from .. import chance
from ..apply import _take_card, handles
from ..clone import clone
from ..effects import answers, ask, cond, op, push_ops, push_ref, run, running_card
from ..engine import Ctx
from ..rules import traits
from ..rules.cards import offer_heirloom
from ..rules.seats import check_seats
from ..state import player
from .ending import most_won
from .house import apply_change, chapter_cards, locked
from .marks import card_name, crest_state, crests_on_card, crests_on_tile, rule_on

JOINING_DRAW = 3  # p.21: three random Items, keep one


# -- folding ---------------------------------------------------------------------------

def _out_of_play(state, card: str) -> None:
    """A card leaves the game (boxed, entombed, destroyed): from wherever it is."""
    for cards in state["decks"].values():
        if card in cards:
            cards.remove(card)
    for cards in state["discard"].values():
        if card in cards:
            cards.remove(card)
    for p in state["players"]:
        if card in p["used"]:
            p["used"].remove(card)
    _take_card(state, card)


@handles("house_changed")
def _house_changed(state, e):
    change = e["change"]
    kind = change["kind"]
    apply_change(state["house"], change)
    if kind in ("add_card", "from_tomb"):
        state["decks"][change["deck"]].append(change["card"])
    elif kind in ("to_box", "to_tomb", "destroy"):
        _out_of_play(state, change["card"])
    elif kind == "add_tiles":
        state["stack"].extend(change["tiles"])


@handles("chapter_paused")
def _chapter_paused(state, e):
    state["chapter"] = {**state["chapter"], "haunt": e["haunt"], "trigger": e["trigger"],
                        "first_player": e["first_player"], "resume": e["resume"], "paused": True}


@handles("first_player")
def _first_player(state, e):
    state["first"] = e["seat"]
    state["first_reason"] = e["reason"]


@handles("joining_kept")
def _joining_kept(state, e):
    hand = state["players"][e["seat"]]["cards"]
    for card in e["returned"]:
        hand.remove(card)
        state["decks"]["item"].append(card)


# -- the chapter's setup ------------------------------------------------------------------

def family_players(pack, ruleset, seats: list) -> list[dict]:
    """``game_started``'s players of a campaign's game (a chapter, free play): ``seats``
    are ``{"family", "name", "age", "bot"}``, checked as any game's seats are."""
    checked = check_seats(pack, ruleset, [{"name": s["name"], "explorer": s["family"], "bot": s.get("bot")}
                                          for s in seats])
    start = pack.extra.get("meta", {}).get("start_tile", "entrance_hall")
    players = []
    for i, (seat, given) in enumerate(zip(checked, seats)):
        ex = pack.explorers[seat["explorer"]]
        players.append({"seat": i, "name": seat["name"], "explorer": ex.id, "colour": ex.colour, "tile": start,
                        "traits": dict(ex.starts), "bot": seat.get("bot"), "age": int(given["age"])})
    return players


def chapter_setup_events(pack, ruleset, seats: list, seed: int, house: dict, info: dict) -> list[dict]:
    """A chapter's setup (p.7 steps 1-7, then the Legacy deck to PAUSE): ``seats`` are
    ``{"family", "name", "age", "bot"}``; ``info`` is the chapter as the campaign gives it
    (``id``, ``n``, ``title``, ``year``, ``seats`` — per seat ``member``, ``returning``,
    ``chapters_played`` — and ``joining``: the seats the joining rule applies to)."""
    players = family_players(pack, ruleset, seats)
    ctx = Ctx(pack, ruleset, {"seed": seed, "rng": 0})
    box = set(house["box"])
    ctx.emit("game_started", ruleset=ruleset.name, pack=pack.id, seed=seed, options={}, players=players,
             stack=list(house["tiles"]), decks={d: [c for c in house["decks"][d] if c not in box]
                                                for d in ("item", "omen", "event")},
             first=None, first_reason=None,
             tiles=[[t.id, t.start["region"], t.start["x"], t.start["y"], t.start.get("rot", 0)]
                    for t in pack.tiles.values() if t.start],
             campaign=info, house=house)
    setup_chapter(ctx, info["n"])
    return ctx.events


def setup_chapter(ctx: Ctx, n: int) -> None:
    """After ``game_started``: read the chapter's Legacy cards to PAUSE (p.3, p.7 step 7),
    shuffle, apply setup rules stickers, choose the first player, and leave the joining
    rule's questions (p.21) and the first turn on the effect stack."""
    legacy = ctx.pack.extra["legacy"]
    cards = chapter_cards(ctx.pack, ctx.state["house"], n)
    for card in cards:
        read_legacy(ctx, card)
        _run(ctx)
        pause = legacy[card].get("pause")
        if pause is not None:
            _pause(ctx, pause)
            break
    _shuffle_all(ctx)
    if rule_on(ctx.state, "heirloom_to_hand"):
        _heirlooms_to_hand(ctx)
    first, reason = _first_player(ctx, ctx.state["chapter"]["first_player"])
    ctx.emit("first_player", seat=first, reason=reason)
    push_ops(ctx, [{"_begin_play": {"seat": first}}], first)
    for seat in reversed(ctx.state["chapter"].get("joining") or []):
        push_ops(ctx, [{"_joining": {}}], seat)
    _run(ctx)
    ctx.close()  # (the joining rule's question, if one waits, goes into the state)


def _run(ctx) -> None:
    run(ctx)


def read_legacy(ctx, card: str, actor: int = 0) -> None:
    """Read one Legacy card aloud: it leaves the deck; its effects follow (the actor of
    a card read at setup is the first seat, who reads it out)."""
    ctx.emit("house_changed", change={"kind": "legacy_read", "card": card})
    if ctx.pack.extra["legacy"][card].get("effects"):
        push_ref(ctx, ["legacy", card, "effects"], actor, why=ctx.pack.extra["legacy"][card]["title"])


def _pause(ctx, pause) -> None:
    haunt = pause["haunt"]
    alt = pause.get("alternative")
    if alt is not None:  # the house's state chooses between two haunts (a branch)
        from .branches import pick_option
        options = [{"id": alt["haunt"], "when": alt["when"], "because": alt.get("because")},
                   {"id": haunt, "because": alt.get("otherwise")}]
        taken = options[pick_option(ctx, 0, options)]
        haunt = taken["id"]
        ctx.emit("house_changed", change={"kind": "branch", "branch": alt["branch"], "taken": haunt,
                                          "because": taken.get("because") or "",
                                          "left": [o["id"] for o in options if o is not taken]})
    ctx.emit("chapter_paused", haunt=haunt, trigger=dict(pause["trigger"]),
             first_player=pause["first_player"], resume=pause.get("resume", "end"))


def _shuffle_all(ctx) -> None:
    """Every deck and the tile stack shuffled, in a fixed order (the PAUSE card says so)."""
    for deck in ("item", "omen", "event"):
        if ctx.state["decks"][deck]:
            order, r = ctx.shuffled(ctx.state["decks"][deck])
            ctx.emit("deck_reshuffled", deck=deck, order=order, r=r, why="chapter")
    order, r = ctx.shuffled(ctx.state["stack"])
    ctx.emit("tiles_reshuffled", order=order, r=r, why="chapter")


def _heirlooms_to_hand(ctx) -> None:
    """Rules sticker ``heirloom_to_hand``: each family takes into hand its heirloom
    nearest the top of the Item deck."""
    heirlooms = ctx.state.get("heirlooms") or {}
    for p in ctx.state["players"]:
        mine = [c for c in ctx.state["decks"]["item"] if heirlooms.get(c) == p["explorer"]]
        if mine:
            ctx.emit("card_drawn", seat=p["seat"], deck="item", card=mine[0])


def _first_player(ctx, rule: str) -> tuple[int, str]:
    players = ctx.state["players"]
    if rule in ("youngest", "oldest"):
        ages = [p.get("age", 0) for p in players]
        best = min(ages) if rule == "youngest" else max(ages)
        tied = [p["seat"] for p in players if p.get("age", 0) == best]
        reason = f"the {rule} ({best})"
    elif rule == "fewest_chapters":
        played = [s.get("chapters_played", 0) for s in ctx.state["chapter"]["seats"]]
        tied = [i for i, count in enumerate(played) if count == min(played)]
        reason = "the family that has played the fewest chapters"
    else:
        tied = [p["seat"] for p in players]
        reason = "chosen at random"
    if len(tied) == 1:
        return tied[0], reason
    r = ctx.state["rng"]
    seat = tied[chance.pick_index(ctx.state["seed"], r, len(tied))]
    ctx.emit("crest_drawn", tied=tied, seat=seat, r=r)  # p.6: a tie is broken by a crest
    return seat, reason


# -- the joining rule (p.21) ----------------------------------------------------------------

@op("_joining")
def _joining(ctx, frame, a, path):
    seat = frame["actor"]
    drawn = list(ctx.state["decks"]["item"][:JOINING_DRAW])
    if not drawn:
        return
    for card in drawn:
        ctx.emit("card_drawn", seat=seat, deck="item", card=card)
    name = player(ctx.state, seat)["name"]
    ask(ctx, "joining_keep", seat,
        f"{name}'s family has missed more than half the chapters: keep one of these items.",
        drawn, cards=drawn)


@answers("joining_keep")
def _answer_joining_keep(ctx, pending, choice):
    seat = pending["seat"]
    returned = [c for c in pending["cards"] if c != choice]
    ctx.emit("joining_kept", seat=seat, card=choice, returned=returned)
    if returned:
        order, r = ctx.shuffled(ctx.state["decks"]["item"])
        ctx.emit("deck_reshuffled", deck="item", order=order, r=r, why="shuffled in")
    offer_heirloom(ctx, seat, choice, joining=True)


# -- Legacy cards after PAUSE -------------------------------------------------------------

def resume_legacy(ctx, actor: int) -> None:
    """The chapter's cards after PAUSE, up to STOP (the PAUSE card said: when the haunt
    is revealed)."""
    n = ctx.state["chapter"]["n"]
    for card in reversed(chapter_cards(ctx.pack, ctx.state["house"], n)):
        push_ops(ctx, [{"_read_legacy": {"card": card}}], actor)


@op("_read_legacy")
def _read_legacy(ctx, frame, a, path):
    read_legacy(ctx, a["card"], frame["actor"])


# -- the campaign's ops ------------------------------------------------------------------

def family_of(ctx, seat: int) -> str:
    return player(ctx.state, seat)["explorer"]


def _card(ctx, a) -> str | None:
    return a.get("card") or running_card(ctx)


def _in_play(ctx) -> bool:
    """Past PAUSE: what is added is shuffled into its deck or the stack."""
    return bool(ctx.state["chapter"].get("paused"))


def _change(ctx, **change) -> None:
    ctx.emit("house_changed", change=change)


@op("add_card")
def _op_add_card(ctx, frame, a, path):
    card = a["card"]
    if not locked(ctx.state["house"], card):
        ctx.emit("narrated", seat=frame["actor"], text=f"{ctx.pack.cards[card].name} is already in the house.")
        return
    deck = a.get("deck") or ctx.pack.cards[card].deck
    source = "purgatory" if card in ctx.state["house"]["purgatory"] else "sealed"
    _change(ctx, kind="add_card", card=card, deck=deck, **{"from": source})
    if _in_play(ctx):
        order, r = ctx.shuffled(ctx.state["decks"][deck])
        ctx.emit("deck_reshuffled", deck=deck, order=order, r=r, why="shuffled in")


@op("add_or_intensify")
def _op_add_or_intensify(ctx, frame, a, path):
    if locked(ctx.state["house"], a["card"]):
        _op_add_card(ctx, frame, {"card": a["card"]}, path)
    else:
        _change(ctx, kind="intensify", card=a["card"])


@op("intensify")
def _op_intensify(ctx, frame, a, path):
    """One more box checked; with ``up_to: N``, boxes checked until N are (none if N
    already are: "intensify to its last box")."""
    if "up_to" not in a:
        _change(ctx, kind="intensify", card=a["card"])
        return
    have = int((ctx.state["house"]["cards"].get(a["card"]) or {}).get("checks", 0))
    for _ in range(max(0, int(a["up_to"]) - have)):
        _change(ctx, kind="intensify", card=a["card"])


@op("crest_card")
def _op_crest_card(ctx, frame, a, path):
    card = _card(ctx, a)
    if card is not None:
        _change(ctx, kind="crest_card", card=card, family=family_of(ctx, frame["actor"]))


@op("name_card")
def _op_name_card(ctx, frame, a, path):
    """The game names a card (p.13: "you might later be told to name the card"), or with
    ``ask`` the player does (a name of their own or the one suggested)."""
    if not a.get("ask"):
        _change(ctx, kind="name_card", card=a["card"], name=a["name"])
        return
    card = a["card"]
    suggested = a.get("name") or ctx.pack.cards[card].name
    blank = card_name(ctx.pack, ctx.state, card)
    ask(ctx, "name_card", frame["actor"], a.get("prompt") or f"Name {blank}.", [suggested], card=card, text=True)


@answers("name_card")
def _answer_name_card(ctx, pending, choice):
    _change(ctx, kind="name_card", card=pending["card"], name=" ".join(str(choice).split()))


def _present(ctx, card: str) -> bool:
    house = ctx.state["house"]
    return any(card in cards for cards in house["decks"].values()) and card not in house["box"]


@op("to_box")
def _op_to_box(ctx, frame, a, path):
    if _present(ctx, a["card"]):
        _change(ctx, kind="to_box", card=a["card"])


@op("to_tomb")
def _op_to_tomb(ctx, frame, a, path):
    card = a["card"]
    if card not in ctx.state["house"]["tomb"] and card not in ctx.state["house"]["destroyed"]:
        _change(ctx, kind="to_tomb", card=card)


@op("from_tomb")
def _op_from_tomb(ctx, frame, a, path):
    card = a["card"]
    if card in ctx.state["house"]["tomb"]:
        deck = ctx.pack.cards[card].deck
        _change(ctx, kind="from_tomb", card=card, deck=deck)
        if _in_play(ctx):
            order, r = ctx.shuffled(ctx.state["decks"][deck])
            ctx.emit("deck_reshuffled", deck=deck, order=order, r=r)


@op("destroy")
def _op_destroy(ctx, frame, a, path):
    card = _card(ctx, a)
    if card is not None and card not in ctx.state["house"]["destroyed"]:
        _change(ctx, kind="destroy", card=card)


@op("add_tiles")
def _op_add_tiles(ctx, frame, a, path):
    if "plank" in a:
        plank = next(p for p in ctx.pack.extra["campaign"]["planks"] if p["plank"] == a["plank"])
        tiles = list(plank["tiles"])
    else:
        tiles = list(a["tiles"])
    tiles = [t for t in tiles if t in ctx.state["house"]["planks"]]
    if not tiles:
        return
    _change(ctx, kind="add_tiles", tiles=tiles, plank=a.get("plank"))
    if _in_play(ctx):
        order, r = ctx.shuffled(ctx.state["stack"])
        ctx.emit("tiles_reshuffled", order=order, r=r, why="shuffled in")


@op("sticker")
def _op_sticker(ctx, frame, a, path):
    tile = player(ctx.state, frame["actor"])["tile"] if a["tile"] == "here" else a["tile"]
    change = {"kind": "sticker", "tile": tile, "sticker": a["kind"]}
    if a["kind"] == "crest":
        change["family"] = family_of(ctx, frame["actor"])
    _change(ctx, **change)


@op("open_door")
def _op_open_door(ctx, frame, a, path):
    door = a["door"]
    if door in ctx.state["house"]["doors"]:
        return
    sticker = ctx.pack.extra["folium"][door]
    flag = sticker.get("flag") if sticker.get("kind") == "rule" and not sticker.get("planned") else None
    _change(ctx, kind="open_door", door=door, flag=flag)


# -- the campaign's conditions --------------------------------------------------------------

@cond("card_crest")
def _c_card_crest(ctx, seat, arg):
    card = running_card(ctx)
    return crest_state(crests_on_card(ctx.state, card) if card else [], player(ctx.state, seat)["explorer"], arg)


@cond("tile_crest")
def _c_tile_crest(ctx, seat, arg):
    me = player(ctx.state, seat)
    return crest_state(crests_on_tile(ctx.state, me["tile"]), me["explorer"], arg)


@cond("rule")
def _c_rule(ctx, seat, arg):
    return rule_on(ctx.state, arg)


@cond("card_destroyed")
def _c_card_destroyed(ctx, seat, arg):
    """``{card_destroyed: CARD}``: the card has been destroyed in this campaign (it is in
    the house's ``destroyed``): e.g. a Legacy card that brings a lost card back as a new
    one. Outside a campaign: never."""
    house = ctx.state.get("house")
    return house is not None and arg in house.get("destroyed", ())


@cond("most_won")
def _c_most_won(ctx, seat, arg):
    """``{most_won: heroes|traitor}``: that side has won more of the campaign's chapters
    (in play: the chapters before this one; at the chapter's end: this one too, a tie
    going to this chapter's winner). Outside a chapter: never."""
    chapter = ctx.state.get("chapter")
    if chapter is None:
        return False
    return most_won(chapter, ctx.state.get("winner")) == arg


# -- heirlooms across chapters (p.12-13) ---------------------------------------------------

def chapter_state(e) -> dict:
    """The game state's ``chapter`` entry made from ``game_started``'s ``campaign``."""
    return {**clone(e["campaign"]), "paused": False}


# -- rules stickers at a turn's end ------------------------------------------------------------

def push_end_of_turn(ctx, seat: int) -> None:
    """Rules stickers read at a turn's end: ``crest_hearth`` (on a tile with your family's
    crest, heal Sanity), ``heirloom_steadies`` (carrying your own family's heirloom, heal
    Might), ``objects_kept`` (carrying an Object of the haunt, heal Knowledge)."""
    me = player(ctx.state, seat)
    if not me["alive"]:
        return
    if rule_on(ctx.state, "crest_hearth") and me["explorer"] in crests_on_tile(ctx.state, me["tile"]):
        push_ops(ctx, [{"_crest_hearth": {}}], seat)
    heirlooms = ctx.state.get("heirlooms") or {}
    if rule_on(ctx.state, "heirloom_steadies") and any(heirlooms.get(c) == me["explorer"] for c in me["cards"]):
        push_ops(ctx, [{"_rule_heal": {"trait": "might", "why": "the family's heirloom"}}], seat)
    objects = (ctx.state.get("haunt") or {}).get("objects") or {}
    if rule_on(ctx.state, "objects_kept") and any((o or {}).get("holder") == seat for o in objects.values()):
        push_ops(ctx, [{"_rule_heal": {"trait": "knowledge", "why": "what you keep for the house"}}], seat)


@op("_rule_heal")
def _rule_heal(ctx, frame, a, path):
    from ..rules import traits
    traits.heal(ctx, frame["actor"], a["trait"], why=a["why"])


@op("_crest_hearth")
def _crest_hearth(ctx, frame, a, path):
    seat = frame["actor"]
    ctx.emit("narrated", seat=seat, text=f"The family hearth warms {player(ctx.state, seat)['name']}.")
    traits.heal(ctx, seat, "sanity", why="the family hearth")
