"""About and credits: the version, and every shipped asset's licence and attribution.

Read from the files that ship beside the assets (``game.paths.assets_root()``), so the
screen and the files cannot disagree, and a new kind of asset (a folder under
``assets/`` with its LICENSE, README.md, ATTRIBUTION.md or licence .txt) is credited
without touching this screen. Scrolls like How to play (``HelpScene``).
"""

from __future__ import annotations

import re
from pathlib import Path

from scenes.menu.help_scene import HelpScene

# the files in an asset folder that hold licences and credits, in the order shown
CREDIT_FILES = ("README.md", "ATTRIBUTION.md", "LICENSE", "LICENSE.md", "LICENSE.txt")
FOLDER_TITLES = {"fonts": "Fonts", "icons": "Icons", "sounds": "Sounds"}


def _version() -> str:
    from game.version import __version__

    return __version__


def _join(lines: list[tuple[str, bool]]) -> str:
    """Lines hard-wrapped in the file joined into paragraphs, so the screen wraps them to
    its own width; a line marked hard (a heading, table row, list item, numbered clause,
    indented or ruled line) keeps its own line."""
    out: list[str] = []
    joinable = False
    for line, hard in lines:
        text = line.strip()
        if not text:
            out.append("")
            joinable = False
        elif joinable and not hard:
            out[-1] += " " + text
        else:
            out.append(text)
            joinable = not hard
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip()


def _is_rule(text: str) -> bool:
    return bool(re.fullmatch(r"[-=_*]{3,}", text))


def _hard(line: str) -> bool:
    stripped = line.strip()
    return (line[:1] in (" ", "\t") or _is_rule(stripped) or bool(re.match(r"(\d+[.)]|[-*] )", stripped))
            or stripped.startswith("Copyright") or (stripped.isupper() and len(stripped) < 60))


def _reflow(text: str) -> str:
    """A plain-text licence, its paragraphs joined."""
    return _join([(line, _hard(line)) for line in text.splitlines()])


def _plain(markdown: str) -> str:
    """Markdown as plain text: headings and emphasis marks dropped, links as their
    text and address, table rows as 'a · b · c', paragraphs joined."""
    out = []
    for line in markdown.splitlines():
        stripped = line.strip()
        if re.fullmatch(r"\|?\s*:?-{3,}.*", stripped):
            continue  # a table's rule
        hard = _hard(line)
        if stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            line, hard = " · ".join(c for c in cells if c), True
        elif stripped.startswith("#"):
            line, hard = re.sub(r"^#+\s*", "", stripped), True
        line = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"\1 (\2)", line)
        out.append((line.replace("`", "").replace("**", ""), hard))
    return _join(out)


def _icon_authors(markdown: str) -> str | None:
    """An icon table (icon | author | ...) as one line per author naming their icons."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in markdown.splitlines() if line.strip().startswith("|")]
    if len(rows) < 3 or [c.lower() for c in rows[0][:2]] != ["icon", "author"]:
        return None
    by_author: dict[str, list[str]] = {}
    for row in rows[2:]:
        if len(row) >= 2:
            by_author.setdefault(row[1], []).append(row[0])
    return "\n".join(f"{author}: {', '.join(icons)}." for author, icons in by_author.items())


def for_players(markdown: str) -> str:
    """A credits file as a player reads it: a "For developers" section (how a file is
    made, what loads it, what tests rely on it) is left out, down to the next heading of
    its level or higher."""
    out, skipping = [], None
    for line in markdown.splitlines():
        heading = re.match(r"(#+)\s*(.*)", line.strip())
        if heading:
            level = len(heading.group(1))
            if skipping is not None and level <= skipping:
                skipping = None
            if skipping is None and heading.group(2).strip().lower().startswith("for developers"):
                skipping = level
        if skipping is None:
            out.append(line)
    return "\n".join(out)


def _attribution(text: str) -> str:
    """ATTRIBUTION.md: its prose, then its table grouped by author (or plain)."""
    authors = _icon_authors(text)
    if authors is None:
        return _plain(text)
    prose = [line for line in text.splitlines() if not line.strip().startswith("|")]
    while prose and (not prose[-1].strip() or prose[-1].lstrip().startswith("#")):
        prose.pop()   # the table's own heading: "Each icon by its author" says it
    return _plain("\n".join(prose)) + "\n\nEach icon by its author:\n" + authors


def folder_sections(folder: Path) -> list[tuple[str, str]]:
    """(heading, text) for each credits file of one asset folder."""
    title = FOLDER_TITLES.get(folder.name, folder.name.capitalize())
    files = [folder / name for name in CREDIT_FILES if (folder / name).is_file()]
    files += sorted(p for p in folder.glob("*.txt") if p not in files)  # the fonts' OFL texts
    sections = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".md":
            text = for_players(text)
        if path.name == "ATTRIBUTION.md":
            body = _attribution(text)
        elif path.suffix == ".md":
            body = _plain(text)
        else:
            body = _reflow(text)
        sections.append((f"{title}: {path.name}", body))
    return sections


def credit_sections(assets: Path | None = None) -> tuple[tuple[str, str], ...]:
    if assets is None:
        from game.paths import assets_root

        assets = assets_root()
    about = (f"Hollowmere {_version()}",
             "A haunted-house board game for three to six people at one computer. "
             "The game, its rules text and its sounds are released under the MIT License. "
             "It is built with pygame-ce, pymunk, PyYAML and platformdirs. "
             "Below, the licence and the attribution of every font, icon and sound that "
             "ships with it, as they are kept beside the files.")
    sections = [about]
    for folder in sorted(p for p in assets.iterdir() if p.is_dir() and not p.name.startswith("_")):
        sections += folder_sections(folder)
    return tuple(sections)


class CreditsScene(HelpScene):
    heading = "About and credits"

    def __init__(self, app) -> None:
        super().__init__(app)
        self._sections = credit_sections()

    def sections(self) -> tuple[tuple[str, str], ...]:
        return self._sections
