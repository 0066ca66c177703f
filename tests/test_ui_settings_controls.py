"""Settings with controls that stay put and words that are true (issue 28 item 5): sliders
and drop-downs rather than cycle buttons and steppers, each row's description saying what
its current value does — through the App, by clicks and keys.
"""

from __future__ import annotations

import pytest
from test_ui_board import app, choose, click, home  # noqa: F401  (fixtures)

from scenes.kit.intents import Key
from scenes.menu.accessibility_scene import AccessibilityScene
from scenes.menu.settings_scene import SettingsScene


def key(app, name: str, shift: bool = False) -> None:
    app.dispatch(Key(name, shift=shift))
    app.run_frames(1)


@pytest.fixture
def access(app):
    click(app, app.top.button("Settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    click(app, app.top.widgets.find("accessibility").rect.center)
    assert isinstance(app.top, AccessibilityScene)
    return app.top


def test_the_motion_setting_describes_its_value(app, access):
    assert not app.settings.reduce_motion
    full = access.descriptions["reduce_motion"]
    assert "unmoving" not in full and "roll" in full        # Full says what Full does
    choose(app, access, "reduce_motion", "Reduced")
    assert app.settings.reduce_motion
    reduced = access.descriptions["reduce_motion"]
    assert "unmoving" in reduced and reduced != full
    choose(app, access, "reduce_motion", "Full")
    assert access.descriptions["reduce_motion"] == full


def test_every_choice_on_the_settings_pages_says_something_of_its_own(app, access):
    pages = [access]
    click(app, access.widgets.find("back").rect.center)
    pages.append(app.top)
    for page in pages:
        for row in page._rows():
            kind = row.control[0]
            if kind in ("choice", "scale"):
                assert len(set(row.hints)) > 1, row.label   # a description per value, not one for all


def test_the_ui_scale_slider_stays_under_the_cursor(app, access):
    slider = access.widgets.find("ui_scale")
    before = slider.rect.copy()
    track = slider.track
    spot = (track.left + round(track.w * (120 - 80) / (150 - 80)), track.centery)
    for _ in range(5):   # five clicks at one spot: one value, not a value per click
        click(app, spot)
        slider = access.widgets.find("ui_scale")
        assert slider.rect == before
    assert app.settings.ui_scale == 120
    drop = access.widgets.find("reduce_motion")
    box = drop.rect.copy()
    choose(app, access, "reduce_motion", "Reduced")
    assert access.widgets.find("reduce_motion").rect == box   # its new words moved nothing


def test_a_drop_down_by_keyboard_and_a_click_beside_its_list_changes_nothing(app, access):
    for _ in range(10):
        if access.widgets.focus_index is not None and \
                access.widgets.widgets[access.widgets.focus_index].name == "reduce_motion":
            break
        key(app, "tab")
    drop = access.widgets.find("reduce_motion")
    assert drop.focused
    key(app, "return")
    assert drop.open
    key(app, "down")
    key(app, "return")
    assert app.settings.reduce_motion and not access.widgets.find("reduce_motion").open
    drop = access.widgets.find("reduce_motion")
    key(app, "return")
    key(app, "escape")           # Esc shuts the list; the page stays
    assert app.top is access and not drop.open
    click(app, drop.rect.center)
    back = access.widgets.find("back").rect.center
    click(app, back)             # a click beside the open list only shuts it
    assert app.top is access and app.settings.reduce_motion


def test_who_plays_a_campaign_family_is_a_drop_down_that_stays_put(app):
    from scenes.campaign.campaign_setup import OUT, CampaignSetupScene

    app.push(CampaignSetupScene(app, seed=3))
    app.run_frames(2)
    setup = app.top
    family = setup.families[1]
    box = setup.widgets.find(f"who:{family}").rect.copy()
    assert [label for _w, label in setup.widgets.find(f"who:{family}").options][:2] == ["Not playing", "A person"]
    choose(app, setup, f"who:{family}", "Not playing")
    assert setup.who[family] == OUT and family not in setup.playing
    choose(app, setup, f"who:{family}", "Cunning bot")
    assert setup.who[family] == "cunning" and setup.widgets.find(f"who:{family}").rect == box
