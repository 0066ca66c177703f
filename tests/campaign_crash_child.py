"""Campaigns that play themselves until the process is killed (see test_campaign_crash).

    python tests/campaign_crash_child.py ROOT SEED CAMPAIGNS

Works through CAMPAIGNS campaigns of the test pack in ROOT: resumes the chapter under
way, begins the next, plays it with random bots and finishes it. Each campaign event
is announced on stdout ("writing <event>") and written in two halves with a pause
between, so the parent can kill it just before an event or in the middle of its line.
"""

import os
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game import load_pack
from game.bots import RandomPlayer
from game.campaign import create_campaign, list_campaigns, load_campaign
from game.campaign import log as clog

MINI = Path(__file__).resolve().parent / "fixtures" / "campaign_mini"


def slow_append(folder, seq, event, truncate_at=None):
    """clog.append, in two halves with pauses (the moments a kill should be survived)."""
    line = clog._line(seq, event).encode()
    print(f"writing {event['t']}", flush=True)
    time.sleep(0.05)
    with (folder / clog.LOG_NAME).open("r+b") as fh:
        if truncate_at is not None:
            fh.truncate(truncate_at)
        fh.seek(0, os.SEEK_END)
        fh.write(line[:len(line) // 2])
        fh.flush()
        os.fsync(fh.fileno())
        time.sleep(0.05)
        fh.write(line[len(line) // 2:])
        fh.flush()
        os.fsync(fh.fileno())


def main(root: str, seed: int, campaigns: int) -> None:
    warnings.simplefilter("ignore")
    clog.append = slow_append
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    pack = load_pack(MINI)
    print("ready", flush=True)
    while True:
        entries = [e for e in list_campaigns(root, pack) if not e.get("finished")]
        if entries and entries[0]["error"]:
            raise SystemExit(f"damaged: {entries[0]['error']}")
        if entries:
            camp = load_campaign(entries[0]["folder"], pack)
        elif len(list(root.iterdir())) < campaigns:
            camp = create_campaign(f"Run {len(list(root.iterdir())) + 1}",
                                   [{"family": f} for f in ("corvane", "greaves", "pendry", "fennick")],
                                   seed=seed, pack=pack, root=root)
        else:
            return
        if camp.current is not None:
            game = camp.resume_chapter()
        else:
            plan = camp.next_chapter()
            seats = []
            for fam in plan["families"][:3 + len(camp.chapters) % 2]:
                back = fam["returning"][0] if fam["returning"] else None
                seats.append({"family": fam["family"], "name": back["name"] if back else "Heir" + str(len(camp.chapters)),
                              "age": back["age"] if back else 20})
            game = camp.start_chapter(seats)
        bots = {s: RandomPlayer(seed + s + len(game.events)) for s in range(len(game.state["players"]))}
        while game.phase != "over":
            seat = game.acting_seat()
            game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        camp.finish_chapter(game)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
