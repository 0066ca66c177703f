"""A hidden traitor is hidden on the shared screen too (issue 18).

Legacy p.19, "Hidden Traitor": the traitor's "identity is secret from the other
players". On one screen that everyone can see, that means: the chronicle tells the
draw of the lot without its result, whoever is at the screen; the page each seat reads
alone looks the same from across the table for the traitor and for a hero (frame, ink,
length); "My goals" opens behind the split's own cover and looks the same for both; and
where sides are known they are marked by shape as well as colour.
"""

from __future__ import annotations

import pygame
import pytest

from haunt_helpers import reveal, start, steer_lot
from scenes.kit import palette as P
from scenes.board.hud.topbar import seat_side
from scenes.haunt.haunt_split import HauntSplitScene
from test_ui_board import act, click
from test_ui_haunt import app, pack  # noqa: F401  (the fixtures: an App with the title under it)
from ui_haunt_helpers import hold, open_haunt, read_books

HAUNT = "the_understudy"
SIDE_INKS = {P.TRAITOR, P.TRAITOR_HOT, P.TRAITOR_DIM, P.HERO, P.CANDLE_HOT}


def hidden_game(pack, traitor: int, players: int = 4, seed: int = 1):
    """Seat 0 reveals The Understudy; the lot falls to ``traitor``; seat 1 acts first."""
    game = start(pack, players=players, seed=seed, first_player=0)
    steer_lot(game, traitor)
    reveal(game, HAUNT, draw_omen=False)
    assert game.state["haunt"]["traitor"] == traitor and game.state["haunt"]["hidden"]
    return game


def inks_in(surface, rect) -> set:
    """Every colour drawn inside ``rect``."""
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right, 2)
            for y in range(rect.top, rect.bottom, 2)}


@pytest.mark.slow
def test_the_chronicle_is_the_same_whoever_draws_the_lot(app, pack):
    """The reveal is told on the shared screen: seat 1, the first to act, is at it. Its
    lines and their colours are the same whether seat 1 or seat 2 drew the lot."""
    told = {}
    for traitor in (1, 2):
        scene = open_haunt(app, hidden_game(pack, traitor))
        told[traitor] = [(e.text, e.colour, e.style) for e in scene.presenter.log.entries]
        assert any("Lots are drawn face down" in text for text, _c, _s in told[traitor])
        app.pop()
        app.pop()
    assert told[1] == told[2]


def private_looks(app, split) -> dict:
    """What a private page looks like from across the table: its frame, the page's
    length and scroll, where the button sits, the look's name and its side inks."""
    surface = app.draw()
    image, rect, look = split.frame
    return {"frame": tuple(rect), "page": split.book.page.get_size(), "scroll": split.book.max_top,
            "look": look, "edge": tuple(image.get_at((rect.w // 2, 1)))[:3],
            "button": tuple(split.widgets.find("split:continue").rect),
            "side inks": sorted(inks_in(surface, rect) & SIDE_INKS)}


@pytest.mark.slow
def test_every_private_page_looks_alike_the_traitors_and_the_heroes(app, pack):
    game = hidden_game(pack, traitor=2)
    open_haunt(app, game)
    split = app.top
    assert isinstance(split, HauntSplitScene)
    looks = {}
    while app.top is split:
        if split.step.kind == "private":
            looks[split.step.seat] = private_looks(app, split)
        if split.hold is not None:
            hold(app, split.hold)
        else:
            click(app, split.widgets.find("split:continue").rect.center)
    assert sorted(looks) == [0, 1, 2, 3]
    assert looks[2]["look"] == "hidden" and looks[2]["side inks"] == []
    for seat in (0, 1, 3):
        assert looks[seat] == looks[2], seat


@pytest.mark.slow
def test_my_goals_opens_behind_the_cover_and_looks_alike_for_traitor_and_hero(app, pack):
    game = hidden_game(pack, traitor=1)
    scene = open_haunt(app, game)
    read_books(app)
    goals, seen = scene.table.goals, {}
    for _ in range(2):
        seat = game.acting_seat()
        assert goals.owner is not None and goals.owner[0] == seat
        click(app, goals.button.rect.center)
        assert goals.covered and goals.book is None     # the cover is up, the book not yet made
        surface = app.draw()
        w, h = surface.get_size()
        board = scene.table.r["board"]
        for spot in ((board.left + 8, board.top + 8), (4, 4), (w - 4, h - 4), (4, h - 4)):  # all veiled
            assert max(surface.get_at(spot)[:3]) <= 24, spot
        hold(app, goals.hold)
        assert goals.book_open
        surface = app.draw()
        _image, rect, look = goals.frame
        # the same controls: as many, in the same places, each labelled like a word
        # ("WORD — what it does") and drawn lit alike, whether its reader may use it now
        seen[seat] = {"look": look, "frame": tuple(rect), "page": goals.book.page.get_size(),
                      "buttons": [(tuple(w.rect), w.enabled, " — " in w.label or w.name == "goals:close")
                                  for w in goals.widgets.widgets],
                      "side inks": sorted(inks_in(surface, rect) & SIDE_INKS)}
        idle = [w for w in goals.widgets.widgets if w.name.startswith("goals:word:")]
        if idle:   # a word not usable now: pressed, it says so on the page and nothing is done
            before = len(game.events)
            click(app, idle[0].rect.center)
            assert goals.book_open and goals.note and len(game.events) == before
        click(app, goals.widgets.find("goals:close").rect.center)
        assert not goals.is_open
        act(app, scene, next(c for c in game.legal_commands(seat) if c.type == "end_turn"))
    assert sorted(seen) == [1, 2]   # the traitor's turn, then a hero's
    assert seen[1]["look"] == "hidden" and seen[1]["side inks"] == []
    assert all(enabled and labelled for _r, enabled, labelled in seen[1]["buttons"])
    assert seen[1] == seen[2]


@pytest.mark.slow
def test_sides_are_marked_by_shape_as_well_as_colour_and_a_hidden_traitor_by_nothing(app, pack):
    """The top bar's chips: a shield for a hero, a dagger for the traitor, drawn in the
    side's colour; while a hidden traitor is unknown, no seat is marked at all."""
    from haunt_helpers import start_haunt
    from scenes.board.art.glyphs import glyph

    game = start_haunt(pack, "coming_ready_or_not", players=4, seed=1)
    traitor = game.state["haunt"]["traitor"]
    view = game.view("table")
    assert [seat_side(view, p) for p in view["players"]] == ["traitor" if s == traitor else "hero"
                                                            for s in range(4)]
    shield, dagger = (pygame.mask.from_surface(glyph(k, 30, (255, 255, 255))) for k in ("hero", "traitor"))
    both = shield.overlap_area(dagger, (0, 0))
    union = shield.count() + dagger.count() - both
    assert union - both > 0.4 * union      # two shapes: most of what either covers, the other does not
    scene = open_haunt(app, game)
    read_books(app)
    bar = scene.table.topbar
    for seat, chip in bar.chips.items():   # the mark at the chip's right end, in the side's ink
        end = pygame.Rect(chip.right - chip.h, chip.top, chip.h, chip.h).move(-bar.rect.left, -bar.rect.top)
        drawn = [tuple(bar.image.get_at((x, y)))[:3] for x in range(end.left, end.right)
                 for y in range(end.top, end.bottom)]
        like = {side: sum(1 for rgb in drawn if max(abs(a - b) for a, b in zip(rgb, ink)) < 40)
                for side, ink in (("traitor", P.TRAITOR_HOT), ("hero", P.HERO))}
        mine = "traitor" if seat == traitor else "hero"
        assert like[mine] > 20 and like["hero" if mine == "traitor" else "traitor"] == 0, (seat, like)
    hidden = hidden_game(pack, traitor=2).view("table")
    assert [seat_side(hidden, p) for p in hidden["players"]] == [None] * 4


@pytest.mark.slow
def test_the_screenshot_tool_renders_a_chosen_haunt_and_my_goals(tmp_path):
    import sys

    from ui_haunt_helpers import ROOT

    sys.path.insert(0, str(ROOT / "tools"))
    import screenshot

    for name, extra in (("haunt", ["--page", "3"]), ("goals", ["--page", "1"])):
        out = tmp_path / f"{name}.png"
        argv = ["--scene", name, "--haunt", HAUNT, "--seed", "2", "--out", str(out), "--frames", "5", *extra]
        assert screenshot.main(argv) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 720)
    with pytest.raises(SystemExit):
        screenshot.main(["--scene", "haunt", "--haunt", "no_such_haunt", "--out", str(tmp_path / "x.png")])


# -- every hidden haunt of every pack, at every table size: one shape for every reader ----------

PACKS = {}


def a_pack(name: str):
    from game import load_pack

    if name not in PACKS:
        PACKS[name] = load_pack(name)
    return PACKS[name]


def hidden_haunts():
    """(pack, haunt, players) for every hidden-traitor haunt of every pack at every table
    size its rules allow."""
    from collections.abc import Mapping

    from game.ruleset import get_ruleset

    out = []
    for name in ("classic", "legacy", "campaign"):
        pack = a_pack(name)
        low, high = get_ruleset(pack.ruleset).players
        for hid, data in sorted(pack.haunts.items()):
            if isinstance(data["traitor_rule"], Mapping) and "hidden" in data["traitor_rule"]:
                out += [(name, hid, n) for n in range(low, high + 1)]
    return out


HIDDEN_HAUNTS = hidden_haunts()


def reader(pack, haunt_id: str, players: int, traitor: int = 0):
    """``read(perspective)``: each perspective's view of a hidden haunt just begun (the
    engine's own projection, ``game.haunt.visibility``), the lot fallen to ``traitor``."""
    from copy import deepcopy

    from game.haunt.visibility import haunt_view, mask_players
    from haunt_helpers import begun_state

    state = begun_state(pack, haunt_id, players, traitor)

    def read(perspective):
        return {"players": mask_players(state, deepcopy(state["players"]), perspective),
                "haunt": haunt_view(pack, state, perspective)}
    return read


def ink_rows(surface, rect) -> list[int]:
    """How many pixels carry ink on each row of ``rect``."""
    mask = pygame.mask.from_surface(surface.subsurface(rect), 8)
    row = pygame.mask.Mask((rect.w, 1), fill=True)
    return [mask.overlap_area(row, (0, y)) for y in range(rect.h)]


def _lines(rows, gap: int = 3) -> int:
    """Lines of ink seen from across the table: runs of inked rows, a blank gap of fewer
    than ``gap`` rows not splitting a line (an i's dot over a line without capitals)."""
    lines, blank = 0, gap
    for inked in rows:
        if inked:
            lines += blank >= gap
            blank = 0
        else:
            blank += 1
    return lines


def shape(page, columns: int) -> dict:
    """What a page shows from across the table, per column: its size, the lines of ink
    (runs of inked rows) and how much ink."""
    w, h = page.get_size()
    out = {"size": (w, h)}
    halves = (("left", pygame.Rect(0, 0, w // 2 - 4, h)), ("right", pygame.Rect(w // 2 + 4, 0, w - w // 2 - 4, h)))
    for half, rect in halves if columns == 2 else (("left", pygame.Rect(0, 0, w, h)),):
        rows = ink_rows(page, rect)
        out[half] = {"lines": _lines(rows),
                     "ink": sum(rows), "last": max((y for y in range(h) if rows[y]), default=0)}
    return out


@pytest.mark.parametrize("pack_name,haunt_id,players", HIDDEN_HAUNTS,
                         ids=[f"{p}-{h}-{n}" for p, h, n in HIDDEN_HAUNTS])
@pytest.mark.slow
def test_every_private_page_of_a_hidden_haunt_has_one_shape_at_every_table_size(app, pack_name, haunt_id, players):
    """Issue 28, item 7: the traitor's private page and each hero's render to the same
    block (size, lines of text in each column, where the last line is) and about the same
    ink, in the split at 1280x720 and 1920x1080 and in My goals' narrower frame."""
    from scenes.haunt.haunt_pages import private_page

    read = reader(a_pack(pack_name), haunt_id, players)
    fonts = app.fonts
    for width, u in ((1152, 7.2), (1728, 10.8), (700, 7.2)):
        columns = 2 if width >= u * 110 else 1
        # the traitor (seat 0), the first hero and the last: every hero reads the same book,
        # so the heroes between differ from these by nothing a page is made of but the seat
        seats = sorted({0, 1, players - 1})
        pages = {seat: shape(private_page(fonts, read(seat), seat, width, u, read), columns) for seat in seats}
        traitor = pages[0]
        for seat in seats[1:]:
            hero = pages[seat]
            assert hero["size"] == traitor["size"], (width, seat)
            for half in ("left", "right")[:columns]:
                assert hero[half]["lines"] == traitor[half]["lines"], (width, half)
                assert abs(hero[half]["last"] - traitor[half]["last"]) <= 8, (width, half)   # (a descender)
                assert abs(hero[half]["ink"] - traitor[half]["ink"]) <= 0.3 * traitor[half]["ink"], (width, half)
