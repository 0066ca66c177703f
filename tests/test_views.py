"""Views show each perspective what it may see and nothing that predicts the future."""

import pytest

from driver import Driver, start


@pytest.fixture
def game(classic_pack):
    g = start(classic_pack, seed=12)
    Driver(g, 12).run(steps=80)
    return g


@pytest.mark.parametrize("perspective", ["table", "heroes", "traitor", 0, 2])
def test_no_view_reveals_the_seed_the_dice_counter_or_face_down_orders(game, perspective):
    view = game.view(perspective)
    for secret in ("seed", "rng", "frames", "stack_order", "deck_order"):
        assert secret not in view
    assert view["decks"] == {k: len(v) for k, v in game.state["decks"].items()}
    assert view["stack"] == len(game.state["stack"])
    text = repr(view)
    assert repr(game.state["stack"][:3])[1:-1] not in text  # the face-down order is nowhere


def test_a_view_is_a_copy_the_viewer_cannot_use_to_change_the_game(game):
    before = game.state_hash()
    view = game.view(0)
    view["players"][0]["traits"]["might"] = 7
    view["map"].clear()
    assert game.state_hash() == before


def test_unknown_perspectives_are_refused(game):
    with pytest.raises(ValueError):
        game.view("spectator-with-x-ray")
    with pytest.raises(ValueError):
        game.view(9)
