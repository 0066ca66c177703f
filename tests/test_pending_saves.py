"""A game saved while a decision is pending loads and goes on exactly as it would have."""

import pytest

from game import cmd, load

from driver import Driver, start


def _game_waiting_on(pack, kind, tmp_path):
    for seed in range(60):
        path = tmp_path / f"pending-{seed}.jsonl"
        game = start(pack, seed=seed, log_path=path)
        Driver(game, seed).run(until=lambda g: (g.pending or {}).get("kind") == kind)
        if (game.pending or {}).get("kind") == kind:
            return game, path
        game.close()
    pytest.fail(f"no seed produced a pending '{kind}' decision")


@pytest.mark.parametrize("kind", ["damage", "place_tile"])
def test_the_same_answer_after_loading_gives_the_same_events(classic_pack, tmp_path, kind):
    game, path = _game_waiting_on(classic_pack, kind, tmp_path)
    pending = game.pending
    answer = cmd("answer", pending["seat"], choice=pending["options"][-1])
    game.close()  # quit in the middle of the card

    loaded = load(path, append=False)
    assert loaded.pending == pending
    assert loaded.state_hash() == game.state_hash()
    assert loaded.legal_commands(pending["seat"]) == game.legal_commands(pending["seat"])

    assert loaded.submit(answer) == game.submit(answer)
    assert loaded.state_hash() == game.state_hash()


def test_while_a_question_waits_nothing_else_is_allowed(classic_pack, tmp_path):
    game, _ = _game_waiting_on(classic_pack, "place_tile", tmp_path)
    seat = game.pending["seat"]
    assert {c.type for c in game.legal_commands(seat)} == {"answer"}
    from game import IllegalCommand
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("end_turn", seat))
    assert "decision is waiting" in err.value.reason
