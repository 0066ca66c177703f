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

from game.campaign import chapter_label
from game.campaign.ending import account_words
from game.narration import capital
from scenes.campaign.page import CampaignPage
from scenes.kit import palette as P

TABS = (("timeline", "Timeline"), ("families", "Families"), ("house", "The house"), ("gallery", "Gallery"))
END_TAB = ("end", "The end")   # the last page, once the campaign is over
WINNER = {"heroes": "the heroes won", "traitor": "the traitor won", None: "nobody won"}
DECKS = (("item", "Items"), ("event", "Events"), ("omen", "Omens"), ("tomb", "The Tomb"),
         ("destroyed", "Destroyed"))


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
            self.refuse(f"{chapter_label(ch['n'])}'s save cannot be watched: {exc}")
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
        words = f"{d['played']} of {d['planned']} chapters played"
        if d["ending"] is not None:
            words = f"The campaign is over: {d['played']} chapters played"
            if d["free_play"]:
                words += f", {len(d['free_play'])} free play game{'s' if len(d['free_play']) != 1 else ''} since"
        self.text(words, (body.centerx, body.top), size=2.3, face="italic", colour=P.TEXT_SOFT, anchor="midtop")
        tw, th = int(u * 20), int(u * 4.6)
        left = body.centerx - (len(self.tabs) * tw + (len(self.tabs) - 1) * int(u)) // 2
        for i, (key, label) in enumerate(self.tabs):
            self.widget(("• " if key == self.tab else "") + label, lambda k=key: self.show(k),
                        pygame.Rect(left + i * (tw + int(u)), body.top + int(u * 3.6), tw, th), name=f"tab:{key}")
        area = pygame.Rect(body.left, body.top + int(u * 9.6), body.w, body.bottom - body.top - int(u * 9.6))
        if not d["timeline"] and self.tab != "gallery":
            self.text("No chapter is finished yet: the house has no history to tell.", area.center, size=2.6,
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
            r = self.text(f"{chapter_label(ch['n'])}: {ch['title']}, {ch['year']}", (x, y), size=2.6,
                          face="display", colour=P.CANDLE_HOT, width=w)
            y = r.bottom + int(u * 0.4)
            y = self._chapter_words(ch, x, y, w)
            for group in ch["changes"]:
                r = self.text(group["title"] + ": " + " ".join(group["lines"]), (x, y), size=1.85,
                              colour=P.TEXT_SOFT, width=w)
                y = r.bottom + int(u * 0.4)

    def _chapter_words(self, ch: dict, x: int, y: int, w: int) -> int:
        """The haunt and who won, the traitor, the dead, the table's note, the branches and
        the journal entry; returns where they end."""
        u = self.u
        lines = [f"The haunt: {ch['haunt'] or 'none'} — {WINNER.get(ch['winner'], 'nobody won')}."]
        lines.append(f"The traitor came of the {ch['traitor']} family." if ch["traitor"] else "No traitor rose.")
        if ch["deaths"]:
            lines.append("Died: " + "; ".join(f"{d['name']} {self._family(d['family'])} ({d['fate']})"
                                              for d in ch["deaths"]) + ".")
        else:
            lines.append("Nobody died.")
        for line in lines:
            r = self.text(line, (x, y), size=2.1, colour=P.TEXT, width=w)
            y = r.bottom + int(u * 0.3)
        if ch.get("note"):   # the table's own words
            r = self.text(f"“{ch['note']}”", (x, y + int(u * 0.4)), size=2.0, face="italic", colour=P.CANDLE_HOT,
                          width=w)
            y = r.bottom + int(u * 0.3)
        for b in ch.get("branches") or ():   # the way taken, and the ways left behind (locked)
            r = self.text(f"{b['title']}: {b['taken']}", (x, y + int(u * 0.4)), size=2.0, face="display",
                          colour=P.CANDLE, width=w)
            y = r.bottom
            if b["left"]:
                r = self.text("Locked for this house: " + "; ".join(b["left"]), (x + int(u), y), size=1.8,
                              face="italic", colour=P.TEXT_MUTED, width=w - int(u))
                y = r.bottom + int(u * 0.2)
        if ch["journal"]:
            r = self.text(f"The Bleak Journal, {ch['journal']['id']}: {ch['journal']['title']}", (x, y + int(u)),
                          size=2.1, face="italic", colour=P.TEXT_SOFT, width=w)
            y = r.bottom + int(u * 0.6)
        return y

    def _family(self, fid: str) -> str:
        return self.camp.pack.explorers[fid].name

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
            self.text(f"{chapter_label(ch['n'])}'s save cannot be read: its house cannot be drawn.", box.center,
                      size=2.2, face="italic", colour=P.TEXT_SOFT, anchor="center")
            return
        self.image(picture, picture.get_rect(center=box.center).topleft)
        self.text(f"The house at the end of {ch['title']}, {ch['year']}", (box.centerx, box.bottom + int(u * 0.6)),
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
        side = {"heroes": "the heroes", "traitor": "the traitors"}.get(end["most_won"], "neither side")
        even = end["tally"]["heroes"] == end["tally"]["traitor"]
        r = self.text(f"The account closed: {'even, decided for ' + side if even else side + ' won most'}",
                      left.topleft, size=3.0, face="display", colour=P.CANDLE_HOT, width=left.w)
        y = r.bottom + int(u * 0.4)
        r = self.text(f"{capital(account_words(end['tally'], end['most_won']))}, of {end['chapters']}.",
                      (left.left, y), size=2.1, colour=P.TEXT, width=left.w)
        y = r.bottom + int(u * 1.2)
        finale = end.get("finale") or {}
        if finale.get("journal"):
            r = self.text(f"The Bleak Journal, {finale['journal']['id']}: {finale['journal']['title']}",
                          (left.left, y), size=2.2, face="display", colour=P.CANDLE, width=left.w)
            y = r.bottom + int(u * 0.4)
            room = max(0, (area.bottom - y) // max(1, int(u * 2.6)) - 1)
            text = finale["journal"]["text"]
            r = self.text(text if room > 6 else text[:240] + "…", (left.left, y), size=1.9, face="italic",
                          colour=P.TEXT_SOFT, width=left.w)
            if room <= 6 and len(text) > 240:
                self.noted(r, text)
            y = r.bottom + int(u * 1.2)
        y = right.top
        r = self.text("The families' account", (right.left, y), size=2.4, face="display", colour=P.CANDLE_HOT)
        y = r.bottom + int(u * 0.4)
        for fam in end["families"]:
            from game.narration import plural

            r = self.text(f"{fam['name']}: {plural(fam['chapters'], 'chapter')}, {fam['betrayals']} betrayed, "
                          f"{fam['deaths']} died, {plural(fam['members'], 'member')}, "
                          f"{plural(fam['heirlooms'], 'heirloom')}",
                          (right.left, y), size=1.85, colour=P.TEXT, width=right.w)
            y = r.bottom + int(u * 0.2)
        y += int(u * 0.8)
        house = end["house"]
        r = self.text("The house it left (free play is played on it)", (right.left, y), size=2.4, face="display",
                      colour=P.CANDLE_HOT, width=right.w)
        y = r.bottom + int(u * 0.4)
        decks = house["decks"]
        lines = [f"{house['rooms']} rooms; {decks['item']} items, {decks['event']} events, {decks['omen']} omens; "
                 f"{house['tomb']} in the Tomb, {house['destroyed']} destroyed",
                 f"{house['named']} things named, {house['heirlooms']} heirlooms, {house['stickers']} stickers on rooms"]
        if house["rules"]:
            lines.append("Rules in force: " + ", ".join(house["rules"]))
        for line in lines:
            r = self.text(line, (right.left, y), size=1.85, colour=P.TEXT_SOFT, width=right.w)
            y = r.bottom + int(u * 0.2)
        y += int(u * 0.8)
        games = self.data["free_play"]
        under_way = self.camp.playing is not None
        r = self.text("Free play since" if games else ("A free-play game under way" if under_way else
                      "No free play yet"), (right.left, y), size=2.4,
                      face="display", colour=P.CANDLE_HOT)
        y = r.bottom + int(u * 0.4)
        for g in games[-6:]:
            traitor = f", the traitor a {g['traitor']}" if g["traitor"] else ""
            r = self.text(f"Game {g['k']}: {g['haunt'] or 'no haunt'} — {WINNER.get(g['winner'], 'nobody won')}"
                          f"{traitor}, {g['turns']} turns", (right.left, y), size=1.85, colour=P.TEXT, width=right.w)
            y = r.bottom + int(u * 0.2)
