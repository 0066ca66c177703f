"""tools/_saved_games.py ``open_split_screens`` (screenshot.py's haunt scenes): the board
waits for the haunt's split screens only while something is still to come."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

TOOLS = str(Path(__file__).resolve().parent.parent / "tools")


@pytest.fixture
def frames(monkeypatch):
    """How many frames the App has run."""
    from scenes.app import App

    count = [0]
    frame = App.frame

    def counted(self, *args, **kwargs):
        count[0] += 1
        return frame(self, *args, **kwargs)

    monkeypatch.setattr(App, "frame", counted)
    return count


@pytest.mark.parametrize("extra, top", [([], "HauntSplitScene"), (["--turns", "2"], "PlayScene")])
def test_the_split_screens_are_waited_for_only_while_they_may_still_open(frames, tmp_path, monkeypatch, extra, top):
    """Just revealed, the haunt's books open over the board; with ``--turns`` the books
    were read turns ago and the board is shown at once, not after 600 idle frames."""
    if TOOLS not in sys.path:
        sys.path.insert(0, TOOLS)
    import _saved_games
    import screenshot

    shown = []
    opened = _saved_games.open_split_screens

    def noted(app, game, page):
        play = opened(app, game, page)
        shown.append((type(app.top).__name__, frames[0]))
        return play

    monkeypatch.setattr(_saved_games, "open_split_screens", noted)
    assert screenshot.main(["--scene", "haunt", "--seed", "3", "--frames", "1", "--out", str(tmp_path / "h.bmp"),
                            *extra]) == 0
    (name, ran), = shown
    assert name == top
    assert ran < 30, f"{ran} frames before the picture"
