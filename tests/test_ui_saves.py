"""The saved games: the list, Continue, Load, Delete — and damaged saves told apart.

A save that cannot be read is listed with the engine's reason, never a traceback,
and never keeps the good saves from listing or loading. Rendered headless (SDL's
dummy driver) with HOLLOWMERE_HOME in a temp dir.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game import load
from game.log import snapshot_path
from game.paths import saves_dir
from scenes.app import App
from scenes.kit.intents import Click, Hover, Press, Release
from scenes.board.play import PlayScene
from scenes.saves.save_index import list_saves
from scenes.saves.saves_scene import SavesScene
from scenes.kit.settings import Settings
from scenes.setup.setup_scene import title_entries
from scenes.menu.title import TitleScene

from driver import Driver, change_a_die, forge, start, turn_a_placed_tile


@pytest.fixture
def app():
    app = App((1280, 720), offscreen=True, settings=Settings())
    app.push(TitleScene(app, entries=title_entries()))
    yield app
    app.close()


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    for intent in (Hover(pos), Press(pos), Release(pos), Click(pos)):
        app.dispatch(intent)
    app.run_frames(1)


def save(pack, name: str, seed: int, *, turns: int | None = None, hours_ago: float = 0.0) -> Path:
    """A bot game saved as ``name`` (played to its end, or for ``turns`` turns)."""
    path = saves_dir() / name
    game = start(pack, seed=seed, log_path=path)
    until = (lambda g: g.state["turns_taken"] >= turns) if turns else (lambda g: False)
    driver = Driver(game, seed)
    while game.phase != "over" and not until(game):
        driver.step()
    game.close()
    stamp = time.time() - hours_ago * 3600
    os.utime(path, (stamp, stamp))
    return path


def damaged_copies(good: Path) -> dict[str, str]:
    """Write each kind of damage beside ``good``; returns file name -> words its reason has."""
    raw = good.read_bytes()
    lines = raw.split(b"\n")
    folder = good.parent
    (folder / "cut.jsonl").write_bytes(raw[:25])                      # truncated inside the header
    flipped = bytearray(raw)
    flipped[len(lines[0]) + 1 + sum(len(x) + 1 for x in lines[1:8]) + 3] ^= 0x80  # a bit of line 9
    (folder / "flip.jsonl").write_bytes(bytes(flipped))
    (folder / "empty.jsonl").write_bytes(b"")
    header = json.loads(lines[0])
    header["format"] += 1
    (folder / "newer.jsonl").write_bytes(json.dumps(header).encode() + b"\n" + b"\n".join(lines[1:]))
    (folder / "notes.jsonl").write_bytes(b"shopping: candles, chalk, salt\n")
    return {"cut.jsonl": "not readable JSON", "flip.jsonl": "line 9 is damaged", "empty.jsonl": "empty",
            "newer.jsonl": "newer", "notes.jsonl": "not readable JSON"}


def open_list(app) -> SavesScene:
    click(app, app.top.button("Load game").rect.center)
    assert isinstance(app.top, SavesScene)
    return app.top


# -- the list ------------------------------------------------------------------------------------

@pytest.mark.slow
def test_damaged_saves_are_listed_with_their_reason_and_the_good_ones_still_load(app, classic_pack):
    exploring = save(classic_pack, "hollowmere-a.jsonl", 4, turns=8, hours_ago=1)
    save(classic_pack, "hollowmere-b.jsonl", 3, hours_ago=2)  # finished
    kinds = damaged_copies(exploring)
    scene = open_list(app)
    by_name = {info.name: info for info in scene.saves}
    assert set(by_name) == {"hollowmere-a.jsonl", "hollowmere-b.jsonl", *kinds}
    for name, words in kinds.items():
        info = by_name[name]
        assert info.damaged and words.lower() in info.problem.lower(), (name, info.problem)
        assert "Traceback" not in info.problem and "Error" not in info.problem
    good = by_name["hollowmere-a.jsonl"]
    assert not good.damaged and not good.finished and good.turn >= 8 and len(good.seats) == 4
    assert by_name["hollowmere-b.jsonl"].finished
    # a damaged save offers only Delete; the list says why in its own words
    scene.select([i.name for i in scene.saves].index("flip.jsonl"))
    assert not scene.actions.find("save:load").enabled and not scene.actions.find("save:watch").enabled
    assert scene.actions.find("save:delete").enabled
    app.run_frames(1)
    # and the good one loads and plays on where it stopped
    scene.select([i.name for i in scene.saves].index("hollowmere-a.jsonl"))
    expected = load(exploring, append=False).state_hash()
    click(app, scene.actions.find("save:load").rect.center)
    play = app.top
    assert isinstance(play, PlayScene) and play.game.path == exploring
    assert play.game.state_hash() == expected


def test_a_torn_last_line_is_listed_with_a_warning_and_loads_from_the_step_before(app, classic_pack):
    path = save(classic_pack, "hollowmere-torn.jsonl", 4, turns=6)
    raw = path.read_bytes()
    path.write_bytes(raw[:-9])  # the crash came mid-write
    info = list_saves()[0]
    assert not info.damaged and any("cut off" in w for w in info.warnings)
    scene = open_list(app)
    click(app, scene.actions.find("save:load").rect.center)
    assert isinstance(app.top, PlayScene)


def test_a_save_whose_replay_disagrees_is_marked_damaged_when_loaded(app, classic_pack):
    path = save(classic_pack, "hollowmere-tampered.jsonl", 4, turns=6)
    turn_a_placed_tile(path)
    scene = open_list(app)
    assert not scene.current.damaged          # a light read cannot see it ...
    click(app, scene.actions.find("save:load").rect.center)
    assert app.top is scene                   # ... loading does, and says so
    assert scene.current.damaged and "differs from the recorded one" in scene.current.problem


def test_listing_reads_without_replaying(classic_pack, monkeypatch):
    save(classic_pack, "hollowmere-a.jsonl", 4, turns=6)
    import game.apply

    def no_replaying(*_args, **_kwargs):
        raise AssertionError("the list replayed a game")

    monkeypatch.setattr(game.apply, "apply_in_place", no_replaying)
    monkeypatch.setattr("game.game.apply_in_place", no_replaying)
    infos = list_saves()
    assert len(infos) == 1 and infos[0].turn >= 6


# -- Continue ------------------------------------------------------------------------------------

def test_continue_is_greyed_until_there_is_an_unfinished_save(app, classic_pack):
    assert not app.top.button("Continue").enabled
    save(classic_pack, "hollowmere-done.jsonl", 3)       # a finished game is not continued
    app.top.resume()
    assert not app.top.button("Continue").enabled
    save(classic_pack, "hollowmere-open.jsonl", 4, turns=5, hours_ago=3)
    app.top.resume()
    assert app.top.button("Continue").enabled


def test_continue_resumes_the_most_recently_played_unfinished_save(app, classic_pack):
    save(classic_pack, "hollowmere-old.jsonl", 5, turns=5, hours_ago=30)
    latest = save(classic_pack, "hollowmere-latest.jsonl", 4, turns=7, hours_ago=2)
    save(classic_pack, "hollowmere-over.jsonl", 3, hours_ago=1)  # newer, but over
    (saves_dir() / "zz-broken.jsonl").write_bytes(b"")           # newest of all, but damaged
    app.top.resume()
    expected = load(latest, append=False).state_hash()
    click(app, app.top.button("Continue").rect.center)
    play = app.top
    assert isinstance(play, PlayScene) and play.game.path == latest
    assert play.game.state_hash() == expected


# -- Delete ----------------------------------------------------------------------------------------

def test_delete_asks_first_then_removes_the_save_and_its_snapshots(app, classic_pack):
    doomed = save(classic_pack, "hollowmere-doomed.jsonl", 3, hours_ago=1)   # long: it has snapshots
    kept = save(classic_pack, "hollowmere-kept.jsonl", 4, turns=5, hours_ago=2)
    assert snapshot_path(doomed).exists()
    scene = open_list(app)
    assert scene.current.path == doomed
    click(app, scene.actions.find("save:delete").rect.center)
    assert scene.confirm.open
    click(app, scene.confirm.widgets.find("delete:no").rect.center)     # "Keep it"
    assert not scene.confirm.open and doomed.exists()
    click(app, scene.actions.find("save:delete").rect.center)
    click(app, scene.confirm.widgets.find("delete:yes").rect.center)
    assert not doomed.exists() and not snapshot_path(doomed).exists()
    assert [i.path for i in scene.saves] == [kept] and kept.exists()


def test_a_damaged_save_can_be_deleted_too(app, classic_pack):
    (saves_dir() / "empty.jsonl").write_bytes(b"")
    scene = open_list(app)
    assert scene.current.damaged
    scene.ask_delete()
    click(app, scene.confirm.widgets.find("delete:yes").rect.center)
    assert scene.saves == [] and not (saves_dir() / "empty.jsonl").exists()
    app.draw()  # the empty list draws its note


def test_the_list_draws_at_both_sizes_with_a_long_list(classic_pack):
    for n in range(9):
        save(classic_pack, f"hollowmere-{n}.jsonl", 4, turns=2, hours_ago=n)
    for size in ((1280, 720), (1920, 1080)):
        app = App(size, offscreen=True, settings=Settings())
        scene = SavesScene(app)
        app.push(scene)
        scene.select(8)                          # the list scrolls to keep the choice in sight
        assert scene.list_rect.contains(scene.row_rect(8))
        app.run_frames(2)
        app.draw()
        app.close()


def test_the_saves_list_names_each_bot_seat_with_its_level():
    from types import SimpleNamespace

    from scenes.saves.save_rows import explorer_lines, players_line

    info = SimpleNamespace(seats=[{"name": "Ada", "bot": None, "explorer": "x"},
                                  {"name": "Bram", "bot": "cunning", "explorer": "y"},
                                  {"name": "Old", "bot": True, "explorer": "z"}])
    assert players_line(info) == "Ada, Bram (cunning bot) and Old (bot)"
    assert explorer_lines(info, None)[1] == "Bram (cunning bot) as Y"


def test_the_details_say_what_players_care_about_and_keep_the_file_behind_a_button(app, classic_pack):
    """Issue 20, point 8: ruleset, players, turn, haunt, when — the file's name and its
    count of events only when asked (File details)."""
    from scenes.saves import save_rows

    shown = []
    real = save_rows.render_wrapped
    save_rows.render_wrapped = lambda fonts, face, size, text, *a, **k: (shown.append(text),
                                                                          real(fonts, face, size, text, *a, **k))[1]
    try:
        path = save(classic_pack, "hollowmere-20261124-101010.jsonl", seed=5, turns=6)
        scene = SavesScene(app)
        app.push(scene)
        app.run_frames(2)
        words = " ".join(shown)
        assert "Classic rules · turn" in words and "as " in words
        assert path.name not in words and " events" not in words
        shown.clear()
        click(app, scene.actions.find("save:file").rect.center)
        words = " ".join(shown)
        assert path.name in words and " events" in words
    finally:
        save_rows.render_wrapped = real


@pytest.mark.slow
def test_check_this_save_holds_a_save_to_the_rules_and_finds_a_forged_die(app, classic_pack):
    """A die changed and every check worked out again: the list shows the save as sound,
    and Check this save says it does not hold to the rules, naming the line."""
    good = save(classic_pack, "good.jsonl", seed=4, turns=12, hours_ago=1)
    forged = save(classic_pack, "forged.jsonl", seed=4, turns=12)
    line = forge(forged, change_a_die)
    scene = open_list(app)
    for path, title, words in ((good, "This save holds to the rules", "no roll, card or step was changed"),
                               (forged, "This save does not hold to the rules", f"line {line}:")):
        scene.select(next(i for i, info in enumerate(scene.saves) if info.path == path))
        assert not scene.current.damaged
        click(app, scene.actions.find("save:check").rect.center)
        assert scene.confirm.open
        assert scene.confirm.told[0] == title and words in scene.confirm.told[1]
        click(app, scene.confirm.widgets.find("check:no").rect.center)   # OK
        assert not scene.confirm.open


def _held_open_elsewhere(path: Path):
    """A second copy of the game (another process) playing the save at ``path``."""
    import subprocess
    import sys

    code = ("import sys\nfrom game import load\ngame = load(sys.argv[1])\nprint('playing', flush=True)\n"
            "sys.stdin.read()\n")
    other = subprocess.Popen([sys.executable, "-c", code, str(path)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parent.parent)
    assert other.stdout.readline().strip() == "playing"
    return other


@pytest.mark.slow
def test_a_save_played_in_another_copy_opens_to_watch_not_to_play(app, classic_pack):
    from game import load
    from game.locks import InUse
    from scenes.replay.replay_scene import ReplayScene

    path = save(classic_pack, "shared.jsonl", seed=6, turns=8)
    other = _held_open_elsewhere(path)
    try:
        with pytest.raises(InUse, match="open in another copy of Hollowmere"):
            load(path)
        scene = open_list(app)
        scene.select(next(i for i, info in enumerate(scene.saves) if info.path == path))
        click(app, scene.actions.find("save:load").rect.center)
        assert app.top is scene and scene.confirm.open          # not the board, and not marked damaged
        assert scene.confirm.told[0] == "This game is open in another window"
        assert not scene.current.damaged
        click(app, scene.confirm.widgets.find("in-use:no").rect.center)   # Back
        click(app, scene.actions.find("save:delete").rect.center)
        click(app, scene.confirm.widgets.find("delete:yes").rect.center)
        assert path.exists() and scene.confirm.told[0] == "This game is open in another window"
        click(app, scene.confirm.widgets.find("in-use:yes").rect.center)   # Watch
        assert isinstance(app.top, ReplayScene)
    finally:
        other.stdin.close()
        other.wait(timeout=30)
    load(path).close()   # the other copy is gone: it plays again here
    assert not path.with_name(f".{path.name}.lock").exists()


@pytest.mark.slow
def test_a_save_with_a_3000_character_name_lists_and_opens_in_under_a_second(app, classic_pack):
    """The engine refuses such a name now; a save written before (or by hand) still lists
    and opens, the name shortened on screen: text fitting costs a search, not a
    measurement per character (a 3,000-character name once held the list for minutes)."""
    import json as _json

    from driver import rechain

    path = save(classic_pack, "long.jsonl", seed=3, turns=4)
    lines = path.read_text().splitlines()
    header, events = _json.loads(lines[0]), [_json.loads(line) for line in lines[1:]]
    long_name = "Bartholomew " * 250   # 3,000 characters
    header["seats"][0]["name"] = long_name
    path.write_bytes(rechain(header, events))

    def rename(event):
        if event["t"] == "game_started":
            event["players"][0]["name"] = long_name
            return True
        return False

    forge(path, rename)   # the turn hashes worked out again with the long name in the state
    start = time.process_time()
    scene = open_list(app)
    scene.select(next(i for i, info in enumerate(scene.saves) if info.path == path))
    app.run_frames(2)
    listed = time.process_time() - start
    start = time.process_time()
    click(app, scene.actions.find("save:load").rect.center)
    app.run_frames(2)
    opened = time.process_time() - start
    from scenes.board.play import PlayScene
    assert isinstance(app.top, PlayScene)
    assert listed < 1.0 and opened < 1.0, (listed, opened)


@pytest.mark.parametrize("size", [(1600, 900), (1024, 640), (960, 540)])
def test_check_this_save_and_file_details_show_their_whole_german_words(classic_pack, size):
    """"Diesen Spielstand prüfen" was cut to "Diesen Spielstand p..." (frame /tmp/np/g_saves.png)."""
    from game import i18n

    save(classic_pack, "hollowmere-de.jsonl", 4, turns=2)
    app = App(size, offscreen=True, settings=Settings(language="de"))
    try:
        scene = SavesScene(app)
        app.push(scene)
        app.run_frames(2)
        check, details = scene.actions.find("save:check"), scene.actions.find("save:file")
        assert (check.full_label, details.full_label) == (None, None)
        assert scene.detail_rect.contains(check.rect.union(details.rect)) and not check.rect.colliderect(details.rect)
    finally:
        app.close()
        i18n.set_language("en")
