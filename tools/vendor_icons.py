#!/usr/bin/env python3
"""Vendor the game-icons.net pictures the content names into ``assets/icons/``.

    cd /tmp && npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python tools/vendor_icons.py --package /tmp/package          # write assets/icons/
    python tools/vendor_icons.py --package /tmp/package --check  # only say what differs

The icons are game-icons.net's (CC BY 3.0), read from the npm package
``@iconify-json/game-icons``: its ``icons.json`` holds each icon's SVG body on a 512x512
view box. Only the icons in use are vendored: every ``icon:`` in the YAML under
``content/`` (cards, rooms, tokens, haunts' monsters and objects, Legacy cards) and the
few the board draws by name (``EXTRA`` below). Each becomes ``assets/icons/<name>.svg``,
drawn white (the package's ``currentColor``) so the game can tint it; icons no longer
used are removed.

``assets/icons/ATTRIBUTION.md`` lists each icon with its author. The package's JSON
names one author for the whole set ("GameIcons", the game-icons/icons repository) and
no author per icon; game-icons.net keeps each icon in a folder named for the person who
drew it (lorc/, delapouite/, ...), and the licence asks for "Icons made by {author}".
So the per-icon authors live in ``tools/icon_authors.json`` (icon -> author, read from
those folders where they could be looked up); an icon not in it is credited to the set's
contributors as a whole (LICENSE lists them) until its author is added there.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.content.safe_yaml import safe_load

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
CONTENT = ROOT / "content"
AUTHORS = Path(__file__).resolve().parent / "icon_authors.json"

# icons the board draws by name rather than through content (none yet)
EXTRA: tuple[str, ...] = ()
UNRECORDED = "game-icons.net contributors (see LICENSE)"

LICENSE_TEXT = """\
The icons in this folder are from game-icons.net (https://game-icons.net), by the
authors named for each icon in ATTRIBUTION.md (Lorc, Delapouite and others), and are
used under the Creative Commons Attribution 3.0 Unported licence (CC BY 3.0):

    https://creativecommons.org/licenses/by/3.0/
    (legal code: https://creativecommons.org/licenses/by/3.0/legalcode)

Icons made by Lorc, Delapouite, John Colburn, Felbrigg, John Redman, Carl Olsen, Sbed,
PriorBlue, Willdabeast, Viscious Speed, Lord Berandas, Irongamer, HeavenlyDog, Lucas,
Faithtoken, Skoll, Andy Meneely, Cathelineau, Kier Heyl, Aussiesim, Sparker, Zeromancer,
Rihlsul, Quoting, Guard13007, DarkZaitzev, SpencerDub, GeneralAce135, Zajkonur, Catsu,
Starseeker, Pepijn Poolman, Pierre Leducq and Caro Asercion (the game-icons.net
contributors; ATTRIBUTION.md names each icon's author where it is recorded). Taken from the npm package @iconify-json/game-icons (the Iconify
packaging of https://github.com/game-icons/icons, licence: CC-BY-3.0). Changes: each
icon is stored as its own SVG file with its fill set to white; the game tints and
scales it when it draws.
"""


def used_icons(content: Path = CONTENT) -> dict[str, list[str]]:
    """icon name -> where it is used ("classic/items.yaml: glass_eye"), from every YAML."""
    out: dict[str, list[str]] = {}

    def walk(node, file, entry):
        if isinstance(node, dict):
            entry = node.get("id", entry) if isinstance(node.get("id"), str) else entry
            icon = node.get("icon")
            if isinstance(icon, str):
                out.setdefault(icon, []).append(f"{file}: {entry}")
            for value in node.values():
                walk(value, file, entry)
        elif isinstance(node, list):
            for value in node:
                walk(value, file, entry)

    for path in sorted(content.rglob("*.yaml")):
        with path.open(encoding="utf-8") as fh:
            walk(safe_load(fh), path.relative_to(content).as_posix(), "-")
    for name in EXTRA:
        out.setdefault(name, []).append("the board (scenes/board)")
    return out


def read_package(path: Path) -> dict:
    """The package's icons.json (``path`` the unpacked package folder or the file)."""
    file = path / "icons.json" if path.is_dir() else path
    data = json.loads(file.read_text(encoding="utf-8"))
    if data.get("prefix") != "game-icons":
        raise SystemExit(f"vendor_icons: {file} is not the game-icons set (prefix {data.get('prefix')!r})")
    return data


def svg_text(name: str, body: str, author: str, size: int = 512) -> str:
    body = body.replace("currentColor", "#fff")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">'
            f"<!-- {name} by {author}, game-icons.net, CC BY 3.0 -->{body}</svg>\n")


def attribution(used: dict[str, list[str]], authors: dict[str, str]) -> str:
    lines = ["# Icon attribution", "",
             "Icons from [game-icons.net](https://game-icons.net), licensed under",
             "[CC BY 3.0](https://creativecommons.org/licenses/by/3.0/) (see LICENSE in this folder).",
             "Each icon's author is named below where it is recorded; the others are credited to the",
             "set's contributors, listed in LICENSE.", "",
             "## For developers", "",
             "(Not shown on the game's credits screen, which leaves out a \"For developers\" section",
             "and the table's \"used for\" column.)",
             "Taken from the npm package `@iconify-json/game-icons`, whose JSON names the set's author as",
             "GameIcons (https://github.com/game-icons/icons) and no author per icon; each icon's author",
             "below is the game-icons.net folder it is kept in (`tools/icon_authors.json`), where it has",
             "been looked up. Regenerate with `python tools/vendor_icons.py --package <unpacked package>`.", "",
             "## Icons", "",
             "| icon | author | used for |", "|---|---|---|"]
    for name in sorted(used):
        uses = sorted(set(used[name]))
        shown = "; ".join(uses[:4]) + (f"; and {len(uses) - 4} more" if len(uses) > 4 else "")
        lines.append(f"| {name} | {authors[name]} | {shown} |")
    return "\n".join(lines) + "\n"


def plan(package: dict, used: dict[str, list[str]], authors: dict[str, str]) -> dict[str, str]:
    """file name in assets/icons -> its text, for every file the folder should hold."""
    missing = sorted(n for n in used if n not in package["icons"])
    if missing:
        raise SystemExit("vendor_icons: not in the package: " + ", ".join(missing))
    authors = {n: authors.get(n, UNRECORDED) for n in used}
    files = {f"{name}.svg": svg_text(name, package["icons"][name]["body"], authors[name],
                                     package.get("width", 512)) for name in used}
    files["ATTRIBUTION.md"] = attribution(used, authors)
    files["LICENSE"] = LICENSE_TEXT
    return files


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Vendor the game-icons.net icons the content uses.")
    parser.add_argument("--package", required=True, type=Path,
                        help="the unpacked @iconify-json/game-icons package (or its icons.json)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if assets/icons differs")
    args = parser.parse_args(argv)
    used = used_icons()
    authors = json.loads(AUTHORS.read_text(encoding="utf-8"))
    files = plan(read_package(args.package), used, authors)
    present = {p.name for p in ICONS.glob("*") if p.is_file()} if ICONS.is_dir() else set()
    stale = sorted(n for n in present if n.endswith(".svg") and n not in files)
    changed = sorted(n for n, text in files.items()
                     if not (ICONS / n).exists() or (ICONS / n).read_text(encoding="utf-8") != text)
    if args.check:
        for n in changed:
            print(f"differs: {n}")
        for n in stale:
            print(f"not used: {n}")
        return 1 if changed or stale else 0
    ICONS.mkdir(parents=True, exist_ok=True)
    for n in changed:
        (ICONS / n).write_text(files[n], encoding="utf-8")
    for n in stale:
        (ICONS / n).unlink()
    print(f"assets/icons: {len(used)} icons ({len(changed)} written, {len(stale)} removed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
