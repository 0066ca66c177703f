"""Every module of the rules, imported in one fixed order: importing this registers every
command's rules, effect op, question's answer, condition and event of the game.

No module of the rules imports another at its first use or in a cycle
(``tests/test_import_graph.py``); what a registration's order decides is fixed where it is
read, not by this list: ``legal_commands`` lists command types in ``engine.COMMAND_ORDER``,
and the effect words are declared in ``game.words``.
"""

from __future__ import annotations

from .campaign import branches as _campaign_branches  # noqa: F401  (a chapter's outcomes: branch ops, conditions)
from .campaign import play as _campaign_play  # noqa: F401  (a chapter's events, ops and conditions)
from .haunt import combat, companions, events, goals, house, memory, monsters, reactions, reveal, victory  # noqa: F401 (imported to register their rules)
from .rules import cards, decisions, discovery, gates, movement, rooms, setup, trait_words, traits, turn  # noqa: F401 (imported to register their rules)
