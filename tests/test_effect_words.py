"""Each effect word is one declaration (game.words) with its code, doc row, test and valuation.

These fail when a word is added without one of them: docs/ENGINE.md "Adding an effect
word" lists the steps.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import game  # noqa: F401  (every rules module registers its ops)
from game.content.safe_yaml import safe_load
from game.bots.judge import Judge
from game.effects import OPS
from game.words import SCOPES, WORDS, WORDS_IN_ORDER, nothing

from scenario import make_game

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).name


def _doc_rows(path: str) -> dict[str, str]:
    """`name` -> its row's last cell, for the op tables of a doc."""
    rows = {}
    for line in (ROOT / path).read_text(encoding="utf-8").splitlines():
        match = re.match(r"\| `(\w+)` \| .* \| (.*) \|$", line)
        if match:
            rows.setdefault(match.group(1), match.group(2))
    return rows


def test_every_word_declared_is_run_by_the_interpreter_and_every_op_it_runs_is_declared():
    assert sorted(set(WORDS) - set(OPS)) == []
    assert sorted(name for name in OPS if not name.startswith("_") and name not in WORDS) == []
    assert len(WORDS) == len(WORDS_IN_ORDER)  # (no name declared twice)


@pytest.mark.parametrize("name", sorted(WORDS))
def test_every_word_has_its_doc_row_saying_what_its_declaration_says(name):
    word = WORDS[name]
    rows = _doc_rows(SCOPES[word.scope])
    assert name in rows, f"{SCOPES[word.scope]} has no row | `{name}` | args | does |"
    assert rows[name] == word.doc


def _test_sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests").glob("*.py"))
                     if p.name != HERE)


@pytest.mark.parametrize("name", sorted(WORDS))
def test_every_word_is_run_by_some_test(name):
    """Named (as a string, ``"name"``, or a YAML key, ``name:``) in a test other than this."""
    pattern = re.compile(rf"""["']{name}["']|\b{name}:\s""")
    assert pattern.search(_test_sources()), f"no test runs the effect word '{name}'"


def _uses(node, found):
    """Every {word: args} in some content, by word."""
    if isinstance(node, dict):
        if len(node) == 1:
            (key, args), = node.items()
            if key in WORDS and (args is None or isinstance(args, dict)):
                found.setdefault(key, []).append(args or {})
        for value in node.values():
            _uses(value, found)
    elif isinstance(node, list):
        for value in node:
            _uses(value, found)
    return found


@pytest.mark.slow
def test_every_word_has_a_valuation_that_values_each_of_its_uses_in_the_shipped_content():
    for word in WORDS_IN_ORDER:
        assert callable(word.value), f"{word.name} has no valuation"
    found: dict = {}
    for path in sorted((ROOT / "content").rglob("*.yaml")):
        _uses(safe_load(path.read_text(encoding="utf-8")), found)   # (as the game reads it)
    played = make_game()
    judge = Judge(played.pack, played.view(0), 0)
    valued = set()
    for name, uses in sorted(found.items()):
        for args in uses:
            if name in ("each_here", "unmask") or not _classic_only(args):
                continue  # (names of another pack's content, or a haunt's reading)
            worth = judge.op(name, args, 0)
            assert isinstance(worth, float), (name, args, worth)
            valued.add(name)
    assert len(valued) >= 15


def _classic_only(args) -> bool:
    """Are these arguments readable in the classic pack (its cards and traits)?"""
    text = repr(args)
    return not re.search(r"'(card|monster|object|tile|door|deck)':", text) or "'deck': 'item'" in text


def test_the_judge_values_a_word_by_its_declaration_counting_a_personal_one_by_whose_it_is():
    played = make_game()
    judge = Judge(played.pack, played.view(0), 0)
    gain = {"trait": "might", "amount": 1}
    mine = judge.op("gain", gain, 0)
    assert mine == WORDS["gain"].value(judge, gain, 0) > 0
    judge.personal = -0.6  # (someone else's gain, a foe's)
    assert judge.op("gain", gain, 0) == pytest.approx(-0.6 * mine)
    assert judge.op("win", {"side": "heroes"}, 0) == WORDS["win"].value(judge, {"side": "heroes"}, 0) != 0
    assert judge.op("narrate", {"text": "x"}, 0) == 0.0 and WORDS["narrate"].value is nothing


def test_the_derived_lists_are_the_declarations_flags():
    from game.content import effects_schema as schema
    from game.effects import HARM_OPS
    assert HARM_OPS == {w.name for w in WORDS_IN_ORDER if w.harms}
    assert set(schema.OPS) | set(schema.HAUNT_OPS) | set(schema.CAMPAIGN_OPS) == set(WORDS)
    assert schema.OPS["damage"] == ({"kind"}, {"amount", "dice"})
    assert "counter" in schema.HOUSE_OPS and "may" not in schema.HOUSE_OPS
    assert "narrate" in schema.END_OPS and "crest_card" not in schema.END_OPS


def test_an_undeclared_word_is_refused_where_its_code_is_registered():
    from game.effects import op
    with pytest.raises(ValueError, match="not declared in game.words"):
        op("levitate")
    assert op("_an_engine_step") is not None  # (the engine's own steps need no declaration)


def test_engine_md_says_how_to_add_an_effect_word():
    text = (ROOT / "docs" / "ENGINE.md").read_text(encoding="utf-8")
    section = text.split("## Adding an effect word", 1)[1].split("\n## ", 1)[0]
    for step in ("game/words.py", "@op", "doc row", "test"):
        assert step in section
