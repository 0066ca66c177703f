"""The board half of tools/bench.py: the full house it draws, the frame timings, and the
child process whose peak memory it reports (see that file and docs/PERFORMANCE.md)."""

from __future__ import annotations

import json
import resource
import statistics
import time
from pathlib import Path

import _path  # noqa: F401  (the repository on sys.path)

from _bench_clock import clock

BUDGET_MS = 1000 / 60


# -- the board: a full house -------------------------------------------------------------------

def full_house(pack, seed: int = 3):
    """A 6-seat game whose raw state is edited into the busiest board there is.

    1. A few bot turns are played (so the log panel has a story to tell).
    2. Every tile left in the stack is drawn and placed (``tile_drawn`` + ``tile_placed``
       events applied to the state): for each tile, the first open doorway of one of its
       regions where ``board.placements`` allows a rotation that meets the doorway.
    3. The haunt "many_hands" is revealed through the engine's own ``reveal`` (6 crawling
       hands for 6 seats) and ``monster_placed`` events top it up to 12 monsters.
    4. Explorers are spread over the ground floor (``moved``), tokens and item piles are
       put on tiles (raw edits of ``tokens``/``piles``), and each explorer gets an item
       and an omen in hand (for the HUD).
    5. Any question left open is dropped and the turn is an explorer's, so the table
       shows that seat's legal moves lit. (Should the table not play the haunt phase,
       ``scenes.board.play.PLAYED_PHASES``, the phase is set back to "explore".) The scene is
       opened with the haunt's books already read, so the board is what is drawn.
    """
    from game import board
    from game.apply import apply_in_place
    from game.bots import RandomPlayer
    from game.clone import clone
    from game.effects import run as run_effects
    from game.engine import Ctx
    from game.haunt.reveal import reveal
    from scenes.board.play import PLAYED_PHASES

    from game import auto_seats, new_game
    names = ("Ada", "Bram", "Cora", "Dov", "Esme", "Finn")
    seats = [dict(s, name=names[i]) for i, s in enumerate(auto_seats(pack, 6, seed))]
    game = new_game("classic", seats, seed, pack, options={"date": "11-21"})
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(6)}
    while game.state["turns_taken"] < 12 and game.phase == "explore":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    if game.phase != "explore":
        raise RuntimeError("the haunt came too early for the full-house seed")
    # finish whatever the current command left open, then take the raw state
    state = game._state = clone(game.state)
    state["pending"], state["frames"], state["drawn_tile"] = None, [], None

    def emit(event):
        apply_in_place(state, event)
        game._events.append(event)

    unplaced = []
    for tile in list(state["stack"]):
        spot = None
        for region in pack.tiles[tile].floors:
            for _tid, side, (x, y) in board.open_doorways(pack, state, region):
                rots = board.placements(pack, state, tile, region, x, y, board.OPPOSITE[side])
                if rots:
                    spot = (region, x, y, rots[0])
                    break
            if spot:
                break
        if spot is None:
            unplaced.append(tile)
            continue
        emit({"t": "tile_drawn", "tile": tile, "region": spot[0], "skipped": [], "bury": False})
        emit({"t": "tile_placed", "seat": 0, "tile": tile, "region": spot[0], "x": spot[1],
              "y": spot[2], "rot": spot[3]})
    # the haunt, through the engine's reveal (many_hands: 6 crawling hands at 6 seats)
    chart = pack.chart
    number = pack.haunts["many_hands"]["number"]
    omen = room = None
    for i, row in enumerate(chart["rows"]):
        for j, col in enumerate(chart["columns"]):
            if chart["cells"][i][j] == number and omen is None:
                omen, room = col, row
    revealer = game.current_seat() or 0
    ctx = Ctx(pack, game.ruleset, state)
    ctx.emit("haunt_rolled", seat=revealer, total=0, omens=state["omens_drawn"], started=True,
             omen=omen, room=room)
    reveal(ctx, revealer, omen, room)
    run_effects(ctx)
    ctx.close()
    game._events.extend(ctx.events)
    state = game._state = ctx.state
    ground = sorted(t for t, pos in state["placed"].items() if pos[0] == "ground")
    kind = state["monsters"][0]["kind"] if state.get("monsters") else "crawling_hand"
    for i in range(len(state.get("monsters", [])), 12):
        emit({"t": "monster_placed", "id": f"{kind}_{i + 1}", "kind": kind,
              "tile": ground[(i * 5) % len(ground)]})
    for seat in range(6):
        emit({"t": "moved", "seat": seat, "to": ground[(seat * 7 + 3) % len(ground)], "cost": 0,
              "side": None, "how": "teleport"})
    tokens = sorted(pack.tokens)
    for i, tile in enumerate(ground[::3]):
        state["tokens"].setdefault(tile, []).extend(tokens[i % len(tokens):i % len(tokens) + 2])
    items = [c for c in pack.deck("item")][:6]
    for i, tile in enumerate(ground[1::4][:len(items)]):
        state["piles"].setdefault(tile, []).append(items[i])
        if items[i] in state["decks"]["item"]:
            state["decks"]["item"].remove(items[i])
    for p in state["players"]:  # full hands for the HUD
        for deck in ("item", "omen"):
            if state["decks"][deck]:
                p["cards"].append(state["decks"][deck].pop(0))
    if state["phase"] not in PLAYED_PHASES:
        state["phase"] = "explore"
    state["pending"], state["frames"] = None, []
    if state["turn"] is None or state["turn"].get("kind") != "explorer":
        state["turn"] = {"seat": 0, "number": state["turns_taken"] + 1, "moves": 4, "moved": 0,
                         "drew": False, "omen": None, "used": [], "kind": "explorer", "resting": []}
    game._undo = []
    return game, {"tiles_placed": len(state["placed"]), "tiles_unplaced": len(unplaced),
                  "monsters": len(state.get("monsters", [])), "explorers": len(state["players"]),
                  "tokens": sum(len(v) for v in state["tokens"].values()),
                  "history_events": len(game._events)}


def _stats(samples: list[float]) -> dict:
    s = sorted(samples)
    p = lambda q: s[min(len(s) - 1, int(round(q * (len(s) - 1))))]  # noqa: E731 (a one-line rule kept beside its use)
    return {"frames": len(s), "p50_ms": round(p(0.5) * 1000, 2), "p95_ms": round(p(0.95) * 1000, 2),
            "max_ms": round(s[-1] * 1000, 2), "mean_ms": round(statistics.fmean(s) * 1000, 2),
            "p95_budget_ratio": round(p(0.95) * 1000 / BUDGET_MS, 3)}


def _timed_frames(app, count: int, before=None) -> list[float]:
    out = []
    for _ in range(count):
        if before is not None:
            before()
        t = clock()
        app.frame(1 / 60)
        out.append(clock() - t)
    return out


def board_scene(size, pack):
    from scenes.app import App
    from scenes.kit.settings import Settings

    game, info = full_house(pack)
    app = App(size, offscreen=True, settings=Settings())
    scene = house_scene(app, game)
    app.push(scene)
    return app, scene, game, info


def house_scene(app, game):
    """The board scene for the full house, every seat human, the haunt's books already
    read (so the board, not the split screens, is what is drawn)."""
    import inspect

    from scenes.board.play import PlayScene

    extra = {"books_read": True} if "books_read" in inspect.signature(PlayScene).parameters else {}
    return PlayScene(app, game, bot_seats=set(), **extra)


def bench_frames(pack, size, frames: int) -> dict:
    import pygame

    from scenes.board.house.camera import LEVELS
    from scenes.board.records import Roll, Side

    t = time.perf_counter()
    app, scene, game, info = board_scene(size, pack)
    setup_s = time.perf_counter() - t
    presenter = scene.presenter
    t = clock()
    app.frame(1 / 60)
    first = clock() - t
    _timed_frames(app, 20)  # warm the caches (tiles at this zoom, fonts, faces)
    out = {"size": f"{size[0]}x{size[1]}", "house": info, "setup_s": round(setup_s, 2),
           "first_frame_ms": round(first * 1000, 1)}
    out["idle"] = _stats(_timed_frames(app, frames))

    # both animations at once (a worst case: the presenter shows them one after the
    # other): a roll at centre stage over the board — a 6-dice throw, then an attack of
    # 5 dice against 4, in turn — and a card turning over
    omen = next(iter(pack.deck("omen")))
    throws = [Roll("Ada — Might roll, needs 5+", (Side("Ada", (2, 1, 0, 2, 1, 1), 7, seed=1),), "Success",
                   "success", "To force the door"),
              Roll("Ada attacks Bram", (Side("Ada", (2, 1, 0, 2, 1), 6, "attacks", seed=2),
                                        Side("Bram", (1, 1, 0, 2), 4, "defends", seed=3)),
                   "Ada wins by 2: Bram takes 2 physical damage.", "plain", "Might against Might", winner=0)]
    thrown = [0]

    def throw():
        if not presenter.roll.busy:
            presenter.roll.throw(throws[thrown[0] % len(throws)], scene.table.rects["board"])
            thrown[0] += 1
        if not presenter.cards.busy:
            presenter.cards.sprites.clear()
            presenter.cards.show(omen, "hand:0")

    throw()
    _timed_frames(app, 5, throw)
    kept = getattr(scene.table, "retained", None)   # the layer kept under an animation (scenes.board.retained)
    start = kept.kept_frames if kept is not None else 0
    out["animating"] = _stats(_timed_frames(app, frames, throw))
    if kept is not None:
        out["animating"]["kept_share"] = round((kept.kept_frames - start) / frames, 3)
        # the same loop with every frame drawn afresh, for comparison in the same run
        kept.enabled = False
        _timed_frames(app, 5, throw)
        out["animating_afresh"] = _stats(_timed_frames(app, frames, throw))
        kept.enabled = True
    presenter.skip()
    presenter.cards.sprites.clear()
    app.run_frames(3)

    house = scene.table.house
    cam = house.camera
    cam.level, cam.target = 0, None
    cells = [pos for pos in game.state["placed"].values() if pos[0] == house.region]
    cam.cx = (min(p[1] for p in cells) + max(p[1] for p in cells)) / 2
    cam.cy = (min(p[2] for p in cells) + max(p[2] for p in cells)) / 2
    _timed_frames(app, 5)
    out["zoomed_out"] = _stats(_timed_frames(app, frames))
    visible = sum(1 for p in cells if cam.cell_rect(house.rect, p[1], p[2]).colliderect(house.rect))
    out["zoomed_out"]["tiles_visible"] = visible
    out["zoomed_out"]["cell_px"] = LEVELS[0]
    app.close()
    pygame.init()  # App.close quits pygame; the next size starts it again
    return out


def child_play(frames: int) -> int:
    """In a child, at 1920x1080: (1) one 6-bot game in the board scene, the haunt played
    on the board (no one reads its books), animations skipped as they start so the bots
    keep going, for ``frames`` frames or to its end: the peak RSS then is the figure the
    target is about; (2) nine more games, each in a fresh board scene, to see whether
    memory grows game after game: the resident set (``VmRSS``, after a collection) after
    1, 3 and 10 games; (3) the full house drawn at every zoom level of every floor.
    Prints one JSON line."""
    import gc

    from game import auto_seats, load_pack
    from scenes.app import App, release_freed
    from scenes.board.house.camera import LEVELS
    from scenes.board.play import PlayScene, start_game
    from scenes.kit.settings import Settings

    def rss_mb() -> float:
        return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)

    def hwm_mb() -> float | None:
        """This process's own peak (Linux: VmHWM; ru_maxrss may include the parent's)."""
        try:
            for line in Path("/proc/self/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
        except OSError:
            pass
        return None

    def resident_mb() -> float:
        """The resident set now (not the peak), after a full collection and the freed heap
        handed back, as the App does at every change of scene (``release_freed``)."""
        gc.collect()
        release_freed()
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return round(pages * resource.getpagesize() / 2**20, 1)

    pack = load_pack("classic")
    base = rss_mb()
    app = App((1920, 1080), offscreen=True, settings=Settings())

    def play(seed: int) -> tuple[int, int]:
        """One game in a fresh board scene: (frames in the board scene, events)."""
        seats = [dict(s, name=f"Bot {i}", bot="random") for i, s in enumerate(auto_seats(pack, 6, seed))]
        scene = PlayScene(app, start_game(seats, seed, save=True))
        scene.bot_pause = 0.0
        scene.books_read = True  # no one reads the haunt's books: the bots play it on the board
        if app.stack:
            app.replace(scene)
        else:
            app.push(scene)
        done = 0
        while done < frames and app.top is scene:  # the end scene replaces it when it is over
            if scene.presenter.busy and done % 4 == 0:
                scene.presenter.skip()
            app.frame(1 / 60)
            done += 1
        return done, len(scene.game.events)

    board_frames, events = play(5)
    one_game = rss_mb()
    resident = {1: resident_mb()}
    for n, seed in enumerate(range(6, 15), start=2):
        play(seed)
        if n in (3, 10):
            resident[n] = resident_mb()
    after_games = rss_mb()
    house_game, _info = full_house(pack)
    full = house_scene(app, house_game)
    app.replace(full)
    for region in full.table.house.regions:
        full.table.show_region(region)
        for level in range(len(LEVELS)):
            full.table.house.camera.level = level
            app.run_frames(2)
    zoom_sweep = rss_mb()
    print(json.dumps({"size": "1920x1080", "frames_max": frames, "board_frames": board_frames,
                      "game_events": events, "rss_before_app_mb": base, "peak_rss_mb": one_game,
                      "rss_after_games_mb": {str(n): mb for n, mb in resident.items()},
                      "peak_rss_after_10_games_mb": after_games,
                      "peak_rss_after_zoom_sweep_mb": zoom_sweep, "vm_hwm_mb": hwm_mb()}))
    return 0


def bench_idle(pack, size, seconds: float = 4.0) -> dict:
    """The idle board's CPU per second of wall time: the full house in a (dummy-driver)
    window, a person's turn, nothing moving and nobody touching it, run by the App's own
    loop (``App.beat``) — resting between frames — and, for comparison, at the full 60
    frames a second it drew before it could rest. Process CPU time over wall time."""
    import pygame

    from scenes.app import App
    from scenes.kit.settings import Settings

    game, _info = full_house(pack)
    app = App(offscreen=False, settings=Settings().with_changes(window_size=size, fullscreen=False))
    app.push(house_scene(app, game))
    clock = pygame.time.Clock()
    out = {"size": f"{size[0]}x{size[1]}", "seconds": seconds}
    for name, rest in (("resting", True), ("unrested", False)):
        end = time.perf_counter() + 1.0   # warm up, and let the last input's moment pass
        while time.perf_counter() < end:
            app.beat(clock) if rest else app.frame(clock.tick(60) / 1000)
        frames, wall, cpu = 0, time.perf_counter(), time.process_time()
        while time.perf_counter() - wall < seconds:
            app.beat(clock) if rest else app.frame(clock.tick(60) / 1000)
            frames += 1
        used, took = time.process_time() - cpu, time.perf_counter() - wall
        out[name] = {"cpu_per_wall_s": round(used / took, 4), "frames_per_s": round(frames / took, 1)}
    out["idle"] = app.idle
    app.close()
    pygame.init()
    return out
