"""The Presenter: engine events become what the table sees, one after another.

The play and replay scenes own one and hand it every batch of events the engine
returns::

    p = Presenter(app, pack)
    p.feed(events, game.view(perspective))   # queue animations for these events, as that
                                             # perspective may see them
    p.busy                                   # True while something is still animating
    p.skip()                                 # finish everything now (but a Legacy card
                                             # the table reads: face up, it waits)
    p.read_on()                              # a click or Space: the next Legacy card, else skip()
    p.update(dt)                             # each fixed step
    p.draw(surface, rects)                   # rects: "board", "card_stage", "log"
    p.handle(intent) -> bool                 # True when it used the intent
    p.rolls[-1], p.drawn                     # the last roll shown, the last card drawn

``rects`` may also hold ``"hand:<seat>"`` (where that explorer's cards live on screen),
``"discard"`` and ``"ongoing"``: a card flies there; without them it sinks and fades.
``"card_stage"`` is where an event card waits while it is resolved (the right column's
last-card place); a card is read large over the board.

Each event becomes a *beat*: ``dice_rolled`` throws the dice at centre stage, over the
board (``scenes.board.stage.roll_stage``) — an attack's two rolls, attacker's and defender's,
are one beat, thrown side by side —, ``card_drawn`` turns the card over, an event card
leaving play flies from where it waited, and every event adds its sentence
(``game.narration``) to the log the moment its beat starts. A roll is remembered
(``rolls``) the moment its dice land and its result shows, a card (``drawn``) the
moment it lies face up: the right column shows them, never one behind the stage. What it shows of the events is what the view it is given may know: it projects
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
from dataclasses import dataclass, field

from game import vocabulary as words
from game.i18n import N_, _
import pygame

from game.haunt.visibility import shown_events
from game.narration import (capital, combat_outcome, fighter, full_name, mid, narrate, plural, roll_meaning,
                            roll_needs, roll_purpose, roller)
from scenes.kit import palette as P
from scenes.kit.animation import scaled_dt, speed_of
from scenes.campaign.legacy_reader import LegacyReader
from scenes.board.stage.cards_view import CardStage
from scenes.board.stage.dice import tone_of
from scenes.board.records import LastCard, Roll, Side
from scenes.board.stage.roll_stage import RollStage
from scenes.kit.intents import Click, Key, Press, Wheel
from scenes.board.hud.narration_panel import NarrationPanel

SKIP_KEYS = ("space",)
STYLES = {"turn_started": "heading", "narrated": "aside", "game_over": "alarm", "haunt_started": "alarm",
          "died": "alarm"}
LEAVES = {"card_discarded": "discard", "card_ongoing": "ongoing"}  # + card_kept: a hand
SOUNDS = {"tile_placed": "tile", "tile_moved": "tile", "tile_turned": "tile",  # events told in words only
          "moved": "step", "monster_moved": "step"}
RECENT = 4            # rolls remembered for the right column
NOWHERE = pygame.Rect(0, 0, 960, 640)  # the board's size before the table has said where it is


@dataclass
class Beat:
    event: dict
    kind: str = "line"             # line | roll | card | fly | legacy (a Legacy card read)
    line: str | None = None
    colour: tuple | None = None
    style: str = "line"
    roll: Roll | None = None       # roll: what is thrown (an attack: both sides)
    dest: str | None = None        # card, fly: the rects key it flies to (None: park)
    more: list = field(default_factory=list)  # the sentences of events folded into this beat
    used: int = 0                  # how many of the events after ``event`` it folded in
    tell_later: bool = False       # a roll: its sentences (its outcome) go to the log as it lands
    kept: bool = False             # its roll or card is in the right column already
    sprite: object = None          # a card: its sprite on the stage (face up once turned over)


class Presenter:
    def __init__(self, app, pack) -> None:
        self.app, self.pack = app, pack
        self.log = NarrationPanel(app.fonts)
        self.roll = RollStage(app.fonts)
        self.cards = CardStage(app.fonts, pack)
        self.legacy = LegacyReader(app.fonts, pack)  # a campaign's Legacy cards, read one by one
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.players: list = []
        self.reading: str | None = None   # the event card the engine is resolving, if any
        self.rects: dict = {}
        self.rolls: deque[Roll] = deque(maxlen=RECENT)  # rolls shown and over, newest last
        self.drawn: LastCard | None = None              # the last card drawn, once put away
        self.quiet = False                # True: ask for no sounds (skipping ahead)
        self._skipping = False            # inside skip(): beats finish unheard
        self._turning = None              # the Phases of a card whose flip is still to be heard
        self.turn_shown: dict | None = None   # the last turn_started the table has been shown

    # -- the contract ------------------------------------------------------------------
    def feed(self, events, view_after=None, *, animate: bool = True) -> None:
        """Queue these events (in order) for showing. ``view_after`` is the view the
        engine gives after them (names, colours, the card being read). With
        ``animate=False`` only their sentences go to the log (loading a save, seeking)."""
        view_after = view_after or {}
        self.players = view_after.get("players") or self.players
        self.reading = view_after.get("reading") if view_after else self.reading
        self.cards.view = view_after or self.cards.view   # a card's face: its name at this table
        events = shown_events(view_after, events)
        players = self.players
        i = 0
        while i < len(events):
            event = events[i]
            if event.get("t") == "game_started":
                players = event["players"]
            beat = self._beat(event, events[i + 1:], players)
            i += 1 + beat.used
            if animate:
                self.queue.append(beat)
                continue
            for line in [beat.line, *beat.more]:
                if line:
                    self.log.add(line, beat.colour, beat.style)
            self._saw_turn(beat.event)
            self._ended(beat)
        self._advance()

    def recall(self, events, view_after=None) -> None:
        """Events from before the story the log tells (a game opened part-way): only what
        the right column keeps of them — the last roll and the last card drawn among
        them —, with no sentence and no animation."""
        view_after = view_after or {}
        players = view_after.get("players") or self.players
        last = {}
        for i in range(len(events) - 1, -1, -1):
            e = events[i]
            kind = "card" if e.get("t") == "card_drawn" and e.get("card") in self.pack.cards else \
                "roll" if e.get("t") == "dice_rolled" and e.get("dice") else None
            if kind and kind not in last:
                last[kind] = i - 1 if e.get("why") == "defend" and i and events[i - 1].get("why") == "attack" else i
                if len(last) == 2:
                    break
        for i in sorted(last.values()):  # each with what follows it (what the roll came to)
            shown = shown_events(view_after, events[i:i + 12])
            self._ended(self._beat(shown[0], shown[1:], players))

    @property
    def busy(self) -> bool:
        return self.current is not None or any(b.kind != "line" for b in self.queue)

    @property
    def in_the_air(self) -> Roll | None:
        """The roll whose dice are thrown and still tumbling, if any (its result is not
        shown anywhere yet)."""
        beat = self.current
        return beat.roll if beat is not None and beat.roll is not None and not beat.kept else None

    @property
    def over_board(self) -> bool:
        """Is something shown over the board itself (a roll, a card read, a Legacy card)?
        The table hides the board's question under it while it is, and while a roll waits
        its turn behind a card (a card's "roll two dice" asked its damage question as the
        card went to its place, before the dice were thrown)."""
        return self.roll.busy or self.cards.reading or self.legacy.busy or any(b.kind == "roll" for b in self.queue)

    def skip(self) -> None:
        """Finish the running animation and every queued one, at once (unheard)."""
        self._skipping = True
        try:
            self._finish()
            if self.current is not None and not self._read_by_table(self.current):
                self._ended(self.current)
                self.current = None
            while self.current is None and self.queue:
                beat = self.queue.popleft()
                self._start(beat)
                self._finish()
                if self._read_by_table(beat):   # it waits for read_on
                    self.current = beat
                else:
                    self._ended(beat)
            if self.current is None:
                self._tidy()
            self.cards.skip()
        finally:
            self._skipping = False
            self._turning = None

    def read_on(self) -> None:
        """What a click or Space asks for: a Legacy card being read gives way to the next
        one (each card is read, one at a time); anything else finishes at once."""
        if self.current is not None and self.current.kind == "legacy":
            self.legacy.read_on()
        else:
            self.skip()

    def update(self, dt: float) -> None:
        if getattr(self.app.settings, "reduce_motion", False):
            self.roll.settle()    # no tumbling, no flips, no flights: where they end, at once
            self.cards.still()
        step = scaled_dt(dt, speed_of(self.app))
        tumbling = self.roll.rolling
        self.roll.update(step)
        if tumbling and not self.roll.rolling:  # every die of the throw (both hands) at rest
            self._sound("dice_land")
        if self.current is not None and self.current.tell_later and not self.roll.rolling:
            self.current.tell_later = False     # landed: now the log may say what came of it
            self._tell(self.current)
            self._keep(self.current)            # ... and the right column shows it beside the stage
        self.cards.update(step)
        self.legacy.update(step)
        if self.current is not None and self.current.kind == "card" and self._face_up(self.current):
            self._keep(self.current)
        if self._turning is not None and self._turning.name != "appear":
            if self._turning.name == "flip":  # it has begun to turn over (not: it was hurried past)
                self._sound("card")
            self._turning = None
        if self.current is not None and not self._running(self.current):
            self._ended(self.current)
            self.current = None
        self._advance()

    def covers(self, rects: dict) -> list:
        """Where ``draw`` will lay down opaque pixels over the board this frame (a roll's
        panel): the table need not draw what is under them (docs/PERFORMANCE.md)."""
        return self.roll.covers(rects.get("board"))

    def draw(self, surface, rects: dict) -> None:
        self.draw_under(surface, rects)
        self.draw_over(surface, rects)

    def draw_under(self, surface, rects: dict, kept: bool = False) -> None:
        """The chronicle and the cards. ``kept``: for the layer the table keeps
        (scenes.board.retained): the chronicle and the cards' veil only, under the roll's
        panel too (the layer outlasts the panel); the cards are drawn over it each
        frame (``draw_cards``)."""
        self.rects = dict(rects)
        if rects.get("log") is not None:
            self.log.draw(surface, rects["log"])
        if kept:
            self.cards.draw(surface, rects, (), "veil")
        else:
            self.cards.draw(surface, rects, self.covers(rects))

    def draw_cards(self, surface, rects: dict) -> None:
        """The cards on show over a kept layer (their veil is in it), not where the
        roll's panel covers them."""
        self.cards.draw(surface, rects, self.covers(rects), "cards")

    def draw_over(self, surface, rects: dict) -> None:
        """The roll (its veil, panel and dice), the legacy reader: drawn afresh every frame."""
        self.roll.draw(surface, rects.get("board"))
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
        if isinstance(intent, (Click, Press)) and log is not None and log.collidepoint(intent.pos):
            if isinstance(intent, Click):
                self.log.click(intent.pos)
            return True
        return False

    def reset(self) -> None:
        """Forget everything shown (a replay jumping elsewhere starts afresh)."""
        self.queue.clear()
        self.current = None
        self._turning = None
        self.log.clear()
        self.cards.clear()
        self.roll.clear()
        self.rolls.clear()
        self.drawn = None
        self.turn_shown = None
        self.legacy = LegacyReader(self.app.fonts, self.pack)

    # -- beats ---------------------------------------------------------------------------
    def _beat(self, event: dict, following: list, players) -> Beat:
        kind = event.get("t")
        seat = event.get("seat", event.get("frm"))
        haunt = ((self.cards.view or {}).get("haunt") or {}).get("id")   # (whose words name a counter)
        beat = Beat(event, line=narrate(self.pack, event, players, haunt), style=STYLES.get(kind, "line"),
                    colour=self._colour(seat, players))
        if kind == "haunt_rolled" and event.get("started"):
            beat.style = "alarm"
        if kind == "dice_rolled" and event.get("dice"):
            beat.kind = "roll"
            beat.roll = self._combat(beat, event, following, players) or self._one_roll(event, following, players)
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
                return p.get("colour") or "unknown"   # its name: drawn through explorer_rgb
        return None

    def _saw_turn(self, event: dict) -> None:
        if event.get("t") == "turn_started":
            self.turn_shown = {"seat": event.get("seat"), "number": event.get("number"),
                               "kind": event.get("kind", "explorer")}

    def held_turn(self) -> dict | None:
        """The turn the table still shows while beats from before the next turn's start
        play (classic p.13: the haunt roll is made at the end of the turn, so the top bar
        and the HUD keep the roller's turn until its dice are over): the last
        ``turn_started`` shown ({seat, number, kind}) when another waits in the queue;
        None when the table may show the game as it is."""
        if self.turn_shown is None or not any(b.event.get("t") == "turn_started" for b in self.queue):
            return None
        return self.turn_shown

    def _start(self, beat: Beat) -> None:
        self._saw_turn(beat.event)
        if beat.kind == "roll":   # the log tells a roll's outcome once its dice have landed
            beat.tell_later = True
        else:
            self._tell(beat)
        e = beat.event
        if e.get("t") in SOUNDS:
            self._sound(SOUNDS[e["t"]])
        if beat.kind == "roll":
            self._sound("dice")
            self.roll.throw(beat.roll, self.rects.get("board") or NOWHERE)
        elif beat.kind == "card":
            beat.sprite = self.cards.show(e["card"], beat.dest)
            self._heard_turning(beat.sprite.phases)
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

    def _read_by_table(self, beat: Beat) -> bool:
        """A Legacy card still shown after hurrying: the table reads it (a person is
        there), so it waits for read_on."""
        return beat.kind == "legacy" and self.legacy.busy

    def _running(self, beat: Beat) -> bool:
        if beat.kind == "roll":
            return self.roll.busy
        if beat.kind == "legacy":
            return self.legacy.busy
        return self.cards.busy if beat.kind in ("card", "fly") else False

    def _advance(self) -> None:
        while self.current is None and self.queue:
            beat = self.queue.popleft()
            self._start(beat)
            if self._running(beat):
                self.current = beat
            else:
                self._ended(beat)
        if self.current is None:
            self._tidy()

    def _tell(self, beat: Beat) -> None:
        for line in [beat.line, *beat.more]:
            if line:
                self.log.add(line, beat.colour, beat.style)

    def held_traits(self) -> dict[tuple[int, str], int]:
        """The traits as shown so far: (seat, trait) -> the track index it had before the
        first of its changes still waiting behind an animation (a roll in the air, a card
        being read). The table draws these instead of the latest view's until the beat
        that changes them comes; they are read from the events already shown to this
        table, so they tell nothing new."""
        held: dict[tuple[int, str], int] = {}
        for beat in self.queue:
            e = beat.event
            if e.get("t") == "trait_set" and "frm" in e:
                held.setdefault((e.get("seat"), e.get("trait")), e["frm"])
        return held

    def _ended(self, beat: Beat) -> None:
        """A beat is over (watched, hurried or told without animation): a roll goes to
        the recent rolls, a card turned over and put away is the last card drawn."""
        if beat.tell_later:
            beat.tell_later = False
            self._tell(beat)
        self._keep(beat)

    @staticmethod
    def _face_up(beat: Beat) -> bool:
        """A card beat's card shows its face: half-way through turning over (its face
        widening in, ``cards_view``), being read, or gone on."""
        sprite = beat.sprite
        if sprite is None or sprite.state != "showing":
            return True
        name = sprite.phases.name
        return name not in ("appear", "flip") or (name == "flip" and sprite.phases.t >= 0.5)

    def _keep(self, beat: Beat) -> None:
        """The right column takes a beat's roll or card, once: as its dice land or its
        card lies face up (so the column never shows the one before while the stage
        shows this one), or when it ends unwatched."""
        if beat.kept:
            return
        beat.kept = True
        if beat.roll is not None:
            self.rolls.append(beat.roll)
        elif beat.kind == "card":
            e = beat.event
            self.drawn = LastCard(e["card"], e.get("deck") or self.pack.cards[e["card"]].deck,
                                  full_name(self.players, e.get("seat"), ""), beat.colour)

    def _finish(self) -> None:
        self.roll.skip()
        self.cards.skip()
        self.legacy.skip()

    def _tidy(self) -> None:
        """An event card still parked though the engine has finished reading it (its
        leaving fell outside what we were shown) goes to the discard."""
        for card in self.cards.parked():
            if card != self.reading:
                self.cards.send(card, "discard")

    # -- rolls: what is thrown, and what the stage says about it ----------------------------
    def _one_roll(self, e: dict, following, players) -> Roll:
        """'Cora — Speed roll, needs 3+', the dice, and what the total means."""
        pack = self.pack
        who = roller(pack, e, players)
        needs, meaning = roll_needs(pack, e, following), roll_meaning(pack, e, following)
        bonus = int(e.get("bonus", 0) or 0)
        # what the roll is for ends a sentence as it comes (" to cross the Fissure"; in German
        # it may open with ", " or ": "), and stands alone as a subtitle without its joint
        ending = roll_purpose(pack, e).rstrip()
        alone = ending.strip().lstrip(":,;").strip()
        if e.get("why") == "haunt roll":
            what, subtitle = _("Haunt roll"), ""
        elif e.get("trait"):
            what, subtitle = _("{trait} roll").format(trait=words.trait(e["trait"])), capital(alone)
        else:  # dice of damage, the lift's dice: no trait to name
            what, subtitle = plural(len(e["dice"]), "die", "dice") + ending, ""
        if bonus:
            subtitle = (subtitle + " · " if subtitle else "") + _("{bonus} to the total").format(bonus=f"{bonus:+d}")
        outcome = meaning or ""
        if needs and outcome.startswith(needs + ": "):  # the title said what it needs: the verdict alone
            outcome = outcome[len(needs) + 2:]
        side = Side(who, tuple(e["dice"]), max(0, int(e.get("total", 0)) + bonus),
                    colour=self._colour(e.get("seat"), players), seed=int(e.get("r", 0) or 0))
        head = _("{who} — {what}").format(who=who, what=what)
        if e.get("why") == "haunt roll" and pack.ruleset == "classic":
            # classic p.13: made at the end of the turn, so the next explorer's turn has
            # begun beside it (the HUD names them): the tray says whose turn it closed
            head = _("Haunt roll at the end of {who}'s turn").format(who=who)
        return Roll(_("{head}, {needs}").format(head=head, needs=needs) if needs else head, (side,), capital(outcome),
                    tone_of(meaning), subtitle, short=head)

    def _combat(self, beat: Beat, e: dict, following, players) -> Roll | None:
        """An attack's two rolls, thrown together: the attacker's (``e``) and the
        defender's right after it, named and totalled from the ``attack_resolved``
        that follows them; None if ``e`` is not such an attack."""
        if e.get("why") != "attack" or not following or following[0].get("t") != "dice_rolled" \
                or following[0].get("why") != "defend":
            return None
        pack, defend = self.pack, following[0]
        rest = following[1:]
        resolved = next((f for f in rest if f.get("t") == "attack_resolved"), None)
        beat.used, beat.more = 1, [narrate(pack, defend, players)]
        sides = []
        for role, roll, key in ((N_("attacks"), e, "attacker"), (N_("defends"), defend, "defender")):
            who, colour = roller(pack, roll, players), self._colour(roll.get("seat"), players)
            total = max(0, int(roll.get("total", 0)) + int(roll.get("bonus", 0) or 0))
            if resolved is not None:
                kind, ident = resolved[key]
                who, colour = fighter(pack, resolved[key], players), (
                    self._colour(ident, players) if kind == "seat" else P.MONSTER)
                total = int(resolved["attack" if key == "attacker" else "defence"])
            sides.append(Side(who, tuple(roll["dice"]), total, role, colour, int(roll.get("r", 0) or 0)))
        trait = words.trait(e["trait"]) if e.get("trait") else ""
        afar = resolved is not None and resolved.get("distance")
        outcome, winner = "", None
        if resolved is not None:
            after = rest[rest.index(resolved) + 1:]
            outcome = combat_outcome(pack, resolved, after, players)
            winner = {"attacker": 0, "defender": 1}.get(resolved.get("winner"))
        short = _("{a} attacks {d}").format(a=sides[0].who, d=mid(sides[1].who))
        title = _("{a} attacks {d} from afar").format(a=sides[0].who, d=mid(sides[1].who)) if afar else short
        return Roll(title, tuple(sides), outcome, "plain",
                    _("{trait} against {trait}").format(trait=trait) if trait else "", short=short, winner=winner)
