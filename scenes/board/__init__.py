"""The board screen's presentation layer: the house, the HUD, dialogs, overlays.

``Table`` (in ``table.py``) composes the pieces; ``scenes.board.play`` owns the game and
feeds the table and the presenter. Each module holds one piece of the table.
"""

from scenes.board.table import Table

__all__ = ["Table"]
