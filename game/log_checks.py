"""What a save must agree with besides its bytes (``game.log`` checks those).

* The header is well formed, of a format and a state format this version reads (a newer
  one is refused: "saved by a newer version of Hollowmere"), and names a known ruleset.
* Exactly one ``game_started``, the first event; the header says what it says (ruleset,
  pack, seed, seats, options; a campaign chapter's ``campaign`` what its house and
  chapter are).
* Every ``undone`` takes back the step the game would have let its seat take back: the
  last step of this turn since the last roll, draw or reveal (as ``Game.undo`` keeps
  them). A current ``undone`` names that step (``to``: the events before it) and carries
  nothing else; the replay rebuilds the state there from the log. An old one carried the
  whole state: it is given the step (or the steps it may be) as ``to``, and the replay
  holds the state it carried to the state there (``game.replay``).

Every problem is a ``LogError`` naming the file and the line, in words for players.
"""

from __future__ import annotations

import json
from operator import itemgetter

from .ruleset import RULESETS
from .version import LOG_FORMAT_VERSION, STATE_FORMAT

LOG_KIND = "hollowmere-log"
_KIND = itemgetter("t")

# events after which nothing before them can be taken back (chance or hidden things seen)
UNDO_BARRIERS = frozenset({"dice_rolled", "card_drawn", "tile_drawn", "deck_reshuffled", "tiles_reshuffled",
                           "haunt_rolled", "haunt_started", "turn_started", "turn_ended", "game_over",
                           "monster_moves"})

# the header's fields and what each must be (a current save has every one; ``campaign``
# only a campaign's chapter)
HEADER_FIELDS = {"kind": str, "format": int, "version": str, "ruleset": str, "pack": str, "pack_hash": str,
                 "seed": int, "seats": list, "options": dict, "created": str, "state_format": int}
OPTIONAL_FIELDS = {"campaign": dict, "free_play": dict}


def named_command(c) -> tuple | None:
    """A step's ``c`` as (seat, type, args): ``[seat, type]`` or ``[seat, type, args]`` as
    ``LogWriter`` writes it; None for anything else (a step the save does not name)."""
    if type(c) is not list or len(c) not in (2, 3) or not is_int(c[0]) or type(c[1]) is not str:
        return None
    if len(c) == 3 and type(c[2]) is not dict:
        return None
    return c[0], c[1], (c[2] if len(c) == 3 else None)


class LogError(Exception):
    """A save that cannot be read; the message is for players, not a traceback."""


def show(value, most: int = 40) -> str:
    """A value as a message may quote it: short, whatever it is."""
    try:
        text = json.dumps(value)
    except (ValueError, TypeError, RecursionError, OverflowError):
        text = type(value).__name__
    return text if len(text) <= most else text[:most - 1] + "…"


def is_int(value) -> bool:
    return type(value) is int  # (not a bool, not a float that looks like one)


def check_header(header, name: str) -> dict:
    """The header's own checks; returns what the reader goes on with: ``format``,
    ``state_format`` (0 if an old header has none), ``ruleset`` and ``pack``."""
    if type(header) is not dict or header.get("kind") != LOG_KIND:
        raise LogError(f"{name}: line 1: not a Hollowmere save (no Hollowmere header)")
    fmt = header.get("format")
    if not is_int(fmt) or fmt < 1:
        raise LogError(f"{name}: line 1: save format {show(fmt)} is not one this version of Hollowmere reads "
                       f"(it reads formats 1 to {LOG_FORMAT_VERSION})")
    if fmt > LOG_FORMAT_VERSION:
        raise LogError(f"{name}: line 1: saved by a newer version of Hollowmere (save format {fmt}; this "
                       f"version reads formats up to {LOG_FORMAT_VERSION})")
    state_format = header.get("state_format", 0 if fmt == 1 else None)
    if not is_int(state_format) or state_format < 0:
        raise LogError(f"{name}: line 1: the header's state format {show(state_format)} is not one this version "
                       "of Hollowmere reads")
    if state_format > STATE_FORMAT:
        raise LogError(f"{name}: line 1: saved by a newer version of Hollowmere (state format {state_format}; "
                       f"this version's is {STATE_FORMAT})")
    for key, kind in HEADER_FIELDS.items():
        if key not in header:
            if fmt == 1:
                continue  # (an old header: what it has is checked)
            raise LogError(f"{name}: line 1: the header has no '{key}'")
        if type(header[key]) is not kind:
            raise LogError(f"{name}: line 1: the header's '{key}' is not valid ({show(header[key])})")
    for key, kind in OPTIONAL_FIELDS.items():
        if key in header and type(header[key]) is not kind:
            raise LogError(f"{name}: line 1: the header's '{key}' is not valid ({show(header[key])})")
    if fmt >= 2:
        unknown = sorted(set(header) - set(HEADER_FIELDS) - set(OPTIONAL_FIELDS))
        if unknown:
            raise LogError(f"{name}: line 1: the header has a field this version does not know "
                           f"({show(unknown[0])})")
    ruleset = header.get("ruleset", "classic")
    if ruleset not in RULESETS:
        raise LogError(f"{name}: line 1: unknown ruleset {show(ruleset)} (this version knows "
                       f"{', '.join(RULESETS)})")
    if any(type(seat) is not dict for seat in header.get("seats", ())):
        raise LogError(f"{name}: line 1: the header's 'seats' is not valid")
    campaign = header.get("campaign")
    if campaign is not None and not (is_int(campaign.get("chapter")) and type(campaign.get("id")) is str
                                     and type(campaign.get("house_hash")) is str):
        raise LogError(f"{name}: line 1: the header's 'campaign' is not valid")
    pack = header.get("pack", RULESETS[ruleset].pack)
    if not pack or not pack.isprintable() or pack.startswith(".") or any(c in pack for c in "/\\:"):
        raise LogError(f"{name}: line 1: the header's 'pack' is not the name of a content pack ({show(pack)})")
    return {"format": fmt, "state_format": state_format, "ruleset": ruleset, "pack": pack}


def _canon(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def check_events(header: dict, info: dict, events: list[dict], name: str, ends) -> None:
    """One game, begun by the first event and the one the header describes; every undo
    the one the game allowed. ``ends``: a function giving (index of the last event,
    [seat, type] or None) of each whole command (asked only if there is an undo)."""
    if not events:
        raise LogError(f"{name}: holds no whole step of a game (it was cut off while the game was being set up)")
    kinds = list(map(_KIND, events))
    if kinds[0] != "game_started":
        raise LogError(f"{name}: line 2: the game does not begin there (its first event is "
                       f"{show(kinds[0])}, not game_started)")
    if kinds.count("game_started") > 1:
        again = kinds.index("game_started", 1)
        raise LogError(f"{name}: line {again + 2}: a second game_started: a save holds one game, and "
                       "another one begins here")
    _agrees_with_header(header, info, events[0], name)
    if "undone" in kinds:
        info["old_undos"] = check_undos(events, ends(), name, info["format"])


def _agrees_with_header(header: dict, info: dict, started: dict, name: str) -> None:
    players = started.get("players")
    if type(players) is not list or any(type(p) is not dict for p in players):
        raise LogError(f"{name}: line 2: the game's players are not valid")
    said = {"ruleset": info["ruleset"], "pack": info["pack"]}
    for key in ("seed", "options"):
        if key in header:
            said[key] = header[key]
    if "seats" in header:
        said["seats"] = header["seats"]
    found = {"ruleset": started.get("ruleset"), "pack": started.get("pack"), "seed": started.get("seed"),
             "options": started.get("options"),
             "seats": [{"name": p.get("name"), "explorer": p.get("explorer"), "bot": p.get("bot")}
                       for p in players]}
    for key, value in said.items():
        if _canon(value) != _canon(found[key]):
            raise LogError(f"{name}: line 1: the header's {key} ({show(value)}) is not the game's "
                           f"(line 2 says {show(found[key])}); the header was changed")
    campaign, chapter = header.get("campaign"), started.get("campaign")
    free, playing = header.get("free_play"), started.get("free_play")
    if free is not None or playing is not None:  # free play on a campaign's house
        from .campaign.house import house_hash
        if campaign is not None or chapter is not None or type(playing) is not dict or type(free) is not dict \
                or type(started.get("house")) is not dict or free.get("id") != playing.get("id") \
                or free.get("k") != playing.get("k") or free.get("house_hash") != house_hash(started["house"]):
            raise LogError(f"{name}: line 1: the header's free play ({show(free)}) is not the game that begins "
                           "(line 2)")
        return
    if campaign is None and chapter is None and "house" not in started:
        return
    if campaign is None or type(chapter) is not dict or type(started.get("house")) is not dict:
        raise LogError(f"{name}: line 1: the header and the game disagree on whether this is a campaign's chapter")
    from .campaign.house import house_hash
    if (campaign["id"] != chapter.get("id") or campaign["chapter"] != chapter.get("n")
            or campaign["house_hash"] != house_hash(started["house"])):
        raise LogError(f"{name}: line 1: the header's campaign ({show(campaign)}) is not the chapter the game "
                       "begins (line 2)")


def check_undos(events: list[dict], ends, name: str, fmt: int) -> bool:
    """Each ``undone`` against the steps that could be taken back then (see the module).
    An old ``undone`` (one carrying its state) gets ``to``: the step, or when the save
    did not name its commands yet (early saves), the list of steps of the turn it may be.
    True if there was such an old one."""
    old = False
    stack: list = []  # (events before it, seat, command type) of each step that may be taken back
    since: list = []  # the starts of the steps since the last roll, draw or reveal (any command)
    start = 0
    for end, command in ends:
        batch = events[start:end + 1]
        if any(e["t"] == "undone" for e in batch):
            event = batch[-1]
            line = end + 2
            if len(batch) != 1:
                raise LogError(f"{name}: line {line}: an undo inside another step")
            if "state" in event and "to" not in event and fmt == 1:  # an old save's undo
                old = True
                if stack:
                    event["to"] = stack[-1][0]
                elif since:
                    event["to"] = list(since)
                else:
                    raise LogError(f"{name}: line {line}: an undo with no step before it to take back")
            else:
                to = event.get("to")
                if "state" in event or not is_int(to):
                    raise LogError(f"{name}: line {line}: an undo that does not say which step it takes back")
                if not stack or stack[-1][0] != to:
                    raise LogError(f"{name}: line {line}: an undo that does not take back the last step that "
                                   "could be taken back")
            if stack:
                taken = stack.pop()
                if event.get("seat") != taken[1] or event.get("command") != taken[2]:
                    raise LogError(f"{name}: line {line}: an undo by another seat than the step's")
                since = [s for s in since if s < taken[0]]
        else:
            kinds = {e["t"] for e in batch}
            if not kinds.isdisjoint(UNDO_BARRIERS):
                stack, since = [], []
            else:
                if named_command(command) is not None:
                    stack.append((start, command[0], command[1]))
                else:
                    stack = []  # (a step the save does not name: it cannot be taken back after a load)
                since.append(start)
        start = end + 1
    return old
