"""The game's own nouns as the screens and the narration name them: traits, floors,
colours, months. One place, so a language translates each once (``game.i18n``); the
engine itself reads only the ids (``"might"``, ``"upper"``)."""

from __future__ import annotations

from .i18n import N_, _

TRAITS = {"speed": N_("Speed"), "might": N_("Might"), "sanity": N_("Sanity"), "knowledge": N_("Knowledge")}
TRAITS_SHORT = {"speed": N_("Spd"), "might": N_("Mgt"), "sanity": N_("San"), "knowledge": N_("Kno")}
FLOORS = {"basement": N_("Basement"), "ground": N_("Ground floor"), "upper": N_("Upper floor"),
          "outside": N_("Outside"), "roof": N_("Roof")}
COLOURS = {"red": N_("red"), "green": N_("green"), "blue": N_("blue"), "purple": N_("purple"),
           "orange": N_("orange"), "white": N_("white"), "yellow": N_("yellow")}
DECKS = {"event": N_("Event"), "item": N_("Item"), "omen": N_("Omen")}
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))


def trait(name: str) -> str:
    """``"might"`` -> "Might" (in the language in use)."""
    return _(TRAITS.get(str(name), str(name).title()))


def trait_short(name: str) -> str:
    return _(TRAITS_SHORT.get(str(name), str(name)[:3].title()))


def floor(name: str) -> str:
    return _(FLOORS.get(str(name), str(name).title()))


def colour(name: str) -> str:
    return _(COLOURS.get(str(name), str(name)))


def deck(name: str) -> str:
    return _(DECKS.get(str(name), str(name)))


def birthday(mmdd: str) -> str:
    """``"04-17"`` -> "17 Apr"."""
    month, day = (int(v) for v in mmdd.split("-"))
    return _("{day} {month}").format(day=day, month=_(MONTHS[month - 1]))
