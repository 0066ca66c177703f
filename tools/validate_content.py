#!/usr/bin/env python3
"""Validate content packs.

    python tools/validate_content.py            # every pack under content/
    python tools/validate_content.py PACK_DIR   # one pack folder

Prints one ``file: id: field: problem`` line per problem and exits 1 if there is
any, 0 when clean (printing a one-line summary per pack). A pack's translations
(``<pack>/i18n/<lang>/``) are checked too — a stale id or path, a lost placeholder or
number is a problem — and each pack's coverage is printed for every language the game
ships (the interface's catalogues), 0% for a pack not yet translated into one.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from game.content import check_pack, overlays
from game.paths import content_root


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packs", nargs="*", help="pack folders (default: every pack under content/)")
    args = parser.parse_args(argv)
    targets = args.packs or sorted(str(p) for p in content_root().iterdir()
                                   if p.is_dir() and (p / "pack.yaml").exists())
    failed = False
    if not args.packs:   # the in-game rules reference's words (content/rules)
        from game.content.rules_reference import RULESETS, RulesError, rules_for
        for ruleset in RULESETS:
            try:
                print(f"ok: rules/{ruleset}.yaml: {len(rules_for(ruleset))} entries")
            except RulesError as exc:
                print(exc)
                failed = True
        from game.content.rules_reference import check_translations
        problems, coverage = check_translations()
        for line in problems:
            print(line)
        for (ruleset, lang), (done, total) in coverage.items():
            print(f"translation {lang}: {done}/{total} entries of rules/{ruleset}.yaml ({100 * done // max(1, total)}%)")
        failed |= bool(problems)
    for target in targets:
        pack, problems = check_pack(target)
        for problem in problems:
            print(problem)
        if problems:
            failed = True
        else:
            extra = ""
            if pack.is_campaign:
                extra = (f"; a campaign: {len(pack.extra['campaign']['chapters'])} chapters written, "
                         f"{len(pack.extra['legacy'])} Legacy cards, {len(pack.extra['journal'])} journal entries, "
                         f"{len(pack.extra['folium'])} Folium doors, {len(pack.chapter_haunts)} chapter haunts")
            print(f"ok: {pack.id}: {len(pack.tiles)} tiles, {len(pack.explorers)} explorers, "
                  f"{len(pack.cards)} cards, {len(pack.tokens)} tokens{extra}")
        failed |= _translations(Path(pack.path) if pack else Path(target))
    return 1 if failed else 0


def _translations(folder: Path) -> bool:
    """Each translation of the pack held to its English (``game.content.overlays``):
    a problem per line, then each language's coverage. True when any is broken."""
    from game.i18n import PSEUDO, SOURCE, available

    shipped = [lang for lang in available() if lang not in (SOURCE, PSEUDO)]   # the interface's languages
    problems, coverage = overlays.check(folder, overlays.english_files(folder), also=shipped)
    for problem in problems:
        print(problem)
    for lang, (done, total) in coverage.items():
        print(f"translation {lang}: {done}/{total} strings of {folder.name} ({100 * done // max(1, total)}%)")
    return bool(problems)


if __name__ == "__main__":
    sys.exit(main())
