"""The Legacy card reader: a chapter's Legacy cards turned over one by one and read.

Book p.3: "draw the top card of the Legacy deck, read it aloud, and continue to draw and
read cards, one at a time, until instructed to PAUSE or STOP". The presenter hands each
``legacy_read`` change to ``show``: the card turns over in the middle of the board (its
number, title and text, a PAUSE or STOP stamp on the cards that say so) and is read.

Story and rule cards are read by the table, whoever's turn it is: with a person at the
table (``wait``, set by the play scene) a card stays until someone clicks or presses
Space or Enter (``read_on``) — a bot's turn does not move it on, and hurrying (``skip``,
F) only turns it face up at once. A table of bots only gets a readable pause
(``read_time``), and F hurries it. A click while a card is still turning over shows its
face rather than passing it unread. The changes the card makes follow it in the log,
marked as for good.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.kit.animation import Phases, ease_out_cubic
from scenes.kit.widgets import make_panel, render_wrapped
from scenes.kit.scale import unit_of

APPEAR, FLIP, LEAVE = 0.18, 0.45, 0.3
PARCHMENT = (232, 220, 192)
INK = (34, 26, 30)
STAMP = (150, 30, 34)


def read_time(card: dict) -> float:
    """Long enough to read the card aloud once, unhurried."""
    words = len(str(card.get("text", "")).split()) + len(str(card.get("title", "")).split())
    return min(9.0, max(2.6, 1.2 + words * 0.2))


class LegacyReader:
    def __init__(self, fonts, pack) -> None:
        self.fonts, self.pack = fonts, pack
        self.card: dict | None = None
        self.phases: Phases | None = None
        self._face: tuple | None = None  # (size, card id, surface)
        self.wait = False   # a person is at the table: each card waits to be read on

    @property
    def busy(self) -> bool:
        return self.phases is not None and not self.phases.done

    def show(self, card_id: str) -> None:
        self.card = dict(self.pack.extra["legacy"][card_id], id=card_id)
        self.phases = Phases([("appear", APPEAR), ("flip", FLIP), ("read", read_time(self.card)),
                              ("leave", LEAVE)])

    @property
    def waiting(self) -> bool:
        """Is a card face up, waiting for the table to read on?"""
        return self.wait and self.busy and self.phases.name == "read"

    def skip(self) -> None:
        """Hurry: a table of bots only is done with the card; a table with people gets
        it face up at once, still to be read."""
        if self.phases is None or self.phases.done:
            return
        if self.wait:
            if self.phases.name in ("appear", "flip"):
                self.phases.jump_to("read")
            return
        self.phases.finish()

    def read_on(self) -> None:
        """A click, Space or Enter: the card face up is read (it goes); one still
        turning over shows its face."""
        if self.phases is None or self.phases.done:
            return
        if self.phases.name in ("appear", "flip"):
            self.phases.jump_to("read")
        else:
            self.phases.finish()

    def update(self, dt: float) -> None:
        if self.phases is None or self.waiting:
            return   # read aloud at the table's own pace
        self.phases.update(dt)

    # -- drawing ------------------------------------------------------------------------
    def _size(self, board: pygame.Rect) -> tuple[int, int]:
        h = min(int(board.h * 0.82), int(board.w * 0.5 * 7 / 5))
        return max(200, int(h * 5 / 7)), max(280, h)

    def face(self, size) -> pygame.Surface:
        card = self.card
        if self._face is not None and self._face[:2] == (size, card["id"]):
            return self._face[2]
        w, h = size
        pad = max(10, w // 14)
        surf = make_panel(size, (*PARCHMENT, 255), (120, 92, 64), max(6, w // 24), max(2, w // 120))
        unit = unit_of(h)
        head = self.fonts.render("italic", max(11, int(unit * 3.6)),
                                 _("Legacy card {number}").format(number=card.get("number", "")), (110, 84, 70))
        surf.blit(head, (pad, pad))
        room = 0
        if card.get("icon"):   # the card's picture, inked in the top corner (CAMPAIGN.md: icon)
            from scenes.board.art.icons import icon

            art = icon(card["icon"], int(unit * 10), (*INK[:3], 210), fallback="event")
            surf.blit(art, art.get_rect(topright=(w - pad, pad)))
            room = art.get_width() + pad // 2
        title = render_wrapped(self.fonts, "display", max(14, int(unit * 6.4)), _(str(card.get("title", ""))),
                               w - 2 * pad - room, INK, 1.0)
        y = pad + head.get_height() + int(unit * 2)
        surf.blit(title, (pad, y))
        y += title.get_height() + int(unit * 1.5)
        pygame.draw.line(surf, (150, 120, 90), (pad, y), (w - pad, y), max(1, w // 240))
        y += int(unit * 2.5)
        body = render_wrapped(self.fonts, "body", max(12, int(unit * 3.9)), str(card.get("text", "")),
                              w - 2 * pad, INK, 1.15)
        surf.blit(body, (pad, y))
        stamp = N_("PAUSE") if card.get("pause") else N_("STOP") if card.get("stop") else None
        if stamp:
            word = self.fonts.render("display", max(16, int(unit * 8)), stamp, STAMP)
            box = pygame.Surface((word.get_width() + pad, word.get_height() + pad // 2), pygame.SRCALPHA)
            pygame.draw.rect(box, STAMP, box.get_rect(), max(2, w // 100), border_radius=max(3, w // 60))
            box.blit(word, word.get_rect(center=box.get_rect().center))
            box = pygame.transform.rotate(box, 8)
            surf.blit(box, box.get_rect(bottomright=(w - pad // 2, h - pad // 2)))
        self._face = (size, card["id"], surf)
        return surf

    def draw(self, surface, board: pygame.Rect | None) -> None:
        if not self.busy or board is None or self.card is None:
            return
        name, t = self.phases.name, self.phases.t
        size = self._size(board)
        veil = {"appear": t, "leave": 1.0 - t}.get(name, 1.0)
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill((4, 3, 10, int(170 * veil)))
        surface.blit(shade, board)
        rect = pygame.Rect((0, 0), size)
        rect.center = board.center
        if name == "appear":
            return
        if name == "flip":
            k = ease_out_cubic(t)
            if k < 0.5:  # the back narrows, then the face widens
                back = make_panel(size, (*P.SKY_MID, 255), P.ACCENT_DIM, max(6, size[0] // 24), 2)
                mark = self.fonts.render("display", max(16, size[1] // 10), "L", P.ACCENT)
                back.blit(mark, mark.get_rect(center=back.get_rect().center))
                shown, width = back, max(1, int(size[0] * (1 - 2 * k)))
            else:
                shown, width = self.face(size), max(1, int(size[0] * (2 * k - 1)))
            squeezed = pygame.transform.smoothscale(shown, (width, size[1]))
            surface.blit(squeezed, squeezed.get_rect(center=rect.center))
            return
        face = self.face(size)
        if name == "leave":
            face = face.copy()
            face.set_alpha(int(255 * (1 - t)))
        surface.blit(face, rect)
        if name == "read":
            words = N_("click, Space or Enter to read on") if self.wait else N_("click or Space to read on")
            hint = self.fonts.render("italic", max(12, board.h // 40), words, P.TEXT_MUTED)
            surface.blit(hint, hint.get_rect(midtop=(rect.centerx, rect.bottom + board.h // 80)))
