"""One side's haunt book as a page: the box, "Right now", "You win when", goals,
action words, facts and reactions.

The page is made from the book the engine's view hands over (``view["haunt"]["books"]
[side]``) and from nothing else, so it can only ever show what that view may read. It
is rendered when it is opened, never ahead, and thrown away when closed: a book that
is not on screen is not in memory as pictures either.

The traitor's book (the Traitor's Tome) is set in blood red, the heroes' (Secrets of
Survival) in candle amber; a page for one reader in a hidden-traitor haunt (``"hidden"``,
``scenes.haunt.haunt_pages.private_page``) in a pale violet that is neither, whichever book it
holds. Two columns when the page is wide enough; a wheel scrolls a page taller than its
frame.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.kit import palette as P
from scenes.haunt.private_block import goal_tag
from scenes.kit.widgets import make_panel, render_wrapped, rule_with_diamond

BOOK_NAMES = {"traitor": N_("The Traitor's Tome"), "heroes": N_("Secrets of Survival"),
              "hidden": N_("For your eyes only")}
LOOKS = {"traitor": (P.TRAITOR, P.TRAITOR_HOT), "heroes": (P.HERO, P.CANDLE_HOT),
         "hidden": (P.SECRET, P.SECRET_HOT)}   # a look: (its accent, its hot ink)
WHEEL_STEP = 60

# What a book's powers (game.content.effects_schema.POWERS) let its side do, in a player's words.
POWER_WORDS = {
    "distance_attack": N_("You may attack at a distance: anyone along a straight line of open doorways, "
                          "with or without a weapon."),
    "monsters_carry": N_("Monsters may pick up and carry items, omens and the haunt's objects."),
}


def side_accent(side: str) -> tuple:
    return LOOKS.get(side, LOOKS["heroes"])[0]


def side_accent_hot(side: str) -> tuple:
    return LOOKS.get(side, LOOKS["heroes"])[1]


class Column:
    """Blocks stacked top to bottom at one width."""

    def __init__(self, fonts, width: int, unit: float, accent, hot) -> None:
        self.fonts, self.width, self.u = fonts, width, unit
        self.accent, self.hot = accent, hot
        self.blocks: list[tuple[pygame.Surface, int]] = []   # (image, gap above)

    def add(self, image, gap: float = 0.8) -> None:
        self.blocks.append((image, int(self.u * gap)))

    def heading(self, text: str) -> None:
        head = self.fonts.render("display", max(15, int(self.u * 2.9)), text, self.accent)
        rule = rule_with_diamond(self.width, (*self.accent, 150), 1, max(3, int(self.u * 0.6)))
        both = pygame.Surface((self.width, head.get_height() + rule.get_height()), pygame.SRCALPHA)
        both.blit(head, (0, 0))
        both.blit(rule, (0, head.get_height() - 2))
        self.add(both, 2.2 if self.blocks else 0)

    def text(self, text: str, face: str = "body", scale: float = 2.35, colour=P.TEXT, gap: float = 0.6,
             indent: int = 0) -> None:
        if text:
            size = max(13, int(self.u * scale))
            image = render_wrapped(self.fonts, face, size, str(text).strip(), self.width - indent, colour, 1.14)
            if indent:
                shifted = pygame.Surface((self.width, image.get_height()), pygame.SRCALPHA)
                shifted.blit(image, (indent, 0))
                image = shifted
            self.add(image, gap)

    def titled(self, title: str, text: str, tag: str = "") -> None:
        """A goal, fact or reaction: its title in the side's ink, the text beneath."""
        name = self.fonts.render("serif", max(15, int(self.u * 2.9)), title, self.hot)
        if tag:
            label = self.fonts.render("italic", max(12, int(self.u * 2.1)), tag, P.TEXT_MUTED)
            row = pygame.Surface((self.width, name.get_height()), pygame.SRCALPHA)
            row.blit(name, (0, 0))
            row.blit(label, (name.get_width() + int(self.u), name.get_height() - label.get_height() - 2))
            name = row
        self.add(name, 1.2)
        self.text(text, gap=0.2, indent=int(self.u * 1.2))

    def boxed(self, text: str, caption: str) -> None:
        """The book's gray box: what the traitor can and must not do."""
        pad = int(self.u * 1.4)
        body = render_wrapped(self.fonts, "body", max(13, int(self.u * 2.35)), text, self.width - 2 * pad,
                              P.TEXT, 1.14)
        cap = self.fonts.render("display", max(12, int(self.u * 2.1)), caption, P.TEXT_SOFT)
        box = make_panel((self.width, body.get_height() + cap.get_height() + pad * 2 + 4),
                         (52, 48, 60, 235), (120, 112, 128), max(4, int(self.u * 0.8)), 1)
        box.blit(cap, (pad, pad // 2))
        box.blit(body, (pad, pad // 2 + cap.get_height() + 4))
        self.add(box, 1.6 if self.blocks else 0)

    @property
    def height(self) -> int:
        return sum(img.get_height() + gap for img, gap in self.blocks)

    def render(self) -> pygame.Surface:
        surf = pygame.Surface((self.width, max(1, self.height)), pygame.SRCALPHA)
        y = 0
        for img, gap in self.blocks:
            y += gap
            surf.blit(img, (0, y))
            y += img.get_height()
        return surf


def action_line(fonts, unit: float, action: dict, width: int, accent, hot) -> pygame.Surface:
    """"SEEK  Look in the hiding places": the action word in capitals, its label after."""
    word = fonts.render("display", max(15, int(unit * 3.0)), str(action.get("word", "")), hot)
    label = render_wrapped(fonts, "serif", max(14, int(unit * 2.7)), str(action.get("label", "")),
                           width - word.get_width() - int(unit * 1.5), P.TEXT, 1.05)
    row = pygame.Surface((width, max(word.get_height(), label.get_height())), pygame.SRCALPHA)
    row.blit(word, (0, 0))
    row.blit(label, (word.get_width() + int(unit * 1.5), (word.get_height() - label.get_height()) // 2 + 1))
    return row


def render_book(fonts, book: dict, side: str, width: int, unit: float, *, public_box: str | None = None,
                two_columns: bool | None = None, every_round: dict | None = None,
                counts: str | None = None) -> pygame.Surface:
    """The whole book as one tall transparent surface ``width`` wide, in the look of
    ``side`` (``"traitor"``, ``"heroes"``, or ``"hidden"``: the same for either book).
    ``every_round``: the haunt's house's turn (its title and text, public), boxed.
    ``counts``: where the side's counts stand toward its own numbers ("relics 2 of 7 ·
    round 3"), which only its own book may say (HAUNT_FORMAT.md "Who sees what")."""
    accent, hot = side_accent(side), side_accent_hot(side)
    two = width >= unit * 110 if two_columns is None else two_columns
    gutter = int(unit * 4)
    col_w = (width - gutter) // 2 if two else width
    left = Column(fonts, col_w, unit, accent, hot)
    right = Column(fonts, col_w, unit, accent, hot) if two else left
    if book.get("box"):
        left.boxed(book["box"], N_("In the box"))
    if public_box:
        left.boxed(public_box, N_("The traitor's box — read by everyone"))
    if every_round and every_round.get("text"):
        left.boxed(every_round["text"], _("Every round — {title}").format(
            title=_(every_round.get("title") or N_("the house"))))
    if counts:
        left.heading(N_("Where you stand"))
        left.text(counts, "serif", 2.7, hot)
    if book.get("setup_text"):
        left.heading(N_("Right now"))
        left.text(book["setup_text"], "italic", 2.6)
    if book.get("win_text"):
        left.heading(N_("You win when"))
        left.text(book["win_text"], "serif", 2.7, hot)
    goals = book.get("goals") or ()
    if goals:
        left.heading(N_("Your goals"))
        for goal in goals:
            mine = goal.get("actions") or ()
            words = [a.get("word") for a in book.get("actions") or () if a.get("id") in mine]
            left.titled(goal.get("title", ""), goal.get("text", ""), goal_tag(goal, words))
    actions = book.get("actions") or ()
    if actions:
        right.heading(N_("Action words"))
        for action in actions:
            right.add(action_line(fonts, unit, action, col_w, accent, hot), 1.2)
            right.text(action.get("text", ""), gap=0.3, indent=int(unit * 1.2), colour=P.TEXT_SOFT)
    powers = book.get("powers") or ()
    if powers:
        right.heading(N_("Powers"))
        right.text(" ".join(_(POWER_WORDS.get(p, str(p).replace("_", " "))) for p in powers), "serif", 2.6)
    for key, heading in (("facts", N_("What you know")), ("reactions", N_("When it happens"))):
        entries = book.get(key) or ()
        if entries:
            right.heading(heading)
            for entry in entries:
                right.titled(entry.get("title", ""), entry.get("text", ""))
    if two:
        l_img, r_img = left.render(), right.render()
        page = pygame.Surface((width, max(l_img.get_height(), r_img.get_height())), pygame.SRCALPHA)
        page.blit(l_img, (0, 0))
        page.blit(r_img, (col_w + gutter, 0))
        x = col_w + gutter // 2
        pygame.draw.line(page, (*accent, 70), (x, 0), (x, page.get_height()), 1)
        return page
    return left.render()


class BookView:
    """A rendered page in a frame, scrolled by the wheel."""

    def __init__(self, page: pygame.Surface, rect: pygame.Rect) -> None:
        self.page = page
        self.rect = pygame.Rect(rect)
        self.top = 0

    @property
    def max_top(self) -> int:
        return max(0, self.page.get_height() - self.rect.h)

    def scroll(self, notches: int) -> None:
        self.top = max(0, min(self.max_top, self.top - notches * WHEEL_STEP))

    def draw(self, surface, accent) -> None:
        area = pygame.Rect(0, self.top, self.rect.w, self.rect.h)
        surface.blit(self.page, self.rect, area)
        if self.max_top:
            track = pygame.Rect(self.rect.right + 6, self.rect.top, 3, self.rect.h)
            pygame.draw.rect(surface, (40, 32, 48), track, border_radius=2)
            knob_h = max(20, int(track.h * self.rect.h / self.page.get_height()))
            y = track.top + int((track.h - knob_h) * self.top / self.max_top)
            pygame.draw.rect(surface, accent, (track.left, y, 3, knob_h), border_radius=2)
            if self.top < self.max_top:   # a soft fade says there is more below
                fade = pygame.Surface((self.rect.w, 24), pygame.SRCALPHA)
                for i in range(24):
                    fade.fill((*P.PAGE, int(i * 9)), (0, i, self.rect.w, 1))
                surface.blit(fade, (self.rect.left, self.rect.bottom - 24))


def book_frame(size, side: str, unit: float, title: str, fonts) -> pygame.Surface:
    """The page behind the text: dark paper, a ruled border in the side's ink, the
    book's name at its head."""
    accent = side_accent(side)
    surf = make_panel(size, (*P.PAGE, 246), accent, max(6, int(unit * 1.2)), 2)
    inner = surf.get_rect().inflate(-int(unit * 1.2), -int(unit * 1.2))
    pygame.draw.rect(surf, (*accent, 90), inner, 1, border_radius=max(4, int(unit)))
    head = fonts.render("display", max(18, int(unit * 4.2)), title, side_accent_hot(side))
    surf.blit(head, head.get_rect(midtop=(size[0] // 2, int(unit * 2.2))))
    name = fonts.render("italic", max(13, int(unit * 2.3)), BOOK_NAMES.get(side, ""), P.TEXT_MUTED)
    surf.blit(name, name.get_rect(midtop=(size[0] // 2, int(unit * 2.2) + head.get_height() - 2)))
    return surf


def frame_head_height(unit: float, fonts) -> int:
    """Where the text may start under ``book_frame``'s heading."""
    return int(unit * 2.2) + fonts.get("display", max(18, int(unit * 4.2))).get_linesize() \
        + fonts.get("italic", max(13, int(unit * 2.3))).get_linesize() + int(unit * 1.5)
