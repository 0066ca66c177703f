"""A dice tray: Hollowmere's dice (faces 0, 0, 1, 1, 2, 2) thrown across felt.

The engine has already rolled; ``throw`` is handed the values. pymunk only moves and turns
the ivory bodies (walls, felt friction, spin, knocks). While a die tumbles fast its face
flickers as a real one rolls over its edges; once it slows it shows the engine's value and
never changes again, so at rest every die shows exactly what the event says.

A tray is only the felt and its dice: who rolls, what it needs and what came of it are
said around it by the roll stage (``scenes.board.stage.roll_stage``), which also decides how
long a result stays up.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.kit.animation import bounce_height, mix, prepared

STEP = 1 / 120          # physics step (s)
MAX_DICE = 8
DROP_TIME = 0.42        # the fall onto the felt and its two little bounces
GIVE_UP = 4.0           # a die still crawling after this long is stopped where it is
SUPER = 3               # faces are drawn this much larger and smoothed down
IVORY, IVORY_LIGHT, IVORY_EDGE = (236, 226, 204), (250, 245, 232), (178, 160, 132)
PIP, PIP_SHINE = (34, 24, 38), (86, 70, 84)
SIDE_DARK, SIDE_LIGHT = (96, 80, 62), (196, 182, 156)   # the die's sides: toward the felt, at the face
DEPTH = 0.15            # how much of a die's side shows below its face, of its width
FELT, FELT_DARK = (34, 28, 64), (16, 13, 34)
RIM, RIM_LIGHT = (48, 32, 30), (96, 66, 50)
PIPS = {0: (), 1: ((0.5, 0.5),), 2: ((0.29, 0.29), (0.71, 0.71))}  # a two sits on its diagonal
TONES = {"success": P.CANDLE_HOT, "failure": (226, 128, 112), "haunt": (240, 96, 84)}


# the verdicts a roll's meaning may end in (game.narration: _needs, haunt_verdict) and their tones
VERDICTS = ((N_("the haunt begins!"), "haunt"), (N_("needs {n}+: failure"), "failure"),
            (N_("needs {n}+: success"), "success"), (N_("the house waits."), "success"))


def tone_of(meaning: str | None) -> str:
    """"success", "failure", "haunt" or "plain": how a roll's meaning is coloured, told by
    its verdict in English or in the language in use (the meaning is shown translated)."""
    said = (meaning or "").lower()
    for msgid, tone in VERDICTS:
        for text in (msgid, _(msgid)):
            verdict = text.split(": ")[-1].rstrip("!.").lower()   # "success", "the haunt begins", "geschafft"
            if verdict and verdict in said:
                return tone
    return "plain"


class Die:
    def __init__(self, value: int, body: pymunk.Body, size: float, delay: float, face: int) -> None:
        self.value, self.body, self.size, self.delay = value, body, size, delay
        self.shown, self.locked = face, False  # painted: cosmetic while tumbling, then ``value``
        self.rolled, self.squash = 0.0, 0.0    # distance since the last face; 1 just after, fading
        self.height = 1.0                      # above the felt, 0..1 (the drop at the start)


class DiceTray:
    def __init__(self, fonts=None, cache: dict | None = None) -> None:
        """``cache``: where faces, shadows and felts are kept; trays that share one make
        each piece of art once between them."""
        self.fonts = fonts
        self.dice: list[Die] = []
        self.space: pymunk.Space | None = None
        self.state = "idle"         # idle | tumbling | rest
        self.arena = (480.0, 150.0)  # world units == felt pixels at the time of the throw
        self.clock, self._acc = 0.0, 0.0
        self._rng = random.Random(0)
        self._cache: dict = {} if cache is None else cache
        self._turned: dict = {}  # the dice as last drawn, turned: reused while they lie still
        self._bodies: dict = {}  # their bodies' outlines, likewise

    def throw(self, values, *, seed: int = 0, arena=None) -> None:
        """Throw dice that will land on ``values`` (the engine's). ``arena``: the felt's
        size, when known; ``seed`` makes the same event tumble the same way."""
        values = [int(v) for v in values][:MAX_DICE]
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
        self.state, self.clock, self._acc = "tumbling", 0.0, 0.0
        self._turned.clear()
        self._bodies.clear()

    @property
    def busy(self) -> bool:
        return self.state == "tumbling"

    @property
    def faces(self) -> list[int]:
        return [d.shown for d in self.dice]

    @property
    def at_rest(self) -> bool:
        return self.state == "rest"

    def update(self, dt: float) -> None:
        if self.state == "tumbling":
            self._acc += dt
            while self._acc >= STEP and self.state == "tumbling":
                self._acc -= STEP
                self._step()

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
        self.state = "rest"

    def settle(self) -> None:
        """Reduced motion: the dice lie where they would have come to rest at once; the
        result is still shown for its moment."""
        while self.state == "tumbling":
            self._step()

    def skip(self) -> None:
        """Straight to the end: the same resting place watching would have given."""
        while self.state == "tumbling":
            self._step()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, felt: bool = True, alpha: int = 255) -> None:
        """The felt filling ``rect`` (its walnut rim inside it) and the dice on it; only
        the dice with ``felt=False`` (it is painted there already: ``felt_art``);
        ``alpha`` < 255: the dice fainter (appearing, fading)."""
        if felt:
            surface.blit(self.felt_art(rect.size), rect)
        if not self.dice:
            return
        inside = felt_inside(rect)
        w, h = self.arena
        k = min(inside.w / w, inside.h / h)
        ox, oy = inside.centerx - w * k / 2, inside.centery - h * k / 2
        clip = surface.get_clip()
        surface.set_clip(inside.clip(clip) if clip else inside)
        for layer in ("shadow", "die"):
            for d in self.dice:
                self._draw_die(surface, d, ox, oy, k, layer, alpha)
        surface.set_clip(clip)

    def _draw_die(self, surface, d: Die, ox, oy, k, layer, alpha: int = 255) -> None:
        lift = d.height
        base = max(6, int(d.size * k))        # its side on the felt; lifted, it looks larger
        zoom = round(1 + 0.5 * lift, 1)       # in tenths: a few grown faces, made once each
        px = base * zoom
        angle = -math.degrees(d.body.angle)
        x, y = ox + d.body.position.x * k, oy + d.body.position.y * k
        depth = max(2, int(px * (DEPTH + 0.1 * d.squash)))   # its side below its face, deeper as it tips
        solid = alpha == 255   # drawn solid, its body is three polygons on the felt; fading, part of its art
        key = (layer, base, zoom, angle) if layer == "shadow" else (layer, base, zoom, angle, d.shown, d.squash,
                                                                    solid)
        art = self._turned.get(key)
        if art is None:
            # turned from the face made once at its size on the felt (and at each tenth
            # it grows by in the air): not a new face for every height and angle it passes
            if layer == "shadow":  # a soft square: a quarter turn looks the same; 10 degrees apart are kept
                turn = round(angle % 90 / 10) * 10 % 90
                art = self._art(("shadow", base, zoom, turn),
                                lambda: pygame.transform.rotate(self._shadow(base, zoom), turn))
            else:
                art = self._face(d.shown, base, zoom)
                if d.squash > 0:
                    w, h = art.get_size()
                    art = pygame.transform.scale(art, (max(4, int(w * (1 - 0.28 * d.squash))), h))
                if self.state == "rest":
                    art = pygame.transform.rotozoom(art, angle, 1)  # lying still: smooth, and kept
                else:  # moving: turned to the nearest pixel (a sixth of the cost; motion hides it)
                    art = pygame.transform.rotate(art, angle)
                if not solid:   # its body under the face, in the art (see ``body``)
                    art = with_body(art, depth)
            if len(self._turned) >= 4 * MAX_DICE:  # tumbling: every frame is new
                self._turned.clear()
            self._turned[key] = art
        if layer == "shadow":
            art.set_alpha(int((150 - 90 * lift) * alpha / 255))
            x, y = x + px * (0.07 + 0.45 * lift), y + px * (0.11 + 0.6 * lift)
        else:
            art.set_alpha(alpha)  # (never None: that would switch its own transparency off too)
            if solid:
                shape = (x, y, px, angle, depth)
                sides = self._bodies.get(shape)
                if sides is None:  # (a die lying still has the same body frame after frame)
                    if len(self._bodies) >= 2 * MAX_DICE:
                        self._bodies.clear()
                    sides = self._bodies[shape] = body(x, y, px, angle, depth)
                for tone, points in sides:
                    pygame.draw.polygon(surface, tone, points)
            else:
                y += (art.get_height() - art.get_width()) / 2   # (the body hangs below the face's centre)
        surface.blit(art, art.get_rect(center=(round(x), round(y))))

    def _face(self, value: int, px: int, zoom: float = 1.0) -> pygame.Surface:
        if zoom != 1:
            return self._art(("face", value, px, zoom),
                             lambda: pygame.transform.smoothscale_by(self._face(value, px), zoom))
        return self._art(("face", value, px), lambda: face_art(value, px))

    def _shadow(self, px: int, zoom: float = 1.0) -> pygame.Surface:
        if zoom != 1:
            return self._art(("shadow", px, zoom), lambda: pygame.transform.smoothscale_by(self._shadow(px), zoom))
        return self._art(("shadow", px), lambda: shadow_art(px))

    def felt_art(self, size) -> pygame.Surface:
        return self._art(("felt", tuple(size)), lambda: felt_art(size))

    def _art(self, key, make) -> pygame.Surface:
        if key not in self._cache:
            if len(self._cache) > 320:  # a long session of resizes: start afresh
                self._cache.clear()
            self._cache[key] = prepared(make())
        return self._cache[key]


def body(x: float, y: float, px: float, angle: float, depth: int) -> list[tuple[tuple, list]]:
    """A die's body under its face centred at (x, y), ``px`` wide, turned ``angle``
    degrees: the sides a player looking down at the table sees — the face's outline (an
    octagon: its corners are round) swept ``depth`` pixels down the screen — as three
    polygons, darkest (the whole depth) first, so the side is darker toward the felt."""
    h, c = px * 0.47, px * 0.16
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    outline = []
    for px_, py_ in ((h, h - c), (h - c, h), (c - h, h), (-h, h - c), (-h, c - h), (c - h, -h), (h - c, -h),
                     (h, c - h)):
        outline.append((x + px_ * ca + py_ * sa, y - px_ * sa + py_ * ca))
    # which corners of the face and of its swept copy make the outline does not depend on
    # how far it is swept (only the edges' directions do): found once, for the deepest
    swept = outline + [(px_, py_ + depth * 1.0) for px_, py_ in outline]
    corners = _hull_order(swept)
    out = [(SIDE_DARK, [swept[i] for i in corners])]
    for k, tone in ((0.66, mix(SIDE_DARK, SIDE_LIGHT, 0.5)), (0.33, SIDE_LIGHT)):
        dy = depth * k
        out.append((tone, [outline[i] if i < 8 else (outline[i - 8][0], outline[i - 8][1] + dy) for i in corners]))
    return out


def _hull(points: list) -> list:
    """The convex hull of ``points`` (Andrew's monotone chain)."""
    return [points[i] for i in _hull_order(points)]


def _hull_order(points: list) -> list[int]:
    """The indices of ``points`` on their convex hull, in the order Andrew's monotone
    chain gives them (from the lowest (x, y), collinear points left out)."""
    order = sorted(range(len(points)), key=points.__getitem__)

    def half(seq):
        chain: list[int] = []
        for i in seq:
            px_, py_ = points[i]
            while len(chain) >= 2:
                ax, ay = points[chain[-2]]
                bx, by = points[chain[-1]]
                if (bx - ax) * (py_ - ay) - (by - ay) * (px_ - ax) > 0:
                    break
                chain.pop()
            chain.append(i)
        return chain[:-1]
    return half(order) + half(reversed(order))


def with_body(face: pygame.Surface, depth: int) -> pygame.Surface:
    """``face`` (a die's top, turned) over its body: the face's outline pushed ``depth``
    pixels down the screen in the ivory's shade, darker toward the felt, a lit line along
    the top edge of the sides — the two sides a player looking down at the table sees."""
    w, h = face.get_size()
    out = pygame.Surface((w, h + depth), pygame.SRCALPHA)
    shade = face.copy()
    shade.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)   # its outline, black
    bands = 3   # three tones, each made once, pushed a pixel at a time
    layers = []
    for b in range(bands):
        layer = shade.copy()
        layer.fill((*mix(SIDE_DARK, SIDE_LIGHT, b / (bands - 1)), 0), special_flags=pygame.BLEND_RGBA_ADD)
        layers.append(layer)
    for i in range(depth, 0, -1):
        out.blit(layers[min(bands - 1, (depth - i) * bands // depth)], (0, i))
    out.blit(face, (0, 0))
    return out


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


def felt_inside(rect: pygame.Rect) -> pygame.Rect:
    """The felt the dice run on: ``rect`` less its walnut rim."""
    rim = max(4, min(rect.w, rect.h) // 22)
    return rect.inflate(-2 * rim, -2 * rim)


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


def felt_art(size) -> pygame.Surface:
    """A walnut-rimmed tray of deep violet felt with a brass line and a dark vignette."""
    w, h = size
    tray = pygame.Surface((w, h), pygame.SRCALPHA)
    felt = felt_inside(pygame.Rect(0, 0, w, h))
    radius = max(6, min(w, h) // 12)
    pygame.draw.rect(tray, RIM, tray.get_rect(), border_radius=radius)
    pygame.draw.rect(tray, RIM_LIGHT, tray.get_rect(), 1, border_radius=radius)
    steps = 14
    for i in range(steps):  # lighter toward the middle: a lamp hangs over the table
        t = i / (steps - 1)
        ring = felt.inflate(-int(felt.w * 0.5 * t), -int(felt.h * 0.6 * t))
        pygame.draw.rect(tray, mix(FELT_DARK, FELT, t ** 0.6), ring, border_radius=max(3, radius - 3))
    pygame.draw.rect(tray, (*P.ACCENT_DIM, 200), felt.inflate(2, 2), 1, border_radius=max(3, radius - 3))
    return tray
