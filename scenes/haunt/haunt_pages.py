"""The pictures of the haunt's split screens: the public reveal, the privacy gate,
and the page one seat reads alone. ``scenes.haunt.haunt_split`` runs them in order (and the
board's "My goals", ``scenes.board.hud.goals``, shows the same private page).

Each function renders from a view it is given and returns surfaces; none keeps
anything, so what a page shows is exactly what its view allowed, at the moment the
page opens.

A private page in a hidden-traitor haunt looks the same for every seat, so that
nobody across the table learns a side from it: the same frame and pale ink (neither
side's colour), the same heading with the reader's name, a first line set to the same
width ("You are the traitor." or "You are no traitor."), the traitor's public box,
then the reader's own book on a grid of lines the same for every reader, full to its
last line (``scenes.haunt.private_block``) — as the action buttons are as many, labelled
and lit alike (``scenes.board.hud.goals``).
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from game.haunt.visibility import reader_knows_traitor
from scenes.kit import palette as P
from scenes.board.style import explorer_rgb
from scenes.kit.widgets import make_panel, render_shadowed, render_wrapped, rule_with_diamond
from scenes.kit.scale import unit_of
from scenes.haunt.private_block import Grid, book_sections, filler_paras, justified


def who_turned(pack, view) -> tuple[str, tuple]:
    """The public line about the traitor, and its ink (a hidden traitor stays hidden)."""
    haunt = view["haunt"]
    if not reader_knows_traitor(view):
        return _("One of you is not what they seem."), P.TRAITOR_HOT
    if haunt.get("traitor") is None:
        return _("No one has turned: every explorer stands against the house."), P.CANDLE_HOT
    p = view["players"][haunt["traitor"]]
    explorer = pack.explorers[p["explorer"]].name if p["explorer"] in pack.explorers else p["explorer"]
    if explorer.split()[-1] in p["name"].split():   # a campaign's member: "Patience Greaves", of the Greaves
        return _("{name} turns traitor.").format(name=p["name"]), P.TRAITOR_HOT
    return _("{name} ({explorer}) turns traitor.").format(name=p["name"], explorer=_(explorer)), P.TRAITOR_HOT


def reveal_lines(pack, view) -> tuple[str, str]:
    """(what started it, the haunt's name)."""
    haunt = view["haunt"]
    who = view["players"][haunt["revealer"]]["name"] if haunt.get("revealer") is not None else _("Someone")
    if haunt.get("omen") in pack.cards:   # its name at this table (a campaign's omen may still be blank)
        from game.campaign.marks import card_name

        omen = _(card_name(pack, view, haunt["omen"]))
    else:
        omen = _("an omen")
    room = _(pack.tiles[haunt["room"]].name) if haunt.get("room") in pack.tiles else _("the house")
    trigger = (view.get("chapter") or {}).get("trigger") or (view.get("options") or {}).get("trigger") or {}
    if "omens_at_least" in trigger:   # a chapter whose haunt starts on its Nth omen: no roll
        started = _("{who} found omen {n}, {omen}, in {room}: it has woken the house.").format(
            who=who, n=trigger["omens_at_least"], omen=omen, room=room)
    elif pack.ruleset == "classic":   # classic: the roll came under the omens drawn
        started = _("{who}'s haunt roll fell short: {omen}, found in {room}, has woken the house.").format(
            who=who, omen=omen, room=room)
    else:                             # legacy: the roll reached the number it needed
        started = _("{who}'s haunt roll came up high enough: {omen}, found in {room}, has woken the house.").format(
            who=who, omen=omen, room=room)
    return started, _("Haunt {n} · {title}").format(n=haunt.get("number", ""), title=_(haunt.get("title", "")))


def reveal_page(fonts, pack, view, size) -> pygame.Surface:
    """Everything everyone at the table may read: the haunt, how it began, who turned,
    the story and both sides' hints."""
    w, h = size
    u = unit_of(h)
    width = int(min(w * 0.78, u * 150))
    haunt = view["haunt"]
    started, name = reveal_lines(pack, view)
    turned, turned_ink = who_turned(pack, view)
    pad = int(u * 4)
    inner = width - 2 * pad
    blocks = [
        (render_shadowed(fonts, "display", int(u * 8.5), "The haunt begins", P.CANDLE_HOT, offset=3), 0),
        (fonts.render("serif", max(18, int(u * 4.4)), name, P.TEXT), int(u * 0.2)),
        (rule_with_diamond(int(inner * 0.5), P.ACCENT, max(1, h // 540), max(4, h // 130)), int(u * 1.2)),
        (centred(fonts, "italic", max(15, int(u * 2.8)), started, inner, P.TEXT_SOFT), int(u * 1.6)),
        (centred(fonts, "serif", max(16, int(u * 3.4)), turned, inner, turned_ink), int(u * 0.8)),
        (render_wrapped(fonts, "body", max(15, int(u * 2.7)), haunt.get("story", ""), inner, P.TEXT, 1.22),
         int(u * 2.8)),
    ]
    no_traitor = haunt.get("traitor") is None and not haunt.get("hidden")
    blocks.append((hints_block(fonts, haunt.get("hints") or {}, inner, u, no_traitor), int(u * 3.2)))
    height = sum(b.get_height() + gap for b, gap in blocks) + pad * 2
    page = make_panel((width, height), (*P.PAGE, 225), P.TRAITOR_DIM, max(6, int(u * 1.2)), 2)
    y = pad
    for block, gap in blocks:
        y += gap
        x = pad + ((inner - block.get_width()) // 2 if block.get_width() < inner else 0)
        page.blit(block, (x, y))
        y += block.get_height()
    return page


def centred(fonts, face: str, size: int, text: str, width: int, colour) -> pygame.Surface:
    """Wrapped text with each line centred."""
    from scenes.kit.widgets import wrap_text

    font = fonts.get(face, size)
    lines = [font.render(line, True, colour) for line in wrap_text(font, text, width) if line]
    out = pygame.Surface((width, max(1, sum(line.get_height() for line in lines))), pygame.SRCALPHA)
    y = 0
    for line in lines:
        out.blit(line, line.get_rect(midtop=(width // 2, y)))
        y += line.get_height()
    return out


def hints_block(fonts, hints: dict, width: int, u: float, no_traitor: bool = False) -> pygame.Surface:
    """"We know these things to be true": the heroes' and the traitor's hints, side by side
    (with no traitor, every explorer a hero, the other side is the house's)."""
    gap = int(u * 4)
    col = (width - gap) // 2
    cols = []
    other = N_("The house knows") if no_traitor else N_("The traitor knows")
    sides = (("heroes", N_("The heroes know"), P.HERO), ("traitor", other, P.TRAITOR_HOT))
    for side, heading, ink in sides:
        head = fonts.render("display", max(14, int(u * 2.6)), heading, ink)
        lines = [render_wrapped(fonts, "body", max(14, int(u * 2.4)), "• " + _(t), col, P.TEXT_SOFT, 1.12)
                 for t in hints.get(side) or ()]
        cols.append([head, *lines])
    height = max(sum(b.get_height() + int(u * 0.6) for b in c) for c in cols)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, c in enumerate(cols):
        y = 0
        for b in c:
            out.blit(b, (i * (col + gap), y))
            y += b.get_height() + int(u * 0.6)
    pygame.draw.line(out, (*P.ACCENT_DIM, 120), (col + gap // 2, 4), (col + gap // 2, height - 4), 1)
    return out


def gate_page(fonts, size, title: str, subtitle: str, colour=None, accent=P.ACCENT) -> pygame.Surface:
    """"Pass to Cora — everyone else look away": big, plain, readable across a table."""
    w, h = size
    u = unit_of(h)
    width = int(min(w * 0.8, u * 140))
    pad = int(u * 4)
    inner = width - 2 * pad
    blocks = []
    if colour is not None:   # the explorer's colour, so the right person reaches for it
        disc = pygame.Surface((int(u * 7), int(u * 7)), pygame.SRCALPHA)
        r = disc.get_width() // 2
        pygame.draw.circle(disc, explorer_rgb(colour), (r, r), r - 2)
        pygame.draw.circle(disc, accent, (r, r), r - 1, 2)
        blocks.append(disc)
    blocks.append(centred(fonts, "display", int(u * 7.5), title, inner, P.TEXT))
    blocks.append(rule_with_diamond(int(inner * 0.45), accent, max(1, h // 540), max(4, h // 130)))
    blocks.append(centred(fonts, "italic", max(16, int(u * 3.4)), subtitle, inner, P.TEXT_SOFT))
    gap = int(u * 1.6)
    height = sum(b.get_height() for b in blocks) + gap * (len(blocks) - 1) + 2 * pad
    page = make_panel((width, height), (*P.PAGE, 235), accent, max(6, int(u * 1.2)), 2)
    y = pad
    for block in blocks:
        page.blit(block, (pad + (inner - block.get_width()) // 2, y))
        y += block.get_height() + gap
    return page


# -- the page one reader sees alone (a hidden-traitor haunt) ----------------------------------------

PRIVATE_HEADS = {
    True: (N_("You are the traitor."), N_("Nobody else knows. Keep your face still, and keep it so for as long "
                                         "as it suits you.")),
    False: (N_("You are no traitor."), N_("One of you is not what they seem, and it is not you. Keep your "
                                          "face still all the same.")),
}


def private_title(name: str) -> str:
    """A private page's heading (the frame adds "For your eyes only" beneath it)."""
    return _("{name}'s page").format(name=name)


def _private_head(fonts, traitor: bool, width: int, u: float) -> pygame.Surface:
    """The first lines, each set as wide as the wider of the two sides' (so that neither
    the heading's length nor the book's start says which it is)."""
    (big, line), other = PRIVATE_HEADS[traitor], PRIVATE_HEADS[not traitor]
    size = max(20, int(u * 5.2))
    wide = min(width, max(fonts.get("display", size).size(t)[0] for t in (big, other[0])))
    small = max(12, int(u * 2.7))
    while small > 12 and max(fonts.get("italic", small).size(t)[0] for t in (line, other[1])) > width:
        small -= 1   # the second line keeps to one line on either page
    narrow = min(width, max(fonts.get("italic", small).size(t)[0] for t in (line, other[1])))
    first = justified(fonts, "display", size, big, wide, P.SECRET_HOT)
    second = justified(fonts, "italic", small, line, narrow, P.TEXT_SOFT)
    gap = int(u * 0.8)
    out = pygame.Surface((width, first.get_height() + gap + second.get_height()), pygame.SRCALPHA)
    out.blit(first, ((width - wide) // 2, 0))
    out.blit(second, ((width - narrow) // 2, first.get_height() + gap))
    return out


def _own_book(books: dict, side: str) -> dict:
    book = dict(books.get(side) or {})
    book.pop("box", None)   # (the public box is set once, above the columns)
    return book


def private_page(fonts, view, seat: int, width: int, u: float, read) -> pygame.Surface:
    """What ``seat`` reads alone, from its own view: whether it is the traitor, the
    traitor's public box, and its own book on the haunt's common grid
    (``scenes.haunt.private_block``). ``read(perspective)`` gives the other side's view, whose
    book is measured for the grid's length and never drawn."""
    from scenes.haunt.haunt_book import Column

    traitor = view["players"][seat].get("role") == "traitor"
    side, other = ("traitor", "heroes") if traitor else ("heroes", "traitor")
    books, haunt = view["haunt"]["books"], view["haunt"]
    grid = Grid(fonts, width, u, 2 if width >= u * 110 else 1)
    fill = filler_paras(haunt)
    # each section as long as the longer book's (its headings on the other side's rows)
    mine, theirs = grid.aligned(book_sections(_own_book(books, side)),
                                book_sections(_own_book(read(other)["haunt"]["books"], other)), fill)
    rows = grid.rows_for((mine, theirs), fill)
    body = grid.render(grid.place(mine, fill, rows), rows)
    parts = [_private_head(fonts, traitor, width, u)]
    box = (books.get("traitor") or {}).get("box")
    if box:   # the public box, captioned alike for both
        column = Column(fonts, width, u, P.SECRET, P.SECRET_HOT)
        column.boxed(box, N_("The traitor's box — read by everyone"))
        parts.append(column.render())
    parts.append(body)
    gap = _private_gap(u)
    page = pygame.Surface((width, sum(p.get_height() for p in parts) + gap * (len(parts) - 1)), pygame.SRCALPHA)
    y = 0
    for part in parts:
        page.blit(part, (0, y))
        y += part.get_height() + gap
    return page


def _private_gap(u: float) -> int:
    return int(u * 2.2)


def private_actions(read) -> int:
    """How many action buttons a private page holds: the longer of the two books' lists."""
    return max(len((read(p)["haunt"]["books"].get(side) or {}).get("actions") or ())
               for p, side in (("traitor", "traitor"), ("heroes", "heroes")))
