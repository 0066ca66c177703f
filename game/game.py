"""The Game object: the one way tests, tools, bots and the UI drive a game."""

from __future__ import annotations

import datetime as _dt
import marshal
import warnings as _warnings
import weakref
from pathlib import Path

from . import rulebook  # noqa: F401  (registers every command's rules)
from .apply import apply_in_place
from .clone import clone
from .commands import Command, command_from_dict
from .content import Pack, load_pack
from .engine import IllegalCommand, carry_out, check, legal_commands
from .fold import Fold
from .board import _LENT, CHANGES_GEOMETRY
from .hashing import Noted, hash_whole, state_hash as _hash
from .log import CHAINED, LogError, LogWriter, SaveRead, make_header, read_save, snapshot_path
from .snapshots import SNAPSHOT_EVERY, snapshots_newest_first, write_snapshot
from .log_checks import UNDO_BARRIERS, is_int, named_command, show
from .ruleset import Ruleset, get_ruleset
from .version import STATE_FORMAT
from .rules.setup import setup_events
from .views import view as _view


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
                 reveal_end: int | None = None, turn_hashes: bool = True):
        self.pack = pack
        self.ruleset = ruleset
        self.header = header
        self._events = events
        self._state = clone(state)  # our own: nothing else (the events included) shares it
        # hashes it, re-encoding only what the events since reached; a game written to a
        # log always hashes its turns (``new_game``: ``turn_hashes``)
        self._noted = Noted(hashing=turn_hashes or writer is not None)
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
        # answers about the house's geometry kept between listings (board.kept), emptied when
        # a command's events reach board.GEOMETRY; None once the state was handed out (a
        # test or tool may change it by hand: nothing is kept from then on)
        self._kept: dict | None = {}
        self._kept_of = self._state  # (the state it is about)
        self._lent: dict = {}  # id -> weak reference of each lazy view that may still be read
        self._snapshot_at = len(events)

    # -- reading -------------------------------------------------------------------
    @property
    def state(self) -> dict:
        """The raw state. Read it, never change it (tests and tools only; the UI and
        bots read ``view``)."""
        self._kept = None  # (it may be changed by hand after all: nothing kept about it from now on)
        return self._state

    @property
    def turns_taken(self) -> int:
        """Turns taken so far (without handing out the state)."""
        return self._state["turns_taken"]

    @property
    def turn_hashes(self) -> bool:
        """Do the turns' ends carry the state's hash? (Only a game made with
        ``new_game(turn_hashes=False)`` and no log says no: its ``turn_ended`` events have
        ``hash`` None, which a replay does not check.)"""
        return self._noted.hashing

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
        state = self._state
        if state["pending"] is not None:
            return state["pending"]["seat"]
        turn = state["turn"]  # (current_seat, written out)
        return None if turn is None else turn["seat"]

    def progress(self) -> tuple:
        """(phase, turns taken, the seat to act or None): what a driver asks before each
        command, in one call (``phase``, ``turns_taken``, ``acting_seat``)."""
        state = self._state
        pending = state["pending"]
        if pending is not None:
            return state["phase"], state["turns_taken"], pending["seat"]
        turn = state["turn"]
        return state["phase"], state["turns_taken"], None if turn is None else turn["seat"]

    def legal_commands(self, seat) -> list[Command]:
        """Exactly what ``seat`` may do now (nothing for no seat, e.g. after the end)."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            return []
        kept = self._kept
        if kept is not None and self._kept_of is not self._state:
            kept = self._kept_memo()
        found = legal_commands(self.pack, self.ruleset, self._state, seat, kept)
        self._legal = (seat, found)
        return list(found)

    def _kept_memo(self) -> dict | None:
        """The answers about this state's geometry kept between commands (board.kept), or
        None when none are kept."""
        kept = self._kept
        if kept is not None and self._kept_of is not self._state:  # (a test put in another state)
            kept.clear()
            self._kept_of = self._state
        return kept

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
        return hash_whole(self._state)

    # -- acting --------------------------------------------------------------------
    def submit(self, command) -> list[dict]:
        """Carry out a command; return its events. An illegal command raises
        IllegalCommand with a readable reason and changes nothing."""
        if not isinstance(command, Command):
            command = command_from_dict(command)
        listed = self._legal  # one of the very commands just listed for this state: checked already
        for c in () if listed is None else listed[1]:
            if c is command:
                break
        else:
            reason = check(self.pack, self.ruleset, self._state, command)
            if reason:
                raise IllegalCommand(reason)
        self._legal = None
        if self._lent:
            self._recall_views()
        before = len(self._events)
        kept, noted = self._kept, self._noted
        if kept is not None and self._kept_of is not self._state:
            kept = self._kept_memo()
        if kept is not None:  # lent until an event reaches the geometry (Ctx.emit)
            if not CHANGES_GEOMETRY.isdisjoint(noted.reached):
                noted.hold(CHANGES_GEOMETRY)  # (reached by an earlier command: kept answers are of after it)
            _LENT[:] = (self.pack, self._state, kept)
        try:
            events = carry_out(self.pack, self.ruleset, self._state, command, noted)
        except BaseException:
            self._replace_state(self._rebuild(before))  # nothing of the failed command stays
            raise
        finally:
            _LENT[:] = (None, None, None)
        if kept and not (CHANGES_GEOMETRY.isdisjoint(noted.reached) and CHANGES_GEOMETRY.isdisjoint(noted.since)):
            kept.clear()
        noted.since.clear()
        if self._writer is not None:
            try:
                self._writer.write(events, command)
            except BaseException:  # not saved: not played
                self._replace_state(self._rebuild(before))
                raise
        self._events.extend(events)
        barrier = turned = False
        for e in events:
            kind = e["t"]
            if kind in UNDO_BARRIERS:
                barrier = True
                if kind == "haunt_started":
                    self._reveal_end = len(self._events)
            if kind == "turn_started":
                turned = True
        if barrier:
            self._undo = []
        else:
            self._undo.append((before, command.seat, command.type))
        if turned:
            if len(self._events) - self._checkpoint[0] >= CHECKPOINT_EVERY:
                self._checkpoint = (len(self._events), marshal.dumps(self._state))
            self._maybe_snapshot()
        return events

    def _replace_state(self, state: dict) -> None:
        self._state = state
        self._noted.forget()
        if self._kept is not None:
            self._kept = {}

    def _rebuild(self, upto: int) -> dict:
        """The state after the first ``upto`` events: the checkpoint and the events since."""
        at, kept = self._checkpoint
        state = marshal.loads(kept)
        if upto < at:
            state, at = {}, 0  # (undo after a load: the checkpoint is where the load ended)
        state = replay(self.pack, self._events, verify=False, upto=upto, start=(at, state), own=True)
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
        """Take back the seat's last step. Undo is an appended event, never a deletion:
        ``undone`` names the step (``to``: the events before it), and the state there is
        rebuilt from the log, now and whenever the save is replayed."""
        reason = self.undo_refusal(seat)
        if reason:
            raise IllegalCommand(reason)
        upto, _who, kind = self._undo.pop()
        self._recall_views()
        before = self._rebuild(upto)
        self._legal = None
        event = {"t": "undone", "seat": seat, "command": kind, "to": upto}
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
             log_path=None, chapter=None, free_play=None, turn_hashes: bool = True) -> Game:
    """Start a game. ``seats``: a list of ``{"name", "explorer"}``; ``content``: a Pack,
    a pack name or folder, or None for the ruleset's own pack; ``log_path``: where the
    save is written as the game goes (None: no file). ``chapter``: a campaign's chapter
    (``{"house", "info", "header"}``, made by ``game.campaign``; its seats are
    ``{"family", "name", "age", "bot"}``): the game starts from that house, and its save's
    header names the campaign. ``free_play``: a free-play game on a finished campaign's
    house (``{"house", "info", "header"}``, made by ``Campaign.start_free_play``). ``turn_hashes`` False: the turns' ends
    carry no hash of the state (``hash`` None), for a game nobody saves or replays with
    its checks (a simulation). A game with a ``log_path`` hashes its turns whatever this
    says."""
    rs = get_ruleset(ruleset)
    pack = _resolve_pack(content, rs)
    if free_play is not None:  # a free-play game on a campaign's house ({"house", "info", "header"})
        from .campaign.free_play import free_play_setup_events
        events = free_play_setup_events(pack, rs, list(seats), int(seed), free_play["house"], free_play["info"],
                                        dict(options or {}))
    elif chapter is None:
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
    if free_play is not None:
        header["free_play"] = dict(free_play["header"])
    state: dict = {}
    for event in events:
        apply_in_place(state, event)
    writer = None
    if log_path is not None:  # (header and setup at once, or nothing: a kill leaves no half save)
        writer = LogWriter.create(Path(log_path), header, events)
    return Game(pack, rs, header, list(events), state, writer, turn_hashes=turn_hashes)


def replay(pack: Pack, events, *, verify: bool = True, upto: int | None = None,
           name: str = "log", start: tuple[int, dict] | None = None, own: bool = False,
           older: bool = False) -> dict:
    """Fold events into a state (``game.fold.Fold``: undos included), checking each
    turn's recorded hash.

    ``start`` = (seq, state) begins from a snapshot instead of the first event (``own``:
    that state is the replay's to change, not copied first); ``older``: the events are a
    save's of an older state format. Anything that goes wrong is a LogError naming the
    line (the event's index + 2: the save's line, if the events are a save's).
    """
    first, state = (0, {}) if start is None else (start[0], start[1] if own else clone(start[1]))
    stop = len(events) if upto is None else max(first, min(upto, len(events)))
    return Fold(events, name=name, verify=verify, older=older).run(state, first, stop)


def open_save(path, content=None) -> tuple[SaveRead, Pack, Ruleset, list[str]]:
    """A save read and checked (``log.read_save``, the events as the engine made them),
    the content pack it names (or ``content``) and its ruleset, and the warnings so far.
    The pack must be the one the save names and of its ruleset. LogError otherwise."""
    path = Path(path)
    found = read_save(path, strip=True)
    info = found.info
    rs = get_ruleset(info["ruleset"])
    try:
        pack = _resolve_pack(content or info["pack"], rs)
    except Exception as exc:  # a missing or broken pack is a load error, not a crash
        raise LogError(f"{path.name}: its content pack {show(info['pack'])} cannot be loaded: {exc}") from None
    if pack.id != info["pack"]:
        raise LogError(f"{path.name}: was played with the content pack {show(info['pack'])}, not "
                       f"{show(pack.id)}")
    if pack.ruleset != rs.name:
        raise LogError(f"{path.name}: line 1: its content pack {show(pack.id)} is for the {pack.ruleset} rules, "
                       f"but the game is played by the {rs.name} rules")
    _in_pack(found.events[0], pack, rs, path.name)
    warnings = list(found.warnings)
    if pack.hash != found.header.get("pack_hash"):
        warnings.append(f"{path.name}: the content pack changed since this game was saved")
    return found, pack, rs, warnings


def _in_pack(started: dict, pack: Pack, rs: Ruleset, name: str) -> None:
    """The game's setup is made of the pack's explorers, rooms and cards, and of as many
    seats as its ruleset allows (another pack's game would replay, then go wrong in play)."""
    players, tiles, stack = started.get("players"), started.get("tiles"), started.get("stack")
    decks = started.get("decks")
    low, high = rs.players
    if type(tiles) is not list or type(stack) is not list or type(decks) is not dict \
            or not low <= len(players) <= high:
        raise LogError(f"{name}: line 2: the game's setup is not one of the {rs.name} rules")
    try:
        foreign = ([p.get("explorer") for p in players if p.get("explorer") not in pack.explorers]
                   + [t for t in stack if t not in pack.tiles]
                   + [t[0] for t in tiles if type(t) is not list or not t or t[0] not in pack.tiles]
                   + [c for cards in decks.values() for c in (cards if type(cards) is list else [cards])
                      if c not in pack.cards])
    except TypeError:  # (something unhashable where a name should be)
        foreign = ["?"]
    if foreign:
        raise LogError(f"{name}: line 2: the game is set up with {show(foreign[0])}, which the content pack "
                       f"{show(pack.id)} does not have: it is another pack's game")


def load(path, content=None, *, append: bool = True) -> Game:
    """Load a save (replaying its log) and go on writing to it.

    Raises LogError with a player-readable message if the file cannot be used: nothing
    else, whatever the file holds.
    """
    path = Path(path)
    found, pack, rs, warnings = open_save(path, content)
    events, info = found.events, found.info
    # turn hashes are comparable only within one state format (older saves replay without
    # them; a newer one was refused)
    verify = info["state_format"] == STATE_FORMAT
    if not verify:
        checked = "every line's check was" if info["format"] >= CHAINED else "nothing else can be"
        warnings.append(f"{path.name}: saved by an older version; its turn hashes cannot be compared with "
                        f"this version's and were not checked ({checked})")
    state = None
    if verify and not info.get("old_undos"):
        state = _from_snapshot(path, pack, events, warnings)
    if state is None:
        state = replay(pack, events, name=path.name, verify=verify, older=not verify)
    for message in warnings:
        _warnings.warn(message, stacklevel=2)
    writer = None
    if append:
        try:
            if found.truncate_at is not None:
                with path.open("r+b") as fh:
                    fh.truncate(found.truncate_at)
            writer = LogWriter(path, None, next_seq=len(events), chained=info["format"] >= CHAINED)
        except OSError as exc:  # (read-only, say: it can be watched, not played on)
            raise LogError(f"{path.name}: cannot be written to, so the game cannot go on in it "
                           f"({exc.strerror or exc})") from None
    return Game(pack, rs, found.header, events, state, writer, warnings, _undo_history(events, found.ends()),
                _reveal_end(events, found.ends()))


def _reveal_end(events: list[dict], batches: list) -> int | None:
    """The number of events once the command that began the haunt was done, from the
    save's command boundaries (None if there was no haunt)."""
    start = next((i for i, e in enumerate(events) if e["t"] == "haunt_started"), None)
    if start is None:
        return None
    return next((end + 1 for end, _command in batches if end >= start), len(events))


def _from_snapshot(path: Path, pack: Pack, events: list[dict], warnings: list) -> dict | None:
    """The state at the end of the save, replayed from its newest snapshot that can be
    held to the log: one at a whole number of events within the save with a turn hash at
    or after it (the replay from it checks that hash, and each one after). A snapshot
    that is not so is passed over, with a warning if it is wrong rather than only too
    recent; one that does not agree ends the search (the log alone decides). None: replay
    from the start."""
    last = next((i for i in range(len(events) - 1, -1, -1)
                 if events[i]["t"] == "turn_ended" and events[i].get("hash") is not None), -1)
    where = snapshot_path(path).name
    for snap in snapshots_newest_first(path, warnings):
        seq = snap["seq"]
        if not is_int(seq) or not 0 < seq <= len(events):
            warnings.append(f"{where}: a snapshot at event {show(seq)}, not within the save's {len(events)} "
                            "events, was ignored")
            continue
        if seq > last:
            continue  # (no turn hash at or after it yet to hold it to: an earlier one will do)
        try:
            if type(snap["state"]) is not dict or _hash(snap["state"]) != snap["hash"]:
                warnings.append(f"{where}: the snapshot at event {seq} is damaged; it was ignored")
                continue
            return replay(pack, events, name=path.name, start=(seq, snap["state"]), own=True)
        except Exception:  # (LogError or anything else: the log decides)
            warnings.append(f"{where}: the snapshot at event {seq} does not agree with the save; it was "
                            "ignored and the game replayed from its start")
            return None
    return None


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
        elif named_command(command) is not None and kinds.isdisjoint(UNDO_BARRIERS):
            undo.append((start, command[0], command[1]))
        else:
            undo = []
        start = end + 1
    return undo


__all__ = ["Game", "new_game", "load", "replay", "IllegalCommand"]
