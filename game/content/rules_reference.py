"""The rules reference's words (``content/rules/<ruleset>.yaml``): the in-game summary of
the rules, in our words, read with ``safe_load``; a damaged file names the file, the entry
and the field. The reference screen is ``scenes.menu.rules_scene``."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from ..paths import content_root

RULESETS = ("classic", "legacy")


def rules_dir() -> Path:
    return Path(content_root()) / "rules"


class RulesError(Exception):
    pass


@lru_cache(maxsize=4)
def rules_for(ruleset: str) -> tuple[dict, ...]:
    """The reference entries of a ruleset: ``{title, text, keywords}``. A file that cannot
    be read is a RulesError naming it and the entry."""
    path = rules_dir() / f"{ruleset}.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
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


def matching(entries, query: str) -> list[dict]:
    """The entries every word of ``query`` is found in (title, text or keywords)."""
    words = query.lower().split()
    out = []
    for e in entries:
        hay = " ".join([e["title"], e["text"], *e["keywords"]]).lower()
        if all(w in hay for w in words):
            out.append(e)
    return out


