"""The campaign's state: a pure fold of its events (docs/CAMPAIGN.md, section 3).

``fold(events)`` gives the families with their members and fates, the chapters
finished, the chapter under way, and the house as it stands after the last finished
chapter. Each event is checked as it is folded: an event that does not fit the campaign
as it stands (a chapter finished twice, a member who died coming back) raises
``FoldError`` saying why, and the campaign is reported damaged rather than believed.
"""

from __future__ import annotations

from ..clone import clone
from .house import apply_change


class FoldError(Exception):
    pass


def fold(events: list[dict]) -> dict:
    camp: dict = {}
    for i, event in enumerate(events):
        try:
            FOLDS[event["t"]](camp, event)
        except FoldError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise FoldError(f"event {i} ({event.get('t')}) does not make sense "
                            f"({type(exc).__name__}: {exc})") from None
    return camp


def _created(camp, e):
    if camp:
        raise FoldError("a second campaign_created")
    camp.update({
        "families": {f["family"]: {"family": f["family"], "player": str(f.get("player") or ""),
                                   "bot": f.get("bot"), "members": [], "surname": f.get("surname")}
                     for f in e["families"]},
        "traitor_rule": e.get("traitor_rule", "fair"),   # (before the choice: the fair rule)
        "order": [f["family"] for f in e["families"]],
        "house": clone(e["house"]),
        "chapters": [], "current": None, "abandoned": [], "begun": 0,
        "free_play": [], "playing": None, "free_play_begun": 0,
    })


def _begun(camp, e):
    _need(camp)
    n = len(camp["chapters"])
    if e["n"] != n:
        raise FoldError(f"chapter {e['n']} begun, but chapter {n} is next")
    if camp["current"] is not None:
        raise FoldError(f"chapter {e['n']} begun while chapter {camp['current']['n']} is under way")
    if camp["free_play"] or camp["playing"] is not None:
        raise FoldError(f"chapter {e['n']} begun after free play began: the campaign was over")
    _none_dead(camp, e["seats"])
    camp["current"] = clone(e)
    camp["begun"] += 1


def _none_dead(camp, seats) -> None:
    """A game's seats name no member who died in an earlier chapter."""
    for seat in seats:
        member = find_member(camp, seat["family"], seat["member"])
        if member is not None and member["died"]:
            raise FoldError(f"{seat['member']} of the {seat['family']} family died in chapter "
                            f"{member['died_in']} and cannot return")


def _abandoned(camp, e):
    _need(camp)
    if camp["current"] is None or camp["current"]["n"] != e["n"]:
        raise FoldError(f"chapter {e['n']} abandoned, but it is not under way")
    camp["abandoned"].append({"n": e["n"], "file": camp["current"]["file"]})
    camp["current"] = None


def _finished(camp, e):
    _need(camp)
    current = camp["current"]
    if current is None or current["n"] != e["n"] or current["file"] != e["file"]:
        raise FoldError(f"chapter {e['n']} finished, but it is not the chapter under way")
    for change in e["changes"]:
        apply_change(camp["house"], change)
    year = e.get("year")
    for family, fate in e["fates"].items():
        member = find_member(camp, family, fate["name"])
        if member is None:
            member = {"name": fate["name"], "first_chapter": e["n"], "chapters": [], "died": False,
                      "died_in": None, "traitor_in": [], "fates": {}}
            camp["families"][family]["members"].append(member)
        member["age"] = fate["age"]
        member["year"] = year
        member["chapters"].append(e["n"])
        member["fates"][str(e["n"])] = fate["fate"]
        if fate["traitor"]:
            member["traitor_in"].append(e["n"])
        if fate["died"]:
            member["died"], member["died_in"] = True, e["n"]
    record = {k: v for k, v in e.items() if k not in ("t", "seq")}
    camp["chapters"].append(clone(record))
    camp["current"] = None


def _free_begun(camp, e):
    """A free-play game on the finished campaign's house (docs/CAMPAIGN.md, section 11):
    the campaign's own log says when its last chapter is done (the pack says how many
    are planned: ``Campaign.start_free_play`` checks that)."""
    _need(camp)
    if camp["current"] is not None:
        raise FoldError(f"free play begun while chapter {camp['current']['n']} is under way")
    if camp["playing"] is not None:
        raise FoldError(f"free play game {e['k']} begun while game {camp['playing']['k']} is under way")
    if not camp["chapters"]:
        raise FoldError("free play begun before any chapter was played")
    _none_dead(camp, e["seats"])
    camp["playing"] = clone(e)
    camp["free_play_begun"] += 1


def _free_abandoned(camp, e):
    _need(camp)
    if camp["playing"] is None or camp["playing"]["file"] != e["file"]:
        raise FoldError(f"free play game {e.get('k')} abandoned, but it is not under way")
    camp["playing"] = None


def _free_finished(camp, e):
    _need(camp)
    playing = camp["playing"]
    if playing is None or playing["file"] != e["file"]:
        raise FoldError(f"free play game {e.get('k')} finished, but it is not the one under way")
    record = {k: v for k, v in e.items() if k not in ("t", "seq")}
    record["seats"] = clone(playing["seats"])
    camp["free_play"].append(clone(record))
    camp["playing"] = None


def _need(camp):
    if not camp:
        raise FoldError("the campaign's first event must create it")


def find_member(camp, family: str, name: str):
    for member in camp["families"][family]["members"]:
        if member["name"] == name:
            return member
    return None


FOLDS = {"campaign_created": _created, "chapter_begun": _begun, "chapter_abandoned": _abandoned,
         "chapter_finished": _finished, "free_play_begun": _free_begun, "free_play_abandoned": _free_abandoned,
         "free_play_finished": _free_finished}
