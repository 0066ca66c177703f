"""A command's working effect stack: a private copy of the state's, recorded (one
``effects_state`` event) only if the command changed it."""

from __future__ import annotations

from game.clone import clone
from game.engine import Ctx

from scenario import make_game


def _state_with_effects():
    state = clone(make_game().state)
    state["frames"] = [{"actor": 0, "ops": [{"_x": {"n": [1, 2]}}], "at": 0}]
    state["pending"] = {"seat": 0, "kind": "choose", "options": [{"a": 1}, {"b": 2}]}
    return state


def test_the_stack_is_copied_not_shared():
    state = _state_with_effects()
    before = clone([state["frames"], state["pending"]])
    ctx = Ctx(make_game().pack, make_game().ruleset, state)
    assert [ctx.frames, ctx.pending] == before
    ctx.frames[0]["ops"][0]["_x"]["n"].append(3)
    ctx.pending["options"][1]["b"] = 5
    ctx.frames.append({"actor": 1})
    assert [state["frames"], state["pending"]] == before


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
