"""The campaign's-end figures of tools/bench.py, on a whole 14-chapter campaign, in ms:

* free play — a finished 14-chapter campaign opened (its log read and folded) and a
  free-play game started on its house (the plan, the house copied in and shuffled, the
  save and the campaign's event written and fsynced): the campaigns screen's Free play
  (target 500 ms);
* chronicle — the chronicle screen of that campaign opened with its fourteen house maps
  cached on disk (a new session: the campaign loaded, ``chronicle(camp)`` made, every
  ``chapter_map`` read back from ``maps/``) (target 500 ms). The cold figure (every save
  replayed and every map drawn) is reported beside it.

How the campaign is made: ``tools/_campaign_pack.py`` copies the pack
(``--campaign-pack``, default ``campaign``: The Account of Hollowmere, all 14 chapters
written) into the bench's folder; a pack with fewer chapters written gets the missing
ones as stand-ins (each a PAUSE naming one of the written chapters' haunts, and a STOP;
the last a finale whose endings depend on which side won most), planned == written ==
14. Sensible bots play all fourteen chapters (seeded, so the same campaign
every run), then each round works on a fresh copy of its folder. The figure is CPU time
like the others; the wall time is beside it.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from _bench_chronicle import SIZE, _fonts, _open
from _bench_clock import clock

CHAPTERS = 14
FAMILIES = ("corvane", "greaves", "pendry", "fennick")


def _seats(plan) -> list[dict]:
    out = []
    for fam in plan["families"]:
        back = fam["returning"][0] if fam["returning"] else None
        out.append({"family": fam["family"], "name": back["name"] if back else f"Heir{plan.get('n', plan.get('k'))}",
                    "age": back["age"] if back else 24})
    return out


def _play(game, seed: int) -> None:
    from game.bots import make_bot

    bots = {s: make_bot("sensible", seed * 31 + s, pack=game.pack) for s in range(len(game.state["players"]))}
    while game.phase != "over":
        if game.state["turns_taken"] > 2000:
            raise RuntimeError("a chapter of the bench's campaign never ended")
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))


def whole_campaign(folder: Path, source: str):
    """A 14-chapter campaign played to its end (its pack made from ``source``)."""
    from _campaign_pack import make_pack
    from game import load_pack
    from game.campaign import create_campaign
    from game.content.loader import pack_dir

    pack = load_pack(make_pack(folder / "pack14", CHAPTERS, source=pack_dir(source)))
    camp = create_campaign("Bench finale", [{"family": f} for f in FAMILIES], seed=17, pack=pack,
                           root=folder / "campaigns")
    while not camp.complete():
        game = camp.start_chapter(_seats(camp.next_chapter()))
        _play(game, len(camp.chapters))
        camp.finish_chapter(game)
    return camp


def bench_finale(folder: Path, source: str, rounds: int) -> dict:
    from game.campaign import load_campaign
    from scenes.campaign.house_map import KEPT

    folder = folder / "finale"
    camp = whole_campaign(folder, source)
    pack = camp.pack
    start = wall = float("inf")
    for i in range(rounds):
        copy = folder / "campaigns" / f"free-{i}"
        shutil.copytree(camp.folder, copy)
        t, w = clock(), time.perf_counter()
        opened = load_campaign(copy, pack)
        game = opened.start_free_play(_seats(opened.free_play_plan()))
        start, wall = min(start, clock() - t), min(wall, time.perf_counter() - w)
        game.close()
    copy = folder / "campaigns" / "chronicle"
    shutil.copytree(camp.folder, copy)
    KEPT.clear()
    cold = _open(copy, pack, _fonts())   # (draws every map and writes it to maps/)
    cached = [float("inf"), float("inf")]
    made = 0
    for _ in range(rounds):
        KEPT.clear()
        opened, maps, made = _open(copy, pack, _fonts())
        cached = [min(cached[0], opened), min(cached[1], maps)]
    KEPT.clear()
    return {"pack": pack.id, "chapters": len(camp.chapters), "log_events": len(camp.events),
            "free_play_start_ms": round(start * 1000, 1), "free_play_start_wall_ms": round(wall * 1000, 1),
            "chronicle_cached_ms": round(sum(cached) * 1000, 1), "chronicle_cached_open_ms": round(cached[0] * 1000, 1),
            "chronicle_cached_maps_ms": round(cached[1] * 1000, 1), "maps": made, "size": f"{SIZE[0]}x{SIZE[1]}",
            "chronicle_cold_ms": round((cold[0] + cold[1]) * 1000, 1), "rounds": rounds}
