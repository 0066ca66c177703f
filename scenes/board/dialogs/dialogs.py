"""Dialogs for the engine's pending questions: yes/no, pay, choose, gain, lose an item.

Which dialog answers which kind of question is ``scenes.board.dialogs.dialog_kinds``'s (it imports
this module, the damage split's and legacy's; none of them imports it back).
A dialog is built from the pending question alone — its prompt and its options — and
each button answers with one of those options, so the UI can never offer a choice the
engine did not. The damage split has its own module. Moving to a room of your choice
and placing a tile are answered on the board; they get a ``PromptBar`` instead.
"""

from __future__ import annotations

import pygame

from game.commands import cmd
from game.i18n import _
from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button, width_for
from scenes.kit.intents import Click, Hover, Key, Press, Release
from scenes.kit.widgets import WidgetGroup, make_panel, render_wrapped
from scenes.kit.plate import Plate

CHOICE_KEYS = {str(i): i - 1 for i in range(1, 10)}


class Dialog:
    """A framed panel at the foot of the board: who is asked, the card being read,
    the prompt, and a row (or column) of answer buttons."""

    def __init__(self, ctx, pending: dict, view: dict, submit) -> None:
        self.ctx = ctx  # pack, fonts, faces
        self.pending = pending
        self.view = view
        self.submit = submit
        self.widgets = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def seat(self) -> int:
        return self.pending["seat"]

    def answer(self, choice) -> None:
        self.submit(cmd("answer", self.seat, choice=choice))

    # subclasses: the (label, choice) pairs, and whether they stack vertically
    def choices(self) -> list[tuple[str, object]]:
        return [(str(o), o) for o in self.pending["options"]]

    vertical = False

    def layout(self, board: pygame.Rect, unit: float) -> None:
        fonts = self.ctx.fonts
        width = min(board.w - int(unit * 4), int(unit * 78))
        pad = int(unit * 2)
        inner = width - 2 * pad
        self.blocks = []
        who = self.view["players"][self.seat]["name"]
        self.blocks.append(fonts.render("italic", max(12, int(unit * 2.3)),
                                        _("A question for {name}").format(name=who), P.ACCENT))
        reading = self.view.get("reading")
        if reading:
            card = self.ctx.pack.cards[reading]
            self.blocks.append(render_wrapped(fonts, "serif", max(15, int(unit * 3)), card.name, inner, P.TEXT))
            self.blocks.append(render_wrapped(fonts, "body", max(13, int(unit * 2.35)), card.text, inner,
                                              P.TEXT_SOFT, 1.12))
        self.blocks.append(render_wrapped(fonts, "serif", max(15, int(unit * 3)), self.pending["prompt"],
                                          inner, P.TEXT, 1.1))
        extra_h = self.layout_extra(inner, unit)
        pairs = self.choices()
        bh, gap = max(32, int(unit * 5.6)), max(6, int(unit))
        per_row = 1 if self.vertical else min(len(pairs), 3)
        side_by_side = (inner - (per_row - 1) * gap) // per_row
        if per_row > 1 and any(width_for(label, bh, fonts) > side_by_side for label, _c in pairs):
            per_row = 1   # a label too long to stand beside the others whole (German): one a row
        rows = (len(pairs) + per_row - 1) // per_row
        self.block_gap = int(unit * 0.8)
        text_h = sum(b.get_height() + self.block_gap for b in self.blocks)
        height = pad + text_h + extra_h + rows * (bh + gap) - gap + pad
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.midbottom = (board.centerx, board.bottom - int(unit * 2))
        avoid = getattr(self, "avoid", None)   # the board's Fit button (the table's): the question stands above it
        if avoid is not None and self.rect.colliderect(avoid):
            self.rect.bottom = avoid.top - int(unit)
        if self.rect.top < board.top:
            self.rect.top = board.top
        self.panel = make_panel(self.rect.size, P.PANEL_FILL, P.ACCENT_DIM, max(4, int(unit)), 2)
        self.extra_top = self.rect.top + pad + text_h
        self.widgets.clear()
        top = self.extra_top + extra_h
        bw = (inner - (per_row - 1) * gap) // per_row
        for i, (label, choice) in enumerate(pairs):
            row, col = divmod(i, per_row)
            r = pygame.Rect(self.rect.left + pad + col * (bw + gap), top + row * (bh + gap), bw, bh)
            self.widgets.add(self.make_button(i, label, choice, r))
        self.pad = pad

    def make_button(self, i, label, choice, rect):
        return fitted_button(label, (lambda c=choice: self.answer(c)), rect, self.ctx.fonts, name=f"answer:{i}")

    def layout_extra(self, inner: int, unit: float) -> int:
        return 0

    def handle(self, intent) -> bool:
        if isinstance(intent, Key) and intent.name in CHOICE_KEYS:
            i = CHOICE_KEYS[intent.name]
            if i < len(self.widgets.widgets):
                self.widgets.widgets[i].activate()
                return True
        consumed = self.widgets.handle(intent)
        if isinstance(intent, (Click, Press, Release, Hover)):
            return consumed or self.rect.collidepoint(intent.pos)
        return consumed

    def draw(self, surface) -> None:
        surface.blit(self.panel, self.rect)
        y = self.rect.top + self.pad
        for block in self.blocks:
            surface.blit(block, (self.rect.left + self.pad, y))
            y += block.get_height() + self.block_gap
        self.draw_extra(surface)
        self.widgets.draw(surface)

    def draw_extra(self, surface) -> None:
        pass


class YesNo(Dialog):
    def choices(self):
        return [(_("Yes"), True), (_("No"), False)]


class Pay(Dialog):
    def choices(self):
        p = self.pending
        return [(_("Pay {n} {trait}").format(n=p["amount"], trait=_(p["trait"].title())), True), (_("Decline"), False)]


class Choose(Dialog):
    vertical = True

    def choices(self):
        labels = self.pending.get("labels") or [str(o) for o in self.pending["options"]]
        return [(labels[i] if i < len(labels) else str(o), o) for i, o in enumerate(self.pending["options"])]


class GainChoice(Dialog):
    def choices(self):
        n = self.pending.get("amount", 1)
        return [(_("Gain {n} {trait}").format(n=n, trait=_(str(t).title())), t) for t in self.pending["options"]]


class DiscardItem(Dialog):
    vertical = True

    def choices(self):
        return [(_("Lose {card}").format(card=_(self.ctx.faces.name(c))), c) for c in self.pending["options"]]


class TraitorEvent(Dialog):
    """The traitor draws an Event: be affected by it, all of it, or not at all."""

    def choices(self):
        return [(_("Be affected"), True), (_("Not affected"), False)]


class Steal(Dialog):
    """Won an attack by 2 or more: the damage, or one of the loser's things instead."""

    vertical = True

    def choices(self):
        from scenes.board.house.haunt_tokens import object_name
        out = []
        for option in self.pending["options"]:
            if option == "damage":
                out.append((_("Deal {n} {kind} damage").format(n=self.pending["amount"], kind=_(self.pending["damage_kind"])),
                            option))
            elif str(option).startswith("object:"):
                out.append((_("Steal {thing}").format(thing=_(object_name(self.view, option.split(":", 1)[1]))), option))
            else:
                card = self.ctx.pack.cards.get(option)
                out.append((_("Steal {thing}").format(thing=_(self.ctx.faces.name(option)) if card is not None else option),
                            option))
        return out


class PromptBar(Plate):
    """The line of instructions over the board while it is answering a question."""

    def __init__(self, fonts) -> None:
        super().__init__(fonts)
        self.text = None
        self.hint = None

    def set(self, board: pygame.Rect, unit: float, text: str, hint: str, buttons=(), avoid=None) -> None:
        """The bar at the bottom of ``board``, moved clear of ``avoid`` (the Fit button): to
        its left when there is room there, else above it."""
        self.text = self.fonts.render("serif", max(15, int(unit * 2.9)), text, P.TEXT)
        self.hint = self.fonts.render("italic", max(12, int(unit * 2.3)), hint, P.TEXT_SOFT)
        bh = max(30, int(unit * 4.8))
        bw = max(120, int(unit * 19))
        gap = int(unit)
        width = max(self.text.get_width(), self.hint.get_width()) + int(unit * 4)
        width = min(board.w - int(unit * 2), width + len(buttons) * (bw + gap))
        room = width - int(unit * 4) - len(buttons) * (bw + gap)
        # a narrow board (a large UI scale): the words wrap beside the buttons, not under
        # them; with little room beside them, the title keeps its line beside the buttons
        # and the hint takes the whole width below
        # (or, if the title does not fit there either, the buttons on a row below the words)
        self.stacked = bool(buttons) and room < width // 2
        below = self.stacked and self.text.get_width() > room
        if below:
            room = width - int(unit * 4)
        if self.text.get_width() > room:
            self.text = render_wrapped(self.fonts, "serif", max(15, int(unit * 2.9)), text, room, P.TEXT)
        hint_room = width - int(unit * 4) if self.stacked else room
        if self.hint.get_width() > hint_room:
            self.hint = render_wrapped(self.fonts, "italic", max(12, int(unit * 2.3)), hint, hint_room, P.TEXT_SOFT)
        # the row of the title and the buttons (below: the title's alone, the buttons' after the hint)
        self.row = (self.text.get_height() if below else max(bh, self.text.get_height())) if self.stacked else 0
        words = self.text.get_height() + self.hint.get_height() + int(unit * 1.6)
        height = self.row + self.hint.get_height() + int(unit * 1.6) + (bh + int(unit) if below else 0) \
            if self.stacked else max(bh + int(unit * 2), words)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.midbottom = (board.centerx, board.bottom - int(unit * 1.5))
        if avoid is not None and self.rect.colliderect(avoid):
            if avoid.left - int(unit) - width >= board.left + int(unit):
                self.rect.right = avoid.left - int(unit)
            else:
                self.rect.bottom = avoid.top - int(unit)
        self.panel = make_panel(self.rect.size, P.PANEL_FILL, P.ACCENT_DIM, max(4, int(unit)), 1)
        self.widgets.clear()
        x = self.rect.right - int(unit) - len(buttons) * (bw + gap) + gap
        if below:
            y = self.rect.bottom - int(unit) - bh
        elif self.stacked:
            y = self.rect.top + int(unit * 0.8) + (self.row - bh) // 2
        else:
            y = self.rect.centery - bh // 2
        for label, name, action in buttons:
            r = pygame.Rect(x, y, bw, bh)
            self.widgets.add(fitted_button(label, action, r, self.fonts, name=name))
            x += bw + gap
        self.pad = int(unit * 2)

    def clear(self) -> None:
        self.text = None
        self.widgets.clear()

    def handle(self, intent) -> bool:
        if self.text is None:
            return False
        return self.keeps(intent)

    def draw(self, surface) -> None:
        if self.text is None:
            return
        surface.blit(self.panel, self.rect)
        if getattr(self, "stacked", False):   # the title beside the buttons, the hint below both
            top = self.rect.top + int(self.pad * 0.4)
            surface.blit(self.text, (self.rect.left + self.pad, top + (self.row - self.text.get_height()) // 2))
            surface.blit(self.hint, (self.rect.left + self.pad, top + self.row))
        else:
            y = self.rect.centery - (self.text.get_height() + self.hint.get_height()) // 2
            surface.blit(self.text, (self.rect.left + self.pad, y))
            surface.blit(self.hint, (self.rect.left + self.pad, y + self.text.get_height()))
        self.widgets.draw(surface)
