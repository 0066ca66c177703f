"""A hidden traitor is hidden on the shared screen too (issue 18).

Legacy p.19, "Hidden Traitor": the traitor's "identity is secret from the other
players". On one screen that everyone can see, that means: the chronicle tells the
draw of the lot without its result, whoever is at the screen.
"""

from __future__ import annotations

from haunt_helpers import reveal, start, steer_lot
from test_ui_haunt import app, pack  # noqa: F401  (the fixtures: an App with the title under it)
from ui_haunt_helpers import open_haunt

HAUNT = "the_understudy"


def hidden_game(pack, traitor: int, players: int = 4, seed: int = 1):
    """Seat 0 reveals The Understudy; the lot falls to ``traitor``; seat 1 acts first."""
    game = start(pack, players=players, seed=seed, first_player=0)
    steer_lot(game, traitor)
    reveal(game, HAUNT, draw_omen=False)
    assert game.state["haunt"]["traitor"] == traitor and game.state["haunt"]["hidden"]
    return game


def test_the_chronicle_is_the_same_whoever_draws_the_lot(app, pack):
    """The reveal is told on the shared screen: seat 1, the first to act, is at it. Its
    lines and their colours are the same whether seat 1 or seat 2 drew the lot."""
    told = {}
    for traitor in (1, 2):
        scene = open_haunt(app, hidden_game(pack, traitor))
        told[traitor] = [(e.text, e.colour, e.style) for e in scene.presenter.log.entries]
        assert any("Lots are drawn face down" in text for text, _c, _s in told[traitor])
        app.pop()
        app.pop()
    assert told[1] == told[2]
