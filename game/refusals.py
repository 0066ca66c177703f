"""The engine's refusals, as the screens translate them (issue 36).

A command the rules refuse comes back as a sentence of plain English
(``IllegalCommand.reason``, a check's return, ``game.reach.why_not``), and stays so: the
engine's words are the same in every language, in logs and in tests. The screens
translate a refusal where they show it, as they translate everything, with ``_()``: a
refusal without a name in it is its own msgid; one with a name or a number in it is
matched against the templates below, the parts filled in translated too ("the Foyer" is
"Vestibül"), and said in the language in use (``translate``).

Each template is the engine's sentence with its changing parts named; a test holds the
list to the engine (``tests/test_refusals_i18n.py``: every refusal the rules can give
has its template here, and every template still matches one). Add a template when you
add a refusal with a name or number in it.
"""

from __future__ import annotations

import re

from .i18n import N_, SENTENCES, Np_
from .vocabulary import FLOORS

TEMPLATES = (
    N_("'{action}' can't be done again"),
    N_("'{action}' is not possible right now"),
    N_("'{choice}' is not one of the offered choices"),
    N_("'{command}' is not something you can do in this game"),
    N_("Blocked by the barrier in {room}: cross it first (a {trait} roll of {target}+)."),
    N_("Blocked by {room} on the way: {why}, so a walk stops there."),
    N_("No open way leads from your room to {room}."),
    N_("No way leads from your room to {room}."),
    N_("Not enough moves left: {room} is {cost} away and you have {left}."),
    N_("Not enough moves left: {room} is {cost} away (leaving {here} takes {leave}) and you have {left}."),
    N_("You are in {room}."),
    N_("entering {room} sets its text going"),
    N_("it is not your turn (it is seat {seat}'s turn)"),
    N_("leaving {room} sets its text going"),
    N_("no rooms are left for the {floor} floor"),
    N_("not enough moves left this turn: leaving this room takes {cost} and you have {moves}"),
    N_("only one side of character card {card} can play in a game"),
    N_("seat {seat} needs an explorer from the {pack} pack (got {explorer})"),
    N_("seat {seat} must answer this, not you"),
    N_("the game's date must be a day written MM-DD (got {date})"),
    N_("the {side} have no such action"),
    N_("there is no open doorway to the {door} of your room"),
    N_("there is no seat {seat}"),
    N_("there is no seat {seat} to go first"),
    N_("you already did '{action}' this turn"),
    N_("you already did {word} this turn (each action word once per turn)"),
    N_("you already used the action {word} this turn"),
    N_("you already used {card} this turn"),
    N_("{word} cannot be done again"),
    N_("{word} is not possible here"),
    N_("{token} there acts on whoever enters"),
    N_("{monster} has had its turn: small monsters act in number order"),
    N_("{room} is not connected to your room by an open way"),
    N_("{card} cannot be dropped"),
    N_("{card} cannot be given away"),
    N_("{card} has nothing to use"),
    N_("{card} is used (turned sideways) until your next turn"),
    N_("{card} is used this turn and cannot be dropped"),
    N_("{card} is used this turn and cannot be given"),
    N_("{ruleset} is played by {low} to {high} people"),
)
# The engine's other sentences with a name or a number in them: the questions it asks
# (a pending question's ``prompt``) and what it narrates in its own words (a "narrated"
# event's ``text``). Translated where shown like a refusal; ``tests/test_said_i18n.py``
# holds the list to the engine (every such sentence has its template here, and every
# template still says one). Those without a part are msgids of their own (tools/i18n.py).
SAID = (
    N_("Be affected by {card}?"),
    N_("Cannot pay {amount} {trait}."),
    N_("Gain {amount} in a trait of your choice."),
    N_("Ignore {card}? Its harm passes you by, and so does any good it would do you."),
    N_("Let {name} take {card}?"),
    N_("Lose {amount} {trait}?"),
    N_("Make {card} your family's heirloom?"),
    N_("Name the heirloom ({card})."),
    N_("Name {card}."),
    N_("Needed {target}+ to cross; the way stays shut this turn."),
    N_("No rooms are left for the {floor} floor."),
    N_("Place {room}: choose how it turns."),
    N_("Take {amount} {kind} damage: choose which traits drop."),
    N_("The family hearth warms {name}."),
    N_("The {deck} deck is empty."),
    N_("You win by {amount}: deal the damage or steal instead?"),
    N_("{card} does nothing to the traitor."),
    N_("{card} is already in the house."),
    N_("{monster} has no {trait} to fight with: the attack is spent, and everybody now knows it."),
    N_("{name}'s family has missed more than half the chapters: keep one of these items."),
)
# the words a template's part may be besides the content's names: a count of moves, a side
MOVES = Np_("{n} move", "{n} moves")
SIDES = {"heroes": N_("heroes"), "traitor": N_("traitor"), "traitors": N_("traitors")}
_FIELD = re.compile(r"\{([a-z_]+)\}")


def _pattern(template: str) -> re.Pattern:
    out, at = [], 0
    for m in _FIELD.finditer(template):
        out.append(re.escape(template[at:m.start()]))
        out.append(f"(?P<{m.group(1)}>.+?)")
        at = m.end()
    out.append(re.escape(template[at:]))
    return re.compile("".join(out) + r"\Z", re.S)


PATTERNS = tuple((_pattern(t), t) for t in TEMPLATES + SAID)


def match(text: str) -> tuple[str, dict] | None:
    """(template, its parts) of an engine sentence, or None when no template says it."""
    for pattern, template in PATTERNS:
        found = pattern.match(text)
        if found:
            return template, found.groupdict()
    return None


def fill(template: str, text: str, gettext) -> str:
    """``text`` (``template`` with its blanks filled, in English) said by the translation
    of ``template`` with the same blanks; ``text`` itself when it is not that template's
    or the template is not translated. (A branch's reason: ``game.narration_chapters``.)"""
    found = _pattern(template).match(text) or _pattern(template[:1].upper() + template[1:]).match(text)
    said = gettext(template)
    if found is None or said == template:
        return text
    # a family is "the Pendrys" in English; a translation's sentence says its own article
    parts = {k: v[4:] if v[:4] in ("the ", "The ") else v for k, v in found.groupdict().items()}
    try:
        out = said.format(**parts)
    except (KeyError, IndexError, ValueError):
        return text
    return out[:1].upper() + out[1:] if text[:1].isupper() else out


# an heirloom's name as the rules suggest it ("Patience's Storm Lantern": a member's first
# name and the card's, game.rules.cards.heirloom_name), said with the card's translated name
POSSESSIVE = N_("{owner}'s {card}")
_POSSESSIVE = re.compile(r"(?P<owner>[^\s']+)'s (?P<card>.+)\Z")


def possessive(text: str, gettext) -> str | None:
    """``text`` an heirloom's name whose card the content translates, in the language of
    ``gettext``; None for any other text (or an English one)."""
    found = _POSSESSIVE.match(text)
    if found is None:
        return None
    card = found.group("card")
    for name in (card, "The " + card, "A " + card, "An " + card):
        said = gettext(name)
        if said != name:
            out = gettext(POSSESSIVE)
            return None if out == POSSESSIVE else out.format(owner=found.group("owner"), card=said)
    return None


def translate(text: str, gettext) -> str | None:
    """``text`` (an engine refusal) in the language of ``gettext`` (``game.i18n._``), or
    None when no template says it. A refusal shown capitalised and ended with a full
    stop (a toast's) is matched as the engine said it and shown so again."""
    found = match(text)
    shown = None
    if found is None and text[:1].isupper():
        plain = text[:1].lower() + text[1:]
        found = match(plain) or (match(plain[:-1]) if plain.endswith(".") else None)
        shown = found is not None
    if found is None:
        return None
    template, parts = found
    said = gettext(template)
    if said == template:   # not translated (or English): the engine's words as they are
        return None
    words = {k: _part(v, gettext) for k, v in parts.items()}
    try:
        out = said.format(**words)
    except (KeyError, IndexError, ValueError):   # (a translation that lost a part: the catalogue's checks refuse it)
        return None
    if shown:
        out = out[:1].upper() + out[1:]
        out += "" if out.endswith(".") or not text.endswith(".") else "."
    return out


def _part(value: str, gettext) -> str:
    """A part of a refusal translated: a name of the content, a count of moves, another
    refusal (a walk's "Blocked by …: {why}"); "the Foyer" is the Foyer's name."""
    said = gettext(value)
    if said != value:
        return said
    count = re.fullmatch(r"(\d+) moves?", value)
    if count:
        from .i18n import ngettext

        n = int(count.group(1))
        return ngettext(*MOVES, n).format(n=n)
    if value in SIDES:
        return gettext(SIDES[value])
    if value in FLOORS:   # "no rooms are left for the upper floor"
        return gettext(FLOORS[value])
    for head in ("the ", "The "):
        if value.startswith(head):
            for name in (value[len(head):], "The " + value[len(head):]):
                said = gettext(name)
                if said != name:
                    return said
    return value


def _said(message: str, gettext) -> str | None:
    """A sentence the engine built, in the language of ``gettext`` (``game.i18n._``)."""
    return translate(message, gettext) or possessive(message, gettext) or _as_shown(message, gettext)


def _as_shown(text: str, gettext) -> str | None:
    """A refusal without a part shown as a toast or a note shows it, capitalised and ended
    with a full stop ("You have no moves left this turn."), in the language of ``gettext``;
    None when it is not one."""
    if not text[:1].isupper():
        return None
    plain = text[:1].lower() + text[1:]
    for asked in (plain, plain[:-1]) if plain.endswith(".") else (plain,):
        said = gettext(asked)
        if said != asked:
            said = said[:1].upper() + said[1:]
            return said + "." if text.endswith(".") and not said.endswith(".") else said
    return None


SENTENCES.append(_said)
