"""Who plays a seat: a person, or a bot of one of the engine's levels.

Both setup screens (classic and legacy) keep a seat's player as ``kind`` ("human" or
"bot") and ``level`` (one of ``game.bots.LEVELS`` for a bot). The seat's button cycles
Human → Random bot → Sensible bot → Cunning bot → Human; a seat that starts as a bot
(the defaults, "Add a seat") is a sensible one, a fair opponent. The level goes into
the log header as the seat's ``"bot"`` (``None`` for a person), so a saved game resumes
with the same bots (``scenes.board.play.seat_bot``).
"""

from __future__ import annotations

from game.bots import LEVELS

HUMAN = "human"
CHOICES = (HUMAN, *LEVELS)        # the order the seat's button cycles through
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


def next_player(seat: dict) -> None:
    """Give the seat the next player in the button's cycle."""
    at = CHOICES.index(player_of(seat))
    seat.update(seat_player(CHOICES[(at + 1) % len(CHOICES)]))


def player_label(seat: dict) -> str:
    """What the seat's button says: "Human", "Sensible bot", ..."""
    player = player_of(seat)
    return "Human" if player == HUMAN else f"{player.capitalize()} bot"


def header_bot(seat: dict) -> str | None:
    """The seat's ``"bot"`` in the log header: its level, or None for a person."""
    player = player_of(seat)
    return None if player == HUMAN else player


def player_button(seat: dict, on_click, rect, fonts, *, name: str):
    """The seat's Human / bot-level button, its label fitted to ``rect``."""
    from scenes.board.buttons import fitted_button

    return fitted_button(player_label(seat), on_click, rect, fonts, name=name)
