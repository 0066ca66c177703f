"""tools/_bench_profile.py: the sampling profile of simulated games names where the time went.

Only the shape and the bookkeeping are checked (the shares depend on the code and the
sampling); docs/PERFORMANCE.md has the figures."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import _bench_profile  # (after the tools folder is on the path)

pytestmark = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="sampling needs signal.setitimer")


def test_the_profile_of_a_few_games_finds_the_engine_s_stages_on_the_stack():
    found = _bench_profile.sample(games=4, interval=0.001)
    assert found["games"] == 4
    assert found["samples"] >= 10  # (4 games are well over 40 ms of CPU, sampled at most every 4 ms)
    for way in ("inclusive", "exclusive"):
        assert all(0 < share <= 1 for share in found[way].values())
    # every sample is of a stack somewhere; its top frame is counted once
    assert sum(found["exclusive"].values()) == pytest.approx(1.0)
    inclusive = found["inclusive"]
    # each game is commands listed and carried out: both were seen under way
    for fn in (_bench_profile.Game.submit, _bench_profile.Game.legal_commands):
        assert inclusive.get(_bench_profile._name(fn.__code__), 0) > 0, fn
    # a function's inclusive share is at least its exclusive one (it is on the stack when on top)
    assert all(inclusive[name] >= share for name, share in found["exclusive"].items())


def test_the_sampling_timer_and_handler_are_put_back_afterwards():
    before = signal.getsignal(signal.SIGPROF)
    _bench_profile.sample(games=1)
    assert signal.getsignal(signal.SIGPROF) is before
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)


def test_a_function_is_named_by_its_path_in_the_repository():
    name = _bench_profile._name(_bench_profile.Game.submit.__code__)
    assert name.startswith("game/game.py:") and name.endswith("submit")
