"""Checking a campaign against its chapters' saves (``tools/replay.py --campaign DIR --verify``).

Every chapter's save is replayed (its turn hashes checked as any load does), and held to
what the campaign's log says of it: the house it started from (hash), its final state
hash, the save's bytes, the changes the game made to the house, the changes its end made
(worked out again from the content), and the house after (the fold's hash).
"""

from __future__ import annotations

from pathlib import Path

from ..clone import clone
from ..game import load as load_game
from ..log import LogError
from .campaign import _file_digest, load_campaign
from .ending import chapter_end
from .fold import fold
from .house import house_hash
from .log import CampaignError


def verify_campaign(folder, pack=None) -> list[tuple[int | None, bool, str]]:
    """(chapter or None, ok, message) for the campaign and each chapter begun."""
    try:
        camp = load_campaign(folder, pack)
    except CampaignError as exc:
        return [(None, False, str(exc))]
    out: list[tuple[int | None, bool, str]] = []
    events = camp.events
    for i, event in enumerate(events):
        if event["t"] != "chapter_begun":
            continue
        before = fold(events[:i])
        finished = next((e for e in events[i + 1:] if e["t"] in ("chapter_finished", "chapter_abandoned")
                         and e["n"] == event["n"] and e["file"] == event["file"]), None)
        if finished is not None and finished["t"] == "chapter_abandoned":
            continue  # (abandoned: nothing of it entered the campaign)
        out.append((event["n"], *_chapter(camp, before, event, finished)))
    for i, event in enumerate(events):
        if event["t"] == "free_play_begun":
            finished = next((e for e in events[i + 1:] if e["t"] in ("free_play_finished", "free_play_abandoned")
                             and e["file"] == event["file"]), None)
            if finished is None or finished["t"] == "free_play_finished":
                out.append((None, *_free_game(camp, fold(events[:i]), event, finished)))
    if not out:
        out.append((None, True, f"{camp.name}: no chapter begun yet"))
    return out


def _replayed(camp, before: dict, begun: dict, finished: dict | None, where: str, mark_key: str,
              number_key: str, what: str):
    """A chapter's or a free-play game's save, loaded and held to the campaign's log: (the
    game, None) when it replays as recorded, else (None, (ok, message)) — ok for a game still
    under way."""
    if house_hash(before["house"]) != begun["house_hash"]:
        return None, (False, f"{where}: the house it began from is not the campaign's")
    path = Path(camp.folder) / begun["file"]
    try:
        game = load_game(path, camp.pack, append=False)
    except LogError as exc:
        return None, (False, f"{where}: the save is damaged: {exc}")
    mark = game.header.get(mark_key) or {}
    number = begun["n"] if number_key == "chapter" else begun["k"]
    if mark.get("id") != camp.id or mark.get(number_key) != number or mark.get("house_hash") != begun["house_hash"]:
        return None, (False, f"{where}: the save is not this campaign's {what}")
    if house_hash(game.events[0].get("house") or {}) != begun["house_hash"]:
        return None, (False, f"{where}: the save starts from another house")
    if finished is None:
        return None, (True, f"{where}: under way, {len(game.events)} events replay")
    if _file_digest(path) != finished.get("save_digest"):
        return None, (False, f"{where}: the save changed since the {what} finished")
    if game.state_hash() != finished["final_hash"] or len(game.events) != finished["events"]:
        return None, (False, f"{where}: the replayed game differs from the one recorded as finished")
    return game, None


def _chapter(camp, before: dict, begun: dict, finished: dict | None) -> tuple[bool, str]:
    where = f"{camp.name}: chapter {begun['n']} ({begun['file']})"
    game, verdict = _replayed(camp, before, begun, finished, where, "campaign", "chapter", "chapter")
    if game is None:
        return verdict
    state = game.state
    in_game = finished["changes"][:finished["in_game"]]
    if state["house"]["changes"] != in_game:
        return False, f"{where}: the changes the game made differ from the campaign's record"
    ending, entry = chapter_end(camp.pack, state)
    if ending != finished["changes"][finished["in_game"]:] or entry != finished["journal"]:
        return False, f"{where}: the chapter's end differs from the campaign's record"
    after = clone(before["house"])
    from .house import apply_change
    for change in finished["changes"]:
        apply_change(after, change)
    if house_hash(after) != finished["house_hash"]:
        return False, f"{where}: the house after it differs from the campaign's record"
    return True, f"{where}: OK {finished['events']} events, house {finished['house_hash']}"


def _free_game(camp, before: dict, begun: dict, finished: dict | None) -> tuple[bool, str]:
    """A free-play game on the campaign's house: replayed, and held to what the log says."""
    where = f"{camp.name}: free play game {begun['k']} ({begun['file']})"
    game, verdict = _replayed(camp, before, begun, finished, where, "free_play", "k", "free play game")
    if game is None:
        return verdict
    return True, f"{where}: OK {finished['events']} events"
