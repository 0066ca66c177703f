"""The dice tray: Hollowmere's dice (faces 0, 0, 1, 1, 2, 2) thrown across felt.

The engine has already rolled; ``throw`` is handed the values. pymunk only moves and turns
the ivory bodies (walls, felt friction, spin, knocks). While a die tumbles fast its face
flickers as a real one rolls over its edges; once it slows it shows the engine's value and
never changes again, so at rest every die shows exactly what the event says.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.narration import capital
from scenes.kit import palette as P
from scenes.kit.animation import Tween, bounce_height, ease_out_cubic, mix, prepared, shrink_to
from scenes.kit.widgets import make_panel, wrap_text

STEP = 1 / 120          # physics step (s)
MAX_DICE = 8
DROP_TIME = 0.42        # the fall onto the felt and its two little bounces
HOLD = 1.35             # how long the result stays up before the tray lets the game go on
GIVE_UP = 4.0           # a die still crawling after this long is stopped where it is
SUPER = 3               # faces are drawn this much larger and smoothed down
IVORY, IVORY_LIGHT, IVORY_EDGE = (236, 226, 204), (250, 245, 232), (178, 160, 132)
PIP, PIP_SHINE = (34, 24, 38), (86, 70, 84)
FELT, FELT_DARK = (34, 28, 64), (16, 13, 34)
RIM, RIM_LIGHT = (48, 32, 30), (96, 66, 50)
PIPS = {0: (), 1: ((0.5, 0.5),), 2: ((0.29, 0.29), (0.71, 0.71))}  # a two sits on its diagonal
TONES = {"success": P.CANDLE_HOT, "failure": (226, 128, 112), "haunt": (240, 96, 84)}


def tone_of(meaning: str | None) -> str:
    keys = (("haunt begins", "haunt"), ("failure", "failure"), ("success", "success"), ("house waits", "success"))
    return next((tone for key, tone in keys if key in (meaning or "").lower()), "plain")


class Die:
    def __init__(self, value: int, body: pymunk.Body, size: float, delay: float, face: int) -> None:
        self.value, self.body, self.size, self.delay = value, body, size, delay
        self.shown, self.locked = face, False  # painted: cosmetic while tumbling, then ``value``
        self.rolled, self.squash = 0.0, 0.0    # distance since the last face; 1 just after, fading
        self.height = 1.0                      # above the felt, 0..1 (the drop at the start)


class DiceTray:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.dice: list[Die] = []
        self.space: pymunk.Space | None = None
        self.state = "idle"         # idle | tumbling | resting (result up) | shown
        self.title, self.result, self.meaning = "", "", None
        self.arena = (480.0, 150.0)  # world units == felt pixels at the time of the throw
        self.clock, self._acc, self._hold = 0.0, 0.0, Tween(HOLD)
        self._rng = random.Random(0)
        self._cache: dict = {}
        self._turned: dict = {}  # the dice as last drawn, turned: reused while they lie still

    def throw(self, values, *, title: str = "", result: str = "", meaning: str | None = None,
              seed: int = 0, arena=None) -> None:
        """Throw dice that will land on ``values`` (the engine's). ``result`` is the
        caption once they rest ('Total 4 — needs 4+: success'); ``arena`` the felt's
        size, when known; ``seed`` makes the same event tumble the same way."""
        values = [int(v) for v in values][:MAX_DICE]
        self.title, self.result, self.meaning = title, result, meaning
        self.arena = tuple(float(v) for v in (arena or self.arena))
        self._rng = rng = random.Random(f"{seed}:{values}")
        self.space = space = pymunk.Space()
        space.damping = 0.6  # air and felt: 60% of the speed kept per second
        w, h = self.arena
        size = die_size(len(values), w, h)
        for a, b in (((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))):
            wall = pymunk.Segment(space.static_body, a, b, 2)
            wall.elasticity, wall.friction = 0.6, 0.5
            space.add(wall)
        rows = max(1, int((h - size * 0.3) // (size * 1.2)))
        self.dice = []
        for i, value in enumerate(values):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (size, size)))
            col, row = divmod(i, rows)
            body.position = (size * (0.75 + 1.25 * col) + rng.uniform(0, size * 0.2),
                             (row + 0.5) * (h / rows) + rng.uniform(-0.12, 0.12) * size)
            body.angle = rng.uniform(0, math.tau)
            body.velocity = (w * rng.uniform(0.85, 1.15), h * rng.uniform(-1.3, 1.3))
            body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(7, 14)
            shape = pymunk.Poly.create_box(body, (size, size), radius=size * 0.08)
            shape.elasticity, shape.friction = 0.45, 0.6
            space.add(body, shape)
            self.dice.append(Die(value, body, size, rng.uniform(0, 0.08), rng.choice((0, 1, 2))))
        self.state, self.clock, self._acc, self._hold = "tumbling", 0.0, 0.0, Tween(HOLD)

    @property
    def busy(self) -> bool:
        return self.state in ("tumbling", "resting")

    @property
    def faces(self) -> list[int]:
        return [d.shown for d in self.dice]

    @property
    def at_rest(self) -> bool:
        return self.state in ("resting", "shown")

    def update(self, dt: float) -> None:
        if self.state == "tumbling":
            self._acc += dt
            while self._acc >= STEP and self.state == "tumbling":
                self._acc -= STEP
                self._step()
        elif self.state == "resting":
            self._hold.update(dt)
            self.state = "shown" if self._hold.done else "resting"

    def _step(self) -> None:
        w, h = self.arena
        self.clock += STEP
        self.space.step(STEP)
        for d in self.dice:
            body = d.body
            d.height = bounce_height((self.clock - d.delay) / DROP_TIME) if self.clock > d.delay else 1.0
            speed = body.velocity.length
            # felt friction: a steady drag on top of the damping, so dice stop, not creep
            if speed > 0:
                body.velocity = body.velocity * (max(0.0, speed - w * 0.62 * STEP) / speed)
            body.angular_velocity = math.copysign(max(0.0, abs(body.angular_velocity) - 9 * STEP),
                                                  body.angular_velocity)
            d.squash = max(0.0, d.squash - STEP / 0.09)
            if not d.locked:
                d.rolled += speed * STEP
                if d.height <= 0 and speed < d.size * 2.4:
                    d.shown, d.locked = d.value, True  # slowing down: the engine's face, for good
                elif d.rolled > d.size * 0.9:
                    d.rolled, d.squash = 0.0, 1.0
                    d.shown = self._rng.choice([f for f in (0, 1, 2) if f != d.shown])
        if self.clock >= GIVE_UP or not any(d.body.velocity.length > w * 0.008 or d.height > 0
                                            or abs(d.body.angular_velocity) > 0.12 for d in self.dice):
            self._come_to_rest()

    def _come_to_rest(self) -> None:
        for d in self.dice:
            d.body.velocity, d.body.angular_velocity = (0, 0), 0
            d.shown, d.locked, d.height, d.squash = d.value, True, 0.0, 0.0
        self.state = "resting"

    def settle(self) -> None:
        """Reduced motion: the dice lie where they would have come to rest at once; the
        result is still shown for its moment."""
        while self.state == "tumbling":
            self._step()

    def skip(self) -> None:
        """Straight to the end: the same resting place watching would have given."""
        while self.state == "tumbling":
            self._step()
        self._hold.finish()
        self.state = "shown" if self.state == "resting" else self.state

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        felt_rect, plaque = split(rect)
        surface.blit(self._tray(rect.size), rect)
        if not self.dice:
            return
        w, h = self.arena
        k = min(felt_rect.w / w, felt_rect.h / h)
        ox, oy = felt_rect.centerx - w * k / 2, felt_rect.centery - h * k / 2
        clip = surface.get_clip()
        surface.set_clip(felt_rect.clip(clip) if clip else felt_rect)
        for layer in ("shadow", "die"):
            for d in self.dice:
                self._draw_die(surface, d, ox, oy, k, layer)
        surface.set_clip(clip)
        self._draw_plaque(surface, plaque, felt_rect)

    def _draw_die(self, surface, d: Die, ox, oy, k, layer) -> None:
        lift = d.height
        px = max(6, int(d.size * k * (1 + 0.5 * lift)))
        angle = -math.degrees(d.body.angle)
        x, y = ox + d.body.position.x * k, oy + d.body.position.y * k
        key = (layer, px, angle) if layer == "shadow" else (layer, px, angle, d.shown, d.squash)
        art = self._turned.get(key)
        if art is None:
            if layer == "shadow":
                art = pygame.transform.rotate(self._shadow(px), angle)
            else:
                art = self._face(d.shown, px)
                if d.squash > 0:
                    art = pygame.transform.smoothscale(art, (max(4, int(px * (1 - 0.28 * d.squash))), px))
                art = pygame.transform.rotozoom(art, angle, 1.0)
            if len(self._turned) >= 4 * MAX_DICE:  # tumbling: every frame is new
                self._turned.clear()
            self._turned[key] = art
        if layer == "shadow":
            art.set_alpha(int(150 - 90 * lift))
            x, y = x + px * (0.07 + 0.45 * lift), y + px * (0.11 + 0.6 * lift)
        surface.blit(art, art.get_rect(center=(round(x), round(y))))

    def _draw_plaque(self, surface, plaque: pygame.Rect, felt: pygame.Rect) -> None:
        size, pad = max(12, int(plaque.h * 0.58)), max(6, plaque.h // 3)
        room = plaque.w - 2 * pad
        if self.at_rest and self.result:
            t = 1.0 if self.state == "shown" else ease_out_cubic(self._hold.elapsed / 0.3)
            colour = mix(P.TEXT_MUTED, TONES.get(tone_of(self.meaning), P.TEXT), t)
            result, text = self.result, self.fonts.render("display", int(size * 1.08), self.result, colour)
            if text.get_width() > room * 1.15 and " — " in result:  # too long to read here: the meaning
                result, said = result.split(" — ", 1)                # goes over the felt while it holds
                fade = min(t, (HOLD - self._hold.elapsed) / 0.3) if self.state == "resting" else 0
                self._draw_saying(surface, felt, capital(said), colour, fade)
                text = self.fonts.render("display", int(size * 1.08), result, colour)
            text = shrink_to(text, room)
            surface.blit(text, text.get_rect(midright=(plaque.right - pad, plaque.centery)))
            room -= text.get_width() + pad * 2
        if self.title and room > 0:
            title = self.fonts.render("italic", size, self.title, P.TEXT_SOFT)
            if title.get_width() * 0.7 <= room:  # squeezed a little, or left out
                title = shrink_to(title, room)
                surface.blit(title, title.get_rect(midleft=(plaque.x + pad, plaque.centery)))

    def _draw_saying(self, surface, felt: pygame.Rect, said: str, colour, t: float) -> None:
        if t <= 0:
            return
        font = self.fonts.get("display", max(13, min(20, felt.h // 6)))
        lines = wrap_text(font, said, felt.w - 24)[:3]
        step = font.get_linesize()
        box = pygame.Rect(0, 0, felt.w - 8, step * len(lines) + 10)
        box.midbottom = (felt.centerx, felt.bottom - 4)
        surface.blit(make_panel(box.size, (12, 9, 24, int(200 * t)), (*P.ACCENT_DIM, int(200 * t)), 6), box)
        for i, line in enumerate(lines):
            art = font.render(line, True, colour)
            art.set_alpha(int(255 * t))
            surface.blit(art, art.get_rect(midtop=(box.centerx, box.y + 5 + i * step)))

    def _face(self, value: int, px: int) -> pygame.Surface:
        return self._art(("face", value, px), lambda: face_art(value, px))

    def _shadow(self, px: int) -> pygame.Surface:
        return self._art(("shadow", px), lambda: shadow_art(px))

    def _tray(self, size) -> pygame.Surface:
        return self._art(("tray", tuple(size)), lambda: tray_art(size))

    def _art(self, key, make) -> pygame.Surface:
        if key not in self._cache:
            if len(self._cache) > 200:  # a long session of resizes: start afresh
                self._cache.clear()
            self._cache[key] = prepared(make())
        return self._cache[key]


def shadow_art(px: int) -> pygame.Surface:
    n = px * 2
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    for i in range(6):  # a soft edge: stacked, shrinking, faint rounded squares
        inset = int(n * (0.22 + i * 0.025))
        pygame.draw.rect(big, (0, 0, 0, 46), big.get_rect().inflate(-inset * 2, -inset * 2), border_radius=n // 6)
    return pygame.transform.smoothscale(big, (px, px))


def die_size(count: int, w: float, h: float) -> float:
    """A die's side in world units: large, yet room for all of them to tumble."""
    return max(10.0, min(h * 0.3, w * 0.13, math.sqrt(w * h / (max(1, count) * 5.5))))


def split(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(felt, plaque): the felt the dice run on, and the caption strip under it."""
    rim = max(4, min(rect.w, rect.h) // 22)
    plaque_h = max(22, min(44, int(rect.h * 0.2)))
    felt = pygame.Rect(rect.x + rim, rect.y + rim, rect.w - 2 * rim, rect.h - plaque_h - 2 * rim)
    return felt, pygame.Rect(rect.x + rim, felt.bottom + rim // 2, rect.w - 2 * rim, plaque_h)


def face_art(value: int, px: int) -> pygame.Surface:
    """One ivory die face: a rounded square, lit from the top left, with dark pips."""
    n = px * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    radius = int(n * 0.2)
    pygame.draw.rect(big, IVORY_EDGE, big.get_rect(), border_radius=radius)
    body = big.get_rect().inflate(-n // 14, -n // 14).move(-n // 40, -n // 40)
    pygame.draw.rect(big, IVORY, body, border_radius=radius)
    for i in range(8):  # the light: a warm bloom toward the top-left corner
        glow = pygame.Rect(body.x + i * n // 40, body.y + i * n // 40, body.w * (0.86 - i * 0.07),
                           body.h * (0.86 - i * 0.07))
        pygame.draw.rect(big, (*mix(IVORY, IVORY_LIGHT, (i + 1) / 8), 255), glow, border_radius=radius)
    pygame.draw.rect(big, (*IVORY, 255), body.inflate(-n // 5, -n // 5).move(n // 40, n // 40),
                     border_radius=radius // 2)
    for fx, fy in PIPS[value]:
        c = (int(n * fx), int(n * fy))
        r = int(n * 0.112)
        # a drilled pip: lit on its far (bottom-right) wall, in shade on the near one
        pygame.draw.circle(big, IVORY_LIGHT, (c[0] + n // 80, c[1] + n // 80), r + n // 90)
        pygame.draw.circle(big, PIP, c, r)
        pygame.draw.circle(big, mix(PIP, PIP_SHINE, 0.4), (c[0] + r // 6, c[1] + r // 6), int(r * 0.72))
    return pygame.transform.smoothscale(big, (px, px))


def tray_art(size) -> pygame.Surface:
    """A walnut-rimmed tray of deep violet felt with a brass line and a dark vignette."""
    w, h = size
    tray = pygame.Surface((w, h), pygame.SRCALPHA)
    felt, plaque = split(pygame.Rect(0, 0, w, h))
    radius = max(6, min(w, h) // 12)
    pygame.draw.rect(tray, RIM, tray.get_rect(), border_radius=radius)
    pygame.draw.rect(tray, RIM_LIGHT, tray.get_rect(), 1, border_radius=radius)
    steps = 14
    for i in range(steps):  # lighter toward the middle: a lamp hangs over the table
        t = i / (steps - 1)
        ring = felt.inflate(-int(felt.w * 0.5 * t), -int(felt.h * 0.6 * t))
        pygame.draw.rect(tray, mix(FELT_DARK, FELT, t ** 0.6), ring, border_radius=max(3, radius - 3))
    pygame.draw.rect(tray, (*P.ACCENT_DIM, 200), felt.inflate(2, 2), 1, border_radius=max(3, radius - 3))
    pygame.draw.rect(tray, (24, 17, 22), plaque, border_radius=max(3, plaque.h // 4))
    pygame.draw.line(tray, (*P.ACCENT_DIM, 160), (plaque.x + 8, plaque.y), (plaque.right - 8, plaque.y))
    return tray
