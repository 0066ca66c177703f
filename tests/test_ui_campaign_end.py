"""The campaign's end at the table, by clicks: the last planned chapter of a campaign
(the test pack, tests/fixtures/campaign_mini: three chapters written and planned; and
the campaign players get, The Account of Hollowmere: its fourteen, the first thirteen
played by bots) played on the board, its end saying which side won most and offering Keep playing; then one
free-play game on the house it left, from its setup through the board to its end; then
the campaigns screen saying the campaign is finished and offering Free play and its
chronicle, whose last page lists the free-play game (docs/CAMPAIGN.md, section 11).

One family is a person's, whose commands a sensible bot chooses and the UI carries out;
the bots' turns are hurried with F, as tests/test_ui_campaign.py does.
"""

from __future__ import annotations

import pytest

from game import load_pack
from game.bots import make_bot
from game.campaign import load_campaign
from scenes.board.end_scene import EndScene
from scenes.board.play import PlayScene
from scenes.campaign import campaigns_scene
from scenes.campaign.campaigns_scene import CampaignsScene
from scenes.campaign.chapter_end import ChapterEndScene
from scenes.campaign.chapter_setup import ChapterSetupScene
from scenes.campaign.chronicle_scene import ChronicleScene
from scenes.campaign.free_play_setup import FreePlaySetupScene
from scenes.haunt.haunt_split import HauntSplitScene
from scenes.kit.intents import Key
from test_ui_board import app, click, home, settle  # noqa: F401  (fixtures: the title under an offscreen App)
from test_ui_campaign import person_acts, play_chapter_by_clicks, press_button, write_in
from ui_haunt_helpers import read_books

from campaign_helpers import MINI, finish_chapters


@pytest.fixture
def mini(monkeypatch):
    pack = load_pack(MINI)
    monkeypatch.setattr(campaigns_scene, "PACK", pack)
    return pack


def play_free_game_by_clicks(app, family: str, limit: int = 5000) -> int:
    """From the free-play game's board to its end scene; the person's commands carried out."""
    scene = app.top
    assert isinstance(scene, PlayScene)
    seat = next(i for i, s in enumerate(scene.game.header["seats"]) if not s.get("bot"))
    assert scene.game.state["players"][seat]["explorer"] == family
    bot = make_bot("sensible", 9, pack=scene.game.pack)
    done = 0
    for _ in range(limit):
        top = app.top
        if isinstance(top, EndScene):
            return done
        if isinstance(top, HauntSplitScene):
            read_books(app)
            continue
        settle(app)
        if scene.game.phase == "over" or app.top is not scene:
            app.run_frames(10)
            continue
        if scene.acting == seat:
            person_acts(app, scene, bot)
            done += 1
        elif scene.acting is not None and not scene.skip_ahead.on:
            app.dispatch(Key("f"))
            app.run_frames(1)
        else:
            app.run_frames(5)
    raise AssertionError("the free-play game never reached its end")


@pytest.mark.slow
def test_the_last_chapter_then_free_play_on_its_house_by_clicks(app, mini, home):
    last_chapter_then_free_play(app, mini, home, seed=6)


def last_chapter_then_free_play(app, pack, home, seed: int) -> None:
    """Every chapter but the last played by bots; the last by clicks, its end, Keep playing,
    one free-play game by clicks, then the campaigns screen and the chronicle's last page."""
    from game.campaign import create_campaign

    person = "corvane"
    camp = create_campaign("The Closed Account", [{"family": f, "player": "", "bot": None if f == person else
                                                   "sensible"} for f in ("corvane", "fennick", "greaves")],
                           seed=seed, pack=pack, root=home / "data" / "campaigns")
    last = pack.extra["campaign"]["planned"] - 1
    assert len(pack.extra["campaign"]["chapters"]) == last + 1, "every planned chapter is written"
    finish_chapters(camp, last)
    click(app, app.top.button("Campaign").rect.center)
    assert isinstance(app.top, CampaignsScene)
    press_button(app, "Continue")
    setup = app.top
    assert isinstance(setup, ChapterSetupScene) and setup.plan["n"] == last
    survivors = setup.by_family[person]["returning"]
    write_in(app, person, None if survivors else "Hester", None if survivors else "33")
    press_button(app, "Introduce")
    press_button(app, "Begin")
    play_chapter_by_clicks(app, person)
    end = app.top
    assert isinstance(end, ChapterEndScene) and end.final
    assert "The campaign is over" in end.account()
    press_button(app, "Fates")
    names = {w.name for w in app.top.widgets.widgets}
    assert "Keep playing" in names and "Next chapter" not in names
    press_button(app, "Keep playing")
    free = app.top
    assert isinstance(free, FreePlaySetupScene)
    assert load_campaign(camp.folder, pack).complete()
    press_button(app, "Begin")
    board = app.top
    assert isinstance(board, PlayScene) and board.game.header["free_play"]["k"] == 1
    assert board.game.state["first_reason"] == "chosen at random"
    done = play_free_game_by_clicks(app, person)
    assert done >= 3
    over = app.top
    assert isinstance(over, EndScene) and over.game.phase == "over"
    after = load_campaign(camp.folder, pack)
    assert len(after.free_games) == 1 and after.playing is None and len(after.chapters) == last + 1
    assert after.free_games[0]["winner"] == over.game.state["winner"]
    app.pop()   # the end scene's way back: the campaigns screen
    listed = app.top
    assert isinstance(listed, CampaignsScene)
    entry = listed.chosen
    assert entry["complete"] and entry["free_play"] == 1
    names = {w.name for w in listed.widgets.widgets}
    assert listed.widgets.find("Free play").enabled and "Continue" not in names
    press_button(app, "Chronicle")
    chronicle = app.top
    assert isinstance(chronicle, ChronicleScene)
    press_button(app, "tab:end")
    assert chronicle.tab == "end" and chronicle.data["ending"]["chapters"] == last + 1
    assert [g["k"] for g in chronicle.data["free_play"]] == [1]
    app.pop()
    press_button(app, "Free play")   # a second game: the setup again
    assert isinstance(app.top, FreePlaySetupScene) and app.top.plan["k"] == 2


@pytest.mark.slow
def test_the_account_of_hollowmere_ends_and_free_play_begins_on_its_house(app, home, monkeypatch):
    """The same on the campaign players get, The Account of Hollowmere: its chapters before
    the last played by bots, the finale by clicks (a person's family among two bots'), its
    end, Keep playing, and one free-play game on the house the campaign left."""
    pack = load_pack("campaign")
    monkeypatch.setattr(campaigns_scene, "PACK", pack)
    last_chapter_then_free_play(app, pack, home, seed=3)


@pytest.mark.slow
def test_the_chronicle_of_a_whole_campaign_keeps_its_words_above_its_buttons(app, home):
    """Fourteen chapters of The Account of Hollowmere played by bots: on every tab, and on
    the timeline for every chapter (chapter 12 changes thirty-odd cards), no words run under
    the row of buttons or past the page."""
    from game.campaign import create_campaign

    pack = load_pack("campaign")
    camp = create_campaign("The Long Account", [{"family": f, "player": "", "bot": "sensible"}
                                                for f in ("corvane", "fennick", "greaves", "pendry")],
                           seed=4, pack=pack, root=home / "data" / "campaigns")
    finish_chapters(camp, pack.extra["campaign"]["planned"], families=None)
    scene = ChronicleScene(app, load_campaign(camp.folder, pack))
    app.push(scene)
    app.run_frames(2)

    def words_above_buttons(where):
        limit = scene.actions_top
        for surf, pos in scene._texts:
            assert pos[1] + surf.get_height() <= limit, (where, pos, surf.get_size(), limit)

    for i in range(len(scene.data["timeline"])):
        scene.choose(i)
        words_above_buttons(f"timeline {i}")
    for key, _label in scene.tabs:
        scene.show(key)
        words_above_buttons(key)
