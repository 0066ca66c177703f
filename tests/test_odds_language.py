"""The odds a table shows before a roll (``game.odds``) are said in the language in use:
their own words from the catalogue, a roll's outcomes from the content's translation, and
the attack list's chance read as a number, not from the words."""

from __future__ import annotations

import pytest

from game import auto_seats, i18n, load_pack, new_game
from game.commands import cmd
from game.odds import attack_win, command_odds, pct
from game.ruleset import RULESETS


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def _lines(card):
    pack = load_pack("classic")
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options={"date": "11-21"})
    return command_odds(pack, RULESETS["classic"], game.view(0), cmd("use_item", 0, card=card))


def test_a_cards_roll_in_german(german):
    rod = _lines("hazel_dowsing_rod")
    assert rod[0] == "Ein Wurf mit 2 Würfeln"
    planchette = _lines("spirit_board_planchette")
    assert planchette[0] == "Verstand-Wurf, 5 Würfel"
    # each outcome's words are the content's German, not its English
    i18n.set_language("en")
    english = _lines("spirit_board_planchette")
    i18n.set_language("de")
    for said, source in zip(planchette[1:], english[1:]):
        assert said.split(":")[0] == source.split(":")[0]   # (the span of the result: the same)
        if "(" in source:
            assert said.split("(", 1)[1] != source.split("(", 1)[1]


def test_every_odds_line_is_marked_in_the_pseudo_locale():
    i18n.set_language(i18n.PSEUDO)
    try:
        for card in ("hazel_dowsing_rod", "spirit_board_planchette"):
            for line in _lines(card)[:1]:
                assert i18n.is_marked(line), line
        assert i18n.is_marked(pct(0.0)) and i18n.is_marked(pct(1.0))
    finally:
        i18n.set_language("en")


def test_the_attack_chance_is_a_number_in_any_language(german):
    """The attack list shows each attack's chance to win: read as a number
    (``attack_win``), it is the first of the odds' three, in German as in English."""
    from haunt_helpers import first_offered
    pack = load_pack("classic")
    rules = RULESETS["classic"]
    game, seat, attack = first_offered(pack, "attack", turns=80)
    view = game.view(seat)
    win = attack_win(pack, rules, view, attack)
    lines = command_odds(pack, rules, view, attack)
    if win is None:   # (a monster whose trait nobody knows yet)
        assert "unbekannt" in lines[1]
    else:
        assert lines[1].startswith("Sieg " + pct(win)) and "Gleichstand" in lines[1]
        assert "-Angriff" in lines[0]
