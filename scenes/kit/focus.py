"""Keyboard focus that shows and holds: the ring round the focused control, and focus kept
by name when a screen rebuilds its widgets (a seat added, a choice made), so Tab, the
arrows and Enter carry on from where they were.

A ``WidgetGroup`` gives focus by keyboard (Tab, ↑ ↓) with ``focused`` set on the widget;
hover only lights a control. The ring is drawn only for the keyboard's focus.
"""

from __future__ import annotations

import pygame

from scenes.kit import palette as P


def draw_ring(surface, rect: pygame.Rect) -> None:
    """A candle-lit ring just outside ``rect``: where Enter will act."""
    ring = pygame.Rect(rect).inflate(8, 8)
    radius = max(4, ring.h // 5)
    pygame.draw.rect(surface, P.SHADOW, ring.inflate(2, 2), 1, border_radius=radius + 1)
    pygame.draw.rect(surface, P.CANDLE_HOT, ring, 2, border_radius=radius)


def focused_name(group) -> str | None:
    """The name of the widget the keyboard has focused (None: none, or only hovered)."""
    i = group.focus_index
    if i is None or i >= len(group.widgets) or not group.widgets[i].focused:
        return None
    return group.widgets[i].name


def restore_focus(group, name: str | None) -> None:
    """Give the keyboard's focus back to the widget called ``name`` after a rebuild; when it
    has gone or is disabled now, to the next enabled widget after where it stood."""
    if name is None:
        return
    names = [w.name for w in group.widgets]
    if name not in names:
        return
    at = names.index(name)
    order = list(range(at, len(names))) + list(range(at))
    target = next((i for i in order if group.widgets[i].enabled), None)
    focus(group, target)


def focus(group, index: int | None) -> None:
    """Put the keyboard's focus (with its ring) on ``group.widgets[index]``."""
    group.focus_index = index
    for i, widget in enumerate(group.widgets):
        widget.focused = i == index
