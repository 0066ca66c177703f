"""A chapter's setup (book p.6-7 and p.21): who plays it, and who of each family enters.

A row per family of the campaign: whether it plays this chapter (three to five do), the
joining rule's notice where it applies (p.21: a family that missed more than half the
chapters chooses at the start what to keep), and who enters the house — a surviving
member, older by the years since (at least that old), or a new relative. A person
writes their explorer's first name and age behind the privacy hold (the book has each
player fill in their card); a bot's explorer is chosen at once. When every family is
ready, the table is introduced to them all, and the chapter begins.
"""

from __future__ import annotations

import random

import pygame

from game.campaign.campaign import NAME_LENGTH
from game.i18n import N_, _
from game.narration_words import listed
from scenes.board.art.family_art import family_info
from scenes.campaign.chronicle_pictures import member_face
from scenes.campaign.page import CampaignPage
from scenes.campaign.words import chapter_name
from scenes.kit import palette as P
from scenes.kit.hold import HoldButton
from scenes.kit.intents import Click, Press, Release
from scenes.kit.widgets import TextField

FAMILY_BOTS = {"random": N_("The {name} family (a random bot)"), "sensible": N_("The {name} family (a sensible bot)"),
               "cunning": N_("The {name} family (a cunning bot)")}
FAMILY_BOT = N_("The {name} family (a bot)")
NEW = None   # the member choice for "a new relative"
BOT_RETIRES = 66   # a bot's survivor this old stays at home; a younger relative goes in


def bot_member(camp, plan_family: dict, seed: int) -> dict:
    """A bot's explorer: the youngest survivor back (unless past ``BOT_RETIRES``), else a
    new relative of the family's own names (one not used before), of a plausible age."""
    fid = plan_family["family"]
    if plan_family["returning"]:
        member = min(plan_family["returning"], key=lambda m: m["age"])
        if member["age"] < BOT_RETIRES:
            return {"name": member["name"], "age": member["age"], "returning": True}
    used = {m["name"] for m in camp.state["families"][fid]["members"]}
    names = [n.split()[0] for n in family_info(camp.pack, fid)["members"]]
    rng = random.Random(f"{seed}:{fid}:{len(used)}")
    return {"name": rng.choice(unused_names(names, used)), "age": rng.randrange(18, 56), "returning": False}


def unused_names(names: list[str], used: set) -> list[str]:
    """The family's first names nobody of it has had yet; when a long campaign has used
    them all, the same names again as "the Younger", then numbered (never a name the
    family already has: that would bring its bearer back)."""
    tiers = [names] + [[template.format(name=n) for n in names] for template in (
        _("{name} the Younger"), _("{name} the Third"), _("{name} the Fourth"), _("{name} the Fifth"))]
    for tier in tiers:   # (a name a language makes too long for a member is not offered)
        free = [n for n in tier if n not in used and len(n) <= NAME_LENGTH]
        if free:
            return free
    def numbered(k: int) -> str:   # (the first name cut so that " k" fits)
        return f"{names[0][:NAME_LENGTH - len(str(k)) - 1]} {k}"

    k = len(used) + 1
    while numbered(k) in used:
        k += 1
    return [numbered(k)]


class ChapterSetupScene(CampaignPage):
    def __init__(self, app, camp) -> None:
        self.camp = camp
        self.plan = camp.next_chapter()
        self.heading = chapter_name(self.plan["n"])
        self.families = [f["family"] for f in self.plan["families"]]
        self.by_family = {f["family"]: f for f in self.plan["families"]}
        from game.ruleset import LEGACY

        self.low, self.high = LEGACY.players
        self.plays = {f: i < self.high for i, f in enumerate(self.families)}
        self.entered: dict[str, dict] = {}   # family -> {"name", "age", "returning"}
        seed = int(camp.header.get("seed", 0)) * 101 + self.plan["n"]
        for fid, fam in self.by_family.items():
            if fam["bot"]:
                self.entered[fid] = bot_member(camp, fam, seed)
        self.introducing = False
        super().__init__(app)

    def back(self) -> None:
        if self.introducing:
            self.introducing = False
            self.rebuild()
            return
        super().back()

    # -- the table's choices ----------------------------------------------------------------
    def toggle(self, family: str) -> None:
        self.plays[family] = not self.plays[family]
        self.problem = ""
        self.rebuild()

    def write_in(self, family: str) -> None:
        self.app.push(MemberEntryScene(self.app, self.camp, self.by_family[family], self._written))

    def _written(self, family: str, member: dict) -> None:
        self.entered[family] = member
        self.problem = ""
        self.rebuild()

    @property
    def playing(self) -> list[str]:
        return [f for f in self.families if self.plays[f]]

    def ready(self) -> str | None:
        """Why the chapter cannot begin yet (None: it can)."""
        n = len(self.playing)
        if not self.low <= n <= self.high:
            return _("A chapter is played by {low} to {high} families ({n} chosen).").format(
                low=self.low, high=self.high, n=n)
        waiting = [self.camp.pack.explorers[f].name for f in self.playing if f not in self.entered]
        if waiting:
            return _("Still to write in their explorer: {families}.").format(
                families=listed(_("the {name} family").format(name=_(n)) for n in waiting))
        return None

    def introduce(self) -> None:
        why = self.ready()
        if why:
            self.refuse(why)
            return
        self.introducing = True
        self.rebuild()

    def begin(self, online: bool = False) -> None:
        from game.campaign import CampaignError
        from scenes.campaign.flow import open_chapter

        seats = [{"family": f, "name": self.entered[f]["name"], "age": self.entered[f]["age"],
                  "bot": self.by_family[f]["bot"]} for f in self.playing]
        try:
            game = self.camp.start_chapter(seats)
        except (CampaignError, OSError) as exc:
            self.introducing = False
            self.refuse(str(exc))
            self.rebuild()
            return
        if online:   # (scenes.online.campaign: the same chapter at an online table)
            from scenes.online.campaign import host_chapter

            why = host_chapter(self.app, self.camp, game)
            if why:
                game.close()
                self.refuse(why)
            return
        open_chapter(self.app, self.camp, game, replace=True)

    # -- layout ------------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        plan = self.plan
        self.text(_("{title} — {year} ({k} of {planned})").format(title=_(plan["title"]), year=plan["year"],
                                                                   k=plan["n"] + 1, planned=plan["planned"]),
                  (body.centerx, body.top),
                  size=3.2, face="italic",
                  colour=P.CANDLE_HOT, anchor="midtop")
        top = body.top + int(u * 5)
        if self.introducing:
            self._introductions(pygame.Rect(body.left, top, body.w, body.bottom - top))
            self.action("Begin the chapter", self.begin, name="Begin")
            self.action(_("Host it online"), lambda: self.begin(online=True), name="Host online")
            return
        if self.camp.chapters:   # what the last chapter left changed, as pictures
            self.action("What changed", self.what_changed, name="What changed")
        self.action("Introduce the explorers", self.introduce, name="Introduce")
        row_h = min(int(u * 9.6), (body.bottom - top) // max(1, len(self.families)))
        for i, fam in enumerate(self.families):
            self._row(fam, pygame.Rect(body.left, top + i * row_h, body.w, row_h - int(u * 0.6)))

    def _row(self, family: str, rect: pygame.Rect) -> None:
        u, fam = self.u, self.by_family[family]
        on = self.plays[family]
        x, pad, info = self.family_box(family, rect, on)
        bw = int(u * 21)
        words = rect.w - (x - rect.left) - 2 * bw - 4 * pad
        who = (_("The {name} family (a person)") if not fam["bot"]
               else _(FAMILY_BOTS.get(fam["bot"], FAMILY_BOT)))
        self.text(who.format(name=_(info["name"])), (x, rect.top + pad), size=2.7, face="display",
                  colour=P.TEXT if on else P.TEXT_MUTED, width=words)
        lines = []
        if fam["returning"]:
            alive = ", ".join(_("{name} (at least {age} now)").format(name=m["name"], age=m["age"])
                              for m in fam["returning"])
            lines.append((_("Alive: {names}").format(names=alive), P.TEXT_SOFT))
        else:
            lines.append((_("Nobody of the family is left to return: a new relative enters."), P.TEXT_SOFT))
        if fam["dead"]:
            lines.append((_("Lost to the house: {names}").format(names=", ".join(fam["dead"])), P.TEXT_SOFT))
        if fam["joining"]:
            lines.append((_("Joins after missing more than half the chapters: the joining rule applies (p.21)."),
                          P.CANDLE))
        y = rect.top + pad + int(u * 3.4)
        for line, ink in lines:
            r = self.text(line, (x, y), size=1.9, colour=ink, width=words)
            y = r.bottom + int(u * 0.2)
        right = rect.right - pad
        self._faces(family, info["colour"], fam, pygame.Rect(x, rect.top, right - 2 * bw - 2 * pad - x, rect.h))
        self.widget(N_("Plays") if on else N_("Sits out"), lambda f=family: self.toggle(f),
                    pygame.Rect(right - bw, rect.top + pad, bw, int(u * 4.6)), name=f"plays:{family}")
        if not on:
            return
        if fam["bot"]:
            m = self.entered[family]
            said = _("{name}, {age} (returns)") if m["returning"] else _("{name}, {age} (new)")
            self.text(said.format(name=m["name"], age=m["age"]),
                      (right - bw - pad, rect.top + pad + int(u * 0.8)), size=2.1, colour=P.TEXT_SOFT,
                      anchor="topright")
            return
        label = N_("Change explorer") if family in self.entered else N_("Write in explorer")
        self.widget(label, lambda f=family: self.write_in(f),
                    pygame.Rect(right - 2 * bw - pad, rect.top + pad, bw, int(u * 4.6)), name=f"write:{family}")

    def _faces(self, family: str, colour: str, fam: dict, rect: pygame.Rect) -> None:
        """Who is left, as old as they are now, and who the house took (faded, ribboned):
        small faces along the bottom right of the family's row."""
        u = self.u
        size = max(18, int(u * 3.6))
        faces = [member_face(family, colour, m, size) for m in fam["returning"]]
        faces += [member_face(family, colour, {"name": name, "died": True}, size) for name in fam["dead"]]
        x = rect.right - len(faces) * (size + int(u * 0.5))
        for i, face in enumerate(faces):
            if x + i * (size + int(u * 0.5)) >= rect.left:
                self.image(face, (x + i * (size + int(u * 0.5)), rect.bottom - size - int(u * 0.9)))

    def what_changed(self) -> None:
        from scenes.campaign.changes_pictures import ChangesScene

        self.app.push(ChangesScene(self.app, self.camp, len(self.camp.chapters) - 1))

    def _introductions(self, rect: pygame.Rect) -> None:
        u = self.u
        rect = pygame.Rect(rect.left + int(rect.w * 0.27), rect.top, int(rect.w * 0.6), rect.h)
        self.text("Introduce your explorers to the table:", (rect.left, rect.top), size=2.6, colour=P.TEXT_SOFT)
        y = rect.top + int(u * 4.4)
        step = min(int(u * 8.4), (rect.bottom - y) // max(1, len(self.playing)))
        for fid in self.playing:
            m, info = self.entered[fid], family_info(self.camp.pack, fid)
            # the face as old as they are now (grey past sixty), the family's crest at the shoulder
            self.image(member_face(fid, info["colour"], m, step - int(u * 1.4)), (rect.left, y))
            x = rect.left + int(step - u * 1.4) + int(u * 1.6)
            self.text(_("{first} {surname}, {age}").format(first=m["name"], surname=_(info["name"]), age=m["age"]),
                      (x, y), size=3.2, face="display")
            late = self.by_family[fid]["joining"]
            said = (_("returns to the house; the family joins late (the joining rule)") if m["returning"] and late
                    else _("returns to the house") if m["returning"]
                    else _("enters the house for the first time; the family joins late (the joining rule)") if late
                    else _("enters the house for the first time"))
            self.text(said, (x, y + int(u * 4.2)), size=2.1, colour=P.TEXT_SOFT)
            y += step


class MemberEntryScene(CampaignPage):
    """One family's explorer written in behind the privacy hold: first a cover ("Pass to
    the Corvane family's player"), opened by a press-and-hold; then the choice of
    member, the first name and the age; Done goes back to the chapter's setup. The form
    opens with the first name's field taking the keys (letting go of the hold does not
    take them away); Return goes on to the age, and from the age is Done."""

    width = 1.2

    def __init__(self, app, camp, fam: dict, on_done) -> None:
        self.camp, self.fam, self.on_done = camp, fam, on_done
        self.family = fam["family"]
        self.fname = camp.pack.explorers[self.family].name
        self.heading = _("The {name} family").format(name=_(self.fname))
        self.open = False
        self.choice = fam["returning"][0]["name"] if fam["returning"] else NEW
        self.name = TextField("", limit=24, name="first name", placeholder=N_("first name"),
                              on_submit=lambda _t: self.focus(self.age))
        self.age = TextField("", limit=3, name="age", placeholder=N_("age"), on_submit=lambda _t: self.done())
        self._ending_hold = False   # the press that opened the form is still to be let go
        self._fill()
        self.hold = HoldButton(_("Only the {family} player: hold to write").format(family=_(self.fname)), self._open,
                               name="hold")
        super().__init__(app)

    def _fill(self) -> None:
        member = next((m for m in self.fam["returning"] if m["name"] == self.choice), None)
        self.name.text = member["name"] if member else ""
        self.age.text = str(member["age"]) if member else ""

    def _open(self) -> None:
        self.open = True
        self._ending_hold = True
        self.rebuild()   # the first name's field has the keyboard

    def pick(self, name) -> None:
        self.choice = name
        self._fill()
        self.problem = ""
        self.rebuild()

    def rebuild(self) -> None:
        texts = (self.name.text, self.age.text)
        super().rebuild()
        self.name.text, self.age.text = texts

    def done(self) -> None:
        from game.campaign.campaign import AGES
        from game.campaign.fold import find_member

        first = " ".join(self.name.text.split())
        if not first:
            self.refuse(_("Write your explorer's first name."))
            return
        try:
            age = int(self.age.text)
        except ValueError:
            self.refuse(_("The age is a whole number of years."))
            return
        if not AGES[0] <= age <= AGES[1]:
            self.refuse(_("The age is between {low} and {high}.").format(low=AGES[0], high=AGES[1]))
            return
        returning = next((m for m in self.fam["returning"] if m["name"] == first), None)
        if self.choice is NEW and find_member(self.camp.state, self.family, first) is not None:
            self.refuse(_("{name} is already of the family: choose them above, or another name.").format(name=first))
            return
        if returning is not None and age < returning["age"]:
            self.refuse(_("{name} is at least {age} now.").format(name=first, age=returning["age"]))
            return
        self.on_done(self.family, {"name": first, "age": age, "returning": returning is not None})
        self.app.pop()

    def build(self) -> None:
        u, body = self.u, self.body
        if not self.open:
            self.text(_("Pass the screen to the {family} family's player. Everyone else look away.").format(
                      family=_(self.fname)),
                      (body.centerx, body.top + int(u * 4)), size=3.0, face="italic", colour=P.TEXT_SOFT,
                      width=int(body.w * 0.8), anchor="midtop")
            self.hold.reset()
            self.hold.layout(pygame.Rect(body.centerx - int(u * 30), body.centery, int(u * 60), int(u * 9)),
                             self.app.fonts)
            return
        self.action("Done", self.done)
        y = body.top
        self.text("Who enters the house this chapter?", (body.left, y), size=2.5, colour=P.TEXT_SOFT)
        y += int(u * 4)
        options = [(m["name"], _("{name} (at least {age})").format(name=m["name"], age=m["age"]))
                   for m in self.fam["returning"]]
        options.append((NEW, _("A new relative")))
        bw = min(int(u * 26), body.w // max(1, len(options)) - int(u))
        for i, (key, label) in enumerate(options):
            chosen = key == self.choice
            self.widget(("• " if chosen else "") + label, lambda k=key: self.pick(k),
                        pygame.Rect(body.left + i * (bw + int(u)), y, bw, int(u * 5)), name=f"member:{key or 'new'}")
        y += int(u * 8)
        self.text("First name", (body.left, y), size=2.3, colour=P.TEXT_SOFT)
        self.text("Age", (body.left + int(body.w * 0.62), y), size=2.3, colour=P.TEXT_SOFT)
        y += int(u * 3.2)
        self.field(self.name, pygame.Rect(body.left, y, int(body.w * 0.58), int(u * 5.4)))
        self.field(self.age, pygame.Rect(body.left + int(body.w * 0.62), y, int(body.w * 0.18), int(u * 5.4)))
        self.text(_("The surname is the family's: {surname}. The table meets your explorer when all are written "
                    "in.").format(surname=_(self.fname)),
                  (body.left, y + int(u * 8)), size=2.0, colour=P.TEXT_MUTED, width=body.w)

    def handle(self, intent) -> None:
        if not self.open and self.hold.handle(intent):
            return
        if self._ending_hold and isinstance(intent, (Press, Release, Click)):
            # letting go of the hold is not a click on the form (nor a click that takes
            # the keyboard from the name)
            self._ending_hold = isinstance(intent, Release)
            if not isinstance(intent, Press):
                return
        super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.open:
            self.hold.update(dt)

    def draw_content(self, surface) -> None:
        super().draw_content(surface)
        if not self.open:
            self.hold.draw(surface)
