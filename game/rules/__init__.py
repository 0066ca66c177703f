"""The rules by topic. Importing this package registers every command's rules."""

from . import cards, decisions, discovery, movement, rooms, setup, traits, turn  # noqa: F401
