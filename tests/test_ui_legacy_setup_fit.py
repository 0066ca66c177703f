"""The legacy setup at the smallest window, in German: a family card's subtitle stays on
the card, and the free-play panel says all its words inside its box (both ran past their
edge: "die Familie in blau · 4 Mitgl", the panel's text cut at its foot)."""

from __future__ import annotations


from scenes.app import App
from scenes.kit.settings import Settings


def _legacy_setup(size=(800, 600)):
    from game import load_pack
    from scenes.setup.legacy_setup import LegacySetupScene

    app = App(size, offscreen=True, settings=Settings().with_changes(language="de"))
    scene = LegacySetupScene(app, pack=load_pack("legacy"), seed=3)
    app.push(scene)
    return app, scene


def test_the_free_play_panel_holds_all_its_words(monkeypatch):
    import scenes.setup.legacy_setup as module

    made: list = []
    real = module.render_wrapped
    monkeypatch.setattr(module, "render_wrapped", lambda *a, **kw: made.append(out := real(*a, **kw)) or out)
    app, scene = _legacy_setup()
    try:
        assert scene.about_rect is not None
        made.clear()
        w, h = scene.about_rect.size
        scene._about((w, h))
        body = made[-1]
        assert body.get_width() <= w and body.get_height() < h * 0.9, (body.get_size(), (w, h))
    finally:
        app.close()


def test_a_family_cards_subtitle_stays_on_the_card(monkeypatch):
    import scenes.board.art.family_art as art

    fitted: list = []
    real = art.shrink_to
    monkeypatch.setattr(art, "shrink_to", lambda surf, width: fitted.append(
        (surf.get_width(), (out := real(surf, width)).get_width(), width)) or out)
    app, scene = _legacy_setup()
    try:
        assert any(wide > width for wide, _out, width in fitted)   # (German overflows here: the case is met)
        assert all(out <= width for _wide, out, width in fitted)
    finally:
        app.close()
