"""The saved games: the list, its index of saves, its rows."""
