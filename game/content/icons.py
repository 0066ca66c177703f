"""The pictures a pack may name with ``icon:``: the SVG files in ``assets/icons/``
(game-icons.net's, vendored by ``tools/vendor_icons.py``). The engine only checks the
names; drawing them is the board's business (``scenes/board/art/icons.py``)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..paths import assets_root


def icon_folder() -> Path:
    return assets_root() / "icons"


@lru_cache(maxsize=4)
def icon_names(folder: Path | None = None) -> frozenset[str]:
    """Every icon name (``assets/icons/<name>.svg`` without the ``.svg``)."""
    folder = folder or icon_folder()
    if not folder.is_dir():
        return frozenset()
    return frozenset(p.stem for p in folder.glob("*.svg"))
