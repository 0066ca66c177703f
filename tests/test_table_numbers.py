"""A haunt's numbers worked out for the table (issue 20, point 3; legacy p.13, "Variable
player count"): the books' "6 relics (7 with four players, 8 with five, 9 with six)" reads
"7 relics" at a table of four, and legacy's braces {3P/4P/5P} likewise."""

from __future__ import annotations

import pytest

from game.haunt.table_numbers import for_table

TEXT = "You win when you have found 6 of the saint's relics (7 with four players, 8 with five, 9 with six), or"


@pytest.mark.parametrize("players,number", [(3, 6), (4, 7), (5, 8), (6, 9)])
def test_each_table_reads_its_own_number(players, number):
    assert for_table(TEXT, players) == f"You win when you have found {number} of the saint's relics, or"


def test_a_table_larger_than_any_named_takes_the_largest_and_braces_are_legacy_counts():
    assert for_table("4 seals hold (5 with four players)", 5) == "4 seals hold".replace("4", "5")
    assert for_table("4 seals hold (5 with four players)", 3) == "4 seals hold"
    assert for_table("the bell tolls {2/3/4} times", 3) == "the bell tolls 2 times"
    assert for_table("the bell tolls {2/3/4} times", 5) == "the bell tolls 4 times"
    assert for_table("nothing (to see here)", 4) == "nothing (to see here)"


def test_the_heroes_book_in_a_four_player_game_names_the_number_for_four(classic_pack):
    from driver import start
    from haunt_helpers import reveal

    game = start(classic_pack, players=4, seed=3, first_player=0)
    reveal(game, "the_saint_of_lost_causes")
    traitor = game.state["haunt"]["traitor"]
    hero = next(s for s in range(4) if s != traitor)
    win = game.view(hero)["haunt"]["books"]["heroes"]["win_text"]
    inter = next(a for a in classic_pack.haunts["the_saint_of_lost_causes"]["heroes"]["actions"] if a["id"] == "inter_saint")
    relics = next(c["counter_at_least"]["value"][4] for c in inter["where"]["all"] if "counter_at_least" in c)
    assert f"{relics} of the saint's relics" in win and "with four players" not in win


@pytest.mark.parametrize("text,by_table", [
    ("3 doses of poison have taken (4 with five or six players), or",
     {3: "3 doses", 4: "3 doses", 5: "4 doses", 6: "4 doses"}),
    ("7 doses (5 with four or six players, 6 with five), or", {3: "7 doses", 4: "5 doses", 5: "6 doses", 6: "5 doses"}),
    ("14 paces (12 with four or more players), or", {3: "14 paces", 4: "12 paces", 5: "12 paces", 6: "12 paces"}),
    ("before her key has run down (14 haunt rounds; 11 with four players, 10 with five, 9 with six), or",
     {3: "(14 haunt rounds)", 4: "(11 haunt rounds)", 5: "(10 haunt rounds)", 6: "(9 haunt rounds)"}),
])
def test_tables_named_together_and_the_number_inside_the_brackets(text, by_table):
    for players, words in by_table.items():
        worked = for_table(text, players)
        assert words in worked and "with" not in worked, (players, worked)


def _strings(node, path=""):
    if isinstance(node, str):
        yield path, node
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from _strings(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _strings(v, f"{path}[{i}]")


def _per_table_values(cond):
    for key, value in cond.items():
        if key == "rounds_at_least":
            yield key, value
        elif isinstance(value, dict) and "value" in value:
            yield value.get("counter") or value.get("monster"), value["value"]


@pytest.mark.parametrize("pack_name,players", [("classic", n) for n in (3, 4, 5, 6)]
                         + [(name, n) for name in ("legacy", "campaign") for n in (3, 4, 5)])
def test_every_haunt_reads_its_own_numbers_at_every_table(pack_name, players):
    """No book says "with four players" once worked out for a table, and each side's
    win_text names the number its win conditions hold at that table (a retuned haunt
    whose text was not retuned with it fails here)."""
    import re

    from game.content.model import thaw
    from game.haunt.table_numbers import table_copy

    from game import load_pack

    wrong = []
    for hid, haunt in sorted(load_pack(pack_name).haunts.items()):
        data = thaw(haunt)
        for path, text in _strings(data):   # the plain number is the three-player one
            if re.search(r"\bwith three\b", text):
                wrong.append(f"{hid}{path}: names three players in brackets: {text[:120]}")
        worked = table_copy(data, players)
        for path, text in _strings(worked):
            left = re.search(r"\bwith (three|four|five|six)\b", text)
            if left:
                wrong.append(f"{hid}{path}: ...{text[max(0, left.start() - 60):left.end() + 20]}...")
        for side in ("heroes", "traitor"):
            numbers = set(re.findall(r"\d+", (worked.get(side) or {}).get("win_text", "")))
            for cond in data["win"].get(side, []):
                for name, value in _per_table_values(cond):
                    if not isinstance(value, dict):
                        continue   # one number for every table ("no hand left", "1 vow broken")
                    value = value.get(players, value.get(str(players)))
                    if str(value) not in numbers:
                        wrong.append(f"{hid}: {side}' win_text at {players} players lacks {name} {value}")
    assert not wrong, "\n".join(wrong)


ORDINALS = {"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
            "fourteenth": 14, "fifteenth": 15, "sixteenth": 16}


def _names_rounds(text: str, rounds: int) -> bool:
    """ "10 haunt rounds", "the end of round 10", "before the tenth round is out"."""
    import re
    ordinal = [word for word, n in ORDINALS.items() if n == rounds]
    return bool(re.search(rf"\b{rounds}\b[^.]*?\brounds?\b|\brounds?\s+{rounds}\b", text)
                or (ordinal and re.search(rf"\b{ordinal[0]} round", text)))


@pytest.mark.parametrize("pack_name,players", [("classic", n) for n in (3, 4, 5, 6)]
                         + [(name, n) for name in ("legacy", "campaign") for n in (3, 4, 5)])
def test_each_side_reads_the_deadline_it_races(pack_name, players):
    """A haunt that ends on a round count says so in both books: the side that wins when
    time runs out names the count, and so does the side racing it (a hero who reads only
    "when the traitor is dead" does not know the clock is against them)."""
    from game import load_pack
    from game.content.model import thaw
    from game.haunt.table_numbers import table_copy

    wrong = []
    for hid, haunt in sorted(load_pack(pack_name).haunts.items()):
        data = thaw(haunt)
        worked = table_copy(data, players)
        for side in ("heroes", "traitor"):
            for cond in data["win"].get(side, []):
                if "rounds_at_least" not in cond:
                    continue
                rounds = cond["rounds_at_least"]
                if isinstance(rounds, dict):
                    rounds = rounds.get(players, rounds.get(str(players)))
                for reader in ("heroes", "traitor"):
                    text = " ".join((worked.get(reader) or {}).get("win_text", "").split())
                    if not _names_rounds(text, rounds):
                        wrong.append(f"{hid}: the {reader}' win_text at {players} players does not name "
                                     f"{rounds} rounds (the {side} win then): {text[:100]}")
    assert not wrong, "\n".join(wrong)
