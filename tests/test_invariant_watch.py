"""game.invariants.Watch: the invariant check kept up to date event by event says exactly
what ``violations`` says of the state after every event, broken states included."""

from __future__ import annotations

import copy

from driver import Driver, start
from game.apply import apply_in_place
from game.invariants import Watch, violations


def _events(pack, seed: int, players: int = 4) -> list[dict]:
    """A whole random game's events (the haunt and its monsters included)."""
    driver = Driver(start(pack, players, seed), seed)
    while driver.game.phase != "over" and len(driver.game.events) < 3000:
        driver.step()
    return driver.game.events


def test_watch_agrees_with_violations_after_every_event_of_whole_games(classic_pack):
    for seed in (1, 2):
        watch, plain = Watch(classic_pack), {}
        events = _events(classic_pack, seed)
        for event in events:
            found = watch.fold(event)
            apply_in_place(plain, event)
            assert found == violations(classic_pack, plain) == []
        assert watch.state == plain and len(events) > 100


def _broken(pack, seed, when, corrupt) -> tuple[list, list]:
    """Fold a game's events into a Watch, corrupt its state by hand once after event
    ``when`` (then ask the watch with nothing said of what changed), and fold the rest:
    what the watch says after each event, and what violations says of a copy."""
    events = _events(pack, seed)
    watch = Watch(pack)
    said, truth = [], []
    for i, event in enumerate(events):
        said.append(watch.fold(event))
        truth.append(violations(pack, copy.deepcopy(watch.state)))
        if i == when:
            corrupt(watch.state)
            said.append(watch.violations())  # (told nothing: everything looked at)
            truth.append(violations(pack, copy.deepcopy(watch.state)))
    return said, truth


def test_a_card_in_two_hands_is_seen_at_once_and_stays_seen(classic_pack):
    def dup(state):
        card = next(c for deck in state["decks"].values() for c in deck)
        state["players"][0]["cards"].append(card)

    said, truth = _broken(classic_pack, 1, 40, dup)
    assert said == truth
    assert any("card " in v for v in said[-1]) and said[41]


def test_a_hand_changed_is_checked_although_only_the_players_were_reached(classic_pack):
    watch = Watch(classic_pack)
    for event in _events(classic_pack, 3)[:60]:
        assert watch.fold(event) == []
    seat = watch.state["players"][1]
    deck = next(d for d in watch.state["decks"].values() if d)
    card = deck[0]
    seat["cards"].append(card)  # the card is now in a deck and a hand
    # an event that reaches only the players (a trait changes) brings it to light
    event = {"t": "trait_set", "seat": 1, "trait": "might", "to": seat["traits"]["might"]}
    said = watch.fold(event)
    assert said == violations(classic_pack, watch.state)
    assert any(card in v for v in said)
