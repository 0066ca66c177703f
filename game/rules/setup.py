"""Setting up a game: seats and explorers, starting tiles, shuffled decks, first player.

Classic "Setup": each player picks one explorer (one side of a two-sided card); traits
start on the green step; the starting tiles are placed; the decks and the room stack
are shuffled; the explorer with the next birthday goes first, then clockwise.
"""

from __future__ import annotations

import datetime as _dt

from .. import chance
from ..engine import Ctx, IllegalCommand
from .seats import check_seats
from .turn import start_turn


def check_date(date) -> None:
    """The game's date (MM-DD) picks the first player; a bad one is a readable refusal."""
    try:
        _dt.datetime.strptime(f"2000-{date}", "%Y-%m-%d")  # a leap year: 02-29 is a day
    except (TypeError, ValueError):
        raise IllegalCommand(f"the game's date must be a day written MM-DD (got {date!r})") from None


def next_birthday_order(pack, explorers: list[str], date: str) -> list[int]:
    """Seat indexes ordered by whose birthday comes next on or after ``date`` (MM-DD)."""
    check_date(date)
    month, day = (int(v) for v in date.split("-"))
    today = _dt.date(2001, month, min(day, 28 if month == 2 else day))

    def days_until(explorer_id):
        m, d = (int(v) for v in pack.explorers[explorer_id].birthday.split("-"))
        bday = _dt.date(2001, m, min(d, 28 if m == 2 else d))
        return (bday - today).days % 365

    return sorted(range(len(explorers)), key=lambda i: (days_until(explorers[i]), i))


def auto_seats(pack, count: int, seed: int) -> list[dict]:
    """One explorer per character card, chosen by the seed (for tools and tests)."""
    by_card: dict = {}
    for ex in pack.explorers.values():
        by_card.setdefault(ex.card, []).append(ex.id)
    cards = chance.shuffled(seed, -1, sorted(by_card, key=str))[:count]
    return [{"name": f"Player {i + 1}",
             "explorer": sorted(by_card[c])[chance.pick_index(seed, -2 - i, len(by_card[c]))]}
            for i, c in enumerate(cards)]


def setup_events(pack, ruleset, seats, seed: int, options: dict) -> list[dict]:
    seats = check_seats(pack, ruleset, seats)
    options = dict(options or {})
    options.setdefault("date", _dt.date.today().strftime("%m-%d"))
    options.setdefault("first_player", ruleset.first_player)
    ctx = Ctx(pack, ruleset, {"seed": seed, "rng": 0})
    start_tiles = [t for t in pack.tiles.values() if t.start]
    rooms = [t.id for t in pack.tiles.values() if not t.start]
    stack = chance.shuffled(seed, 0, rooms)
    decks = {deck: chance.shuffled(seed, 1 + i, pack.deck(deck)) for i, deck in enumerate(("item", "omen", "event"))}
    first = options["first_player"]
    if isinstance(first, int) and not isinstance(first, bool):
        if not 0 <= first < len(seats):
            raise IllegalCommand(f"there is no seat {first} to go first")
        reason = "chosen by the players"
    elif first == "birthday":
        first = next_birthday_order(pack, [s["explorer"] for s in seats], options["date"])[0]
        reason = f"next birthday ({pack.explorers[seats[first]['explorer']].birthday})"
    else:
        first = chance.pick_index(seed, 4, len(seats))
        reason = "chosen at random"
    start_tile = pack.extra.get("meta", {}).get("start_tile", "entrance_hall")
    players = []
    for i, seat in enumerate(seats):
        ex = pack.explorers[seat["explorer"]]
        players.append({"seat": i, "name": seat["name"], "explorer": ex.id, "colour": ex.colour,
                        "tile": start_tile, "traits": dict(ex.starts), "bot": seat.get("bot")})
    ctx.emit("game_started", ruleset=ruleset.name, pack=pack.id, seed=seed, options=options,
             players=players, stack=stack, decks=decks, first=first, first_reason=reason,
             tiles=[[t.id, t.start["region"], t.start["x"], t.start["y"], t.start.get("rot", 0)]
                    for t in start_tiles], r=4)
    start_turn(ctx, first)
    return ctx.events
