"""The App: one window, a stack of scenes, and a fixed-step loop.

Each frame: pygame events become intents once (``IntentReader``); the App keeps the
few that are its own business (quit, F11, resize) and hands the rest to the top
scene; time advances in fixed 1/120 s steps with the frame time clamped to 0.25 s
(so a stall — a dragged window, a breakpoint — never makes animations leap); then
the scenes draw. With ``offscreen=True`` the App draws into a plain surface and
reads no events, so tests and ``tools/screenshot.py`` drive it with
``dispatch()``, ``step()``/``run_frames()`` and ``save_png()``.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import warnings

import pygame

from game import i18n
from scenes.kit import hover
from scenes.kit import settings as settings_store
from scenes.kit.backdrop import Nightfall
from scenes.kit.palette_modes import apply_palette
from scenes.kit.scale import set_ui_scale, unit_of
from scenes.kit.fonts import FontBook
from scenes.kit.intents import IntentReader, Key, Quit, Resize
from scenes.kit.settings import Settings, fitted_window
from scenes.kit.sound import SoundBoard
from scenes.kit.kept import sweep as sweep_kept

log = logging.getLogger(__name__)

STEP = 1 / 120          # seconds per fixed update step
MAX_FRAME = 0.25        # longest frame time the loop will catch up on
FPS = 60
IDLE_FPS = 3            # frames a second while nothing moves (issue 28: an idle table rests)
AWAKE = 0.6             # seconds the loop stays at full pace after the last input
CAPTION = "Hollowmere"
# The smallest drawing area the scenes lay out for. The window is asked to be no smaller;
# one the window manager forces smaller still shows the whole frame scaled down to it.
MIN_SIZE = (960, 540)


class App:
    def __init__(self, size: tuple[int, int] | None = None, *, fullscreen: bool | None = None,
                 offscreen: bool = False, settings: Settings | None = None,
                 seed: int = 0) -> None:
        """``size`` is the offscreen canvas (a window uses ``settings.window_size``);
        ``fullscreen`` overrides the saved choice for this run only."""
        # Only what the menus need: the mixer is started by the SoundBoard when the
        # first sound is to be heard, so a machine without a sound card opens the game
        # quietly (and no slower).
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else settings_store.load()
        # The saved fullscreen choice, kept while a command-line override is in force.
        self._saved_fullscreen: bool | None = None
        if fullscreen is not None and fullscreen != self.settings.fullscreen:
            self._saved_fullscreen = self.settings.fullscreen
            self.settings = self.settings.with_changes(fullscreen=fullscreen)
        self.offscreen = offscreen
        i18n.set_language(self.settings.language or i18n.system_language())
        set_ui_scale(self.ui_scale)
        self.window = self._open_offscreen(size) if offscreen else self._open_window()
        self.screen = self._canvas()
        self.fonts = FontBook()
        self.fonts.scale = self.settings.text_size / 100
        apply_palette(self.settings.colour_blind)
        self.backdrop = Nightfall(seed)  # the night-and-house scenery the menus share
        self.backdrop.layout(self.size)
        self._laid_out = self.size
        self.stack: list = []
        self.running = True
        self.clock = 0.0  # seconds of game time stepped so far
        self._accumulator = 0.0
        self._reader = IntentReader()
        # one hover layer for every scene: tooltips, whole texts of cut ones, grace time
        self.hover = hover.install(hover.HoverLayer())
        self.sound = SoundBoard(lambda: self.settings, lambda: self.clock)

    # -- the drawing area -------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The size the scenes lay out for: the window's own (the UI scale makes their
        unit larger, ``scenes.kit.scale``, not the picture)."""
        return self.screen.get_size()

    @property
    def ui_scale(self) -> float:
        return self.settings.ui_scale / 100

    def _canvas(self) -> pygame.Surface:
        """What the scenes draw on: the window itself, at every UI scale (the scale is
        the layout's unit, ``scenes.kit.scale.unit_of``, so text and controls are drawn
        sharp at the window's resolution, never a scaled copy of a smaller frame) — unless
        the window is smaller than ``MIN_SIZE`` on an axis: then a canvas of at least that
        size, drawn scaled down into the window (``draw``; pointers scaled up: ``to_canvas``)."""
        w, h = self.window.get_size()
        if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
            return self.window
        size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        current = getattr(self, "screen", None)
        if current is not None and current is not self.window and current.get_size() == size:
            return current
        return pygame.Surface(size).convert()

    def to_canvas(self, intent):
        """A pointer intent's positions in the canvas's pixels (the canvas is the window
        now, so this is the intent itself; kept for anything drawing on another surface)."""
        if self.screen is self.window or not hasattr(intent, "pos"):
            return intent
        from dataclasses import replace

        sx = self.screen.get_width() / self.window.get_width()
        sy = self.screen.get_height() / self.window.get_height()
        scaled = {"pos": (intent.pos[0] * sx, intent.pos[1] * sy)}
        scaled["pos"] = (int(scaled["pos"][0]), int(scaled["pos"][1]))
        if hasattr(intent, "start"):
            scaled["start"] = (int(intent.start[0] * sx), int(intent.start[1] * sy))
        if hasattr(intent, "rel"):
            scaled["rel"] = (intent.rel[0] * sx, intent.rel[1] * sy)
        return replace(intent, **scaled)

    def _open_offscreen(self, size) -> pygame.Surface:
        if pygame.display.get_surface() is None:
            # convert() needs a display mode; a hidden 1x1 window is enough.
            pygame.display.set_mode((1, 1), pygame.HIDDEN)
        return pygame.Surface(size or self.settings.window_size).convert()

    def _open_window(self) -> pygame.Surface:
        pygame.display.set_caption(CAPTION)
        pygame.display.set_icon(_icon())
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        window = pygame.display.set_mode(fitted_window(self.settings.window_size), pygame.RESIZABLE)
        try:   # the window manager is asked to keep the window at least MIN_SIZE
            with warnings.catch_warnings():   # (pygame-ce 2.5 warns of the display-module window,
                warnings.simplefilter("ignore", DeprecationWarning)   # which is the one we draw with)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):   # (an older pygame-ce, a driver without it)
            pass
        return window

    def _relayout(self) -> None:
        set_ui_scale(self.ui_scale)
        self._laid_out = self.size
        self.backdrop.layout(self.size)
        for scene in self.stack:
            scene.layout(self.size)

    # -- settings that change the window ------------------------------------------------
    def change_settings(self, *, save: bool = True, **changes) -> Settings:
        """Apply, persist and (for the window and the sound) enact a settings change.
        ``save=False``: not written yet (a slider being dragged; its release saves)."""
        old = self.settings
        self.settings = old.with_changes(**changes)
        if "fullscreen" in changes:
            self._saved_fullscreen = None  # chosen in the game: that choice is kept
        if save:
            self._save_settings()
        self.sound.settings_changed()
        window_changed = (self.settings.fullscreen != old.fullscreen
                          or (not self.settings.fullscreen
                              and self.settings.window_size != old.window_size))
        if window_changed and not self.offscreen:
            self.window = self._open_window()
            self.screen = self._canvas()
            self._relayout()
        elif self.settings.ui_scale != old.ui_scale:
            set_ui_scale(self.ui_scale)
            self._relayout()
        if self.settings.text_size != old.text_size:
            self.fonts.set_scale(self.settings.text_size / 100)
            self._relayout()
        if self.settings.colour_blind != old.colour_blind:
            apply_palette(self.settings.colour_blind)
            self._relayout()
        if self.settings.language != old.language:   # every scene's words made again
            i18n.set_language(self.settings.language or i18n.system_language())
            self._relayout()
        return self.settings

    def _save_settings(self) -> None:
        keep = self.settings
        if self._saved_fullscreen is not None:
            keep = keep.with_changes(fullscreen=self._saved_fullscreen)
        try:
            settings_store.save(keep)
        except OSError as exc:  # a read-only config dir must not end the game
            log.warning("could not save settings: %s", exc)

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)

    # -- the scene stack ----------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        set_ui_scale(self.ui_scale)  # another App (a test's) may have set its own
        scene.layout(self.size)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        scene.leave()
        sweep_kept()  # the pictures that scene alone used
        gc.collect()  # scenes that left earlier (see replace)
        release_freed()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        if self.stack:
            self.stack.pop().leave()
            # A scene is a reference cycle (its table holds its bound methods), so only
            # the cyclic GC frees it and the tens of MB of SDL surfaces it owns; the
            # engine allocates too few lasting objects to trigger a full collection
            # for several games. Collect now, before the new scene lays out; and let go of
            # the icons, glyphs and portraits only it used (scenes.kit.kept).
            sweep_kept()
            gc.collect()
            release_freed()
        self.stack.append(scene)
        set_ui_scale(self.ui_scale)  # another App (a test's) may have set its own
        scene.layout(self.size)
        scene.enter()

    def quit(self) -> None:
        self.running = False

    # -- one frame ----------------------------------------------------------------------
    def dispatch(self, intent) -> None:
        """Give one intent to the App (quit, F11, resize) or else to the top scene."""
        hover.install(self.hover)   # (another App — a test's — may have put in its own)
        self.hover.pointer(self.to_canvas(intent))
        self._input_at = self.clock
        if isinstance(intent, Quit):
            self.quit()
        elif isinstance(intent, Key) and intent.name == "f11":
            self.toggle_fullscreen()
        elif isinstance(intent, Resize):
            if not self.offscreen and intent.size != self.window.get_size():
                self.window = pygame.display.get_surface()
                self.screen = self._canvas()
            if not self.settings.fullscreen and not self.offscreen:
                self.settings = self.settings.with_changes(window_size=self.size)
            if self.size != self._laid_out:  # SDL reports one resize as two events
                self._relayout()
        elif self.top is not None:
            self.top.handle(self.to_canvas(intent))

    def step(self, frame_time: float) -> int:
        """Advance the top scene by whole fixed steps; returns how many were run."""
        frame_time = min(max(frame_time, 0.0), MAX_FRAME)
        hover.install(self.hover)   # (controls a scene lays out now are judged by this App's pointer)
        self._accumulator += frame_time
        self.sound.update(frame_time)
        steps = 0
        while self._accumulator >= STEP and self.top is not None:
            self.top.update(STEP)
            self.hover.tick(STEP)
            self.clock += STEP
            self._accumulator -= STEP
            steps += 1
        return steps

    def draw(self) -> pygame.Surface:
        """Draw the visible scenes, bottom to top, from the highest opaque one."""
        first = 0
        for i, scene in enumerate(self.stack):
            if scene.opaque:
                first = i
        if not self.stack:
            self.screen.fill((0, 0, 0))
        hover.install(self.hover)
        self.hover.begin_frame()
        for scene in self.stack[first:]:
            scene.draw(self.screen)
        # last, over every scene: the one tooltip the resting pointer asks for
        self.hover.draw(self.screen, self.fonts, unit_of(self.size[1]))
        if self.screen is not self.window:   # a window below MIN_SIZE: the frame, scaled into it
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
        return self.window

    def frame(self, frame_time: float, woke=()) -> None:
        """One frame: the input since the last (``woke``: what ended a rest, first), the
        fixed steps, the drawing."""
        if not self.offscreen:
            events = [*woke, *pygame.event.get()]
            if events:   # (a window exposed or resized is drawn at once, too)
                self._input_at = self.clock
            for intent in self._reader.read(events):
                self.dispatch(intent)
                if not self.running:
                    return
        self.step(frame_time)
        self.draw()
        if not self.offscreen:
            pygame.display.flip()

    @property
    def idle(self) -> bool:
        """Does nothing move? No input for a moment, no tooltip about to appear, and the
        top scene says it is still (a scene that does not say is never idle)."""
        if self.clock - getattr(self, "_input_at", -AWAKE) < AWAKE or self.hover.pending:
            return False
        return not getattr(self.top, "moving", True)

    def run_frames(self, count: int, frame_time: float = 1 / FPS) -> None:
        """Run ``count`` frames without a real clock (tests, screenshots)."""
        for _ in range(count):
            if not self.running:
                break
            self.frame(frame_time)

    def run(self) -> None:
        """The real loop: until the player quits or the last scene is popped."""
        clock = pygame.time.Clock()
        exit_after_first = os.environ.get("HOLLOWMERE_EXIT_AFTER_FIRST_FRAME") == "1"
        # checks of a built app (tools/build_app.py, docs/PERFORMANCE.md): with --autoplay,
        # hurry the bots as F does, and close once the end scene has been drawn
        hurry = os.environ.get("HOLLOWMERE_SKIP_AHEAD") == "1"
        exit_at_end = os.environ.get("HOLLOWMERE_EXIT_AT_END") == "1"
        try:
            while self.running:
                self.beat(clock)
                if exit_after_first:  # tools/bench.py: time to the first drawn frame
                    _report_first_frame()
                    break
                top = self.top
                if hurry and hasattr(top, "toggle_skip_ahead") and not top.skip_ahead.on:
                    seat = top.acting
                    if seat is not None and top.is_bot(seat):
                        top.toggle_skip_ahead()
                if exit_at_end and type(top).__name__ == "EndScene":
                    winner = getattr(top, "view", {}).get("winner")
                    print(f"HOLLOWMERE_END_SCENE winner={winner}", flush=True)
                    break
        finally:
            self.close()

    def beat(self, clock) -> None:
        """One turn of the real loop: a frame at the full pace, or — while nothing moves
        (``idle``) — after a rest of up to 1/IDLE_FPS s that any input ends at once."""
        woke = []
        if self.idle:
            event = pygame.event.wait(1000 // IDLE_FPS)
            if event.type != pygame.NOEVENT:
                woke.append(event)   # read first by the frame, before what came after it
        self.frame(clock.tick(FPS) / 1000, woke)

    def save_png(self, path) -> None:
        pygame.image.save(self.window, str(path))

    def close(self) -> None:
        """Keep the window size the player dragged to, leave every scene (a game on the board
        closes its save, and gives up its lock: game.locks), then shut pygame down."""
        if not self.offscreen:
            self._save_settings()
        while self.stack:
            self.stack.pop().leave()
        pygame.quit()


def release_freed() -> None:
    """Hand the memory freed with a scene back to the system (glibc's ``malloc_trim``;
    elsewhere nothing). Without it glibc keeps the freed heap of each game's surfaces
    and the resident set grows game after game (tools/bench.py's memory section: about
    90 MB held after one game in the board scene)."""
    trim = _MALLOC_TRIM[0]
    if trim is None:
        trim = _MALLOC_TRIM[0] = _malloc_trim()
    if trim:
        trim(0)


_MALLOC_TRIM: list = [None]


def _malloc_trim():
    """libc's ``malloc_trim`` (glibc: Linux), or False."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return False


def _report_first_frame() -> None:
    import resource
    import time

    use = resource.getrusage(resource.RUSAGE_SELF)  # wall clock, KB of peak RSS, CPU seconds
    print(f"HOLLOWMERE_FIRST_FRAME {time.time():.6f} {use.ru_maxrss} {use.ru_utime + use.ru_stime:.4f}",
          flush=True)


def _icon() -> pygame.Surface:
    """A 32x32 house with one lit window, drawn rather than shipped."""
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.rect(icon, (30, 22, 56), (0, 0, 32, 32), border_radius=6)
    pygame.draw.polygon(icon, (6, 5, 13), [(6, 28), (6, 14), (16, 5), (26, 14), (26, 28)])
    pygame.draw.rect(icon, (255, 184, 92), (14, 16, 5, 6))
    return icon
