"""The rules by topic (``game.rulebook`` imports them all, registering every command's rules)."""
