#!/usr/bin/env python3
"""Where a simulated game's time goes: a sampling profile of the instructions workload.

    python tools/_bench_profile.py                   # 100 games: about 3 s of CPU
    python tools/_bench_profile.py --games 300 --top 40

The games are those ``tools/bench.py --only instructions`` counts (tools/_bench_instructions.py):
classic, 4 random bots, seeds ``seed * 1000 + i``, no invariant checks, played as
``tools/simulate.py`` plays them, in this process, the pack read before the sampling starts.
A CPU-time timer (``ITIMER_PROF``, every ``--interval`` s; Linux delivers it at most once a
scheduler tick, 4 ms here) interrupts the play and notes the Python stack. Printed: the
share of the samples in which each stage and each function was on the stack (inclusive)
and on top (exclusive). Unlike cProfile it adds no cost per call, so small functions called
often are not overstated; like any sampling it has an error of about sqrt(share / samples).
Unix only (``signal.setitimer``).
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections import Counter
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)

from _matches import Lineup, run_game
from game import effects, load_pack
from game.bots import RandomPlayer
from game.engine import Ctx
from game.game import Game
from game.hashing import Noted

ROOT = Path(__file__).resolve().parent.parent
# the stages docs/PERFORMANCE.md names, by the function that is on the stack during each
STAGES = {
    "carrying out commands (Game.submit)": Game.submit,
    "  the effect stack (effects.run)": effects.run,
    "  the turn hash (Noted.state_hash)": Noted.state_hash,
    "  emitting and folding events (Ctx.emit)": Ctx.emit,
    "listing the legal commands (Game.legal_commands)": Game.legal_commands,
    "the view (Game.view)": Game.view,
    "the bots (RandomPlayer.choose)": RandomPlayer.choose,
}


def _name(code) -> str:
    path = Path(code.co_filename)
    try:
        where = path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        where = path.name
    return f"{where}:{getattr(code, 'co_qualname', code.co_name)}"


def sample(games: int = 100, seed: int = 1, interval: float = 0.001) -> dict:
    """Play ``games`` games under the sampling timer: ``{"samples", "games", "inclusive",
    "exclusive"}``, the last two mapping ``path:function`` to its share of the samples."""
    if not hasattr(signal, "setitimer"):
        raise SystemExit("sampling needs signal.setitimer (Unix)")
    load_pack("classic")
    inclusive: Counter = Counter()
    exclusive: Counter = Counter()
    names: dict = {}  # code object -> its name (made once)
    count = [0]

    def note(_signum, frame) -> None:
        count[0] += 1
        seen = set()
        top = True
        while frame is not None:
            code = frame.f_code
            name = names.get(code)
            if name is None:
                name = names[code] = _name(code)
            if top:
                exclusive[name] += 1
                top = False
            if name not in seen:
                seen.add(name)
                inclusive[name] += 1
            frame = frame.f_back

    jobs = [(None, "classic", 4, seed * 1000 + i, 300, False, Lineup("random")) for i in range(games)]
    before = signal.signal(signal.SIGPROF, note)
    signal.setitimer(signal.ITIMER_PROF, interval, interval)
    try:
        for job in jobs:
            run_game(job)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, before)
    total = max(1, count[0])
    return {"games": games, "samples": count[0],
            "inclusive": {k: v / total for k, v in inclusive.most_common()},
            "exclusive": {k: v / total for k, v in exclusive.most_common()}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--interval", type=float, default=0.001, help="seconds of CPU between samples")
    parser.add_argument("--top", type=int, default=30, help="functions listed, each way")
    args = parser.parse_args(argv)
    found = sample(args.games, args.seed, args.interval)
    print(f"{found['samples']} samples over {found['games']} games")
    print("\nstages (share of samples with it on the stack)")
    for label, fn in STAGES.items():
        print(f"{100 * found['inclusive'].get(_name(fn.__code__), 0.0):6.1f}%  {label}")
    for way in ("inclusive", "exclusive"):
        print(f"\nfunctions, {way}")
        shares = [(k, v) for k, v in found[way].items() if not k.startswith(("tools/", "<"))]
        for name, share in shares[:args.top]:
            print(f"{100 * share:6.1f}%  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
