"""A use that would heal nothing says so before the click (``game.odds.heals_nothing``):
the tonic drunk at full Might and Speed is discarded for nothing, "Touch home" at full
Sanity and Speed spends the explorer's one use. The card menu and the HUD button's hover
say it; once a trait it heals is below its start, they say nothing of the kind."""

from __future__ import annotations

import pytest

from game import auto_seats, i18n, load_pack, new_game
from game.commands import cmd
from game.odds import heals_nothing

from haunt_helpers import put, start_haunt
from scenes.board.dialogs.card_menu import odds_lines


@pytest.fixture(scope="module")
def pack():
    return load_pack("classic")


def _lower(game, seat, trait):
    """Set ``seat``'s ``trait`` one step below its starting value (as damage would)."""
    p = game.state["players"][seat]
    start = game.pack.explorers[p["explorer"]].starts[trait]
    p["traits"][trait] = start - 1


def test_the_tonic_at_full_might_and_speed_heals_nothing(pack):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options={"date": "11-21"})
    tonic = cmd("use_item", 0, card="bitter_tonic")
    note = heals_nothing(pack, game.view(0), tonic)
    assert note == "Nothing to heal now: your Might and Speed are at their starting values."
    assert odds_lines(pack, game.view(0), [tonic]) == [note]
    _lower(game, 0, "speed")
    assert heals_nothing(pack, game.view(0), tonic) is None
    assert odds_lines(pack, game.view(0), [tonic]) == []


def test_a_roll_or_another_effect_is_never_called_nothing(pack):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options={"date": "11-21"})
    view = game.view(0)
    for card in ("hazel_dowsing_rod", "mourning_lozenges", "key_to_no_door"):
        assert heals_nothing(pack, view, cmd("use_item", 0, card=card)) is None, card
    assert heals_nothing(pack, view, cmd("use_item", 9, card="bitter_tonic")) is None  # (no such seat)


def test_touch_home_at_full_sanity_and_speed_says_so(pack):
    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    seat = game.state["turn"]["seat"]
    put(game, seat, "entrance_hall")
    home = next(c for c in game.legal_commands(seat) if c.type == "haunt_action" and c["action"] == "touch_home")
    assert heals_nothing(pack, game.view(seat), home) == \
        "Nothing to heal now: your Sanity and Speed are at their starting values."
    _lower(game, seat, "sanity")
    assert heals_nothing(pack, game.view(seat), home) is None


def test_the_note_is_said_in_german(pack):
    game = new_game("classic", auto_seats(pack, 4, 8), seed=8, content=pack, options={"date": "11-21"})
    i18n.set_language("de")
    try:
        note = heals_nothing(pack, game.view(0), cmd("use_item", 0, card="bitter_tonic"))
    finally:
        i18n.set_language("en")
    assert note is not None and "Nothing" not in note and "Might" not in note


def test_touching_home_with_nothing_to_heal_is_still_told(pack):
    """The click is not ignored: the chronicle says what the explorer chose, though no trait
    moved. A traitor's action word is never told this way (whose book it is from would
    name a hidden traitor); its roll tells it."""
    from game.narration import narrate, tell

    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    seat = game.state["turn"]["seat"]
    put(game, seat, "entrance_hall")
    events = game.submit(cmd("haunt_action", seat, action="touch_home"))
    assert [e["t"] for e in events] == ["used", "once_used"]
    name = game.state["players"][seat]["name"]
    assert tell(pack, game.state, events, "table", game.state["players"]) == [f"{name} chooses to touch home."]
    tag = {"t": "used", "seat": seat, "key": "word:TAG"}
    assert narrate(pack, tag, game.state["players"], "coming_ready_or_not") is None


def test_the_home_buttons_hover_says_nothing_to_heal(app, pack):
    from haunt_helpers import haunt_board
    from scenes.board.hud.hud import button_name
    from scenes.board.hud.overlays import odds_lines as hover_lines

    scene, _seat = haunt_board(app, pack)
    home = next(c for c in scene.table.legal if c.type == "haunt_action" and c["action"] == "touch_home")
    assert hover_lines(scene.table, button_name(home)) == \
        ["Nothing to heal now: your Sanity and Speed are at their starting values."]
