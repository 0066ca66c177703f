"""Commands: what a person or a bot asks the engine to do.

A command is a type, the seat asking, and a few plain arguments, so a scripted game
is a list of dicts: ``command_from_dict({"type": "move", "seat": 0, "to": "foyer"})``.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Mapping

# type -> argument names (all required)
COMMAND_ARGS: dict[str, tuple[str, ...]] = {
    "move": ("to",),              # walk to an adjacent placed tile
    "explore": ("door",),         # go through an open doorway (world side N/E/S/W)
    "answer": ("choice",),        # answer the pending decision with one of its options
    "cross_barrier": (),          # attempt the barrier roll of your room
    "use_item": ("card",),        # use a carried card's ability (once per turn)
    "tile_action": ("action",),   # do something printed on your room
    "give": ("card", "to"),       # give a tradeable item to someone in your room
    "drop": ("cards",),           # drop any number of items here
    "pick_up": ("cards",),        # pick up items from the pile here
    "take": ("card", "frm"),      # legacy: take a card from someone on your tile (they consent)
    "end_turn": (),
    # after the haunt starts
    "attack": ("target", "weapon"),       # target: a seat or a monster id; weapon: a card or None
    "haunt_action": ("action",),          # an action from your side's haunt book
    "take_object": ("object",),           # pick up a haunt object in your room
    "drop_object": ("object",),           # put down a haunt object you carry
    "monster_move": ("monster", "to"),    # the traitor moves a monster one room
    "monster_attack": ("monster", "target"),
    "monster_pick_up": ("monster", "thing"),  # haunt power monsters_carry: a card id or "object:<id>"
    "monster_drop": ("monster", "thing"),     # put down something the monster carries
}


class CommandError(ValueError):
    """A command dict that is not a command at all (unknown type, missing argument)."""


class Command(namedtuple("_Command", "type seat args")):
    """A command: its type, the seat asking and its arguments (``command["to"]``).
    Immutable; made as often as a bot looks at its options, so a tuple underneath (the
    fields are read straight from it)."""

    __slots__ = ()

    def __new__(cls, type: str, seat: int, args: Mapping[str, Any] | None = None):
        return tuple.__new__(cls, (type, seat, {} if args is None else args))

    def __getitem__(self, name):
        return self.args[name]

    def __eq__(self, other):
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def to_dict(self) -> dict:
        return {"type": self.type, "seat": self.seat, **self.args}

    def __hash__(self):
        return hash((self.type, self.seat, repr(sorted(self.args.items()))))

    def __repr__(self) -> str:
        return f"Command(type={self.type!r}, seat={self.seat!r}, args={self.args!r})"

    def __str__(self) -> str:
        args = " ".join(f"{k}={v}" for k, v in self.args.items())
        return f"{self.type}(seat {self.seat}{' ' + args if args else ''})"


def command_from_dict(data: Mapping[str, Any]) -> Command:
    if not isinstance(data, Mapping):
        raise CommandError(f"a command is a mapping, got {type(data).__name__}")
    kind = data.get("type")
    if kind not in COMMAND_ARGS:
        raise CommandError(f"unknown command type {kind!r} (known: {', '.join(COMMAND_ARGS)})")
    seat = data.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise CommandError(f"command '{kind}' needs a whole-number seat")
    names = COMMAND_ARGS[kind]
    missing = [n for n in names if n not in data]
    if missing:
        raise CommandError(f"command '{kind}' is missing {', '.join(missing)}")
    extra = sorted(set(data) - set(names) - {"type", "seat"})
    if extra:
        raise CommandError(f"command '{kind}' does not take {', '.join(extra)}")
    return Command(kind, seat, {n: data[n] for n in names})


def cmd(kind: str, seat: int, **args) -> Command:
    """A command built by code (the rules' own candidates): no need to re-validate."""
    return _new(Command, (kind, seat, args))


_new = tuple.__new__
# ``made(Command, (kind, seat, args))``: what ``cmd`` makes, without the call's own frame
# (the rules' candidates make thousands of commands a game)
made = tuple.__new__
