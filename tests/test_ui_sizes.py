"""Any window size the window manager can still force (issue 33, point 2): a window
below the smallest layout (``scenes.app.MIN_SIZE``) shows the whole frame scaled down,
a huge one is laid out at its size; no scene raises at either."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.usefixtures("kept_campaigns")   # (the campaign screens' campaigns, played once)
SCENES = ("title", "setup", "settings", "board", "haunt", "end", "saves", "replay", "campaigns",
          "campaign-setup", "chapter-setup", "chronicle")


@pytest.fixture(scope="module")
def screenshot():
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshot as tool

    return tool


@pytest.mark.slow
@pytest.mark.parametrize("size, frames", [("100x100", 60), ("320x200", 2), ("4000x2400", 2)])
@pytest.mark.parametrize("scene", SCENES)
def test_every_screen_draws_at_any_window_size(screenshot, scene, size, frames, tmp_path):
    out = tmp_path / f"{scene}.bmp"   # (a bitmap: PNG encoding a 4000x2400 frame costs ~0.24 s of CPU)
    assert screenshot.main(["--scene", scene, "--size", size, "--frames", str(frames), "--turns", "2",
                            "--out", str(out)]) == 0
    import pygame

    picture = pygame.image.load(str(out))
    assert picture.get_size() == tuple(int(v) for v in size.split("x"))
    if frames > 2:   # (faded in by then) the whole frame, scaled into the small window
        assert len(set(pygame.image.tobytes(picture, "RGB")[::7])) > 8


def test_a_small_window_gets_the_frame_scaled_and_pointers_scaled_back(app_small):
    from scenes.app import MIN_SIZE
    from scenes.kit.intents import Click

    app = app_small
    assert app.size == MIN_SIZE and app.window.get_size() == (480, 270)
    scaled = app.to_canvas(Click((240, 135), 1))
    assert scaled.pos == (MIN_SIZE[0] // 2, MIN_SIZE[1] // 2)


@pytest.fixture
def app_small():
    from scenes.app import App

    app = App((480, 270), offscreen=True)
    yield app
    app.close()
