"""Splitting damage: a − / + per trait, held to the splits the engine offered.

The pending "damage" question lists every allowed split as a dict trait -> steps. The
dialog starts empty; + is enabled only while some offered split still has room for one
more step there, and Confirm only when the chosen split is exactly one of the offers.
It shows each trait's value now and after, read from the explorer's printed track.
"""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game import vocabulary as words
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.hud.buttons import fitted_button
from scenes.board.dialogs.dialogs import Dialog
from scenes.kit.widgets import Button


class DamageSplit(Dialog):
    def __init__(self, ctx, pending, view, submit) -> None:
        super().__init__(ctx, pending, view, submit)
        self.options = [dict(o) for o in pending["options"]]
        self.traits = [t for t in S.TRAIT_ORDER if any(t in o for o in self.options)]
        self.split = {t: 0 for t in self.traits}
        self.total = sum(self.options[0].values()) if self.options else 0

    # -- the split ------------------------------------------------------------------------
    def _fits(self, split) -> bool:
        return any(all(split[t] <= o.get(t, 0) for t in self.traits) for o in self.options)

    def can_add(self, trait) -> bool:
        trial = dict(self.split)
        trial[trait] += 1
        return self._fits(trial)

    def chosen(self) -> dict | None:
        """The offered option equal to the current split, if any."""
        mine = {t: n for t, n in self.split.items() if n}
        for o in self.options:
            if {t: n for t, n in o.items() if n} == mine:
                return o
        return None

    def add(self, trait, step) -> None:
        if step > 0 and not self.can_add(trait):
            return
        self.split[trait] = max(0, self.split[trait] + step)
        self._refresh_buttons()

    def confirm(self) -> None:
        option = self.chosen()
        if option is not None:
            self.answer(option)

    # -- layout ---------------------------------------------------------------------------
    def choices(self):
        return [(_("Take the damage"), None)]

    def make_button(self, i, label, choice, rect):
        return fitted_button(label, self.confirm, rect, self.ctx.fonts, name="damage:confirm")

    def layout_extra(self, inner: int, unit: float) -> int:
        self.row_h = max(30, int(unit * 5.4))
        self.unit = unit
        self.inner_w = inner
        return len(self.traits) * self.row_h + int(unit * 4.5)

    def layout(self, board, unit) -> None:
        super().layout(board, unit)
        confirm = self.widgets.widgets[0]
        self.widgets.clear()
        self.steppers: dict[tuple[str, int], Button] = {}
        bw = int(self.row_h * 1.1)
        x_minus = self.rect.left + self.pad + int(self.inner_w * 0.46)
        for i, trait in enumerate(self.traits):
            y = self.extra_top + i * self.row_h
            for step, x in ((-1, x_minus), (1, x_minus + bw * 2 + int(unit))):
                b = Button("−" if step < 0 else "+", (lambda t=trait, s=step: self.add(t, s)),
                           name=f"damage:{trait}:{'minus' if step < 0 else 'plus'}", face="serif")
                b.layout(pygame.Rect(x, y + 3, bw, self.row_h - 6), self.ctx.fonts)
                self.widgets.add(b)
                self.steppers[(trait, step)] = b
        self.count_x = x_minus + bw + bw // 2 + int(unit) // 2
        self.after_x = x_minus + bw * 3 + int(unit * 3)
        self.widgets.add(confirm)
        self.confirm_button = confirm
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        for (trait, step), b in self.steppers.items():
            b.enabled = self.split[trait] > 0 if step < 0 else self.can_add(trait)
        self.confirm_button.enabled = self.chosen() is not None

    # -- drawing --------------------------------------------------------------------------
    def draw_extra(self, surface) -> None:
        fonts, unit = self.ctx.fonts, self.unit
        player = self.view["players"][self.seat]
        explorer = self.ctx.pack.explorers[player["explorer"]]
        size = max(14, int(unit * 2.9))   # (FontBook.render: figures that read as figures)
        for i, trait in enumerate(self.traits):
            cy = self.extra_top + i * self.row_h + self.row_h // 2
            index = player["traits"][trait]
            now = _value(explorer, trait, index)
            label = fonts.render("serif", size, f"{words.trait(trait)}  {now}", S.TRAIT_RGB[trait])
            surface.blit(label, label.get_rect(midleft=(self.rect.left + self.pad, cy)))
            n = fonts.render("serif", size, str(self.split[trait]), P.CANDLE_HOT if self.split[trait] else P.TEXT_MUTED)
            surface.blit(n, n.get_rect(center=(self.count_x, cy)))
            if self.split[trait]:
                after = _value(explorer, trait, index - self.split[trait])
                text = fonts.render("serif", size, f"→ {after}", P.TEXT)
                surface.blit(text, text.get_rect(midleft=(self.after_x, cy)))
        left = self.total - sum(self.split.values())
        msg = (ngettext("{n} more step to place", "{n} more steps to place", left).format(n=left) if left > 0
               else (_("Ready.") if self.chosen() else _("That split is not allowed.")))
        note = fonts.render("italic", max(12, int(unit * 2.4)), msg, P.ACCENT if left else P.TEXT_SOFT)
        y = self.extra_top + len(self.traits) * self.row_h + int(unit * 0.8)
        surface.blit(note, (self.rect.left + self.pad, y))


def _value(explorer, trait, index) -> str:
    if index < 0:
        return "skull"
    return str(explorer.tracks[trait][min(7, index)])
