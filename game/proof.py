"""A save held to the rules: every recorded step re-run through the engine.

The checks a save carries (each line's running hash, each turn's state hash) find a
damaged file; they do not find a forged one, since anyone can recompute them after
changing a die. This proof does: from the recorded seed it sets the game up again and,
step by step, finds the command that makes exactly the recorded events — the one the save
names (saves since format 2's command arguments) or, for older saves, one of the seat's
legal commands of the recorded type. Every die, card and shuffle comes from the seed
(``game.chance``), so a changed roll or a changed drawn card makes no command agree, and
the proof names the line. An undo goes back as the replay does.

What it cannot hold: a campaign chapter's or free-play game's setup (it comes from the
campaign's house; ``tools/replay.py --campaign DIR --verify`` holds it to the campaign's
log), and a step whose command the save does not give at all (an old save's): it says so.
"""

from __future__ import annotations

import marshal
from pathlib import Path

from .apply import apply_in_place
from .commands import Command
from .engine import IllegalCommand, check, decide, legal_commands
from .game import open_save
from .log_checks import LogError, named_command
from .rules.setup import setup_events


class ProofFailed(LogError):
    """The save's events are not what the rules make of its commands: the line named."""


def _setup_step(pack, rs, found, name: str) -> list[str]:
    """Set the game up again from the header; the first step must agree (notes returned)."""
    header, events = found.header, found.events
    end = found.ends()[0][0]
    if header.get("campaign") or header.get("free_play"):
        return ["its setup comes from a campaign's house: held by tools/replay.py --campaign DIR --verify"]
    started = events[0]
    seats = [{"name": p["name"], "explorer": p["explorer"], "bot": p.get("bot")} for p in started["players"]]
    try:
        again = setup_events(pack, rs, seats, int(header["seed"]), dict(started.get("options") or {}))
    except IllegalCommand as exc:
        raise ProofFailed(f"{name}: line 2: the game cannot be set up again from its header ({exc})") from None
    _same(again, events[:end + 1], 0, name, "the setup")
    return []


def _same(made: list[dict], recorded: list[dict], start: int, name: str, what: str) -> None:
    for i, (mine, theirs) in enumerate(zip(made, recorded)):
        if mine != theirs:
            raise ProofFailed(f"{name}: line {start + i + 2}: {what} does not give the recorded event "
                              f"({_difference(mine, theirs)})")
    if len(made) != len(recorded):
        raise ProofFailed(f"{name}: line {start + min(len(made), len(recorded)) + 2}: {what} gives "
                          f"{len(made)} event(s), the save records {len(recorded)}")


def _difference(mine: dict, theirs: dict) -> str:
    if mine.get("t") != theirs.get("t"):
        return f"the rules make {mine.get('t')!r}, the save says {theirs.get('t')!r}"
    for key in sorted(set(mine) | set(theirs)):
        if mine.get(key) != theirs.get(key):
            return f"{theirs['t']}: {key} is {theirs.get(key)!r} in the save, {mine.get(key)!r} by the rules"
    return "they differ"


def _candidates(pack, rs, state, named) -> list[Command]:
    seat, kind, args = named
    if args is not None:   # the save gives the command whole
        return [Command(kind, seat, dict(args))]
    return [c for c in legal_commands(pack, rs, state, seat) if c.type == kind]


def prove(path, content=None) -> list[str]:
    """Hold the save at ``path`` to the rules; return notes on what could not be held.
    Raises ProofFailed naming the first line the rules do not make (or LogError, as
    ``load`` does, for a save that cannot be read at all)."""
    path = Path(path)
    name = path.name
    found, pack, rs, _warnings = open_save(path, content)
    events, ends = found.events, found.ends()
    notes = _setup_step(pack, rs, found, name)
    state: dict = {}
    for event in events[:ends[0][0] + 1]:
        apply_in_place(state, event)
    before: dict[int, bytes] = {}   # the state before each step, by its first event (for undo)
    start = ends[0][0] + 1
    unnamed = 0
    for end, c in ends[1:]:
        step, named = events[start:end + 1], named_command(c)
        before[start] = marshal.dumps(state)
        if [e["t"] for e in step] == ["undone"]:
            to = step[0]["to"]
            if to not in before:
                raise ProofFailed(f"{name}: line {start + 2}: undoes a step that is not one ({to})")
            state = marshal.loads(before[to])
        elif not named:
            unnamed += 1
            for event in step:
                apply_in_place(state, event)
        else:
            state = _step(pack, rs, state, named, step, start, name)
        start = end + 1
    if unnamed:
        notes.append(f"{unnamed} step(s) written before saves named their command were replayed, not re-run")
    return notes


def _step(pack, rs, state, named, step, start, name):
    """The state after the one command of ``named``'s seat and type that makes ``step``."""
    closest, agreed = None, -1
    for command in _candidates(pack, rs, state, named):
        try:
            if check(pack, rs, state, command):
                continue
            after, made = decide(pack, rs, state, command)
        except Exception:   # a command no rule can take (a hostile save's): not legal here
            continue
        if made == step:
            return after
        same = next((i for i, (a, b) in enumerate(zip(made, step)) if a != b), min(len(made), len(step)))
        if same > agreed:   # the candidate that agrees longest says best where the save went wrong
            closest, agreed = made, same
    what = f"seat {named[0]}'s {named[1]!r}"
    if closest is None:
        raise ProofFailed(f"{name}: line {start + 2}: {what} is not a legal command here")
    _same(closest, step, start, name, what)
    raise ProofFailed(f"{name}: line {start + 2}: no legal {what} makes the recorded events")
