"""How the corpus of tests/fixtures/games/ was made (``python tools/_fixture_corpus.py``):
seeded games between bots of every level, both rulesets, hidden traitors, people's games
with undo (commands picked by a seeded hash, an undo now and then), each written as a
save and added with ``add_fixture``. The saves of older formats and the campaign were
made apart (tests/fixtures/games/README.md). Making it again gives the same games."""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from pathlib import Path

import _path  # noqa: F401 (puts the repository on sys.path)
from _fixture_games import read_expected, write_expected
from _matches import Lineup, play_checked
from add_fixture import add_save

from game import auto_seats, load_pack, new_game

# (name, ruleset, players, seed, lineup, whole): a game not kept whole is cut HAUNT_TURNS
# turns after its haunt began (random bots' games: after MAX_TURNS), to keep the corpus small
BOT_GAMES = [
    ("classic_random_3p", "classic", 3, 101, Lineup("random"), False),
    ("classic_random_4p", "classic", 4, 102, Lineup("random"), False),
    ("classic_random_5p", "classic", 5, 103, Lineup("random"), False),
    ("classic_random_6p", "classic", 6, 104, Lineup("random"), False),
    ("classic_sensible_3p", "classic", 3, 1, Lineup("sensible"), True),
    ("classic_sensible_4p", "classic", 4, 2, Lineup("sensible"), False),
    ("classic_sensible_5p", "classic", 5, 105, Lineup("sensible"), False),
    ("classic_sensible_6p", "classic", 6, 106, Lineup("sensible"), False),
    ("classic_cunning_3p", "classic", 3, 107, Lineup("cunning"), False),
    ("classic_cunning_4p", "classic", 4, 108, Lineup("cunning"), False),
    ("classic_cunning_5p", "classic", 5, 109, Lineup("cunning"), False),
    ("classic_mixed_4p", "classic", 4, 110, Lineup("mixed"), False),
    ("classic_mixed_6p", "classic", 6, 111, Lineup("mixed"), False),
    ("classic_duel_4p", "classic", 4, 112, Lineup("sensible", heroes="cunning", traitor="random"), True),
    ("legacy_random_4p", "legacy", 4, 201, Lineup("random"), False),
    ("legacy_sensible_3p", "legacy", 3, 202, Lineup("sensible"), True),
    ("legacy_sensible_5p", "legacy", 5, 203, Lineup("sensible"), False),
    ("legacy_cunning_4p", "legacy", 4, 204, Lineup("cunning"), False),
    ("legacy_mixed_5p", "legacy", 5, 205, Lineup("mixed"), False),
]
# (name, ruleset, players, first seed tried): the first whole game whose traitor was hidden
HIDDEN = [("classic_hidden_traitor_4p", "classic", 4, 3), ("classic_hidden_traitor_6p", "classic", 6, 300),
          ("legacy_hidden_traitor_4p", "legacy", 4, 400)]
# (name, ruleset, players, seed, steps): people's games with undo
PEOPLE = [("classic_people_undo_3p", "classic", 3, 11, 140), ("classic_people_undo_5p", "classic", 5, 12, 160),
          ("legacy_people_undo_4p", "legacy", 4, 13, 140)]
PEOPLE_TURNS = 8
HAUNT_TURNS = 2
MAX_TURNS = 10


def bot_game(path, ruleset, players, seed, lineup):
    pack = load_pack(ruleset)
    seats = auto_seats(pack, players, seed)
    levels = [lineup.describe()] * players if lineup.bots != "mixed" else None
    bots = lineup.seat_bots(players, seed, pack)
    for s, seat in enumerate(seats):
        seat["bot"] = getattr(bots[s], "name", None) or (levels[s] if levels else "mixed")
    game = new_game(ruleset, seats, seed, pack, options={"date": "11-21"}, log_path=path)
    play_checked(pack, game, bots, 200, False)
    game.close()
    return game


def people_game(path, ruleset, players, seed, steps):
    """Commands picked by a seeded hash (not ending the turn while anything else may be
    done, as people do), and every fifth step an undo when the seat may undo."""
    pack = load_pack(ruleset)
    seats = auto_seats(pack, players, seed)
    for seat in seats:
        seat["bot"] = None
    game = new_game(ruleset, seats, seed, pack, options={"date": "11-21"}, log_path=path)
    for k in range(steps):
        if game.phase == "over":
            break
        seat = game.acting_seat()
        if k % 5 == 3 and game.undo_refusal(seat) is None:
            game.undo(seat)
            continue
        commands = game.legal_commands(seat)
        moves = [c for c in commands if c.type != "end_turn"] or commands
        digest = hashlib.blake2b(f"{seed}:{k}".encode(), digest_size=8).digest()
        game.submit(moves[int.from_bytes(digest, "big") % len(moves)])
    game.close()
    return game


def turns_kept(events) -> int:
    """HAUNT_TURNS turns past the haunt's start (MAX_TURNS if there was no haunt)."""
    ended = 0
    for event in events:
        if event["t"] == "haunt_started":
            return ended + HAUNT_TURNS
        ended += event["t"] == "turn_ended"
    return MAX_TURNS


def main(argv=None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    expected = read_expected()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for name, ruleset, players, seed, lineup, whole in BOT_GAMES:
            game = bot_game(tmp / f"{name}.jsonl", ruleset, players, seed, lineup)
            kept = None if whole else MAX_TURNS if lineup.bots == "random" else turns_kept(game.events)
            expected[name] = add_save(tmp / f"{name}.jsonl", name, kept)
        for name, ruleset, players, seed in HIDDEN:
            while True:
                game = bot_game(tmp / f"{name}.jsonl", ruleset, players, seed, Lineup("sensible"))
                if (game.state.get("haunt") or {}).get("hidden") and game.phase == "over":
                    break
                seed += 1
            expected[name] = add_save(tmp / f"{name}.jsonl", name, None)
        for name, ruleset, players, seed, steps in PEOPLE:
            people_game(tmp / f"{name}.jsonl", ruleset, players, seed, steps)
            expected[name] = add_save(tmp / f"{name}.jsonl", name, PEOPLE_TURNS)
    write_expected(expected)
    for name, record in sorted(expected.items()):
        print(name, record.get("events"), record.get("phase"), record.get("undos"), record.get("hidden"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
