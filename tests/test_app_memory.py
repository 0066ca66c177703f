"""The App hands memory freed with a scene back to the system (scenes.app.release_freed):
without it glibc keeps each game's freed surfaces and the resident set grows game after
game (docs/PERFORMANCE.md, "Memory across games")."""

from __future__ import annotations

import sys

import pytest

from scenes import app as app_module
from scenes.kit.scene import Scene


@pytest.fixture
def trims(monkeypatch):
    calls = []
    monkeypatch.setattr(app_module, "_MALLOC_TRIM", [lambda pad: calls.append(pad)])
    return calls


def test_replacing_or_popping_a_scene_trims_the_freed_heap(app, trims):
    app.push(Scene(app))
    assert trims == []
    app.replace(Scene(app))
    assert trims == [0]
    app.push(Scene(app))
    app.pop()
    assert trims == [0, 0]


def test_release_freed_finds_glibc_on_linux_and_does_nothing_elsewhere(monkeypatch):
    monkeypatch.setattr(app_module, "_MALLOC_TRIM", [None])
    app_module.release_freed()  # (must not raise, whatever the platform)
    found = app_module._MALLOC_TRIM[0]
    if sys.platform.startswith("linux"):
        assert callable(found)
    monkeypatch.setattr(app_module.sys, "platform", "darwin")
    assert app_module._malloc_trim() is False
