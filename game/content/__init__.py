"""Content packs: YAML in, frozen, validated objects out."""

from .loader import ContentError, check_pack, load_pack, pack_dir
from .model import MENTAL, PHYSICAL, SIDES, TRAITS, Card, Explorer, Pack, Tile, Token
from .validate import Problem

__all__ = [
    "ContentError", "check_pack", "load_pack", "pack_dir", "Pack", "Tile", "Card",
    "Explorer", "Token", "Problem", "TRAITS", "PHYSICAL", "MENTAL", "SIDES",
]
