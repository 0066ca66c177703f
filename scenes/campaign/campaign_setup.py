"""A new campaign: its name, and the families that play it (book p.6, step 7: "each
player chooses a family ... for the whole campaign").

A row per family of the campaign's pack: its crest, its surname — the players write it
(book p.6: "do not write last names yet" — they are the table's to write; the pack's name
is filled in and Suggest offers others) — a line of its history, and who plays it for
the whole campaign — a person, a bot of a level, or nobody (a drop-down). Three to
five families. The traitor rule, explained in a line: the book's (each haunt picks its
traitor, the default) or the fair one (the duty spread across the families). Begin
writes the campaign (its log in the data folder) and opens the first chapter's setup.
"""

from __future__ import annotations

import random

import pygame

from game.i18n import N_, _

from scenes.board.art.family_art import crest, family_info
from scenes.campaign.page import CampaignPage
from scenes.kit import palette as P
from scenes.kit.widgets import TextField
from scenes.setup.seat_players import BOT_LABELS, CHOICES, HUMAN

OUT = "out"
WHO = (OUT, *CHOICES)   # the row's drop-down: not playing, a person, each bot level
DEFAULT_NAMES = (N_("The House on the Mere"), N_("The Long Account"), N_("A Winter at Hollowmere"))
# surnames offered besides the pack's own (original; the players may write any)
SURNAMES = ("Ashby", "Blackwater", "Cotterell", "Dunmore", "Ellery", "Fairweather", "Gorse", "Holloway",
            "Inchley", "Kettle", "Larkin", "Marrow", "Nettleship", "Orme", "Pocklington", "Quarry", "Rook",
            "Sallow", "Thackeray", "Underhill", "Venn", "Wethers", "Yarrow")
TRAITOR_WORDS = {
    "book": (N_("The book's rule"), N_("Each haunt picks its traitor by its own rule: a family may turn out to "
                                       "have a penchant for madness.")),
    "fair": (N_("The fair rule"), N_("Each haunt's rule picks among the families that have betrayed least so far: "
                                     "the traitor duty is spread across the families.")),
}


def who_label(who: str) -> str:
    if who == OUT:
        return _("Not playing")
    return _("A person") if who == HUMAN else _(BOT_LABELS.get(who, who.capitalize()))



class CampaignSetupScene(CampaignPage):
    heading = N_("A new campaign")

    def __init__(self, app, *, root=None, pack=None, seed: int | None = None) -> None:
        from game import load_pack
        from game.ruleset import LEGACY

        self.pack = pack if pack is not None else load_pack("campaign")
        self.root = root
        self.seed = seed if seed is not None else random.randrange(2 ** 31)
        self.families = list(self.pack.explorers)
        self.low, self.high = LEGACY.players[0], min(LEGACY.players[1], len(self.families))
        self.who = {f: OUT for f in self.families}
        for i, f in enumerate(self.families[:3]):
            self.who[f] = HUMAN if i == 0 else "sensible"
        self.name = TextField(_(random.Random(self.seed).choice(DEFAULT_NAMES)), limit=60, name="campaign name",
                              on_submit=lambda _t: self.begin())
        self.surnames = {f: TextField(self.pack.explorers[f].name, limit=20, name=f"surname:{f}")
                         for f in self.families}
        self.traitor_rule = "book"
        super().__init__(app)

    @property
    def playing(self) -> list[str]:
        return [f for f in self.families if self.who[f] != OUT]

    def choose(self, family: str, who: str) -> None:
        self.who[family] = who
        self.problem = ""
        self.rebuild()

    def suggest(self, family: str) -> None:
        """The next original surname not already written for another family."""
        taken = {t.text.strip().lower() for f, t in self.surnames.items() if f != family}
        offered = [self.pack.explorers[family].name, *SURNAMES]
        now = self.surnames[family].text.strip()
        start = offered.index(now) + 1 if now in offered else 0
        for i in range(len(offered)):
            name = offered[(start + i) % len(offered)]
            if name.lower() not in taken:
                self.surnames[family].text = name
                break
        self.rebuild()

    def toggle_rule(self) -> None:
        self.traitor_rule = "fair" if self.traitor_rule == "book" else "book"
        self.rebuild()

    def rebuild(self) -> None:
        texts = {f: t.text for f, t in self.surnames.items()}
        super().rebuild()
        for f, t in self.surnames.items():
            t.text = texts[f]

    def begin(self) -> None:
        from game.campaign import CampaignError, create_campaign

        n = len(self.playing)
        if not self.low <= n <= self.high:
            self.refuse(_("A campaign is played by {low} to {high} families ({n} chosen).").format(
                low=self.low, high=self.high, n=n))
            return
        families = [{"family": f, "player": "", "bot": None if self.who[f] == HUMAN else self.who[f],
                     "surname": self.surnames[f].text} for f in self.playing]
        try:
            camp = create_campaign(self.name.text, families, seed=self.seed, pack=self.pack, root=self.root,
                                   traitor_rule=self.traitor_rule)
        except (CampaignError, OSError) as exc:
            self.refuse(str(exc) if not isinstance(exc, OSError)
                        else _("The campaign could not be written: {problem}").format(problem=exc))
            return
        from scenes.campaign.chapter_setup import ChapterSetupScene

        self.app.replace(ChapterSetupScene(self.app, camp))

    # -- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        self.action("Begin the campaign", self.begin, name="Begin")
        label = self.text("The campaign's name", (body.left, body.top), size=2.4, colour=P.TEXT_SOFT)
        self.field(self.name, pygame.Rect(body.left, label.bottom + int(u * 0.6), int(body.w * 0.45), int(u * 5.4)))
        rx = body.left + int(body.w * 0.48)
        title, words = TRAITOR_WORDS[self.traitor_rule]
        self.text("The traitor rule", (rx, body.top), size=2.4, colour=P.TEXT_SOFT)
        self.widget(title, self.toggle_rule, pygame.Rect(rx, label.bottom + int(u * 0.6), int(u * 22), int(u * 5.4)),
                    name="traitor rule")
        book = self.traitor_rule == "book"
        said = _("{rule} (The book's way: the default.)").format(rule=_(words)) if book else words
        self.text(said, (rx + int(u * 23), label.bottom + int(u * 0.4)), size=1.8, face="italic", colour=P.TEXT_MUTED,
                  width=body.right - rx - int(u * 23))
        top = label.bottom + int(u * 7.6)
        self.text(_("Who plays each family, for the whole campaign ({low} to {high} families):").format(
                  low=self.low, high=self.high),
                  (body.left, top), size=2.4, colour=P.TEXT_SOFT)
        top += int(u * 3.6)
        row_h = min(int(u * 8.2), (body.bottom - top) // max(1, len(self.families)))
        for i, fam in enumerate(self.families):
            self._row(fam, pygame.Rect(body.left, top + i * row_h, body.w, row_h - int(u * 0.6)))

    def _row(self, family: str, rect: pygame.Rect) -> None:
        u = self.u
        info = family_info(self.pack, family)
        on = self.who[family] != OUT
        self.box(rect, border=P.ACCENT_DIM if on else P.BUTTON_BORDER_DISABLED,
                 fill=(26, 20, 40, 210) if on else (16, 13, 26, 170))
        pad = int(u * 0.8)
        shield = crest(info["colour"], rect.h - 2 * pad, dim=not on)
        self.image(shield, (rect.left + pad, rect.top + pad))
        x = rect.left + pad * 2 + shield.get_width()
        bw = int(u * 24)
        fw, sw = int(u * 20), int(u * 11)
        words = rect.w - (x - rect.left) - bw - fw - sw - 5 * pad
        # the name and a line of the family's history, each on one line (whole on hover),
        # kept inside the row: a row too short for both (a large UI scale) shows the name
        # alone, in its middle, and the history on hover
        name = _("The {name} family").format(name=self.surnames[family].text.strip() or _(info["name"]))
        history = _(info["history"]).split(". ")[0].strip().rstrip(".") + "." if info["history"] else ""
        fonts, edge = self.app.fonts, max(2, int(u * 0.35))
        both, size = False, 2.8
        for size, small in ((2.8, 1.9), (2.5, 1.8), (2.2, 1.7)):   # smaller before the history goes
            name_h = fonts.get("display", max(11, int(u * size))).get_height()
            line_h = fonts.get("body", max(11, int(u * small))).get_height()
            if history and name_h + line_h + 2 * edge <= rect.h:
                both = True
                break
        if not both:
            size = 2.8 if fonts.get("display", max(11, int(u * 2.8))).get_height() <= rect.h else 2.2
            name_h = fonts.get("display", max(11, int(u * size))).get_height()
        top = rect.top + edge if both else rect.centery - name_h // 2
        ink = P.TEXT if on else P.TEXT_MUTED
        said = self.text(name, (x, top), size=size, face="display", colour=ink, room=words)
        fx = rect.right - bw - fw - sw - 3 * pad
        self.field(self.surnames[family], pygame.Rect(fx, rect.centery - int(u * 2.6), fw, int(u * 5.2)))
        self.widget("Suggest", lambda f=family: self.suggest(f),
                    pygame.Rect(fx + fw + pad, rect.centery - int(u * 2.6), sw, int(u * 5.2)),
                    name=f"suggest:{family}")
        if both:
            self.text(history, (x, rect.bottom - edge - line_h), size=small, colour=P.TEXT_SOFT, room=words)
        elif history:
            self._note(said, history)
        self.dropdown([(w, who_label(w)) for w in WHO], self.who[family], lambda who, f=family: self.choose(f, who),
                      pygame.Rect(rect.right - bw - pad, rect.centery - int(u * 2.6), bw, int(u * 5.2)),
                      name=f"who:{family}")
