"""``tools/bench.py --only online``: how many tables one server process holds.

A server (``python -m server``) runs in its own process, so its CPU is its own core's.
This process then opens tables in steps (``STEPS``): each table has one seat played over
loopback by a random player here and two seats the server's bots play. Every client
plays ``COMMANDS`` commands, one every ``PACE_S`` seconds as a person would (the bots'
turns between them come at the server's speed); the round trip of a command is from sending it to the
update that carries its events. A step holds when the p95 round trip is at most
``TARGET_MS``; the figure is the largest step that holds, and the server's memory per
table (its resident set after a step, less before any table, by tables).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STEPS = (25, 50, 100, 200, 300)
QUICK_STEPS = (5, 10)
COMMANDS = 10
PACE_S = 1.0      # a person gives a command about once a second at most: the clients wait so long
TARGET_MS = 50.0
SEATS = [{"name": "Here"}, {"name": "Bot A", "bot": "random"}, {"name": "Bot B", "bot": "random"}]


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def _client(url: str, seed: int, times: list[float]) -> None:
    from websockets.asyncio.client import connect

    from game import command_from_dict
    from game.bots import RandomPlayer
    from server.protocol import PROTOCOL

    def send(ws, kind, **fields):
        return ws.send(json.dumps({"v": PROTOCOL, "type": kind, **fields}))

    async with connect(url, max_size=None) as ws:
        await send(ws, "create", seats=SEATS, seed=seed)
        made = json.loads(await ws.recv())
        await send(ws, "join", table=made["table"], code=made["code"], seat=0)
        bot, sent_at, played = RandomPlayer(seed), None, 0
        for _ in range(10_000):
            message = json.loads(await asyncio.wait_for(ws.recv(), 60))
            if message["type"] != "update":
                continue
            if sent_at is not None:
                times.append((time.perf_counter() - sent_at) * 1000)
                sent_at = None
            if message["over"] or played >= COMMANDS:
                return
            if message["acting"] == 0 and message["legal"]:
                await asyncio.sleep(PACE_S * (0.5 + (seed * 7919 + played * 104729) % 1000 / 1000))
                choice = bot.choose(message["view"], [command_from_dict(c) for c in message["legal"]])
                sent_at = time.perf_counter()
                played += 1
                await send(ws, "command", command=choice.to_dict())


async def _step(url: str, tables: int, first_seed: int) -> list[float]:
    times: list[float] = []
    await asyncio.gather(*(_client(url, first_seed + i, times) for i in range(tables)))
    return times


def bench_online(folder: Path, quick: bool) -> dict:
    root = folder / "tables"
    server = subprocess.Popen([sys.executable, "-m", "server", "--port", "0", "--root", str(root)], cwd=REPO,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()
        url = f"ws://127.0.0.1:{line.rsplit(':', 1)[1].strip()}"
        empty = _rss_mb(server.pid)
        steps, held, made = [], 0, 0
        for tables in (QUICK_STEPS if quick else STEPS):
            times = asyncio.run(_step(url, tables, 10_000 + made))
            made += tables
            p95 = statistics.quantiles(times, n=20)[18] if len(times) >= 20 else max(times)
            rss = _rss_mb(server.pid)
            steps.append({"tables": tables, "commands": len(times), "p50_ms": round(statistics.median(times), 2),
                          "p95_ms": round(p95, 2), "server_rss_mb": round(rss, 1),
                          "tables_open_on_server": made})
            if p95 <= TARGET_MS:
                held = tables
            else:
                break
        per_table = (steps[-1]["server_rss_mb"] - empty) / max(1, made)
        return {"steps": steps, "tables_held_at_p95": held, "target_ms": TARGET_MS,
                "server_rss_empty_mb": round(empty, 1), "mb_per_table": round(per_table, 3)}
    finally:
        server.terminate()
        server.wait(timeout=30)
