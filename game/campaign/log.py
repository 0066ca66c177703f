"""The campaign log: ``campaign.jsonl``, a header line then one campaign event per line.

Append-only and fsynced event by event (a campaign event is rare and precious: a chapter
begun or finished). Reading is strict where damage would change the story and lenient
where a crash can leave a mark: a torn last line (a kill while it was being written) is
dropped with a warning, and cut off before the next append; anything else that is not
right is a ``CampaignError`` naming the campaign, the line and the problem.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..atomic import write_atomic

CAMPAIGN_KIND = "hollowmere-campaign"
CAMPAIGN_FORMAT = 1
LOG_NAME = "campaign.jsonl"
MAX_LOG_BYTES = 16 * 1024 * 1024  # a campaign log is a few kilobytes; anything huge is not one

EVENTS = ("campaign_created", "chapter_begun", "chapter_abandoned", "chapter_finished",
          "free_play_begun", "free_play_abandoned", "free_play_finished")


class CampaignError(Exception):
    """A campaign that cannot be used as it is; the message is for players."""


def write_new(folder: Path, header: dict, first: dict) -> None:
    """Write a new campaign log with its first event in one step: a temporary file
    renamed into place, so a kill leaves either no campaign or a whole one."""
    lines = json.dumps(header, separators=(",", ":")) + "\n" + _line(0, first)
    write_atomic(folder / LOG_NAME, lines)


def _line(seq: int, event: dict) -> str:
    return json.dumps({"seq": seq, **event}, separators=(",", ":")) + "\n"


def append(folder: Path, seq: int, event: dict, truncate_at: int | None = None) -> None:
    """Append one event (cutting a torn last line off first) and fsync it."""
    path = folder / LOG_NAME
    with path.open("r+b") as fh:
        if truncate_at is not None:
            fh.truncate(truncate_at)
        fh.seek(0, os.SEEK_END)
        fh.write(_line(seq, event).encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())


def read(folder: Path, name: str) -> tuple[dict, list[dict], list[str], int | None]:
    """(header, events, warnings, truncate_at) of a campaign's log."""
    path = folder / LOG_NAME
    try:
        if not path.is_file():
            raise CampaignError(f"{name}: the campaign's log ({LOG_NAME}) is missing")
        if path.stat().st_size > MAX_LOG_BYTES:
            raise CampaignError(f"{name}: {LOG_NAME} is far too large to be a campaign's log")
        raw = path.read_bytes()
    except OSError as exc:
        raise CampaignError(f"{name}: the campaign's log cannot be read ({exc.strerror or exc})") from None
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    lines = raw.split(b"\n")
    ends_clean = raw.endswith(b"\n")
    if ends_clean:
        lines = lines[:-1]
    while len(lines) > 1 and not lines[-1].strip() and ends_clean:
        lines = lines[:-1]  # (blank lines at the end: an editor's, harmless)
    header = _decode(lines[0] if lines else b"")
    if not isinstance(header, dict) or header.get("kind") != CAMPAIGN_KIND:
        raise CampaignError(f"{name}: line 1: not a Hollowmere campaign (no campaign header)")
    fmt = header.get("format")
    if fmt != CAMPAIGN_FORMAT:
        newer = isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > CAMPAIGN_FORMAT
        raise CampaignError(f"{name}: line 1: " + ("saved by a newer version of Hollowmere" if newer
                                                     else f"campaign format {fmt!r} is not one this version reads"))
    events, warnings, truncate_at = [], [], None
    offset = len(lines[0]) + 1
    for number, line in enumerate(lines[1:], start=2):
        event = _decode(line)
        if not isinstance(event, dict) or event.get("t") not in EVENTS or event.get("seq") != len(events):
            if number == len(lines) and not ends_clean:
                warnings.append(f"{name}: the last line of the campaign's log was cut off mid-write "
                                "(a crash?); it was dropped")
                truncate_at = offset
                break
            problem = ("is damaged" if not isinstance(event, dict) else
                       f"holds an unknown event {event.get('t')!r}" if event.get("t") not in EVENTS else
                       "is out of order")
            raise CampaignError(f"{name}: {LOG_NAME} line {number} {problem}")
        events.append(event)
        offset += len(line) + 1
    return header, events, warnings, truncate_at


def _decode(line: bytes):
    """One JSON value, or None for anything that is not (bad bytes, bad JSON, nesting so
    deep the decoder gives up)."""
    try:
        return json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
