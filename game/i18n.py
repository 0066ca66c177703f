"""Languages: the interface's words through gettext catalogues, one language at a time.

The catalogues live in ``assets/locale/<lang>/LC_MESSAGES/hollowmere.po``, made and
kept by ``tools/i18n.py`` (Babel: extract, update, compile, pseudo, coverage); the
compiled ``.mo`` beside each is what the game reads, so a player's build needs no Babel.
English is the source language: an English game reads no catalogue at all, and a
string a catalogue lacks falls back to its English. The content's words are translated
by the packs' overlays (``game.content.overlays``): ``_()`` finds a room's name or a
card's text there as it finds a literal of the code.

Code marks a string with ``_()`` (``ngettext`` where a count decides the words) and
fills it with **named** placeholders afterwards, so a translation may reorder them:

    _("{name} draws {card}").format(name=who, card=card)
    ngettext("{n} room", "{n} rooms", n).format(n=n)

``N_()`` marks a string for extraction only, where it is stored now and translated when
shown. The pseudo-locale ``qps`` (every string lengthened by ~40% and held between
« and ») is a catalogue like the others, made by ``tools/i18n.py pseudo``; tests read
the screens in it to find words that escaped translation (``is_marked``).

Pure Python (``game/`` imports no pygame): the narration and the tools use it too.
"""

from __future__ import annotations

import gettext as _gettext
import locale as _locale
import os
import re
from pathlib import Path

DOMAIN = "hollowmere"
SOURCE = "en"
PSEUDO = "qps"
MARK_OPEN, MARK_CLOSE = "«", "»"
# each language by its own name, as the setting lists it (the pseudo-locale is for tests)
NAMES = {"en": "English", "de": "Deutsch", PSEUDO: "Pseudo (qps)"}

_state = {"lang": SOURCE, "tr": _gettext.NullTranslations(), "content": {}, "said": {}}


def locale_dir() -> Path:
    from .paths import assets_root

    return assets_root() / "locale"


def available() -> list[str]:
    """English, then every language with a compiled catalogue, by code."""
    folder = locale_dir()
    found = sorted(p.parent.parent.name for p in folder.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return [SOURCE] + [lang for lang in found if lang != SOURCE]


def set_language(lang: str | None) -> str:
    """Read ``lang``'s catalogue (an unknown one, or None, is English); returns the
    language now in use."""
    lang = lang or SOURCE
    if lang == SOURCE or lang not in available():
        _state.update(lang=SOURCE, tr=_gettext.NullTranslations(), content={}, said={})
        return SOURCE
    with open(locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as fh:
        _state.update(lang=lang, tr=_gettext.GNUTranslations(fh), content=_content_table(lang), said={})
    return lang


_TABLES: dict[str, dict] = {}


def _content_table(lang: str) -> dict[str, str]:
    """The content packs' texts in ``lang`` (``game.content.overlays.text_table``), read once."""
    if lang not in _TABLES:
        from .content.overlays import text_table

        _TABLES[lang] = text_table(lang, made=pseudo if lang == PSEUDO else None)
    return _TABLES[lang]


def language() -> str:
    return _state["lang"]


def _(message: str) -> str:
    """``message`` in the language in use: a string of the code from the catalogue, a
    text of the content (a room's name, a card's words) from the packs' translations;
    anything else, and anything not translated, as it is."""
    if _state["lang"] == SOURCE or not message:
        return message
    said = _state["tr"].gettext(message)
    if said is not message:
        return said
    said = _state["content"].get(message)
    return said if said is not None else _sentence(message)


_SAID_MOST = 4096   # sentences of the engine remembered per language (a refusal is shown every frame)


def _sentence(message: str) -> str:
    """A sentence the engine built (a refusal with a name in it, an heirloom's name:
    ``game.refusals``) in the language in use, or ``message`` as it is; remembered, for
    the screens draw it often."""
    said = _state["said"]
    if message not in said:
        if len(said) >= _SAID_MOST:
            said.clear()
        said[message] = next((t for sentence in SENTENCES if (t := sentence(message, _))), None) or message
    return said[message]


SENTENCES: list = []   # (message, gettext) -> its translation or None: game.refusals adds its own
                       # (registered, not imported here: game.refusals reads this module)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural for ``n``, by the language's own plural rule."""
    return _state["tr"].ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue; it is translated where it is shown."""
    return message


def Np_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a plural pair for the catalogue; ``ngettext(*pair, n)`` where it is shown."""
    return singular, plural


def system_language(env=None) -> str:
    """The system's language if a catalogue exists for it, else English (the setting's
    value on first start): ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, then the
    locale module's guess."""
    env = os.environ if env is None else env
    names = [env.get(k, "") for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if env is os.environ:
        try:
            names.append(_locale.getlocale()[0] or "")
        except ValueError:
            pass
    shipped = set(available()) - {PSEUDO}
    for name in names:
        for part in name.split(":"):
            code = part.split(".")[0].split("_")[0].split("-")[0].lower()
            if code in shipped:
                return code
    return SOURCE


# -- the pseudo-locale ---------------------------------------------------------------------------

_PLAIN = "aceinoruyAEIOUCNY"
_ACCENTS = str.maketrans(_PLAIN, "áçéîñöŕüýÁÉÎÖÜÇÑÝ")


def pseudo(text: str) -> str:
    """``text`` accented, lengthened by about 40% and held between the markers; the
    ``{placeholders}`` are left whole (they are filled in after translation)."""
    out, depth = [], 0
    for ch in text:
        if ch == "{":
            depth += 1
        out.append(ch if depth else ch.translate(_ACCENTS))
        if ch == "}" and depth:
            depth -= 1
    body = "".join(out)
    extra = max(1, round(len(text) * 0.4) - 2)
    pad = ("~" * extra) if "\n" not in text else ""
    return f"{MARK_OPEN}{body}{' ' + pad if pad else ''}{MARK_CLOSE}"


def is_marked(text: str) -> bool:
    """Whether a text on screen (or a line of one, wrapped) came through the
    pseudo-locale: outside its ``«…»`` spans no letter is left that the pseudo-locale
    would have accented (figures, signs and accented words are marked)."""
    rest = re.sub(f"{MARK_OPEN}[^{MARK_CLOSE}]*{MARK_CLOSE}", " ", text)
    rest = re.sub(f"^[^{MARK_OPEN}]*{MARK_CLOSE}|{MARK_OPEN}.*$", " ", rest)
    if sum(ch.isalpha() for ch in rest) <= 1:   # a key, a region's letter: nothing to translate
        return True
    return not any(ch in _PLAIN for ch in rest)
