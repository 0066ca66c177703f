"""The campaign's branch graph, from its content: which outcome leads where.

    python tools/campaign_graph.py [--pack campaign] > graph.md

One table row per branch option (Legacy cards, journal entries, the chapters' ends, the
PAUSE cards' alternative haunts) and per sealed thing: the chapter, where it is read, the
condition that takes it, and what it does. ``docs/CAMPAIGN.md`` ("The branch graph")
carries its output, so the page says what the content does.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _plain(node):
    if isinstance(node, Mapping):
        return {k: _plain(v) for k, v in node.items()}
    if isinstance(node, (list, tuple)):
        return [_plain(v) for v in node]
    return node


def words(node) -> str:
    """A condition or a list of effects, short."""
    node = _plain(node)
    if node is None:
        return "otherwise"
    if isinstance(node, list):
        return "; ".join(words(e) for e in node) or "—"
    (name, arg), = node.items()
    if name in ("all", "any"):
        return f" {'and' if name == 'all' else 'or'} ".join(f"({words(c)})" for c in arg)
    if isinstance(arg, Mapping):
        if name == "add_tiles" and "plank" in arg:
            return f"plank {arg['plank']}"
        if name == "add_range":
            return f"Purgatory {arg['from']}–{arg['to']}"
        if name == "intensify_present":
            return f"intensify what the house has of {len(arg['cards'])} cards"
        return f"{name} " + ", ".join(str(v) for v in arg.values())
    return f"{name}: {json.dumps(arg) if not isinstance(arg, str) else arg}"


def rows(pack) -> list[tuple]:
    out = []
    legacy = pack.extra["legacy"]

    def walk(node, chapter, where):
        node = _plain(node)
        if isinstance(node, dict):
            b = node.get("branch")
            if isinstance(b, dict) and "options" in b:
                for o in b["options"]:
                    out.append((chapter, where, b["id"], o["id"], words(o.get("when")), words(o.get("effects") or [])))
            for v in node.values():
                walk(v, chapter, where)
        elif isinstance(node, list):
            for v in node:
                walk(v, chapter, where)

    for card in legacy.values():
        pause = card.get("pause") or {}
        at = "setup" if not any(legacy[c].get("pause") for c in legacy
                                if legacy[c]["chapter"] == card["chapter"]
                                and list(legacy).index(c) < list(legacy).index(card["id"])) else "later"
        walk(card.get("effects"), card["chapter"], f"Legacy {card['id']} ({at})")
        alt = pause.get("alternative")
        if alt:
            out.append((card["chapter"], f"PAUSE {card['id']}", alt["branch"], alt["haunt"], words(alt["when"]),
                        f"haunt {alt['haunt']}"))
            out.append((card["chapter"], f"PAUSE {card['id']}", alt["branch"], pause["haunt"], "otherwise",
                        f"haunt {pause['haunt']}"))
        if pause and card.get("deck"):
            out.append((card["chapter"], f"PAUSE {card['id']}", f"Legacy deck {card['deck']}", pause["haunt"],
                        "the deck the house reads", f"haunt {pause['haunt']}"))
    for ch in pack.extra["campaign"]["chapters"]:
        walk(ch.get("end"), ch["n"], "chapter's end")
    for entry in pack.extra["journal"].values():
        walk(entry.get("effects"), None, f"journal {entry['id']}")
    for thing in pack.extra["campaign"].get("sealed") or ():
        out.append(("any", "chapter's end", f"sealed {thing['id']}", "opened", words(thing["when"]),
                    words(thing.get("effects") or [])))
    return out


def markdown(pack) -> str:
    lines = ["| ch | read at | branch | option | taken when | what it does |", "|---|---|---|---|---|---|"]
    for ch, where, bid, opt, when, does in rows(pack):
        lines.append(f"| {'' if ch is None else ch} | {where} | `{bid}` | `{opt}` | {when} | {does} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    from game import load_pack
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack", default="campaign")
    args = parser.parse_args(argv)
    sys.stdout.write(markdown(load_pack(args.pack)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
