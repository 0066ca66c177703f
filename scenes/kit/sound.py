"""The SoundBoard: the game's cues and the ambient bed, through pygame's mixer.

The App owns one (``app.sound``). Scenes ask for a moment by its name::

    app.sound.play("dice")        # an effect: dice, dice_land, card, tile, step, haunt,
                                  # victory, defeat (CUES)
    app.sound.ambience("board")   # the bed for this place (BED_LEVELS), or None for quiet

and never touch the mixer. What is heard follows the settings at each moment: Sound
off asks for nothing; an effect plays at master × effects, the bed at master ×
ambience × its place's level (``scenes.kit.settings`` keeps the volumes, 0-100).

The mixer is started lazily, at the first thing to be heard, so the game opens as
fast as it did without sound, and a machine with no sound card opens it quietly: a
mixer that will not start is logged once, and from then on every cue is taken and
dropped. Each WAV (``assets/sounds``, made by ``tools/make_sounds.py``) is loaded
once, when first needed.

``asked`` lists every cue the game asked to be heard (Sound on, past the rate limit),
whether or not a device played it: tests read it. A cue asked again within
``MIN_GAP`` seconds of game time is dropped, so nothing machine-guns.

The bed loops on a reserved channel. Changing place glides its level (fading in
from silence when it starts, out to silence when it stops); the volume sliders take
effect at once. ``update(dt)`` runs the glide; the App calls it every frame.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

# cue -> its files; a cue with several takes them in turn, so repeats are not identical
CUES: dict[str, tuple[str, ...]] = {
    "dice": ("dice_rattle_1", "dice_rattle_2", "dice_rattle_3"),
    "dice_land": ("dice_land",),
    "card": ("card_flip",),
    "tile": ("tile_place",),
    "step": ("footstep_1", "footstep_2"),
    "haunt": ("haunt_sting",),
    "victory": ("victory",),
    "defeat": ("defeat",),
}
BED = "ambience"
BED_LEVELS = {"board": 1.0, "title": 0.5, "end": 0.4}  # the title's bed is quieter than the board's
MIN_GAP = 0.08          # seconds: at most one of a cue in this long
FADE_IN = 2.5           # seconds for the bed to rise from silence to full
FADE_OUT = 1.2          # ... and to fall from full to silence
MIXER = {"frequency": 22050, "size": -16, "channels": 2, "buffer": 512}
CHANNELS = 16           # one reserved for the bed, the rest for effects


@contextlib.contextmanager
def _c_stderr_held():
    """Hold what C libraries write to the process's stderr (fd 2) while the mixer starts:
    the audio back end's own complaints are not ours to print; the one line that says the
    game plays silently is (``SoundBoard._start``)."""
    try:
        saved = os.dup(2)
    except OSError:   # no fd 2 (a windowed build): nothing to hold
        yield
        return
    try:
        with tempfile.TemporaryFile() as sink:
            os.dup2(sink.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


class SoundBoard:
    def __init__(self, settings: Callable[[], object], clock: Callable[[], float],
                 folder: Path | None = None) -> None:
        """``settings()`` the player's settings now; ``clock()`` game time in seconds;
        ``folder`` the WAVs (``assets/sounds`` by default)."""
        if folder is None:
            from game.paths import assets_root

            folder = assets_root() / "sounds"
        self._settings, self._clock, self.folder = settings, clock, folder
        self.asked: list[str] = []
        self.bed: str | None = None       # the place whose bed is asked for
        self._mixer = None                # the pygame.mixer module once it runs
        self._tried = False               # a failed start is not tried again
        self._sounds: dict[str, object] = {}
        self._last: dict[str, float] = {}
        self._turn: dict[str, int] = {}
        self._bed_channel = None
        self._bed_gain = 0.0              # the glide: 0 silent .. the place's level
        self._bed_volume: float | None = None  # what the bed's channel was last set to

    # -- what scenes ask for ----------------------------------------------------------------
    @property
    def on(self) -> bool:
        return bool(getattr(self._settings(), "sound", False))

    @property
    def available(self) -> bool:
        """A mixer is running (False before anything was heard, or with no device)."""
        return self._mixer is not None

    def play(self, cue: str) -> bool:
        """Ask for ``cue``; True when it was taken (Sound on and not too soon after the
        last of it), whether or not there is a device to hear it."""
        if cue not in CUES:
            raise KeyError(f"no sound cue {cue!r}")
        if not self.on:
            return False
        now = self._clock()
        last = self._last.get(cue)
        if last is not None and 0.0 <= now - last < MIN_GAP:
            return False
        self._last[cue] = now
        self.asked.append(cue)
        mixer = self._start()
        if mixer is not None:
            files = CUES[cue]
            turn = self._turn.get(cue, 0)
            self._turn[cue] = turn + 1
            sound = self._sound(files[turn % len(files)])
            if sound is not None:
                self._play(mixer, sound)
        return True

    def ambience(self, place: str | None) -> None:
        """The bed for ``place`` (a key of BED_LEVELS), gliding there from what it was;
        None lets it fade away."""
        if place is not None and place not in BED_LEVELS:
            raise KeyError(f"no ambience level {place!r}")
        self.bed = place

    def settings_changed(self) -> None:
        """The settings changed: Sound off silences everything at once; the volumes are
        read afresh at the next frame."""
        if not self.on and self._mixer is not None:
            self._mixer.stop()
            self._bed_gain, self._bed_volume = 0.0, None
        self.update(0.0)

    def update(self, dt: float) -> None:
        """Run the bed's glide toward its place's level (and start or stop it)."""
        target = BED_LEVELS.get(self.bed, 0.0) if self.on else 0.0
        if target == 0.0 and self._bed_gain == 0.0:
            return
        if target > 0.0 and self._mixer is None and self._start() is None:
            return
        if self._bed_gain < target:
            self._bed_gain = min(target, self._bed_gain + dt / FADE_IN)
        elif self._bed_gain > target:
            self._bed_gain = max(target, self._bed_gain - dt / FADE_OUT)
        self._enact_bed()

    # -- the mixer ---------------------------------------------------------------------------
    def _start(self):
        """The running mixer, started now if it has not been; None when there is none."""
        if self._mixer is not None or self._tried:
            return self._mixer
        self._tried = True
        try:
            import pygame

            mixer = pygame.mixer
            if mixer.get_init() is None:
                with _c_stderr_held():   # ALSA prints ten lines of its own on a machine with no card
                    mixer.init(**MIXER)
            mixer.set_num_channels(CHANNELS)
            mixer.set_reserved(1)
            self._bed_channel = mixer.Channel(0)
        except Exception as exc:  # no device, no driver, a mixer-less build: play on silently
            log.warning("no sound: the audio device could not be opened (%s)", exc)
            return None
        self._mixer = mixer
        return mixer

    def _sound(self, name: str):
        """The loaded Sound for ``name`` (loaded once; None if it cannot be read)."""
        if name not in self._sounds:
            try:
                self._sounds[name] = self._mixer.Sound(str(self.folder / f"{name}.wav"))
            except Exception as exc:  # a missing or damaged file costs that sound only
                log.warning("could not load sound %s: %s", name, exc)
                self._sounds[name] = None
        return self._sounds[name]

    def _play(self, mixer, sound) -> None:
        try:
            channel = mixer.find_channel(True)  # the oldest effect gives way to a new one
            if channel is not None:
                channel.play(sound)
                channel.set_volume(self._volume("effects_volume"))
        except Exception as exc:  # the device went away mid-game: stay quiet
            log.warning("could not play a sound: %s", exc)

    def _volume(self, part: str) -> float:
        settings = self._settings()
        return getattr(settings, "master_volume", 100) / 100 * getattr(settings, part, 100) / 100

    def _enact_bed(self) -> None:
        channel = self._bed_channel
        volume = self._bed_gain * self._volume("ambience_volume")
        if channel is None or volume == self._bed_volume:
            return  # nothing changed since the last frame
        try:
            if self._bed_gain <= 0.0:
                channel.stop()
                self._bed_volume = None
                return
            if not channel.get_busy():
                sound = self._sound(BED)
                if sound is None:
                    return
                channel.play(sound, loops=-1)
            channel.set_volume(volume)
            self._bed_volume = volume
        except Exception as exc:
            log.warning("could not play the ambience: %s", exc)
            self._bed_channel = None
