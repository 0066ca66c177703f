"""The campaigns: every campaign in the data folder side by side, and what to do with one.

Each campaign is a card: its name, "Chapter n of 14", the families' crests, when it was
last played and whether a chapter is under way. Click a card to choose it; then
Continue (the chapter under way, or the next chapter's setup), Chronicle (the house's
history), Delete (asks first) — and New campaign. A finished campaign says so and offers
Free play (a game on the house it left) instead of Continue. A campaign that cannot be read is
listed with the reason and can still be deleted; it never stops the others listing.

The title's "Campaign" entry is here too (``campaign_entries``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame

from game.i18n import N_, _
from scenes.board.art.family_art import crest
from scenes.campaign.page import PROBLEM, CampaignPage
from scenes.campaign.words import chapter_name, moment
from scenes.kit import palette as P
from scenes.kit.intents import Click, Wheel

PACK = None   # the pack New campaign uses (None: the campaign pack); each campaign loads its own
PER_ROW = 3
ROWS = 2
EMPTY = N_("No campaigns yet. A campaign is a house played chapter by chapter, and it remembers.")


def campaign_entries() -> list:
    from scenes.menu.title import MenuEntry

    return [MenuEntry(N_("Campaign"), open_campaigns)]


def open_campaigns(app) -> None:
    app.push(CampaignsScene(app, pack=PACK))


def when(stamp: float) -> str:
    if not stamp:
        return _("never")
    return moment(stamp)


class CampaignsScene(CampaignPage):
    fit_units = 44   # one row of campaigns, whole, at a large UI scale
    heading = N_("Campaigns")

    def __init__(self, app, *, root: Path | None = None, pack=None) -> None:
        self.root = root
        self.pack = pack
        self.entries: list[dict] = []
        self.selected = 0
        self.scroll = 0
        self.cards: list[tuple[pygame.Rect, int]] = []
        super().__init__(app)
        self.reload()

    def reload(self) -> None:
        from game.campaign import list_campaigns

        try:
            self.entries = list_campaigns(self.root, self.pack)
        except OSError as exc:
            self.entries = []
            self.problem = _("The campaigns folder cannot be read: {problem}").format(problem=exc.strerror or exc)
        self.selected = min(self.selected, max(0, len(self.entries) - 1))

    def resume(self) -> None:
        self.reload()
        self.rebuild()

    @property
    def chosen(self) -> dict | None:
        return self.entries[self.selected] if self.entries else None

    # -- actions ---------------------------------------------------------------------------
    def new_campaign(self) -> None:
        from scenes.campaign.campaign_setup import CampaignSetupScene

        self.app.push(CampaignSetupScene(self.app, root=self.root, pack=self.pack))

    def open_campaign(self):
        from game.campaign import CampaignError, load_campaign
        from game.log import LogError

        entry = self.chosen
        try:
            return load_campaign(entry["folder"], self.pack)
        except (CampaignError, LogError) as exc:
            entry["error"] = str(exc)
            self.rebuild()
            return None

    def continue_campaign(self) -> None:
        from scenes.campaign.flow import continue_campaign

        camp = self.open_campaign()
        if camp is not None:
            why = continue_campaign(self.app, camp)
            if why:
                self.refuse(why)
                self.chosen["error"] = why if camp.current is not None else None
                self.rebuild()

    def host_online(self) -> None:
        """The chapter under way hosted at an online table (one begun here, or a hosted one
        whose table stopped): the others join and it goes on from its last event."""
        from game.campaign import CampaignError
        from scenes.campaign.flow import open_chapter
        from scenes.online.campaign import host_chapter

        camp = self.open_campaign()
        if camp is None or camp.current is None:
            return
        try:
            game = camp.resume_chapter()
        except CampaignError as exc:
            self.refuse(str(exc))
            return
        if game.phase == "over":   # nothing left to play: its end, at this screen
            open_chapter(self.app, camp, game)
            return
        why = host_chapter(self.app, camp, game, replace=False)
        if why:
            game.close()
            self.refuse(why)

    def chronicle(self) -> None:
        from scenes.campaign.chronicle_scene import ChronicleScene

        camp = self.open_campaign()
        if camp is not None:
            self.app.push(ChronicleScene(self.app, camp))

    def delete(self) -> None:
        entry = self.chosen
        self.ask(_("Delete {campaign}?").format(campaign=entry.get("name") or entry["folder"].name),
                 _("The campaign's log, every chapter's save and its chronicle go for good. "
                   "The house forgets."), (N_("Delete"), self._delete))

    def _delete(self) -> None:
        folder = Path(self.chosen["folder"])
        try:
            shutil.rmtree(folder)
        except OSError as exc:
            self.refuse(_("{folder} could not be deleted: {problem}").format(folder=folder.name,
                                                                              problem=exc.strerror or exc))
        self.reload()
        self.rebuild()

    def choose(self, i: int) -> None:
        self.selected = i
        self.problem = ""
        self.rebuild()

    # -- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        entry = self.chosen
        ok = entry is not None and not entry.get("error")
        self.action("New campaign", self.new_campaign)
        if ok and entry.get("complete") and entry.get("playing") is None:
            # the campaign is over: free play on its house (docs/CAMPAIGN.md, section 11)
            self.action("Free play", self.continue_campaign, name="Free play")
        else:
            going = ok and (entry.get("playing") is not None or not entry.get("finished"))
            self.action("Continue", self.continue_campaign, enabled=going, name="Continue")
        if ok and entry.get("current") is not None:   # a chapter under way goes on at an online table too
            self.action("Host online", self.host_online, name="Host online")
        self.action("Chronicle", self.chronicle, enabled=ok)
        self.action("Delete", self.delete, enabled=entry is not None)
        self.cards = []
        if not self.entries:
            self.text(EMPTY, (body.centerx, body.centery), size=3.0, face="italic", colour=P.TEXT_SOFT,
                      anchor="center")
            return
        gap = int(u * 2)
        for rows in range(ROWS, 0, -1):   # fewer rows when a card's words outgrow it (a large UI or text size)
            kept = (len(self._texts), len(self._boxes))
            cw = (body.w - gap * (PER_ROW - 1)) // PER_ROW
            ch = (body.h - gap * (rows - 1)) // rows
            per_page = PER_ROW * rows
            self.scroll = max(0, min(self.scroll, (len(self.entries) - 1) // PER_ROW - rows + 1))
            first = self.scroll * PER_ROW
            self.cards, fits = [], True
            for k, i in enumerate(range(first, min(len(self.entries), first + per_page))):
                rect = pygame.Rect(body.left + (k % PER_ROW) * (cw + gap), body.top + (k // PER_ROW) * (ch + gap),
                                   cw, ch)
                self.cards.append((rect, i))
                fits = self._card(self.entries[i], rect, i == self.selected) <= rect.bottom and fits
            if fits or rows == 1:
                break
            del self._texts[kept[0]:], self._boxes[kept[1]:]
        if len(self.entries) > per_page:
            shown = _("{first}–{last} of {n} (scroll for more)").format(
                first=first + 1, last=min(len(self.entries), first + per_page), n=len(self.entries))
            self.text(shown, (body.right, body.bottom + int(u * 0.6)), size=2.0, colour=P.TEXT_MUTED,
                      anchor="topright")

    def _card(self, entry: dict, rect: pygame.Rect, chosen: bool) -> int:
        """Lays out one campaign's card; returns where its words end."""
        u = self.u
        self.box(rect, border=P.ACCENT if chosen else P.PANEL_BORDER, width=2 if chosen else 1,
                 fill=(30, 22, 44, 220) if chosen else (20, 15, 34, 200))
        pad = int(u * 1.6)
        x, y, w = rect.left + pad, rect.top + pad, rect.w - 2 * pad
        name = self.text(entry.get("name") or entry["folder"].name, (x, y), size=3.4, face="display",
                         colour=P.CANDLE_HOT if chosen else P.TEXT, width=w)
        y = name.bottom + int(u * 0.6)
        if entry.get("error"):
            self.text("Damaged", (x, y), size=2.4, face="display", colour=PROBLEM)
            return self.text(entry["error"], (x, y + int(u * 3.4)), size=2.0, colour=P.TEXT_SOFT, width=w).bottom
        n, planned = entry.get("chapter", 0), entry.get("planned", 0)
        if entry.get("current") is not None:
            state = _("{chapter} under way ({k} of {planned})").format(
                chapter=chapter_name(entry["current"]), k=entry["current"] + 1, planned=planned)
        elif entry.get("playing") is not None:
            state = _("Finished — free play game {game} under way").format(game=entry["playing"])
        elif entry.get("complete"):
            games = entry.get("free_play", 0)
            state = (_("Finished — {n} chapters, {games} free play") if games
                     else _("Finished — {n} chapters; free play waits")).format(n=n, games=games)
        elif entry.get("finished"):
            state = _("{n} chapters played — every chapter written so far").format(n=n)
        else:
            state = _("{chapter} next ({k} of {planned})").format(chapter=chapter_name(n), k=n + 1, planned=planned)
        self.text(state, (x, y), size=2.4, colour=P.CANDLE if entry.get("complete") else P.TEXT, room=w)
        y += int(u * 3.6)
        families = entry.get("families") or []
        size = int(u * 5.2)
        for k, fam in enumerate(families):
            colour = self._colour(fam)
            self.image(crest(colour, size), (x + k * int(size * 0.95), y))
        y += size + int(u * 0.8)
        return self.text(_("Last played {when}").format(when=when(entry.get("last_played", 0))), (x, y), size=2.0,
                         colour=P.TEXT_MUTED,
                         room=w).bottom

    def _colour(self, family: str) -> str:
        from game import load_pack

        if self.pack is None:
            try:
                self.pack = load_pack("campaign")
            except Exception:
                return "white"
        ex = self.pack.explorers.get(family)
        return ex.colour if ex else "white"

    # -- input ------------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if not self.confirm.open:
            if isinstance(intent, Click) and intent.button == 1:
                for rect, i in self.cards:
                    if rect.collidepoint(intent.pos) and not self.widgets.hit(intent.pos):
                        self.choose(i)
                        return
            if isinstance(intent, Wheel):
                self.scroll = max(0, self.scroll - int(getattr(intent, "dy", 0) or 0))
                self.rebuild()
                return
        super().handle(intent)
