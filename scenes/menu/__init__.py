"""The title's menu and the pages it opens (settings, how to play)."""
