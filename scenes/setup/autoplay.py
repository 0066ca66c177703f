"""``hollowmere --autoplay``: a game played by bots alone, from setup to the end scene.

The same screens a person goes through, with nobody at the table: the setup screen
opens with four bot seats dealt their explorers, stays a moment so it can be seen, and
starts the game itself; the bots play at the normal, watchable pace (F skips ahead to
the end); the haunt's reveal turns itself, since a table of bots has no privacy screens
(``scenes.board.play.PlayScene.open_books``); and the end scene stays up until the window is
closed or a button on it is pressed. The title is beneath, as in a game started by hand.
"""

from __future__ import annotations

PLAYERS = 4
SHOW_SETUP = 2.5     # seconds the filled-in setup screen is shown before the game starts


def open_autoplay(app, level: str = "sensible", seed: int | None = None):
    """Push the title and a setup screen of ``PLAYERS`` bots of ``level`` that starts
    itself; returns the setup scene. ``seed``: the deal and the game's seed (None: a
    fresh one, as for a game set up by hand)."""
    from scenes.setup.setup_scene import SetupScene, title_entries
    from scenes.menu.title import TitleScene

    app.push(TitleScene(app, entries=title_entries()))
    setup = SetupScene(app, seed=seed)
    app.push(setup)
    setup.fill_with_bots(PLAYERS, level)
    setup.deal()
    setup.start_after(SHOW_SETUP)
    return setup
