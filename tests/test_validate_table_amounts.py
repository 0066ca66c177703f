"""A gain or loss by table size may be nothing at some sizes ("gain 1 Might with four or
five players": The Rush Bearing's traitor), but not nothing at every size, and a plain
amount is still at least 1 (game/content/validate.py, op_gain)."""

from __future__ import annotations

import pytest

from game.content.validate import Checker


def problems(amount) -> list[str]:
    checker = Checker((), {})
    checker.op_gain({"trait": "might", "amount": amount}, ("haunts/x.yaml", "x", "traitor.setup[0].gain"))
    checker.op_lose({"trait": "sanity", "amount": amount}, ("haunts/x.yaml", "x", "heroes.setup[0].lose"))
    return [p.message for p in checker.problems]


def test_nothing_at_three_players_and_one_at_four_or_five_is_a_gain():
    assert problems({3: 0, 4: 1, 5: 1}) == []


@pytest.mark.parametrize("amount", [0, {3: 0, 4: 0, 5: 0}, {3: -1, 4: 1, 5: 1}])
def test_nothing_at_every_size_or_less_than_nothing_is_named(amount):
    found = problems(amount)
    assert len(found) == 2 and all("at least" in m for m in found), found
