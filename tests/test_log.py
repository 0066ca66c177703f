"""The log is the save: JSON Lines, append-only, torn tail dropped, damage reported."""

import json
import warnings

import pytest

from game import LogError, load
from game.version import EVENT_SCHEMA_VERSION, LOG_FORMAT_VERSION

from driver import play, start, turn_a_placed_tile


@pytest.fixture
def saved(tmp_path, classic_pack):
    path = tmp_path / "game.jsonl"
    game = play(start(classic_pack, seed=3, log_path=path), until=lambda g: g.state["turns_taken"] >= 6)
    game.close()
    return path, game


def test_header_then_one_event_per_line(saved):
    path, game = saved
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["format"] == LOG_FORMAT_VERSION
    for field in ("ruleset", "pack", "pack_hash", "seed", "seats", "created"):
        assert field in header
    events = [json.loads(line) for line in lines[1:]]
    assert [e["seq"] for e in events] == list(range(len(game.events)))
    assert all(e["v"] == EVENT_SCHEMA_VERSION for e in events)
    assert [e["t"] for e in events] == [e["t"] for e in game.events]


def test_loading_gives_the_same_state(saved):
    path, game = saved
    loaded = load(path)
    assert loaded.state_hash() == game.state_hash()
    assert loaded.events == game.events


def test_a_torn_last_line_is_dropped_with_a_warning(saved):
    path, game = saved
    text = path.read_bytes()
    cut = text[: len(text) - 7]  # the last event loses its tail and its newline
    path.write_bytes(cut)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loaded = load(path)
    assert any("cut off" in str(w.message) for w in caught)
    assert loaded.warnings and path.name in loaded.warnings[0]
    # only the command in progress is lost: the game is whole at the step before it
    assert 1 <= len(game.events) - len(loaded.events) <= 8
    assert loaded.events == game.events[:len(loaded.events)]
    assert loaded.acting_seat() is not None


def test_after_a_torn_line_the_game_goes_on_writing_a_clean_file(saved, classic_pack):
    path, game = saved
    path.write_bytes(path.read_bytes()[:-7])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        loaded = load(path)
    seat = loaded.acting_seat()
    loaded.submit(loaded.legal_commands(seat)[0])
    loaded.close()
    again = load(path)
    assert again.state_hash() == loaded.state_hash()


def test_a_damaged_middle_line_is_an_error_naming_file_and_line(saved):
    path, _ = saved
    lines = path.read_text().splitlines(keepends=True)
    lines[5] = lines[5][:10] + "#@!" + lines[5][13:]
    path.write_text("".join(lines))
    with pytest.raises(LogError) as err:
        load(path)
    assert path.name in str(err.value) and "line 6" in str(err.value)


@pytest.mark.parametrize("content, words", [
    (b"", "empty"),
    (b"this is not json\n", "not a Hollowmere save"),
    (b'{"kind": "something-else"}\n', "not a Hollowmere save"),
])
def test_unusable_files_give_a_clear_message(tmp_path, content, words):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(LogError) as err:
        load(path)
    assert words in str(err.value) and "bad.jsonl" in str(err.value)


def test_a_save_from_a_newer_format_is_refused_politely(saved):
    path, _ = saved
    lines = path.read_text().splitlines(keepends=True)
    header = json.loads(lines[0])
    header["format"] = LOG_FORMAT_VERSION + 1
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines))
    with pytest.raises(LogError) as err:
        load(path)
    assert "newer" in str(err.value)


def test_a_tampered_event_is_caught_by_the_turn_hash(saved):
    path, _ = saved
    turn_a_placed_tile(path)
    with pytest.raises(LogError) as err:
        load(path)
    assert "differs from the recorded one" in str(err.value)


def test_a_log_in_the_previous_event_schema_loads_through_the_upcasters(tmp_path):
    """tests/fixtures/schema_v1.jsonl was written by schema 1, before every turn_started
    carried its kind; the registered upcaster brings it to the current schema."""
    import shutil
    from pathlib import Path
    from game.log import UPCASTERS
    fixture = Path(__file__).parent / "fixtures" / "schema_v1.jsonl"
    assert json.loads(fixture.read_text().splitlines()[1])["v"] == 1
    assert 1 in UPCASTERS and EVENT_SCHEMA_VERSION >= 2
    path = tmp_path / "old.jsonl"
    shutil.copy(fixture, path)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = load(path)
    assert game.state["turns_taken"] == 4
    assert all(e["kind"] == "explorer" for e in game.events if e["t"] == "turn_started")
    seat = game.acting_seat()
    game.submit(game.legal_commands(seat)[0])  # and the old game goes on
    assert game.events[-1]["t"]


def test_long_games_load_from_a_snapshot_and_ignore_a_bad_one(tmp_path, classic_pack):
    from game.log import snapshot_path
    from game.snapshots import read_snapshots
    path = tmp_path / "long.jsonl"
    game = play(start(classic_pack, seed=6, log_path=path), until=lambda g: len(g.events) > 450)
    game.close()
    snaps = read_snapshots(path)
    assert snaps and all(s["seq"] <= len(game.events) for s in snaps)
    assert load(path, append=False).state_hash() == game.state_hash()
    # a snapshot that lies about the state is not trusted: the log alone decides
    text = snapshot_path(path).read_text().replace('"turns_taken":', '"turns_taken":1', 1)
    snapshot_path(path).write_text(text)
    assert load(path, append=False).state_hash() == game.state_hash()


def test_read_log_can_hand_back_the_events_as_the_engine_made_them(saved):
    """``read_log(strip=True)`` (what loading uses) equals reading then ``strip``-ping each
    event, and a half-written last command is still dropped."""
    from game.log import read_log, strip

    path, game = saved
    header, plain, _w, _cut = read_log(path)
    header2, stripped, _w2, _cut2 = read_log(path, strip=True)
    assert header == header2
    assert stripped == [strip(e) for e in plain] == game.events
    assert not any(k in e for e in stripped for k in ("seq", "v", "b"))
    text = path.read_text(encoding="utf-8").splitlines(keepends=True)
    inside = max(i for i, line in enumerate(text) if i > 0 and '"b":1' not in line)  # not a command's end
    half = path.with_name("half.jsonl")
    half.write_text("".join(text[:inside + 1]), encoding="utf-8")  # (a crash came before its command's end)
    _h, events, warnings_, _c = read_log(half, strip=True)
    before = max(i for i in range(1, inside) if '"b":1' in text[i])  # the command before
    assert events == stripped[:before] and warnings_


def test_save_lines_are_decoded_exactly_as_json_loads_decodes_them():
    """read_log hands each line to json's C scanner directly; what it gives, and what it
    refuses, is json.loads's."""
    import json

    import pytest

    from game.log import _loads
    for text in ('{"t":"moved","seat":1,"to":"foyer","cost":1}', '{"a":[1,2.5,null,true,"\\u00e9"]}',
                 '  {"a":1}', '{"a":1}  ', '[]', '"x"', '3'):
        assert _loads(text) == json.loads(text)
    for bad in ('{"a":1} x', '{"a":', '', 'nope', '{"a":1}{"b":2}'):
        with pytest.raises(json.JSONDecodeError):
            _loads(bad)


def test_a_clean_save_read_whole_gives_what_reading_line_by_line_gives(saved):
    """A clean save is decoded as one JSON array (``log._read_whole``); anything unusual
    is read a line at a time, to say where. Both give the same events, and a line that
    holds two values or a line of an older schema sends it the careful way."""
    from game.log import _read_whole, read_log
    from game.apply import known_events

    path, game = saved
    texts = path.read_text(encoding="utf-8").split("\n")[1:-1]
    assert _read_whole(list(texts), known_events(), False) is not None
    torn = path.with_name("torn.jsonl")  # a torn last line: read line by line
    torn.write_text(path.read_text(encoding="utf-8") + '{"seq":', encoding="utf-8")
    for strip in (False, True):
        _h, whole, warned, cut = read_log(path, strip=strip)
        _h2, by_line, warned2, cut2 = read_log(torn, strip=strip)
        assert whole == by_line and whole and not warned and cut is None
        assert warned2 and cut2 is not None
    two = list(texts)
    two[3] = two[3] + "," + two[4]  # (this line holds two events)
    assert _read_whole(two, known_events(), False) is None
    older = list(texts)
    older[2] = older[2].replace(f'"v":{EVENT_SCHEMA_VERSION}', '"v":1')
    assert _read_whole(older, known_events(), False) is None
    half = list(texts)
    half[-1] = half[-1].replace(',"b":1', "")
    assert _read_whole(half, known_events(), False) is None
