"""The one place the version lives (pyproject reads the same number)."""

__version__ = "0.1.0"

# Format of the save log's header and events; bump when an event's shape changes and
# register an upcaster in game.log for the old shape.
LOG_FORMAT_VERSION = 2
EVENT_SCHEMA_VERSION = 2
# Shape of the game state; turn-end hashes are only comparable within one state format,
# so a save from an older format is replayed without checking them.
STATE_FORMAT = 3
