"""A content pack's translations: overlays beside the pack, shown over its English.

A translation of a pack lives in ``content/<pack>/i18n/<lang>/``, one file for each of
the pack's files it translates, by the same name (``omens.yaml``, ``haunts/the_gnawer.yaml``).
A file of entries (tiles, cards, explorers, tokens) is overlaid by a mapping of entry id
to a mapping of *path* to text; a haunt file (one document) by a mapping of path to text.
A path is the dotted way to the English string inside its entry or document, list
positions as numbers::

    parson_the_cat:                       # omens.yaml
      name: Parson, der einohrige Kater
      text: "Begleiter: …"
    story: "Der Knochengang …"            # haunts/the_bone_organ.yaml
    heroes.win_text: "Ihr gewinnt, …"

Only prose is translated (``PROSE`` keys: names, texts, flavour, labels, a haunt's
sections; every value of a ``NAMES`` mapping: a haunt's ``counter_names``); ids,
effects and numbers stay the pack's. Whatever an overlay lacks stays English. A
translation keeps every ``{placeholder}`` and every number of its English (``check``).

The pack itself stays English in every language: the engine writes content names into
its events (a roll's ``why``, a band's words), so a save, its hashes and a check of it
by the rules must not depend on who played in which language. The translation is the
screens' business: ``text_table`` maps each English text to its translation, and
``game.i18n._`` looks a text up there as it looks up a literal of the code. The pack's
hash is of its English files alone (``loader.pack_hash`` skips ``i18n/``).

The pseudo-locale (``game.i18n.PSEUDO``) needs no files: every prose string is made
pseudo (``text_table(..., made=)``), so a test can find the content's words on screen too.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from ..haunt.table_numbers import LANGUAGES as TABLE_WORDS, for_table
from .validate import Problem
from .safe_yaml import SAFE_LOADER   # the safe loader only (its C build if any)

FOLDER = "i18n"
PROSE = frozenset({"name", "title", "text", "flavor", "label", "prompt", "bio", "story", "box", "setup_text",
                   "win_text", "ending", "heroes", "traitor", "hint", "hints", "facts", "reactions", "lines",
                   "journal", "reminder", "intro", "description", "crest", "history", "word", "because",
                   "blank_name"})
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
NUMBER = re.compile(r"\d+")
IDENT = re.compile(r"^[a-z][a-z0-9_]*$")   # a counter's or side's id under a prose key: not words
# mappings of an id to words: every value is prose, even one word that looks like an id
# ("poison"), and the key under it is the id (a haunt's ``counter_names.antidote``)
NAMES = frozenset({"counter_names"})


def prose(doc, prefix: str = "", key: str | None = None) -> dict[str, str]:
    """Every prose string of an entry or document, by its dotted path."""
    out: dict[str, str] = {}
    if isinstance(doc, dict) and key in NAMES:
        return {f"{prefix}{k}": v for k, v in doc.items() if isinstance(v, str) and v.strip()}
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.update(prose(v, f"{prefix}{k}.", str(k)))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out.update(prose(v, f"{prefix}{i}.", key))
    elif isinstance(doc, str) and key in PROSE and doc.strip() and not IDENT.match(doc):
        out[prefix[:-1]] = doc
    return out


def _set(doc, path: str, text: str) -> None:
    *head, last = path.split(".")
    for part in head:
        doc = doc[int(part)] if isinstance(doc, list) else doc[part]
    if isinstance(doc, list):
        doc[int(last)] = text
    else:
        doc[last] = text


def languages(pack_path: Path) -> list[str]:
    folder = Path(pack_path) / FOLDER
    return sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []


def read(pack_path: Path, lang: str, problems: list | None = None) -> dict[str, dict]:
    """``lang``'s overlay files of a pack, by the pack file each translates."""
    folder = Path(pack_path) / FOLDER / lang
    out: dict[str, dict] = {}
    if not folder.is_dir():
        return out
    for file in sorted(folder.rglob("*.yaml")):
        rel = file.relative_to(folder).as_posix()
        try:
            data = yaml.load(file.read_text(encoding="utf-8"), Loader=SAFE_LOADER)   # (safe; its C build)
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            if problems is not None:
                problems.append(Problem(f"{FOLDER}/{lang}/{rel}", "-", "yaml", str(exc).splitlines()[0]))
            continue
        if not isinstance(data, dict):
            if problems is not None and data is not None:
                problems.append(Problem(f"{FOLDER}/{lang}/{rel}", "-", "-", "expected a mapping"))
            continue
        out[rel] = data
    return out


def check(pack_path: Path, english: dict[str, object], also=()) -> tuple[list[Problem], dict[str, tuple[int, int]]]:
    """Every translation of a pack held to its English (``english``: each pack file's
    YAML, by its path in the pack): the problems (a stale id or path, a lost or invented
    placeholder or number, not text) and each language's (translated, total) strings —
    the pack's languages and ``also`` (the languages the game ships: 0 of a pack not yet
    translated into one)."""
    problems: list[Problem] = []
    total = sum(len(_prose_by_id(data)) for data in english.values())
    coverage = {}
    for lang in sorted(set(languages(pack_path)) | set(also)):
        done = 0
        for rel, overlay in read(pack_path, lang, problems).items():
            where = f"{FOLDER}/{lang}/{rel}"
            if rel not in english:
                problems.append(Problem(where, "-", "-", "translates no file of the pack"))
                continue
            data = english[rel]
            if isinstance(data, list):
                by_id = {entry_key(e): e for e in data if isinstance(e, dict)}
                for ident, paths in overlay.items():
                    if ident not in by_id:
                        problems.append(Problem(where, str(ident), "-", "no such entry in the pack (a stale key?)"))
                    elif not isinstance(paths, dict):
                        problems.append(Problem(where, str(ident), "-", "expected a mapping of path to text"))
                    else:
                        done += _check_paths(where, str(ident), prose(by_id[ident]), paths, problems)
            else:
                done += _check_paths(where, str(data.get("id", "-")), prose(data), overlay, problems)
        coverage[lang] = (done, total)
    return problems, coverage


def entry_key(entry: dict):
    """What an overlay keys an entry of a list file by: its ``id``, or (the Folium's doors,
    which have none) its ``door``."""
    return entry.get("id") if "id" in entry else entry.get("door")


def _prose_by_id(data) -> dict:
    if isinstance(data, list):
        return {(entry_key(e), p): t for e in data if isinstance(e, dict) for p, t in prose(e).items()}
    return prose(data) if isinstance(data, dict) else {}


def _check_paths(where: str, ident: str, english: dict, paths: dict, problems: list) -> int:
    done = 0
    for path, text in paths.items():
        path = str(path)
        if path not in english:
            problems.append(Problem(where, ident, path, "no such text in the English (a stale key?)"))
        elif not isinstance(text, str) or not text.strip():
            problems.append(Problem(where, ident, path, "a translation must be text"))
        elif sorted(PLACEHOLDER.findall(english[path])) != sorted(PLACEHOLDER.findall(text)):
            problems.append(Problem(where, ident, path, f"placeholders {PLACEHOLDER.findall(english[path])} "
                                    f"became {PLACEHOLDER.findall(text)}"))
        elif sorted(NUMBER.findall(english[path])) != sorted(NUMBER.findall(text)):
            problems.append(Problem(where, ident, path, f"numbers {NUMBER.findall(english[path])} "
                                    f"became {NUMBER.findall(text)}"))
        else:
            done += 1
    return done


def english_files(pack_path: Path, only=None) -> dict[str, object]:
    """Each YAML file of a pack (its translations aside; ``only``: these), read, by its
    path in the pack."""
    pack_path = Path(pack_path)
    out = {}
    for file in sorted(pack_path.rglob("*.yaml")):
        rel = file.relative_to(pack_path).as_posix()
        if rel.split("/")[0] == FOLDER or (only is not None and rel not in only):
            continue
        try:
            out[rel] = yaml.load(file.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
        except (yaml.YAMLError, UnicodeDecodeError):
            continue   # the pack's own check names it
    return out


def text_table(lang: str, root: Path | None = None, made=None) -> dict[str, str]:
    """Every English prose string of every pack under ``root`` (content/) with its
    translation in ``lang`` (or, given ``made``, ``made(text)``: the pseudo-locale), for
    ``game.i18n._``: the screens translate a content text as they translate a literal of
    the code. A text translated two ways (rare: the same words in two places) keeps its
    first."""
    from ..paths import content_root

    root = Path(root or content_root())
    table: dict[str, str] = {}
    for pack in sorted(p for p in root.iterdir() if p.is_dir()):
        overlays = {} if made else read(pack, lang)
        english = english_files(pack, None if made else set(overlays))
        if made:
            for data in english.values():
                for text in _prose_by_id(data).values():
                    table.setdefault(text, made(text))
                    for players in range(3, 7) if ("with" in text or "{" in text) else ():
                        shown = for_table(text, players)   # a book's numbers as a table of that many reads them
                        table.setdefault(shown, made(shown))
            continue
        numbers = TABLE_WORDS.get(lang)
        for said, text, _where in translated(overlays, english):
            if _faithful(said, text):
                table.setdefault(said, text)
                for players in range(3, 7) if numbers and ("with" in said or "{" in said) else ():
                    # a book's numbers as a table of that many reads them, in either language
                    table.setdefault(for_table(said, players), for_table(text, players, numbers))
    return table


def translated(overlays: dict, english: dict):
    """(English text, its translation, "file:entry#path") for every text of a pack's
    overlays (``read``) that translates one of its English texts (``english_files``)."""
    for rel, overlay in overlays.items():
        data = english.get(rel)
        if isinstance(data, list):
            by_id = {entry_key(e): e for e in data if isinstance(e, dict)}
            pairs = [(prose(by_id[i]), paths, f"{rel}:{i}") for i, paths in overlay.items()
                     if i in by_id and isinstance(paths, dict)]
        elif isinstance(data, dict):
            pairs = [(prose(data), overlay, rel)]
        else:
            continue
        for own, paths, where in pairs:
            for path, text in paths.items():
                if str(path) in own and isinstance(text, str):
                    yield own[str(path)], text, f"{where}#{path}"


def _faithful(english: str, text: str) -> bool:
    return (sorted(PLACEHOLDER.findall(english)) == sorted(PLACEHOLDER.findall(text))
            and sorted(NUMBER.findall(english)) == sorted(NUMBER.findall(text)))
