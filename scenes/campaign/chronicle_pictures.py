"""The chronicle told in pictures: the families as trees, the gallery as cards, the
timeline as a strip of chapter cards. Each lays itself onto a ``ChronicleScene`` (a
``CampaignPage``) inside a ``ScrollView`` (``page.scrolled``), so a family of fourteen
generations or a gallery of sixty cards is all there, a scroll away.

- ``family_trees``: a column per family under its crest; each member a portrait (as old
  as they last came to the house) with their name, birth year and each chapter's fate
  beside it; a line from each member down to the next of the family; generations (the
  first member, the second, …) in rows across the families. The dead are drawn faded with
  a black ribbon; a traitor in a red ring; an heirloom under the member who held it when
  it was made.
- ``gallery_grid``: per deck a row-wrapped grid of the card faces (their names at this
  table); what is still locked as backs, counted.
- ``timeline_strip``: a card per chapter (year, title, the house map at its end, one line
  of what happened, the branch taken), the chosen one lit; a click chooses.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import N_, Np_, _, ngettext
from scenes.board import style as S
from scenes.board.art.family_art import crest
from scenes.board.art.portraits import Sitter, portrait
from scenes.campaign.words import chapter_name, fate
from scenes.kit import palette as P

WINNER_SHORT = {"heroes": N_("the heroes won"), "traitor": N_("the traitor won"), None: N_("nobody won")}
INK = (22, 18, 34)


# -- the families -----------------------------------------------------------------------------

def _holders(fam: dict) -> dict[int, list[dict]]:
    """member index -> the heirlooms made while they played (the chapter it was made in)."""
    out: dict[int, list[dict]] = {}
    for h in fam["heirlooms"]:
        who = next((i for i, m in enumerate(fam["members"]) if any(r["n"] == h["chapter"] for r in m["chapters"])),
                   len(fam["members"]) - 1)
        out.setdefault(who, []).append(h)
    return out


@lru_cache(maxsize=256)
def _mourned(face: pygame.Surface, dead: bool, traitor: bool) -> pygame.Surface:
    """A member's portrait marked: faded with a black ribbon if dead, a red ring if a traitor."""
    out = face.copy()
    n = out.get_width()
    if dead:
        veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(veil, (30, 26, 40, 120), (n // 2, n // 2), n // 2)
        out.blit(veil, (0, 0))
        t = max(3, n // 7)   # the mourning ribbon across the top-right of the frame
        pygame.draw.line(out, (12, 10, 14), (n * 0.58, -1), (n + 1, n * 0.42), t)
        pygame.draw.line(out, (70, 64, 80), (n * 0.58, -1), (n + 1, n * 0.42), 1)
    if traitor:
        pygame.draw.circle(out, P.TRAITOR_HOT, (n // 2, n // 2), n // 2, max(2, n // 16))
    return out


def member_face(family: str, colour: str, member: dict, size: int) -> pygame.Surface:
    """A member's portrait at ``member["age"]`` with the family's crest at the shoulder,
    marked if they died or turned traitor (``died``, ``traitor``)."""
    face = portrait(Sitter(f"{family}:{member['name']}", member.get("age")), S.explorer_rgb(colour), size,
                    crest_colour=colour)
    return _mourned(face, bool(member.get("died")), bool(member.get("traitor")))


def family_trees(page, area: pygame.Rect) -> None:
    u = page.u
    fams = page.data["families"]
    cw = area.w // max(1, len(fams))
    face = max(28, int(u * 5.8))
    head = int(u * 7.6)   # the crests and names stay put above the trees
    for k, fam in enumerate(fams):
        x = area.left + k * cw
        shield = crest(fam["colour"], int(u * 5))
        page.image(shield, (x, area.top))
        page.text(_("The {name} family").format(name=_(fam["name"])),
                  (x + shield.get_width() + int(u), area.top + int(u * 0.8)),
                  size=2.3, face="display", room=cw - shield.get_width() - int(u * 2))
    frame = pygame.Rect(area.left, area.top + head, area.w, area.h - head)
    rows = max((len(f["members"]) for f in fams), default=0)
    page.tree_nodes = []   # (family, member index, rect on the endless page): what the tests look for
    with page.scrolled("families", frame) as view:
        y = frame.top + int(u * 0.4)
        for gen in range(rows):
            bottom = y + face
            for k, fam in enumerate(fams):
                if gen < len(fam["members"]):
                    bottom = max(bottom, _member(page, fam, gen, area.left + k * cw, y, cw - int(u * 1.4), face))
            y = bottom + int(u * 1.6)
        for node in page.tree_nodes:   # the line down to the next of the family
            fam, i, rect = node
            nxt = next((r for f, j, r in page.tree_nodes if f is fam and j == i + 1), None)
            if nxt is not None:
                rgb = S.mix(S.explorer_rgb(fam["colour"]), INK, 0.35)
                length = nxt.top - rect.top - face
                line = pygame.Surface((max(2, int(u * 0.35)), max(1, length)), pygame.SRCALPHA)
                line.fill((*rgb, 220))
                page.image(line, (rect.left + face // 2 - line.get_width() // 2, rect.top + face))
    page.tree_view = view


def _member(page, fam: dict, i: int, x: int, y: int, w: int, face: int) -> int:
    """One member at (x, y): the portrait, and their words beside it; returns the bottom."""
    u = page.u
    m = fam["members"][i]
    last = m["chapters"][-1] if m["chapters"] else None
    sitter = Sitter(f"{fam['family']}:{m['name']}", last["age"] if last else None)
    pic = _mourned(portrait(sitter, S.explorer_rgb(fam["colour"]), face), bool(m["died"]), bool(m["traitor_in"]))
    page.image(pic, (x, y))
    page.tree_nodes.append((fam, i, pygame.Rect(x, y, w, face)))
    tx, tw = x + face + int(u * 0.8), w - face - int(u * 0.8)
    r = page.text(f"{m['name']} †" if m["died"] else m["name"], (tx, y), size=1.9, face="display",
                  colour=P.TRAITOR_HOT if m["traitor_in"] else P.TEXT, room=tw)
    bottom = r.bottom
    if m["born"]:
        born = _("born {year} · turned traitor") if m["traitor_in"] else _("born {year}")
        r = page.text(born.format(year=m["born"]), (tx, bottom),
                      size=1.5, face="italic", colour=P.TEXT_MUTED, room=tw)
        bottom = r.bottom
    for row in m["chapters"]:
        r = page.text(_("{year}, aged {age}: {fate}").format(year=row["year"], age=row["age"],
                                                             fate=fate(row["fate"], page.camp.pack)), (tx, bottom),
                      size=1.5,
                      colour=P.TEXT_SOFT, width=tw)
        bottom = r.bottom
    for h in _holders(fam).get(i, ()):
        said = _("Heirloom: {name} (destroyed)") if h["destroyed"] else _("Heirloom: {name}")
        r = page.text(said.format(name=_(h["name"])), (tx, bottom + int(u * 0.2)), size=1.6, face="italic",
                      colour=P.CANDLE, width=tw)
        bottom = r.bottom
    return max(bottom, y + face)


# -- the gallery --------------------------------------------------------------------------------

def gallery_grid(page, area: pygame.Rect, decks) -> None:
    from scenes.board.stage.card_face import CardFaces
    from scenes.board.stage.cards_view import card_back

    u = page.u
    g = page.data["gallery"]
    faces = CardFaces(page.camp.pack, page.app.fonts)
    faces.view = {"house": page.camp.house}
    cw = max(48, int(u * 9.5))
    size = (cw, int(cw * 1.4))
    gap = int(u * 1.1)
    per_row = max(1, (area.w - gap) // (cw + gap))
    page.gallery_cards = []   # rect on the endless page of every face and back, in order
    locked = page.data["locked"]
    sealed = [("sealed", Np_("{n} sealed", "{n} sealed")), ("purgatory", Np_("{n} in Purgatory", "{n} in Purgatory")),
              ("legacy", Np_("{n} Legacy card unread", "{n} Legacy cards unread"))]
    with page.scrolled("gallery", area) as view:
        y = area.top
        for deck, title in decks:
            cards = g.get(deck, [])
            if not cards:
                continue
            r = page.text(_("{deck} ({n})").format(deck=_(title), n=len(cards)), (area.left, y), size=2.2,
                          face="display", colour=P.CANDLE_HOT)
            y = r.bottom + int(u * 0.4)
            for i, card in enumerate(cards):
                x = area.left + (i % per_row) * (cw + gap)
                top = y + (i // per_row) * (size[1] + gap)
                page.image(faces.thumb(card["card"], size), (x, top))
                page.gallery_cards.append(pygame.Rect(x, top, *size))
                marks = ([_("the {family} heirloom").format(family=_(card["heirloom"]))]
                         if card["heirloom"] else []) + \
                        ([_("{family} crest").format(family=_(card["crests"][0]))] if card["crests"] else []) + \
                        ([_("{n} checked").format(n=card["checks"])] if card["checks"] else [])
                # its whole name on hover (a thumb may cut it), and what is written on it (a
                # gold corner says there is some)
                view.note(pygame.Rect(x, top, *size), [_(card["name"])] + ([", ".join(marks)] if marks else []))
                if marks:
                    page.image(_corner(max(8, cw // 6)), (x + cw - max(8, cw // 6), top))
            y += ((len(cards) + per_row - 1) // per_row) * (size[1] + gap) + int(u * 0.6)
        shut = [(k, words) for k, words in sealed if locked.get(k)]
        if shut:
            r = page.text(N_("Still locked"), (area.left, y), size=2.2, face="display", colour=P.TEXT_MUTED)
            y = r.bottom + int(u * 0.4)
            back = card_back("event", size)
            back.set_alpha(150)
            for i, (k, words) in enumerate(shut):
                x = area.left + i * (cw + gap) * 2
                page.image(back, (x, y))
                page.gallery_cards.append(pygame.Rect(x, y, *size))
                page.text(ngettext(*words, locked[k]).format(n=locked[k]), (x + cw + int(u * 0.6), y + size[1] // 2),
                          size=1.7,
                          face="italic", colour=P.TEXT_MUTED, anchor="midleft", room=cw + gap - int(u))
            if locked.get("planks"):
                page.text(ngettext("{n} room not yet joined", "{n} rooms not yet joined", locked["planks"]).format(
                          n=locked["planks"]), (area.left, y + size[1] + gap), size=1.7,
                          face="italic", colour=P.TEXT_MUTED)
    page.gallery_view = view


@lru_cache(maxsize=8)
def _corner(n: int) -> pygame.Surface:
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.polygon(s, P.CANDLE, [(0, 0), (n, 0), (n, n)])
    return s


# -- the timeline -------------------------------------------------------------------------------

def happened(ch: dict) -> str:
    """One line of what happened in a chapter."""
    said = _(WINNER_SHORT.get(ch["winner"], WINNER_SHORT[None]))
    if ch["haunt"]:
        said = _("{haunt}: {who_won}").format(haunt=_(ch["haunt"]), who_won=said)
    if ch["deaths"]:
        said = _("{what}; {n} died").format(what=said, n=len(ch["deaths"]))
    return said


def timeline_strip(page, rect: pygame.Rect) -> None:
    u = page.u
    chapters = page.data["timeline"]
    cw = max(120, int(u * 21))
    gap = int(u * 1.2)
    pad = int(u * 0.8)
    page.strip_cards = []
    with page.scrolled("timeline", rect, axis="x") as view:
        for i, ch in enumerate(chapters):
            box = pygame.Rect(rect.left + i * (cw + gap), rect.top, cw, rect.h - 8)
            chosen = i == page.chosen
            page.image(_card_ground(box.size, chosen), box.topleft)
            page.strip_cards.append(box)
            y = box.top + pad
            r = page.text(_("{year} · {chapter}").format(year=ch["year"], chapter=chapter_name(ch["n"])),
                          (box.left + pad, y), size=1.6, face="italic",
                          colour=P.CANDLE if chosen else P.TEXT_MUTED, room=cw - 2 * pad)
            r = page.text(ch["title"] or "", (box.left + pad, r.bottom), size=2.0, face="display",
                          colour=P.CANDLE_HOT if chosen else P.TEXT, room=cw - 2 * pad)
            lines = [happened(ch)] + [_("{branch}: {taken}").format(branch=_(b["title"]), taken=_(b["taken"]))
                                      for b in (ch.get("branches") or ())[:1]]
            line_h = int(u * 1.9)
            bottom = box.bottom - pad - line_h * len(lines)
            picture = pygame.Rect(box.left + pad, r.bottom + int(u * 0.3), cw - 2 * pad,
                                  max(8, bottom - r.bottom - int(u * 0.6)))
            if picture.h >= 24:
                view.later(picture, lambda n=ch["n"], size=picture.size: _thumbnail(page, n, size))
            for k, line in enumerate(lines):
                page.text(line, (box.left + pad, bottom + k * line_h), size=1.5,
                          face="italic" if k else "body", colour=P.CANDLE if k else P.TEXT_SOFT, room=cw - 2 * pad)
            view.hit(box, lambda i=i: page.choose(i))
    if page.strip_cards and page._offsets.get("timeline") is None:   # first shown: the chosen chapter in sight
        view.reveal(page.strip_cards[page.chosen].move(-rect.left, -rect.top))
    page.strip_view = view


def _thumbnail(page, n: int, size) -> pygame.Surface | None:
    """The house at the end of chapter ``n``, drawn at least 420 pixels wide (smaller, its
    rooms would be specks and its captions crowd it) and smoothed down to ``size``."""
    k = max(1.0, 420 / max(1, size[0]))
    big = page.house_map(n, (int(size[0] * k), int(size[1] * k)))
    return None if big is None else pygame.transform.smoothscale(big, size)


@lru_cache(maxsize=16)
def _card_ground(size, chosen: bool) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 18)
    pygame.draw.rect(s, (34, 26, 50, 235) if chosen else (22, 18, 34, 220), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, P.CANDLE if chosen else P.PANEL_BORDER, s.get_rect(), 2 if chosen else 1,
                     border_radius=radius)
    return s
