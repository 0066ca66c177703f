"""Killing the game at any moment loses at most the step in progress.

A child process plays into its save; we kill it (SIGKILL, no chance to clean up) at
random moments, then load the save: it must hold every event up to the last whole
command that reached the file, and the game must go on from there.
"""

import json
import os
import random
import signal
import subprocess
import sys
import time
import warnings
from contextlib import contextmanager
from pathlib import Path

import pytest

from game import load

CHILD = Path(__file__).with_name("crash_child.py")


def whole_events_on_disk(path: Path) -> int:
    """Events up to the last line that closes a command (``"b": 1``)."""
    count = whole = 0
    for line in path.read_bytes().split(b"\n")[1:]:
        try:
            event = json.loads(line)
        except ValueError:
            break  # a torn line: everything after it is lost anyway
        count += 1
        if event.get("b"):
            whole = count
    return whole


@contextmanager
def child_server(script: Path):
    """A server (``script``: tests/crash_child.py or create_child.py) that loads the pack
    once and forks each child the test kills: a fresh process's start and the pack's load
    for every kill cost most of these tests' CPU. It ends at the end of its input."""
    server = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        yield server
    finally:
        server.stdin.close()
        server.wait(timeout=60)
    assert server.returncode == 0


def start_child(server, *args) -> int:
    """A child forked with ``args``, set up and running: its process id."""
    server.stdin.write(" ".join(map(str, args)) + "\n")
    server.stdin.flush()
    word, pid = server.stdout.readline().split()
    assert word == "ready"
    return int(pid)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def kill_child(server, pid: int) -> None:
    """SIGKILL (no chance to clean up), and wait until the child is gone."""
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass   # (it ended by itself)
    assert server.stdout.readline().strip() == "gone"


@pytest.mark.slow
def test_twenty_kills_at_random_moments_each_resume_at_the_last_flushed_event(tmp_path):
    rng = random.Random(20261121)
    path = tmp_path / "crashy.jsonl"
    resumed = []
    with child_server(CHILD) as server:
        for kill in range(20):
            size = path.stat().st_size if path.exists() else 0
            child = start_child(server, path, 7)
            # kill once the save has grown by a random number of bytes: a moment somewhere
            # in the middle of writing, whatever the machine's speed
            target = size + rng.randint(200, 2500)  # 20 kills stay well inside one game
            deadline = time.monotonic() + 20
            while path.stat().st_size < target and alive(child) and time.monotonic() < deadline:
                time.sleep(0.001)
            kill_child(server, child)
            on_disk = whole_events_on_disk(path)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                game = load(path, append=False)
            assert len(game.events) == on_disk, f"kill {kill}: lost events that were flushed"
            resumed.append(on_disk)
    assert resumed == sorted(resumed) and resumed[-1] > resumed[0]  # it resumed and moved on
    assert len(set(resumed)) >= 15  # the kills landed at many different moments


CREATE_CHILD = Path(__file__).with_name("create_child.py")


@pytest.mark.slow
def test_kills_while_games_are_being_created_leave_no_save_or_a_whole_one(tmp_path):
    """A child creates new games one after another (a few milliseconds each) and is killed
    at random moments, forty times: every save it left is a whole new game (its header and
    its setup, which load), never a header alone; the save list lists none as damaged,
    and Continue opens the latest (a header-only save once made the title's Continue
    crash)."""
    from game.log import read_save
    from scenes.saves.save_index import latest_unfinished, list_saves

    rng = random.Random(18_2)
    folder = tmp_path / "saves"
    folder.mkdir()
    made, kill = 0, -1
    # forty kills at least, and on until forty games were made before them (a loaded machine
    # makes fewer in the first 30 ms: the count of kills grows, never the test's claim shrinks)
    with child_server(CREATE_CHILD) as server:
        while kill < 39 or (made < 40 and kill < 400):
            kill += 1
            prefix = f"k{kill:03d}"
            child = start_child(server, folder, prefix, kill * 100)
            time.sleep(rng.uniform(0.0, 0.03))
            kill_child(server, child)
            for path in sorted(folder.glob(f"{prefix}-*.jsonl")):
                found = read_save(path)  # (a LogError here is the failure: a save left half made)
                assert found.events and found.events[0]["t"] == "game_started", path.name
                with warnings.catch_warnings():
                    warnings.simplefilter("error")  # (not even a torn line: a new save is whole)
                    game = load(path, append=False)
                assert len(game.events) == len(found.events) and game.acting_seat() is not None
                made += 1
    assert made >= 40  # (the kills came while games were being made, many of them)
    listed = list_saves(folder)
    assert len(listed) == made and not any(info.damaged for info in listed)
    latest = latest_unfinished(folder)
    assert latest is not None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = load(latest.path)
    seat = game.acting_seat()
    game.submit(game.legal_commands(seat)[0])  # and it plays on
    game.close()
