"""Seeking through a finished or saved game: any event index, by any route.

The replay viewer steps forward and back, jumps to a turn or to the haunt, and plays
at a chosen speed; all of it is ``seek(n)``: the nearest kept state at or before n,
then events applied forward. States are kept every ``every`` events (and at turn
starts), so stepping back never replays the whole game.
"""

from __future__ import annotations

from .fold import Fold


class Replayer:
    def __init__(self, pack, events: list[dict], every: int = 64):
        self.pack = pack
        self.events = list(events)
        self.every = every
        # kept states (the fold's: marshalled, half the work of a copy and a fraction of
        # its memory), each turned back into a state only when a seek starts from it
        self._fold = Fold(self.events, every=every)
        self._fold.keep(0, {})
        self.position = 0
        self._state: dict = {}

    def __len__(self) -> int:
        return len(self.events)

    @property
    def state(self) -> dict:
        return self._state

    def seek(self, n: int) -> dict:
        """The state after the first ``n`` events (live: read it or take a view)."""
        n = max(0, min(len(self.events), n))
        if n >= self.position:
            start, state = self.position, self._state  # walk on from here
        else:
            start = self._fold.nearest(n)
            state = self._fold.kept_state(start)
        self._fold.run(state, start, n)
        self.position, self._state = n, state
        return state

    def step(self, delta: int = 1) -> dict:
        return self.seek(self.position + delta)

    # -- bookmarks ---------------------------------------------------------------------
    def turn_starts(self) -> list[int]:
        """Event counts just after each turn began (where 'go to turn N' lands)."""
        return [i + 1 for i, e in enumerate(self.events) if e["t"] == "turn_started"]

    def haunt_start(self) -> int | None:
        for i, e in enumerate(self.events):
            if e["t"] == "haunt_started":
                return i + 1
        return None

    def bookmarks(self) -> list[tuple[int, str]]:
        marks = [(n, f"Turn {k}") for k, n in enumerate(self.turn_starts(), start=1)]
        haunt = self.haunt_start()
        if haunt is not None:
            marks.append((haunt, "The haunt"))
        marks.append((len(self.events), "The end"))
        return sorted(marks)
