"""A haunt's numbers worked out for the table (issue 20, point 3; legacy p.13, "Variable
player count"): the books' "6 relics (7 with four players, 8 with five, 9 with six)" reads
"7 relics" at a table of four, and legacy's braces {3P/4P/5P} likewise."""

from __future__ import annotations

import pytest

from game.haunt.table_numbers import for_table

TEXT = "You win when you have found 6 of the saint's relics (7 with four players, 8 with five, 9 with six), or"


@pytest.mark.parametrize("players,number", [(3, 6), (4, 7), (5, 8), (6, 9)])
def test_each_table_reads_its_own_number(players, number):
    assert for_table(TEXT, players) == f"You win when you have found {number} of the saint's relics, or"


def test_a_table_larger_than_any_named_takes_the_largest_and_braces_are_legacy_counts():
    assert for_table("4 seals hold (5 with four players)", 5) == "4 seals hold".replace("4", "5")
    assert for_table("4 seals hold (5 with four players)", 3) == "4 seals hold"
    assert for_table("the bell tolls {2/3/4} times", 3) == "the bell tolls 2 times"
    assert for_table("the bell tolls {2/3/4} times", 5) == "the bell tolls 4 times"
    assert for_table("nothing (to see here)", 4) == "nothing (to see here)"


def test_the_heroes_book_in_a_four_player_game_names_the_number_for_four(classic_pack):
    from driver import start
    from haunt_helpers import reveal

    game = start(classic_pack, players=4, seed=3, first_player=0)
    reveal(game, "the_saint_of_lost_causes")
    traitor = game.state["haunt"]["traitor"]
    hero = next(s for s in range(4) if s != traitor)
    win = game.view(hero)["haunt"]["books"]["heroes"]["win_text"]
    assert "7 of the saint's relics" in win and "with four players" not in win
