"""The haunt powers of game/haunt/house.py (docs/HAUNT_FORMAT.md): the house's turn at the
end of every round (``every_round``), monsters that grow (``grow_monsters``), rooms that
close (``close_room``, ``open_room``, ``next_to_closed``), a hidden traitor found
(``unmask``), and the ``rounds_at_least`` condition. Each is tried on a small fixture
haunt written here, never on the wording or the balance of the real haunts."""

from __future__ import annotations

import pytest

from game import IllegalCommand, cmd
from game.content import check_pack
from haunt_helpers import (FIXTURE_HAUNTS, GHOUL, SHADE, _book, _haunt, answer_first,
                           build_fixture_pack, monster, of_type, place, put, put_monster, reveal, rolls,
                           start, start_haunt, steer_lot)

GROWING = dict(SHADE, count=1, killable=False, place={"tile": "foyer"})

FX_HOUSE = _haunt(
    "fx_house", 10, "haunt_revealer", monsters=[GROWING],
    every_round={"title": "The House Stirs", "text": "At the end of every round the house stirs.",
                 "effects": [{"counter": {"name": "tide", "add": 1}},
                             {"grow_monsters": {"monster": "shade", "trait": "might", "add": 1}},
                             {"spawn_monster": {"monster": "shade", "tile": "grand_staircase"}},
                             {"if": {"cond": {"rounds_at_least": 2},
                                     "then": [{"close_room": {"farthest_from": "entrance_hall"}}]}}]},
    win={"heroes": [{"counter_at_least": {"counter": "hope", "value": 5}}],
         "traitor": [{"counter_at_least": {"counter": "tide", "value": 3}}, {"side_dead": "heroes"}]})

FX_CLOSING = _haunt(
    "fx_closing", 11, "haunt_revealer", monsters=[dict(GHOUL, count=1, place={"tile": "entrance_hall"})],
    heroes=_book("heroes", "hope", actions=[
        {"id": "raise_hope", "word": "RAISE", "label": "Raise hope", "text": "RAISE: add one to hope.",
         "where": {"rounds_at_least": 1}, "effects": [{"counter": {"name": "hope", "add": 1}}]},
        {"id": "pry", "word": "PRY", "label": "Pry a room open", "text": "PRY (next to a closed room): open it.",
         "where": {"next_to_closed": True}, "effects": [{"open_room": {}}]}]),
    traitor=_book("traitor", "dread", actions=[
        {"id": "raise_dread", "word": "RAISE", "label": "Raise dread", "text": "RAISE: add one to dread.",
         "effects": [{"counter": {"name": "dread", "add": 1}}]},
        {"id": "shut", "word": "SHUT", "label": "Shut this room", "text": "SHUT: close the room you are in.",
         "where": {"in_closed_room": False}, "effects": [{"close_room": {}}]}]))

FX_MASKED = _haunt(
    "fx_masked", 9, {"hidden": "drawn"},
    heroes=_book("heroes", "hope", actions=[
        {"id": "raise_hope", "word": "RAISE", "label": "Raise hope", "text": "RAISE: add one to hope.",
         "effects": [{"counter": {"name": "hope", "add": 1}}]},
        {"id": "accuse", "word": "ACCUSE", "label": "Accuse", "text": "ACCUSE: unmask the traitor if here.",
         "where": {"others_here": True},
         "effects": [{"unmask": {"found": [{"counter": {"name": "hope", "add": 5}}],
                                 "missed": [{"lose": {"trait": "sanity", "amount": 1}}]}}]}]),
    traitor=_book("traitor", "dread", box="The gray box of the masked fixture traitor, read by everybody."))

FX_ESCAPE = _haunt(
    "fx_escape", 12, "haunt_revealer",
    objects=[{"id": "lamp", "name": "The Lamp", "place": {"tile": "entrance_hall"}, "text": "A lamp."}],
    heroes=_book("heroes", "hope", actions=[
        {"id": "raise_hope", "word": "RAISE", "label": "Raise hope", "text": "RAISE: add one to hope.",
         "effects": [{"counter": {"name": "hope", "add": 1}}]},
        {"id": "leave", "word": "LEAVE", "label": "Leave the house", "text": "LEAVE (in the Entrance Hall).",
         "where": {"tile_is": "entrance_hall"},
         "effects": [{"counter": {"name": "out", "add": 1}}, {"escape": {}}]}]),
    win={"heroes": [{"counter_at_least": {"counter": "out", "value": 3}}],
         "traitor": [{"side_dead": "heroes"}, {"rounds_at_least": 3}]})

HOUSE_HAUNTS = {h["number"]: h for h in (FX_HOUSE, FX_CLOSING, FX_MASKED, FX_ESCAPE)}


@pytest.fixture(scope="module")
def house_pack(tmp_path_factory):
    haunts = [HOUSE_HAUNTS.get(h["number"], h) for h in FIXTURE_HAUNTS]
    return build_fixture_pack(tmp_path_factory.mktemp("house_pack"), haunts)


def problems_with(tmp_path, haunt) -> list:
    """The content problems of the fixture pack with ``haunt`` in place of its number."""
    import shutil

    import yaml
    from haunt_helpers import CLASSIC_DIR, fixture_chart
    folder = tmp_path / "classic"
    shutil.copytree(CLASSIC_DIR, folder)
    shutil.rmtree(folder / "haunts")
    (folder / "haunts").mkdir()
    for data in [haunt if h["number"] == haunt["number"] else h for h in FIXTURE_HAUNTS]:
        (folder / "haunts" / f"{data['id']}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    (folder / "haunt_chart.yaml").write_text(yaml.safe_dump(fixture_chart(folder), sort_keys=False))
    _pack, problems = check_pack(folder)
    return [str(p) for p in problems]


def end_round(game):
    """End every turn until a round of the haunt has ended; the events."""
    events, rounds = [], game.state["haunt"]["rounds"]
    while game.state["haunt"]["rounds"] == rounds and game.phase == "haunt":
        events += game.submit(cmd("end_turn", game.acting_seat()))
        events += answer_first(game)
    return events


# -- the house's turn --------------------------------------------------------------------

def test_the_house_acts_after_each_round_before_the_next_begins(house_pack):
    game = start_haunt(house_pack, "fx_house")
    events = end_round(game)
    kinds = [e["t"] for e in events]
    ended = kinds.index("round_ended")
    grew = kinds.index("monsters_grew")
    assert ended < kinds.index("counter_changed") < grew < kinds.index("monster_placed")
    assert "turn_started" not in kinds[ended:grew]                 # nobody's turn in between
    assert game.state["haunt"]["counters"]["tide"] == 1
    assert game.state["haunt"]["grown"] == {"shade": {"might": 1}}
    assert [m["tile"] for m in game.state["monsters"] if m["kind"] == "shade"] == ["foyer", "grand_staircase"]
    assert game.state["turn"]["kind"] == "explorer"                 # the next round is under way
    assert "closed" not in game.state["haunt"]                     # (only from round 2)


def test_the_house_can_close_rooms_and_win(house_pack):
    game = start_haunt(house_pack, "fx_house")
    place(game, "gun_room", "ground", -1, -1)          # west of the Foyer: two rooms from the hall
    end_round(game)
    assert "closed" not in game.state["haunt"]
    end_round(game)
    assert game.state["haunt"]["closed"] == ["gun_room"]   # (the farthest room that is not a start tile)
    seat = game.current_seat()
    put(game, seat, "foyer")
    assert all(c["to"] != "gun_room" for c in game.legal_commands(seat) if c.type == "move")
    end_round(game)
    assert game.phase == "over" and game.state["winner"] == "traitor"


def test_the_house_turn_is_public_and_validated(house_pack, tmp_path):
    game = start_haunt(house_pack, "fx_house")
    for perspective in (0, 1, "heroes", "traitor", "table"):
        assert game.view(perspective)["haunt"]["every_round"] == {
            "title": "The House Stirs", "text": "At the end of every round the house stirs."}
    bad = dict(FX_HOUSE, every_round={"title": "T", "text": "x", "effects": [
        {"damage": {"kind": "physical", "amount": 1}},
        {"spawn_monster": {"monster": "shade"}},
        {"if": {"cond": {"tile_is": "foyer"}, "then": []}}]})
    problems = problems_with(tmp_path, bad)
    text = "\n".join(str(p) for p in problems)
    assert "every_round.effects[0].damage" in text and "may use only" in text
    assert "every_round.effects[1].spawn_monster" in text and "named tile" in text
    assert "every_round.effects[2].if.cond" in text and "may test only" in text


# -- monsters that grow --------------------------------------------------------------------

def test_a_grown_monster_rolls_its_grown_trait_and_every_view_shows_it(house_pack):
    game = start_haunt(house_pack, "fx_house")
    end_round(game)
    hero = game.current_seat()
    assert game.state["players"][hero]["role"] == "hero"
    shade = next(m for m in game.state["monsters"] if m["kind"] == "shade")
    put(game, hero, shade["tile"])
    events = game.submit(cmd("attack", hero, target=shade["id"], weapon=None))
    (defend,) = rolls(events, "defend")
    assert len(defend["dice"]) == SHADE["traits"]["might"] + 1
    for perspective in (hero, "traitor", "table"):
        box = next(b for b in game.view(perspective)["haunt"]["monster_boxes"] if b["id"] == "shade")
        assert box["traits"]["might"] == SHADE["traits"]["might"] + 1
    assert house_pack.haunts["fx_house"]["monsters"][0]["traits"]["might"] == SHADE["traits"]["might"]


def test_growing_a_trait_the_monster_lacks_is_a_content_error(tmp_path):
    bad = dict(FX_HOUSE, every_round={"title": "T", "text": "x", "effects": [
        {"grow_monsters": {"monster": "shade", "trait": "sanity", "add": 1}}]})
    assert any("has no sanity to grow" in str(p) for p in problems_with(tmp_path, bad))


# -- rooms that close -------------------------------------------------------------------------

def closing_game(house_pack):
    game = start_haunt(house_pack, "fx_closing", revealer=2)   # the traitor: seat 2
    while game.current_seat() != 2:
        game.submit(cmd("end_turn", game.current_seat()))
    return game


def test_nobody_walks_into_a_closed_room_but_whoever_is_inside_walks_out(house_pack):
    game = closing_game(house_pack)
    put(game, 2, "foyer")
    put(game, 0, "foyer")
    assert cmd("haunt_action", 2, action="shut") in game.legal_commands(2)
    game.submit(cmd("haunt_action", 2, action="shut"))
    assert game.state["haunt"]["closed"] == ["foyer"]
    assert cmd("move", 2, to="entrance_hall") in game.legal_commands(2)   # out of it: yes
    put(game, 1, "entrance_hall")
    game.submit(cmd("end_turn", 2))                                       # the monsters' turn
    ghoul = monster(game, "ghoul#1")
    put_monster(game, "ghoul#1", "entrance_hall")
    game.state["players"][1]["tile"] = "entrance_hall"
    assert all(c["to"] != "foyer" for c in game.legal_commands(2) if c.type == "monster_move")
    game.submit(cmd("end_turn", 2))
    seat = game.current_seat()
    put(game, seat, "entrance_hall")
    assert all(c.get("to") != "foyer" for c in game.legal_commands(seat) if c.type == "move")
    with pytest.raises(IllegalCommand):
        game.submit(cmd("move", seat, to="foyer"))
    assert ghoul["tile"] == "entrance_hall"


def test_a_hero_next_to_a_closed_room_pries_it_open(house_pack):
    game = closing_game(house_pack)
    put(game, 2, "foyer")
    game.submit(cmd("haunt_action", 2, action="shut"))
    from game.effects import holds_in
    assert holds_in(house_pack, game.state, 2, {"in_closed_room": True})      # (SHUT: not again here)
    assert not holds_in(house_pack, game.state, 2, {"in_closed_room": False})
    game.submit(cmd("end_turn", 2))
    game.submit(cmd("end_turn", 2))                                       # (the monsters)
    seat = game.current_seat()
    put(game, seat, "grand_staircase")
    assert cmd("haunt_action", seat, action="pry") in game.legal_commands(seat)
    put(game, seat, "upper_landing")
    assert cmd("haunt_action", seat, action="pry") not in game.legal_commands(seat)
    put(game, seat, "grand_staircase")
    events = game.submit(cmd("haunt_action", seat, action="pry"))
    assert [e["tile"] for e in of_type(events, "room_opened")] == ["foyer"]
    assert "closed" not in game.state["haunt"]
    assert any(c.type == "move" and c["to"] == "foyer" for c in game.legal_commands(seat))


def test_an_action_may_wait_for_a_number_of_rounds(house_pack):
    game = start_haunt(house_pack, "fx_closing", revealer=2)
    seat = game.current_seat()
    assert game.state["haunt"]["rounds"] == 0 and seat != 2
    assert cmd("haunt_action", seat, action="raise_hope") not in game.legal_commands(seat)
    end_round(game)
    seat = game.current_seat()
    assert game.state["haunt"]["rounds"] == 1 and seat != 2
    assert cmd("haunt_action", seat, action="raise_hope") in game.legal_commands(seat)


# -- a hidden traitor, found --------------------------------------------------------------------

def masked_game(house_pack, traitor=2):
    game = start(house_pack, first_player=0)
    steer_lot(game, traitor)
    reveal(game, "fx_masked")
    assert game.state["haunt"]["traitor"] == traitor
    return game


def test_an_accusation_in_the_traitors_room_unmasks_them_for_everyone(house_pack):
    game = masked_game(house_pack)
    seat = game.current_seat()
    assert seat != 2
    put(game, seat, "foyer")
    put(game, 2, "foyer")
    assert game.view(seat)["haunt"]["traitor"] is None
    events = game.submit(cmd("haunt_action", seat, action="accuse"))
    assert of_type(events, "traitor_unmasked") == [
        {"t": "traitor_unmasked", "seat": 2, "by": seat}]
    for perspective in (seat, "heroes", "table"):
        view = game.view(perspective)
        assert view["haunt"]["traitor"] == 2 and view["players"][2]["role"] == "traitor"
    assert game.phase == "over" and game.state["winner"] == "heroes"   # found: hope +5


def test_a_wrong_accusation_costs_the_accuser(house_pack):
    game = masked_game(house_pack)
    seat = game.current_seat()
    other = next(s for s in range(4) if s not in (seat, 2))
    put(game, seat, "foyer")
    put(game, other, "foyer")
    put(game, 2, "entrance_hall")
    before = game.state["players"][seat]["traits"]["sanity"]
    events = game.submit(cmd("haunt_action", seat, action="accuse"))
    assert not of_type(events, "traitor_unmasked")
    assert game.state["players"][seat]["traits"]["sanity"] == before - 1
    assert game.view(seat)["haunt"]["traitor"] is None


def test_unmask_belongs_to_hidden_traitor_haunts(tmp_path):
    bad = dict(FX_MASKED, traitor_rule="haunt_revealer")
    assert any("only a {hidden: drawn} haunt" in str(p) for p in problems_with(tmp_path, bad))


# -- escaping the house ---------------------------------------------------------------------------

def test_an_explorer_who_escapes_is_off_the_board_alive_and_their_turn_is_over(house_pack):
    game = start_haunt(house_pack, "fx_escape", revealer=2)
    seat = game.current_seat()
    put(game, seat, "entrance_hall")
    game.submit(cmd("take_object", seat, object="lamp"))
    events = game.submit(cmd("haunt_action", seat, action="leave"))
    assert of_type(events, "escaped") == [{"t": "escaped", "seat": seat, "tile": "entrance_hall"}]
    me = game.state["players"][seat]
    assert me["escaped"] and not me["alive"] and not of_type(events, "died")
    assert game.state["haunt"]["objects"]["lamp"] == {"tile": "entrance_hall", "holder": None}
    assert game.current_seat() != seat                              # the turn went on to the next
    traitor = 2
    put(game, traitor, "entrance_hall")
    while game.current_seat() != traitor:
        game.submit(cmd("end_turn", game.current_seat()))
    assert all(c["target"] != seat for c in game.legal_commands(traitor) if c.type == "attack")


def test_escaped_heroes_are_survivors_not_the_dead(house_pack):
    from game.haunt.victory import _any_hero_alive, _side_dead
    game = start_haunt(house_pack, "fx_escape", revealer=2)
    for seat in (0, 1, 3):
        put(game, seat, "entrance_hall")
    first = game.current_seat()
    game.submit(cmd("haunt_action", first, action="leave"))
    second = game.current_seat()
    game.submit(cmd("haunt_action", second, action="leave"))
    assert game.phase == "haunt" and game.state["haunt"]["counters"]["out"] == 2
    last = game.current_seat()
    assert {first, second, last} == {0, 1, 3}
    game.state["players"][last]["alive"] = False                   # were the last one dead...
    assert _any_hero_alive(game.state)                               # ...two are still alive, outside
    assert not _side_dead(type("Ctx", (), {"state": game.state})(), "heroes")
    game.state["players"][last]["alive"] = True
    game.submit(cmd("haunt_action", last, action="leave"))
    assert game.phase == "over" and game.state["winner"] == "heroes"  # nobody left inside: all got out
