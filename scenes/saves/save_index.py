"""What is in the saves folder, read cheaply: one ``SaveInfo`` per ``*.jsonl`` file.

Listing never replays a game. Each save is read by the engine's own reader
(``game.log.read_save``: every byte held to its check, the header to the events, every
undo to the step it takes back), so the list and Load agree on what is damaged and say
it in the engine's words (``LogError``); a torn last line is reported as the warning it
is. The summary — players, ruleset, the turn reached, the haunt, whether the game is
over — comes from a handful of event types. Only regular files are read (a folder is
passed over; a named pipe or a device is listed as damaged, never waited on), and none
larger than ``game.log.MAX_SAVE_BYTES`` ("too large"). Whatever goes wrong with one file
lists it as damaged and never stops the others. Results are kept per (path, size,
mtime), so the title menu and the saves list can ask again for free.

A damage that only a replay finds (an event changed, and its checks with it, so that a
turn hash no longer agrees) shows when the save is loaded; ``mark_damaged`` then records
it for the list.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass, field
from pathlib import Path

from game.atomic import sweep
from game.locks import hold, release
from game.log import LogError, problem, read_save, snapshot_path


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
    sweep(folder)   # what an interrupted write left: never listed
    try:
        paths = list(Path(folder).glob("*.jsonl"))
    except OSError:
        paths = []  # (no saves folder, or one that cannot be read: nothing to list)
    for path in paths:
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
        found = path.stat()
    except OSError:
        return None  # gone since the folder was listed
    if stat.S_ISDIR(found.st_mode):
        return None  # a folder that happens to be called *.jsonl is not a save
    key = (found.st_size, found.st_mtime)
    cached = _cache.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    info = SaveInfo(path, found.st_mtime, found.st_size)
    try:
        read = read_save(path)
        _summarise(info, read.header, read.events, read.warnings)
    except LogError as exc:
        info.problem = reason_of(exc, path)
    except Exception as exc:  # (never: the reader says everything as a LogError; but never a crash either)
        info.problem = reason_of(LogError(f"{path.name}: cannot be read ({problem(exc)})"), path)
    _cache[path] = (key, info)
    return info


def mark_damaged(path: Path, error: LogError) -> SaveInfo | None:
    """A load found damage the quick read could not see: list the save as damaged."""
    info = read_info(path)
    if info is not None:
        info.problem = reason_of(error, path)
    return info


def delete_save(path: Path) -> None:
    """Remove a save and its snapshots sidecar (losing the sidecar loses nothing); InUse,
    removing nothing, while another copy of the game plays it."""
    path = Path(path)
    lock = hold(path)
    try:
        for victim in (path, snapshot_path(path)):
            victim.unlink(missing_ok=True)
    finally:
        release(lock)
    _cache.pop(path, None)


def reason_of(error: Exception, path: Path) -> str:
    """The engine's message without the file name it starts with (the list shows it)."""
    text = str(error)
    for prefix in (f"{path}: ", f"{path.name}: "):
        if text.startswith(prefix):
            text = text[len(prefix):]
            break
    return text[:1].upper() + text[1:]


# -- summing up -----------------------------------------------------------------------------

def _summarise(info: SaveInfo, header: dict, events: list[dict], warnings: list[str]) -> None:
    info.warnings = [reason_of(LogError(w), info.path) for w in warnings]
    info.ruleset = str(header.get("ruleset", "classic"))
    info.pack = str(header.get("pack", info.ruleset))
    info.seats = [s for s in header.get("seats", ()) if isinstance(s, dict)]
    info.created = str(header.get("created", ""))
    info.events = len(events)
    turn, haunt, over = 0, None, None
    for event in events:
        kind = event["t"]
        if kind == "turn_started":
            number = event.get("number", turn + 1)
            turn = number if type(number) is int else turn + 1
        elif kind == "haunt_started":
            haunt = {"haunt": event.get("haunt"), "number": event.get("number")}
        elif kind == "game_over":
            over = {"winner": event.get("winner"), "reason": event.get("reason")}
    info.turn, info.haunt, info.over = turn, haunt, over
