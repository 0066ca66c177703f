"""Where an online seat can walk this turn: the board's lit rooms and their ways.

At one screen the board works the ways out from the game (``game.reach``); an online
client holds only its seat's view, so the server works them out for the seat whose turn
it is — from the same game, the same path finder — and sends them with its update, to a
client that asked (``join``/``rejoin`` with ``ways``). A way is its move commands, its
cost, the rooms it passes, why a walk may stop on it and whether its one step spends all
the moves left: nothing the seat may not know
(the rooms and doors it sees, its own moves left). The client turns them back into
``game.reach.Path``.
"""

from __future__ import annotations

from game.commands import command_from_dict
from game.reach import Path, reachable, why_no_explore


def ways_for(game, seat: int) -> dict | None:
    """The ways ``seat`` may walk now, as sent (None: none to show: not their turn to
    move, or a question waits)."""
    state = game.state
    turn = state.get("turn")
    if state.get("pending") or not turn or turn.get("seat") != seat:
        return None
    paths = reachable(game.pack, game.ruleset, state, seat)
    return {"paths": {tile: {"steps": [c.to_dict() for c in p.steps], "cost": p.cost, "tiles": list(p.tiles),
                             "stops": p.stops, "early": p.early, "all_left": p.all_left}
                      for tile, p in paths.items()},
            "no_explore": why_no_explore(game.pack, game.ruleset, state, seat)}


def paths_of(ways: dict) -> dict[str, Path]:
    """The ways as ``game.reach`` gives them (the board draws and walks these)."""
    return {tile: Path(tuple(command_from_dict(c) for c in p["steps"]), p["cost"], tuple(p["tiles"]), p["stops"],
                       p["early"], bool(p.get("all_left")))   # (a server before all_left sends none)
            for tile, p in ways["paths"].items()}
