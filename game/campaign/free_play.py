"""Free play after the campaign (book p.4, p.7 steps 8-9; docs/CAMPAIGN.md, section 11).

A free-play game is an ordinary legacy game on the house the campaign left: its rooms
(with the stickers, passages, ghosts and crests the campaign put on them), its decks as
the campaign left them (the Tomb's cards stay out), what is written on its cards (names,
intensity, crests, heirlooms) and its rules stickers. Setup is the book's free-play steps:
every deck and the tile stack shuffled, the first player chosen at random. The haunt
comes from the legacy haunt chart (omen x room), or is one of the chapter haunts that
work outside their story (``free_play: true``) if the table names it; it starts by the
free-play trigger (``FREE_PLAY_TRIGGER``, chosen by simulation: section 11).

The game's ``game_started`` carries the house whole and ``free_play: {id, name, k}``
(the campaign and which of its free-play games this is), and its save's header
``free_play: {id, name, k, house_hash}``: it replays alone, like a chapter. A free-play
game changes nothing of the campaign's house (p.4: "very few changes"): what it writes
on a card stays in that game.
"""

from __future__ import annotations

from .. import chance
from ..engine import Ctx
from ..rules.turn import start_turn
from .play import family_players

# the free-play haunt trigger: the legacy haunt roll (dice = omens discovered) starts the
# haunt on this or more (tools/simulate.py --free-play; docs/CAMPAIGN.md, section 11)
FREE_PLAY_TRIGGER = {"roll_at_least": 6}


def free_play_haunts(pack) -> list[str]:
    """The haunts a free-play game may name instead of the chart's: the chapter haunts
    flagged ``free_play: true``."""
    return [h for h in pack.chapter_haunts if pack.haunts[h].get("free_play")]


def free_play_setup_events(pack, ruleset, seats: list, seed: int, house: dict, info: dict,
                           options: dict) -> list[dict]:
    """Setup on a campaign's house: ``seats`` are ``{"family", "name", "age", "bot"}``;
    ``info`` is ``{"id", "name", "k"}``; ``options`` has the ``trigger`` and, if the table
    named one, the ``haunt``."""
    players = family_players(pack, ruleset, seats)
    ctx = Ctx(pack, ruleset, {"seed": seed, "rng": 0})
    # p.7 step 8: every deck shuffled separately, the tiles shuffled into a stack (the
    # Box is empty between games; the Tomb's cards are in no deck); step 9: a random first
    stack = chance.shuffled(seed, 0, list(house["tiles"]))
    decks = {deck: chance.shuffled(seed, 1 + i, list(house["decks"][deck]))
             for i, deck in enumerate(("item", "omen", "event"))}
    first = chance.pick_index(seed, 4, len(players))
    ctx.emit("game_started", ruleset=ruleset.name, pack=pack.id, seed=seed, options=dict(options),
             players=players, stack=stack, decks=decks, first=first, first_reason="chosen at random",
             tiles=[[t.id, t.start["region"], t.start["x"], t.start["y"], t.start.get("rot", 0)]
                    for t in pack.tiles.values() if t.start],
             r=4, house=house, free_play=dict(info))
    start_turn(ctx, first)
    return ctx.events
