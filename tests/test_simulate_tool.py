"""tools/simulate.py plays seeded games through the public API and reports errors: 0."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def simulate(*args):
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "simulate.py"), *map(str, args)],
                         capture_output=True, text=True, cwd=ROOT)
    return out.returncode, json.loads(out.stdout)


@pytest.mark.slow
def test_fifty_four_player_games_run_without_errors():
    code, summary = simulate("--ruleset", "classic", "--games", 50, "--seed", 1, "--players", 4)
    assert code == 0, summary["error_samples"]
    assert summary["errors"] == 0 and summary["games"] == 50
    assert summary["invariants_checked"] is True
    for key in ("finished", "events", "seconds", "hashes"):
        assert key in summary
    assert len(summary["hashes"]) == 50


@pytest.mark.slow
def test_the_summary_is_reproducible_from_the_seed():
    _, a = simulate("--games", 3, "--seed", 7, "--players", 3)
    _, b = simulate("--games", 3, "--seed", 7, "--players", 3)
    assert a["hashes"] == b["hashes"] and a["events"] == b["events"]


@pytest.mark.slow
def test_the_balance_report_covers_every_haunt_and_is_reproducible(tmp_path):
    """--report writes win rates per haunt, side and player count with 95% intervals;
    the same command writes the same report, every haunt of the pack has its row, and
    the report names the command that reproduces it."""
    from game import load_pack

    reports = []
    for name in ("a.md", "b.md"):
        path = tmp_path / name
        code, summary = simulate("--games", 8, "--seed", 4, "--players", "3-6", "--bots", "mixed",
                                 "--jobs", 2 if name == "a.md" else 1, "--report", path)
        assert code == 0, summary["error_samples"]
        reports.append(path.read_text(encoding="utf-8"))
    assert reports[0] == reports[1]  # (the worker count changes nothing)
    text = reports[0]
    assert "--games 8 --seed 4 --players 3-6" in text and "--bots mixed" in text
    for haunt in load_pack("classic").haunts:
        assert f"| {haunt}" in text
    for heading in ("## Per haunt", "## Per side", "## Per player count", "## Flagged"):
        assert heading in text
    decided = summary["winners"]["heroes"] + summary["winners"]["traitor"]
    assert f"| heroes | {summary['winners']['heroes']} | {decided} |" in text
    for haunt, entry in summary["balance"].items():
        outside = not 0.35 <= entry["rate"] <= 0.65 if entry["games"] else False
        assert entry["flag"] == outside
        if outside:
            assert f"- {haunt}: heroes" in text


@pytest.mark.slow
def test_whole_campaigns_play_with_their_mechanics_and_are_reproducible(tmp_path):
    """--campaign plays every chapter of a campaign pack (here the two-chapter test pack)
    with bots, names the campaign mechanics that fired, and the same seed plays the same
    campaigns; --keep leaves them on disk, where every chapter verifies."""
    mini = ROOT / "tests" / "fixtures" / "campaign_mini"
    code, a = simulate("--campaign", "--pack", mini, "--games", 6, "--seed", 3, "--players", "3-5",
                       "--keep", tmp_path / "kept", "--report", tmp_path / "r.md")
    assert code == 0 and a["errors"] == 0, a["error_samples"]
    assert a["completed"] == 6 and a["chapters_played"] == 18 and a["capped"] == 0
    assert {"legacy_read", "pause", "stop", "purgatory_added", "tiles_added", "journal_heroes"} <= set(a["coverage"])
    assert set(a["coverage"]) | set(a["missing"]) >= {"joining", "rules_sticker"}
    _, b = simulate("--campaign", "--pack", mini, "--games", 6, "--seed", 3, "--players", "3-5")
    assert a["hashes"] == b["hashes"]
    report = (tmp_path / "r.md").read_text()
    assert "## Per chapter" in report and "## Who betrayed" in report and "--campaign" in report
    from game.campaign.verify import verify_campaign
    from game import load_pack
    pack = load_pack(mini)
    for folder in a["folders"]:
        assert all(ok for _n, ok, _m in verify_campaign(folder, pack))


@pytest.mark.slow
def test_haunts_forces_the_chart_to_the_haunts_named(tmp_path):
    """--haunts A,B: every chart cell names one of them, so every game that reaches the
    haunt plays one of them (tuning one haunt without waiting for the chart to draw it);
    the report's command line says so."""
    report = tmp_path / "forced.md"
    code, summary = simulate("--games", 6, "--seed", 2, "--players", "3-4", "--bots", "sensible",
                             "--haunts", "not_yet,many_hands", "--report", report)
    assert code == 0, summary["error_samples"]
    assert summary["reached_haunt"] > 0
    assert set(summary["haunts"]) <= {"not_yet", "many_hands"}
    assert "--haunts not_yet,many_hands" in report.read_text(encoding="utf-8")


def test_the_simulator_makes_no_view_for_a_random_bot_and_plays_the_same_game(classic_pack):
    """A random bot chooses from the commands alone (``reads_view`` False), so the
    simulator hands it no view; the game is the one it plays when given the view."""
    sys.path.insert(0, str(ROOT / "tools"))
    from _matches import play_checked
    from game import auto_seats, new_game
    from game.bots import RandomPlayer

    class Blind(RandomPlayer):
        seen: list = []

        def choose(self, view, commands):
            self.seen.append(view)
            return super().choose(view, commands)

    class Watching(Blind):
        reads_view = True
        seen: list = []

    games = []
    for kind in (Blind, Watching):
        game = new_game("classic", auto_seats(classic_pack, 4, 8), 8, classic_pack, options={"date": "11-21"})
        bots = {s: kind(8 * 31 + s) for s in range(4)}
        assert play_checked(classic_pack, game, bots, 60, check=False) == []
        games.append(game)
    assert Blind.seen and all(v is None for v in Blind.seen)
    assert len(Watching.seen) == len(Blind.seen) and all(isinstance(v, dict) for v in Watching.seen)
    assert games[0].events == games[1].events
