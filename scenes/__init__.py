"""Hollowmere's pygame-ce front end: an app loop with a scene stack.

Nothing in ``game/`` imports from here; this package reads the engine, never the
other way round. Importing ``scenes`` itself does not import pygame, so
``hollowmere --version`` stays instant and display-free.

A screen's code lives in one folder:

| folder | what |
|---|---|
| ``app.py``, ``__main__.py`` | the window, the loop and the scene stack; the console entry point |
| ``kit/`` | shared by every screen: palette, fonts, widgets, intents, animation, the Scene base, panels, the confirm box, the press-and-hold cover, the backdrop, settings |
| ``menu/`` | the title and the pages it opens (settings, how to play) |
| ``setup/`` | setting up a game (classic explorers, legacy families, bots) |
| ``board/`` | the board: its scene (``play.py``), the table's widgets, the presenter and what it animates (cards, dice, the log), the end scene |
| ``haunt/`` | the haunt's split screens and its books |
| ``replay/`` | the replay viewer |
| ``saves/`` | the saved games |
| ``campaign/`` | the legacy campaign's screens (docs/CAMPAIGN.md) |
"""
