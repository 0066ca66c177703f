"""What the table remembers having shown: a roll (one side, or an attack's two) and the
last card drawn. The presenter makes them from the events it is given — projected for
the perspective on screen, so they hold nothing that perspective may not see — and the
roll stage and the right column draw them. Plain data: no pygame, no physics.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Side:
    """One hand of dice: who threw them and what they came to."""
    who: str                      # "Cora", "Crawling Hand"
    dice: tuple[int, ...]
    total: int                    # with any bonus to the result, never below 0
    role: str = ""                # N_("attacks"), N_("defends") (msgids, drawn translated); "" for a roll of one's own
    colour: str | tuple | None = None   # the explorer's colour's name (a monster: the monsters' violet)
    seed: int = 0                 # the event's chance counter: the same roll tumbles the same way


@dataclass(frozen=True)
class Roll:
    """A roll as the table is told it: one side, or an attack's attacker and defender."""
    title: str                    # "Cora — Speed roll, needs 3+"; "Ada attacks the Ghoul"
    sides: tuple[Side, ...]
    outcome: str = ""             # "success"; "Ada wins by 3: Bram takes 3 physical damage."
    tone: str = "plain"           # success | failure | haunt | plain (dice.tone_of)
    subtitle: str = ""            # "To cross the Fissure"; "Might against Might"
    short: str = ""               # the title for a narrow strip: "Cora — Speed"
    winner: int | None = None     # an attack: the index of the side that won, if any

    @property
    def combat(self) -> bool:
        return len(self.sides) == 2


@dataclass(frozen=True)
class LastCard:
    card: str                     # the card's id in the pack
    deck: str                     # item | omen | event
    who: str = ""                 # who drew it
    colour: str | tuple | None = None   # the drawer's colour's name (style.explorer_rgb)
