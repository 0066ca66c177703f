"""Drive games with the random legal player (the fuzzer every rule is tested with)."""

from __future__ import annotations

from game import auto_seats, new_game
from game.bots import RandomPlayer

STOP = ("haunt_revealed", "over")


def start(pack, players=4, seed=1, log_path=None, **options):
    options.setdefault("date", "11-21")
    return new_game("classic", auto_seats(pack, players, seed), seed, pack,
                    options=options, log_path=log_path)


class Driver:
    """Random legal players for every seat of one game."""

    def __init__(self, game, seed=0):
        self.game = game
        self.bots = {}
        self.seed = seed

    def step(self):
        game = self.game
        seat = game.acting_seat()
        bot = self.bots.setdefault(seat, RandomPlayer(self.seed * 97 + seat))
        return game.submit(bot.choose(game.view(seat), game.legal_commands(seat)))

    def run(self, steps=10_000, until=None):
        for _ in range(steps):
            if self.game.phase in STOP or (until is not None and until(self.game)):
                break
            self.step()
        return self.game


def play(game, steps=10_000, until=None, seed=0):
    return Driver(game, seed).run(steps, until)
