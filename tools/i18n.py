#!/usr/bin/env python3
"""The interface's catalogues, kept with Babel (``pip install -e '.[test]'``).

    python tools/i18n.py extract            # game/ and scenes/ -> assets/locale/hollowmere.pot
                                            # (and the rules' refusals, game/refusals.py)
    python tools/i18n.py update [LANG ...]  # each language's .po brought up to the .pot (new: made;
                                            # a string back in the code gets its old translation)
    python tools/i18n.py pseudo             # the pseudo-locale qps: every string lengthened, marked
    python tools/i18n.py compile            # every .po -> .mo (the game reads the .mo)
    python tools/i18n.py all                # extract, update, pseudo, compile
    python tools/i18n.py coverage           # translated / total per language; exit 1 on a broken .po

Strings are found by ``_()``, ``ngettext()`` and ``N_()`` (babel.cfg). A translation
keeps every ``{placeholder}`` of its English; ``compile`` and ``coverage`` refuse one
that loses or invents a placeholder, naming it.
"""

from __future__ import annotations

import argparse
import re
import sys
import warnings
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from game.i18n import DOMAIN, PSEUDO, locale_dir, pseudo

ROOT = Path(__file__).resolve().parent.parent
# _(), ngettext(), N_() mark strings; so do the drawing functions, which translate the text
# they are given (scenes/kit: FontBook.render, render_wrapped, fit_text, hover.note, Button…)
KEYWORDS = {"_": None, "ngettext": (1, 2), "N_": None, "Np_": (1, 2), "render": (3,), "render_wrapped": (4,),
            "render_shadowed": (4,), "draw_fitted": (3,), "fit_text": (2,), "fit_lines": (2,), "note": (2,),
            "Button": (1,), "fitted_button": (1,), "MenuEntry": (1,), "CycleButton": (1,), "HoldButton": (1,)}
# the campaign's and the online pages' own drawing calls (Page.text, .action, .widget,
# .refuse; the online pages' text()): there only, for game/ has functions of those names
PAGE_KEYWORDS = {"text": (1,), "action": (1,), "widget": (1,), "refuse": (1,)}
PAGE_FOLDERS = ("scenes/campaign", "scenes/online")
SOURCES = ("game", "scenes")
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*(?:[:!][^{}]*)?\}")


def pot_path() -> Path:
    return locale_dir() / f"{DOMAIN}.pot"


def po_path(lang: str) -> Path:
    return locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in locale_dir().glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def _read(path: Path, locale=None):
    from babel.messages.pofile import read_po

    with path.open("rb") as fh:
        return read_po(fh, locale=locale)


def _write(catalog, path: Path) -> None:
    from babel.messages.pofile import write_po

    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        write_po(fh, catalog, width=100, sort_output=False, omit_header=False)


def marked() -> list[tuple]:
    """Every marked string of the code: (message, "folder/file", line, comments, context)."""
    from babel.messages.extract import extract_from_dir

    out = []
    for folder, keywords in [(f, KEYWORDS) for f in SOURCES] + [(f, PAGE_KEYWORDS) for f in PAGE_FOLDERS]:
        with warnings.catch_warnings():   # an f-string given to a drawing function: drawn as it is
            warnings.simplefilter("ignore")
            found = list(extract_from_dir(ROOT / folder, method_map=[("**.py", "python")], keywords=keywords,
                                          comment_tags=("i18n:",), strip_comment_tags=True))
        for filename, lineno, message, comments, context in found:
            if sum(ch.isalpha() for ch in (message if isinstance(message, str) else message[0])) > 1:   # words
                out.append((message, f"{folder}/{filename}", lineno, comments, context))
    return out


# where the rules say why a command is refused, in the engine's English (game.refusals)
REFUSING = ("game/rules", "game/haunt", "game/reach.py", "game/game.py", "game/engine.py")
REFUSAL_NOTE = "the rules refuse a command so (the engine's words, translated where shown)"


def _sentences(node) -> list:
    """The string literals and f-strings a refusal may be: (text, f-string's parts or None)."""
    import ast

    if isinstance(node, ast.IfExp):
        return _sentences(node.body) + _sentences(node.orelse)
    if isinstance(node, ast.BoolOp):
        return [s for value in node.values for s in _sentences(value)]
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [(node.value, None)]
    if isinstance(node, ast.JoinedStr):
        parts = [v.value if isinstance(v, ast.Constant) else None for v in node.values]
        return [("".join(p if p is not None else "{}" for p in parts), parts)]
    return []


def refusals() -> list[tuple[str, str, int, bool]]:
    """Every sentence the rules may refuse a command with: (text, "folder/file", line,
    built), ``built`` when it is an f-string (its parts shown as ``{}``: a template of
    ``game.refusals`` says it). Found in the source: what a check returns, what
    ``IllegalCommand`` is given, what is kept as a ``reason`` or ``why``."""
    import ast

    def refused(node):
        if isinstance(node, ast.Return) and node.value is not None:
            return _sentences(node.value)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalCommand" and node.args:
            return _sentences(node.args[0])
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") in ("reason", "why") for t in node.targets):
            return _sentences(node.value)
        return ()

    files = []
    for place in REFUSING:
        path = ROOT / place
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return _scan(files, refused)


def _scan(files, found) -> list[tuple[str, str, int, bool]]:
    """(text, "folder/file", line, built) of each sentence ``found(node)`` gives for a node of
    the files' syntax trees, once each (a sentence has a space and more than three letters)."""
    import ast

    out, seen = [], set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for text, parts in found(node):
                if " " in text and sum(ch.isalpha() for ch in text) > 3 and text not in seen:
                    seen.add(text)
                    out.append((text, path.relative_to(ROOT).as_posix(), node.lineno, parts is not None))
    return out


SAYING = ("game",)
SAID_NOTE = "the engine asks or tells the table so (its words, translated where shown)"


def _asked(node) -> list:
    """The sentences a prompt may be: the literal, or the default of ``a.get("prompt", ...)``
    and what follows ``a.get("prompt") or``."""
    import ast

    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "get" and len(node.args) == 2:
        return _sentences(node.args[1])
    if isinstance(node, ast.BoolOp):
        return [s for value in node.values for s in _asked(value)]
    return _sentences(node)


def said() -> list[tuple[str, str, int, bool]]:
    """Every sentence the engine asks a question with (``effects.ask``'s prompt) or narrates
    in its own words (a ``narrated`` event's ``text``), as ``refusals`` gives them: built
    ones are said by a template of ``game.refusals.SAID``."""
    import ast

    def spoken(node):
        if not isinstance(node, ast.Call):
            return ()
        if getattr(node.func, "id", "") == "ask" and len(node.args) >= 4:
            return _asked(node.args[3])
        if (getattr(node.func, "attr", "") == "emit" and node.args and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == "narrated"):
            return [s for k in node.keywords if k.arg == "text" for s in _sentences(k.value)]
        return ()

    return _scan(sorted(p for place in SAYING for p in (ROOT / place).rglob("*.py")), spoken)


def extract() -> int:
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="Hollowmere", charset="utf-8")
    for message, where, lineno, comments, context in marked():
        catalog.add(message, None, [(where, lineno)], auto_comments=comments, context=context)
    for found, note in ((refusals(), REFUSAL_NOTE), (said(), SAID_NOTE)):
        for text, where, lineno, built in found:
            if not built and text not in catalog:   # (one with parts: its template in game/refusals.py)
                catalog.add(text, None, [(where, lineno)], auto_comments=[note])
    _write(catalog, pot_path())
    print(f"{pot_path().relative_to(ROOT)}: {len(catalog)} strings")
    return 0


def update(langs) -> int:
    from babel.messages.catalog import Catalog

    template = _read(pot_path())
    for lang in langs or [lang for lang in languages() if lang != PSEUDO]:
        path = po_path(lang)
        catalog = _read(path, locale=lang) if path.exists() else Catalog(locale=lang, project="Hollowmere")
        kept = {m.id: m.string for m in catalog.obsolete.values() if m.string}
        catalog.update(template, no_fuzzy_matching=True)
        for msg in catalog:   # a string back in the code (a branch merged) gets its translation back
            if msg.id and not msg.string and msg.id in kept:
                msg.string = kept[msg.id]
        catalog.fuzzy = False   # the header: compiled with the rest (its plural rule)
        _write(catalog, path)
        print(f"{path.relative_to(ROOT)}: {len(catalog)} strings")
    return 0


def make_pseudo() -> int:
    from babel.messages.catalog import Catalog

    template = _read(pot_path())
    catalog = Catalog(locale="en", project="Hollowmere", fuzzy=False)
    catalog.locale = None
    for msg in template:
        if not msg.id:
            continue
        text = tuple(pseudo(m) for m in msg.id) if msg.pluralizable else pseudo(msg.id)
        catalog.add(msg.id, text, msg.locations, context=msg.context)
    catalog.language_team = PSEUDO
    _write(catalog, po_path(PSEUDO))
    print(f"{po_path(PSEUDO).relative_to(ROOT)}: {len(catalog)} strings")
    return 0


def broken_placeholders(catalog) -> list[str]:
    """Every translation whose placeholders are not its English's, as a sentence."""
    out = []
    for msg in catalog:
        if not msg.id or not msg.string:
            continue
        ids = msg.id if isinstance(msg.id, (list, tuple)) else (msg.id,)
        strings = msg.string if isinstance(msg.string, (list, tuple)) else (msg.string,)
        want = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        for text in strings:
            if not text:
                continue
            got = set(PLACEHOLDER.findall(text))
            if not got <= want or not set(PLACEHOLDER.findall(ids[0])) - {"{n}"} <= got:
                out.append(f"{ids[0]!r}: placeholders {sorted(want)} became {sorted(got)}")
    return out


def compile_all() -> int:
    from babel.messages.mofile import write_mo

    failed = 0
    for lang in languages():
        path = po_path(lang)
        catalog = _read(path, locale=None if lang == PSEUDO else lang)
        problems = broken_placeholders(catalog)
        for problem in problems:
            print(f"{path.relative_to(ROOT)}: {problem}")
        if problems:
            failed = 1
            continue
        with path.with_suffix(".mo").open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        print(f"{path.with_suffix('.mo').relative_to(ROOT)}: compiled")
    return failed


def coverage() -> int:
    template = _read(pot_path())
    total = sum(1 for m in template if m.id)
    failed = 0
    for lang in languages():
        catalog = _read(po_path(lang), locale=None if lang == PSEUDO else lang)
        done = sum(1 for m in catalog if m.id and m.id in template and m.string and not m.fuzzy
                   and (not isinstance(m.string, tuple) or all(m.string)))
        problems = broken_placeholders(catalog)
        failed |= bool(problems)
        note = f", {len(problems)} broken placeholders" if problems else ""
        print(f"{lang}: interface {done}/{total} ({100 * done // max(1, total)}%){note}")
        for problem in problems:
            print(f"  {problem}")
    return int(failed)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=("extract", "update", "pseudo", "compile", "all", "coverage"))
    parser.add_argument("langs", nargs="*", help="languages for update (default: every one)")
    args = parser.parse_args(argv)
    if args.step == "all":
        return extract() or update(args.langs) or make_pseudo() or compile_all()
    steps = {"extract": extract, "update": lambda: update(args.langs), "pseudo": make_pseudo,
             "compile": compile_all, "coverage": coverage}
    return steps[args.step]()


if __name__ == "__main__":
    sys.exit(main())
