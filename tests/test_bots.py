"""Bots worth playing with: every level plays whole games, answers every kind of
question, is reproducible, never peeks, and the sensible bot plays better than chance."""

from __future__ import annotations

import inspect
import json
import shutil
from pathlib import Path

import pytest
import yaml

from game import auto_seats, load_pack, new_game
from game.content.safe_yaml import safe_load
from game.bots import LEVELS, SideBot, make_bot
from game.commands import cmd
from game.content.haunts import counters_used

ROOT = Path(__file__).resolve().parent.parent
BOT_MODULES = sorted((ROOT / "game" / "bots").glob("*.py"))


def play(pack, players, seed, bots, max_turns=300, plain=False, record=None):
    """Play with ``bots`` (seat -> bot); ``plain``: hand each bot a JSON copy of its view
    (plain data, nothing behind it)."""
    game = new_game("classic", auto_seats(pack, players, seed), seed, pack, options={"date": "11-21"})
    while game.phase != "over" and game.state["turns_taken"] < max_turns:
        seat = game.acting_seat()
        commands = game.legal_commands(seat)
        view = game.view(seat)
        if plain:
            view = json.loads(json.dumps(view))
        command = bots[seat].choose(view, commands)
        assert command in commands, f"{bots[seat]} chose an illegal {command}"
        if record is not None:
            record.append((seat, command.to_dict()))
        game.submit(command)
    return game


def level_bots(level, players, seed, pack=None):
    return {s: make_bot(level, seed * 31 + s, pack=pack) for s in range(players)}


# -- whole games ---------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_whole_games_for_three_to_six_players(classic_pack, level):
    for players, seed in ((3, 11), (4, 12), (5, 13), (6, 14)):
        game = play(classic_pack, players, seed, level_bots(level, players, seed), plain=True)
        assert game.phase == "over", f"{level}, {players} players: capped in phase {game.phase}"
        assert game.state["winner"] in ("heroes", "traitor")


def test_a_mixed_table_and_side_bots_play_too(classic_pack):
    bots = {0: make_bot("random", 1), 1: make_bot("sensible", 2), 2: make_bot("cunning", 3),
            3: SideBot(make_bot("sensible", 4), make_bot("cunning", 5), make_bot("random", 6))}
    game = play(classic_pack, 4, 21, bots)
    assert game.phase == "over"


@pytest.mark.parametrize("level", ["sensible", "cunning"])
def test_same_seed_same_game(classic_pack, level):
    runs = [play(classic_pack, 4, 31, level_bots(level, 4, 31)) for _ in range(2)]
    assert runs[0].state_hash() == runs[1].state_hash()
    assert len(runs[0].events) == len(runs[1].events)


def test_make_bot_knows_its_levels():
    assert LEVELS == ("random", "sensible", "cunning")
    for level in LEVELS:
        assert hasattr(make_bot(level, 1), "choose")
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


# -- every question answered -----------------------------------------------------------------

def _haunt_view(pack):
    """A real mid-haunt view for a hero seat (and that game)."""
    game = new_game("classic", auto_seats(pack, 4, 12), 12, pack, options={"date": "11-21"})
    bots = level_bots("sensible", 4, 12)
    while not (game.phase == "haunt" and game.pending is None
               and game.state["turn"]["kind"] == "explorer"
               and game.state["players"][game.acting_seat()]["role"] == "hero"):
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    return game


def _questions(view, seat):
    me = view["players"][seat]
    spot = next(iter(view["placed"].items()))
    return [
        {"kind": "damage", "options": [{"might": 2}, {"speed": 1, "might": 1}, {"speed": 2}],
         "damage_kind": "physical", "amount": 2},
        {"kind": "may", "options": [True, False],
         "ref": ["card", "the_wind_up_ballerina", "effects", 0, "may", "effects"]},
        {"kind": "choose", "options": [0, 1, 2], "labels": ["warm", "cold", "neither"],
         "ref": ["card", "warm_door_cold_door", "effects", 0, "choose", "options"]},
        {"kind": "pay", "options": [True, False], "trait": "might", "amount": 1,
         "ref": ["card", "blood_for_the_lock", "effects", 0, "pay", "effects"]},
        {"kind": "gain_choice", "options": ["sanity", "knowledge"], "amount": 2},
        {"kind": "place_tile", "tile": "scullery", "mode": "discover",
         "options": [{"region": "ground", "x": 9, "y": 9, "rot": r} for r in range(4)]},
        {"kind": "place_tile", "tile": spot[0], "mode": "relocate",
         "options": [{"region": spot[1][0], "x": spot[1][1], "y": spot[1][2], "rot": spot[1][3]}]},
        {"kind": "move_choice", "options": sorted(view["placed"])[:5]},
        {"kind": "discard_item", "options": ["bitter_tonic", "hobnailed_boots"]},
        {"kind": "steal", "options": ["damage", "butchers_cleaver", "object:hymnal"],
         "victim": (seat + 1) % len(view["players"]), "damage_kind": "physical", "amount": 2},
        # a question whose content lies in a book this seat cannot read
        {"kind": "may", "options": [True, False],
         "ref": ["haunt", view["haunt"]["id"], "traitor", "actions", 0, "effects"]},
        {"kind": "choose", "options": [0, 1], "labels": ["a", "b"],
         "ref": ["haunt", view["haunt"]["id"], "traitor", "actions", 0, "effects"]},
    ], me


@pytest.mark.parametrize("level", LEVELS)
def test_every_pending_kind_gets_a_legal_answer(classic_pack, level):
    game = _haunt_view(classic_pack)
    seat = game.acting_seat()
    base = game.view(seat)
    questions, _me = _questions(base, seat)
    bot = make_bot(level, 5)
    for question in questions:
        view = dict(base, pending={"seat": seat, "prompt": "?", **question})
        commands = [cmd("answer", seat, choice=o) for o in question["options"]]
        choice = bot.choose(view, commands)
        assert choice in commands, (level, question["kind"])


def test_damage_goes_where_there_is_room(classic_pack):
    game = _haunt_view(classic_pack)
    seat = game.acting_seat()
    view = game.view(seat)
    view["players"][seat]["traits"].update(speed=5, might=0)  # might one step above the skull
    view["pending"] = {"seat": seat, "kind": "damage", "options": [{"might": 1}, {"speed": 1}],
                       "damage_kind": "physical", "amount": 1, "prompt": "?"}
    commands = [cmd("answer", seat, choice=o) for o in view["pending"]["options"]]
    for level in ("sensible", "cunning"):
        assert make_bot(level, 1).choose(view, commands)["choice"] == {"speed": 1}


# -- no peeking ------------------------------------------------------------------------------

def _strip(view, seat):
    """The view with every haunt book but the seat's own side's removed."""
    out = json.loads(json.dumps(view))
    role = out["players"][seat].get("role")
    own = {"hero": "heroes", "traitor": "traitor"}.get(role)
    if out.get("haunt") and "books" in out["haunt"]:
        out["haunt"]["books"] = {k: v for k, v in out["haunt"]["books"].items() if k == own}
    return out


def test_bots_decide_from_the_view_alone(classic_pack):
    game = new_game("classic", auto_seats(classic_pack, 4, 12), 12, classic_pack, options={"date": "11-21"})
    bots = level_bots("sensible", 4, 12)
    judges = {level: make_bot(level, 7) for level in LEVELS}
    checked = set()
    while game.phase != "over" and game.state["turns_taken"] < 300:
        seat = game.acting_seat()
        commands = game.legal_commands(seat)
        view = game.view(seat)
        role = view["players"][seat].get("role")
        kind = (view["turn"] or {}).get("kind")
        key = (role, kind, view["pending"] is not None)
        if game.phase == "haunt" and key not in checked:
            checked.add(key)
            for level, bot in judges.items():
                assert bot.choose(view, commands) in commands, (level, key)
                assert bot.choose(_strip(view, seat), commands) in commands, (level, key)
        game.submit(bots[seat].choose(view, commands))
    assert {("hero", "explorer", False), ("traitor", "explorer", False)} <= checked


def test_bots_never_touch_the_game_object():
    for path in BOT_MODULES:
        source = path.read_text(encoding="utf-8")
        for forbidden in ("from ..game import", "import game.game", "Game(", ".legal_commands(",
                          ".submit(", "state_hash", "._state"):
            assert forbidden not in source, f"{path.name} uses {forbidden}"
    for level in LEVELS:
        params = list(inspect.signature(make_bot(level, 1).choose).parameters)
        assert params == ["view", "commands"]


def _altered_pack(tmp_path, hide_side):
    """A copy of the classic pack in which ``hide_side``'s book says and does something
    else (every text rewritten, every action's condition and effects changed) and wins
    otherwise: a bot of the other side must not notice."""
    folder = tmp_path / f"classic_{hide_side}"
    shutil.copytree(ROOT / "content" / "classic", folder)
    other = "heroes" if hide_side == "traitor" else "traitor"
    for path in sorted((folder / "haunts").glob("*.yaml")):
        data = safe_load(path.read_text(encoding="utf-8"))   # (as the game reads it)
        if isinstance(data.get("traitor_rule"), dict) and "hidden" in data["traitor_rule"] and hide_side == "traitor":
            continue  # a hidden traitor's book is public
        book = data.get(hide_side) or {}
        _rewrite_text(book)
        for action in book.get("actions") or ():
            action["where"] = {"tile_is": "entrance_hall"}
            action.pop("roll", None), action.pop("bands", None), action.pop("modifiers", None)
            action["effects"] = [{"gain": {"trait": "might", "amount": 1}}]
        data["win"][hide_side] = [{"side_dead": other}]
        used = counters_used(data)   # (the names of the counters the book no longer uses go with them)
        data["counter_names"] = {c: n for c, n in (data.get("counter_names") or {}).items() if c in used}
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return load_pack(folder)


def _rewrite_text(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("text", "title", "label", "box", "win_text", "setup_text", "prompt") and isinstance(value, str):
                node[key] = "Something else entirely. " + value[::-1]
            else:
                _rewrite_text(value)
    elif isinstance(node, list):
        for item in node:
            _rewrite_text(item)


def _haunt_decisions(pack, seeds, role):
    """(view, commands) of every decision a seat of ``role`` takes in the haunt."""
    out = []
    for seed, players in seeds:
        game = new_game("classic", auto_seats(pack, players, seed), seed, pack, options={"date": "11-21"})
        bots = level_bots("sensible", players, seed)
        while game.phase != "over" and game.state["turns_taken"] < 300:
            seat = game.acting_seat()
            commands = game.legal_commands(seat)
            view = game.view(seat)
            if game.phase == "haunt" and view["players"][seat].get("role") == role:
                out.append((view, commands))
            game.submit(bots[seat].choose(view, commands))
    return out


SEEDS = ((12, 4), (4001, 4), (4002, 5), (4005, 4), (4009, 4), (4017, 4))


@pytest.mark.slow
@pytest.mark.parametrize("reader,hidden", [("hero", "traitor"), ("traitor", "heroes")])
def test_choices_do_not_depend_on_the_other_sides_book(classic_pack, tmp_path, reader, hidden):
    """Each decision, taken with the real pack and with one where the other side's
    book is rewritten, is the same; and so is a whole game played that way."""
    other = _altered_pack(tmp_path, hidden)
    decisions = _haunt_decisions(classic_pack, SEEDS, reader)
    haunts = {view["haunt"]["id"] for view, _ in decisions}
    assert len(decisions) > 50 and len(haunts) >= 4, haunts
    for level in ("sensible", "cunning"):
        for view, commands in decisions:
            seen = make_bot(level, 3, pack=classic_pack).choose(view, commands)
            blind = make_bot(level, 3, pack=other).choose(view, commands)
            assert seen == blind, (level, view["haunt"]["id"], seen, blind)
    base_log: list = []
    base = play(classic_pack, 4, 12, level_bots("cunning", 4, 12), record=base_log)
    roles = [p["role"] for p in base.state["players"]]
    bots = {s: make_bot("cunning", 12 * 31 + s, pack=other if roles[s] == reader else classic_pack)
            for s in range(4)}
    log: list = []
    game = play(classic_pack, 4, 12, bots, record=log)
    assert log == base_log and game.state_hash() == base.state_hash()


# -- better than chance ----------------------------------------------------------------------

@pytest.mark.slow
def test_sensible_heroes_beat_random_heroes_against_the_same_traitor(classic_pack):
    wins = {}
    for heroes in ("sensible", "random"):
        wins[heroes] = 0
        for i in range(20):
            seed = 4100 + i
            bots = {s: SideBot(make_bot("sensible", seed * 31 + s), make_bot(heroes, seed * 37 + s),
                               make_bot("random", seed * 41 + s)) for s in range(3)}
            game = play(classic_pack, 3, seed, bots)
            wins[heroes] += game.state["winner"] == "heroes"
    assert wins["sensible"] > wins["random"], wins


# -- the cunning traitor -----------------------------------------------------------------------

def _to_haunt(pack, players, seed, level="cunning"):
    """A game played by ``level`` bots up to the haunt's start (and those bots)."""
    game = new_game("classic", auto_seats(pack, players, seed), seed, pack, options={"date": "11-21"})
    bots = level_bots(level, players, seed, pack)
    while not (game.phase == "haunt" and game.state["haunt"].get("id")):
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    return game, bots


@pytest.mark.slow
def test_cunning_monsters_of_a_kind_never_crowd_together(classic_pack):
    """The drowned parishioners start in one room; the cunning traitor never moves one
    into a room holding as many of its kind as the room it leaves (one prayer over a
    crowded room would lay them all to rest)."""
    moved = 0
    for players, seed in ((4, 1046), (6, 1058)):
        game, bots = _to_haunt(classic_pack, players, seed)
        assert game.state["haunt"]["id"] == "the_drowned_congregation"
        while game.phase != "over" and game.state["turns_taken"] < 300:
            seat = game.acting_seat()
            command = bots[seat].choose(game.view(seat), game.legal_commands(seat))
            if command.type == "monster_move":
                monsters = game.state["monsters"]
                me = next(m for m in monsters if m["id"] == command["monster"])
                kin = [m["tile"] for m in monsters if m["kind"] == me["kind"] and m["id"] != me["id"]]
                assert kin.count(command["to"]) == 0 or kin.count(command["to"]) < kin.count(me["tile"])
                moved += 1
            game.submit(command)
    assert moved > 0


def test_cunning_bot_picks_up_the_objects_its_side_has_no_use_for(classic_pack):
    """In The Long Drop the noose is the heroes' tool: the cunning traitor's plan goes
    for it, the sensible traitor's does not (and no hero 'denies' its own tool)."""
    from game.bots.decision import Decision
    game, _bots = _to_haunt(classic_pack, 5, 1028)
    assert game.state["haunt"]["id"] == "the_long_drop"
    traitor = game.state["haunt"]["traitor"]
    view = game.view(traitor)
    hero = next(p["seat"] for p in game.state["players"] if p["role"] == "hero")

    def goes_for_noose(level, seat):
        d = Decision(make_bot(level, 1, pack=classic_pack), game.view(seat), [])
        return [t.kind for t in d.tasks() if t.obj == "hangmans_noose"]

    assert goes_for_noose("cunning", traitor) == ["fetch"]
    assert goes_for_noose("sensible", traitor) == []
    assert goes_for_noose("cunning", hero) == ["fetch"]  # the heroes' own need, fetched once
    assert view["haunt"]["objects"]["hangmans_noose"]["holder"] is None


def test_danger_weighs_a_foe_in_the_room_above_one_who_must_walk(classic_pack):
    """fight.danger(come=...): an opponent already in the room strikes for sure, one
    who would have to walk to me may not come, so that room looks less dangerous."""
    from game.bots import fight, paths
    game, _bots = _to_haunt(classic_pack, 5, 1028)
    traitor = game.state["haunt"]["traitor"]
    view = game.view(traitor)
    foe = next(p["seat"] for p in view["players"] if p["seat"] != traitor and p["alive"])
    there = view["players"][foe]["tile"]
    near = [t for t, n in paths.reach(classic_pack, view, there).items() if 0 < n <= 2]
    sure = fight.danger(classic_pack, view, traitor, [there] + near, [foe], [])
    maybe = fight.danger(classic_pack, view, traitor, [there] + near, [foe], [], come=0.5)
    assert maybe[there] == sure[there] > 0
    assert all(maybe[t] < sure[t] for t in near if sure[t] > 0) and any(sure[t] > 0 for t in near)
