"""Snapshots: a sidecar file beside a save (``<save>.snapshots``) holding the state every
``SNAPSHOT_EVERY`` events, so long games load fast. Losing it loses nothing: the log alone
replays the game, and a snapshot is used only when the log holds it to a turn hash
(``game.game.load``)."""

from __future__ import annotations

import json
import os

from .log import LogError, read_bytes, snapshot_path

SNAPSHOT_EVERY = 200  # events between snapshots (taken at the start of a turn)


def write_snapshot(log_path, seq: int, state_hash: str, state: dict) -> None:
    """Append one snapshot: the state after ``seq`` events. Losing this file loses
    nothing (the log alone replays the game); it only saves time."""
    line = json.dumps({"seq": seq, "hash": state_hash, "state": state}, separators=(",", ":"))
    with snapshot_path(log_path).open("a", encoding="utf-8") as fh:
        fh.write(line + "\n")


def snapshots_newest_first(log_path, warnings: list | None = None):
    """Each readable snapshot (a dict with ``seq``, ``hash`` and ``state``), the newest
    first, each line decoded only when it is reached. Never an error: a snapshot file
    that is not a regular file, is too large or has damaged lines is passed over (with a
    warning in ``warnings``, if given). Whether a snapshot is true is the loader's check."""
    path = snapshot_path(log_path)
    try:
        if not os.path.lexists(path):
            return
        raw = read_bytes(path, path.name, what="a snapshot file")
    except LogError as exc:
        if warnings is not None:
            warnings.append(f"{exc}; the snapshots were not used")
        return
    damaged = 0
    for line in reversed(raw.split(b"\n")):
        if not line.strip():
            continue
        try:
            snap = json.loads(line)
        except Exception:  # (bad bytes or JSON, too deep, numbers too big: passed over)
            damaged += 1
            continue
        if type(snap) is dict and {"seq", "hash", "state"} <= snap.keys():
            yield snap
        else:
            damaged += 1
    if damaged and warnings is not None:
        warnings.append(f"{path.name}: {damaged} damaged snapshot line(s) were passed over")


def read_snapshots(log_path) -> list[dict]:
    """Every readable snapshot, in file order; damaged lines are skipped."""
    return list(reversed(list(snapshots_newest_first(log_path))))
