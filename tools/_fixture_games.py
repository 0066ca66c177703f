"""The recorded games of ``tests/fixtures/games/``: what each replays to, worked out the
same way when a fixture is added (``tools/add_fixture.py``) and when the tests replay it
(``tests/test_fixture_games.py``).

A game's record: its save's formats, the bots of its seats, how many undos, each turn's
state hash (the state after every ``turn_ended``, walked with the ``Replayer``), the
final hash (the state ``game.load`` replays to), and the outcome (phase, winner, the
haunt, whether its traitor was hidden, the traitor's seat). A campaign's record: what
``replay.py --campaign --verify`` says of each chapter, and each chapter save's final
hash. The records live in ``expected.json`` beside the fixtures; a change that alters
an old game makes its record differ, and the test names the first thing that does.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from game.game import load
from game.hashing import state_hash
from game.replayer import Replayer

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "games"
EXPECTED = FIXTURES / "expected.json"


def game_record(path, pack=None) -> dict:
    """What the save at ``path`` replays to (it is read, never written)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (an old format, a changed pack: said by load, not our business)
        game = load(path, pack, append=False)
    events = game.events
    walk = Replayer(game.pack, events)
    turns = [state_hash(walk.seek(i + 1)) for i, e in enumerate(events) if e["t"] == "turn_ended"]
    haunt = game.state.get("haunt") or {}
    header = game.header
    return {
        "save": Path(path).name,
        "ruleset": game.state["ruleset"],
        "format": header.get("format", 1),
        "state_format": header.get("state_format", 1),
        "schema": _first_event(path).get("v", 1),
        "bots": [seat.get("bot") for seat in header.get("seats", ())],
        "events": len(events),
        "undos": sum(e["t"] == "undone" for e in events),
        "turns_taken": game.state["turns_taken"],
        "turn_hashes": turns,
        "hash": state_hash(game.state),
        "walked_hash": state_hash(walk.seek(len(events))),
        "phase": game.state["phase"],
        "winner": game.state.get("winner"),
        "haunt": haunt.get("id"),
        "hidden": bool(haunt.get("hidden")),
        "traitor": haunt.get("traitor"),
    }


def _first_event(path) -> dict:
    with open(path, "rb") as fh:
        fh.readline()
        return json.loads(fh.readline())


def campaign_record(folder, pack_path: str) -> dict:
    """What the campaign in ``folder`` replays to, with its pack (a folder under the repository)."""
    from game.campaign.verify import verify_campaign
    from game.content import load_pack
    pack = load_pack(ROOT / pack_path)
    folder = Path(folder)
    return {
        "campaign": folder.name,
        "pack": pack_path,
        "chapters": [[n, ok, message] for n, ok, message in verify_campaign(folder, pack)],
        "saves": {p.name: game_record(p, pack)["hash"] for p in sorted(folder.glob("*.jsonl"))
                  if p.name != "campaign.jsonl"},
    }


def record_of(entry: dict) -> dict:
    """A fixture's record worked out again from its files (``entry``: its recorded one)."""
    if "campaign" in entry:
        return campaign_record(FIXTURES / entry["campaign"], entry["pack"])
    return game_record(FIXTURES / entry["save"])


def read_expected() -> dict:
    return json.loads(EXPECTED.read_text(encoding="utf-8")) if EXPECTED.exists() else {}


def write_expected(records: dict) -> None:
    from game.atomic import write_atomic
    write_atomic(EXPECTED, json.dumps(dict(sorted(records.items())), indent=1) + "\n")


def differences(expected: dict, found: dict) -> list[str]:
    """What differs between two records, in words (empty: the game replays as recorded)."""
    out = []
    for key in expected.keys() | found.keys():
        a, b = expected.get(key), found.get(key)
        if a == b:
            continue
        if key == "turn_hashes" and isinstance(a, list) and isinstance(b, list):
            first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            out.append(f"turn {first + 1} ends in another state ({len(a)} turns recorded, {len(b)} replayed)")
        else:
            out.append(f"{key}: {a!r} recorded, {b!r} replayed")
    return sorted(out)
