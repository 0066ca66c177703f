"""Classic rulebook, "Making a Haunt Roll".

"Before the haunt starts, you must roll 6 dice at the end of your turn each time you
draw an omen card ... If you roll less than the total number of omen cards all players
have drawn this game, the haunt starts."
"""

from __future__ import annotations

from game import cmd

from scenario import answer_first, card_on_top, fork, make_game, of_type, put, rolls, stack_on_top


def draw_an_omen(omens_before: int, seed: int = 1):
    """Seat 0 discovers the Ancestor Walk (an omen room) and draws the Widow's
    Derringer (no effect on drawing), after ``omens_before`` omens this game."""
    game = make_game(seed=seed)
    game.state["omens_drawn"] = omens_before
    put(game, 0, "foyer")
    stack_on_top(game, "ancestor_walk")
    card_on_top(game, "omen", "widows_derringer")
    events = game.submit(cmd("explore", 0, door="E")) + answer_first(game)
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["widows_derringer"]
    assert rolls(events, "haunt") == []           # the roll waits for the end of the turn
    return game


def end_turn_with_counter(game, r):
    trial = fork(game)
    trial.state["rng"] = r
    return trial, trial.submit(cmd("end_turn", 0))


def test_haunt_roll_the_rulebook_example_four_omens_before_one_more_now():
    """"If you draw an omen card on your turn, and the players have already drawn a
    total of 4 omen cards during the game, you need a result of 4 or less on your haunt
    roll to start the haunt.\""""
    game = draw_an_omen(omens_before=4)
    assert game.state["omens_drawn"] == 5
    seen = {}
    for r in range(600):
        trial, events = end_turn_with_counter(game, r)
        (roll,) = rolls(events, "haunt")
        assert len(roll["dice"]) == 6
        started = trial.state["haunt"] is not None
        assert started == (roll["total"] <= 4), roll
        assert [e["started"] for e in of_type(events, "haunt_rolled")] == [started]
        seen[roll["total"]] = started
        if 4 in seen and 5 in seen:
            break
    assert seen[4] is True and seen[5] is False


def test_haunt_roll_starts_only_below_the_omen_count():
    """Less than, not "at most": a result equal to the omens drawn does not start it."""
    for omens_before in (0, 2, 7):
        game = draw_an_omen(omens_before)
        total_omens = omens_before + 1
        for r in range(60):
            trial, events = end_turn_with_counter(game, r)
            (roll,) = rolls(events, "haunt")
            assert (trial.state["haunt"] is not None) == (roll["total"] < total_omens)


def test_haunt_roll_the_revealer_omen_and_room_are_recorded():
    """"Look at the name of the omen card that was drawn before the haunt roll and the
    room that player's explorer was in when the omen was drawn.\""""
    game = draw_an_omen(omens_before=12)           # 13 omens: 6 dice never reach 13
    trial, events = end_turn_with_counter(game, 0)
    assert trial.state["haunt"]["revealer"] == 0
    assert trial.state["haunt"]["omen"] == "widows_derringer"
    assert trial.state["haunt"]["room"] == "ancestor_walk"


def test_haunt_roll_none_at_the_end_of_a_turn_without_an_omen():
    game = make_game()
    game.state["omens_drawn"] = 12                 # a roll now would surely start the haunt
    events = game.submit(cmd("end_turn", 0))
    assert rolls(events) == [] and of_type(events, "haunt_rolled") == []
    assert game.state["haunt"] is None and game.current_seat() == 1


def test_haunt_roll_none_after_drawing_only_an_item():
    game = make_game()
    game.state["omens_drawn"] = 12
    put(game, 0, "foyer")
    stack_on_top(game, "gun_room")
    game.submit(cmd("explore", 0, door="E"))
    answer_first(game)
    assert len(game.state["players"][0]["cards"]) == 1
    events = game.submit(cmd("end_turn", 0))
    assert of_type(events, "haunt_rolled") == [] and game.state["haunt"] is None


def test_haunt_roll_an_omen_drawn_last_turn_does_not_roll_again():
    game = draw_an_omen(omens_before=0)
    trial, events = end_turn_with_counter(game, 0)
    assert len(of_type(events, "haunt_rolled")) == 1
    assert trial.state["haunt"] is None            # one omen: only a roll of 0 starts it
    events = trial.submit(cmd("end_turn", 1))      # the next explorer draws nothing
    assert of_type(events, "haunt_rolled") == []
