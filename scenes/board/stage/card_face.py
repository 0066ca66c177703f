"""Card faces for the HUD: a small thumbnail per carried card and a large, readable
version when the pointer rests on one. Both are rendered once per size and cached.
A card's face says its name at this table (the table's ``view``: an heirloom's new
name, a campaign's omen still blank until it is named), not only the printed one.

Each card shows its own picture (its ``icon:``, scenes/board/art/icons.py) in its deck's
colour, with the deck's small drawn mark in the corner; a card without a picture shows
the deck's mark large, as before.
"""

from __future__ import annotations

from game import vocabulary as words
from game.i18n import _, language
import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.art.glyphs import glyph
from scenes.board.art.icons import icon as icon_art
from scenes.board.stage.card_art import vignette
from scenes.kit.widgets import fit_lines, render_wrapped


class CardFaces:
    def __init__(self, pack, fonts) -> None:
        self.pack = pack
        self.fonts = fonts
        self._cache: dict[tuple, pygame.Surface] = {}
        self.view = None   # the table's view: a card's name at this table (``name``)

    def name(self, card_id: str) -> str:
        """The card's name at this table: what a campaign or an heirloom wrote on it, an
        omen's blank until it is named, else the printed name (``marks.card_name``)."""
        from game.campaign.marks import card_name

        if self.view is None or card_id not in self.pack.cards:
            return self.pack.cards[card_id].name
        return card_name(self.pack, self.view, card_id)

    def card(self, card_id: str):
        """The pack's card, carrying its name at this table."""
        from dataclasses import replace

        card, name = self.pack.cards[card_id], self.name(card_id)
        return card if name == card.name else replace(card, name=name)

    def thumb(self, card_id: str, size) -> pygame.Surface:
        key = ("thumb", card_id, tuple(size), self.name(card_id), language())
        surf = self._cache.get(key)
        if surf is None:
            surf = self._thumb(card_id, size)
            self._cache[key] = surf
        return surf

    def large(self, card_id: str, width: int) -> pygame.Surface:
        key = ("large", card_id, width, self.name(card_id), language())
        surf = self._cache.get(key)
        if surf is None:
            surf = self._large(card_id, width)
            self._cache[key] = surf
        return surf

    def _frame(self, size, deck: str) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        colour = S.DECK_RGB.get(deck, P.ACCENT)
        radius = max(4, w // 12)
        pygame.draw.rect(surf, (22, 18, 34), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, S.mix(colour, (22, 18, 34), 0.55), surf.get_rect().inflate(-4, -4), 1,
                         border_radius=max(2, radius - 2))
        pygame.draw.rect(surf, colour, surf.get_rect(), 2, border_radius=radius)
        return surf

    def _thumb(self, card_id, size) -> pygame.Surface:
        card = self.card(card_id)
        w, h = size
        surf = self._frame(size, card.deck)
        colour = S.DECK_RGB[card.deck]
        # its icon standing in the deck's small painted scene (card_art.vignette), as on the large face
        scene = pygame.Rect(max(3, w // 12), max(3, h // 16), w - 2 * max(3, w // 12), int(h * 0.5))
        surf.blit(vignette(card.deck, card_id, scene.size, tuple(colour)), scene)
        icon = icon_art(card.icon, int(min(w, h) * 0.46), S.mix(colour, P.TEXT, 0.3), fallback=card.deck)
        surf.blit(icon, icon.get_rect(center=(w // 2, int(h * 0.32))))
        if card.icon:  # which deck, at a glance: its own small mark in the corner
            mark = glyph(card.deck, max(8, int(w * 0.2)), S.mix(colour, (22, 18, 34), 0.25))
            surf.blit(mark, (max(3, w // 16), max(3, w // 16)))
        size = max(10, int(w * 0.17))
        font = self.fonts.get("serif", size)
        longest = max(card.name.split(), key=lambda word: font.size(word)[0])
        while font.size(longest)[0] > w - 8 and size > 9:  # never break a word in two
            size -= 1
            font = self.fonts.get("serif", size)
        lines, _cut = fit_lines(font, card.name, w - 8, 3)   # (the card is read large on hover)
        y = int(h * 0.60)
        for line in lines:
            text = font.render(line, True, P.TEXT)
            surf.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += int(font.get_linesize() * 0.88)
        return surf.convert_alpha()

    def _large(self, card_id, width) -> pygame.Surface:
        card = self.card(card_id)
        pad = max(10, width // 14)
        inner = width - 2 * pad
        title = render_wrapped(self.fonts, "serif", max(16, width // 12), card.name, inner, P.TEXT, 1.05)
        kind = words.deck(card.deck) + (_(" · companion") if card.companion else "")
        if card.deck != "event" and not card.tradeable and card.is_item and not card.companion:
            kind += _(" · cannot be traded")
        sub = self.fonts.render("italic", max(12, width // 19), kind, S.DECK_RGB[card.deck])
        body = render_wrapped(self.fonts, "body", max(13, width // 18), card.text, inner, P.TEXT, 1.15)
        flavor = render_wrapped(self.fonts, "italic", max(12, width // 20), card.flavor, inner,
                                P.TEXT_SOFT, 1.1) if card.flavor else None
        icon = icon_art(card.icon, width // 4, S.DECK_RGB[card.deck], fallback=card.deck)
        h = pad + icon.get_height() + 6 + title.get_height() + sub.get_height() + pad // 2 + body.get_height()
        if flavor is not None:
            h += pad // 2 + 8 + flavor.get_height()
        h += pad
        surf = self._frame((width, h), card.deck)
        y = pad
        surf.blit(icon, icon.get_rect(midtop=(width // 2, y)))
        if card.icon:
            mark = glyph(card.deck, max(10, width // 11), S.DECK_RGB[card.deck])
            surf.blit(mark, (pad, pad))
        y += icon.get_height() + 6
        surf.blit(title, (pad, y))
        y += title.get_height()
        surf.blit(sub, (pad, y))
        y += sub.get_height() + pad // 2
        surf.blit(body, (pad, y))
        y += body.get_height()
        if flavor is not None:
            y += pad // 2
            pygame.draw.line(surf, P.ACCENT_DIM, (pad, y), (width - pad, y), 1)
            surf.blit(flavor, (pad, y + 8))
        return surf.convert_alpha()
