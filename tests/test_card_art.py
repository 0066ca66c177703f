"""Cards with faces (issue 29, item 4): each deck its own back and corners, legacy backs
with the regions printed on them, each card's icon on a painted scene that suits its
deck (varied per card), and the flip drawn with perspective."""

from __future__ import annotations

import pygame

import scenes.board.stage.cards_view as cards_view
from scenes.board.stage.card_art import vignette
from scenes.board.stage.card_sides import card_back, card_face
from scenes.board.style import DECK_RGB

SIZE = (250, 350)


def share_differing(a: pygame.Surface, b: pygame.Surface) -> float:
    assert a.get_size() == b.get_size()
    pa, pb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    n = len(pa) // 4
    return sum(1 for i in range(0, len(pa), 4) if abs(pa[i] - pb[i]) + abs(pa[i + 1] - pb[i + 1])
               + abs(pa[i + 2] - pb[i + 2]) > 24) / n


def pattern(deck: str) -> set:
    """Where a deck's back is drawn on over the bare card body (its pattern and mark)."""
    from scenes.board.stage.card_sides import _frame

    back, (bare, _colour) = card_back(deck, SIZE), _frame(SIZE, deck)
    pa, pb = pygame.image.tobytes(back, "RGBA"), pygame.image.tobytes(bare, "RGBA")
    return {i for i in range(0, len(pa), 4) if sum(abs(pa[i + k] - pb[i + k]) for k in range(3)) > 8}


def test_each_deck_has_its_own_back(app):
    """Not one pattern in three colours: where each deck's back is drawn differs."""
    marks = {deck: pattern(deck) for deck in ("item", "event", "omen")}
    n = SIZE[0] * SIZE[1]
    for a in marks:
        for b in marks:
            if a < b:
                assert len(marks[a] ^ marks[b]) / n > 0.08, (a, b)


def test_a_legacy_back_carries_the_regions_it_may_be_drawn_in(app):
    plain = card_back("item", SIZE)
    one, two = card_back("item", SIZE, ("basement",)), card_back("item", SIZE, ("basement", "upper"))
    assert 0.02 < share_differing(plain, one) < 0.3   # a band at the foot, not a different card
    assert share_differing(one, two) > 0.01


def test_a_legacy_card_turned_over_shows_its_own_regions_on_its_back(app):
    from game import load_pack

    legacy_pack = load_pack("legacy")
    stage = cards_view.CardStage(app.fonts, legacy_pack)
    card = next(c for c in legacy_pack.cards.values() if c.deck == "item" and c.regions)
    assert stage.back("item", SIZE, card.id) is not stage.back("item", SIZE)
    assert share_differing(stage.back("item", SIZE, card.id), card_back("item", SIZE, tuple(card.regions))) == 0


def test_each_card_stands_in_a_scene_of_its_deck_varied_per_card(app, classic_pack):
    item = vignette("item", "a", (200, 80), DECK_RGB["item"])
    assert share_differing(item, vignette("item", "b", (200, 80), DECK_RGB["item"])) > 0.05
    assert share_differing(item, vignette("omen", "a", (200, 80), DECK_RGB["item"])) > 0.3
    card = next(c for c in classic_pack.cards.values() if c.icon)
    face = card_face(app.fonts, card, SIZE)
    top = face.subsurface((30, 12, 190, 40))   # the scene behind the icon: not a plain ground
    colours = {top.get_at((x, y))[:3] for x in range(0, 190, 6) for y in range(0, 40, 4)}
    assert len(colours) > 30


def _opaque_rows(surf: pygame.Surface, x: int) -> int:
    return sum(1 for y in range(surf.get_height()) if surf.get_at((x, y)).a > 128)


def test_a_card_turns_over_with_perspective(app, classic_pack):
    stage = cards_view.CardStage(app.fonts, classic_pack)
    omen = next(iter(classic_pack.deck("omen")))
    sprite = stage.show(omen, "hand:0")
    rects = {"board": pygame.Rect(0, 0, 900, 720), "card_stage": pygame.Rect(910, 60, 360, 300),
             "hand:0": pygame.Rect(10, 620, 200, 90)}
    home, park, _ = stage.places(rects)
    seen = {}
    while sprite.phases.name != "read":
        stage.update(1 / 60)
        if sprite.phases.name == "flip" and 0.15 < sprite.phases.t < 0.85 and abs(sprite.phases.t - 0.5) > 0.08:
            art, rect, *_rest = stage._plan(sprite, home, park, rects)
            art = art.copy()
            w = art.get_width()
            if w > 12:
                left, right = _opaque_rows(art, 3), _opaque_rows(art, w - 4)
                seen.setdefault(sprite.phases.t < 0.5, []).append(left - right)
        stage.draw(app.screen, rects)
    # turning away, the right edge is the far one (shorter); coming round, the left
    assert seen[True] and all(d > 0 for d in seen[True])
    assert seen[False] and all(d < 0 for d in seen[False])


def test_a_card_on_the_stage_is_read_in_the_readers_language(app, monkeypatch):
    """The card turned over at centre stage: its deck, name, text and flavour are drawn
    in the language in use (they were drawn in English on a German table)."""
    from game import i18n, load_pack
    import scenes.board.stage.card_sides as sides

    legacy_pack = load_pack("legacy")
    said: list = []
    real = sides.wrap_text
    monkeypatch.setattr(sides, "wrap_text", lambda font, text, width, **kw: said.append(text) or real(font, text, width, **kw))

    class Fonts:  # the app's, noting what is drawn through them
        def get(self, *args):
            return app.fonts.get(*args)

        def render(self, face, size, text, colour):
            said.append(text)
            return app.fonts.render(face, size, text, colour)

    i18n.set_language("de")
    try:
        sides.card_face(Fonts(), legacy_pack.cards["storm_lantern"], SIZE)
    finally:
        i18n.set_language("en")
    shown = " | ".join(said)
    for german in ("G  E  G  E  N  S  T  A  N  D", "Sturmlaterne", "ANZÜNDEN:", "Blech und Horn"):
        assert german in shown, shown
    assert "Storm" not in shown and "LIGHT" not in shown and "Tin and horn" not in shown


def test_a_card_face_drawn_in_one_language_is_not_shown_in_another(app, classic_pack):
    """The stage keeps the faces it drew: one drawn before the language was changed in
    the options is drawn again in the new one."""
    from game import i18n

    stage = cards_view.CardStage(app.fonts, classic_pack)
    card = next(iter(classic_pack.deck("item")))
    english = stage.front(card, SIZE)
    i18n.set_language("de")
    try:
        german = stage.front(card, SIZE)
    finally:
        i18n.set_language("en")
    assert share_differing(english, german) > 0.01
    assert share_differing(stage.front(card, SIZE), english) == 0


def test_a_small_card_never_breaks_a_word_of_its_name_in_any_language(app, classic_pack, monkeypatch):
    """The last card drawn, small in the side column: no word of its name is cut in two (a
    word too long for the card is squeezed). It was measured in English and drawn in German
    ("Feldchirurge" / "n")."""
    from game import i18n
    import scenes.board.stage.card_face as face_module

    drawn: list = []
    for name in ("fit_lines", "wrap_text"):
        real = getattr(face_module, name)
        monkeypatch.setattr(face_module, name, lambda *a, real=real, **kw: drawn.append(out := real(*a, **kw)) or out)
    faces = face_module.CardFaces(classic_pack, app.fonts)
    i18n.set_language("de")
    try:
        for card in classic_pack.cards.values():
            drawn.clear()
            faces.thumb(card.id, (66, 86))
            lines = drawn[-1][0] if isinstance(drawn[-1], tuple) else drawn[-1]
            whole = i18n._(card.name).split()
            for line in lines:
                assert line.endswith("…") or set(line.split()) <= set(whole), (card.id, line)
    finally:
        i18n.set_language("en")


def test_the_card_on_the_stage_never_breaks_a_word_of_its_name(app, classic_pack, monkeypatch):
    """Read large at centre stage, a card's name takes one or two lines of whole words
    ("Mottenzerfressene" / "r Bärenfellmantel" was seen at a real window in German)."""
    from game import i18n
    import scenes.board.stage.card_sides as sides

    made: list = []
    real = sides.wrap_text
    monkeypatch.setattr(sides, "wrap_text", lambda *a, **kw: made.append((a[1], out := real(*a, **kw))) or out)
    i18n.set_language("de")
    try:
        for card in classic_pack.cards.values():
            made.clear()
            sides.card_face(app.fonts, card, SIZE)
            name = i18n._(card.name)
            lines = [out for text, out in made if text == name][-1]
            assert len(lines) <= 2 and all(set(line.split()) <= set(name.split()) for line in lines), (card.id, lines)
    finally:
        i18n.set_language("en")
