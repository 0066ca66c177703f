"""The campaign screens' own words for what the engine names in English: a chapter
("Chapter 3", "The prologue") and a moment ("28 Nov 2026, 09:56"), in the language in
use (``game.i18n``). The engine's ``chapter_label`` stays English: its log and errors
must not depend on who played in which language."""

from __future__ import annotations

import datetime as _dt

from game.i18n import _
from game.vocabulary import MONTHS


def chapter_name(n: int, *, capital: bool = True) -> str:
    """``chapter_label`` in the language in use: the prologue (n 0), then Chapter 1 to 13."""
    if int(n) == 0:
        return _("The prologue") if capital else _("the prologue")
    return (_("Chapter {n}") if capital else _("chapter {n}")).format(n=int(n))


def moment(stamp: float) -> str:
    """A time as the lists show it: "28 Nov 2026, 09:56"."""
    then = _dt.datetime.fromtimestamp(stamp)
    return _("{day} {month} {year}, {clock}").format(day=then.day, month=_(MONTHS[then.month - 1]),
                                                     year=then.year, clock=then.strftime("%H:%M"))


def fate(text: str, pack) -> str:
    """A fate as the log wrote it (``game.campaign.ending.FATES``, English) in the language
    in use; a fate the table wrote itself is its own words."""
    from game.campaign.ending import FATES, the_room

    for template in FATES.values():
        if "{room}" not in template:
            if text == template:
                return _(template)
            continue
        head, tail = template.split("{room}")
        if text.startswith(head) and text.endswith(tail):
            said = text[len(head):len(text) - len(tail)]
            room = next((t.name for t in pack.tiles.values() if the_room(t.name) == said), None)
            if room is not None:
                return _(template).format(room=_(room) if _(room) != room else said)
    return text
