"""A chapter's end (book p.21): the winning side's journal entry, what changed in the
house for good, each family's fate — then the next chapter, or a stop.

Two pages. The first: who won, the Bleak Journal's entry for that side read aloud, and
*what changed* (cards added or intensified, rooms joined, stickers, rules, things named,
the Box returned, the Tomb, cards destroyed), grouped as the chronicle groups them.
The second: each family's fate, filled in from the log and editable (the book's step 2:
"write a few words about what happened to your explorer"). Nothing enters the campaign
until Next chapter (or The chronicle, Keep playing) or Save and stop is pressed
(``Campaign.finish_chapter``); leaving before that ("Leave for now") loses nothing:
Continue brings the chapter's end back. On the fates page Back goes back to the journal;
each page says in a line what its buttons do. The campaign's last planned
chapter closes the campaign: its end says which side won most, and offers Keep playing
(free play on this house) instead of Next chapter.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from scenes.board.end_scene import replay_scene_class, verdict
from scenes.board.art.family_art import family_info
from scenes.campaign.chronicle_pictures import member_face
from scenes.campaign.page import CampaignPage
from scenes.campaign.words import fate as fate_words
from scenes.kit import palette as P
from scenes.kit.widgets import TextField


def journal_heading(journal: dict) -> str:
    """"The Bleak Journal, 53: The Roof-Tree Raised" in the language in use."""
    return _("The Bleak Journal, {number}: {title}").format(number=journal["id"], title=_(journal["title"]))


def chapter_end_preview(camp, game) -> dict:
    """What the chapter's end will do, without doing it: the journal entry, the changes
    (in play and at the end) grouped, and the fates the log gives."""
    from game.campaign.chronicle import grouped_changes
    from game.campaign.ending import chapter_end, default_fates

    state = game.state
    ending, entry = chapter_end(camp.pack, state)
    journal = camp.pack.extra["journal"].get(entry) if entry is not None else None
    return {"entry": entry, "journal": journal,
            "changes": grouped_changes(camp.pack, list(state["house"]["changes"]) + ending),
            "raw": list(state["house"]["changes"]) + ending, "house": _house_after(state["house"], ending),
            "fates": default_fates(camp.pack, state)}


def _house_after(house: dict, ending: list) -> dict:
    """The house once the chapter's ending is applied too (a copy: the cards named as the
    ending names them, its stickers on), for the pictures of what changed."""
    from copy import deepcopy

    from game.campaign.house import apply_change

    out = deepcopy(house)
    for change in ending:
        try:
            apply_change(out, change)
        except (KeyError, ValueError):   # a change the finished campaign applies otherwise: the names as they are
            pass
    return out


class ChapterEndScene(CampaignPage):
    def __init__(self, app, camp, game) -> None:
        self.camp, self.game = camp, game
        chapter = game.state.get("chapter") or {}
        self.heading = _(chapter.get("title") or N_("The chapter's end"))
        self.preview = chapter_end_preview(camp, game)
        self.view = game.view("omniscient")   # the game is over: nothing is secret now
        self.page = 0
        # the log's fate in the table's language; left as it is, the log keeps its English
        self.fate_said = {f: fate_words(v["fate"], camp.pack) for f, v in self.preview["fates"].items()}
        self.fate_fields = {f: TextField(self.fate_said[f], limit=120, name=f"fate:{f}")
                            for f, v in self.preview["fates"].items()}
        # the table's own words for the history of the house (p.21 step 4), kept in the log
        self.note = TextField("", limit=280, name="note")
        self.last = len(camp.chapters) + 1 >= len(camp.written)
        # the campaign's last planned chapter: its end closes the campaign (then free play)
        self.final = len(camp.chapters) + 1 >= camp.planned and len(camp.written) >= camp.planned
        super().__init__(app)

    def account(self) -> str | None:
        """The final chapter's line: which side won most chapters, this one included."""
        if not self.final:
            return None
        from game.campaign.ending import account_words, most_won

        chapter, winner = self.game.state.get("chapter") or {}, self.game.state.get("winner")
        tally = dict(chapter.get("tally") or {})
        if winner in ("heroes", "traitor"):
            tally[winner] = tally.get(winner, 0) + 1
        return _("The campaign is over: {account}, of {planned}.").format(
            account=account_words(tally, most_won(chapter, winner)), planned=self.camp.planned)

    # -- actions -------------------------------------------------------------------------------
    @property
    def back_label(self) -> str:
        """Back says where it goes: from the fates to the journal; from the journal out,
        with nothing recorded yet (Continue brings this end back)."""
        return N_("Back to the journal") if self.page else N_("Leave for now")

    def back(self) -> None:
        if self.page:
            self.turn(0)
            return
        super().back()

    def turn(self, page: int) -> None:
        self.page = page
        self.problem = ""
        self.rebuild()

    def rebuild(self) -> None:
        texts = {f: t.text for f, t in self.fate_fields.items()}
        note = self.note.text
        super().rebuild()
        for f, t in self.fate_fields.items():
            t.text = texts[f]
        self.note.text = note

    def watch(self) -> None:
        self.app.push(replay_scene_class()(self.app, self.game))

    def finish(self, then: str) -> None:
        from game.campaign import CampaignError

        fates = {f: (t.text if t.text.strip() and t.text != self.fate_said[f] else None)
                 for f, t in self.fate_fields.items()}
        try:
            self.camp.finish_chapter(self.game, fates, note=self.note.text)
        except (CampaignError, OSError) as exc:
            self.refuse(str(exc))
            return
        if then == "next" and not self.camp.finished():
            from scenes.campaign.chapter_setup import ChapterSetupScene

            self.app.replace(ChapterSetupScene(self.app, self.camp))
        elif then == "chronicle":
            from scenes.campaign.chronicle_scene import ChronicleScene

            self.app.replace(ChronicleScene(self.app, self.camp, tab="end" if self.camp.complete() else "timeline"))
        elif then == "free play" and self.camp.complete():
            from scenes.campaign.free_play_setup import FreePlaySetupScene

            self.app.replace(FreePlaySetupScene(self.app, self.camp))
        else:
            self.app.pop()

    # -- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        words, colour = verdict(self.view)
        head = self.text(words, (body.centerx, body.top), size=3.6, face="display", colour=colour, anchor="midtop")
        top = head.bottom + int(u * 1.6)
        account = self.account()
        if account:
            line = self.text(account, (body.centerx, head.bottom + int(u * 0.4)), size=2.3, face="italic",
                             colour=P.CANDLE, anchor="midtop")
            top = line.bottom + int(u * 1.4)
        area = pygame.Rect(body.left, top, body.w, body.bottom - top - int(u * 3.4))   # (the note under it)
        note = (body.centerx, body.bottom - int(u * 0.4))
        if self.page == 0:
            self._journal_and_changes(area)
            self.action("Watch the chapter", self.watch, enabled=replay_scene_class() is not None, name="Watch")
            self.action("The fates", lambda: self.turn(1), name="Fates")
            self.text("Nothing is written into the campaign before the fates are done: Leave for now, and "
                      "Continue brings this page back.", note, size=1.9, face="italic", colour=P.TEXT_MUTED,
                      width=body.w, anchor="midbottom")
        else:
            self._fates(area)
            if self.final:
                self.action("Keep playing", lambda: self.finish("free play"), name="Keep playing")
                self.action("The chronicle", lambda: self.finish("chronicle"), name="Chronicle")
            elif self.last:
                self.action("The chronicle", lambda: self.finish("chronicle"), name="Chronicle")
            else:
                self.action("Next chapter", lambda: self.finish("next"), name="Next chapter")
            self.action("Save and stop", lambda: self.finish("stop"), name="Stop here")
            self.text("Each of these buttons writes the chapter into the campaign for good; Save and stop goes "
                      "back to the list of campaigns, and Continue goes on from there.", note, size=1.9,
                      face="italic", colour=P.TEXT_MUTED, width=body.w, anchor="midbottom")

    def _journal_and_changes(self, area: pygame.Rect) -> None:
        u = self.u
        gap = int(u * 3)
        left = pygame.Rect(area.left, area.top, int(area.w * 0.52), area.h)
        right = pygame.Rect(left.right + gap, area.top, area.right - left.right - gap, area.h)
        journal = self.preview["journal"]
        if journal:
            r = self.text(journal_heading(journal), left.topleft, size=2.6,
                          face="display", colour=P.CANDLE_HOT, width=left.w)
            self.text(journal["text"], (left.left, r.bottom + int(u * 1.2)), size=2.15, face="italic",
                      colour=P.TEXT, width=left.w)
        else:
            self.text("No side won: the journal stays shut this time.", left.topleft, size=2.4, face="italic",
                      colour=P.TEXT_SOFT, width=left.w)
        from scenes.campaign.changes_pictures import draw_changes

        r = self.text("What changed, for good", right.topleft, size=2.6, face="display", colour=P.CANDLE_HOT)
        groups = self.preview["changes"] or [{"title": N_("Nothing"), "lines": [N_("The house is as it was.")]}]
        frame = pygame.Rect(right.left, r.bottom + int(u * 0.8), right.w, right.bottom - r.bottom - int(u * 0.8))
        draw_changes(self, frame, self.preview["raw"], self.preview["house"], groups)

    def _fates(self, area: pygame.Rect) -> None:
        u = self.u
        self.text("What became of each explorer (the log's words; write your own if you like):",
                  area.topleft, size=2.3, colour=P.TEXT_SOFT)
        top = area.top + int(u * 4)
        fates = self.preview["fates"]
        note_h = int(u * 9)
        row = min(int(u * 8.6), (area.bottom - top - note_h) // max(1, len(fates)))
        for i, (fid, fate) in enumerate(fates.items()):
            y = top + i * row
            info = family_info(self.camp.pack, fid)
            shield = member_face(fid, info["colour"], fate, row - int(u * 1.4))
            self.image(shield, (area.left, y))
            x = area.left + shield.get_width() + int(u * 1.4)
            who = _("{first} {surname}, {age}").format(first=fate["name"], surname=_(info["name"]), age=fate["age"])
            if fate["traitor"] and fate["died"]:
                who = _("{who} — the traitor — died").format(who=who)
            elif fate["traitor"] or fate["died"]:
                who = (_("{who} — the traitor") if fate["traitor"] else _("{who} — died")).format(who=who)
            # the name and the field side by side: a row as short as four fates at 720 lines need
            fx = x + int((area.right - x) * 0.36)
            self.text(who, (x, y + int(u * 0.6)), size=2.4,
                      face="display", colour=P.TRAITOR_HOT if fate["traitor"] else P.TEXT, width=fx - x - int(u))
            self.field(self.fate_fields[fid], pygame.Rect(fx, y, area.right - fx, int(u * 4.4)))
        y = top + len(fates) * row + int(u * 0.6)
        r = self.text("A line or two of your own, for the history of the house (kept in the chronicle):",
                      (area.left, y), size=2.1, colour=P.TEXT_SOFT)
        self.field(self.note, pygame.Rect(area.left, r.bottom + int(u * 0.5), area.w, int(u * 4.4)))
        for f in self.fields:
            f.focused = False
