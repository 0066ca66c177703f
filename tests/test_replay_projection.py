"""Every screen's event text comes through the one projection (``shown_events``), and
the replay, from any perspective but the traitor's own, never tells a hidden traitor's
name before the game is over (issue 32 item 2: the replay scene used to project its
events with an empty view)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game.haunt import visibility
from scenes.board import presenter as presenter_module
from scenes.board.hud.narration_panel import NarrationPanel
from scenes.replay.replay_scene import ReplayScene

HIDDEN = Path(__file__).parent / "fixtures" / "games" / "classic_hidden_traitor_4p.jsonl"
NAMING = "draws the traitor's"   # (the lot's line, when it names who drew it)


@pytest.fixture
def told(monkeypatch):
    """Every chronicle line, and every event narrated that the projection did not hand out."""
    lines, raw = [], []
    projected: set = set()
    real_shown, real_add, real_narrate = visibility._shown, NarrationPanel.add, presenter_module.narrate

    def shown(event, *rest):
        out = real_shown(event, *rest)
        projected.add(id(out))
        return out

    def narrate(pack, event, players, haunt=None):
        if id(event) not in projected:
            raw.append(event["t"])
        return real_narrate(pack, event, players, haunt)

    def add(self, line, *rest, **kw):
        lines.append(line)
        return real_add(self, line, *rest, **kw)

    monkeypatch.setattr(visibility, "_shown", shown)
    monkeypatch.setattr(presenter_module, "narrate", narrate)
    monkeypatch.setattr(NarrationPanel, "add", add)
    return lines, raw


def _watch_to_the_end(app, tmp_path, perspective):
    path = tmp_path / "hidden.jsonl"
    shutil.copy(HIDDEN, path)
    scene = ReplayScene(app, path, perspective=perspective)
    app.push(scene)
    app.run_frames(1)
    haunt = scene.replayer.haunt_start()
    over = next(i for i, e in enumerate(scene.events) if e["t"] == "game_over")
    scene.seek(haunt - 2)
    for n in range(haunt - 1, over):   # every step through the haunt, animated as in play
        scene.seek(n, animate=True)
        app.run_frames(1)
    scene.seek(over - 1)               # and a jump, which retells the chronicle
    app.run_frames(1)
    return scene


@pytest.mark.slow
@pytest.mark.parametrize("perspective", ["heroes", "table"])
def test_the_replay_never_names_a_hidden_traitor_to_anyone_else(app, tmp_path, told, perspective):
    lines, raw = told
    scene = _watch_to_the_end(app, tmp_path, perspective)
    assert scene.perspective == perspective
    assert any("only its holder knows" in line for line in lines), [line for line in lines if "Lots" in line or "raitor" in line]
    assert not [line for line in lines if NAMING in line]
    assert raw == []


@pytest.mark.slow
def test_the_traitors_own_replay_names_them(app, tmp_path, told):
    lines, raw = told
    _watch_to_the_end(app, tmp_path, "traitor")
    assert any(NAMING in line for line in lines)  # (so the test above would see a leak)
    assert raw == []


def test_where_the_replay_stops_is_the_same_for_every_perspective(tmp_path):
    from game import load
    from scenes.replay.replay_scene import story_steps

    game = load(HIDDEN, append=False)
    knows_nothing = visibility.shown_events(visibility.LEAST, game.events)
    assert [e.get("seat") for e in knows_nothing if e["t"] == "traitor_drawn"] == [None]
    assert story_steps(game.pack, game.events)[-1] == len(game.events)


def test_a_view_and_the_state_decide_alike_who_knows_the_traitor():
    from game import load
    from game.replayer import Replayer
    from game.views import view, visible_events

    game = load(HIDDEN, append=False)
    walk = Replayer(game.pack, game.events)
    naming = [i for i, e in enumerate(game.events) if e["t"] in ("haunt_started", "traitor_drawn")]
    traitor = game.state["haunt"]["traitor"]
    for n in (naming[-1] + 1, len(game.events) - 2, len(game.events)):
        state = walk.seek(n)
        for perspective in (0, 1, 2, 3, "table", "heroes", "traitor", "omniscient"):
            seen = view(game.pack, state, perspective)
            events = [game.events[i] for i in naming]
            assert visibility.shown_events(seen, events) == visible_events(state, events, perspective)
            assert seen["knows_traitor"] == (seen["haunt"]["traitor"] == traitor)


def test_a_lot_drawn_face_down_names_nobody_before_the_haunt_begins():
    # traitor_drawn changes no state: before haunt_started marks the traitor hidden, the
    # state alone once said "not masked", and a replay or a narration stopped between the
    # two named the lot's holder to everyone
    from game import load
    from game.game import replay
    from game.views import view, visible_events

    game = load(HIDDEN, append=False)
    drawn = next(i for i, e in enumerate(game.events) if e["t"] == "traitor_drawn")
    state = replay(game.pack, game.events, verify=False, upto=drawn + 1)
    holder = game.events[drawn]["seat"]
    for perspective in (0, 1, 2, 3, "table", "heroes"):
        (shown,) = visible_events(state, [game.events[drawn]], perspective)
        assert shown["seat"] is None, perspective
        assert view(game.pack, state, perspective)["knows_traitor"] is False
    for perspective in ("traitor", "omniscient"):
        assert visible_events(state, [game.events[drawn]], perspective)[0]["seat"] == holder
