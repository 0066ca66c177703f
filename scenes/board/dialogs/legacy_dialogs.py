"""Dialogs for the legacy questions: making a drawn item the family's heirloom, and the
consent TAKE needs from the explorer who holds the card (plus the traitor's yes/no
questions legacy adds: take a 5 instead of rolling, draw the Event or skip it).

Each is a ``Dialog`` (see ``dialogs.py``): its buttons answer with the pending
question's own options, named ``answer:0``, ``answer:1`` like every other dialog.
Consent is not the current player's decision: the dialog says whose it is, with that
family's crest, and the table's note says who is being waited on.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button
from scenes.board.dialogs.dialogs import Dialog
from scenes.board.art.family_art import crest, family_info
from scenes.kit.widgets import TextField, render_wrapped


def _first(name: str) -> str:
    return name.split()[0] if name else name


class _CardDialog(Dialog):
    """A yes/no about one card: its thumbnail and a few lines beside it."""

    lines_colour = P.TEXT_SOFT
    reserve = 0.0   # units kept free at the right (for a crest)

    def card(self) -> str:
        return self.pending["card"]

    def lines(self) -> list[tuple[str, str, object]]:
        """(face, text, colour) lines beside the card."""
        return []

    def layout_extra(self, inner: int, unit: float) -> int:
        fonts = self.ctx.fonts
        self.thumb_size = (int(unit * 9), int(unit * 11.7))
        width = inner - self.thumb_size[0] - int(unit * (1.6 + self.reserve))
        self.extra_blocks = [render_wrapped(fonts, face, max(12, int(unit * (2.6 if face == "serif" else 2.25))),
                                            text, width, colour, 1.08) for face, text, colour in self.lines()]
        text_h = sum(b.get_height() + int(unit * 0.5) for b in self.extra_blocks)
        self.extra_h = max(self.thumb_size[1], text_h) + int(unit * 1.2)
        self.unit = unit
        return self.extra_h

    def draw_extra(self, surface) -> None:
        left = self.rect.left + self.pad
        top = self.extra_top
        thumb = self.ctx.faces.thumb(self.card(), self.thumb_size)
        surface.blit(thumb, (left, top))
        x = left + self.thumb_size[0] + int(self.unit * 1.6)
        y = top
        for block in self.extra_blocks:
            surface.blit(block, (x, y))
            y += block.get_height() + int(self.unit * 0.5)


class Heirloom(_CardDialog):
    """Once per game, when you draw an item with an heirloom slot (legacy p.13)."""

    def choices(self):
        family = family_info(self.ctx.pack, self.view["players"][self.seat]["explorer"])
        return [(_("Make it the {family} heirloom").format(family=family["name"]), True), (_("Not this one"), False)]

    def lines(self):
        card = self.ctx.pack.cards[self.card()]
        heirloom = (card.data.get("heirloom") or {}).get("text", "")
        return [("serif", _(card.name), P.TEXT),
                ("body", _(heirloom) if heirloom else _("This item has room for your family's heirloom sticker."), P.CANDLE),
                ("italic", _("Once per game, and only now: decline and the moment is lost."), P.TEXT_MUTED)]

    def draw_extra(self, surface) -> None:
        super().draw_extra(surface)
        family = self.view["players"][self.seat]["explorer"]
        shield = crest(family_info(self.ctx.pack, family)["colour"], int(self.unit * 4.4))
        thumb = pygame.Rect((self.rect.left + self.pad, self.extra_top), self.thumb_size)
        surface.blit(shield, shield.get_rect(center=(thumb.right - 2, thumb.bottom - 2)))


class _NameDialog(_CardDialog):
    """A name the player writes (a text field, typed into), or one of the names offered."""

    OWN = object()  # the "Name it" button: whatever is typed

    def __init__(self, ctx, pending, view, submit) -> None:
        super().__init__(ctx, pending, view, submit)
        self.field = TextField(pending["options"][0], limit=40, name="name",
                               on_submit=lambda text: self._name(text), placeholder=_("A name for it"))

    def _name(self, text: str) -> None:
        words = " ".join(text.split())
        if words:
            self.answer(words)

    def make_button(self, i, label, choice, rect):
        if choice is self.OWN:
            return fitted_button(label, lambda: self._name(self.field.text), rect, self.ctx.fonts, name=f"answer:{i}")
        return super().make_button(i, label, choice, rect)

    def layout_extra(self, inner: int, unit: float) -> int:
        height = super().layout_extra(inner, unit)
        self.field_h = max(30, int(unit * 5))
        return height + self.field_h + int(unit * 1.2)

    def layout(self, board, unit) -> None:
        super().layout(board, unit)
        x = self.rect.left + self.pad
        top = self.extra_top + self.extra_h + int(self.unit * 0.2)
        self.field.layout(pygame.Rect(x, top, self.rect.w - 2 * self.pad, self.field_h), self.ctx.fonts)
        pygame.key.start_text_input()

    def handle(self, intent) -> bool:
        if self.field.handle(intent):
            return True
        return super().handle(intent)

    def draw_extra(self, surface) -> None:
        super().draw_extra(surface)
        self.field.draw(surface)


class HeirloomName(_NameDialog):
    """p.13: a new heirloom may be named — words of the player's own (typed), the name
    the game suggests, or the card's own name."""

    def choices(self):
        options = self.pending["options"]
        pairs = [(_("Name it"), self.OWN)]
        if len(options) > 1:
            pairs.append((_("Keep “{name}”").format(name=_(options[-1])), options[-1]))
        return pairs

    def lines(self):
        card = self.ctx.pack.cards[self.card()]
        return [("serif", _("Name the heirloom"), P.CANDLE_HOT),
                ("body", _("{card} carries the family's sticker now. Give it a name the family will remember, or keep "
                           "the one it has.").format(card=_(card.name)), P.TEXT_SOFT)]


class CardName(_NameDialog):
    """A card the game asks the table to name (an omen's blank, p.13): written on it for
    good."""

    def choices(self):
        return [(_("Name it"), self.OWN), (f"“{self.pending['options'][0]}”", self.pending["options"][0])]

    def lines(self):
        return [("serif", _("A name, for good"), P.CANDLE_HOT),
                ("body", _("Whatever you write is written on the card for the rest of the campaign."), P.TEXT_SOFT)]


class JoiningKeep(Dialog):
    """p.21: a family that missed more than half the chapters keeps one of three items."""

    vertical = True

    def choices(self):
        return [(_("Keep {card}").format(card=_(self.ctx.pack.cards[c].name)), c) for c in self.pending["options"]]


class Consent(_CardDialog):
    """TAKE (legacy p.14): the holder of the card decides, not the player whose turn it is."""

    reserve = 6.5

    def choices(self):
        taker = self.view["players"][self.pending["taker"]]["name"]
        return [(_("Let {name} take it").format(name=_first(taker)), True), (_("Keep it"), False)]

    def lines(self):
        holder = self.view["players"][self.seat]["name"]
        taker = self.view["players"][self.pending["taker"]]["name"]
        card = self.ctx.pack.cards[self.card()]
        return [("serif", _("{name}'s decision").format(name=holder), P.CANDLE_HOT),
                ("body", _("{name} asks to TAKE {card} from you.").format(name=taker, card=_(card.name)), P.TEXT),
                ("italic", _("A card taken arrives used: it lies sideways until its new holder's next turn."),
                 P.TEXT_MUTED)]

    def draw_extra(self, surface) -> None:
        super().draw_extra(surface)
        holder = self.view["players"][self.seat]
        shield = crest(family_info(self.ctx.pack, holder["explorer"])["colour"], int(self.unit * 5))
        surface.blit(shield, shield.get_rect(topright=(self.rect.right - self.pad, self.extra_top)))


class OngoingIgnore(_CardDialog):
    """The traitor may ignore an Ongoing Event card, its harm and its help (legacy p.19)."""

    def lines(self):  # (the card itself is shown above, as the card being read)
        return [("serif", _("The traitor's choice"), P.CANDLE_HOT),
                ("italic", _("Decided once: it holds for as long as the card stays in play."), P.TEXT_MUTED)]

    def choices(self):
        return [(_("Ignore it"), True), (_("Take it as it comes"), False)]


class TakeFive(Dialog):
    def choices(self):
        return [(_("Take a 5"), True), (_("Roll the dice"), False)]


class DrawEvent(Dialog):
    def choices(self):
        return [(_("Draw the Event"), True), (_("Skip it"), False)]


KINDS = {"heirloom": Heirloom, "heirloom_name": HeirloomName, "name_card": CardName, "joining_keep": JoiningKeep, "consent": Consent, "take_five": TakeFive, "draw_event": DrawEvent,
         "ongoing_ignore": OngoingIgnore}


def waiting_note(view) -> str | None:
    """The HUD's note while a bot answers a legacy question (whose decision it is)."""
    pending = (view or {}).get("pending") or {}
    if pending.get("kind") == "consent":
        players = view["players"]
        holder, taker = players[pending["seat"]]["name"], players[pending["taker"]]["name"]
        return _("{holder} decides whether {taker} may take it…").format(holder=holder, taker=_first(taker))
    if pending.get("kind") == "heirloom":
        return _("{name} considers an heirloom…").format(name=view["players"][pending["seat"]]["name"])
    return None


__all__ = ["KINDS", "Heirloom", "Consent", "waiting_note"]
