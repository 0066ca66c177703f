"""Narration of a campaign's chapter (docs/CAMPAIGN.md): the house changed for good, the
PAUSE card, the joining rule, what the heroes learn of a monster: ``CHAPTER_NARRATORS``,
which ``game.narration`` adds to its own."""

from __future__ import annotations

from . import vocabulary
from .i18n import _
from .narration_words import capital, full_name, listed, mid, name_of, plural

def _card_named(pack, card) -> str:
    """A card as the house first knew it: an omen by its blank ('The Crow of ___')."""
    found = pack.cards.get(card)
    return (found.data.get("blank_name") or found.name) if found is not None else str(card)


def _say_house_changed(pack, e, players):
    c = e["change"]
    kind = c["kind"]
    card = mid(_(_card_named(pack, c.get("card")))) if c.get("card") else ""
    tile = mid(name_of(pack, "tiles", c.get("tile")), article=True) if c.get("tile") else ""
    family = mid(name_of(pack, "explorers", c.get("family")), article=True) if c.get("family") else _("a")
    if kind == "legacy_read":
        lc = pack.extra["legacy"].get(c["card"], {})
        return _("Legacy card {n}: {title}.").format(n=lc.get("number", "?"), title=_(lc.get("title", c["card"])))
    if kind == "journal_read":
        entry = pack.extra["journal"].get(c["entry"], {})
        return _("The Bleak Journal, entry {n}: {title}.").format(n=c["entry"], title=_(entry.get("title", "")))
    if kind == "open_door":
        door = pack.extra["folium"].get(c["door"], {})
        said = _("Door {n} of the Folium Infernum opens: {title}.").format(n=c["door"], title=_(door.get("title", "")))
        return said + (" " + _("A new rule holds from now on.") if c.get("flag") else "")
    told = {
        "add_card": lambda: (_("{card} joins the {deck} deck from Purgatory.") if c.get("from") == "purgatory"
                             else _("{card} joins the {deck} deck.")).format(card=capital(card), deck=_(c.get("deck"))),
        "intensify": lambda: _("{card} grows worse: a box on it is checked.").format(card=capital(card)),
        "use_checked": lambda: _("A box is checked on {card}.").format(card=card),
        "crest_card": lambda: _("{family} crest goes on {card}.").format(family=capital(family), card=card),
        "name_card": lambda: _("{card} is named {name}.").format(card=capital(card), name=_(c.get("name") or "")),
        "to_box": lambda: _("{card} goes back in the box for this chapter.").format(card=capital(card)),
        "box_returned": lambda: _("The cards in the box go back into their decks."),
        "to_tomb": lambda: _("{card} is laid in the Tomb.").format(card=capital(card)),
        "from_tomb": lambda: _("{card} comes back out of the Tomb.").format(card=capital(card)),
        "destroy": lambda: _("{card} is destroyed, for good.").format(card=capital(card)),
        "add_tiles": lambda: _("New rooms join the house: {rooms}.").format(
            rooms=listed(mid(name_of(pack, "tiles", t), article=True) for t in c.get("tiles", ()))),
        "sticker": lambda: {"passage": _("A secret passage is found in {tile}."), "ghost": _("A ghost settles in {tile}."),
                            "crest": _("{family} crest is set in {tile}.")}.get(c.get("sticker"), "").format(
            tile=tile, family=capital(family)),
        "heirloom": lambda: None,  # (told by its heirloom_made event)
        "branch": lambda: because(pack, c) if c.get("because") else None,   # (a branch says why: game.campaign.branches)
        "sealed_opened": lambda: ((_("{because} the sealed envelope is opened.") if c.get("sealed") == "envelope"
                                   else _("{because} the sealed box is opened.")).format(because=_(c["because"]))
                                  .strip() if c.get("because") else None),
        "legacy_deck": lambda: _("From now on the house reads its second Legacy deck.") if c.get("deck") == 2 else None,
    }
    return told[kind]() if kind in told else None


def because(pack, c) -> str:
    """A branch's reason in the language in use. The change holds it in English with its
    blanks filled (``because_words``: "Because the Pendrys kept …"); a translation is of
    the content's sentence with its blanks, so the names are read back out of the English
    and put into the translated sentence."""
    said = c["because"]
    if _(said) != said:
        return _(said)
    from .campaign.branches import catalogue
    from .refusals import fill

    option = next((o for o in (catalogue(pack).get(c.get("branch")) or {}).get("options", ())
                   if o["id"] == c.get("taken")), None)
    template = (option or {}).get("because") or ""
    return fill(template, said, _) if "{" in template else said


def _say_chapter_paused(pack, e, players):
    trigger = e["trigger"]
    if "omens_at_least" in trigger:
        return _("Pause. This chapter's haunt begins when omen number {n} is discovered.").format(
            n=trigger["omens_at_least"])
    return _("Pause. This chapter's haunt begins on a haunt roll of {n} or more.").format(n=trigger["roll_at_least"])


def _say_joining_kept(pack, e, players):
    back = len(e.get("returned", ()))
    fields = {"who": full_name(players, e["seat"]), "card": mid(name_of(pack, "cards", e["card"])),
              "items": plural(back, "item")}
    if back:
        return _("{who} keeps {card}; the other {items} go back into the Item deck.").format(**fields)
    return _("{who} keeps {card}.").format(**fields)


def _say_monster_trait_learned(pack, e, players):  # legacy p.15: what the heroes now know
    name = capital(mid(name_of(pack, "monsters", e.get("kind"))))
    if e.get("value") is None:
        return _("Now everybody knows: {monster} has no {trait}.").format(monster=mid(name),
                                                                         trait=vocabulary.trait(e["trait"]))
    return _("{monster}: {trait} {n}, as all can see.").format(monster=name, trait=vocabulary.trait(e["trait"]),
                                                              n=e["value"])


CHAPTER_NARRATORS = {"house_changed": _say_house_changed, "chapter_paused": _say_chapter_paused,
                     "joining_kept": _say_joining_kept, "monster_trait_learned": _say_monster_trait_learned}
