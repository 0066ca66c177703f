"""Classic "The Traitor's New Powers" and who acts in the monsters' turn."""

import pytest

from game import IllegalCommand, cmd

from haunt_helpers import fx_pack, hand, place, put, start_haunt  # noqa: F401  (fx_pack is a fixture)


def _traitor_turn(game):
    traitor = game.state["haunt"]["traitor"]
    while game.current_seat() != traitor or game.state["turn"]["kind"] != "explorer":
        game.submit(cmd("end_turn", game.acting_seat()))
    return traitor


def test_the_traitor_walks_across_a_barrier_without_a_roll(fx_pack):
    game = start_haunt(fx_pack, "fx_revealer", seed=3)
    traitor = _traitor_turn(game)
    place(game, "chasm", "ground", 1, 0, 0)
    put(game, traitor, "chasm")
    game.state["players"][traitor]["side"] = 0
    events = game.submit(cmd("cross_barrier", traitor))
    assert not [e for e in events if e["t"] == "dice_rolled"]
    assert game.state["players"][traitor]["side"] == 1


def test_a_hero_still_rolls_to_cross(fx_pack):
    game = start_haunt(fx_pack, "fx_revealer", seed=3)
    hero = game.current_seat()
    assert game.state["players"][hero]["role"] == "hero"
    place(game, "chasm", "ground", 1, 0, 0)
    put(game, hero, "chasm")
    game.state["players"][hero]["side"] = 0
    events = game.submit(cmd("cross_barrier", hero))
    assert [e for e in events if e["t"] == "dice_rolled"]


@pytest.mark.parametrize("affected", [True, False])
def test_the_traitor_may_choose_not_to_be_affected_by_an_event(fx_pack, affected):
    from game.clone import clone
    from game.effects import run
    from game.engine import Ctx
    from game.rules.cards import draw
    game = start_haunt(fx_pack, "fx_revealer", seed=3)
    traitor = _traitor_turn(game)
    # an event whose first effect is a roll: if it affects you, its dice are rolled
    card = next(c for c in game.state["decks"]["event"]
                if "roll" in game.pack.cards[c].data.get("effects", [{}])[0])
    game.state["decks"]["event"].remove(card)
    game.state["decks"]["event"].insert(0, card)
    ctx = Ctx(game.pack, game.ruleset, clone(game.state))
    draw(ctx, traitor, "event")
    run(ctx)
    ctx.close()
    game._state, _ = ctx.state, game._events.extend(ctx.events)
    assert game.pending["kind"] == "traitor_event" and game.pending["seat"] == traitor
    after = game.submit(cmd("answer", traitor, choice=affected))
    rolled = [e for e in after if e["t"] == "dice_rolled" and e["why"] == game.pack.cards[card].name]
    assert bool(rolled) == affected
    if not affected:
        assert card in game.state["discard"]["event"]  # spent all the same


def test_during_the_monsters_turn_the_traitor_moves_monsters_not_their_explorer(fx_pack):
    game = start_haunt(fx_pack, "fx_killable", seed=3)
    while game.state["turn"]["kind"] != "monsters":
        game.submit(cmd("end_turn", game.acting_seat()))
    traitor = game.current_seat()
    kinds = {c.type for c in game.legal_commands(traitor)}
    assert kinds <= {"monster_move", "monster_attack", "end_turn"}
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("explore", traitor, door="E"))
    assert "monsters' turn" in err.value.reason


def test_a_hidden_traitor_has_none_of_the_new_powers(fx_pack):
    """Walking across a barrier without a roll, or waving off an event, in front of the
    table would give a hidden traitor away: classic grants the powers "unless a haunt
    says otherwise", and the hidden-traitor haunt's box says otherwise."""
    from game.state import has_traitor_powers
    game = start_haunt(fx_pack, "fx_hidden", seed=3)
    assert game.state["haunt"]["hidden"] is True
    traitor = _traitor_turn(game)
    assert not has_traitor_powers(game.state, traitor)
    place(game, "chasm", "ground", 1, 0, 0)
    put(game, traitor, "chasm")
    game.state["players"][traitor]["side"] = 0
    events = game.submit(cmd("cross_barrier", traitor))
    assert [e for e in events if e["t"] == "dice_rolled"]
