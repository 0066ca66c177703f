"""Legacy rulebook: what Event and Omen cards do to the traitor and to the haunt roll.

p.19, "So You're Evil Now": the traitor is immune to negative ghost effects on Event
cards, and may ignore harmful effects of Ongoing Event cards (then gets none of their
help either). p.11 and p.16: an Omen drawn by any effect, not only by discovering a tile,
checks for the haunt at once.
"""

from __future__ import annotations

from game import cmd

from legacy_helpers import (NEVER, answer, answer_first, card_on_top, end_turn, explore,  # noqa: F401 (fixtures, used by name as parameters)
                            hand, index, lpack, make_game, narrated, of_type, put, rolls,
                            set_index, set_moves, stack_on_top, start_haunt, to_the_traitor,
                            traitors_turn)


# -- the traitor: ghost effects on Event cards ------------------------------------------------------

def mental(game, seat):
    return index(game, seat, "sanity") + index(game, seat, "knowledge")


def traitor_draws(pack, card, tile="lx_haunted_parlour"):
    """The traitor (seat 0, Sanity and Knowledge high on their tracks) discovers
    ``tile`` east of the Entrance Hall and chooses to draw ``card``; return (game, events
    of drawing it)."""
    game = traitors_turn(pack)
    set_index(game, 0, "sanity", 6)
    set_index(game, 0, "knowledge", 6)
    card_on_top(game, "event", card)
    stack_on_top(game, tile)
    game.submit(cmd("explore", 0, door="E"))
    answer(game, game.pending["options"][0])                   # place the tile
    assert game.pending["kind"] == "draw_event"
    return game, answer(game, True)


def hero_draws(pack, card, tile="lx_haunted_parlour"):
    """The same for a hero (seat 1, the first haunt turn)."""
    game = start_haunt(pack, "lx_plain")
    put(game, 1, "entrance_hall")
    set_index(game, 1, "sanity", 6)
    set_index(game, 1, "knowledge", 6)
    card_on_top(game, "event", card)
    stack_on_top(game, tile)
    game.submit(cmd("explore", 1, door="E"))
    return game, answer(game, game.pending["options"][0])


def test_traitor_is_immune_to_negative_ghost_effects_on_event_cards(lpack):
    """p.19: "You are immune to any negative ghost effects on Event cards." "Take 2
    mental damage, or 3 on a ghost tile": on a ghost tile the traitor takes the card's
    plain 2; a hero takes 3."""
    game, _ = traitor_draws(lpack, "lx_wail")
    before = 12
    answer_first(game)
    assert before - mental(game, 0) == 2
    hero, _ = hero_draws(lpack, "lx_wail")
    answer_first(hero)
    assert 12 - mental(hero, 1) == 3


def test_traitor_ghost_immunity_replaces_a_harmful_ghost_branch_by_the_plain_one(lpack):
    """p.19: "Heal your Sanity; on a ghost tile, lose 1 Sanity instead": the traitor on
    a ghost tile is not hurt and gets the card's plain effect; a hero loses 1."""
    game, events = traitor_draws(lpack, "lx_ghost_instead")
    answer_first(game)
    assert "lx: spared the ghost" in narrated(events)
    assert index(game, 0, "sanity") == 6
    hero, events = hero_draws(lpack, "lx_ghost_instead")
    answer_first(hero)
    assert "lx: spared the ghost" not in narrated(events)
    assert index(hero, 1, "sanity") == 5


def test_traitor_keeps_a_helpful_ghost_effect(lpack):
    """p.19: the immunity is to *negative* ghost effects: "On a ghost tile, gain 1
    Knowledge" still helps the traitor."""
    game, _ = traitor_draws(lpack, "lx_ghost_gift")
    assert index(game, 0, "knowledge") == 7


def test_traitor_ghost_immunity_is_for_event_cards_on_ghost_tiles(lpack):
    """p.19: off a ghost tile there is no ghost effect to be immune to: the traitor
    takes the card's 2 mental damage like anyone."""
    game, _ = traitor_draws(lpack, "lx_wail", tile="lx_parlour")
    answer_first(game)
    assert 12 - mental(game, 0) == 2


# -- the traitor: Ongoing Event cards -------------------------------------------------------------

def test_traitor_may_ignore_an_ongoing_event_card_and_then_gets_nothing_from_it(lpack):
    """p.19: "You may ignore harmful effects from Ongoing Event cards. If you do so, you
    do not benefit from any positive effects from those cards." The Bog hurts (1
    physical damage) and helps (1 Knowledge): the traitor is asked; ignoring it, they
    take neither, and the card still stays in play with its token on the tile."""
    game, _ = traitor_draws(lpack, "lx_bog", tile="lx_parlour")
    assert game.pending["kind"] == "ongoing_ignore" and game.pending["seat"] == 0
    traits = dict(game.state["players"][0]["traits"])
    events = answer(game, True)
    assert of_type(events, "ongoing_choice") == [
        {"t": "ongoing_choice", "seat": 0, "card": "lx_bog", "ignore": True}]
    assert game.state["players"][0]["traits"] == traits
    assert game.pending is None
    assert "lx_bog" in game.state["ongoing"]
    assert "lx_bog_mark" in game.state["tokens"]["lx_parlour"]


def test_traitor_who_takes_an_ongoing_event_card_gets_its_harm_and_its_help(lpack):
    """p.19: not ignoring it, the traitor resolves the Bog as anyone would."""
    game, _ = traitor_draws(lpack, "lx_bog", tile="lx_parlour")
    might, speed, knowledge = (index(game, 0, t) for t in ("might", "speed", "knowledge"))
    answer(game, False)
    answer_first(game)
    assert index(game, 0, "knowledge") == knowledge + 1
    assert (might + speed) - (index(game, 0, "might") + index(game, 0, "speed")) == 1


def test_traitor_ongoing_question_is_kept_in_the_state(lpack):
    """ARCHITECTURE "Pending decisions": the question waits as data, so a game saved
    while it is asked goes on the same: a copy of the state through JSON answers it with
    the same events."""
    import json
    from game import Game
    game, _ = traitor_draws(lpack, "lx_bog", tile="lx_parlour")
    copy = Game(game.pack, game.ruleset, dict(game.header), list(game.events),
                json.loads(json.dumps(game.state)))
    assert copy.pending == game.pending and copy.legal_commands(0) == game.legal_commands(0)
    assert {c.type for c in game.legal_commands(0)} == {"answer"}
    assert answer(copy, True) == answer(game, True)
    assert copy.state_hash() == game.state_hash()


def test_traitor_is_not_asked_about_an_ongoing_event_that_cannot_hurt(lpack):
    """p.19 is about harmful effects: an ongoing card that only helps (gain 1
    Knowledge) is not a question; it helps the traitor like anyone."""
    game, _ = traitor_draws(lpack, "lx_glow", tile="lx_parlour")
    assert game.pending is None
    assert index(game, 0, "knowledge") == 7


def test_heroes_are_never_asked_about_an_ongoing_event(lpack):
    """p.19: ignoring ongoing events is the traitor's benefit: a hero drawing the Bog
    takes the damage and the Knowledge."""
    game, events = hero_draws(lpack, "lx_bog", tile="lx_parlour")
    assert of_type(events, "ongoing_choice") == []
    assert game.pending is None or game.pending["kind"] == "damage"
    answer_first(game)
    assert index(game, 1, "knowledge") == 7


def spring_on_the_parlour(pack):
    """A hero draws the Spring on the Parlour (east of the Entrance Hall): its token
    marks the Parlour. Then the traitor's turn, in the Entrance Hall."""
    game, _ = hero_draws(pack, "lx_spring", tile="lx_parlour")
    answer_first(game)
    assert "lx_spring_mark" in game.state["tokens"]["lx_parlour"]
    return to_the_traitor(game)


def test_traitor_may_ignore_an_ongoing_event_that_lies_on_a_tile(lpack):
    """p.11: an Ongoing Event card's token marks its tile; the card's effects go on
    there. The Spring's token (entering: gain 1 Might, movement ends) affects a hero as
    written; the traitor entering may ignore it: no Might, and the moves are kept. The
    choice holds for that card: entering again asks nothing and does nothing."""
    game = spring_on_the_parlour(lpack)
    might = index(game, 0, "might")
    game.submit(cmd("move", 0, to="lx_parlour"))
    assert game.pending["kind"] == "ongoing_ignore" and game.pending["card"] == "lx_spring"
    answer(game, True)
    assert index(game, 0, "might") == might and game.state["turn"]["moves"] == 5
    game.submit(cmd("move", 0, to="entrance_hall"))
    events = game.submit(cmd("move", 0, to="lx_parlour"))
    assert game.pending is None and of_type(events, "ongoing_choice") == []
    assert index(game, 0, "might") == might and game.state["turn"]["moves"] == 3


def test_traitor_who_takes_an_ongoing_event_on_a_tile_is_affected_as_anyone(lpack):
    """p.19, not ignoring: the Spring gives the traitor 1 Might and ends the movement."""
    game = spring_on_the_parlour(lpack)
    might = index(game, 0, "might")
    game.submit(cmd("move", 0, to="lx_parlour"))
    answer(game, False)
    assert index(game, 0, "might") == might + 1 and game.state["turn"]["moves"] == 0


def test_heroes_entering_an_ongoing_events_tile_are_affected(lpack):
    """The Spring's token affects a hero entering the Parlour, without a question."""
    game, _ = hero_draws(lpack, "lx_spring", tile="lx_parlour")
    answer_first(game)
    while game.current_seat() != 2:
        end_turn(game)
    put(game, 2, "entrance_hall")
    set_moves(game, 6)
    might = index(game, 2, "might")
    game.submit(cmd("move", 2, to="lx_parlour"))
    assert game.pending is None
    assert index(game, 2, "might") == might + 1 and game.state["turn"]["moves"] == 0


# -- the haunt roll after an omen drawn by a card effect ------------------------------------------

def dowse(pack, threshold, item="lx_dowsing_rod"):
    """Seat 0, in the Entrance Hall on its first turn, uses an item whose effect draws
    the Charm omen (gain 1 Sanity); return (game, events)."""
    game = make_game(pack, haunt_threshold=threshold)
    hand(game, 0, item)
    card_on_top(game, "omen", "lx_charm_omen")
    return game, game.submit(cmd("use_item", 0, card=item))


def test_haunt_roll_after_an_omen_drawn_by_a_card_effect(lpack):
    """p.11: "Draw the top card from the Omen deck. ... You are now carrying the Omen
    and gain any bonuses it gives. If the haunt has not started, check to see if it
    starts now"; p.16: "each time you draw an Omen card, you might trigger the haunt."
    An Omen drawn by an item's effect is checked at once, after its bonus and before the
    rest of the effect; the roll fails and the turn goes on."""
    game, events = dowse(lpack, NEVER)
    kinds = [(e["t"], e.get("trait")) for e in events if e["t"] in ("card_drawn", "trait_set", "haunt_rolled")]
    assert kinds == [("card_drawn", None), ("trait_set", "sanity"), ("haunt_rolled", None), ("trait_set", "might")]
    (roll,) = of_type(events, "haunt_rolled")
    assert roll["omen"] == "lx_charm_omen" and roll["room"] == "entrance_hall" and roll["started"] is False
    assert len(rolls(events, "haunt")[0]["dice"]) == 1           # one omen discovered: one die
    assert game.phase == "explore" and game.current_seat() == 0
    events = end_turn(game)
    assert of_type(events, "haunt_rolled") == []                 # checked once, not again at the end


def test_haunt_roll_from_a_card_effect_can_start_the_haunt_and_end_the_turn(lpack):
    """p.10 (and p.11): "If the haunt starts, your turn is immediately over": the rest of
    the item's effect (gain 1 Might) is not resolved; the one who drew the omen reveals
    the haunt, the chart read with that omen and the tile they stand on."""
    game, events = dowse(lpack, 0)
    might = [e for e in events if e["t"] == "trait_set" and e["trait"] == "might"]
    assert might == []
    assert of_type(events, "haunt_rolled")[0]["started"] is True
    assert [e["seat"] for e in of_type(events, "turn_ended")][:1] == [0]
    assert game.state["haunt"]["revealer"] == 0
    assert game.state["haunt"]["omen"] == "lx_charm_omen" and game.state["haunt"]["room"] == "entrance_hall"
    assert game.phase == "haunt" and game.current_seat() != 0


def test_haunt_roll_from_an_event_card_puts_the_event_away(lpack):
    """An Event card whose effect draws an omen that starts the haunt: the rest of the
    card is not read, and the card is buried as any event read (not left half read)."""
    from game.invariants import violations
    game = make_game(lpack, haunt_threshold=0)
    card_on_top(game, "event", "lx_portent")
    card_on_top(game, "omen", "lx_charm_omen")
    events = explore(game, 0, "N", "lx_parlour")
    assert of_type(events, "haunt_rolled")[0]["started"] is True
    assert "lx: after the omen" not in narrated(events)
    assert game.state["reading"] is None
    assert game.state["decks"]["event"][-1] == "lx_portent"
    assert game.phase == "haunt" and violations(game.pack, game.state) == []


def test_haunt_roll_from_an_item_used_up_still_uses_it_up(lpack):
    """An item used up by its own effect (KINDLE: draw an omen; the taper is used up):
    the haunt starting from that omen does not leave the taper in hand."""
    from game.invariants import violations
    game, events = dowse(lpack, 0, item="lx_last_taper")
    assert of_type(events, "haunt_rolled")[0]["started"] is True
    assert "lx_last_taper" not in game.state["players"][0]["cards"]
    assert game.state["decks"]["item"][-1] == "lx_last_taper"
    assert violations(game.pack, game.state) == []


def test_haunt_roll_none_for_an_omen_drawn_by_a_card_after_the_haunt(lpack):
    """p.16: "After the haunt starts ... you don't make a haunt roll.\""""
    game = start_haunt(lpack, "lx_plain")
    seat = game.current_seat()
    hand(game, seat, "lx_dowsing_rod")
    card_on_top(game, "omen", "lx_charm_omen")
    events = game.submit(cmd("use_item", seat, card="lx_dowsing_rod"))
    assert "lx_charm_omen" in game.state["players"][seat]["cards"]
    assert of_type(events, "haunt_rolled") == []
