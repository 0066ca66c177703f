"""Saved games for ``tools/screenshot.py``: the saves list and the replay viewer.

Both need games on disk, so bots play them first, into a private temp folder
(``HOLLOWMERE_HOME`` is pointed there before anything reads it: a screenshot never
touches a player's saves).

    --scene saves    three games (exploring, haunted, over) and four damaged files
    --scene replay   a game played to its end, watched from turn ``--turns`` (default:
                     the middle of the game), a few steps on, as the heroes see it
    --scene replay-unfinished
                     a game stopped ``--turns`` turns (default 4) into its haunt, watched
                     at its latest step: the table's view, the only one it offers
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

NAMES = ("Ada", "Bram", "Cora", "Dov", "Esme", "Finn")


def private_home() -> Path:
    """A fresh, empty data folder for this picture (the one ``screenshot.main`` made, if it
    made one): nothing a player's own folder holds — saves, settings, hints already seen —
    changes a render."""
    current = os.environ.get("HOLLOWMERE_HOME", "")
    if Path(current).name.startswith("hollowmere-shot-") and Path(current).is_dir():
        return Path(current)
    home = Path(tempfile.mkdtemp(prefix="hollowmere-shot-"))
    os.environ["HOLLOWMERE_HOME"] = str(home)
    return home


def open_split_screens(app, game, page: int):
    """Push ``game``'s board (no bot seats) and let it settle until the haunt's split
    screens open, then turn ``page`` of their pages (the haunt scenes of screenshot.py and
    of the campaign's shots); the board scene."""
    from scenes.board.play import PlayScene

    play = PlayScene(app, game, bot_seats=set())
    app.push(play)
    app.run_frames(2)
    for _ in range(600):   # let the board settle until the split screens open
        if app.top is not play or not play.moving:   # (or nothing is left to come: books already read)
            break
        play.presenter.skip()
        app.run_frames(1)
    for _ in range(page):
        if app.top is play:
            break
        app.top.advance()
    return play


def play_to_log(path, seed: int, players: int = 4, until=None, pack=None):
    """Bots play from ``seed`` into the log at ``path`` until ``until(game)`` or the end."""
    from game import auto_seats, load_pack, new_game
    from game.bots import RandomPlayer

    pack = pack or load_pack("classic")
    seats = [dict(seat, name=NAMES[i], bot=i > 0) for i, seat in enumerate(auto_seats(pack, players, seed))]
    game = new_game("classic", seats, seed=seed, content=pack, options={"date": "11-21"}, log_path=path)
    bots = {}
    while game.phase != "over" and len(game.events) < 30_000 and not (until and until(game)):
        seat = game.acting_seat()
        if seat is None:
            break
        bot = bots.setdefault(seat, RandomPlayer(seed * 97 + seat))
        game.submit(bot.choose(game.view(seat), game.legal_commands(seat)))
    game.close()
    return game


def damage(folder: Path, good: Path) -> None:
    """The ways a save goes bad: cut short, a flipped bit, an empty file, a newer format."""
    raw = good.read_bytes()
    lines = raw.split(b"\n")
    (folder / "hollowmere-cut-short.jsonl").write_bytes(raw[:30])
    flipped = bytearray(raw)
    flipped[len(lines[0]) + 1 + sum(len(x) + 1 for x in lines[1:12]) + 4] ^= 0x80
    (folder / "hollowmere-bit-flip.jsonl").write_bytes(bytes(flipped))
    (folder / "hollowmere-empty.jsonl").write_bytes(b"")
    header = json.loads(lines[0])
    header["format"] = header["format"] + 1
    newer = json.dumps(header).encode() + b"\n" + raw[len(lines[0]) + 1:]
    (folder / "hollowmere-from-the-future.jsonl").write_bytes(newer)


def _age(path: Path, hours: float) -> None:
    import time

    stamp = time.time() - hours * 3600
    os.utime(path, (stamp, stamp))


def _saves(app, args) -> None:
    from game.paths import saves_dir
    from scenes.saves.saves_scene import SavesScene
    from scenes.setup.setup_scene import title_entries
    from scenes.menu.title import TitleScene

    private_home()
    folder = saves_dir()
    over = folder / "hollowmere-20261118-213000.jsonl"
    play_to_log(over, args.seed + 3)
    haunted = folder / "hollowmere-20261120-200500.jsonl"
    play_to_log(haunted, args.seed + 5, 5, until=lambda g: g.phase == "haunt" and g.state["turns_taken"] > 40)
    exploring = folder / "hollowmere-20261121-193000.jsonl"
    play_to_log(exploring, args.seed + 7, 3, until=lambda g: g.state["turns_taken"] >= 12)
    damage(folder, exploring)
    for hours, path in enumerate(sorted(folder.glob("*.jsonl"))):
        _age(path, 60 - hours * 9)
    _age(exploring, 0.5)
    app.push(TitleScene(app, entries=title_entries()))
    app.push(SavesScene(app))


def _replay(app, args) -> None:
    from scenes.replay.replay_scene import ReplayScene
    from scenes.setup.setup_scene import title_entries
    from scenes.menu.title import TitleScene

    home = private_home()
    path = home / "watched.jsonl"
    play_to_log(path, args.seed or 3)
    app.push(TitleScene(app, entries=title_entries()))
    scene = ReplayScene(app, path, perspective="heroes")
    app.push(scene)
    turn = args.turns or max(1, scene.turn_count // 2)
    scene.go_to_turn(turn)
    for _ in range(4):
        scene.step(1)


def _replay_unfinished(app, args) -> None:
    from scenes.replay.replay_scene import ReplayScene
    from scenes.setup.setup_scene import title_entries
    from scenes.menu.title import TitleScene

    home = private_home()
    path = home / "unfinished.jsonl"
    turns = args.turns or 4
    began: list = []

    def until(game):
        if game.phase == "haunt" and not began:
            began.append(game.state["turns_taken"])
        return bool(began) and game.state["turns_taken"] >= began[0] + turns

    game = play_to_log(path, args.seed or 3, until=until)
    if game.phase == "over":
        raise SystemExit(f"screenshot: seed {args.seed} ends within {turns} turns of its haunt; try another --seed")
    app.push(TitleScene(app, entries=title_entries()))
    scene = ReplayScene(app, path)
    app.push(scene)
    scene.to_end()


def saved_game_scenes() -> dict:
    return {"saves": _saves, "replay": _replay, "replay-unfinished": _replay_unfinished}
