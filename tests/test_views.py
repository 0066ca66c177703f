"""Views show each perspective what it may see and nothing that predicts the future."""

import json

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


def test_a_view_held_across_commands_still_shows_the_moment_it_was_taken(classic_pack):
    """Views copy lazily (an entry when first read) and the game changes its state in
    place: a view still held when the game moves on must not change under its reader."""
    game = start(classic_pack, seed=5)
    driver = Driver(game, 5)
    early = game.view("table")
    read_first = game.view(0)
    players_then = json.loads(json.dumps(read_first["players"]))  # one entry read now
    snapshot = json.loads(json.dumps(game.view("table")))
    driver.run(steps=60)
    assert len(game.events) > 40
    assert json.loads(json.dumps(early)) == snapshot             # nothing read before: still then
    assert read_first["players"] == players_then
    assert json.loads(json.dumps(game.view("table"))) != snapshot  # while the game did move on


def test_every_way_of_reading_a_view_gives_a_copy(game):
    before = game.state_hash()
    for grab in (dict, lambda v: {**v}, lambda v: dict(v.items()), lambda v: list(v.values())):
        view = game.view(0)
        got = grab(view)
        values = got.values() if isinstance(got, dict) else got
        for value in values:
            if isinstance(value, dict):
                value.clear()
            elif isinstance(value, list):
                value.append("junk")
    assert game.state_hash() == before


def test_a_view_nobody_reads_is_never_made_and_one_read_any_way_is_whole(game, monkeypatch):
    """Game.view puts the making of the view off until it is first read (a bot choosing
    at random never reads it); read by any path, it is the full view."""
    from game import views
    made = []
    entries = views._entries
    monkeypatch.setattr(views, "_entries", lambda *a: made.append(a) or entries(*a))
    for _ in range(5):
        game.view(0)
    assert made == []
    full = views.view(game.pack, game.state, 0)
    assert len(made) == 1
    reads = (len, lambda v: "players" in v, lambda v: list(v.keys()), lambda v: json.dumps(v),
             lambda v: v == full, repr, lambda v: list(reversed(v)), lambda v: {} | v)
    for read in reads:
        view = game.view(0)
        got = read(view)
        assert got == read(full) if read is not repr else "'players': None" not in got
        assert view == full
