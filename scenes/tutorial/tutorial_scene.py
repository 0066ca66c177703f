"""The guided first game: a real classic game on a fixed seed, with a coach at the table.

The person plays seat 0 against two bots. Between lessons the coach plays the person's
seat for them with the same bot the script was found with (``lessons.SEED``), so a player
who only ever clicks "Next" sees the same game every time: explore, a card, a roll, a
move, the haunt and its books, an attack. When a lesson comes the table holds still; a
lesson that teaches a command hands the seat to the person, who may do it on the board
(or let "Next" do it). A question the person's own move raised waits for them too.
The game is practice: never saved. "Skip the tutorial" asks what to do (the table's menu
in its practice words: keep learning, play on without the coach, or leave the practice
game); the last lesson's "Finish" lets the game go on without the coach, and leaving it
then says plainly that it ends it.

The coach computes no rules: what may be done is the engine's legal commands, what is
seen is the seat's view and the projected events (``game.views.visible_events``).
"""

from __future__ import annotations

from game.i18n import N_, _
from game import load_pack
from game.views import visible_events
from scenes.board.play import BOT_PAUSE, PLAYED_PHASES, PlayScene, seat_bot, start_game
from scenes.kit.intents import Click, Key
from scenes.tutorial.coach import Callout, target_rect
from scenes.tutorial.lessons import LESSONS, SEAT, SEED, Lesson, happenings, table_seats

BETWEEN = Lesson("between", N_("The game goes on"),
                 N_("Ben and Cora take their turns, and the coach plays yours until the next lesson. "
                 "Next hurries it along."), "board")
QUESTION = Lesson("question", N_("A question for you"),
                  N_("What you just did asks something of you: answer on the board, or Next lets the "
                  "coach choose."), "board")
OPEN_KEYS = ("escape", "space", "f")   # the table's own keys stay the table's during a lesson


def open_tutorial(app) -> None:
    """The title's "Learn by playing" and How to play's: the guided game, above them."""
    app.change_settings(tutorial_seen=True)
    app.push(TutorialScene(app))


class TutorialScene(PlayScene):
    def __init__(self, app) -> None:
        pack = load_pack("classic")
        game = start_game(table_seats(pack), SEED, first_player=SEAT, content=pack, save=False)
        super().__init__(app, game)
        self.guide = seat_bot("sensible", SEED * 31 + SEAT, pack)   # plays the person's seat between lessons
        self.coaching = True
        self.lesson_at = 0
        self.seen: set[str] = set()       # what has happened that a lesson can follow
        self.hurry = False                # Next between lessons: on to the next one at once
        self.by_person = False            # the person's last command was their own
        self._coach_turn = False          # the coach is submitting for the person now
        self.callout = Callout(app.fonts)
        self._plan = None                 # (events so far, the guide's choice) — asked once per decision
        self._placed = None               # the callout's lesson and layout it was placed for
        self._shown: Lesson | None = None
        self._coach_clock = 0.0
        self._time = 0.0
        self.table.practice = True          # its menu: a practice game, not saved
        self.table.play_on = self.finish    # …and while the coach is on, "Play on without the coach"

    # -- which lesson is on ---------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson:
        return LESSONS[min(self.lesson_at, len(LESSONS) - 1)]

    def plan(self):
        """What the guide would do for the person's seat now (asked once per decision, so
        the game stays the script's own)."""
        n = len(self.game.events)
        if self._plan is None or self._plan[0] != n:
            self._plan = (n, self.guide.choose(self.game.view(SEAT), self.game.legal_commands(SEAT)))
        return self._plan[1]

    def _seat_acts(self) -> bool:
        return (self.acting == SEAT and self.game.phase in PLAYED_PHASES
                and bool(self.game.legal_commands(SEAT)))

    def showing(self) -> Lesson:
        """The lesson on the table now: the current one once it has come, a question of the
        person's own, or the game going on between lessons."""
        lesson = self.lesson
        if self.game.phase == "over":
            return LESSONS[-1]
        if lesson.after == "books":
            return lesson if self.books_read else BETWEEN
        if lesson.after:
            return lesson if lesson.after in self.seen else BETWEEN
        if lesson.waits_for:
            if self._seat_acts() and self.plan().type in lesson.waits_for and not self._pending():
                return lesson
            return QUESTION if self.by_person and self._seat_acts() and self._pending() else BETWEEN
        return lesson

    def _pending(self) -> bool:
        pending = (self.view or {}).get("pending")
        return bool(pending) and pending.get("seat") == SEAT

    def handed(self) -> bool:
        """May the person act on the board now (a lesson teaching a command, or its question)?"""
        return not self.coaching or self._shown is QUESTION or bool(self._shown and self._shown.waits_for)

    # -- the coach's buttons --------------------------------------------------------------------
    def next(self) -> None:
        shown = self._shown
        if shown is None or shown is BETWEEN:
            self.hurry = True
            return
        if shown.waits_for or shown is QUESTION:
            self._coach_plays()   # (a lesson's own command moves the lessons on, in ``submit``)
            return
        self.advance()

    def advance(self) -> None:
        self.hurry = False
        if self.lesson_at >= len(LESSONS) - 1:
            self.finish()
            return
        self.lesson_at += 1

    def skip(self) -> None:
        """"Skip the tutorial": the table's menu asks what next, in a practice game's words."""
        self.table.open_leave()
        self.callout.widgets.rest()   # (the menu covers the plate: its Skip does not stay lit)

    def finish(self) -> None:
        """The coach leaves; the game goes on as any other (seat 0 a person's), unsaved."""
        self.coaching = False
        self.table.play_on = None
        self.hurry = False
        self.table.reserved = None   # the house has the whole board again
        self.bot_pause = BOT_PAUSE
        self.refresh()

    def _coach_plays(self) -> None:
        """The guide's command for the person's seat, submitted as the coach's."""
        if self._seat_acts():
            self._coach_turn = True
            try:
                self.submit(self.plan())
            finally:
                self._coach_turn = False

    # -- the game ---------------------------------------------------------------------------------
    def submit(self, command) -> list:
        shown = self._shown
        events = super().submit(command)
        if events and command.seat == SEAT:
            self.by_person = not self._coach_turn
        if events and self.coaching:
            self.seen |= happenings(visible_events(self.game.state, events, SEAT), SEAT)
            if command.seat == SEAT and shown is not None and command.type in shown.waits_for:
                self.advance()
        return events

    def offer_hints(self, events=()) -> None:
        if not self.coaching:   # the coach's lessons stand in for the first-game hints
            super().offer_hints(events)

    def bot_step(self, seat) -> None:
        if self.coaching and self._shown not in (None, BETWEEN):
            return   # a lesson is on: the bots wait for it
        super().bot_step(seat)

    def open_books(self) -> None:
        if self.coaching and self.lesson.after == "haunt":
            return   # the haunt's lesson first (told, not only due); its Next opens the books
        super().open_books()

    # -- input --------------------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if self.coaching and not self.table.leaving.open:   # (the menu over it is the table's)
            if self._shown is not None and self.callout.handle(intent):
                return
            if not self.handed() and isinstance(intent, Click) and not self.presenter.busy:
                return   # the board is the coach's until a lesson hands it over
            if not self.handed() and isinstance(intent, Key) and intent.name not in OPEN_KEYS:
                return
        super().handle(intent)

    # -- time -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._time += dt
        if self.coaching:
            self._shown = None if self.presenter.busy else self.showing()
            if self.hurry and self.presenter.busy:
                self.presenter.skip()
            self.bot_pause = 0.0 if self.hurry else BOT_PAUSE
        super().update(dt)
        if not self.coaching:
            return
        if self.presenter.busy:   # a card read, dice rolling: the coach waits, out of the way
            self._shown = None
            return
        self._shown = shown = self.showing()
        if shown is BETWEEN and self._seat_acts() and self._idle():
            self._coach_clock += dt
            if self.hurry or self._coach_clock >= self.bot_pause / self.speed + 0.4:
                self._coach_clock = 0.0
                self._coach_plays()
        self._place_callout(shown)

    def _idle(self) -> bool:
        return (not self.presenter.busy and not self.queue and self.app.top is self
                and not self.table.leaving.open and not self.reading_books)

    def step_words(self, shown: Lesson) -> str:
        """The line over the plate's title: a lesson's number, or between lessons how many
        are done (it said "Lesson 6 of 9" over "The game goes on", then again over the haunt)."""
        if shown in LESSONS:
            return _("Lesson {n} of {count}").format(n=LESSONS.index(shown) + 1, count=len(LESSONS))
        return _("{done} of {count} lessons done").format(done=self.lesson_at, count=len(LESSONS))

    def _place_callout(self, shown: Lesson) -> None:
        command = self.plan() if shown.target == "command" and self._seat_acts() else None
        target = target_rect(self.table, shown.target, command)
        table = self.table
        board, u = table.r["board"], table.u
        avoid = table.hint_avoid()
        self.callout.lit = [table.house.screen_rect(*cell) for cell in table.targets if cell[0] == table.house.region]
        key = (shown.key, self.lesson_at, tuple(board), round(u, 2))
        # the rooms move as the camera glides: once it rests, the plate is laid out again
        # (or, beside a house fitted to leave it room, only moved clear of it)
        resting = table.house.camera.target is None
        if key != self._placed or (resting and table.reserved is None and avoid != self.callout.avoid):
            self._placed = key
            last = shown is LESSONS[-1]
            label = N_("Finish") if last else (N_("Skip ahead") if shown is BETWEEN else N_("Next"))
            covered = self.callout.place(board, u, shown, self.step_words(shown), target, self.next, self.skip,
                                         label, avoid=avoid)
            # no place on the board is clear of the rooms (a large UI scale): the house is
            # fitted in what the plate leaves
            table.reserved = self.callout.rect.copy() if covered else None
            if covered and not table.house.camera.manual:
                table.fit_house()
        elif target != self.callout.target or (resting and avoid != self.callout.avoid):
            self.callout.target = target
            self.callout.fit(board, int(u * 1.5), avoid)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.coaching and self._shown is not None and self.app.top is self and not self.table.leaving.open:
            self.callout.draw(surface, self._time)
