"""The log is the save: one JSON Lines file per game.

Line 1 is a header (format version, ruleset, content pack and its hash, seed, seats,
options, created); every further line is one event with its sequence number and
schema version. Lines are appended and flushed one event at a time and fsynced at the
end of every turn, so a crash loses at most the step in progress. A torn last line
(a crash mid-write) is dropped with a warning; damage earlier in the file is an error
that names the file and the line.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from .apply import known_events
from .version import EVENT_SCHEMA_VERSION, LOG_FORMAT_VERSION, STATE_FORMAT, __version__

LOG_KIND = "hollowmere-log"

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


class LogError(Exception):
    """A save that cannot be read; the message is for players, not a traceback."""


def make_header(ruleset: str, pack, seed: int, seats, options, created: str) -> dict:
    return {"kind": LOG_KIND, "format": LOG_FORMAT_VERSION, "version": __version__,
            "ruleset": ruleset, "pack": pack.id, "pack_hash": pack.hash, "seed": seed,
            "seats": seats, "options": options, "created": created, "state_format": STATE_FORMAT}


class LogWriter:
    """Appends events to a log file, flushing each and fsyncing at turn ends."""

    def __init__(self, path: Path, header: dict | None = None, next_seq: int = 0):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if header is not None:
            self._fh = self.path.open("w", encoding="utf-8")
            self._fh.write(json.dumps(header, separators=(",", ":")) + "\n")
            self._sync()
        else:
            self._fh = self.path.open("a", encoding="utf-8")
        self.seq = next_seq

    def write(self, events, command=None) -> None:
        """Append one command's events (``command``: the command they came from, if any;
        its seat and type go on the last line, so undo can be offered again after a
        load)."""
        sync = False
        for i, event in enumerate(events):
            line = {"seq": self.seq, "v": EVENT_SCHEMA_VERSION, **event}
            if i == len(events) - 1:
                line["b"] = 1  # the last event of one command: the game is whole again here
                if command is not None:
                    line["c"] = [command.seat, command.type]
            self._fh.write(json.dumps(line, separators=(",", ":")) + "\n")
            self._fh.flush()
            self.seq += 1
            sync = sync or event["t"] in ("turn_ended", "game_started", "game_over", "haunt_rolled")
        if sync:
            self._sync()

    def _sync(self) -> None:
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        if not self._fh.closed:
            self._sync()
            self._fh.close()


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


def read_log(path, *, strip: bool = False, batches: list | None = None
             ) -> tuple[dict, list[dict], list[str], int | None]:
    """Return (header, events, warnings, truncate_at). With ``strip`` the events come
    as the engine made them (what ``strip`` below gives), without copying them.
    ``batches``: a list to append (index of its last event, [seat, command type] or None)
    to for each whole command in the save, in order.

    ``truncate_at`` is the byte offset where a torn last line starts (None if the
    file ends cleanly); the loader cuts the file there before appending again.
    """
    path = Path(path)
    name = path.name
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise LogError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise LogError(f"{name}: the save file is empty")
    lines = raw.split(b"\n")
    ends_clean = raw.endswith(b"\n")
    if ends_clean:
        lines = lines[:-1]
    warnings: list[str] = []
    truncate_at = None
    try:
        header = json.loads(lines[0].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise LogError(f"{name}: line 1: the header is not readable JSON; this is not a Hollowmere save "
                       "or it is damaged") from None
    if not isinstance(header, dict) or header.get("kind") != LOG_KIND:
        raise LogError(f"{name}: line 1: not a Hollowmere save (no Hollowmere header)")
    fmt = header.get("format")
    if fmt != LOG_FORMAT_VERSION:
        newer = isinstance(fmt, int) and fmt > LOG_FORMAT_VERSION
        raise LogError(f"{name}: save format {fmt!r} is {'newer than this version of Hollowmere reads' if newer else 'not one this version reads'} "
                       f"(reads format {LOG_FORMAT_VERSION})")
    known = known_events()
    try:  # the whole file decoded at once (a line that is not UTF-8: each line on its own)
        texts = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        texts = None
    if texts is not None and ends_clean:
        events = _read_whole(texts[1:len(lines)], known, strip, batches)
        if events is not None:
            return header, events, [], None
    ends = []  # (index of the last event, its "c") of each whole command
    events = []
    offset = len(lines[0]) + 1
    whole_events, whole_offset = 0, offset  # up to the last complete command
    loads, count = _loads, len(lines)
    for number, line in enumerate(lines[1:], start=2):
        try:
            event = loads(line.decode("utf-8") if texts is None else texts[number - 1])
            if type(event) is not dict or "t" not in event or "seq" not in event:
                raise ValueError("not an event")
        except (UnicodeDecodeError, ValueError):
            if number == count and not ends_clean:
                warnings.append(f"{name}: line {number} was cut off mid-write (a crash?); "
                                "it was dropped and the game resumes from the event before it")
                truncate_at = offset
                break
            raise LogError(f"{name}: line {number} is damaged and cannot be read; "
                           "the save stops making sense there") from None
        if event["seq"] != len(events):
            raise LogError(f"{name}: line {number}: event number {event['seq']} is out of order "
                           f"(expected {len(events)})")
        version = event.get("v", 1)
        if version != EVENT_SCHEMA_VERSION:
            if not isinstance(version, int) or version > EVENT_SCHEMA_VERSION:
                raise LogError(f"{name}: line {number}: event written by a newer version of Hollowmere")
            event = upcast(event)
        if event["t"] not in known:
            raise LogError(f"{name}: line {number}: unknown event '{event['t']}'")
        if strip:
            del event["seq"]
            event.pop("v", None)
            whole, command = event.pop("b", None), event.pop("c", None)
        else:
            whole, command = event.get("b"), event.get("c")
        events.append(event)
        offset += len(line) + 1
        if whole:
            whole_events, whole_offset = len(events), offset
            ends.append((len(events) - 1, command))
    if whole_events < len(events):
        warnings.append(f"{name}: the last step was only half written (a crash?); "
                        f"{len(events) - whole_events} event(s) of it were dropped")
        events = events[:whole_events]
        truncate_at = whole_offset
    if batches is not None:
        batches.extend(ends)
    return header, events, warnings, truncate_at


def _read_whole(texts: list[str], known, strip: bool, batches: list | None = None) -> list[dict] | None:
    """The events of a save's lines (after the header) when all is well: every line one
    event, in order, of this schema, the last one ending a command. Decoded as one JSON
    array and checked in one pass, the way most saves are read (a tenth of the time of
    a line at a time). None if anything is not so: ``read_log`` then goes line by line,
    to say where and what."""
    if not texts:
        return None
    try:
        events = json.loads("[" + ",".join(texts) + "]")
    except ValueError:
        return None
    if len(events) != len(texts):
        return None  # (a line holding two values, or none)
    version = EVENT_SCHEMA_VERSION
    for seq, event in enumerate(events):
        if type(event) is not dict or event.get("seq") != seq or event.get("v") != version \
                or event.get("t") not in known:
            return None
    if not events[-1].get("b"):
        return None  # (the last command only half written)
    if batches is not None:
        batches.extend((i, event.get("c")) for i, event in enumerate(events) if "b" in event)
    if strip:
        for event in events:
            del event["seq"], event["v"]
            if "b" in event:
                del event["b"]
                event.pop("c", None)
    return events


def strip(event: dict) -> dict:
    """The event as the engine made it (without the log's seq and schema fields)."""
    event = dict(event)  # a copy, the same order, without the log's own fields
    event.pop("seq", None)
    event.pop("v", None)
    event.pop("b", None)
    event.pop("c", None)
    return event


# -- snapshots: a sidecar file that makes long games load fast --------------------------

SNAPSHOT_EVERY = 200  # events between snapshots (taken at the start of a turn)


def snapshot_path(log_path) -> Path:
    log_path = Path(log_path)
    return log_path.with_name(log_path.name + ".snapshots")


def write_snapshot(log_path, seq: int, state_hash: str, state: dict) -> None:
    """Append one snapshot: the state after ``seq`` events. Losing this file loses
    nothing (the log alone replays the game); it only saves time."""
    line = json.dumps({"seq": seq, "hash": state_hash, "state": state}, separators=(",", ":"))
    with snapshot_path(log_path).open("a", encoding="utf-8") as fh:
        fh.write(line + "\n")


def read_snapshots(log_path) -> list[dict]:
    """Every readable snapshot, in file order; damaged lines are skipped."""
    path = snapshot_path(log_path)
    if not path.exists():
        return []
    out = []
    for line in path.read_bytes().split(b"\n"):
        try:
            snap = json.loads(line)
        except (UnicodeDecodeError, ValueError):
            continue
        if isinstance(snap, dict) and {"seq", "hash", "state"} <= set(snap):
            out.append(snap)
    return out
