"""Copying plain game data fast.

The state and views are JSON-like (dicts, lists, strings, numbers, booleans, None);
marshal copies such data in C, several times faster than ``copy.deepcopy``. It is only
ever used for in-memory copies, never written anywhere.
"""

import marshal


def clone(data):
    return marshal.loads(marshal.dumps(data))


_CONTAINERS = (dict, list)
_NOTHING = frozenset()  # (what a put-off copy owns: every reach makes the original first)
_NO_LATER: dict = {}


class LazyCopy(dict):
    """A copy of a dict of plain data made lazily: each top-level entry is shared with
    the original until it is first reached, and copied (``clone``) at that moment.

    Nothing reached through it is the original's: every way to a value (``[]``, ``get``,
    ``setdefault``, ``pop``, ``items``, ``values``, iteration into ``dict(...)`` or
    ``json.dumps``...) hands out the private copy. The original's entries must not be
    changed in place while a lazy copy of it lives (``Game`` copies the views it lent
    whole, ``plain()``, before it changes its state).

    ``LazyCopy.put_off(build, held)`` puts off even the making of the original.
    ``marshal`` refuses dict subclasses: call ``plain()`` first."""

    __slots__ = ("_own", "_later", "_build", "__weakref__")

    def __init__(self, original: dict, own=(), later=None) -> None:
        dict.__init__(self, original)
        self._build = None  # fn() -> (original, own, later), while the original is put off
        self._own: set | None = set(own)   # keys already private; None: all of them
        # key -> fn() making that entry's own value when first reached (work put off)
        self._later: dict = later or {}

    @classmethod
    def put_off(cls, build, held: dict) -> "LazyCopy":
        """A lazy copy whose original is not even made yet: ``build()`` returns the
        ``(original, own, later)`` to use, called at the first reach of any kind (a
        reader that never looks, like a bot choosing at random, costs nothing). ``held``:
        a dict with the keys it will have (their values unused), held meanwhile: C code
        such as ``json``'s encoder reads a dict's size without asking it."""
        out = dict.__new__(cls)
        dict.update(out, held)
        out._build, out._own, out._later = build, _NOTHING, _NO_LATER
        return out

    def _ready(self) -> None:
        """Make the original now, if it was put off."""
        build = self._build
        if build is not None:
            self._build = None
            original, own, later = build()
            dict.clear(self)  # (the keys held meanwhile)
            dict.update(self, original)
            self._own = set(own)
            self._later = dict(later or {})

    def _mine(self, key) -> None:
        if self._build is not None:
            self._ready()
        own = self._own
        if own is None or key in own:
            return
        own.add(key)
        make = self._later.pop(key, None)
        if make is not None:
            dict.__setitem__(self, key, make())
            return
        value = dict.get(self, key)
        if type(value) in _CONTAINERS:
            dict.__setitem__(self, key, clone(value))

    def _all_mine(self) -> None:
        if self._build is not None:
            self._ready()
        if self._own is not None:
            for key in list(dict.keys(self)):
                self._mine(key)
            self._own = None

    def __getitem__(self, key):
        if self._own is not None and key not in self._own:
            self._mine(key)
        return dict.__getitem__(self, key)

    def get(self, key, default=None):
        if self._own is not None and key not in self._own:
            self._mine(key)
        return dict.get(self, key, default)

    def __setitem__(self, key, value) -> None:
        if self._build is not None:
            self._ready()
        if self._own is not None:
            self._own.add(key)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key) -> None:
        if self._build is not None:
            self._ready()
        if self._own is not None:
            self._own.add(key)
        dict.__delitem__(self, key)

    def __iter__(self):
        # overridden so that dict(lazy) and {**lazy} take the keys-and-[] path (which
        # copies) instead of reading the raw entries
        if self._build is not None:
            self._ready()
        return iter(list(dict.keys(self)))

    # what reads the keys alone: only the making of the original is needed
    def keys(self):
        if self._build is not None:
            self._ready()
        return dict.keys(self)

    def __len__(self) -> int:
        if self._build is not None:
            self._ready()
        return dict.__len__(self)

    def __contains__(self, key) -> bool:
        if self._build is not None:
            self._ready()
        return dict.__contains__(self, key)

    def __reversed__(self):
        if self._build is not None:
            self._ready()
        return iter(list(reversed(dict.keys(self))))

    def __eq__(self, other):
        self._all_mine()
        if isinstance(other, LazyCopy):
            other._all_mine()
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = None

    def __repr__(self) -> str:
        self._all_mine()
        return dict.__repr__(self)

    def setdefault(self, key, default=None):
        self._mine(key)
        return dict.setdefault(self, key, default)

    def pop(self, key, *default):
        self._mine(key)
        return dict.pop(self, key, *default)

    def popitem(self):
        self._all_mine()
        return dict.popitem(self)

    def values(self):
        self._all_mine()
        return dict.values(self)

    def items(self):
        self._all_mine()
        return dict.items(self)

    def copy(self):
        self._all_mine()
        return dict.copy(self)

    def __or__(self, other):
        self._all_mine()
        return dict.__or__(self, other)

    def __ior__(self, other):
        self._all_mine()
        return dict.__ior__(self, other)

    def __ror__(self, other):
        self._all_mine()
        return dict.__ror__(self, other)

    def __reduce_ex__(self, protocol):
        return (dict, (self.plain(),))  # pickle and copy.deepcopy: a plain dict

    def clear(self) -> None:
        self._build = None
        self._own = None
        dict.clear(self)

    def update(self, *args, **kwargs) -> None:
        self._all_mine()
        dict.update(self, *args, **kwargs)

    def plain(self) -> dict:
        """Everything copied, as a plain dict."""
        self._all_mine()
        return dict.copy(self)
