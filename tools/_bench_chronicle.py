"""The chronicle figure of tools/bench.py: open a campaign's chronicle with every house
map, in ms — cold (nothing drawn yet), then with the maps cached on disk (a new session:
the chronicle screen opened again), then with them in memory (the screen shown again).

The campaign plays every chapter the pack has written (random bots; the real pack has four
of its fourteen), in a folder of its own. "Opening" is what the chronicle screen does: the
campaign loaded (its log read and folded), ``chronicle(camp)`` made, and
``house_map.chapter_map`` for every finished chapter (cold: each chapter's save replayed to
its end and the house drawn and written to ``maps/``; cached: the PNGs read back). Each
round works on a fresh copy of the folder, with the memory cache and the tile faces
forgotten. The engine cannot play a chapter the pack has not written, so the issue's
target (fourteen chapters in 500 ms, maps cached) is reported as an estimate: the opening
of the campaign scaled by its chapters, plus fourteen times the measured cost of one cached
map. The figure is CPU time like the others.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from _bench_campaign import FAMILIES, _seats
from _bench_clock import clock

SIZE = (960, 640)   # tools/chronicle.py's default map size
TARGET_CHAPTERS = 14


def _play_every_chapter(root: Path, pack):
    from game.bots import RandomPlayer
    from game.campaign import create_campaign

    camp = create_campaign("Bench chronicle", [{"family": f} for f in FAMILIES], seed=13, pack=pack, root=root)
    while not camp.finished():
        n = len(camp.chapters)
        game = camp.start_chapter(_seats(camp.next_chapter()))
        bots = {s: RandomPlayer(100 * n + s) for s in range(len(game.state["players"]))}
        while game.phase != "over":
            if game.state["turns_taken"] > 3000:
                raise RuntimeError(f"chapter {n} of the chronicle's campaign never ended")
            seat = game.acting_seat()
            game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        camp.finish_chapter(game)
    return camp


def _fonts():
    import pygame

    from scenes.kit.fonts import FontBook

    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    return FontBook()


def _open(folder: Path, pack, fonts) -> tuple[float, float, int]:
    """(seconds to load the campaign and make its chronicle, seconds for every map, maps)."""
    from game.campaign import load_campaign
    from game.campaign.chronicle import chronicle
    from scenes.campaign.house_map import chapter_map

    t = clock()
    camp = load_campaign(folder, pack)
    chronicle(camp)
    opened = clock() - t
    t = clock()
    made = sum(chapter_map(camp, ch["n"], fonts, *SIZE) is not None for ch in camp.chapters)
    return opened, clock() - t, made


def bench_chronicle(folder: Path, pack_name: str, rounds: int) -> dict:
    from game import load_pack
    from scenes.campaign.house_map import KEPT

    pack = load_pack(pack_name)
    camp = _play_every_chapter(folder / "chronicle", pack)
    chapters = len(camp.chapters)
    best = {"cold": [float("inf")] * 2, "disk": [float("inf")] * 2, "memory": [float("inf")] * 2}
    made = 0
    for i in range(rounds):
        copy = folder / "chronicle" / f"round-{i}"
        shutil.copytree(camp.folder, copy)
        for kind in ("cold", "disk", "memory"):
            if kind != "memory":
                KEPT.clear()
                fonts = _fonts()  # (a new FontBook: the tile faces are drawn afresh too)
            opened, maps, made = _open(copy, pack, fonts)
            best[kind] = [min(best[kind][0], opened), min(best[kind][1], maps)]
    KEPT.clear()
    ms = {k: (round(v[0] * 1000, 1), round(v[1] * 1000, 1)) for k, v in best.items()}
    per_map_disk = best["disk"][1] / max(1, made)
    estimate = best["disk"][0] * TARGET_CHAPTERS / max(1, chapters) + per_map_disk * TARGET_CHAPTERS
    return {"pack": pack.id, "chapters": chapters, "maps": made, "size": f"{SIZE[0]}x{SIZE[1]}",
            "log_events": len(camp.events),
            "cold_ms": round(sum(ms["cold"]), 1), "cold_open_ms": ms["cold"][0], "cold_maps_ms": ms["cold"][1],
            "cached_ms": round(sum(ms["disk"]), 1), "cached_open_ms": ms["disk"][0],
            "cached_maps_ms": ms["disk"][1], "memory_ms": round(sum(ms["memory"]), 1),
            "cold_per_map_ms": round(best["cold"][1] * 1000 / max(1, made), 1),
            "cached_per_map_ms": round(per_map_disk * 1000, 1),
            "estimated_14_cached_ms": round(estimate * 1000, 1), "rounds": rounds}
