"""Legacy rulebook, "The Haunt" (p.16-20): the haunt roll, the traitor's tie-break by
crest, player-count numbers, turn order, the traitor's benefits, monsters, ATTACK and
STEAL, line of sight, and dying.

The fixture haunts (tests/legacy_helpers.py): ``lx_harvest`` (the revealer betrays;
Gleaners {2/3/4} and a Crow, small, on the Upper Landing; the Neck, large, Speed 0, on
the Basement Landing), ``lx_strongest`` (the highest Might betrays), ``lx_plain``
(the revealer betrays; no monsters). ``start_haunt`` starts one the way a game does:
seat 0 (unless told otherwise) discovers an omen room north of the Entrance Hall with
the haunt threshold at 0.
"""

from __future__ import annotations

import pytest

from game import IllegalCommand, chance, cmd

from legacy_helpers import (answer, answer_first, card_on_top, end_turn, explore, fork,  # noqa: F401 (fixtures, used by name as parameters)
                            hand, index, legal, lpack, make_game, monster, monsters_turn, narrated,
                            of_type, pile, place, put, rolls, set_index, set_moves, stack_on_top,
                            start_haunt, token, track, traitors_turn, try_dice, win_by_two)


def draw_omen(game, seat=0):
    """``seat`` (in the Entrance Hall) discovers an omen room to the north and draws the
    Charm omen (gain 1 Sanity); return the events."""
    card_on_top(game, "omen", "lx_charm_omen")
    return explore(game, seat, "N", "lx_vestry")


def other_omens(pack, n):
    return [c for c in pack.deck("omen") if c not in ("lx_charm_omen",)][:n]


# -- the haunt roll ------------------------------------------------------------------------------

def test_haunt_roll_dice_equal_the_omens_discovered(lpack):
    """p.16, Making a Haunt Roll: "roll dice equal to the number of discovered Omen
    cards (including the one you just drew, any carried by other players, and any that
    have been dropped onto tiles)." One carried, one dropped, one just drawn: 3 dice."""
    game = make_game(lpack)
    carried, dropped = other_omens(lpack, 2)
    hand(game, 2, carried)
    pile(game, "front_steps", dropped)
    events = draw_omen(game)
    (roll,) = rolls(events, "haunt")
    assert len(roll["dice"]) == 3
    assert of_type(events, "haunt_rolled")[0]["started"] is False


def test_haunt_roll_never_more_than_eight_dice(lpack):
    """p.8: "You can never roll more than 8 dice" — nine omens discovered roll 8."""
    game = make_game(lpack)
    for i, omen in enumerate(other_omens(lpack, 8)):
        hand(game, i % 4, omen)
    (roll,) = rolls(draw_omen(game), "haunt")
    assert len(roll["dice"]) == 8


@pytest.mark.parametrize("threshold", [None, 3])
def test_haunt_roll_starts_on_a_result_at_least_the_threshold(lpack, threshold):
    """p.16: "look at the PAUSE card to see what result causes the haunt to start"; in
    free play the ruleset's threshold, or the game's ``haunt_threshold`` option. With
    four omens discovered (4 dice, results 0-8), both sides of the threshold come up."""
    options = {} if threshold is None else {"haunt_threshold": threshold}
    game = make_game(lpack, **options)
    if threshold is None:
        del game.state["options"]["haunt_threshold"]           # the ruleset default
    for omen in other_omens(lpack, 3):
        hand(game, 1, omen)
    need = threshold if threshold is not None else game.ruleset.haunt_threshold
    seen = set()
    for r in range(300):
        trial = fork(game)
        trial.state["rng"] = r
        events = draw_omen(trial)
        (roll,) = rolls(events, "haunt")
        assert len(roll["dice"]) == 4
        started = trial.phase == "haunt"
        assert started == (roll["total"] >= need), roll
        seen.add(started)
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_haunt_roll_as_the_omen_is_drawn_and_the_turn_ends_at_once(lpack):
    """p.10, Turn Timing: "If you drew an Omen card and the haunt hasn't started, check
    to see if the haunt starts. If the haunt starts, your turn is immediately over." The
    revealer never ends the turn; the omen's bonus was gained first (p.11: "You are now
    carrying the Omen and gain any bonuses it gives. If the haunt has not started, check
    to see if it starts now")."""
    game = make_game(lpack, haunt_threshold=0)
    sanity = index(game, 0, "sanity")
    events = draw_omen(game)
    kinds = [e["t"] for e in events if e["t"] in ("card_drawn", "trait_set", "haunt_rolled",
                                                  "turn_ended", "haunt_started", "turn_started")]
    assert kinds[:6] == ["card_drawn", "trait_set", "haunt_rolled", "turn_ended", "haunt_started",
                         "turn_started"]
    assert index(game, 0, "sanity") == sanity + 1
    assert game.state["haunt"]["revealer"] == 0 and game.current_seat() != 0


def test_haunt_roll_that_fails_lets_the_turn_go_on(lpack):
    """p.10: "Otherwise, your turn continues." No second roll at the end of the turn."""
    game = make_game(lpack)
    draw_omen(game)
    assert game.phase == "explore" and game.current_seat() == 0
    events = end_turn(game)
    assert rolls(events, "haunt") == [] and game.current_seat() == 1


def test_haunt_roll_none_after_the_haunt_started(lpack):
    """p.16: "After the haunt starts, if you discover a tile with an Omen symbol, you
    still draw and keep an Omen card, but you don't make a haunt roll.\""""
    game = start_haunt(lpack, "lx_plain")
    seat = game.current_seat()
    put(game, seat, "entrance_hall")
    place(game, "lx_dead_end", "ground", 0, -1)                # north is closed: go east
    card_on_top(game, "omen", "lx_charm_omen")
    events = explore(game, seat, "E", "lx_omen_then_item")
    assert "lx_charm_omen" in game.state["players"][seat]["cards"]
    assert of_type(events, "haunt_rolled") == [] and rolls(events, "haunt") == []


# -- the traitor: ties by crest ------------------------------------------------------------------

def all_might(game, seats):
    """The highest Might at the table, the same printed value, for exactly ``seats``."""
    for seat in range(len(game.state["players"])):
        set_index(game, seat, "might", 0)
    want = max(set.intersection(*(set(track(game, s, "might")) for s in seats)))
    for seat in seats:
        set_index(game, seat, "might", track(game, seat, "might").index(want))
    for seat in range(len(game.state["players"])):
        if seat not in seats:
            assert track(game, seat, "might")[0] < want


def test_traitor_ties_are_broken_by_a_random_crest(lpack):
    """p.16: "If two or more people could be the traitor, draw a random Crest token from
    tied families to determine the traitor." The draw is chance from the seed, recorded
    in a crest_drawn event; the same seed and counter always draw the same crest."""
    traitors = set()
    for seed in range(1, 30):
        game = start_haunt(lpack, "lx_strongest", seed=seed, before=lambda g: all_might(g, [1, 3]))
        (crest,) = of_type(game.events, "crest_drawn")
        assert crest["tied"] == [1, 3]
        assert crest["seat"] == [1, 3][chance.pick_index(seed, crest["r"], 2)]
        assert game.state["haunt"]["traitor"] == crest["seat"]
        assert game.state["players"][crest["seat"]]["role"] == "traitor"
        traitors.add(crest["seat"])
    assert traitors == {1, 3}                                   # not always the same seat
    again = start_haunt(lpack, "lx_strongest", seed=7, before=lambda g: all_might(g, [1, 3]))
    first = start_haunt(lpack, "lx_strongest", seed=7, before=lambda g: all_might(g, [1, 3]))
    assert again.state["haunt"]["traitor"] == first.state["haunt"]["traitor"]


def test_traitor_no_tie_no_crest(lpack):
    """p.16: the crest is drawn only to break a tie."""
    game = start_haunt(lpack, "lx_strongest", before=lambda g: all_might(g, [2]))
    assert of_type(game.events, "crest_drawn") == []
    assert game.state["haunt"]["traitor"] == 2


# -- player counts -------------------------------------------------------------------------------

@pytest.mark.parametrize("players, gleaners", [(3, 2), (4, 3), (5, 4)])
def test_player_count_numbers_in_braces(lpack, players, gleaners):
    """p.16, Variable Player Count {3P/4P/5P}: "1 is for the three-player game, 5 is
    for the four-player game, and 7 is for the five-player game." Gleaners {2/3/4}."""
    game = start_haunt(lpack, "lx_harvest", players=players)
    kinds = [m["kind"] for m in game.state["monsters"]]
    assert kinds.count("gleaner") == gleaners
    assert [m["id"] for m in game.state["monsters"] if m["kind"] == "gleaner"] == [
        f"gleaner#{i}" for i in range(1, gleaners + 1)]


# -- turn order ------------------------------------------------------------------------------------

def turns(game, count):
    out = []
    while len(out) < count:
        events = end_turn(game)
        out += [(e["kind"], e["seat"]) for e in of_type(events, "turn_started")]
    return out[:count]


@pytest.mark.parametrize("revealer", [0, 2])
def test_turn_order_heroes_from_the_traitors_left_then_traitor_then_monsters(lpack, revealer):
    """p.19, Resuming Play: "1. The hero to the left of the traitor takes the first
    turn. 2. Play continues to the left, with the traitor going after all heroes have
    gone. 3. If there is a monster in the haunt, the monster takes a turn after the
    traitor.\""""
    game = start_haunt(lpack, "lx_harvest", revealer=revealer)
    first = (revealer + 1) % 4
    assert game.current_seat() == first and game.state["turn"]["kind"] == "explorer"
    heroes = [(revealer + i) % 4 for i in range(1, 4)]
    expected = [("explorer", s) for s in heroes[1:]] + [("explorer", revealer), ("monsters", revealer),
                                                       ("explorer", heroes[0])]
    assert turns(game, len(expected)) == expected


def test_turn_order_without_monsters(lpack):
    """p.19: with no monster, the hero left of the traitor follows the traitor."""
    game = start_haunt(lpack, "lx_plain")
    assert turns(game, 4) == [("explorer", 2), ("explorer", 3), ("explorer", 0), ("explorer", 1)]


# -- the traitor's benefits -------------------------------------------------------------------------

def test_traitor_ignores_obstacle_tokens(lpack):
    """p.19, So You're Evil Now: "You ignore Obstacle tokens (heroes still count as
    obstacles).\""""
    game = traitors_turn(lpack)
    token(game, "entrance_hall", "large_obstacle")
    game.submit(cmd("move", 0, to="front_steps"))
    assert game.state["turn"]["moves"] == 5


def test_traitor_takes_no_damage_from_tile_effects(lpack):
    """p.19: "You don't take damage from tile effects." A tile that hurts whoever
    enters it and whoever ends a turn on it hurts the heroes only."""
    game = traitors_turn(lpack)
    place(game, "lx_thorn_room", "ground", 1, 0)
    before = dict(game.state["players"][0]["traits"])
    game.submit(cmd("move", 0, to="lx_thorn_room"))
    answer_first(game)
    end_turn(game)
    assert game.state["players"][0]["traits"] == before
    # a hero on the same tile is hurt by both
    while game.current_seat() != 1:
        end_turn(game)
    put(game, 1, "entrance_hall")
    set_moves(game, 6)
    hero = dict(game.state["players"][1]["traits"])
    game.submit(cmd("move", 1, to="lx_thorn_room"))
    answer_first(game)
    end_turn(game)
    assert sum(hero.values()) - sum(game.state["players"][1]["traits"].values()) == 2


def test_traitor_may_choose_not_to_draw_an_event_and_keep_moving(lpack):
    """p.19: "When you discover an Event tile, you may choose not to draw an Event card
    (and continue moving if you have moves left).\""""
    game = traitors_turn(lpack)
    card_on_top(game, "event", "lx_quiet")
    stack_on_top(game, "lx_parlour")
    game.submit(cmd("explore", 0, door="E"))
    answer(game, game.pending["options"][0])                   # place the tile
    assert game.pending["kind"] == "draw_event" and game.pending["seat"] == 0
    events = answer(game, False)
    assert of_type(events, "card_drawn") == []
    assert game.state["decks"]["event"][0] == "lx_quiet"
    assert game.state["turn"]["moves"] == 5
    game.submit(cmd("move", 0, to="entrance_hall"))            # and goes on moving


def test_traitor_who_draws_the_event_resolves_it_as_normal(lpack):
    """p.19: "If you draw an Event card, you must resolve it as normal.\""""
    game = traitors_turn(lpack)
    card_on_top(game, "event", "lx_quiet")
    stack_on_top(game, "lx_parlour")
    game.submit(cmd("explore", 0, door="E"))
    answer(game, game.pending["options"][0])
    events = answer(game, True)
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_quiet"]
    assert game.pending is None and "lx: quiet" in narrated(events)
    assert game.state["turn"]["moves"] == 0


def test_heroes_always_draw_the_event(lpack):
    """p.19: choosing not to draw is the traitor's benefit only."""
    game = start_haunt(lpack, "lx_plain")
    put(game, 1, "entrance_hall")
    card_on_top(game, "event", "lx_quiet")
    events = explore(game, 1, "E", "lx_parlour")
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_quiet"]


def test_traitor_may_use_a_result_of_5_for_a_tile_action(lpack):
    """p.19: "When taking an action on a tile, you may use a result of 5 instead of
    making a trait roll.\""""
    game = traitors_turn(lpack)
    place(game, "lx_study", "ground", 1, 0)
    put(game, 0, "lx_study")
    game.submit(cmd("tile_action", 0, action="lx_read"))
    assert game.pending["kind"] == "take_five"
    events = answer(game, True)
    assert rolls(events) == [] and "lx: exactly five" in narrated(events)
    trial = traitors_turn(lpack)
    place(trial, "lx_study", "ground", 1, 0)
    put(trial, 0, "lx_study")
    trial.submit(cmd("tile_action", 0, action="lx_read"))
    events = answer(trial, False)                               # or roll after all
    assert len(rolls(events)) == 1


def test_heroes_roll_for_tile_actions(lpack):
    """p.19: using 5 is the traitor's benefit; a hero rolls."""
    game = start_haunt(lpack, "lx_plain")
    place(game, "lx_study", "ground", 1, 0)
    put(game, 1, "lx_study")
    events = game.submit(cmd("tile_action", 1, action="lx_read"))
    assert game.pending is None and len(rolls(events)) == 1


# -- monsters ------------------------------------------------------------------------------------

def to_monsters_turn(pack, **kw):
    """The monsters' turn of lx_harvest, reached the way a game does: return (game,
    events of its start)."""
    game = start_haunt(pack, "lx_harvest", **kw)
    while True:
        events = end_turn(game)
        if game.state["turn"]["kind"] == "monsters":
            return game, events


def test_monsters_roll_speed_once_per_type(lpack):
    """p.20, Monster Abilities: "Monsters make a Speed roll at the start of their turn to
    determine their moves ... This applies to all monsters of the same type." Three
    Gleaners, a Crow, the Neck: three rolls, and every Gleaner has the same moves."""
    game, events = to_monsters_turn(lpack)
    speed = rolls(events, "monster speed")
    assert [r["monster"] for r in speed] == ["gleaner", "crow", "neck"]
    assert [len(r["dice"]) for r in speed] == [2, 3, 1]        # Speed 0 still rolls a die
    gleaners = {m["moves"] for m in game.state["monsters"] if m["kind"] == "gleaner"}
    assert len(gleaners) == 1


def test_monsters_speed_roll_has_a_minimum_of_one(lpack):
    """p.20: "Monsters make a Speed roll ... to determine their moves (minimum of 1).\""""
    game = start_haunt(lpack, "lx_harvest")
    while True:
        end_turn(game)
        if game.state["turn"]["kind"] == "explorer" and game.current_seat() == 0:
            break

    def act(trial):
        return end_turn(trial)

    def neck_rolled_zero(events):
        return any(r["monster"] == "neck" and r["total"] == 0 for r in rolls(events, "monster speed"))
    trial, events = try_dice(game, act, neck_rolled_zero)
    assert monster(trial, "neck#1")["moves"] == 1
    assert {e["kind"]: e["moves"] for e in of_type(events, "monster_moves")}["neck"] == 1


def test_monsters_small_monsters_act_in_number_order(lpack):
    """p.20: "Small monsters always take their turns in number order from lowest to
    highest. Each monster moves and takes all its actions before the next one goes."
    Once Gleaner 2 has moved, Gleaner 1 has had its turn; the large Neck is not
    numbered."""
    game, _ = to_monsters_turn(lpack)
    for m in game.state["monsters"]:
        m["moves"] = 4
    for hero in (1, 2, 3):
        put(game, hero, "lx_vestry")                            # no heroes in the way
    seat = game.current_seat()
    game.submit(cmd("monster_move", seat, monster="gleaner#2", to="entrance_hall"))
    with pytest.raises(IllegalCommand) as err:
        game.submit(cmd("monster_move", seat, monster="gleaner#1", to="entrance_hall"))
    assert "order" in err.value.reason
    assert {c["monster"] for c in legal(game, seat, "monster_move")} == {
        "gleaner#2", "gleaner#3", "crow#1", "neck#1"}
    game.submit(cmd("monster_move", seat, monster="crow#1", to="entrance_hall"))
    with pytest.raises(IllegalCommand):
        game.submit(cmd("monster_move", seat, monster="gleaner#3", to="entrance_hall"))
    game.submit(cmd("monster_move", seat, monster="neck#1", to="entrance_hall"))
    game.submit(cmd("monster_move", seat, monster="crow#1", to="upper_landing"))   # its own turn goes on


def test_monsters_a_stunned_monster_spends_its_turn_recovering(lpack):
    """p.20: "A stunned monster's entire next turn is spent getting unstunned. The only
    thing it does is flip its token back to the unstunned side.\""""
    game = start_haunt(lpack, "lx_harvest")
    monster(game, "gleaner#1")["stunned"] = True
    monsters_turn(game)
    seat = game.current_seat()
    assert game.state["turn"]["resting"] == ["gleaner#1"]
    assert monster(game, "gleaner#1")["moves"] == 0 and monster(game, "gleaner#2")["moves"] >= 1
    assert "gleaner#1" not in {c["monster"] for c in legal(game, seat, "monster_move")}
    with pytest.raises(IllegalCommand):
        game.submit(cmd("monster_move", seat, monster="gleaner#1", to="entrance_hall"))
    events = end_turn(game)
    assert [e["id"] for e in of_type(events, "monster_recovered")] == ["gleaner#1"]
    assert not monster(game, "gleaner#1")["stunned"]


def test_monsters_cannot_steal(lpack):
    """p.20: "Monsters can't carry or STEAL Items, Omens, or Objects." p.15: "Monsters
    cannot STEAL or be STOLEN from." A Gleaner that beats a hero by 2 or more deals
    damage; nobody is asked about stealing."""
    game, _ = to_monsters_turn(lpack)
    seat = game.current_seat()
    put(game, 1, "upper_landing")
    hand(game, 1, "lx_tonic")
    set_index(game, 1, "might", 0)

    def act(trial):
        return trial.submit(cmd("monster_attack", seat, monster="gleaner#1", target=1))

    def won_by_two(events):
        (res,) = of_type(events, "attack_resolved")
        return res["winner"] == "attacker" and res["attack"] - res["defence"] >= 2
    trial, events = try_dice(game, act, won_by_two)
    assert trial.pending is None or trial.pending["kind"] == "damage"
    assert "lx_tonic" in trial.state["players"][1]["cards"]
    assert of_type(events, "card_stolen") == []


def test_monsters_cannot_carry(lpack):
    """p.20: "Monsters can't carry ... Items, Omens, or Objects": on the monsters' turn
    only moving and attacking with them (and ending the turn) is possible, even on a
    tile with an item pile."""
    game, _ = to_monsters_turn(lpack)
    seat = game.current_seat()
    pile(game, "upper_landing", "lx_tonic")
    put(game, seat, "upper_landing")
    kinds = {c.type for c in game.legal_commands(seat)}
    assert kinds <= {"monster_move", "monster_attack", "end_turn"}
    with pytest.raises(IllegalCommand):
        game.submit(cmd("pick_up", seat, cards=["lx_tonic"]))


def test_monsters_cannot_be_stolen_from_and_are_stunned(lpack):
    """p.15: "Monsters are not killed when you defeat them, only stunned"; "Monsters
    cannot STEAL or be STOLEN from.\""""
    game = start_haunt(lpack, "lx_harvest")
    seat = game.current_seat()
    put(game, seat, "upper_landing")
    set_index(game, seat, "might", 7)

    def act(trial):
        return trial.submit(cmd("attack", seat, target="gleaner#1", weapon=None))

    def won_by_two(events):
        (res,) = of_type(events, "attack_resolved")
        return res["winner"] == "attacker" and res["attack"] - res["defence"] >= 2
    trial, events = try_dice(game, act, won_by_two)
    assert trial.pending is None
    assert monster(trial, "gleaner#1")["stunned"]


def test_monsters_a_stunned_monster_defends_but_cannot_hurt(lpack):
    """p.15: "You can attack a stunned monster ... Stunned monsters still roll dice to
    defend, but an attacking hero who loses an attack against a stunned monster takes no
    damage.\""""
    game = start_haunt(lpack, "lx_harvest")
    seat = game.current_seat()
    put(game, seat, "upper_landing")
    set_index(game, seat, "might", 0)
    monster(game, "gleaner#1")["stunned"] = True
    assert (("gleaner#1", None)) in {(c["target"], c["weapon"]) for c in legal(game, seat, "attack")}
    before = dict(game.state["players"][seat]["traits"])

    def lost(events):
        res = of_type(events, "attack_resolved")
        return bool(res) and res[0]["winner"] == "defender"
    trial, events = try_dice(game, lambda t: t.submit(cmd("attack", seat, target="gleaner#1", weapon=None)), lost)
    assert len(rolls(events, "defend")) == 1
    assert trial.pending is None and trial.state["players"][seat]["traits"] == before


# -- ATTACK and STEAL ---------------------------------------------------------------------------

def hero_vs_traitor(pack):
    """Seat 1 (a hero) on its turn, on the traitor's tile; the traitor carries two items."""
    game = start_haunt(pack, "lx_plain")
    put(game, 0, "entrance_hall")
    put(game, 1, "entrance_hall")
    hand(game, 0, "lx_tonic")
    hand(game, 0, "lx_brandy")
    return game


@pytest.mark.parametrize("weapon, kind", [(None, "physical"), ("lx_hex", "mental")])
def test_steal_for_two_or_more_damage_of_any_kind_on_your_tile(lpack, weapon, kind):
    """p.15, STEAL: "If you ATTACK someone on your tile and you would deal 2 or more
    damage, you may forgo dealing damage ... to STEAL your choice of one Item, Omen, or
    Object from them instead. You receive it used." Might (physical) or Sanity
    (mental) alike."""
    game = hero_vs_traitor(lpack)
    if weapon:
        hand(game, 1, weapon)
    trial, events = try_dice(game, lambda t: t.submit(cmd("attack", 1, target=0, weapon=weapon)),
                             win_by_two)
    assert trial.pending["kind"] == "steal" and trial.pending["damage_kind"] == kind
    carried = list(trial.state["players"][0]["cards"])          # the omen drawn, and two items
    assert set(trial.pending["options"]) == {"damage", *carried}
    answer(trial, "lx_brandy")
    assert "lx_brandy" in trial.state["players"][1]["cards"]
    assert "lx_brandy" in trial.state["players"][1]["used"]
    assert trial.state["players"][0]["cards"] == [c for c in carried if c != "lx_brandy"]


def test_steal_not_at_distance(lpack):
    """p.15: STEAL is for an attack on someone "on your tile"; "If your target is on a
    different tile than yours, you take no damage if you lose the combat." A line of
    sight attack that wins by 2 deals damage."""
    game = hero_vs_traitor(lpack)
    place(game, "lx_corridor", "ground", 1, 0, rot=1)          # E-W, east of the hall
    put(game, 0, "lx_corridor")
    hand(game, 1, "lx_pistol")
    trial, events = try_dice(game, lambda t: t.submit(cmd("attack", 1, target=0, weapon="lx_pistol")),
                             win_by_two)
    assert trial.pending is None or trial.pending["kind"] == "damage"
    assert trial.state["players"][0]["cards"] == game.state["players"][0]["cards"]
    def lose(events):
        res = of_type(events, "attack_resolved")
        return bool(res) and res[0]["winner"] == "defender"
    trial, events = try_dice(game, lambda t: t.submit(cmd("attack", 1, target=0, weapon="lx_pistol")), lose)
    assert of_type(events, "trait_set") == [] and trial.pending is None


# -- line of sight -------------------------------------------------------------------------------

def test_line_of_sight_straight_doorways_in_one_region(lpack):
    """p.15, Line of Sight: "a path that leads through an uninterrupted straight line of
    doorways in the same region. There is no line of sight between regions." A firearm
    reaches two tiles east; not round a bend; not up the stairs."""
    game = hero_vs_traitor(lpack)
    hand(game, 1, "lx_pistol")
    place(game, "lx_corridor", "ground", 1, 0, rot=1)           # doors E, W
    place(game, "lx_tee", "ground", 2, 0, rot=3)                # doors W, N, S
    place(game, "lx_bend", "ground", 2, 1, rot=3)               # doors N, W: round the bend

    def targets():
        return {(c["target"], c["weapon"]) for c in legal(game, 1, "attack")}
    put(game, 0, "lx_tee")
    assert (0, "lx_pistol") in targets() and (0, None) not in targets()
    put(game, 0, "lx_bend")
    assert (0, "lx_pistol") not in targets()
    put(game, 0, "upper_landing")
    assert (0, "lx_pistol") not in targets()


# -- dying --------------------------------------------------------------------------------------

def test_dying_drops_everything(lpack):
    """p.20, Dying: "Once the haunt begins, if any of your traits moves to the skull,
    then you die. Tip over your figure on your tile. DROP all your Items, Omens, and
    Objects." Companions too."""
    game = start_haunt(lpack, "lx_plain")
    seat = game.current_seat()
    for card in ("lx_tonic", "lx_companion_omen", "lx_charm_omen"):
        hand(game, seat, card)
    tile = game.state["players"][seat]["tile"]
    game.submit(cmd("haunt_action", seat, action="fall"))
    answer_first(game)
    assert not game.state["players"][seat]["alive"]
    assert game.state["players"][seat]["cards"] == []
    assert sorted(game.state["piles"][tile]) == ["lx_charm_omen", "lx_companion_omen", "lx_tonic"]


# -- a hidden traitor (p.19, "Hidden Traitor") -------------------------------------------------

def hidden(game):
    """The haunt made a hidden-traitor one (its traitor is secret; the haunt describes
    the traitor's abilities): the state entry every rule reads."""
    game.state["haunt"]["hidden"] = True
    return game


def test_a_hidden_traitor_has_none_of_the_traitor_cards_powers(lpack):
    """p.19: hidden traitors do not appear in the Traitor's Tome; "the goals and
    abilities of the traitor are described under the haunt". A hidden traitor does not
    take the Traitor card: obstacle tokens slow them, tile effects hurt them, they draw
    the Event of a tile they discover and roll for tile actions, like anyone (the
    powers would give them away)."""
    game = hidden(traitors_turn(lpack))
    token(game, "entrance_hall", "large_obstacle")
    game.submit(cmd("move", 0, to="front_steps"))
    assert game.state["turn"]["moves"] == 6 - 1 - 2            # (the traitor seen above: 5)

    game = hidden(traitors_turn(lpack))
    place(game, "lx_thorn_room", "ground", 1, 0)
    before = sum(game.state["players"][0]["traits"].values())
    game.submit(cmd("move", 0, to="lx_thorn_room"))
    answer_first(game)
    end_turn(game)
    assert before - sum(game.state["players"][0]["traits"].values()) == 2

    game = hidden(traitors_turn(lpack))
    card_on_top(game, "event", "lx_quiet")
    stack_on_top(game, "lx_parlour")
    game.submit(cmd("explore", 0, door="E"))
    events = answer(game, game.pending["options"][0])           # place the tile: no question
    assert [e["card"] for e in of_type(events, "card_drawn")] == ["lx_quiet"]

    game = hidden(traitors_turn(lpack))
    place(game, "lx_study", "ground", 1, 0)
    put(game, 0, "lx_study")
    events = game.submit(cmd("tile_action", 0, action="lx_read"))
    assert game.pending is None or game.pending["kind"] != "take_five"
    assert len(rolls(events)) == 1
