"""What you can do with a carried card: a clicked thumbnail opens the card large, with
a button for each of its legal commands (use it, drop it, give it to someone here).
Nothing legal: the card is only shown, with Close."""

from __future__ import annotations

import pygame

from game.i18n import _
from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button
from scenes.kit.intents import Click, Hover, Key, Press, Release
from scenes.kit.widgets import WidgetGroup, make_panel


class CardMenu:
    def __init__(self, pack, fonts, faces) -> None:
        self.pack = pack
        self.fonts = fonts
        self.faces = faces
        self.card: str | None = None
        self.widgets = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._panel = None
        self._face = None
        self._odds = None      # the chance of the roll its use makes, said before it is made
        self._odds_at = (0, 0)

    @property
    def is_open(self) -> bool:
        return self.card is not None

    def open(self, card: str, anchor: pygame.Rect, bounds: pygame.Rect, unit: float,
             commands, view, submit) -> None:
        self.card = card
        width = int(unit * 34)   # (German: "ABLEGEN — hier lassen" whole at 960x540)
        self._face = self.faces.large(card, width - int(unit * 2))
        bh, gap = max(30, int(unit * 5)), max(4, int(unit * 0.7))
        entries = [(self.label(c, view), c) for c in commands]
        self._odds = odds_image(self.pack, self.fonts, view, commands, width - int(unit * 2), unit)
        odds_h = self._odds.get_height() + int(unit) if self._odds is not None else 0
        height = self._face.get_height() + int(unit * 2.4) + odds_h + (len(entries) + 1) * (bh + gap)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.topleft = (max(anchor.right, bounds.left) + int(unit), anchor.top - height // 3)
        self.rect.clamp_ip(bounds)
        self._panel = make_panel(self.rect.size, P.PANEL_FILL, P.ACCENT_DIM, max(4, int(unit)), 1)
        self.widgets.clear()
        y = self.rect.top + int(unit) + self._face.get_height() + int(unit * 1.2)
        self._odds_at = (self.rect.left + int(unit), y)
        y += odds_h
        inner_w = width - int(unit * 2)
        for label, command in entries:
            r = pygame.Rect(self.rect.left + int(unit), y, inner_w, bh)
            self.widgets.add(fitted_button(label, (lambda c=command: self._do(submit, c)), r, self.fonts,
                                           name=f"card:{command.type}:{command.args.get('to', '')}"))
            y += bh + gap
        r = pygame.Rect(self.rect.left + int(unit), y, inner_w, bh)
        self.widgets.add(fitted_button("Close", self.close, r, self.fonts, name="card:close"))

    def label(self, command, view) -> str:
        if self.pack.ruleset == "legacy":  # the ACTION WORD first: "DRINK — Bottle of Physic"
            from scenes.board.hud.legacy_hud import card_menu_label

            return card_menu_label(self.pack, view, command) or self._label(command, view)
        return self._label(command, view)

    def _label(self, command, view) -> str:
        if command.type == "use_item":
            use = self.pack.cards[command["card"]].use or {}
            return _(use["label"]) if use.get("label") else _("Use it")
        if command.type == "drop":
            return _("Drop it here")
        if command.type == "give":
            return _("Give it to {name}").format(name=view["players"][command["to"]]["name"])
        return command.type

    def _do(self, submit, command) -> None:
        self.close()
        submit(command)

    def close(self) -> None:
        self.card = None
        self.widgets.clear()

    def handle(self, intent) -> bool:
        if not self.is_open:
            return False
        if isinstance(intent, Key):
            if intent.name in ("escape", "backspace"):
                self.close()
                return True
            return self.widgets.handle(intent)
        if isinstance(intent, (Hover, Press, Release)):
            self.widgets.handle(intent)
            return self.rect.collidepoint(intent.pos)
        if isinstance(intent, Click):
            if self.widgets.handle(intent):
                return True
            if not self.rect.collidepoint(intent.pos):
                self.close()  # a click elsewhere only puts the card back
                return True
            return True
        return False

    def draw(self, surface) -> None:
        if not self.is_open:
            return
        surface.blit(self._panel, self.rect)
        pad = (self.rect.w - self._face.get_width()) // 2
        surface.blit(self._face, (self.rect.left + pad, self.rect.top + pad))
        if self._odds is not None:
            surface.blit(self._odds, self._odds_at)
        self.widgets.draw(surface)


def odds_lines(pack, view, commands) -> list[str]:
    """The chance of the roll a card's use makes (game.odds), if it makes one, or that
    using it now would heal nothing."""
    from game.odds import command_odds, heals_nothing
    from game.ruleset import RULESETS

    for command in commands:
        if command.type != "use_item":
            continue
        try:
            lines = command_odds(pack, RULESETS[view["ruleset"]], view, command)
            note = None if lines else heals_nothing(pack, view, command)
        except (KeyError, TypeError, ValueError):
            lines, note = [], None
        if lines:
            return [_("Your chance — {odds}").format(odds=lines[0])] + lines[1:]
        if note:
            return [note]
    return []


def odds_image(pack, fonts, view, commands, width: int, unit: float):
    from scenes.kit.widgets import render_wrapped

    lines = odds_lines(pack, view, commands)
    if not lines:
        return None
    return render_wrapped(fonts, "body", max(12, int(unit * 2.2)), "\n".join(lines), width, P.TEXT_SOFT, 1.1)
