"""Numbers for the table (issue 20, point 3): the chance of a roll from the exact dice
distribution (each die 0, 1 or 2), shown before a roll a player chooses to make and
before an attack."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from game.odds import at_least, between, distribution, opposed, pct
from test_ui_board import app, home  # noqa: F401  (fixtures)


def brute(dice: int) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    for faces in product((0, 1, 2), repeat=dice):
        out[sum(faces)] = out.get(sum(faces), 0) + Fraction(1, 3 ** dice)
    return out


@pytest.mark.parametrize("dice", range(0, 7))
def test_the_distribution_is_the_dice_counted_one_by_one(dice):
    exact = brute(dice)
    assert [round(p, 12) for p in distribution(dice)] == [round(float(exact.get(t, 0)), 12) for t in range(2 * dice + 1)]


def test_at_least_and_between_add_up_and_results_are_never_below_zero():
    assert at_least(3, 3) == pytest.approx(17 / 27)
    assert at_least(2, 0) == pytest.approx(1.0)
    assert at_least(2, 1, bonus=-5) == pytest.approx(0.0)      # floored at 0: never 1+
    assert between(4, 0, 2) + between(4, 3, None) == pytest.approx(1.0)


def test_opposed_rolls_are_counted_exactly():
    win, tie, lose = opposed(1, 1)
    assert (win, tie, lose) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    w, t, lose = opposed(4, 2)
    exact_a, exact_d = brute(4), brute(2)
    assert w == pytest.approx(float(sum(pa * pd for a, pa in exact_a.items() for d, pd in exact_d.items() if a > d)))
    assert w + t + lose == pytest.approx(1.0)


def test_chances_read_as_players_read_them():
    assert pct(1.0) == "certain" and pct(0.0) == "no chance"
    assert pct(0.999) == "99%" and pct(0.001) == "1%" and pct(17 / 27) == "63%"


def test_the_table_shows_the_odds_before_an_attack_and_a_chosen_roll(app):
    from game import load_pack
    from haunt_helpers import start_haunt
    from scenes.board.hud.hud import button_name
    from scenes.board.hud.overlays import odds_lines
    from scenes.board.play import PlayScene
    from scenes.kit.intents import Hover
    from test_ui_board import click

    from game.odds import command_odds

    pack = load_pack("classic")
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)

    def rolled(c):
        return c.type == "haunt_action" and command_odds(pack, game.ruleset, game.view(c.seat), c)

    for _ in range(40):   # to a turn whose haunt action rolls dice (the traitor's TAG)
        seat = game.acting_seat()
        if any(rolled(c) for c in game.legal_commands(seat)):
            break
        game.submit(next(c for c in game.legal_commands(seat) if c.type == "end_turn"))
    # the other seats bots: with a person on the other side the word would be in My goals
    # (HAUNT_FORMAT.md "Who sees what"), not a HUD button
    scene = PlayScene(app, game, bot_seats=set(range(4)) - {seat}, books_read=True)
    app.push(scene)
    app.run_frames(5)
    scene.presenter.skip()
    table = scene.table
    action = next(c for c in table.legal if rolled(c))
    lines = odds_lines(table, button_name(action))
    assert lines[0].endswith("dice") and any("%" in line for line in lines[1:])
    button = table.hud.buttons.find(button_name(action))
    app.dispatch(Hover(button.rect.center))
    app.run_frames(60)
    assert table._tip_key[:2] == ("odds", button.name) and table._tip is not None
    if any(c.type == "attack" for c in table.legal):
        click(app, table.hud.buttons.find("haunt:attack").rect.center)
        rows = [label for label, _c in table.haunt.picker.rows]
        assert rows and all(" — win " in label for label in rows if "attacks" not in label)


def test_every_roll_a_player_chooses_says_its_chance():
    """A card's use that rolls (a trait roll, or so many dice) and the monsters' attacks
    the traitor chooses say their chance, like the rooms' actions and a hero's attack."""
    from game import load_pack
    from game.commands import cmd
    from game.odds import command_odds
    from game.ruleset import RULESETS
    from haunt_helpers import first_offered

    pack = load_pack("classic")
    rules = RULESETS["classic"]
    from test_ui_hints import DATE  # noqa: F401 (fixtures, used by name as parameters)
    from game import auto_seats, new_game

    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options={"date": "11-21"})
    view = game.view(0)
    sanity = view["players"][0]["traits"]["sanity"]
    lines = command_odds(pack, rules, view, cmd("use_item", 0, card="spirit_board_planchette"))
    assert lines[0].startswith("Sanity roll") and len(lines) == 4
    assert [line.split(":")[0] for line in lines[1:]] == ["0-2", "3-5", "6+"] and sanity is not None
    rod = command_odds(pack, rules, view, cmd("use_item", 0, card="hazel_dowsing_rod"))
    assert rod[0] == "A roll of 2 dice"
    assert rod[1].startswith("0: 11%") and rod[3].startswith("4: 11%")   # 1/9 each
    # the monsters' attacks: a haunt with monsters, on the traitor's monsters' turn
    g, seat, attack = first_offered(pack, "monster_attack", need="monsters")
    found = command_odds(pack, rules, g.view(seat), attack)
    assert found and found[0].endswith(" dice against " + found[0].split()[-1]) and found[1].startswith("Win ")
