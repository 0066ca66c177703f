"""Commands round-trip through plain dicts; illegal ones are refused and change nothing."""

import pytest
from hypothesis import given, strategies as st

from game import CommandError, IllegalCommand, cmd, command_from_dict
from game.bots import RandomPlayer
from game.commands import COMMAND_ARGS

from driver import Driver, start

values = st.one_of(st.integers(-3, 10), st.sampled_from(["N", "E", "foyer", "larder"]),
                   st.lists(st.sampled_from(["a", "b"]), max_size=2))


@given(kind=st.sampled_from(sorted(COMMAND_ARGS)), seat=st.integers(0, 5), data=st.data())
def test_to_dict_and_back_is_the_same_command(kind, seat, data):
    args = {name: data.draw(values) for name in COMMAND_ARGS[kind]}
    command = command_from_dict({"type": kind, "seat": seat, **args})
    assert command_from_dict(command.to_dict()) == command
    assert command.to_dict() == {"type": kind, "seat": seat, **args}


@pytest.mark.parametrize("bad, words", [
    ({"type": "fly", "seat": 0}, "unknown command type"),
    ({"type": "move", "seat": 0}, "missing to"),
    ({"type": "end_turn", "seat": "x"}, "seat"),
    ({"type": "end_turn", "seat": 0, "loudly": True}, "does not take loudly"),
])
def test_malformed_commands_are_rejected_with_a_reason(bad, words):
    with pytest.raises(CommandError) as err:
        command_from_dict(bad)
    assert words in str(err.value)


def test_a_scripted_game_is_a_list_of_dicts(classic_pack):
    original = start(classic_pack, seed=9)
    bots = {s: RandomPlayer(9 * 97 + s) for s in range(4)}
    script = []
    for _ in range(60):
        seat = original.acting_seat()
        command = bots[seat].choose(original.view(seat), original.legal_commands(seat))
        script.append(command.to_dict())
        original.submit(command)
    fresh = start(classic_pack, seed=9)
    for data in script:  # plain dicts, as a test script or a tool would write them
        fresh.submit(data)
    assert fresh.state_hash() == original.state_hash()
    assert fresh.events == original.events


def test_an_illegal_command_raises_a_readable_reason_and_changes_nothing(classic_pack):
    game = start(classic_pack, seed=2)
    before, events = game.state_hash(), len(game.events)
    other = (game.acting_seat() + 1) % 4
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("end_turn", other))
    assert "not your turn" in err.value.reason
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("move", game.acting_seat(), to="vault"))
    assert "not connected" in err.value.reason
    assert game.state_hash() == before and len(game.events) == events


def test_legal_commands_are_exactly_what_submit_accepts(classic_pack):
    game = start(classic_pack, seed=4)
    driver = Driver(game, 4)
    for _ in range(120):
        seat = game.acting_seat()
        for command in game.legal_commands(seat):
            assert command.seat == seat
        others = [s for s in range(4) if s != seat]
        assert all(game.legal_commands(s) == [] for s in others)
        driver.step()
