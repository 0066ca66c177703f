"""ReplayScene: a saved or finished game, watched again on the same table.

``ReplayScene(app, path_or_game)`` takes a save's path (loaded without writing; a save
that cannot be read raises ``LogError`` with the engine's reason) or a ``Game``. The
board, HUD and chronicle are the live game's own (``Table`` read-only, ``Presenter``);
what they show is always ``view(pack, state, perspective)`` of the ``Replayer``'s state,
and its events through ``visible_events`` for the same perspective.

An unfinished game is watched as the table sees it, and only so: anyone may open
Watch on a save, so a side's eyes (its book, a hidden traitor) would tell a player
what the game has not told them yet. A finished game opens with everything shown,
and any perspective may be chosen.

The game moves in *steps*: one step is one thing that can be told or seen (an event
with a sentence, a roll, a card, a room laid) together with the bookkeeping after it.
A step forward animates, as in play; anything else (back, a jump, the scrubber) shows
the state at once and retells the recent story in the chronicle.

Input is routed in ``scenes.replay.replay_input`` (the keys are listed there).
"""

from __future__ import annotations

from game.i18n import N_, _
import bisect
import warnings
from pathlib import Path

import pygame

from game.haunt.visibility import LEAST, shown_events
from game.narration import narrate
from game.replayer import Replayer
from game.views import view as make_view, visible_events
from scenes.board.table import Table
from scenes.board.presenter import Presenter
from scenes.replay.replay_controls import ControlBar
from scenes.replay.replay_timeline import Mark
from scenes.kit.scene import Scene
from scenes.kit.scale import unit_of

HISTORY = 120                 # events retold in the chronicle after a jump
BEAT = 0.9                    # seconds between steps when auto-playing at 1x
SHOWN = ("dice_rolled", "card_drawn", "tile_placed")  # seen on the table even without words
SIDE_NAMES = {"table": "the table", "heroes": "the heroes", "traitor": "the traitor", "omniscient": "everything"}
NOT_OVER = N_("Everything — every hand, deck and secret — opens only once the game is over.")
SIDE_NOT_OVER = N_("A side's eyes open only once the game is over: until then a game can be watched as the "
                 "table sees it, and no more (a hidden traitor stays hidden).")


def open_game(source):
    """A Game to watch: the one given, or the save at ``source`` loaded read-only."""
    if hasattr(source, "events") and hasattr(source, "pack"):
        return source
    from game import load
    from scenes.saves.save_index import read_info
    from scenes.saves.save_rows import pack_for

    path = Path(source)
    info = read_info(path)
    content = pack_for(info.pack) if info is not None and not info.damaged else None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return load(path, content=content, append=False)


def story_steps(pack, events) -> list[int]:
    """Where a step stops: just before each event that is told or seen, and the end (the
    same for every perspective: each is told, or not, whatever it is shown of it)."""
    players, stops = [], []
    for i, event in enumerate(shown_events(LEAST, events)):
        if event["t"] == "game_started":
            players = event["players"]
        if i == 0:
            continue
        try:
            told = event["t"] in SHOWN or narrate(pack, event, players) is not None
        except Exception:  # a sentence that cannot be made still marks a step
            told = True
        if told:
            stops.append(i)
    return sorted(set(stops) | {len(events)})


class ReplayTable(Table):
    """The live table, read-only: it is never given legal commands, and whatever it
    would submit or "leave" goes nowhere (the replay's own Back leaves)."""

    def __init__(self, app, pack, regions) -> None:
        super().__init__(app, pack, regions, submit=lambda command: [], leave=lambda: None)
        self._fitted = None   # (turn, floor) the camera was last fitted for

    def refresh(self, view, legal, turn_seat, acting, human: bool, public=None) -> None:
        """As the table, and the floor shown fitted to the board whenever the step shown
        changes (the house grows under a watcher who steers nothing) — unless the watcher
        has panned or zoomed since, until the next turn."""
        super().refresh(view, legal, turn_seat, acting, human, public)
        self.fit_shown()

    def show_region(self, region: str) -> None:
        super().show_region(region)
        self.fit_shown()

    def fit_shown(self) -> None:
        if self.view is None or not getattr(self, "r", None):
            return
        region = self.house.region
        key = ((self.view.get("turn") or {}).get("number"), region)
        if self.house.cameras[region].manual and key == self._fitted:
            return
        first = self._fitted is None
        self._fitted = key
        self.fit_house(instant=first)


class ReplayScene(Scene):
    def __init__(self, app, path_or_game, *, perspective: str | None = None) -> None:
        super().__init__(app)
        game = open_game(path_or_game)
        self.pack, self.header = game.pack, game.header
        self.events = list(game.events)
        self.finished = game.phase == "over"
        self.replayer = Replayer(self.pack, self.events)
        self.steps = story_steps(self.pack, self.events)
        self.turns = [(n, self.events[n - 1]) for n in self.replayer.turn_starts()]
        self.perspective = perspective if perspective in SIDE_NAMES else (
            "omniscient" if self.finished else "table")
        if self.perspective_refusal(self.perspective):
            self.perspective = "table"
        self.table = ReplayTable(app, self.pack, game.ruleset.regions)
        self.table.bot_seats = {i for i, seat in enumerate(self.header.get("seats", ())) if seat.get("bot")}
        self.presenter = Presenter(app, self.pack)
        self.bar = ControlBar(self)
        self.bar.timeline.set_marks(len(self.events), self._marks())
        self.bar.timeline.finished = self.finished
        self.position = self.steps[0] if self.steps else len(self.events)
        self.playing, self.speed = False, 1.0
        self.beat_clock = self.clock = 0.0
        self.scrubbing = False
        self.view = None

    def _marks(self) -> list[Mark]:
        names = [p["name"] for p in (self.events[0].get("players") or [])] if self.events else []
        marks = []
        for k, (n, event) in enumerate(self.turns, start=1):
            seat = event.get("seat")
            who = _("the monsters") if event.get("kind") == "monsters" else (
                names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "")
            marks.append(Mark(n, _("Turn {n}").format(n=event.get("number", k)), "turn", who))
        haunt = self.replayer.haunt_start()
        if haunt is not None:
            marks.append(Mark(haunt, _("The haunt begins"), "haunt"))
        marks.append(Mark(len(self.events), _("The end") if self.finished else _("The latest step"), "end"))
        return marks

    # -- where we are -----------------------------------------------------------------------------
    @property
    def step_count(self) -> int:
        return len(self.steps)

    @property
    def step_index(self) -> int:
        return bisect.bisect_right(self.steps, self.position)

    @property
    def turn_count(self) -> int:
        return len(self.turns)

    @property
    def turn_number(self) -> int:
        return bisect.bisect_right([n for n, _e in self.turns], self.position)

    def shown_hash(self) -> str:
        from game.hashing import state_hash

        return state_hash(self.replayer.state)

    def perspective_refusal(self, perspective: str) -> str | None:
        if perspective not in SIDE_NAMES:
            return f"no such perspective: {perspective}"
        if perspective != "table" and not self.finished:
            return NOT_OVER if perspective == "omniscient" else SIDE_NOT_OVER
        return None

    # -- moving through the game -------------------------------------------------------------------
    def seek(self, n: int, *, animate: bool = False) -> None:
        """Show the game after ``n`` events (at least the first: before it there is no table)."""
        first = min(1, len(self.events))
        n = max(first, min(len(self.events), int(n)))
        before = self.position
        state = self.replayer.seek(n)
        self.position = n
        self.view = make_view(self.pack, state, self.perspective)
        if animate and before < n:
            shown = visible_events(state, self.events[before:n], self.perspective)
            self.presenter.skip()
            self.table.on_events(shown)
            self.presenter.feed(shown, self.view)
        elif not self.scrubbing:  # while scrubbing, the chronicle is retold on letting go
            self.retell()
        turn = self.view["turn"]
        self.table.refresh(self.view, [], turn["seat"] if turn else None, None, False)
        self.bar.refresh()

    def retell(self) -> None:
        """The chronicle from a little before here, told without animation."""
        state = self.replayer.state
        start = max(0, self.position - HISTORY)
        self.presenter.reset()
        self.presenter.recall(self.events[:start], self.view)  # the right column's last roll and card
        self.presenter.feed(visible_events(state, self.events[start:self.position], self.perspective), self.view,
                            animate=False)

    def step(self, delta: int) -> None:
        if delta > 0:
            i = bisect.bisect_right(self.steps, self.position)
            if i < len(self.steps):
                self.seek(self.steps[i], animate=True)
        else:
            i = bisect.bisect_left(self.steps, self.position) - 1
            self.seek(self.steps[i] if i >= 0 else 0)

    def step_turn(self, delta: int) -> None:
        starts = [n for n, _e in self.turns]
        if delta > 0:
            i = bisect.bisect_right(starts, self.position)
            self.seek(starts[i] if i < len(starts) else len(self.events))
        else:
            i = bisect.bisect_left(starts, self.position) - 1
            self.seek(starts[i] if i >= 0 else 0)

    def to_start(self) -> None:
        self.playing = False
        self.seek(0)

    def to_end(self) -> None:
        self.playing = False
        self.seek(len(self.events))

    def to_haunt(self) -> None:
        haunt = self.replayer.haunt_start()
        if haunt is None:
            self.table.show_toast(_("The haunt has not begun in this game."))
        else:
            self.seek(haunt)

    def go_to_turn(self, number: int) -> bool:
        for n, event in self.turns:
            if event.get("number") == number:
                self.seek(n)
                return True
        if 1 <= number <= len(self.turns):
            self.seek(self.turns[number - 1][0])
            return True
        self.table.show_toast(_("There is no turn {n}: turns run from 1 to {last}.").format(n=number, last=len(self.turns)))
        return False

    def go_to_typed(self) -> None:
        typed, self.bar.typing = self.bar.typing, None
        if typed:
            self.go_to_turn(int(typed))
        self.bar.refresh()

    # -- choices ---------------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        if not self.playing and self.position >= len(self.events):
            self.seek(0)  # playing from the end starts again
        self.playing, self.beat_clock = not self.playing, 0.0
        self.bar.refresh()

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.bar.refresh()

    def set_perspective(self, perspective: str) -> str | None:
        """Change whose eyes the game is seen through; returns why not, if refused."""
        reason = self.perspective_refusal(perspective)
        if reason:
            self.table.show_toast(reason)
            return reason
        self.perspective = perspective
        self.seek(self.position)
        return None

    def back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # -- the scene -----------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        u = unit_of(h)
        bar_h = max(92, int(u * 14))
        self.table.layout((w, h - bar_h))
        band = pygame.Rect(0, h - bar_h, w, bar_h)
        self.bar.layout(band.inflate(-2 * max(6, int(u)), -max(6, int(u))), u)

    def enter(self) -> None:
        self.seek(self.position)

    def handle(self, intent) -> None:
        from scenes.replay.replay_input import route

        route(self, intent)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.presenter.update(dt * (self.speed if self.playing else 1.0))
        self.table.update(dt)
        if not self.playing or self.presenter.busy or self.scrubbing:
            return
        self.beat_clock += dt * self.speed
        if self.beat_clock >= BEAT:
            self.beat_clock = 0.0
            if self.position >= len(self.events):
                self.playing = False
                self.bar.refresh()
            else:
                self.step(1)

    def draw(self, surface) -> None:
        table_h = self.table.size[1]
        surface.fill((16, 12, 30), (0, table_h, surface.get_width(), surface.get_height() - table_h))
        self.table.draw(surface, self.presenter)
        self.bar.draw(surface)
        self.bar.draw_tips(surface)
