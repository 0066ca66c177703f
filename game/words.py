"""The effect words: each declared once, with everything the rest of the game reads of it.

A ``Word`` carries its name, its arguments (required and optional: the validator's
schema), where content may use it (any pack, a haunt, a campaign pack), whether it asks
someone a question, whether it hurts whoever resolves it (legacy p.19), whether it
changes only the one resolving it (the bots count it for or against them by whose gain
it is), whether the house's turn or content read between games may use it, the bots'
valuation and a one-line doc (the "does" cell of its row in the docs, kept equal by
``tests/test_effect_words.py``). ``game.content.effects_schema``, ``game.effects.HARM_OPS``
and the bots' ``Judge`` are made from this table; the interpreter's code for a word is
``@op(name)`` in the module of the rules it belongs to (``game.effects`` refuses an op
that is not declared here). Docs/ENGINE.md "Adding an effect word" lists the steps.

A valuation is ``value(judge, args, depth) -> float``: what resolving the word is worth
to ``judge`` (a ``game.bots.judge.Judge``) as far as its view shows; ``depth`` is how
deep in nested effects it is (pass ``depth + 1`` to ``judge.effects`` for nested lists).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

CARD_DRAW = {"item": 2.0, "omen": 1.2, "event": -0.3}  # (a card drawn, as the bots count it)
# where a word may be used, and the file its doc row is in
SCOPES = {"any": "docs/CONTENT_FORMAT.md", "haunt": "docs/HAUNT_FORMAT.md", "campaign": "docs/CAMPAIGN.md"}


class Word(NamedTuple):
    name: str
    needs: frozenset          # required arguments
    may_have: frozenset       # optional arguments
    scope: str                # "any", "haunt" (haunts only) or "campaign" (campaign packs only)
    doc: str                  # one line: what it does (its doc row's last cell)
    value: Callable           # the bots' valuation: value(judge, args, depth) -> float
    asks: bool | str = False  # asks someone (a str: only when that argument is true)
    harms: bool = False       # hurts whoever resolves it (a harmful effect, legacy p.19)
    personal: bool = False    # changes only the one resolving it
    house: bool = False       # the house's turn (a haunt's every_round) may use it
    between: bool = False     # content read between games may use it (nobody to ask or act)


def word(name, needs="", may_have="", *, scope="any", doc, value, **flags) -> Word:
    return Word(name, frozenset(needs.split()), frozenset(may_have.split()), scope, doc, value, **flags)


def nothing(judge, a, depth) -> float:
    """Worth nothing to the bots (what it changes they do not weigh)."""
    return 0.0


def _for(side: str, worth: float):
    """Worth ``worth`` to ``side``'s players, as much against the others."""
    return lambda j, a, depth: worth if j.side == side else -worth


def _nested(j, a, depth) -> float:
    return j.effects(a.get("effects"), depth + 1)


def _damage(j, a, depth) -> float:
    if "dice" in a:
        chances = j.dice_chances(j.number(a["dice"]))
        return -sum(p * j.damage_cost(a["kind"], k) for k, p in enumerate(chances))
    return -j.damage_cost(a["kind"], j.number(a["amount"]))


def _heal(j, a, depth) -> float:
    traits = j.TRAITS if a["trait"] == "all" else (a["trait"],)
    below = {t: j.start_index(t) - j.player["traits"][t] for t in traits}
    return sum(max(0.0, j.delta(t, n)) for t, n in below.items())


def _pay(j, a, depth) -> float:
    if j.player["traits"][a["trait"]] - j.number(a["amount"]) < 0:
        return 0.0
    return max(0.0, j.effects(a.get("effects"), depth + 1) + j.delta(a["trait"], -j.number(a["amount"])))


def _end_movement(j, a, depth) -> float:
    turn = j.view.get("turn") or {}
    return -0.4 if turn.get("seat") == j.seat and turn.get("moves") else 0.0


def _grow(j, a, depth) -> float:
    worth = 3.0 * j.number(a["add"])
    return worth if j.side == "traitor" else -worth


_H, _C = {"scope": "haunt"}, {"scope": "campaign"}

WORDS_IN_ORDER = (
    # -- any pack (docs/CONTENT_FORMAT.md "Effects") --
    word("roll", "", "trait dice bonus bands text", value=lambda j, a, d: j.bands(a, d),
         doc="trait roll (dice = current value) or N dice; runs the band the result falls in. Bands must "
             "cover every possible result (`max` omitted = no upper bound)."),
    word("gain", "trait amount", personal=True, doc="raise a trait up to its top step",
         value=lambda j, a, d: j.delta(a["trait"], j.number(a["amount"]))),
    word("lose", "trait amount", personal=True, harms=True,
         doc="lower a trait (counts as physical/mental damage by trait)",
         value=lambda j, a, d: j.delta(a["trait"], -j.number(a["amount"]))),
    word("damage", "kind", "amount dice", personal=True, harms=True, asks=True, value=_damage,
         doc="take damage; if it can be split, the player chooses the split"),
    word("gain_choice", "traits amount", personal=True, asks=True,
         doc="the player picks one of the traits to gain",
         value=lambda j, a, d: max(j.delta(t, j.number(a["amount"])) for t in a["traits"])),
    word("heal", "trait", personal=True, value=_heal, doc="reset to the starting value if below it"),
    word("draw", "deck", "count", personal=True, doc="draw cards (ends movement)",
         value=lambda j, a, d: CARD_DRAW.get(a["deck"], 0.0) * j.number(a.get("count", 1))),
    word("may", "effects", "prompt", asks=True, doc="yes/no decision",
         value=lambda j, a, d: max(0.0, j.effects(a.get("effects"), d + 1))),
    word("choose", "options", "prompt", asks=True, doc="the player picks one option",
         value=lambda j, a, d: max(j.effects(o.get("effects"), d + 1) for o in a["options"])),
    word("pay", "trait amount effects", "prompt", asks=True, value=_pay,
         doc="may lose N of X to get the effects (only if the full price can be paid)"),
    word("if", "cond", "then else", house=True, doc="conditional",
         value=lambda j, a, d: j.effects(a.get("then" if j.holds(a["cond"]) else "else"), d + 1)),
    word("token", "", "place remove", doc="on your tile", value=nothing),
    word("move_to", "tile", doc="move there if it is placed (no move cost)", value=nothing),
    word("move_choice", "", "region", personal=True, asks=True, doc="move to any placed tile of your choice",
         value=lambda j, a, d: 0.4),
    word("slide_to", "tile", doc="the coal-chute slide: move there at once, costs no move", value=nothing),
    word("elevator", doc="roll 2 dice and relocate this tile (the elevator)", value=nothing),
    word("fall", "", "region", personal=True, value=lambda j, a, d: -0.3,
         doc="fall below: to the marked landing spot, or draw and place a tile there"),
    word("end_movement", personal=True, harms=True, doc="no more moves this turn", value=_end_movement),
    word("each_here", "effects", doc="each *other* explorer on your tile resolves the effects",
         value=lambda j, a, d: j.each_here(a.get("effects"), d)),
    word("each_explorer", "effects", house=True, doc="every explorer, you first, then clockwise", value=_nested),
    word("discard_item", "", "choose", personal=True, harms=True, asks=True,
         doc="discard one of your items (your choice)",
         value=lambda j, a, d: -1.5 if any(j.pack.cards[c].droppable for c in j.player["cards"]) else 0.0),
    word("narrate", "text", house=True, between=True, doc="a line in the story log, nothing else", value=nothing),
    # -- haunts only (docs/HAUNT_FORMAT.md) --
    word("counter", "name add", **_H, house=True, doc="change a haunt counter (starts at 0)",
         value=lambda j, a, d: j.counter(a["name"], j.number(a["add"]))),
    word("win", "side", **_H, house=True, doc="that side wins now",
         value=lambda j, a, d: 1000.0 if a["side"] == j.side else -1000.0),
    word("place_object", "object", "tile", **_H, doc="put the object on a tile (default: your tile)",
         value=nothing),
    word("spawn_monster", "monster", "count tile", **_H, house=True, value=_for("traitor", 2.0),
         doc="put more monsters of a type (default: your tile)"),
    word("stun_monsters_here", **_H, doc="stun every monster on your tile", value=_for("heroes", 1.5)),
    word("kill_monsters_here", "", "monster", **_H, doc="remove monsters on your tile (of a type)",
         value=_for("heroes", 6.0)),
    word("grow_monsters", "monster trait add", **_H, house=True, value=_grow,
         doc='every monster of that type, now and later, has the trait raised (see "Monsters that grow")'),
    word("close_room", "", "tile farthest_from", **_H, house=True, value=_for("traitor", 1.5),
         doc='close a room (see "Rooms that close")'),
    word("open_room", **_H, doc="open your room and every closed room next to it",
         value=lambda j, a, d: 2.0 if j.side == "heroes" and j.rooms_closed() else 0.0),
    word("unmask", "", "found missed", **_H, value=lambda j, a, d: j.unmask(a, d),
         doc='find a hidden traitor on your tile (see "Finding a hidden traitor")'),
    word("escape", **_H, doc='you get out of the house alive (see "Escaping the house")',
         value=nothing),  # (what getting out is worth is the goal's counter beside it)
    # -- campaign packs only (docs/CAMPAIGN.md "Campaign ops") --
    word("add_card", "card", "deck", **_C, between=True, value=nothing,
         doc="from Purgatory or sealed into its deck (in play: shuffled in)"),
    word("add_or_intensify", "card", **_C, between=True, value=nothing,
         doc="added if still locked, else one more box checked"),
    word("intensify", "card", "up_to", **_C, between=True, value=nothing,
         doc="one more box checked (`intensity_at_least` reads the checks); with `up_to`, boxes checked "
             'until N are (none if they already are: "to its last box")'),
    word("crest_card", "", "card", **_C, doc="the actor's family crest on it", value=nothing),
    word("name_card", "card", "name ask prompt", **_C, asks="ask", between=True, value=nothing,
         doc="the card's name from now on (omens: complete the blank); with `ask: true` the table writes it "
             "(`name` is the name offered) — not where nobody can be asked"),
    word("to_box", "card", **_C, between=True, value=nothing,
         doc="out of this chapter; back in its deck at the chapter's end"),
    word("to_tomb", "card", **_C, between=True, doc="out until a `from_tomb`", value=nothing),
    word("from_tomb", "card", **_C, between=True, doc="back into its deck", value=nothing),
    word("destroy", "", "card", **_C, between=True, doc="gone for good", value=nothing),
    word("add_tiles", "", "plank tiles", **_C, between=True, value=nothing,
         doc="from the planks into the tile stack (in play: shuffled in)"),
    word("sticker", "tile kind", **_C, between=True, value=nothing,
         doc="stuck on the tile for good (a crest is the actor's family's)"),
    word("open_door", "door", **_C, between=True, value=nothing,
         doc="opens a Folium door; a rules sticker holds from now on"),
    word("branch", "id options", "title", **_C, between=True, value=nothing,
         doc="once per campaign: the first option whose `when` holds is taken (the last has no `when`), a "
             "`branch` change records it with `because` (blanks `{traitor}`, `{dead}` filled with the "
             "families' surnames), its effects follow (section 7)"),
    word("legacy_deck", "deck", **_C, between=True, value=nothing,
         doc="the Legacy deck chapters read from now on, where a chapter has cards in both"),
    word("intensify_present", "cards", **_C, between=True, value=nothing,
         doc="one box more on each listed card the house has in a deck; the rest stay where they are (a bulk "
             "change drawn from this house)"),
    word("add_range", "from to", **_C, between=True, value=nothing,
         doc="every card still in Purgatory numbered from..to joins its deck"),
)

WORDS: dict[str, Word] = {w.name: w for w in WORDS_IN_ORDER}


def schema(scope: str) -> dict[str, tuple[set[str], set[str]]]:
    """op -> (required args, optional args) of the words of one scope (the validator's)."""
    return {w.name: (set(w.needs), set(w.may_have)) for w in WORDS_IN_ORDER if w.scope == scope}


def named(flag: str) -> frozenset:
    """The words with ``flag`` set (``"harms"``, ``"personal"``, ``"house"``...)."""
    return frozenset(w.name for w in WORDS_IN_ORDER if getattr(w, flag))
