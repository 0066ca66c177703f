"""Hostile saves: a save cannot lie (issue 18, point 2).

From one real bot game (classic, 4 seats, seed 11, with undos, stopped in the middle of a
turn after its last turn hash, with two snapshots) every kind of damage and edit players
made to their saves is written, and each must either load the very game its events
record — the original's events up to some point, and the original's state hash there —
or raise LogError naming the file and what is wrong: no other exception, no hang (each
load runs under a deadline), never another game.

*Naive* edits change bytes only: every byte is covered by a line's check (``h``), so they
are caught there. *Careful* edits also work every line's check out again
(``driver.rechain``), as only a deliberate editor does: the checks behind the chain must
catch those (the header against the events, one game, the undos, the turn hashes, the
pack). The line checks are not a signature: a careful edit after the last turn hash of a
game still being played cannot be told from play, and is not among these.
"""

from __future__ import annotations

import json
import os
import re
import signal
import warnings
from contextlib import contextmanager
from pathlib import Path

import pytest

from game import LogError, load, load_pack
from game.hashing import state_hash
from game.log import snapshot_path
from game.replayer import Replayer

from driver import start, undoing
from hostile_variants import CATEGORIES, Base, Variant

pytestmark = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="the deadline needs SIGALRM")

DEADLINE = 30  # seconds any one load may take (a hang fails the test, never the run)


class Hung(BaseException):
    """A load that did not answer in time (BaseException: nothing may swallow it)."""


@contextmanager
def deadline(seconds: float = DEADLINE):
    def ring(_signum, _frame):
        raise Hung(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _play(pack, folder: Path, seed: int) -> tuple[Path, object]:
    path = folder / f"g{seed}.jsonl"
    game = start(pack, seed=seed, log_path=path)
    for _step, _undone in undoing(game, seed, every=4, steps=4000):
        if len(game.events) > 480 and game.events[-1]["t"] not in ("turn_ended", "turn_started"):
            break
    game.close()
    return path, game


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Base:
    pack = load_pack("classic")
    folder = tmp_path_factory.mktemp("base")
    path, game = _play(pack, folder, 11)
    other, other_game = _play(pack, folder, 12)
    raw = path.read_bytes()
    lines = raw.split(b"\n")[:-1]
    events = game.events
    replayer = Replayer(pack, events)

    def states(n: int) -> dict:
        return json.loads(json.dumps(Replayer(pack, events).seek(n)))

    hashes = [state_hash(replayer.seek(n)) for n in range(len(events) + 1)]
    kinds = [e["t"] for e in events]
    last = max(i for i, kind in enumerate(kinds) if kind == "turn_ended")
    made = Base(raw=raw, snapshots=snapshot_path(path).read_bytes(), lines=lines, header=json.loads(lines[0]),
                written=[json.loads(line) for line in lines[1:]], events=events, hashes=hashes,
                states=states, last_turn_hash=last, foreign=other.read_bytes().split(b"\n")[1:-1],
                foreign_events=other_game.events)
    # the game is what the variants need: undos before and after its last turn hash, rolls
    # after it, two snapshots, and it is unfinished
    assert kinds.count("undone") >= 5 and "undone" in kinds[last:] and "dice_rolled" in kinds[last:]
    assert len(made.snapshots.splitlines()) >= 2 and game.phase != "over"
    return made


# -- the judge -----------------------------------------------------------------------------------

def _same_events(loaded: list[dict], original: list[dict], old: bool) -> bool:
    if not old:
        return loaded == original

    def plain(events):  # an old save's undo names no step: which one it took back may differ
        return [dict(e, to=None) if e["t"] == "undone" else e for e in events]
    return plain(loaded) == plain(original)


def judge(path: Path, base: Base, *, old: bool = False) -> tuple[str, object]:
    """("loaded", events) if the save loads — then it is the original game up to there —
    or ("refused", message) for a LogError; anything else fails the test."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            with deadline():
                game = load(path, append=False)
        except LogError as exc:
            message = str(exc)
            assert message.startswith(f"{path.name}: "), message
            assert len(message) < 600 and "Traceback" not in message, message
            assert not re.search(r"[A-Z][a-z]+Error\b", message), message  # words, not exception names
            return "refused", message
    n = len(game.events)
    assert 1 <= n <= len(base.events), n
    assert _same_events(game.events, base.events[:n], old), f"{path.name}: loaded other events than the game's"
    assert game.state_hash() == base.hashes[n], f"{path.name}: loaded another game"
    return "loaded", n


def check_all(variants: list[Variant], base: Base, folder: Path) -> dict[str, tuple]:
    outcomes, wrong = {}, []
    for variant in variants:
        path = variant.write(folder)
        try:
            outcome = judge(path, base, old=variant.old)
        except (Exception, Hung) as exc:
            wrong.append(f"{variant.name}: {type(exc).__name__}: {str(exc)[:300]}")
            continue
        outcomes[variant.name] = outcome
        kind, what = outcome
        if variant.expect == "refused" and kind != "refused":
            wrong.append(f"{variant.name}: loaded ({what} events) but must be refused")
        elif variant.expect == "loaded" and (kind != "loaded" or what != len(base.events)):
            wrong.append(f"{variant.name}: must load the whole game, got {outcome}")
        elif variant.expect == "prefix" and kind != "loaded":
            wrong.append(f"{variant.name}: must load (the game up to a point), got {outcome}")
        if kind == "refused" and variant.words and variant.words.lower() not in what.lower():
            wrong.append(f"{variant.name}: the refusal does not say {variant.words!r}: {what}")
        if kind == "loaded" and variant.n is not None and what != variant.n:
            wrong.append(f"{variant.name}: loaded {what} events, expected {variant.n}")
    assert not wrong, "\n".join(wrong)
    return outcomes


@pytest.mark.slow
@pytest.mark.parametrize("category", list(CATEGORIES))
def test_each_hostile_save_loads_the_very_game_or_is_refused_in_words(base, tmp_path, category):
    outcomes = check_all(CATEGORIES[category](base), base, tmp_path)
    loaded = {what for kind, what in outcomes.values() if kind == "loaded"}
    refused = [what for kind, what in outcomes.values() if kind == "refused"]
    if category == "truncated":  # a cut loads exactly the whole commands before it: at many points
        assert len(loaded) > 100 and refused
    assert all("line" in message for message in refused if category in ("bit flips", "foreign events", "dice"))


def test_a_save_with_a_bom_or_blank_lines_at_the_end_plays_on_and_stays_whole(base, tmp_path):
    for name, data in (("bom", b"\xef\xbb\xbf" + base.raw), ("blank", base.raw + b"\n\n"),
                       ("no-newline", base.raw[:-1]), ("torn", base.raw[:-9])):
        path = tmp_path / f"{name}.jsonl"
        path.write_bytes(data)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            game = load(path)
            seat = game.acting_seat()
            game.submit(game.legal_commands(seat)[0])
            expected = game.state_hash()
            game.close()
            again = load(path, append=False)
        assert again.state_hash() == expected and again.events == game.events, name


def test_the_snapshots_still_speed_loading_up(base, tmp_path):
    from game.game import _from_snapshot

    path = tmp_path / "g.jsonl"
    path.write_bytes(base.raw)
    snapshot_path(path).write_bytes(base.snapshots)
    found = []
    state = _from_snapshot(path, load_pack("classic"), base.events, found)
    assert state is not None and state_hash(state) == base.hashes[-1] and not found


@pytest.mark.slow
def test_the_replay_tool_says_one_line_for_each_hostile_save(base, tmp_path):
    """tools/replay.py --verify: OK with the right hash, or one error line naming the
    file; never a traceback (a sample of each category, in one process)."""
    import contextlib
    import io
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import replay as tool

    sample = [v for make in CATEGORIES.values() for v in make(base)[::7]]
    for variant in sample:
        path = variant.write(tmp_path)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), deadline():
            code = tool.main([str(path), "--verify"])
        lines = err.getvalue().strip().splitlines()
        if code == 0:
            n, digest = out.getvalue().split()[1], out.getvalue().split()[3]
            assert digest == base.hashes[int(n)], variant.name
        else:
            errors = [line for line in lines if line.startswith("error: ")]
            assert len(errors) == 1 and errors[0].startswith(f"error: {path.name}: "), (variant.name, lines)
        assert "Traceback" not in err.getvalue(), variant.name


# -- every one of them in the saves folder, and the title -----------------------------------------

@pytest.mark.slow
def test_the_title_opens_and_lists_every_hostile_save_and_continue_never_crashes(base):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.paths import saves_dir
    from scenes.app import App
    from scenes.board.play import PlayScene
    from scenes.kit.settings import Settings
    from scenes.menu.title import TitleScene
    from scenes.saves.save_index import _cache, list_saves
    from scenes.saves.saves_scene import SavesScene, continue_latest
    from scenes.setup.setup_scene import title_entries

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    variants = [v for make in CATEGORIES.values() for v in make(base)]
    expected = {}
    for variant in variants:
        path = variant.write(folder)
        expected[path.name] = variant
    (folder / "the-good-one.jsonl").write_bytes(base.raw)
    _cache.clear()
    with deadline(240):
        app = App((1280, 720), offscreen=True, settings=Settings())
        try:
            app.push(TitleScene(app, entries=title_entries()))
            app.run_frames(3)
            app.draw()
            assert app.top.button("Continue").enabled
            infos = {info.name: info for info in list_saves()}
            # every file is listed (a folder called *.jsonl is not a file) and the list
            # agrees with loading: what it shows as whole loads, what it shows as damaged
            # does not, and it says why
            not_files = {"a-folder.jsonl", "dangling-link.jsonl"}  # (a folder or a link to nothing: not listed)
            assert set(infos) == {name for name in expected if name not in not_files} | {"the-good-one.jsonl"}
            for name, info in infos.items():
                variant = expected.get(name)
                if info.damaged:
                    assert info.problem and "Error" not in info.problem and "Traceback" not in info.problem
                    assert variant is not None and variant.expect in ("refused", "either"), (name, info.problem)
                elif variant is not None and variant.expect == "refused":
                    # only a replay finds it (the turn hashes, the pack, an old undo's state): the
                    # list shows it as whole until Load or Continue finds it, and marks it then
                    assert variant.name.startswith(("careful-", "old-save")), (name, "listed as whole")
            for name in ("named-pipe.jsonl", "file-of-70-mb.jsonl", "header-only.jsonl", "bom.jsonl"):
                assert (name == "bom.jsonl") != infos[name].damaged, (name, infos[name].problem)
            scene = SavesScene(app)
            app.push(scene)
            app.run_frames(2)
            app.draw()
            for index in range(0, len(scene.saves), 25):
                scene.select(index)
                app.run_frames(1)
            app.pop()
            # Continue, again and again: it opens a save or the list saying why, never a crash
            for _ in range(12):
                continue_latest(app)
                top = app.top
                assert isinstance(top, (PlayScene, SavesScene, TitleScene)), type(top)
                app.run_frames(1)
                app.draw()
                if isinstance(top, PlayScene):
                    assert top.game.state_hash() == base.hashes[len(top.game.events)]
                while not isinstance(app.top, TitleScene):
                    app.pop()
        finally:
            app.close()


def test_a_save_that_cannot_be_written_to_is_refused_for_play_and_still_watched(base, tmp_path, monkeypatch):
    """(A read-only file, say: root may write to any, so the writer is made to fail.)"""
    import game.game

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    path = tmp_path / "read-only.jsonl"
    path.write_bytes(base.raw)
    monkeypatch.setattr(game.game, "LogWriter", refuse)
    with pytest.raises(LogError, match="cannot be written to"):
        load(path)
    assert load(path, append=False).state_hash() == base.hashes[-1]
