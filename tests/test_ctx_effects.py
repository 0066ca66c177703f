"""A command's working effect stack: the state's frames each copied one level (what they
hold is shared, read and never written), recorded (one ``effects_state`` event) only if
the command changed it, with whatever it pushed or asked made fresh in the log's form.
Whole games hold the rules to sharing safely: tests/test_effect_stack_shared.py."""

from __future__ import annotations

import json

from game.clone import clone
from game.engine import Ctx

from scenario import make_game


def _state_with_effects():
    state = clone(make_game().state)
    state["frames"] = [{"actor": 0, "ops": [{"_x": {"n": [1, 2]}}], "at": 0}]
    state["pending"] = {"seat": 0, "kind": "choose", "options": [{"a": 1}, {"b": 2}]}
    return state


def test_a_frames_own_fields_and_the_stack_are_the_commands():
    state = _state_with_effects()
    before = clone([state["frames"], state["pending"]])
    ctx = Ctx(make_game().pack, make_game().ruleset, state)
    assert [ctx.frames, ctx.pending] == before
    ctx.frames[0]["at"] = 7  # (what the effects loop does to a frame: moves its pc)
    ctx.frames.append({"actor": 1})
    ctx.pending = None
    assert [state["frames"], state["pending"]] == before
    # what a frame holds is the recorded stack's, shared: the rules only read it
    assert ctx.frames[0] is not state["frames"][0] and ctx.frames[0]["ops"] is state["frames"][0]["ops"]


def test_what_is_pushed_or_asked_is_recorded_fresh_in_the_logs_form():
    game = make_game()
    state = clone(game.state)
    state["frames"], state["pending"] = [], None
    ctx = Ctx(game.pack, game.ruleset, state)
    shared = state["players"][0]["cards"]  # (a list of the state's, which later events change)
    ctx.push({"actor": 0, "ops": [{"_y": {"cards": shared, "pair": (1, 2)}}], "pc": 0})
    ctx.ask({"kind": "choose", "seat": 0, "options": shared})
    ctx.close()
    (event,) = ctx.events
    assert event["frames"] == [{"actor": 0, "ops": [{"_y": {"cards": list(shared), "pair": [1, 2]}}], "pc": 0}]
    assert event["frames"][0]["ops"][0]["_y"]["cards"] is not shared and event["pending"]["options"] is not shared
    assert json.loads(json.dumps(event)) == event


def test_a_stack_recorded_part_way_is_not_changed_by_what_follows():
    state = _state_with_effects()
    game = make_game()
    ctx = Ctx(game.pack, game.ruleset, state)
    ctx.frames[0]["at"] = 1
    ctx.close()  # (as a rule that puts the stack into the state part way does)
    ctx.frames[0]["at"] = 2
    ctx.close()
    assert [e["frames"][0]["at"] for e in ctx.events] == [1, 2] and state["frames"][0]["at"] == 2


def test_an_unchanged_stack_is_not_recorded():
    state = _state_with_effects()
    game = make_game()
    ctx = Ctx(game.pack, game.ruleset, state)
    ctx.close()
    assert ctx.events == []


def test_a_changed_stack_is_recorded_once():
    state = _state_with_effects()
    game = make_game()
    ctx = Ctx(game.pack, game.ruleset, state)
    ctx.frames[0]["at"] = 1
    ctx.close()
    ctx.close()
    assert [e["t"] for e in ctx.events] == ["effects_state"]
    assert state["frames"][0]["at"] == 1 and state["pending"]["options"] == [{"a": 1}, {"b": 2}]


def test_an_empty_stack_stays_empty():
    state = clone(make_game().state)
    state["frames"], state["pending"] = [], None
    game = make_game()
    ctx = Ctx(game.pack, game.ruleset, state)
    assert ctx.frames == [] and ctx.pending is None
    ctx.push({"actor": 0, "ops": []})
    ctx.close()
    assert [e["t"] for e in ctx.events] == ["effects_state"] and state["frames"] == [{"actor": 0, "ops": []}]
