"""The engine's questions and its own narration in the language in use: a pending
question's prompt and a "narrated" event's text are English in the engine (logs, tests)
and translated where shown — a sentence without a part is its own msgid, one with a name
or number is said by a template of ``game.refusals.SAID``."""

from __future__ import annotations

import sys
from pathlib import Path

from game import refusals
from game.i18n import _
from test_refusals_i18n import _skeleton, german, plain_and_missing  # noqa: F401 (german: the fixture, shared)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))


def test_every_built_sentence_the_engine_says_has_its_template_and_every_template_a_sentence():
    import i18n as tool

    built = {text for text, _where, _line, made in tool.said() if made}
    templates = {_skeleton(t) for t in refusals.SAID}
    assert len(built) > 15
    assert built - templates == set()    # a new prompt or narration with a part lacks its template
    assert templates - built == set()    # a template the engine no longer says


def test_every_plain_sentence_the_engine_says_is_in_the_catalogue():
    import i18n as tool

    plain, missing = plain_and_missing(tool.said())
    assert len(plain) > 10 and missing == set()


def test_a_question_and_a_narration_read_in_german_with_their_parts(german, classic_pack):
    said = _("Take 2 physical damage: choose which traits drop.")
    assert "2" in said and "körperlich" in said and "damage" not in said
    said = _("Be affected by Something in the Dumbwaiter?")
    assert "Speiseaufzug" in said and "affected" not in said
    assert _("Choose an item to lose.") != "Choose an item to lose."
    assert "Sanity" not in _("Cannot pay 2 Sanity.") and "Verstand" in _("Cannot pay 2 Sanity.")
    assert "upper" not in _("No rooms are left for the upper floor.")


def test_what_the_engine_asks_in_a_real_game_is_translated(german):
    """Every prompt of a few random games, shown in German, is no longer its English."""
    from game import auto_seats, load_pack, new_game
    from game.bots import RandomPlayer

    pack = load_pack("legacy")
    prompts = set()
    for seed in range(3):
        game = new_game("legacy", auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"}, turn_hashes=False)
        bots = {s: RandomPlayer(seed + s) for s in range(4)}
        for _step in range(600):
            if game.phase == "over":
                break
            if game.pending is not None:
                prompts.add(game.pending["prompt"])
            seat = game.acting_seat()
            game.submit(bots[seat].choose(None, game.legal_commands(seat)))
    assert len(prompts) > 5
    assert sorted(p for p in prompts if _(p) == p) == []
