"""The strip across the top of the table: the turn, every seat in turn order (the one
playing now lit), and the state of the decks and the room stack.

Once the haunt has begun the turn is named by side — a hero's turn in candle amber,
the traitor's in blood red, the monsters' in violet — each seat's chip is ringed in
its side's colour and carries its side's mark, a shield or a dagger (shape as well as
colour, for eyes that do not tell red from amber); while a hidden traitor is unknown
every seat stays a plain explorer's, unmarked. The dead carry a skull, and the haunt's
counters and rounds take the omen count's place. It is drawn from the public (table)
view only, so it shows what the whole table may know (HAUNT_FORMAT.md "Who sees what"):
a count once it has changed in front of everyone, and "of N" only where N is in a book
the whole table reads; a side's own numbers are on its own page ("My goals").
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext
import pygame

from game.haunt.visibility import reader_knows_traitor
from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.art.glyphs import glyph
from scenes.board.art.portraits import portrait, portrait_key
from scenes.kit.widgets import fit_text, make_panel


class TopBar:
    def __init__(self, pack, fonts) -> None:
        self.pack = pack
        self.fonts = fonts
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.image = None
        self.chips: dict[int, pygame.Rect] = {}   # on screen, for cards flying to a seat
        self.decks: pygame.Rect | None = None

    def layout(self, rect: pygame.Rect, unit: float) -> None:
        self.rect = pygame.Rect(rect)
        self.u = unit

    def refresh(self, view, acting_seat, bots=frozenset()) -> None:
        """Render the whole bar once per change of the game (it is cheap, and rare)."""
        self.view, self.bots = view, frozenset(bots)
        self.cut_names: list = []   # (chip rect, whole name) of names shortened to fit
        u, r = self.u, self.rect
        surf = make_panel(r.size, (10, 8, 20, 235), P.PANEL_BORDER, max(4, int(u)), 1)
        h = r.h
        turn = view["turn"]
        number = turn["number"] if turn else view["turns_taken"]
        phase, ink = turn_words(view)
        title = self.fonts.render("display", max(15, int(h * 0.42)), _("Turn {n}").format(n=number), P.TEXT)
        sub = self.fonts.render("italic", max(12, int(h * 0.3)), phase, ink)
        x = int(u * 1.6)
        surf.blit(title, title.get_rect(midleft=(x, h * 0.36)))
        surf.blit(sub, sub.get_rect(midleft=(x, h * 0.74)))
        x += max(title.get_width(), sub.get_width()) + int(u * 2.4)
        # decks, right-aligned
        right = r.w - int(u * 1.6)
        decks_right = right
        stats = [("rooms", view["stack"], "stairs", S.WALL_EDGE)]
        for deck in ("event", "item", "omen"):
            stats.append((deck, view["decks"].get(deck, 0), deck, S.DECK_RGB[deck]))
        size = max(13, int(h * 0.36))
        self.spots = {}  # deck name -> its counter on screen (hovered: what it holds, its backs)
        for name, count, icon_kind, colour in reversed(stats):
            text = self.fonts.render("serif", size, str(count), P.TEXT)   # lining figures: 11, not II
            end = right
            right -= text.get_width()
            surf.blit(text, text.get_rect(midleft=(right, h // 2)))
            icon = glyph(icon_kind, int(h * 0.5), colour)
            right -= icon.get_width() + 4
            surf.blit(icon, icon.get_rect(midleft=(right, h // 2)))
            self.spots[name] = pygame.Rect(r.left + right - 2, r.top, end - right + 4, h)
            right -= int(u * 1.8)
        self.decks = pygame.Rect(r.left + right, r.top, decks_right - right, h)
        words = tally(view)
        omens = self.fonts.render("italic", max(12, int(h * 0.3)), words, P.TEXT_SOFT)
        seats_n = max(1, len(view["players"]))
        # what the seats leave the tally (each chip three times as wide as it is high), and
        # never less than a third of the strip: many long counts are cut, whole on hover
        room = max(right - int(u * 2) - x - seats_n * int(h * 0.72) * 3, (right - x) // 3)
        self.tally_cut = False
        if omens.get_width() > room and " · " in words:
            # a large UI or text size, or many counts: two lines, so the seats keep their names
            omens, self.tally_cut = _two_lines(self.fonts, words, max(12, int(h * 0.27)), P.TEXT_SOFT, room)
        right -= omens.get_width()
        surf.blit(omens, omens.get_rect(midleft=(right, h // 2)))
        self.tally_rect = pygame.Rect(r.left + right, r.top, omens.get_width(), h)
        if self.tally_cut:
            self.cut_names.append((self.tally_rect, words))
        right -= int(u * 2)
        # seats in turn order, between the turn and the decks
        players = view["players"]
        space = right - x
        chip_w = min(int(u * 24), space // max(1, len(players)) - 6)
        chip_h = int(h * 0.72)
        seat_now = turn["seat"] if turn else None
        self.chips = {}
        for i, p in enumerate(players):
            chip = pygame.Rect(x + i * (chip_w + 6), (h - chip_h) // 2, chip_w, chip_h)
            self.chips[p["seat"]] = chip.move(r.left, r.top)
            lit = p["seat"] == seat_now
            side = seat_side(view, p)
            fill = (48, 34, 58, 240) if lit else (20, 16, 34, 200)
            edge = {"traitor": P.TRAITOR, "hero": P.HERO_DIM}.get(side, P.BUTTON_BORDER)
            pygame.draw.rect(surf, fill, chip, border_radius=chip_h // 3)
            pygame.draw.rect(surf, (SIDE_RGB.get(side, P.ACCENT) if lit else edge), chip, 2 if lit or side else 1,
                             border_radius=chip_h // 3)
            rgb = S.explorer_rgb(p["colour"])
            dot = (chip.left + chip_h // 2, chip.centery)
            face = portrait(portrait_key(self.pack, p), rgb, int(chip_h * 0.82))
            surf.blit(face, face.get_rect(center=dot))
            if p["seat"] == acting_seat and not lit:
                pygame.draw.circle(surf, P.CANDLE, dot, face.get_width() // 2 + 2, 2)
            if not p.get("alive", True) and not p.get("escaped"):   # (one who got out is not dead)
                skull = glyph("skull", int(chip_h * 0.5), P.TEXT_SOFT)
                surf.blit(skull, skull.get_rect(center=dot))
            name = _("{name} (bot)").format(name=p["name"]) if p["seat"] in bots else p["name"]
            nf = self.fonts.get("body", max(12, int(chip_h * 0.42)))
            room = chip.right - dot[0] - chip_h // 2 - 6
            if side is not None:   # the side's mark at the chip's right end
                mark = glyph(side, int(chip_h * 0.64), SIDE_RGB[side])
                surf.blit(mark, mark.get_rect(midright=(chip.right - chip_h // 4, chip.centery)))
                room -= mark.get_width() + chip_h // 4
            shown = seat_label(nf, p["name"], p["seat"] in bots, room)
            if shown != name:   # the whole name on hover (the seat's own tooltip says more)
                self.cut_names.append((chip.move(self.rect.topleft), name))
            label = nf.render(shown, True, P.TEXT if lit else P.TEXT_SOFT)
            surf.blit(label, label.get_rect(midleft=(dot[0] + chip_h // 2, chip.centery)))
        self.image = surf

    def draw(self, surface) -> None:
        if self.image is not None:
            surface.blit(self.image, self.rect)
        for rect, whole in getattr(self, "cut_names", ()):
            hover.note(rect, whole)

    def tip_at(self, pos) -> tuple[pygame.Rect, list[str]] | None:
        """The seat chip or the tally under ``pos``, in words (from the table's view)."""
        view = getattr(self, "view", None)
        if view is None:
            return None
        for seat, chip in (getattr(self, "chips", None) or {}).items():
            if chip.collidepoint(pos):
                p = view["players"][seat]
                who = _("{name} (played by a bot)").format(name=p["name"]) if seat in self.bots else p["name"]
                lines = [who]
                side = seat_side(view, p)
                if side == "traitor":
                    lines.append(_("The traitor (the dagger): plays against everyone else."))
                elif side == "hero":
                    lines.append(_("A hero (the shield)."))
                if not p.get("alive", True) and not p.get("escaped"):
                    lines.append(_("Dead (the skull)."))
                elif p.get("escaped"):
                    lines.append(_("Has got out of the house."))
                turn = view.get("turn") or {}
                if turn.get("seat") == seat:
                    lines.append(_("It is their turn (the lit chip)."))
                return chip, lines
        tally_rect = getattr(self, "tally_rect", None)
        if tally_rect is not None and tally_rect.collidepoint(pos):
            haunt = view.get("haunt") or {}
            if view["phase"] == "explore" or not haunt.get("id"):
                return tally_rect, [N_("Omens found so far"),
                                    N_("Each omen drawn is followed by a haunt roll: the more omens found, "
                                       "the likelier the haunt begins.")]
            counts = tally(view).split(" · ") if getattr(self, "tally_cut", False) else []   # (cut short: whole here)
            return tally_rect, [N_("The haunt's counts and its round"), *counts,
                                N_("Each count goes up as the books say; \"of N\" is what it must reach at "
                                   "this table, where everyone may know it (a side's own numbers are in its "
                                   "book: My goals). The round goes up when every explorer (and the "
                                   "monsters) has had a turn.")]
        return None

    def spot_at(self, pos) -> str | None:
        """The deck counter under ``pos`` ("rooms", "event", "item", "omen"), if any."""
        return next((name for name, rect in (getattr(self, "spots", None) or {}).items() if rect.collidepoint(pos)),
                    None)


DECK_TITLES = {"rooms": N_("The stack of rooms: {n} left"), "event": N_("The Event deck: {n} left"),
               "item": N_("The Item deck: {n} left"), "omen": N_("The Omen deck: {n} left")}
REGION_WORDS = {"outside": N_("Outside"), "basement": N_("Basement"), "ground": N_("Ground"), "upper": N_("Upper")}


def deck_lines(view, name: str, count: int, shown: int = 8) -> list[str]:
    """What hovering a deck counter says: how many are left and, in legacy, the regions on
    the backs coming up, top first (p.5-6: players may look at the backs)."""
    counted = ngettext("{n} room", "{n} rooms", count) if name == "rooms" else ngettext("{n} card", "{n} cards", count)
    lines = [_(DECK_TITLES[name]).format(n=counted.format(n=count))]
    backs = (view.get("backs") or {}).get("stack" if name == "rooms" else name)
    if backs:
        coming = ["/".join(_(REGION_WORDS.get(r, r)) for r in regions) or _("any") for regions in backs[:shown]]
        backs_said = ", ".join(coming)
        if len(backs) > shown:
            backs_said = _("{backs}, and {n} more").format(backs=backs_said, n=len(backs) - shown)
        lines.append(_("Backs, top first: {backs}").format(backs=backs_said))
        lines.append(_("You may look at the backs, never the faces."))
    elif name == "omen" and view.get("backs") is not None:
        lines.append(_("An omen's back names no region."))
    return lines


SIDE_RGB = {"traitor": P.TRAITOR_HOT, "hero": P.HERO, "monsters": P.MONSTER}


def seat_side(view, p) -> str | None:
    """"traitor", "hero", or None: before the haunt, with no traitor at all, and for
    every seat while a hidden traitor is unknown to the view (nobody's side is known)."""
    haunt = view.get("haunt") or {}
    if view["phase"] not in ("haunt_revealed", "haunt", "over") or not haunt.get("id"):
        return None   # (a roll that began a haunt not yet told names nobody's side)
    if not reader_knows_traitor(view):
        return None
    return "traitor" if p.get("role") == "traitor" else "hero"


def turn_words(view) -> tuple[str, tuple]:
    """The turn's name under "Turn N", and its side's colour."""
    phase = view["phase"]
    turn = view["turn"] or {}
    if phase == "over":
        return _("The game is over"), P.TEXT_SOFT
    if phase not in ("haunt", "haunt_revealed") or not (view.get("haunt") or {}).get("id"):
        return _("Exploring the house"), P.TEXT_SOFT   # (until the haunt is told: the split screens)
    if turn.get("kind") == "monsters":
        return _("The monsters' turn"), P.MONSTER
    if turn.get("seat") is None:
        return _("The haunt begins"), P.TRAITOR_HOT
    side = seat_side(view, view["players"][turn["seat"]])
    if not reader_knows_traitor(view):
        return _("An explorer's turn"), P.TEXT_SOFT   # nobody knows who betrayed them
    return (_("The traitor's turn"), P.TRAITOR_HOT) if side == "traitor" else (_("A hero's turn"), P.HERO)


def tally(view) -> str:
    """Before the haunt the omens found (in a campaign's chapter, with what starts its
    haunt: the PAUSE card's trigger); during it the haunt's counters, each with what it
    must reach where the view's books say ("relics found 2 of 7": ``visibility.numbers_read``),
    and the round. A counter is named as its haunt words it (``counter_names``, in the view)."""
    haunt = view.get("haunt") or {}
    if view["phase"] == "explore" or not haunt.get("id"):
        trigger = (view.get("chapter") or {}).get("trigger")
        if trigger and view.get("house"):
            found = len(view["house"]["decks"]["omen"]) - view["decks"].get("omen", 0)
            if "omens_at_least" in trigger:
                return _("omens found: {n} · the haunt comes with omen {at}").format(
                    n=found, at=trigger["omens_at_least"])
            return _("omens found: {n} · the haunt comes on a roll of {at}+").format(
                n=found, at=trigger["roll_at_least"])
        return _("omens found: {n}").format(n=view["omens_drawn"])
    targets = haunt.get("targets") or {}
    counters = dict(haunt.get("counters") or {})
    for name, target in targets.items():   # a count still at nothing, toward a number: shown from the start
        if target > 1:
            counters.setdefault(name, 0)
    names = haunt.get("counter_names") or {}   # (the haunt's words for them; else the id)
    parts = [(_("{counter} {n} of {target}") if name in targets else _("{counter} {n}")).format(
        counter=_(names.get(name) or str(name).replace("_", " ")), n=value, target=targets.get(name))
        for name, value in sorted(counters.items())]
    parts.append(_("round {n}").format(n=haunt.get("rounds", 0) + 1))
    return " · ".join(parts)


def _two_lines(fonts, words: str, size: int, colour, width: int) -> tuple[pygame.Surface, bool]:
    """``words`` ("a · b · c") broken at the " · " nearest its middle, right-aligned, each
    line cut to ``width``; and whether any was cut."""
    parts = words.split(" · ")
    best = min(range(1, len(parts)), key=lambda i: abs(len(" · ".join(parts[:i])) - len(" · ".join(parts[i:]))))
    said = [" · ".join(parts[:best]), " · ".join(parts[best:])]
    shown = [fit_text(fonts.get("italic", size), line, width) for line in said]
    lines = [fonts.render("italic", size, line, colour) for line in shown]
    out = pygame.Surface((max(line.get_width() for line in lines), sum(line.get_height() for line in lines)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        out.blit(line, (out.get_width() - line.get_width(), y))
        y += line.get_height()
    return out, shown != said


def seat_label(font, name: str, bot: bool, room: int) -> str:
    """A seat's name on its chip in ``room`` pixels: cut short with "…" if it must be,
    but never the "(bot)" that says no person plays it ("Lavinia Al… (bot)")."""
    if not bot:
        return fit_text(font, name, room)
    whole = _("{name} (bot)").format(name=name)
    if font.size(whole)[0] <= room:
        return whole
    mark = font.size(_("{name} (bot)").format(name=""))[0]
    shown = _("{name} (bot)").format(name=fit_text(font, name, max(1, room - mark)))
    return shown if font.size(shown)[0] <= room else fit_text(font, whole, room)   # (a name too short to cut)
