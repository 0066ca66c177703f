"""The small glitches a new player found (issue 20), each held by a test that fails if it
comes back: a lit narrow button's ornaments over its word (the replay's "Go"), the
replay timeline's marks over their own names, tokens and piles over a room's name, and
text too small to read at 1280x720."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
for where in (REPO, REPO / "tools"):
    if str(where) not in sys.path:
        sys.path.insert(0, str(where))

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402 (after the path or the environment is set)
import pytest  # noqa: E402 (after the path or the environment is set)

from scenes.app import App  # noqa: E402 (after the path or the environment is set)
from scenes.kit import fonts as fonts_module  # noqa: E402 (after the path or the environment is set)
from scenes.kit import palette  # noqa: E402 (after the path or the environment is set)
from scenes.kit.widgets import Button  # noqa: E402 (after the path or the environment is set)


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path))
    app = App((1280, 720), offscreen=True)
    yield app
    app.close()


def _lit(button: Button) -> pygame.Surface:
    button.hovered = True
    surf = pygame.Surface(button.rect.size, pygame.SRCALPHA)
    box, _text = button._looks["hover"]
    surf.blit(box, (0, 0))
    return surf


def test_a_narrow_lit_button_keeps_its_word_clear_of_the_ornaments(app):
    go = Button("Go", lambda: None, name="replay:go")
    go.layout(pygame.Rect(0, 0, 50, 38), app.fonts)
    wide = Button("Everything", lambda: None, name="wide")
    wide.layout(pygame.Rect(0, 0, 220, 38), app.fonts)
    h = 38
    # the ornament's diamond sits at (h // 2, h // 2) when drawn: the accent's colour there
    assert tuple(_lit(wide).get_at((h // 2, h // 2)))[:3] == palette.ACCENT
    assert tuple(_lit(go).get_at((h // 2, h // 2)))[:3] != palette.ACCENT


def _replay_scene(app, tmp_path):
    import screenshot

    args = argparse.Namespace(seed=1, turns=30, ruleset="classic", size=(1280, 720), frames=5)
    screenshot.SCENES["replay"](app, args)
    app.run_frames(5)
    return app.top


def test_the_timeline_never_draws_a_mark_over_its_name(app, tmp_path, monkeypatch):
    from scenes.replay import replay_timeline

    blits: list[tuple[str, pygame.Rect]] = []
    diamonds: list[pygame.Rect] = []
    timeline_cls = replay_timeline.Timeline
    real_diamond = timeline_cls._diamond

    def spy(self, surface, mark, taken):
        before = len(taken)
        real_diamond(self, surface, mark, taken)
        x, y = self.x_of(mark.position), self.track.centery
        r = max(6, int(self.u * 1.3)) + (2 if mark is self.hover else 0)
        diamonds.append(pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1))
        if len(taken) > before:
            blits.append((mark.kind, taken[-1].inflate(-6, 0)))

    monkeypatch.setattr(timeline_cls, "_diamond", spy)
    _replay_scene(app, tmp_path)
    app.draw()
    assert blits, "the replay's timeline named no mark"
    for kind, spot in blits:
        for box in diamonds:
            assert not spot.colliderect(box), f"the {kind} mark's name lies under a diamond"


@pytest.mark.slow
def test_tokens_and_piles_sit_below_the_rooms_names(app, monkeypatch):
    """Every picture and number drawn for a room's tokens and piles starts below the
    room's name; and the name's depth told is where the name's ink ends, for every room at
    every zoom."""
    from game import load_pack
    from scenes.board.house import tile_art

    pack = load_pack("classic")
    art = tile_art.TileArt(pack, app.fonts)
    for cell in tile_art_levels():
        for tile in list(pack.tiles.values())[::3]:
            surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
            gap = max(1, int(cell * tile_art.GAP))
            art._label(surf, pygame.Rect(gap, gap, cell - 2 * gap, cell - 2 * gap),
                       _nameless_symbols(tile), cell)
            ink = [y for y in range(cell) if any(surf.get_at((x, y)).a > 40 for x in range(cell))]
            assert ink and max(ink) <= art.name_bottom(tile.id, cell) + 1, (tile.id, cell)

    board_at_turn_60(app, floor="upper", frames=3)
    house = app_scene(app).table.house
    assert any(len(c) > 1 for c in house.view["piles"].values()), "the seed should leave a pile"

    class Recorder(pygame.Surface):
        def __init__(self, size):
            super().__init__(size, pygame.SRCALPHA)
            self.spots = []

        def blit(self, source, dest, *a, **k):
            rect = source.get_rect(topleft=dest) if not isinstance(dest, pygame.Rect) else pygame.Rect(dest)
            self.spots.append(rect)
            return super().blit(source, dest, *a, **k)

    rec = Recorder((1280, 720))
    house._piles_and_tokens(rec, house.view["map"].get(house.region, {}))
    assert rec.spots
    for tile, pos in house.view["placed"].items():
        if pos[0] != house.region:
            continue
        r = house.camera.cell_rect(house.rect, pos[1], pos[2])
        floor = r.top + house.art.name_bottom(tile, house.camera.cell)
        for spot in rec.spots:
            if r.contains(spot):
                assert spot.top >= floor, f"{tile}: a token or pile over its name"


def test_no_text_on_the_board_is_smaller_than_ten_pixels_at_1280x720(app, monkeypatch):
    sizes = []
    real_get = fonts_module.FontBook.get

    def get(self, face, size):
        sizes.append(max(8, int(size * self.scale)))
        return real_get(self, face, size)

    monkeypatch.setattr(fonts_module.FontBook, "get", get)
    board_at_turn_60(app, floor=None, frames=5)
    app.draw()
    assert sizes and min(sizes) >= 10, f"text at {min(sizes)} px"


def tile_art_levels():
    from scenes.board.house.camera import LEVELS

    return LEVELS[:4]


def _nameless_symbols(tile):
    """The tile as the label draws it, without its symbols and features (only the name's
    ink is measured)."""
    return type("Named", (), {"name": tile.name, "symbols": [], "id": "-", "icon": None})()


def app_scene(app):
    return app.top


def test_the_top_bar_counts_toward_the_haunts_numbers_for_this_table(classic_pack):
    """"relics 2" named no target: the tally says "relics 2 of 7" at four players (8 at
    five), from the books' numbers worked out for the table; the same for every seat."""
    from haunt_helpers import start_haunt
    from scenes.board.hud.topbar import tally

    from game.content.model import thaw

    # what INTER asks of the relics, per table, as the haunt's file has it
    asked = next(c["counter_at_least"]["value"] for a in thaw(classic_pack.haunts["the_saint_of_lost_causes"])
                 ["heroes"]["actions"] for c in (a.get("where") or {}).get("all", ())
                 if "counter_at_least" in c)
    for players in (4, 5):
        relics = next(v for k, v in asked.items() if int(k) == players)
        game = start_haunt(classic_pack, "the_saint_of_lost_causes", players=players)
        game.state["haunt"]["counters"]["relics"] = 2
        words = {tally(game.view(p)) for p in ["table", *range(players)]}
        assert words == {f"relics found 2 of {relics} · round {game.state['haunt']['rounds'] + 1}"}


def test_a_hidden_traitors_targets_are_the_same_on_every_screen(classic_pack):
    from haunt_helpers import start_haunt

    game = start_haunt(classic_pack, "the_understudy", players=4)
    seen = {tuple(sorted(game.view(p)["haunt"]["targets"].items())) for p in ["table", 0, 1, 2, 3]}
    assert len(seen) == 1
    assert "likeness" not in dict(next(iter(seen)))        # the traitor's own count: not told
    assert "likeness" in game.view("omniscient")["haunt"]["targets"]


def test_a_count_toward_a_number_is_shown_from_the_start(classic_pack):
    from haunt_helpers import start_haunt
    from scenes.board.hud.topbar import tally

    game = start_haunt(classic_pack, "the_saint_of_lost_causes", players=4)
    target = game.view("table")["haunt"]["targets"]["relics"]
    assert target > 1 and tally(game.view("table")).startswith(f"relics found 0 of {target} · ")


def test_the_deck_counts_are_set_in_figures_that_read_as_figures(app, monkeypatch):
    """Garamond's old-style 11 reads "II": the top bar's and the right column's counts go
    through FontBook.render, which sets figures in lining figures."""
    asked = []
    real = fonts_module.FontBook.render

    def render(self, face, size, text, colour):
        asked.append(text)
        return real(self, face, size, text, colour)

    monkeypatch.setattr(fonts_module.FontBook, "render", render)
    board_at_turn_60(app, floor=None, frames=3)
    app.draw()
    view = app_scene(app).table.public
    for count in (view["stack"], *view["decks"].values()):
        assert asked.count(str(count)) >= 2, f"the count {count} was not set by FontBook.render"


def test_hovering_a_seat_the_tally_a_trait_or_the_portrait_says_what_it_is(app):
    """Every icon and counter says what it is on hover: the seats' chips (side marks,
    skull, bot), the tally, each trait's row (name, value, the skull), the portrait
    (moves). Drawn by the table's hover after the tooltip's pause."""
    board_at_turn_60(app, floor=None, frames=3)
    t = app_scene(app).table
    view = t.public
    rows = t.hud.tracks
    spots = {
        "chip": (t.topbar.chips[1].center, view["players"][1]["name"]),
        "tally": (t.topbar.tally_rect.center, "The haunt's counts" if view.get("haunt") else "Omens found"),
        "speed": ((rows.left + 4, rows.top + rows.h // 8), "Speed: "),
        "knowledge": ((rows.left + 4, rows.bottom - rows.h // 8), "Knowledge: "),
        "portrait": (t.hud.portrait.center, "Moves: "),
    }
    for name, (pos, words) in spots.items():
        t.hover_pos, t.hover_time = pos, 10.0
        app.draw()
        assert t._tip_key and t._tip_key[0] == "said", name
        assert any(words in line for line in t._tip_key[1]), (name, t._tip_key[1])


def board_at_turn_60(app, floor=None, frames: int = 3) -> None:
    """The screenshot tool's board: a classic game of seed 5 after 60 bot turns (its
    haunt under way), every seat a person's, ``floor`` shown."""
    import screenshot

    args = argparse.Namespace(seed=5, turns=60, ruleset="classic", size=(1280, 720), frames=5,
                              floor=floor, card=None)
    screenshot.SCENES["board"](app, args)
    app.run_frames(frames)


def test_rooms_names_break_between_words_and_fit_their_rooms(app):
    """A room's name on its tile is broken between its words only ("Strongro / om" read as
    two words at 56 px), at every zoom, for every room of every pack; a word wider than the
    room is squeezed into it (drawn no wider than the room, not cut), never by more than a
    quarter."""
    from game import load_pack
    from scenes.board.house import tile_art

    tiles = {t.id: t for name in ("classic", "legacy", "campaign") for t in load_pack(name).tiles.values()}
    art = tile_art.TileArt(load_pack("classic"), app.fonts)
    for cell in tile_art_levels():
        gap = max(1, int(cell * tile_art.GAP))
        room_w = cell - 2 * gap
        for tile in tiles.values():
            font, lines = art._name_lines(tile, room_w, cell)
            assert " ".join(lines).split() == tile.name.split(), (cell, tile.name, lines)
            for line in lines:
                assert font.size(line)[0] * 0.75 <= room_w - 4, (cell, tile.name, line)
        strongroom = next(t for t in tiles.values() if t.name == "Strongroom")
        surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
        art._label(surf, pygame.Rect(gap, gap, room_w, room_w), _nameless_symbols(strongroom), cell)
        ink = [x for x in range(cell) if any(surf.get_at((x, y)).a > 40 for y in range(cell))]
        assert min(ink) >= gap and max(ink) < cell - gap, (cell, "the name spills over the seam")


def test_the_reveal_names_a_campaigns_traitor_once():
    """'Patience the Third Greaves (Greaves) turns traitor.': a campaign member's name holds
    their family's, so the reveal does not repeat it; a classic seat keeps its explorer."""
    from game import load_pack
    from scenes.haunt.haunt_pages import who_turned

    camp, classic = load_pack("campaign"), load_pack("classic")
    member = {"knows_traitor": True, "haunt": {"traitor": 0}, "players": [{"name": "Patience the Third Greaves", "explorer": "greaves"}]}
    assert who_turned(camp, member)[0] == "Patience the Third Greaves turns traitor."
    explorer = next(iter(classic.explorers.values()))
    seat = {"knows_traitor": True, "haunt": {"traitor": 0}, "players": [{"name": "Cora", "explorer": explorer.id}]}
    assert who_turned(classic, seat)[0] == f"Cora ({explorer.name}) turns traitor."


def test_a_word_cut_across_lines_is_hyphened_and_each_line_fits(app):
    """A German card in the hand read "Fingerknoche" / "n des Heiligen" (frame
    /tmp/np/79.png): a word wider than its line is cut with a hyphen, every line in its width."""
    from scenes.kit.widgets import wrap_text

    font = app.fonts.get("body", 14)
    width = font.size("Fingerkno")[0]
    lines = wrap_text(font, "Der Fingerknochen des Heiligen", width)
    assert lines[0] == "Der" and lines[1].endswith("-") and lines[1].startswith("Fingerkn")
    assert " ".join(lines).replace("- ", "") == "Der Fingerknochen des Heiligen"   # nothing lost
    assert all(font.size(line)[0] <= width for line in lines)
    assert wrap_text(font, "Sword-Cane", font.size("Sword-")[0]) == ["Sword-", "Cane"]   # its own hyphen serves
