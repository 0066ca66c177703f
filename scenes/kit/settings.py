"""Player settings: window size, fullscreen, animation speed, sound and its volumes, and
accessibility (UI scale, text size, a colour-blind-safe palette, reduced motion), and the
language (empty until the player picks one: the system's locale decides, ``game.i18n``).

Kept as JSON in ``game.paths.config_dir()/settings.json`` (``HOLLOWMERE_HOME``
overrides the folder). A missing file means defaults. A broken file — bad JSON,
wrong types, values out of range — never stops the game: whatever cannot be read
falls back to its default and a warning is logged, and the next save rewrites it. A
file from before a field existed simply lacks it, so the field takes its default.

The volumes are whole percentages (0-100): an effect plays at master × effects, the
ambient bed at master × ambience (``scenes.kit.sound``); ``sound`` off silences both.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from game.atomic import write_atomic

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
ANIMATION_SPEED_RANGE = (0.5, 3.0)
VOLUME_RANGE = (0, 100)
VOLUMES = ("master_volume", "effects_volume", "ambience_volume")
UI_SCALE_RANGE = (80, 150)        # per cent: everything drawn larger or smaller
TEXT_SIZE_RANGE = (100, 130)      # per cent: text larger than the layout's own
FLAGS = ("fullscreen", "sound", "colour_blind", "reduce_motion", "hints", "tutorial_seen")
MIN_WINDOW = (800, 450)       # smaller than scenes.app.MIN_SIZE: that frame, scaled down
MAX_WINDOW = (7680, 4320)
# Window sizes offered in the settings screen; any size the player drags to is kept too.
# The smallest is the smallest layout (``scenes.app.MIN_SIZE``): a laptop's half screen.
WINDOW_PRESETS: tuple[tuple[int, int], ...] = (
    (960, 540), (1024, 768), (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440),
)


def _desktops(desktops=None) -> list[tuple[int, int]]:
    """The desktops' sizes (pygame.display.get_desktop_sizes() by default; none without a
    display)."""
    if desktops is None:
        try:
            import pygame

            desktops = pygame.display.get_desktop_sizes()
        except Exception:  # no display
            desktops = []
    return [tuple(d) for d in desktops or () if d and d[0] > 0 and d[1] > 0]


def fitted_window(size: tuple[int, int], desktops=None) -> tuple[int, int]:
    """The window size to open: ``size``, unless the largest desktop is smaller — a window
    larger than the screen runs off it, its title and Back out of reach —, then the
    largest preset that fits on it, or the desktop itself if none does."""
    found = _desktops(desktops)
    if not found:
        return tuple(size)
    dw, dh = max(found, key=lambda d: d[0] * d[1])
    if size[0] <= dw and size[1] <= dh:
        return tuple(size)
    fits = [s for s in WINDOW_PRESETS if s[0] <= dw and s[1] <= dh]
    return max(fits, key=lambda s: s[0] * s[1]) if fits else (dw, dh)


def window_sizes(current: tuple[int, int], desktops=None) -> list[tuple[int, int]]:
    """The window sizes Settings offers: the presets that fit on the desktop (the
    largest of ``desktops``, pygame.display.get_desktop_sizes() by default) — a window
    larger than the screen runs off it, Back out of reach — and the current size,
    whatever it is."""
    desktops = _desktops(desktops)
    if desktops:   # (no display: every preset)
        dw, dh = max(desktops, key=lambda d: d[0] * d[1])
        fits = [s for s in WINDOW_PRESETS if s[0] <= dw and s[1] <= dh]
    else:
        fits = list(WINDOW_PRESETS)
    return sorted(set(fits) | {tuple(current)})


@dataclass(frozen=True)
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    master_volume: int = 80
    effects_volume: int = 80
    ambience_volume: int = 50
    ui_scale: int = 100
    text_size: int = 100
    colour_blind: bool = False    # a palette told apart under deuteranopia and protanopia
    reduce_motion: bool = False   # dice, cards and pieces show where they end, without moving
    hints: bool = True            # first-game hints (scenes.board.hud.hints)
    tutorial_seen: bool = False   # the guided first game was offered and taken (scenes.tutorial)
    language: str = ""            # a catalogue's code (game.i18n); "" follows the system's locale

    def with_changes(self, **changes) -> Settings:
        """A copy with ``changes`` applied and every value brought into range."""
        return _clean(replace(self, **changes))

    def to_json(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def settings_path() -> Path:
    from game.paths import config_dir

    return config_dir() / FILE_NAME


def load(path: Path | None = None) -> Settings:
    """Read settings, falling back to defaults (with a warning) for anything broken."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("could not read %s (%s); using default settings", path, exc)
        return Settings()
    try:
        data = json.loads(text)
    except ValueError as exc:
        log.warning("settings file %s is not valid JSON (%s); using defaults", path, exc)
        return Settings()
    if not isinstance(data, dict):
        log.warning("settings file %s does not hold an object; using defaults", path)
        return Settings()
    return _from_dict(data, path)


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically: a crash mid-write leaves the old file, never half a file."""
    path = path or settings_path()
    return write_atomic(path, json.dumps(settings.to_json(), indent=2) + "\n")


def _from_dict(data: dict, path: Path) -> Settings:
    defaults = Settings()
    values = {}
    for field in fields(Settings):
        if field.name not in data:
            continue
        raw = data[field.name]
        value = _coerce(field.name, raw)
        if value is None:
            log.warning("settings file %s: bad value %r for %r; using default %r",
                        path, raw, field.name, getattr(defaults, field.name))
            continue
        values[field.name] = value
    settings = _clean(replace(defaults, **values))
    for name, value in values.items():
        if getattr(settings, name) != value:
            log.warning("settings file %s: %r=%r is out of range; using %r",
                        path, name, value, getattr(settings, name))
    return settings


def _coerce(name: str, raw):
    """The value as the right type, or None when it cannot be one."""
    if name in FLAGS:
        return raw if isinstance(raw, bool) else None
    if name in ("ui_scale", "text_size"):
        ok = isinstance(raw, (int, float)) and not isinstance(raw, bool) and raw == raw
        return round(raw) if ok and abs(raw) != float("inf") else None
    if name == "animation_speed":
        ok = isinstance(raw, (int, float)) and not isinstance(raw, bool)
        return float(raw) if ok and raw == raw else None  # raw == raw rejects NaN
    if name in VOLUMES:  # a whole percentage; 42.6 from a hand-edited file reads as 43
        ok = isinstance(raw, (int, float)) and not isinstance(raw, bool) and raw == raw
        return round(raw) if ok and abs(raw) != float("inf") else None
    if name == "language":  # a language code ("de", "qps"); one without a catalogue reads as English
        ok = isinstance(raw, str) and len(raw) <= 8 and (raw == "" or raw.isalpha())
        return raw.lower() if ok else None
    if name == "window_size":
        if (isinstance(raw, (list, tuple)) and len(raw) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in raw)):
            return (raw[0], raw[1])
        return None
    return None


def _clean(settings: Settings) -> Settings:
    low, high = ANIMATION_SPEED_RANGE
    speed = min(high, max(low, float(settings.animation_speed)))
    w, h = settings.window_size
    size = (min(MAX_WINDOW[0], max(MIN_WINDOW[0], int(w))),
            min(MAX_WINDOW[1], max(MIN_WINDOW[1], int(h))))
    low, high = VOLUME_RANGE
    volumes = {name: min(high, max(low, int(getattr(settings, name)))) for name in VOLUMES}
    scale = min(UI_SCALE_RANGE[1], max(UI_SCALE_RANGE[0], int(settings.ui_scale)))
    text = min(TEXT_SIZE_RANGE[1], max(TEXT_SIZE_RANGE[0], int(settings.text_size)))
    return Settings(window_size=size, fullscreen=bool(settings.fullscreen),
                    animation_speed=round(speed, 2), sound=bool(settings.sound), **volumes,
                    ui_scale=scale, text_size=text, colour_blind=bool(settings.colour_blind),
                    reduce_motion=bool(settings.reduce_motion), hints=bool(settings.hints),
                    tutorial_seen=bool(settings.tutorial_seen), language=str(settings.language))
