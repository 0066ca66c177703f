"""The chronicle of the house: what the campaign's log tells, made readable.

``chronicle(camp)`` gives plain data for the chronicle screen and ``tools/chronicle.py``:
the timeline of the chapters (year, haunt, winner, the traitor's family, deaths, what
changed), a family tree per family across its generations (names, ages, years, fates,
heirlooms), the gallery of cards the house has unlocked (with what is written on them),
and the locked things as counts only. Everything here comes from the campaign's log and
the content; the house maps come from each chapter's save (``final_state``).
"""

from __future__ import annotations

from ..i18n import N_, _
from ..narration import narrate
from .marks import card_name

# how the chronicle groups a chapter's changes ("what changed"), in this order
CHANGE_GROUPS = (
    ("branches", ("branch", "sealed_opened"), N_("The way the house went")),
    ("added", ("add_card",), N_("Cards added")),
    ("intensified", ("intensify",), N_("Cards intensified")),
    ("tiles", ("add_tiles",), N_("Rooms joined the house")),
    ("stickers", ("sticker",), N_("Stickers placed")),
    ("rules", ("open_door",), N_("Rules changed")),
    ("named", ("name_card", "heirloom", "crest_card"), N_("Things named and marked")),
    ("box", ("to_box", "box_returned"), N_("The Box")),
    ("tomb", ("to_tomb", "from_tomb"), N_("The Tomb")),
    ("destroyed", ("destroy",), N_("Destroyed for good")),
)


def change_line(pack, change) -> str | None:
    """One change as a sentence (the narration's, so the log panel and the chronicle
    say the same)."""
    if change["kind"] == "heirloom":
        words = dict(card=_(pack.cards[change["card"]].name), family=_(pack.explorers[change["family"]].name),
                     name=_(change.get("name") or ""))
        return (_("{card} became the {family} family's heirloom, named {name}.") if change.get("name")
                else _("{card} became the {family} family's heirloom.")).format(**words)
    if change["kind"] in ("legacy_read", "journal_read", "use_checked"):
        return None
    return narrate(pack, {"t": "house_changed", "change": change}, [])


def grouped_changes(pack, changes) -> list[dict]:
    """A chapter's changes by group, each a title and its sentences (empty groups left out)."""
    out = []
    for key, kinds, title in CHANGE_GROUPS:
        lines = [line for c in changes if c["kind"] in kinds and (line := change_line(pack, c))]
        if lines:
            out.append({"group": key, "title": title, "lines": lines})
    return out


def chapter_branches(pack, changes) -> list[dict]:
    """The branches a chapter took, each with the options left behind (locked for this
    campaign): ``{"id", "title", "taken", "because", "left": [labels]}``."""
    from .branches import catalogue
    known = catalogue(pack)
    out = []
    for c in changes:
        if c["kind"] != "branch":
            continue
        branch = known.get(c["branch"]) or {"title": c["branch"], "options": []}
        labels = {o["id"]: o["label"] for o in branch["options"]}
        out.append({"id": c["branch"], "title": branch["title"], "taken": labels.get(c["taken"], c["taken"]),
                    "because": c.get("because") or "", "left": [labels.get(o, o) for o in c.get("left") or ()]})
    return out


def _family_name(camp, family) -> str | None:
    return camp.surname(family) if family else None


def chronicle(camp) -> dict:
    """The chronicle of a campaign (a ``Campaign``), as plain data."""
    pack = camp.pack
    timeline = []
    for ch in camp.chapters:
        haunt = pack.haunts.get(ch.get("haunt") or "") or {}
        entry = pack.extra["journal"].get(ch.get("journal")) if ch.get("journal") is not None else None
        deaths = [{"family": f, "name": fate["name"], "fate": fate["fate"]}
                  for f, fate in ch["fates"].items() if fate["died"]]
        timeline.append({
            "n": ch["n"], "title": ch.get("title"), "year": ch.get("year"), "haunt": haunt.get("title"),
            "winner": ch.get("winner"), "traitor": _family_name(camp, ch.get("traitor")),
            "traitor_family": ch.get("traitor"), "revealer": _family_name(camp, ch.get("revealer")),
            "deaths": deaths, "fates": ch["fates"], "file": ch["file"], "turns": ch.get("turns"),
            "journal": None if entry is None else {"id": entry["id"], "title": entry["title"], "text": entry["text"]},
            "changes": grouped_changes(pack, ch["changes"]),
            "branches": chapter_branches(pack, ch["changes"]),
            "note": ch.get("note"),
        })
    return {"name": camp.name, "id": camp.id, "planned": camp.planned, "played": len(camp.chapters),
            "timeline": timeline, "families": family_trees(camp), "gallery": gallery(camp),
            "locked": {k: len(camp.house[k]) for k in ("purgatory", "sealed", "planks", "legacy")},
            "rules": [pack.extra["folium"][d] for d in camp.house["doors"]],
            "ending": campaign_end(camp, timeline), "free_play": free_play_games(camp)}


def campaign_end(camp, timeline=None) -> dict | None:
    """The chronicle's last page, once the campaign is over: which side won most chapters
    (a tie goes to the finale's winner, as its ending did), the finale's journal entry,
    each family's account (chapters, betrayals, deaths, heirlooms), and the final house
    (the free-play house) in numbers. None before."""
    if not camp.complete():
        return None
    from .ending import most_won
    pack = camp.pack
    last = camp.chapters[-1]
    before = {"heroes": 0, "traitor": 0}
    for ch in camp.chapters[:-1]:
        if ch.get("winner") in before:
            before[ch["winner"]] += 1
    side = most_won({"tally": before}, last.get("winner"))
    tally = camp.tally()
    families = []
    trees = {t["family"]: t for t in family_trees(camp)}
    for fid in camp.state["order"]:
        played = [ch for ch in camp.chapters if fid in ch["fates"]]
        families.append({"family": fid, "name": pack.explorers[fid].name, "chapters": len(played),
                         "betrayals": sum(1 for ch in played if ch["fates"][fid]["traitor"]),
                         "deaths": sum(1 for ch in played if ch["fates"][fid]["died"]),
                         "members": len(trees[fid]["members"]), "heirlooms": len(trees[fid]["heirlooms"])})
    house = camp.house
    finale = (timeline or [None])[-1] if timeline else None
    return {"most_won": side, "tally": tally, "chapters": len(camp.chapters),
            "finale": None if finale is None else {"n": finale["n"], "title": finale["title"], "year": finale["year"],
                                                   "winner": finale["winner"], "journal": finale["journal"]},
            "families": families,
            "house": {"rooms": len(house["tiles"]) + sum(1 for t in pack.tiles.values() if t.start),
                      "decks": {d: len(cards) for d, cards in house["decks"].items()},
                      "tomb": len(house["tomb"]), "destroyed": len(house["destroyed"]),
                      "named": sum(1 for m in house["cards"].values() if m.get("name")),
                      "heirlooms": sum(1 for m in house["cards"].values() if m.get("heirloom")),
                      "stickers": sum(1 for m in house["tile_marks"].values() for k in m if m[k]),
                      "rules": [pack.extra["folium"][d]["title"] for d in house["doors"]
                                if pack.extra["folium"][d].get("kind") == "rule"]}}


def free_play_games(camp) -> list[dict]:
    """The free-play games played on the house after the campaign (not chapters)."""
    pack = camp.pack
    out = []
    for g in camp.free_games:
        haunt = pack.haunts.get(g.get("haunt") or "") or {}
        out.append({"k": g["k"], "file": g["file"], "haunt": haunt.get("title"), "winner": g.get("winner"),
                    "traitor": _family_name(camp, g.get("traitor")), "turns": g.get("turns"),
                    "players": [f"{s['member']} {pack.explorers[s['family']].name}" for s in g["seats"]],
                    "deaths": [f"{fate['name']} {pack.explorers[f].name}" for f, fate in g["fates"].items()
                               if fate["died"]]})
    return out


def family_trees(camp) -> list[dict]:
    """Per family, its members in the order they came to the house."""
    pack = camp.pack
    heirlooms = {}
    for ch in camp.chapters:
        for c in ch["changes"]:
            if c["kind"] == "heirloom":
                heirlooms.setdefault(c["family"], []).append(
                    {"card": c["card"], "name": c.get("name") or pack.cards[c["card"]].name, "chapter": ch["n"],
                     "destroyed": c["card"] in camp.house["destroyed"]})
    out = []
    for fid in camp.state["order"]:
        fam = camp.state["families"][fid]
        data = pack.extra["families"].get(fid, {})
        members = []
        for m in fam["members"]:
            rows = []
            for n in m["chapters"]:
                ch = camp.chapters[n]
                fate = ch["fates"][fid]
                rows.append({"n": n, "year": ch.get("year"), "age": fate["age"], "fate": fate["fate"],
                             "died": fate["died"], "traitor": fate["traitor"]})
            members.append({"name": m["name"], "died": m["died"], "died_in": m["died_in"],
                            "traitor_in": m["traitor_in"], "chapters": rows,
                            "born": (rows[0]["year"] - rows[0]["age"]) if rows and rows[0]["year"] else None})
        out.append({"family": fid, "name": camp.surname(fid), "colour": pack.explorers[fid].colour,
                    "crest": data.get("crest"), "player": fam["player"], "bot": fam["bot"], "members": members,
                    "heirlooms": heirlooms.get(fid, [])})
    return out


def gallery(camp) -> dict:
    """The cards the house has unlocked: in its decks, in the Tomb, destroyed — each with
    its name at this table and what is written on it. (Locked cards: counts only.)"""
    pack = camp.pack
    state = {"house": camp.house}
    out = {}
    for deck, cards in camp.house["decks"].items():
        out[deck] = [_card(pack, state, c) for c in cards]
    out["tomb"] = [_card(pack, state, c) for c in camp.house["tomb"]]
    out["destroyed"] = [_card(pack, state, c) for c in camp.house["destroyed"]]
    return out


def _card(pack, state, card) -> dict:
    marks = state["house"]["cards"].get(card) or {}
    heirloom = marks.get("heirloom")
    return {"card": card, "name": card_name(pack, state, card), "deck": pack.cards[card].deck,
            "text": pack.cards[card].text, "checks": marks.get("checks", 0), "uses": marks.get("uses", 0),
            "crests": [pack.explorers[f].name for f in marks.get("crests") or ()],
            "heirloom": None if not heirloom else pack.explorers[heirloom["family"]].name}


def final_state(camp, n: int) -> dict | None:
    """The state a finished chapter's save ends in (for its house map), or None if the
    save cannot be read."""
    from ..game import load
    from ..log import LogError
    ch = next((c for c in camp.chapters if c["n"] == n), None)
    if ch is None:
        return None
    try:
        return load(camp.folder / ch["file"], camp.pack, append=False).state
    except (LogError, OSError):
        return None
