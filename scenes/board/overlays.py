"""Things laid over the table: the room tooltip, a short toast, the haunt banner and
the "leave the game?" question."""

from __future__ import annotations

import math

import pygame

from scenes import palette as P
from scenes.board import style as S
from scenes.board.buttons import fitted_button
from scenes.widgets import WidgetGroup, make_panel, render_shadowed, render_wrapped, rule_with_diamond

TOAST_TIME = 3.2


def room_tooltip(fonts, pack, view, tile_id: str, width: int, unit: float, stairs=()) -> pygame.Surface:
    """Name, floors, printed text, flavour, and what lies in the room now."""
    tile = pack.tiles[tile_id]
    pad = int(unit * 1.4)
    inner = width - 2 * pad
    blocks = [render_wrapped(fonts, "serif", max(15, int(unit * 3)), tile.name, inner, P.TEXT, 1.05)]
    kind = ", ".join(S.FLOOR_NAMES.get(f, f).lower() for f in tile.floors)
    if tile.symbol:
        kind = f"{S.DECK_NAMES[tile.symbol]} room · {kind}"
    blocks.append(fonts.render("italic", max(12, int(unit * 2.2)), kind, P.ACCENT))
    if tile.text:
        blocks.append(render_wrapped(fonts, "body", max(13, int(unit * 2.3)), tile.text, inner, P.TEXT, 1.12))
    for other in stairs:
        blocks.append(fonts.render("body", max(12, int(unit * 2.2)), f"Stairs to {pack.tiles[other].name}",
                                   S.WALL_EDGE))
    for token in view["tokens"].get(tile_id, []):
        name = pack.tokens[token].name if token in pack.tokens else token
        blocks.append(fonts.render("body", max(12, int(unit * 2.2)), f"Token: {name}", P.CANDLE))
    pile = view["piles"].get(tile_id, [])
    if pile:
        names = ", ".join(pack.cards[c].name for c in pile)
        blocks.append(render_wrapped(fonts, "body", max(12, int(unit * 2.2)), f"Item pile: {names}", inner,
                                     S.DECK_RGB["item"]))
    here = [p["name"] for p in view["players"] if p["tile"] == tile_id and p.get("alive", True)]
    if here:
        blocks.append(render_wrapped(fonts, "body", max(12, int(unit * 2.2)), "Here: " + ", ".join(here),
                                     inner, P.TEXT_SOFT))
    if tile.flavor:
        blocks.append(render_wrapped(fonts, "italic", max(12, int(unit * 2.2)), tile.flavor, inner,
                                     P.TEXT_MUTED, 1.08))
    gap = int(unit * 0.6)
    height = pad * 2 + sum(b.get_height() for b in blocks) + gap * (len(blocks) - 1)
    surf = make_panel((width, height), (12, 9, 22, 244), P.ACCENT_DIM, max(4, int(unit)), 1)
    y = pad
    for b in blocks:
        surf.blit(b, (pad, y))
        y += b.get_height() + gap
    return surf


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
        surface.blit(img, img.get_rect(midtop=(board.centerx, board.top + 12)))
        img.set_alpha(None)


class HauntBanner:
    """"The haunt begins": a full-width band across the board, rising out of the dark."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.shown = False
        self.age = 0.0
        self.widgets = WidgetGroup()

    def show(self, view, pack, size, unit: float, on_leave) -> None:
        w, h = size
        self.shown, self.age = True, 0.0
        haunt = view.get("haunt") or {}
        self.title = render_shadowed(self.fonts, "display", int(unit * 11), "The haunt begins", P.CANDLE_HOT, offset=3)
        who = view["players"][haunt["revealer"]]["name"] if haunt.get("revealer") is not None else "Someone"
        omen = pack.cards[haunt["omen"]].name if haunt.get("omen") in pack.cards else "an omen"
        room = pack.tiles[haunt["room"]].name if haunt.get("room") in pack.tiles else "the house"
        line = f"{who}'s haunt roll fell short. {omen}, found in {room}, has woken the house."
        if haunt.get("title"):
            line += f" Haunt {haunt.get('number', '')}: {haunt['title']}."
        self.line = render_wrapped(self.fonts, "italic", max(15, int(unit * 3.2)), line, int(w * 0.6), P.TEXT)
        self.rule = rule_with_diamond(int(w * 0.4), P.ACCENT, max(1, h // 540), max(4, h // 130))
        self.band = pygame.Rect(0, 0, w, self.title.get_height() + self.line.get_height() + int(unit * 16))
        self.band.center = (w // 2, h // 2)
        self.veil = pygame.Surface(size).convert()
        self.veil.fill((4, 2, 10))
        self.plate = pygame.Surface(self.band.size).convert()
        self.plate.fill((28, 10, 26))
        pygame.draw.line(self.plate, P.ACCENT, (0, 0), (self.band.w, 0), 2)
        pygame.draw.line(self.plate, P.ACCENT, (0, self.band.h - 2), (self.band.w, self.band.h - 2), 2)
        self.widgets.clear()
        r = pygame.Rect(0, 0, int(unit * 30), max(34, int(unit * 6)))
        r.midbottom = (w // 2, self.band.bottom - int(unit * 2))
        self.widgets.add(fitted_button("Back to the title", on_leave, r, self.fonts, name="haunt:leave"))

    def update(self, dt: float) -> None:
        if self.shown:
            self.age += dt

    def handle(self, intent) -> bool:
        return self.shown and self.widgets.handle(intent)

    def draw(self, surface) -> None:
        if not self.shown:
            return
        t = min(1.0, self.age / 0.8)
        self.veil.set_alpha(int(150 * t))
        surface.blit(self.veil, (0, 0))
        self.plate.set_alpha(int(235 * t))
        surface.blit(self.plate, self.band)
        flicker = 0.85 + 0.15 * math.sin(self.age * 7.3) * math.sin(self.age * 3.1)
        self.title.set_alpha(int(255 * t * flicker))
        y = self.band.top + int(self.band.h * 0.08)
        surface.blit(self.title, self.title.get_rect(midtop=(self.band.centerx, y)))
        y += self.title.get_height()
        surface.blit(self.rule, self.rule.get_rect(midtop=(self.band.centerx, y)))
        y += self.rule.get_height() + 8
        surface.blit(self.line, self.line.get_rect(midtop=(self.band.centerx, y)))
        if t >= 1.0:
            self.widgets.draw(surface)


class LeaveQuestion:
    """Esc on the board: leave for the title (the game is already saved) or stay."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.open = False
        self.widgets = WidgetGroup()

    def show(self, size, unit: float, on_leave, saved: bool) -> None:
        self.open = True
        w, h = size
        self.rect = pygame.Rect(0, 0, int(unit * 60), int(unit * 26))
        self.rect.center = (w // 2, h // 2)
        self.veil = pygame.Surface(size).convert()
        self.veil.set_alpha(140)
        self.panel = make_panel(self.rect.size, P.PANEL_FILL, P.ACCENT_DIM, max(4, int(unit)), 2)
        text = "Leave this game?"
        note = "It is saved as you play; Continue will find it." if saved else "This game is not being saved."
        self.title = self.fonts.render("display", int(unit * 5), text, P.TEXT)
        self.note = self.fonts.render("italic", max(13, int(unit * 2.6)), note, P.TEXT_SOFT)
        self.widgets.clear()
        bw, bh = int(unit * 24), max(34, int(unit * 6))
        for i, (label, name, action) in enumerate((("Stay", "leave:stay", self.close),
                                                   ("Leave", "leave:go", on_leave))):
            r = pygame.Rect(0, 0, bw, bh)
            r.midbottom = (self.rect.centerx + (i * 2 - 1) * (bw // 2 + int(unit)), self.rect.bottom - int(unit * 3))
            self.widgets.add(fitted_button(label, action, r, self.fonts, name=name))

    def close(self) -> None:
        self.open = False

    def handle(self, intent) -> bool:
        if not self.open:
            return False
        from scenes.intents import Key

        if isinstance(intent, Key) and intent.name == "escape":
            self.close()
            return True
        self.widgets.handle(intent)
        return True  # modal: nothing underneath reacts while it is open

    def draw(self, surface) -> None:
        if not self.open:
            return
        surface.blit(self.veil, (0, 0))
        surface.blit(self.panel, self.rect)
        surface.blit(self.title, self.title.get_rect(midtop=(self.rect.centerx, self.rect.top + self.rect.h // 9)))
        surface.blit(self.note, self.note.get_rect(midtop=(self.rect.centerx, self.rect.top + self.rect.h * 4 // 10)))
        self.widgets.draw(surface)
