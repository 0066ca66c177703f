"""Free play on a campaign's house: the house's last omen room starts the haunt.

A kept campaign's house may have fewer rooms than its omens: the stack runs out with
omens still in the deck, no omen left to draw, and the haunt roll never comes again
(simulate.py --free-play capped such games at 300 turns with no haunt). As with the
house's last omen (docs/CAMPAIGN.md, section 11), the omen drawn in the last room with
an Omen symbol starts the haunt, whatever the roll.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game import load_pack, new_game

from scenario import of_type
from test_campaign_rules import discover

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


def free_play_game(stack: list[str]):
    from _free_play import full_house
    pack = load_pack("campaign")
    house = full_house(pack)
    seats = [{"family": f, "name": f"Free{i}", "age": 30 + i, "bot": None}
             for i, f in enumerate(sorted(pack.explorers)[:3])]
    info = {"id": "t", "name": "t", "k": 1, "betrayer": None}
    # a trigger no roll reaches: only the last omen room can start the haunt
    game = new_game("legacy", seats, 5, pack, options={"trigger": {"roll_at_least": 99}},
                    free_play={"house": house, "info": info, "header": {**info, "house_hash": "-"}})
    assert all(t in game.state["stack"] for t in stack)
    game.state["stack"] = list(stack)
    assert len(game.state["decks"]["omen"]) > 1  # omens are left: the deck is not what runs out
    return pack, game


def test_the_last_omen_room_of_the_stack_starts_the_haunt():
    _pack, game = free_play_game(["widows_room"])
    events = discover(game, "widows_room", "upper_landing")
    (rolled,) = of_type(events, "haunt_rolled")
    assert rolled["started"] and rolled["last_omen"] and rolled["total"] < 99
    assert of_type(events, "haunt_started") and game.state["haunt"] is not None


def test_an_omen_room_still_in_the_stack_leaves_the_roll_to_decide():
    pack, game = free_play_game(["widows_room", "mourning_chamber"])
    assert "omen" in pack.tiles["mourning_chamber"].symbols
    events = discover(game, "widows_room", "upper_landing")
    (rolled,) = of_type(events, "haunt_rolled")
    assert not rolled["started"] and "last_omen" not in rolled
    assert game.state["haunt"] is None
