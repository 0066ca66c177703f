"""Effect words run on their own: each op's rule, on a game set up for it.

``run_words`` runs an effect list for one seat through the interpreter, exactly as a
card or a room runs it: a frame on the state's stack naming the content by reference
(here an effect list the test holds), run until it asks or ends.
"""

from __future__ import annotations

import pytest

from game.campaign.ending import _EndCtx, run_end_effects
from game.campaign.house import locked, starting_house
from game.clone import clone
from game.effects import push_ref
from game.effects import run as run_effects
from game.engine import Ctx

from campaign_helpers import cpack  # noqa: F401  (a fixture)
from haunt_helpers import fx_pack, monster, put_monster, start_haunt  # noqa: F401 (fixtures, used by name as parameters)
from scenario import make_game, place, put, rolls


class _Holding:
    """The game's pack, plus the effect list under test at the reference ["test"]."""

    def __init__(self, pack, ops):
        self._pack, self._ops = pack, ops

    def __getattr__(self, name):
        return getattr(self._pack, name)

    def lookup(self, ref):
        if ref[0] != "test":
            return self._pack.lookup(ref)
        node = self._ops
        for step in ref[1:]:
            node = node[step]
        return node


def run_words(game, seat: int, ops: list) -> list[dict]:
    """Run ``ops`` for ``seat`` on ``game``; the events they made."""
    ctx = Ctx(_Holding(game.pack, ops), game.ruleset, clone(game.state))
    push_ref(ctx, ["test"], seat)
    run_effects(ctx)
    ctx.close()
    game._state = ctx.state
    game._events.extend(ctx.events)
    return ctx.events


def kinds(events) -> list[str]:
    return [e["t"] for e in events]


# -- any pack ---------------------------------------------------------------------------

def test_token_places_and_removes_a_token_on_the_actors_tile_only():
    game = make_game()
    put(game, 1, "foyer")
    run_words(game, 1, [{"token": {"place": "cobweb_knot"}}])
    assert game.state["tokens"].get("foyer") == ["cobweb_knot"]
    assert "cobweb_knot" not in game.state["tokens"].get("entrance_hall", [])
    assert run_words(game, 0, [{"token": {"remove": "cobweb_knot"}}]) == []  # (not on seat 0's tile)
    run_words(game, 1, [{"token": {"remove": "cobweb_knot"}}])
    assert not game.state["tokens"].get("foyer")


def test_each_here_runs_for_every_other_explorer_on_the_tile_clockwise():
    game = make_game(players=5)
    for seat, tile in ((0, "foyer"), (1, "foyer"), (2, "entrance_hall"), (3, "foyer"), (4, "foyer")):
        put(game, seat, tile)
    before = [p["traits"]["might"] for p in game.state["players"]]
    events = run_words(game, 3, [{"each_here": {"effects": [{"lose": {"trait": "might", "amount": 1}}]}}])
    after = [p["traits"]["might"] for p in game.state["players"]]
    assert [b - a for b, a in zip(before, after)] == [1, 1, 0, 0, 1]  # not me, not seat 2 elsewhere
    assert [e["seat"] for e in events if e["t"] == "trait_set"] == [4, 0, 1]  # from my left


def test_slide_to_moves_the_actor_there_for_no_move_and_not_to_an_unplaced_tile():
    game = make_game()
    moves = game.state["turn"]["moves"]
    assert "coal_chute" in game.pack.tiles and "coal_chute" not in game.state["placed"]
    assert run_words(game, 0, [{"slide_to": {"tile": "coal_chute"}}]) == []
    assert game.state["players"][0]["tile"] == "entrance_hall"
    run_words(game, 0, [{"slide_to": {"tile": "basement_landing"}}])
    assert game.state["players"][0]["tile"] == "basement_landing"
    assert game.state["turn"]["moves"] == moves


def test_elevator_rolls_two_dice_and_moves_its_tile_once_a_turn_for_the_one_whose_turn_it_is():
    game = make_game()
    place(game, "cage_lift", "ground", 1, -1, 1)
    put(game, 0, "cage_lift")
    put(game, 1, "cage_lift")
    assert rolls(run_words(game, 1, [{"elevator": {}}])) == []  # not seat 1's turn
    events = run_words(game, 0, [{"elevator": {}}])
    assert [len(r["dice"]) for r in rolls(events)] == [2]
    assert "elevator" in game.state["turn"]["used"]
    assert game.pending["kind"] == "place_tile" or "tile_relocated" in kinds(events) \
        or "narrated" in kinds(events)  # (where to, asked; or the one place; or none)
    game.state["pending"] = None
    assert rolls(run_words(game, 0, [{"elevator": {}}])) == []  # once a turn


# -- haunts -----------------------------------------------------------------------------

@pytest.fixture
def haunt(fx_pack):
    """fx_revealer revealed by seat 2: ghouls near the traitor, a wisp on the staircase."""
    return start_haunt(fx_pack, "fx_revealer", revealer=2)


def test_place_object_puts_it_on_the_actors_tile_or_the_named_one(haunt):
    put(haunt, 0, "foyer")
    run_words(haunt, 0, [{"place_object": {"object": "urn"}}])
    assert haunt.state["haunt"]["objects"]["urn"]["tile"] == "foyer"
    run_words(haunt, 0, [{"place_object": {"object": "urn", "tile": "grand_staircase"}}])
    assert haunt.state["haunt"]["objects"]["urn"]["tile"] == "grand_staircase"
    assert run_words(haunt, 0, [{"place_object": {"object": "urn", "tile": "nowhere"}}]) == []


def test_stun_monsters_here_stuns_only_the_monsters_on_the_actors_tile(haunt):
    put(haunt, 0, "foyer")
    put_monster(haunt, "ghoul#1", "foyer")
    put_monster(haunt, "wisp#1", "foyer")
    put_monster(haunt, "ghoul#2", "grand_staircase")
    events = run_words(haunt, 0, [{"stun_monsters_here": {}}])
    assert sorted(e["id"] for e in events if e["t"] == "monster_stunned") == ["ghoul#1", "wisp#1"]
    assert monster(haunt, "ghoul#1")["stunned"] and not monster(haunt, "ghoul#2")["stunned"]


def test_kill_monsters_here_removes_the_monsters_on_the_tile_of_the_type_named(haunt):
    put(haunt, 0, "foyer")
    put_monster(haunt, "ghoul#1", "foyer")
    put_monster(haunt, "wisp#1", "foyer")
    put_monster(haunt, "ghoul#2", "grand_staircase")
    run_words(haunt, 0, [{"kill_monsters_here": {"monster": "wisp"}}])
    alive = {m["id"] for m in haunt.state["monsters"]}
    assert "wisp#1" not in alive and {"ghoul#1", "ghoul#2"} <= alive
    run_words(haunt, 0, [{"kill_monsters_here": {}}])
    alive = {m["id"] for m in haunt.state["monsters"]}
    assert "ghoul#1" not in alive and "ghoul#2" in alive


# -- campaign packs ---------------------------------------------------------------------

def test_add_or_intensify_adds_a_locked_card_and_checks_a_box_on_one_in_the_house(cpack):
    house = starting_house(cpack)
    card = "long_fowling_gun"
    assert locked(house, card)
    ctx = _EndCtx(cpack, house, {"n": 0})
    run_end_effects(ctx, [{"add_or_intensify": {"card": card}}])
    assert [c["kind"] for c in ctx.changes] == ["add_card"] and not locked(house, card)
    run_end_effects(ctx, [{"add_or_intensify": {"card": card}}])
    assert [c["kind"] for c in ctx.changes] == ["add_card", "intensify"]
    assert house["cards"][card]["checks"] == 1


def test_add_range_brings_every_purgatory_card_numbered_in_the_range_and_no_other(cpack):
    house = starting_house(cpack)
    numbers = {e["card"]: e["number"] for e in cpack.extra["campaign"]["purgatory"]}
    wanted = {c for c, n in numbers.items() if 203 <= n <= 205}
    assert wanted and all(locked(house, c) for c in wanted)
    ctx = _EndCtx(cpack, house, {"n": 0})
    run_end_effects(ctx, [{"add_range": {"from": 203, "to": 205}}])
    assert {c["card"] for c in ctx.changes} == wanted
    assert not any(locked(house, c) for c in wanted)
    assert all(locked(house, c) for c, n in numbers.items() if not 203 <= n <= 205)


def test_intensify_present_checks_a_box_only_on_cards_the_house_has_in_a_deck(cpack):
    house = starting_house(cpack)
    in_deck = next(iter(house["decks"]["item"]))
    still_locked = next(c for c in house["purgatory"])
    ctx = _EndCtx(cpack, house, {"n": 0})
    run_end_effects(ctx, [{"intensify_present": {"cards": [in_deck, still_locked]}}])
    assert [(c["kind"], c["card"]) for c in ctx.changes] == [("intensify", in_deck)]
    assert house["cards"][in_deck]["checks"] == 1 and locked(house, still_locked)
