"""The board screen: the house, what surrounds it, dialogs and the stage.

``play.py`` owns the game and feeds ``presenter.py`` (engine events become what the table
shows) and ``table.py`` (every piece composed; ``table_input.py`` routes the pointer).
The pieces live in rooms named for what they are:

- ``house/``: the floors and their tiles, the camera, pieces in rooms, the ways to go;
- ``hud/``: the top bar, the turn HUD, the right column, the chronicle, haunt controls;
- ``dialogs/``: the engine's pending questions answered;
- ``stage/``: dice thrown and cards turned over at centre stage;
- ``art/``: portraits, crests, icons and glyphs, drawn by code.
"""

from scenes.board.table import Table

__all__ = ["Table"]
