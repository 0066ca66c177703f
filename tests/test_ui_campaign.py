"""A campaign at the table, by clicks (and the keys a player uses): from the title's
Campaign entry through New campaign, each chapter's setup (a person's explorer written
in behind the privacy hold, bots' chosen for them), the Legacy cards, the haunt and the
chapter's end (the journal, what changed, the fates) to the chronicle; and a campaign
closed in the middle of a chapter and Continued.

The test pack (tests/fixtures/campaign_mini) has three chapters. One family is a
person's, whose commands a random player chooses and the UI carries out; the bots'
turns are hurried with F, as a player watching would.
"""

from __future__ import annotations

import pytest

from game import load_pack
from game.bots import make_bot
from game.campaign import load_campaign
from scenes.app import App
from scenes.board.play import PlayScene
from scenes.campaign import campaigns_scene
from scenes.campaign.campaign_setup import CampaignSetupScene
from scenes.campaign.campaigns_scene import CampaignsScene
from scenes.campaign.chapter_end import ChapterEndScene
from scenes.campaign.chapter_setup import ChapterSetupScene, MemberEntryScene
from scenes.campaign.chronicle_scene import ChronicleScene
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.kit.intents import Key, Text
from scenes.kit.settings import Settings
from scenes.menu.title import TitleScene
from scenes.setup.setup_scene import title_entries
from test_ui_board import app, click, home, settle  # noqa: F401  (fixtures: the title under an offscreen App)
from ui_haunt_helpers import act, hold, read_books

from campaign_helpers import MINI


@pytest.fixture
def mini(monkeypatch):
    pack = load_pack(MINI)
    monkeypatch.setattr(campaigns_scene, "PACK", pack)
    return pack


def button(app, name):
    return app.top.widgets.find(name)


def press_button(app, name) -> None:
    click(app, button(app, name).rect.center)


def type_into(app, field, text: str) -> None:
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        app.dispatch(Key("backspace"))
    app.dispatch(Text(text))


def person_acts(app, scene, bot) -> None:
    """The person's turn: a sensible choice, given through the table. A question that
    takes the player's own words (naming an heirloom) is answered by typing."""
    game = scene.game
    seat = game.acting_seat()
    command = bot.choose(game.view(seat), game.legal_commands(seat))
    pending = game.pending
    if command.type == "answer" and pending and pending.get("text"):
        dialog = scene.table.dialog
        type_into(app, dialog.field, f"{command['choice']}")
        click(app, dialog.widgets.find("answer:0").rect.center)
        settle(app)
        return
    act(app, scene, command)


def play_chapter_by_clicks(app, person_seat_family: str, limit: int = 4000) -> int:
    """From the chapter's board to its end scene; returns how many of the person's
    commands the table carried out."""
    scene = app.top
    assert isinstance(scene, PlayScene)
    seat = next(i for i, s in enumerate(scene.game.header["seats"]) if not s.get("bot"))
    assert scene.game.state["players"][seat]["explorer"] == person_seat_family
    bot = make_bot("sensible", 5, pack=scene.game.pack)
    done = 0
    for _ in range(limit):
        top = app.top
        if isinstance(top, ChapterEndScene):
            return done
        if isinstance(top, HauntSplitScene):
            read_books(app)
            continue
        settle(app)
        if scene.game.phase == "over" or app.top is not scene:
            app.run_frames(10)
            continue
        acting = scene.acting
        if acting == seat:
            person_acts(app, scene, bot)
            done += 1
        elif acting is not None and not scene.skip_ahead.on:
            app.dispatch(Key("f"))   # hurry the bots to the person's next turn
            app.run_frames(1)
        else:
            app.run_frames(5)
    raise AssertionError("the chapter never reached its end")


def write_in(app, family: str, name: str | None, age: str | None) -> None:
    """The person's explorer, behind the hold (a survivor's name and age are filled in)."""
    press_button(app, f"write:{family}")
    entry = app.top
    assert isinstance(entry, MemberEntryScene) and not entry.open
    assert entry.fields == []   # nothing to type, nothing shown, until the hold
    hold(app, entry.hold)
    assert entry.open
    if name is not None:
        type_into(app, entry.name, name)
    if age is not None:
        type_into(app, entry.age, age)
    press_button(app, "Done")
    assert isinstance(app.top, ChapterSetupScene)


@pytest.mark.slow
def test_a_three_chapter_campaign_is_played_by_clicks_to_its_chronicle(app, mini, home):
    click(app, app.top.button("Campaign").rect.center)
    assert isinstance(app.top, CampaignsScene) and not app.top.entries
    press_button(app, "New campaign")
    setup = app.top
    assert isinstance(setup, CampaignSetupScene)
    type_into(app, setup.name, "The Clicked House")
    person = setup.families[0]
    assert setup.who[person] == "human" and len(setup.playing) == 3
    press_button(app, "Begin")
    for chapter in range(3):
        chapter_setup = app.top
        assert isinstance(chapter_setup, ChapterSetupScene), (type(app.top), getattr(app.top, "problem", ""))
        assert chapter_setup.plan["n"] == chapter
        press_button(app, "Introduce")   # too soon: the person has not written in
        assert "Still to write in" in chapter_setup.problem and not chapter_setup.introducing
        survivors = chapter_setup.by_family[person]["returning"]
        if survivors:
            write_in(app, person, None, None)   # the survivor returns, as old as the years make them
        else:
            write_in(app, person, f"Hester{chapter}", "31")
        press_button(app, "Introduce")
        assert chapter_setup.introducing
        press_button(app, "Begin")
        n_person = play_chapter_by_clicks(app, person)
        assert n_person >= 3   # the person's own turns, by the table
        end = app.top
        assert end.game.state["turns_taken"] >= 3
        assert end.preview["fates"] and (end.preview["journal"] is not None) == (end.game.state["winner"] is not None)
        press_button(app, "Fates")
        type_into(app, end.fate_fields[person], f"Chapter {chapter + 1}: written by hand")
        press_button(app, "Chronicle" if chapter == 2 else "Next chapter")
    chronicle = app.top
    assert isinstance(chronicle, ChronicleScene)
    assert [ch["n"] for ch in chronicle.data["timeline"]] == [0, 1, 2]
    for tab in ("families", "house", "gallery", "timeline"):
        press_button(app, f"tab:{tab}")
        assert chronicle.tab == tab
    camp = load_campaign(next((home / "data" / "campaigns").iterdir()), mini)
    assert len(camp.chapters) == 3 and camp.current is None
    assert [ch["fates"][person]["fate"] for ch in camp.chapters] == [
        f"Chapter {n}: written by hand" for n in (1, 2, 3)]
    press_button(app, "Watch")   # the replay viewer on the chosen chapter
    assert type(app.top).__name__ == "ReplayScene"


@pytest.mark.slow
def test_a_campaign_closed_mid_chapter_is_continued_where_it_stopped(home, mini):
    from game.campaign import create_campaign

    camp = create_campaign("Left in the Middle", [{"family": f, "player": "", "bot": b} for f, b in
                                                 (("corvane", None), ("fennick", "sensible"), ("greaves", "sensible"))],
                           seed=4, pack=mini)
    first = App((1280, 720), offscreen=True, settings=Settings())
    first.push(TitleScene(first, entries=title_entries()))
    click(first, first.top.button("Campaign").rect.center)
    press_button(first, "Continue")
    write_in(first, "corvane", "Mercy", "30")
    press_button(first, "Introduce")
    press_button(first, "Begin")
    scene = first.top
    assert isinstance(scene, PlayScene)
    bot = make_bot("sensible", 2, pack=mini)
    for _ in range(40):   # a few steps into the chapter
        settle(first)
        if scene.acting == 0:
            person_acts(first, scene, bot)
        else:
            first.run_frames(30)
    events = len(scene.game.events)
    assert events > 0
    first.close()   # the window closed, nothing saved by hand: every event is on disk as it happens
    second = App((1280, 720), offscreen=True, settings=Settings())
    try:
        second.push(TitleScene(second, entries=title_entries()))
        click(second, second.top.button("Campaign").rect.center)
        listed = second.top
        assert listed.entries[0]["current"] == 0 and not listed.entries[0]["error"]
        press_button(second, "Continue")
        resumed = next(s for s in second.stack if isinstance(s, PlayScene))   # (its haunt's pages above it, if begun)
        assert len(resumed.game.events) >= events - 1   # at most the step in progress
        assert resumed.game.header["campaign"]["chapter"] == 0
        assert load_campaign(camp.folder, mini).current["n"] == 0
    finally:
        second.close()


# -- no secret of a chapter under way on the campaign's screens ----------------------------------

@pytest.fixture
def rendered(monkeypatch):
    """Every string a font renders from now on (fonts made afterwards log)."""
    import pygame

    lines: list[str] = []
    base = pygame.font.Font

    class LoggingFont(base):
        def render(self, text, *args, **kwargs):
            lines.append(str(text))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", LoggingFont)
    return lines


def campaign_screens(mini, rendered) -> list[str]:
    """Every string the campaign's own screens render: the list, and each tab of the
    chronicle (a fresh App each time, so no font is already made and silent)."""
    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        start = len(rendered)
        app.push(CampaignsScene(app, pack=mini))
        app.run_frames(2)
        press_button(app, "Chronicle")
        for tab in ("timeline", "families", "house", "gallery"):
            press_button(app, f"tab:{tab}")
            app.run_frames(2)
        return [line for line in rendered[start:] if not line.startswith("Last played")]
    finally:
        app.close()


def test_the_campaign_screens_tell_nothing_of_a_hidden_traitor_in_a_chapter_under_way(home, mini, rendered):
    """The chapter with the hidden traitor (drawn face down) is under way and its haunt
    has begun: the campaigns list and the chronicle render exactly what they rendered
    before the lot was drawn — nothing of who drew it, nothing of the traitor's book."""
    from campaign_helpers import finish_chapters, new_campaign, seats_for

    camp = new_campaign(home / "data" / "campaigns", mini)
    finish_chapters(camp, 2)
    game = camp.start_chapter(seats_for(camp.next_chapter()))
    assert game.state["chapter"]["haunt"] == "mini_hidden"
    before = campaign_screens(mini, rendered)
    bots = {s: make_bot("sensible", s, pack=mini) for s in range(len(game.state["players"]))}
    while (game.state.get("haunt") or {}).get("traitor") is None:
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    traitor = game.state["players"][game.state["haunt"]["traitor"]]
    game.close()
    during = campaign_screens(mini, rendered)
    assert sorted(set(during) - set(before)) == []   # nothing new (the house maps come from the cache now)
    secret = [mini.haunts["mini_hidden"]["traitor"][k] for k in ("box", "win_text")]
    shown = " ".join(during)
    assert not any(s in shown for s in secret)
    assert not any(traitor["name"] in line and "traitor" in line.lower() for line in during)
    assert len(before) > 40   # (the screens were drawn: names, chapters, families, cards)


def test_a_damaged_campaign_is_listed_with_its_reason_and_can_be_deleted_after_asking(app, mini, home):
    from campaign_helpers import new_campaign

    root = home / "data" / "campaigns"
    good = new_campaign(root, mini, name="Kept Whole")
    bad = new_campaign(root, mini, name="Torn Up")
    (bad.folder / "campaign.jsonl").write_text('{"kind": "hollowmere-campaign", "format": 1}\n[[[[\n')
    click(app, app.top.button("Campaign").rect.center)
    listed = app.top
    names = {e["folder"].name: e for e in listed.entries}
    assert names[good.folder.name]["error"] is None
    assert "campaign.jsonl" in names[bad.folder.name]["error"] and "line 2" in names[bad.folder.name]["error"]
    damaged = [i for i, e in enumerate(listed.entries) if e["error"]]
    assert len(damaged) == 1
    rect = next(r for r, i in listed.cards if i == damaged[0])
    click(app, rect.center)
    assert not button(app, "Continue").enabled and not button(app, "Chronicle").enabled
    press_button(app, "Delete")
    assert listed.confirm.open and bad.folder.exists()   # asks first
    click(app, listed.confirm.widgets.find("confirm:yes").rect.center)
    assert not bad.folder.exists() and good.folder.exists()
    assert [e["folder"].name for e in listed.entries] == [good.folder.name]


# -- typing: the name entry behind the hold, the new campaign's name (issue 16, point 2) --------

def test_after_the_hold_the_first_name_takes_the_keys_and_tab_moves_them_to_one_thing(home, mini):
    """Letting go of the hold leaves the first name focused (typing goes there without a
    click); Tab and Shift-Tab go round the buttons and fields, and keys go to the
    focused one only (never "Mercy34" with the focus ring on "A new relative")."""
    from game.campaign import create_campaign

    camp = create_campaign("Typed In", [{"family": f, "player": "", "bot": b} for f, b in
                                        (("corvane", None), ("fennick", "sensible"), ("greaves", "sensible"))],
                           seed=4, pack=mini)
    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        app.push(ChapterSetupScene(app, camp))
        press_button(app, "write:corvane")
        entry = app.top
        hold(app, entry.hold)
        assert entry.open and entry.name.focused and not entry.age.focused
        app.dispatch(Key("m"))
        app.dispatch(Text("Mercy"))
        assert entry.name.text == "Mercy"
        app.dispatch(Key("tab"))
        assert entry.age.focused and not entry.name.focused
        app.dispatch(Text("34"))
        app.dispatch(Key("tab"))   # on to Done: a button has the keys, no field does
        assert entry.focused_field is None and button(app, "Done").focused
        app.dispatch(Text("9"))
        assert (entry.name.text, entry.age.text) == ("Mercy", "34")
        for _ in range(3):
            app.dispatch(Key("tab", shift=True))   # Done → age → name → "A new relative"
        assert entry.focused_field is None and button(app, "member:new").focused
        app.dispatch(Text("34"))
        assert entry.name.text == "Mercy"
        app.dispatch(Key("tab"))
        assert entry.name.focused and not button(app, "member:new").focused
        app.dispatch(Key("return"))   # Return: on to the age, then Done
        assert entry.age.focused
        app.dispatch(Key("return"))
        assert isinstance(app.top, ChapterSetupScene)
        assert app.top.entered["corvane"] == {"name": "Mercy", "age": 34, "returning": False}
    finally:
        app.close()


def test_ctrl_a_selects_the_new_campaigns_name_to_be_typed_over_or_cleared(home, mini):
    app = App((1280, 720), offscreen=True, settings=Settings())
    try:
        app.push(CampaignSetupScene(app, pack=mini, seed=3))
        setup = app.top
        assert setup.name.focused and setup.name.text
        app.dispatch(Key("a", ctrl=True))
        assert setup.name.selected
        app.run_frames(1)   # (drawn highlighted)
        app.dispatch(Key("t"))
        app.dispatch(Text("The Drowned House"))
        assert setup.name.text == "The Drowned House" and not setup.name.selected
        app.dispatch(Key("a", ctrl=True))
        app.dispatch(Key("backspace"))
        assert setup.name.text == ""
    finally:
        app.close()
