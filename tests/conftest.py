"""Shared fixtures: the repository and tests/ on the import path, the classic pack
loaded once, and HOLLOWMERE_HOME pointed at a temp dir so no test touches real saves."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
for _p in (REPO, REPO / "tests"):  # run as plain `pytest` from anywhere, not only `python -m`
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from game import load_pack  # noqa: E402 (after the path or the environment is set)


def _set_aside() -> None:
    gc.collect()
    gc.freeze()


def pytest_collection_finish(session):
    """What is alive once the tests are collected, and again after each test file, is set
    aside from the cyclic collector (``gc.freeze``): the App collects each time a scene
    leaves (scenes/app.py), and each such full collection walked the whole session's heap
    (in ``-m "not slow"``, 165 of them cost 27 s of CPU). What a file leaves alive is the
    session's (its modules, caches, session fixtures); what the tests make is collected
    as before, and a file's garbage is collected before it is set aside."""
    _set_aside()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    yield   # (after the file's own fixtures are finalized)
    if nextitem is None or nextitem.path != item.path:
        _set_aside()


@pytest.fixture(scope="session")
def classic_pack():
    return load_pack("classic")


@pytest.fixture(scope="session")
def kept_campaigns(tmp_path_factory):
    """tools/screenshot.py's campaign screens get copies of campaigns played once a session
    (tests/kept_campaigns.py); for the modules that walk them."""
    from kept_campaigns import keep_campaigns

    undo = keep_campaigns(tmp_path_factory.mktemp("kept-campaigns"))
    yield
    undo()


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    # game/paths.py: tests always point HOLLOWMERE_HOME at a temp dir
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path_factory.mktemp("home")))
    # the words tests read are English, whatever the machine's locale (game/i18n.py)
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    from game import i18n

    i18n.set_language("en")


@pytest.fixture
def app():
    """A 1280x720 offscreen App with no scene on it (UI test modules that need a title
    underneath, settings or a home define their own ``app``). pygame is imported only
    here, so engine tests never load it."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.app import App

    app = App((1280, 720), offscreen=True)
    yield app
    app.close()
