"""Who plays a seat: a person, or a bot of one of the engine's levels.

Both setup screens (classic and legacy) keep a seat's player as ``kind`` ("human" or
"bot") and ``level`` (one of ``game.bots.LEVELS`` for a bot). The seat's drop-down offers
Human, Random bot, Sensible bot and Cunning bot (a box that stays put, not a button that
cycles under the pointer); a seat that starts as a bot
(the defaults, "Add a seat") is a sensible one, a fair opponent. The level goes into
the log header as the seat's ``"bot"`` (``None`` for a person), so a saved game resumes
with the same bots (``scenes.board.play.seat_bot``).
"""

from __future__ import annotations

from game.i18n import N_, _
from game.bots import LEVELS

HUMAN = "human"
BOT_LABELS = {"random": N_("Random bot"), "sensible": N_("Sensible bot"), "cunning": N_("Cunning bot")}
CHOICES = (HUMAN, *LEVELS)        # the order the seat's drop-down lists them
DEFAULT_LEVEL = "sensible"


def seat_player(choice: str | None) -> dict:
    """``{"kind", "level"}`` for "human", a level, or "bot" (the default level)."""
    if choice == HUMAN:
        return {"kind": HUMAN, "level": None}
    return {"kind": "bot", "level": choice if choice in LEVELS else DEFAULT_LEVEL}


def player_of(seat: dict) -> str:
    """"human" or the seat's bot level (a seat from before levels: the default)."""
    if seat.get("kind") == HUMAN:
        return HUMAN
    return seat.get("level") if seat.get("level") in LEVELS else DEFAULT_LEVEL


def choice_label(player: str) -> str:
    """"Human", "Sensible bot", ..."""
    return _("Human") if player == HUMAN else _(BOT_LABELS.get(player, player))


def player_label(seat: dict) -> str:
    """What the seat's drop-down says."""
    return choice_label(player_of(seat))


def header_bot(seat: dict) -> str | None:
    """The seat's ``"bot"`` in the log header: its level, or None for a person."""
    player = player_of(seat)
    return None if player == HUMAN else player


def player_button(seat: dict, on_choose, rect, fonts, *, name: str, screen_h: int | None = None):
    """The seat's Human / bot-level drop-down; ``on_choose(player)`` hears a new choice.
    ``screen_h``: a list that would run off the screen's foot opens above the box."""
    from scenes.kit.dropdown import Dropdown

    drop = Dropdown([(c, choice_label(c)) for c in CHOICES], player_of(seat), on_choose, name=name)
    drop.layout(rect, fonts, screen_h)
    return drop
