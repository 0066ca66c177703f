"""The rules' refusals in the language in use (issue 36): the engine keeps its English,
the screens translate what they show (``game.refusals``, ``game.i18n._``)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from game import i18n, refusals
from game.i18n import _

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

# sentences the scan finds that are no refusal (a setup's words, a name, a count)
NOT_REFUSALS = {"chosen at random", "chosen by the players", "next birthday ({})", "{}: {}", "{}'s {}", "{} move",
                "{} moves", "a question"}


def _skeleton(template: str) -> str:
    return re.sub(r"\{[a-z_]*\}", "{}", template)


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_every_refusal_with_a_name_in_it_has_its_template_and_every_template_a_refusal():
    import i18n as tool

    built = {text for text, _where, _line, made in tool.refusals() if made}
    templates = {_skeleton(t) for t in refusals.TEMPLATES}
    assert len(built) > 30
    assert built - NOT_REFUSALS - templates == set()          # a new refusal lacks its template
    assert templates - built == set()                         # a template no refusal says any more


def plain_and_missing(found) -> tuple[set, set]:
    """Of ``found`` (``tools/i18n.py``'s ``refusals()`` or ``said()``), the sentences without
    a part, and those of them the catalogue's template lacks."""
    from babel.messages.pofile import read_po

    import i18n as tool

    with tool.pot_path().open("rb") as fh:
        template = {m.id for m in read_po(fh) if isinstance(m.id, str)}
    plain = {text for text, _where, _line, made in found if not made}
    return plain, plain - template


def test_every_plain_refusal_is_in_the_catalogue():
    import i18n as tool

    plain, missing = plain_and_missing(tool.refusals())
    assert len(plain) > 50 and missing == set()


def test_a_refusal_is_matched_with_its_parts():
    assert refusals.match("you already used Holy Water this turn") == (
        "you already used {card} this turn", {"card": "Holy Water"})
    assert refusals.match("Not enough moves left: the Foyer is 2 moves away and you have 1 move.")[1] == {
        "room": "the Foyer", "cost": "2 moves", "left": "1 move"}
    assert refusals.match("A sentence of nobody's") is None
    assert refusals.translate("you already used Holy Water this turn", _) is None   # English: as it is


def test_a_refusal_reads_in_german_with_its_names_translated(german, classic_pack):
    plain = _("you are not carrying that card")
    assert plain != "you are not carrying that card" and "{" not in plain
    said = _("Not enough moves left: the Foyer is 2 moves away and you have 1 move.")
    assert "Vestibül" in said and "Foyer" not in said and "2" in said and "1" in said
    toast = _("You already used Holy Water this turn.")          # as a toast shows it: capitalised, a full stop
    assert toast[0].isupper() and toast.endswith(".") and "used" not in toast
    assert _("Blocked by the Coal Chute on the way: an opponent is there, so a walk stops there.") != \
        "Blocked by the Coal Chute on the way: an opponent is there, so a walk stops there."
    assert "opponent" not in _("Blocked by the Coal Chute on the way: an opponent is there, so a walk stops there.")


def test_the_board_shows_the_engines_refusal_in_german(german, classic_pack, monkeypatch):
    """A move the rules refuse, submitted on the board: its toast is drawn in German,
    the room's name too; the engine's reason stays English."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from driver import start
    from test_ui_languages import recording
    from game import Command
    from scenes.app import App
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings

    drawn = recording(monkeypatch)
    app = App((1280, 720), offscreen=True, settings=Settings(language="de"))
    try:
        game = start(classic_pack, seed=4)
        scene = PlayScene(app, game)
        app.push(scene)
        app.run_frames(2)
        seat = game.acting_seat()
        here = game.state["players"][seat]["tile"]
        near = {c["to"] for c in game.legal_commands(seat) if c.type == "move"}
        far = next(t for t in game.state["placed"] if t not in near and t != here)
        drawn.clear()
        scene.submit(Command("move", seat, {"to": far}))
        app.run_frames(2)
        english = scene.table.toast.text
        assert english == f"{classic_pack.tiles[far].name} is not connected to your room by an open way"
        german = _(english)
        assert german != english and _(classic_pack.tiles[far].name) in german
        assert german in drawn
    finally:
        app.close()


def test_a_branch_reason_reads_in_german_with_its_family(german):
    """A chapter's branch keeps its reason in English with the family filled in; the
    chronicle says it in German, the family put into the German sentence."""
    from game import load_pack
    from game.narration_chapters import because

    pack = load_pack("campaign")
    kept = {"branch": "ledger", "taken": "kept", "because": "Because the Pendrys kept the house's first ledger, the "
            "Laying-Out Room, the Harmonium Room and the Potting Shed join the house."}
    said = because(pack, kept)
    assert said.startswith("Weil die Pendrys ") and "Aufbahrungszimmer" in said and "ledger" not in said
    assert because(pack, {**kept, "because": "A reason of nobody's"}) == "A reason of nobody's"


def test_an_heirlooms_name_reads_in_german_with_its_card(german):
    """The rules suggest an heirloom's name in English ("Patience's Storm Lantern"); the
    screens say it with the card's German name, and leave any other possessive alone."""
    assert _("Patience's Storm Lantern") == "Sturmlaterne von Patience"
    assert _("Silas's Long Fowling Gun") == "Lange Vogelflinte von Silas"
    assert _("Ada's turn") == "Ada's turn"


def german_board(pack):
    """(app, its board scene) of a fresh game, offscreen, the App in German."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from driver import start
    from scenes.app import App
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings

    app = App((1280, 720), offscreen=True, settings=Settings(language="de"))
    scene = PlayScene(app, start(pack, seed=4))
    app.push(scene)
    app.run_frames(2)
    return app, scene


def test_a_plain_refusal_shown_capitalised_reads_in_german_on_the_board(german, classic_pack):
    """After a card the German board and HUD said "Drawing a card ended your movement this
    turn." (frame /tmp/np/b07.png): a plain refusal, capitalised with a full stop as the
    board shows it, is its lower-case msgid translated and capitalised again."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

    assert _("Drawing a card ended your movement this turn.") \
        == "Eine gezogene Karte hat deine Bewegung in diesem Zug beendet."
    assert _("You have no moves left this turn") == "Du hast in diesem Zug keine Bewegung mehr übrig"
    assert _("Nothing the engine ever says.") == "Nothing the engine ever says."   # as it is
    app, scene = german_board(classic_pack)
    try:
        scene.game.state["turn"].update(drew=True, moves=0)   # a card was drawn: no more moves
        scene.refresh()
        app.run_frames(2)
        assert scene.table.ways.no_explore == "Drawing a card ended your movement this turn."   # the engine's
        note = scene.table._note(scene.view, scene.view.get("pending"), True)
        assert note.startswith("Eine gezogene Karte hat deine Bewegung in diesem Zug beendet."), note
    finally:
        app.close()


def test_a_rooms_tooltip_and_a_questions_header_read_in_german(german, classic_pack, monkeypatch):
    """Hovering a German room said "Stairs to Grand Staircase" (frame /tmp/np/45.png); a
    question was headed "A question for Nora" (frame /tmp/np/54.png): English f-strings."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from driver import start
    from scenes.app import App
    from scenes.board.hud import overlays
    from scenes.kit.settings import Settings

    app = App((1280, 720), offscreen=True, settings=Settings(language="de"))
    try:
        game = start(classic_pack, seed=4)
        view = game.view(game.acting_seat())
        said = []
        real = overlays.render_wrapped
        monkeypatch.setattr(overlays, "render_wrapped", lambda fonts, face, size, text, *a, **k: (
            said.append(_(text)), real(fonts, face, size, text, *a, **k))[1])
        overlays.room_tooltip(app.fonts, classic_pack, view, "upper_landing", 400, 10.0, stairs=("grand_staircase",))
        assert "Treppe zum Raum Große Treppe" in said and not any(s.startswith("Stairs to") for s in said)
    finally:
        app.close()
    assert _("A question for {name}").format(name="Nora") == "Eine Frage an Nora"
