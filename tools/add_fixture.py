#!/usr/bin/env python3
"""Add a recorded game to the corpus the tests replay (tests/fixtures/games/).

    python tools/add_fixture.py SAVE [--name NAME] [--turns N]
    python tools/add_fixture.py --campaign DIR --pack FOLDER [--name NAME]
    python tools/add_fixture.py --check            # every fixture against its record
    python tools/add_fixture.py --record NAME ...  # record again (after a deliberate change)

A save is copied as it is (any format this version still reads); ``--turns N`` keeps
only its first N turns (cut after the whole command that ends turn N: a save's lines
are each checked by what comes before them, so the first lines of a save are a save).
A campaign's folder is copied with its chapters' saves (not their snapshots), under
its own name (the campaign's id). Then what
the fixture replays to — each turn's state hash, the final hash, the outcome — is
worked out and written to tests/fixtures/games/expected.json, which the tests hold
every fixture to (tests/test_fixture_games.py).

``--record`` is for a change meant to alter old games (a rule fixed, an event's shape
changed with its upcaster): say in the commit why the recorded games had to change.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)
from _fixture_games import (
    FIXTURES,
    ROOT,
    campaign_record,
    differences,
    game_record,
    read_expected,
    record_of,
    write_expected,
)

from game import LogError


def cut(data: bytes, turns: int) -> bytes:
    """The first lines of a save, up to the end of the command that ends turn ``turns``."""
    lines = data.splitlines(keepends=True)
    ended = 0
    for i, line in enumerate(lines[1:], start=1):
        event = json.loads(line)
        ended += event.get("t") == "turn_ended"
        if ended >= turns and event.get("b") == 1:
            return b"".join(lines[:i + 1])
    return data


def add_save(save: Path, name: str, turns: int | None) -> dict:
    target = FIXTURES / f"{name}.jsonl"
    FIXTURES.mkdir(parents=True, exist_ok=True)
    data = save.read_bytes()
    target.write_bytes(cut(data, turns) if turns else data)
    try:
        return game_record(target)
    except LogError:
        target.unlink()
        raise


def add_campaign(folder: Path, name: str, pack: str) -> dict:
    target = FIXTURES / name
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    for path in sorted(folder.glob("*.jsonl")):
        shutil.copyfile(path, target / path.name)
    return campaign_record(target, pack)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("save", nargs="?", type=Path)
    parser.add_argument("--name", help="the fixture's name (default: the save's or folder's)")
    parser.add_argument("--turns", type=int, help="keep only the first N turns of the save")
    parser.add_argument("--campaign", type=Path, metavar="DIR", help="a campaign's folder")
    parser.add_argument("--pack", help="with --campaign: its content pack's folder, under the repository")
    parser.add_argument("--check", action="store_true", help="replay every fixture against its record")
    parser.add_argument("--record", nargs="+", metavar="NAME", help="record these fixtures again")
    args = parser.parse_args(argv)
    expected = read_expected()
    if args.check:
        bad = 0
        for name, entry in expected.items():
            found = differences(entry, record_of(entry))
            bad += bool(found)
            print(f"{name}: " + ("; ".join(found) if found else "OK"))
        return 1 if bad else 0
    if args.record:
        unknown = [n for n in args.record if n not in expected]
        if unknown:
            parser.error(f"no such fixture: {', '.join(unknown)}")
        for name in args.record:
            expected[name] = record_of(expected[name])
        write_expected(expected)
        return 0
    if (args.save is None) == (args.campaign is None):
        parser.error("give a SAVE or --campaign DIR")
    FIXTURES.mkdir(parents=True, exist_ok=True)
    try:
        if args.campaign is not None:
            if not args.pack:
                parser.error("--campaign needs --pack (its content pack's folder)")
            pack = Path(args.pack).resolve().relative_to(ROOT).as_posix()
            name = args.campaign.name  # (a campaign is known by its folder's name: kept)
            if args.name and args.name != name:
                parser.error("a campaign keeps its folder's name (--name cannot change it)")
            record = add_campaign(args.campaign, name, pack)
            if not all(ok for _n, ok, _m in record["chapters"]):
                raise LogError(f"{args.campaign}: does not verify: {record['chapters']}")
        else:
            name = args.name or args.save.stem
            record = add_save(args.save, name, args.turns)
    except (LogError, OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    expected[name] = record
    write_expected(expected)
    summary = record.get("phase") or f"{len(record['chapters'])} chapters"
    print(f"added {name}: {record.get('events', '')} {summary}".replace("  ", " "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
