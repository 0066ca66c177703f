"""The Presenter: engine events become what the table sees, one after another.

The play and replay scenes own one and hand it every batch of events the engine
returns::

    p = Presenter(app, pack)
    p.feed(events, game.view(perspective))   # queue animations for these events, as that
                                             # perspective may see them
    p.busy                                   # True while something is still animating
    p.skip()                                 # finish everything now
    p.read_on()                              # a click or Space: the next Legacy card, else skip()
    p.update(dt)                             # each fixed step
    p.draw(surface, rects)                   # rects: "board", "dice_tray", "card_stage", "log"
    p.handle(intent) -> bool                 # True when it used the intent

``rects`` may also hold ``"hand:<seat>"`` (where that explorer's cards live on screen),
``"discard"`` and ``"ongoing"``: a card flies there; without them it sinks and fades.

Each event becomes a *beat*: ``dice_rolled`` throws the dice tray, ``card_drawn`` turns
the card over on the card stage, an event card leaving play flies from the stage, and
every event adds its sentence (``game.narration``) to the log the moment its beat
starts. What it shows of the events is what the view it is given may know: it projects
them with ``game.haunt.visibility.shown_events`` before anything else reads them (a
hidden traitor's lot, read for the table, names nobody), so a caller hands it the view
of the perspective on screen — on the shared screen of a game in play, the table's. Beats play strictly in event order; a sentence with no animation appears at
once, or as soon as the animation before it is over. Durations are divided by the
player's animation speed (``settings.animation_speed``).

Each beat also asks the App's SoundBoard (``app.sound``) for its sound as the player
sees the moment: the dice's rattle as they are thrown and their landing as they come
to rest, a card's flip as it turns over (after it appears; a Legacy card's too), a
tile's thunk as it is set in the house, a step as an explorer or a monster moves. What
is finished at once is silent: nothing is asked while ``skip()`` hurries beats to their
end, nor while ``quiet`` is set (the play scene sets it while skipping ahead), so F
never machine-guns the house.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from game.haunt.visibility import shown_events
from game.narration import full_name, narrate, roll_meaning
from scenes.kit.animation import scaled_dt, speed_of
from scenes.board.style import explorer_rgb
from scenes.campaign.legacy_reader import LegacyReader
from scenes.board.cards_view import CardStage
from scenes.board.dice import DiceTray, split
from scenes.kit.intents import Click, Key, Press, Wheel
from scenes.board.narration_panel import NarrationPanel

SKIP_KEYS = ("space",)
STYLES = {"turn_started": "heading", "narrated": "aside", "game_over": "alarm", "haunt_started": "alarm",
          "died": "alarm"}
LEAVES = {"card_discarded": "discard", "card_ongoing": "ongoing"}  # + card_kept: a hand
SOUNDS = {"tile_placed": "tile", "tile_moved": "tile", "tile_turned": "tile",  # events told in words only
          "moved": "step", "monster_moved": "step"}


@dataclass
class Beat:
    event: dict
    kind: str = "line"             # line | dice | card | fly | legacy (a Legacy card read)
    line: str | None = None
    colour: tuple | None = None
    style: str = "line"
    meaning: str | None = None     # dice: what the total means, when known
    dest: str | None = None        # card, fly: the rects key it flies to (None: park)


class Presenter:
    def __init__(self, app, pack) -> None:
        self.app, self.pack = app, pack
        self.log = NarrationPanel(app.fonts)
        self.dice = DiceTray(app.fonts)
        self.cards = CardStage(app.fonts, pack)
        self.legacy = LegacyReader(app.fonts, pack)  # a campaign's Legacy cards, read one by one
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.players: list = []
        self.reading: str | None = None   # the event card the engine is resolving, if any
        self.rects: dict = {}
        self.tray_when_idle = True        # False: the tray is only drawn while it has a roll up
        self.quiet = False                # True: ask for no sounds (skipping ahead)
        self._skipping = False            # inside skip(): beats finish unheard
        self._turning = None              # the Phases of a card whose flip is still to be heard

    # -- the contract ------------------------------------------------------------------
    def feed(self, events, view_after=None, *, animate: bool = True) -> None:
        """Queue these events (in order) for showing. ``view_after`` is the view the
        engine gives after them (names, colours, the card being read). With
        ``animate=False`` only their sentences go to the log (loading a save, seeking)."""
        view_after = view_after or {}
        self.players = view_after.get("players") or self.players
        self.reading = view_after.get("reading") if view_after else self.reading
        events = shown_events(view_after, events)
        players = self.players
        for i, event in enumerate(events):
            if event.get("t") == "game_started":
                players = event["players"]
            beat = self._beat(event, events[i + 1:], players)
            if animate:
                self.queue.append(beat)
            elif beat.line:
                self.log.add(beat.line, beat.colour, beat.style)
        self._advance()

    @property
    def busy(self) -> bool:
        return self.current is not None or any(b.kind != "line" for b in self.queue)

    @property
    def over_board(self) -> bool:
        """Is something shown over the board itself (a card read, a Legacy card)? A roll
        in its tray beside the board leaves the board's question in sight."""
        return self.cards.reading or self.legacy.busy

    def skip(self) -> None:
        """Finish the running animation and every queued one, at once (unheard)."""
        self._skipping = True
        try:
            self._finish()
            self.current = None
            while self.queue:
                self._start(self.queue.popleft())
                self._finish()
            self._tidy()
            self.cards.skip()
        finally:
            self._skipping = False
            self._turning = None

    def read_on(self) -> None:
        """What a click or Space asks for: a Legacy card being read gives way to the next
        one (each card is read, one at a time); anything else finishes at once."""
        if self.current is not None and self.current.kind == "legacy":
            self.legacy.skip()
        else:
            self.skip()

    def update(self, dt: float) -> None:
        if getattr(self.app.settings, "reduce_motion", False):
            self.dice.settle()    # no tumbling, no flips, no flights: where they end, at once
            self.cards.still()
        step = scaled_dt(dt, speed_of(self.app))
        tumbling = self.dice.state == "tumbling"
        self.dice.update(step)
        if tumbling and self.dice.at_rest:
            self._sound("dice_land")
        self.cards.update(step)
        self.legacy.update(step)
        if self._turning is not None and self._turning.name != "appear":
            if self._turning.name == "flip":  # it has begun to turn over (not: it was hurried past)
                self._sound("card")
            self._turning = None
        if self.current is not None and not self._running(self.current):
            self.current = None
        self._advance()

    def draw(self, surface, rects: dict) -> None:
        self.rects = dict(rects)
        if rects.get("log") is not None:
            self.log.draw(surface, rects["log"])
        tray = rects.get("dice_tray")
        if tray is not None and (self.tray_when_idle or self.dice.busy):
            self.dice.draw(surface, tray)
        self.cards.draw(surface, rects)
        self.legacy.draw(surface, rects.get("board"))

    def handle(self, intent) -> bool:
        if self.busy and (isinstance(intent, (Click, Press)) or
                          (isinstance(intent, Key) and intent.name in SKIP_KEYS)):
            if not isinstance(intent, Press):
                self.read_on()
            return True
        log = self.rects.get("log")
        if isinstance(intent, Wheel) and log is not None and log.collidepoint(intent.pos):
            self.log.scroll(intent.dy)
            return True
        if isinstance(intent, (Click, Press)):
            if log is not None and log.collidepoint(intent.pos):
                if isinstance(intent, Click):
                    self.log.click(intent.pos)
                return True
            tray = self.rects.get("dice_tray")
            return tray is not None and tray.collidepoint(intent.pos)
        return False

    def reset(self) -> None:
        """Forget everything shown (a replay jumping elsewhere starts afresh)."""
        self.queue.clear()
        self.current = None
        self._turning = None
        self.log.clear()
        self.cards.clear()
        self.dice = DiceTray(self.app.fonts)
        self.legacy = LegacyReader(self.app.fonts, self.pack)

    # -- beats ---------------------------------------------------------------------------
    def _beat(self, event: dict, following: list, players) -> Beat:
        kind = event.get("t")
        seat = event.get("seat", event.get("frm"))
        beat = Beat(event, line=narrate(self.pack, event, players), style=STYLES.get(kind, "line"),
                    colour=self._colour(seat, players))
        if kind == "haunt_rolled" and event.get("started"):
            beat.style = "alarm"
        if kind == "dice_rolled" and event.get("dice"):
            beat.kind, beat.meaning = "dice", roll_meaning(self.pack, event, following)
        elif kind == "card_drawn" and event.get("card") in self.pack.cards:
            # items and omens go to their holder's hand; an event card stays to be read
            beat.kind = "card"
            beat.dest = None if event.get("deck") == "event" else f"hand:{event.get('seat')}"
        elif kind in LEAVES or kind == "card_kept":
            beat.kind, beat.dest = "fly", LEAVES.get(kind, f"hand:{event.get('seat')}")
        elif kind == "house_changed":  # a campaign's: a Legacy card read, or the house changed for good
            change = event["change"]
            if change["kind"] == "legacy_read":
                beat.kind, beat.style = "legacy", "heading"
            else:
                beat.style = "forever"
        return beat

    def _colour(self, seat, players):
        for p in players:
            if p.get("seat") == seat and seat is not None:
                return explorer_rgb(p.get("colour", ""))
        return None

    def _start(self, beat: Beat) -> None:
        if beat.line:
            self.log.add(beat.line, beat.colour, beat.style)
        e = beat.event
        if e.get("t") in SOUNDS:
            self._sound(SOUNDS[e["t"]])
        if beat.kind == "dice":
            self._sound("dice")
            tray = self.rects.get("dice_tray")
            self.dice.throw(e["dice"], title=self._roll_title(e), result=self._roll_result(e, beat.meaning),
                            meaning=beat.meaning, seed=int(e.get("r", 0) or 0),
                            arena=split(tray)[0].size if tray is not None else None)
        elif beat.kind == "card":
            self._heard_turning(self.cards.show(e["card"], beat.dest).phases)
        elif beat.kind == "fly" and not self.cards.send(e.get("card"), beat.dest):
            beat.kind = "line"  # not on the stage (drawn before we were watching): words only
        elif beat.kind == "legacy":
            self.legacy.show(e["change"]["card"])
            self._heard_turning(self.legacy.phases)

    def _heard_turning(self, phases) -> None:
        """A card appears and then turns over: its flip is heard as it turns."""
        self._turning = None if self._skipping or self.quiet else phases

    def _sound(self, cue: str) -> None:
        """Ask for ``cue`` now, unless the beats are being hurried past."""
        sound = getattr(self.app, "sound", None)
        if sound is not None and not (self._skipping or self.quiet):
            sound.play(cue)

    def _running(self, beat: Beat) -> bool:
        if beat.kind == "dice":
            return self.dice.busy
        if beat.kind == "legacy":
            return self.legacy.busy
        return self.cards.busy if beat.kind in ("card", "fly") else False

    def _advance(self) -> None:
        while self.current is None and self.queue:
            beat = self.queue.popleft()
            self._start(beat)
            if self._running(beat):
                self.current = beat
        if self.current is None:
            self._tidy()

    def _finish(self) -> None:
        self.dice.skip()
        self.cards.skip()
        self.legacy.skip()

    def _tidy(self) -> None:
        """An event card still parked though the engine has finished reading it (its
        leaving fell outside what we were shown) goes to the discard."""
        for card in self.cards.parked():
            if card != self.reading:
                self.cards.send(card, "discard")

    def _roll_title(self, e: dict) -> str:
        who = full_name(self.players, e.get("seat"), "") or "The monster"  # a monster has no seat
        if e.get("why") == "haunt roll":
            return f"{who} makes the haunt roll"
        if e.get("trait"):
            return f"{who} rolls {e['trait'].title()}"
        count = len(e.get("dice", ()))
        return f"{who} rolls {count} {'die' if count == 1 else 'dice'}"

    @staticmethod
    def _roll_result(e: dict, meaning: str | None) -> str:
        total = max(0, int(e.get("total", 0)) + int(e.get("bonus", 0) or 0))
        return f"Total {total}" + (f" — {meaning}" if meaning else "")
