"""The turn HUD: whose turn it is, their moves and traits, what they carry, and a
button for each thing they may do right now.

The buttons are made from ``legal_commands`` alone — End turn, Cross the barrier, the
room's actions, Pick up — so a button exists exactly when the engine allows it.
Moving and exploring are done on the board; using, dropping and giving a card are
offered when its thumbnail is clicked (see ``card_menu``).
"""

from __future__ import annotations

from game import vocabulary as words
from game.i18n import _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.hud.buttons import fitted_button
from scenes.board.hud.explorer_card import draw_tracks
from scenes.board.hud.hand import CARD_H, GAP, MIN_CARD, hand, plan
from scenes.board.art.glyphs import glyph
from scenes.kit.widgets import WidgetGroup, draw_fitted, make_panel


BUTTON_ORDER = ("tile_action", "cross_barrier", "pick_up", "take", "drop", "end_turn")  # take: legacy


class Hud:
    def __init__(self, pack, fonts, faces) -> None:
        self.pack = pack
        self.fonts = fonts
        self.faces = faces
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = WidgetGroup()
        self.view = None
        self.seat = None
        self.card_rects: list[tuple[str, pygame.Rect]] = []
        self.hover_card: str | None = None
        self.note = ""
        self.note_image = None
        self.cards_area = None
        self.room_block = None
        self.room_rect = None        # where the room's block is drawn (hover: its whole text)
        self.room_text_cut = False   # the room's text was cut with "…" to fit
        self.room_scroll = 0         # lines of a long room text scrolled past (the wheel)
        self.room_more = 0           # lines it may scroll at most
        self.tucked = False          # the hand held low: only each card's top shows (hand.plan)
        self.note_shown = True       # False: the note gave way to the room's rule
        self._room_at = None         # (tile, top, bottom) the room's block was made for
        self.bots: set[int] = set()
        self.undo = None  # (refusal or None, action), set by the play scene: see board/undo.py
        self.legacy = pack.ruleset == "legacy"  # action words, used cards sideways: board/legacy_hud.py
        self.sideways: set[str] = set()         # the shown explorer's used cards (drawn turned)
        self.held: dict = {}   # (seat, trait) -> index still shown while a roll or card plays
        self._frame = None
        self._tracks_kept = None   # (what they show, the tracks drawn): _tracks_image
        self.panel_painted = False  # True: the table painted ``panel`` onto its backdrop

    def layout(self, rect: pygame.Rect, unit: float) -> None:
        self.rect = pygame.Rect(rect)
        self.u = unit
        self._frame = make_panel(rect.size, P.PANEL_FILL, P.PANEL_BORDER, max(4, int(unit)), 1)
        self._tracks_kept = None   # (a new size, language, text size or palette: drawn again)
        self.panel_painted = False
        pad = int(unit * 1.4)
        self.inner = rect.inflate(-2 * pad, -2 * pad)
        self.portrait = pygame.Rect(self.inner.left, self.inner.top, self.inner.w, int(unit * 11.5))
        self.tracks = pygame.Rect(self.inner.left, self.portrait.bottom + int(unit * 1.2), self.inner.w,
                                  int(unit * 15))

    @property
    def panel(self):
        """The HUD's panel, drawn under everything else in it (see ``panel_painted``)."""
        return self._frame

    # -- what to show -----------------------------------------------------------------
    def refresh(self, view, seat, legal, submit, note: str = "", extra=()) -> None:
        """``seat``: whose turn the HUD shows; ``legal``: commands that seat may give now;
        ``extra``: (label, action, name) buttons of the haunt's, set above the others."""
        self.view, self.seat, self.note = view, seat, note
        self.last_refresh = (legal, submit, extra)
        self.note_image = None
        if note:
            from scenes.kit.widgets import render_wrapped

            self.note_image = render_wrapped(self.fonts, "italic", max(12, int(self.u * 2.4)), note,
                                             self.inner.w, P.TEXT_SOFT, 1.05)
        self.buttons.clear()
        u = self.u
        bh, gap = max(30, int(u * 5.4)), max(4, int(u * 0.8))
        wanted = [c for c in legal if c.type in BUTTON_ORDER and not self._is_card_drop(c)]
        wanted.sort(key=lambda c: BUTTON_ORDER.index(c.type))
        own = [(self.label(c), (lambda c=c: submit(c)), button_name(c)) for c in wanted]
        if self.legacy:  # many TAKEs: one button opens their list
            from scenes.board.hud.legacy_hud import button_entries

            own = button_entries(self, own, wanted)
        rows = list(extra) + own
        room = self.inner.bottom - (self.tracks.bottom + int(u * 4.6) + 30)   # the Carrying row's least
        if len(rows) > 6 or len(rows) * (bh + gap) > room:
            # a crowded haunt turn, or a large UI scale: slimmer buttons keep the explorer in sight
            bh, gap = max(28, int(u * 4.4)), max(3, int(u * 0.5))
        bottom = self.inner.bottom
        top = bottom - len(rows) * (bh + gap) + gap
        for i, (label, action, name) in enumerate(rows):
            r = pygame.Rect(self.inner.left, top + i * (bh + gap), self.inner.w, bh)
            self.buttons.add(fitted_button(label, action, r, self.fonts, name=name))
        self.buttons_top = top if rows else bottom
        if self.undo is not None:
            from scenes.board.undo import place_undo

            place_undo(self, bh, gap)
        self.buttons.settle()   # each button judged where it ends up (the grace time)
        self._place_cards()

    def _is_card_drop(self, command) -> bool:
        return command.type == "drop" and len(command["cards"]) == 1  # offered on the card itself

    def label(self, command) -> str:
        kind = command.type
        if self.legacy:  # "OPERATE — Lower the bucket", "TAKE — Storm Lantern from Kit"
            from scenes.board.hud.legacy_hud import command_label

            worded = command_label(self.pack, self.view, command)
            if worded:
                return worded
        if kind == "end_turn":
            return _("End turn")
        if kind == "cross_barrier":
            tile = self.pack.tiles[self._player()["tile"]]
            b = tile.barrier or {}
            return _("Cross the barrier ({trait} {target}+)").format(trait=words.trait(b.get("trait", "")),
                                                                      target=b.get("target", ""))
        if kind == "tile_action":
            tile = self.pack.tiles[self._player()["tile"]]
            for action in tile.actions:
                if action["id"] == command["action"]:
                    return _(action["label"])
            return command["action"]
        if kind == "pick_up":
            cards = command["cards"]
            if len(cards) == 1:
                return _("Pick up {card}").format(card=_(self.pack.cards[cards[0]].name))
            return _("Pick up all ({n})").format(n=len(cards))
        if kind == "drop":
            return _("Drop all items ({n})").format(n=len(command["cards"]))
        return kind

    def _player(self) -> dict:
        return self.view["players"][self.seat]

    def shown_traits(self, p: dict) -> dict:
        """``p``'s traits as the table has shown them so far: a change still waiting behind
        a roll in the air or a card being read is not drawn yet (see ``held``)."""
        traits = dict(p["traits"])
        for (seat, trait), index in self.held.items():
            if seat == p["seat"] and trait in traits:
                traits[trait] = index
        return traits

    def _place_cards(self) -> None:
        self.card_rects = []
        self.room_block = None
        self.tucked, self.note_shown = False, True
        if self.view is None or self.seat is None:
            return
        u = self.u
        cards = self._player()["cards"]
        self.sideways = set(self._player().get("used", ())) & set(cards)
        area = pygame.Rect(self.inner.left, self.tracks.bottom + int(u * 4.6), self.inner.w, 0)
        note_h = self.note_image.get_height() + int(u) if self.note_image is not None else 0
        below = self.buttons_top - area.top
        least = max(MIN_CARD, int(MIN_CARD * self.rect.h / 640))   # (MIN_CARD in a 720-line window, in proportion in a larger one)
        # the room's whole rule first (hand.plan: the cards fan, then tuck, to leave it room)
        fits = plan(len(cards), area.w, below, note_h, least, self._room_needs(), int(u * 1.5) + int(u * 1.6))
        if fits is not None:
            spots, self.tucked, self.note_shown, under = fits
        else:   # a very long rule in a small window: the hand held low, the note given way, the rule scrolls
            spots = hand(len(cards), area.w, None, least, fan=True, tuck=True)
            self.tucked, self.note_shown, under = bool(cards), False, GAP
        if not self.note_shown:
            note_h = 0
        for card, (x, y, w, h) in zip(cards, spots):
            self.card_rects.append((card, pygame.Rect(area.left + x, area.top + y, w, h)))
        h = max((r.h for _c, r in self.card_rects), default=int((area.w - 12) // 3 * 1.3))   # (none: a card's place)
        cards_bottom = max((r.bottom + under for _c, r in self.card_rects), default=area.top + int(u * 1.5))
        self.cards_area = pygame.Rect(area.left, area.top, area.w, max(h, cards_bottom - area.top))
        self.room_block = self._room(cards_bottom + int(u * 1.6), self.buttons_top - note_h - int(u * 1.5))

    def scroll_room(self, lines: int) -> bool:
        """The wheel over a room text too long for its place: scroll it (True if it did)."""
        if not self.room_more or self._room_at is None:
            return False
        self.room_scroll = max(0, min(self.room_more, self.room_scroll + lines))
        self.room_block = self._room(*self._room_at[1:])
        return True

    def _room(self, top: int, bottom: int):
        """Where the explorer stands: the room's name, its printed text, who else is there.
        The room's text is always shown: in a smaller size when space is short, and cut
        with "…" when even that does not fit (hovering the block shows it whole)."""

        self.room_rect = None
        self.room_shows_text = False
        if bottom - top < self.u * 6:
            return None
        p = self._player()
        if self._room_at is None or self._room_at[0] != p["tile"]:
            self.room_scroll = 0   # another room: its text from the top
        self._room_at = (p["tile"], top, bottom)
        tile = self.pack.tiles[p["tile"]]
        width = self.inner.w
        parts = self._room_heads()
        if tile.text:
            room = bottom - top - sum(part.get_height() + 3 for part in parts)
            parts.append(self._room_text(tile.text, width, room))
        height = max(1, min(bottom - top, sum(part.get_height() + 3 for part in parts)))
        block = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        self.room_shows_text = False
        for i, part in enumerate(parts):
            if y + part.get_height() > height:
                break
            block.blit(part, (0, y))
            y += part.get_height() + 3
            self.room_shows_text = bool(tile.text) and i == len(parts) - 1
        self.room_rect = pygame.Rect(self.inner.left, top, width, height)
        return block, top

    def _room_heads(self) -> list:
        """The room block's heading, the room's name and who else is there, rendered."""
        from scenes.kit.widgets import render_wrapped

        p, width, u = self._player(), self.inner.w, self.u
        parts = [self.fonts.render("display", max(13, int(u * 2.6)), "In the room", P.TEXT_SOFT),
                 render_wrapped(self.fonts, "serif", max(14, int(u * 2.8)), self.pack.tiles[p["tile"]].name, width,
                                P.CANDLE_HOT)]
        others = [q["name"] for q in self.view["players"]   # the living: the dead are not company
                  if q["tile"] == p["tile"] and q["seat"] != self.seat and q.get("alive", True)]
        if others:
            parts.append(render_wrapped(self.fonts, "italic", max(12, int(u * 2.3)),
                                        _("with {names}").format(names=", ".join(others)), width, P.TEXT_SOFT))
        return parts

    def _room_needs(self) -> list[int]:
        """The room block's height with its rule whole: at the rule's usual size, then at its
        least readable one (see hand.plan)."""
        from scenes.kit.widgets import render_wrapped

        heads = sum(part.get_height() + 3 for part in self._room_heads())
        text = self.pack.tiles[self._player()["tile"]].text
        if not text:
            return [heads]
        return [heads + render_wrapped(self.fonts, "body", size, text, self.inner.w, P.TEXT_SOFT, 1.1).get_height() + 3
                for size in (self._text_size(), self._text_size(least=True))]

    def _text_size(self, least: bool = False) -> int:
        """The room's rule: its usual size, or the least it shrinks to and still reads easily."""
        return max(12, int(self.u * (1.9 if least else 2.2)))

    def _room_text(self, text: str, width: int, room: int) -> pygame.Surface:
        """The room's rule text in ``room`` pixels of height: its usual size if it fits,
        else smaller (down to the table's smallest readable size), else the lines that fit
        from ``room_scroll`` on (the wheel scrolls them), the last ending in "…" while
        more follows; hovering shows it whole."""
        from scenes.kit.widgets import fit_lines, render_wrapped, wrap_text

        self.room_text_cut, self.room_more = False, 0
        text = _(text)   # (the lines cut below are the reader's language, as render_wrapped draws)
        size = self._text_size()
        while True:
            image = render_wrapped(self.fonts, "body", size, text, width, P.TEXT_SOFT, 1.1)
            if image.get_height() <= room or size <= 12:
                break
            size -= 1
        if image.get_height() <= room:
            return image
        font = self.fonts.get("body", size)
        step = int(font.get_linesize() * 1.1)
        keep = max(1, (room - font.get_height()) // step + 1) if room >= font.get_height() else 1
        lines = wrap_text(font, text, width)
        self.room_more = max(0, len(lines) - keep)
        self.room_scroll = min(self.room_scroll, self.room_more)
        shown, _cut = fit_lines(font, " ".join(lines[self.room_scroll:]), width, keep)
        self.room_text_cut = bool(self.room_more)
        if self.room_text_cut:
            hover.cut(text)   # (the block notes it whole where it is drawn)
        height = step * (len(shown) - 1) + font.get_height()
        image = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        for i, line in enumerate(shown):
            image.blit(font.render(line, True, P.TEXT_SOFT), (0, i * step))
        return image

    # -- input --------------------------------------------------------------------------
    def tip_at(self, pos) -> tuple[pygame.Rect, list[str]] | None:
        """What the thing under ``pos`` is, in words, for the hover tooltip: the explorer's
        portrait and moves, each trait's row (its name, where its clip stands, the skull)."""
        if self.view is None or self.seat is None or not self.rect.collidepoint(pos):
            return None
        p = self._player()
        explorer = self.pack.explorers[p["explorer"]]
        if self.tracks.collidepoint(pos):
            order = list(S.TRAIT_ORDER)
            row_h = max(1, self.tracks.h // len(order))
            i = min(len(order) - 1, (pos[1] - self.tracks.top) // row_h)
            trait = order[i]
            row = pygame.Rect(self.tracks.left, self.tracks.top + i * row_h, self.tracks.w, row_h)
            index = self.shown_traits(p).get(trait, 0)
            steps = list(explorer.tracks[trait])
            now = _("the skull") if index < 0 else f"{steps[index]}"
            return row, [_("{trait}: {now}").format(trait=words.trait(trait), now=now),
                         _("The clip marks where {name}'s {trait} stands on its track ({steps}); the green step "
                           "is where it started. Damage moves it left, gains move it right. Before the haunt no "
                           "trait falls below its lowest step; during it, reaching the skull is death.").format(
                             name=p["name"], trait=words.trait(trait), steps=", ".join(str(v) for v in steps))]
        if self.room_rect is not None and self.room_block is not None and self.room_rect.collidepoint(pos):
            tile = self.pack.tiles[p["tile"]]
            return self.room_rect, [tile.name] + ([tile.text] if tile.text else [])
        if self.portrait.collidepoint(pos):
            turn = self.view.get("turn") or {}
            lines = [_("{explorer}, {name}'s explorer").format(explorer=_(explorer.name), name=p["name"])]   # the name whole (cut short beside the portrait)
            if turn.get("seat") == self.seat:
                lines.append(_("Moves: {n} left this turn — each step into a room costs one (the footprints); "
                               "discovering a room ends your movement.").format(n=max(0, turn.get("moves", 0))))
            return self.portrait, lines
        return None

    def card_at(self, pos) -> str | None:
        for card, r in reversed(self.card_rects):   # (fanned: the one drawn on top)
            if r.collidepoint(pos):
                return card
        return None

    def card_rect(self, card: str) -> pygame.Rect | None:
        """Where ``card`` shows: all of it, or in a fanned hand the part the next card
        leaves uncovered (where a click or the pointer finds it)."""
        for i, (c, r) in enumerate(self.card_rects):
            if c == card:
                after = self.card_rects[i + 1][1] if i + 1 < len(self.card_rects) else None
                if after is not None and after.top == r.top and r.left < after.left < r.right:
                    return pygame.Rect(r.left, r.top, after.left - r.left, r.h)
                return pygame.Rect(r)
        return None

    # -- drawing ------------------------------------------------------------------------
    @property
    def tracks_margin(self) -> int:
        """Room kept around the trait tracks' image for what draws past their rect: a
        clip's tab rises above its row by up to a sixth of the row."""
        return 4 + self.tracks.h // 16

    def _tracks_image(self, explorer, traits: dict):
        """The four trait tracks with their clips, drawn once for each place the clips are
        at and kept (the HUD is drawn every frame; the tracks are 36 texts)."""
        key = (explorer.id, tuple(sorted(traits.items())))   # (a layout lets the image go)
        if self._tracks_kept is None or self._tracks_kept[0] != key:
            m = self.tracks_margin
            image = pygame.Surface((self.tracks.w + 2 * m, self.tracks.h + 2 * m), pygame.SRCALPHA)
            draw_tracks(image, pygame.Rect(m, m, *self.tracks.size), self.fonts, explorer, traits)
            self._tracks_kept = (key, image)
        return self._tracks_kept[1]

    def draw(self, surface) -> None:
        if self._frame is None or self.view is None or self.seat is None:
            return
        if not self.panel_painted:
            surface.blit(self._frame, self.rect)
        p = self._player()
        explorer = self.pack.explorers[p["explorer"]]
        self._portrait(surface, p, explorer)
        m = self.tracks_margin
        surface.blit(self._tracks_image(explorer, self.shown_traits(p)), (self.tracks.left - m, self.tracks.top - m))
        head = self.fonts.render("display", max(13, int(self.u * 2.6)), "Carrying", P.TEXT_SOFT)
        surface.blit(head, (self.inner.left, self.tracks.bottom + int(self.u * 1.4)))
        if not self.card_rects:
            none = self.fonts.render("italic", max(12, int(self.u * 2.3)), "nothing yet", P.TEXT_MUTED)
            surface.blit(none, (self.inner.left + head.get_width() + 10, self.tracks.bottom + int(self.u * 1.6)))
        if self.legacy:
            from scenes.board.hud.legacy_hud import used_line

            spent = used_line(self)
            if spent is not None:
                surface.blit(spent, spent.get_rect(bottomright=(self.inner.right, self.tracks.bottom + int(self.u * 1.4)
                                                                + head.get_height())))
        for card, r in self.card_rects:
            shown = r
            if self.tucked:   # a hand held low: each card's top, its picture (whole on hover)
                shown = pygame.Rect(r.left, r.top, r.w, int(r.w * CARD_H))
                clip = surface.get_clip()
                surface.set_clip(r.clip(clip))
            if self.legacy:  # a used card lies sideways until its holder's next turn
                from scenes.board.hud.legacy_hud import draw_carried

                draw_carried(surface, self, card, shown, card in self.sideways)
            else:
                surface.blit(self.faces.thumb(card, shown.size), shown)
            if self.tucked:
                surface.set_clip(clip)
            hover.note(r, self.faces.name(card))   # (the card itself, read large, is the table's hover)
            if card == self.hover_card:
                pygame.draw.rect(surface, P.CANDLE_HOT, r.inflate(4, 4), 2, border_radius=6)
        if self.room_block is not None:
            block, top = self.room_block
            surface.blit(block, (self.inner.left, top))
            if (self.room_text_cut or not self.room_shows_text) and self.room_rect is not None:
                tile = self.pack.tiles[p["tile"]]
                hover.note(self.room_rect, [tile.name] + ([tile.text] if tile.text else []))
        if self.note_image is not None and self.note_shown:
            at = self.note_image.get_rect(midbottom=(self.inner.centerx, self.buttons_top - 4))
            clear = self.tracks.bottom + int(self.u * 1.4) + head.get_height()
            if self.card_rects:
                clear = max(clear, max(r.bottom for _c, r in self.card_rects) + 2)
            if at.top >= clear:
                surface.blit(self.note_image, at)   # (no room, at a large UI scale: the board's prompt says it)
        self.buttons.draw(surface)
        if self.undo is not None:
            from scenes.board.undo import draw_undo_tip

            draw_undo_tip(self, surface)

    def _portrait(self, surface, p, explorer) -> None:
        r = self.portrait
        rgb = S.explorer_rgb(p["colour"])
        radius = int(r.h * 0.36)
        centre = (r.left + radius + 2, r.top + radius + 2)
        if self.legacy:  # a member of a family: the family's crest and the member's name
            from scenes.board.hud.legacy_hud import portrait_mark, portrait_words

            portrait_mark(surface, self.pack, p, centre, radius)
            title, who = portrait_words(self, p, radius)
        else:
            from scenes.board.art.portraits import portrait, portrait_key

            pygame.draw.circle(surface, S.mix(rgb, (0, 0, 0), 0.5), centre, radius + 3)
            face = portrait(portrait_key(self.pack, p), rgb, radius * 2)
            surface.blit(face, face.get_rect(center=centre))
            pygame.draw.circle(surface, P.CANDLE, centre, radius + 3, 2)
            title = _(explorer.name)
            who = (_("{name} · bot · age {age}") if p["seat"] in self.bots else _("{name} · human · age {age}")).format(
                name=p["name"], age=explorer.age)
        left = centre[0] + radius + int(self.u * 1.4)
        width = r.right - left
        size = max(14, int(self.u * 3.1))
        font = self.fonts.get("serif", size)
        while font.size(title)[0] > width and size > max(13, int(self.u * 2.4)):
            size -= 1
            font = self.fonts.get("serif", size)
        draw_fitted(surface, font, title, P.TEXT, pygame.Rect(left, r.top, width, font.get_linesize()),
                    align="topleft")
        small = self.fonts.get("italic", max(12, int(self.u * 2.3)))   # a large text size: kept inside the HUD
        draw_fitted(surface, small, who, P.TEXT_SOFT,
                    pygame.Rect(left, r.top + font.get_linesize(), width, small.get_linesize()), align="topleft")
        turn = self.view["turn"]
        y = r.top + int(r.h * 0.66)
        if turn is not None and turn["seat"] == self.seat:
            label = self.fonts.render("display", max(12, int(self.u * 2.4)), "Moves", P.TEXT_SOFT)
            surface.blit(label, (left, y))
            foot = glyph("foot", int(self.u * 2.6), P.CANDLE)
            x = left + label.get_width() + 8
            for _step in range(max(0, turn["moves"])):
                if x + foot.get_width() > r.right:
                    break
                surface.blit(foot, (x, y))
                x += foot.get_width() + 2
            if turn["moves"] == 0:
                none = self.fonts.render("italic", max(12, int(self.u * 2.3)), "none left", P.TEXT_MUTED)
                surface.blit(none, (x, y))


def button_name(command) -> str:
    """A stable name for a command's button (tests and keyboard focus find it by this)."""
    return f"{command.type}:" + ",".join(f"{v}" for v in command.args.values())
