"""Skipping ahead: the bots play on at once until a person has to act.

Bots play at a pace people can follow (``scenes.board.play.BOT_PAUSE``, every roll and card
animated). F ("fast-forward") while a bot has the turn sets them playing without
pauses, each animation finished as soon as it starts, until a person has to act (their
turn, or a question put to them in a bot's turn), something happens that concerns a person
at the table (``stop_reason``: their explorer hurt, dying, killed or robbed, the haunt
beginning, the game's end — shown at the normal pace, with a line that says why), the
haunt's screens open for the people at the table (privacy screens are never hurried),
or — a table of bots only — the game is over. Then the pace is normal again; F a second time stops it at once.

While it runs a small plate in the corner of the board says so and how to stop it;
while a bot plays at the normal pace a quieter one offers it.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from scenes.kit import palette as P
from scenes.kit.widgets import make_panel

SKIP_AHEAD_KEY = "f"


def stop_reason(events, people: set, names: dict) -> str | None:
    """Why skipping ahead stops at this batch of events (the table's projection of them):
    something that concerns a person at the table — their explorer hurt, dying, killed or
    robbed — the haunt beginning, or the game's end. None: nothing to stop for. In the
    language in use."""
    for e in events:
        t, seat = e["t"], e.get("seat")
        if t == "trait_set" and seat in people and e.get("to", 0) < e.get("frm", 0):
            return _("{name} is hurt.").format(name=names.get(seat, _("Someone")))
        if t in ("dying", "died") and seat in people:
            return (_("{name} is dying.") if t == "dying" else _("{name} is dead.")).format(name=names.get(seat, _("Someone")))
        if t == "card_stolen" and e.get("frm") in people:
            return _("{name} is robbed.").format(name=names.get(e["frm"], _("Someone")))
        if t == "haunt_started":
            return _("The haunt begins.")
        if t == "game_over":
            return _("The game is over.")
    return None


KEY_LABEL = SKIP_AHEAD_KEY.upper()


def plate_text(skipping: bool, people: bool) -> str:
    """What the corner plate says: skipping now, or how to start it."""
    if skipping:
        return (_("Skipping to your turn…  {key} to stop") if people else _("Skipping to the end…  {key} to stop")
                ).format(key=KEY_LABEL)
    return (_("{key}: skip to your turn") if people else _("{key}: skip to the end")).format(key=KEY_LABEL)


class SkipAhead:
    """Whether the bots are being hurried, and the corner plate that says so."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.on = False
        self._plates: dict[tuple, pygame.Surface] = {}   # (text, lit, unit) -> picture

    def start(self) -> None:
        self.on = True

    def stop(self) -> None:
        self.on = False

    def plate(self, text: str, unit: float) -> pygame.Surface:
        """The plate for ``text``: candle-lit while skipping, faint as a hint."""
        key = (text, self.on, round(unit, 2))
        if key not in self._plates:
            size = max(12, int(unit * (2.3 if self.on else 2.0)))
            ink = P.CANDLE_HOT if self.on else P.TEXT_MUTED
            label = self.fonts.render("italic", size, text, ink)
            pad = int(unit * 1.2)
            fill, border = ((46, 32, 30, 230), P.ACCENT) if self.on else ((12, 10, 22, 170), P.BUTTON_BORDER_DISABLED)
            plate = make_panel((label.get_width() + 2 * pad, label.get_height() + pad), fill, border,
                               max(4, int(unit)), 1)
            plate.blit(label, (pad, pad // 2))
            self._plates[key] = plate
        return self._plates[key]

    def rect(self, board: pygame.Rect, unit: float, text: str) -> pygame.Rect:
        """Where the plate sits: the board's top-right corner (the toast has its top middle)."""
        inset = max(8, int(unit * 1.2))
        return self.plate(text, unit).get_rect(topright=(board.right - inset, board.top + inset))

    def draw(self, surface, board: pygame.Rect, unit: float, text: str) -> None:
        surface.blit(self.plate(text, unit), self.rect(board, unit, text))
