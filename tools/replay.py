#!/usr/bin/env python3
"""Replay a saved game (a log) and check, narrate or inspect it.

    python tools/replay.py LOG --verify          # OK <events> events <hash>, or the first divergence
    python tools/replay.py LOG --verify --rules  # also every recorded command re-run by the rules
    python tools/replay.py LOG --narrate [--perspective table|heroes|traitor|omniscient]
    python tools/replay.py LOG --at N            # the state summary after N events
    python tools/replay.py --campaign DIR --verify   # every chapter of a campaign, held to its log

--narrate tells the events as the perspective may see them (``game.views.visible_events``:
a hidden traitor is not named to anyone else before the game is over). A finished game
is told as everything by default, any perspective may be asked; an unfinished one as the
table sees it, and only so (as the replay viewer; the save itself holds every event and
hides nothing from someone who reads the file).

A save that cannot be read gets one clear line on stderr and exit status 1, never a
traceback.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from game import LogError
from game.content import load_pack
from game.game import open_save, replay
from game.hashing import state_hash
from game.log import problem
from game.narration import narrate
from game.replayer import Replayer
from game.state import trait_value
from game.version import STATE_FORMAT
from game.views import visible_events


def _open(path, *, check: bool = False):
    """(header, pack, events) of a save read and checked as ``game.load`` checks it (its
    bytes, header, events and undos; with ``check`` its turn hashes too: a replay)."""
    found, pack, _rs, notes = open_save(path)
    verify = found.info["state_format"] == STATE_FORMAT
    if check and not verify:
        notes.append(f"{path}: written by an older state format; turn hashes cannot be compared")
    for note in notes:
        print(f"warning: {note}", file=sys.stderr)
    state = replay(pack, found.events, verify=check and verify, name=path.name,  # (old undos held to the log)
                   older=not verify)
    return found.header, pack, found.events, state


def verify(path, rules: bool = False) -> int:
    """The save's checks and turn hashes (a damaged file); with ``rules``, also every step
    re-run through the engine from the seed (a forged one: ``game.proof``)."""
    _header, _pack, events, state = _open(path, check=True)
    notes = []
    if rules:
        from game.proof import prove

        notes = prove(path)
    print(f"OK {len(events)} events {state_hash(state)}" + (" (held to the rules)" if rules else ""))
    for note in notes:
        print(f"note: {note}")
    return 0


def narrate_log(path, perspective) -> int:
    _header, pack, events, _state = _open(path)
    over = any(e["t"] == "game_over" for e in events)
    perspective = perspective or ("omniscient" if over else "table")
    if perspective != "table" and not over:
        print(f"error: {path.name}: the game is not over, so it is told as the table sees it and no more "
              f"(--perspective table), not as {perspective}", file=sys.stderr)
        return 1
    states = Replayer(pack, events)
    for i, event in enumerate(events):  # each told as the perspective sees it once it has happened
        players = states.state.get("players") or event.get("players") or []
        state = states.seek(i + 1)
        (shown,) = visible_events(state, [event], perspective)
        line = narrate(pack, shown, players, (state.get("haunt") or {}).get("id"))
        if line:
            print(line)
    return 0


def summary(path, at: int) -> int:
    _header, pack, events, _state = _open(path)
    if not 0 <= at <= len(events):
        print(f"{path}: --at must be between 0 and {len(events)}", file=sys.stderr)
        return 1
    state = replay(pack, events, upto=at, verify=False)
    if not state:
        print(f"after 0 events: nothing has happened yet ({len(events)} events in the log)")
        return 0
    turn = state.get("turn")
    print(f"after {at} of {len(events)} events — phase {state['phase']}, turns taken {state['turns_taken']}, "
          f"state {state_hash(state)}")
    if turn:
        print(f"turn: seat {turn['seat']} ({turn.get('kind', 'explorer')}), moves left {turn['moves']}")
    for p in state["players"]:
        traits = ", ".join(f"{t} {trait_value(pack, state, p['seat'], t)}" for t in p["traits"])
        role = f" [{p['role']}]" if p.get("role") else ""
        alive = "" if p["alive"] else " (dead)"
        cards = ", ".join(pack.cards[c].name for c in p["cards"]) or "nothing"
        print(f"  seat {p['seat']} {p['name']} as {pack.explorers[p['explorer']].name}{role}{alive}: "
              f"in {pack.tiles[p['tile']].name}; {traits}; carries {cards}")
    rooms = {}
    for region, _x, _y, _r in state["placed"].values():
        rooms[region] = rooms.get(region, 0) + 1
    print("rooms placed: " + ", ".join(f"{r} {n}" for r, n in sorted(rooms.items())))
    print(f"omens drawn: {state['omens_drawn']}; tiles left in the stack: {len(state['stack'])}")
    haunt = state.get("haunt")
    if haunt and haunt.get("id"):
        print(f"haunt: {pack.haunts[haunt['id']]['title']} (#{haunt['number']}), round {haunt['rounds']}, "
              f"counters {haunt['counters'] or '{}'}")
    if state.get("monsters"):
        print("monsters: " + ", ".join(f"{m['id']} in {pack.tiles[m['tile']].name}"
                                       + (" (stunned)" if m["stunned"] else "") for m in state["monsters"]))
    if state["phase"] == "over":
        print(f"winner: {state['winner']}")
    return 0


def verify_campaign(folder, pack_name=None) -> int:
    """Each chapter: OK, or what differs (docs/CAMPAIGN.md); exit 1 if any differs."""
    from game.campaign.verify import verify_campaign as check
    pack = load_pack(pack_name) if pack_name else None
    results = check(folder, pack)
    for _n, ok, message in results:
        print(message if ok else f"error: {message}", file=sys.stdout if ok else sys.stderr)
    return 0 if all(ok for _n, ok, _m in results) else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", nargs="?")
    parser.add_argument("--campaign", metavar="DIR", help="a campaign's folder (with --verify)")
    parser.add_argument("--pack", help="the campaign's content pack, if not the one its log names")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--verify", action="store_true")
    parser.add_argument("--rules", action="store_true",
                        help="with --verify: re-run every recorded command through the rules from the seed, "
                             "so a changed die or card is found even with every check recomputed")
    group.add_argument("--narrate", action="store_true")
    group.add_argument("--at", type=int, metavar="N")
    parser.add_argument("--perspective", default=None, choices=["table", "heroes", "traitor", "omniscient"],
                        help="whose eyes --narrate tells with (default: omniscient for a finished game, "
                             "table otherwise; an unfinished game may be told as the table only)")
    args = parser.parse_args(argv)
    if (args.campaign is None) == (args.log is None):
        parser.error("give a save (LOG) or --campaign DIR")
    if args.campaign is not None and not args.verify:
        parser.error("--campaign goes with --verify")
    if args.rules and (not args.verify or args.campaign is not None):
        parser.error("--rules goes with a save's --verify")
    warnings.simplefilter("ignore")
    log = Path(args.log) if args.log is not None else None
    try:
        if args.campaign is not None:
            return verify_campaign(args.campaign, args.pack)
        if args.verify:
            return verify(log, args.rules)
        if args.narrate:
            return narrate_log(log, args.perspective)
        return summary(log, args.at)
    except LogError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
        return 0
    except Exception as exc:  # (never a traceback: one line, whatever the save holds)
        where = log.name if log is not None else args.campaign
        print(f"error: {where}: cannot be read ({problem(exc)})", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
