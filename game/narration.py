"""Narration: one engine event becomes one plain sentence of the house's story.

``narrate(pack, event, players)`` gives the sentence, or None for an event nobody would want
read aloud; ``players`` is a view's player list. It only *describes* what the engine decided:
a roll's meaning is looked up in the content that asked for it. It tells what it is given:
a reader's events come through the one projection (``haunt.visibility.shown_events``, for a
view or, by ``game.views.visible_events``, a state and a perspective), where a hidden traitor
is not named; ``tell`` does both.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .content.model import thaw
from . import vocabulary
from .i18n import N_, SOURCE, _, language
from .narration_chapters import CHAPTER_NARRATORS
from .narration_words import (HONORIFICS, PLURALS, capital, full_name, listed, mid, name_of,  # noqa: F401 (re-exported)
                              plural, room, short_name, counter_name)

NARRATORS: dict = {}   # event type -> fn(pack, event, players) -> str | None
# Never a sentence: bookkeeping, or told by the next line ("Turn N", "discovers"). QUIET: or sometimes.
SILENT = {"effects_state", "once_used", "turn_ended", "tile_placed", "card_used"}
QUIET = {"used", "moves_set", "tile_drawn", "dice_rolled", "narrated", *SILENT}
TEMPLATES = {
    "turn_started": N_("Turn {number}: {turn_tail}."),
    "moved": N_("{who} {move_verb} {to_room}."),
    "tiles_reshuffled": N_("The rooms set aside are shuffled back into the stack."),
    "tile_returned": N_("There is nowhere for {tile_room}; it goes back on the stack."),
    "tile_moved": N_("{Tile_room} grinds its way to {floor}."),
    "tile_turned": N_("{Tile_room} turns where it stands, and {floor} has a way on again."),
    "card_drawn": N_("{who} draws an {deck}: {Card}."),  # an item, an omen, an event
    "card_revealed": N_("{who} reveals {card}."),
    "deck_reshuffled": N_("The {deck} discards are shuffled into a fresh deck."),
    "card_discarded": N_("{Card} {discard_verb}."),
    "card_kept": N_("{who} keeps {card}."),
    "card_ongoing": N_("{Card} stays in play beside the board."),
    "card_given": N_("{giver} gives {card} to {taker}."),
    "card_stolen": N_("{taker} steals {card} from {giver}."),
    "cards_dropped": N_("{who} leaves {cards} in {tile_room}."),
    "cards_picked": N_("{who} picks up {cards}."),
    "companion_claimed": N_("{Card} goes along with {who} now."),
    "token_placed": N_("{token} marks {tile_room}."),
    "token_removed": N_("{token} is lifted from {tile_room}."),
    "barrier_crossed": N_("{who} gets across {tile_room}."),
    "monster_placed": N_("{Monster} appears in {tile_room}."),
    "monster_moves": N_("{Monster} gets {moves_n} this turn."),
    "monster_moved": N_("{Monster} moves to {to_room}."),
    "monster_attacked": N_("{Monster} falls upon {target_name}."),
    "monster_stunned": N_("{Monster} is stunned."),
    "monster_recovered": N_("{Monster} stirs again."),
    "monster_killed": N_("{Monster} is destroyed."),
    "object_placed": N_("In {tile_room} lies {object}."),
    "object_taken": N_("{who} {take_verb} {object}."),
    "object_dropped": N_("{who} sets down {object} in {tile_room}."),
    "counter_changed": N_("The count of {counter} goes from {frm} to {to}."),   # (the haunt's counter_names)
    "died": N_("{who} is dead. What they carried lies in {tile_room}."),
    "round_ended": N_("Round {rounds} of the haunt is over."),
    "monsters_grew": N_("{Grown} grows: its {trait_name} goes from {frm_g} to {to_g}."),
    "room_closed": N_("{Tile_room} closes: nobody can go in now."),
    "room_opened": N_("{Tile_room} stands open again."),
    "escaped": N_("{who} gets out of the house, alive."),
    "traitor_unmasked": N_("{unmasker} unmasks {unmasked}: the traitor is known to everyone now."),
    "undone": N_("{who} thinks better of it: the last step is taken back."),
    "dying": N_("{who} is dying."),
    "death_averted": N_("{who} is pulled back from the brink."),
    "tile_buried": N_("{Tile_room} would wall the floor in; it goes to the bottom of the stack."),
    "cards_buried": N_("{cards_n} of another region go to the bottom of the {deck} deck."),
    "heirloom_made": N_("{Card} becomes an heirloom of {family}{heirloom_name}."),
    "first_player": N_("{who} goes first ({reason})."),
    "crest_drawn": N_("A crest is drawn to settle a tie between {tied}."),  # who it chose: the next line, if anyone
}
MOVE_VERBS = {"discover": N_("discovers"), "fall": N_("falls into"), "slide": N_("slides down to"),
              "teleport": N_("is now in")}
GOES_TO = N_("goes to")   # (a walk: the verb when no other is said)
FLOORS = {"basement": N_("the basement"), "ground": N_("the ground floor"), "upper": N_("the upper floor"),
          "outside": N_("the outside")}
LIFT = {0: FLOORS["basement"], 1: FLOORS["basement"], 2: FLOORS["ground"], 3: FLOORS["upper"]}  # classic elevator
ROLLS_FOR = {"attack": N_(" to attack"), "defend": N_(" to defend"), "damage dice": N_(" of damage"),
             "monster speed": N_(" for the monsters' speed")}
WHY_PLACES = ((r"crossing (.+)", N_(" to cross {the}")), (r"end of turn: (.+)", N_(" at the end of the turn in {the}")),
              (r"leaving (.+)", N_(" on leaving {the}")), (r"(.+) lurches", N_(" as {the} lurches")),
              (r"[A-Z]{2,}: (.+)", N_(" to {low}")))  # the last: a haunt's action word, "SEAL: Chalk a seal"



def narrate(pack, event: dict, players, haunt: str | None = None) -> str | None:
    """``haunt``: the id of the haunt being played, if any (a counter is named by its
    haunt: two haunts of a pack may give one id two names)."""
    fn = NARRATORS.get(event.get("t"))
    if haunt is not None and event.get("t") in ("counter_changed", "used"):
        event = {**event, "haunt": haunt}
    return fn(pack, event, list(players or ())) if fn else None


def narrate_all(pack, events, players, haunt: str | None = None) -> list[str]:
    """Every sentence a run of events tells, in order (silent events left out)."""
    players, out = list(players or ()), []
    for event in events:
        players = event["players"] if event.get("t") == "game_started" else players
        haunt = event.get("haunt", haunt) if event.get("t") == "haunt_started" else haunt
        out.append(narrate(pack, event, players, haunt))
    return [line for line in out if line]


def tell(pack, state, events, perspective, players) -> list[str]:
    """``narrate_all`` of the events as ``perspective`` may see them (``state``: the game
    once they have happened)."""
    from .views import visible_events

    return narrate_all(pack, visible_events(state, events, perspective), players,
                       (state.get("haunt") or {}).get("id"))


def roll_meaning(pack, event: dict, following=()) -> str | None:
    """What a ``dice_rolled`` total means ('needs 4+: success', '2-4: nothing happens') when
    its ``why`` names the content that asked; ``following`` holds the haunt roll's verdict."""
    why, total = str(event.get("why", "")), max(0, int(event.get("total", 0)) + int(event.get("bonus", 0) or 0))
    if why == "haunt roll":
        return next((haunt_verdict(pack, e) for e in following if e.get("t") == "haunt_rolled"), None)
    if why == "damage dice":
        return _("{n} damage").format(n=total)
    if why.endswith(" lurches"):
        return _("the lift goes to {floor}").format(floor=_("any floor it fits") if total >= 4 else _(LIFT[total]))
    if why.startswith("crossing "):
        target = next(((t.barrier or {}).get("target") for t in pack.tiles.values() if t.name == why[9:]), None)
        return None if target is None else _needs(target, total >= target)
    text, bands = _bands_for(pack, why, event) or ("", [])
    for lo, hi in bands:
        if total >= lo and (hi is None or total <= hi):
            if len(bands) == 2 and bands[0][1] is None:  # one line to clear: pass or fail
                return _needs(bands[0][0], hi is None)
            label = f"{lo}+" if hi is None else (str(lo) if lo == hi else f"{lo}-{hi}")
            said = _band_outcome(_(text), lo, hi)
            return f"{label}: {said}" if said else _("the {band} band").format(band=label)
    return None


def _needs(target, passed: bool) -> str:
    return (_("needs {n}+: success") if passed else _("needs {n}+: failure")).format(n=target)


def roll_needs(pack, event: dict, following=()) -> str | None:
    """What a ``dice_rolled`` needs, said before its dice land ('needs 4+', '4+, 1-3 or
    0', 'the haunt begins under 5'): ``roll_meaning`` without the verdict. None when the
    content that asked is not known or the roll has no line to clear (damage dice)."""
    why = str(event.get("why", ""))
    if why == "haunt roll":
        verdict = next((e for e in following if e.get("t") == "haunt_rolled"), None)
        if verdict is None:
            return None
        if verdict.get("needed") is not None:
            return _("needs {n}+").format(n=verdict["needed"])
        return _("the haunt begins under {n}").format(n=verdict["omens"]) if pack.ruleset == "classic" else None
    if why.startswith("crossing "):
        target = next(((t.barrier or {}).get("target") for t in pack.tiles.values() if t.name == why[9:]), None)
        return None if target is None else _("needs {n}+").format(n=target)
    bands = (_bands_for(pack, why, event) or ("", []))[1]
    if len(bands) == 2 and bands[0][1] is None:  # one line to clear
        return _("needs {n}+").format(n=bands[0][0])
    labels = [f"{lo}+" if hi is None else str(lo) if lo == hi else f"{lo}-{hi}" for lo, hi in bands]
    if not labels:
        return None
    return labels[0] if len(labels) == 1 else _("{some} or {last}").format(some=", ".join(labels[:-1]), last=labels[-1])


def roll_purpose(pack, event: dict) -> str:
    """What a roll is for, as it ends a sentence: ' to cross the Fissure', ' to attack',
    ' for Grace before Supper'; '' for a plain roll."""
    why = str(event.get("why", ""))
    place = next(((m.group(1), words) for pattern, words in WHY_PLACES if (m := re.fullmatch(pattern, why))), None)
    if place:
        named = _(place[0])
        return _(place[1]).format(the=mid(named, article=True), low=named[:1].lower() + named[1:])
    if why in ROLLS_FOR:
        return _(ROLLS_FOR[why])
    if any(a.get("label") == why for t in pack.tiles.values() for a in t.actions):
        said = _(why)
        return _(" to {action}").format(action=said[:1].lower() + said[1:])  # "to drop a coin down the well"
    return _(" for {what}").format(what=mid(_(why))) if why not in ("", "roll", "haunt roll") else ""


def roller(pack, event: dict, players) -> str:
    """Who rolls: the seat's name, or the monster's (a monster has no seat at the table)."""
    return full_name(players, event.get("seat"), "") or (
        capital(mid(name_of(pack, "monsters", event["monster"]))) if event.get("monster") else _("The monster"))


def fighter(pack, side, players) -> str:
    """One side of an ``attack_resolved``: ["seat", 2] or ["monster", "ghoul#1"], named."""
    kind, ident = side
    return full_name(players, ident) if kind == "seat" else capital(mid(name_of(pack, "monsters", ident)))


def combat_outcome(pack, e: dict, following=(), players=()) -> str:
    """What an ``attack_resolved`` came to, from the events after it (the damage taken,
    a monster stunned or destroyed) or the question they leave waiting (how to take the
    damage, whether to steal): 'Ada wins by 3: Bram takes 3 physical damage.' It reads
    the engine's events; it works out nothing."""
    if e.get("winner") is None:
        return _("A stand-off: nobody is hurt.")
    won, lost = (e["attacker"], e["defender"]) if e["winner"] == "attacker" else (e["defender"], e["attacker"])
    said = _("{who} wins by {n}").format(who=fighter(pack, won, players), n=abs(e["attack"] - e["defence"]))
    loser = fighter(pack, lost, players)
    steps, kind, after, pending = 0, "", [], {}
    for f in following:
        if f.get("t") in ("attack_resolved", "dice_rolled", "turn_started"):
            break
        if f.get("t") == "trait_set" and lost[0] == "seat" and f.get("seat") == lost[1] \
                and str(f.get("why", "")).endswith("damage"):
            steps, kind = steps + max(0, f["frm"] - f["to"]), str(f["why"]).rsplit(" ", 1)[0]
        elif f.get("t") in ("monster_stunned", "monster_killed") and lost == ["monster", f.get("id")]:
            after.append((_("{who} is stunned") if f["t"] == "monster_stunned" else _("{who} is destroyed"))
                         .format(who=mid(loser)))
        elif f.get("t") == "died" and lost == ["seat", f.get("seat")]:
            after.append(_("{who} dies").format(who=loser))
        elif f.get("t") == "effects_state":
            pending = f.get("pending") or {}
    if steps:
        after.insert(0, _damage_taken(loser, steps, kind))
    if not after and pending.get("kind") == "damage" and lost == ["seat", pending.get("seat")]:
        after.append(_damage_taken(loser, pending["amount"], pending["damage_kind"]))
    elif not after and pending.get("kind") == "steal" and won == ["seat", pending.get("seat")]:
        return _("{said}, and may steal instead of dealing {n} damage.").format(said=said, n=pending["amount"])
    if after:
        return _("{said}: {what}.").format(said=said, what=listed(after))
    return _("{said}; nobody is hurt.").format(said=said)


FIRST_REASONS = (N_("chosen by the players"), N_("the next birthday"), N_("chosen at random"))   # game_started
DECKS = (N_("item"), N_("omen"), N_("event"))   # a deck by its kind, mid-sentence (``_(deck)``)
DAMAGE_KINDS = (N_("physical"), N_("mental"), N_("general"),   # said of damage (``_(kind)``)
                N_("physical damage"), N_("mental damage"), N_("general damage"))
DAMAGE_TAKEN = {"physical": N_("{who} takes {n} physical damage"), "mental": N_("{who} takes {n} mental damage"),
                "general": N_("{who} takes {n} general damage")}


def _damage_taken(who: str, n: int, kind: str) -> str:
    return _(DAMAGE_TAKEN.get(kind, "{who} takes {n} " + f"{kind} damage")).format(who=who, n=n)


def haunt_verdict(pack, e: dict) -> str:  # classic: the haunt starts on less than the omens drawn
    said = _("the haunt begins!") if e["started"] else _("the house waits.")
    if e.get("named_omens"):   # the Folium's "A Name Is a Power"
        said = _("{dice} more for the named omens carried; {said}").format(
            dice=plural(int(e["named_omens"]), "die", "dice"), said=said)
    omens = plural(int(e["omens"]), "omen")   # classic p.13: it begins on a total under the omens drawn
    if pack.ruleset != "classic":
        return said
    return (_("less than the {omens} drawn: {said}") if e["started"] else _("at least the {omens} drawn: {said}")
            ).format(omens=omens, said=said)


def _bands_for(pack, why: str, event: dict):
    """(prose, bands high to low) of the one roll of this kind the content named ``why`` makes."""
    why = re.sub(r"^(end of turn: |leaving |losing )", "", why)
    sources = [(x.text, thaw(x.data)) for x in (*pack.cards.values(), *pack.tiles.values(),
                                                 *pack.tokens.values()) if x.name == why]
    sources += [(t.text, thaw(a)) for t in pack.tiles.values() for a in t.actions if a.get("label") == why]
    sources += [(a.get("text", ""), thaw(a)) for h in getattr(pack, "haunts", {}).values()
                for side in ("heroes", "traitor") for a in (h.get(side) or {}).get("actions") or ()
                if f"{a.get('word')}: {a.get('label')}" == why]
    found, text = set(), ""
    for prose, data in sources:
        for roll, bands in _walk_rolls(data):
            if roll.get("trait") == event.get("trait"):
                found.add(tuple(sorted(((b.get("min", 0), b.get("max")) for b in bands), key=lambda b: -b[0])))
                text = prose
    return (text, list(found.pop())) if len(found) == 1 else None


def _walk_rolls(node):
    """Every (roll, its bands) in some content (a haunt action keeps them beside the roll)."""
    if isinstance(node, dict) and isinstance(node.get("roll"), dict):
        yield node["roll"], node["roll"].get("bands") or node.get("bands") or ()
    for value in node.values() if isinstance(node, dict) else node if isinstance(node, list) else ():
        yield from _walk_rolls(value)


def _band_outcome(text: str, lo: int, hi) -> str | None:
    """The content's own words for a band: '2-4: nothing happens.' -> 'nothing happens'."""
    labels = [rf"{lo}\+", rf"{lo}"] if hi is None else [rf"{lo}" if lo == hi else rf"{lo}\s*[-–]\s*{hi}"]
    found = (re.search(rf"(?<![\d–-]){label}:\s*([^.;]+)", text or "") for label in labels)
    return next((m.group(1).strip() for m in found if m), None)


def _fields(pack, e, players) -> dict:
    who, moves = full_name(players, e.get("seat"), N_("The house")), plural(int(e.get("moves", 0)), "move")
    card, tile = name_of(pack, "cards", e.get("card")), room(name_of(pack, "tiles", e.get("tile")))
    return {
        **e, "who": who, "giver": full_name(players, e.get("frm")), "taker": full_name(players, e.get("to")),
        "target_name": full_name(players, e.get("target")), "moves_n": moves, "Card": card, "card": mid(card),
        "turn_tail": _("the monsters' turn") if e.get("kind") == "monsters"
        else _("{who} sets out with {moves}").format(who=who, moves=moves),
        "deck": _(str(e.get("deck", ""))),
        "cards": listed(mid(name_of(pack, "cards", c)) for c in e.get("cards", ())),
        "tile_room": tile, "Tile_room": capital(tile), "to_room": room(name_of(pack, "tiles", e.get("to"))),
        "move_verb": _(MOVE_VERBS.get(e.get("how"), GOES_TO)),
        "floor": _floor(e.get("region")),
        "discard_verb": _("goes to the bottom of its deck") if e.get("bury") else _("is discarded"),
        "token": name_of(pack, "tokens", e.get("token")), "take_verb": _("steals") if e.get("stolen") else _("takes"),
        "Monster": capital(mid(name_of(pack, "monsters", e.get("id", e.get("kind"))))),
        "object": mid(name_of(pack, "objects", e.get("object"))),
        "counter": counter_name(pack, e.get("name", ""), e.get("haunt")), "cards_n": plural(len(e.get("cards", ())), "card"),
        "tied": listed(full_name(players, s) for s in e.get("tied", ())),
        "family": mid(name_of(pack, "explorers", e.get("family")), article=True),
        "heirloom_name": _(", and is named {name}").format(name=e["name"]) if e.get("name") else "",
        "trait_name": vocabulary.trait(e.get("trait", "")), "unmasker": full_name(players, e.get("by")),
        "unmasked": full_name(players, e.get("seat")),
        **_grown_values(pack, e),
    }


def _grown_values(pack, e) -> dict:
    """A ``monsters_grew`` event's trait before and after (the box's value plus the growth)."""
    if e.get("t") != "monsters_grew":
        return {}
    base = next((int(m["traits"].get(e["trait"], 0)) for h in getattr(pack, "haunts", {}).values()
                 for m in h.get("monsters") or () if m.get("id") == e.get("monster")), 0)
    return {"frm_g": max(0, base + int(e["frm"])), "to_g": max(0, base + int(e["to"])),
            "Grown": capital(mid(name_of(pack, "monsters", e.get("monster"))))}


def _floor(region) -> str:
    """A floor mid-sentence: 'the upper floor' (legacy's other regions by their id)."""
    return _(FLOORS[region]) if region in FLOORS else mid(str(region), article=True)


NARRATORS.update({kind: (lambda pack, e, players, k=kind: _(TEMPLATES[k]).format(**_fields(pack, e, players)))
                  for kind in TEMPLATES})
NARRATORS.update({kind: (lambda pack, e, players: None) for kind in SILENT})
# "narrated": the content's own words; "moves_set" to 0 and "tile_drawn" straight off the stack
# are told by the card drawn and the room discovered; "haunt_rolled": 6 dice (legacy: the omens)
NARRATORS["narrated"] = lambda pack, e, players: _(str(e.get("text") or "").strip()) or None


def _say_damage_reduced(pack, e, players):
    """'The Waxed Oilskin Coat takes the blow: no Speed lost.' — what a carried card took
    off the damage (``damage_reduced``)."""
    cards = [mid(name_of(pack, "cards", c), article=True) for c in e.get("cards") or ()]
    kind, to, amount = str(e.get("kind", "")), int(e.get("to", 0)), int(e.get("amount", 0))
    trait = vocabulary.trait(e["trait"]) if e.get("trait") else ""
    if to <= 0:
        said = (_("no {trait} lost").format(trait=trait) if trait
                else _("no {kind} damage taken").format(kind=_(kind)))
    else:
        said = (_("{trait} drops by {n}, not {amount}") if trait else _("{n} {kind} damage taken, not {amount}")
                ).format(trait=trait, n=to, kind=_(kind), amount=amount)
    if not cards:
        return _("What {who} carries takes the blow: {said}.").format(who=full_name(players, e.get("seat")), said=said)
    if len(cards) > 1:
        return _("{cards} take the blow: {said}.").format(cards=capital(listed(cards)), said=said)
    return _("{card} takes the blow: {said}.").format(card=capital(cards[0]), said=said)


NARRATORS["damage_reduced"] = _say_damage_reduced
NARRATORS["moves_set"] = lambda pack, e, players: None if not e["moves"] else \
    _("{who} has {moves} left.").format(who=full_name(players, e["seat"]), moves=plural(e["moves"], "move"))
NARRATORS["tile_drawn"] = lambda pack, e, players: None if not e.get("skipped") else (
    (_("Buried: {rooms} that cannot go on {floor}.") if e.get("bury")
     else _("Set aside: {rooms} that cannot go on {floor}.")).format(
        rooms=plural(len(e["skipped"]), "room"), floor=_floor(e["region"])))


def _say_haunt_rolled(pack, e, players):
    if e["total"] is None:  # a chapter whose haunt starts on the Nth omen: no roll (p.16)
        found = _("{omens} of {needed} discovered").format(omens=plural(int(e["omens"]), "omen"), needed=e["needed"])
        return f"{capital(found)} — {haunt_verdict(pack, e)}"
    needs = _("needs {n}+: ").format(n=e["needed"]) if e.get("needed") is not None else ""
    if e.get("last_omen"):
        needs += _("but that was the house's last omen: ")
    return _("Haunt roll: {dice} {total} — {needs}{verdict}").format(
        dice=plural(6 if pack.ruleset == "classic" else max(1, min(8, e["omens"])), "die shows", "dice total"),
        total=e["total"], needs=needs, verdict=haunt_verdict(pack, e))


def _say_game_started(pack, e, players):
    chapter = e.get("campaign")
    names = listed(p["name"] for p in e["players"])
    if chapter is not None:  # a campaign's chapter: its first player comes with the PAUSE card
        title = _(chapter["title"])
        if chapter["n"] == 0:
            return _("The Prologue, {year}: {title}. {names} come to Hollowmere.").format(
                year=chapter["year"], title=title, names=names)
        return _("Chapter {n}, {year}: {title}. {names} come to Hollowmere.").format(
            n=chapter["n"], year=chapter["year"], title=title, names=names)
    reason = re.sub(r"^next birthday.*", "the next birthday", str(e.get("first_reason", "")))
    reason = _(reason) if reason else reason
    first = full_name(e["players"], e["first"])
    if e.get("free_play") is not None:  # free play on a finished campaign's house
        return _("Free play on the house {campaign} left. {names} come back to Hollowmere; "
                 "{first} goes first ({reason}).").format(
            campaign=e["free_play"].get("name") or _("the campaign"), names=names, first=first, reason=reason)
    if reason:
        return _("The doors of Hollowmere close behind {names}. {first} goes first ({reason}).").format(
            names=names, first=first, reason=reason)
    return _("The doors of Hollowmere close behind {names}. {first} goes first.").format(names=names, first=first)


def _say_haunt_started(pack, e, players):
    title = (getattr(pack, "haunts", {}).get(e.get("haunt")) or {}).get("title")
    title = _(title) if title else _("haunt {n}").format(n=e.get("number"))
    turned = (_("One of you is not what they seem.") if e.get("hidden")  # a hidden traitor stays hidden
              else _("No one has turned: every explorer stands against the house.") if e.get("traitor") is None
              else _("{who} turns traitor.").format(who=full_name(players, e["traitor"])))
    return _("The haunt begins: {title}. {turned}").format(title=title, turned=turned)


def _say_traitor_drawn(pack, e, players):
    among = listed(full_name(players, s) for s in e.get("among", ()))
    if e.get("seat") is None:  # a hidden traitor's lot, seen by anyone but its holder
        return _("Lots are drawn face down among {among}. One of them is the traitor's, and only its holder "
                 "knows.").format(among=among)
    return (_("Lots are drawn face down among {among}: {who} draws the traitor's.") if e.get("hidden")
            else _("Lots are drawn among {among}: {who} draws the traitor's.")).format(
        among=among, who=full_name(players, e["seat"]))


def _say_trait_set(pack, e, players):
    who, trait, why = short_name(players, e["seat"]), vocabulary.trait(e["trait"]), str(e.get("why", ""))
    cause = _(" ({why})").format(why=_(why)) if why.endswith("damage") else ""
    rises = e["to"] > e["frm"]
    if language() == SOURCE:   # English's possessive: "Ada's", "Silas'"
        whose = who + ("'" if who.endswith("s") else "'s")
    else:
        whose = _("{who}'s").format(who=who)
    fields = {"whose": whose, "trait": trait, "cause": cause, "frm": e["value_from"], "to": e["value_to"]}
    if e["to"] < 0:
        return _("{whose} {trait} falls to the skull{cause}.").format(**fields)
    if e["value_from"] == e["value_to"]:  # a track repeats numbers: the step moves, the value holds
        return (_("{whose} {trait} rises a step on its track (still {to}){cause}.") if rises
                else _("{whose} {trait} drops a step on its track (still {to}){cause}.")).format(**fields)
    return (_("{whose} {trait} rises from {frm} to {to}{cause}.") if rises
            else _("{whose} {trait} drops from {frm} to {to}{cause}.")).format(**fields)


def _say_used(pack, e, players):  # give, drop, attack: the events after it tell it
    key, who, parts = str(e["key"]), full_name(players, e["seat"]), str(e["key"]).split(":") + ["", ""]
    if key.startswith("use:"):
        return _("{who} uses {card}.").format(who=who, card=mid(name_of(pack, "cards", key[4:])))
    if parts[0] == "word":  # a heroes' action (a card's word follows its "uses" line: nothing more)
        actions = _heroes_actions(pack, e.get("haunt"))
        label = next((_(a["label"]) for a in actions if a.get("word") == parts[1] and a.get("label")), None)
    else:
        actions = pack.tiles[parts[1]].actions if parts[0] == "action" and parts[1] in pack.tiles else ()
        label = next((_(a["label"]) for a in actions if a["id"] == parts[2]), None)
    return _("{who} chooses to {action}.").format(who=who, action=label[:1].lower() + label[1:]) if label else None


def _heroes_actions(pack, haunt) -> list:
    """The heroes' book's actions of the haunt ``haunt`` (its id), if the pack has it
    (never the traitor's: while the traitor is hidden, whose book an action is from
    would name them)."""
    data = pack.haunts.get(haunt) if haunt else None
    book = (data or {}).get("heroes")
    if not isinstance(book, Mapping):
        return []
    return [a for a in book.get("actions") or () if isinstance(a, Mapping)]


def _say_attack_resolved(pack, e, players):
    a, d = (full_name(players, ident) if kind == "seat" else capital(mid(name_of(pack, "monsters", ident)))
            for kind, ident in (e["attacker"], e["defender"]))
    said = (_("{a} attacks {d} from afar with {trait}: {attack} against {defence} — ") if e.get("distance")
            else _("{a} attacks {d} with {trait}: {attack} against {defence} — ")).format(
        a=a, d=mid(d), trait=vocabulary.trait(e["trait"]), attack=e["attack"], defence=e["defence"])
    if e.get("winner") is None:
        return said + _("a stand-off; nobody is hurt.")
    return said + _("{who} wins by {n}.").format(who=mid(a if e["winner"] == "attacker" else d),
                                                  n=abs(e["attack"] - e["defence"]))


def _things(pack, e) -> str:
    return listed([mid(name_of(pack, "cards", c)) for c in e.get("cards", ())]
                  + [mid(name_of(pack, "objects", o)) for o in e.get("objects", ())])


def _say_monster_picked_up(pack, e, players):
    return _("{monster} picks up {things}.").format(monster=capital(mid(name_of(pack, "monsters", e.get("id")))),
                                                     things=_things(pack, e))


def _say_monster_dropped(pack, e, players):
    tile = mid(name_of(pack, "tiles", e.get("tile")), article=True)
    said = _("{monster} lets fall {things} in {tile}.") if e.get("fumbled") else _("{monster} puts down {things} in {tile}.")
    return said.format(monster=capital(mid(name_of(pack, "monsters", e.get("id")))), things=_things(pack, e), tile=tile)


def _say_ongoing_choice(pack, e, players):  # legacy p.19: the traitor and an Ongoing Event
    who, card = full_name(players, e.get("seat")), mid(name_of(pack, "cards", e.get("card")))
    if e.get("ignore"):
        return _("{who} turns away from {card}: neither its harm nor its help will touch them.").format(who=who, card=card)
    return _("{who} takes {card} as it comes, for good and ill.").format(who=who, card=card)


def _say_game_over(pack, e, players):
    # a reason that is a phrase is read out; a code like "side_dead" is not
    winner = e.get("winner")
    reason = _(" ({reason})").format(reason=_(e["reason"])) if " " in str(e.get("reason") or "") else ""
    seats = winner if isinstance(winner, list) else [winner] if type(winner) is int else []
    names, one = listed(full_name(players, s) for s in seats), len(seats) == 1 or winner == "traitor"
    if winner in (None, "", []):
        return _("The game is over. The house keeps its counsel{reason}.").format(reason=reason)
    if winner == "traitor" and not any(p.get("role") == "traitor" for p in players):
        # no one turned: the other side is the house
        return _("The game is over: the house wins{reason}.").format(reason=reason)
    if not names:
        names = {"heroes": _("the heroes"), "traitor": _("the traitor")}.get(winner) or _("the {side}").format(side=winner)
    return (_("The game is over: {names} wins{reason}.") if one
            else _("The game is over: {names} win{reason}.")).format(names=names, reason=reason)


def _say_dice_rolled(pack, e, players):
    if e.get("why") == "haunt roll":
        return None  # the haunt_rolled line gives the dice and their verdict together
    what = vocabulary.trait(e["trait"]) if e.get("trait") else plural(len(e["dice"]), "die", "dice")
    what += roll_purpose(pack, e)
    who = roller(pack, e, players)
    bonus = int(e.get("bonus", 0) or 0)
    total = _("total {n}").format(n=max(0, e["total"] + bonus)) + (f" ({bonus:+d})" if bonus else "")
    said = _("{who} rolls {what}: {dice} — {total}.").format(
        who=who, what=what, dice=" ".join(map(str, e["dice"])) or _("no dice"), total=total)
    return said + (f" {capital(meaning)}." if (meaning := roll_meaning(pack, e)) else "")


NARRATORS.update({name[5:]: fn for name, fn in list(globals().items()) if name.startswith("_say_")})


def _say_deck_reshuffled(pack, e, players):
    if e.get("why") == "chapter":  # the PAUSE card: every deck shuffled for the chapter
        return _("The {deck} deck is shuffled.").format(deck=_(e["deck"]))
    if e.get("why") == "shuffled in":
        return _("The {deck} deck is shuffled, with what joined it.").format(deck=_(e["deck"]))
    return _(TEMPLATES["deck_reshuffled"]).format(**_fields(pack, e, players))


def _say_tiles_reshuffled(pack, e, players):
    if e.get("why") == "chapter":
        return _("The house's rooms are shuffled into the stack.")
    if e.get("why") == "shuffled in":
        return _("The new rooms are shuffled into the stack.")
    return _(TEMPLATES["tiles_reshuffled"])


NARRATORS.update({"deck_reshuffled": _say_deck_reshuffled, "tiles_reshuffled": _say_tiles_reshuffled,
                  "haunt_rolled": _say_haunt_rolled})

NARRATORS.update(CHAPTER_NARRATORS)   # a campaign's chapter (game.narration_chapters)
