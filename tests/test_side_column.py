"""The right column earns its place (issue 19, point 5): the decks and discard piles with
the table's own counts (legacy: the region on the next back, never a face), the last card
drawn (hover: large), the last roll; and a roll at centre stage ends at once on a click,
Space or Esc, and hides the board's question only while it is up."""

from __future__ import annotations

import pygame
import pytest

from game import load_pack, new_game
from game.bots import RandomPlayer
from scenes.board.play import PlayScene
from scenes.board.hud.side_column import deck_rows
from scenes.kit.intents import Click, Hover, Key
from test_ui_board import DATE, app, home, human_game, pack  # noqa: F401  (fixtures)


def played(game, turns: int, seed: int = 5):
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(len(game.state["players"]))}
    while game.state["turns_taken"] < turns and game.phase == "explore":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    return game


def legacy_game(seed: int = 16, turns: int = 12):
    lp = load_pack("legacy")
    seats = [{"name": f"Seat {i}", "explorer": family} for i, family in enumerate(list(lp.explorers)[:4])]
    return played(new_game("legacy", seats, seed=seed, content=lp, options=DATE), turns, seed)


def open_board(app, game) -> PlayScene:
    scene = PlayScene(app, game, bot_seats=set(), books_read=True)
    app.push(scene)
    app.run_frames(2)
    scene.presenter.skip()
    app.run_frames(1)
    return scene


def roll_event(seat=0, r=77):
    return {"t": "dice_rolled", "seat": seat, "dice": [2, 1, 0], "total": 3, "why": "roll", "r": r,
            "trait": "might", "bonus": 0}


# -- the decks ------------------------------------------------------------------------------------

def test_the_decks_show_the_tables_own_counts_of_decks_discards_and_rooms(app, pack):
    scene = open_board(app, played(human_game(pack, 8), 16))
    public = scene.public
    side = scene.table.side
    rows = {name: (left, out, coming) for name, left, out, coming in side.rows}
    assert rows["rooms"][:2] == (public["stack"], public["tile_discard"])
    for deck in ("item", "event", "omen"):
        assert rows[deck][:2] == (public["decks"][deck], len(public["discard"][deck]))
    assert sum(out for _left, out, _c in rows.values()) > 0      # 16 turns in, something was discarded
    assert all(coming is None for _l, _o, coming in rows.values())  # classic: no backs to show
    assert not side.legacy
    # what the column says agrees with the top bar's counters
    assert rows["rooms"][0] == public["stack"] and rows["omen"][0] == public["decks"]["omen"]


def test_in_legacy_each_deck_shows_the_region_on_its_next_back(app):
    scene = open_board(app, legacy_game())
    public, side = scene.public, scene.table.side
    backs = public["backs"]
    assert side.legacy
    rows = {name: coming for name, _left, _out, coming in side.rows}
    assert rows["rooms"] == list(backs["stack"][0])
    for deck in ("item", "event"):
        assert rows[deck] == list(backs[deck][0])
    assert rows["omen"] is None                       # an omen's back names no region
    assert deck_rows(public) == side.rows


def test_the_column_reads_the_tables_view_not_the_acting_persons(app, pack):
    scene = open_board(app, played(human_game(pack, 8), 6))
    table = scene.table
    mine = dict(scene.public, stack=999, decks={"item": 99, "event": 99, "omen": 99})
    table.refresh(mine, table.legal, table.turn_seat, table.acting, True, scene.public)
    assert dict((n, left) for n, left, _o, _c in table.side.rows) == {
        "rooms": scene.public["stack"], **scene.public["decks"]}


def test_hovering_a_decks_row_says_what_it_holds(app):
    scene = open_board(app, legacy_game())
    table = scene.table
    row = table.side.spots["event"]
    app.dispatch(Hover(row.center))
    app.run_frames(40)  # past the tooltip's pause
    assert table._tip_key and table._tip_key[:2] == ("deck", "event")


# -- the last card drawn and the last roll ---------------------------------------------------------

def test_the_last_card_drawn_appears_in_the_column_and_is_read_large_on_hover(app, pack):
    scene = open_board(app, human_game(pack, 3))
    table, presenter = scene.table, scene.presenter
    place = table.r["card_stage"]
    before = app.screen.subsurface(place).copy()
    item = pack.deck("item")[0]
    presenter.feed([{"t": "card_drawn", "seat": 1, "deck": "item", "card": item}], scene.public)
    assert presenter.drawn is None                           # not before it has been turned over
    presenter.skip()
    app.run_frames(1)
    assert presenter.drawn.card == item and presenter.drawn.deck == "item"
    assert presenter.drawn.who == scene.public["players"][1]["name"]
    after = app.screen.subsurface(place)
    assert any(before.get_at((x, y)) != after.get_at((x, y))
               for x in range(0, place.w, 7) for y in range(0, place.h, 7))   # its picture is there
    assert table.side.card_at(place.center, presenter) == item
    app.dispatch(Hover(place.center))
    shown = []
    large = table.faces.large
    table.faces.large = lambda card, width: (shown.append(card), large(card, width))[1]
    app.run_frames(1)
    assert shown == [item]                                   # read large beside the column


def test_the_last_roll_stays_in_the_column_after_the_stage_clears(app, pack):
    scene = open_board(app, human_game(pack, 3))
    presenter = scene.presenter
    presenter.feed([roll_event()], scene.public)
    assert presenter.roll.busy
    for _ in range(600):
        app.run_frames(1)
        if not presenter.busy:
            break
    assert not presenter.roll.busy                           # the board is clear again
    last = presenter.rolls[-1]
    assert last.sides[0].dice == (2, 1, 0) and last.sides[0].total == 3


# -- ending a roll, and the question under it ---------------------------------------------------

@pytest.mark.parametrize("intent", [Key("escape"), Key("space"), Click((640, 400))])
def test_a_click_space_or_esc_ends_a_roll_at_once(app, pack, intent):
    scene = open_board(app, human_game(pack, 3))
    presenter = scene.presenter
    presenter.feed([roll_event()], scene.public)
    app.run_frames(3)
    assert presenter.roll.busy and presenter.over_board
    app.dispatch(intent)
    assert not presenter.roll.busy and not presenter.busy and not presenter.over_board
    assert presenter.rolls[-1].sides[0].dice == (2, 1, 0)
    app.run_frames(2)
    assert not scene.table.leaving.open                     # Esc ended the roll; it offered nothing


def test_the_question_is_hidden_under_a_roll_only_while_it_is_up(app, pack):
    scene = open_board(app, human_game(pack, 3))
    table, presenter = scene.table, scene.presenter
    drawn = []

    class Question:
        pending = None

        def draw(self, surface):
            drawn.append(1)

        def handle(self, intent):
            return False

    table.dialog = Question()
    app.run_frames(1)
    assert drawn                                             # in sight before the roll
    presenter.feed([roll_event()], scene.public)
    app.run_frames(1)
    drawn.clear()
    app.run_frames(20)
    assert presenter.roll.busy and not drawn                 # under the roll: hidden
    presenter.skip()
    app.run_frames(1)
    assert drawn                                             # the roll gone: back in sight
    table.dialog = None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_right_column_fits_its_panels_and_a_card_place_inside_them(size):
    from scenes.board.layout import table_layout

    r = table_layout(size)
    for inner, frame in (("decks", "decks_frame"), ("last_card", "card_frame"), ("last_roll", "roll_frame"),
                         ("log", "log_frame")):
        assert r[frame].contains(r[inner]) and r[inner].h > 40, inner
    assert r["last_card"].contains(r["card_stage"])
    w, h = r["card_stage"].size
    assert abs(w / h - 5 / 7) < 0.03                          # a card's shape
    assert r["log"].h >= size[1] * 0.2                        # the chronicle keeps its room
    assert pygame.Rect((0, 0), size).contains(r["side"])


def test_a_game_opened_part_way_shows_its_last_card_and_roll_from_before_the_told_story(app, pack,
                                                                                       monkeypatch):
    import scenes.board.play as play

    game = played(human_game(pack, 8), 30)
    events = game.events
    card = max(i for i, e in enumerate(events) if e["t"] == "card_drawn")
    roll = max(i for i, e in enumerate(events) if e["t"] == "dice_rolled" and e.get("dice"))
    told = len(events) - max(card, roll) - 1
    if told < 1:
        pytest.skip("the game ends on a card or a roll")
    monkeypatch.setattr(play, "HISTORY", told)  # the log tells only what came after both
    scene = open_board(app, game)
    assert len(scene.presenter.log.lines) <= told
    assert scene.presenter.drawn.card == events[card]["card"]
    assert scene.presenter.rolls[-1].sides[-1].dice == tuple(events[roll]["dice"])


@pytest.mark.slow
def test_the_screenshot_tool_renders_a_roll_and_an_attack_at_centre_stage(tmp_path):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import screenshot

    for name, extra in (("roll", ["--seed", "14", "--turns", "10"]), ("combat", ["--seed", "1"])):
        out = tmp_path / f"{name}.png"
        assert screenshot.main(["--scene", name, "--out", str(out), "--frames", "30", *extra]) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 720)


@pytest.mark.slow
def test_the_haunt_rolls_outcome_is_read_whole_in_the_column_at_the_largest_ui_scale(tmp_path, monkeypatch):
    """At 150% the Last roll panel makes its dice smaller rather than cut the haunt roll's
    outcome ("Less than the 7 omens drawn: the haunt begins!") short."""
    import sys
    from pathlib import Path

    from scenes.kit import hover

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import screenshot

    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    hover.audit.on = True
    hover.audit.reset()
    try:
        assert screenshot.main(["--scene", "haunt-roll", "--out", str(tmp_path / "roll.png"), "--size", "1920x1080",
                                "--ui-scale", "150", "--frames", "120"]) == 0
        cuts = set(hover.audit.cuts)
    finally:
        hover.audit.on = False
        hover.audit.reset()
    assert not [c for c in cuts if "haunt begins" in c], cuts
