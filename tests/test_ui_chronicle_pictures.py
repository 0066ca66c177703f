"""The chronicle in pictures (issue 29, item 6), on a finished fourteen-chapter campaign
of The Account of Hollowmere played by bots: every member of every family tree is drawn
inside its frame or reachable by scrolling it with the wheel; the Gallery scrolls to its
last card; a click on a chapter's card in the timeline's strip chooses that chapter.
"""

from __future__ import annotations

import shutil

import pytest

from game import load_pack
from game.campaign import create_campaign, load_campaign
from scenes.campaign.chronicle_scene import ChronicleScene
from scenes.kit.intents import Wheel
from test_ui_board import app, click, home  # noqa: F401  (fixtures: the title under an offscreen App)

from campaign_helpers import finish_chapters


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    pack = load_pack("campaign")
    root = tmp_path_factory.mktemp("campaigns")
    camp = create_campaign("The Long Account", [{"family": f, "player": "", "bot": "sensible"}
                                                for f in ("corvane", "fennick", "greaves", "pendry")],
                           seed=4, pack=pack, root=root)
    finish_chapters(camp, pack.extra["campaign"]["planned"], families=None)
    return camp.folder, pack


@pytest.fixture
def chronicle(app, finished, tmp_path):
    folder, pack = finished
    mine = tmp_path / "camp"
    shutil.copytree(folder, mine)
    camp = load_campaign(mine, pack)
    assert camp.complete() and len(camp.chapters) == 14

    def open_on(tab: str) -> ChronicleScene:
        scene = ChronicleScene(app, camp, tab=tab)
        app.push(scene)
        app.run_frames(2)
        return scene
    return open_on


def wheel_to_the_end(app, view, *, down: bool = True) -> int:
    """Turn the wheel over ``view`` until it stops moving; how many notches it took."""
    for notches in range(1, 400):
        before = view.offset
        app.dispatch(Wheel(-1 if down else 1, view.rect.center))
        app.run_frames(1)
        if view.offset == before:
            return notches
    raise AssertionError("the view never stopped scrolling")


def test_every_member_of_every_family_is_in_the_tree_or_a_scroll_away(app, chronicle):
    scene = chronicle("families")
    view = scene.tree_view
    members = {(fam["family"], i) for fam in scene.data["families"] for i in range(len(fam["members"]))}
    drawn = {(fam["family"], i) for fam, i, _r in scene.tree_nodes}
    assert drawn == members and len(members) > 4 * 3   # a long campaign: several generations each
    assert view.max_offset > 0   # fourteen chapters of families do not fit a 720-line screen
    seen = set()
    for fam, i, rect in scene.tree_nodes:
        canvas = rect.move(-view.rect.left, -view.rect.top)
        assert view.rect.left <= rect.left and rect.right <= view.rect.right, (fam["family"], i, rect)
        if view.shown(canvas):
            seen.add((fam["family"], i))
    assert seen and seen != members   # some at first, not all
    wheel_to_the_end(app, view)
    view = scene.tree_view
    for fam, i, rect in scene.tree_nodes:
        if view.shown(rect.move(-view.rect.left, -view.rect.top)):
            seen.add((fam["family"], i))
    # what the frame showed at the top and at the bottom, and in between a notch at a time
    wheel_to_the_end(app, view, down=False)
    assert view.offset == 0
    while True:
        for fam, i, rect in scene.tree_nodes:
            if view.shown(rect.move(-view.rect.left, -view.rect.top)):
                seen.add((fam["family"], i))
        before = view.offset
        app.dispatch(Wheel(-1, view.rect.center))
        app.run_frames(1)
        if view.offset == before:
            break
    assert seen == members


def test_the_gallery_scrolls_to_its_last_card(app, chronicle):
    scene = chronicle("gallery")
    view = scene.gallery_view
    unlocked = sum(len(cards) for cards in scene.data["gallery"].values())
    backs = sum(1 for k in ("sealed", "purgatory", "legacy") if scene.data["locked"][k])
    assert len(scene.gallery_cards) == unlocked + backs and unlocked > 20
    last = scene.gallery_cards[-1].move(-view.rect.left, -view.rect.top)
    assert not view.shown(last)
    notches = wheel_to_the_end(app, view)
    assert notches > 1 and view.offset == view.max_offset > 0
    assert view.shown(last)
    # what the frame draws: its slice, clipped to it (nothing under the buttons)
    assert view.rect.bottom <= scene.actions_top


def test_a_chapter_card_in_the_timeline_chooses_its_chapter(app, chronicle):
    scene = chronicle("timeline")
    assert scene.chosen == 13
    view = scene.strip_view
    assert view.shown(scene.strip_cards[13].move(-view.rect.left, -view.rect.top))   # the latest in sight
    wheel_to_the_end(app, view, down=False)   # back to the prologue
    first = scene.strip_view.on_screen(scene.strip_cards[0].move(-view.rect.left, -view.rect.top))
    click(app, first.center)
    assert scene.chosen == 0
    assert scene.strip_view.offset == 0   # choosing keeps the strip where it was


def test_what_changed_is_picked_out_of_the_changes_once_each():
    from scenes.campaign.changes_pictures import changed_things

    cards, rooms = changed_things([
        {"kind": "add_card", "card": "a", "deck": "omen"}, {"kind": "name_card", "card": "a", "name": "Crow"},
        {"kind": "intensify", "card": "b"}, {"kind": "add_tiles", "tiles": ["t1", "t2"]},
        {"kind": "sticker", "tile": "t9", "sticker": "ghost"}, {"kind": "open_door", "door": "d"}])
    assert cards == [("a", "added, named"), ("b", "intensified")]
    assert rooms == [("t1", "joined the house"), ("t2", "joined the house"), ("t9", "a ghost sticker")]


def test_a_chapters_end_shows_its_changed_cards_and_rooms_as_pictures(app, finished, tmp_path):
    """The prologue's end (played again from its save by bots): each card it changed is
    drawn as its face and each room that joined or took a sticker as the room."""
    from campaign_helpers import play_out, seats_for
    from scenes.campaign.changes_pictures import changed_things
    from scenes.campaign.chapter_end import ChapterEndScene

    folder, pack = finished
    camp = create_campaign("Once more", [{"family": f, "player": "", "bot": "sensible"}
                                         for f in ("corvane", "fennick", "greaves", "pendry")],
                           seed=4, pack=pack, root=tmp_path)
    game = camp.start_chapter(seats_for(camp.next_chapter(), None))
    play_out(game, "sensible", seed=0)
    scene = ChapterEndScene(app, camp, game)
    app.push(scene)
    app.run_frames(2)
    cards, rooms = changed_things(scene.preview["raw"])
    assert cards and rooms   # the prologue adds cards and joins rooms
    assert scene.changed_cards == [c for c, _why in cards]
    assert scene.changed_rooms == [t for t, _why in rooms]
    view = scene.changes_view
    assert view.rect.bottom <= scene.actions_top and len(view.items) >= len(cards) + len(rooms)


def test_the_next_chapters_setup_shows_what_the_last_one_changed(app, finished, tmp_path):
    from campaign_helpers import finish_chapters
    from scenes.campaign.changes_pictures import ChangesScene, changed_things
    from scenes.campaign.chapter_setup import ChapterSetupScene
    from test_ui_campaign import press_button

    _folder, pack = finished
    camp = create_campaign("Twice told", [{"family": f, "player": "", "bot": "sensible"}
                                          for f in ("corvane", "fennick", "greaves", "pendry")],
                           seed=4, pack=pack, root=tmp_path)
    first = ChapterSetupScene(app, camp)
    app.push(first)
    app.run_frames(1)
    names = [w.name for w in first.widgets.widgets]
    assert "Introduce" in names and "What changed" not in names   # the prologue: nothing changed yet
    finish_chapters(camp, 1, families=None)
    app.push(ChapterSetupScene(app, camp))
    app.run_frames(2)
    press_button(app, "What changed")
    shown = app.top
    assert isinstance(shown, ChangesScene)
    cards, rooms = changed_things(camp.chapters[0]["changes"])
    assert cards and shown.changed_cards == [c for c, _why in cards]
    assert shown.changed_rooms == [t for t, _why in rooms]
