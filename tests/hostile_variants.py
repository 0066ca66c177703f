"""The hostile saves of tests/test_hostile_saves.py: the game they are made from and
every way of spoiling it (truncations, bit flips, edited lines and headers, foreign and
old saves, snapshots, undos), each a ``Variant`` with what loading it must give."""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from game.hashing import state_hash
from game.log import snapshot_path

from driver import rechain, rechain_lines

BIG = 50 * 1024 * 1024

# -- the game every variant is made from -------------------------------------------------------

@dataclass
class Base:
    raw: bytes
    snapshots: bytes
    lines: list[bytes]          # the file's lines, without their newlines (line 1: the header)
    header: dict
    written: list[dict]         # each event line as written (seq, v, b, c, h)
    events: list[dict]          # the events as the engine made them
    hashes: list[str]           # the state hash after n events, n = 0..len(events)
    states: Callable            # n -> the state after n events
    last_turn_hash: int         # index of the last turn_ended
    foreign: list[bytes]        # the lines of another game's save
    foreign_events: list[dict] = field(default_factory=list)


@dataclass
class Variant:
    name: str
    data: bytes | None = None                 # the save's bytes (None: ``make`` makes the file)
    expect: str = "refused"                   # "refused", "loaded" (the whole game), "prefix" or "either"
    words: str | None = None                  # what a refusal must say
    snapshots: bytes | None = None            # the snapshot file beside it (None: none)
    make: Callable[[Path], None] | None = None
    make_snapshots: Callable[[Path], None] | None = None
    n: int | None = None                      # the events it must load, if loaded
    old: bool = False

    def write(self, folder: Path) -> Path:
        path = folder / f"{self.name}.jsonl"
        if self.make is not None:
            self.make(path)
        else:
            path.write_bytes(self.data)
        if self.snapshots is not None:
            snapshot_path(path).write_bytes(self.snapshots)
        if self.make_snapshots is not None:
            self.make_snapshots(snapshot_path(path))
        return path



# -- the variants ----------------------------------------------------------------------------------

def _join(lines: list[bytes]) -> bytes:
    return b"".join(line + b"\n" for line in lines)


def _careful(base: Base, header: dict | None = None, written: list[dict] | None = None) -> bytes:
    return rechain(header if header is not None else base.header, written if written is not None else base.written)


def _renumber(written: list[dict]) -> list[dict]:
    return [dict(e, seq=i) for i, e in enumerate(written)]


def _whole_upto(base: Base, cut: int) -> int:
    """Events a save cut after ``cut`` bytes must load: those up to the last line that
    ends a command and is there whole (its newline need not be)."""
    n, at = 0, len(base.lines[0]) + 1
    for i, line in enumerate(base.lines[1:]):
        if at + len(line) > cut:
            break
        at += len(line) + 1
        if base.written[i].get("b"):
            n = i + 1
    return n


def truncations(base: Base) -> list[Variant]:
    size, out = len(base.raw), []
    cuts = set(range(0, size, max(1, size // 160)))
    at = 0
    for number, line in enumerate(base.lines):  # each line's end and a byte either side: the first and last few
        at += len(line) + 1
        if number < 4 or number >= len(base.lines) - 6:
            cuts.update((at - 2, at - 1, at))
    for cut in sorted(c for c in cuts if 0 <= c < size):
        n = _whole_upto(base, cut)
        out.append(Variant(f"cut-{cut:06d}", base.raw[:cut], expect="prefix" if n else "refused", n=n or None))
    return out


def bit_flips(base: Base) -> list[Variant]:
    rng, size, out = random.Random(18), len(base.raw), []
    for k in range(160):
        where = rng.randrange(size) if k else size - 1  # (the first: the last newline)
        flipped = bytearray(base.raw)
        flipped[where] ^= 1 << rng.randrange(8)
        # every byte is covered by a check: only the last newline's flip (the last line is
        # then torn) still loads, the game before that line
        expect = "prefix" if where == size - 1 else "refused"
        out.append(Variant(f"flip-{k:03d}-at-{where}", bytes(flipped), expect=expect))
    return out


def line_edits(base: Base) -> list[Variant]:
    lines, out = base.lines, []
    count = len(lines)
    undos = [i + 1 for i, e in enumerate(base.written) if e["t"] == "undone"]
    picks = sorted({0, 1, 2, 3, count // 3, count // 2, count - 3, count - 2, count - 1, *undos[:3], undos[-1]})
    for i in picks:
        deleted = lines[:i] + lines[i + 1:]
        expect = "prefix" if i == count - 1 else "refused"  # (the last line gone: the game before it)
        out.append(Variant(f"deleted-line-{i + 1}", _join(deleted), expect=expect))
        out.append(Variant(f"doubled-line-{i + 1}", _join(lines[:i + 1] + lines[i:])))
        if i + 1 < count:
            swapped = lines[:i] + [lines[i + 1], lines[i]] + lines[i + 2:]
            out.append(Variant(f"swapped-lines-{i + 1}-{i + 2}", _join(swapped)))
    return out


def foreign_lines(base: Base) -> list[Variant]:
    lines, foreign, out = base.lines, base.foreign, []
    for at in (2, len(lines) // 2, base.last_turn_hash + 3, len(lines)):
        f = min(at - 1, len(foreign) - 3)   # the other game may be the shorter one
        spliced = lines[:at] + foreign[f:f + 3] + lines[at:]
        assert spliced != lines
        out.append(Variant(f"foreign-inserted-at-{at}", _join(spliced)))
        replaced = lines[:at] + foreign[f:f + 1] + lines[at + 1:]
        if replaced != lines:
            out.append(Variant(f"foreign-replaces-{at}", _join(replaced)))
    out.append(Variant("foreign-appended", base.raw + _join(foreign[-3:])))
    out.append(Variant("foreign-game-after-our-header", _join(lines[:1] + foreign)))
    # careful: another game's move spliced in just before a turn hash (one that puts an
    # explorer somewhere else than it is), renumbered and checked: the turn hash sees it
    ends = [i for i, e in enumerate(base.written) if e["t"] == "turn_ended"]
    for at in (ends[len(ends) // 2], ends[-1]):
        state = base.states(at)
        move = next(e for e in base.foreign_events if e["t"] == "moved" and e["seat"] < 4
                    and state["players"][e["seat"]]["tile"] != e["to"])
        later = [dict(e, to=e["to"] + 1) if e["t"] == "undone" and e["to"] >= at else e for e in base.written[at:]]
        written = base.written[:at] + [dict(move)] + later  # (the undos after it renumbered too)
        out.append(Variant(f"careful-foreign-move-at-{at}", _careful(base, written=_renumber(written)),
                           words="differs from the recorded one"))
    return out


def second_game(base: Base) -> list[Variant]:
    out = []
    started = base.written[0]
    for at in (5, len(base.written) // 2, len(base.written)):
        again = dict(started, seq=at)
        naive = base.lines[:at + 1] + [json.dumps(again, separators=(",", ":")).encode()] + base.lines[at + 1:]
        out.append(Variant(f"second-game-started-at-{at}", _join(naive)))
        written = _renumber(base.written[:at] + [dict(started, b=1)] + base.written[at:])
        out.append(Variant(f"careful-second-game-started-at-{at}", _careful(base, written=written),
                           words="second game_started"))
    # (at the end without closing a command it is a half-written step: dropped, the game loads)
    written = _renumber(base.written + [started])
    out.append(Variant("careful-second-game-started-half-written", _careful(base, written=written),
                       expect="loaded"))
    foreign_start = json.loads(base.foreign[0])
    written = _renumber(base.written[:40] + [foreign_start] + base.written[40:])
    out.append(Variant("careful-foreign-game-started", _careful(base, written=written), words="second game_started"))
    written = _renumber([base.written[1], base.written[0]] + base.written[2:])
    out.append(Variant("careful-game-started-second", _careful(base, written=written), words="does not begin"))
    written = _renumber(base.written[1:])
    out.append(Variant("careful-no-game-started", _careful(base, written=written), words="does not begin"))
    return out


def dice_edits(base: Base) -> list[Variant]:
    out, last = [], base.last_turn_hash
    rolls = [i for i, e in enumerate(base.written) if e["t"] == "dice_rolled"]
    before = [i for i in rolls if i < last][-3:]
    after = [i for i in rolls if i > last]
    assert before and after
    for i in before + after:
        where = "before" if i < last else "after"
        for key, change in (("r", lambda v: v + 1), ("dice", lambda v: [(d + 1) % 3 for d in v]),
                            ("total", lambda v: v + 5)):
            written = [dict(e) for e in base.written]
            written[i][key] = change(written[i][key])
            line = json.dumps(written[i], separators=(",", ":")).encode()
            naive = base.lines[:i + 1] + [line] + base.lines[i + 2:]
            out.append(Variant(f"dice-{key}-{where}-last-turn-hash-{i}", _join(naive)))
    # careful: the rng counter of the last event before a turn hash that sets it (what the
    # turn hash holds), checks worked out again: the turn hash catches it
    for end in [i for i, e in enumerate(base.written) if e["t"] == "turn_ended"][-4:]:
        i = max(k for k in range(end) if "r" in base.written[k])
        written = [dict(e) for e in base.written]
        written[i]["r"] += 1
        out.append(Variant(f"careful-rng-counter-before-turn-hash-{end}", _careful(base, written=written),
                           words="differs from the recorded one"))
    return out


def header_edits(base: Base) -> list[Variant]:
    out = []

    def with_header(name, change, *, careful=False, words=None, expect="refused"):
        header = dict(base.header)
        change(header)
        if careful:
            data = _careful(base, header=header)
        else:
            data = json.dumps(header, separators=(",", ":")).encode() + b"\n" + base.raw.split(b"\n", 1)[1]
        out.append(Variant(name, data, words=words, expect=expect))

    for value in (0, -1, "2", 2.0, None, True, [2]):
        with_header(f"format-{json.dumps(value)}", lambda h, v=value: h.update(format=v), words="format")
    for value in (3, 99):
        with_header(f"format-newer-{value}", lambda h, v=value: h.update(format=v), words="newer version")
        with_header(f"careful-format-newer-{value}", lambda h, v=value: h.update(format=v), careful=True,
                    words="newer version")
    with_header("state-format-newer", lambda h: h.update(state_format=h["state_format"] + 1), careful=True,
                words="newer version")
    for value in ("3", None, -1, 2.5):
        with_header(f"state-format-{json.dumps(value)}", lambda h, v=value: h.update(state_format=v), careful=True)
    with_header("no-state-format", lambda h: h.pop("state_format"), careful=True)
    # an old format on a save whose lines carry checks: the header was changed
    with_header("format-1-on-a-checked-save", lambda h: h.update(format=1), careful=True, words="header was changed")
    for value in ("chess", "", "Classic", None, 5):
        with_header(f"ruleset-{json.dumps(value)}", lambda h, v=value: h.update(ruleset=v), careful=True)
    with_header("careful-ruleset-legacy", lambda h: h.update(ruleset="legacy"), careful=True, words="ruleset")
    with_header("ruleset-legacy", lambda h: h.update(ruleset="legacy"), words="line 2")
    with_header("careful-pack-legacy", lambda h: h.update(pack="legacy"), careful=True, words="pack")
    with_header("pack-legacy", lambda h: h.update(pack="legacy"))
    with_header("careful-pack-a-path", lambda h: h.update(pack="../../classic"), careful=True, words="pack")
    with_header("careful-pack-missing", lambda h: h.update(pack="no_such_pack"), careful=True)
    with_header("careful-seed", lambda h: h.update(seed=h["seed"] + 1), careful=True, words="seed")
    with_header("careful-seats", lambda h: h.update(seats=list(reversed(h["seats"]))), careful=True, words="seats")
    with_header("careful-options", lambda h: h.update(options={**h["options"], "date": "01-01"}), careful=True,
                words="options")
    with_header("careful-unknown-field", lambda h: h.update(cheat=True), careful=True, words="does not know")
    with_header("careful-campaign-claimed", lambda h: h.update(campaign={"id": "x", "name": "X", "chapter": 1,
                                                                          "house_hash": "0"}),
                careful=True, words="campaign")
    for key in ("seed", "seats", "ruleset", "kind"):
        with_header(f"careful-no-{key}", lambda h, k=key: h.pop(k), careful=True)
    with_header("header-not-an-object", lambda h: None)  # (replaced below)
    out[-1] = Variant("header-not-an-object", b"[1,2,3]\n" + base.raw.split(b"\n", 1)[1], words="not a Hollowmere")
    # the other ruleset's game, made consistent everywhere: the pack it names lacks its explorers
    header = dict(base.header, ruleset="legacy", pack="legacy")
    written = [dict(e) for e in base.written]
    written[0].update(ruleset="legacy", pack="legacy")
    out.append(Variant("careful-all-legacy", _careful(base, header=header, written=written), words="another pack"))
    return out


def nesting_and_numbers(base: Base) -> list[Variant]:
    deep = b"[" * 1000 + b"]" * 1000
    deeper = b"[" * 100000 + b"]" * 100000
    head, events = base.lines[0], base.lines[1:]
    out = [
        Variant("deep-header-line", deep + b"\n" + _join(events), words="line 1"),
        Variant("deeper-header-line", deeper + b"\n" + _join(events), words="line 1"),
        Variant("deep-in-header", head[:-1] + b',"deep":' + deep + b"}\n" + _join(events), words="line 1"),
        Variant("deep-event-line", _join([head] + events[:5] + [deep] + events[6:]), words="line 7"),
        Variant("deep-in-event", _join([head] + events[:5] + [events[5][:-1] + b',"x":' + deep + b"}"] + events[6:]),
                words="line 7"),
        Variant("careful-deep-in-event",
                rechain_lines([head] + events[:5] + [events[5][:-1] + b',"x":' + deep + b"}"] + events[6:]),
                words="line 7"),
        Variant("careful-deeper-in-event",
                rechain_lines([head] + events[:5] + [events[5][:-1] + b',"x":' + deeper + b"}"] + events[6:]),
                words="line 7"),
    ]
    number_1e400 = b"1e400"
    number_long = b"1" + b"0" * 5000
    for label, number in (("1e400", number_1e400), ("10-to-5000", number_long)):
        out.append(Variant(f"seed-{label}", re.sub(rb'"seed":\d+', b'"seed":' + number, head) + b"\n"
                           + _join(events), words="line 1"))
        out.append(Variant(f"number-{label}-in-event",
                           _join([head] + events[:7] + [re.sub(rb'"seq":7', b'"seq":' + number, events[7])]
                                 + events[8:]), words="line 9"))
        i = max(k for k in range(base.last_turn_hash) if "r" in base.written[k])
        changed = re.sub(rb'"r":\d+', b'"r":' + number, events[i])
        out.append(Variant(f"careful-rng-{label}", rechain_lines([head] + events[:i] + [changed] + events[i + 1:])))
    return out


def sizes_and_bytes(base: Base) -> list[Variant]:
    head, events = base.lines[0], base.lines[1:]
    pad = b'{"seq":9,"v":2,"t":"narrated","text":"' + b"a" * BIG + b'"}'
    out = [
        Variant("line-of-50-mb-inside", _join([head] + events[:9] + [pad] + events[9:]), words="far too long"),
        Variant("line-of-50-mb-at-the-end", base.raw + pad + b"\n", words="far too long"),
        Variant("numbers-of-50-mb-at-the-end", base.raw + b"[" + b"1," * (BIG // 2) + b"1]\n", words="too long"),
        Variant("file-of-70-mb", make=lambda p: _sparse(p, 70 * 1024 * 1024), words="too large"),
        Variant("not-utf8-in-header", head[:20] + b"\xff\xfe" + head[20:] + b"\n" + _join(events), words="line 1"),
        Variant("not-utf8-in-event", _join([head] + events[:4] + [events[4][:10] + b"\xff\xfe" + events[4][10:]]
                                           + events[5:]), words="line 6"),
        Variant("careful-not-utf8-in-event",
                rechain_lines([head] + events[:4] + [events[4][:-5] + b"\xc3\x28" + events[4][-5:]] + events[5:]),
                words="line 6"),
        Variant("bom", b"\xef\xbb\xbf" + base.raw, expect="loaded"),
        Variant("blank-last-line", base.raw + b"\n", expect="loaded"),
        Variant("blank-last-lines", base.raw + b"\n  \n\n", expect="loaded"),
        Variant("bom-and-blank-line", b"\xef\xbb\xbf" + base.raw + b"\n", expect="loaded"),
        Variant("no-last-newline", base.raw[:-1], expect="loaded"),
        Variant("blank-line-inside", _join([head] + events[:9] + [b""] + events[9:]), words="line 11"),
        Variant("crlf", base.raw.replace(b"\n", b"\r\n")),
        Variant("empty", b"", words="empty"),
        Variant("blanks-only", b"\n \n\n", words="empty"),
        Variant("header-only", head + b"\n", words="no events"),
        Variant("header-only-no-newline", head, words="no events"),
        Variant("header-and-blank-lines", head + b"\n\n\n", words="no events"),
        Variant("header-and-a-torn-line", head + b"\n" + events[0][:40], words="no whole step"),
        Variant("named-pipe", make=lambda p: os.mkfifo(p), words="not a regular file"),
        Variant("a-folder", make=lambda p: p.mkdir(), words="folder"),
        Variant("dangling-link", make=lambda p: p.symlink_to(p.with_name("nowhere")), words="cannot be read"),
        Variant("link-to-a-device", make=lambda p: p.symlink_to("/dev/zero"), words="not a regular file"),
    ]
    return out


def _sparse(path: Path, size: int) -> None:
    with path.open("wb") as fh:
        fh.truncate(size)


def snapshot_edits(base: Base) -> list[Variant]:
    """Snapshots are only a speed-up: whatever their file holds, the game loads whole."""
    snaps = [json.loads(line) for line in base.snapshots.splitlines()]
    count, out = len(base.events), []

    def with_snap(name, change=None, raw=None, make=None):
        if raw is None and make is None:
            edited = [dict(s) for s in snaps]
            change(edited[-1])
            raw = b"".join(json.dumps(s, separators=(",", ":")).encode() + b"\n" for s in edited)
        out.append(Variant(f"snapshot-{name}", base.raw, expect="loaded", snapshots=raw, make_snapshots=make))

    for value in (None, -1, 0, count, count + 5, "205", 1.5, True, [1]):
        with_snap(f"seq-{json.dumps(value)}", lambda s, v=value: s.update(seq=v))

    def forged(s):  # a player moved, and the snapshot's own hash made to match
        s["state"]["players"][0]["traits"]["might"] = 8
        s["hash"] = state_hash(s["state"])
    with_snap("state-edited-own-hash-matching", forged)

    def moved(s):  # a true state, said to be another event's
        s["seq"] += 1
    with_snap("true-state-other-seq", moved)

    def older(s):  # the older snapshot's true state, at the newer one's seq
        s["state"], s["hash"] = snaps[0]["state"], snaps[0]["hash"]
    with_snap("older-state-newer-seq", older)
    with_snap("hash-edited", lambda s: s.update(hash="0" * 24))
    with_snap("state-not-a-dict", lambda s: s.update(state=[1, 2]))
    with_snap("state-emptied", lambda s: (s.update(state={}), s.update(hash=state_hash({}))))
    deep = b"[" * 1000 + b"]" * 1000
    with_snap("deep-line", raw=base.snapshots + deep + b"\n")
    with_snap("deep-state", raw=base.snapshots + b'{"seq":425,"hash":"x","state":' + deep + b"}\n")
    with_snap("seq-10-to-5000", raw=base.snapshots + b'{"seq":1' + b"0" * 5000 + b',"hash":"x","state":{}}\n')
    with_snap("seq-1e400", raw=base.snapshots + b'{"seq":1e400,"hash":"x","state":{}}\n')
    with_snap("not-json", raw=base.snapshots + b"\xff\xfe garbage\n")
    with_snap("named-pipe", make=lambda p: os.mkfifo(p))
    with_snap("a-folder", make=lambda p: p.mkdir())
    with_snap("70-mb", make=lambda p: _sparse(p, 70 * 1024 * 1024))
    return out


def undo_edits(base: Base) -> list[Variant]:
    out = []
    undos = [i for i, e in enumerate(base.written) if e["t"] == "undone"]
    last = undos[-1]

    def careful(name, change, i=last, words="undo"):
        written = [dict(e) for e in base.written]
        change(written[i])
        out.append(Variant(f"careful-undo-{name}-{i}", _careful(base, written=written), words=words))

    for i in (undos[0], undos[len(undos) // 2], last):
        to = base.written[i]["to"]
        line = json.dumps(dict(base.written[i], to=to - 1), separators=(",", ":")).encode()
        out.append(Variant(f"undo-to-edited-{i}", _join(base.lines[:i + 1] + [line] + base.lines[i + 2:])))
        for label, value in (("earlier", to - 1), ("later", to + 1), ("start", 0), ("itself", i), ("float", to + 0.0),
                             ("list", [to]), ("null", None)):
            careful(f"to-{label}", lambda e, v=value: e.update(to=v), i)
        careful("to-missing", lambda e: e.pop("to"), i)
        careful("with-a-state", lambda e: e.update(state=base.states(e["to"])), i)
        careful("other-seat", lambda e: e.update(seat=(e["seat"] + 1) % 4), i)
    # an undo in the middle of another step's events, and one with no step to take back
    written = [dict(e) for e in base.written]
    extra = {k: v for k, v in base.written[last].items() if k not in ("b", "c")}
    written.insert(last - 1, extra)
    out.append(Variant("careful-undo-inside-a-step", _careful(base, written=_renumber(written)), words="undo"))
    turn_start = max(i for i, e in enumerate(base.written) if e["t"] == "turn_started")
    written = [dict(e) for e in base.written[:turn_start + 1]]
    written.append(dict(base.written[last], to=turn_start))
    out.append(Variant("careful-undo-past-a-turn-start", _careful(base, written=_renumber(written)), words="undo"))
    return out


def old_saves(base: Base) -> list[Variant]:
    """The same game as an old save (format 1: no line checks; each undo carrying the
    state it went back to, as undos did): it loads, the same game; an old undo whose
    state is not the replayed one is refused; early saves that did not name commands
    load too (the undo is matched to the step whose state it carried)."""
    header = dict(base.header, format=1)

    def old_lines(change=None, keep_commands=True):
        written = []
        for e in base.written:
            e = {k: v for k, v in e.items() if k != "h" and (keep_commands or k != "c")}
            if e["t"] == "undone":
                e = {k: v for k, v in e.items() if k != "to"}
                e["state"] = base.states(next(w["to"] for w in base.written if w["seq"] == e["seq"]))
            written.append(e)
        if change is not None:
            change(written)
        return (json.dumps(header, separators=(",", ":")) + "\n"
                + "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in written)).encode()

    undos = [i for i, e in enumerate(base.written) if e["t"] == "undone"]

    def lie(written):
        written[undos[1]]["state"]["players"][0]["tile"] = "chapel"

    def turn_lie(written):
        i = max(k for k in range(base.last_turn_hash) if "r" in written[k])
        written[i]["r"] += 1

    def second(written):
        written.insert(30, dict(written[0]))
        for i, e in enumerate(written):
            e["seq"] = i

    def cut_last(written):
        del written[-1]
    return [
        Variant("old-save", old_lines(), expect="loaded", old=True),
        Variant("old-save-no-commands", old_lines(keep_commands=False), expect="loaded", old=True),
        Variant("old-save-torn", old_lines()[:-7], expect="prefix", old=True),
        Variant("old-save-undo-lies", old_lines(lie), words="state this undo carries", old=True),
        Variant("old-save-undo-lies-no-commands", old_lines(lie, keep_commands=False), words="undo", old=True),
        Variant("old-save-rng-edited", old_lines(turn_lie), words="differs from the recorded one", old=True),
        Variant("old-save-second-game", old_lines(second), words="second game_started", old=True),
        Variant("old-save-event-v0", old_lines(lambda w: w[3].update(v=0)), words="schema version", old=True),
        Variant("old-save-event-v-newer", old_lines(lambda w: w[3].update(v=9)), words="newer", old=True),
        Variant("old-save-event-v-text", old_lines(lambda w: w[3].update(v="2")), words="schema version", old=True),
        Variant("old-save-seq-null", old_lines(lambda w: w[3].update(seq=None)), words="out of order", old=True),
        Variant("old-save-t-a-list", old_lines(lambda w: w[3].update(t=["moved"])), words="not an event", old=True),
        Variant("old-save-unknown-event", old_lines(lambda w: w[3].update(t="teleported")), words="unknown event",
                old=True),
        Variant("old-save-command-garbage", old_lines(lambda w: w[5].update(c="x") if "c" in w[5] else
                                                      w[5].update(b=1, c={"x": 1})), expect="either", old=True),
        Variant("old-save-deep", old_lines()[:-1] + b"\n" + b"[" * 1000 + b"]" * 1000 + b"\n", old=True),
        Variant("old-save-cut-after-undo", old_lines(cut_last), expect="prefix", old=True),
    ]


CATEGORIES = {
    "truncated": truncations, "bit flips": bit_flips, "lines deleted, doubled, swapped": line_edits,
    "foreign events": foreign_lines, "a second game": second_game, "dice": dice_edits,
    "the header": header_edits, "nesting and numbers": nesting_and_numbers,
    "sizes, bytes, not files": sizes_and_bytes, "snapshots": snapshot_edits, "undos": undo_edits,
    "old saves": old_saves,
}
