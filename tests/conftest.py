"""Shared fixtures: the repository and tests/ on the import path, the classic pack
loaded once, and HOLLOWMERE_HOME pointed at a temp dir so no test touches real saves."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
for _p in (REPO, REPO / "tests"):  # run as plain `pytest` from anywhere, not only `python -m`
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from game import load_pack  # noqa: E402 (after the path or the environment is set)


@pytest.fixture(scope="session")
def classic_pack():
    return load_pack("classic")


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
