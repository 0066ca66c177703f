"""First-game hints (issue 20, point 2): a short note the first time something happens
to a person at the table — their first move, first room discovered, first card, first
roll, and the haunt. Each is shown once (remembered in the config folder's hints.json,
so a second game does not repeat them), stays until "Got it" or the next step, and "No
more hints" turns them off for good (Settings → Hints turns them on again).
"""

from __future__ import annotations

import json
import logging

from game.i18n import N_, _
import pygame

from game.atomic import write_atomic
from scenes.board.hud.buttons import fitted_button
from scenes.kit import palette as P
from scenes.kit.widgets import WidgetGroup, make_panel, render_wrapped

log = logging.getLogger(__name__)

HINTS = {
    "move": N_("Your turn: click a lit room to walk there; a dashed Explore square opens a new room. "
            "Each step costs one of your moves (the footprints)."),
    "discover": N_("A new room: turn it with R, the wheel or Rotate until its doorways meet yours, then "
                "click it (or Place)."),
    "card": N_("A card: items and omens stay in your hand at the left (hover to read them); an event "
            "is read and resolved at once."),
    "roll": N_("Dice show 0, 1 or 2 each. You can make a roll now: hover its button (or open the card "
            "that makes it) to see your chance before you choose."),
    "haunt": N_("The haunt has begun: one side against the other. Your goals are behind My goals; a "
             "trait that reaches the skull now means death."),
}


def _path():
    from game.paths import config_dir

    return config_dir() / "hints.json"


def load_seen() -> set[str]:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    return {str(k) for k in data} if isinstance(data, list) else set()


def save_seen(seen: set[str]) -> None:
    try:
        write_atomic(_path(), json.dumps(sorted(seen)))
    except OSError as exc:   # a read-only config folder: the hints simply come again
        log.warning("could not keep the hints seen: %s", exc)


def moments(events, view, people: set, placing: bool, targets: bool, can_roll: bool = False) -> list[str]:
    """The hints these events (the table's view of them) and this moment call for; the
    roll's hint comes when a person may choose a roll (``can_roll``), before it is made."""
    out = []
    for e in events:
        if e["t"] == "card_drawn" and e.get("seat") in people:
            out.append("card")
        elif e["t"] == "haunt_started" and people:
            out.append("haunt")
    if can_roll:
        out.append("roll")
    if placing:
        out.append("discover")
    elif targets:
        out.append("move")
    return out


def corner(board: pygame.Rect, size, margin: int, avoid: list) -> pygame.Rect:
    """A rect of ``size`` in a corner of ``board``: of the four, the first (top left, top
    right, bottom left, bottom right) over the least of ``avoid``'s area."""
    return _corners(board, size, margin, avoid)[1]


def _corners(board: pygame.Rect, size, margin: int, avoid: list) -> tuple[int, pygame.Rect]:
    """(the area of ``avoid`` it covers, the rect): ``corner``'s choice."""
    inner = board.inflate(-2 * margin, -2 * margin)
    spots = []
    for anchor in ("topleft", "topright", "bottomleft", "bottomright"):
        r = pygame.Rect((0, 0), size)
        setattr(r, anchor, getattr(inner, anchor))
        r = r.clamp(board)
        covered = sum(r.clip(a).w * r.clip(a).h for a in avoid)
        spots.append((covered, r))
    return min(spots, key=lambda s: s[0])   # min is stable: ties keep the earlier corner


class Hints:
    def __init__(self, app) -> None:
        self.app = app
        self.seen = load_seen()
        self.current: str | None = None
        self.widgets = WidgetGroup()
        self.image = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def on(self) -> bool:
        return bool(getattr(self.app.settings, "hints", True))

    def offer(self, keys, board: pygame.Rect, unit: float, avoid=(), aside: pygame.Rect | None = None) -> None:
        """Show the first of ``keys`` not seen yet (hints on), in a corner of ``board``
        (the house's area): the one over the fewest of ``avoid`` (the rooms drawn, the lit
        squares, the board's own notes, the Fit button, the prompt), so it hides nothing in
        the HUD and as little as can be. When every corner would cover something (a small
        board: UI scale 150% at 1280×720) it goes over ``aside`` (the chronicle: it
        waits under it; never over Last roll above it) rather than over the house."""
        if not self.on:
            self.current = None
            return
        for key in keys:
            if key not in self.seen and key in HINTS:
                self._show(key, board, unit, avoid, aside)
                return

    def _show(self, key: str, board: pygame.Rect, unit: float, avoid=(), aside=None) -> None:
        self.current = key
        self.seen.add(key)
        save_seen(self.seen)
        fonts, size, pad = self.app.fonts, max(13, int(unit * 2.3)), int(unit * 1.4)
        width = int(min(board.w * 0.4, unit * 44))
        bh = max(26, int(unit * 4))
        text = render_wrapped(fonts, "body", size, HINTS[key], width - 2 * pad, P.TEXT, 1.12)
        covered, self.rect = _corners(board, (width, pad * 3 + text.get_height() + bh), int(unit * 1.2), list(avoid))
        stacked = False
        if covered and aside is not None:
            # over the chronicle alone (never Last roll above it): its words smaller if
            # need be to fit there; if even the smallest do not, the board's corner after all
            # both buttons side by side if "No more hints" fits one whole (its letters as
            # small as a fitted button makes them), else one above the other
            half = (aside.w - 3 * pad) // 2 - max(16, int(bh * 0.9))
            whole = fonts.get("display", max(12, int(bh * 0.46 * 0.64))).size(_("No more hints"))[0] <= half
            fitted = False
            for stacked in ((False,) if whole else (True, False)):   # (stacked first, if need be cut)
                buttons = 2 * bh + pad if stacked else bh
                for small in range(size, max(12, int(unit * 1.2)) - 1, -1):
                    words = render_wrapped(fonts, "body", small, HINTS[key], aside.w - 2 * pad, P.TEXT, 1.12)
                    if pad * 3 + words.get_height() + buttons <= aside.h:
                        text, fitted = words, True
                        self.rect = pygame.Rect(0, 0, aside.w, pad * 3 + text.get_height() + buttons)
                        self.rect.bottomleft = aside.bottomleft
                        break
                if fitted:
                    break
            if not fitted:
                stacked = False
        # opaque: over the chronicle its lines must not show through the hint's words
        self.image = make_panel(self.rect.size, (18, 24, 36, 255), P.CANDLE, max(4, int(unit)), 1)
        self.image.blit(text, (pad, pad))
        self.widgets.clear()
        y = self.rect.bottom - pad - bh
        if stacked:   # "No more hints" above "Got it", each the plate's width
            bw = self.rect.w - 2 * pad
            spots = (pygame.Rect(self.rect.left + pad, y, bw, bh), pygame.Rect(self.rect.left + pad, y - pad - bh, bw, bh))
        else:
            bw = (self.rect.w - 3 * pad) // 2
            spots = (pygame.Rect(self.rect.right - pad - bw, y, bw, bh),
                     pygame.Rect(self.rect.right - 2 * (pad + bw), y, bw, bh))
        self.widgets.add(fitted_button("Got it", self.dismiss, spots[0], fonts, name="hint:ok"))
        self.widgets.add(fitted_button("No more hints", self.turn_off, spots[1], fonts, name="hint:off"))

    def dismiss(self) -> None:
        self.current = None

    def turn_off(self) -> None:
        self.current = None
        self.app.change_settings(hints=False)

    def handle(self, intent) -> bool:
        if self.current is None:
            return False
        return self.widgets.handle(intent)

    def draw(self, surface) -> None:
        if self.current is None or self.image is None:
            return
        surface.blit(self.image, self.rect)
        self.widgets.draw(surface)
