"""Helpers for the legacy rules tests (tests/test_legacy_*.py).

* ``lpack`` (a session fixture) is a copy of ``content/legacy`` with this file's own
  fixture haunts and chart instead of the pack's haunts (which are written by other
  people and may change), plus a few fixture tiles and cards whose whole text is one
  rule under test (``lx_`` ids). The tests never depend on the wording or balance of
  the real haunts, only on the starting tiles the format fixes (docs/LEGACY_FORMAT.md).
* Scenarios edit a fresh game's raw state *before* acting, through the small helpers
  below (a tile on top of the stack, a card on top of a deck, a figure put on a tile, a
  clip moved); the rules are never patched. Dice are steered only by choosing the
  chance counter (``state["rng"]``) and asserting on what the engine did with them.
* The fixture haunts: ``lx_harvest`` (Gleaners, a Crow, the large Neck), ``lx_strongest``,
  ``lx_plain`` (no monsters), ``lx_hoard`` (the traitor's power ``monsters_carry``:
  Magpies, a killable Jackdaw, a Silver Spoon object) and ``lx_hunt`` (a Hound that
  hunts by itself, ``controller: auto``).
* ``start_haunt`` reaches the haunt the way a game does: with the haunt threshold at 0
  (``options={"haunt_threshold": 0}``) the first omen drawn starts the haunt, and the
  fixture chart maps that omen to the wanted haunt.
"""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest
import yaml

from game.content.safe_yaml import safe_load
from game import Game, auto_seats, cmd, load_pack, new_game
from haunt_helpers import named_counters
# shared with the classic scenarios (re-exported for the test modules)
from scenario import (answer_first, card_on_top, fork, hand, index, monster, of_type,
                      put_monster, rolls, set_index, stack_on_top, track)

LEGACY_DIR = Path(__file__).resolve().parent.parent / "content" / "legacy"
NEVER = 99          # a haunt threshold no roll of 8 dice reaches (16 at most)


# -- fixture content ---------------------------------------------------------------------

def _tile(tid, floors, doors, symbols=(), **extra):
    data = {"id": tid, "name": tid.replace("_", " ").title(), "floors": list(floors),
            "doors": list(doors), "text": f"Fixture tile {tid}.", "flavor": ""}
    if symbols:
        data["symbols"] = list(symbols)
    else:
        data["symbol"] = None
    data.update(extra)
    return data


FIXTURE_TILES = [
    # an omen then an item, left to right (legacy p.10)
    _tile("lx_omen_then_item", ["ground"], "NESW", ["omen", "item"],
          actions=[{"id": "lx_ring", "word": "RING", "label": "Ring the bell",
                    "effects": [{"gain": {"trait": "sanity", "amount": 1}}]}]),
    # a plain omen room on the ground floor (start_haunt discovers it)
    _tile("lx_vestry", ["ground"], "NESW", ["omen"]),
    # an item then an event
    _tile("lx_item_then_event", ["ground"], "NESW", ["item", "event"]),
    # an item room and an event room of each region a test needs
    _tile("lx_pantry", ["ground"], "NESW", ["item"]),
    _tile("lx_orchard", ["outside"], "NESW", ["item"]),
    _tile("lx_parlour", ["ground"], "NESW", ["event"]),
    # tile effects that hurt (a traitor takes no damage from them, legacy p.19)
    _tile("lx_thorn_room", ["ground"], "NESW",
          on_enter=[{"damage": {"kind": "physical", "amount": 1}}],
          end_turn=[{"lose": {"trait": "sanity", "amount": 1}}]),
    # a dead end (one doorway) for the seal-off rule, and a plain corridor
    *[_tile(f"lx_dead_end{suffix}", ["ground", "outside", "upper", "basement"], "S")
      for suffix in ("", "_b", "_c")],
    _tile("lx_corridor", ["ground", "outside", "upper", "basement"], "NS"),
    _tile("lx_bend", ["ground", "outside", "upper", "basement"], "NE"),
    _tile("lx_tee", ["ground", "outside", "upper", "basement"], "NEW"),
    # the features conditions read
    _tile("lx_rune_ghost", ["ground"], "NESW", runestone=True, ghost=True),
    _tile("lx_haunted_parlour", ["ground"], "NESW", ["event"], ghost=True),
    _tile("lx_passage_up", ["upper"], "NS", secret_passage=True),
    _tile("lx_passage_down", ["basement"], "NS", secret_passage=True),
    # a tile action with a trait roll (the traitor may take 5 instead, legacy p.19)
    _tile("lx_study", ["ground"], "NESW",
          actions=[{"id": "lx_read", "word": "STUDY", "label": "Read the ledgers",
                    "effects": [{"roll": {"trait": "knowledge", "bands": [
                        {"min": 0, "max": 4, "effects": [{"narrate": {"text": "lx: under five"}}]},
                        {"min": 5, "max": 5, "effects": [{"narrate": {"text": "lx: exactly five"}}]},
                        {"min": 6, "effects": [{"narrate": {"text": "lx: over five"}}]}]}}]}]),
]

_BANDS_2 = [{"min": 0, "max": 1, "effects": [{"narrate": {"text": "lx: low"}}]},
            {"min": 2, "effects": [{"narrate": {"text": "lx: high"}}]}]


def _item(cid, text, **extra):
    return {"id": cid, "name": cid.replace("_", " ").title(), "text": text, "flavor": "", **extra}


FIXTURE_ITEMS = [
    _item("lx_tonic", "DRINK: gain 1 Might.", regions=["ground"],
          use={"word": "DRINK", "label": "Drink", "effects": [{"gain": {"trait": "might", "amount": 1}}]}),
    _item("lx_brandy", "DRINK: gain 1 Sanity.", regions=["basement"],
          use={"word": "DRINK", "label": "Drink", "effects": [{"gain": {"trait": "sanity", "amount": 1}}]}),
    _item("lx_bell", "RING: gain 1 Knowledge. 1 extra die on Knowledge rolls.", regions=["upper"],
          passive=[{"roll_bonus": {"trait": "knowledge", "dice": 1}}],
          use={"word": "RING", "label": "Ring", "effects": [{"gain": {"trait": "knowledge", "amount": 1}}]}),
    _item("lx_keepsake", "Heirloom slot.", regions=["ground"],
          heirloom={"text": "Heirloom: 1 extra die on Knowledge rolls.",
                    "passive": [{"roll_bonus": {"trait": "knowledge", "dice": 1}}]}),
    _item("lx_locket", "Heirloom slot.", regions=["ground"],
          heirloom={"text": "Heirloom: 1 extra die on Sanity rolls.",
                    "passive": [{"roll_bonus": {"trait": "sanity", "dice": 1}}]}),
    _item("lx_garden_shears", "Found only outside.", regions=["outside"]),
    _item("lx_cellar_hook", "Found only in the basement.", regions=["basement"]),
    # trait roll bonuses (legacy p.8: they do not apply to "roll N dice")
    _item("lx_lucky_charm", "+4 dice and +3 on Knowledge rolls.",
          passive=[{"roll_bonus": {"trait": "knowledge", "dice": 4}},
                   {"roll_bonus": {"trait": "knowledge", "result": 3}},
                   {"roll_bonus": {"dice": 2, "result": 2}}]),
    _item("lx_millstone", "-9 dice and -20 on Sanity rolls.",
          passive=[{"roll_bonus": {"trait": "sanity", "dice": -9}},
                   {"roll_bonus": {"trait": "sanity", "result": -20}}]),
    # effects under test, run through the public API by USE-ing the item
    _item("lx_two_dice", "CAST: roll 2 dice.",
          use={"word": "CAST", "label": "Cast", "effects": [{"roll": {"dice": 2, "bands": _BANDS_2}}]}),
    _item("lx_knowledge_roll", "PONDER: make a Knowledge roll.",
          use={"word": "PONDER", "label": "Ponder", "effects": [{"roll": {"trait": "knowledge", "bands": _BANDS_2}}]}),
    _item("lx_sanity_roll", "DOUBT: make a Sanity roll.",
          use={"word": "DOUBT", "label": "Doubt", "effects": [{"roll": {"trait": "sanity", "bands": _BANDS_2}}]}),
    _item("lx_toll", "TOLL: everyone takes 1 general damage.",
          use={"word": "TOLL", "label": "Toll", "effects": [
              {"each_explorer": {"effects": [{"damage": {"kind": "general", "amount": 1}}]}}]}),
    _item("lx_bargain", "BARGAIN: you may lose 2 Might to gain 1 Sanity.",
          use={"word": "BARGAIN", "label": "Bargain", "effects": [
              {"pay": {"trait": "might", "amount": 2, "effects": [{"gain": {"trait": "sanity", "amount": 1}}]}}]}),
    _item("lx_bruise", "BRUISE: take 2 physical damage.",
          use={"word": "BRUISE", "label": "Bruise", "effects": [{"damage": {"kind": "physical", "amount": 2}}]}),
    _item("lx_fret", "FRET: take 2 mental damage.",
          use={"word": "FRET", "label": "Fret", "effects": [{"damage": {"kind": "mental", "amount": 2}}]}),
    _item("lx_despair", "DESPAIR: take 3 general damage.",
          use={"word": "DESPAIR", "label": "Despair", "effects": [{"damage": {"kind": "general", "amount": 3}}]}),
    _item("lx_stumble", "STUMBLE: lose 2 Speed.",
          use={"word": "STUMBLE", "label": "Stumble", "effects": [{"lose": {"trait": "speed", "amount": 2}}]}),
    _item("lx_padded_coat", "Take 1 less physical damage each time.",
          passive=[{"reduce_damage": {"kind": "physical", "amount": 1}}]),
    _item("lx_ruin", "RUIN: lose 8 Speed.",
          use={"word": "RUIN", "label": "Ruin", "effects": [{"lose": {"trait": "speed", "amount": 8}}]}),
    _item("lx_salve", "APPLY: heal Might and Speed.",
          use={"word": "APPLY", "label": "Apply", "effects": [{"heal": {"trait": "might"}}, {"heal": {"trait": "speed"}}]}),
    _item("lx_dig", "DIG: draw an Item card.",
          use={"word": "DIG", "label": "Dig", "effects": [{"draw": {"deck": "item", "count": 1}}]}),
    _item("lx_dig_two", "DELVE: draw 2 Item cards.",
          use={"word": "DELVE", "label": "Delve", "effects": [{"draw": {"deck": "item", "count": 2}}]}),
    _item("lx_pistol", "Weapon, Firearm: ATTACK with Speed anyone in line of sight.",
          types=["weapon", "firearm"], weapon={"trait": "speed", "line_of_sight": True}),
    _item("lx_ghost_glass", "LOOK: 'ghost' on a ghost tile, 'rune' on a runestone.",
          use={"word": "LOOK", "label": "Look", "effects": [
              {"if": {"cond": {"tile_has": "ghost"}, "then": [{"narrate": {"text": "lx: ghost"}}]}},
              {"if": {"cond": {"tile_has": "runestone"}, "then": [{"narrate": {"text": "lx: rune"}}]}},
              {"if": {"cond": {"tile_has": "secret_passage"}, "then": [{"narrate": {"text": "lx: passage"}}]}},
              {"if": {"cond": {"carrying_type": "sacred"}, "then": [{"narrate": {"text": "lx: sacred"}}]}}]}),
    _item("lx_relic", "Sacred.", types=["sacred"]),
    _item("lx_hex", "Weapon: ATTACK with Sanity.", types=["weapon"], weapon={"trait": "sanity"}),
    # a weapon with an action of its own (legacy p.14: a used card's actions wait)
    _item("lx_cudgel", "Weapon: ATTACK with Might, 1 extra die. BRACE: gain 1 Might.", types=["weapon"],
          weapon={"trait": "might", "dice": 1},
          use={"word": "BRACE", "label": "Brace", "effects": [{"gain": {"trait": "might", "amount": 1}}]}),
    # a weapon that takes from the result (legacy p.8: no result is ever below 0)
    _item("lx_rusty_blade", "Weapon: ATTACK with Might; subtract 6 from the result.", types=["weapon"],
          weapon={"trait": "might"}, passive=[{"roll_bonus": {"trait": "might", "result": -6, "when": "attack"}}]),
    _item("lx_matchstick", "STRIKE: used up once struck.",
          use={"word": "STRIKE", "label": "Strike", "consume": True,
               "effects": [{"narrate": {"text": "lx: struck"}}]}),
    # a card effect that draws an omen (legacy p.11: the haunt check follows any omen drawn)
    _item("lx_dowsing_rod", "DOWSE: draw an Omen card, then gain 1 Might.",
          use={"word": "DOWSE", "label": "Dowse", "effects": [
              {"draw": {"deck": "omen", "count": 1}}, {"gain": {"trait": "might", "amount": 1}}]}),
    _item("lx_last_taper", "KINDLE: draw an Omen card; the taper is used up.",
          use={"word": "KINDLE", "label": "Kindle", "consume": True,
               "effects": [{"draw": {"deck": "omen", "count": 1}}]}),
]

FIXTURE_OMENS = [
    _item("lx_charm_omen", "When you take this Omen, gain 1 Sanity.",
          on_gain=[{"gain": {"trait": "sanity", "amount": 1}}]),
    _item("lx_companion_omen", "Companion: it follows you.", companion=True),
]

FIXTURE_EVENTS = [
    _item("lx_flood", "Ongoing: a small obstacle on this tile.", regions=["ground"], ongoing=True,
          token="small_obstacle"),
    _item("lx_flood_and_slide", "Ongoing: move to the Entrance Hall; a small obstacle where you drew it.",
          regions=["ground"], ongoing=True, token="small_obstacle",
          effects=[{"move_to": {"tile": "entrance_hall"}}]),
    _item("lx_murmur", "Intensity 1.", regions=["ground"], intensity=1, effects=[
        {"if": {"cond": {"intensity_at_least": 1}, "then": [{"narrate": {"text": "lx: intensity 1+"}}]}},
        {"if": {"cond": {"intensity_at_least": 2}, "then": [{"narrate": {"text": "lx: intensity 2+"}}]}}]),
    _item("lx_hush", "Intensity 0.", regions=["ground"], effects=[
        {"if": {"cond": {"intensity_at_least": 1}, "then": [{"narrate": {"text": "lx: intensity 1+"}}],
                "else": [{"narrate": {"text": "lx: calm"}}]}}]),
    _item("lx_yard_event", "Outside only.", regions=["outside"],
          effects=[{"narrate": {"text": "lx: outside event"}}]),
    _item("lx_cellar_event", "Basement only.", regions=["basement"],
          effects=[{"narrate": {"text": "lx: basement event"}}]),
    _item("lx_quiet", "Nothing happens.", regions=["ground"], effects=[{"narrate": {"text": "lx: quiet"}}]),
    # an event that draws an omen, then says so
    _item("lx_portent", "Draw an Omen card.", regions=["ground"],
          effects=[{"draw": {"deck": "omen", "count": 1}}, {"narrate": {"text": "lx: after the omen"}}]),
    # ghost effects on Event cards (the traitor is immune to the negative ones, legacy p.19)
    _item("lx_wail", "Take 2 mental damage, or 3 on a ghost tile.", regions=["ground"], effects=[
        {"if": {"cond": {"tile_has": "ghost"}, "then": [{"damage": {"kind": "mental", "amount": 3}}],
                "else": [{"damage": {"kind": "mental", "amount": 2}}]}}]),
    _item("lx_ghost_gift", "On a ghost tile, gain 1 Knowledge.", regions=["ground"], effects=[
        {"if": {"cond": {"tile_has": "ghost"}, "then": [{"gain": {"trait": "knowledge", "amount": 1}}],
                "else": [{"narrate": {"text": "lx: no ghost here"}}]}}]),
    _item("lx_ghost_instead", "Heal your Sanity; on a ghost tile, lose 1 Sanity instead.", regions=["ground"],
          effects=[{"if": {"cond": {"all": [{"tile_has": "ghost"}, {"haunt_started": True}]},
                           "then": [{"lose": {"trait": "sanity", "amount": 1}}],
                           "else": [{"narrate": {"text": "lx: spared the ghost"}}, {"heal": {"trait": "sanity"}}]}}]),
    # Ongoing Event cards (the traitor may ignore their harm, and then their help, legacy p.19)
    _item("lx_bog", "Ongoing: a Bog token here. Take 1 physical damage, then gain 1 Knowledge.",
          regions=["ground"], ongoing=True, token="lx_bog_mark",
          effects=[{"damage": {"kind": "physical", "amount": 1}}, {"gain": {"trait": "knowledge", "amount": 1}}]),
    _item("lx_spring", "Ongoing: a Spring token here (entering it: gain 1 Might; your movement ends). "
          "Gain 1 Sanity.", regions=["ground"], ongoing=True, token="lx_spring_mark",
          effects=[{"gain": {"trait": "sanity", "amount": 1}}]),
    _item("lx_glow", "Ongoing: gain 1 Knowledge.", regions=["ground"], ongoing=True,
          effects=[{"gain": {"trait": "knowledge", "amount": 1}}]),
]

FIXTURE_TOKENS = [
    {"id": "lx_bog_mark", "name": "Bog", "text": "The Bog event lies here."},
    {"id": "lx_spring_mark", "name": "Spring", "text": "Entering this tile: gain 1 Might; your movement ends.",
     "on_enter": [{"gain": {"trait": "might", "amount": 1}}, {"end_movement": {}}]},
]


# -- fixture haunts -------------------------------------------------------------------------

def _book(side, counter, **extra):
    book = {
        "setup_text": f"Right now: the {side} of this fixture get ready.", "setup": [],
        "win_text": f"The {side} win when {counter} reaches 5.",
        "goals": [{"id": f"{counter}_goal", "kind": "main", "title": f"Raise {counter}",
                   "text": "", "actions": [f"raise_{counter}"]}],
        "actions": [{"id": f"raise_{counter}", "word": "RAISE", "label": f"Raise {counter}",
                     "text": "", "effects": [{"counter": {"name": counter, "add": 1}}]},
                    {"id": "fall", "word": "FALL", "label": "Fall down the well", "text": "",
                     "effects": [{"lose": {"trait": "might", "amount": 8}}]}],
        "ending": f"The {side} of this fixture have won.",
    }
    book.update(extra)
    return book


def _haunt(hid, number, rule, **extra):
    data = {"id": hid, "number": number, "title": hid, "traitor_rule": rule,
            "story": f"Fixture haunt {hid}.", "hints": {"heroes": ["h"], "traitor": ["t"]},
            "heroes": _book("heroes", "hope"), "traitor": _book("traitor", "dread"),
            "win": {"heroes": [{"counter_at_least": {"counter": "hope", "value": 5}}],
                    "traitor": [{"counter_at_least": {"counter": "dread", "value": 5}},
                                {"side_dead": "heroes"}]}}
    data.update(extra)
    return named_counters(data)


GLEANER = {"id": "gleaner", "name": "Gleaner", "count": {3: 2, 4: 3, 5: 4}, "size": "small",
           "traits": {"speed": 2, "might": 3}, "attack": "might", "place": {"tile": "upper_landing"},
           "text": "Small, numbered."}
CROW = {"id": "crow", "name": "Crow", "count": 1, "size": "small",
        "traits": {"speed": 3, "might": 2}, "attack": "might", "place": {"tile": "upper_landing"},
        "text": "Another small kind."}
NECK = {"id": "neck", "name": "The Neck", "count": 1, "size": "large",
        "traits": {"speed": 0, "might": 6, "sanity": 4}, "attack": "might",
        "place": {"tile": "basement_landing"}, "text": "Large; Speed 0 still moves 1."}

# monsters allowed to carry (the haunt power monsters_carry, legacy p.20)
MAGPIE = {"id": "magpie", "name": "Magpie", "count": 2, "size": "small",
          "traits": {"speed": 3, "might": 2}, "attack": "might", "place": {"tile": "upper_landing"},
          "text": "Small; carries off what it finds."}
JACKDAW = {"id": "jackdaw", "name": "Jackdaw", "count": 1, "size": "small", "killable": True,
           "traits": {"speed": 3, "might": 2}, "attack": "might", "place": {"tile": "upper_landing"},
           "text": "Small; carries too; any damage kills it."}

# a monster that hunts by itself (controller: auto)
HOUND = {"id": "hound", "name": "Hound", "count": 1, "size": "small", "controller": "auto",
         "traits": {"speed": 4, "might": 2}, "attack": "might", "place": {"tile": "front_steps"},
         "text": "Small; hunts the nearest hero by itself."}

FIXTURE_HAUNTS = [
    _haunt("lx_harvest", 1, "haunt_revealer", monsters=[GLEANER, CROW, NECK]),
    _haunt("lx_strongest", 2, {"highest": "might"}),
    _haunt("lx_plain", 3, "haunt_revealer"),
    _haunt("lx_hoard", 4, "haunt_revealer", monsters=[MAGPIE, JACKDAW],
           traitor=_book("traitor", "dread", powers=["monsters_carry"]),
           objects=[{"id": "lx_spoon", "name": "Silver Spoon", "place": {"tile": "upper_landing"},
                     "text": "A fixture object."}]),
    _haunt("lx_hunt", 5, "haunt_revealer", monsters=[HOUND]),
]


def _extend(path: Path, entries) -> None:
    data = safe_load(path.read_text()) or []
    data.extend(copy.deepcopy(entries))
    path.write_text(yaml.safe_dump(data, sort_keys=False))


def build_legacy_pack(folder: Path):
    """Copy content/legacy to ``folder`` with the fixture tiles, cards, haunts and chart."""
    dst = Path(folder) / "legacy"
    shutil.copytree(LEGACY_DIR, dst, ignore=shutil.ignore_patterns("haunts", "haunt_chart.yaml"))
    _extend(dst / "tiles.yaml", FIXTURE_TILES)
    _extend(dst / "items.yaml", FIXTURE_ITEMS)
    _extend(dst / "events.yaml", FIXTURE_EVENTS)
    _extend(dst / "omens.yaml", FIXTURE_OMENS)
    _extend(dst / "tokens.yaml", FIXTURE_TOKENS)
    (dst / "haunts").mkdir()
    for data in FIXTURE_HAUNTS:
        (dst / "haunts" / f"{data['id']}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    tiles = safe_load((dst / "tiles.yaml").read_text())
    omens = safe_load((dst / "omens.yaml").read_text())
    rows = [t["id"] for t in tiles if "omen" in (t.get("symbols") or [t.get("symbol")])]
    columns = [c["id"] for c in omens]
    # column j holds haunt (j mod n) + 1 in every row: the omen drawn picks the haunt
    cells = [[j % len(FIXTURE_HAUNTS) + 1 for j in range(len(columns))] for _ in rows]
    (dst / "haunt_chart.yaml").write_text(
        yaml.safe_dump({"rows": rows, "columns": columns, "cells": cells}, sort_keys=False))
    return load_pack(dst)


_BUILT: dict = {}   # (each test file that imports the fixture has its own: the pack is built once)


@pytest.fixture(scope="session")
def lpack(tmp_path_factory):
    """The legacy pack with the fixture content (built once per test session)."""
    if "lpack" not in _BUILT:
        _BUILT["lpack"] = build_legacy_pack(tmp_path_factory.mktemp("legacy_fixture_pack"))
    return _BUILT["lpack"]


# -- games ----------------------------------------------------------------------------------

def make_game(pack, players: int = 4, seed: int = 1, **options) -> Game:
    """A fresh legacy free-play game; seat 0 goes first; no haunt unless a test asks."""
    options.setdefault("first_player", 0)
    options.setdefault("haunt_threshold", NEVER)
    return new_game("legacy", auto_seats(pack, players, seed), seed, pack, options=options)


def omen_for(pack, haunt_id: str) -> str:
    """An omen whose chart column leads to this fixture haunt."""
    number = pack.haunts[haunt_id]["number"]
    chart = pack.chart
    return next(o for j, o in enumerate(chart["columns"]) if chart["cells"][0][j] == number)


def start_haunt(pack, haunt_id: str, players: int = 4, seed: int = 1, revealer: int = 0,
                omen: str | None = None, before=None, **options) -> Game:
    """A game in which ``revealer`` discovers an omen room north of the Entrance Hall,
    draws an omen of this haunt's chart column and (threshold 0) starts the haunt.
    ``before(game)`` may edit the fresh game first (traits, cards...)."""
    options["haunt_threshold"] = 0
    game = make_game(pack, players, seed, first_player=revealer, **options)
    if before is not None:
        before(game)
    stack_on_top(game, "lx_vestry")
    card_on_top(game, "omen", omen or omen_for(pack, haunt_id))
    game.submit(cmd("explore", revealer, door="N"))
    answer_first(game)
    assert game.phase == "haunt" and game.state["haunt"]["id"] == haunt_id, game.phase
    return game


# -- scenario edits of the raw state (before acting) ----------------------------------------

def place(game: Game, tile: str, region: str, x: int, y: int, rot: int = 0) -> None:
    """Take a tile out of the stack and lay it on the board."""
    state = game.state
    if tile in state["stack"]:
        state["stack"].remove(tile)
    state["map"].setdefault(region, {})[f"{x},{y}"] = [tile, rot]
    state["placed"][tile] = [region, x, y, rot]


def only_in_stack(game: Game, *tiles: str) -> None:
    """Leave exactly these tiles in the stack, in this order (the rest are back in the
    box for this game, as the rulebook's "return to the box")."""
    game.state["stack"] = list(tiles)


def pile(game: Game, tile: str, card: str) -> None:
    """A card lying in an item pile on a tile (dropped earlier)."""
    game.state["decks"][game.pack.cards[card].deck].remove(card)
    game.state["piles"].setdefault(tile, []).append(card)


def put(game: Game, seat: int, tile: str) -> None:
    game.state["players"][seat]["tile"] = tile
    game.state["players"][seat]["side"] = None


def token(game: Game, tile: str, tok: str) -> None:
    game.state["tokens"].setdefault(tile, []).append(tok)


def start_index(game: Game, seat: int, trait: str) -> int:
    return game.pack.explorers[game.state["players"][seat]["explorer"]].starts[trait]


def value(game: Game, seat: int, trait: str) -> int:
    i = index(game, seat, trait)
    return 0 if i < 0 else track(game, seat, trait)[i]


def set_moves(game: Game, moves: int) -> None:
    game.state["turn"]["moves"] = moves


# -- reading what happened ------------------------------------------------------------------


def narrated(events) -> list[str]:
    return [e["text"] for e in events if e["t"] == "narrated"]


def legal(game: Game, seat: int, kind: str) -> list[dict]:
    return [c.args for c in game.legal_commands(seat) if c.type == kind]


def answer(game: Game, choice) -> list[dict]:
    return game.submit(cmd("answer", game.pending["seat"], choice=choice))


def explore(game: Game, seat: int, door: str, tile: str | None = None) -> list[dict]:
    """Go through an open doorway (with ``tile`` on top of the stack), placing the new
    tile the first offered way; return the events."""
    if tile is not None:
        stack_on_top(game, tile)
    return game.submit(cmd("explore", seat, door=door)) + answer_first(game)


def end_turn(game: Game) -> list[dict]:
    return game.submit(cmd("end_turn", game.current_seat())) + answer_first(game)


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


# -- haunt turns (shared by the legacy haunt tests) ---------------------------------------------

def traitors_turn(pack, haunt="lx_plain"):
    """The traitor's (seat 0) first turn: in the Entrance Hall with 6 moves, everyone
    else (monsters too) out of the way in the Vestry."""
    return to_the_traitor(start_haunt(pack, haunt))


def to_the_traitor(game):
    while game.current_seat() != 0:
        end_turn(game)
    for m in game.state.get("monsters", []):
        m["tile"] = "lx_vestry"
    for seat in (1, 2, 3):
        put(game, seat, "lx_vestry")
    put(game, 0, "entrance_hall")
    set_moves(game, 6)
    return game


def monsters_turn(game):
    while game.state["turn"]["kind"] != "monsters":
        end_turn(game)
    return game


def win_by_two(events):
    res = of_type(events, "attack_resolved")
    return bool(res) and res[0]["winner"] == "attacker" and res[0]["attack"] - res[0]["defence"] >= 2


def hoard_monsters_turn(pack):
    """lx_hoard (traitor power monsters_carry): two Magpies and a killable Jackdaw on the
    Upper Landing, where the Silver Spoon (an object) lies; an item pile there too. The
    monsters' turn, every explorer out of the way in the Vestry."""
    game = start_haunt(pack, "lx_hoard")
    pile(game, "upper_landing", "lx_tonic")
    monsters_turn(game)
    for seat in range(4):
        put(game, seat, "lx_vestry")
    for m in game.state["monsters"]:
        m["moves"] = 6
    return game
