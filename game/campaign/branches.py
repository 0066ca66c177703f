"""Branches: how a chapter ended decides what enters the house (docs/CAMPAIGN.md, "Branches").

A chapter's **outcome** (``outcome_of``: the side that won, the traitor's family, who
died, what the chapter destroyed, named or carried out) is given to its end, and the
campaign's content reads it with the conditions below. A ``branch`` op names a choice
the house makes once: its options are tried in order, the first whose ``when`` holds is
taken (the last has none: the way things go otherwise), a ``branch`` change records it
with the reason in words (``because``), and the option's effects follow. The options not
taken are the branches "left behind", locked for this campaign (the chronicle shows them).

Also here: the two Legacy decks (a branch may set which one the campaign reads from a
chapter on: ``legacy_deck``), the sealed box and envelope (``campaign.yaml: sealed``,
opened at a chapter's end once their condition holds), and two bulk ops that draw from
what *this* house has: ``intensify_present`` and ``add_range`` (a Purgatory range).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..effects import CONDS, OPS, cond, holds, op, push_ops
from ..narration_words import mid

# -- a chapter's outcome -------------------------------------------------------------------


def outcome_of(pack, state) -> dict:
    """What the finished chapter did, from its game state (all of it public by now)."""
    haunt = state.get("haunt") or {}
    players = state["players"]
    traitor = haunt.get("traitor")
    changes = (state.get("house") or {}).get("changes") or ()
    carried = sorted({c for p in players if p["alive"] for c in p.get("cards") or ()})
    return {
        "winner": state.get("winner"),
        "traitor": None if traitor is None else players[traitor]["explorer"],
        "traitor_died": traitor is not None and not players[traitor]["alive"],
        "dead": sorted(p["explorer"] for p in players if not p["alive"]),
        "heroes_dead": sum(1 for p in players if not p["alive"] and p.get("role") != "traitor"),
        "destroyed": sorted({c["card"] for c in changes if c["kind"] == "destroy" and not c.get("unused")}),
        "named": sorted({c["card"] for c in changes if c["kind"] in ("name_card", "heirloom") and c.get("name")}),
        "carried": carried,
        "turns": int(state.get("turns_taken") or 0),
    }


def _outcome(ctx) -> dict:
    return (ctx.state.get("chapter") or {}).get("outcome") or {}


def family_words(pack, family: str | None, names: dict | None = None) -> str:
    """"the Fennicks": a family named by its surname, as the table wrote it."""
    if not family:
        return "nobody"
    name = (names or {}).get(family) or pack.explorers[family].name
    return f"the {name}es" if name.endswith(("s", "x", "sh", "ch")) else f"the {name}s"


def because_words(pack, text: str, outcome: dict, names: dict | None = None) -> str:
    """An option's ``because`` with its blanks filled from the outcome: ``{traitor}`` (the
    betraying family), ``{dead}`` (the families who lost someone)."""
    dead = [family_words(pack, f, names) for f in outcome.get("dead") or ()]
    words = {"traitor": family_words(pack, outcome.get("traitor"), names),
             "dead": " and ".join(dead) if dead else "nobody"}
    out = str(text)
    for key, value in words.items():
        out = out.replace("{" + key + "}", value)
    return out[:1].upper() + out[1:]


# -- conditions on the outcome and on the house ---------------------------------------------

@cond("won")
def _c_won(ctx, seat, arg):
    """``{won: heroes|traitor}``: the chapter ended with that side's win (at its end)."""
    return _outcome(ctx).get("winner") == arg


@cond("betrayed_by")
def _c_betrayed_by(ctx, seat, arg):
    """``{betrayed_by: [families]}`` (or ``any``): the chapter's traitor was of one of them."""
    fam = _outcome(ctx).get("traitor")
    return fam is not None and (arg == "any" or fam in arg)


@cond("deaths_at_least")
def _c_deaths(ctx, seat, arg):
    return len(_outcome(ctx).get("dead") or ()) >= int(arg)


@cond("traitor_died")
def _c_traitor_died(ctx, seat, arg):
    return bool(_outcome(ctx).get("traitor_died")) == bool(arg)


@cond("destroyed_now")
def _c_destroyed_now(ctx, seat, arg):
    """``{destroyed_now: CARD}``: the chapter destroyed that card (not one left unused)."""
    return arg in (_outcome(ctx).get("destroyed") or ())


@cond("carried_out")
def _c_carried_out(ctx, seat, arg):
    """``{carried_out: CARD}``: a living explorer held the card as the chapter ended."""
    return arg in (_outcome(ctx).get("carried") or ())


@cond("turns_at_least")
def _c_turns(ctx, seat, arg):
    return int(_outcome(ctx).get("turns") or 0) >= int(arg)


def _house(ctx) -> dict:
    return ctx.state.get("house") or {}


@cond("took")
def _c_took(ctx, seat, arg):
    """``{took: "branch=option"}``: this campaign took that option of an earlier branch."""
    branch, _, option = str(arg).partition("=")
    return (_house(ctx).get("branches") or {}).get(branch) == option


@cond("door_open")
def _c_door_open(ctx, seat, arg):
    return arg in (_house(ctx).get("doors") or ())


@cond("has_card")
def _c_has_card(ctx, seat, arg):
    """``{has_card: CARD}``: the card is in one of the house's decks."""
    return any(arg in cards for cards in (_house(ctx).get("decks") or {}).values())


@cond("has_tile")
def _c_has_tile(ctx, seat, arg):
    return arg in (_house(ctx).get("tiles") or ())


@cond("sealed_opened")
def _c_sealed_opened(ctx, seat, arg):
    return arg in (_house(ctx).get("opened") or ())


OUTCOME_CONDS = ("won", "betrayed_by", "deaths_at_least", "traitor_died", "destroyed_now", "carried_out",
                 "turns_at_least")
HOUSE_CONDS = ("took", "door_open", "has_card", "has_tile", "sealed_opened")
assert all(name in CONDS for name in OUTCOME_CONDS + HOUSE_CONDS)


# -- the branch op ----------------------------------------------------------------------------

def run_end_effects(ctx, effects) -> None:
    """Effects read between games (a journal entry, the Legacy cards read at a chapter's
    end: ``ending._EndCtx``): each op at once, nobody to ask."""
    for effect in effects or ():
        (name, args), = effect.items()
        if name != "narrate":  # (read aloud from the entry's text; nothing to do)
            OPS[name](ctx, {"actor": None}, args if args is not None else {}, None)


def _run_effects(ctx, frame, effects) -> None:
    """An option's effects: at a chapter's end at once (nobody to ask), in play on the stack."""
    if not effects:
        return
    if getattr(ctx, "at_end", False):
        run_end_effects(ctx, effects)
    else:
        push_ops(ctx, list(effects), frame["actor"])


def pick_option(ctx, seat, options) -> int:
    for i, option in enumerate(options):
        if option.get("when") is None or holds(ctx, seat, option["when"]):
            return i
    return len(options) - 1


@op("branch")
def _op_branch(ctx, frame, a, path):
    """``{branch: {id, title, options: [{id, label, when?, because, effects}]}}`` — once per
    campaign: a branch already taken is not taken again."""
    house = ctx.state["house"]
    if a["id"] in (house.get("branches") or {}):
        return
    options = a["options"]
    i = pick_option(ctx, frame["actor"], options)
    taken = options[i]
    because = because_words(ctx.pack, taken.get("because") or taken.get("label") or "", _outcome(ctx),
                            (ctx.state.get("chapter") or {}).get("surnames"))
    ctx.emit("house_changed", change={"kind": "branch", "branch": a["id"], "taken": taken["id"],
                                      "because": because, "left": [o["id"] for o in options if o is not taken]})
    _run_effects(ctx, frame, taken.get("effects"))


@op("legacy_deck")
def _op_legacy_deck(ctx, frame, a, path):
    """``{legacy_deck: 2}``: from the next chapter on, the campaign reads the second Legacy
    deck where a chapter has cards in both (book p.3: two Legacy decks)."""
    ctx.emit("house_changed", change={"kind": "legacy_deck", "deck": int(a["deck"])})


@op("intensify_present")
def _op_intensify_present(ctx, frame, a, path):
    """``{intensify_present: {cards: [...]}}``: one box more on each listed card this house
    has in a deck; the others stay where they are (a bulk change that draws from the house)."""
    decks = ctx.state["house"]["decks"].values()
    for card in a["cards"]:
        if any(card in cards for cards in decks):
            ctx.emit("house_changed", change={"kind": "intensify", "card": card})


@op("add_range")
def _op_add_range(ctx, frame, a, path):
    """``{add_range: {from: N, to: M}}``: every card still in Purgatory numbered N to M joins
    its deck (book p.5: "take cards 230-235 from the Purgatory deck")."""
    numbers = {e["card"]: e["number"] for e in ctx.pack.extra["campaign"]["purgatory"]}
    for card in list(ctx.state["house"]["purgatory"]):
        if int(a["from"]) <= numbers.get(card, 0) <= int(a["to"]):
            OPS["add_card"](ctx, frame, {"card": card}, path)   # (through the registry: no import of play)


# -- the sealed box and envelope ---------------------------------------------------------------

def open_sealed(ctx) -> None:
    """At a chapter's end: each sealed thing not yet opened whose condition holds is opened
    (a ``sealed_opened`` change), and its effects run."""
    for thing in ctx.pack.extra["campaign"].get("sealed") or ():
        if thing["id"] in (ctx.state["house"].get("opened") or ()):
            continue
        if holds(ctx, None, thing["when"]):
            ctx.emit("house_changed", change={"kind": "sealed_opened", "sealed": thing["id"],
                                              "because": because_words(ctx.pack, thing.get("because", ""),
                                                                       _outcome(ctx))})
            _run_effects(ctx, {"actor": None}, thing.get("effects"))


# -- reading the branches for the screens ----------------------------------------------------------

def _entry_numbers(node) -> list[int]:
    """Every journal entry a haunt's ``journal`` names (numbers, or ``most_won`` mappings)."""
    if isinstance(node, Mapping):
        return [e for value in node.values() for e in _entry_numbers(value)]
    return [node] if isinstance(node, int) else []


def catalogue(pack) -> dict:
    """Every branch the content can take: ``{id: {"title", "chapter", "options": [{id, label}]}}``
    (Legacy cards, journal entries, the chapters' ends; alternative haunts count as branches)."""
    out: dict = {}

    def walk(node, chapter):
        if isinstance(node, Mapping):
            if "branch" in node and isinstance(node["branch"], Mapping) and "options" in node["branch"]:
                b = node["branch"]
                out.setdefault(b["id"], {"title": b.get("title") or b["id"], "chapter": chapter,
                                         "options": [{"id": o["id"], "label": o.get("label") or o["id"],
                                                      "because": o.get("because")} for o in b["options"]]})
            for value in node.values():
                walk(value, chapter)
        elif isinstance(node, (list, tuple)):
            for value in node:
                walk(value, chapter)

    camp = pack.extra["campaign"]
    for card in pack.extra["legacy"].values():
        walk(card.get("effects"), card["chapter"])
    entries = pack.extra["journal"]
    chapter_of = {}
    for card in pack.extra["legacy"].values():
        pause = card.get("pause") or {}
        for haunt in (pause.get("haunt"), (pause.get("alternative") or {}).get("haunt")):
            if haunt:
                chapter_of[haunt] = card["chapter"]
    for hid, chapter in chapter_of.items():
        for e in _entry_numbers(pack.haunts[hid].get("journal")):
            if e in entries:
                walk(entries[e].get("effects"), chapter)
    for ch in camp["chapters"]:
        walk(ch.get("end"), ch["n"])
    for card in pack.extra["legacy"].values():
        pause = card.get("pause") or {}
        alt = pause.get("alternative")
        if alt:
            out[alt["branch"]] = {"title": alt.get("title") or "The chapter's haunt", "chapter": card["chapter"],
                                  "options": [{"id": alt["haunt"], "label": pack.haunts[alt["haunt"]]["title"]},
                                              {"id": pause["haunt"], "label": pack.haunts[pause["haunt"]]["title"]}]}
    return out


def taken_in(changes) -> list[dict]:
    """The branch changes among a chapter's changes, in order (what its end names)."""
    return [c for c in changes or () if c["kind"] in ("branch", "sealed_opened")]


def branch_sentence(pack, change) -> str:
    """One line for a chapter's end and the chronicle."""
    if change["kind"] == "sealed_opened":
        thing = next(t for t in pack.extra["campaign"]["sealed"] if t["id"] == change["sealed"])
        return f"{change.get('because') or ''} {thing['title']} is opened.".strip()
    return change.get("because") or change["taken"]


def room_words(pack, tile: str) -> str:
    return mid(pack.tiles[tile].name, True)
