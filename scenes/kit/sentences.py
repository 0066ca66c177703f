"""An engine refusal as a screen shows it — capitalised and ended with a full stop ("Drawing
a card ended your movement this turn.", ``game.reach.why_no_explore``, a toast's) — in the
language in use. ``game.refusals`` matches such a sentence only against its templates (the
refusals with a name or a number in them); a plain refusal is its own msgid, in lower case
and without the stop, so it is looked up so here and shown capitalised again.

Registered with ``game.i18n.SENTENCES`` (the engine's extension point for sentences it
built) when the screens' fonts are first imported.
"""

from __future__ import annotations

from game.i18n import SENTENCES


def plain_refusal_shown(message: str, gettext) -> str | None:
    """``message`` translated if it is a plain refusal shown capitalised, else None."""
    if not message[:1].isupper():
        return None
    plain = message[:1].lower() + message[1:]
    for msgid in (plain.removesuffix("."), plain):
        said = gettext(msgid)
        if said != msgid:
            stop = "." if message.endswith(".") and not said.endswith(".") else ""
            return said[:1].upper() + said[1:] + stop
    return None


if plain_refusal_shown not in SENTENCES:
    SENTENCES.append(plain_refusal_shown)
