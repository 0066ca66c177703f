"""The log is the save: one JSON Lines file per game.

Line 1 is a header (format version, ruleset, content pack and its hash, seed, seats,
options, created, state format); every further line is one event with its sequence
number and schema version. Lines are appended and flushed one event at a time and
fsynced at the end of every turn, so a crash loses at most the step in progress. A torn
last line (a crash mid-write) is dropped with a warning; damage earlier in the file is
an error that names the file and the line.

**Every byte is covered by a check** (format 2): each event line ends with ``"h"``, a
running hash: blake2b (8 bytes, in hex) of every byte of the file before it — the
header, every earlier line whole (its own ``h`` included) and this line up to its ``h``.
So the last line's ``h`` vouches for the whole file; when it does not agree, the lines
are walked to name the first one that does not. ``h`` is the last field of its line,
``,"h":"<16 hex digits>"}``. Old saves (format 1, no ``h``) are still read and checked
as well as they can be (their turn hashes); a newer format is refused.

Whatever goes wrong while reading (bad bytes or JSON, nesting too deep, numbers too
big, a file too large or not a file at all) is a ``LogError`` naming the file, the line
and the problem, never another exception. A UTF-8 byte order mark and blank lines at the
end (an editor's) are tolerated.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

from . import locks
from .apply import known_events
from .atomic import atomic_file
from .log_checks import LOG_KIND, LogError, check_events, check_header, is_int, show
from .version import EVENT_SCHEMA_VERSION, LOG_FORMAT_VERSION, STATE_FORMAT, __version__

__all__ = ["LOG_KIND", "LogError", "LogWriter", "make_header", "read_log", "read_save", "strip", "upcast",
           "snapshot_path", "MAX_SAVE_BYTES"]

MAX_SAVE_BYTES = 64 * 1024 * 1024   # a long game's save is well under 1 MB: anything this big is not one
MAX_LINE_BYTES = 16 * 1024 * 1024   # nor is a line this long an event
CHAINED = 2                         # the first format whose event lines carry ``h``
_BOM = b"\xef\xbb\xbf"
_CHECK = b',"h":"'                  # how ``h`` begins, at the end of its line
_TAIL = len(_CHECK) + 16 + 2        # ,"h":"<16 hex digits>"}
_BLAKE2B = hashlib.blake2b

# schema version -> function upgrading an event of that version to the next one.
# Register one whenever EVENT_SCHEMA_VERSION is bumped; old saves keep loading.
UPCASTERS: dict[int, callable] = {}


def upcaster(version: int):
    def register(fn):
        UPCASTERS[version] = fn
        return fn
    return register


@upcaster(1)
def _v1_turns_name_their_kind(event: dict) -> dict:
    """Schema 2: every turn_started says whose turn it is (an explorer's or the
    monsters'); schema 1 only said so for monster turns."""
    if event["t"] == "turn_started":
        event = {**event, "kind": event.get("kind", "explorer")}
    return event


def make_header(ruleset: str, pack, seed: int, seats, options, created: str) -> dict:
    return {"kind": LOG_KIND, "format": LOG_FORMAT_VERSION, "version": __version__,
            "ruleset": ruleset, "pack": pack.id, "pack_hash": pack.hash, "seed": seed,
            "seats": seats, "options": options, "created": created, "state_format": STATE_FORMAT}


def _dumps(value) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode("utf-8")


# -- writing ---------------------------------------------------------------------------------

class LogWriter:
    """Appends events to a log file, flushing each and fsyncing at turn ends; each line
    gets its ``h`` (when the file is of a chained format: an old save goes on as it is).

    ``LogWriter.create`` writes a new save whole (header and first events) or not at all;
    ``LogWriter(path, next_seq=n)`` goes on appending to a save that was read."""

    def __init__(self, path: Path, header: None = None, next_seq: int = 0, *, chained: bool = True):
        if header is not None:
            raise ValueError("a new save is written by LogWriter.create (whole, or not at all)")
        self.path = Path(path)
        self.seq = next_seq
        self._hasher = None
        self._lock = locks.hold(self.path)   # InUse if another copy of the game plays on it
        try:
            self._fh = self.path.open("r+b")
        except BaseException:
            locks.release(self._lock)
            raise
        try:
            content = self._fh.read()
            if content and not content.endswith(b"\n"):  # (a last line that lost only its newline)
                self._fh.write(b"\n")
                content += b"\n"
            self._fh.seek(0, os.SEEK_END)
        except BaseException:
            self._fh.close()
            locks.release(self._lock)
            raise
        if chained:
            self._hasher = _BLAKE2B(content[3:] if content.startswith(_BOM) else content, digest_size=8)

    @classmethod
    def create(cls, path, header: dict, events) -> "LogWriter":
        """A new save holding ``header`` and ``events`` (a whole command: the setup),
        written to a temporary file in the same folder and renamed into place, so a kill
        leaves either no save or a whole one. A snapshot file left beside an earlier save
        of that name goes (it belongs to another game)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = locks.hold(path)
        try:
            return cls._create(path, header, events, lock)
        except BaseException:
            locks.release(lock)
            raise

    @classmethod
    def _create(cls, path: Path, header: dict, events, lock) -> "LogWriter":
        with atomic_file(path) as fh:
            writer = cls.__new__(cls)
            writer.path, writer.seq, writer._fh, writer._lock = path, 0, fh, lock
            head = _dumps(header) + b"\n"
            fh.write(head)
            writer._hasher = _BLAKE2B(head, digest_size=8) if header.get("format", 1) >= CHAINED else None
            writer._write_lines(events, None)
        snapshot_path(path).unlink(missing_ok=True)
        writer._fh = path.open("ab")
        return writer

    def write(self, events, command=None) -> None:
        """Append one command's events (``command``: the command they came from, if any;
        its seat and type go on the last line, so undo can be offered again after a
        load)."""
        if self._write_lines(events, command):
            self._sync()

    def _write_lines(self, events, command) -> bool:
        sync = False
        fh, hasher, last = self._fh, self._hasher, len(events) - 1
        for i, event in enumerate(events):
            line = {"seq": self.seq, "v": EVENT_SCHEMA_VERSION, **event}
            if i == last:
                line["b"] = 1  # the last event of one command: the game is whole again here
                if command is not None:   # the command whole, so a save can be held to the rules (game.proof)
                    line["c"] = [command.seat, command.type, dict(command.args)] if command.args else \
                        [command.seat, command.type]
            data = _dumps(line)
            if hasher is not None:
                data = data[:-1]
                hasher.update(data)
                tail = _CHECK + hasher.hexdigest().encode("ascii") + b'"}\n'
                hasher.update(tail)
                data += tail
            else:
                data += b"\n"
            fh.write(data)
            fh.flush()
            self.seq += 1
            sync = sync or event["t"] in ("turn_ended", "game_started", "game_over", "haunt_rolled")
        return sync

    def _sync(self) -> None:
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        if not self._fh.closed:
            self._sync()
            self._fh.close()
        locks.release(self._lock)
        self._lock = None


# -- reading ---------------------------------------------------------------------------------

def upcast(event: dict) -> dict:
    version = event.get("v", 1)
    while version < EVENT_SCHEMA_VERSION:
        event = UPCASTERS[version](event)
        version += 1
        event["v"] = version
    return event


_SCAN = json.JSONDecoder().scan_once  # the decoder's C scanner


def _loads(text: str):
    """``json.loads(text)``, through the C scanner straight away for a line that is one
    JSON value and nothing else (each save line; a third of ``json.loads``'s time is its
    Python around the scanner). Anything else goes to ``json.loads`` as it is."""
    try:
        value, end = _SCAN(text, 0)
    except StopIteration:
        return json.loads(text)  # (leading blanks, or not JSON: json says what it says)
    if end != len(text):
        return json.loads(text)
    return value


def read_bytes(path, name: str, *, limit: int = MAX_SAVE_BYTES, what: str = "a save") -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Anything else (a folder, a
    named pipe, a device, a file too large) is a LogError; a pipe is never waited on."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise LogError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise LogError(f"{name}: is a folder, not {what}")
        if not stat.S_ISREG(info.st_mode):
            raise LogError(f"{name}: is not a regular file (a pipe or a device?), so not {what}")
        if info.st_size > limit:
            raise LogError(f"{name}: is too large to be {what} ({info.st_size / 2**20:.0f} MB; "
                           f"at most {limit // 2**20} MB)")
        with os.fdopen(fd, "rb") as fh:
            fd = None
            data = fh.read(info.st_size + 1)  # (not read(limit): that sets aside the limit's bytes first)
            if len(data) > info.st_size:  # (it grew since: read on, to the limit)
                data += fh.read(limit + 1 - len(data))
    except OSError as exc:
        raise LogError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    finally:
        if fd is not None:
            os.close(fd)
    if len(data) > limit:
        raise LogError(f"{name}: is too large to be {what} (more than {limit // 2**20} MB)")
    return data


def problem(exc: BaseException) -> str:
    """What an exception met while reading says about the file, in words."""
    if isinstance(exc, RecursionError):
        return "it is nested too deeply to be read"
    if isinstance(exc, MemoryError):
        return "it is too large to hold in memory"
    if isinstance(exc, OverflowError):
        return "it holds a number too large"
    if isinstance(exc, UnicodeError):
        return "it is not UTF-8 text"
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg[:1].lower()}{exc.msg[1:]} at column {exc.colno}"
    if isinstance(exc, ValueError) and "digits" in str(exc):
        return "it holds a number too long"
    if isinstance(exc, ValueError):
        return "it is not JSON"
    return "it holds something this version cannot use"


class _Unreadable(Exception):
    """A line that is not one JSON value; its ``args[0]`` says why, in words."""


def _json_line(line: bytes):
    try:
        return _loads(line.decode("utf-8"))
    except Exception as exc:  # (ValueError, RecursionError, MemoryError, ...: the line's fault)
        raise _Unreadable(problem(exc)) from None


class SaveRead:
    """What ``read_save`` found: ``header``, ``events``, ``warnings``, ``truncate_at``
    (where the file is cut before appending again: a torn or half-written end, blank
    lines at the end; None if nothing needs cutting), ``info`` (the header's checked
    ``format``, ``state_format``, ``ruleset``, ``pack``) and ``ends`` (index of the last
    event, [seat, type] or None, of each whole command)."""

    __slots__ = ("header", "events", "warnings", "truncate_at", "info", "ends")

    def __init__(self, header, events, warnings, truncate_at, info, ends):
        self.header, self.events, self.warnings = header, events, warnings
        self.truncate_at, self.info, self.ends = truncate_at, info, ends


def read_log(path, *, strip: bool = False, batches: list | None = None
             ) -> tuple[dict, list[dict], list[str], int | None]:
    """Return (header, events, warnings, truncate_at). With ``strip`` the events come
    as the engine made them (what ``strip`` below gives), without copying them.
    ``batches``: a list to append (index of its last event, [seat, command type] or None)
    to for each whole command in the save, in order.

    ``truncate_at`` is the byte offset where what is not kept starts (a torn last line,
    a half-written last command, blank lines at the end; None if the file ends cleanly);
    the loader cuts the file there before appending again.
    """
    found = read_save(path, strip=strip, ends=batches is not None)
    if batches is not None:
        batches.extend(found.ends())
    return found.header, found.events, found.warnings, found.truncate_at


def read_save(path, *, strip: bool = False, ends: bool = True) -> SaveRead:
    """Read and check a save (its bytes, its header, its events: everything but a
    replay). Any problem is a LogError naming the file, the line and the problem.
    ``ends``: keep ``SaveRead.ends`` (with ``strip``, worked out before the log's own
    fields go; without it, it is left empty unless the save has an undo)."""
    path = Path(path)
    name = path.name
    raw = read_bytes(path, name)
    at = [1]  # the line being read, for the last resort below
    try:
        return _read(raw, name, strip, ends, at)
    except LogError:
        raise
    except Exception as exc:  # anything not foreseen is still the file's, never a crash
        raise LogError(f"{name}: line {at[0]} cannot be read ({problem(exc)})") from None


def _read(raw: bytes, name: str, strip: bool, want_ends: bool, at: list) -> SaveRead:
    base = len(_BOM) if raw.startswith(_BOM) else 0  # (a byte order mark, an editor's: passed over)
    body = raw[base:] if base else raw
    if not body.strip():
        raise LogError(f"{name}: the save file is empty")
    lines = body.split(b"\n")
    clean = body.endswith(b"\n")  # (the last line is whole, up to its newline)
    if clean:
        lines.pop()
    while len(lines) > 1 and not lines[-1].strip():  # blank lines at the end: an editor's, harmless
        lines.pop()
        clean = True
    if max(map(len, lines)) > MAX_LINE_BYTES:
        number = next(i for i, line in enumerate(lines, start=1) if len(line) > MAX_LINE_BYTES)
        if number == 1:
            raise LogError(f"{name}: line 1: the header is far too long; this is not a Hollowmere save")
        raise LogError(f"{name}: line {number} is damaged: far too long to be an event "
                       f"({len(lines[number - 1]) / 2**20:.0f} MB)")
    try:
        header = _json_line(lines[0])
    except _Unreadable as why:
        raise LogError(f"{name}: line 1: the header is not readable JSON ({why}); this is not a Hollowmere "
                       "save or it is damaged") from None
    info = check_header(header, name)
    fmt = info["format"]
    if len(lines) == 1:
        raise LogError(f"{name}: holds its header and no events: its game was never set up (the game was "
                       "stopped while it was being created?)")
    warnings: list[str] = []
    count = len(lines)  # lines kept: the header and the events read on
    size = sum(map(len, lines)) + count  # their bytes, each with its newline
    if fmt >= CHAINED:
        if _vouched(body, lines[-1], size - 1):
            pass
        elif not clean and count > 2 and _vouched(body, lines[-2], size - len(lines[-1]) - 2):
            count -= 1  # (a torn last line: the usual crash)
            warnings.append(_torn(name, count + 1))
        else:
            count = _walk(lines, clean, name, warnings, at)
    known = known_events()
    events = None
    if clean or fmt >= CHAINED:  # (the lines are whole: read them at once)
        events = _decode_whole(lines, count, known, fmt)
    if events is None:
        events, count = _decode_lines(lines, count, clean, known, fmt, name, warnings, at)
    # a command only half written (a crash between two of its events) is dropped
    if events and not events[-1].get("b"):
        whole = len(events)
        while whole and not events[whole - 1].get("b"):
            whole -= 1
        warnings.append(f"{name}: the last step was only half written (a crash?); "
                        f"{len(events) - whole} event(s) of it were dropped")
        del events[whole:]
        count = whole + 1
    if count < len(lines):
        size = sum(map(len, lines[:count])) + count
    kept = base + size  # the bytes to keep: up to the newline after the last line kept
    truncate_at = kept if kept < len(raw) else None
    found: list = []

    def ends():
        if not found:
            found.append([(i, event.get("c")) for i, event in enumerate(events) if "b" in event])
        return found[0]

    at[0] = 2
    check_events(header, info, events, name, ends)
    if strip:
        if want_ends:
            ends()  # (worked out before the log's own fields go)
        elif not found:
            found.append([])  # (not asked for, and not to be worked out from stripped events)
        _strip_all(events, fmt, name)
    return SaveRead(header, events, warnings, truncate_at, info, ends)


def _strip_all(events: list[dict], fmt: int, name: str) -> None:
    """The log's own fields off every event, in place (each line was checked to have them)."""
    if fmt >= CHAINED:
        for event in events:
            del event["seq"], event["v"], event["h"]
            if "b" in event:
                del event["b"]
                event.pop("c", None)
        return
    for event in events:
        del event["seq"], event["v"]
        if "b" in event:
            del event["b"]
            event.pop("c", None)


def _torn(name: str, number: int) -> str:
    return (f"{name}: line {number} was cut off mid-write (a crash?); it was dropped and the game resumes "
            "from the event before it")


def _vouched(body: bytes, last: bytes, end: int) -> bool:
    """Does the ``h`` of ``last``, a line ending at ``end`` (before its newline), vouch for
    every byte before it?"""
    if len(last) <= _TAIL or last[-_TAIL:-18] != _CHECK or last[-2:] != b'"}':
        return False
    digest = _BLAKE2B(memoryview(body)[:end - _TAIL], digest_size=8).hexdigest()
    return last[-18:-2] == digest.encode("ascii")


def _walk(lines: list[bytes], clean: bool, name: str, warnings: list, at: list) -> int:
    """Check each line's ``h`` in turn; the number of lines kept (a torn last line is
    dropped with a warning), or a LogError naming the first line that does not agree."""
    hasher = _BLAKE2B(lines[0], digest_size=8)
    hasher.update(b"\n")
    for i in range(1, len(lines)):
        at[0] = i + 1
        line = lines[i]
        fine = len(line) > _TAIL and line[-_TAIL:-18] == _CHECK and line[-2:] == b'"}'
        if fine:
            hasher.update(line[:-_TAIL])
            fine = hasher.hexdigest().encode("ascii") == line[-18:-2]
        if not fine:
            if i == len(lines) - 1 and not clean:
                warnings.append(_torn(name, i + 1))
                return i
            if i == 1:
                raise LogError(f"{name}: line 2 is damaged, or the header (line 1) was changed: its check "
                               "(h) does not match what is written before it")
            raise LogError(f"{name}: line {i + 1} is damaged: its check (h) does not match what is written "
                           f"before it (something at or before line {i + 1} was changed)")
        hasher.update(line[-_TAIL:])
        hasher.update(b"\n")
    return len(lines)


def _decode_whole(lines: list[bytes], count: int, known, fmt: int) -> list[dict] | None:
    """The events of lines 2..count when all is well: every line one event, in order,
    of this schema. Decoded as one JSON array and checked in one pass, the way most saves
    are read (a tenth of the time of a line at a time). None if anything is not so:
    the lines are then read one by one, to say where and what."""
    if count < 2:
        return None
    try:
        events = json.loads(b"[" + b",".join(lines[1:count]) + b"]")
        if len(events) != count - 1:
            return None  # (a line holding two values, or none)
        version, chained = EVENT_SCHEMA_VERSION, fmt >= CHAINED
        for seq, event in enumerate(events):  # (each line has its check; none has, in an old save)
            if type(event) is not dict or event.get("seq") != seq or event.get("v") != version \
                    or event.get("t") not in known or ("h" in event) is not chained:
                return None
    except Exception:  # (whatever it is, the line by line read finds it and names the line)
        return None
    return events


def _read_whole(texts: list[str], known, strip: bool, batches: list | None = None) -> list[dict] | None:
    """(``_decode_whole`` for lines as text, stripping as ``read_log`` does: kept for the
    tests that hold the two ways of reading to the same result.)"""
    lines = [text.encode("utf-8") for text in texts]
    events = _decode_whole([b""] + lines, len(lines) + 1, known, CHAINED)
    if events is None or not events or not events[-1].get("b"):
        return None
    if batches is not None:
        batches.extend((i, event.get("c")) for i, event in enumerate(events) if "b" in event)
    if strip:
        for event in events:
            del event["seq"], event["v"]
            event.pop("h", None)
            if "b" in event:
                del event["b"]
                event.pop("c", None)
    return events


def _decode_lines(lines, count, clean, known, fmt, name, warnings, at) -> tuple[list[dict], int]:
    """Lines 2..count one at a time, each checked: the events and the lines kept."""
    events: list[dict] = []
    for number in range(2, count + 1):
        at[0] = number
        line = lines[number - 1]
        last_torn = number == len(lines) and not clean and fmt < CHAINED
        try:
            event = _json_line(line)
        except _Unreadable as why:
            if last_torn:
                warnings.append(_torn(name, number))
                return events, number - 1
            raise LogError(f"{name}: line {number} is damaged and cannot be read ({why}); "
                           "the save stops making sense there") from None
        trouble = _event_problem(event, len(events), fmt, known)
        if trouble is not None:
            if last_torn and type(event) is not dict:
                warnings.append(_torn(name, number))
                return events, number - 1
            raise LogError(f"{name}: line {number}: {trouble}")
        if event["v"] != EVENT_SCHEMA_VERSION:
            event = upcast(event)
        events.append(event)
    return events, count


def _event_problem(event, expected: int, fmt: int, known) -> str | None:
    """What is wrong with one decoded event line (None: nothing); an old line without a
    schema version is given version 1."""
    if type(event) is not dict or type(event.get("t")) is not str or "seq" not in event:
        return "is damaged: it is not an event"
    seq = event["seq"]
    if not is_int(seq) or seq != expected:
        return f"event number {show(seq)} is out of order (expected {expected})"
    version = event.setdefault("v", 1)
    if not is_int(version) or version < 1:
        return f"event schema version {show(version)} is not one this version of Hollowmere reads"
    if version > EVENT_SCHEMA_VERSION:
        return "event written by a newer version of Hollowmere"
    if event["t"] not in known:
        return f"unknown event {show(event['t'])}"
    if fmt < CHAINED and "h" in event:
        return ("carries a check (h) that only newer saves have, but the header says this is an old save "
                f"(format {fmt}): the header was changed")
    if fmt >= CHAINED and "h" not in event:
        return "is damaged: it has no check (h)"
    return None


def strip(event: dict) -> dict:
    """The event as the engine made it (without the log's seq and schema fields)."""
    event = dict(event)  # a copy, the same order, without the log's own fields
    event.pop("seq", None)
    event.pop("v", None)
    event.pop("h", None)
    event.pop("b", None)
    event.pop("c", None)
    return event


# -- snapshots: the sidecar beside a save (written and read by game.snapshots) ------------

def snapshot_path(log_path) -> Path:
    log_path = Path(log_path)
    return log_path.with_name(log_path.name + ".snapshots")
