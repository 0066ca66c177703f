#!/usr/bin/env python3
"""Make Hollowmere's sounds: every cue synthesised here, written as WAV files.

    python tools/make_sounds.py                # (re)write assets/sounds/*.wav
    python tools/make_sounds.py --out DIR      # somewhere else
    python tools/make_sounds.py --list         # the files and what each is

Nothing is recorded or downloaded: the dice, the card, the tile, the steps and the
stings are noise and sine waves shaped by envelopes and filters, so the sounds are
the project's own (assets/sounds/LICENSE). Pure Python (``wave``, ``array``,
``math``, ``random``), no numpy: the tool runs wherever the game does, in a few
seconds. Each sound draws from its own ``random.Random`` seeded with its name and
uses only ``random()`` (whose sequence Python keeps across versions), so two runs
write the same bytes (a test checks it).

Effects are 22050 Hz mono 16-bit; the ambient bed is 11025 Hz (wind and a drone
need no more) and loops without a seam: its slow modulations repeat exactly once
per loop and its noise's tail is cross-faded over its head. Every sound is
normalised to a peak below full scale, so nothing clips.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 22050
BED_RATE = 11025
BED_SECONDS = 20
TAU = 2 * math.pi


# -- building blocks ---------------------------------------------------------------------------

def rng_for(name: str) -> random.Random:
    return random.Random(f"hollowmere-sound:{name}")


def between(rng: random.Random, low: float, high: float) -> float:
    """``rng.uniform`` spelled out: only ``random()``'s sequence is promised across versions."""
    return low + (high - low) * rng.random()


def silence(seconds: float, rate: int = RATE) -> list[float]:
    return [0.0] * int(seconds * rate)


def noise(rng: random.Random, n: int) -> list[float]:
    r = rng.random
    return [2.0 * r() - 1.0 for _ in range(n)]


def lowpass(x: list[float], cutoff: float, rate: int = RATE) -> list[float]:
    """One pole: a gentle slope, enough to take the hiss off noise."""
    a = math.exp(-TAU * cutoff / rate)
    b, y, out = 1.0 - a, 0.0, []
    for v in x:
        y = b * v + a * y
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float, rate: int = RATE) -> list[float]:
    return [v - w for v, w in zip(x, lowpass(x, cutoff, rate))]


def bandpass(x: list[float], centre: float, q: float, rate: int = RATE) -> list[float]:
    """A resonant band (RBJ's biquad, 0 dB at the centre): a body's ring, a board's tone."""
    w = TAU * centre / rate
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for v in x:
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def swept_band(x: list[float], centre, damping: float, rate: int = RATE) -> list[float]:
    """A state-variable band-pass whose centre moves (``centre(i)`` in Hz, asked every
    16 samples): a card's swish, the wind. ``damping`` 2 is broad, 0.2 whistles."""
    low = band = 0.0
    f = 0.0
    out = []
    for i, v in enumerate(x):
        if i % 16 == 0:
            f = 2 * math.sin(math.pi * min(centre(i), rate / 6) / rate)
        low += f * band
        high = v - low - damping * band
        band += f * high
        out.append(band)
    return out


def ring(freq: float, tau: float, seconds: float, amp: float = 1.0, rate: int = RATE,
         phase: float = 0.0) -> list[float]:
    """A struck mode: a sine dying away with time constant ``tau``."""
    n = int(seconds * rate)
    k, d = TAU * freq / rate, math.exp(-1.0 / (tau * rate))
    out, e = [], amp
    for i in range(n):
        out.append(e * math.sin(k * i + phase))
        e *= d
    return out


def decaying(x: list[float], tau: float, rate: int = RATE, attack: float = 0.0) -> list[float]:
    """``x`` under an envelope that rises over ``attack`` s and then dies with ``tau``."""
    d, e, rise = math.exp(-1.0 / (tau * rate)), 1.0, max(1, int(attack * rate))
    out = []
    for i, v in enumerate(x):
        out.append(v * e * min(1.0, i / rise if attack else 1.0))
        if i >= rise or not attack:
            e *= d
    return out


def add(into: list[float], sound: list[float], at: float, gain: float = 1.0, rate: int = RATE) -> None:
    """Mix ``sound`` into ``into`` from ``at`` seconds (what runs past the end is dropped)."""
    start = int(at * rate)
    for i, v in enumerate(sound[:max(0, len(into) - start)]):
        into[start + i] += gain * v


def finish(x: list[float], peak: float, rate: int = RATE, fade_in: float = 0.001,
           fade_out: float = 0.02, loop: bool = False) -> list[float]:
    """Take out any DC, fade the ends to nothing (no click) and scale to ``peak``. A
    ``loop`` is only scaled: a filter or a fade would mark its seam."""
    if not loop:
        x = highpass(x, 18.0, rate)
        n = len(x)
        a, b = max(1, int(fade_in * rate)), max(1, int(fade_out * rate))
        for i in range(min(a, n)):
            x[i] *= i / a
        for i in range(min(b, n)):
            x[n - 1 - i] *= i / b
    top = max(abs(v) for v in x) or 1.0
    return [v * peak / top for v in x]


def write_wav(path: Path, x: list[float], rate: int = RATE) -> None:
    samples = array("h", (max(-32767, min(32767, round(v * 32767))) for v in x))
    if sys.byteorder == "big":  # WAV is little-endian
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())


# -- the sounds ---------------------------------------------------------------------------------

def click(rng: random.Random, bright: float, amp: float) -> list[float]:
    """One die knocking another, or the tray's rim: a burst of band-passed noise (the
    knock) and a short ring (the bone of the die)."""
    n = int(0.018 * RATE)
    knock = decaying(bandpass(noise(rng, n), bright, 2.2), 0.0026)
    body = ring(bright * between(rng, 0.55, 0.75), 0.006, 0.018, 0.6, phase=between(rng, 0, TAU))
    return [amp * (k * 2.2 + b) for k, b in zip(knock, body)]


def dice_rattle(variant: int) -> list[float]:
    """Dice shaken and thrown across felt: each die a stream of knocks that come further
    apart and softer as it slows, over a low rumble of the felt."""
    rng = rng_for(f"dice_rattle_{variant}")
    length = 0.62 + 0.08 * variant
    out = silence(length)
    for _die in range(2 + variant):
        t, gap, amp = between(rng, 0.0, 0.05), between(rng, 0.018, 0.03), between(rng, 0.7, 1.0)
        bright = between(rng, 2600, 4600)
        while t < length - 0.04 and amp > 0.05:
            add(out, click(rng, bright * between(rng, 0.85, 1.15), amp), t)
            t += gap * between(rng, 0.6, 1.4)
            gap *= between(rng, 1.08, 1.22)
            amp *= between(rng, 0.8, 0.97)
    felt = decaying(lowpass(lowpass(noise(rng, len(out)), 420), 420), 0.22, attack=0.02)
    add(out, felt, 0.0, 1.8)
    return finish(out, 0.72)


def dice_land() -> list[float]:
    """The dice come to rest: a soft thud into the felt and the last little clacks of a
    die settling on its face, each quicker and quieter."""
    rng = rng_for("dice_land")
    out = silence(0.42)
    thud = [a + b for a, b in zip(decaying(lowpass(noise(rng, int(0.12 * RATE)), 260), 0.022),
                                  ring(150, 0.035, 0.12, 0.5))]
    add(out, thud, 0.0, 1.4)
    t, gap, amp = 0.004, 0.07, 0.9
    for _ in range(6):
        add(out, click(rng, between(rng, 2800, 3800), amp), t)
        t += gap
        gap *= 0.62
        amp *= 0.62
    return finish(out, 0.75)


def card_flip() -> list[float]:
    """A card turned over: the swish of the card through the air (noise in a band that
    rises as it turns) and the small snap as it lands face up."""
    rng = rng_for("card_flip")
    out = silence(0.3)
    n = int(0.17 * RATE)
    swish = swept_band(noise(rng, n), lambda i: 900 + 2000 * (i / n) ** 1.3, 1.1)
    bump = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    add(out, [s * e for s, e in zip(swish, bump)], 0.0, 1.0)
    snap = decaying(highpass(noise(rng, int(0.03 * RATE)), 1800), 0.004)
    add(out, snap, 0.15, 0.9)
    add(out, decaying(lowpass(noise(rng, int(0.05 * RATE)), 700), 0.012), 0.15, 0.6)
    return finish(out, 0.6)


def thunk(rng: random.Random, pitch: float = 1.0) -> list[float]:
    """Wood struck: a few inharmonic modes that die fast, the lowest longest, with a dull
    knock of filtered noise at the start."""
    out = silence(0.5)
    for freq, tau, amp in ((96, 0.09, 1.0), (183, 0.06, 0.6), (307, 0.045, 0.45), (521, 0.028, 0.25),
                           (868, 0.018, 0.15)):
        add(out, ring(freq * pitch * between(rng, 0.97, 1.03), tau, 0.5, amp, phase=between(rng, 0, 1)), 0.0)
    add(out, decaying(lowpass(noise(rng, int(0.05 * RATE)), 1200), 0.006), 0.0, 1.2)
    add(out, decaying(bandpass(noise(rng, int(0.04 * RATE)), 950 * pitch, 2.5), 0.008), 0.0, 2.0)
    return out


def creak(rng: random.Random, seconds: float, rate: int = RATE) -> list[float]:
    """A door's or a floorboard's creak: wood sticking and slipping, a train of little
    impulses whose rate wanders (40-95 a second), ringing the board's resonances."""
    n = int(seconds * rate)
    pulses = [0.0] * n
    t = 0.0
    while t < seconds:
        u = t / seconds
        i = int(t * rate)
        pulses[i] = math.sin(math.pi * u) ** 0.7 * between(rng, 0.6, 1.0)
        rate_now = 42 + 50 * math.sin(math.pi * u * 1.3) ** 2 + 8 * math.sin(TAU * 3.1 * t)
        t += 1.0 / rate_now * between(rng, 0.93, 1.07)
    wood = [a * 1.0 + b * 0.7 + c * 0.35 for a, b, c in zip(
        bandpass(pulses, 690, 14, rate), bandpass(pulses, 1380, 12, rate), bandpass(pulses, 2480, 9, rate))]
    wood = lowpass(wood, 3500, rate)
    top = max(abs(v) for v in wood) or 1.0
    return [v / top for v in wood]  # at full scale: the caller says how loud


def tile_place() -> list[float]:
    """A room set into the house: a wooden thunk as it drops into place, then the
    creak of the boards (and its door) taking its weight."""
    rng = rng_for("tile_place")
    out = silence(1.05)
    add(out, thunk(rng, 1.7), 0.0)
    add(out, creak(rng, 0.7), 0.2, 0.5)
    return finish(out, 0.85, fade_out=0.06)


def footstep(variant: int) -> list[float]:
    """A step on old boards: the heel's dull thump and the board's low ring, then the
    softer, brighter toe."""
    rng = rng_for(f"footstep_{variant}")
    out = silence(0.3)
    for at, gain, cutoff, pitch in ((0.0, 1.0, 520, 1.0), (0.07 + 0.015 * variant, 0.5, 950, 1.15)):
        hit = decaying(lowpass(lowpass(noise(rng, int(0.09 * RATE)), cutoff), cutoff), 0.014)
        board = decaying(bandpass(noise(rng, int(0.12 * RATE)), 290 * pitch * (1 + 0.08 * variant), 5), 0.03)
        knock = decaying(bandpass(noise(rng, int(0.03 * RATE)), 1300 * pitch, 2.0), 0.005)
        add(out, hit, at, gain * 1.3)
        add(out, board, at, gain * 2.0)
        add(out, knock, at, gain * 1.6)
        add(out, ring(95 * pitch, 0.028, 0.12, 0.2), at, gain)
    return finish(out, 0.6)


def haunt_sting() -> list[float]:
    """The haunt begins: a low, dissonant swell (a cluster of a minor second and a
    tritone, its overtones for small speakers) with an FM voice whose brightness grows,
    a shiver of tremolo, and a breath of rising noise; then it dies away."""
    rng = rng_for("haunt_sting")
    seconds = 3.8
    n = int(seconds * RATE)
    out = [0.0] * n
    voices = ((55.0, 1.0), (58.27, 0.8), (77.78, 0.7), (110.0, 0.5), (155.56, 0.35), (233.08, 0.2))
    phases = [between(rng, 0, TAU) for _ in voices]
    for i in range(n):
        t = i / RATE
        swell = (t / 1.5) ** 2 if t < 1.5 else (1.0 if t < 2.2 else math.exp(-(t - 2.2) / 0.55))
        shiver = 1.0 - 0.35 * min(1.0, t / 2.0) * (0.5 + 0.5 * math.sin(TAU * 6.3 * t))
        v = 0.0
        for (freq, amp), ph in zip(voices, phases):
            v += amp * (math.sin(TAU * freq * t + ph) + 0.35 * math.sin(2 * TAU * freq * t + ph))
        index = 3.2 * min(1.0, t / 1.8)  # the FM voice brightens as the swell grows
        v += 0.6 * math.sin(TAU * 220.0 * t + index * math.sin(TAU * 220.0 * 1.414 * t))
        v += 0.12 * math.sin(TAU * 880.0 * t) * math.sin(TAU * 932.3 * t + 0.4)
        out[i] = v * swell * shiver
    breath = swept_band(noise(rng, n), lambda i: 300 + 1800 * min(1.0, i / (1.6 * RATE)), 0.9)
    for i in range(n):
        t = i / RATE
        out[i] += 1.2 * breath[i] * ((t / 1.6) ** 3 if t < 1.6 else math.exp(-(t - 1.6) / 0.35))
    return finish(lowpass(out, 3000), 0.88, fade_in=0.01, fade_out=0.2)


def bell(freq: float, seconds: float, rng: random.Random, amp: float = 1.0) -> list[float]:
    """A soft bell: a few partials, the higher dying first, each with a quieter twin a
    hair sharp (a slow shimmer, never a silence: the twin is too weak to cancel it)."""
    out = silence(seconds)
    for ratio, a, tau in ((1.0, 1.0, 1.3), (2.0, 0.42, 0.7), (3.0, 0.18, 0.4), (4.16, 0.08, 0.22)):
        phase = between(rng, 0, TAU)
        for detune, share in ((0.0, 0.75), (0.7, 0.25)):
            add(out, ring(freq * ratio + detune, tau, seconds, a * amp * share, phase=phase), 0.0)
    return out


def victory() -> list[float]:
    """The heroes' (or your side's) win: a rising major arpeggio of soft bells and the
    chord held warm beneath it."""
    rng = rng_for("victory")
    out = silence(2.8)
    for k, freq in enumerate((293.66, 369.99, 440.0, 587.33)):
        add(out, bell(freq, 2.3, rng, 0.9 if k < 3 else 1.1), 0.15 * k)
    pad = silence(2.1)
    for freq in (146.83, 220.0, 293.66, 369.99):
        for i in range(len(pad)):
            t = i / RATE
            env = min(1.0, t / 0.35) * math.exp(-t / 0.9)
            pad[i] += 0.22 * env * (math.sin(TAU * freq * t) + 0.3 * math.sin(TAU * 2 * freq * t))
    add(out, pad, 0.6)
    return finish(out, 0.8, fade_out=0.25)


def organ(freq: float, seconds: float, attack: float, release: float) -> list[float]:
    """A dark reed: odd harmonics only, falling away, shaped by a slow attack and release."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack, (seconds - t) / release)
        v = sum(math.sin(TAU * freq * h * t) / h for h in (1, 3, 5, 7))
        out.append(env * v)
    return out


def defeat() -> list[float]:
    """The house wins: a line falling by half-steps over a low drone, dark and slow."""
    out = silence(3.4)
    add(out, organ(73.42, 3.3, 0.4, 1.2), 0.0, 0.55)     # D2, the drone
    add(out, organ(110.0, 3.3, 0.6, 1.2), 0.0, 0.25)     # A2 above it
    for at, freq, length in ((0.0, 196.0, 1.0), (0.7, 185.0, 1.0), (1.4, 174.61, 1.9)):  # G3 F#3 F3
        add(out, organ(freq, length, 0.08, 0.5), at, 0.5)
    return finish(lowpass(out, 1600), 0.8, fade_out=0.3)


def ambience() -> list[float]:
    """The house at night, looped: wind in gusts (noise in a band that wanders), a faint
    whistle at a gap somewhere, a low drone of the house itself, a distant creak and a
    settling knock. Every slow change repeats exactly once per loop; the noise's tail is
    cross-faded over its head, so the loop has no seam."""
    rng = rng_for("ambience")
    rate, n, cross = BED_RATE, BED_SECONDS * BED_RATE, 2 * BED_RATE
    loop = TAU / n  # one turn per loop: a modulation at a whole multiple of this repeats

    def gust(i: int) -> float:
        return 0.55 + 0.25 * math.sin(loop * i + 0.7) + 0.15 * math.sin(3 * loop * i + 2.1) \
            + 0.08 * math.sin(7 * loop * i + 0.3)

    wind = swept_band(noise(rng, n + cross), lambda i: 360 + 160 * math.sin(2 * loop * i + 1.0)
                      + 90 * math.sin(5 * loop * i), 1.4, rate)
    whistle = swept_band(noise(rng, n + cross), lambda i: 820 + 140 * math.sin(3 * loop * i + 0.2), 0.08, rate)
    air = [gust(i) * w + 0.10 * max(0.0, gust(i) - 0.6) * h for i, (w, h) in enumerate(zip(wind, whistle))]
    bed = air[:n]
    for i in range(cross):  # equal-power: the tail (which runs on from the end) fades into the head
        a = i / cross
        bed[i] = air[i] * math.sqrt(a) + air[n + i] * math.sqrt(1 - a)
    for i in range(n):  # the drone: whole hertz over whole seconds, so it loops in phase
        t = i / rate
        swell = 0.7 + 0.3 * math.sin(2 * loop * i + 0.5)
        bed[i] += 0.22 * swell * (math.sin(TAU * 41 * t) + 0.5 * math.sin(TAU * 82 * t)
                                  + 0.25 * math.sin(TAU * 123 * t + 1.0))
    add(bed, lowpass(creak(rng, 1.1, rate), 1200, rate), 7.4, 0.35, rate)
    add(bed, [v * 0.5 for v in thunk(rng, 0.8)][:len(bed)], 14.2, 0.25, rate)
    return finish(bed, 0.5, rate, loop=True)


# -- the catalogue -------------------------------------------------------------------------------

SOUNDS = {
    "dice_rattle_1": ("dice thrown across the felt", lambda: dice_rattle(1), RATE),
    "dice_rattle_2": ("dice thrown across the felt", lambda: dice_rattle(2), RATE),
    "dice_rattle_3": ("dice thrown across the felt", lambda: dice_rattle(3), RATE),
    "dice_land": ("the dice come to rest", dice_land, RATE),
    "card_flip": ("a card turned over", card_flip, RATE),
    "tile_place": ("a room set into the house: thunk and creak", tile_place, RATE),
    "footstep_1": ("a step on old boards", lambda: footstep(1), RATE),
    "footstep_2": ("a step on old boards", lambda: footstep(2), RATE),
    "haunt_sting": ("the haunt begins: a low dissonant swell", haunt_sting, RATE),
    "victory": ("your side wins", victory, RATE),
    "defeat": ("the house wins", defeat, RATE),
    "ambience": (f"the house at night, a {BED_SECONDS} s loop", ambience, BED_RATE),
}


def make(out: Path, names=None) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names or SOUNDS:
        _, build, rate = SOUNDS[name]
        path = out / f"{name}.wav"
        write_wav(path, build(), rate)
        written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder to write (default {OUT.relative_to(ROOT)})")
    parser.add_argument("--list", action="store_true", help="list the sounds and stop")
    parser.add_argument("names", nargs="*", help="only these sounds (default: all)")
    args = parser.parse_args(argv)
    if args.list:
        for name, (what, _, rate) in SOUNDS.items():
            print(f"{name:14} {rate:5} Hz  {what}")
        return 0
    unknown = [n for n in args.names if n not in SOUNDS]
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)}")
    for path in make(args.out, args.names):
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
