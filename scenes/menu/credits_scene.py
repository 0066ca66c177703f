"""About and credits: the version, and every shipped asset's licence and attribution.

Read from the files that ship beside the assets (``game.paths.assets_root()``), so the
screen and the files cannot disagree, and a new kind of asset (a folder under
``assets/`` with its LICENSE, README.md, ATTRIBUTION.md or licence .txt) is credited
without touching this screen. Markdown files are parsed with markdown-it-py (headings,
paragraphs, lists, tables as records, links with their address); plain-text licences are
shown whole with their hard-wrapped lines joined. Scrolls like How to play (``HelpScene``).
"""

from __future__ import annotations

import re
from pathlib import Path

from game.i18n import N_, _, language
from scenes.menu.help_scene import HelpScene

# the files in an asset folder that hold licences and credits, in the order shown
CREDIT_FILES = ("README.md", "ATTRIBUTION.md", "LICENSE", "LICENSE.md", "LICENSE.txt")
FOLDER_TITLES = {"fonts": N_("Fonts"), "icons": N_("Icons"), "sounds": N_("Sounds"), "help": N_("Help pictures")}
# (the licences and attributions themselves are shown as their files word them: legal text)
ABOUT = N_("A haunted-house board game for three to six people at one computer. The game, its rules text and its "
           "sounds are released under the MIT License. It is built with pygame-ce, pymunk, PyYAML, platformdirs "
           "and markdown-it-py. Below, the licence and the attribution of every font, icon and sound that ships "
           "with it, as they are kept beside the files.")


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


def _tokens(markdown: str):
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table").parse(markdown)


def _inline(token) -> str:
    """An inline run as plain words: emphasis and code marks dropped, a link as its text
    and, if they differ, its address in brackets."""
    out, link = [], None
    for child in token.children or ():
        if child.type == "link_open":
            link = (child.attrGet("href") or "", len(out))
        elif child.type == "link_close" and link:
            href, at = link
            text = "".join(out[at:])
            if href and href not in text:
                out.append(f" ({href})")
            link = None
        elif child.type in ("softbreak", "hardbreak"):
            out.append(" ")
        elif child.content and child.type in ("text", "code_inline"):
            out.append(child.content)
    return " ".join("".join(out).split())


def _blocks(markdown: str) -> list[tuple[str, object]]:
    """The file's blocks in order: ("heading", (level, text)), ("para", text),
    ("item", text) or ("table", (header cells, body rows))."""
    blocks: list[tuple[str, object]] = []
    heading = table = row = None
    in_item = 0
    for token in _tokens(markdown):
        kind = token.type
        if kind == "heading_open":
            heading = int(token.tag[1:])
        elif kind == "list_item_open":
            in_item += 1
        elif kind == "list_item_close":
            in_item -= 1
        elif kind == "table_open":
            table = ([], [])
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close":
            if table[0]:
                table[1].append(row)
            else:
                table[0].extend(row)
            row = None
        elif kind == "table_close":
            blocks.append(("table", table))
            table = None
        elif kind == "inline":
            text = _inline(token)
            if row is not None:
                row.append(text)
            elif heading is not None:
                blocks.append(("heading", (heading, text)))
                heading = None
            elif text:
                blocks.append(("item" if in_item else "para", text))
    return blocks


def for_players(blocks):
    """A credits file as a player reads it: a "For developers" section (how a file is
    made, what loads it, what tests rely on it) is left out, down to the next heading of
    its level or higher; so is a table's "used for" column."""
    out, skipping = [], None
    for kind, value in blocks:
        if kind == "heading":
            level, text = value
            if skipping is not None and level <= skipping:
                skipping = None
            if skipping is None and text.lower().startswith("for developers"):
                skipping = level
        if skipping is None:
            out.append((kind, value))
    return out


def _table(header: list[str], rows: list[list[str]]) -> str:
    """A table as records, one a line: its first cell, then each other cell with its
    column's name ("EB Garamond 12 — source: …; licence: …"); an icon table (icon |
    author | …) as one line per author naming their icons."""
    names = [h.lower() for h in header]
    if names[:2] == ["icon", "author"]:
        by_author: dict[str, list[str]] = {}
        for row in rows:
            if len(row) >= 2:
                by_author.setdefault(row[1], []).append(row[0])
        return _("Each icon by its author:") + "\n" + "\n".join(f"{author}: {', '.join(icons)}."
                                                     for author, icons in by_author.items())
    lines = []
    for row in rows:
        rest = [f"{name}: {cell}" for name, cell in zip(names[1:], row[1:]) if cell and name != "used for"]
        lines.append(f"{row[0]} — {'; '.join(rest)}" if rest else row[0])
    return "\n".join(lines)


def markdown_text(markdown: str) -> str:
    """A Markdown credits file as the screen shows it (parsed by markdown-it-py): headings and
    list items on their own lines, paragraphs as the screen wraps them, tables as records."""
    out: list[str] = []
    blocks = for_players(_blocks(markdown))
    for i, (kind, value) in enumerate(blocks):
        if kind == "heading":
            following = blocks[i + 1][0] if i + 1 < len(blocks) else None
            if following == "table" and _is_icon_table(blocks[i + 1][1]):
                continue   # the icon table's own heading: "Each icon by its author" says it
            out += ["", value[1]]
        elif kind == "para":
            out += ["", value]
        elif kind == "item":
            out.append(f"• {value}")
        else:
            out += ["", _table(*value)]
    return "\n".join(out).strip()


def _is_icon_table(table) -> bool:
    return [h.lower() for h in table[0][:2]] == ["icon", "author"]


def folder_sections(folder: Path) -> list[tuple[str, str]]:
    """(heading, text) for each credits file of one asset folder."""
    title = FOLDER_TITLES.get(folder.name, folder.name.capitalize())
    files = [folder / name for name in CREDIT_FILES if (folder / name).is_file()]
    files += sorted(p for p in folder.glob("*.txt") if p not in files)  # the fonts' OFL texts
    sections = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        body = markdown_text(text) if path.suffix == ".md" else _reflow(text)
        sections.append((_("{folder}: {file}").format(folder=_(title), file=path.name), body))
    return sections


def credit_sections(assets: Path | None = None) -> tuple[tuple[str, str], ...]:
    if assets is None:
        from game.paths import assets_root

        assets = assets_root()
    about = (f"Hollowmere {_version()}", ABOUT)
    sections = [about]
    for folder in sorted(p for p in assets.iterdir() if p.is_dir() and not p.name.startswith("_")):
        sections += folder_sections(folder)
    return tuple(sections)


class CreditsScene(HelpScene):
    heading = N_("About and credits")
    offers_tutorial = False

    def __init__(self, app) -> None:
        self._sections = None   # (language, sections): read again when the language changes
        super().__init__(app)

    def sections(self) -> tuple[tuple[str, str], ...]:
        if self._sections is None or self._sections[0] != language():
            self._sections = (language(), credit_sections())
        return self._sections[1]
