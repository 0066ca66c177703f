"""The legacy HUD's action-word buttons in the language in use: PICK UP, DROP, GIVE and
TAKE are words of the rules (the catalogue's), a card's name and word are the content's
(its overlay's) — no English word left on a German button."""

from __future__ import annotations

from game import load_pack
from game.commands import command_from_dict
from game.i18n import _, set_language
from scenes.board.hud.legacy_hud import DASH, card_menu_label, command_label

GIVE_AND_DROP = ({"type": "give", "seat": 0, "to": 1}, {"type": "drop", "seat": 0})


def labels(pack, card) -> list[str]:
    view = {"players": [{"name": "Ada Pendry", "tile": None}, {"name": "Bram Corvane", "tile": None}]}
    commands = [{"type": "pick_up", "seat": 0, "cards": [card.id]},
                {"type": "pick_up", "seat": 0, "cards": [card.id, card.id]},
                {"type": "drop", "seat": 0, "cards": [card.id, card.id]},
                {"type": "take", "seat": 0, "frm": 1, "card": card.id},
                {"type": "use_item", "seat": 0, "card": card.id}]
    menu = [{**GIVE_AND_DROP[0], "card": card.id}, {**GIVE_AND_DROP[1], "cards": [card.id]}]
    return ([command_label(pack, view, command_from_dict(c)) for c in commands]
            + [card_menu_label(pack, view, command_from_dict(c)) for c in menu])


def test_the_legacy_action_word_buttons_are_german_in_german():
    pack = load_pack("legacy")
    card = next(c for c in pack.cards.values() if (c.use or {}).get("word"))
    english = labels(pack, card)
    assert english[0] == "PICK UP" + DASH + card.name.removeprefix("The ")
    assert english[3].startswith("TAKE from Bram" + DASH) and english[4].startswith(card.use["word"] + DASH)
    try:
        set_language("de")
        german, word, name = labels(pack, card), _(card.use["word"]), _(card.name)
    finally:
        set_language("en")
    assert word != card.use["word"] and name != card.name            # (the card is translated)
    for words in ("PICK UP", "DROP", "TAKE from", "GIVE", "all items", "leave it here", "to Bram"):
        assert not any(words in label for label in german), (words, german)
    assert german[0] == "AUFHEBEN" + DASH + name and german[4] == word + DASH + name


class Capture:
    """Fonts that note what they are asked to draw (a tiny surface for each)."""

    def __init__(self) -> None:
        self.drawn: list[str] = []

    def get(self, _face, _size):
        return self

    def render(self, *args):
        import pygame

        text = next(a for a in args if isinstance(a, str) and a not in ("italic", "display"))
        self.drawn.append(text)
        return pygame.Surface((4, 4))


def test_a_cards_word_tab_and_the_words_spent_are_german_in_german():
    import types

    import pygame

    from scenes.board.hud import legacy_hud

    pack = load_pack("legacy")
    card = next(c for c in pack.cards.values() if (c.use or {}).get("word"))
    fonts = Capture()
    hud = types.SimpleNamespace(pack=pack, fonts=fonts, seat=0, u=10,
                                view={"turn": {"seat": 0, "used": ["word:" + card.use["word"]]}})
    try:
        set_language("de")
        word = _(card.use["word"])
        legacy_hud._word_tab(pygame.Surface((200, 200)), hud, card.id, pygame.Rect(0, 0, 200, 200), (200, 200, 200))
        legacy_hud.used_line(hud)
    finally:
        set_language("en")
    assert word != card.use["word"]
    assert fonts.drawn[0] == word and word in fonts.drawn[1] and card.use["word"] not in fonts.drawn[1]
