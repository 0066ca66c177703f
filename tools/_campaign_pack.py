"""A whole campaign pack for measuring and testing the campaign's end, made from a written one.

The campaign pack has fewer chapters written than planned (docs/CAMPAIGN.md, section 9),
so no campaign of it can be finished yet. ``make_pack(dest, chapters=14)`` copies a
campaign pack (default ``content/campaign``) into ``dest`` and writes the chapters it
lacks up to ``chapters`` (planned == written): each new chapter is two Legacy cards, a
PAUSE naming one of the written chapters' haunts in turn (the second omen found starts it, a random first
player, read on at the end) and a STOP. The last chapter is a finale of its own: a copy
of the prologue's haunt whose endings depend on which side won most chapters
(``journal: {side: {most_won: {heroes: N, traitor: M}}}``, journal entries 100-103) —
unless the pack has its last chapter written ahead (the campaign pack's chapter 13, *The
Account Closed*): then that is the finale, and so for any chapter written ahead. Nothing
else of the pack changes, so the house a campaign of it leaves is what the
written chapters make of it (with the later chapters' endings read again).

Used by ``tools/bench.py`` (a 14-chapter campaign) and the tests (``tests/test_campaign_end.py``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml

import _path  # noqa: F401 (puts the repository on sys.path)

from game.paths import content_root
from game.content.safe_yaml import safe_load

FINALE_HAUNT = "test_account_closed"
FINALE_ENTRIES = {"heroes": {"heroes": 100, "traitor": 101}, "traitor": {"heroes": 102, "traitor": 103}}


def _dump(path: Path, data) -> None:
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")


def make_pack(dest, chapters: int = 14, source=None) -> Path:
    """A copy of ``source`` (a campaign pack folder) with ``chapters`` chapters written and
    planned; returns its folder (``dest``, made afresh)."""
    source = Path(source) if source is not None else content_root() / "campaign"
    dest = Path(dest)
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(source, dest)
    camp = safe_load((dest / "campaign.yaml").read_text(encoding="utf-8"))
    legacy = safe_load((dest / "legacy.yaml").read_text(encoding="utf-8"))
    journal = safe_load((dest / "journal.yaml").read_text(encoding="utf-8"))
    pack = safe_load((dest / "pack.yaml").read_text(encoding="utf-8"))
    pack["id"] = f"{pack['id']}_{chapters}"
    pack["name"] = f"{pack['name']} ({chapters} chapters, for measuring)"
    _dump(dest / "pack.yaml", pack)
    written = camp["chapters"]
    ahead = {c["chapter"]: c["pause"]["haunt"] for c in legacy
             if isinstance(c.get("pause"), dict) and c["chapter"] >= len(written)}   # (written ahead)
    pauses = [c["pause"]["haunt"] for c in legacy if isinstance(c.get("pause"), dict) and c["chapter"] < len(written)]
    year = written[-1]["year"]
    stand_in_finale = len(written) < chapters and chapters - 1 not in ahead   # (a whole pack: nothing to add)
    for n in range(len(written), chapters):
        year += 25
        last = n == chapters - 1
        if n in ahead:   # a chapter the pack has written ahead: its own cards and haunt
            haunt = safe_load((dest / "haunts" / f"{ahead[n]}.yaml").read_text(encoding="utf-8"))
            written.append({"n": n, "title": haunt["title"], "year": year})
            continue
        haunt = FINALE_HAUNT if last else pauses[(n - len(written)) % len(pauses)]
        title = "The Account Closed (a stand-in)" if last else f"Chapter {n} (a stand-in)"
        written.append({"n": n, "title": title, "year": year})
        legacy.append({"id": f"L{n * 100 + 1}", "number": n * 100 + 1, "chapter": n, "title": "Pause",
                       "text": f"A stand-in for chapter {n}: the haunt begins when the second omen is found.",
                       "pause": {"haunt": haunt, "trigger": {"omens_at_least": 2}, "first_player": "random",
                                 "resume": "end"}})
        legacy.append({"id": f"L{n * 100 + 2}", "number": n * 100 + 2, "chapter": n, "title": "Stop",
                       "text": "Stop.", "stop": True})
    camp["chapters"] = written
    camp["planned"] = chapters
    _dump(dest / "campaign.yaml", camp)
    legacy.sort(key=lambda c: c["chapter"])   # (stable: each chapter's cards keep their order)
    _dump(dest / "legacy.yaml", legacy)
    if not stand_in_finale:
        return dest
    # the finale: the prologue's haunt again, its endings by which side won most
    first = next(c["pause"]["haunt"] for c in legacy if isinstance(c.get("pause"), dict))
    haunt = safe_load((dest / "haunts" / f"{first}.yaml").read_text(encoding="utf-8"))
    haunt["id"] = FINALE_HAUNT
    haunt["number"] = 99
    haunt["title"] = "The Account Closed (a stand-in)"
    haunt["journal"] = {side: {"most_won": dict(by)} for side, by in FINALE_ENTRIES.items()}
    _dump(dest / "haunts" / f"{FINALE_HAUNT}.yaml", haunt)
    for side, by in FINALE_ENTRIES.items():
        for most, entry in by.items():
            journal.append({"id": entry, "title": f"The {side} won the finale; the {most} won most",
                            "text": f"A stand-in ending: this chapter the {side} won, and over the campaign "
                                    f"the {most} won more chapters."})
    _dump(dest / "journal.yaml", journal)
    return dest


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Copy the campaign pack into DEST with its missing "
                                                 "chapters written as stand-ins.")
    parser.add_argument("dest", help="the folder to write the pack into")
    parser.add_argument("chapters", nargs="?", type=int, default=14, help="chapters in all (default 14)")
    args = parser.parse_args(argv)
    print(make_pack(args.dest, args.chapters))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
