"""What changed in the house for good, shown (issue 29, item 7): the cards a chapter added,
brought back, intensified, named or marked, as their faces (with the name the house now
gives them) and a word under each for what happened to it; the rooms that joined the house,
outlined in candlelight; the rooms that took a sticker, with the sticker on them. Under the
pictures, the chronicle's sentences, so nothing is said only in pictures.

``changed_things(changes)`` picks them out of a chapter's changes (plain data);
``draw_changes(page, rect, changes, house)`` lays them onto a ``CampaignPage`` inside a
scrolled frame (a late chapter changes thirty cards).
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.campaign.chronicle import grouped_changes
from scenes.campaign.page import CampaignPage
from scenes.campaign.words import chapter_name
from scenes.kit import palette as P

CARD_WORDS = {"add_card": N_("added"), "from_tomb": N_("back from the Tomb"), "box_returned": N_("back from the Box"),
              "intensify": N_("intensified"), "name_card": N_("named"), "heirloom": N_("an heirloom"),
              "crest_card": N_("crested"), "to_tomb": N_("to the Tomb"), "destroy": N_("destroyed")}

STICKER = N_("a sticker")
STICKERS = {"passage": N_("a passage sticker"), "ghost": N_("a ghost sticker"), "crest": N_("a crest sticker")}


def changed_things(changes) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(cards, rooms): each ``(id, what happened)``, in the order they changed, once each
    (a card both added and named says both)."""
    cards: dict[str, list[str]] = {}
    rooms: dict[str, list[str]] = {}
    for c in changes:
        kind = c["kind"]
        if kind in CARD_WORDS and c.get("card"):
            words = cards.setdefault(c["card"], [])
            if _(CARD_WORDS[kind]) not in words:
                words.append(_(CARD_WORDS[kind]))
        elif kind == "add_tiles":
            for tile in c["tiles"]:
                rooms.setdefault(tile, []).append(_("joined the house"))
        elif kind == "sticker":
            rooms.setdefault(c["tile"], []).append(_(STICKERS.get(c["sticker"], STICKER)))
    return ([(k, ", ".join(v)) for k, v in cards.items()], [(k, ", ".join(v)) for k, v in rooms.items()])


def room_picture(page, tile: str, cell: int, marks: dict | None, new: bool) -> pygame.Surface:
    """A room as the board draws it, its stickers on it, outlined in candlelight if new."""
    from scenes.board.house.tile_features import draw_stickers
    from scenes.campaign.house_map import tile_art

    pack = page.camp.pack
    region = (pack.tiles[tile].floors or ("ground",))[0]
    surf = tile_art(pack, page.app.fonts).surface(tile, 0, region, cell).copy()
    if marks:
        from scenes.board.art.family_art import crest

        def crest_for(family, height):
            return crest(pack.explorers[family].colour if family in pack.explorers else "white", height)

        draw_stickers(surf, surf.get_rect(), marks, crest_for)
    if new:
        pygame.draw.rect(surf, P.CANDLE, surf.get_rect(), max(2, cell // 28))
    return surf


def draw_changes(page, rect: pygame.Rect, changes, house, groups) -> None:
    """The changed cards and rooms, then ``groups`` (the chronicle's grouped sentences)."""
    from scenes.board.stage.card_face import CardFaces

    u = page.u
    cards, rooms = changed_things(changes)
    joined = {t for c in changes if c["kind"] == "add_tiles" for t in c["tiles"]}
    faces = CardFaces(page.camp.pack, page.app.fonts)
    faces.view = {"house": house}
    cw = max(44, int(u * 8.4))
    size = (cw, int(cw * 1.4))
    gap = int(u * 1.0)
    per_row = max(1, (rect.w - gap) // (cw + gap))
    font = page.app.fonts.get("italic", max(10, int(u * 1.45)))
    page.changed_cards, page.changed_rooms = [], []
    with page.scrolled("changes", rect) as view:
        y = rect.top
        step = size[1] + font.get_linesize() + gap
        for i, (card, why) in enumerate(cards):
            if card not in page.camp.pack.cards:
                continue
            x, top = rect.left + (i % per_row) * (cw + gap), y + (i // per_row) * step
            page.image(faces.thumb(card, size), (x, top))
            view.note(pygame.Rect(x, top, *size), [faces.name(card), why])   # its whole name (a thumb may cut it)
            page.fitted(why, font, cw, P.CANDLE, (x, top + size[1] + 1))
            page.changed_cards.append(card)
        if cards:
            y += ((len(cards) + per_row - 1) // per_row) * step + int(u * 0.4)
        cell = max(48, int(u * 10))
        for i, (tile, why) in enumerate(rooms):
            if tile not in page.camp.pack.tiles:
                continue
            x, top = rect.left + (i % per_row_rooms(rect, cell, gap)) * (cell + gap), \
                y + (i // per_row_rooms(rect, cell, gap)) * (cell + font.get_linesize() + gap)
            marks = (house.get("tile_marks") or {}).get(tile)
            page.image(room_picture(page, tile, cell, marks, tile in joined), (x, top))
            page.fitted(why, font, cell, P.CANDLE, (x, top + cell + 1))
            page.changed_rooms.append(tile)
        if rooms:
            n = per_row_rooms(rect, cell, gap)
            y += ((len(rooms) + n - 1) // n) * (cell + font.get_linesize() + gap) + int(u * 0.4)
        for group in groups:
            r = page.text(_(group["title"]), (rect.left, y), size=2.1, face="display", colour=P.TEXT)
            y = r.bottom + int(u * 0.2)
            for line in group["lines"]:
                r = page.text(_("· {line}").format(line=_(line)), (rect.left + int(u), y), size=1.8,
                              colour=P.TEXT_SOFT,
                              width=rect.w - int(u * 2))
                y = r.bottom + int(u * 0.2)
            y += int(u * 0.6)
    page.changes_view = view


def per_row_rooms(rect: pygame.Rect, cell: int, gap: int) -> int:
    return max(1, (rect.w - gap) // (cell + gap))


class ChangesScene(CampaignPage):
    """What a finished chapter changed in the house for good, as pictures (from the next
    chapter's setup): its cards as faces, its rooms, then its sentences."""
    has_actions = False

    def __init__(self, app, camp, n: int) -> None:
        self.camp = camp
        self.chapter = next(c for c in camp.chapters if c["n"] == n)
        self.heading = _("Since {chapter}").format(chapter=chapter_name(n, capital=False))
        super().__init__(app)

    def build(self) -> None:
        ch, body = self.chapter, self.body
        r = self.text(_("What {chapter} changed in the house, for good").format(
                      chapter=_(ch.get("title") or "") or chapter_name(ch["n"])),
                      (body.centerx, body.top), size=2.6, face="italic", colour=P.CANDLE_HOT, anchor="midtop")
        groups = grouped_changes(self.camp.pack, ch["changes"]) or [
            {"title": N_("Nothing"), "lines": [N_("The house is as it was.")]}]
        frame = pygame.Rect(body.left, r.bottom + int(self.u), body.w, body.bottom - r.bottom - int(self.u))
        draw_changes(self, frame, ch["changes"], self.camp.house, groups)
