"""Bots: players that decide from a view and the legal commands, never the raw state."""

from .random_player import RandomPlayer

__all__ = ["RandomPlayer"]
