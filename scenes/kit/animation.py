"""Time-based helpers for the presenter's animations: easing curves, tweens, phases.

Everything here advances by an explicit ``dt`` (seconds already scaled by the player's
animation speed), never by reading a clock, so a test can step an animation to any
moment and ``finish()`` jumps straight to its end. No pygame state is touched except
in the rectangle and surface helpers at the bottom.
"""

from __future__ import annotations

import math

MAX_DT = 0.1  # longest step an animation takes at once: a stall never makes it leap


def clamp01(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def mix(a, b, t: float) -> tuple:
    """Colours (or any tuples) blended: t=0 gives ``a``, t=1 gives ``b``."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


# -- easing: t in [0, 1] -> [0, 1] ----------------------------------------------------

def linear(t: float) -> float:
    return clamp01(t)


def ease_out_cubic(t: float) -> float:
    t = clamp01(t)
    return 1 - (1 - t) ** 3


def ease_in_cubic(t: float) -> float:
    return clamp01(t) ** 3


def ease_in_out_cubic(t: float) -> float:
    t = clamp01(t)
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * clamp01(t)) - 1) / 2


def ease_out_back(t: float, overshoot: float = 1.70158) -> float:
    """Runs a little past the end and settles back: a thing set down with a bump."""
    t = clamp01(t) - 1
    return 1 + (overshoot + 1) * t ** 3 + overshoot * t ** 2


def bounce_height(t: float, bounces: int = 2, damping: float = 0.38) -> float:
    """Height of something dropped from 1 onto the table, bouncing ``bounces`` times
    with ever smaller hops, for t in [0, 1]; 0 from the last landing on."""
    t = clamp01(t)
    # the fall takes one unit of time, each hop 2*sqrt(h) units for a hop of height h
    spans = [1.0] + [2 * math.sqrt(damping ** (i + 1)) for i in range(bounces)]
    t *= sum(spans)
    if t < spans[0]:
        return 1 - t * t
    t -= spans[0]
    for i, span in enumerate(spans[1:]):
        if t < span:
            half = span / 2
            return damping ** (i + 1) - (t - half) ** 2
        t -= span
    return 0.0


# -- tweens and phases ----------------------------------------------------------------

class Tween:
    """A value going from 0 to 1 over ``duration`` seconds along an easing curve."""

    def __init__(self, duration: float, easing=linear) -> None:
        self.duration = max(0.0, float(duration))
        self.easing = easing
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else clamp01(self.elapsed / self.duration)

    @property
    def value(self) -> float:
        return self.easing(self.progress)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> float:
        """Advance; returns the time left over once the tween has finished."""
        self.elapsed += max(0.0, dt)
        spill = self.elapsed - self.duration
        return spill if spill > 0 else 0.0

    def finish(self) -> None:
        self.elapsed = self.duration


class Phases:
    """Named stretches of time one after another: ``[("flip", 0.5), ("read", 2.0)]``.

    ``name`` is the phase now running (None once all are over) and ``t`` how far
    through it we are, 0..1. Time left over at the end of one phase flows on into the
    next, so a long step never loses time.
    """

    def __init__(self, steps) -> None:
        self.steps = [(name, max(0.0, float(length))) for name, length in steps]
        self.index = 0
        self.elapsed = 0.0
        self._skip_empty()

    def _skip_empty(self) -> None:
        while self.index < len(self.steps) and self.elapsed >= self.steps[self.index][1]:
            self.elapsed -= self.steps[self.index][1]
            self.index += 1
        if self.index >= len(self.steps):
            self.elapsed = 0.0

    @property
    def name(self) -> str | None:
        return self.steps[self.index][0] if self.index < len(self.steps) else None

    @property
    def t(self) -> float:
        if self.index >= len(self.steps):
            return 1.0
        length = self.steps[self.index][1]
        return 1.0 if length <= 0 else clamp01(self.elapsed / length)

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def update(self, dt: float) -> None:
        if not self.done:
            self.elapsed += max(0.0, dt)
            self._skip_empty()

    def jump_to(self, name: str) -> None:
        """Start the named phase now (the ones before it count as over)."""
        for i, (step, _) in enumerate(self.steps):
            if step == name:
                self.index, self.elapsed = i, 0.0
                return

    def finish(self) -> None:
        self.index, self.elapsed = len(self.steps), 0.0


def scaled_dt(dt: float, speed: float) -> float:
    """A frame's time, clamped, then sped up or slowed by the animation-speed setting."""
    return min(max(0.0, dt), MAX_DT) * max(0.05, float(speed))


def speed_of(app) -> float:
    """The player's animation speed (settings: 0.5 slow .. 3.0 fast); 1.0 if unknown."""
    settings = getattr(app, "settings", None)
    try:
        return float(getattr(settings, "animation_speed", 1.0))
    except (TypeError, ValueError):
        return 1.0


# -- rectangles -----------------------------------------------------------------------

def lerp_rect(a, b, t: float):
    """The rectangle ``t`` of the way from ``a`` to ``b`` (centre and size blend)."""
    import pygame

    w, h = lerp(a.w, b.w, t), lerp(a.h, b.h, t)
    rect = pygame.Rect(0, 0, max(1, round(w)), max(1, round(h)))
    rect.center = (round(lerp(a.centerx, b.centerx, t)), round(lerp(a.centery, b.centery, t)))
    return rect


def fit_rect(size, box, scale: float = 1.0):
    """The largest rectangle of aspect ``size`` fitting ``box`` (times ``scale``), centred."""
    import pygame

    w, h = size
    k = min(box.w / max(1, w), box.h / max(1, h)) * scale
    rect = pygame.Rect(0, 0, max(1, int(w * k)), max(1, int(h * k)))
    rect.center = box.center
    return rect


def around(rect, hole) -> list:
    """``rect`` less ``hole``: up to four rects (above, below, left and right of it)."""
    import pygame

    hole = hole.clip(rect) if hole is not None else None
    if not hole:
        return [rect]
    parts = (pygame.Rect(rect.x, rect.y, rect.w, hole.y - rect.y),
             pygame.Rect(rect.x, hole.bottom, rect.w, rect.bottom - hole.bottom),
             pygame.Rect(rect.x, hole.y, hole.x - rect.x, hole.h),
             pygame.Rect(hole.right, hole.y, rect.right - hole.right, hole.h))
    return [p for p in parts if p.w > 0 and p.h > 0]


def blit_around(surface, art, pos, hole) -> None:
    """``surface.blit(art, pos)`` except inside ``hole`` (something opaque will cover it):
    the same pixels, fewer of them blended."""
    import pygame

    x, y = pos[0], pos[1]
    for part in around(pygame.Rect((x, y), art.get_size()), hole):
        surface.blit(art, part, part.move(-x, -y))


def outside(rect, holes) -> list:
    """``rect`` less every one of ``holes`` (rects, or None): the parts left, as rects."""
    parts = [rect]
    for hole in holes:
        if hole:
            parts = [piece for part in parts for piece in around(part, hole)]
    return parts


def blit_outside(surface, art, pos, holes) -> None:
    """``blit_around`` with any number of holes (each something opaque drawn later)."""
    import pygame

    x, y = pos[0], pos[1]
    for part in outside(pygame.Rect((x, y), art.get_size()), holes):
        surface.blit(art, part, part.move(-x, -y))


def prepared(surface, alpha: bool = True):
    """``convert``/``convert_alpha`` for fast blits, when a display mode exists (a bare
    test without one keeps the surface as it is)."""
    import pygame

    try:
        return surface.convert_alpha() if alpha else surface.convert()
    except pygame.error:
        return surface


def shrink_to(surface, width: int):
    """``surface`` scaled down to ``width`` if it is wider (a caption that must fit)."""
    import pygame

    if surface.get_width() <= width:
        return surface
    return pygame.transform.smoothscale_by(surface, max(0.05, width / surface.get_width()))


def soft_pool(size, colour, rings: int = 16):
    """A soft dark (or coloured) pool: deepest in the middle, gone at the edges."""
    import pygame

    w, h = size
    small = pygame.Surface((max(2, w // 4), max(2, h // 4)), pygame.SRCALPHA)
    sw, sh = small.get_size()
    for i in range(rings):
        t = i / max(1, rings - 1)
        ring = pygame.Rect(0, 0, int(sw * (1 - 0.7 * t)), int(sh * (1 - 0.7 * t)))
        ring.center = (sw // 2, sh // 2)
        pygame.draw.ellipse(small, (*colour[:3], int(24 + 120 * t)), ring)
    return prepared(pygame.transform.smoothscale(small, (w, h)))
