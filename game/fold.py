"""The one fold of a game's events into its state: ``game.replay`` (a load, a rebuild for
undo, a tool's check) and the ``Replayer`` (the replay viewer's seeking) both walk the
log through ``Fold``, so an ``undone`` means the same thing wherever a game is replayed.

An ``undone`` goes back to the state before the step it takes back (``to``: the number
of events before that step). The fold keeps, as it passes them, the states the log's
undos will need (marshalled: a fraction of a copy's memory), and any others its caller
asks for (``every``: the Replayer's places to seek back to). An old save's ``undone``
carried that state whole; it is held to the state the fold kept there (and then names
its step like a current one). What goes wrong is a ``LogError`` naming the save's line.
"""

from __future__ import annotations

import json
import marshal

from .apply import apply_in_place
from .hashing import Noted, state_hash
from .log import problem
from .log_checks import LogError, is_int, show


class Fold:
    """The events of one game and the states kept while folding them.

    ``verify``: each turn's recorded hash is checked as the fold passes it; ``older``:
    the save is of an older state format, whose hashes and carried states cannot be held
    to this version's whole (a carried state is then held to what it holds: ``_agrees``);
    ``every``: also keep the state after every ``every`` events and at each turn start."""

    def __init__(self, events: list[dict], *, name: str = "log", verify: bool = False, older: bool = False,
                 every: int | None = None):
        self.events = events
        self.name = name
        self.verify = verify
        self.older = older
        self.every = every
        self.kept: dict[int, bytes] = {}
        self.targets = _undo_targets(events)
        self._noted = Noted() if verify else None
        self._at = 0  # (the event the plain fold was at, when it stopped)

    def keep(self, n: int, state: dict) -> None:
        self.kept[n] = marshal.dumps(state)

    def kept_state(self, n: int) -> dict:
        """A fresh copy of the state kept after ``n`` events."""
        return marshal.loads(self.kept[n])

    def nearest(self, n: int) -> int:
        """The latest place at or before ``n`` with a kept state."""
        return max(k for k in self.kept if k <= n)

    def run(self, state: dict, start: int, stop: int) -> dict:
        """Fold ``events[start:stop]`` into ``state`` (changed in place and returned)."""
        i = start
        try:
            if not self.every and not self.targets:  # (most games: nothing to keep, nothing taken back)
                return self._plain(state, start, stop)
            for i in range(start, stop):
                self._one(state, i)
            return state
        except LogError:
            raise
        except Exception as exc:
            if not self.every and not self.targets:
                i = self._at
            raise LogError(f"{self.name}: line {i + 2}: the events do not replay with this version (event {i}: "
                           f"{problem(exc)})") from None

    def _plain(self, state: dict, start: int, stop: int) -> dict:
        events, noted = self.events, self._noted
        reached, items = (noted.reached, noted.items) if noted is not None else (None, None)
        i = start
        try:
            for i in range(start, stop):
                event = events[i]
                if noted is not None and event["t"] == "turn_ended" and event.get("hash") is not None:
                    self._check(state, event, i)
                apply_in_place(state, event, reached, items)
        finally:
            self._at = i
        return state

    def _one(self, state: dict, i: int) -> None:
        noted, kept = self._noted, self.kept
        if i in self.targets and i not in kept:
            self.keep(i, state)
        event = self.events[i]
        kind = event["t"]
        if noted is not None and kind == "turn_ended" and event.get("hash") is not None:
            self._check(state, event, i)
        if kind == "undone":
            event = {"t": "undone", "state": self.taken_back(event, i)}
        apply_in_place(state, event, *((noted.reached, noted.items) if noted is not None else ()))
        every = self.every
        if every and ((i + 1) % every == 0 or kind == "turn_started") and i + 1 not in kept:
            self.keep(i + 1, state)

    def _check(self, state: dict, event: dict, i: int) -> None:
        if self._noted.state_hash(state) == event["hash"]:
            return
        found = state_hash(state)  # (a mismatch is confirmed the plain way)
        if found != event["hash"]:
            raise LogError(f"{self.name}: line {i + 2}: event {i}: the replayed game differs from the recorded "
                           f"one (turn hash {show(event['hash'])} expected, {found} found)")

    def taken_back(self, event: dict, i: int) -> dict:
        """The state the ``undone`` at ``i`` goes back to, from those kept (a fresh copy;
        an old save's undo is held to it and then names its step like a current one)."""
        to = event.get("to")
        steps = to if type(to) is list else [to]
        if not steps or any(not is_int(k) or not 0 <= k < i or k not in self.kept for k in steps) \
                or ("state" not in event and not is_int(to)):
            raise LogError(f"{self.name}: line {i + 2}: an undo that does not go back to a step before it")
        if "state" not in event:
            return self.kept_state(to)
        carried = event["state"]  # an old save's undo: the state it carried must be the replayed one
        for k in reversed(steps):
            earlier = self.kept_state(k)
            if _agrees(earlier, carried, self.older):
                del event["state"]
                event["to"] = k
                return earlier
        raise LogError(f"{self.name}: line {i + 2}: the state this undo carries is not the game as it was before "
                       "the step it takes back")


def _undo_targets(events: list[dict]) -> set:
    """Every place an ``undone`` in ``events`` may go back to."""
    targets: set = set()
    for event in events:
        if event["t"] == "undone":
            to = event.get("to")
            targets.update(k for k in (to if type(to) is list else [to]) if is_int(k))
    return targets


def _agrees(state: dict, carried, older: bool) -> bool:
    """Is ``carried`` (an old undo's state) the game as the fold had it (``state``)? The
    same hash; or, for a save of an older state format, whose states lack what this
    version added, the same on everything ``carried`` holds."""
    if state_hash(state) == state_hash(carried):
        return True
    return older and _canon(carried) == _canon(_as_shaped(state, carried))


def _as_shaped(value, like):
    """``value`` cut down to the keys ``like`` has, all the way down."""
    if isinstance(value, dict) and isinstance(like, dict):
        return {k: _as_shaped(value[k], like[k]) for k in like if k in value}
    if isinstance(value, list) and isinstance(like, list) and len(value) == len(like):
        return [_as_shaped(v, w) for v, w in zip(value, like)]
    return value


def _canon(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
