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


def _every_command(game, seat):
    """A wide net of commands for ``seat`` now: every type, with every argument the
    house, the hands, the piles, the question, the haunt and the monsters suggest."""
    from game.haunt.goals import _actions
    state, pack = game.state, game.pack
    players = state["players"]
    cards = sorted({c for p in players for c in p["cards"]} | {c for pile in state["piles"].values() for c in pile})
    tiles = sorted(state["placed"])
    out = [cmd("end_turn", seat), cmd("cross_barrier", seat)]
    out += [cmd("move", seat, to=t) for t in tiles]
    out += [cmd("explore", seat, door=d) for d in "NESW"]
    out += [cmd("tile_action", seat, action=a["id"]) for t in tiles for a in pack.tiles[t].actions]
    for c in cards:
        out += [cmd("use_item", seat, card=c), cmd("drop", seat, cards=[c]), cmd("pick_up", seat, cards=[c])]
        out += [cmd("give", seat, card=c, to=o) for o in range(len(players))]
        out += [cmd("take", seat, card=c, frm=o) for o in range(len(players))]
    if state["pending"] is not None:
        out += [cmd("answer", seat, choice=o) for o in state["pending"]["options"]]
    haunt = state.get("haunt")
    if haunt is not None:
        monsters = [m["id"] for m in state.get("monsters", [])]
        for target in list(range(len(players))) + monsters:
            out += [cmd("attack", seat, target=target, weapon=w) for w in [None] + cards]
        out += [cmd("haunt_action", seat, action=a["id"]) for a in _actions(pack, state, seat)[1]]
        for o in sorted(haunt.get("objects", {})):
            out += [cmd("take_object", seat, object=o), cmd("drop_object", seat, object=o)]
        for m in monsters:
            out += [cmd("monster_move", seat, monster=m, to=t) for t in tiles]
            out += [cmd("monster_attack", seat, monster=m, target=s) for s in range(len(players))]
    return out


@pytest.mark.slow
def test_legal_commands_hold_every_command_check_allows(classic_pack):
    """``legal_commands`` asks each type's gate once and makes no candidates for a type
    whose gate is shut: nothing that ``check`` would allow may be lost that way."""
    from game.engine import check
    checked = set()
    for seed in (3, 8, 11, 12):   # (12: a haunt in which somebody may attack)
        game = start(classic_pack, seed=seed)
        driver = Driver(game, seed)
        for step in range(2500):
            if game.phase == "over":
                break
            for seat in (game.acting_seat(), step % 4):
                legal = game.legal_commands(seat)
                assert all(check(game.pack, game.ruleset, game.state, c) is None for c in legal)
                allowed = [c for c in _every_command(game, seat)
                           if check(game.pack, game.ruleset, game.state, c) is None]
                assert set(allowed) <= set(legal), (seed, step, seat, set(allowed) - set(legal))
                checked.update(c.type for c in allowed)
            driver.step()
        assert game.phase == "over"
    assert {"move", "explore", "end_turn", "answer", "attack", "monster_move", "drop", "pick_up"} <= checked


def test_a_command_is_immutable_hashable_and_equal_only_to_the_same_command():
    move = cmd("move", 1, to="foyer")
    with pytest.raises(AttributeError):
        move.seat = 2
    assert move["to"] == "foyer" and move.type == "move" and move.seat == 1
    assert move == command_from_dict({"type": "move", "seat": 1, "to": "foyer"})
    assert move != cmd("move", 1, to="larder") and move != cmd("move", 2, to="foyer")
    assert move != ("move", 1, {"to": "foyer"})
    assert len({move, cmd("move", 1, to="foyer"), cmd("end_turn", 1)}) == 2
    assert str(move) == "move(seat 1 to=foyer)"


def test_a_rule_swapped_in_is_what_legal_commands_uses_next(classic_pack, monkeypatch):
    """legal_commands walks a table made from the rules: changing a rule makes it anew."""
    from game import engine
    game = start(classic_pack, seed=4)
    seat = game.acting_seat()
    assert any(c.type == "move" for c in game.legal_commands(seat))
    check, run, candidates = engine.RULES["move"]
    monkeypatch.setitem(engine.RULES, "move", (lambda *a: "not today", run, candidates))
    assert not any(c.type == "move" for c in game.legal_commands(seat))
    monkeypatch.setitem(engine.GATES, "move", lambda pack, state, seat: "shut")
    monkeypatch.setitem(engine.RULES, "move", (check, run, candidates))
    assert not any(c.type == "move" for c in game.legal_commands(seat))
    monkeypatch.undo()
    assert any(c.type == "move" for c in game.legal_commands(seat))


def test_exact_candidates_always_pass_their_check():
    """The types registered exact (``engine.rule(exact=True)``) are listed without asking
    their check again: over whole random games of both rule sets, each one listed passes
    it, and every such type is listed at some point."""
    from game import auto_seats, load_pack, new_game
    from game.engine import EXACT, check
    listed = set()
    for ruleset in ("classic", "legacy"):
        pack = load_pack(ruleset)
        for seed in (2, 5):
            game = new_game(ruleset, auto_seats(pack, 4, seed), seed, pack, options={"date": "11-21"})
            driver = Driver(game, seed)
            while game.phase != "over" and game.state["turns_taken"] < 400:
                for command in game.legal_commands(game.acting_seat()):
                    if command.type in EXACT:
                        assert check(game.pack, game.ruleset, game.state, command) is None, (ruleset, seed, command)
                        listed.add(command.type)
                driver.step()
    assert set(EXACT) == {"end_turn", "answer", "move", "explore", "monster_move", "haunt_action", "use_item",
                          "give", "drop", "pick_up", "tile_action", "take", "cross_barrier", "attack",
                          "take_object", "drop_object"}
    assert listed == set(EXACT), set(EXACT) - listed


def test_progress_is_phase_turns_and_the_seat_to_act_at_every_step():
    """``Game.progress()`` (what a driver asks before each command) says what ``phase``,
    ``turns_taken`` and ``acting_seat()`` say, questions included, over a whole game."""
    from game import auto_seats, load_pack, new_game
    pack = load_pack("classic")
    game = new_game("classic", auto_seats(pack, 5, 4), 4, pack, options={"date": "11-21"})
    bot, asked = RandomPlayer(9), 0
    while game.phase != "over" and game.turns_taken < 300:
        assert game.progress() == (game.phase, game.turns_taken, game.acting_seat())
        asked += game.pending is not None
        seat = game.acting_seat()
        game.submit(bot.choose(None, game.legal_commands(seat)))
    assert game.progress() == (game.phase, game.turns_taken, game.acting_seat()) and asked > 0
