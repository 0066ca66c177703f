"""Setting up a game: seats, explorers or families, bots.

Both setup screens are imported with the package, so each has registered itself with the
ruleset toggle (``ruleset_toggle.register_setup``) whichever one a player opens first.
"""

from scenes.setup import legacy_setup, setup_scene  # noqa: F401 (imported so the scenes are reachable from the package)
