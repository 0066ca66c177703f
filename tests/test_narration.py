"""Narration reads the game aloud: every event has its sentence, or is silent on purpose."""

from __future__ import annotations

import pytest

from game import auto_seats, new_game
from game.apply import HANDLERS, STORY_ONLY
from game.bots import RandomPlayer
from game.narration import (NARRATORS, QUIET, SILENT, combat_outcome, narrate, narrate_all, roll_meaning,
                            roll_needs, roll_purpose, short_name)

PLAYERS = [{"seat": 0, "name": "Ida Marsh", "explorer": "x", "colour": "red"},
           {"seat": 1, "name": "Tobias Crane", "explorer": "y", "colour": "blue"},
           {"seat": 2, "name": "Dr. Solace Merriweather", "explorer": "z", "colour": "green"},
           {"seat": 3, "name": 'Wilhelmina "Minnie" Sallow', "explorer": "w", "colour": "white"}]


def play(pack, seed: int, players: int = 4, max_turns: int = 160):
    """A game between random players, to the end or ``max_turns``."""
    game = new_game("classic", auto_seats(pack, players, seed), seed, pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(players)}
    while game.phase != "over" and game.state["turns_taken"] < max_turns:
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    return game


@pytest.fixture(scope="module")
def games(classic_pack):
    return [play(classic_pack, seed, players) for seed, players in
            ((1000, 4), (1001, 3), (1002, 5), (1003, 4), (1004, 6))]


def test_every_event_the_engine_knows_has_a_narrator():
    missing = (set(HANDLERS) | STORY_ONLY) - set(NARRATORS)
    assert missing == set()


def test_every_event_in_played_games_is_told_or_deliberately_silent(classic_pack, games):
    seen = set()
    for game in games:
        players = game.view("omniscient")["players"]
        for event in game.events:
            line = narrate(classic_pack, event, players)
            seen.add(event["t"])
            assert isinstance(line, str) or (line is None and event["t"] in QUIET), event
            if line is not None:
                assert line.strip() and "None" not in line and "{" not in line and "}" not in line, line
    assert len(seen) >= 20  # the games really did cover the ground: moves, cards, rolls, haunt
    for kind in SILENT:
        assert narrate(classic_pack, {"t": kind}, PLAYERS) is None


def test_narrate_all_leaves_the_silences_out(classic_pack, games):
    game = games[0]
    lines = narrate_all(classic_pack, game.events, [])
    haunt = next((e["haunt"] for e in game.events if e["t"] == "haunt_started"), None)
    told = [narrate(classic_pack, e, game.events[0]["players"], haunt) for e in game.events]
    assert lines == [line for line in told if line]
    assert lines[0].startswith("The doors of Hollowmere close behind")


def test_a_barrier_roll_says_what_it_needed_and_whether_it_was_enough(classic_pack):
    tile = next(t for t in classic_pack.tiles.values() if t.barrier)
    target = tile.barrier["target"]
    roll = {"t": "dice_rolled", "seat": 0, "dice": [2, 1, 0, 1], "total": 4, "r": 9, "bonus": 0,
            "why": f"crossing {tile.name}", "trait": "sanity"}
    verdict = "success" if 4 >= target else "failure"
    name = tile.name[4:] if tile.name.startswith("The ") else tile.name
    assert narrate(classic_pack, roll, PLAYERS) == (
        f"Ida Marsh rolls Sanity to cross the {name}: 2 1 0 1 — total 4. Needs {target}+: {verdict}.")
    assert roll_meaning(classic_pack, roll) == f"needs {target}+: {verdict}"


def test_a_card_roll_is_read_against_the_cards_own_bands(classic_pack):
    # a trait roll with three or more bands: the result names its band in the card's words
    for card in classic_pack.cards.values():
        for effect in card.data.get("effects", ()):
            roll = effect.get("roll") if hasattr(effect, "get") else None
            if roll and "trait" in roll and len(roll["bands"]) >= 3:
                band = roll["bands"][1]
                total = band.get("min", 0)
                event = {"t": "dice_rolled", "seat": 1, "dice": [2] * (total // 2) + [1] * (total % 2),
                         "total": total, "why": card.name, "trait": roll["trait"], "r": 1}
                meaning = roll_meaning(classic_pack, event)
                assert meaning is not None and meaning.split(":")[0] in (f"{band['min']}-{band['max']}",
                                                                        str(band["min"]))
                return
    pytest.skip("no card with a three-band trait roll in this pack")


def test_a_roll_from_unknown_content_just_gives_the_total(classic_pack):
    event = {"t": "dice_rolled", "seat": 1, "dice": [0, 2], "total": 2, "why": "roll", "r": 3}
    assert roll_meaning(classic_pack, event) is None
    assert narrate(classic_pack, event, PLAYERS) == "Tobias Crane rolls 2 dice: 0 2 — total 2."


def test_the_haunt_roll_tells_its_verdict(classic_pack):
    event = {"t": "haunt_rolled", "seat": 0, "total": 3, "omens": 5, "started": True,
             "omen": "x", "room": "foyer"}
    assert narrate(classic_pack, event, PLAYERS) == \
        "Haunt roll: 6 dice total 3 — less than the 5 omens drawn: the haunt begins!"
    waits = dict(event, total=5, omens=1, started=False)
    assert narrate(classic_pack, waits, PLAYERS).endswith("6 dice total 5 — at least the 1 omen drawn: the house waits.")
    dice = {"t": "dice_rolled", "seat": 0, "dice": [1, 0, 1, 0, 1, 0], "total": 3, "why": "haunt roll"}
    assert narrate(classic_pack, dice, PLAYERS) is None  # the verdict line carries the dice
    assert roll_meaning(classic_pack, dice, [event]) == "less than the 5 omens drawn: the haunt begins!"


def test_what_a_roll_needs_is_said_before_its_dice_land(classic_pack):
    tile = next(t for t in classic_pack.tiles.values() if t.barrier)
    target = tile.barrier["target"]
    crossing = {"t": "dice_rolled", "seat": 0, "dice": [0], "total": 0, "why": f"crossing {tile.name}",
                "trait": "speed"}
    assert roll_needs(classic_pack, crossing) == f"needs {target}+"
    assert roll_meaning(classic_pack, crossing) == f"needs {target}+: failure"  # the needs, then the verdict
    assert roll_purpose(classic_pack, crossing).startswith(" to cross ")
    haunt = {"t": "dice_rolled", "seat": 0, "dice": [1] * 6, "total": 6, "why": "haunt roll"}
    verdict = {"t": "haunt_rolled", "seat": 0, "total": 6, "omens": 4, "started": False}
    assert roll_needs(classic_pack, haunt, [verdict]) == "the haunt begins under 4"
    assert roll_needs(classic_pack, dict(crossing, why="damage dice")) is None   # no line to clear
    assert roll_needs(classic_pack, dict(crossing, why="roll")) is None          # content unknown


def test_a_card_rolls_bands_are_what_it_needs_when_there_are_more_than_two(classic_pack):
    for card in classic_pack.cards.values():
        for effect in card.data.get("effects", ()):
            roll = effect.get("roll") if hasattr(effect, "get") else None
            if roll and "trait" in roll and len(roll["bands"]) >= 3:
                event = {"t": "dice_rolled", "seat": 0, "dice": [2], "total": 2, "why": card.name,
                         "trait": roll["trait"]}
                needs = roll_needs(classic_pack, event)
                assert needs is not None and " or " in needs and needs.split(",")[0].endswith("+")
                return
    pytest.skip("no card with a three-band trait roll in this pack")


def test_an_attacks_outcome_is_read_from_the_events_after_it(classic_pack):
    resolved = {"t": "attack_resolved", "attacker": ["seat", 0], "defender": ["seat", 1], "trait": "might",
                "attack": 5, "defence": 2, "winner": "attacker", "distance": False}
    hurt = [{"t": "trait_set", "seat": 1, "trait": "might", "frm": 4, "to": 2, "value_from": 5, "value_to": 4,
             "why": "physical damage"},
            {"t": "trait_set", "seat": 1, "trait": "speed", "frm": 3, "to": 2, "value_from": 4, "value_to": 3,
             "why": "physical damage"}]
    assert combat_outcome(classic_pack, resolved, hurt, PLAYERS) == \
        "Ida Marsh wins by 3: Tobias Crane takes 3 physical damage."
    asked = [{"t": "effects_state", "frames": [], "pending": {"kind": "damage", "seat": 1, "amount": 3,
                                                              "damage_kind": "physical", "options": []}}]
    assert combat_outcome(classic_pack, resolved, asked, PLAYERS) == \
        "Ida Marsh wins by 3: Tobias Crane takes 3 physical damage."       # the split still to choose
    steal = [{"t": "effects_state", "pending": {"kind": "steal", "seat": 0, "amount": 3, "options": []}}]
    assert combat_outcome(classic_pack, resolved, steal, PLAYERS) == \
        "Ida Marsh wins by 3, and may steal instead of dealing 3 damage."
    assert combat_outcome(classic_pack, resolved, [], PLAYERS) == "Ida Marsh wins by 3; nobody is hurt."
    monster = dict(resolved, defender=["monster", "crawling_hand#1"], attack=3, defence=3, winner=None)
    assert combat_outcome(classic_pack, monster, [], PLAYERS) == "A stand-off: nobody is hurt."
    lost = dict(monster, attack=1, winner="defender")
    stunned = [{"t": "monster_stunned", "id": "crawling_hand#1"}]
    assert combat_outcome(classic_pack, dict(lost, winner="attacker", attack=5), stunned, PLAYERS).endswith(
        "is stunned.")
    assert combat_outcome(classic_pack, lost, [], PLAYERS).startswith("Crawling Hand wins by 2")


def test_trait_changes_use_the_explorers_short_name(classic_pack):
    event = {"t": "trait_set", "seat": 0, "trait": "might", "frm": 3, "to": 2,
             "value_from": 4, "value_to": 3, "why": "physical damage"}
    assert narrate(classic_pack, event, PLAYERS) == "Ida's Might drops from 4 to 3 (physical damage)."
    skull = dict(event, to=-1, value_to=0, why="lose")
    assert narrate(classic_pack, skull, PLAYERS) == "Ida's Might falls to the skull."
    assert [short_name(PLAYERS, s) for s in range(4)] == ["Ida", "Tobias", "Dr. Merriweather", "Minnie"]


def test_discovering_a_room_and_drawing_its_card(classic_pack):
    tile = next(t for t in classic_pack.tiles.values() if t.symbol == "item")
    item = classic_pack.deck("item")[0]
    moved = {"t": "moved", "seat": 1, "to": tile.id, "cost": 1, "side": None, "how": "discover"}
    drawn = {"t": "card_drawn", "seat": 1, "deck": "item", "card": item}
    name = tile.name[4:] if tile.name.startswith("The ") else tile.name
    assert narrate(classic_pack, moved, PLAYERS) == f"Tobias Crane discovers the {name}."
    assert narrate(classic_pack, drawn, PLAYERS) == \
        f"Tobias Crane draws an item: {classic_pack.cards[item].name}."


def test_a_hidden_traitor_is_never_named(classic_pack):
    event = {"t": "haunt_started", "haunt": "nowhere", "number": 99, "traitor": 2, "hidden": True,
             "roles": ["hero", "hero", "traitor", "hero"], "revealer": 0}
    line = narrate(classic_pack, event, PLAYERS)
    assert line.startswith("The haunt begins")
    assert "Merriweather" not in line and "turns traitor" not in line
    shown = narrate(classic_pack, dict(event, hidden=False), PLAYERS)
    assert "Dr. Solace Merriweather turns traitor." in shown


def test_an_unknown_event_type_is_not_an_error(classic_pack):
    assert narrate(classic_pack, {"t": "something_new"}, PLAYERS) is None


def test_a_room_named_with_an_article_reads_without_it_after_the_word_room_in_german(classic_pack):
    """German sentences say "den Raum X" themselves: "entdeckt den Raum Der Brunnenschacht"
    said the article twice. A room's name drops its own article there; a sentence that
    opened on the name now says "Der Raum X"."""
    from game import i18n
    from game.narration import narrate

    tile = next(k for k, v in classic_pack.tiles.items() if v.name == "The Back Stair")
    players = [{"name": "Ada", "seat": 0}]
    assert narrate(classic_pack, {"t": "moved", "seat": 0, "to": tile, "how": "discover"}, players) == \
        "Ada discovers the Back Stair."
    i18n.set_language("de")
    try:
        found = narrate(classic_pack, {"t": "moved", "seat": 0, "to": tile, "how": "discover"}, players)
        closed = narrate(classic_pack, {"t": "room_closed", "tile": tile}, players)
    finally:
        i18n.set_language("en")
    assert found == "Ada entdeckt den Raum Hintertreppe."
    assert closed.startswith("Der Raum Hintertreppe ") and "Die Hintertreppe" not in closed
