"""Pictures drawn once and kept while they are in use: icons, glyphs, portraits.

Each is kept by what it was drawn from (a name, a size, a colour), and a long session
asks for ever new sizes and colours — every game its own cards, explorers and zoom
levels — so a cache that only grows held about 1 MB more each game (docs/PERFORMANCE.md,
"Memory across games"). A ``Kept`` remembers in which scene each picture was last used;
at every change of scene (``App.replace`` and ``App.pop`` call ``sweep``) the pictures
not used in the scene just left go. The App's FontBook keeps its fonts and rendered
texts the same way (a font at each size a layout asked for: about 170 KB each). Within a scene nothing is let go, so a frame never
draws a picture twice; across scenes what is kept is what the last scene used.
"""

from __future__ import annotations

import weakref
from typing import Any

MOST = 4096   # entries a Kept holds at the most, whatever happens (then it starts afresh)

_ALL: weakref.WeakSet = weakref.WeakSet()   # every Kept alive (an App's go with it)


class Kept:
    """A dict-like cache of drawn pictures (values may be None: "there is none")."""

    def __init__(self) -> None:
        self._items: dict = {}
        self._used: dict = {}     # key -> the scene (sweep count) it was last used in
        self._scene = 0
        _ALL.add(self)

    def get(self, key, default: Any = None):
        item = self._items.get(key, default)
        if item is not default and self._used.get(key) != self._scene:
            self._used[key] = self._scene
        return item

    def __contains__(self, key) -> bool:
        return key in self._items

    def __getitem__(self, key):
        item = self._items[key]
        self._used[key] = self._scene
        return item

    def __setitem__(self, key, item) -> None:
        if len(self._items) >= MOST and key not in self._items:
            self.clear()
        self._items[key] = item
        self._used[key] = self._scene

    def __len__(self) -> int:
        return len(self._items)

    def values(self):
        return self._items.values()

    def clear(self) -> None:
        self._items.clear()
        self._used.clear()

    def sweep(self) -> None:
        """Let go of what the scene just left did not use; a new scene begins."""
        scene = self._scene
        for key in [key for key, used in self._used.items() if used != scene]:
            del self._items[key], self._used[key]
        self._scene = scene + 1


def sweep() -> None:
    """A change of scene: every Kept lets go of what the scene just left did not use."""
    for kept in list(_ALL):
        kept.sweep()
