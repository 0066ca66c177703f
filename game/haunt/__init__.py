"""The haunt: reveal, turn order, combat, monsters, goals, dying and winning.

Importing this package registers its events, commands, ops and conditions.
"""

from . import combat, events, goals, house, monsters, victory  # noqa: F401
