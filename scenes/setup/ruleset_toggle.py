"""The "which rules?" toggle at the top of the new-game screen: Classic or Legacy (free
play). Two joined buttons, the chosen one lit; picking the other swaps the setup scene
for that ruleset's own (classic: six two-sided character cards; legacy: five families),
as each setup module registered it (``register_setup``).

The seats' players (a person, or a bot and its level) go across; names and characters
do not (a classic seat names a player, a legacy seat a member of a family).
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _

from scenes.kit import palette as P
from scenes.kit.widgets import Button, make_panel

RULESETS = (("classic", N_("Classic")), ("legacy", N_("Legacy · free play")))


class Segment(Button):
    """A button that can be the selected one of a row: lit and not pressable."""

    def __init__(self, label, on_click, *, selected: bool, name: str) -> None:
        super().__init__(label, on_click, name=name)
        self.selected = selected

    def layout(self, rect, fonts) -> None:
        super().layout(rect, fonts)
        if self.selected:
            size = self.text_size   # (as Button fitted the label)
            box = make_panel(self.rect.size, (70, 46, 50, 240), P.CANDLE, max(3, self.rect.h // 6), 2)
            text = fonts.render(self.face, size, self.label, P.CANDLE_HOT)
            for state in ("normal", "hover", "pressed"):
                self._looks[state] = (box, text)

    def activate(self) -> None:
        if self.enabled and not self.selected:
            self.on_click()


def toggle_rect(size, unit: float, fonts=None) -> pygame.Rect:
    """The row's place at the top right: 54 units wide, or (with ``fonts``) wider to the
    left where a segment's words need it in the language in use (German's "Vermächtnis ·
    freies Spiel" ran out of its segment)."""
    w, _h = size
    height = max(32, int(unit * 5.6))
    width = int(unit * 54)
    if fonts is not None:
        width = max(width, 2 * max(_needs(fonts, label, height) for _name, label in RULESETS))
    return pygame.Rect(w - int(unit * 3) - width, int(unit * 3.2), width, height)


def _needs(fonts, label: str, h: int) -> int:
    """A segment's width for ``label`` whole at the size a button of height ``h`` sets it."""
    return fonts.get("display", max(12, int(h * 0.46))).size(_(label))[0] + max(16, int(h * 0.9))


def add_ruleset_toggle(scene, current: str) -> pygame.Rect:
    """Add the two segments to ``scene.widgets`` (named ``ruleset:classic`` and
    ``ruleset:legacy``); returns the row's rect (a caption may sit above it)."""
    rect = toggle_rect(scene.size, getattr(scene, "ui", scene.u), scene.app.fonts)   # (the UI scale's unit)
    half = rect.w // 2
    for i, (name, label) in enumerate(RULESETS):
        r = pygame.Rect(rect.left + i * half, rect.top, half if i == 0 else rect.w - half, rect.h)
        seg = Segment(label, (lambda n=name: switch_setup(scene, n)), selected=name == current,
                      name=f"ruleset:{name}")
        seg.layout(r, scene.app.fonts)
        scene.widgets.add(seg)
    return rect


def draw_caption(surface, scene, rect: pygame.Rect) -> None:
    u = getattr(scene, "ui", scene.u)
    cap = scene.app.fonts.render("italic", max(12, int(u * 2.3)), "Rules", P.TEXT_SOFT)
    surface.blit(cap, cap.get_rect(midright=(rect.left - int(u * 1.2), rect.centery)))


# ruleset -> make(app, seed, today, kinds): the setup scene for that ruleset. Each setup
# module registers its own (``register_setup``), so this module imports none of them and
# none of them imports another.
SETUPS: dict = {}


def register_setup(ruleset: str, make) -> None:
    SETUPS[ruleset] = make


def switch_setup(scene, ruleset: str) -> None:
    """Replace the setup scene with the other ruleset's, keeping who plays each seat."""
    from scenes.setup.seat_players import player_of

    kinds = [player_of(s) for s in scene.seats]
    scene.app.replace(SETUPS[ruleset](scene.app, scene.seed, getattr(scene, "today", None), kinds))
