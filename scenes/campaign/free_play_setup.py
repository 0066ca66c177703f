"""Free play after the campaign (book p.4, p.7 steps 8-9): a game on the house the
campaign left.

A row per family of the campaign: whether it plays (three to five do) and who enters — a
living member (the latest first, at the age the campaign last saw them) or a new
relative (one of the family's own names, not used before). Free play has no private
writing-in: nothing of it is secret. Under the rows: the haunt (by the legacy haunt
chart, or a chapter's haunt that works outside its story) and the haunt trigger. Begin
shuffles the house's decks and rooms, chooses the first player at random, and opens the
board (``Campaign.start_free_play``; docs/CAMPAIGN.md, section 11).
"""

from __future__ import annotations

import random

import pygame

from game.haunt.memory import allowed_haunts
from scenes.board.art.family_art import family_info
from game.i18n import N_, _
from scenes.campaign.chapter_setup import FAMILY_BOT, FAMILY_BOTS, unused_names
from scenes.campaign.page import CampaignPage
from scenes.kit import palette as P

CHART = None   # the haunt choice "by the chart"
SHOWN = 3      # living members named in a family's row (the latest first)


def trigger_words(trigger: dict) -> str:
    if "omens_at_least" in trigger:
        return _("the haunt begins when omen {n} is found (no roll)").format(n=trigger["omens_at_least"])
    return _("the haunt roll (a die per omen found) starts the haunt on {n} or more").format(n=trigger["roll_at_least"])


def new_relative(camp, family: str, k: int) -> dict:
    """A new relative for free play: a family name not used by the campaign."""
    used = {m["name"] for m in camp.state["families"][family]["members"]}
    names = [n.split()[0] for n in family_info(camp.pack, family)["members"]]
    rng = random.Random(f"free:{camp.header.get('seed', 0)}:{family}:{k}")
    return {"name": rng.choice(unused_names(names, used)), "age": rng.randrange(18, 56), "returning": False}


class FreePlaySetupScene(CampaignPage):
    def __init__(self, app, camp) -> None:
        self.camp = camp
        self.plan = camp.free_play_plan()
        self.heading = N_("Free play")
        self.families = [f["family"] for f in self.plan["families"]]
        self.by_family = {f["family"]: f for f in self.plan["families"]}
        from game.ruleset import LEGACY

        self.low, self.high = LEGACY.players
        self.plays = {f: i < self.high for i, f in enumerate(self.families)}
        # each family's choices: its living members (the latest first), then a new relative
        self.options = {f: [{**m, "returning": True} for m in fam["returning"]]
                        + [new_relative(camp, f, self.plan["k"])] for f, fam in self.by_family.items()}
        self.member = {f: 0 for f in self.families}
        self.haunts = [CHART] + list(self.plan["haunts"])
        # the chart's haunts on this house: a haunt that remembers plays only where the
        # campaign left what it needs (game.haunt.memory)
        self.chart_haunts = len(allowed_haunts(camp.pack, camp.house, camp.betrayer()))
        self.haunt = 0
        super().__init__(app)

    # -- the table's choices ------------------------------------------------------------------
    def toggle(self, family: str) -> None:
        self.plays[family] = not self.plays[family]
        self.problem = ""
        self.rebuild()

    def next_member(self, family: str) -> None:
        self.member[family] = (self.member[family] + 1) % len(self.options[family])
        self.rebuild()

    def next_haunt(self) -> None:
        self.haunt = (self.haunt + 1) % len(self.haunts)
        self.rebuild()

    @property
    def playing(self) -> list[str]:
        return [f for f in self.families if self.plays[f]]

    def chosen(self, family: str) -> dict:
        return self.options[family][self.member[family]]

    def begin(self) -> None:
        from game.campaign import CampaignError
        from scenes.campaign.flow import open_free_play

        n = len(self.playing)
        if not self.low <= n <= self.high:
            self.refuse(_("A game is played by {low} to {high} families ({n} chosen).").format(
                low=self.low, high=self.high, n=n))
            return
        seats = [{"family": f, "name": self.chosen(f)["name"], "age": self.chosen(f)["age"],
                  "bot": self.by_family[f]["bot"]} for f in self.playing]
        try:
            game = self.camp.start_free_play(seats, haunt=self.haunts[self.haunt])
        except (CampaignError, OSError) as exc:
            self.refuse(str(exc))
            return
        open_free_play(self.app, self.camp, game, replace=True)

    # -- layout -------------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        self.text(_("On the house {campaign} left — free play game {k}").format(campaign=self.camp.name,
                                                                               k=self.plan["k"]),
                  (body.centerx, body.top), size=3.0, face="italic", colour=P.CANDLE_HOT, anchor="midtop")
        self.action("Begin", self.begin, name="Begin")
        top = body.top + int(u * 5)
        bottom = body.bottom - int(u * 11)
        row_h = min(int(u * 8.6), (bottom - top) // max(1, len(self.families)))
        for i, fam in enumerate(self.families):
            self._row(fam, pygame.Rect(body.left, top + i * row_h, body.w, row_h - int(u * 0.6)))
        y = bottom + int(u * 1)
        haunt = self.haunts[self.haunt]
        label = _("Haunt: by the chart, {n} haunts this house allows").format(n=self.chart_haunts) if haunt is CHART \
            else _("Haunt: {haunt} (a chapter's, played again)").format(haunt=_(self.camp.pack.haunts[haunt]["title"]))
        bw = int(u * 62)
        self.widget(label, self.next_haunt, pygame.Rect(body.left, y, bw, int(u * 4.6)), name="haunt")
        note = N_("Click to choose a chapter's haunt instead.") if len(self.haunts) > 1 else \
            N_("No chapter's haunt is written to be played outside its story.")
        self.text(note, (body.left + bw + int(u * 1.6), y + int(u * 0.9)), size=1.9, colour=P.TEXT_MUTED)
        y += int(u * 5.6)
        self.text(_("Every deck and the rooms are shuffled; the first player is chosen at random; {trigger}. "
                    "Nothing of this game changes the house.").format(trigger=trigger_words(self.plan["trigger"])),
                  (body.left, y), size=2.0, colour=P.TEXT_SOFT, width=body.w)

    def _row(self, family: str, rect: pygame.Rect) -> None:
        u, fam = self.u, self.by_family[family]
        on = self.plays[family]
        x, pad, info = self.family_box(family, rect, on)
        bw = int(u * 21)
        mw = int(u * 34)
        words = rect.w - (x - rect.left) - bw - mw - 4 * pad
        who = (_("The {name} family (a person)") if not fam["bot"]
               else _(FAMILY_BOTS.get(fam["bot"], FAMILY_BOT)))
        self.text(who.format(name=_(info["name"])), (x, rect.top + pad), size=2.6, face="display",
                  colour=P.TEXT if on else P.TEXT_MUTED, room=words)
        alive = fam["returning"]
        names = ", ".join(_("{name} ({age})").format(name=m["name"], age=m["age"]) for m in alive[:SHOWN])
        line = ((_("Alive: {names} and {n} more") if len(alive) > SHOWN else _("Alive: {names}")).format(
            names=names, n=len(alive) - SHOWN) if alive else _("Nobody of the family is left: a new relative comes."))
        if fam["dead"]:
            line = _("{alive}; {n} lost to the house").format(alive=line, n=len(fam["dead"]))
        # one line, in the row: cut short with its whole on hover (a long list wrapped out of the box)
        self.text(line, (x, rect.top + pad + int(u * 3.3)), size=1.8, colour=P.TEXT_SOFT, room=words)
        right = rect.right - pad
        self.widget(N_("Plays") if on else N_("Sits out"), lambda f=family: self.toggle(f),
                    pygame.Rect(right - bw, rect.top + pad, bw, int(u * 4.6)), name=f"plays:{family}")
        if on:
            m = self.chosen(family)
            label = (_("{name}, {age} (returns)") if m["returning"] else _("{name}, {age} (a new relative)")).format(
                name=m["name"], age=m["age"])
            self.widget(label, lambda f=family: self.next_member(f),
                        pygame.Rect(right - bw - pad - mw, rect.top + pad, mw, int(u * 4.6)),
                        name=f"member:{family}")
