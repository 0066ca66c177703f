"""Undo (ARCHITECTURE.md): your own steps, back to the last roll, draw or reveal."""

import pytest

from game import IllegalCommand, cmd, load

from driver import start


def _explorer_turn_with_a_plain_move(game):
    """Walk the current explorer one room along a known connection (no draw)."""
    seat = game.acting_seat()
    moves = [c for c in game.legal_commands(seat) if c.type == "move"]
    assert moves, "the first explorer can always walk from the Entrance Hall"
    return seat, moves[0]


def test_a_plain_move_can_be_undone_and_undo_is_an_appended_event(classic_pack, tmp_path):
    path = tmp_path / "u.jsonl"
    game = start(classic_pack, seed=4, log_path=path)
    before_hash, before_events = game.state_hash(), len(game.events)
    seat, move = _explorer_turn_with_a_plain_move(game)
    game.submit(move)
    assert game.undo_refusal(seat) is None
    events = game.undo(seat)
    assert events[0]["t"] == "undone"
    assert game.state_hash() == before_hash
    assert len(game.events) > before_events  # nothing was deleted from the history
    game.close()
    assert load(path, append=False).state_hash() == before_hash  # and the save agrees


def test_only_your_own_steps(classic_pack):
    game = start(classic_pack, seed=4)
    seat, move = _explorer_turn_with_a_plain_move(game)
    game.submit(move)
    other = (seat + 1) % 4
    assert "your own" in game.undo_refusal(other)
    with pytest.raises(IllegalCommand):
        game.undo(other)


def test_refused_after_a_draw_or_a_tile_reveal(classic_pack):
    game = start(classic_pack, seed=4)
    seat = game.acting_seat()
    explore = next(c for c in game.legal_commands(seat) if c.type == "explore")
    game.submit(explore)  # draws a room tile: the reveal cannot be taken back
    assert "cannot be taken back" in game.undo_refusal(seat)
    with pytest.raises(IllegalCommand):
        game.undo(seat)


def test_refused_after_a_die_roll(classic_pack):
    from scenario import make_game, place, put
    game = make_game(seed=4)
    seat = game.acting_seat()
    place(game, "chasm", "ground", 1, 0, 0)  # a barrier room east of the Entrance Hall
    put(game, seat, "chasm", side=0)
    game.submit(cmd("cross_barrier", seat))  # the crossing roll
    assert "cannot be taken back" in game.undo_refusal(seat)


def test_several_steps_back_within_the_turn_but_not_into_the_last_turn(classic_pack):
    game = start(classic_pack, seed=4)
    first_seat = game.acting_seat()
    game.submit(cmd("end_turn", first_seat))
    seat = game.acting_seat()
    start_hash = game.state_hash()
    for _ in range(2):
        moves = [c for c in game.legal_commands(seat) if c.type == "move"]
        if not moves:
            break
        game.submit(moves[0])
    while game.undo_refusal(seat) is None:
        game.undo(seat)
    assert game.state_hash() == start_hash  # back to the start of this turn, no further


def test_a_command_failing_part_way_leaves_nothing_behind(classic_pack, monkeypatch):
    """The game changes its state in place; a rule that raises after some events were
    applied must leave the state as it was before the command (rebuilt from the log)."""
    from game import engine

    game = start(classic_pack, seed=4)
    seat, move = _explorer_turn_with_a_plain_move(game)
    before_hash, before_events = game.state_hash(), len(game.events)
    check, run, candidates = engine.RULES["move"]

    def half_then_fail(ctx, command):
        run(ctx, command)
        ctx.emit("moved", seat=command.seat, to=command["to"], cost=0, side=None, how="walk")
        raise IllegalCommand("found impossible after all")

    monkeypatch.setitem(engine.RULES, "move", (check, half_then_fail, candidates))
    with pytest.raises(IllegalCommand):
        game.submit(move)
    assert game.state_hash() == before_hash
    assert len(game.events) == before_events
    monkeypatch.setitem(engine.RULES, "move", (check, run, candidates))
    game.submit(move)  # and the game goes on from there
    assert game.state["players"][seat]["tile"] == move["to"]


def test_what_could_be_undone_still_can_after_the_game_is_saved_and_loaded(classic_pack, tmp_path):
    """Quitting (or a crash) in the middle of a turn loses nothing: the save names each
    command's seat and type, and loading works the undo history out again — the same
    steps, taken back to the same states, and still not past a roll, draw or reveal."""
    path = tmp_path / "u.jsonl"
    game = start(classic_pack, seed=4, log_path=path)
    seat, move = _explorer_turn_with_a_plain_move(game)
    at_start = game.state_hash()
    game.submit(move)
    game.close()
    loaded = load(path)
    assert loaded.undo_refusal(seat) is None and "your own" in loaded.undo_refusal((seat + 1) % 4)
    loaded.undo(seat)
    assert loaded.state_hash() == at_start
    assert loaded.undo_refusal(seat) is not None  # (one step was all there was)
    loaded.close()
    again = load(path)  # the undo itself is in the save: nothing left to take back
    assert again.state_hash() == at_start and again.undo_refusal(seat) is not None
    step = next(c for c in again.legal_commands(seat) if c.type in ("move", "explore"))
    events = again.submit(step)
    barrier = any(e["t"] in ("card_drawn", "tile_drawn", "dice_rolled") for e in events)
    again.close()
    assert (load(path).undo_refusal(seat) is None) == (not barrier)


def test_a_save_written_before_commands_were_named_loads_with_nothing_to_undo(classic_pack, tmp_path):
    import json

    path = tmp_path / "u.jsonl"
    game = start(classic_pack, seed=4, log_path=path)
    seat, move = _explorer_turn_with_a_plain_move(game)
    game.submit(move)
    game.close()
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert any("c" in line for line in lines[1:])
    lines[0]["format"] = 1  # (an old save: no line checks yet, nor commands named)
    path.write_text("".join(json.dumps({k: v for k, v in line.items() if k not in ("c", "h")}) + "\n"
                            for line in lines), encoding="utf-8")
    loaded = load(path, append=False)
    assert loaded.state_hash() == game.state_hash() and loaded.undo_refusal(seat) is not None


def test_the_undo_history_a_load_works_out_is_the_one_the_game_kept(classic_pack, tmp_path):
    """Over a whole game with undos here and there, the history worked out from the save
    at any point is the one the playing game holds."""
    from game.game import _undo_history
    from game.log import read_log

    from driver import undoing

    path = tmp_path / "u.jsonl"
    game = start(classic_pack, seed=6, log_path=path)
    compared = undone = 0
    for step, undone in undoing(game, 6, every=5, steps=1500):  # noqa: B007 (read after the loop)
        if step % 11 == 0:
            batches: list = []
            events = read_log(path, strip=True, batches=batches)[1]
            assert _undo_history(events, batches) == game._undo, step
            compared += 1
    assert undone > 5 and compared > 30   # (a whole game: every haunt ends by a round limit now)
