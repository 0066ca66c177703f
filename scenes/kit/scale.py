"""The UI scale (Settings → Accessibility, 80-150%): the size of the interface's unit.

Every layout measures its controls, text and gaps in units of ``unit_of(h)`` — 1% of
the window's height times the UI scale — and takes the room it lays them out in from
the window itself. So at 150% a button, a heading or a row of text is half as large
again on screen, drawn sharp at the window's own resolution, and there is less room
around it (the board gets a smaller share; a long menu tightens or scrolls); at 80%
everything is smaller and there is more room. The App sets the scale from the settings
before any scene lays out.
"""

from __future__ import annotations

_scale = 1.0


def set_ui_scale(scale: float) -> None:
    global _scale
    _scale = max(0.5, min(2.0, float(scale)))


def ui_scale() -> float:
    return _scale


def unit_of(h: float) -> float:
    """The layout unit for a window ``h`` pixels high: h / 100 times the UI scale."""
    return h / 100 * _scale


def scaled_h(h: float) -> float:
    """The height a proportional size is taken of: ``int(scaled_h(h) * 0.07)`` is the
    heading that was ``int(h * 0.07)`` at 100%."""
    return h * _scale
