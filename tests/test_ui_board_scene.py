"""The board scene beyond a game's clicks: its layout at several window sizes, the
screenshot tool's pictures, a scene left behind freed with its surfaces, and a dialog in
player words for every question the engine can ask."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from scenes.board.layout import table_layout
from scenes.board.play import PlayScene
from test_ui_board import ROOT, app, home, human_game, pack  # noqa: F401  (the fixtures)

# -- layout and pictures -------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_the_table_layout_does_not_overlap(size):
    r = table_layout(size)
    names = ("top", "hud", "tabs", "board", "decks_frame", "card_frame", "roll_frame", "log_frame")
    screen = pygame.Rect((0, 0), size)
    for i, a in enumerate(names):
        assert screen.contains(r[a]) and r[a].w > 0 and r[a].h > 0, a
        for b in names[i + 1:]:
            assert not r[a].colliderect(r[b]), (a, b)


@pytest.mark.slow
def test_the_screenshot_tool_renders_setup_and_a_board_after_forty_turns(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshot

    for scene_name, extra in (("setup", []), ("board", ["--seed", "14", "--turns", "40"])):
        out = tmp_path / f"{scene_name}.png"
        assert screenshot.main(["--scene", scene_name, "--out", str(out), "--frames", "20", *extra]) == 0
        image = pygame.image.load(str(out))
        assert image.get_size() == (1280, 720)


@pytest.mark.slow
def test_a_board_scene_left_behind_is_freed_with_its_surfaces_at_the_next_scene_change(app, pack):
    """A board scene is a reference cycle (its table holds its bound methods): only the
    cyclic collector frees it, and with it tens of MB of SDL surfaces. The app collects
    when a scene leaves instead of waiting for a full collection that may not come for
    several games."""
    import gc
    import weakref

    gc.collect()
    gc.disable()  # no collection unless the app makes one
    try:
        first = PlayScene(app, human_game(pack, 3), bot_seats=set())
        app.replace(first)
        app.run_frames(2)
        gone = weakref.ref(first)
        del first
        app.replace(PlayScene(app, human_game(pack, 4), bot_seats=set()))
        app.run_frames(2)
        assert gone() is None
    finally:
        gc.enable()


def test_every_question_the_engine_asks_has_a_dialog_in_player_words(pack):
    """Each kind of pending question the rules can ask is answered on the board or has a
    dialog of its own (the fallback shows its options raw: True, False, card ids)."""
    import re
    from game.rules.common import __file__ as rules_file
    from scenes.board.dialogs.dialog_kinds import dialog_kind
    from scenes.board.dialogs.dialogs import Dialog
    from scenes.board.stage.card_face import CardFaces

    source = "".join(p.read_text() for p in Path(rules_file).resolve().parents[1].rglob("*.py"))
    kinds = set(re.findall(r'\bask\(ctx, "([a-z_]+)"', source))
    assert {"may", "steal", "traitor_event", "ongoing_ignore", "take_five"} <= kinds
    assert [k for k in sorted(kinds) if dialog_kind(k) is Dialog] == []

    class Ctx:  # what a dialog reads to label its buttons
        pass
    ctx = Ctx()
    ctx.pack = pack
    ctx.faces = CardFaces(pack, None)   # (a card's name at this table)
    event = next(c for c in pack.cards.values() if c.deck == "event")
    item = next(c for c in pack.cards.values() if c.deck == "item")
    view = {"players": [{"name": "Ada"}, {"name": "Bram"}], "haunt": {"objects": {}}}
    cases = {
        "traitor_event": {"options": [True, False], "card": event.id},
        "steal": {"options": ["damage", item.id], "amount": 3, "damage_kind": "physical", "victim": 1},
    }
    for kind, pending in cases.items():
        dialog = dialog_kind(kind)(ctx, {"kind": kind, "seat": 0, "prompt": "?", **pending}, view, None)
        labels = [label for label, _choice in dialog.choices()]
        assert [choice for _label, choice in dialog.choices()] == pending["options"]
        assert not {"True", "False", item.id} & set(labels), labels
    assert dict(dialog_kind("steal")(ctx, {"kind": "steal", "seat": 0, **cases["steal"]}, view, None).choices()) == {
        "Deal 3 physical damage": "damage", f"Steal {item.name}": item.id}
