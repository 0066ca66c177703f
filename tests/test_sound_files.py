"""The sounds in assets/sounds: made by tools/make_sounds.py, the same bytes every run,
each one the format the mixer is given, audible and never clipped."""

from __future__ import annotations

import sys
import wave
from array import array
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SOUNDS = REPO / "assets" / "sounds"
sys.path.insert(0, str(REPO / "tools"))

import make_sounds  # noqa: E402 (after the path or the environment is set)


def samples(path: Path) -> tuple[array, int]:
    with wave.open(str(path), "rb") as f:
        assert (f.getnchannels(), f.getsampwidth()) == (1, 2), f"{path.name}: not mono 16-bit"
        data = array("h", f.readframes(f.getnframes()))
        rate = f.getframerate()
    if sys.byteorder == "big":
        data.byteswap()
    return data, rate


@pytest.mark.slow
def test_the_generator_writes_the_same_bytes_twice(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    make_sounds.make(first)
    make_sounds.make(second)
    names = sorted(p.name for p in first.iterdir())
    assert names == sorted(p.name for p in second.iterdir())
    for name in names:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name


def test_every_sound_the_generator_makes_is_committed_and_nothing_else():
    made = {f"{name}.wav" for name in make_sounds.SOUNDS}
    assert {p.name for p in SOUNDS.glob("*.wav")} == made
    assert "our own" in (SOUNDS / "LICENSE").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(make_sounds.SOUNDS))
def test_a_sound_is_short_audible_and_never_clips(name):
    data, rate = samples(SOUNDS / f"{name}.wav")
    expected_rate = make_sounds.SOUNDS[name][2]
    assert rate == expected_rate
    seconds = len(data) / rate
    peak = max(abs(v) for v in data) / 32767
    loud = sum(1 for v in data if abs(v) > 0.05 * 32767) / len(data)
    assert peak < 0.99, f"{name} peaks at {peak:.3f}"
    assert peak > 0.3 and loud > 0.005, f"{name} is (nearly) silent"
    assert seconds <= (30 if name == "ambience" else 4), f"{name} lasts {seconds:.1f} s"
    if name == "ambience":
        assert 20 <= seconds and rate == 11025
    else:
        assert rate == 22050
