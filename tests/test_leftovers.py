"""What a write killed half-way leaves (issue 33, point 4): a temporary file beside the
file it was to become. Such leftovers are cleared when their folder is next opened and
are never listed; a campaign whose creation was killed leaves no trace in the list and
its name is free again (no "-2")."""

from __future__ import annotations

import os
import time

from campaign_helpers import cpack, new_campaign  # noqa: F401 (a fixture)
from game.atomic import sweep
from game.campaign import list_campaigns


def _leftover(path, age: float = 3600.0):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"kind": "half a write"')
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_a_killed_campaign_creation_is_not_listed_and_its_name_is_free_again(tmp_path, cpack):
    root = tmp_path / "campaigns"
    stray = _leftover(root / "test-campaign" / ".campaign.jsonl.k2x9.tmp")
    assert list_campaigns(root, cpack) == []
    camp = new_campaign(root, cpack)                      # the same name as the killed one
    assert camp.folder.name == "test-campaign" and not stray.exists()
    assert [e["folder"].name for e in list_campaigns(root, cpack)] == ["test-campaign"]


def test_a_chapters_leftover_is_cleared_when_the_list_is_opened_and_a_fresh_one_is_kept(tmp_path, cpack):
    camp = new_campaign(tmp_path, cpack)
    old = _leftover(camp.folder / ".ch01.jsonl.a1b2.tmp")
    fresh = _leftover(camp.folder / ".ch02.jsonl.c3d4.tmp", age=1.0)   # (a write under way, perhaps)
    listed = list_campaigns(tmp_path, cpack)
    assert len(listed) == 1 and not listed[0]["error"]
    assert not old.exists() and fresh.exists()


def test_a_saves_folder_leftover_is_never_listed_and_is_cleared(tmp_path):
    from scenes.saves.save_index import list_saves

    old = _leftover(tmp_path / ".hollowmere-20261128.jsonl.x7.tmp")
    keep = tmp_path / "notes.txt"
    keep.write_text("mine")
    assert list_saves(tmp_path) == [] and not old.exists() and keep.exists()
    assert sweep(tmp_path) == []
