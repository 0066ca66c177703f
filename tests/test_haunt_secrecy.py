"""Classic rulebook, "Haunt Setup" and "Heroes and Secrets"; docs/HAUNT_FORMAT.md "Who
sees what".

"The traitor takes the Traitor's Tome and leaves the room. The traitor reads only the
haunt that is starting now. The rest of the players become heroes. They look up the
haunt ... in Secrets of Survival and read it together." "Don't tell the traitor what
your goals are." So once the haunt starts, no view of a hero (a hero's seat, "heroes",
the table) holds any text of the traitor's book, and no view of the traitor holds any
text of the heroes' book. In a hidden-traitor haunt the traitor's box is public but
*who* the traitor is stays secret: only the traitor's own view (and "omniscient") says.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.views import visible_events
from haunt_helpers import fx_pack, of_type, reveal, start, steer_lot  # noqa: F401 (fx_pack: a fixture)


def visible_event(state, event, perspective):
    (shown,) = visible_events(state, [event], perspective)
    return shown

HAUNT_DIR = Path(__file__).resolve().parent.parent / "content" / "classic" / "haunts"
HAUNT_IDS = sorted(p.stem for p in HAUNT_DIR.glob("*.yaml"))   # file name = haunt id


def strings(node, out: set | None = None) -> set[str]:
    """Every string in a nested structure (keys included), gathered into one set."""
    out = set() if out is None else out
    if isinstance(node, str):
        out.add(node)
    elif hasattr(node, "items"):
        for k, v in node.items():
            strings(k, out)
            strings(v, out)
    elif isinstance(node, (list, tuple)):
        for v in node:
            strings(v, out)
    return out


def telling(texts) -> set[str]:
    """Strings long enough to give a secret away (not ids, action words, trait names)."""
    return {s for s in texts if len(s) >= 16 and len(s.split()) >= 3}


def secrets(haunt, side: str, ending: bool = True) -> set[str]:
    """Text of one side's book that is not also public or in the other book (without
    ``ending``: less the "If You Win" text, read to everybody only when the game ends)."""
    other = "traitor" if side == "heroes" else "heroes"
    public = strings({k: haunt.get(k) for k in ("id", "title", "story", "hints", "monsters", "objects", "every_round")})
    public |= strings(haunt.get(other))
    book = dict(haunt.get(side) or {})
    if not ending:
        book.pop("ending", None)
    if side == "traitor" and isinstance(haunt["traitor_rule"], dict) and "hidden" in haunt["traitor_rule"]:
        public |= strings(book.pop("box", None))     # a hidden traitor's box is read by everybody
    found = telling(strings(book)) - public
    return {s for s in found if not any(s in p for p in public)}


def leaks(view, secret: set[str]) -> list[str]:
    shown = strings(view)
    return sorted(s for s in secret if any(s in text for text in shown))


def plain(haunt, players: int = 4):
    """The frozen haunt as plain dicts and lists (thawed), its numbers worked out for a
    table of ``players`` as the views give them (``game.haunt.table_numbers``)."""
    from game.content.model import thaw
    from game.haunt.table_numbers import table_copy
    return table_copy(thaw(haunt), players)


def begin(pack, haunt_id, seed=3):
    game = start(pack, players=4, seed=seed, first_player=0)
    reveal(game, haunt_id)
    assert game.state["haunt"]["id"] == haunt_id
    return game


def hero_seats(game):
    traitor = game.state["haunt"]["traitor"]
    return [s for s in range(len(game.state["players"])) if s != traitor]


# -- every real haunt -------------------------------------------------------------------------

def heroes_never_see_the_traitors_book(pack, game, haunt_id):
    secret = secrets(plain(pack.haunts[haunt_id]), "traitor")
    for perspective in [*hero_seats(game), "heroes", "table"]:
        assert leaks(game.view(perspective), secret) == [], perspective


def the_traitor_never_sees_the_heroes_book(pack, game, haunt_id):
    traitor = game.state["haunt"]["traitor"]
    if traitor is None:
        pytest.skip("no traitor in this haunt: everybody is a hero")
    secret = secrets(plain(pack.haunts[haunt_id]), "heroes")
    assert secret, "the heroes' book has text to keep secret"
    for perspective in (traitor, "traitor", "table"):
        assert leaks(game.view(perspective), secret) == [], perspective


def each_side_reads_its_own_book(pack, game, haunt_id):
    """The checks above are not vacuous: each side's own view does show its book."""
    haunt = plain(pack.haunts[haunt_id])
    heroes_text = secrets(haunt, "heroes", ending=False)
    assert heroes_text
    assert leaks(game.view(hero_seats(game)[0]), heroes_text) == sorted(heroes_text)
    traitor_text = secrets(haunt, "traitor", ending=False)
    traitor = game.state["haunt"]["traitor"]
    if traitor is not None:
        assert leaks(game.view(traitor), traitor_text) == sorted(traitor_text)
    both = heroes_text | traitor_text
    assert leaks(game.view("omniscient"), both) == sorted(both)


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_heroes_never_see_the_traitors_book(classic_pack, haunt_id):
    heroes_never_see_the_traitors_book(classic_pack, begin(classic_pack, haunt_id), haunt_id)


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_the_traitor_never_sees_the_heroes_book(classic_pack, haunt_id):
    the_traitor_never_sees_the_heroes_book(classic_pack, begin(classic_pack, haunt_id), haunt_id)


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_each_side_reads_its_own_book(classic_pack, haunt_id):
    each_side_reads_its_own_book(classic_pack, begin(classic_pack, haunt_id), haunt_id)


def where_the_seat_is_named(view, traitor) -> list[str]:
    """Paths in a view that say who the traitor is."""
    found = []

    def walk(node, path):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "traitor" and v == traitor and not isinstance(v, bool):
                    found.append(f"{path}.{k}")
                if k == "role" and v == "traitor":
                    found.append(f"{path}.{k}")
                if k == "roles" and isinstance(v, list) and "traitor" in v:
                    found.append(f"{path}.{k}")
                walk(v, f"{path}.{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}[{i}]")
    walk(view, "view")
    return found


def hidden_in(folder: Path, ids: list[str]) -> list[str]:
    """The haunts of these files whose traitor rule is a hidden one."""
    return [h for h in ids
            if "hidden:" in (folder / f"{h}.yaml").read_text().split("traitor_rule:", 1)[1].split("\n", 1)[0]]


HIDDEN = hidden_in(HAUNT_DIR, HAUNT_IDS)


@pytest.mark.parametrize("haunt_id", HIDDEN)
def test_a_hidden_traitor_is_named_only_in_the_traitors_own_view(classic_pack, haunt_id):
    named_only_in_the_traitors_own_view(begin(classic_pack, haunt_id))


def named_only_in_the_traitors_own_view(game):
    traitor = game.state["haunt"]["traitor"]
    assert game.state["haunt"]["hidden"] is True and traitor is not None
    for perspective in [*hero_seats(game), "heroes", "table"]:
        view = game.view(perspective)
        assert where_the_seat_is_named(view, traitor) == [], perspective
        assert view["haunt"]["traitor"] is None
        assert [p["role"] for p in view["players"]] == ["hero"] * 4
        assert view["pending"] is None or view["pending"]["seat"] != traitor
    for perspective in (traitor, "traitor", "omniscient"):      # the traitor's own side knows
        view = game.view(perspective)
        assert view["haunt"]["traitor"] == traitor
        assert view["players"][traitor]["role"] == "traitor"


def test_the_classic_pack_has_a_hidden_traitor_haunt():
    assert HIDDEN, "no hidden-traitor haunt: the tests above check nothing"


# -- the fixture pack: the rule itself ---------------------------------------------------------

def hidden_game(fx_pack, traitor=2):
    game = start(fx_pack, first_player=0)
    steer_lot(game, traitor)
    reveal(game, "fx_hidden")
    assert game.state["haunt"]["traitor"] == traitor
    return game


def test_hidden_box_is_public_the_rest_of_the_traitors_book_is_not(fx_pack):
    game = hidden_game(fx_pack)
    box = "The gray box of the hidden fixture traitor, read by everybody."
    private = secrets(plain(fx_pack.haunts["fx_hidden"]), "traitor")
    assert "The traitor of this fixture win when the dread counter is high." in private
    for perspective in (0, 1, 3, "heroes", "table"):
        view = game.view(perspective)
        assert box in strings(view), perspective
        assert leaks(view, private) == [], perspective
    own = secrets(plain(fx_pack.haunts["fx_hidden"]), "traitor", ending=False)
    assert leaks(game.view(2), own) == sorted(own)


@pytest.mark.parametrize("perspective", [0, 1, 3, "heroes", "table"])
def test_visible_event_masks_a_hidden_traitor_for_everyone_else(fx_pack, perspective):
    game = hidden_game(fx_pack)
    (started,) = of_type(game.events, "haunt_started")
    assert started["traitor"] == 2 and started["roles"][2] == "traitor"
    shown = visible_event(game.state, started, perspective)
    assert shown["traitor"] is None and shown["roles"] == ["hero"] * 4
    assert started["traitor"] == 2                    # the log's own event is untouched


@pytest.mark.parametrize("perspective", [2, "traitor", "omniscient"])
def test_visible_event_shows_the_traitor_to_the_traitor(fx_pack, perspective):
    game = hidden_game(fx_pack)
    (started,) = of_type(game.events, "haunt_started")
    shown = visible_event(game.state, started, perspective)
    assert shown["traitor"] == 2 and shown["roles"][2] == "traitor"


def test_visible_event_does_not_mask_an_open_traitor(fx_pack):
    game = start(fx_pack, first_player=1)
    reveal(game, "fx_left")
    (started,) = of_type(game.events, "haunt_started")
    for perspective in (0, 3, "heroes", "table"):
        assert visible_event(game.state, started, perspective)["traitor"] == 2


def test_fixture_heroes_and_traitor_views_keep_their_books_apart(fx_pack):
    game = start(fx_pack, first_player=1)
    reveal(game, "fx_left")                            # traitor: seat 2
    haunt = plain(fx_pack.haunts["fx_left"])
    for perspective in (0, 1, 3, "heroes", "table"):
        assert leaks(game.view(perspective), secrets(haunt, "traitor")) == []
    for perspective in (2, "traitor", "table"):
        assert leaks(game.view(perspective), secrets(haunt, "heroes")) == []


# -- the projection of events (game.views.visible_events) ----------------------------------------

def test_events_show_no_perspective_but_everything_the_seed_or_what_is_face_down(classic_pack):
    """ARCHITECTURE.md "Views": "the seed and the dice counter are never shown (they would
    predict every roll)", and face-down decks are counts: the events a reader is shown
    leave out the seed, the order of the decks and the room stack, and the engine's own
    unfinished effects; "omniscient" keeps them."""
    from game.views import visible_events
    game = begin(classic_pack, "the_understudy")
    started = game.events[0]
    assert {"seed", "stack", "decks"} <= set(started)
    reshuffled = {"t": "deck_reshuffled", "deck": "item", "order": ["a", "b"], "r": 4}
    inner = {"t": "effects_state", "frames": [{"ops": []}], "pending": None}
    for perspective in (0, 1, "heroes", "traitor", "table"):
        shown = visible_events(game.state, [started, reshuffled, inner], perspective)
        assert not {"seed", "stack", "decks"} & set(shown[0]) and shown[0]["players"] == started["players"]
        assert "order" not in shown[1] and shown[1]["r"] == 4
        assert "frames" not in shown[2] and "pending" in shown[2]
    assert visible_events(game.state, [started, reshuffled, inner], "omniscient") == [started, reshuffled, inner]
    assert "seed" in game.events[0]                       # the log's own events are untouched


def test_shown_events_know_what_the_view_they_go_with_knows(fx_pack):
    """The presenter's projection (``shown_events``) reads what a view knows: a view that
    does not name the hidden traitor gets events that do not either."""
    from game.haunt.visibility import shown_events
    game = hidden_game(fx_pack, traitor=2)
    naming = of_type(game.events, "haunt_started") + of_type(game.events, "traitor_drawn")
    for perspective in (0, 1, 3, "heroes", "table"):
        started, lot = shown_events(game.view(perspective), naming)
        assert started["traitor"] is None and lot["seat"] is None, perspective
    for perspective in (2, "traitor", "omniscient"):
        started, lot = shown_events(game.view(perspective), naming)
        assert started["traitor"] == lot["seat"] == 2, perspective
    started, lot = shown_events({}, naming)               # a view that says nothing knows nothing
    assert started["traitor"] is None and lot["seat"] is None


# -- the numbers a side's book holds (issue 28, item 7) -------------------------------------------

def every_haunt():
    from game import load_pack
    from game.ruleset import get_ruleset

    out = []
    for name in ("classic", "legacy", "campaign"):
        pack = load_pack(name)
        low, high = get_ruleset(pack.ruleset).players
        out += [(pack, name, hid, (low, high)) for hid in sorted(pack.haunts)]
    return out


EVERY_HAUNT = every_haunt()


@pytest.mark.parametrize("pack,name,haunt_id,sizes", EVERY_HAUNT, ids=[f"{n}-{h}" for _p, n, h, _s in EVERY_HAUNT])
def test_the_shared_screen_tells_no_number_only_one_sides_book_holds(pack, name, haunt_id, sizes):
    """HAUNT_FORMAT.md "Who sees what": what a counter must reach is in a side's book, so
    the table's view (the top bar) has it only from a book the whole table reads (the
    heroes' with no traitor or a hidden one); each side's own view has its own, and the
    two sides' together are all the numbers there are. At every table size."""
    from game.haunt.visibility import haunt_view
    from haunt_helpers import begun_state
    from scenes.board.hud.topbar import tally

    rule = pack.haunts[haunt_id]["traitor_rule"]
    for players in range(sizes[0], sizes[1] + 1):
        state = begun_state(pack, haunt_id, players, None if rule == "none" else 0)
        hidden, traitor = state["haunt"]["hidden"], state["haunt"]["traitor"]
        table = haunt_view(pack, state, "table")
        hero = haunt_view(pack, state, 1)["targets"]
        everything = haunt_view(pack, state, "omniscient")["targets"]
        words = tally({"phase": "haunt", "haunt": table})
        if traitor is not None and not hidden:
            own = haunt_view(pack, state, traitor)["targets"]
            assert table["targets"] == {} and " of " not in words, (players, words)
            assert {**hero, **own}.keys() == everything.keys()
        else:   # the heroes' book is read by the whole table
            assert table["targets"] == hero
            if hidden:
                assert haunt_view(pack, state, 0)["targets"] == hero   # every screen the same
        for counter in set(everything) - set(table["targets"]):
            assert f"{counter.replace('_', ' ')} 0 of" not in words
