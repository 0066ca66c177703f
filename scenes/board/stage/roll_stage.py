"""A roll at centre stage: the dice thrown in the middle of the table, over the board.

The board dims under a soft veil and a panel rises in its middle: a title saying whose
roll it is and what it needs ("Cora — Speed roll, needs 3+"), the felt with the physics
dice (``scenes.board.stage.dice``), and once they rest the total and what it means. An attack
is one throw of two hands: attacker and defender roll side by side, each on their own
felt under their name, each total under their dice, and across the foot who takes how
much. The result holds a moment, the panel fades and the board is clear again: a roll
never stays up into the next thing that happens.

::

    stage = RollStage(fonts)
    stage.throw(roll, board_rect)     # a records.Roll; the felts are sized to the board
    stage.update(dt)                  # fixed steps; ``landed`` once every die rests
    stage.draw(surface, board_rect)
    stage.skip()                      # at once: the dice rest, the stage clears
"""

from __future__ import annotations

import pygame

from game.i18n import _

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.kit.animation import ease_out_cubic, mix, outside, prepared, shrink_to
from scenes.board.stage.dice import TONES, DiceTray, felt_inside
from scenes.board.records import Roll

HOLD = 1.35          # seconds the result of one roll stays up once the dice rest
HOLD_COMBAT = 2.2    # an attack's: two totals and who takes what, to be read
APPEAR, FADE = 0.16, 0.2   # the veil deepening; the panel fading away
RESULT_IN = 0.3      # the total fading in as the dice come to rest
VEIL = (92, 88, 112)       # the board under a roll: each pixel times this/255 (darker, a little cooler)
PANEL_FILL = (17, 13, 30)
KEY = (255, 0, 254)        # the panel's rounded corners: not drawn


def stage_plan(board: pygame.Rect, sides: int) -> dict:
    """Where everything of a roll goes over ``board``: the panel, its title and subtitle,
    each side's name, felt and total, and the outcome line (an attack's); with ``unit``,
    the measure the sizes were made from (about 1% of the window's height)."""
    u = max(5.0, board.h / 78)
    pad, title_h, sub_h = int(u * 1.8), int(u * 5.0), int(u * 3.0)
    two = sides >= 2
    name_h = int(u * 3.6) if two else 0
    total_h = int(u * 6.4)
    outcome_h = int(u * 4.4) if two else 0
    if two:
        w = int(min(board.w * 0.94, board.h * 1.5))
        felt_w = (w - 3 * pad) // 2
    else:
        w = int(min(board.w * 0.8, board.h * 1.1))
        felt_w = w - 2 * pad
    fixed = 2 * pad + title_h + sub_h + name_h + total_h + outcome_h
    felt_h = int(max(u * 8, min(board.h * 0.96 - fixed, board.h * 0.36, felt_w * (0.62 if two else 0.4))))
    panel = pygame.Rect(0, 0, w, fixed + felt_h)
    panel.center = board.center
    y = panel.top + pad
    title = pygame.Rect(panel.left + pad, y, w - 2 * pad, title_h)
    sub = pygame.Rect(title.left, title.bottom, title.w, sub_h)
    y = sub.bottom
    names, felts, totals = [], [], []
    for i in range(2 if two else 1):
        x = panel.left + pad + i * (felt_w + pad)
        names.append(pygame.Rect(x, y, felt_w, name_h))
        felts.append(pygame.Rect(x, y + name_h, felt_w, felt_h))
        totals.append(pygame.Rect(x, y + name_h + felt_h, felt_w, total_h))
    outcome = pygame.Rect(panel.left + pad, totals[0].bottom, w - 2 * pad, outcome_h)
    return {"unit": u, "panel": panel, "title": title, "subtitle": sub, "names": names, "felts": felts,
            "totals": totals, "outcome": outcome}


class RollStage:
    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.roll: Roll | None = None
        self.trays: list[DiceTray] = []
        self.state = "idle"          # idle | rolling | holding | fading
        self.clock = 0.0             # since the throw
        self.since = 0.0             # since the dice rested (holding), or since the fade began
        self._dice_art: dict = {}    # faces, shadows, felts: shared by both trays, kept between rolls
        self._art: dict = {}         # this roll's panel and words: let go as it clears

    # -- what the presenter asks for ------------------------------------------------------
    def throw(self, roll: Roll, board: pygame.Rect) -> None:
        """Throw ``roll``'s dice (each side's) on felts sized for ``board``."""
        self._art = {}
        self.roll = roll
        plan = stage_plan(board, len(roll.sides))
        self.trays = []
        for side, felt in zip(roll.sides, plan["felts"]):
            tray = DiceTray(self.fonts, self._dice_art)
            tray.throw(side.dice, seed=side.seed, arena=felt_inside(felt).size)
            self.trays.append(tray)
        self.state, self.clock, self.since = "rolling", 0.0, 0.0

    @property
    def busy(self) -> bool:
        """A roll is up (tumbling, its result held, or fading away)."""
        return self.state != "idle"

    def settle(self) -> None:
        """Reduced motion: every die of the throw lies where it comes to rest, at once;
        the result is still held for its moment."""
        for tray in self.trays:
            tray.settle()

    @property
    def rolling(self) -> bool:
        return self.state == "rolling"

    @property
    def landed(self) -> bool:
        """Every die of the roll on screen has come to rest."""
        return self.state in ("holding", "fading")

    @property
    def faces(self) -> list[list[int]]:
        return [tray.faces for tray in self.trays]

    def update(self, dt: float) -> None:
        if self.state == "idle":
            return
        self.clock += dt
        for tray in self.trays:
            tray.update(dt)
        if self.state == "rolling":
            if all(tray.at_rest for tray in self.trays):
                self.state, self.since = "holding", 0.0
            return
        self.since += dt
        if self.state == "holding" and self.since >= self.hold:
            self.state, self.since = "fading", 0.0
        elif self.state == "fading" and self.since >= FADE:
            self.clear()

    @property
    def hold(self) -> float:
        return HOLD_COMBAT if self.roll is not None and self.roll.combat else HOLD

    def skip(self) -> None:
        """Over at once: the dice come to rest where watching would have left them, and
        the stage clears."""
        for tray in self.trays:
            tray.skip()
        self.clear()

    def clear(self) -> None:
        self.state, self.roll = "idle", None
        self.trays = []
        self._art = {}

    # -- drawing ------------------------------------------------------------------------
    @property
    def alpha(self) -> float:
        """How far the panel is up: 1 but while it fades away (it comes up at once, the
        dice dropping onto its felt; the veil under it deepens for ``APPEAR``)."""
        if self.state == "fading":
            return max(0.0, 1 - ease_out_cubic(self.since / FADE))
        return 1.0 if self.state != "idle" else 0.0

    @property
    def veil(self) -> float:
        """How dark the veil over the board is, 0..1."""
        return min(self.alpha, ease_out_cubic(self.clock / APPEAR))

    def draw(self, surface: pygame.Surface, board: pygame.Rect | None) -> None:
        if self.state == "idle" or self.roll is None or board is None:
            return
        plan = stage_plan(board, len(self.roll.sides))
        alpha = self.alpha
        # the veil: the board darkened by multiplying (cheap: no per-pixel alpha), not
        # where the panel, while opaque, covers it (its rounded corners aside)
        factor = tuple(int(255 - (255 - c) * self.veil) for c in VEIL)
        for part in outside(board, self.covers(board)):
            surface.fill(factor, part, special_flags=pygame.BLEND_RGB_MULT)
        self._draw_panel(surface, plan, alpha)

    def covers(self, board: pygame.Rect | None) -> list[pygame.Rect]:
        """Where this frame's roll will lay down opaque pixels over the board (the panel
        while it is fully up, its rounded corners' rows left out): what is drawn under it
        this frame need not be drawn there."""
        if self.state == "idle" or self.roll is None or board is None or self.alpha < 1:
            return []
        plan = stage_plan(board, len(self.roll.sides))
        return [plan["panel"].inflate(0, -2 * self._radius(plan))]

    def _draw_panel(self, surface, plan: dict, alpha: float) -> None:
        """The panel, the dice on its felts and, once they rest, the words that came of
        them; fading, each laid down fainter (no buffer: a surface's own alpha)."""
        a = int(255 * alpha)
        keyed_art, soft = self._panel(plan)
        if a < 255:  # (its own alpha on the keyed copy would make it encode itself anew, each frame)
            soft.set_alpha(a)
            surface.blit(soft, plan["panel"])
        else:
            surface.blit(keyed_art, plan["panel"])  # the felts are painted on it
        for tray, felt in zip(self.trays, plan["felts"]):
            tray.draw(surface, felt, felt=False, alpha=a)
        if not self.landed:
            return
        t = 1.0 if self.state == "fading" else min(1.0, self.since / RESULT_IN)
        for art, rect in self._results(plan):
            art.set_alpha(int(a * ease_out_cubic(t)))
            surface.blit(art, art.get_rect(center=rect.center))

    # -- the art ----------------------------------------------------------------------------
    @staticmethod
    def _radius(plan) -> int:
        return max(6, int(plan["unit"] * 1.2))

    def _panel(self, plan) -> tuple[pygame.Surface, pygame.Surface]:
        """The panel with what is there from the start: the title, the subtitle, the
        sides' names and their empty felts. Made once per roll and size, twice: opaque
        but for its corners (a colour key), laid down as fast as a plain copy; and with
        alpha, for the moment it fades."""
        panel = plan["panel"]
        key = ("panel", panel.size)
        if key in self._art:
            return self._art[key]
        roll, u = self.roll, plan["unit"]
        art = pygame.Surface(panel.size, pygame.SRCALPHA)
        radius = self._radius(plan)
        pygame.draw.rect(art, PANEL_FILL, art.get_rect(), border_radius=radius)
        pygame.draw.rect(art, P.ACCENT_DIM, art.get_rect(), 2, border_radius=radius)
        ox, oy = -panel.x, -panel.y
        for tray, felt in zip(self.trays, plan["felts"]):
            art.blit(tray.felt_art(felt.size), felt.move(ox, oy))
        title = self.fonts.render("display", max(15, int(plan["title"].h * 0.66)), roll.title, P.TEXT)
        title = shrink_to(title, plan["title"].w)
        art.blit(title, title.get_rect(center=plan["title"].move(ox, oy).center))
        if roll.subtitle:
            sub = self.fonts.render("italic", max(12, int(plan["subtitle"].h * 0.7)), roll.subtitle, P.TEXT_SOFT)
            sub = shrink_to(sub, plan["subtitle"].w)
            art.blit(sub, sub.get_rect(midtop=plan["subtitle"].move(ox, oy).midtop))
        for side, rect in zip(roll.sides, plan["names"]):
            if rect.h <= 0:
                continue
            rect = rect.move(ox, oy)
            size = max(13, int(rect.h * 0.62))
            name = self.fonts.render("display", size, side.who, S.explorer_rgb(side.colour or P.TEXT))
            role = self.fonts.render("italic", size, " " + _(side.role) if side.role else "", P.TEXT_SOFT)
            both = pygame.Surface((name.get_width() + role.get_width(), max(name.get_height(), role.get_height())),
                                  pygame.SRCALPHA)
            both.blit(name, (0, 0))
            both.blit(role, (name.get_width(), both.get_height() - role.get_height()))
            both = shrink_to(both, rect.w)
            art.blit(both, both.get_rect(midbottom=(rect.centerx, rect.bottom - int(u * 0.4))))
        self._art[key] = both = (keyed(art), prepared(art))
        return both

    def _results(self, plan) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The words that come once the dice rest: each side's total, and what the roll
        came to (one roll: on the same line as its total)."""
        key = ("results", plan["panel"].size)
        if key in self._art:
            return self._art[key]
        roll, out = self.roll, []
        tone = TONES.get(roll.tone, P.CANDLE_HOT)
        if not roll.combat:
            side, rect = roll.sides[0], plan["totals"][0]
            art = self.fonts.render("display", max(16, int(rect.h * 0.6)), result_line(roll), tone)
            out.append((prepared(shrink_to(art, rect.w)), rect))
        else:
            for i, (side, rect) in enumerate(zip(roll.sides, plan["totals"])):
                ink = P.TEXT if roll.winner is None else P.CANDLE_HOT if roll.winner == i else P.TEXT_MUTED
                art = self.fonts.render("display", max(18, int(rect.h * 0.72)), str(side.total), ink)
                out.append((prepared(art), rect))
            rect = plan["outcome"]
            if roll.outcome:
                art = self.fonts.render("display", max(14, int(rect.h * 0.6)), roll.outcome, mix(P.TEXT, tone, 0.6))
                out.append((prepared(shrink_to(art, rect.w)), rect))
        self._art[key] = out
        return out


def result_line(roll) -> str:
    """One roll's line once the dice rest: its total and what it came to."""
    total = roll.sides[0].total
    if roll.outcome:
        return _("Total {total} — {outcome}").format(total=total, outcome=roll.outcome)
    return _("Total {total}").format(total=total)


def keyed(art: pygame.Surface) -> pygame.Surface:
    """``art`` (opaque where it is drawn at all) as a plain surface whose undrawn pixels
    are a colour key: no alpha to blend."""
    flat = pygame.Surface(art.get_size())
    flat.fill(KEY)
    flat.blit(art, (0, 0))
    flat.set_colorkey(KEY, pygame.RLEACCEL)  # encoded once, on its first blit
    return prepared(flat, alpha=False)
