"""The free-play setup's family rows at the smallest window, in German: every line of a
row stays inside its box (the living members' list wrapped to a second line below it)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))


@pytest.mark.slow   # (1.7 s: the quick loop stays under 90 s of CPU; CI runs it)
def test_every_line_of_a_family_row_stays_in_its_box(tmp_path, monkeypatch):
    import screenshot
    from scenes.app import App
    from scenes.kit.settings import Settings

    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    app = App((800, 600), offscreen=True, settings=Settings().with_changes(language="de"))
    try:
        args = screenshot.build_parser().parse_args(["--scene", "free-play-setup", "--out", str(tmp_path / "x.png"),
                                                     "--size", "800x600", "--language", "de"])
        screenshot.SCENES["free-play-setup"](app, args)
        app.run_frames(2)
        page = app.top
        rows = [rect for _surf, rect in page._boxes if rect.h < page.content.h // 3]
        assert len(rows) >= 4
        checked = 0
        for surf, pos in page._texts:
            text = pygame.Rect(pos, surf.get_size())
            for row in rows:
                if row.collidepoint(text.topleft):
                    assert row.contains(text), (row, text)
                    checked += 1
        assert checked >= 8   # (each row's name and members: the check found them)
    finally:
        app.close()
