"""Playing whole campaigns between bots, for ``simulate.py --campaign`` and the tests.

A campaign here has ``players`` families playing each chapter and, drawn from its seed,
sometimes one family more who sits some chapters out (so the joining rule comes up).
Members return when they lived (usually) or a relative takes over; ages, names and who
sits out come from the seed, so every campaign is the same in any order and with any
number of worker processes. After every event the game's invariants are checked (each
card and tile in exactly one place, game and house together), and after every chapter
the house's places. Each chapter's result and the campaign mechanics that fired are
recorded (``COVERAGE`` names them all).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import traceback
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from _matches import play_checked, run_pool
from game import chance, load_pack
from game.bots import RandomPlayer, make_bot
from game.campaign import create_campaign
from game.campaign.campaign import chapter_seed

# every campaign mechanic the simulation looks for (issue 15, point 2)
COVERAGE = (
    "legacy_read", "pause", "stop", "trigger_roll", "trigger_omens", "resume_haunt", "resume_end",
    "purgatory_added", "sealed_added", "intensified", "crested_card",
    "named_card", "use_checked", "destroyed_after_uses", "destroyed", "to_box", "box_returned",
    "to_tomb", "from_tomb", "tiles_added", "sticker_passage", "sticker_ghost", "sticker_crest",
    "rules_sticker", "rule_heirloom_to_hand", "rule_crest_hearth", "rule_named_omens", "heirloom_made", "heirloom_named",
    "heirloom_lasting", "member_new", "member_returning", "died", "traitor", "joining", "joining_heirloom",
    "crest_tie", "first_player_rule", "journal_heroes", "journal_traitor", "sealed_destroyed",
)


def _root() -> Path:
    shm = Path("/dev/shm")
    return Path(tempfile.mkdtemp(prefix="hm-campaign-", dir=shm if shm.is_dir() and os.access(shm, os.W_OK) else None))


def play_campaign(job) -> dict:
    """One campaign: ``(pack name, players, seed, max_turns, check, bots level, keep)``;
    ``keep``: a folder to leave the campaign in (else it is played in a temporary one)."""
    pack_name, players, seed, max_turns, check, level, keep, *rest = job
    rule = rest[0] if rest else "book"
    pack = load_pack(pack_name)
    record = {"seed": seed, "players": players, "error": None, "problem": None, "chapters": [],
              "coverage": [], "traitors": {}, "families": [], "folder": None}
    root = Path(keep) if keep else _root()
    try:
        _play(pack, players, seed, max_turns, check, level, record, root, rule)
    except Exception as exc:  # a crash is a finding, not the end of the run
        record["error"] = (f"campaign seed {seed}: {type(exc).__name__}: {exc} | "
                           + traceback.format_exc().strip().splitlines()[-3].strip())
    finally:
        if not keep:
            shutil.rmtree(root, ignore_errors=True)
    record["coverage"] = sorted(set(record["coverage"]))
    return record


def _pick(seed: int, salt: int, n: int) -> int:
    return chance.pick_index(seed, salt, n)


def _play(pack, players, seed, max_turns, check, level, record, root, rule="book", before=None) -> None:
    """``before``: called as ``before(camp, n, seats)`` just before chapter ``n`` starts (the
    per-chapter tool plays it from there, abandoning each game); a true answer ends the campaign."""
    families = sorted(pack.explorers)
    extra = 1 if players < len(families) and _pick(seed, 1, 3) == 0 else 0
    order = chance.shuffled(seed, 2, families)[:players + extra]
    record["families"] = order
    camp = create_campaign(f"sim {seed}", [{"family": f, "player": f"Bot {i + 1}", "bot": level}
                                           for i, f in enumerate(order)], seed=seed, pack=pack, root=root,
                           traitor_rule=rule)
    record["folder"] = str(camp.folder)
    cover = record["coverage"]
    salt = 100
    while not camp.finished():
        plan = camp.next_chapter()
        n = plan["n"]
        playing = list(order)
        if extra:  # one family sits out, drawn from the seed
            playing.pop(_pick(seed, salt, len(playing)))
        salt += 1
        seats = []
        for fam in (f for f in plan["families"] if f["family"] in playing):
            names = [m for m in pack.extra["families"][fam["family"]]["members"]]
            if fam["returning"] and _pick(seed, salt, 10) < 7:
                back = fam["returning"][0]
                seats.append({"family": fam["family"], "name": back["name"], "age": back["age"] + _pick(seed, salt + 1, 3)})
            else:
                taken = {m["name"] for m in camp.state["families"][fam["family"]]["members"]}
                fresh = [first for first in (x.split()[0] for x in names) if first not in taken]
                first = fresh[_pick(seed, salt + 2, len(fresh))] if fresh else f"Heir{len(taken) + 1}"
                seats.append({"family": fam["family"], "name": first, "age": 16 + _pick(seed, salt + 3, 45)})
            salt += 4
        seats = [seats[i] for i in chance.shuffled(seed, salt, list(range(len(seats))))]
        salt += 1
        if before is not None and before(camp, n, seats):
            return
        # (the first attempt's seed, whatever ``before`` played and abandoned)
        game = camp.start_chapter(seats, seed=chapter_seed(int(seed), n, 1))
        for info in game.state["chapter"]["seats"]:
            cover.append("member_returning" if info["returning"] else "member_new")
        problems = _play_chapter(pack, game, seed * 100 + n, level, max_turns, check)
        result = {"n": n, "players": len(seats), "haunt": (game.state.get("haunt") or {}).get("id"),
                  "winner": game.state.get("winner"), "over": game.phase == "over",
                  "turns": game.state["turns_taken"], "events": len(game.events), "hash": game.state_hash(),
                  "families": [p["explorer"] for p in game.state["players"]],
                  "traitor": next((p["explorer"] for p in game.state["players"] if p.get("role") == "traitor"), None)}
        record["chapters"].append(result)
        if problems:
            record["problem"] = f"campaign seed {seed} chapter {n}: {problems[0]}"
            return
        if game.phase != "over":
            return  # capped: the campaign cannot go on
        _cover_game(pack, camp, game, cover)
        event = camp.finish_chapter(game)
        _cover_end(pack, event, cover)
        if event["traitor"]:
            record["traitors"][event["traitor"]] = record["traitors"].get(event["traitor"], 0) + 1
        bad = camp.check()
        if bad:
            record["problem"] = f"campaign seed {seed} after chapter {n}: {bad[0]}"
            return
    from _divergence import final_house
    record["house"] = final_house(pack, camp)


def _bot(level: str, seed: int, pack):
    return RandomPlayer(seed) if level == "random" else make_bot(level, seed, pack=pack)


def _play_chapter(pack, game, seed, level, max_turns, check) -> list[str]:
    bots = {s: _bot(level, seed * 31 + s, pack) for s in range(len(game.state["players"]))}
    return play_checked(pack, game, bots, max_turns, check)


def _cover_game(pack, camp, game, cover) -> None:
    legacy = pack.extra["legacy"]
    families_heirlooms = {c for c, m in camp.house["cards"].items() if m.get("heirloom")}
    for event in game.events:
        kind = event["t"]
        if kind == "house_changed":
            _cover_change(pack, event["change"], cover)
        elif kind == "chapter_paused":
            cover.append("pause")
            cover.append("trigger_roll" if "roll_at_least" in event["trigger"] else "trigger_omens")
            cover.append("resume_haunt" if event["resume"] == "haunt" else "resume_end")
        elif kind == "first_player":
            cover.append("first_player_rule")
        elif kind == "joining_kept":
            cover.append("joining")
        elif kind == "heirloom_made":
            cover.append("heirloom_made")
            if event.get("name"):
                cover.append("heirloom_named")
            if event.get("joining"):
                cover.append("joining_heirloom")
        elif kind == "crest_drawn":
            cover.append("crest_tie")
        elif kind == "card_drawn" and event["card"] in families_heirlooms:
            cover.append("heirloom_lasting")
    starts = [e for e in game.events if e["t"] == "turn_started"]
    if starts and any(e["t"] == "card_drawn" for e in game.events[:game.events.index(starts[0])]
                      if e.get("deck") == "item") and "heirloom_to_hand" in game.state["house"]["rules"]:
        cover.append("rule_heirloom_to_hand")
    if any(e["t"] == "narrated" and e.get("text", "").startswith("The family hearth") for e in game.events):
        cover.append("rule_crest_hearth")
    if any(e["t"] == "haunt_rolled" and e.get("named_omens") for e in game.events):
        cover.append("rule_named_omens")
    for card in game.state["house"]["legacy_read"]:
        if legacy[card].get("stop"):
            cover.append("stop")
    for p in game.state["players"]:
        if not p["alive"]:
            cover.append("died")
        if p.get("role") == "traitor":
            cover.append("traitor")


def _cover_change(pack, change, cover) -> None:
    kind = change["kind"]
    if kind == "legacy_read":
        cover.append("legacy_read")
        if pack.extra["legacy"][change["card"]].get("stop"):
            cover.append("stop")
    elif kind == "add_card":
        cover.append("purgatory_added" if change.get("from") == "purgatory" else "sealed_added")
    elif kind == "intensify":
        cover.append("intensified")
    elif kind == "crest_card":
        cover.append("crested_card")
    elif kind == "name_card":
        cover.append("named_card")
    elif kind == "use_checked":
        cover.append("use_checked")
    elif kind == "destroy":
        cover.append("destroyed")
        if pack.cards[change["card"]].data.get("destroy_after"):
            cover.append("destroyed_after_uses")
    elif kind in ("to_box", "box_returned", "to_tomb", "from_tomb"):
        cover.append(kind)
    elif kind == "add_tiles":
        cover.append("tiles_added")
    elif kind == "sticker":
        cover.append(f"sticker_{change['sticker']}")
    elif kind == "open_door" and change.get("flag"):
        cover.append("rules_sticker")


def _cover_end(pack, event, cover) -> None:
    for change in event["changes"][event["in_game"]:]:
        _cover_change(pack, change, cover)
        if change["kind"] == "destroy" and change.get("unused"):
            cover.append("sealed_destroyed")
    if event["journal"] is not None:
        cover.append(f"journal_{event['winner']}")


def run_campaigns(jobs: list, workers: int = 1) -> list[dict]:
    return run_pool(play_campaign, jobs, workers)
