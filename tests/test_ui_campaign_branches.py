"""Issue 30 at the table: the campaign's setup offers the traitor rule and the families'
surnames; a chapter's end names the branch the house took and why; a note written at a
chapter's end is kept in the campaign's log and shown in the chronicle and in
``tools/chronicle.py``'s page. Also the families' own rules (surnames, ages, the traitor
rule's choice) in the engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from campaign_helpers import play_out, seats_for
from test_ui_board import click
from test_ui_campaign_words import chronicle_lines

from game import load_pack
from game.campaign import CampaignError, create_campaign, load_campaign
from game.haunt.reveal import fair_counts
from scenes.app import App
from scenes.campaign.campaign_setup import CampaignSetupScene
from scenes.campaign.chapter_end import ChapterEndScene
from scenes.kit.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
FAMS = ("corvane", "fennick", "greaves")


@pytest.fixture
def app():
    app = App((1280, 720), offscreen=True, settings=Settings())
    yield app
    app.close()


@pytest.fixture(scope="module")
def real():
    return load_pack("campaign")


def _families(surnames=None):
    return [{"family": f, "player": "", "bot": "sensible", **({"surname": surnames[f]} if surnames else {})}
            for f in FAMS]


def test_the_campaign_setup_offers_the_traitor_rule_and_the_surnames(app, tmp_path, real):
    scene = CampaignSetupScene(app, root=tmp_path, pack=real, seed=3)
    app.push(scene)
    rule = scene.widgets.find("traitor rule")
    assert rule.label == "The book's rule" and scene.traitor_rule == "book"   # the book's rule is the default
    said = chronicle_lines(app, scene)
    assert any("penchant for madness" in line for line in said)   # explained, not just named
    click(app, rule.rect.center)
    assert scene.traitor_rule == "fair" and scene.widgets.find("traitor rule").label == "The fair rule"
    assert any("spread across the families" in line for line in chronicle_lines(app, scene))
    field = scene.surnames["corvane"]
    assert field.text == real.explorers["corvane"].name        # the pack's name, offered
    click(app, scene.widgets.find("suggest:corvane").rect.center)
    offered = scene.surnames["corvane"].text
    assert offered != real.explorers["corvane"].name and offered   # an original one suggested
    field.text = "Marchbank"
    scene.begin()
    camp = load_campaign(next(p for p in tmp_path.iterdir() if p.is_dir()), real)
    assert camp.traitor_rule == "fair" and camp.surname("corvane") == "Marchbank"


def test_surnames_are_the_players_and_the_traitor_rule_is_chosen_once(tmp_path, real):
    camp = create_campaign("Names", _families({"corvane": "Marchbank", "fennick": "Thorne", "greaves": "Pell"}),
                           seed=5, pack=real, root=tmp_path)
    assert camp.traitor_rule == "book"
    game = camp.start_chapter(seats_for(camp.next_chapter()))
    assert [p["name"].split()[-1] for p in game.state["players"]] == ["Marchbank", "Thorne", "Pell"]
    assert game.state["chapter"]["fair_traitor"] is False
    haunt = real.haunts["the_roof_tree"]
    assert haunt.get("fair_traitor") and fair_counts(game.state, haunt) is None   # the book's rule holds
    with pytest.raises(CampaignError, match="called"):
        create_campaign("Twice", _families({"corvane": "Pell", "fennick": "pell", "greaves": "Orme"}),
                        pack=real, root=tmp_path)
    with pytest.raises(CampaignError, match="traitor rule"):
        create_campaign("Rule", _families(), pack=real, root=tmp_path, traitor_rule="kindly")
    fair = create_campaign("Fair", _families(), seed=5, pack=real, root=tmp_path, traitor_rule="fair")
    game = fair.start_chapter(seats_for(fair.next_chapter()))
    assert fair_counts(game.state, haunt) is not None


def test_a_campaign_begun_before_the_choice_keeps_the_fair_rule_it_was_played_by(tmp_path, real):
    camp = create_campaign("Old", _families(), seed=5, pack=real, root=tmp_path)
    log = camp.folder / "campaign.jsonl"
    lines = log.read_text().splitlines()
    first = json.loads(lines[1])
    first.pop("traitor_rule")
    for fam in first["families"]:
        fam.pop("surname")
    for key in ("branches", "legacy_deck", "opened"):
        first["house"].pop(key)
    log.write_text("\n".join([lines[0], json.dumps(first), *lines[2:]]) + "\n")
    old = load_campaign(camp.folder, real)
    assert old.traitor_rule == "fair" and old.surname("fennick") == real.explorers["fennick"].name
    game = old.start_chapter(seats_for(old.next_chapter()))   # (and it plays on)
    assert game.state["chapter"]["fair_traitor"] is True


@pytest.mark.slow
def test_a_chapter_end_names_its_branch_and_a_note_reaches_the_chronicle_and_its_page(app, tmp_path, real):
    camp = create_campaign("Branches", _families({"corvane": "Marchbank", "fennick": "Thorne", "greaves": "Pell"}),
                           seed=11, pack=real, root=tmp_path)
    game = camp.start_chapter(seats_for(camp.next_chapter()))
    play_out(game, seed=2)
    end = ChapterEndScene(app, camp, game)
    app.push(end)
    said = chronicle_lines(app, end)
    assert "The way the house went" in said
    assert any(line.startswith("· Because the") and "join the house" in line for line in said), said
    end.turn(1)
    assert "note" in [w.name for w in end.fields]
    end.note.text = "Aunt Marchbank swore the roof-tree moved by itself."
    end.finish("stop")
    camp = load_campaign(camp.folder, real)
    assert camp.chapters[0]["note"] == "Aunt Marchbank swore the roof-tree moved by itself."
    from scenes.campaign.chronicle_scene import ChronicleScene

    chronicle = ChronicleScene(app, camp)
    app.push(chronicle)
    said = chronicle_lines(app, chronicle)
    assert any("Aunt Marchbank swore" in line for line in said), said
    assert any(line.startswith("Where the house grows first: ") for line in said), said
    assert any(line.startswith("Locked for this house: ") for line in said), said
    out = tmp_path / "page.html"
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "chronicle.py"), str(camp.folder), "--out", str(out), "--size", "320x200"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    page = out.read_text()
    assert "Aunt Marchbank swore the roof-tree moved by itself." in page
    assert "locked:" in page and "The way the house went" in page
