"""One way to write a file in place (game/atomic.py): whole or not at all, a temporary
name no two writers share, the file and its folder fsynced; every writer uses it."""

from __future__ import annotations

import json
import os

import pytest

from game import atomic
from game.atomic import atomic_file, write_atomic


def _leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_write_leaves_the_file_whole_and_no_temporary_file(tmp_path):
    path = tmp_path / "deep" / "settings.json"
    write_atomic(path, "first")
    write_atomic(path, b"second")
    assert path.read_text(encoding="utf-8") == "second"
    assert _leftovers(path.parent) == []


def test_two_writers_of_one_file_never_share_a_temporary_name(tmp_path):
    path = tmp_path / "map.png"
    with atomic_file(path) as one, atomic_file(path) as two:
        assert one.name != two.name
        one.write(b"one")
        two.write(b"two")
    assert path.read_bytes() == b"one"  # (the last to finish wins, whole)
    assert _leftovers(tmp_path) == []


def test_a_failed_write_keeps_the_old_file_and_leaves_nothing(tmp_path):
    path = tmp_path / "hints.json"
    write_atomic(path, "old")
    with pytest.raises(RuntimeError), atomic_file(path, "w", "utf-8") as fh:
        fh.write("half")
        raise RuntimeError("killed")
    assert path.read_text(encoding="utf-8") == "old"
    assert _leftovers(tmp_path) == []


def test_the_file_and_its_folder_are_fsynced(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else None)
        real(fd)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    write_atomic(tmp_path / "x.json", "{}")
    assert len(synced) == 2
    if synced[0] is not None:
        assert synced == [False, True]  # the file first, then the folder the rename is in


def test_a_stale_fixed_temporary_name_does_not_stop_a_write(tmp_path):
    # the old writers used "<name>.tmp": a leftover folder of that name made every save fail
    from scenes.kit import settings as S

    path = tmp_path / "settings.json"
    (tmp_path / "settings.json.tmp").mkdir()
    S.save(S.Settings(), path)
    assert json.loads(path.read_text(encoding="utf-8"))


def test_every_writer_writes_through_the_one_helper(tmp_path, monkeypatch):
    from game.campaign import log as campaign_log
    from game.log import LogWriter
    from scenes.board.hud import hints
    from scenes.campaign import house_map
    from scenes.kit import settings

    written = []
    real = atomic.os.replace

    def replace(src, dst):
        written.append(os.path.basename(dst))
        real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(hints, "_path", lambda: tmp_path / "hints_seen.json")
    settings.save(settings.Settings(), tmp_path / "settings.json")
    hints.save_seen({"card"})
    house_map._write_cached(tmp_path / "map.png", b"png")
    LogWriter.create(tmp_path / "game.jsonl", {"kind": "x", "format": 2}, []).close()
    campaign_log.write_new(tmp_path / "camp", {"kind": "c"}, {"t": "campaign_created"})
    assert written == ["settings.json", "hints_seen.json", "map.png", "game.jsonl", "campaign.jsonl"]
