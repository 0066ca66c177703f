"""Things laid over the table: the room tooltip, a short toast and the "leave the
game?" question."""

from __future__ import annotations

from game import vocabulary as words
from game.i18n import N_, _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.hud.buttons import fitted_button
from scenes.kit.plate import Modal
from scenes.kit.widgets import make_panel, render_wrapped

TOOLTIP_DELAY = hover.DELAY

TOAST_TIME = 3.2


def room_tooltip(fonts, pack, view, tile_id: str, width: int, unit: float, stairs=()) -> pygame.Surface:
    """Name, floors, printed text, flavour, and what lies in the room now."""
    tile = pack.tiles[tile_id]
    pad = int(unit * 1.4)
    inner = width - 2 * pad
    blocks = [render_wrapped(fonts, "serif", max(15, int(unit * 3)), tile.name, inner, P.TEXT, 1.05)]
    kind = ", ".join(words.floor(f).lower() for f in tile.floors)
    if tile.symbols:
        kind = _("{decks} room · {floors}").format(decks=" + ".join(words.deck(s) for s in tile.symbols), floors=kind)
    blocks.append(render_wrapped(fonts, "italic", max(12, int(unit * 2.2)), kind, inner, P.ACCENT))
    from scenes.board.house.tile_features import feature_words, sticker_words

    for said in feature_words(tile) + sticker_words(pack, view, tile_id):  # legacy: ghost, runestone...
        blocks.append(render_wrapped(fonts, "italic", max(12, int(unit * 2.2)), said[:1].upper() + said[1:], inner,
                                     (176, 200, 214)))
    if tile.text:
        blocks.append(render_wrapped(fonts, "body", max(13, int(unit * 2.3)), tile.text, inner, P.TEXT, 1.12))
    for other in dict.fromkeys(stairs):   # (two rooms may each name the other: one line)
        blocks.append(render_wrapped(fonts, "body", max(12, int(unit * 2.2)), _("Stairs to {room}").format(room=_(pack.tiles[other].name)),
                                     inner, S.WALL_EDGE))
    for token in view["tokens"].get(tile_id, []):
        name = pack.tokens[token].name if token in pack.tokens else token
        blocks.append(render_wrapped(fonts, "body", max(12, int(unit * 2.2)), _("Token: {name}").format(name=_(name)), inner, P.CANDLE))
    pile = view["piles"].get(tile_id, [])
    if pile:
        names = ", ".join(_(pack.cards[c].name) for c in pile)
        blocks.append(render_wrapped(fonts, "body", max(12, int(unit * 2.2)), _("Item pile: {names}").format(names=names), inner,
                                     S.DECK_RGB["item"]))
    blocks += _haunt_lines(fonts, view, tile_id, inner, unit)
    here = [p["name"] for p in view["players"] if p["tile"] == tile_id and p.get("alive", True)]
    if here:
        blocks.append(render_wrapped(fonts, "body", max(12, int(unit * 2.2)), _("Here: {what}").format(what=", ".join(here)),
                                     inner, P.TEXT_SOFT))
    if tile.flavor:
        blocks.append(render_wrapped(fonts, "italic", max(12, int(unit * 2.2)), tile.flavor, inner,
                                     P.TEXT_MUTED, 1.08))
    return hover.tip_panel(blocks, width, pad, unit)


def _haunt_lines(fonts, view, tile_id, inner, unit) -> list:
    """Monsters (and whether they are stunned) and haunt objects lying in the room."""
    from scenes.board.house.haunt_tokens import monster_label, object_name

    size = max(12, int(unit * 2.2))
    out = []
    for m in view.get("monsters") or ():
        if m["tile"] == tile_id:
            said = _("Monster: {name} — stunned") if m.get("stunned") else _("Monster: {name}")
            out.append(render_wrapped(fonts, "body", size, said.format(name=monster_label(view, m["id"])), inner,
                                      P.MONSTER))
            traits = monster_traits(view, m["kind"])
            if traits:
                out.append(render_wrapped(fonts, "italic", size, traits, inner, (200, 170, 220)))
    objects = ((view.get("haunt") or {}).get("objects") or {}).items()
    for oid, where in sorted(objects):
        if where.get("holder") is None and not where.get("monster") and where.get("tile") == tile_id:
            out.append(render_wrapped(fonts, "body", size, _("Lying here: {thing}").format(thing=_(object_name(view, oid))), inner,
                                      (232, 196, 104)))
    return out


TRAIT_WORDS = {"speed": "Speed", "might": "Might", "sanity": "Sanity", "knowledge": "Knowledge"}


def monster_traits(view, kind: str) -> str:
    """A monster kind's traits as the view shows them: all of them where the box is
    printed for this reader; in legacy, for the heroes and the table, only those learned
    and those it is known to lack (legacy p.15), the rest said to be unknown."""
    box = next((b for b in (view.get("haunt") or {}).get("monster_boxes") or () if b.get("id") == kind), None)
    if box is None:
        return ""
    traits = box.get("traits") or {}
    parts = [f"{_(TRAIT_WORDS.get(t, t))} {traits[t]}" for t in TRAIT_WORDS if t in traits]
    if "lacks" in box:   # a masked box (visibility._as_known): say no more than it does
        parts += [_("no {trait}").format(trait=_(TRAIT_WORDS.get(t, t))) for t in box["lacks"]]
        if len(traits) + len(box["lacks"]) < len(TRAIT_WORDS):
            parts.append(_("the rest not yet learned"))
    return " · ".join(parts)


def draw_hover(t, surface, busy: bool, presenter=None) -> None:
    """The table's hover, told to the hover layer (``scenes.kit.hover``), which draws the
    one tooltip of the frame over everything, clear of dialogs, lit rooms, rolls and
    errors: a carried card (or the last card drawn) shown large at once, else — once
    the pointer has rested — what the thing under it is (a button's roll and chances,
    a deck, a seat, a trait, a room)."""
    if t.menu.is_open or t.goals.is_open:
        return
    card = t.hud.hover_card
    if card is not None:
        anchor = t.hud.card_rect(card) or t.r["hud"]
        hover.tip(anchor, t.faces.large(card, int(t.u * 30)), delay=0.0)
        return
    card = t.side.card_at(t.hover_pos, presenter)
    if card is not None:  # the last card drawn, in the right column: read large beside it
        hover.tip(t.r["card_frame"], t.faces.large(card, int(t.u * 30)), delay=0.0)
        return
    if t.hover_time < TOOLTIP_DELAY:
        return   # (nothing to work out until the pointer rests)
    if _odds_tip(t):
        return
    deck = t.topbar.spot_at(t.hover_pos)
    if deck is not None:  # a deck's counter: how many, and (legacy) the backs coming up
        _deck_tip(t, deck, t.topbar.spots[deck])
        return
    deck = t.side.spot_at(t.hover_pos)
    if deck is not None:  # the same, from the decks' rows in the right column
        _deck_tip(t, deck, t.side.spots[deck])
        return
    said = (t.topbar.tip_at(t.hover_pos) or t.hud.tip_at(t.hover_pos)
            or t.tokens.tip_at(t.house, t.hover_pos) or t.house.stack_tip(t.hover_pos))   # who is in a stack (topmost first)
    if said is not None:  # a seat, the tally, a trait's row, the portrait: what it is
        anchor, lines = said
        t._tip_key = ("said", tuple(lines))
        hover.note(anchor, list(lines))
        return
    cell = t.house.cell_at(t.hover_pos)
    if t.placement is not None and cell in t.placement.cells():
        return  # placing: the ghost and its spots stay in plain sight
    tile = t.house.tile_at(cell)
    if tile is None or t.prompt.rect.collidepoint(t.hover_pos) and t.prompt.text:
        return
    key = (tile, id(t.view))
    if t._tip_key != key:
        stairs = [x for x in t.house.art.stair_partners.get(tile, []) if x in t.view["placed"]]
        t._tip = room_tooltip(t.fonts, t.pack, t.view, tile, int(t.u * 34), t.u, stairs)
        t._tip_key = key
    hover.tip(t.house.screen_rect(*cell), t._tip)


def keep_clear(t, presenter, covered: bool) -> None:
    """What no tooltip may cover on the table: the open question (modal), the rooms lit
    for a click, the roll over the board and the last roll's result, the error toast."""
    if presenter is not None and getattr(getattr(presenter, "roll", None), "busy", False):
        hover.keep_clear(t.r["board"], modal=True)   # a roll thrown over the board
    if "last_roll" in t.r:
        hover.keep_clear(t.r["last_roll"])
    if t.toast.left > 0 and t.toast.rect is not None:
        hover.keep_clear(t.toast.rect)
    if t.view is not None and t.house.region is not None:
        for cell in t.targets:
            if cell[0] == t.house.region:
                hover.keep_clear(t.house.screen_rect(*cell))
    if not covered:
        if t.dialog is not None and getattr(t.dialog, "rect", None) is not None:
            hover.keep_clear(t.dialog.rect, modal=True)
        if t.prompt.text:
            hover.keep_clear(t.prompt.rect, modal=True)


def odds_lines(t, name: str) -> list[str]:
    """The chance of the roll behind the HUD button ``name``, from the dice (game.odds),
    or that it would heal nothing now."""
    from game.odds import command_odds, heals_nothing
    from game.ruleset import RULESETS
    from scenes.board.hud.hud import button_name

    if name == "haunt:attack" and t.view is not None:   # "Attack… (n)": each attack's chance
        return attack_lines(t)
    command = next((c for c in t.legal if button_name(c) == name), None)
    if command is None or t.view is None:
        return []
    try:
        lines = command_odds(t.pack, RULESETS[t.view["ruleset"]], t.view, command)
        note = None if lines else heals_nothing(t.pack, t.view, command)
    except (KeyError, TypeError, ValueError):
        return []
    return lines or ([note] if note else [])


def attack_lines(t) -> list[str]:
    """What the "Attack…" button offers, each attack with its chance to win."""
    from game.odds import command_odds
    from game.ruleset import RULESETS

    out = [_("Your attacks")]
    for c in (c for c in t.legal if c.type == "attack"):
        try:
            lines = command_odds(t.pack, RULESETS[t.view["ruleset"]], t.view, c)
        except (KeyError, TypeError, ValueError):
            lines = []
        target = c["target"]
        who = t.view["players"][target]["name"] if isinstance(target, int) else str(target).replace("_", " ")
        chance = lines[1] if len(lines) > 1 else _("no odds known")
        out.append((_("{name} with {weapon}: {chance}") if c["weapon"] else _("{name}: {chance}")).format(
            name=who, weapon=_(t.pack.cards[c["weapon"]].name) if c["weapon"] else "", chance=chance))
    return out if len(out) > 1 else []


def _odds_tip(t) -> bool:
    """Hovering a button whose command rolls dice: what the roll is and its chances."""
    button = t.hud.buttons.hit(t.hover_pos)
    if button is None:
        return False
    key = ("odds", button.name, id(t.view))
    if t._tip_key != key:
        lines = odds_lines(t, button.name)
        if lines and getattr(button, "full_label", None):
            lines = [button.full_label] + lines     # its label was cut: the whole of it first
        t._tip = lines or None
        t._tip_key = key
    if t._tip is None:
        return False
    hover.note(button.rect, t._tip)
    return True


def _deck_tip(t, deck: str, anchor: pygame.Rect) -> None:
    """What a deck holds, in words, beside its counter (the top bar's, or its row in the
    right column). From the table's view: nothing secret."""
    from scenes.board.hud.topbar import deck_lines

    view = t.public or t.view
    count = view["stack"] if deck == "rooms" else view["decks"].get(deck, 0)
    t._tip_key = ("deck", deck, id(view))
    hover.note(anchor, deck_lines(view, deck, count))


def place_near(size, anchor: pygame.Rect, bounds: pygame.Rect, gap: int = 12) -> pygame.Rect:
    """A rect of ``size`` beside ``anchor`` (right if there is room, else left), in bounds."""
    r = pygame.Rect((0, 0), size)
    r.midleft = (anchor.right + gap, anchor.centery)
    if r.right > bounds.right:
        r.midright = (anchor.left - gap, anchor.centery)
    r.clamp_ip(bounds)
    return r


class Toast:
    """A line that appears over the board for a few seconds (a refused command, say)."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.text = ""
        self.left = 0.0
        self.image = None
        self.rect = None   # where it was last drawn (no tooltip covers it: errors win)

    def show(self, text: str, unit: float) -> None:
        self.text, self.left = text, TOAST_TIME
        label = self.fonts.render("body", max(13, int(unit * 2.5)), text, P.TEXT)
        pad = int(unit * 1.4)
        self.image = make_panel((label.get_width() + 2 * pad, label.get_height() + pad), (60, 22, 30, 235),
                                (170, 80, 70), max(4, int(unit)), 1)
        self.image.blit(label, (pad, pad // 2))

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface, board: pygame.Rect) -> None:
        if self.left <= 0 or self.image is None:
            return
        img = self.image
        img.set_alpha(int(255 * min(1.0, self.left / 0.4)))
        self.rect = img.get_rect(midtop=(board.centerx, board.top + 12))
        surface.blit(img, self.rect)
        img.set_alpha(None)


class LeaveQuestion(Modal):
    """Esc on the board: the game's menu — Resume, Rules (the reference for this game's
    rules), Settings, and Save and leave (the game is saved as it is played).

    A practice game (the tutorial's) is never saved, and the menu says so in its words:
    "Leave the practice game" ends it; while the coach is on, "Keep learning" goes back
    to the lesson and ``play_on`` ("Play on without the coach") keeps the game going."""

    def show(self, size, unit: float, on_leave, saved: bool, *, rules=None, settings=None,
             practice: bool = False, play_on=None) -> None:
        self.open = True
        self.practice = practice
        w, h = size
        entries = [(N_("Keep learning") if play_on is not None else N_("Resume"), "leave:stay", self.close)]
        if rules is not None:
            entries.append(("Rules", "menu:rules", self._then(rules)))
        if settings is not None:
            entries.append(("Settings", "menu:settings", self._then(settings)))
        if play_on is not None:
            entries.append((N_("Play on without the coach"), "leave:play_on", self._then(play_on)))
        leave = _("Leave the practice game") if practice else _("Save and leave") if saved else _("Leave")
        entries.append((leave, "leave:go", on_leave))
        bw, bh, gap = int(unit * 34), max(34, int(unit * 6)), int(unit * 1.4)
        top_room = int(unit * 16)
        self.rect = pygame.Rect(0, 0, int(unit * 60), top_room + len(entries) * (bh + gap) + int(unit * 2))
        self.rect.center = (w // 2, h // 2)
        self.veil = pygame.Surface(size).convert()
        self.veil.set_alpha(140)
        self.panel = make_panel(self.rect.size, P.PANEL_FILL, P.ACCENT_DIM, max(4, int(unit)), 2)
        note = (_("A practice game: it is not saved.") if practice
                else _("It is saved as you play; Continue will find it.") if saved else _("This game is not being saved."))
        self.title = self.fonts.render("display", int(unit * 5), "The house waits", P.TEXT)
        self.note_words = note
        self.note = self.fonts.render("italic", max(13, int(unit * 2.6)), note, P.TEXT_SOFT)
        self.widgets.clear()
        for i, (label, name, action) in enumerate(entries):
            r = pygame.Rect(0, 0, bw, bh)
            r.midtop = (self.rect.centerx, self.rect.top + top_room + i * (bh + gap))
            self.widgets.add(fitted_button(label, action, r, self.fonts, name=name))

    def draw(self, surface) -> None:
        if not self.open:
            return
        surface.blit(self.veil, (0, 0))
        surface.blit(self.panel, self.rect)
        top = self.rect.top + self.title.get_height() // 3
        surface.blit(self.title, self.title.get_rect(midtop=(self.rect.centerx, top)))
        surface.blit(self.note, self.note.get_rect(midtop=(self.rect.centerx, top + self.title.get_height() * 5 // 4)))
        self.widgets.draw(surface)
