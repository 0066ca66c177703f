"""A haunt's counters in words (``counter_names``, docs/HAUNT_FORMAT.md "Counters in
words"): every counter of every shipped haunt is named, in English and German; the
validator says which name is missing or stray; the top bar and the chronicle say the
name; and a name reaches a reader only with a counter the reader already knows of."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from game.content import check_pack, load_pack
from game.content.haunts import counters_used
from game.content.overlays import prose, read
from game.i18n import set_language
from game.narration import narrate, tell
from game.views import view
from haunt_helpers import start_haunt
from scenes.board.hud.topbar import tally
from game.content.safe_yaml import safe_load

ROOT = Path(__file__).resolve().parent.parent
PACKS = ("classic", "legacy", "campaign")


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


def _own_haunts(pack: str) -> dict:
    """The haunt files of ``pack`` itself (a campaign's base's are the base's), read."""
    return {f.stem: safe_load(f.read_text(encoding="utf-8"))
            for f in sorted((ROOT / "content" / pack / "haunts").glob("*.yaml"))}


# -- the content ---------------------------------------------------------------------------

@pytest.mark.parametrize("pack", PACKS)
def test_every_counter_of_every_shipped_haunt_has_a_name_in_words(pack):
    loaded = load_pack(pack)
    named = 0
    for hid, data in _own_haunts(pack).items():
        names = dict(loaded.haunts[hid].get("counter_names") or {})
        assert set(names) == counters_used(data), hid
        for counter, name in names.items():
            assert name.strip() and name == name.strip(), (hid, counter, name)
            assert not any(ch.isdigit() for ch in name), (hid, counter, name)   # (a name says no number)
        named += len(names)
    assert named >= 30   # (every pack's haunts count something)


@pytest.mark.parametrize("pack", PACKS)
def test_every_counter_name_is_in_german_in_its_haunts_overlay(pack):
    overlays = read(ROOT / "content" / pack, "de")
    for hid, data in _own_haunts(pack).items():
        english = {p: t for p, t in prose(data).items() if p.startswith("counter_names.")}
        german = {p: t for p, t in (overlays.get(f"haunts/{hid}.yaml") or {}).items()
                  if str(p).startswith("counter_names.")}
        assert set(german) == set(english), hid
        assert all(german[p] != english[p] for p in english), hid


def test_a_one_word_name_is_prose_though_it_looks_like_an_id():
    # ``prose`` skips an id under a prose key ({name: poison} in an effect); a counter's
    # name is words however short
    assert prose({"counter_names": {"poison": "poison"}}) == {"counter_names.poison": "poison"}
    assert prose({"counter": {"name": "poison", "add": 1}}) == {}


def test_a_one_word_name_is_translated(german):
    from game.i18n import _
    pack = load_pack("classic")
    assert pack.haunts["the_lightning_rods"]["counter_names"]["storm"] == "storm"
    assert _("storm") == "Gewitter"


# -- the validator -----------------------------------------------------------------------

@pytest.fixture
def classic_copy(tmp_path):
    folder = tmp_path / "classic"
    shutil.copytree(ROOT / "content" / "classic", folder)
    return folder


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path.name, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _problems(folder) -> list[str]:
    return [str(p) for p in check_pack(folder)[1]]


def test_a_missing_name_names_the_file_the_haunt_and_the_counter(classic_copy):
    assert _problems(classic_copy) == []
    _edit(classic_copy / "haunts" / "a_bitter_cup.yaml", "  poison: doses of poison\n", "")
    assert _problems(classic_copy) == [
        "haunts/a_bitter_cup.yaml: a_bitter_cup: counter_names: no name for the counter 'poison' "
        "(the haunt's effects use it)"]


def test_a_pack_that_asks_for_names_refuses_a_haunt_without_any(classic_copy):
    path = classic_copy / "haunts" / "the_bone_organ.yaml"
    data = safe_load(path.read_text(encoding="utf-8"))
    del data["counter_names"]
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    assert _problems(classic_copy) == [
        "haunts/the_bone_organ.yaml: the_bone_organ: counter_names: missing field: a name in words for each "
        "counter (bricked, notes)"]
    _edit(classic_copy / "pack.yaml", "  counter_names: true", "  counter_names: false")
    assert _problems(classic_copy) == []   # (a pack that does not ask: the screens show the id)


def test_a_name_for_a_counter_nothing_uses_or_a_name_that_is_not_words(classic_copy):
    _edit(classic_copy / "haunts" / "a_bitter_cup.yaml", "  poison: doses of poison\n",
          "  poison: doses of poison\n  posion: doses of posion\n  antidote_left: ''\n")
    assert _problems(classic_copy) == [
        "haunts/a_bitter_cup.yaml: a_bitter_cup: counter_names.posion: no effect or condition of this haunt "
        "uses a counter 'posion'",
        "haunts/a_bitter_cup.yaml: a_bitter_cup: counter_names.antidote_left: no effect or condition of this "
        "haunt uses a counter 'antidote_left'"]
    _edit(classic_copy / "haunts" / "a_bitter_cup.yaml", "  poison: doses of poison\n", "  poison: [1, 2]\n")
    assert any("counter_names.poison: a counter's name is words, not [1, 2]" in p for p in _problems(classic_copy))


def test_counters_used_finds_a_counter_changed_and_one_only_read():
    data = {"heroes": {"actions": [{"where": {"counter_at_least": {"counter": "key_found", "value": 1}},
                                    "effects": [{"counter": {"name": "locked", "add": 1}}]}]},
            "every_round": {"effects": [{"if": {"cond": {"counter_at_least": {"counter": "tide", "value": 2}},
                                                "then": []}}]},
            "counter_names": {"stray": "not a use"}}
    assert counters_used(data) == {"key_found", "locked", "tide"}


# -- what a reader is told ----------------------------------------------------------------------

def _hidden_cup(classic_pack):
    """A Bitter Cup (a hidden traitor): the heroes' antidote, the traitor's poison."""
    game = start_haunt(classic_pack, "a_bitter_cup", players=4, seed=3)
    assert game.state["haunt"]["hidden"] and game.state["haunt"]["counters"] == {}
    return game


def test_a_traitors_counter_is_not_named_to_anyone_else_before_it_changes(classic_pack):
    game = _hidden_cup(classic_pack)
    traitor = game.state["haunt"]["traitor"]
    heroes = [s for s in range(4) if s != traitor]
    for who in ("table", "heroes", *heroes):
        names = view(classic_pack, game.state, who)["haunt"]["counter_names"]
        assert names == {"antidote": "doses of antidote"}, who   # (the heroes' book is read by all)
    # the traitor reads the same while masked (every screen the same: visibility.numbers_read)
    assert view(classic_pack, game.state, traitor)["haunt"]["counter_names"] == {"antidote": "doses of antidote"}
    assert "poison" in str(view(classic_pack, game.state, "traitor")["haunt"]["books"])   # (it is in the book)
    assert tally(view(classic_pack, game.state, "table")) == "doses of antidote 0 of 5 · round 1"
    game.state["haunt"]["counters"]["poison"] = 1   # (what a counter_changed event does: now public)
    for who in ("table", *heroes):
        assert view(classic_pack, game.state, who)["haunt"]["counter_names"]["poison"] == "doses of poison"
    assert tally(view(classic_pack, game.state, "table")) == "doses of antidote 0 of 5 · doses of poison 1 · round 1"


def test_an_open_traitors_side_and_the_heroes_each_know_their_own_counters(classic_pack):
    game = start_haunt(classic_pack, "the_bone_organ", players=4, seed=2)
    traitor = game.state["haunt"]["traitor"]
    hero = next(s for s in range(4) if s != traitor)
    assert view(classic_pack, game.state, "table")["haunt"]["counter_names"] == {}
    assert view(classic_pack, game.state, hero)["haunt"]["counter_names"] == {"bricked": "pipes bricked up"}
    assert view(classic_pack, game.state, traitor)["haunt"]["counter_names"] == {"notes": "notes played"}


def test_the_top_bar_says_the_name_in_german_and_an_unnamed_counter_by_its_id(classic_pack, german):
    game = _hidden_cup(classic_pack)
    game.state["haunt"]["counters"]["poison"] = 2
    seen = view(classic_pack, game.state, "table")
    assert tally(seen) == "Dosen Gegengift 0 von 5 · Dosen Gift 2 · Runde 1"
    seen["haunt"]["counter_names"] = {}
    assert tally(seen) == "antidote 0 von 5 · poison 2 · Runde 1"   # (a pack that names nothing)


# -- the chronicle -----------------------------------------------------------------------------------

def _changed(name, frm=0, to=1):
    return {"t": "counter_changed", "name": name, "frm": frm, "to": to}


def test_the_chronicle_names_a_counter_as_the_haunt_being_played_does(classic_pack):
    # "burnt" is three haunts' counter, each its own thing
    assert narrate(classic_pack, _changed("burnt"), [], "the_quarantine") == \
        "The count of bundles of linen burnt goes from 0 to 1."
    assert narrate(classic_pack, _changed("burnt"), [], "the_magic_lantern") == \
        "The count of blazes of the lantern goes from 0 to 1."
    assert narrate(classic_pack, _changed("burnt"), []) == "The count of burnt goes from 0 to 1."   # (whose?)
    assert narrate(classic_pack, _changed("tumblers"), []) == "The count of tumblers given goes from 0 to 1."


def test_the_chronicle_says_the_name_in_german(classic_pack, german):
    assert narrate(classic_pack, _changed("burnt", 2, 3), [], "the_quarantine") == \
        "Der Zähler „verbrannte Wäschebündel“ steht jetzt auf 3 (vorher 2)."


def test_telling_a_game_names_its_haunts_counters(classic_pack):
    game = start_haunt(classic_pack, "the_quarantine", players=4, seed=2)
    lines = tell(classic_pack, game.state, [_changed("burnt")], "table", game.state["players"])
    assert lines == ["The count of bundles of linen burnt goes from 0 to 1."]


def test_the_boards_chronicle_names_the_counter_of_the_haunt_in_its_view(app, classic_pack):
    from scenes.board.presenter import Presenter

    presenter = Presenter(app, classic_pack)
    players = [{"seat": 0, "name": "Ida Marsh", "explorer": "x", "colour": "red"}]
    presenter.feed([_changed("burnt")], {"players": players, "reading": None, "haunt": {"id": "the_magic_lantern"}},
                   animate=False)
    assert presenter.log.lines == ["The count of blazes of the lantern goes from 0 to 1."]


def test_the_replay_tool_names_a_counter_as_the_haunt_played_does(capsys):
    # candlemas_eve's "candles" are candles gone dark; the_shrine_below's, candles lit
    import importlib.util
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    try:
        spec = importlib.util.spec_from_file_location("replay_tool", ROOT / "tools" / "replay.py")
        tool = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(tool)
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert tool.narrate_log(ROOT / "tests" / "fixtures" / "games" / "legacy_sensible_3p.jsonl", None) == 0
    told = capsys.readouterr().out.splitlines()
    assert "The count of candles dark goes from 0 to 1." in told
    assert not any(line.startswith("The count of candles goes") for line in told)


def test_many_long_counts_leave_the_seats_their_chips_and_are_whole_on_hover(app, classic_pack, german):
    import pygame

    from game.content.model import thaw
    from scenes.board.hud.topbar import TopBar

    game = start_haunt(classic_pack, "the_three_clocks", players=6, seed=3)
    for i, counter in enumerate(sorted(counters_used(thaw(classic_pack.haunts["the_three_clocks"])))):
        game.state["haunt"]["counters"][counter] = i + 1   # (all eight changed: the longest German tally)
    seen = view(classic_pack, game.state, "table")
    bar = TopBar(classic_pack, app.fonts)
    bar.layout(pygame.Rect(0, 0, 800, 40), 6.0)
    bar.refresh(seen, None)
    chips = list(bar.chips.values())
    assert bar.tally_cut and all(c.w >= 40 for c in chips)
    assert not any(c.colliderect(bar.tally_rect) for c in chips) and bar.tally_rect.right <= 800
    assert (bar.tally_rect, tally(seen)) in bar.cut_names          # the whole, on hover
    lines = bar.tip_at(bar.tally_rect.center)[1]
    assert "Aufzüge der Uhr des Kinderzimmers 8" in lines and "Runde 1" in lines
