"""Free play on both houses (issue 35): the new-game screen's legacy free play is the
starting house and says how many of the chart's haunts it allows; a kept campaign's
free-play setup says the same of its house (game.haunt.memory.allowed_haunts)."""

from __future__ import annotations

from game import load_pack
from game.haunt.memory import allowed_haunts
from scenes.setup.legacy_setup import LegacySetupScene
from test_ui_board import app, click, home  # noqa: F401  (fixtures: the title under an offscreen App)


def test_the_starting_house_says_which_haunts_it_allows(app):
    click(app, app.top.button("New game").rect.center)
    click(app, app.top.widgets.find("ruleset:legacy").rect.center)
    setup = app.top
    assert isinstance(setup, LegacySetupScene)
    pack = load_pack("legacy")
    allowed = allowed_haunts(pack)
    assert 0 < len(allowed) < len(pack.haunts)        # the haunts that remember a campaign are not
    assert f"holds {len(allowed)} of the book's {len(pack.haunts)} haunts" in setup.about_text()
    app.run_frames(2)                                   # and the panel draws it


def test_a_kept_campaigns_house_allows_what_it_remembers(app, home):
    """The free-play setup on a finished campaign counts the chart's haunts its house allows."""
    from campaign_helpers import MINI, finish_chapters
    from game.campaign import create_campaign
    from scenes.campaign.free_play_setup import FreePlaySetupScene
    pack = load_pack(MINI)
    camp = create_campaign("The Kept House", [{"family": f, "player": "", "bot": "sensible"}
                                              for f in ("corvane", "fennick", "greaves")],
                           seed=4, pack=pack, root=home / "data" / "campaigns")
    finish_chapters(camp, pack.extra["campaign"]["planned"])
    scene = FreePlaySetupScene(app, camp)
    app.push(scene)
    app.run_frames(2)
    expected = len(allowed_haunts(pack, camp.house, camp.betrayer()))
    label = scene.widgets.find("haunt").label
    assert f"{expected} haunts this house allows" in label
