"""Hollowmere's rules engine: pure, deterministic, event-sourced. No pygame here.

The public API, small and stable, used the same way by tests, tools, bots and the UI:

    game = new_game("classic", seats, seed=7)        # or load(path)
    game.legal_commands(seat) -> [Command]
    game.submit(command) -> [event]                  # IllegalCommand if not allowed
    game.view(perspective) -> dict
    game.state_hash() -> str
    command_from_dict({"type": "move", "seat": 0, "to": "foyer"}).to_dict()
"""

from .commands import Command, CommandError, cmd, command_from_dict
from .content import ContentError, load_pack
from .engine import IllegalCommand
from .game import Game, load, new_game, replay
from .log import LogError
from . import refusals  # noqa: F401  (the engine's built sentences, translated: game.i18n.SENTENCES)
from .rules.setup import auto_seats, next_birthday_order
from .ruleset import CLASSIC, LEGACY, get_ruleset
from .version import __version__

__all__ = [
    "Game", "new_game", "load", "replay", "Command", "CommandError", "cmd", "command_from_dict",
    "IllegalCommand", "LogError", "ContentError", "load_pack", "auto_seats", "next_birthday_order", "CLASSIC", "LEGACY",
    "get_ruleset", "__version__",
]
