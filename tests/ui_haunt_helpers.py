"""Doing the haunt the way players do, on the real App (tests/test_ui_haunt.py).

* ``act`` gives any command through clicks and holds alone: the table's own helpers
  (tests/test_ui_board.py) for exploring, and for the haunt the Attack list or a click
  on a lit room, action words on the HUD (or, in a hidden-traitor haunt, inside the
  held-open "My goals" book), and on the monsters' turn a click on the monster, then
  on a lit room.
* ``book_secrets`` and ``leaks``: one side's book, taken from the haunt's YAML, and
  whether any of it was rendered (every string drawn is logged by the test's
  ``rendered`` fixture).
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("HOLLOWMERE_HOME", tempfile.mkdtemp(prefix="hollowmere-haunt-"))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [p for p in (str(ROOT), str(ROOT / "tests")) if p not in sys.path]


from game.content.safe_yaml import safe_load  # noqa: E402 (after the path or the environment is set)
from game.bots import RandomPlayer  # noqa: E402 (after the path or the environment is set)
from haunt_helpers import start_haunt  # noqa: E402 (after the path or the environment is set)
from scenes.board.hud.hud import button_name  # noqa: E402 (after the path or the environment is set)
from scenes.haunt.haunt_split import HauntSplitScene  # noqa: E402 (after the path or the environment is set)
from scenes.kit.intents import Click, Hover, Press, Release  # noqa: E402 (after the path or the environment is set)
from scenes.board.play import PlayScene  # noqa: E402 (after the path or the environment is set)
from test_ui_board import act as board_act, click, settle, show_cell  # noqa: E402 (after the path or the environment is set)

HAUNTS = ROOT / "content" / "classic" / "haunts"


# -- every string drawn ------------------------------------------------------------------------

class Rendered:
    """Every string any font renders while it is installed (fonts made afterwards)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def clear(self) -> None:
        self.lines.clear()


def strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in strings(v)]
    return []


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def book_secrets(haunt_id: str, side: str) -> set[str]:
    """Telling strings of one side's book (from the YAML) that nothing public says."""
    data = safe_load((HAUNTS / f"{haunt_id}.yaml").read_text())
    other = "heroes" if side == "traitor" else "traitor"
    public = [norm(s) for s in strings({k: data.get(k) for k in ("title", "story", "hints", "monsters",
                                                                  "objects", other)})]
    book = dict(data.get(side) or {})
    if side == "traitor" and isinstance(data["traitor_rule"], dict) and "hidden" in data["traitor_rule"]:
        public.append(norm(book.pop("box", "")))   # a hidden traitor's box is read by everybody
    found = {norm(s) for s in strings(book) if len(s) >= 16 and len(s.split()) >= 3}
    return {s for s in found if not any(s in p for p in public)}


def book_texts(haunt_id: str, side: str) -> list[str]:
    """Every text of one side's book, as the YAML has it."""
    data = safe_load((HAUNTS / f"{haunt_id}.yaml").read_text())
    return [norm(s) for s in strings(data.get(side) or {})]


def leaks(seen: list[str], secret: set[str], known=()) -> list[str]:
    """Secrets shown whole (rendered in wrapped lines, read back joined) or in part (one
    line of four words or more that belongs to a secret text, and to none of the ``known``
    texts the reader may read: "haunt rounds have passed" is in both books of a haunt)."""
    joined = norm(" ".join(seen))
    out = [s for s in secret if s in joined]
    for line in {norm(x) for x in seen}:
        if len(line) >= 20 and len(line.split()) >= 4 and any(line in s for s in secret) \
                and not any(line in k for k in known):
            out.append(line)
    return sorted(set(out))


# -- doing things the way a player does ------------------------------------------------------------

def hold(app, widget, seconds: float = 1.15) -> None:
    """Press, keep the button down for ``seconds`` of game time, let go."""
    pos = widget.rect.center
    app.dispatch(Hover(pos))
    app.dispatch(Press(pos))
    app.run_frames(int(seconds * 60) + 1)
    app.dispatch(Release(pos))
    app.dispatch(Click(pos))
    app.run_frames(1)


def open_goals(app, goals) -> None:
    """"My goals": its button puts the cover up, the cover's hold opens the book."""
    click(app, goals.button.rect.center)
    assert goals.covered and not goals.book_open
    hold(app, goals.hold)


def open_haunt(app, game, bots=frozenset()) -> PlayScene:
    scene = PlayScene(app, game, bot_seats=set(bots))
    app.push(scene)
    for _ in range(600):
        if app.top is not scene:
            break
        app.dispatch(Press((1, 1)))
        app.dispatch(Release((1, 1)))
        app.run_frames(1)   # the haunt's last roll is seen, then its screens open
    return scene


def read_books(app) -> list[str]:
    """Turn every page of the split screens, holding where a hold is asked."""
    split = app.top
    assert isinstance(split, HauntSplitScene)
    kinds = []
    while app.top is split:
        kinds.append(split.step.kind)
        if split.hold is not None:
            hold(app, split.hold)
        else:
            click(app, split.widgets.find("split:continue").rect.center)
    return kinds


def chooser(seed: int, players: int):
    bots = {s: RandomPlayer(seed * 31 + s) for s in range(players)}
    return lambda game, seat: bots[seat].choose(game.view(seat), game.legal_commands(seat))


def act(app, scene, command) -> list:
    """Give ``command`` through the UI alone, the haunt's commands included."""
    table, game = scene.table, scene.game
    before = len(game.events)
    kind = command.type
    if kind == "attack":
        if not table.haunt.attacking:
            click(app, table.hud.buttons.find("haunt:attack").rect.center)
        click(app, table.haunt.picker.widgets.find(button_name(command)).rect.center)
    elif kind == "haunt_action" and table.goals.actions:   # a hidden haunt: inside my book
        open_goals(app, table.goals)
        click(app, table.goals.widgets.find(button_name(command)).rect.center)
    elif kind in ("monster_move", "monster_attack"):
        choose_monster(app, scene, command["monster"])
        if kind == "monster_move":
            cell = next(c for c, (k, cm) in table.targets.items() if cm == command)
            click(app, show_cell(app, scene, cell).center)
        else:
            click(app, table.hud.buttons.find(button_name(command)).rect.center)
    else:
        return board_act(app, scene, command)
    settle(app)
    assert len(game.events) > before, f"{command} was not carried out by the UI"
    return game.events[before:]


def choose_monster(app, scene, mid: str) -> None:
    """Click the monster on the board (its name in the HUD if a lit room hides it)."""
    table = scene.table
    if table.tokens.selected == mid:
        return
    monster = next(m for m in scene.view["monsters"] if m["id"] == mid)
    pos = scene.view["placed"][monster["tile"]]
    cell = (pos[0], pos[1], pos[2])
    if cell not in table.targets:
        show_cell(app, scene, cell)
        for _ in range(6):   # several in one room: each click takes the next
            x, y, _r = table.tokens.monster_spots(table.house, scene.view)[mid]
            click(app, (x, y))
            if table.tokens.selected == mid:
                return
    click(app, table.hud.buttons.find(f"monster:select:{mid}").rect.center)
    assert table.tokens.selected == mid


def play_until(app, scene, seed, players, wanted, limit=300) -> None:
    choose = chooser(seed, players)
    for _ in range(limit):
        if wanted(scene.game):
            return
        act(app, scene, choose(scene.game, scene.game.acting_seat()))
    raise AssertionError("the situation never came up")


def quick_haunt(pack, haunt: str, players: int, wanted: set, limit: int = 120):
    """(seed, commands): a seed whose random play of ``haunt`` ends within ``limit``
    commands and uses every kind in ``wanted`` (found with the engine alone)."""
    for seed in range(1, 60):
        game, choose = start_haunt(pack, haunt, players=players, seed=seed), chooser(seed, players)
        kinds = set()
        for n in range(limit):
            if game.phase == "over":
                if wanted <= kinds:
                    return seed, n
                break
            command = choose(game, game.acting_seat())
            kinds.add(command.type)
            game.submit(command)
    raise AssertionError("no seed plays the haunt through quickly enough")
