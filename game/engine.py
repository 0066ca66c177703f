"""The decide side of the engine: a command becomes events.

``decide`` works on a private copy of the state. Each event is applied the moment it
is emitted, so later steps of the same command see its consequences; if the command
turns out illegal nothing escapes, because the copy is thrown away.

Rules register per command type a *check* (why it is not allowed now, or None) and a
*run* (emit the events), plus a generator of candidate commands and a *gate*: the part
of the check that depends on the state and the seat alone (is it your turn, is a
question waiting...), checked first. ``legal_commands`` is candidates filtered by the
same gates and checks ``decide`` uses: one source of truth. It asks each gate once, and
a type whose gate is shut gets no candidates made at all.
"""

from __future__ import annotations

import json

from . import chance
from .apply import GEOMETRY_EVENTS, HANDLERS, reaching
from .board import _LENT, _READING, CHANGES_GEOMETRY
from .clone import clone
from .commands import Command
from .hashing import EVERYTHING
from .effects import run as _run_effects

_CHANGES = [0]  # changes to every _Register so far: the table is made again after any


class _Register(dict):
    """A dict that counts its changes, so what is made from it (the table
    ``legal_commands`` walks) is made again after any change (tests swap rules in)."""

    __slots__ = ("changes",)

    def __init__(self) -> None:
        dict.__init__(self)
        self.changes = 0

    def _changed(self) -> None:
        self.changes += 1
        _CHANGES[0] += 1

    def __setitem__(self, key, value) -> None:
        self._changed()
        dict.__setitem__(self, key, value)

    def __delitem__(self, key) -> None:
        self._changed()
        dict.__delitem__(self, key)

    def pop(self, *args):
        self._changed()
        return dict.pop(self, *args)

    def popitem(self):
        self._changed()
        return dict.popitem(self)

    def setdefault(self, key, default=None):
        self._changed()
        return dict.setdefault(self, key, default)

    def update(self, *args, **kwargs) -> None:
        self._changed()
        dict.update(self, *args, **kwargs)

    def clear(self) -> None:
        self._changed()
        dict.clear(self)


RULES: dict[str, tuple] = _Register()   # type -> (check, run, candidates)
GATES: dict = _Register()               # type -> gate(pack, state, seat): why seat can do none of it now
EXACT: dict = _Register()               # type -> the check its candidates always pass (see ``rule``)
PHASES: dict = _Register()              # type -> the phases its candidates may give anything in (see ``rule``)
AFTER_COMMAND: list = []       # fn(ctx) run after every command (e.g. the haunt's win check)
# [the gates it covers, reader(pack, state, seat) -> the frozenset of those open]: asked
# by ``legal_commands`` instead of each gate, when it covers every gate in use
READER: list = [frozenset(), None]
# the order ``legal_commands`` lists command types in (seeded bots depend on it): fixed
# here, not by the order the rules' modules are imported in; a type not named here (one
# a test registers) comes after these, in the order it was registered
COMMAND_ORDER = ("use_item", "give", "drop", "pick_up", "take", "answer", "move", "explore",
                 "cross_barrier", "tile_action", "end_turn", "attack", "haunt_action", "take_object",
                 "drop_object", "monster_move", "monster_attack", "monster_pick_up", "monster_drop")


class IllegalCommand(Exception):
    """The command is not allowed now; ``reason`` says why in plain words."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)


def rule(kind: str, candidates=None, gate=None, exact: bool = False, phases=None):
    """Register a command type: ``rule(kind, candidates, gate)((check, run))``. The
    check sees only commands the gate let through. ``exact``: the candidates are made
    from what the check tests, so (once the gate let them through) each of them passes
    it and ``legal_commands`` does not ask it again; tests hold every listed command to
    the check over whole games. (A check swapped in later is asked again.) ``phases``:
    the only phases the candidates may give anything in (``legal_commands`` does not ask
    them in another; tests hold them to giving nothing there)."""
    def register(pair):
        check, run = pair
        RULES[kind] = (check, run, candidates)
        if phases is None:
            PHASES.pop(kind, None)
        else:
            PHASES[kind] = frozenset(phases)
        if gate is None:
            GATES.pop(kind, None)
        else:
            GATES[kind] = gate
        if exact:
            EXACT[kind] = check
        else:
            EXACT.pop(kind, None)
        return pair
    return register


_SCALARS = frozenset((str, int, float, bool, type(None)))


class _NotPlain(Exception):
    pass


def _as_logged(value, depth: int = 0):
    """``json.loads(json.dumps(value))`` for plain data (dicts with str keys, lists,
    tuples, and str, int, float, bool, None of exactly those types) without the text in
    between: fresh containers, tuples made lists. Anything else raises _NotPlain."""
    kind = type(value)
    if depth > 64:
        raise _NotPlain  # deep (or circular): json decides what happens
    if kind is dict:
        out = {}
        for k, v in value.items():
            if type(k) is not str:
                raise _NotPlain  # json would turn the key into a string
            out[k] = v if type(v) in _SCALARS else _as_logged(v, depth + 1)
        return out
    if kind is list or kind is tuple:
        out = []  # (a loop, not a comprehension: the lists are short, a frame is dearer)
        for v in value:
            out.append(v if type(v) in _SCALARS else _as_logged(v, depth + 1))
        return out
    raise _NotPlain


_NO_EFFECTS = ([], None)  # (no stack and no question when the decision began: nothing kept)


def _release() -> None:
    """Take back the Game's kept answers about the geometry lent to a command: stale now."""
    _LENT[2].clear()
    _LENT[:] = (None, None, None)  # an empty effect stack, no question


class Ctx:
    """Working state for one decision: emits events and applies them as it goes."""

    __slots__ = ("pack", "rules", "state", "_noted", "_reached", "_items", "_flat", "_into", "events",
                 "frames", "pending", "_before", "_kept", "frame")  # (``frame``: the effect frame running)

    def __init__(self, pack, ruleset, state, noted=None):
        self.pack = pack
        self.rules = ruleset
        self.state = state
        self._noted = noted  # a hashing.Noted for this state, or None
        self._reached = None if noted is None else noted.reached
        self._items = None if noted is None else noted.items
        # what the events are folded into (``apply_in_place``, written out in ``emit``): a
        # game that hashes nothing needs to know only whether an event may have changed the
        # geometry its Game keeps answers about, which the event's type tells
        # (``apply.GEOMETRY_EVENTS``): its events go into the state itself, not a view
        self._flat = noted is not None and not noted.hashing
        self._into = state if noted is None or self._flat else reaching(state, self._reached, self._items)
        self.events: list[dict] = []
        frames, pending = state.get("frames"), state.get("pending")
        if not frames and pending is None:
            self.frames, self.pending = [], None
            self._before = _NO_EFFECTS
            return
        # The stack as the last effects_state event recorded it: plain data in the log's
        # form that nothing changes in place. Each frame is copied one level (the effects
        # loop moves a frame's ``pc``, nothing else in it); what the frames and the
        # question hold is shared with that event, read, never written.
        self._before = (frames if frames else [], pending)
        self.frames = [dict(frame) for frame in frames] if frames else []
        self._kept = tuple(self.frames)
        self.pending = pending

    def _record(self) -> bool:
        """Emit ``effects_state`` with the stack and the question, if this decision changed
        them: what came from the last record as it is (see ``__init__``), anything pushed
        or asked since made fresh and in the log's form (``_as_logged``)."""
        before = self._before
        frames, pending = self.frames, self.pending
        if before is _NO_EFFECTS:
            if not frames and pending is None:
                return False
            kept = ()
        elif frames == before[0] and pending == before[1]:
            return False
        else:
            kept = self._kept
        try:
            out = []
            for i, frame in enumerate(frames):
                out.append(frame if i < len(kept) and frame is kept[i] else _as_logged(frame))
            if pending is not None and (before is _NO_EFFECTS or pending is not before[1]):
                pending = _as_logged(pending)
        except _NotPlain:  # not plain data (a bug elsewhere): emit's long way
            self.emit("effects_state", frames=frames, pending=pending)
            return True
        # (emit written out, without its copy: the handler needs no view, and this event
        # changes nothing kept about the geometry)
        event = {"t": "effects_state", "frames": out, "pending": pending}
        HANDLERS["effects_state"](self._into, event)
        if (not self._flat and _LENT[1] is self.state
                and (self._reached is None or not CHANGES_GEOMETRY.isdisjoint(self._reached))):
            _release()
        self.events.append(event)
        return True

    def emit(self, event_type: str, /, **fields) -> dict:
        # a JSON round trip makes the live event identical to the one in the log
        # (done without the text for plain data: the same result, several times faster)
        event = {"t": event_type, **fields}
        try:
            for key, value in fields.items():  # (the keys are str, the scalars need no copy)
                if type(value) not in _SCALARS:
                    event[key] = _as_logged(value, 1)
            if type(event_type) is not str:
                raise _NotPlain
        except _NotPlain:
            event = json.loads(json.dumps({"t": event_type, **fields}))
        # (apply_in_place written out, into the view made once for this decision)
        handler = HANDLERS.get(event["t"])
        flat = self._flat
        if handler is not None:
            handler(self._into, event)
            if flat and event_type in GEOMETRY_EVENTS:
                self._reached.add(EVERYTHING)  # (what was kept about the geometry is stale)
                if _LENT[1] is self.state:
                    _release()
        if "r" in event:
            self.state["rng"] = event["r"] + 1
            if self._reached is not None:
                self._reached.add("rng")
        # (flat: only a geometry event, above, can make what is lent stale)
        if not flat and _LENT[1] is self.state and (self._reached is None
                                                     or not CHANGES_GEOMETRY.isdisjoint(self._reached)):
            _release()
        self.events.append(event)
        return event

    def state_hash(self) -> str:
        if self._noted is not None:
            return self._noted.state_hash(self.state)
        from .hashing import state_hash
        return state_hash(self.state)

    # -- chance: the counter lives in the state; the event records it -------------
    def roll(self, count: int, seat, why: str, **extra) -> tuple[list[int], int]:
        r = self.state["rng"]
        dice = chance.roll_dice(self.state["seed"], r, count)
        total = sum(dice)
        self.emit("dice_rolled", seat=seat, dice=dice, total=total, why=why, r=r, **extra)
        return dice, total

    def shuffle_counter(self) -> int:
        return self.state["rng"]

    def shuffled(self, items) -> tuple[list, int]:
        r = self.state["rng"]
        return chance.shuffled(self.state["seed"], r, items), r

    # -- effect stack --------------------------------------------------------------
    def push(self, frame: dict) -> None:
        self.frames.append(frame)

    def ask(self, pending: dict) -> None:
        self.pending = pending

    def close(self) -> None:
        """Record the effect stack now if this decision changed it, and go on from there
        (``carry_out`` records it at the end of every decision; a rule that must put the
        stack into the state part way calls this)."""
        if self._record():
            frames, pending = self.state["frames"], self.state["pending"]
            self._before = (frames, pending)
            self.frames = [dict(frame) for frame in frames]
            self._kept = tuple(self.frames)
            self.pending = pending


def decide(pack, ruleset, state: dict, command: Command) -> tuple[dict, list[dict]]:
    """Return (new state, events) or raise IllegalCommand. ``state`` is not changed."""
    reason = check(pack, ruleset, state, command)
    if reason:
        raise IllegalCommand(reason)
    work = clone(state)
    return work, carry_out(pack, ruleset, work, command)


def carry_out(pack, ruleset, state: dict, command: Command, noted=None) -> list[dict]:
    """Carry out a command already checked legal *on* ``state`` (changing it) and return
    its events. Should it raise part way (a rule finding the command impossible after
    all), ``state`` is left half changed: ``decide`` hands it a copy, and ``Game``
    rebuilds its state from the log in that case. ``noted``: the ``hashing.Noted`` that
    hashes ``state``, told what the events reach."""
    ctx = Ctx(pack, ruleset, state, noted)
    RULES[command.type][1](ctx, command)
    _run_effects(ctx)
    for hook in AFTER_COMMAND:
        hook(ctx)
    if ctx.frames or ctx.pending is not None or ctx._before is not _NO_EFFECTS:
        ctx._record()  # (nothing to record when the stack was and is empty)
    return ctx.events


def check(pack, ruleset, state, command: Command) -> str | None:
    if command.type not in RULES:
        return f"'{command.type}' is not something you can do in this game"
    if state.get("phase") == "over":
        return "the game is over"
    seats = len(state["players"])
    if not 0 <= command.seat < seats:
        return f"there is no seat {command.seat}"
    gate = GATES.get(command.type)
    if gate is not None:
        reason = gate(pack, state, command.seat)
        if reason:
            return reason
    return RULES[command.type][0](pack, ruleset, state, command)


def gate_reader(covers: frozenset):
    """Register ``reader(pack, state, seat)``: which of the gates ``covers`` are open, each
    exactly as asking it would say, read at once (``game.rules.gates``)."""
    def register(reader):
        READER[:] = [frozenset(covers), reader]
        GATES._changed()  # (the table is made again)
        return reader
    return register


_TABLE: list = [None, None, None, None]  # [(the registers' changes), the gates, {(open gates, phase): rows}, reader]


def _in_order() -> list:
    """RULES's items in COMMAND_ORDER."""
    rank = {kind: i for i, kind in enumerate(COMMAND_ORDER)}
    return sorted(RULES.items(), key=lambda item: rank.get(item[0], len(rank)))


def _table() -> list:
    """[changes, the distinct gates (in the order types first use them), a cache from
    which of them are open (a frozenset) and the phase to the rows (type, check or None
    if exact, candidates) to walk then in COMMAND_ORDER, the gate reader if it covers
    every gate]."""
    changes = _CHANGES[0]
    if _TABLE[0] != changes:
        gates = []
        for kind, (_chk, _run, candidates) in _in_order():
            gate = GATES.get(kind)
            if candidates is not None and gate is not None and gate not in gates:
                gates.append(gate)
        covers, reader = READER
        _TABLE[:] = [changes, tuple(gates), {}, reader if covers.issuperset(gates) else None]
    return _TABLE


def _rows(open_gates: frozenset, phase, gates: tuple) -> tuple:
    """(the candidates of every row if each is exact, else None; the rows)."""
    shut = {gate for gate in gates if gate not in open_gates}
    rows = [(kind, None if EXACT.get(kind) is chk else chk, candidates)
            for kind, (chk, _run, candidates) in _in_order()
            if candidates is not None and GATES.get(kind) not in shut
            and (kind not in PHASES or phase in PHASES[kind])]
    exact = all(chk is None for _kind, chk, _candidates in rows)
    return (tuple(candidates for _kind, _chk, candidates in rows) if exact else None), rows


def legal_commands(pack, ruleset, state, seat: int, kept: dict | None = None) -> list[Command]:
    """Every command ``seat`` may give now: what ``check`` lets through of each type's
    candidates (each gate asked once, for every type sharing it, or the gate reader once
    for them all; a type whose gate is shut is not even looked at). ``kept``: answers to
    ``board.kept`` questions about this state's geometry, kept by the caller between
    listings (it empties it when that changes)."""
    phase = state.get("phase")
    if phase == "over" or not 0 <= seat < len(state["players"]):
        return []  # (check refuses everything then)
    out: list = []
    _changes, gates, rows_for, reader = _TABLE if _TABLE[0] == _CHANGES[0] else _table()
    # the state is only read here: repeated questions are answered once (board._READING)
    before = _READING[:]
    _READING[:] = (pack, state, {}, kept)
    try:
        if reader is not None:
            open_gates = reader(pack, state, seat)
        else:
            open_gates = frozenset([gate for gate in gates if not gate(pack, state, seat)])
        found = rows_for.get((open_gates, phase))
        if found is None:
            found = rows_for[open_gates, phase] = _rows(open_gates, phase, gates)
        every, rows = found
        if every is not None:  # (every row exact: the commonest listing, walked plainly)
            for candidates in every:
                out += candidates(pack, ruleset, state, seat)
            return out
        for kind, chk, candidates in rows:
            if chk is None:  # exact: every candidate is the seat's, of the type, and passes
                out += candidates(pack, ruleset, state, seat)
                continue
            for candidate in candidates(pack, ruleset, state, seat):
                if candidate.seat != seat or candidate.type != kind:
                    if check(pack, ruleset, state, candidate) is None:
                        out.append(candidate)  # (not what the gate was asked about: all of it)
                elif chk(pack, ruleset, state, candidate) is None:
                    out.append(candidate)
    finally:
        _READING[:] = before
    return out
