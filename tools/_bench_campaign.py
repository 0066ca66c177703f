"""The campaign figure of tools/bench.py: open a campaign with its chapters finished and
start the next chapter (the title's Continue into a new chapter), in ms.

Up to four chapters are finished first by random bots (as many as the pack has written,
less the one to start), in a campaign folder of their own; then, round after round on a
fresh copy of that folder, ``load_campaign`` (the log read and folded) and
``start_chapter`` (the house copied in, the Legacy cards read to PAUSE, the save and the
campaign's event written and fsynced) are timed together. The pack is read once before
(as the title has read it to list the campaigns); reading it is reported apart. The
figure is CPU time like the others; the wall time (which also waits for the disk's fsyncs)
is reported beside it.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from _bench_clock import clock

FINISHED = 4  # the figure's campaign: four chapters finished, then the next begun
FAMILIES = ("corvane", "greaves", "pendry", "fennick")


def _seats(plan) -> list[dict]:
    out = []
    for fam in plan["families"]:
        back = fam["returning"][0] if fam["returning"] else None
        out.append({"family": fam["family"], "name": back["name"] if back else f"Heir{plan['n']}",
                    "age": back["age"] if back else 24})
    return out


def bench_campaign(folder: Path, pack_name: str, rounds: int) -> dict:
    from game import load_pack
    from game.bots import RandomPlayer
    from game.campaign import create_campaign, load_campaign
    from game.content.loader import _LOADED

    pack = load_pack(pack_name)
    written = len(pack.extra["campaign"]["chapters"])
    finished = min(FINISHED, written - 1)
    root = folder / "campaigns"
    camp = create_campaign("Bench", [{"family": f} for f in FAMILIES], seed=11, pack=pack, root=root)
    for n in range(finished):
        game = camp.start_chapter(_seats(camp.next_chapter()))
        bots = {s: RandomPlayer(100 * n + s) for s in range(len(game.state["players"]))}
        while game.phase != "over" and game.state["turns_taken"] < 400:
            seat = game.acting_seat()
            game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        camp.finish_chapter(game)
    best = wall = float("inf")
    for i in range(rounds):
        copy = root / f"round-{i}"
        shutil.copytree(camp.folder, copy)
        t, w = clock(), time.perf_counter()
        opened = load_campaign(copy, pack)
        game = opened.start_chapter(_seats(opened.next_chapter()))
        best, wall = min(best, clock() - t), min(wall, time.perf_counter() - w)
        game.close()
    _LOADED.clear()
    t = clock()
    load_pack(pack_name)
    read = clock() - t
    return {"pack": pack.id, "chapters_finished": finished, "chapter_started": finished,
            "log_events": len(camp.events), "open_and_start_ms": round(best * 1000, 1),
            "open_and_start_wall_ms": round(wall * 1000, 1),  # (with the fsyncs' waits)
            "load_pack_ms": round(read * 1000, 1), "rounds": rounds}
