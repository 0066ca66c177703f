"""What is in the saves folder, read cheaply: one ``SaveInfo`` per ``*.jsonl`` file.

Listing never replays a game. Each file is read once and parsed in one go (the header,
then every event line as one JSON array); the summary — players, ruleset, the turn
reached, the haunt, whether the game is over — comes from a handful of event types.
Only when that quick read finds something wrong is the engine's own reader
(``game.log.read_log``) asked, so a damaged save is described in the engine's words
(``LogError``) and a torn last line is reported as the warning it is. Results are kept
per (path, size, mtime), so the title menu and the saves list can ask again for free.

A damage that only a replay finds (an event changed so a turn hash no longer agrees)
shows when the save is loaded; ``mark_damaged`` then records it for the list.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from game.apply import known_events
from game.log import LOG_KIND, LogError, read_log, snapshot_path
from game.version import EVENT_SCHEMA_VERSION, LOG_FORMAT_VERSION


@dataclass
class SaveInfo:
    path: Path
    mtime: float                       # last played: the file's modification time
    size: int = 0
    problem: str | None = None         # why it cannot be used (None: it can)
    warnings: list[str] = field(default_factory=list)
    ruleset: str = ""
    pack: str = ""
    seats: list[dict] = field(default_factory=list)   # the header's {"name", "explorer", "bot"}
    created: str = ""
    events: int = 0
    turn: int = 0                      # the number of the last turn begun
    haunt: dict | None = None          # {"haunt": id, "number": n} once the haunt has begun
    over: dict | None = None           # the game_over event: {"winner", "reason"}

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def damaged(self) -> bool:
        return self.problem is not None

    @property
    def finished(self) -> bool:
        return self.over is not None

    @property
    def players(self) -> list[str]:
        return [str(seat.get("name", "?")) for seat in self.seats]


_cache: dict[Path, tuple[tuple[int, float], SaveInfo]] = {}


def list_saves(folder=None) -> list[SaveInfo]:
    """Every save in ``folder`` (default: the saves folder), most recently played first.
    A file that cannot be read is listed as damaged; it never stops the others."""
    if folder is None:
        from game.paths import saves_dir

        folder = saves_dir()
    infos = []
    for path in Path(folder).glob("*.jsonl"):
        info = read_info(path)
        if info is not None:
            infos.append(info)
    infos.sort(key=lambda i: (i.mtime, i.name), reverse=True)
    return infos


def latest_unfinished(folder=None) -> SaveInfo | None:
    """What "Continue" opens: the most recently played save that is whole and not over."""
    return next((i for i in list_saves(folder) if not i.damaged and not i.finished), None)


def read_info(path: Path) -> SaveInfo | None:
    path = Path(path)
    try:
        stat = path.stat()
    except OSError:
        return None  # gone since the folder was listed
    key = (stat.st_size, stat.st_mtime)
    cached = _cache.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    info = SaveInfo(path, stat.st_mtime, stat.st_size)
    try:
        header, events = _quick_read(path)
    except LogError as exc:
        info.problem = reason_of(exc, path)
    else:
        _summarise(info, header, events)
    _cache[path] = (key, info)
    return info


def mark_damaged(path: Path, error: LogError) -> SaveInfo | None:
    """A load found damage the quick read could not see: list the save as damaged."""
    info = read_info(path)
    if info is not None:
        info.problem = reason_of(error, path)
    return info


def delete_save(path: Path) -> None:
    """Remove a save and its snapshots sidecar (losing the sidecar loses nothing)."""
    path = Path(path)
    for victim in (path, snapshot_path(path)):
        victim.unlink(missing_ok=True)
    _cache.pop(path, None)


def reason_of(error: Exception, path: Path) -> str:
    """The engine's message without the file name it starts with (the list shows it)."""
    text = str(error)
    for prefix in (f"{path}: ", f"{path.name}: "):
        if text.startswith(prefix):
            text = text[len(prefix):]
            break
    return text[:1].upper() + text[1:]


# -- reading --------------------------------------------------------------------------------

def _quick_read(path: Path) -> tuple[dict, list[dict]]:
    """(header, events) when the file is plainly whole; otherwise the engine's reader
    decides (it raises LogError with the reason, or drops a torn end with a warning)."""
    try:
        raw = path.read_bytes()
        lines = raw.split(b"\n")
        header = json.loads(lines[0])
        events = json.loads(b"[" + b",".join(line for line in lines[1:] if line) + b"]")
        if _whole(raw, header, events):
            return header, events
    except (OSError, ValueError):  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        pass
    header, events, warnings, _cut = read_log(path)
    if not isinstance(header, dict):
        raise LogError(f"{path.name}: line 1: not a Hollowmere save")
    header = dict(header, _warnings=warnings)
    return header, events


def _whole(raw: bytes, header, events) -> bool:
    if not (raw.endswith(b"\n") and isinstance(header, dict) and header.get("kind") == LOG_KIND
            and header.get("format") == LOG_FORMAT_VERSION and events):
        return False
    known = known_events()
    for i, event in enumerate(events):
        if not (isinstance(event, dict) and event.get("seq") == i and isinstance(event.get("t"), str)
                and isinstance(event.get("v", 1), int) and event.get("v", 1) <= EVENT_SCHEMA_VERSION
                and event["t"] in known):
            return False
    return bool(events[-1].get("b"))  # ends on a whole command


def _summarise(info: SaveInfo, header: dict, events: list[dict]) -> None:
    info.warnings = [reason_of(LogError(w), info.path) for w in header.get("_warnings", ())]
    info.ruleset = str(header.get("ruleset", "classic"))
    info.pack = str(header.get("pack", info.ruleset))
    info.seats = [s for s in header.get("seats", ()) if isinstance(s, dict)]
    info.created = str(header.get("created", ""))
    info.events = len(events)
    for event in events:
        kind = event["t"]
        if kind == "turn_started":
            info.turn = int(event.get("number", info.turn + 1) or 0)
        elif kind == "haunt_started":
            info.haunt = {"haunt": event.get("haunt"), "number": event.get("number")}
        elif kind == "game_over":
            info.over = {"winner": event.get("winner"), "reason": event.get("reason")}
