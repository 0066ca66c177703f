"""PlayScene: the controller of a game in progress.

It owns the ``Game`` (created with a log in ``game.paths.saves_dir()``, so the game is
saved as it is played), plays the bot seats at a pace people can follow (each with the
level the log header names: ``seat_bot``), and passes every batch of events to the
presenter (animations: dice, cards, narration) and the table (the board, HUD and
dialogs). F skips ahead: the bots play on at once until a person has to act
(``scenes.board.skip_ahead``).

When the haunt begins, the haunt's split screens (``scenes.haunt.haunt_split``) take the
screen once the last roll has been seen: who reads which book, behind press-and-hold
privacy screens. Until they are done nobody acts, bots included. A table of bots only
has just the reveal to see, and it turns itself after a while. When the game is over,
the end scene (``scenes.board.end_scene``) replaces the board.

Sound: the board asks for the house's ambient bed while it is on top; the presenter
asks for each moment's sound and is kept quiet while skipping ahead; the end asks for
victory or defeat (``end_cue``) and lowers the bed under it.

While the presenter is busy, a click skips what is animating and does nothing else (a
click that dismisses something is consumed by it, issue 28); a key is queued, to be
applied once the table is still; looking around the board (hover, drag, wheel) works
at once. Bots wait for the presenter too, so every roll is seen.
"""

from __future__ import annotations

import datetime as _dt
import inspect
import logging
from collections import deque

from game import IllegalCommand, new_game
from game.bots import LEVELS, make_bot
from game.i18n import _, language
from game.reach import reachable, walk, why_no_explore, why_not
from scenes.board import Table
from scenes.board.undo import is_undo_key, take_back, undo_offer
from scenes.kit.intents import Click, Key
from scenes.kit import hover
from scenes.kit.scene import Scene
from scenes.board.skip_ahead import SKIP_AHEAD_KEY, SkipAhead, plate_text, stop_reason

log = logging.getLogger(__name__)

BOT_PAUSE = 0.4       # seconds between a bot's commands, at animation speed 1
HISTORY = 150         # events of a game under way told in the log when the board opens
SKIP_KEYS = ("space",)
READ_ON_KEYS = ("space", "return", "enter", "kp_enter")   # a Legacy card read: the next one
END_PAUSE = 1.2      # seconds the last board stays up before the end scene, at speed 1
REVEAL_PAUSE = 8.0   # seconds a table of bots only is shown the haunt's reveal, at speed 1
HAUNT_PHASES = ("haunt_revealed", "haunt")
PLAYED_PHASES = ("explore", *HAUNT_PHASES)


def make_presenter(app, pack):
    from scenes.board.presenter import Presenter

    return Presenter(app, pack)


def save_path(stamp: _dt.datetime | None = None):
    from game.paths import saves_dir

    stamp = stamp or _dt.datetime.now()
    folder = saves_dir()
    base = f"hollowmere-{stamp:%Y%m%d-%H%M%S}"
    path, n = folder / f"{base}.jsonl", 1
    while path.exists():
        n += 1
        path = folder / f"{base}-{n}.jsonl"
    return path


def seat_bot(level, seed: int, pack=None):
    """The bot for a seat the log header marks as one, at the header's level; a value
    this version does not know (older saves wrote ``true``) gets the random player."""
    return make_bot(level if level in LEVELS else "random", seed, pack=pack)


def start_game(seats, seed: int, *, first_player="birthday", content=None, save: bool = True):
    """A new classic game from setup's seats (``{"name", "explorer", "bot"}``)."""
    options = {"first_player": first_player}
    return new_game("classic", seats, seed=seed, content=content, options=options,
                    log_path=save_path() if save else None)


def end_cue(view, bots) -> str:
    """Victory or defeat, for the people at the table: when every person played on the
    winning side, victory; when every person played on the losing side, defeat; a
    table split between the sides (or of bots only) hears victory when the heroes win.
    ``view`` is the omniscient view of the finished game (every role is known)."""
    winner = view.get("winner")
    if winner not in ("heroes", "traitor"):
        return "defeat"  # the house keeps its counsel: nobody won
    sides = {"traitor" if p.get("role") == "traitor" else "heroes"
             for p in view.get("players", ()) if p["seat"] not in bots}
    if len(sides) == 1:
        return "victory" if sides == {winner} else "defeat"
    return "victory" if winner == "heroes" else "defeat"


def fresh(events) -> bool:
    """Has nothing been played yet (only the setup's events: a campaign's chapter reads
    its Legacy cards there, and may wait on the joining rule's question)?"""
    starts = [i for i, e in enumerate(events) if e["t"] == "turn_started"]
    if starts:
        return len(starts) == 1 and starts[0] == len(events) - 1
    return all(e["t"] != "turn_ended" for e in events)


class PlayScene(Scene):
    def __init__(self, app, game, bot_seats=None, *, presenter=None, books_read: bool = False,
                 end_scene=None) -> None:
        """``books_read``: the haunt's split screens were already shown (a tool that
        opens a haunt board directly); otherwise they come first, once per board.
        ``end_scene(app, game)``: the scene that replaces the board when the game is over
        (a campaign's chapter end); the end scene by default."""
        super().__init__(app)
        self.end_scene = end_scene
        self.game = game
        self.pack = game.pack
        seats = game.header.get("seats", ())  # the log header records who is a bot (the view does not)
        if bot_seats is None:
            bot_seats = {i for i, seat in enumerate(seats) if seat.get("bot")}
        seed = int(game.header.get("seed", 0))
        levels = {i: seat.get("bot") for i, seat in enumerate(seats)}
        self.bots = {seat: seat_bot(levels.get(seat), seed * 31 + seat, self.pack) for seat in sorted(bot_seats)}
        self.presenter = presenter if presenter is not None else make_presenter(app, self.pack)
        regions = self.pack.regions or game.ruleset.regions  # the pack's regions, in its order
        self.table = Table(app, self.pack, regions, self.submit, self.quit_to_title)
        self.table.saved = game.path is not None
        self.table.bot_seats = set(self.bots)
        self.table.walk = self.walk
        self.table.goals.read = game.view   # a hidden haunt's private pages: both books' lengths
        self.queue: deque = deque()
        self.bot_clock = 0.0
        self.bot_pause = BOT_PAUSE
        self.view = self.public = None
        # a save continued after the haunt's reveal lands on the board, with no reveal and no
        # round of holds again (the acting person's book is behind "My goals")
        self.books_read = books_read or game.acted_since_reveal
        self.end_clock = 0.0
        self.skip_ahead = SkipAhead(app.fonts)
        self.unhurried = None   # why what the presenter is showing concerns a person (F waits for it)
        from scenes.board.hud.hints import Hints

        self.hints = Hints(app)
        self.told_in = None   # the language the log has told the story in (retell)

    # -- the scene --------------------------------------------------------------------------
    def layout(self, size) -> None:
        self.table.layout(size)
        told_in = getattr(self, "told_in", None)   # (None until the board has told anything)
        if told_in is not None and told_in != language():
            self.retell()

    def enter(self) -> None:
        self.app.sound.ambience("board")
        self.refresh()
        if fresh(self.game.events):  # a fresh game: let the presenter see it begin
            self.presenter.feed(self.game.events, self.public)
        else:  # a game already under way: its recent story, in words, without replaying it
            self.tell_so_far()
        self.told_in = language()
        self.offer_hints()

    def tell_so_far(self) -> None:
        """The recent story in words, and the last roll and card drawn before it."""
        if hasattr(self.presenter, "recall"):
            self.presenter.recall(self.game.events[:-HISTORY], self.public)
        self.show_history(self.game.events[-HISTORY:])

    def retell(self) -> None:
        """The player chose another language: the chronicle, the last roll and the last
        card drawn are told again in it (what is being shown is finished first), as
        the board would tell them opening this game."""
        presenter = self.presenter
        if not all(hasattr(presenter, name) for name in ("log", "rolls", "recall")):
            return
        if presenter.busy:
            presenter.skip()
        presenter.log.clear()
        presenter.rolls.clear()
        presenter.drawn = None
        self.tell_so_far()
        self.told_in = language()
        self.refresh()

    def show_history(self, events) -> None:
        """Tell the presenter what happened before the board opened, without animating
        it (a presenter that cannot do that is told nothing)."""
        if "animate" in inspect.signature(self.presenter.feed).parameters:
            self.presenter.feed(events, self.public, animate=False)

    def read_on(self) -> None:
        """A click or Space while something is shown: the presenter's next step (a
        presenter with nothing read step by step simply finishes)."""
        getattr(self.presenter, "read_on", self.presenter.skip)()

    @property
    def reading_legacy(self) -> bool:
        """Is a Legacy card being read over the board (whoever's turn it is)?"""
        legacy = getattr(self.presenter, "legacy", None)
        return bool(legacy is not None and legacy.busy)

    def quit_to_title(self) -> None:
        """Back to the scene below (the title). The log is already on disk."""
        if self.app.top is self:
            self.app.pop()

    def resume(self) -> None:
        self.app.sound.ambience("board")  # back from the haunt's screens, say

    def leave(self) -> None:
        """Popped or replaced: flush and close the save."""
        self.game.close()

    # -- what the engine says ------------------------------------------------------------------
    @property
    def acting(self):
        if self.game.phase not in PLAYED_PHASES or self.reading_books:
            return None
        return self.game.acting_seat()

    @property
    def reading_books(self) -> bool:
        """The haunt has begun and its books are not read yet: nobody may act."""
        return (self.game.phase in HAUNT_PHASES and not self.books_read
                and bool(((self.public or {}).get("haunt") or {}).get("id")))

    def is_bot(self, seat) -> bool:
        return seat in self.bots

    @property
    def people(self) -> bool:
        """Someone at the table is a person (not every seat a bot)."""
        return any(not self.is_bot(p["seat"]) for p in (self.view or {}).get("players", ()))

    def perspective(self):
        seat = self.acting
        return seat if seat is not None and not self.is_bot(seat) else "table"

    def refresh(self) -> None:
        """``view``: the acting person's (their pending question, their book behind its
        hold); ``public``: the table's, for all that the shared screen shows of the game
        to everyone (the top bar, the chronicle and its animations)."""
        self.public = self.game.view("table")   # first: who is acting depends on it
        if self.reading_books and not self.game.acted_since_reveal:
            # the roll that began the haunt is still on the board, its announcement to come:
            # the board stays as it was before the haunt began (no side marked, no monster
            # placed, no count, nobody's turn lit) until the split screens have told the table
            self.view = before = self._before_haunt()
            self.table.hud.undo = undo_offer(self)
            self.table.refresh(before, [], (before["turn"] or {}).get("seat"), None, False, before)
            return
        perspective = self.perspective()
        self.view = self.public if perspective == "table" else self.game.view(perspective)
        seat = self.acting
        human = seat is not None and not self.is_bot(seat)
        legal = self.game.legal_commands(seat) if human else []
        self._ways(seat if human and not self.view.get("pending") else None)
        self.table.hud.undo = undo_offer(self)  # the HUD's Undo: lit, or greyed with the reason
        self.table.refresh(self.view, legal, self.game.current_seat(), seat, human, self.public)
        legacy = getattr(self.presenter, "legacy", None)
        if legacy is not None:   # with a person at the table, each Legacy card waits to be read on
            legacy.wait = self.people

    def _ways(self, seat) -> None:
        """Where the acting person can walk this turn, and why not elsewhere (game.reach)."""
        if seat is None:
            self.table.ways.clear()
            return
        pack, rules, state = self.pack, self.game.ruleset, self.game.state
        paths = reachable(pack, rules, state, seat)
        self.table.ways.set(paths, lambda tile: why_not(pack, rules, state, seat, tile, paths),
                            why_no_explore(pack, rules, state, seat))

    def walk(self, path) -> list:
        """Walk a way the board offered: its moves one at a time, each an ordinary
        logged command, stopping where the engine says a move stops (game.reach.walk)."""
        seat = path.steps[0].seat
        return walk(path, self.submit, lambda: self.game.legal_commands(seat) if self.acting == seat else [],
                    lambda: self.game.state)

    def _before_haunt(self) -> dict:
        """The table's view of the game just before its haunt began (the events up to the
        last ``haunt_started``, folded once and kept while that is where the haunt began)."""
        events = self.game.events
        at = next(i for i in range(len(events) - 1, -1, -1) if events[i]["t"] == "haunt_started")
        if getattr(self, "_frozen", (None,))[0] != at:
            from game.game import replay
            from game.views import view

            try:
                self._frozen = (at, view(self.pack, replay(self.pack, events, verify=False, upto=at), "table"))
            except Exception as exc:   # (a log that cannot be folded back: show the game as it is)
                log.warning("the board before the haunt could not be made again: %s", exc)
                self._frozen = (at, self.public)
        return self._frozen[1]

    def submit(self, command) -> list:
        """Carry out a command from a person (via the table) or a bot."""
        try:
            events = self.game.submit(command)
        except IllegalCommand as exc:
            self.table.show_toast(exc.reason)
            self.refresh()
            return []
        self.table.on_events(events)
        self.refresh()
        why = self._concerns_people(events)
        if why and self.skip_ahead.on:
            self.skip_ahead.stop()
            self.table.show_toast(_("Stopped skipping: {why}").format(why=why))
        if why:
            self.unhurried = why   # shown at the normal pace, even if F comes while it plays
        self.presenter.feed(events, self.public)
        self.hints.dismiss()   # the next step: the last hint has served
        self.offer_hints(events)
        return events

    def offer_hints(self, events=()) -> None:
        """First-game hints for a person at the table (scenes.board.hud.hints)."""
        from game.views import visible_events
        from scenes.board.hud.hints import moments

        people = {p["seat"] for p in (self.public or {}).get("players", ()) if not self.is_bot(p["seat"])}
        if not people:
            return
        seat = self.acting
        mine = seat is not None and seat in people
        keys = moments(visible_events(self.game.state, events, "table"), self.public, people,
                       placing=mine and self.table.placement is not None,
                       targets=mine and bool(self.table.targets),
                       can_roll=mine and self._may_roll(seat))
        t = self.table
        self.hints.offer(keys, t.r["board"], t.u, avoid=t.hint_avoid(), aside=t.r["log"])

    def _may_roll(self, seat) -> bool:
        """Is there a roll this seat may choose to make now (a command with odds)?"""
        from game.haunt.visibility import reader_knows_traitor
        from game.odds import command_odds
        from game.ruleset import RULESETS

        rolls = ("cross_barrier", "tile_action", "use_item", "attack", "haunt_action", "monster_attack")
        haunt = (self.public or {}).get("haunt") or {}
        if haunt.get("hidden") and not reader_knows_traitor(self.public):
            rolls = rolls[:4]   # action words and monsters are one side's: counted, they would tell it
        for c in self.game.legal_commands(seat):
            if c.type in rolls:
                try:
                    if command_odds(self.pack, RULESETS[self.view["ruleset"]], self.view, c):
                        return True
                except (KeyError, TypeError, ValueError):
                    continue
        return False

    def _concerns_people(self, events) -> str | None:
        """Why this batch concerns a person at the table (their explorer hurt, killed or
        robbed, the haunt, the end), if it does: F stops there, and the batch is shown at
        the normal pace — also if F is pressed while it is still being shown."""
        from game.views import visible_events

        people = {p["seat"] for p in self.public.get("players", ()) if not self.is_bot(p["seat"])}
        if not people:
            return None  # a table of bots only: skipping runs to the end
        names = {p["seat"]: p["name"] for p in self.public.get("players", ())}
        return stop_reason(visible_events(self.game.state, events, "table"), people, names)

    # -- input ------------------------------------------------------------------------------------
    def hints_covered(self) -> bool:
        """Something modal is over the board (My goals' cover or book, the Esc menu, the
        leave question): the hint on the board waits under it, unseen and unclickable."""
        t = self.table
        return t.goals.is_open or t.menu.is_open or bool(getattr(t.leaving, "open", False))

    def handle(self, intent) -> None:
        if not self.hints_covered() and self.hints.handle(intent):
            return
        if is_undo_key(intent):  # Ctrl+Z: finishes any animation, then takes the step back
            take_back(self)
            return
        if (isinstance(intent, Key) and intent.name == SKIP_AHEAD_KEY and not intent.ctrl
                and not self.table.leaving.open):
            self.toggle_skip_ahead()  # at once, never queued behind an animation
            return
        plate = self.skip_plate()
        if isinstance(intent, Click) and plate is not None and plate.collidepoint(intent.pos) \
                and not self.table.leaving.open:
            self.toggle_skip_ahead()  # the corner plate is a button too (a player with only a mouse)
            return
        if self.reading_legacy and (isinstance(intent, Click) or
                                    (isinstance(intent, Key) and intent.name in READ_ON_KEYS)):
            self.read_on()   # the card is read: on to the next (the click is not also a move)
            return
        if isinstance(intent, Key) and intent.name in SKIP_KEYS:
            # Space only ever skips: it must not also press a button the pointer is on
            if self.presenter.busy:
                self.read_on()
            return
        if isinstance(intent, Key) and intent.name == "escape" and self.presenter.busy:
            self.read_on()   # Esc finishes what is animating (a second Esc offers to leave)
            return
        acts = isinstance(intent, (Click, Key))
        if self.presenter.busy and isinstance(intent, Click):
            # A click while something is shown dismisses it, and that is all it does
            # (issue 28: a click that closes or skips something reaches nothing beneath)
            self.read_on()
            return
        if self.presenter.busy and acts:
            self.queue.append(intent)   # a key is carried out, in order, once all is still
            return
        if self.presenter.handle(intent):
            return
        if self.presenter.busy:
            self.table.handle(intent)  # looking around (hover, drag, wheel) never waits
            return
        if acts and self.queue:
            self.queue.append(intent)  # keep the order of what was asked
            return
        self.table.handle(intent)

    def toggle_skip_ahead(self) -> None:
        """F: hurry the bots until a person has to act, or stop hurrying them."""
        if self.skip_ahead.on:
            self.skip_ahead.stop()
            return
        if self.game.phase == "over":
            self.table.show_toast(_("The game is over: nothing to skip."))
            return
        seat = self.acting
        if seat is not None and not self.is_bot(seat):
            self.table.show_toast(_("It is {name}'s turn: nothing to skip.").format(name=self.view["players"][seat]["name"]))
            return
        self.skip_ahead.start()

    def update(self, dt: float) -> None:
        if not self.presenter.busy:
            self.unhurried = None
        self.presenter.quiet = self.skip_ahead.on and not self.unhurried  # hurried beats are not heard
        if self.skip_ahead.on and self.presenter.busy and not self.unhurried:
            self.presenter.skip()  # skipping ahead: every animation is over as it starts
        elif self.presenter.busy and self.table.dialog is not None and getattr(self.table, "human", False):
            # a question waits on a person: a card read over the board gives way to it soon
            cards = getattr(self.presenter, "cards", None)
            if cards is not None and hasattr(cards, "hurry"):
                cards.hurry()
        self.presenter.update(dt)
        self.table.update(dt)
        while self.queue and not self.presenter.busy and self.app.top is self:
            self.table.handle(self.queue.popleft())
        if self.presenter.busy or self.queue or self.app.top is not self or self.table.leaving.open:
            return  # bots wait for the animations, for queued clicks, and for "Leave?"
        if self.reading_books:
            self.open_books()
            return
        if self.game.phase == "over":
            self.end_clock += dt * self.speed
            if self.end_clock >= END_PAUSE or (self.skip_ahead.on and not self.people):
                self.show_end()
            return
        seat = self.acting
        if seat is None or not self.is_bot(seat):
            self.bot_clock = 0.0
            self.skip_ahead.stop()  # a person has to act: the normal pace again
            return
        self.bot_clock += dt
        if self.skip_ahead.on or self.bot_clock >= self.bot_pause / self.speed:
            self.bot_clock = 0.0
            self.bot_step(seat)

    @property
    def moving(self) -> bool:
        """Is anything on the board moving or about to (the App rests while not: an idle
        table draws a few frames a second, issue 28)? An animation, a key waiting, a bot
        to play, the game's end coming, skipping ahead, or the table's own motion."""
        if self.presenter.busy or self.queue or self.skip_ahead.on or self.app.top is not self:
            return True
        if self.game.phase == "over" or self.reading_books:
            return True
        seat = self.acting
        return (seat is not None and self.is_bot(seat)) or self.table.moving

    @property
    def speed(self) -> float:
        """The player's animation speed: the bots' pauses are divided by it."""
        return max(0.1, self.app.settings.animation_speed)

    # -- the haunt's screens and the end ------------------------------------------------------
    def open_books(self) -> None:
        """The haunt's split screens. People read them at their own pace (skipping ahead
        stops here: privacy screens are never hurried); a table of bots only is shown
        the reveal for a while, or not at all while skipping."""
        from scenes.haunt.haunt_split import HauntSplitScene

        turn_after = None
        if self.people:
            self.skip_ahead.stop()
        else:
            turn_after = 0.0 if self.skip_ahead.on else REVEAL_PAUSE / self.speed
        self.app.push(HauntSplitScene(self.app, self.pack, self.game.view, set(self.bots), self.books_done,
                                      turn_after=turn_after))

    def books_done(self) -> None:
        self.books_read = True
        if self.app.top is not self:
            self.app.pop()
        self.refresh()

    def show_end(self) -> None:
        from scenes.board.end_scene import EndScene

        make = self.end_scene or EndScene
        self.app.sound.ambience("end")
        self.app.sound.play(end_cue(self.game.view("omniscient"), set(self.bots)))
        self.app.replace(make(self.app, self.game))

    def bot_step(self, seat) -> None:
        commands = self.game.legal_commands(seat)
        if not commands:
            log.warning("seat %s has no legal command in phase %s", seat, self.game.phase)
            return
        self.submit(self.bots[seat].choose(self.game.view(seat), commands))

    def draw(self, surface) -> None:
        self.table.draw(surface, self.presenter, toast=False)
        if not getattr(self.presenter, "over_board", False) and not self.hints_covered():
            self.hints.draw(surface)   # (a card read over the board, My goals, a menu: first)
        self.table.toast.draw(surface, self.table.r["board"])   # errors win over hints
        plate = self.skip_plate()
        if plate is not None:
            self.skip_ahead.draw(surface, self.table.r["board"], self.table.u,
                                 plate_text(self.skip_ahead.on, self.people))
            hover.note(plate, _("Click it, or press {key}, to hurry the bots or stop hurrying them.").format(
                key=SKIP_AHEAD_KEY.upper()))

    def skip_plate(self):
        """The skip-ahead plate's rect while it is shown (a bot's turn, or skipping), else None."""
        seat = self.acting
        if not (self.skip_ahead.on or (seat is not None and self.is_bot(seat))):
            return None
        return self.skip_ahead.rect(self.table.r["board"], self.table.u, plate_text(self.skip_ahead.on, self.people))
