"""Chapter 13, The Account Closed, written ahead of chapters 4-12 (docs/CAMPAIGN.md, sections
6, 7 and 11) and in campaign.yaml's ``chapters`` since they are. The validator allows a
chapter written ahead of the ones between (below ``planned``) and refuses one past them.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import yaml

from game import load_pack
from game.campaign.ending import most_won
from game.content.loader import check_pack

from campaign_helpers import MINI, chapter_game, play_out
from game.content.safe_yaml import safe_load

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

MEMBERS = (("corvane", "Mercy", 30), ("greaves", "Ned", 19), ("pendry", "Nell", 19))


def test_the_finale_is_written_ahead_and_ready_to_be_wired_in(tmp_path):
    """Chapter 13, The Account Closed, waits in the campaign pack (its Legacy cards in the
    deck, its haunt, journal 100-103) until campaign.yaml's chapters name it; a pack with
    every chapter written (stand-ins for 4-12) plays it as its finale, its ending by who
    won most."""
    from _campaign_pack import make_pack
    from _free_play import full_house
    from game.campaign.ending import end_changes

    pack = load_pack("campaign")
    assert "the_account_closed" in pack.chapter_haunts
    assert [c for c, card in pack.extra["legacy"].items() if card["chapter"] == 13] == \
        ["L1301", "L1302", "L1303", "L1304"]
    assert pack.extra["campaign"]["chapters"][13] == {"n": 13, "title": "The Account Closed", "year": 1999}
    whole = load_pack(make_pack(tmp_path / "whole", 14))
    assert whole.extra["campaign"]["chapters"][13]["title"] == "The Account Closed"
    assert whole.extra["legacy"]["L1302"]["pause"]["haunt"] == "the_account_closed"
    for seed, tally in ((3, {"heroes": 8, "traitor": 5}), (4, {"heroes": 5, "traitor": 8})):
        game = chapter_game(whole, house=full_house(whole), n=13, seed=seed, tally=tally,
                            members=MEMBERS + (("fennick", "Kit", 40),))
        assert game.state["chapter"]["haunt"] == "the_account_closed"
        play_out(game, seed=seed)
        winner = game.state["winner"]
        _changes, entry = end_changes(whole, game.state["house"], game.state["chapter"], winner)
        expected = {("heroes", "heroes"): 100, ("heroes", "traitor"): 101,
                    ("traitor", "heroes"): 102, ("traitor", "traitor"): 103}
        assert entry == expected[(winner, most_won(game.state["chapter"], winner))]


def test_legacy_cards_for_a_chapter_past_the_planned_ones_are_refused(tmp_path):
    folder = tmp_path / "mini_ahead"
    shutil.copytree(MINI, folder)
    legacy = safe_load((folder / "legacy.yaml").read_text())
    last = max(c["number"] for c in legacy)
    legacy += [{"id": "LX1", "number": last + 1, "chapter": 7, "title": "Pause", "text": "x",
                "pause": {"haunt": "mini_rent", "trigger": {"roll_at_least": 4}, "first_player": "random"}},
               {"id": "LX2", "number": last + 2, "chapter": 7, "title": "Stop", "text": "x", "stop": True}]
    (folder / "legacy.yaml").write_text(yaml.safe_dump(legacy, sort_keys=False))
    _pack, problems = check_pack(folder)
    assert any("chapter 7 is not in campaign.yaml's chapters" in str(p) for p in problems)
    camp = safe_load((folder / "campaign.yaml").read_text())
    camp["planned"] = 8   # now chapter 7 is written ahead of 3-6
    (folder / "campaign.yaml").write_text(yaml.safe_dump(camp, sort_keys=False))
    _pack, problems = check_pack(folder)
    assert not any("chapter 7" in str(p) for p in problems), problems
