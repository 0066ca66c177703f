"""The rules toggle at the top of the new-game screen: each segment's label fits inside
it, in any language and at the smallest window ("Vermächtnis · freies Spiel" ran past
its segment's edge at 800×600)."""

from __future__ import annotations

import pytest

from game import i18n


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_each_rules_segment_holds_its_label(size):
    from scenes.app import App
    from scenes.kit.settings import Settings
    from scenes.setup.setup_scene import SetupScene

    app = App(size, offscreen=True, settings=Settings().with_changes(language="de"))
    try:
        assert i18n.language() == "de"
        setup = SetupScene(app, seed=3)
        app.push(setup)
        for name in ("ruleset:classic", "ruleset:legacy"):
            segment = setup.widgets.find(name)
            box, text = segment._looks["normal"]
            assert text.get_width() <= segment.rect.w - 8, (name, text.get_width(), segment.rect.w)
    finally:
        app.close()
        i18n.set_language("en")
