"""Helpers for the haunt rules tests (tests/test_haunt_*.py, test_combat.py,
test_monsters.py, test_victory.py).

* ``reveal(game, ...)`` starts a chosen haunt through the engine's own functions: the
  current turn ends, the haunt roll comes up "started" for a chosen omen and omen room,
  and ``game.haunt.reveal.reveal`` reads the chart, picks the traitor and sets up,
  exactly as ``game/rules/turn.py`` does after a successful haunt roll.
* ``fixture_pack(dir)`` is a copy of the classic pack whose haunts and chart are small
  haunts written here, one per rule under test, so the tests never depend on the
  wording or the balance of the real haunts.
* Scenario edits (tiles, positions, traits, cards) change a fresh game's raw state
  before acting, the way tests/scenario.py does for the pre-haunt rules; dice are
  steered only by choosing the chance counter (``state["rng"]``), never by patching.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from driver import start as driver_start
from game import Game, load_pack
# shared with the classic scenarios (re-exported for the test modules)
from scenario import (answer_first, fork, hand, monster, of_type, put_monster, rolls,
                      set_index, track)
from game.clone import clone
from game.effects import push_ops
from game.effects import run as run_effects
from game.content.haunts import counters_used
from game.engine import Ctx
from game.haunt.reveal import reveal as engine_reveal
from game.content.safe_yaml import safe_load

CLASSIC_DIR = Path(__file__).resolve().parent.parent / "content" / "classic"


# -- games ----------------------------------------------------------------------------------

def start(pack, players=4, seed=1, **options):
    """A fresh game (tests/driver.start) with seat 0 first unless told otherwise."""
    options.setdefault("first_player", 0)
    return driver_start(pack, players=players, seed=seed, **options)


def cell_for(pack, number: int) -> tuple[str, str]:
    """(omen, room) of the first chart cell holding this haunt number."""
    chart = pack.chart
    for i, room in enumerate(chart["rows"]):
        for j, omen in enumerate(chart["columns"]):
            if chart["cells"][i][j] == number:
                return omen, room
    raise AssertionError(f"haunt number {number} is not on the chart")


def reveal(game: Game, haunt: str | None = None, *, revealer: int | None = None,
           omen: str | None = None, room: str | None = None, draw_omen: bool = True) -> list[dict]:
    """Start a haunt on ``game`` the way a successful haunt roll does; return the events.

    ``haunt``: a haunt id (its first chart cell gives the omen and room), or give
    ``omen`` and ``room`` to read the chart. ``revealer`` defaults to the seat whose
    turn it is. With ``draw_omen`` the revealer first draws the omen (if still in its
    deck), as the revealer really did before rolling.
    """
    pack = game.pack
    if haunt is not None:
        omen, room = cell_for(pack, pack.haunts[haunt]["number"])
    assert omen is not None and room is not None
    seat = game.current_seat()
    revealer = seat if revealer is None else revealer
    ctx = Ctx(pack, game.ruleset, clone(game.state))
    if draw_omen and omen in ctx.state["decks"]["omen"]:
        ctx.emit("card_drawn", seat=revealer, deck="omen", card=omen)
    ctx.emit("turn_ended", seat=seat, kind="explorer", hash=None)
    ctx.emit("haunt_rolled", seat=revealer, total=0, omens=ctx.state["omens_drawn"], started=True,
             omen=omen, room=room)
    push_ops(ctx, [{"_first_haunt_turn": {}}], revealer)
    engine_reveal(ctx, revealer, omen, room)
    run_effects(ctx)
    ctx.close()
    game._state = ctx.state
    game._events.extend(ctx.events)
    if hasattr(game, "_undo"):
        game._undo = []          # nothing before a reveal can be taken back
    return ctx.events


def steer_lot(game: Game, seat: int) -> int:
    """Choose the chance counter so that the next lot drawn among the living explorers
    (the ``drawn`` traitor rule) falls to ``seat``; returns the counter."""
    from game import chance
    state = game.state
    seats = [p["seat"] for p in state["players"] if p["alive"]]
    for r in range(state["rng"], state["rng"] + 1000):
        if seats[chance.pick_index(state["seed"], r, len(seats))] == seat:
            state["rng"] = r
            return r
    raise AssertionError(f"no counter draws seat {seat}")


def start_haunt(pack, haunt: str, players=4, seed=1, revealer=0, **options) -> Game:
    """A fresh game in which ``revealer`` (whose turn it is) reveals ``haunt``."""
    game = start(pack, players=players, seed=seed, first_player=revealer, **options)
    reveal(game, haunt, draw_omen=False)
    return game


def haunt_board(app, pack, haunt: str = "coming_ready_or_not", seed: int = 1, settle: int = 30):
    """The board of a person at the first haunt turn of ``haunt`` (the others bots, the
    books taken as read), its opening shown and settled: (scene, the person's seat)."""
    from scenes.board.play import PlayScene

    game = start_haunt(pack, haunt, players=4, seed=seed)
    seat = game.acting_seat()
    scene = PlayScene(app, game, bot_seats=set(range(4)) - {seat}, books_read=True)
    app.push(scene)
    app.run_frames(30)
    scene.presenter.skip()
    app.run_frames(settle)
    return scene, seat


# -- scenario edits of the raw state (before acting) ----------------------------------------

def first_offered(pack, kind: str, turns: int = 60, need=None):
    """(game, seat, command): the first ``kind`` command offered in the haunts of ``pack``
    that have ``need`` (a key of the haunt's data, e.g. "monsters"), each begun (seed 1,
    four players) and played by ending turns (or the first command) for up to ``turns``
    commands; None if none offers one."""
    for haunt in pack.haunts:
        if need is not None and not pack.haunts[haunt].get(need):
            continue
        game = start_haunt(pack, haunt, players=4, seed=1)
        for _ in range(turns):
            seat = game.acting_seat()
            legal = game.legal_commands(seat)
            found = next((c for c in legal if c.type == kind), None)
            if found is not None:
                return game, seat, found
            game.submit(next((c for c in legal if c.type == "end_turn"), None) or legal[0])
    return None


def place(game: Game, tile: str, region: str, x: int, y: int, rot: int = 0) -> None:
    state = game.state
    if tile in state["stack"]:
        state["stack"].remove(tile)
    state["map"].setdefault(region, {})[f"{x},{y}"] = [tile, rot]
    state["placed"][tile] = [region, x, y, rot]


def put(game: Game, seat: int, tile: str) -> None:
    game.state["players"][seat]["tile"] = tile
    game.state["players"][seat]["side"] = None


def set_value(game: Game, seat: int, trait: str, value: int) -> None:
    """Put the trait's clip on a step showing ``value`` (the lowest such step)."""
    steps = track(game, seat, trait)
    assert value in steps, f"{trait} {value} is not on seat {seat}'s track {steps}"
    set_index(game, seat, trait, steps.index(value))


def value(game: Game, seat: int, trait: str) -> int:
    index = game.state["players"][seat]["traits"][trait]
    return 0 if index < 0 else track(game, seat, trait)[index]


def common_value(game: Game, seats, trait: str) -> int:
    """A value every one of these seats has on its track (for ties)."""
    shared = set.intersection(*(set(track(game, s, trait)) for s in seats))
    return sorted(shared)[len(shared) // 2]


def try_dice(game: Game, act, want, limit: int = 600):
    """Run ``act(copy)`` on copies of ``game`` with the chance counter at 0, 1, 2...
    and return (copy, events) for the first whose events satisfy ``want``."""
    for r in range(limit):
        trial = fork(game)
        trial.state["rng"] = r
        events = act(trial)
        if want(events):
            return trial, events
    pytest.fail(f"no chance counter below {limit} gave the wanted dice")


# -- the fixture pack ------------------------------------------------------------------------

def _book(side: str, counter: str, **extra) -> dict:
    """A minimal side's book whose goal is a counter raised by one action."""
    book = {
        "setup_text": f"Right now: the {side} of this fixture get ready.",
        "setup": [],
        "win_text": f"The {side} of this fixture win when the {counter} counter is high.",
        "goals": [{"id": f"{counter}_goal", "kind": "main", "title": f"Raise {counter}",
                   "text": f"Raise the {counter} counter.", "actions": [f"raise_{counter}"]}],
        "actions": [{"id": f"raise_{counter}", "word": "RAISE", "label": f"Raise {counter}",
                     "text": f"RAISE: add one to the {counter} counter.",
                     "effects": [{"counter": {"name": counter, "add": 1}}]}],
        "ending": f"The {side} of this fixture have won.",
    }
    if side == "heroes":   # a way to die on one's own turn through the public API
        book["actions"].append({"id": "fall", "word": "FALL", "label": "Fall down the well",
                                "text": "FALL: lose 8 Might.",
                                "effects": [{"lose": {"trait": "might", "amount": 8}}]})
    book.update(extra)
    return book


def named_counters(data: dict) -> dict:
    """A fixture haunt naming each counter it uses by its id (the shipped packs, whose
    pack.yaml the fixture packs copy, ask every haunt for ``counter_names``)."""
    data.setdefault("counter_names", {c: c.replace("_", " ") for c in sorted(counters_used(data))})
    return data


def _haunt(hid: str, number: int, rule, *, heroes=None, traitor=None, win=None, **extra) -> dict:
    data = {
        "id": hid, "number": number, "title": hid.replace("_", " ").title(),
        "traitor_rule": rule,
        "story": f"A fixture haunt for the rules tests: {hid}.",
        "hints": {"heroes": [f"Heroes hint of {hid}."], "traitor": [f"Traitor hint of {hid}."]},
        "heroes": heroes or _book("heroes", "hope"),
        "traitor": traitor or _book("traitor", "dread"),
        "win": win or {"heroes": [{"counter_at_least": {"counter": "hope", "value": 5}}],
                       "traitor": [{"counter_at_least": {"counter": "dread", "value": 5}},
                                   {"side_dead": "heroes"}]},
    }
    data.update(extra)
    return named_counters(data)


GHOUL = {"id": "ghoul", "name": "Ghoul", "count": {3: 2, 4: 3, 5: 4, 6: 5},
         "traits": {"speed": 3, "might": 5}, "attack": "might",
         "place": {"near": "traitor"}, "text": "A ghoul: no mind to speak of (no Sanity)."}
WISP = {"id": "wisp", "name": "Wisp", "count": 1, "traits": {"speed": 2, "sanity": 4},
        "attack": "sanity", "place": {"tile": "grand_staircase"}, "text": "A wisp."}
SHADE = {"id": "shade", "name": "Shade", "count": 2, "traits": {"speed": 2, "might": 2},
         "attack": "might", "killable": True, "place": {"tile": "foyer"}, "text": "A shade."}

# each fixture haunt has its own chart number; CHART_OVERRIDES pins the cells the skip-rule
# tests walk through, the rest of the chart cycles through every number
FIXTURE_HAUNTS = [
    # 1: the full setup: monsters by player count, objects, both sides' setup effects
    _haunt("fx_revealer", 1, "haunt_revealer",
           heroes=_book("heroes", "hope", setup=[{"counter": {"name": "heroes_setup", "add": 1}},
                                                 {"gain": {"trait": "knowledge", "amount": 1}}]),
           traitor=_book("traitor", "dread", setup=[{"counter": {"name": "traitor_setup", "add": 1}},
                                                    {"gain": {"trait": "might", "amount": 1}}]),
           monsters=[GHOUL, WISP],
           objects=[{"id": "relic", "name": "The Relic", "place": {"tile": "entrance_hall"},
                     "text": "A relic."},
                    {"id": "idol", "name": "The Idol", "place": {"near": "traitor"}, "text": "An idol."},
                    {"id": "urn", "name": "The Urn", "text": "An urn, placed later."}]),
    _haunt("fx_left", 2, "left_of_revealer",
           heroes=_book("heroes", "hope", setup=[{"gain": {"trait": "knowledge", "amount": 1}}])),
    _haunt("fx_highest_might", 3, {"highest": "might"}),
    _haunt("fx_lowest_sanity", 4, {"lowest": "sanity"}),
    # 5: also a reaction in the heroes' book as each hero's turn starts (a harmless counter)
    _haunt("fx_oldest", 5, "oldest",
           heroes=_book("heroes", "hope", reactions=[
               {"title": "Chill", "on": "turn_start", "text": "At the start of your turn: a chill.",
                "effects": [{"counter": {"name": "chill", "add": 1}}]}])),
    _haunt("fx_youngest", 6, "youngest"),
    _haunt("fx_omen_owner", 7, {"omen_owner": "ferrymans_boathook"}),
    _haunt("fx_none", 8, "none",
           monsters=[dict(GHOUL, controller="auto", count=1, place={"tile": "grand_staircase"})]),
    _haunt("fx_hidden", 9, {"hidden": "drawn"},
           traitor=_book("traitor", "dread",
                         box="The gray box of the hidden fixture traitor, read by everybody.")),
    # 10: victory conditions: an object carried to a room, rounds survived, a win effect
    _haunt("fx_objects", 10, "haunt_revealer",
           objects=[{"id": "relic", "name": "The Relic", "place": {"tile": "entrance_hall"},
                     "text": "Carry it up the stairs."}],
           heroes=_book("heroes", "hope", actions=[
               {"id": "raise_hope", "word": "RAISE", "label": "Raise hope",
                "text": "RAISE: add one to the hope counter.",
                "effects": [{"counter": {"name": "hope", "add": 1}}]},
               {"id": "fall", "word": "FALL", "label": "Fall down the well",
                "text": "FALL: lose 8 Might.", "effects": [{"lose": {"trait": "might", "amount": 8}}]},
               {"id": "proclaim", "word": "PROCLAIM", "label": "Proclaim victory",
                "text": "PROCLAIM (in the Grand Staircase): the heroes win.",
                "where": {"tile_is": "grand_staircase"},
                "effects": [{"win": {"side": "heroes"}}]}]),
           win={"heroes": [{"object_on_tile": {"object": "relic", "tile": "grand_staircase"}},
                           {"counter_at_least": {"counter": "hope", "value": {3: 2, 4: 3, 5: 3, 6: 4}}}],
                "traitor": [{"rounds_at_least": 2}, {"side_dead": "heroes"}]}),
    # 11: killable monsters counted down
    _haunt("fx_killable", 11, "haunt_revealer", monsters=[SHADE],
           win={"heroes": [{"monsters_left_at_most": {"monster": "shade", "value": 0}}],
                "traitor": [{"side_dead": "heroes"}]}),
    # 12: the heroes may win with nobody left alive
    _haunt("fx_no_survivor", 12, "haunt_revealer", heroes_need_survivor=False),
]

# object_on_tile's ``by`` (docs/HAUNT_FORMAT.md): fx_carried takes haunt number 10 in a
# pack of its own (the ``carried_pack`` fixture), the chart and the other haunts as above.
# The traitor (the revealer) starts holding the deed: the heroes win with it in the Foyer
# held by a hero or lying there; the traitor with it lying on the Grand Staircase. The lamp
# (no ``by``) wins the heroes on the Upper Landing, carried there by anyone. One ghoul,
# on the Upper Landing: classic monsters never pick anything up, so a test that wants one
# carrying says so with ``monster_carries``.
FX_CARRIED = _haunt(
    "fx_carried", 10, "haunt_revealer",
    monsters=[dict(GHOUL, count=1, place={"tile": "upper_landing"})],
    objects=[{"id": "deed", "name": "The Deed", "place": {"carried_by": "traitor"}, "stealable": True,
              "text": "The traitor starts holding it. It can be stolen."},
             {"id": "lamp", "name": "The Lamp", "place": {"tile": "entrance_hall"},
              "text": "Carry it upstairs."}],
    win={"heroes": [{"object_on_tile": {"object": "deed", "tile": "foyer", "by": "heroes"}},
                    {"object_on_tile": {"object": "lamp", "tile": "upper_landing"}}],
         "traitor": [{"object_on_tile": {"object": "deed", "tile": "grand_staircase", "by": "nobody"}},
                     {"side_dead": "heroes"}]})

# cells the skip-rule tests rely on: (room, omen) -> haunt number
CHART_OVERRIDES = {
    ("antler_room", "widows_derringer"): 2,
    ("clock_room", "widows_derringer"): 3,
    ("wellhead", "widows_derringer"): 4,
    ("antler_room", "vellum_almanac"): 5,
    ("clock_room", "vellum_almanac"): 6,
    ("wellhead", "vellum_almanac"): 7,
}


def fixture_chart(folder: Path) -> dict:
    """Rows: the pack's omen rooms; columns: its omens (read from the copied files)."""
    tiles = safe_load((folder / "tiles.yaml").read_text())
    omens = safe_load((folder / "omens.yaml").read_text())
    rows = [t["id"] for t in tiles if t.get("symbol") == "omen"]
    columns = [c["id"] for c in omens]
    n = len(FIXTURE_HAUNTS)
    cells = [[(i + 13 * j) % n + 1 for j in range(len(columns))] for i in range(len(rows))]
    for (room, omen), number in CHART_OVERRIDES.items():
        cells[rows.index(room)][columns.index(omen)] = number
    return {"rows": rows, "columns": columns, "cells": cells}


def build_fixture_pack(folder: Path, haunts=None):
    """Copy the classic pack to ``folder`` with these haunts and a chart for them."""
    folder = Path(folder) / "classic"
    shutil.copytree(CLASSIC_DIR, folder)
    shutil.rmtree(folder / "haunts")
    (folder / "haunts").mkdir()
    (folder / "haunt_chart.yaml").unlink(missing_ok=True)
    for data in haunts or FIXTURE_HAUNTS:
        (folder / "haunts" / f"{data['id']}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    (folder / "haunt_chart.yaml").write_text(yaml.safe_dump(fixture_chart(folder), sort_keys=False))
    return load_pack(folder)


_BUILT: dict = {}   # (each test file that imports a fixture has its own: each pack is built once)


@pytest.fixture(scope="session")
def fx_pack(tmp_path_factory):
    """The classic pack with the fixture haunts (built once per test session)."""
    if "fx_pack" not in _BUILT:
        _BUILT["fx_pack"] = build_fixture_pack(tmp_path_factory.mktemp("fixture_pack"))
    return _BUILT["fx_pack"]


@pytest.fixture(scope="session")
def carried_pack(tmp_path_factory):
    """The fixture pack with fx_carried in place of fx_objects (built once per session)."""
    if "carried_pack" not in _BUILT:
        haunts = [FX_CARRIED if h["number"] == FX_CARRIED["number"] else h for h in FIXTURE_HAUNTS]
        _BUILT["carried_pack"] = build_fixture_pack(tmp_path_factory.mktemp("carried_pack"), haunts)
    return _BUILT["carried_pack"]


def give_object(game: Game, obj: str, seat: int) -> None:
    """Scenario edit: ``seat`` holds the haunt object (as the event object_taken leaves it)."""
    game.state["haunt"]["objects"][obj] = {"tile": None, "holder": seat}


def monster_carries(game: Game, mid: str, obj: str) -> None:
    """Scenario edit: the monster carries the haunt object (as monster_picked_up leaves it,
    under the haunt power monsters_carry)."""
    m = monster(game, mid)
    m.setdefault("carrying", []).append(f"object:{obj}")
    game.state["haunt"]["objects"][obj] = {"tile": m["tile"], "holder": None, "monster": mid}


__all__ = ["start", "fork", "reveal", "start_haunt", "cell_for", "fx_pack", "carried_pack",
           "give_object", "monster_carries"]


def begun_state(pack, haunt_id: str, players: int, traitor: int | None = 0) -> dict:
    """The least of a game's state that the haunt's views read (``game.haunt.visibility``):
    ``haunt_id`` just begun at a table of ``players``, ``traitor`` its traitor (None: every
    explorer a hero), hidden if its rule says so. For a haunt no chart reaches (a
    campaign chapter's) as well as any other."""
    from collections.abc import Mapping

    rule = pack.haunts[haunt_id]["traitor_rule"]
    hidden = isinstance(rule, Mapping) and "hidden" in rule
    return {"phase": "haunt", "ruleset": pack.ruleset, "monsters": [],
            "players": [{"seat": s, "name": f"Seat {s}", "role": "traitor" if s == traitor else "hero",
                         "colour": "red"} for s in range(players)],
            "haunt": {"id": haunt_id, "hidden": hidden, "traitor": traitor, "revealer": 1, "counters": {},
                      "rounds": 0, "objects": {}}}
