"""Killing the game at any moment of a campaign — while a chapter is played, as it is
begun (its save written, the campaign's log not yet naming it), or while it is being
finished — leaves a campaign that loads, with every chapter either finished once or
resumable: never counted twice, never lost (docs/CAMPAIGN.md)."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import load_pack
from game.campaign import list_campaigns, load_campaign
from game.campaign.verify import verify_campaign

from campaign_helpers import MINI

CHILD = Path(__file__).with_name("campaign_crash_child.py")
CAMPAIGNS = 50  # more than the test gets through: every run is killed


def _size(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file()) if root.exists() else 0


def _kill_when(child, root, how, rng) -> str:
    """Wait for the moment ``how`` names, then return (the caller kills)."""
    if how == "random":  # somewhere in a chapter's play: the files grew by a random amount
        target = _size(root) + rng.randint(300, 6000)
        deadline = time.monotonic() + 30
        while _size(root) < target and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.002)
        return how
    event, where = how.split(":")
    for line in child.stdout:
        if line.strip() == f"writing {event}":
            time.sleep(0.07 if where == "mid" else 0.0)  # in the middle of the line, or just before it
            return how
    return "ended"


def _check(root, pack) -> int:
    """Every campaign loads; its chapters are 0, 1, ... once each; the finished ones
    verify against their saves; one under way resumes. The chapters finished."""
    finished = 0
    for entry in list_campaigns(root, pack):
        assert entry["error"] is None, entry["error"]
        camp = load_campaign(entry["folder"], pack)
        assert [c["n"] for c in camp.chapters] == list(range(len(camp.chapters)))
        done = [r for r in verify_campaign(camp.folder, pack) if r[0] is not None and r[0] < len(camp.chapters)]
        assert len(done) == len(camp.chapters) and all(ok for _n, ok, _m in done), done
        if camp.current is not None:
            camp.resume_chapter().close()
        finished += len(camp.chapters)
    return finished


@pytest.mark.slow
def test_kills_while_playing_beginning_and_finishing_chapters(tmp_path):
    pack = load_pack(MINI)
    rng = random.Random(20261124)
    root = tmp_path / "campaigns"
    moments = ["random", "chapter_begun:before", "chapter_begun:mid", "chapter_finished:before",
               "chapter_finished:mid"] * 3
    rng.shuffle(moments)
    progress, landed = [], []
    for how in moments:
        child = subprocess.Popen([sys.executable, str(CHILD), str(root), "5", str(CAMPAIGNS)],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "ready"
        landed.append(_kill_when(child, root, how, rng))
        if child.poll() is None:
            os.kill(child.pid, signal.SIGKILL)
        child.wait()
        progress.append(_check(root, pack))
    assert "ended" not in landed  # every kill landed where it was meant to
    assert progress == sorted(progress) and progress[-1] >= 3  # it resumed and moved on
