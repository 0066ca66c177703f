"""Helpers for the campaign tests (tests/test_campaign_*.py).

The tests play ``tests/fixtures/campaign_mini``: a two-chapter campaign pack on the
legacy free-play house that uses every campaign mechanic (its Legacy cards, journal
entries and Folium doors are named in the tests). The real campaign's content is
written by others and may change; these tests depend on the fixture only.

* ``new_campaign(tmp_path)`` makes a campaign of four families in a temporary folder.
* ``chapter_game(house, n, ...)`` starts a chapter's game straight from a house, with no
  campaign around it, for the rules tests (state edited by hand before acting, as the
  other rules tests do).
* ``play_out(game)`` lets sensible bots play a game to its end.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game import load_pack, new_game
from game.bots import make_bot
from game.campaign import create_campaign
from game.campaign.house import starting_house

MINI = Path(__file__).resolve().parent / "fixtures" / "campaign_mini"
FAMILIES = ("corvane", "greaves", "pendry", "fennick")


@pytest.fixture(scope="session")
def cpack():
    return load_pack(MINI)


def new_campaign(root, pack, families=FAMILIES, seed=3, name="Test campaign"):
    return create_campaign(name, [{"family": f, "player": f"P{i}"} for i, f in enumerate(families)],
                           seed=seed, pack=pack, root=Path(root))


def seats_for(plan, families=None, names=None) -> list[dict]:
    """Seats for the next chapter: survivors come back at their least age, new members
    are made up (``names``: family -> (first name, age) to choose instead)."""
    out = []
    for fam in plan["families"]:
        if families is not None and fam["family"] not in families:
            continue
        chosen = (names or {}).get(fam["family"])
        if chosen is not None:
            out.append({"family": fam["family"], "name": chosen[0], "age": chosen[1]})
        elif fam["returning"]:
            back = fam["returning"][0]
            out.append({"family": fam["family"], "name": back["name"], "age": back["age"]})
        else:
            # (a name nobody of the family had: "NewCorvane", then "NewCorvane1" in chapter 1...)
            suffix = "" if plan["n"] == 0 else str(plan["n"])
            out.append({"family": fam["family"], "name": f"New{fam['family'].title()}{suffix}", "age": 20})
    return out


def chapter_game(pack, house=None, n=0, members=(("corvane", "Mercy", 30), ("greaves", "Ned", 19),
                                               ("pendry", "Nell", 19)), joining=(), seed=7, played=None,
                 log_path=None, betrayals=None, tally=None):
    """A chapter's game from ``house`` (default: the pack's starting house); ``betrayals``
    (family -> chapters betrayed in so far) and ``tally`` (side -> chapters won) as the
    campaign would give them."""
    house = starting_house(pack) if house is None else house
    info = {"id": "test", "n": n, "title": pack.extra["campaign"]["chapters"][n]["title"],
            "year": pack.extra["campaign"]["chapters"][n]["year"],
            "seats": [{"family": f, "member": name, "age": age, "returning": False,
                       "chapters_played": (played or {}).get(f, 0)} for f, name, age in members],
            "joining": list(joining)}
    if betrayals is not None:
        info["betrayals"] = dict(betrayals)
    if tally is not None:
        info["tally"] = dict(tally)
    seats = [{"family": f, "name": f"{name} {f.title()}", "age": age} for f, name, age in members]
    return new_game("legacy", seats, seed, pack, log_path=log_path,
                    chapter={"house": house, "info": info, "header": {"id": "test", "chapter": n}})


def play_out(game, level="sensible", seed=0, limit=5000) -> int:
    bots = {s: make_bot(level, seed * 31 + s, pack=game.pack) for s in range(len(game.state["players"]))}
    steps = 0
    while game.phase != "over" and steps < limit:
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        steps += 1
    assert game.phase == "over", "the chapter never ended"
    return steps


def changes(game, kind=None) -> list[dict]:
    found = game.state["house"]["changes"]
    return [c for c in found if kind is None or c["kind"] == kind]


def finish_chapters(camp, count, families=None, level="sensible"):
    """Play ``count`` chapters of ``camp`` with bots; the chapter_finished events."""
    out = []
    for _ in range(count):
        game = camp.start_chapter(seats_for(camp.next_chapter(), families))
        play_out(game, level, seed=len(camp.chapters))
        out.append(camp.finish_chapter(game))
    return out


def whisper_read(pack, seed=7):
    """A prologue game whose first seat has just drawn A Whisper in the Mere (an event
    that asks the table to name the Crow; it waits in Purgatory, put in the house by
    hand), every question before the naming answered: the naming waits."""
    from game import cmd
    from scenario import put, stack_on_top

    game = chapter_game(pack, seed=seed)
    seat = game.current_seat()
    game.state["house"]["purgatory"].remove("mini_whisper")
    game.state["house"]["decks"]["event"].append("mini_whisper")
    game.state["decks"]["event"].insert(0, "mini_whisper")
    put(game, seat, "entrance_hall")
    stack_on_top(game, "best_parlour")
    door = next(c.args["door"] for c in game.legal_commands(seat) if c.type == "explore")
    game.submit(cmd("explore", seat, door=door))
    while game.pending is not None and game.pending["kind"] != "name_card":
        game.submit(cmd("answer", game.pending["seat"], choice=game.pending["options"][0]))
    return game
