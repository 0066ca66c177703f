"""tools/bench.py --quick runs and prints one JSON object with every section.

Only the shape is checked: the figures depend on the machine (docs/PERFORMANCE.md has
them); the benchmark proper is never run in CI.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SECTIONS = ("meta", "replay", "load", "simulate", "frame", "idle", "startup", "memory", "campaign", "chronicle", "finale",
            "targets")
CAMPAIGN = REPO / "tests" / "fixtures" / "campaign_mini"  # (the shape only: the real pack's figure is the bench's)


@pytest.mark.slow
def test_quick_bench_prints_every_section(tmp_path):
    env = dict(os.environ, HOLLOWMERE_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "bench.py"), "--quick",
                           "--campaign-pack", str(CAMPAIGN)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=1800)   # a hang guard only
    assert proc.returncode == 0, proc.stderr[-2000:]
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    assert cpu < 120, f"the quick bench took {cpu:.0f} s of CPU"   # CPU, not wall: the machine may be busy
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, "stdout is exactly one line of JSON"
    result = json.loads(lines[0])
    for section in SECTIONS:
        assert section in result, section

    replay = result["replay"]
    assert replay["events"] >= 1000   # one long game (tools/bench.py LONG_MIN_EVENTS, or the longest tried)
    assert replay["replay_ms"] > 0 and replay["json_decode_ms"] > 0
    assert replay["ratio_to_json_decode"] > 0 and replay["events_per_s"] > 0
    assert result["load"]["with_snapshots_ms"] > 0 and result["load"]["without_snapshots_ms"] > 0
    assert result["load"]["snapshots"] > 0
    assert result["simulate"]["games_per_s"] > 0 and result["simulate"]["mean_events_per_game"] > 0
    for height in ("720", "1080", "2160", "1080_busy"):  # (4K; 1080p with another process on its core)
        frame = result["frame"][height]
        assert frame["house"]["tiles_unplaced"] == 0
        assert frame["house"]["monsters"] == 12 and frame["house"]["explorers"] == 6
        for scenario in ("idle", "animating", "animating_afresh", "zoomed_out"):
            stats = frame[scenario]
            assert 0 < stats["p50_ms"] <= stats["p95_ms"] <= stats["max_ms"]
            assert stats["p95_budget_ratio"] > 0
        assert 0 < frame["animating"]["kept_share"] <= 1   # the board's kept layer is used (scenes/board/retained.py)
    idle = result["idle"]   # the idle board rests: fewer frames a second than at the full pace
    assert idle["idle"] and 0 < idle["resting"]["frames_per_s"] < idle["unrested"]["frames_per_s"]
    assert 0 < idle["resting"]["cpu_per_wall_s"] and "idle_board_cpu_share" in result["targets"]
    assert result["startup"]["first_frame_cpu_ms"] > 0 and result["startup"]["first_frame_wall_ms"] > 0
    assert result["memory"]["peak_rss_mb"] > 0
    for name in ("board_p95_3840x2160_animating_ms", "board_p95_1920x1080_animating_busy_neighbour_ms"):
        assert {"value", "target", "met"} <= set(result["targets"][name])
    assert sorted(result["memory"]["rss_after_games_mb"], key=int) == ["1", "3", "10"]  # one process, game after game
    for name in ("rss_after_10_games_mb", "rss_growth_1_to_10_games_mb"):
        assert {"value", "target", "met"} <= set(result["targets"][name])
    assert result["campaign"]["open_and_start_ms"] > 0 and result["campaign"]["chapters_finished"] >= 1
    chronicle = result["chronicle"]
    assert chronicle["chapters"] >= 1 and chronicle["maps"] == chronicle["chapters"]
    assert 0 < chronicle["memory_ms"] and 0 < chronicle["cached_ms"] and 0 < chronicle["cold_ms"]
    assert chronicle["estimated_14_cached_ms"] > 0
    finale = result["finale"]
    assert finale["chapters"] == 14 and finale["maps"] == 14
    assert finale["free_play_start_ms"] > 0 and finale["chronicle_cached_ms"] > 0 and finale["chronicle_cold_ms"] > 0
    assert result["targets"]["chronicle_14_chapters_cached_ms"]["chapters"] == 14
    for target in result["targets"].values():
        assert {"value", "target", "met"} <= set(target)
