"""The rules reference's words (``content/rules/<ruleset>.yaml``): the in-game summary of
the rules, in our words, read with ``safe_load``; a damaged file names the file, the entry
and the field. The reference screen is ``scenes.menu.rules_scene``."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

from .. import i18n
from ..paths import content_root
from .safe_yaml import safe_load

RULESETS = ("classic", "legacy")
NUMBER = re.compile(r"\d+")


def rules_dir() -> Path:
    return Path(content_root()) / "rules"


class RulesError(Exception):
    pass


def rules_for(ruleset: str, language: str | None = None) -> tuple[dict, ...]:
    """The reference entries of a ruleset: ``{title, text, keywords}``, in ``language``
    (default: the one in use) where its translation has them. A file that cannot be read
    is a RulesError naming it and the entry."""
    return _rules_for(ruleset, i18n.language() if language is None else language)


def translation(ruleset: str, language: str) -> dict:
    """``rules/i18n/<language>/<ruleset>.yaml``: each entry's English title to its
    ``title``, ``text`` and extra ``keywords`` (empty when there is none)."""
    path = rules_dir() / "i18n" / language / f"{ruleset}.yaml"
    try:
        data = safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, yaml.YAMLError) as exc:
        raise RulesError(f"rules/i18n/{language}/{path.name}: cannot be read ({exc})") from None
    return data if isinstance(data, dict) else {}


def check_translations() -> tuple[list[str], dict[tuple[str, str], tuple[int, int]]]:
    """Each translation of the reference held to its English (every title it names
    exists, its numbers kept): problems as lines, and (translated, total) entries per
    (ruleset, language)."""
    problems, coverage = [], {}
    folder = rules_dir() / "i18n"
    for lang in sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else ():
        for ruleset in RULESETS:
            english = {e["title"]: e for e in _rules_for(ruleset, "en")}
            done = 0
            for title, entry in translation(ruleset, lang).items():
                where = f"rules/i18n/{lang}/{ruleset}.yaml: {title}"
                if title not in english:
                    problems.append(f"{where}: -: no such entry in the English (a stale key?)")
                elif not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("title", "text")):
                    problems.append(f"{where}: -: needs title and text")
                elif sorted(NUMBER.findall(english[title]["text"])) != sorted(NUMBER.findall(entry["text"])):
                    problems.append(f"{where}: text: numbers {NUMBER.findall(english[title]['text'])} "
                                    f"became {NUMBER.findall(entry['text'])}")
                else:
                    done += 1
            coverage[(ruleset, lang)] = (done, len(english))
    return problems, coverage


@lru_cache(maxsize=8)
def _rules_for(ruleset: str, language: str) -> tuple[dict, ...]:
    words = translation(ruleset, language) if language != "en" else {}
    return tuple(_translated(e, words.get(e["title"]), language) for e in _english(ruleset))


def _translated(entry: dict, words, language: str) -> dict:
    if language == i18n.PSEUDO:
        return {**entry, "title": i18n.pseudo(entry["title"]), "text": i18n.pseudo(entry["text"])}
    if not isinstance(words, dict) or not isinstance(words.get("title"), str) or not isinstance(words.get("text"), str):
        return entry
    return {"title": words["title"], "text": " ".join(words["text"].split()),
            "keywords": entry["keywords"] + [str(k) for k in words.get("keywords") or ()]}


@lru_cache(maxsize=4)
def _english(ruleset: str) -> tuple[dict, ...]:
    path = rules_dir() / f"{ruleset}.yaml"
    try:
        data = safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise RulesError(f"rules/{path.name}: cannot be read ({exc})") from None
    if not isinstance(data, list):
        raise RulesError(f"rules/{path.name}: a list of entries is expected")
    out = []
    for i, entry in enumerate(data):
        if not isinstance(entry, dict) or not isinstance(entry.get("title"), str) or not isinstance(entry.get("text"), str):
            field = "title" if not isinstance((entry or {}).get("title") if isinstance(entry, dict) else None, str) else "text"
            raise RulesError(f"rules/{path.name}: entry {i + 1}: {field}: must be words")
        out.append({"title": entry["title"], "text": " ".join(entry["text"].split()),
                    "keywords": [str(k) for k in entry.get("keywords") or ()]})
    return tuple(out)


def _forget() -> None:
    """Read the files again at the next call (a test that changed them)."""
    _rules_for.cache_clear()
    _english.cache_clear()


rules_for.cache_clear = _forget


def matching(entries, query: str) -> list[dict]:
    """The entries every word of ``query`` is found in (title, text or keywords)."""
    words = query.lower().split()
    out = []
    for e in entries:
        hay = " ".join([e["title"], e["text"], *e["keywords"]]).lower()
        if all(w in hay for w in words):
            out.append(e)
    return out


