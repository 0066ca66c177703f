"""The chronicle of the house: the campaign's history, as its log tells it.

Four tabs (five once the campaign is over). The timeline: a row per chapter played (year, title, haunt, winner, the
traitor's family, deaths), the chosen chapter in full beside it (its journal entry, who
died, what changed) with "Watch this chapter" (the replay viewer on its save). The
families: a tree per family across its generations (each member's chapters, ages,
years, fates; its heirlooms). The house: the house as it stood at the end of the chosen
chapter, drawn from that chapter's save by the board's own tile renderer. The gallery:
the cards the house has unlocked, with what is written on them. Locked things (cards
still sealed, in Purgatory, tiles not yet joined, Legacy cards unread) only as counts.
The end (the last page, once the last planned chapter is played): which side won most,
the finale's journal entry, each family's account, the house the campaign left, and the
free-play games played on it since.
"""

from __future__ import annotations

import pygame

from game.campaign.ending import account_words
from game.i18n import N_, _, ngettext
from game.narration import capital
from scenes.campaign.chapter_end import journal_heading
from scenes.campaign.page import CampaignPage
from scenes.campaign.words import chapter_name, fate
from scenes.kit import palette as P

TABS = (("timeline", N_("Timeline")), ("families", N_("Families")), ("house", N_("The house")),
        ("gallery", N_("Gallery")))
END_TAB = ("end", N_("The end"))   # the last page, once the campaign is over
WINNER = {"heroes": N_("the heroes won"), "traitor": N_("the traitor won"), None: N_("nobody won")}
DECKS = (("item", N_("Items")), ("event", N_("Events")), ("omen", N_("Omens")), ("tomb", N_("The Tomb")),
         ("destroyed", N_("Destroyed")))
# the end's headline: the account even or not, and the side it went to
CLOSED = {True: {"heroes": N_("The account closed: even, decided for the heroes"),
                 "traitor": N_("The account closed: even, decided for the traitors"),
                 None: N_("The account closed: even, decided for neither side")},
          False: {"heroes": N_("The account closed: the heroes won most"),
                  "traitor": N_("The account closed: the traitors won most"),
                  None: N_("The account closed: neither side won most")}}


class ChronicleScene(CampaignPage):
    def __init__(self, app, camp, *, tab: str = "timeline") -> None:
        from game.campaign.chronicle import chronicle

        self.camp = camp
        self.data = chronicle(camp)
        self.heading = camp.name
        self.tabs = TABS + ((END_TAB,) if self.data["ending"] is not None else ())
        self.tab = tab if tab in dict(self.tabs) else "timeline"
        self.chosen = len(self.data["timeline"]) - 1   # the latest chapter first
        self._maps: dict = {}
        super().__init__(app)

    has_actions = True

    # -- actions ------------------------------------------------------------------------------
    def show(self, tab: str) -> None:
        self.tab = tab
        self.rebuild()

    def choose(self, i: int) -> None:
        self.chosen = max(0, min(i, len(self.data["timeline"]) - 1))
        self.rebuild()

    def watch(self) -> None:
        from game import load
        from game.log import LogError
        from scenes.replay.replay_scene import ReplayScene

        ch = self.data["timeline"][self.chosen]
        try:
            game = load(self.camp.folder / ch["file"], self.camp.pack, append=False)
        except (LogError, OSError) as exc:
            self.refuse(_("{chapter}'s save cannot be watched: {problem}").format(chapter=chapter_name(ch["n"]),
                                                                                   problem=exc))
            return
        self.app.push(ReplayScene(self.app, game))

    def house_map(self, n: int, size) -> pygame.Surface | None:
        """The house at the end of chapter ``n`` (drawn from its save, cached in memory and
        in the campaign's folder by ``scenes.campaign.house_map``); None if the save is
        unreadable."""
        key = (n, tuple(size))
        if key not in self._maps:
            from scenes.campaign.house_map import chapter_map

            self._maps[key] = chapter_map(self.camp, n, self.app.fonts, *size)
        return self._maps[key]

    # -- layout -------------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        d = self.data
        words = _("{played} of {planned} chapters played").format(played=d["played"], planned=d["planned"])
        if d["ending"] is not None:
            words = _("The campaign is over: {played} chapters played").format(played=d["played"])
            if d["free_play"]:
                games = len(d["free_play"])
                words = ngettext("The campaign is over: {played} chapters played, {n} free play game since",
                                 "The campaign is over: {played} chapters played, {n} free play games since",
                                 games).format(played=d["played"], n=games)
        self.text(words, (body.centerx, body.top), size=2.3, face="italic", colour=P.TEXT_SOFT, anchor="midtop")
        tw, th = int(u * 20), int(u * 4.6)
        left = body.centerx - (len(self.tabs) * tw + (len(self.tabs) - 1) * int(u)) // 2
        for i, (key, label) in enumerate(self.tabs):
            self.widget(_("• {tab}").format(tab=_(label)) if key == self.tab else label, lambda k=key: self.show(k),
                        pygame.Rect(left + i * (tw + int(u)), body.top + int(u * 3.6), tw, th), name=f"tab:{key}")
        area = pygame.Rect(body.left, body.top + int(u * 9.6), body.w, body.bottom - body.top - int(u * 9.6))
        if not d["timeline"] and self.tab != "gallery":
            self.text(N_("No chapter is finished yet: the house has no history to tell."), area.center, size=2.6,
                      face="italic", colour=P.TEXT_SOFT, anchor="center")
        else:
            getattr(self, f"_{self.tab}")(area)
        watchable = bool(d["timeline"]) and self.tab in ("timeline", "house")
        self.action("Watch this chapter", self.watch, enabled=watchable, name="Watch")

    def _timeline(self, area: pygame.Rect) -> None:
        """The strip of chapter cards above, the chosen chapter in full below (scrolled)."""
        from scenes.campaign.chronicle_pictures import timeline_strip

        u = self.u
        strip = pygame.Rect(area.left, area.top, area.w, max(int(u * 19), int(area.h * 0.56)))
        timeline_strip(self, strip)
        ch = self.data["timeline"][self.chosen]
        frame = pygame.Rect(area.left, strip.bottom + int(u * 0.8), area.w, area.bottom - strip.bottom - int(u * 0.8))
        x, w = frame.left, frame.w - int(u * 1.5)
        y = frame.top
        with self.scrolled(f"chapter:{ch['n']}", frame):
            r = self.text(_("{chapter}: {title}, {year}").format(chapter=chapter_name(ch["n"]), title=_(ch["title"]),
                                                                 year=ch["year"]), (x, y), size=2.6,
                          face="display", colour=P.CANDLE_HOT, width=w)
            y = r.bottom + int(u * 0.4)
            y = self._chapter_words(ch, x, y, w)
            for group in ch["changes"]:
                r = self.text(_("{group}: {lines}").format(group=_(group["title"]), lines=" ".join(group["lines"])),
                              (x, y), size=1.85,
                              colour=P.TEXT_SOFT, width=w)
                y = r.bottom + int(u * 0.4)

    def _chapter_words(self, ch: dict, x: int, y: int, w: int) -> int:
        """The haunt and who won, the traitor, the dead, the table's note, the branches and
        the journal entry; returns where they end."""
        u = self.u
        won = _(WINNER.get(ch["winner"], WINNER[None]))
        lines = [_("The haunt: {haunt} — {who_won}.").format(haunt=_(ch["haunt"]), who_won=won) if ch["haunt"]
                 else _("The haunt: none — {who_won}.").format(who_won=won)]
        lines.append(_("The traitor came of the {family} family.").format(family=_(ch["traitor"])) if ch["traitor"]
                     else _("No traitor rose."))
        if ch["deaths"]:
            dead = "; ".join(_("{first} {surname} ({fate})").format(first=d["name"], surname=self._family(d["family"]),
                                                                   fate=fate(d["fate"], self.camp.pack))
                             for d in ch["deaths"])
            lines.append(_("Died: {who}.").format(who=dead))
        else:
            lines.append(_("Nobody died."))
        for line in lines:
            r = self.text(line, (x, y), size=2.1, colour=P.TEXT, width=w)
            y = r.bottom + int(u * 0.3)
        if ch.get("note"):   # the table's own words
            r = self.text(f"“{ch['note']}”", (x, y + int(u * 0.4)), size=2.0, face="italic", colour=P.CANDLE_HOT,
                          width=w)
            y = r.bottom + int(u * 0.3)
        for b in ch.get("branches") or ():   # the way taken, and the ways left behind (locked)
            r = self.text(_("{branch}: {taken}").format(branch=_(b["title"]), taken=_(b["taken"])),
                          (x, y + int(u * 0.4)), size=2.0, face="display",
                          colour=P.CANDLE, width=w)
            y = r.bottom
            if b["left"]:
                r = self.text(_("Locked for this house: {ways}").format(ways="; ".join(_(w) for w in b["left"])),
                              (x + int(u), y), size=1.8,
                              face="italic", colour=P.TEXT_MUTED, width=w - int(u))
                y = r.bottom + int(u * 0.2)
        if ch["journal"]:
            r = self.text(journal_heading(ch["journal"]), (x, y + int(u)),
                          size=2.1, face="italic", colour=P.TEXT_SOFT, width=w)
            y = r.bottom + int(u * 0.6)
        return y

    def _family(self, fid: str) -> str:
        return _(self.camp.pack.explorers[fid].name)

    def _families(self, area: pygame.Rect) -> None:
        from scenes.campaign.chronicle_pictures import family_trees

        family_trees(self, area)

    def _house(self, area: pygame.Rect) -> None:
        """The strip of chapters (scrolling, as on the timeline) over the chosen chapter's house."""
        from scenes.campaign.chronicle_pictures import timeline_strip

        u = self.u
        strip = pygame.Rect(area.left, area.top, area.w, int(u * 10))
        timeline_strip(self, strip)
        ch = self.data["timeline"][self.chosen]
        top = strip.bottom + int(u)
        box = pygame.Rect(area.left, top, area.w, area.bottom - top - int(u * 3.2))
        picture = self.house_map(ch["n"], box.size)
        if picture is None:
            self.text(_("{chapter}'s save cannot be read: its house cannot be drawn.").format(
                      chapter=chapter_name(ch["n"])), box.center,
                      size=2.2, face="italic", colour=P.TEXT_SOFT, anchor="center")
            return
        self.image(picture, picture.get_rect(center=box.center).topleft)
        self.text(_("The house at the end of {title}, {year}").format(title=_(ch["title"]), year=ch["year"]),
                  (box.centerx, box.bottom + int(u * 0.6)),
                  size=1.9, face="italic", colour=P.TEXT_SOFT, anchor="midtop")

    def _gallery(self, area: pygame.Rect) -> None:
        from scenes.campaign.chronicle_pictures import gallery_grid

        gallery_grid(self, area, DECKS)

    def _end(self, area: pygame.Rect) -> None:
        """The last page: which side won most, the finale's journal entry, each family's
        account, the house the campaign left (the free-play house), and the free-play
        games played on it since (not chapters)."""
        u = self.u
        end = self.data["ending"]
        gap = int(u * 3)
        left = pygame.Rect(area.left, area.top, int(area.w * 0.5), area.h)
        right = pygame.Rect(left.right + gap, area.top, area.right - left.right - gap, area.h)
        even = end["tally"]["heroes"] == end["tally"]["traitor"]
        r = self.text(_(CLOSED[even].get(end["most_won"], CLOSED[even][None])),
                      left.topleft, size=3.0, face="display", colour=P.CANDLE_HOT, width=left.w)
        y = r.bottom + int(u * 0.4)
        account = capital(account_words(end["tally"], end["most_won"]))
        r = self.text(_("{account}, of {chapters}.").format(account=account, chapters=end["chapters"]),
                      (left.left, y), size=2.1, colour=P.TEXT, width=left.w)
        y = r.bottom + int(u * 1.2)
        finale = end.get("finale") or {}
        if finale.get("journal"):
            r = self.text(journal_heading(finale["journal"]),
                          (left.left, y), size=2.2, face="display", colour=P.CANDLE, width=left.w)
            y = r.bottom + int(u * 0.4)
            room = max(0, (area.bottom - y) // max(1, int(u * 2.6)) - 1)
            text = _(finale["journal"]["text"])
            r = self.text(text if room > 6 else text[:240] + "…", (left.left, y), size=1.9, face="italic",
                          colour=P.TEXT_SOFT, width=left.w)
            if room <= 6 and len(text) > 240:
                self.noted(r, text)
            y = r.bottom + int(u * 1.2)
        y = right.top
        r = self.text(N_("The families' account"), (right.left, y), size=2.4, face="display", colour=P.CANDLE_HOT)
        y = r.bottom + int(u * 0.4)
        for fam in end["families"]:
            from game.narration import plural

            r = self.text(_("{family}: {chapters}, {betrayals} betrayed, {deaths} died, {members}, {heirlooms}").format(
                          family=_(fam["name"]), chapters=plural(fam["chapters"], "chapter"),
                          betrayals=fam["betrayals"],
                          deaths=fam["deaths"], members=plural(fam["members"], "member"),
                          heirlooms=plural(fam["heirlooms"], "heirloom")),
                          (right.left, y), size=1.85, colour=P.TEXT, width=right.w)
            y = r.bottom + int(u * 0.2)
        y += int(u * 0.8)
        house = end["house"]
        r = self.text(N_("The house it left (free play is played on it)"), (right.left, y), size=2.4, face="display",
                      colour=P.CANDLE_HOT, width=right.w)
        y = r.bottom + int(u * 0.4)
        decks = house["decks"]
        lines = [_("{rooms} rooms; {items} items, {events} events, {omens} omens; {tomb} in the Tomb, "
                   "{destroyed} destroyed").format(rooms=house["rooms"], items=decks["item"], events=decks["event"],
                                                   omens=decks["omen"], tomb=house["tomb"],
                                                   destroyed=house["destroyed"]),
                 _("{named} things named, {heirlooms} heirlooms, {stickers} stickers on rooms").format(
                     named=house["named"], heirlooms=house["heirlooms"], stickers=house["stickers"])]
        if house["rules"]:
            lines.append(_("Rules in force: {rules}").format(rules=", ".join(_(r) for r in house["rules"])))
        for line in lines:
            r = self.text(line, (right.left, y), size=1.85, colour=P.TEXT_SOFT, width=right.w)
            y = r.bottom + int(u * 0.2)
        y += int(u * 0.8)
        games = self.data["free_play"]
        under_way = self.camp.playing is not None
        r = self.text(N_("Free play since") if games else (N_("A free-play game under way") if under_way else
                      N_("No free play yet")), (right.left, y), size=2.4,
                      face="display", colour=P.CANDLE_HOT)
        y = r.bottom + int(u * 0.4)
        for g in games[-6:]:
            said = (_("Game {k}: {haunt} — {who_won}, the traitor a {traitor}, {turns} turns") if g["traitor"]
                    else _("Game {k}: {haunt} — {who_won}, {turns} turns"))
            said = said.format(k=g["k"], haunt=_(g["haunt"]) if g["haunt"] else _("no haunt"),
                               who_won=_(WINNER.get(g["winner"], WINNER[None])), traitor=_(g["traitor"] or ""),
                               turns=g["turns"])
            r = self.text(said, (right.left, y), size=1.85, colour=P.TEXT, width=right.w)
            y = r.bottom + int(u * 0.2)
