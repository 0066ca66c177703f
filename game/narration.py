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

from .content.model import thaw

NARRATORS: dict = {}   # event type -> fn(pack, event, players) -> str | None
# Never a sentence: bookkeeping, or told by the next line ("Turn N", "discovers"). QUIET: or sometimes.
SILENT = {"effects_state", "once_used", "turn_ended", "tile_placed", "card_used"}
QUIET = {"used", "moves_set", "tile_drawn", "dice_rolled", "narrated", *SILENT}
TEMPLATES = {
    "turn_started": "Turn {number}: {turn_tail}.",
    "moved": "{who} {move_verb} {to_room}.",
    "tiles_reshuffled": "The rooms set aside are shuffled back into the stack.",
    "tile_returned": "There is nowhere for {tile_room}; it goes back on the stack.",
    "tile_moved": "{Tile_room} grinds its way to {floor}.",
    "tile_turned": "{Tile_room} turns where it stands, and {floor} has a way on again.",
    "card_drawn": "{who} draws an {deck}: {Card}.",  # an item, an omen, an event
    "card_revealed": "{who} reveals {card}.",
    "deck_reshuffled": "The {deck} discards are shuffled into a fresh deck.",
    "card_discarded": "{Card} {discard_verb}.",
    "card_kept": "{who} keeps {card}.",
    "card_ongoing": "{Card} stays in play beside the board.",
    "card_given": "{giver} gives {card} to {taker}.",
    "card_stolen": "{taker} steals {card} from {giver}.",
    "cards_dropped": "{who} leaves {cards} in {tile_room}.",
    "cards_picked": "{who} picks up {cards}.",
    "companion_claimed": "{Card} goes along with {who} now.",
    "token_placed": "{token} marks {tile_room}.",
    "token_removed": "{token} is lifted from {tile_room}.",
    "barrier_crossed": "{who} gets across {tile_room}.",
    "monster_placed": "{Monster} appears in {tile_room}.",
    "monster_moves": "{Monster} gets {moves_n} this turn.",
    "monster_moved": "{Monster} moves to {to_room}.",
    "monster_attacked": "{Monster} falls upon {target_name}.",
    "monster_stunned": "{Monster} is stunned.",
    "monster_recovered": "{Monster} stirs again.",
    "monster_killed": "{Monster} is destroyed.",
    "object_placed": "In {tile_room} lies {object}.",
    "object_taken": "{who} {take_verb} {object}.",
    "object_dropped": "{who} sets down {object} in {tile_room}.",
    "counter_changed": "The {counter} count goes from {frm} to {to}.",
    "died": "{who} is dead. What they carried lies in {tile_room}.",
    "round_ended": "Round {rounds} of the haunt is over.",
    "monsters_grew": "{Grown} grows: its {trait_name} goes from {frm_g} to {to_g}.",
    "room_closed": "{Tile_room} closes: nobody can go in now.",
    "room_opened": "{Tile_room} stands open again.",
    "escaped": "{who} gets out of the house, alive.",
    "traitor_unmasked": "{unmasker} unmasks {unmasked}: the traitor is known to everyone now.",
    "undone": "{who} thinks better of it: the last step is taken back.",
    "dying": "{who} is dying.",
    "death_averted": "{who} is pulled back from the brink.",
    "tile_buried": "{Tile_room} would wall the floor in; it goes to the bottom of the stack.",
    "cards_buried": "{cards_n} of another region go to the bottom of the {deck} deck.",
    "heirloom_made": "{Card} becomes an heirloom of {family}{heirloom_name}.",
    "first_player": "{who} goes first ({reason}).",
    "crest_drawn": "A crest is drawn to settle a tie between {tied}.",  # who it chose: the next line, if anyone
}
MOVE_VERBS = {"discover": "discovers", "fall": "falls into", "slide": "slides down to", "teleport": "is now in"}
HONORIFICS = ("Dr.", "Captain", "Mr.", "Mrs.", "Miss", "Sir", "Lady", "Lord", "Father", "Sister")
FLOORS = {"basement": "the basement", "ground": "the ground floor", "upper": "the upper floor"}
LIFT = {0: "the basement", 1: "the basement", 2: "the ground floor", 3: "the upper floor"}  # classic elevator
ROLLS_FOR = {"attack": " to attack", "defend": " to defend", "damage dice": " of damage",
             "monster speed": " for the monsters' speed"}
WHY_PLACES = ((r"crossing (.+)", " to cross {the}"), (r"end of turn: (.+)", " at the end of the turn in {the}"),
              (r"leaving (.+)", " on leaving {the}"), (r"(.+) lurches", " as {the} lurches"),
              (r"[A-Z]{2,}: (.+)", " to {low}"))  # the last: a haunt's action word, "SEAL: Chalk a seal"


def narrate(pack, event: dict, players) -> str | None:
    fn = NARRATORS.get(event.get("t"))
    return fn(pack, event, list(players or ())) if fn else None


def narrate_all(pack, events, players) -> list[str]:
    """Every sentence a run of events tells, in order (silent events left out)."""
    players, out = list(players or ()), []
    for event in events:
        players = event["players"] if event.get("t") == "game_started" else players
        out.append(narrate(pack, event, players))
    return [line for line in out if line]


def tell(pack, state, events, perspective, players) -> list[str]:
    """``narrate_all`` of the events as ``perspective`` may see them (``state``: the game
    once they have happened)."""
    from .views import visible_events

    return narrate_all(pack, visible_events(state, events, perspective), players)


def full_name(players, seat, nobody: str = "Someone") -> str:
    return next((p.get("name") or nobody for p in players if p.get("seat") == seat), nobody)


def short_name(players, seat) -> str:
    """'Ida Marsh' -> 'Ida', 'Dr. Solace Merriweather' -> 'Dr. Merriweather', '"Minnie"' wins."""
    name = full_name(players, seat)
    nick, words = re.search(r'"([^"]+)"', name), name.split()
    if nick or len(words) < 2 or any(ch.isdigit() for ch in name):
        return nick.group(1) if nick else name
    return f"{words[0]} {words[-1]}" if words[0] in HONORIFICS else words[0]


def mid(name: str, article: bool = False) -> str:
    """A name mid-sentence: 'The Fissure' -> 'the Fissure'; with ``article``, 'Foyer' -> 'the Foyer'."""
    return "the" + name[3:] if name.startswith("The ") else f"the {name}" if article else name


def name_of(pack, kind: str, ident) -> str:
    """What the content calls a tile, card, token, monster or haunt object ('ghoul#2': a ghoul)."""
    key = str(ident).split("#")[0]
    table = getattr(pack, kind) if kind in ("tiles", "cards", "tokens", "explorers") else {}
    if key in table:
        return table[key].name
    things = (t for h in getattr(pack, "haunts", {}).values() for t in h.get(kind) or () if t.get("id") == key)
    return next((str(t.get("name") or key) for t in things), key.replace("_", " ").title())


def listed(items) -> str:
    items = list(items)
    return "".join(items) if len(items) < 2 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(n: int, word: str, many: str = "") -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def roll_meaning(pack, event: dict, following=()) -> str | None:
    """What a ``dice_rolled`` total means ('needs 4+: success', '2-4: nothing happens') when
    its ``why`` names the content that asked; ``following`` holds the haunt roll's verdict."""
    why, total = str(event.get("why", "")), max(0, int(event.get("total", 0)) + int(event.get("bonus", 0) or 0))
    if why == "haunt roll":
        return next((haunt_verdict(pack, e) for e in following if e.get("t") == "haunt_rolled"), None)
    if why == "damage dice":
        return f"{total} damage"
    if why.endswith(" lurches"):
        return f"the lift goes to {'any floor it fits' if total >= 4 else LIFT[total]}"
    if why.startswith("crossing "):
        target = next(((t.barrier or {}).get("target") for t in pack.tiles.values() if t.name == why[9:]), None)
        return None if target is None else f"needs {target}+: {'success' if total >= target else 'failure'}"
    text, bands = _bands_for(pack, why, event) or ("", [])
    for lo, hi in bands:
        if total >= lo and (hi is None or total <= hi):
            if len(bands) == 2 and bands[0][1] is None:  # one line to clear: pass or fail
                return f"needs {bands[0][0]}+: {'success' if hi is None else 'failure'}"
            label = f"{lo}+" if hi is None else (str(lo) if lo == hi else f"{lo}-{hi}")
            return f"{label}: {said}" if (said := _band_outcome(text, lo, hi)) else f"the {label} band"
    return None


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
            return f"needs {verdict['needed']}+"
        return f"the haunt begins under {verdict['omens']}" if pack.ruleset == "classic" else None
    if why.startswith("crossing "):
        target = next(((t.barrier or {}).get("target") for t in pack.tiles.values() if t.name == why[9:]), None)
        return None if target is None else f"needs {target}+"
    bands = (_bands_for(pack, why, event) or ("", []))[1]
    if len(bands) == 2 and bands[0][1] is None:  # one line to clear
        return f"needs {bands[0][0]}+"
    labels = [f"{lo}+" if hi is None else str(lo) if lo == hi else f"{lo}-{hi}" for lo, hi in bands]
    return None if not labels else labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " or " + labels[-1]


def roll_purpose(pack, event: dict) -> str:
    """What a roll is for, as it ends a sentence: ' to cross the Fissure', ' to attack',
    ' for Grace before Supper'; '' for a plain roll."""
    why = str(event.get("why", ""))
    place = next(((m.group(1), words) for pattern, words in WHY_PLACES if (m := re.fullmatch(pattern, why))), None)
    if place:
        return place[1].format(the=mid(place[0], article=True), low=place[0][:1].lower() + place[0][1:])
    if why in ROLLS_FOR:
        return ROLLS_FOR[why]
    if any(a.get("label") == why for t in pack.tiles.values() for a in t.actions):
        return f" to {why[:1].lower()}{why[1:]}"  # a room's action: "to drop a coin down the well"
    return f" for {mid(why)}" if why not in ("", "roll", "haunt roll") else ""


def roller(pack, event: dict, players) -> str:
    """Who rolls: the seat's name, or the monster's (a monster has no seat at the table)."""
    return full_name(players, event.get("seat"), "") or (
        capital(mid(name_of(pack, "monsters", event["monster"]))) if event.get("monster") else "The monster")


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
        return "A stand-off: nobody is hurt."
    won, lost = (e["attacker"], e["defender"]) if e["winner"] == "attacker" else (e["defender"], e["attacker"])
    said = f"{fighter(pack, won, players)} wins by {abs(e['attack'] - e['defence'])}"
    loser = fighter(pack, lost, players)
    steps, kind, after, pending = 0, "", [], {}
    for f in following:
        if f.get("t") in ("attack_resolved", "dice_rolled", "turn_started"):
            break
        if f.get("t") == "trait_set" and lost[0] == "seat" and f.get("seat") == lost[1] \
                and str(f.get("why", "")).endswith("damage"):
            steps, kind = steps + max(0, f["frm"] - f["to"]), str(f["why"]).rsplit(" ", 1)[0]
        elif f.get("t") in ("monster_stunned", "monster_killed") and lost == ["monster", f.get("id")]:
            after.append(f"{mid(loser)} is {'stunned' if f['t'] == 'monster_stunned' else 'destroyed'}")
        elif f.get("t") == "died" and lost == ["seat", f.get("seat")]:
            after.append(f"{loser} dies")
        elif f.get("t") == "effects_state":
            pending = f.get("pending") or {}
    if steps:
        after.insert(0, f"{loser} takes {steps} {kind} damage")
    if not after and pending.get("kind") == "damage" and lost == ["seat", pending.get("seat")]:
        after.append(f"{loser} takes {pending['amount']} {pending['damage_kind']} damage")
    elif not after and pending.get("kind") == "steal" and won == ["seat", pending.get("seat")]:
        return f"{said}, and may steal instead of dealing {pending['amount']} damage."
    return f"{said}: {listed(after)}." if after else f"{said}; nobody is hurt."


def haunt_verdict(pack, e: dict) -> str:  # classic: the haunt starts on less than the omens drawn
    said = "the haunt begins!" if e["started"] else "the house waits."
    if e.get("named_omens"):   # the Folium's "A Name Is a Power"
        said = f"{plural(int(e['named_omens']), 'die', 'dice')} more for the named omens carried; " + said
    omens = plural(int(e["omens"]), "omen")   # classic p.13: it begins on a total under the omens drawn
    return said if pack.ruleset != "classic" else f"{'less than' if e['started'] else 'at least'} the {omens} drawn: {said}"


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
    who, moves = full_name(players, e.get("seat"), "The house"), plural(int(e.get("moves", 0)), "move")
    card, tile = name_of(pack, "cards", e.get("card")), mid(name_of(pack, "tiles", e.get("tile")), article=True)
    return {
        **e, "who": who, "giver": full_name(players, e.get("frm")), "taker": full_name(players, e.get("to")),
        "target_name": full_name(players, e.get("target")), "moves_n": moves, "Card": card, "card": mid(card),
        "turn_tail": "the monsters' turn" if e.get("kind") == "monsters" else f"{who} sets out with {moves}",
        "cards": listed(mid(name_of(pack, "cards", c)) for c in e.get("cards", ())),
        "tile_room": tile, "Tile_room": capital(tile), "to_room": mid(name_of(pack, "tiles", e.get("to")), True),
        "move_verb": MOVE_VERBS.get(e.get("how"), "goes to"),
        "floor": FLOORS.get(e.get("region"), mid(str(e.get("region")), article=True)),
        "discard_verb": "goes to the bottom of its deck" if e.get("bury") else "is discarded",
        "token": name_of(pack, "tokens", e.get("token")), "take_verb": "steals" if e.get("stolen") else "takes",
        "Monster": capital(mid(name_of(pack, "monsters", e.get("id", e.get("kind"))))),
        "object": mid(name_of(pack, "objects", e.get("object"))),
        "counter": str(e.get("name", "")).replace("_", " "), "cards_n": plural(len(e.get("cards", ())), "card"),
        "tied": listed(full_name(players, s) for s in e.get("tied", ())),
        "family": mid(name_of(pack, "explorers", e.get("family")), article=True),
        "heirloom_name": f", and is named {e['name']}" if e.get("name") else "",
        "trait_name": str(e.get("trait", "")).title(), "unmasker": full_name(players, e.get("by")),
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


NARRATORS.update({kind: (lambda pack, e, players, k=kind: TEMPLATES[k].format(**_fields(pack, e, players)))
                  for kind in TEMPLATES})
NARRATORS.update({kind: (lambda pack, e, players: None) for kind in SILENT})
# "narrated": the content's own words; "moves_set" to 0 and "tile_drawn" straight off the stack
# are told by the card drawn and the room discovered; "haunt_rolled": 6 dice (legacy: the omens)
NARRATORS["narrated"] = lambda pack, e, players: str(e.get("text") or "").strip() or None


def _say_damage_reduced(pack, e, players):
    """'The Waxed Oilskin Coat takes the blow: no Speed lost.' — what a carried card took
    off the damage (``damage_reduced``)."""
    cards = [mid(name_of(pack, "cards", c), article=True) for c in e.get("cards") or ()]
    who = capital(listed(cards)) if cards else f"What {full_name(players, e.get('seat'))} carries"
    verb = "take" if len(cards) > 1 else "takes"
    kind, to, amount = str(e.get("kind", "")), int(e.get("to", 0)), int(e.get("amount", 0))
    trait = str(e.get("trait") or "").title()
    if to <= 0:
        said = f"no {trait} lost" if trait else f"no {kind} damage taken"
    else:
        said = (f"{trait} drops by {to}, not {amount}" if trait
                else f"{plural(to, kind + ' damage', kind + ' damage')} taken, not {amount}")
    return f"{who} {verb} the blow: {said}."


NARRATORS["damage_reduced"] = _say_damage_reduced
NARRATORS["moves_set"] = lambda pack, e, players: None if not e["moves"] else \
    f"{full_name(players, e['seat'])} has {plural(e['moves'], 'move')} left."
NARRATORS["tile_drawn"] = lambda pack, e, players: None if not e.get("skipped") else (
    f"{'Buried' if e.get('bury') else 'Set aside'}: {plural(len(e['skipped']), 'room')} that cannot go on "
    f"{FLOORS.get(e['region'], mid(e['region'], article=True))}.")
def _say_haunt_rolled(pack, e, players):
    if e["total"] is None:  # a chapter whose haunt starts on the Nth omen: no roll (p.16)
        found = f"{plural(int(e['omens']), 'omen')} of {e['needed']} discovered"
        return f"{capital(found)} — {haunt_verdict(pack, e)}"
    needs = f"needs {e['needed']}+: " if e.get("needed") is not None else ""
    if e.get("last_omen"):
        needs += "but that was the house's last omen: "
    return "Haunt roll: {} {} — {}{}".format(
        plural(6 if pack.ruleset == "classic" else max(1, min(8, e["omens"])), "die shows", "dice total"),
        e["total"], needs, haunt_verdict(pack, e))


def _say_game_started(pack, e, players):
    chapter = e.get("campaign")
    if chapter is not None:  # a campaign's chapter: its first player comes with the PAUSE card
        return (f"{'The Prologue' if chapter['n'] == 0 else 'Chapter ' + str(chapter['n'])}, {chapter['year']}: "
                f"{chapter['title']}. {listed(p['name'] for p in e['players'])} come to Hollowmere.")
    reason = re.sub(r"^next birthday.*", "the next birthday", str(e.get("first_reason", "")))
    if e.get("free_play") is not None:  # free play on a finished campaign's house
        return (f"Free play on the house {e['free_play'].get('name') or 'the campaign'} left. "
                f"{listed(p['name'] for p in e['players'])} come back to Hollowmere; "
                f"{full_name(e['players'], e['first'])} goes first ({reason}).")
    return (f"The doors of Hollowmere close behind {listed(p['name'] for p in e['players'])}. "
            f"{full_name(e['players'], e['first'])} goes first" + (f" ({reason})." if reason else "."))


def _say_haunt_started(pack, e, players):
    title = (getattr(pack, "haunts", {}).get(e.get("haunt")) or {}).get("title") or f"haunt {e.get('number')}"
    turned = ("One of you is not what they seem." if e.get("hidden")  # a hidden traitor stays hidden
              else "No one has turned: every explorer stands against the house." if e.get("traitor") is None
              else f"{full_name(players, e['traitor'])} turns traitor.")
    return f"The haunt begins: {title}. {turned}"


def _say_traitor_drawn(pack, e, players):
    among = listed(full_name(players, s) for s in e.get("among", ()))
    if e.get("seat") is None:  # a hidden traitor's lot, seen by anyone but its holder
        return f"Lots are drawn face down among {among}. One of them is the traitor's, and only its holder knows."
    how = "face down " if e.get("hidden") else ""
    return f"Lots are drawn {how}among {among}: {full_name(players, e['seat'])} draws the traitor's."


def _say_trait_set(pack, e, players):
    who, trait, why = short_name(players, e["seat"]), e["trait"].title(), str(e.get("why", ""))
    who, verb, cause = who + ("'" if who.endswith("s") else "'s"), "rises" if e["to"] > e["frm"] else "drops", \
        f" ({why})" if why.endswith("damage") else ""
    if e["to"] < 0:
        return f"{who} {trait} falls to the skull{cause}."
    if e["value_from"] == e["value_to"]:  # a track repeats numbers: the step moves, the value holds
        return f"{who} {trait} {verb} a step on its track (still {e['value_to']}){cause}."
    return f"{who} {trait} {verb} from {e['value_from']} to {e['value_to']}{cause}."


def _say_used(pack, e, players):  # give, drop, attack, a haunt action: the events after it tell it
    key, who, parts = str(e["key"]), full_name(players, e["seat"]), str(e["key"]).split(":") + ["", ""]
    if key.startswith("use:"):
        return f"{who} uses {mid(name_of(pack, 'cards', key[4:]))}."
    actions = pack.tiles[parts[1]].actions if parts[0] == "action" and parts[1] in pack.tiles else ()
    label = next((a["label"] for a in actions if a["id"] == parts[2]), None)
    return f"{who} chooses to {label[:1].lower()}{label[1:]}." if label else None


def _say_attack_resolved(pack, e, players):
    a, d = (full_name(players, ident) if kind == "seat" else capital(mid(name_of(pack, "monsters", ident)))
            for kind, ident in (e["attacker"], e["defender"]))
    said = f"{a} attacks {mid(d)} {'from afar ' if e.get('distance') else ''}with {e['trait'].title()}: " \
        f"{e['attack']} against {e['defence']} — "
    if e.get("winner") is None:
        return said + "a stand-off; nobody is hurt."
    return said + f"{mid(a if e['winner'] == 'attacker' else d)} wins by {abs(e['attack'] - e['defence'])}."


def _things(pack, e) -> str:
    return listed([mid(name_of(pack, "cards", c)) for c in e.get("cards", ())]
                  + [mid(name_of(pack, "objects", o)) for o in e.get("objects", ())])


def _say_monster_picked_up(pack, e, players):
    return f"{capital(mid(name_of(pack, 'monsters', e.get('id'))))} picks up {_things(pack, e)}."


def _say_monster_dropped(pack, e, players):
    tile = mid(name_of(pack, "tiles", e.get("tile")), article=True)
    verb = "lets fall" if e.get("fumbled") else "puts down"
    return f"{capital(mid(name_of(pack, 'monsters', e.get('id'))))} {verb} {_things(pack, e)} in {tile}."


def _say_ongoing_choice(pack, e, players):  # legacy p.19: the traitor and an Ongoing Event
    who, card = full_name(players, e.get("seat")), mid(name_of(pack, "cards", e.get("card")))
    if e.get("ignore"):
        return f"{who} turns away from {card}: neither its harm nor its help will touch them."
    return f"{who} takes {card} as it comes, for good and ill."


def _say_game_over(pack, e, players):
    # a reason that is a phrase is read out; a code like "side_dead" is not
    winner, reason = e.get("winner"), f" ({e['reason']})" if " " in str(e.get("reason") or "") else ""
    seats = winner if isinstance(winner, list) else [winner] if type(winner) is int else []
    names, one = listed(full_name(players, s) for s in seats), len(seats) == 1 or winner == "traitor"
    if winner in (None, "", []):
        return f"The game is over. The house keeps its counsel{reason}."
    if winner == "traitor" and not any(p.get("role") == "traitor" for p in players):
        return f"The game is over: the house wins{reason}."   # no one turned: the other side is the house
    return f"The game is over: {names or 'the ' + str(winner)} {'wins' if one else 'win'}{reason}."


def _say_dice_rolled(pack, e, players):
    if e.get("why") == "haunt roll":
        return None  # the haunt_rolled line gives the dice and their verdict together
    what = e["trait"].title() if e.get("trait") else plural(len(e["dice"]), "die", "dice")
    what += roll_purpose(pack, e)
    who = roller(pack, e, players)
    bonus = int(e.get("bonus", 0) or 0)
    total = f"total {max(0, e['total'] + bonus)}" + (f" ({bonus:+d})" if bonus else "")
    return (f"{who} rolls {what}: {' '.join(map(str, e['dice'])) or 'no dice'} — {total}."
            + (f" {capital(meaning)}." if (meaning := roll_meaning(pack, e)) else ""))


NARRATORS.update({name[5:]: fn for name, fn in list(globals().items()) if name.startswith("_say_")})


# -- a campaign's chapter (docs/CAMPAIGN.md) -------------------------------------------------------

def _card_named(pack, card) -> str:
    """A card as the house first knew it: an omen by its blank ('The Crow of ___')."""
    found = pack.cards.get(card)
    return (found.data.get("blank_name") or found.name) if found is not None else str(card)


def _say_house_changed(pack, e, players):
    c = e["change"]
    kind = c["kind"]
    card = mid(_card_named(pack, c.get("card"))) if c.get("card") else ""
    tile = mid(name_of(pack, "tiles", c.get("tile")), article=True) if c.get("tile") else ""
    family = mid(name_of(pack, "explorers", c.get("family")), article=True) if c.get("family") else "a"
    if kind == "legacy_read":
        lc = pack.extra["legacy"].get(c["card"], {})
        return f"Legacy card {lc.get('number', '?')}: {lc.get('title', c['card'])}."
    if kind == "journal_read":
        entry = pack.extra["journal"].get(c["entry"], {})
        return f"The Bleak Journal, entry {c['entry']}: {entry.get('title', '')}."
    if kind == "open_door":
        door = pack.extra["folium"].get(c["door"], {})
        rule = " A new rule holds from now on." if c.get("flag") else ""
        return f"Door {c['door']} of the Folium Infernum opens: {door.get('title', '')}.{rule}"
    said = {
        "add_card": f"{capital(card)} joins the {c.get('deck')} deck"
                    + (" from Purgatory" if c.get("from") == "purgatory" else "") + ".",
        "intensify": f"{capital(card)} grows worse: a box on it is checked.",
        "use_checked": f"A box is checked on {card}.",
        "crest_card": f"{capital(family)} crest goes on {card}.",
        "name_card": f"{capital(card)} is named {c.get('name')}.",
        "to_box": f"{capital(card)} goes back in the box for this chapter.",
        "box_returned": "The cards in the box go back into their decks.",
        "to_tomb": f"{capital(card)} is laid in the Tomb.",
        "from_tomb": f"{capital(card)} comes back out of the Tomb.",
        "destroy": f"{capital(card)} is destroyed, for good.",
        "add_tiles": "New rooms join the house: "
                     + listed(mid(name_of(pack, "tiles", t), article=True) for t in c.get("tiles", ())) + ".",
        "sticker": {"passage": f"A secret passage is found in {tile}.", "ghost": f"A ghost settles in {tile}.",
                    "crest": f"{capital(family)} crest is set in {tile}."}.get(c.get("sticker"), ""),
        "heirloom": None,  # (told by its heirloom_made event)
        "branch": c.get("because") or None,   # (a branch says why: game.campaign.branches)
        "sealed_opened": (f"{c.get('because') or ''} the sealed "
                          f"{'envelope' if c.get('sealed') == 'envelope' else 'box'} is opened.").strip()
                         if c.get("because") else None,
        "legacy_deck": "From now on the house reads its second Legacy deck." if c.get("deck") == 2 else None,
    }
    return said.get(kind)


def _say_chapter_paused(pack, e, players):
    trigger = e["trigger"]
    if "omens_at_least" in trigger:
        when = f"when omen number {trigger['omens_at_least']} is discovered"
    else:
        when = f"on a haunt roll of {trigger['roll_at_least']} or more"
    return f"Pause. This chapter's haunt begins {when}."


def _say_joining_kept(pack, e, players):
    back = len(e.get("returned", ()))
    return (f"{full_name(players, e['seat'])} keeps {mid(name_of(pack, 'cards', e['card']))}"
            + (f"; the other {plural(back, 'item')} go back into the Item deck." if back else "."))


def _say_deck_reshuffled(pack, e, players):
    if e.get("why") == "chapter":  # the PAUSE card: every deck shuffled for the chapter
        return f"The {e['deck']} deck is shuffled."
    if e.get("why") == "shuffled in":
        return f"The {e['deck']} deck is shuffled, with what joined it."
    return TEMPLATES["deck_reshuffled"].format(**_fields(pack, e, players))


def _say_tiles_reshuffled(pack, e, players):
    if e.get("why") == "chapter":
        return "The house's rooms are shuffled into the stack."
    if e.get("why") == "shuffled in":
        return "The new rooms are shuffled into the stack."
    return TEMPLATES["tiles_reshuffled"]


NARRATORS.update({"deck_reshuffled": _say_deck_reshuffled, "tiles_reshuffled": _say_tiles_reshuffled})
NARRATORS.update({"house_changed": _say_house_changed, "chapter_paused": _say_chapter_paused,
                  "joining_kept": _say_joining_kept, "haunt_rolled": _say_haunt_rolled})


def _say_monster_trait_learned(pack, e, players):  # legacy p.15: what the heroes now know
    name = capital(mid(name_of(pack, "monsters", e.get("kind"))))
    if e.get("value") is None:
        return f"Now everybody knows: {mid(name)} has no {e['trait'].title()}."
    return f"{name}: {e['trait'].title()} {e['value']}, as all can see."


NARRATORS["monster_trait_learned"] = _say_monster_trait_learned
