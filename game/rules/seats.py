"""Who sits at the table: the seats a game (or a chapter) is set up with, checked."""

from __future__ import annotations

from ..engine import IllegalCommand
from ..names import SEAT_NAME_LENGTH, name_problem, tidy


def check_seats(pack, ruleset, seats) -> list[dict]:
    low, high = ruleset.players
    if not isinstance(seats, (list, tuple)) or not low <= len(seats) <= high:
        raise IllegalCommand(f"{ruleset.name} is played by {low} to {high} people")
    out, cards = [], set()
    for i, seat in enumerate(seats):
        if isinstance(seat, str):
            seat = {"name": seat}
        explorer = seat.get("explorer")
        if explorer not in pack.explorers:
            raise IllegalCommand(f"seat {i} needs an explorer from the {pack.id} pack (got {explorer!r})")
        card = pack.explorers[explorer].card
        if card in cards:
            raise IllegalCommand(f"only one side of character card {card} can play in a game")
        cards.add(card)
        name = str(seat.get("name") or pack.explorers[explorer].name)
        problem = name_problem(name, SEAT_NAME_LENGTH, f"seat {i}'s name")
        if problem:
            raise IllegalCommand(problem)
        name = tidy(name)
        out.append({"name": name, "explorer": explorer, "bot": seat.get("bot")})
    return out
