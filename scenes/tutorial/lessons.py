"""The guided first game's lessons: what each says, when it comes, and what it points at.

A lesson comes in one of three ways:

- ``waits_for`` a command type: the coach stops just before the seat it teaches would do
  that (the engine lists it among the seat's legal commands, and the coach's own player
  for the seat — a bot, the one the script was made with — chose it), points at where to
  click and lets the person do it; "Next" does it for them.
- ``after`` something the seat saw happen (a card drawn, a roll, the haunt, the books
  read): the coach holds the table and says what it was.
- neither: a page to read (the welcome, the end).

The lessons only ever read the engine's legal commands, views and projected events: the
tutorial computes no rule of its own.
"""

from __future__ import annotations

from game.i18n import N_
from dataclasses import dataclass

SEED = 30               # the deal and the dice: explore, a card, a roll, a move, the haunt, an attack
SEAT = 0                # the person's seat
SEATS = (               # the table: the person and two bots of the default level
    {"name": "Agatha", "explorer": None, "bot": None},
    {"name": "Ben", "explorer": None, "bot": "sensible"},
    {"name": "Cora", "explorer": None, "bot": "sensible"},
)
CARDS = (0, 3, 5)       # which explorer (in the pack's sorted order) each seat plays


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    text: str
    target: str                      # what the callout points at (``scenes.tutorial.coach.target_rect``)
    waits_for: tuple[str, ...] = ()  # command types the seat is about to use
    after: str | None = None         # a kind of happening (``happenings``) that brings it on


LESSONS: tuple[Lesson, ...] = (
    Lesson("welcome", N_("Your first game"),
           N_("You play Agatha Threnody: her card is on the left, her seat first at the top; Ben "
           "and Cora are bots. The house starts as three rooms. Each turn you move, explore new "
           "rooms and meet what is in them. Next: your first turn."), "hud"),
    Lesson("explore", N_("Explore"),
           N_("A lit square beyond an open door is a room nobody has found yet. Click it to walk "
           "through and draw a new room from the stack."), "command", waits_for=("explore",)),
    Lesson("card", N_("A card"),
           N_("The new room had a symbol, so you drew a card: an event happens now, an item or "
           "an omen stays with you. The last card drawn is kept here."), "card", after="card"),
    Lesson("roll", N_("A roll"),
           N_("Dice show 0, 1 or 2 each, and the total decides. A trait roll throws as many dice "
           "as the trait; after an omen, the haunt roll throws six and the haunt begins when "
           "they total less than the omens found. The last roll stays here."), "roll", after="roll"),
    Lesson("move", N_("Move"),
           N_("Each turn you may move as many rooms as your Speed. Lit rooms are the ones you can "
           "reach: click one to walk there."), "command", waits_for=("move",)),
    Lesson("haunt", N_("The haunt"),
           N_("An omen was drawn and the haunt roll came up short: the haunt begins. One explorer "
           "turns traitor; each side now reads its own book, in private."), "top", after="haunt"),
    Lesson("books", N_("Your side's book"),
           N_("Your side's goal and its rules stay behind My goals: open it whenever you need to "
           "read them again, with nobody else looking."), "goals", after="books"),
    Lesson("attack", N_("Attack"),
           N_("Someone is in reach. Attack: both roll Might, and whoever rolls lower takes the "
           "difference as damage."), "command", waits_for=("attack",)),
    Lesson("done", N_("Play on"),
           N_("That is the whole of a turn. Play on to the end — F hurries the bots — or Esc to "
           "leave: a practice game is not saved. How to play on the title has the rules and this "
           "game again."), "board"),
)


def happenings(events, seat: int) -> set[str]:
    """What in these events (as ``seat`` may see them) a lesson can follow: the seat drew a
    card, dice were rolled, the haunt began."""
    found = set()
    for e in events:
        t = e.get("t")
        if t == "card_drawn" and e.get("seat") == seat:
            found.add("card")
        elif t == "dice_rolled":
            found.add("roll")
        elif t == "haunt_started":
            found.add("haunt")
    return found


def table_seats(pack) -> list[dict]:
    """The tutorial's seats with their explorers (one side of three different cards)."""
    ids = sorted(pack.explorers)
    return [{**seat, "explorer": ids[card]} for seat, card in zip(SEATS, CARDS)]
