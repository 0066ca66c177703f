"""What a person asked for, in the game's terms: the only input scenes ever see.

Raw pygame events are turned into these small immutable objects once, at the top of
the loop (``IntentReader.read``). Scenes and widgets never look at pygame events, so
tests drive them by handing over intents directly, and later a replay or a bot
could do the same.
"""

from __future__ import annotations

from dataclasses import dataclass

Point = tuple[int, int]

# A press that moves further than this before release is a drag, not a click.
CLICK_SLOP = 6


@dataclass(frozen=True)
class Press:
    """A mouse button went down (widgets show their pressed state)."""

    pos: Point
    button: int = 1


@dataclass(frozen=True)
class Release:
    """A mouse button came up, wherever the pointer is."""

    pos: Point
    button: int = 1


@dataclass(frozen=True)
class Click:
    """A press and release in (nearly) the same place: the thing that activates."""

    pos: Point
    button: int = 1


@dataclass(frozen=True)
class Hover:
    """The pointer moved with no button held."""

    pos: Point


@dataclass(frozen=True)
class Drag:
    """The pointer moved with a button held; ``start`` is where the press began."""

    pos: Point
    rel: Point
    start: Point
    button: int = 1


@dataclass(frozen=True)
class Wheel:
    """Scroll; positive ``dy`` means away from the user (scroll up)."""

    dy: int
    pos: Point = (0, 0)


@dataclass(frozen=True)
class Key:
    """A key went down; ``name`` is pygame's lower-case key name ("return", "f11")."""

    name: str
    shift: bool = False
    ctrl: bool = False


@dataclass(frozen=True)
class Text:
    """Characters typed (a text field takes them; SDL's text input, so any keyboard
    layout and dead keys give the right letters)."""

    text: str


@dataclass(frozen=True)
class Resize:
    """The drawing area changed size (window resized or fullscreen toggled)."""

    size: Point


@dataclass(frozen=True)
class Quit:
    """The window was closed or the player asked to leave."""


Intent = Press | Release | Click | Hover | Drag | Wheel | Key | Text | Resize | Quit

_MOUSE_BUTTONS = (1, 2, 3)


class IntentReader:
    """Turns pygame events into intents; remembers presses to tell clicks from drags."""

    def __init__(self) -> None:
        self._pressed_at: dict[int, Point] = {}

    def read(self, events) -> list[Intent]:
        intents: list[Intent] = []
        for event in events:
            intents.extend(self._translate(event))
        return intents

    def _translate(self, event) -> list[Intent]:
        import pygame

        kind = event.type
        if kind == pygame.QUIT:
            return [Quit()]
        if kind == pygame.MOUSEBUTTONDOWN and event.button in _MOUSE_BUTTONS:
            pos = tuple(event.pos)
            self._pressed_at[event.button] = pos
            return [Press(pos, event.button)]
        if kind == pygame.MOUSEBUTTONUP and event.button in _MOUSE_BUTTONS:
            pos = tuple(event.pos)
            start = self._pressed_at.pop(event.button, None)
            out: list[Intent] = [Release(pos, event.button)]
            if start is not None and _near(start, pos):
                out.append(Click(pos, event.button))
            return out
        if kind == pygame.MOUSEMOTION:
            pos = tuple(event.pos)
            for button, start in self._pressed_at.items():
                return [Drag(pos, tuple(event.rel), start, button)]
            return [Hover(pos)]
        if kind == pygame.MOUSEWHEEL:
            return [Wheel(int(event.y), tuple(pygame.mouse.get_pos()))]
        if kind == pygame.KEYDOWN:
            mods = event.mod
            return [Key(pygame.key.name(event.key), bool(mods & pygame.KMOD_SHIFT),
                        bool(mods & pygame.KMOD_CTRL))]
        if kind == pygame.TEXTINPUT:
            return [Text(event.text)]
        if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                return [Resize(surface.get_size())]
        return []


def _near(a: Point, b: Point) -> bool:
    return abs(a[0] - b[0]) <= CLICK_SLOP and abs(a[1] - b[1]) <= CLICK_SLOP
