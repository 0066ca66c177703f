"""Nightfall: the scenery behind the menus — the house on its hill at night.

Everything is drawn procedurally from a seed: a sky gradient with stars and a veiled
moon, hills, the house (tower, gables, chimneys, pointed-arch windows), a dead tree
and a few gravestones, then live layers on top: candle-lit windows that flicker,
fog banks drifting across the grounds, and a vignette. ``layout`` paints the static
picture once per size; ``update`` moves fog and candles; ``draw`` only blits.
"""

from __future__ import annotations

import math
import random

import pygame

from scenes.kit import palette as P
from scenes.kit.house import HouseShape

FLICKER_LEVELS = 12
# The title screen's text column, as (fraction of width, fraction of height): its
# right edge is at w * 0.085 + h * 0.72. The house stays right of it.
TITLE_COLUMN = (0.085, 0.72)
TREE_SEED = 0  # pre-rendered glow strengths, so draw never scales surfaces


def _lerp(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


def _soft_blob(size, colour, alpha: int, blur: int) -> pygame.Surface:
    """A soft-edged ellipse: drawn small, blurred, then scaled up smoothly."""
    w, h = max(4, size[0] // 4), max(4, size[1] // 4)
    pad = blur
    small = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    pygame.draw.ellipse(small, (*colour, alpha), (pad, pad, w, h))
    small = pygame.transform.gaussian_blur(small, max(1, blur // 2))
    return pygame.transform.smoothscale(small, (size[0] + pad * 8, size[1] + pad * 8))


PAINTED_KEPT = 2   # pictures kept by (seed, size): the one on show and one more (a few MB each, more at 4K)
_PAINTED: dict = {}


class Nightfall:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.time = 0.0
        self.size = (0, 0)
        self.static: pygame.Surface | None = None
        self.house: HouseShape | None = None
        self.glows: list[pygame.Surface] = []
        self.fog: list[dict] = []
        self.vignette: pygame.Surface | None = None
        self.flicker: list[float] = []

    # -- preparing ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.static is not None:
            return
        self.size = size
        key = (self.seed, tuple(size))
        painted = _PAINTED.get(key)
        if painted is None:   # (painted once per seed and size: every App, every test, opens on it)
            w, h = size
            rng = random.Random(self.seed)
            unit = h / 100
            self.house = house = self._place_house(w, h, unit)
            static = self._paint_static(size, rng)
            radius = max(6, int(unit * 5.5))
            glows = [self._glow(radius, level / (FLICKER_LEVELS - 1)) for level in range(FLICKER_LEVELS)]
            painted = (house, static, glows, self._make_fog(size, rng), self._make_vignette(size))
            if len(_PAINTED) >= PAINTED_KEPT:
                _PAINTED.pop(next(iter(_PAINTED)))
            _PAINTED[key] = painted
        self.house, self.static, self.glows, fog, self.vignette = painted
        self.fog = [dict(bank) for bank in fog]   # (each drifts on its own; the sprites are shared, only blitted)
        if len(self.flicker) != len(self.house.lit):
            self.flicker = [0.8] * len(self.house.lit)

    def _place_house(self, w: int, h: int, unit: float) -> HouseShape:
        """Right of the title column; on narrow (4:3) screens smaller, never under the title."""
        clear_left = w * TITLE_COLUMN[0] + h * TITLE_COLUMN[1]
        left_units, right_units = -HouseShape.LEFT, HouseShape.RIGHT
        scale = min(0.92, (w * 0.985 - clear_left) / ((left_units + right_units) * unit))
        house_unit = unit * max(0.5, scale)
        x = max(w * 0.70, clear_left + left_units * house_unit)
        x = min(x, w * 0.985 - right_units * house_unit)
        return HouseShape((int(x), int(h * 0.80)), house_unit)

    def _paint_static(self, size, rng: random.Random) -> pygame.Surface:
        w, h = size
        sky = pygame.Surface((1, 64))
        for y in range(64):
            t = y / 63
            colour = _lerp(P.SKY_TOP, P.SKY_MID, t / 0.55) if t < 0.55 else \
                _lerp(P.SKY_MID, P.SKY_HORIZON, (t - 0.55) / 0.45)
            sky.set_at((0, y), colour)
        canvas = pygame.transform.smoothscale(sky, (w, h)).convert()

        for _ in range(int(w * h / 5200)):  # stars, thinning toward the horizon
            x, y = rng.randrange(w), int(h * 0.68 * rng.random() ** 1.6)
            shade = rng.randint(90, 215)
            canvas.set_at((x, y), (shade, shade, min(255, shade + 25)))
            if rng.random() < 0.06:
                pygame.draw.circle(canvas, (shade, shade, min(255, shade + 25)), (x, y), 1)

        moon = (int(w * 0.83), int(h * 0.15))
        moon_r = max(8, int(h * 0.045))
        halo = _soft_blob((moon_r * 5, moon_r * 5), (70, 62, 112), 40, 12)
        canvas.blit(halo, halo.get_rect(center=moon), special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.circle(canvas, P.MOON, moon, moon_r)
        for dx, dy, r in ((0.3, -0.25, 0.26), (-0.35, 0.3, 0.18), (0.1, 0.45, 0.12)):  # maria
            pygame.draw.circle(canvas, (214, 209, 192), (moon[0] + int(moon_r * dx),
                                                         moon[1] + int(moon_r * dy)), int(moon_r * r))
        for dy, width in ((0.55, 5.0), (1.5, 8.0)):  # cloud wisps drifting under the moon
            wisp = _soft_blob((int(moon_r * width), max(6, moon_r // 3)), (26, 20, 46), 150, 6)
            canvas.blit(wisp, wisp.get_rect(center=(moon[0] + int(moon_r * dy * 2),
                                                    moon[1] + int(moon_r * dy))))

        self._hill(canvas, rng, h * 0.70, h * 0.035, P.HILL_FAR)
        self._hill(canvas, rng, h * 0.80, h * 0.022, P.HILL_NEAR, knoll=self.house.base)
        self.house.paint(canvas)
        # The tree's shape is fixed (its own seed), so every screen size shows the same tree.
        self._tree(canvas, random.Random(TREE_SEED), (int(w * 0.95), int(h * 0.86)), h * 0.6)
        # The near ground, painted after the house so its footing sinks into the hill.
        self._hill(canvas, rng, h * 0.82, h * 0.012, P.GROUND, knoll=self.house.base, rise=0.026)
        self._graves(canvas, rng, h)
        self._hill(canvas, rng, h * 0.94, h * 0.01, P.SILHOUETTE)
        return canvas

    def _hill(self, canvas, rng, level, amplitude, colour, knoll=None, rise=0.035) -> None:
        w, h = canvas.get_size()
        phases = [rng.uniform(0, math.tau) for _ in range(3)]
        points = [(0, h)]
        for x in range(0, w + 8, 8):
            y = level + amplitude * (math.sin(x / w * 5 + phases[0])
                                     + 0.5 * math.sin(x / w * 11 + phases[1])
                                     + 0.25 * math.sin(x / w * 23 + phases[2]))
            if knoll is not None:  # a rise for the house to stand on
                spread = w * 0.22
                y -= h * rise * math.exp(-((x - knoll[0]) / spread) ** 2)
            points.append((x, int(y)))
        points.append((w, h))
        pygame.draw.polygon(canvas, colour, points)

    def _tree(self, canvas, rng, root, height) -> None:
        """A dead tree: a leaning trunk that forks into ever thinner, upward-reaching limbs."""
        def branch(x, y, angle, length, width, depth):
            # Limbs bend a little along their length, so draw each in two segments.
            bend = rng.uniform(-0.18, 0.18)
            mid = (x + math.cos(angle) * length / 2, y - math.sin(angle) * length / 2)
            end = (mid[0] + math.cos(angle + bend) * length / 2,
                   mid[1] - math.sin(angle + bend) * length / 2)
            pygame.draw.line(canvas, P.SILHOUETTE, (x, y), mid, max(1, round(width)))
            pygame.draw.line(canvas, P.SILHOUETTE, mid, end, max(1, round(width * 0.85)))
            if depth == 0 or length < 4 or (depth < 4 and rng.random() < 0.18):
                return
            forks = 2 if depth >= 5 else rng.choice((1, 2, 2))
            for k in range(forks):
                spread = (k - (forks - 1) / 2) * rng.uniform(0.55, 1.0) + rng.uniform(-0.25, 0.25)
                heading = angle + bend + spread + (math.pi / 2 - angle) * 0.08  # reach up
                branch(*end, heading, length * rng.uniform(0.62, 0.8), width * 0.62, depth - 1)

        branch(root[0], root[1], math.pi / 2 + 0.08, height * 0.3, height * 0.05, 6)

    def _graves(self, canvas, rng, h) -> None:
        w = canvas.get_width()
        for fx in (0.50, 0.555, 0.84, 0.885):
            x, y = int(w * fx), int(h * (0.905 + rng.uniform(-0.01, 0.01)))
            gw, gh = int(h * rng.uniform(0.018, 0.026)), int(h * rng.uniform(0.035, 0.05))
            tilt = rng.uniform(-4, 4)
            stone = pygame.Surface((gw, gh + gw), pygame.SRCALPHA)
            pygame.draw.rect(stone, P.SILHOUETTE, (0, gw // 2, gw, gh + gw))
            pygame.draw.ellipse(stone, P.SILHOUETTE, (0, 0, gw, gw))
            stone = pygame.transform.rotate(stone, tilt)
            canvas.blit(stone, stone.get_rect(midbottom=(x, y + gw)))

    def _glow(self, radius: int, strength: float) -> pygame.Surface:
        glow = _soft_blob((radius * 2, radius * 2), P.CANDLE, int(30 + 95 * strength), 6)
        flat = pygame.Surface(glow.get_size())
        flat.blit(glow, (0, 0))
        return flat.convert()

    def _make_fog(self, size, rng) -> list[dict]:
        w, h = size
        banks = []
        for i in range(7):
            bw, bh = int(w * rng.uniform(0.45, 0.8)), int(h * rng.uniform(0.08, 0.16))
            banks.append({
                "sprite": _soft_blob((bw, bh), P.FOG, rng.randint(18, 32), 10).convert_alpha(),
                "x": rng.uniform(-bw, w),
                "y": h * (0.74 + 0.035 * i + rng.uniform(-0.02, 0.02)),
                "speed": h * rng.uniform(0.006, 0.022) * rng.choice((-1, 1)),
            })
        return banks

    def _make_vignette(self, size) -> pygame.Surface:
        small = pygame.Surface((64, 36), pygame.SRCALPHA)
        for y in range(36):
            for x in range(64):
                dy = (y - 17.5) / 18
                d = math.hypot((x - 31.5) / 32, dy if dy > 0 else dy * 0.6)  # keep the sky open
                small.set_at((x, y), (0, 0, 8, int(min(1.0, max(0.0, d - 0.72) * 1.5) * 175)))
        return pygame.transform.smoothscale(small, size).convert_alpha()

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        w = self.size[0]
        for bank in self.fog:
            bank["x"] += bank["speed"] * dt
            span = bank["sprite"].get_width()
            if bank["x"] > w:
                bank["x"] = -span
            elif bank["x"] < -span:
                bank["x"] = w
        for i, level in enumerate(self.flicker):
            # Candle light: a slow breath plus small random gutters.
            target = 0.78 + 0.14 * math.sin(self.time * (1.3 + i * 0.37) + i)
            if self.rng.random() < dt * 3:
                target -= self.rng.uniform(0.1, 0.35)
            self.flicker[i] = max(0.0, min(1.0, level + (target - level) * min(1.0, dt * 9)))

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, veil: int = 0) -> None:
        """Paint the scene; ``veil`` (0-255) darkens it for screens laid over it."""
        if self.static is None:
            return
        surface.blit(self.static, (0, 0))
        for window, level in zip(self.house.lit, self.flicker):
            colour = _lerp(P.CANDLE, P.CANDLE_HOT, level) if level > 0.5 else \
                _lerp((120, 70, 30), P.CANDLE, level * 2)
            self.house.paint_window(surface, window, colour)
            glow = self.glows[min(FLICKER_LEVELS - 1, int(level * FLICKER_LEVELS))]
            surface.blit(glow, glow.get_rect(center=window.center),
                         special_flags=pygame.BLEND_RGB_ADD)
        for bank in self.fog:
            surface.blit(bank["sprite"], (int(bank["x"]), int(bank["y"] - bank["sprite"].get_height() / 2)))
        surface.blit(self.vignette, (0, 0))
        if veil:
            keep = 255 - max(0, min(255, veil))
            surface.fill((keep, keep, min(255, keep + 8)), special_flags=pygame.BLEND_RGB_MULT)
