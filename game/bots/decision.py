"""One decision's worth of reading: a view and its legal commands, read once and
shared by every step of a bot's reasoning."""

from __future__ import annotations

from .. import board
from .judge import Judge
from .plan import Book
from .reading import hostile_monsters, in_haunt, me, opponents, pack_for


class Decision:
    """One view and its legal commands, read once."""

    def __init__(self, bot, view, commands):
        self.bot, self.view, self.commands = bot, view, commands
        self.pack = pack_for(view, bot.pack)
        self.seat = view["perspective"]
        self.me = me(view)
        self.by_type: dict = {}
        for c in commands:
            self.by_type.setdefault(c.type, []).append(c)
        self.haunt = in_haunt(view)
        self.book = (Book(self.pack, view, self.seat, bot.memory, bot.side_goals,
                          getattr(bot, "deny_objects", False)) if self.haunt else None)
        self.judge = Judge(self.pack, view, self.seat, bot.weights(self),
                           self.book.counter_sign if self.book else None,
                           self.book.win_counters if self.book and bot.side_goals else None)
        self.foes = opponents(view, self.seat) if self.haunt else []
        self.monsters = hostile_monsters(view, self.seat) if self.haunt else []

    def tasks(self) -> list:
        if not self.book:
            return []
        if not hasattr(self, "_tasks"):
            self._tasks = self.book.tasks(self.judge)
        return self._tasks

    def of(self, kind: str) -> list:
        return self.by_type.get(kind, [])

    @property
    def here(self) -> str:
        return self.me["tile"]

    @property
    def moves_left(self) -> int:
        return (self.view.get("turn") or {}).get("moves", 0)


def open_after(d: Decision, tile: str, spot: dict) -> int:
    """Doorways a tile placed at ``spot`` would leave open (room to explore)."""
    doors = board.world_doors(d.pack.tiles[tile], spot["rot"])
    return sum(1 for side in doors
               if board.at(d.view, spot["region"], *board.step(spot["x"], spot["y"], side)) is None)
