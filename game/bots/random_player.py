"""The random legal player: the fuzzer every rule is tested with.

It picks uniformly among legal commands, except that ending the turn is less likely
while something else is possible (so games move forward). Its randomness comes from
its own seed through the same hash as the engine's chance, so a simulated game is
reproducible on any Python version.
"""

from __future__ import annotations

from .. import chance

WEIGHTS = {"end_turn": 1, "explore": 6, "move": 3}


class RandomPlayer:
    name = "random"
    reads_view = False  # (choose looks at the commands alone: a driver may pass None)

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.counter = 0

    def choose(self, view: dict | None, commands: list):
        if not commands:
            raise ValueError("no legal command to choose from")
        weights = []  # (a loop: cheaper than a comprehension's frame for a few commands)
        total = 0
        for c in commands:
            weight = WEIGHTS.get(c.type, 2)
            weights.append(weight)
            total += weight
        self.counter += 1
        pick = chance.pick_index(self.seed, self.counter, total)
        for command, weight in zip(commands, weights):
            if pick < weight:
                return command
            pick -= weight
        return commands[-1]
