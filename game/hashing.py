"""The state hash: one short fingerprint of everything in the game state.

The hash is blake2b of ``canonical(state)``: the state as sorted, compact JSON. A state
is hashed at every turn's end, and replaying a save checks every one of those, so the
canonical JSON is put together from the JSON of each top-level entry (its "part"), and
only what changed since the last hash is encoded again: of the big entries only the items
that changed (``_Items``), of a dict changed in place (a player, the haunt) only the
fields that did (``_Fields``). The bytes hashed are exactly ``canonical(state)``'s;
``Fragments`` only avoids re-encoding what did not change, and re-hashing the text before
the first part that did.

Whether a list or dict changed since its JSON was made is told by its marshal bytes, kept
from then, which spell out exact types and values and cost a fraction of the encoding
("cold"). Most values looked at did change, though (the turn, the monsters), and for
those the bytes are made for nothing: so a value found changed keeps no bytes ("hot") and
is just encoded the next time, the text compared; if that text turns out the same, its
bytes are kept again. A str, int, bool or None is compared as it is.
"""

from __future__ import annotations

import hashlib
import json
import marshal
from bisect import bisect_left
from itertools import compress
from operator import is_not, itemgetter

EVERYTHING = object()  # in a ``reached`` set (``apply.apply_in_place``): any entry may have changed
# the big entries whose items are also noted one by one (a turn changes one player of six,
# one tile of forty is placed, a card is dropped on one pile, a round of the haunt ends...)
ITEMIZED = frozenset(("players", "placed", "map", "decks", "discard", "piles", "haunt"))

_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"))
_ENCODE = _ENCODER.encode
_STR = json.encoder.encode_basestring_ascii  # what that encoder does with a str
_PLAIN = {None: "null", True: "true", False: "false"}
# the C encoder that _ENCODE sets up on every call, made once (without the circular
# reference check, so a cycle ends in RecursionError, and _ENCODE then says what it says)
_C_ENCODE = (json.encoder.c_make_encoder(None, _ENCODER.default, _STR, None, ":", ",", True, False, True)
             if json.encoder.c_make_encoder is not None else None)
_DUMPS = marshal.dumps
_BLAKE2B = hashlib.blake2b


def _encode(value) -> str:
    """``_ENCODE(value)``, without its set-up on every call."""
    kind = type(value)
    if kind is str:
        return _STR(value)
    if kind is int:
        return int.__repr__(value)
    if kind is bool or value is None:
        return _PLAIN[value]
    if not value and (kind is list or kind is dict):
        return "[]" if kind is list else "{}"  # (the C encoder's set-up costs more than these)
    if _C_ENCODE is not None:
        try:
            return "".join(_C_ENCODE(value, 0))
        except RecursionError:
            pass
    return _ENCODE(value)


def _mark(value) -> bytes | None:
    """The marshal bytes of a value (version 2: no back-references, so no reference counts
    in them): equal bytes, equal JSON. None for what is not plain data."""
    try:
        return _DUMPS(value, 2)
    except ValueError:
        return None


def canonical(state) -> bytes:
    return json.dumps(state, sort_keys=True, separators=(",", ":")).encode()


def _text(fields: dict, marks: dict, at, item, old: str | None, head: str) -> str:
    """``head`` + the JSON of ``item`` (the item or entry at ``at``), which is ``old``
    (that very object) if it did not change since ``old`` was made. A dict that is the
    same dict, as big, as the last two times is told field by field (``fields[at]``, a
    ``_Fields``; till then ``(dict, size)``); anything else whole, by ``marks[at]``, its
    marshal bytes if cold."""
    kind = type(item)
    if kind is str or kind is int or kind is bool or item is None:
        if at in marks:  # (it was something else)
            del marks[at]
        return head + _encode(item)  # (cheaper than telling whether it changed)
    if kind is dict:
        known = fields.get(at)
        if known is not None:
            if type(known) is _Fields:
                if known.of is item:
                    text = known.json(item)
                    if text is not None:
                        return head + text
            elif known[0] is item and known[1] == len(item):  # from now on, field by field
                known = fields[at] = _Fields(item)
                text = known.json(item)
                if text is not None:
                    marks.pop(at, None)  # (it may change now without those being told)
                    return head + text
        fields[at] = (item, len(item))  # (a _Fields is made if it is the same next time)
    if old is not None:
        mark = marks.get(at)
        if mark is not None:
            try:
                now = _DUMPS(item, 2)
            except ValueError:
                now = None
            if now == mark:
                return old
            del marks[at]  # (it changed: hot)
            return head + _encode(item)
        text = head + _encode(item)
        if text != old:
            return text
        text = old
    else:
        text = head + _encode(item)
    try:
        marks[at] = _DUMPS(item, 2)
    except ValueError:
        pass
    return text


_HEADS: dict = {}  # str key -> '"key":'


def _head(key: str) -> str:
    found = _HEADS.get(key)
    if found is None:
        if len(_HEADS) > 4096:  # a bound, for states with ever new keys
            _HEADS.clear()
        found = _HEADS[key] = _STR(key) + ":"
    return found


class _Fields:
    """The JSON of a dict with str keys (a player) field by field, with the values each
    field's JSON was made from: a field is encoded again only if it changed.
    A str, int, bool or None field changed if it is another object (told for all of them
    at once, in C) and not equal, or of another type; the other fields ("boxes": lists,
    dicts) changed if their marshal bytes did. Telling which of a player's fields changed
    costs a fraction of encoding the player.

    For one dict (``of``) that is changed in place (a player, the haunt), not made anew
    (the turn) or given more keys (a region of the map, as tiles are placed): those
    changed wholesale, and are cheaper encoded whole (see ``_text``)."""

    __slots__ = ("of", "keys", "fetch", "places", "heads", "texts", "values",
                 "boxes", "boxed", "mark", "marks", "text")

    def __init__(self, of: dict) -> None:
        self.of = of
        self.keys = None  # its keys, sorted as the encoder sorts them (None: to do)

    def json(self, value: dict) -> str | None:
        """The JSON of ``value`` (``of``); None if its keys are not those (or not str)."""
        if self.keys is None:
            return self._first(value)
        if len(value) != len(self.keys):
            return None
        try:
            now = self.fetch(value)
        except KeyError:
            return None
        old, texts, heads, boxes = self.values, self.texts, self.heads, self.boxes
        changed = rebox = False
        for i in compress(self.places, map(is_not, now, old)):  # fields now another object
            item = now[i]
            kind = type(item)
            if kind is str or kind is int or kind is bool or item is None:
                was = old[i]
                if type(was) is kind and item == was:
                    continue
                if i in boxes:  # (it was a box)
                    rebox = True
                texts[i] = heads[i] + _encode(item)
                changed = True
            elif i not in boxes:  # (it is a box now)
                rebox = True
        self.values = now
        if rebox:
            self._box(now)
            boxes = self.boxes
        if boxes:
            try:
                mark = _DUMPS(self.boxed(now), 2)
            except ValueError:  # (not plain data: encoded every time)
                mark = None
            if mark is None or mark != self.mark:  # one of them changed: which?
                self.mark = mark
                marks = self.marks
                for i in boxes:
                    try:
                        now_mark = _DUMPS(now[i], 2)
                    except ValueError:
                        now_mark = None
                    if now_mark is None or now_mark != marks.get(i):
                        marks[i] = now_mark
                        text = heads[i] + _encode(now[i])
                        if text != texts[i]:
                            texts[i] = text
                            changed = True
        if changed:
            self.text = "{" + ",".join(texts) + "}"
        return self.text

    def _first(self, value: dict) -> str | None:
        if len(value) < 2 or any(type(key) is not str for key in value):
            return None  # (itemgetter of one key hands out the value, not a tuple)
        self.keys = keys = sorted(value)
        self.fetch = itemgetter(*keys)
        self.places = range(len(keys))
        self.heads = heads = [_head(key) for key in keys]
        self.values = now = self.fetch(value)
        self.texts = [head + _encode(item) for head, item in zip(heads, now)]
        self._box(now)
        self.text = "{" + ",".join(self.texts) + "}"
        return self.text

    def _box(self, now: tuple) -> None:
        """Find the boxes among the fields (again); their bytes are to be made."""
        self.boxes = boxes = tuple(i for i, item in enumerate(now) if type(item) not in _SCALARS)
        # their values at once, as a tuple (itemgetter of one hands out the value)
        self.boxed = itemgetter(*boxes) if len(boxes) > 1 else itemgetter(slice(boxes[0], boxes[0] + 1)) if boxes else None
        self.mark = None  # their marshal bytes (None: to encode)
        self.marks = {}   # place -> marshal bytes of each


class _Items:
    """The JSON of one list or dict (with str keys) item by item: the items' texts (a
    dict's as '"key":JSON', in key order), the marshal bytes of those that are cold, and
    for items that are dicts their ``_Fields``."""

    __slots__ = ("kind", "keys", "texts", "marks", "fields")

    def __init__(self, kind: type) -> None:
        self.kind = kind
        self.keys: list = []    # a dict's keys, sorted as the encoder sorts them
        self.texts: list = []
        self.marks: dict = {}   # index or key -> marshal bytes
        self.fields: dict = {}  # index or key -> _Fields of a dict item

    def patch(self, value, sub) -> str | None:
        """The JSON of ``value``, of which only the items (indexes or keys) ``sub`` may
        have changed, come or gone since the last call; None if that does not add up (the
        caller then looks at every item)."""
        if type(value) is not self.kind:
            return None
        texts = self.texts
        if self.kind is list:
            count = len(value)
            if count != len(texts):
                return None
            for i in sub:
                if type(i) is not int or not 0 <= i < count:
                    return None
                texts[i] = _text(self.fields, self.marks, i, value[i], texts[i], "")
            return "[" + ",".join(texts) + "]"
        keys = self.keys
        for k in sub:
            if type(k) is not str:
                return None
            j = bisect_left(keys, k)
            here = j < len(keys) and keys[j] == k
            item = value.get(k, _MISSING)
            if item is not _MISSING:
                if here:
                    texts[j] = _text(self.fields, self.marks, k, item, texts[j], _HEADS.get(k) or _head(k))
                else:
                    keys.insert(j, k)
                    texts.insert(j, _text(self.fields, self.marks, k, item, None, _head(k)))
            elif here:
                del keys[j], texts[j]
                self.marks.pop(k, None)
                self.fields.pop(k, None)
        if len(keys) != len(value):
            return None
        return "{" + ",".join(texts) + "}"

    def refresh(self, value) -> str | None:
        """The JSON of ``value``, every item looked at; None if it is not a list or dict
        of this kind (with str keys) any more."""
        kind = type(value)
        if kind is not self.kind:
            return None
        texts = self.texts
        if kind is list:
            count, known = len(value), len(texts)
            if known > count:
                del texts[count:]
                for gone in [i for i in self.marks if i >= count]:
                    del self.marks[gone]
                for gone in [i for i in self.fields if i >= count]:
                    del self.fields[gone]
            fields, marks = self.fields, self.marks
            for i, item in enumerate(value):
                if i < known:
                    texts[i] = _text(fields, marks, i, item, texts[i], "")
                else:
                    texts.append(_text(fields, marks, i, item, None, ""))
            return "[" + ",".join(texts) + "]"
        for k in value:
            if type(k) is not str:
                return None
        keys = sorted(value)  # as the encoder sorts them
        fields, marks = self.fields, self.marks
        if keys == self.keys:
            for j, k in enumerate(keys):
                texts[j] = _text(fields, marks, k, value[k], texts[j], _head(k))
        else:
            old = dict(zip(self.keys, texts))
            for k in old:
                if k not in value:
                    self.marks.pop(k, None)
                    self.fields.pop(k, None)
            self.keys = keys
            self.texts = texts = [_text(fields, marks, k, value[k], old.get(k), _head(k)) for k in keys]
        return "{" + ",".join(texts) + "}"


class Fragments:
    """The canonical JSON of each top-level entry of the last state hashed (and of each
    item of those that are lists or dicts of big items, and each field of those that are
    dicts), kept so the next hash of a state that changed a little encodes only what
    changed; and blake2b hashers fed with the text up to some of those parts, so that
    text is not hashed again."""

    def __init__(self, itemize=()) -> None:
        self._itemize = frozenset(itemize)  # keys always remembered item by item
        self._index: dict | None = None     # the last state's keys -> their place in key order
        self._heads: list[str] = []         # '"key":' of each place
        self._parts: list[str] = []         # '"key":JSON' of each place
        self._marks: dict = {}              # key -> marshal bytes of a cold entry's value
        self._items: dict[str, _Items] = {}  # key -> its items, for entries remembered so
        self._fields: dict = {}              # key -> a dict entry's fields (see _text)
        # (place k, blake2b fed with "{" and parts[:k] each followed by ","), by place: the
        # text before the first part that changed is hashed from the last of those before it
        self._kept: list = [_START]

    def canonical(self, state, changed=None, items=None) -> bytes:
        """``canonical(state)``, byte for byte. ``changed``: the top-level keys that may
        differ since the last call on this object (None: any of them). ``items``: for
        some of those, the items (indexes or keys) that may differ, a set per key
        (``EVERYTHING`` in it: any)."""
        parts, _ = self._update(state, changed, items)
        if parts is None:
            return canonical(state)
        return ("{" + ",".join(parts) + "}").encode()

    def state_hash(self, state, changed=None, items=None) -> str:
        """blake2b of ``canonical(state)``, resuming from the kept hasher of the text
        before the first part that changed. A hasher is kept before the first two parts
        that changed, the likeliest to change again (more cost more than they save)."""
        parts, fresh = self._update(state, changed, items)
        if not parts:
            return _BLAKE2B(canonical(state), digest_size=12).hexdigest()
        kept = self._kept
        at, hasher = kept[-1]
        hasher = hasher.copy()
        last = len(parts) - 1  # (the last part is always fed after the kept text: then "}")
        for place in fresh[:2]:
            if at < place <= last:
                hasher.update((",".join(parts[at:place]) + ",").encode())
                kept.append((place, hasher.copy()))
                at = place
        hasher.update((",".join(parts[at:]) + "}").encode())
        return hasher.hexdigest()

    def _update(self, state, changed, items) -> tuple:
        """(the parts of ``state``'s canonical text, the places of those that changed in
        order), or (None, None) for a state only ``canonical`` does. The kept hashers left
        are those of text that did not change."""
        index, parts = self._index, self._parts
        if changed is not None and index is not None and type(state) is dict and len(state) == len(index):
            heads, fresh = self._heads, []
            for key in changed:  # only these can differ: patch their parts
                try:
                    i = index[key]
                    value = state[key]
                except KeyError:
                    if key not in index and key not in state:
                        continue  # asked for, absent before and now
                    break  # a key came or went: the long way
                kind = type(value)
                if kind is str:
                    part = heads[i] + _STR(value)
                elif kind is int:
                    part = heads[i] + int.__repr__(value)
                elif value is None or kind is bool:
                    part = heads[i] + _PLAIN[value]
                else:
                    part = self._entry(key, heads[i], value, items, parts[i])
                if part != parts[i]:
                    parts[i] = part
                    fresh.append(i)
            else:
                if fresh:
                    fresh.sort()
                    kept = self._kept
                    while kept[-1][0] > fresh[0]:
                        kept.pop()
                return parts, fresh
        del self._kept[1:]
        if type(state) is not dict or any(type(key) is not str for key in state):
            # (json turns such keys into strings; a dict subclass may hold its entries
            # differently from how it hands them out): the plain way
            self._index = None
            return None, None
        old = {} if index is None else {key: parts[i] for key, i in index.items()}
        pairs = sorted(state.items())  # as the encoder sorts them (keys are unique)
        self._heads = heads = [_head(key) for key, _ in pairs]
        self._parts = parts = []
        for (key, value), head in zip(pairs, heads):
            was = old.get(key)
            if was is not None and changed is not None and key not in changed:
                parts.append(was)
            elif type(value) in _SCALARS:
                parts.append(head + _encode(value))
            else:  # (every item of it looked at: the long way is taken seldom)
                parts.append(self._entry(key, head, value, None, was))
        self._index = index = {key: i for i, (key, _) in enumerate(pairs)}
        for kept in (self._marks, self._items, self._fields):  # keys gone: forget them
            for gone in [key for key in kept if key not in index]:
                del kept[gone]
        return parts, []

    def _entry(self, key: str, head: str, value, items, old: str | None) -> str:
        """The part of one top-level entry that is not a str, int, bool or None, given its
        part at the last call (``old``). ``items[key]``: the only items of it that may
        have changed, if known."""
        if old is not None and old[len(head)] in "[{":
            cache = self._items.get(key)
            if cache is not None:  # remembered item by item: only changed items are encoded
                text = None
                sub = None if items is None else items.get(key)
                if sub is not None and EVERYTHING not in sub:
                    text = cache.patch(value, sub)
                if text is None:
                    text = cache.refresh(value)
                if text is not None:
                    return head + text
            elif not (key in self._itemize and type(value) in (list, dict) and len(value) > 1):
                return _text(self._fields, self._marks, key, value, old, head)
        # new, or kept as it is not now (or a str, int, bool or None before): start again
        self._items.pop(key, None)
        self._fields.pop(key, None)
        self._marks.pop(key, None)
        mark = _mark(value)
        if mark is not None and self._itemizable(key, value, mark):
            cache = _Items(type(value))
            text = cache.refresh(value)
            if text is not None:
                self._items[key] = cache
                return head + text
        if mark is not None:
            self._marks[key] = mark
        if type(value) is dict:
            self._fields[key] = (value, len(value))  # (see _text)
        return head + _encode(value)

    def _itemizable(self, key: str, value, mark: bytes) -> bool:
        """Is this entry worth remembering item by item (a few big items: the players,
        the decks)?"""
        return (type(value) in (list, dict) and 1 < len(value)
                and (key in self._itemize or len(value) <= len(mark) // ITEM_BYTES))


class Noted:
    """Hashes one state that is changed in place by events folded in with
    ``apply_in_place(state, event, noted.reached, noted.items)`` (the Game's state): each
    hash encodes again only the top-level entries those events reached, and of the big
    ones only the items reached. ``forget()`` when the state was changed any other way,
    or replaced."""

    def __init__(self, hashing: bool = True) -> None:
        self._fragments = Fragments(itemize=ITEMIZED)
        # hashing False: ``state_hash`` gives None and nothing is encoded (a game whose turn
        # hashes nobody reads: ``new_game(turn_hashes=False)``); the entries reached are
        # still told, for the Game's kept answers (``reached``, ``since``, ``hold``)
        self.hashing = hashing
        self.reached: set = set()
        self.items: dict | None = {} if hashing else None  # (None: items not noted)
        self.since: set = set()  # the entries reached before the hashes since, till its owner empties it
        # entries reached since the last hash that its owner set aside (``hold``): hashed
        # as if still in ``reached``, so ``reached`` tells what was reached after that
        self.held: set = set()
        self._known = False  # has this state been hashed since the last forget()?

    def forget(self) -> None:
        self._known = False

    def hold(self, keys) -> None:
        """Move ``keys`` out of ``reached`` (into ``held``, which the next hash counts as
        reached): ``reached`` then says whether an event reaches them again."""
        held = self.reached.intersection(keys)
        if held:
            self.reached.difference_update(held)
            self.held |= held

    def state_hash(self, state) -> str | None:
        reached, items = self.reached, self.items
        self.since |= reached
        if self.held:
            reached |= self.held
            self.held.clear()
        if not self.hashing:
            reached.clear()
            return None
        if self._known and EVERYTHING not in reached:
            found = self._fragments.state_hash(state, reached, items)
        else:
            found = self._fragments.state_hash(state)
        reached.clear()  # (the same set and dict: a Ctx part way through a command holds them)
        items.clear()
        self._known = True
        return found


_MISSING = object()
_SCALARS = frozenset((str, int, bool, type(None)))
_START = (0, _BLAKE2B(b"{", digest_size=12))  # (never fed: it is copied first)
ITEM_BYTES = 128  # items this big on average are worth remembering one by one
_SHARED = Fragments()  # the engine hashes one game's states one after another


def state_hash(state) -> str:
    return _SHARED.state_hash(state)


def hash_whole(state) -> str:
    """``state_hash``, the canonical text made whole at once: for a state hashed once (no
    parts worth keeping for a next hash), cheaper than ``_SHARED``'s bookkeeping."""
    return _BLAKE2B(canonical(state), digest_size=12).hexdigest()
