"""Tokens you can read (issue 28, items 3 and 5): explorers' tokens at least 24 px, the
acting one marked; several pieces in a room fan out or collapse into one counted token
whose hover lists them; with the colour-blind palette on, each explorer's token on the
board is the same colour as their chip in the top bar."""

from __future__ import annotations

import pygame
import pytest

from game import auto_seats, new_game
from haunt_helpers import start_haunt
from scenes.board import style as S
from scenes.board.play import PlayScene
from scenes.board.house.camera import LEVELS
from scenes.board.house.tokens import MIN_TOKEN
from scenes.kit.palette_modes import STANDARD_EXPLORERS
from scenes.kit.intents import Hover
from test_ui_board import DATE, app, home, pack  # noqa: F401  (fixtures)
from ui_haunt_helpers import open_haunt, read_books


def _start(app, pack, players=4) -> PlayScene:
    game = new_game("classic", auto_seats(pack, players, 6), seed=6, content=pack, options=DATE)
    scene = PlayScene(app, game, bot_seats=set())
    app.push(scene)
    app.run_frames(40)
    return scene


def _near(surface, centre, radius, rgb, within=70) -> list[tuple]:
    """The pixels of the round token at ``centre`` within ``within`` of ``rgb`` (the
    portrait is shaded, so its seat colour is a small range, not one value)."""
    out = []
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            if dx * dx + dy * dy <= radius * radius:
                px = tuple(surface.get_at((centre[0] + dx, centre[1] + dy)))[:3]
                if sum((a - b) ** 2 for a, b in zip(px, rgb)) <= within * within:
                    out.append(px)
    return out


def _mean(pixels) -> tuple:
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def test_with_the_colour_blind_palette_each_token_matches_its_chip_in_the_top_bar(app, pack):
    scene = _start(app, pack)
    app.draw()   # tokens drawn (and kept) in the standard palette first
    app.change_settings(colour_blind=True, save=False)
    app.run_frames(5)
    app.draw()
    screen, table = app.screen, scene.table
    stacks = [s for group in table.house.figure_stacks().values() for s in group]
    assert stacks, "explorers on the floor shown"
    checked = 0
    for stack in stacks:
        for seat in stack.ids[:1]:   # the one drawn on top of its stack
            player = scene.view["players"][seat]
            safe = S.explorer_rgb(player["colour"])
            old = STANDARD_EXPLORERS[player["colour"]]
            chip = table.topbar.chips[seat]
            at_chip = ((chip.left + chip.h // 2, chip.centery), int(chip.h * 0.41))
            at_token = (stack.centre, stack.radius)
            for where, (centre, radius) in (("chip", at_chip), ("token", at_token)):
                area = 3.14 * radius * radius
                assert len(_near(screen, centre, radius, safe)) > 0.15 * area, f"{player['name']}'s {where}"
                if old != safe:   # (white is white in both)
                    assert len(_near(screen, centre, radius, old, 40)) < 0.05 * area, f"{player['name']}: old {where}"
            chip_ink = _mean(_near(screen, *at_chip, safe))
            token_ink = _mean(_near(screen, *at_token, safe))
            assert all(abs(a - b) <= 30 for a, b in zip(chip_ink, token_ink)), (chip_ink, token_ink)
            checked += old != safe
    assert checked >= 2, "tokens whose colour the palette changes"


def test_explorers_tokens_are_at_least_24_px_and_the_acting_one_is_marked(app, pack):
    scene = _start(app, pack, players=6)
    house = scene.table.house
    house.camera.zoom(-20, house.rect, house.rect.center)   # the smallest zoom
    app.run_frames(2)
    stacks = [s for group in house.figure_stacks().values() for s in group]
    assert stacks and min(s.radius * 2 for s in stacks) >= MIN_TOKEN
    acting = scene.table.turn_seat
    lit = house.figure(scene.view["players"][acting], stacks[0].radius, True)
    plain = house.figure(scene.view["players"][acting], stacks[0].radius, False)
    assert lit.get_height() > plain.get_height(), "a pointer stands over the acting explorer"
    everyone = [seat for s in stacks for seat in s.ids]
    assert sorted(everyone) == list(range(6)), "each explorer in exactly one token"
    for s in stacks:   # the acting explorer is the one shown on top of their stack
        assert acting not in s.ids or s.ids[0] == acting


@pytest.mark.slow
def test_four_monsters_in_one_room_are_readable_tokens_or_one_counted_token_with_a_list(app, pack):
    game = start_haunt(pack, "many_hands", players=4, seed=1)
    scene = open_haunt(app, game)
    read_books(app)
    app.run_frames(30)
    table = scene.table
    house, view = table.house, scene.view
    monsters = view["monsters"]
    assert len(monsters) >= 4
    room = monsters[0]["tile"]
    for m in game.state["monsters"][:4]:
        m["tile"] = room
    scene.refresh()
    table.show_region(view["placed"][room][0])
    app.run_frames(30)
    for level in range(len(LEVELS)):   # at every zoom
        house.camera.level = level
        house.focus(*view["placed"][room][:3], instant=True)   # the room in the middle
        app.run_frames(2)
        view = scene.view
        spots = table.tokens.monster_spots(house, view)   # monster -> (x, y, radius) of its token
        here = [m["id"] for m in view["monsters"] if m["tile"] == room]
        assert len(here) >= 4 and all(mid in spots for mid in here)
        tokens: dict[tuple, list[str]] = {}
        for mid in here:
            x, y, radius = spots[mid]
            tokens.setdefault((x, y, radius), []).append(mid)
        rects = [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y, r in tokens]
        assert all(r.w >= MIN_TOKEN for r in rects), f"tokens {rects[0].w} px in a {house.camera.cell} px room"
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "none under another"
        stacked = [(spot, mids) for spot, mids in tokens.items() if len(mids) > 1]
        for (x, y, _r), mids in stacked:   # collapsed: the pointer over it lists them
            app.dispatch(Hover((x, y)))
            app.run_frames(60)
            tip = table.tokens.tip_at(house, (x, y))
            assert tip is not None and len(tip[1]) == len(mids) + 1
            assert _tooltip_drawn(app, table, len(mids)), f"the list is shown on hover ({house.camera.cell} px)"


def _tooltip_drawn(app, table, count: int) -> bool:
    """Is the hover list what the one tooltip of the frame shows? (scenes.kit.hover: the
    board tells the layer, which draws the note the resting pointer asks for)"""
    table._tip_key = None
    app.draw()
    shown = app.hover.active()
    return shown is not None and str(list(shown[1])[0]).startswith(f"{count} monsters")
