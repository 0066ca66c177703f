"""A hidden traitor is hidden (issue 18).

Legacy p.19, "Hidden Traitor": some haunts have "a hidden traitor, whose identity is
secret from the other players"; the classic book's hidden-traitor haunt (The
Understudy) is played the same way. Both hidden-traitor haunts used to choose the
traitor by a trait everyone can read (the lowest Sanity, the highest Knowledge), so a
hero's own view named the traitor in most games. Now the traitor is drawn face down
(docs/HAUNT_FORMAT.md, ``{hidden: drawn}``) and the draw is told to everyone else
without its result.

Two checks, over every hidden-traitor haunt of both packs:

* whoever the lot falls to, a hero's view, the events it is shown (``visible_events``)
  and the sentences told of them are the same, and so are the table's;
* over many seeds and table sizes, guessers that read only what a hero is shown (the
  old rules' traits, who is named or coloured in the chronicle, who acts first, who
  revealed the haunt, anything marked in the view) name the traitor no more often than
  chance, 1 in (players - 1).
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from game import auto_seats, chance, load_pack, new_game
from game.content.safe_yaml import safe_load
from game.narration import narrate_all, tell
from game.state import trait_value
from game.views import visible_events
from haunt_helpers import fork, reveal

ROOT = Path(__file__).resolve().parent.parent
TRAITS = ("might", "speed", "sanity", "knowledge")


def hidden_haunts() -> list[tuple[str, str]]:
    found = []
    for ruleset in ("classic", "legacy"):
        for path in sorted((ROOT / "content" / ruleset / "haunts").glob("*.yaml")):
            data = safe_load(path.read_text())   # (as the game reads it)
            rule = data["traitor_rule"]
            # (a haunt that needs a campaign's house cannot begin on the pack alone: its
            # books are checked on such a house in test_legacy_haunt_books.py)
            if isinstance(rule, dict) and "hidden" in rule and not data.get("needs"):
                found.append((ruleset, path.stem))
    return found


HIDDEN = hidden_haunts()
PLAYERS = {"classic": (3, 4, 5, 6), "legacy": (3, 4, 5)}


def test_both_packs_have_a_hidden_traitor_haunt():
    assert {r for r, _h in HIDDEN} == {"classic", "legacy"}, HIDDEN


def fresh(ruleset: str, players: int, seed: int):
    pack = load_pack(ruleset)
    options = {"first_player": 0}
    if ruleset == "legacy":
        options["haunt_threshold"] = 99   # no haunt but the one this test reveals
    return new_game(ruleset, auto_seats(pack, players, seed), seed, pack, options=options)


def lot_to(game, seat: int) -> None:
    """Change the (never shown) seed so the traitor's lot falls to ``seat``: the game so
    far and every other event are the same."""
    state = game.state
    seats = [p["seat"] for p in state["players"] if p["alive"]]
    state["seed"] = next(s for s in range(10_000)
                         if seats[chance.pick_index(s, state["rng"], len(seats))] == seat)


def shown_to(game, perspective):
    """Everything ``perspective`` is shown: its view, its events and their sentences."""
    events = visible_events(game.state, game.events, perspective)
    return game.view(perspective).plain(), events, tell(game.pack, game.state, game.events, perspective, [])


@pytest.mark.parametrize("ruleset,haunt", HIDDEN)
def test_whoever_draws_the_lot_a_hero_and_the_table_are_shown_the_same(ruleset, haunt):
    players = 4
    base = fresh(ruleset, players, seed=5)
    shown = {}
    for traitor in range(players):
        game = fork(base)
        lot_to(game, traitor)
        reveal(game, haunt)
        assert game.state["haunt"]["traitor"] == traitor and game.state["haunt"]["hidden"]
        shown[traitor] = {p: shown_to(game, p) for p in [*range(players), "table", "heroes"]}
    for a in range(players):
        for b in range(a + 1, players):
            for p in [*(s for s in range(players) if s not in (a, b)), "table", "heroes"]:
                assert shown[a][p] == shown[b][p], f"seat {p} can tell a traitor {a} from a traitor {b}"
            assert shown[a][a] != shown[b][a]   # (the traitor's own eyes do see it: not vacuous)


@pytest.mark.parametrize("ruleset,haunt", HIDDEN)
def test_the_traitors_own_eyes_and_the_end_of_the_game_name_the_traitor(ruleset, haunt):
    game = fresh(ruleset, 4, seed=2)
    lot_to(game, 1)
    reveal(game, haunt)
    for perspective in (1, "traitor", "omniscient"):
        _view, events, lines = shown_to(game, perspective)
        (lot,) = [e for e in events if e["t"] == "traitor_drawn"]
        assert lot["seat"] == 1
        name = game.view("table")["players"][1]["name"]
        assert any(f"{name} draws the traitor's" in line for line in lines), perspective
    for perspective in (0, 2, 3, "table", "heroes"):
        _view, events, lines = shown_to(game, perspective)
        (lot,) = [e for e in events if e["t"] == "traitor_drawn"]
        assert lot["seat"] is None and "draws the traitor's" not in " ".join(lines)
    game.state["phase"] = "over"   # once the game is over, everyone may know
    _view, events, _lines = shown_to(game, "table")
    assert [e["seat"] for e in events if e["t"] == "traitor_drawn"] == [1]


# -- guessing ---------------------------------------------------------------------------------

def guesses(game, me: int, told_from: int) -> dict[str, int | None]:
    """What each guesser names, reading only what seat ``me`` is shown."""
    view = game.view(me).plain()
    events = visible_events(game.state, game.events, me)
    others = [p["seat"] for p in view["players"] if p["seat"] != me and p["alive"]]
    out = {}
    for trait in TRAITS:   # the old rules (lowest Sanity, highest Knowledge) and their kin
        values = {s: trait_value(game.pack, view, s, trait) for s in others}
        out[f"lowest {trait}"] = min(others, key=lambda s: (values[s], s))
        out[f"highest {trait}"] = max(others, key=lambda s: (values[s], -s))
    names = {p["seat"]: p["name"] for p in view["players"]}
    lines = narrate_all(game.pack, events[told_from:], view["players"])
    named = [s for line in lines for s in others if names[s] in line]
    out["last named in the chronicle"] = named[-1] if named else None
    seats = [e.get("seat") for e in events[told_from:] if e.get("seat") in others]
    out["last seat of an event (its colour)"] = seats[-1] if seats else None
    out["marked in the view"] = next((p["seat"] for p in view["players"] if p["seat"] in others
                                      and p.get("role") not in (None, "hero")), view["haunt"]["traitor"])
    out["the revealer"] = view["haunt"]["revealer"]
    out["whoever acts first"] = (view["turn"] or {}).get("seat")
    return out


@pytest.mark.parametrize("ruleset,haunt", HIDDEN)
def test_nothing_a_hero_is_shown_names_the_traitor_better_than_chance(ruleset, haunt):
    hits, chance_of, tries = {}, [], 0
    for seed in range(90):
        players = PLAYERS[ruleset][seed % len(PLAYERS[ruleset])]
        game = fresh(ruleset, players, seed)
        told_from = len(game.events)
        reveal(game, haunt)
        traitor = game.state["haunt"]["traitor"]
        for me in range(players):
            if me == traitor:
                continue
            tries += 1
            chance_of.append(1 / (players - 1))
            for name, guess in guesses(game, me, told_from).items():
                hits[name] = hits.get(name, 0) + (guess == traitor)
    expected = sum(chance_of)
    noise = 4 * math.sqrt(sum(p * (1 - p) for p in chance_of))
    assert tries > 200 and len(hits) == 13
    better = {name: n for name, n in hits.items() if n > expected + noise}
    assert not better, f"{tries} guesses, chance {expected:.0f} (+ {noise:.0f} noise): {hits}"
