"""Names a player writes: printable, within a length, and a refusal that names the
character (game/names.py; a hostile save had a 5,000-character seat name with a NUL)."""

import pytest

from game import auto_seats, load_pack, new_game
from game.campaign import CampaignError
from game.engine import IllegalCommand
from game.names import SEAT_NAME_LENGTH, describe, name_problem


@pytest.mark.parametrize("char, said", [
    ("\u202e", "U+202E, a right-to-left override"),
    ("\u200d", "U+200D, a zero width joiner"),
    ("\x00", "U+0000, a control character"),
    ("\x1b", "U+001B, a control character"),
])
def test_a_hidden_character_is_named_not_counted(char, said):
    assert describe(char) == said
    assert name_problem(f"Ana{char}", 40) == f"a name contains {said}"   # short, yet refused by its character


def test_a_name_too_long_says_how_long_and_the_limit():
    assert name_problem("x" * 41, 40) == "a name is 41 characters long; at most 40"
    assert name_problem("  Ana   Bell ", 40) is None
    assert name_problem("Éloïse d’Aubigné", 40) is None   # letters of any language are names
    assert name_problem(" \t ", 40) == "a name is empty"


def test_the_engine_refuses_a_seat_name_with_an_override_naming_it(classic_pack):
    seats = auto_seats(classic_pack, 4, seed=1)
    seats[2]["name"] = "Mal\u202eory"
    with pytest.raises(IllegalCommand, match=r"seat 2's name contains U\+202E, a right-to-left override"):
        new_game("classic", seats, seed=1, content=classic_pack)


def test_the_engine_refuses_a_seat_name_past_the_limit(classic_pack):
    seats = auto_seats(classic_pack, 4, seed=1)
    seats[0]["name"] = "N" * 5000
    with pytest.raises(IllegalCommand, match=f"at most {SEAT_NAME_LENGTH}"):
        new_game("classic", seats, seed=1, content=classic_pack)


def test_a_seat_name_is_kept_tidied(classic_pack):
    seats = auto_seats(classic_pack, 4, seed=1)
    seats[1]["name"] = "  Ana \t Bell "
    game = new_game("classic", seats, seed=1, content=classic_pack)
    assert game.header["seats"][1]["name"] == "Ana Bell"


def test_a_campaign_name_with_a_nul_is_refused_by_its_character(tmp_path):
    from campaign_helpers import new_campaign

    with pytest.raises(CampaignError, match=r"the campaign's name contains U\+0000, a control character"):
        new_campaign(tmp_path, load_pack("campaign"), name="Hollow\x00mere")
