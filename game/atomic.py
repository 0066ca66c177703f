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
