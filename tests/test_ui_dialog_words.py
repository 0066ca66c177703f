"""Every question the game asks at the board is drawn in the language in use: the
dialog's prompt (the engine's words, ``game.refusals.SAID``), its lines and its buttons.
They were English on a German table: the dialogs' words were written into f-strings and
the engine's prompts were in no catalogue.

Random games of both rule sets are played until each kind of question with a dialog has
come up; each dialog is laid out and drawn in the pseudo-locale, every text recorded
where pygame turns it into pixels (as ``test_ui_languages`` does for the screens)."""

from __future__ import annotations

import pygame

from game import auto_seats, i18n, load_pack, new_game
from game.bots import RandomPlayer
from scenes.board.dialogs.dialog_kinds import dialog_kind, make_dialog
from scenes.board.stage.card_face import CardFaces
from scenes.board.table import DialogContext
from scenes.kit.fonts import FontBook

from test_ui_languages import recording

# the kinds random games of each rule set reach within the seeds below (campaign chapters
# add joining_keep and name_card, whose prompts are SAID templates too)
KINDS = {"classic": {"choose", "damage", "discard_item", "gain_choice", "may", "pay", "steal", "traitor_event"},
         "legacy": {"choose", "consent", "damage", "discard_item", "draw_event", "gain_choice", "heirloom",
                    "heirloom_name", "may", "ongoing_ignore", "pay", "steal", "take_five"}}


def _dialogs_drawn(ruleset: str, fonts, drawn: set) -> dict:
    """kind -> the texts its first dialog drew."""
    pack = load_pack(ruleset)
    ctx = DialogContext(pack, fonts, CardFaces(pack, fonts))
    found: dict = {}
    for seed in range(20):
        game = new_game(ruleset, auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"}, turn_hashes=False)
        bots = {s: RandomPlayer(seed * 7 + s) for s in range(4)}
        for _step in range(1500):
            pending = game.pending
            if game.phase == "over" or found.keys() >= KINDS[ruleset]:
                break
            if pending is not None and dialog_kind(pending["kind"]) is not None and pending["kind"] not in found:
                dialog = make_dialog(ctx, pending, game.view(pending["seat"]), lambda command: None)
                drawn.clear()
                dialog.layout(pygame.Rect(0, 0, 900, 700), 10.0)
                dialog.draw(pygame.Surface((1280, 720)))
                found[pending["kind"]] = set(drawn)
            seat = game.acting_seat()
            game.submit(bots[seat].choose(None, game.legal_commands(seat)))
        if found.keys() >= KINDS[ruleset]:
            break
    return found


def test_every_question_dialog_is_drawn_in_the_language_in_use(app, monkeypatch):
    drawn = recording(monkeypatch)
    fonts = FontBook()   # (its fonts made from now on: recorded)
    i18n.set_language("qps")
    try:
        found = {ruleset: _dialogs_drawn(ruleset, fonts, drawn) for ruleset in KINDS}
    finally:
        i18n.set_language("en")
    for ruleset, kinds in KINDS.items():
        assert found[ruleset].keys() >= kinds, (ruleset, kinds - found[ruleset].keys())
    assert all(any(i18n.is_marked(t) for t in texts) for by_kind in found.values() for texts in by_kind.values())
    unmarked = {(ruleset, kind): sorted(t for t in texts if t.strip() and not i18n.is_marked(t))
                for ruleset, by_kind in found.items() for kind, texts in by_kind.items()}
    assert {key: texts for key, texts in unmarked.items() if texts} == {}
