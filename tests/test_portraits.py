"""Faces at the table (scenes/board/art/portraits.py): every explorer and member has their
own painted likeness, the same in every run, and looks their age."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.board.art import portraits
from scenes.board.art.portraits import Sitter, likeness, portrait, portrait_key

DIFFERENT = 0.08   # at least this share of a portrait's pixels differ between two explorers


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield
    pygame.display.quit()


def _pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _share_differing(a: bytes, b: bytes) -> float:
    """The share of pixels whose colours differ by more than a glance would miss."""
    differ = sum(1 for i in range(0, len(a), 3)
                 if abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2]) > 30)
    return differ / (len(a) // 3)


def test_a_portrait_is_the_same_in_every_run(classic_pack):
    sitter = portrait_key(classic_pack, {"explorer": next(iter(classic_pack.explorers))})
    first = _pixels(portrait(sitter, (200, 62, 58), 80))
    portraits.clear()
    assert _pixels(portrait(sitter, (200, 62, 58), 80)) == first
    assert likeness(sitter) == likeness(Sitter(sitter.who, sitter.age))


def test_every_pair_of_classic_explorers_differs_clearly_even_on_one_colour(classic_pack):
    faces = {e: _pixels(portrait(portrait_key(classic_pack, {"explorer": e}), (200, 62, 58), 72))
             for e in classic_pack.explorers}
    assert len(faces) == 12
    for (a, fa), (b, fb) in itertools.combinations(faces.items(), 2):
        assert _share_differing(fa, fb) > DIFFERENT, (a, b)


def test_a_classic_explorer_is_drawn_at_the_age_on_their_card(classic_pack):
    explorer = next(e for e in classic_pack.explorers.values() if e.age >= 60)
    assert portrait_key(classic_pack, {"explorer": explorer.id}) == Sitter(explorer.id, explorer.age)


def test_a_member_who_returns_older_looks_older():
    """The same member at 30 and at 70: the hair greys, the brow is lined."""
    young, old = Sitter("corvane:Mercy Corvane", 30), Sitter("corvane:Mercy Corvane", 70)
    grey = (226, 222, 214)
    distance = lambda rgb: sum(abs(x - y) for x, y in zip(rgb, grey))  # noqa: E731 (a one-line measure)
    assert distance(likeness(old)["hair_rgb"]) < distance(likeness(young)["hair_rgb"]) / 2
    assert _share_differing(_pixels(portrait(young, (200, 62, 58), 96)),
                            _pixels(portrait(old, (200, 62, 58), 96))) > 0.01


def test_a_legacy_member_is_drawn_at_their_age_in_the_chapter():
    from game import load_pack

    pack = load_pack("legacy")
    assert portrait_key(pack, {"explorer": "corvane", "name": "Mercy Corvane", "age": 44}) == \
        Sitter("corvane:Mercy Corvane", 44)
    assert portrait_key(pack, {"explorer": "corvane", "name": "Mercy Corvane"}).age is None


def test_the_contact_sheet_draws_every_face(tmp_path):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import screenshot

    out = tmp_path / "portraits.png"
    assert screenshot.main(["--scene", "portraits", "--frames", "1", "--out", str(out)]) == 0
    assert out.stat().st_size > 50_000
