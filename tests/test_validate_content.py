"""tools/validate_content.py: clean on our packs, precise on broken ones."""

import contextlib
import importlib.util
import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from game.content.safe_yaml import safe_load

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "validate_content.py"


def run_tool(*args):
    """The tool's ``main`` run in this process (its words and its exit status, as a
    child's would be): a child's start and imports cost more than most of these checks."""
    sys.path.insert(0, str(TOOL.parent))
    try:
        spec = importlib.util.spec_from_file_location("validate_content_tool", TOOL)
        tool = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(tool)
    finally:
        sys.path.remove(str(TOOL.parent))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = tool.main([str(a) for a in args])
    return subprocess.CompletedProcess([str(TOOL), *map(str, args)], code, out.getvalue(), err.getvalue())


@pytest.mark.slow
def test_the_shipped_content_is_clean():
    # (as a child, the way it is run: the command line itself is tested here)
    out = subprocess.run([sys.executable, str(TOOL)], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "ok: classic" in out.stdout


@pytest.fixture
def broken(tmp_path):
    pack = tmp_path / "classic"
    shutil.copytree(ROOT / "content" / "classic", pack)
    return pack


def _edit(path, old, new):
    text = path.read_text()
    assert old in text, f"fixture text {old!r} not found in {path.name}"
    path.write_text(text.replace(old, new, 1))


def test_yaml_syntax_error_names_the_file_and_line(broken):
    tiles = broken / "tiles.yaml"
    lines = tiles.read_text().splitlines()
    lines.insert(9, "  doors: [N, E")  # an unclosed flow sequence on line 10
    tiles.write_text("\n".join(lines) + "\n")
    out = run_tool(broken)
    assert out.returncode == 1
    assert "tiles.yaml: -: yaml: line" in out.stdout


def test_a_missing_field_is_named(broken):
    _edit(broken / "tiles.yaml", "  name: Foyer\n", "")
    out = run_tool(broken)
    assert out.returncode == 1
    assert "tiles.yaml: foyer: name: missing field" in out.stdout


def test_an_unknown_id_reference_is_named(broken):
    _edit(broken / "tiles.yaml", "links: [upper_landing]", "links: [attic_of_nowhere]")
    out = run_tool(broken)
    assert out.returncode == 1
    assert "tiles.yaml: grand_staircase: links: unknown tile id 'attic_of_nowhere'" in out.stdout


def test_an_invalid_doorway_side_is_named(broken):
    _edit(broken / "tiles.yaml", "doors: [N, E, S, W]", "doors: [N, E, Q, W]")
    out = run_tool(broken)
    assert out.returncode == 1
    assert "invalid doorway side 'Q'" in out.stdout


def test_a_roll_table_with_a_gap_is_named(broken):
    import yaml
    events = safe_load((broken / "events.yaml").read_text())
    victim = next(e for e in events if "roll" in e["effects"][0])
    victim["effects"][0]["roll"]["bands"] = victim["effects"][0]["roll"]["bands"][1:]
    (broken / "events.yaml").write_text(yaml.safe_dump(events, sort_keys=False))
    out = run_tool(broken)
    assert out.returncode == 1
    assert f"events.yaml: {victim['id']}: effects[0].roll.bands: no band covers results" in out.stdout


def test_a_malformed_explorer_track_is_named(broken):
    import yaml
    explorers = safe_load((broken / "explorers.yaml").read_text())
    explorers[0]["traits"]["might"]["track"] = [5, 4, 3, 2, 1, 1, 1, 1]
    (broken / "explorers.yaml").write_text(yaml.safe_dump(explorers, sort_keys=False))
    out = run_tool(broken)
    assert out.returncode == 1
    assert f"explorers.yaml: {explorers[0]['id']}: traits.might: track values must never decrease" in out.stdout


@pytest.mark.slow
def test_a_pack_is_read_once_until_one_of_its_files_changes(broken):
    """load_pack keeps what it read: the same Pack while no file changed, a fresh read
    after an edit, and a broken edit is reported (never the old pack handed back)."""
    from game import load_pack
    from game.content import ContentError

    first = load_pack(broken)
    assert load_pack(broken) is first and load_pack(str(broken)) is first
    _edit(broken / "tiles.yaml", "The air down here is old enough to vote.",
          "The air down here is old enough to stand for parliament.")
    second = load_pack(broken)
    assert second is not first
    assert "parliament" in second.tiles["basement_landing"].data["flavor"]
    _edit(broken / "tiles.yaml", "doors: [N, E, S, W]", "doors: [N, E, Q, W]")
    with pytest.raises(ContentError):
        load_pack(broken)


def test_an_unknown_by_of_object_on_tile_is_named(broken):
    """object_on_tile's ``by`` is heroes or nobody (or left out): anything else, or a
    misspelt key beside it, would quietly let anyone carry the object in."""
    will = broken / "haunts" / "the_reading_of_the_will.yaml"
    _edit(will, "tile: furnace_room, by: nobody}", "tile: furnace_room, by: traitor}")
    _edit(will, "tile: entrance_hall, by: heroes}", "tile: entrance_hall, brought_by: heroes}")
    out = run_tool(broken)
    assert out.returncode == 1
    assert ("haunts/the_reading_of_the_will.yaml: the_reading_of_the_will: win.traitor[0].by: "
            "by must be heroes or nobody (or left out: anyone), not 'traitor'") in out.stdout
    assert ("haunts/the_reading_of_the_will.yaml: the_reading_of_the_will: win.heroes[0]: "
            "unknown key 'brought_by'") in out.stdout


def test_a_hidden_traitor_that_the_table_could_work_out_is_named(broken):
    """Legacy p.19: a hidden traitor's "identity is secret from the other players". A
    rule that reads what everyone sees (a trait, an age, a seat) could name them, and so
    could anything the haunt does for the traitor alone in front of the table: their
    setup, a thing placed where they stand, monsters (moved on their turn, or hunting
    heroes and passing the traitor by), a reaction at
    the start or end of one side's turns (docs/HAUNT_FORMAT.md, "Traitor rules")."""
    understudy = broken / "haunts" / "the_understudy.yaml"
    _edit(understudy, "traitor_rule: {hidden: drawn}", "traitor_rule: {hidden: {lowest: sanity}}")
    _edit(understudy, '''  setup_text: "Right now: keep your face still. It is new, and it creases."
  setup: []''', '''  setup_text: "Right now: keep your face still. It is new, and it creases."
  setup: [{gain: {trait: sanity, amount: 1}}]''')
    _edit(understudy, "  reactions: []\n  ending: >-\n    The last likeness",
          '  reactions: [{title: Cold, "on": turn_start, text: "A chill.", effects: []}]\n'
          "  ending: >-\n    The last likeness")
    _edit(understudy, "monsters: []\nobjects: []",
          "monsters:\n  - {id: doll, name: A Doll, traits: {speed: 2, might: 2}, attack: might, "
          "place: {near: traitor}, text: A doll.}\n"
          "  - {id: hound, name: A Hound, traits: {speed: 3, might: 3}, attack: might, controller: auto, "
          "text: A hound.}\nobjects: []")
    out = run_tool(broken)
    assert out.returncode == 1
    where = "haunts/the_understudy.yaml: the_understudy: "
    for field, words in (("traitor", "a hidden traitor is drawn secretly ({hidden: drawn}): {'lowest': 'sanity'} "
                                     "picks somebody by what the whole table can see"),
                         ("traitor.setup", "a hidden traitor has no setup"),
                         ("traitor.reactions[0].on", "a hidden traitor's haunt reacts on death only"),
                         ("monsters[0].place", "a hidden traitor's haunt cannot place things by the traitor"),
                         ("monsters[0]", "a hidden traitor's haunt has no monsters"),
                         # (one that hunts by itself passes the traitor by: game.haunt.monsters)
                         ("monsters[1]", "a hidden traitor's haunt has no monsters")):
        assert f"{where}{field}: {words}" in out.stdout, (field, out.stdout)


@pytest.mark.slow
def test_a_chart_that_leads_mostly_to_a_few_haunts_is_named(broken):
    """Issue 21: the chart maps every omen x room cell to a haunt, every haunt reachable and
    spread: with 50 haunts no room and no omen leads to the same haunt twice, and no haunt
    sits on a single cell. A cell naming no haunt is named too."""
    import yaml
    chart_path = broken / "haunt_chart.yaml"
    chart = safe_load(chart_path.read_text())
    cells = chart["cells"]
    lone = cells[0][0]                       # a haunt moved onto a cell its row already has
    cells[0][0] = cells[0][1]
    cells[5][5] = 99                         # a number no haunt has
    chart_path.write_text(yaml.safe_dump(chart, sort_keys=False))
    out = run_tool(broken)
    assert out.returncode == 1
    assert f"haunt_chart.yaml: -: cells[0]: the room {chart['rows'][0]} leads to haunts [{cells[0][1]}] " \
           "more than once" in out.stdout
    assert "haunt_chart.yaml: -: cells[5][5]: no haunt has number 99" in out.stdout
    flat = [n for row in cells for n in row]
    if flat.count(lone) < 2:
        assert f"haunt {lone} is on one cell only" in out.stdout or f"haunt {lone} is not reachable" in out.stdout


@pytest.mark.slow
def test_the_chart_tool_writes_and_checks_a_spread_chart(broken):
    """tools/haunt_chart.py: the same seed writes the same chart; --check holds it to the
    rules the validator checks (and says where a chart breaks them)."""
    tool = ROOT / "tools" / "haunt_chart.py"
    run = lambda *a: subprocess.run([sys.executable, str(tool), "--pack", str(broken), *a],  # noqa: E731 (a one-line rule kept beside its use)
                                    capture_output=True, text=True, cwd=ROOT)
    assert run("--seed", "5").returncode == 0
    first = (broken / "haunt_chart.yaml").read_text()
    assert run("--seed", "5").returncode == 0 and (broken / "haunt_chart.yaml").read_text() == first
    assert run("--check").returncode == 0 and run_tool(broken).returncode == 0
    lines = first.splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("  - ["))
    numbers = lines[row].split("]")[0].split("[")[1].split(",")
    numbers[1] = numbers[0]
    lines[row] = "  - [" + ",".join(numbers) + "]"
    (broken / "haunt_chart.yaml").write_text("\n".join(lines) + "\n")
    out = run("--check")
    assert out.returncode == 1 and "more than once" in out.stdout
