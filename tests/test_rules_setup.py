"""Classic rulebook, "Setup" (and the turn order of "Game Play").

Each test names the part of the rulebook it checks. Expected values come from the
rulebook and from the content YAML read directly, never from the engine's own output.
"""

from __future__ import annotations

import datetime as dt

import pytest

from game import IllegalCommand, cmd, new_game
from game.paths import content_root

from scenario import PACK, make_game
from game.content.safe_yaml import safe_load

EXPLORERS_YAML = safe_load((content_root() / "classic" / "explorers.yaml").read_text())
BIRTHDAYS = {e["id"]: e["birthday"] for e in EXPLORERS_YAML}
SIDE_A = [e["id"] for e in EXPLORERS_YAML if e["side"] == "a"]
SIDE_B = [e["id"] for e in EXPLORERS_YAML if e["side"] == "b"]


def seats(*explorers):
    return [{"name": f"P{i}", "explorer": e} for i, e in enumerate(explorers)]


# -- Setup: who plays -----------------------------------------------------------------

@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_setup_three_to_six_seats_are_accepted(count):
    game = new_game("classic", seats(*SIDE_A[:count]), 1, PACK, options={"date": "01-01"})
    assert [p["explorer"] for p in game.state["players"]] == SIDE_A[:count]


@pytest.mark.parametrize("count", [2, 7])
def test_setup_two_or_seven_seats_are_refused_with_a_reason(count):
    chosen = (SIDE_A + SIDE_B)[:count]
    with pytest.raises(IllegalCommand) as err:
        new_game("classic", seats(*chosen), 1, PACK, options={"date": "01-01"})
    assert "3 to 6" in err.value.reason


def test_setup_only_one_side_of_a_character_card_plays():
    """Setup: "There's a different explorer on each side of a character card. Pick one."
    """
    by_card = {}
    for e in EXPLORERS_YAML:
        by_card.setdefault(e["card"], []).append(e["id"])
    a, b = by_card[1]
    with pytest.raises(IllegalCommand) as err:
        new_game("classic", seats(a, b, SIDE_A[2]), 1, PACK, options={"date": "01-01"})
    assert "character card 1" in err.value.reason


def test_setup_an_unknown_explorer_is_refused():
    with pytest.raises(IllegalCommand) as err:
        new_game("classic", seats(SIDE_A[0], SIDE_A[1], "nobody_at_all"), 1, PACK)
    assert "nobody_at_all" in err.value.reason


# -- Setup: the clips start on the green numbers ---------------------------------------

@pytest.mark.parametrize("side", [SIDE_A, SIDE_B])
def test_setup_every_trait_starts_on_its_green_step(side):
    game = new_game("classic", seats(*side), 1, PACK, options={"date": "01-01"})
    printed = {e["id"]: e["traits"] for e in EXPLORERS_YAML}
    for p in game.state["players"]:
        for trait, track in printed[p["explorer"]].items():
            assert p["traits"][trait] == track["start"], (p["explorer"], trait)
    view = game.view("table")
    assert all(p["alive"] for p in view["players"])


# -- Setup: the starting tiles -----------------------------------------------------------

def test_setup_starting_tiles_are_placed_and_everyone_is_in_the_entrance_hall():
    """Setup: place the Basement Landing, Entrance Hall/Foyer/Grand Staircase and Upper
    Landing; the rest go face down in a stack; figures start in the Entrance Hall."""
    game = make_game()
    placed = game.state["placed"]
    regions = {tile: pos[0] for tile, pos in placed.items()}
    assert regions == {"entrance_hall": "ground", "foyer": "ground", "grand_staircase": "ground",
                       "upper_landing": "upper", "basement_landing": "basement"}
    # the Entrance Hall piece: hall, foyer and staircase in a row, front door to the south
    (_, hx, hy, _), (_, fx, fy, _), (_, sx, sy, _) = (placed[t] for t in
                                                     ("entrance_hall", "foyer", "grand_staircase"))
    assert (fx, fy) == (hx, hy - 1) and (sx, sy) == (hx, hy - 2)
    rooms = {t["id"] for t in safe_load((content_root() / "classic" / "tiles.yaml").read_text())
             if "start" not in t}
    assert len(rooms) == 44
    assert sorted(game.state["stack"]) == sorted(rooms)
    assert {p["tile"] for p in game.state["players"]} == {"entrance_hall"}


# -- Setup: shuffled decks and room stack -------------------------------------------------

def _orders(game):
    return game.state["stack"], game.state["decks"]


def test_setup_decks_and_stack_are_shuffled_permutations_of_the_content():
    game = make_game(seed=5)
    stack, decks = _orders(game)
    for deck in ("item", "omen", "event"):
        in_file = PACK.deck(deck)
        assert sorted(decks[deck]) == sorted(in_file)
        assert decks[deck] != in_file, f"the {deck} deck was not shuffled"
    assert stack != [t for t in PACK.tiles if not PACK.tiles[t].start]
    assert game.state["tile_discard"] == [] and all(v == [] for v in game.state["discard"].values())


def test_setup_the_shuffle_is_determined_by_the_seed():
    assert _orders(make_game(seed=11)) == _orders(make_game(seed=11))
    assert _orders(make_game(seed=11)) != _orders(make_game(seed=12))
    # the view hides the orders: face-down stacks are counts
    view = make_game(seed=11).view("table")
    assert view["stack"] == 44 and isinstance(view["decks"]["omen"], int)


# -- Setup: who goes first -----------------------------------------------------------------

FOUR = ("hester_quill", "pip_larkspur", "tobias_wren", "delphine_ashgrove")  # 11-14 03-08 08-30 01-19


@pytest.mark.parametrize("date, first", [
    ("01-01", 3),   # Delphine, 19 January, is next
    ("03-01", 1),   # Pip, 8 March
    ("08-31", 0),   # the day after Tobias's birthday: Hester, 14 November
    ("11-15", 3),   # past everyone's birthday this year: round to January
])
def test_setup_the_next_birthday_goes_first(date, first):
    """Setup: "The explorer who has the next birthday goes first.\""""
    game = new_game("classic", seats(*FOUR), 1, PACK, options={"date": date})
    assert game.state["first"] == first
    assert game.current_seat() == first


def _days_until(date: str, birthday: str) -> int:
    d = dt.date(2001, *map(int, date.split("-")))
    b = dt.date(2001, *map(int, birthday.split("-")))
    return (b - d).days % 365


def test_setup_on_every_day_of_the_year_nobody_has_a_birthday_sooner_than_the_first():
    day = dt.date(2001, 1, 1)
    while day.year == 2001:
        date = day.strftime("%m-%d")
        game = new_game("classic", seats(*SIDE_B[:5]), 1, PACK, options={"date": date})
        first = game.state["players"][game.state["first"]]["explorer"]
        soonest = min(_days_until(date, BIRTHDAYS[e]) for e in SIDE_B[:5])
        assert _days_until(date, BIRTHDAYS[first]) == soonest, date
        day += dt.timedelta(days=1)


@pytest.mark.parametrize("date", ["13-01", "02-30", "soon", 1225])
def test_setup_a_date_that_is_not_a_day_is_refused_with_a_reason(date):
    with pytest.raises(IllegalCommand) as err:
        new_game("classic", seats(*FOUR), 1, PACK, options={"date": date})
    assert "MM-DD" in err.value.reason


def test_setup_the_players_may_choose_who_goes_first():
    game = new_game("classic", seats(*FOUR), 1, PACK, options={"date": "01-01", "first_player": 2})
    assert game.state["first"] == 2 and game.current_seat() == 2
    with pytest.raises(IllegalCommand) as err:
        new_game("classic", seats(*FOUR), 1, PACK, options={"first_player": 4})
    assert "seat 4" in err.value.reason


# -- Game Play: clockwise ----------------------------------------------------------------------

@pytest.mark.parametrize("players, first", [(3, 1), (4, 2), (6, 5)])
def test_game_play_turns_go_clockwise_from_the_first_player(players, first):
    """Game Play: "Starting with the first player and going clockwise, each player
    takes a turn." Seats are numbered clockwise round the table."""
    game = make_game(players=players, first_player=first)
    order = []
    for _ in range(2 * players):
        seat = game.current_seat()
        order.append(seat)
        game.submit(cmd("end_turn", seat))
    assert order == [(first + i) % players for i in range(2 * players)]
