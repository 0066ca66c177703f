"""The state hash: one short fingerprint of everything in the game state.

The hash is blake2b of ``canonical(state)``: the state as sorted, compact JSON. A state
is hashed at every turn's end, and replaying a save checks every one of those, so the
canonical JSON is put together from the JSON of each top-level entry, and an entry is
encoded again only if it changed since the last hash (its marshal bytes, which spell out
exact types and values and cost a fraction of the JSON, tell). The bytes hashed are
exactly ``canonical(state)``'s; ``Fragments`` only avoids re-encoding what did not change.
"""

from __future__ import annotations

import hashlib
import json
import marshal

from .apply import EVERYTHING as _EVERYTHING, ITEMIZED

_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"))
_ENCODE = _ENCODER.encode
_STR = json.encoder.encode_basestring_ascii  # what that encoder does with a str
_PLAIN = {None: "null", True: "true", False: "false"}
# the C encoder that _ENCODE sets up on every call, made once (without the circular
# reference check, so a cycle ends in RecursionError, and _ENCODE then says what it says)
_C_ENCODE = (json.encoder.c_make_encoder(None, _ENCODER.default, _STR, None, ":", ",", True, False, True)
             if json.encoder.c_make_encoder is not None else None)


def _encode(value) -> str:
    """``_ENCODE(value)``, without its set-up on every call."""
    kind = type(value)
    if kind is str:
        return _STR(value)
    if kind is int:
        return int.__repr__(value)
    if kind is bool or value is None:
        return _PLAIN[value]
    if _C_ENCODE is not None:
        try:
            return "".join(_C_ENCODE(value, 0))
        except RecursionError:
            pass
    return _ENCODE(value)


def canonical(state) -> bytes:
    return json.dumps(state, sort_keys=True, separators=(",", ":")).encode()


class Fragments:
    """The canonical JSON of each top-level entry of the last state hashed (and of each
    item of those that are lists or dicts), kept so the next hash of a state that changed
    a little encodes only what changed."""

    def __init__(self, itemize=()) -> None:
        self._itemize = frozenset(itemize)  # keys always remembered item by item
        self._seen: dict[str, tuple[bytes, str]] = {}   # key -> (its marshal, '"key":JSON')
        self._items: dict[str, dict] = {}                # key -> {index or subkey: (marshal, JSON)}
        self._keys: dict[str, str] = {}                  # key -> '"key":'
        self._index: dict[str, int] | None = None        # the last state's keys, in order,
        self._parts: list[str] = []                      # and its '"key":JSON' parts
        # (k, blake2b fed with the canonical text up to part k: "{" + parts[:k] + ","s):
        # the parts before the first one that changed are not hashed again
        self._prefix: tuple | None = None

    def canonical(self, state, changed=None, items=None) -> bytes:
        """``canonical(state)``, byte for byte. ``changed``: the top-level keys that may
        differ since the last call on this object (None: any of them). ``items``: for
        some of those, the items (indexes or keys) that may differ, a set per key
        (``apply.EVERYTHING`` in it: any)."""
        parts, first = self._update(state, changed, items)
        if parts is None:
            return canonical(state)
        if self._prefix is not None and first < self._prefix[0]:
            self._prefix = None  # (the kept hash covers a part that changed)
        return ("{" + ",".join(parts) + "}").encode()

    def state_hash(self, state, changed=None, items=None) -> str:
        """blake2b of ``canonical(state)``, resuming from the kept hash of the text before
        the first part that changed."""
        parts, first = self._update(state, changed, items)
        if not parts:
            return hashlib.blake2b(canonical(state), digest_size=12).hexdigest()
        first = min(first, len(parts) - 1)  # (the last part is always fed after the prefix)
        kept = self._prefix
        if kept is not None and kept[0] <= first:
            at, hasher = kept[0], kept[1].copy()
        else:
            at, hasher = 0, hashlib.blake2b(b"{", digest_size=12)
        if first > at:
            hasher.update((",".join(parts[at:first]) + ",").encode())
        self._prefix = (first, hasher.copy())
        hasher.update((",".join(parts[first:]) + "}").encode())
        return hasher.hexdigest()

    def _update(self, state, changed, items) -> tuple:
        """(the parts of ``state``'s canonical text, the index of the first one that may
        differ from the last call's), or (None, 0) for a state only ``canonical`` does."""
        if not isinstance(state, dict):
            self._index = self._prefix = None
            return None, 0
        index, parts = self._index, self._parts
        if changed is not None and index is not None and len(state) == len(index):
            first = len(parts)
            for key in changed:  # only these can differ: patch their parts
                i = index.get(key)
                value = dict.get(state, key, _MISSING)
                if i is None and value is _MISSING:
                    continue  # asked for, absent before and now
                if i is None or value is _MISSING:
                    break  # a key came or went: the long way
                part = self._part(key, value, None if items is None else items.get(key))
                if i < first and part != parts[i]:
                    first = i
                parts[i] = part
            else:
                return parts, first
        self._prefix = None
        if any(type(key) is not str for key in dict.keys(state)):
            self._index = None
            return None, 0  # json turns such keys into strings: the plain way
        items = sorted(dict.items(state))  # as the encoder sorts them (keys are unique)
        seen = self._seen
        parts = []
        for key, value in items:
            known = seen.get(key)
            if known is not None and changed is not None and key not in changed:
                parts.append(known[1])
            else:
                parts.append(self._part(key, value))
        self._index = {key: i for i, (key, _) in enumerate(items)}
        self._parts = parts
        if len(seen) > len(items):  # keys gone from the state: forget them
            for key in set(seen) - set(self._index):
                seen.pop(key, None)
                self._items.pop(key, None)
        return parts, 0

    def _part(self, key: str, value, sub=None) -> str:
        """'"key":JSON' for one top-level entry, encoded again only if it changed.
        ``sub``: the only items of it that may have changed, if known."""
        kind = type(value)
        if kind is int or kind is str or kind is bool or value is None:
            part = self._key(key) + _encode(value)  # (cheaper than telling whether it changed)
            self._seen[key] = (None, part)
            return part
        cache = self._items.get(key)
        if cache is not None:  # remembered item by item: only changed items are encoded
            text = None
            if sub is not None and _EVERYTHING not in sub:
                text = self._patched(value, cache, sub)
            if text is None:
                text = self._itemized(value, cache)
            if text is not None:
                part = self._key(key) + text
                self._seen[key] = (None, part)
                return part
            self._items.pop(key, None)
        try:
            mark = marshal.dumps(value, 2)  # version 2: no back-references, so no refcounts in it
        except ValueError:  # not plain data: no fingerprint, encode it every time
            self._seen.pop(key, None)
            return self._key(key) + _ENCODE(value)
        known = self._seen.get(key)
        if known is None or known[0] != mark:
            text = None
            if type(value) in (list, dict) and 1 < len(value) and (
                    key in self._itemize or len(value) <= len(mark) // ITEM_BYTES):
                # a few big items (the players, the decks): remember them one by one
                cache = self._items[key] = {None: type(value)}
                text = self._itemized(value, cache)
                if text is None:
                    self._items.pop(key, None)
            known = self._seen[key] = (mark, self._key(key) + (_encode(value) if text is None else text))
        return known[1]

    def _itemized(self, value, cache: dict) -> str | None:
        """The JSON of a list or dict, its items' JSON taken from ``cache`` unless they
        changed; None if the value is not such a list or dict any more."""
        kind = type(value)
        if kind is not cache[None] or len(value) < 2:
            return None
        if kind is list:
            pairs = enumerate(value)
        elif any(type(k) is not str for k in value):
            return None
        else:
            pairs = sorted(value.items())  # as the encoder sorts them
        out = []
        keep = set()
        for sub, item in pairs:
            if not self._item(cache, sub, item, "" if kind is list else self._key(sub)):
                return None
            out.append(cache[sub][1])
            keep.add(sub)
        if len(cache) > len(keep) + 1:  # items gone: forget them
            for sub in [s for s in cache if s is not None and s not in keep]:
                cache.pop(sub, None)
        return ("[" if kind is list else "{") + ",".join(out) + ("]" if kind is list else "}")

    def _patched(self, value, cache: dict, sub) -> str | None:
        """The JSON of a list or dict of which only the items ``sub`` may have changed
        (the others' JSON taken from ``cache`` without looking; those in ``sub``, which
        may only have been read, compared as ``_itemized`` does); None if that does not
        add up (the caller then compares every item)."""
        kind = type(value)
        if kind is not cache[None]:
            return None
        if kind is list:
            count = len(value)
            if len(cache) != count + 1:
                return None
            for i in sub:
                if type(i) is not int or not 0 <= i < count or not self._item(cache, i, value[i], ""):
                    return None
            return "[" + ",".join([cache[i][1] for i in range(count)]) + "]"
        for k in sub:
            if type(k) is not str:
                return None
            if k in value:
                if not self._item(cache, k, value[k], self._key(k)):
                    return None
            else:
                cache.pop(k, None)
        if len(cache) != len(value) + 1:
            return None
        out = []
        for k in sorted(value):
            known = cache.get(k)
            if known is None:
                return None
            out.append(known[1])
        return "{" + ",".join(out) + "}"

    @staticmethod
    def _item(cache: dict, sub, item, prefix: str) -> bool:
        """Bring one item's JSON in ``cache`` up to date (False: not plain data)."""
        try:
            mark = marshal.dumps(item, 2)
        except ValueError:
            return False
        known = cache.get(sub)
        if known is None or known[0] != mark:
            cache[sub] = (mark, prefix + _encode(item))
        return True

    def _key(self, key: str) -> str:
        found = self._keys.get(key)
        if found is None:
            if len(self._keys) > 4096:  # a bound, for states with ever new keys
                self._keys.clear()
            found = self._keys[key] = _STR(key) + ":"
        return found

class Noted:
    """Hashes one state that is changed in place by events folded in with
    ``apply_in_place(state, event, noted.reached, noted.items)`` (the Game's state): each
    hash encodes again only the top-level entries those events reached, and of the big
    ones only the items reached. ``forget()`` when the state was changed any other way,
    or replaced."""

    def __init__(self) -> None:
        self._fragments = Fragments(itemize=ITEMIZED)
        self.reached: set = set()
        self.items: dict = {}
        self._known = False  # has this state been hashed since the last forget()?

    def forget(self) -> None:
        self._known = False

    def state_hash(self, state) -> str:
        reached, items = self.reached, self.items
        if self._known and _EVERYTHING not in reached:
            found = self._fragments.state_hash(state, reached, items)
        else:
            found = self._fragments.state_hash(state)
        reached.clear()  # (the same set and dict: a Ctx part way through a command holds them)
        items.clear()
        self._known = True
        return found


_MISSING = object()
ITEM_BYTES = 128  # items this big on average are worth remembering one by one
_SHARED = Fragments()  # the engine hashes one game's states one after another


def state_hash(state) -> str:
    return _SHARED.state_hash(state)
