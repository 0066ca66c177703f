"""The narration's small words: names as a sentence takes them (a seat's, the content's,
mid-sentence), lists and counts — shared by ``game.narration`` and
``game.narration_chapters`` (and the board's presenter), each in the language in use."""

from __future__ import annotations

import re

from .i18n import N_, SOURCE, Np_, _, language, ngettext

HONORIFICS = ("Dr.", "Captain", "Mr.", "Mrs.", "Miss", "Sir", "Lady", "Lord", "Father", "Sister")
# the counted words of the narration (``plural``): each a singular and a plural msgid
PLURALS = {"move": Np_("{n} move", "{n} moves"), "room": Np_("{n} room", "{n} rooms"),
           "omen": Np_("{n} omen", "{n} omens"), "card": Np_("{n} card", "{n} cards"),
           "item": Np_("{n} item", "{n} items"), "die": Np_("{n} die", "{n} dice"),
           "die shows": Np_("{n} die shows", "{n} dice total"), "chapter": Np_("{n} chapter", "{n} chapters"),
           "member": Np_("{n} member", "{n} members"), "heirloom": Np_("{n} heirloom", "{n} heirlooms")}


def full_name(players, seat, nobody: str = N_("Someone")) -> str:
    return next((p.get("name") or _(nobody) for p in players if p.get("seat") == seat), _(nobody))


def short_name(players, seat) -> str:
    """'Ida Marsh' -> 'Ida', 'Dr. Solace Merriweather' -> 'Dr. Merriweather', '"Minnie"' wins."""
    name = full_name(players, seat)
    nick, words = re.search(r'"([^"]+)"', name), name.split()
    if nick or len(words) < 2 or any(ch.isdigit() for ch in name):
        return nick.group(1) if nick else name
    return f"{words[0]} {words[-1]}" if words[0] in HONORIFICS else words[0]


# a language's articles a room's name may begin with, left out where its sentences say
# "the room X" themselves ("entdeckt den Raum Brunnenschacht", not "den Raum Der Brunnenschacht")
ROOM_ARTICLES = {"de": ("Der ", "Die ", "Das ")}


def room(name: str) -> str:
    """A room's name as the narration's sentences take it: 'the Foyer' in English; in a
    language whose sentences name it after their own word for a room, without its article."""
    if language() == SOURCE:
        return mid(name, article=True)
    for article in ROOM_ARTICLES.get(language(), ()):
        if name.startswith(article) and len(name) > len(article):
            return name[len(article):]
    return name


def mid(name: str, article: bool = False) -> str:
    """A name mid-sentence: 'The Fissure' -> 'the Fissure'; with ``article``, 'Foyer' -> 'the Foyer'.
    English grammar: another language's sentences take a name as it is written."""
    if language() != SOURCE:
        return name
    return "the" + name[3:] if name.startswith("The ") else f"the {name}" if article else name


def name_of(pack, kind: str, ident) -> str:
    """What the content calls a tile, card, token, monster or haunt object ('ghoul#2': a ghoul)."""
    key = str(ident).split("#")[0]
    table = getattr(pack, kind) if kind in ("tiles", "cards", "tokens", "explorers") else {}
    if key in table:
        return _(table[key].name)
    things = (t for h in getattr(pack, "haunts", {}).values() for t in h.get(kind) or () if t.get("id") == key)
    return next((_(str(t.get("name") or key)) for t in things), key.replace("_", " ").title())


def counter_name(pack, counter, haunt=None) -> str:
    """A haunt counter in words, translated (the haunt's ``counter_names``): the name
    ``haunt`` gives it, or, with no haunt known, the one name the pack's haunts agree on;
    else its id with spaces (a pack that names no counters)."""
    haunts, key = getattr(pack, "haunts", None) or {}, str(counter)
    books = [haunts[haunt]] if haunt in haunts else haunts.values()
    found = {(h.get("counter_names") or {}).get(key) for h in books} - {None}
    return _(found.pop() if len(found) == 1 else key.replace("_", " "))


def listed(items) -> str:
    items = list(items)
    return "".join(items) if len(items) < 2 else _("{some} and {last}").format(some=", ".join(items[:-1]),
                                                                               last=items[-1])


def plural(n: int, word: str, many: str = "") -> str:
    """'3 moves': one of ``PLURALS`` by the language's plural rule (another word: English)."""
    if word in PLURALS:
        return ngettext(*PLURALS[word], n).format(n=n)
    return f"{n} {word if n == 1 else many or word + 's'}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
