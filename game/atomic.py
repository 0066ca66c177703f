"""Writing a file whole or not at all: the one way every file is written in place.

The bytes go to a temporary file of a unique name in the same folder (two writers never
share one, and a crash leaves no file a later write trips on); the file is fsynced,
renamed over the old one, and the folder fsynced so the rename itself is on disk. A
reader sees the old file or the new one, never half of one; a write that fails leaves
the old file and no temporary one.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def atomic_file(path, mode: str = "wb", encoding: str | None = None):
    """An open temporary file beside ``path``; when the block ends without an error it
    becomes ``path`` (fsynced, renamed, the folder fsynced); on an error it is removed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, mode, encoding=encoding) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_dir(path.parent)


def write_atomic(path, data: bytes | str) -> Path:
    """Write ``data`` (bytes, or text as UTF-8) to ``path`` whole or not at all."""
    text = isinstance(data, str)
    with atomic_file(path, "w" if text else "wb", "utf-8" if text else None) as fh:
        fh.write(data)
    return Path(path)


def sync_dir(folder) -> None:
    """fsync a folder, so a rename into it is on disk (where the system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


LEFTOVER_AGE = 60.0   # seconds: a temporary file this old is no write under way, but one a kill left


def sweep(folder, older_than: float = LEFTOVER_AGE) -> list[Path]:
    """Remove the temporary files interrupted writes left in ``folder`` (``.<name>.*.tmp``,
    as ``atomic_file`` names them) that are older than ``older_than`` seconds; returns them.
    Called when a folder is opened for listing, so a leftover is never listed and never
    accumulates. Nothing else is touched; a file that cannot be removed is left."""
    import time

    gone = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return gone
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime > older_than:
                path.unlink()
                gone.append(path)
        except OSError:
            pass
    return gone
