"""The first-game hints tell no side (the tells hunt, wave 3).

"You can make a roll now" comes when the person acting may choose a roll. In a haunt
whose traitor nobody knows, the books' action words are one side's own (a hero may
LIGHT a candle, the traitor may not), so a hint that counted them would come on a
hero's turn in a room where it never comes on the traitor's: whoever it did not come
for, standing where it would, is the traitor. The same seat, in the same room, with the
same things, gets the same hints whichever side the lot made it.
"""

from __future__ import annotations

from haunt_helpers import put
from test_ui_haunt import app, pack  # noqa: F401  (the fixtures: an App with the title under it)
from test_ui_hidden_traitor import hidden_game
from ui_haunt_helpers import open_haunt, read_books


def hints_for_seat_one(app, pack, traitor: int, tile: str | None):
    """The hints offered when seat 1 (the first to act) stands in ``tile``, the lot fallen
    to ``traitor``; and whether seat 1 may use an action word there."""
    game = hidden_game(pack, traitor=traitor)
    if tile is not None:
        put(game, 1, tile)
    scene = open_haunt(app, game)
    read_books(app)
    while (answer := next((c for c in game.legal_commands(1) if c.type == "answer"), None)) is not None:
        scene.submit(answer)   # (the haunt's first question, if it asks one)
    assert game.acting_seat() == 1
    offered = []
    scene.hints.offer = lambda keys, *a, **k: offered.append(list(keys))
    scene.offer_hints(())
    words = any(c.type == "haunt_action" for c in game.legal_commands(1))
    app.pop()
    return offered, words


def test_the_roll_hint_comes_alike_for_the_traitor_and_a_hero(app, pack):
    game = hidden_game(pack, traitor=2)
    tile = None
    for candidate in game.state["placed"]:   # a room where a hero may LIGHT a candle (a roll)
        put(game, 1, candidate)
        if any(c.type == "haunt_action" for c in game.legal_commands(1)):
            tile = candidate
            break
    assert tile is not None
    as_hero, hero_words = hints_for_seat_one(app, pack, traitor=2, tile=tile)
    as_traitor, _words = hints_for_seat_one(app, pack, traitor=1, tile=tile)
    assert hero_words   # (the hero could LIGHT here: the hint had a side's roll to count)
    assert as_hero == as_traitor
