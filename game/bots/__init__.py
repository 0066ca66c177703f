"""Bots: players that decide from a view and the legal commands, never the raw state.

``make_bot(level, seed)`` gives a player for one seat; its ``choose(view, commands)``
returns one of the commands. ``LEVELS`` lists the levels the setup screen can offer.
All of a bot's randomness comes from its own seed and counter (``game.chance``), so a
game between bots is reproducible.
"""

from .cunning import CunningPlayer
from .random_player import RandomPlayer
from .sensible import SensiblePlayer

LEVELS = ("random", "sensible", "cunning")

_CLASSES = {"random": RandomPlayer, "sensible": SensiblePlayer, "cunning": CunningPlayer}


def make_bot(level: str, seed: int, pack=None):
    """A bot of the given level (one of LEVELS). ``pack``: the content pack, if it is not
    the one the view names (the pack is public; the bot loads it by name otherwise)."""
    if level not in _CLASSES:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if level == "random":
        return RandomPlayer(seed)
    return _CLASSES[level](seed, pack=pack)


class SideBot:
    """Plays a seat with one bot before the haunt and another once the seat's side is
    known (from its own view: view["players"][seat]["role"]), e.g. sensible heroes
    against a random traitor."""

    def __init__(self, explorer, hero, traitor):
        self.explorer, self.hero, self.traitor = explorer, hero, traitor
        self.name = f"{getattr(hero, 'name', '?')}/{getattr(traitor, 'name', '?')}"

    def choose(self, view: dict, commands: list):
        role = view["players"][view["perspective"]].get("role")
        bot = {"hero": self.hero, "traitor": self.traitor}.get(role, self.explorer)
        return bot.choose(view, commands)


__all__ = ["RandomPlayer", "SensiblePlayer", "CunningPlayer", "LEVELS", "make_bot", "SideBot"]
