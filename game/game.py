"""The Game object: the one way tests, tools, bots and the UI drive a game."""

from __future__ import annotations

import datetime as _dt
import marshal
import warnings as _warnings
import weakref
from pathlib import Path

from . import rules  # noqa: F401  (registers every command's rules)
from .apply import apply_in_place
from .clone import clone
from .commands import Command, command_from_dict
from .content import Pack, load_pack
from .engine import IllegalCommand, carry_out, check, legal_commands
from .hashing import Noted, state_hash as _hash
from .log import (SNAPSHOT_EVERY, LogError, LogWriter, make_header, read_log, read_snapshots,
                  write_snapshot)
from .ruleset import Ruleset, get_ruleset
from .version import STATE_FORMAT
from .rules.setup import setup_events
from .views import view as _view


# events after which nothing before them can be taken back (chance or hidden things seen)
UNDO_BARRIERS = {"dice_rolled", "card_drawn", "tile_drawn", "deck_reshuffled", "tiles_reshuffled",
                 "haunt_rolled", "haunt_started", "turn_started", "turn_ended", "game_over",
                 "monster_moves"}


CHECKPOINT_EVERY = 200  # events between checkpoints of the state (rebuilding: < 1 ms)


class Game:
    """One game: its pack, rules, log and current state.

    The state is changed in place, command by command (``engine.carry_out``), and never
    copied per command: a command that fails part way, and undo, rebuild the state from
    the last checkpoint (a copy taken at a turn's start every CHECKPOINT_EVERY events)
    and the events since. Views are made and copied lazily (``views.view(lazy=True)``): a
    view still held when the next command comes is copied whole first, so what a viewer
    holds never changes under it."""

    def __init__(self, pack: Pack, ruleset: Ruleset, header: dict, events: list[dict],
                 state: dict, writer: LogWriter | None = None, warnings=(), undo=(),
                 reveal_end: int | None = None):
        self.pack = pack
        self.ruleset = ruleset
        self.header = header
        self._events = events
        self._state = clone(state)  # our own: nothing else (the events included) shares it
        self._noted = Noted()  # hashes it, re-encoding only what the events since reached
        self._writer = writer
        self.warnings = list(warnings)
        # (events before it, seat, command type) of the steps that may still be undone:
        # this turn's commands since the last roll, draw or reveal (``load`` works them
        # out again from the save, whose command lines name their seat and type)
        self._undo: list[tuple[int, int, str]] = list(undo)
        # how many events there were once the command that began the haunt was done
        # (None: no haunt yet, or a save that does not say): see ``acted_since_reveal``
        self._reveal_end = reveal_end
        # (events, the state after them, marshalled: a third of a copy's cost, and a
        # failed command or an undo, which need it, are rare). Taken again as a turn
        # starts once CHECKPOINT_EVERY events went by (undo never reaches past the
        # turn's start; rebuilding a state from it applies at most that many more).
        self._checkpoint = (len(events), marshal.dumps(state))
        self._legal = None  # (seat, the commands legal_commands last gave it) for this state
        self._lent: dict = {}  # id -> weak reference of each lazy view that may still be read
        self._snapshot_at = len(events)

    # -- reading -------------------------------------------------------------------
    @property
    def state(self) -> dict:
        """The raw state. Read it, never change it (tests and tools only; the UI and
        bots read ``view``)."""
        return self._state

    @property
    def events(self) -> list[dict]:
        return list(self._events)

    @property
    def path(self) -> Path | None:
        return self._writer.path if self._writer else None

    @property
    def acted_since_reveal(self) -> bool:
        """Was a command carried out after the one that began the haunt? (Nobody acts
        until the haunt's books are read: the table has been through the reveal.)"""
        return self._reveal_end is not None and len(self._events) > self._reveal_end

    @property
    def log_path(self) -> Path | None:
        """The save the game was written to, open or closed (``path`` is None once closed)."""
        return self._writer.path if self._writer else getattr(self, "_closed_path", None)

    @property
    def pending(self):
        return self._state["pending"]

    @property
    def phase(self) -> str:
        return self._state["phase"]

    def current_seat(self):
        turn = self._state["turn"]
        return None if turn is None else turn["seat"]

    def acting_seat(self):
        """Who must act next: whoever a pending question waits on, else the turn's owner."""
        if self._state["pending"] is not None:
            return self._state["pending"]["seat"]
        return self.current_seat()

    def legal_commands(self, seat) -> list[Command]:
        """Exactly what ``seat`` may do now (nothing for no seat, e.g. after the end)."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            return []
        found = legal_commands(self.pack, self.ruleset, self._state, seat)
        self._legal = (seat, found)
        return list(found)

    def view(self, perspective="table") -> dict:
        out = _view(self.pack, self._state, perspective, lazy=True)
        lent, key = self._lent, id(out)
        lent[key] = weakref.ref(out, lambda _ref: lent.pop(key, None))
        return out

    def _recall_views(self) -> None:
        """Views still held share entries with the state: copy them before it changes."""
        if self._lent:
            for ref in list(self._lent.values()):
                held = ref()
                if held is not None:
                    held.plain()
            self._lent.clear()

    def state_hash(self) -> str:
        """The hash of the state as it is now, worked out whole (the turn hashes in the
        events are made as the turns end, re-encoding only what the events reached; a
        test that sets up a position by changing ``state`` by hand gets the truth here)."""
        return _hash(self._state)

    # -- acting --------------------------------------------------------------------
    def submit(self, command) -> list[dict]:
        """Carry out a command; return its events. An illegal command raises
        IllegalCommand with a readable reason and changes nothing."""
        if not isinstance(command, Command):
            command = command_from_dict(command)
        if not self._just_listed(command):
            reason = check(self.pack, self.ruleset, self._state, command)
            if reason:
                raise IllegalCommand(reason)
        self._legal = None
        self._recall_views()
        before = len(self._events)
        try:
            events = carry_out(self.pack, self.ruleset, self._state, command, self._noted)
        except BaseException:
            self._replace_state(self._rebuild(before))  # nothing of the failed command stays
            raise
        if self._writer is not None:
            try:
                self._writer.write(events, command)
            except BaseException:  # not saved: not played
                self._replace_state(self._rebuild(before))
                raise
        self._events.extend(events)
        kinds = {e["t"] for e in events}
        if "haunt_started" in kinds:
            self._reveal_end = len(self._events)
        if kinds.isdisjoint(UNDO_BARRIERS):
            self._undo.append((before, command.seat, command.type))
        else:
            self._undo = []
        if "turn_started" in kinds:
            if len(self._events) - self._checkpoint[0] >= CHECKPOINT_EVERY:
                self._checkpoint = (len(self._events), marshal.dumps(self._state))
            self._maybe_snapshot()
        return events

    def _just_listed(self, command) -> bool:
        """Is this one of the very commands ``legal_commands`` gave for this state (so
        checked already)?"""
        listed = self._legal
        if listed is not None:
            for c in listed[1]:
                if c is command:
                    return True
        return False

    def _replace_state(self, state: dict) -> None:
        self._state = state
        self._noted.forget()

    def _rebuild(self, upto: int) -> dict:
        """The state after the first ``upto`` events: the checkpoint and the events since."""
        at, kept = self._checkpoint
        state = marshal.loads(kept)
        if upto < at:
            state, at = {}, 0  # (undo after a load: the checkpoint is where the load ended)
        for event in self._events[at:upto]:
            apply_in_place(state, event)
        return clone(state)  # (apply may keep parts of the events: our own copy)

    def _maybe_snapshot(self) -> None:
        """(As a turn starts) write a snapshot if SNAPSHOT_EVERY events went by."""
        if self._writer is None:
            return
        if len(self._events) - self._snapshot_at >= SNAPSHOT_EVERY:
            write_snapshot(self._writer.path, len(self._events), self.state_hash(), self._state)
            self._snapshot_at = len(self._events)

    # -- undo ----------------------------------------------------------------------
    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` cannot undo now, or None if they can."""
        if not self._undo:
            return "nothing to undo: the last roll, card draw or reveal cannot be taken back"
        _state, who, _kind = self._undo[-1]
        if who != seat:
            return "you can only undo your own steps"
        return None

    def undo(self, seat: int) -> list[dict]:
        """Take back the seat's last step. Undo is an appended event, never a deletion."""
        reason = self.undo_refusal(seat)
        if reason:
            raise IllegalCommand(reason)
        upto, _who, kind = self._undo.pop()
        self._recall_views()
        before = self._rebuild(upto)
        self._legal = None
        event = {"t": "undone", "seat": seat, "command": kind, "state": clone(before)}
        if self._writer is not None:
            self._writer.write([event])
        self._replace_state(before)
        self._events.append(event)
        return [event]

    def close(self) -> None:
        """Flush and close the log; the game stays playable in memory (unsaved)."""
        if self._writer is not None:
            self._writer.close()
            self._closed_path = self._writer.path
            self._writer = None


def _resolve_pack(content, ruleset: Ruleset) -> Pack:
    if isinstance(content, Pack):
        return content
    return load_pack(content or ruleset.pack)


def new_game(ruleset="classic", seats=(), seed: int = 0, content=None, *, options=None,
             log_path=None, chapter=None) -> Game:
    """Start a game. ``seats``: a list of ``{"name", "explorer"}``; ``content``: a Pack,
    a pack name or folder, or None for the ruleset's own pack; ``log_path``: where the
    save is written as the game goes (None: no file). ``chapter``: a campaign's chapter
    (``{"house", "info", "header"}``, made by ``game.campaign``; its seats are
    ``{"family", "name", "age", "bot"}``): the game starts from that house, and its save's
    header names the campaign."""
    rs = get_ruleset(ruleset)
    pack = _resolve_pack(content, rs)
    if chapter is None:
        events = setup_events(pack, rs, list(seats), int(seed), dict(options or {}))
    else:
        from .campaign.play import chapter_setup_events
        events = chapter_setup_events(pack, rs, list(seats), int(seed), chapter["house"], chapter["info"])
    started = events[0]
    header = make_header(rs.name, pack, int(seed),
                         [{"name": p["name"], "explorer": p["explorer"], "bot": p.get("bot")}
                          for p in started["players"]],
                         started["options"], _dt.datetime.now().isoformat(timespec="seconds"))
    if chapter is not None:
        header["campaign"] = dict(chapter["header"])
    state: dict = {}
    for event in events:
        apply_in_place(state, event)
    writer = None
    if log_path is not None:
        writer = LogWriter(Path(log_path), header)
        writer.write(events)
    return Game(pack, rs, header, list(events), state, writer)


def replay(pack: Pack, events, *, verify: bool = True, upto: int | None = None,
           name: str = "log", start: tuple[int, dict] | None = None) -> dict:
    """Fold events into a state, checking each turn's recorded hash.

    ``start`` = (seq, state) begins from a snapshot instead of the first event.
    """
    first, state = (0, {}) if start is None else (start[0], clone(start[1]))
    # the events note what they reach, so each turn's hash encodes only that again (see
    # hashing.Noted); a mismatch is confirmed the plain way
    noted = Noted()
    reached, items = (noted.reached, noted.items) if verify else (None, None)
    for i, event in enumerate(events[first:upto], start=first):
        if verify and event["t"] == "turn_ended" and event.get("hash") is not None:
            if noted.state_hash(state) != event["hash"]:
                found = _hash(state)
                if found != event["hash"]:
                    raise LogError(f"{name}: event {i}: the replayed game differs from the recorded one "
                                   f"(turn hash {event['hash']} expected, {found} found)")
        apply_in_place(state, event, reached, items)
    return state


def load(path, content=None, *, append: bool = True) -> Game:
    """Load a save (replaying its log) and go on writing to it.

    Raises LogError with a player-readable message if the file cannot be used.
    """
    path = Path(path)
    batches: list = []
    header, events, warnings, truncate_at = read_log(path, strip=True, batches=batches)
    rs = get_ruleset(header.get("ruleset", "classic"))
    try:
        pack = _resolve_pack(content or header.get("pack"), rs)
    except Exception as exc:  # a missing or broken pack is a load error, not a crash
        raise LogError(f"{path.name}: its content pack '{header.get('pack')}' cannot be loaded: {exc}") from None
    if pack.hash != header.get("pack_hash"):
        warnings.append(f"{path.name}: the content pack changed since this game was saved")
    # turn hashes are comparable only within one state format (older saves just replay)
    verify = header.get("state_format") == STATE_FORMAT
    if not verify:
        warnings.append(f"{path.name}: saved by an older version; replayed without its turn checks")
    state = None
    for snap in reversed(read_snapshots(path)):
        if snap["seq"] <= len(events) and _hash(snap["state"]) == snap["hash"]:
            try:
                state = replay(pack, events, name=path.name, start=(snap["seq"], snap["state"]),
                               verify=verify)
                break
            except Exception:  # a snapshot that disagrees with the log is ignored
                state = None
    if state is None:
        try:
            state = replay(pack, events, name=path.name, verify=verify)
        except LogError:
            raise
        except Exception as exc:
            raise LogError(f"{path.name}: the events do not replay with this version ({type(exc).__name__})") from None
    for message in warnings:
        _warnings.warn(message, stacklevel=2)
    writer = None
    if append:
        if truncate_at is not None:
            with path.open("r+b") as fh:
                fh.truncate(truncate_at)
        writer = LogWriter(path, None, next_seq=len(events))
    return Game(pack, rs, header, events, state, writer, warnings, _undo_history(events, batches),
                _reveal_end(events, batches))


def _reveal_end(events: list[dict], batches: list) -> int | None:
    """The number of events once the command that began the haunt was done, from the
    save's command boundaries (None if there was no haunt)."""
    start = next((i for i, e in enumerate(events) if e["t"] == "haunt_started"), None)
    if start is None:
        return None
    return next((end + 1 for end, _command in batches if end >= start), len(events))


def _undo_history(events: list[dict], batches: list) -> list:
    """The steps that may still be undone at the end of a saved game, worked out from its
    commands as ``Game.submit`` and ``Game.undo`` keep them: a command with no roll,
    draw or reveal is a step; one with is a barrier; an undo takes back the last step.
    ``batches``: (index of each command's last event, [seat, type] or None) from
    ``read_log``; a command whose seat and type the save does not give (written before
    they were kept) counts as a barrier."""
    undo: list = []
    start = 0
    for end, command in batches:
        kinds = {e["t"] for e in events[start:end + 1]}
        if kinds == {"undone"}:
            if undo:
                undo.pop()
        elif command is not None and kinds.isdisjoint(UNDO_BARRIERS):
            undo.append((start, command[0], command[1]))
        else:
            undo = []
        start = end + 1
    return undo


__all__ = ["Game", "new_game", "load", "replay", "IllegalCommand"]
