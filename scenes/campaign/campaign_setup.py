"""A new campaign: its name, and the families that play it (book p.6, step 7: "each
player chooses a family ... for the whole campaign").

A row per family of the campaign's pack: its crest, its name and colour, a line of its
history, and who plays it for the whole campaign — a person, a bot of a level, or
nobody (a drop-down). Three to five families. Begin writes the campaign (its log
in the data folder) and opens the first chapter's setup.
"""

from __future__ import annotations

import random

import pygame

from scenes.board.family_art import crest, family_info
from scenes.campaign.page import CampaignPage
from scenes.kit import palette as P
from scenes.kit.widgets import TextField
from scenes.setup.seat_players import CHOICES, HUMAN

OUT = "out"
WHO = (OUT, *CHOICES)   # the row's drop-down: not playing, a person, each bot level
DEFAULT_NAMES = ("The House on the Mere", "The Long Account", "A Winter at Hollowmere")


def who_label(who: str) -> str:
    if who == OUT:
        return "Not playing"
    return "A person" if who == HUMAN else f"{who.capitalize()} bot"


class CampaignSetupScene(CampaignPage):
    heading = "A new campaign"

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
        self.name = TextField(random.Random(self.seed).choice(DEFAULT_NAMES), limit=60, name="campaign name",
                              on_submit=lambda _t: self.begin())
        super().__init__(app)

    @property
    def playing(self) -> list[str]:
        return [f for f in self.families if self.who[f] != OUT]

    def choose(self, family: str, who: str) -> None:
        self.who[family] = who
        self.problem = ""
        self.rebuild()

    def begin(self) -> None:
        from game.campaign import CampaignError, create_campaign

        n = len(self.playing)
        if not self.low <= n <= self.high:
            self.refuse(f"A campaign is played by {self.low} to {self.high} families ({n} chosen).")
            return
        families = [{"family": f, "player": "", "bot": None if self.who[f] == HUMAN else self.who[f]}
                    for f in self.playing]
        try:
            camp = create_campaign(self.name.text, families, seed=self.seed, pack=self.pack, root=self.root)
        except (CampaignError, OSError) as exc:
            self.refuse(str(exc) if not isinstance(exc, OSError) else f"The campaign could not be written: {exc}")
            return
        from scenes.campaign.chapter_setup import ChapterSetupScene

        self.app.replace(ChapterSetupScene(self.app, camp))

    # -- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        u, body = self.u, self.body
        self.action("Begin the campaign", self.begin, name="Begin")
        label = self.text("The campaign's name", (body.left, body.top), size=2.4, colour=P.TEXT_SOFT)
        self.field(self.name, pygame.Rect(body.left, label.bottom + int(u * 0.6), int(body.w * 0.55), int(u * 5.4)))
        top = label.bottom + int(u * 7.6)
        self.text(f"Who plays each family, for the whole campaign ({self.low} to {self.high} families):",
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
        words = rect.w - (x - rect.left) - bw - 3 * pad
        self.text(f"The {info['name']} family", (x, rect.top + pad), size=2.8, face="display",
                  colour=P.TEXT if on else P.TEXT_MUTED, width=words)
        history = info["history"].split(". ")[0].strip().rstrip(".") + "." if info["history"] else ""
        if history:
            self.text(history, (x, rect.top + pad + int(u * 3.6)), size=1.9, colour=P.TEXT_SOFT, width=words)
        self.dropdown([(w, who_label(w)) for w in WHO], self.who[family], lambda who, f=family: self.choose(f, who),
                      pygame.Rect(rect.right - bw - pad, rect.centery - int(u * 2.6), bw, int(u * 5.2)),
                      name=f"who:{family}")
