"""The right column beside the board: the decks and their discard piles, the last card
drawn and the last roll (the chronicle, under them, is the presenter's).

* **Decks** — one row each for the rooms, items, events and omens: how many are left,
  how many lie in the discard pile (the rooms: set aside), and in legacy the region on
  the back of the next one, top of the deck (legacy p.5-6: anyone may look at the backs,
  never the faces). Hovering a row says the same in words, with the backs further down.
* **Last card drawn** — small, with its name, its deck and who drew it; hovering it
  shows it large (``CardFaces``). An event card that is being resolved waits in its
  place (the presenter's ``card_stage``) until it leaves play.
* **Last roll** — its dice and total (an attack: both sides), and what it came to.

Nothing secret: the decks come from the table's view (``refresh(public)``) and the card
and the roll from what the presenter has shown (``presenter.drawn``, ``presenter.rolls``),
which it made from the events as projected for the screen. Each part is rendered when
it changes; ``draw`` only blits.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.kit.animation import mix, prepared, shrink_to
from scenes.board import style as S
from scenes.board.stage.dice import TONES, face_art
from scenes.board.art.glyphs import glyph
from scenes.kit.widgets import fit_lines, fit_text, wrap_text

DECKS = (("rooms", N_("Rooms"), "stairs", S.WALL_EDGE), ("item", N_("Items"), "item", S.DECK_RGB["item"]),
         ("event", N_("Events"), "event", S.DECK_RGB["event"]), ("omen", N_("Omens"), "omen", S.DECK_RGB["omen"]))
REGION_LETTERS = {"outside": "O", "basement": "B", "ground": "G", "upper": "U"}
REGION_WORDS = {"outside": N_("Outside"), "basement": N_("Basement"), "ground": N_("Ground"), "upper": N_("Upper")}
HEAD_INK = P.ACCENT


def deck_rows(view) -> list[tuple[str, int, int, list | None]]:
    """(deck, left in it, in its discard pile, regions on the next back or None) for the
    rooms and each deck, as ``view`` shows them. The next back is only known where the
    view has ``backs`` (legacy) and the deck is not empty; an omen's back names none."""
    backs = view.get("backs") or {}
    rows = []
    for name, _label, _icon, _rgb in DECKS:
        if name == "rooms":
            left, out, coming = view.get("stack", 0), view.get("tile_discard", 0), backs.get("stack")
        else:
            left = (view.get("decks") or {}).get(name, 0)
            out, coming = len((view.get("discard") or {}).get(name) or ()), backs.get(name)
        rows.append((name, int(left), int(out), list(coming[0]) if coming else None))
    return rows


class SideColumn:
    def __init__(self, pack, fonts, faces) -> None:
        self.pack, self.fonts, self.faces = pack, fonts, faces
        self.rows: list = []
        self.legacy = False
        self.spots: dict[str, pygame.Rect] = {}     # deck -> its row on screen (hover: its words)
        self._decks: pygame.Surface | None = None
        self._card: tuple | None = None            # (what it shows, its art)
        self._roll: tuple | None = None
        self._dice: dict = {}                      # small die faces, by (value, size)

    def layout(self, rects: dict, unit: float) -> None:
        self.u = unit
        self.decks, self.last_card, self.card_stage, self.last_roll = (
            pygame.Rect(rects[k]) for k in ("decks", "last_card", "card_stage", "last_roll"))
        self.strip = bool(rects.get("decks_strip"))   # a large UI scale: the decks on one line
        self._card = self._roll = None
        if self.rows:
            self._decks = self._render_decks()

    def refresh(self, view) -> None:
        """The table's view changed: the decks' counts and backs again."""
        rows = deck_rows(view)
        legacy = view.get("backs") is not None and view.get("ruleset") != "classic"
        if rows != self.rows or legacy != self.legacy or self._decks is None:
            self.rows, self.legacy = rows, legacy
            self._decks = self._render_decks()

    # -- the pointer --------------------------------------------------------------------
    def spot_at(self, pos) -> str | None:
        """The deck whose row is under ``pos`` ("rooms", "item", "event", "omen")."""
        return next((name for name, rect in self.spots.items() if rect.collidepoint(pos)), None)

    def card_at(self, pos, presenter) -> str | None:
        """The last card drawn, if ``pos`` is on its place in the column."""
        drawn = getattr(presenter, "drawn", None)
        if drawn is None or not self.last_card.collidepoint(pos):
            return None
        return drawn.card if drawn.card in self.pack.cards else None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface, presenter) -> None:
        if self._decks is not None:
            surface.blit(self._decks, self.decks)
        drawn = getattr(presenter, "drawn", None)
        waiting = bool(getattr(getattr(presenter, "cards", None), "parked", lambda: [])())
        named = self.faces.name(drawn.card) if drawn is not None and drawn.card in self.pack.cards else None
        key = (drawn, waiting, self.last_card.size, named)
        if self._card is None or self._card[0] != key:
            self._card = (key, self._render_card(drawn, waiting))
        surface.blit(self._card[1], self.last_card)
        rolls = getattr(presenter, "rolls", ())
        air = getattr(presenter, "in_the_air", None)   # thrown, not landed: named, its dice not yet
        roll = air or (rolls[-1] if rolls else None)
        if self._roll is None or self._roll[0] != (roll, air is not None, self.last_roll.size):
            self._roll = ((roll, air is not None, self.last_roll.size), self._render_roll(roll, air is not None))
        surface.blit(self._roll[1], self.last_roll)
        # what was cut short in either panel, whole on hover (beside it: a roll's result is never covered)
        if drawn is not None and named is not None:
            hover.note(self.last_card, [named] + ([_("drawn by {name}").format(name=drawn.who)] if drawn.who else []))
        if roll is not None:
            hover.note(self.last_roll, [roll.title] + ([roll.outcome] if roll.outcome and air is None else []))

    def _heading(self, surf, text: str) -> int:
        """A panel's small heading and its rule; returns where the content starts."""
        w = surf.get_width()
        head = max(18, int(self.u * 3.2))
        art = self.fonts.render("display", max(12, int(head * 0.62)), text, HEAD_INK)
        surf.blit(art, art.get_rect(midleft=(max(6, int(self.u)), head // 2 + 2)))
        pygame.draw.line(surf, (*P.ACCENT_DIM, 150), (6, head), (w - 6, head))
        return head

    def _render_decks(self) -> pygame.Surface:
        if self.strip:
            return self._render_strip()
        rect, u = self.decks, self.u
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        head = self._heading(surf, N_("The decks"))
        pad = max(6, int(u))
        row_h = (rect.h - head - pad // 2) // len(DECKS)
        small = self.fonts.get("italic", max(11, int(u * 1.7)))
        number = max(13, int(row_h * 0.5))   # its size: FontBook.render sets figures that read as figures
        name_font = self.fonts.get("serif", max(12, int(row_h * 0.44)))
        # columns from the right: (legacy) the next back's regions, the discards, the deck
        right = rect.w - pad
        chip = max(10, int(row_h * 0.44))
        cols = {}
        if self.legacy:
            width = max(small.size(_("next back"))[0], 4 * chip + 3 * 2)
            cols["next"] = (right - width, right)
            right -= width + pad
        width = max(small.size(_("discards"))[0], self.fonts.render("serif", number, "00", P.TEXT).get_width())
        cols["out"] = (right - width, right)
        right -= width + pad
        width = max(small.size(_("left"))[0], self.fonts.render("serif", number, "000", P.TEXT).get_width())
        cols["left"] = (right - width, right)
        labels = (("left", _("left")), ("out", _("discards")), ("next", _("next back")))
        title_right = max(6, int(u)) + self.fonts.get("display", max(12, int(head * 0.62))).size(_("The decks"))[0]
        leftmost = min(cols[c][1] - small.size(label)[0] for c, label in labels if c in cols)
        if leftmost < title_right + pad:   # a large UI or text size: the short words, clear of the heading
            labels = (("left", _("left")), ("out", _("out")), ("next", _("next")))
            leftmost = min(cols[c][1] - small.size(label)[0] for c, label in labels if c in cols)
            if leftmost < title_right + pad:
                labels = ()   # no room beside the heading at all: the rows' tooltips say what is what
        for col, label in labels:
            if col in cols:
                art = small.render(label, True, P.TEXT_MUTED)
                surf.blit(art, art.get_rect(midright=(cols[col][1], head // 2 + 2)))
        self.spots = {}
        name_room = cols["left"][0] - pad
        for i, ((name, left, out, coming), (_deck, label, icon, rgb)) in enumerate(zip(self.rows, DECKS)):
            top = head + pad // 2 + i * row_h
            mid_y = top + row_h // 2
            self.spots[name] = pygame.Rect(rect.x, rect.y + top, rect.w, row_h)
            mark = glyph(icon, int(row_h * 0.62), rgb)
            surf.blit(mark, mark.get_rect(midleft=(pad, mid_y)))
            text = shrink_to(name_font.render(_(label), True, P.TEXT_SOFT), max(10, name_room - pad - row_h))
            surf.blit(text, text.get_rect(midleft=(pad + int(row_h * 0.62) + pad // 2 + 2, mid_y)))
            art = self.fonts.render("serif", number, str(left), P.TEXT if left else P.TEXT_MUTED)
            surf.blit(art, art.get_rect(midright=(cols["left"][1], mid_y)))
            art = self.fonts.render("serif", number, str(out), P.TEXT_SOFT if out else P.TEXT_DISABLED)
            surf.blit(art, art.get_rect(midright=(cols["out"][1], mid_y)))
            if "next" in cols:
                self._draw_backs(surf, coming, name, cols["next"], mid_y, chip, small)
            if i:
                pygame.draw.line(surf, (*P.PANEL_BORDER, 70), (pad, top), (rect.w - pad, top))
        return prepared(surf)

    def _render_strip(self) -> pygame.Surface:
        """The decks on one line (a large UI scale gives the chronicle the room): each
        deck's mark, how many are left and, smaller, how many are out; hovering one says
        it in words, with the next backs in legacy (overlays._deck_tip)."""
        rect = self.decks
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pad = max(4, int(self.u * 0.6))
        cell = (rect.w - pad) // len(DECKS)
        mark_h = int(rect.h * 0.6)
        number = max(13, int(rect.h * 0.5))
        small = max(11, int(rect.h * 0.36))
        self.spots = {}
        for i, ((name, left, out, _coming), (_deck, _label, icon, rgb)) in enumerate(zip(self.rows, DECKS)):
            x, mid_y = pad + i * cell, rect.h // 2
            self.spots[name] = pygame.Rect(rect.x + x, rect.y, cell, rect.h)
            mark = glyph(icon, mark_h, rgb)
            surf.blit(mark, mark.get_rect(midleft=(x, mid_y)))
            x += mark.get_width() + 2
            art = self.fonts.render("serif", number, str(left), P.TEXT if left else P.TEXT_MUTED)
            room = cell - mark.get_width() - 4
            gone = self.fonts.render("serif", small, f"/{out}", P.TEXT_SOFT if out else P.TEXT_DISABLED)
            if art.get_width() + gone.get_width() > room:
                gone = None   # (no room: the row's tooltip says how many are out)
            surf.blit(shrink_to(art, room), art.get_rect(midleft=(x, mid_y)))
            if gone is not None:
                surf.blit(gone, gone.get_rect(bottomleft=(x + art.get_width() + 1, mid_y + art.get_height() // 2 - 2)))
            if i:
                pygame.draw.line(surf, (*P.PANEL_BORDER, 90), (pad + i * cell - pad // 2, pad),
                                 (pad + i * cell - pad // 2, rect.h - pad))
        return prepared(surf)

    def _draw_backs(self, surf, coming, deck: str, col, mid_y: int, chip: int, font) -> None:
        """The regions on the next back, as lettered chips in each region's colour."""
        x0, x1 = col
        if not coming:
            word = _("none") if deck == "omen" else "—"
            art = font.render(word, True, P.TEXT_DISABLED)
            surf.blit(art, art.get_rect(midright=(x1, mid_y)))
            return
        tones = {region: mix(S.FLOOR_TONES.get(region, S.FLOOR_TONES["ground"])[1], P.TEXT, 0.22)
                 for region in coming}
        words = [font.render(_(REGION_WORDS.get(region, region)), True, mix(tones[region], P.TEXT, 0.45))
                 for region in coming]
        slash = font.render("/", True, P.TEXT_MUTED)
        wide = sum(w.get_width() for w in words) + slash.get_width() * (len(words) - 1)
        if wide <= x1 - x0:  # the regions' names, each in its floor's colour
            x = x1 - wide
            for i, word in enumerate(words):
                if i:
                    surf.blit(slash, slash.get_rect(midleft=(x, mid_y)))
                    x += slash.get_width()
                surf.blit(word, word.get_rect(midleft=(x, mid_y)))
                x += word.get_width()
            return
        letters = self.fonts.get("display", max(10, int(chip * 0.72)))  # no room: a lettered chip each
        x = x1
        for region in reversed(coming[:4]):
            box = pygame.Rect(0, 0, chip, chip)
            box.midright = (x, mid_y)
            tone = tones[region]
            pygame.draw.rect(surf, tone, box, border_radius=max(2, chip // 4))
            art = letters.render(REGION_LETTERS.get(region, region[:1].upper()), True, S.ink_on(tone))
            surf.blit(art, art.get_rect(center=box.center))
            x = box.left - 2

    def _render_card(self, drawn, waiting: bool) -> pygame.Surface:
        rect, u = self.last_card, self.u
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        self._heading(surf, N_("Last card drawn"))  # (the card lies under it: layout.card_place)
        place = self.card_stage.move(-rect.x, -rect.y)
        text_x = place.right + max(6, int(u))
        room = rect.w - text_x - max(4, int(u * 0.6))
        if drawn is None or drawn.card not in self.pack.cards:
            pygame.draw.rect(surf, (*P.ACCENT_DIM, 70), place, 1, border_radius=max(4, place.w // 12))
            note = self.fonts.render("italic", max(11, int(u * 1.9)), "No card drawn yet", P.TEXT_MUTED)
            surf.blit(shrink_to(note, room), (text_x, place.top + 2))
            return prepared(surf)
        card = self.pack.cards[drawn.card]
        if not waiting:  # an event card being resolved lies there itself (the presenter's)
            surf.blit(self.faces.thumb(drawn.card, place.size), place)
        y = place.top
        name = self.fonts.get("serif", max(13, int(u * 2.3)))
        # a large UI or text size in a short panel: the name shortened (whole on hover)
        most = max(1, min(3, (rect.h - int(u * 2.6) - y) // max(1, name.get_linesize())))
        lines, _cut = fit_lines(name, self.faces.name(drawn.card), room, most)
        for line in lines:
            art = name.render(line, True, P.TEXT)
            surf.blit(art, (text_x, y))
            y += name.get_linesize()
        kind = self.fonts.render("italic", max(11, int(u * 1.9)), S.DECK_NAMES.get(card.deck, card.deck),
                                 S.DECK_RGB.get(card.deck, P.ACCENT))
        surf.blit(shrink_to(kind, room), (text_x, y + 2))
        y += kind.get_height() + 2
        if drawn.who:
            font = self.fonts.get("body", max(11, int(u * 1.9)))
            ink = mix(P.TEXT_SOFT, S.explorer_rgb(drawn.colour), 0.35) if drawn.colour else P.TEXT_SOFT
            for line in wrap_text(font, _("drawn by {name}").format(name=drawn.who), room)[:2]:
                if y + font.get_height() > rect.h - 2:
                    break   # no room left in the panel (its tooltip says who)
                art = font.render(clipped(font, line, room), True, ink)
                surf.blit(art, (text_x, y))
                y += font.get_linesize()
        hint = self.fonts.render("italic", max(11, int(u * 1.6)), "hover to read", P.TEXT_DISABLED)
        if place.bottom - hint.get_height() >= y:
            surf.blit(shrink_to(hint, room), (text_x, place.bottom - hint.get_height()))
        return prepared(surf)

    def _render_roll(self, roll, rolling: bool = False) -> pygame.Surface:
        """The last roll: what it was (one roll) or whose hands (an attack), the dice and
        the total, and what it came to in a line or two. A roll still ``rolling`` on the
        stage: its title and "Rolling…" (its result shows here as the dice land)."""
        rect, u = self.last_roll, self.u
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        head = self._heading(surf, N_("Last roll"))
        pad = max(6, int(u))
        room = rect.w - 2 * pad
        if roll is None or rolling:
            y = head + pad // 2
            if roll is not None:
                caption = self.fonts.get("italic", max(11, int(u * 1.8)))
                art = caption.render(clipped(caption, roll.short or roll.title, room), True, P.TEXT_SOFT)
                surf.blit(art, (pad, y))
                y += art.get_height() + pad // 2
            note = self.fonts.render("italic", max(11, int(u * 1.9)), N_("Rolling…") if roll else N_("No roll yet"),
                                     P.TEXT_MUTED)
            surf.blit(shrink_to(note, room), (pad, y))
            return prepared(surf)
        small = self.fonts.get("body", max(11, int(u * 1.8)))
        y, bottom = head + max(2, pad // 3), rect.h - max(3, pad // 3)
        if not roll.combat:  # an attack's rows name both hands: no caption needed
            caption = self.fonts.get("italic", max(11, int(u * 1.8)))
            art = caption.render(clipped(caption, roll.short or roll.title, room), True, P.TEXT_SOFT)
            surf.blit(art, (pad, y))
            y += art.get_height()
        lines = wrap_text(small, roll.outcome, room) if roll.outcome else []
        rows = len(roll.sides)
        step = small.get_linesize()
        least = max(14, int(u * (1.7 if rows == 1 else 2.4)))   # one row of dice may be smaller
        if len(lines) > 1 and (bottom - y - 2 * step) // rows < least:
            lines = [clipped(small, roll.outcome, room)]  # no room for two lines: one, cut short
        lines = lines[:2]
        if len(lines) == 2 and small.size(lines[1])[0] > room:
            lines[1] = clipped(small, lines[1], room)
        bottom -= step * len(lines)
        row_h = max(12, (bottom - y) // rows)
        die = max(9, min(int(row_h * 0.78), int(u * 3.4)))
        total_size = max(13, int(die * 0.95), int(step * 1.1))   # never smaller than the words
        for i, side in enumerate(roll.sides):
            mid_y = y + i * row_h + row_h // 2
            x = pad
            if roll.combat:  # whose hand it is, then their dice
                width = int(room * 0.36)
                who = small.render(clipped(small, side.who, width), True, S.explorer_rgb(side.colour or P.TEXT))
                surf.blit(who, who.get_rect(midleft=(x, mid_y)))
                x += width + pad // 2
            total = self.fonts.render("display", total_size, str(side.total), self._total_ink(roll, i))
            space = rect.w - pad - total.get_width() - pad - x
            gap = max(2, die // 6)
            size = max(6, min(die, space // max(1, len(side.dice)) - gap)) if side.dice else die
            for value in side.dice:
                art = self._die(value, size)
                surf.blit(art, art.get_rect(midleft=(x, mid_y)))
                x += size + gap
            surf.blit(total, total.get_rect(midright=(rect.w - pad, mid_y)))
        ink = TONES.get(roll.tone, mix(P.TEXT, P.CANDLE_HOT, 0.5))
        for i, line in enumerate(lines):
            surf.blit(small.render(line, True, ink), (pad, bottom + i * step))
        return prepared(surf)

    @staticmethod
    def _total_ink(roll, i: int):
        if not roll.combat:
            return TONES.get(roll.tone, P.TEXT)
        return P.TEXT if roll.winner is None else P.CANDLE_HOT if roll.winner == i else P.TEXT_MUTED

    def _die(self, value: int, px: int) -> pygame.Surface:
        key = (value, px)
        if key not in self._dice:
            self._dice[key] = prepared(face_art(value, px))
        return self._dice[key]


def clipped(font, text: str, width: int) -> str:
    """``text``, cut short with an ellipsis if ``font`` draws it wider than ``width``
    (the panel notes its whole text for hover)."""
    return fit_text(font, text, width)
