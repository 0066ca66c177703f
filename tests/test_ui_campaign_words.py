"""What the campaign's screens say (issue 16, point 3, found by a new player): how the
haunt began in a chapter whose haunt starts on an omen (no roll), a card's name at this
table on its face (a renamed heirloom, an omen still blank), one numbering of the
chapters (the prologue, then Chapter 1 as the book, the log and the content say), what
each exit of the chapter's end does, and no privacy cover when no other person is at the
table."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game import load_pack
from game.campaign import chapter_label, create_campaign
from scenes.app import App
from scenes.board.stage.card_face import CardFaces
from scenes.campaign.chapter_end import ChapterEndScene
from scenes.campaign.chapter_setup import ChapterSetupScene
from scenes.haunt.haunt_pages import reveal_lines
from scenes.haunt.haunt_split import plan
from scenes.kit.intents import Key
from scenes.kit.settings import Settings

from campaign_helpers import MINI, chapter_game, play_out

CHILL = "chill_of_the_drowned_parish"


@pytest.fixture(scope="module")
def campaign_pack():
    return load_pack("campaign")


@pytest.fixture
def app():
    app = App((1280, 720), offscreen=True, settings=Settings())
    yield app
    app.close()


def haunt_view(trigger=None, house=None, card_names=None):
    return {"haunt": {"revealer": 0, "omen": CHILL, "room": "entrance_hall", "number": 1, "title": "The Roof-Tree"},
            "players": [{"seat": 0, "name": "Mercy Corvane"}], "chapter": {"trigger": trigger} if trigger else None,
            "options": {}, "house": house, "card_names": card_names or {}}


def test_a_haunt_begun_on_the_second_omen_is_not_said_to_be_a_roll_that_fell_short(campaign_pack):
    started, _name = reveal_lines(campaign_pack, haunt_view({"omens_at_least": 2}, house={"cards": {}}))
    assert "roll" not in started and "fell short" not in started
    assert started.startswith("Mercy Corvane found omen 2, The Chill of ___,")   # its name at this table: blank
    rolled, _name = reveal_lines(campaign_pack, haunt_view({"roll_at_least": 3}, house={"cards": {}}))
    assert "fell short" not in rolled and "haunt roll" in rolled   # legacy: the roll reached its number


def test_a_card_face_says_its_name_at_this_table(campaign_pack):
    faces = CardFaces(campaign_pack, fonts=None)
    printed = campaign_pack.cards[CHILL].name
    assert faces.name(CHILL) == printed   # no view yet: the printed name
    faces.view = haunt_view(house={"cards": {}})
    assert faces.name(CHILL) == "The Chill of ___"   # a campaign's omen, not yet named
    faces.view = haunt_view(house={"cards": {CHILL: {"name": "The Chill of the Mere"}}})
    assert faces.card(CHILL).name == "The Chill of the Mere"
    coat = next(c for c, card in campaign_pack.cards.items() if card.deck == "item")
    faces.view = haunt_view(card_names={coat: "Grandad's Coat"})   # a legacy game's heirloom, renamed
    assert faces.card(coat).name == "Grandad's Coat" and faces.card(coat).text == campaign_pack.cards[coat].text


def test_the_board_gives_the_card_faces_the_tables_view(app):
    from scenes.board.play import PlayScene

    game = chapter_game(load_pack(MINI), seed=12)
    scene = PlayScene(app, game)
    app.push(scene)
    app.run_frames(1)
    assert scene.table.faces.view is scene.public and scene.presenter.cards.view is not None


def test_one_numbering_of_the_chapters_the_prologue_then_chapter_1(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    assert [chapter_label(n) for n in (0, 1, 13)] == ["The prologue", "Chapter 1", "Chapter 13"]
    pack = load_pack(MINI)
    camp = create_campaign("Numbered", [{"family": f, "player": "", "bot": b} for f, b in
                                        (("corvane", None), ("fennick", "sensible"), ("greaves", "sensible"))],
                           seed=4, pack=pack)
    assert ChapterSetupScene(app, camp).heading == "The prologue"
    from campaign_helpers import finish_chapters

    finish_chapters(camp, 1, families=["corvane", "fennick", "greaves"])
    assert ChapterSetupScene(app, camp).heading == "Chapter 1"   # as the log says it: not "Chapter 2 of 3"
    from scenes.campaign.chronicle_scene import ChronicleScene

    chronicle = ChronicleScene(app, camp)
    app.push(chronicle)
    said = [line for line in chronicle_lines(app, chronicle)]
    assert any(line.startswith("The prologue: ") for line in said), said
    assert not any(line.startswith("Chapter 1: " + pack.extra["campaign"]["chapters"][0]["title"]) for line in said)


def chronicle_lines(app, scene):
    """The words the chronicle's page lays out (its ``text`` calls)."""
    lines = []
    real = scene.text

    def logged(words, *args, **kwargs):
        lines.append(str(words))
        return real(words, *args, **kwargs)

    scene.text = logged
    try:
        scene.rebuild()
    finally:
        del scene.text
    return lines


def test_the_fates_page_has_two_exits_each_saying_what_it_does(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    pack = load_pack(MINI)
    camp = create_campaign("Exits", [{"family": f, "player": "", "bot": b} for f, b in
                                     (("corvane", None), ("fennick", "sensible"), ("greaves", "sensible"))],
                           seed=4, pack=pack)
    from campaign_helpers import seats_for

    game = camp.start_chapter(seats_for(camp.next_chapter(), ["corvane", "fennick", "greaves"]))
    play_out(game)
    end = ChapterEndScene(app, camp, game)
    app.push(end)
    assert end.widgets.find("back").label == "Leave for now"   # nothing recorded yet
    end.turn(1)
    names = [w.name for w in end.widgets.widgets]
    assert "Journal" not in names and "back" in names and "Stop here" in names
    assert end.widgets.find("back").label == "Back to the journal"
    assert end.widgets.find("Stop here").label == "Save and stop"
    app.dispatch(Key("escape"))   # Back (or Esc) on the fates: the journal again, still in the campaign's end
    assert app.top is end and end.page == 0 and camp.current is not None


def test_no_privacy_cover_when_every_hero_is_a_bot():
    view = {"haunt": {"traitor": 0, "hidden": False}, "players": [{"seat": s, "name": f"P{s}"} for s in range(3)]}
    alone = plan(view, bots={1, 2})   # the traitor is the only person
    assert [s.kind for s in alone] == ["reveal", "book"] and alone[-1].side == "traitor"
    assert not any(s.title == "Cover the screen" for s in alone)
    shared = plan(view, bots={2})   # a person among the heroes: the covers stay
    assert [s.kind for s in shared] == ["reveal", "gate", "book", "gate", "book"]
    hidden = dict(view, haunt={"traitor": None, "hidden": True})
    assert [s.kind for s in plan(hidden, bots={1, 2})] == ["reveal", "book", "private"]
    assert [s.kind for s in plan(hidden, bots={2})] == ["reveal", "book", "gate", "private", "gate", "private", "gate"]
