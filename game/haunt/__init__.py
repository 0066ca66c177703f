"""The haunt: reveal, combat, monsters, goals, dying and winning (its turn order and rounds
are in the turn's flow, ``game.rules.turn``). ``game.rulebook`` imports its modules,
registering its events, commands, ops and conditions."""
