"""tools/simulate.py plays seeded games through the public API and reports errors: 0."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def simulate(*args):
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "simulate.py"), *map(str, args)],
                         capture_output=True, text=True, cwd=ROOT)
    return out.returncode, json.loads(out.stdout)


def test_fifty_four_player_games_run_without_errors():
    code, summary = simulate("--ruleset", "classic", "--games", 50, "--seed", 1, "--players", 4)
    assert code == 0, summary["error_samples"]
    assert summary["errors"] == 0 and summary["games"] == 50
    assert summary["invariants_checked"] is True
    for key in ("finished", "events", "seconds", "hashes"):
        assert key in summary
    assert len(summary["hashes"]) == 50


def test_the_summary_is_reproducible_from_the_seed():
    _, a = simulate("--games", 3, "--seed", 7, "--players", 3)
    _, b = simulate("--games", 3, "--seed", 7, "--players", 3)
    assert a["hashes"] == b["hashes"] and a["events"] == b["events"]
