"""The rules by topic. Importing this package registers every command's rules."""

from . import cards, decisions, discovery, movement, rooms, setup, traits, turn  # noqa: F401
from .. import haunt  # noqa: F401,E402  (the haunt's rules register too)
from ..campaign import play  # noqa: F401,E402  (a chapter's events, ops and conditions)
