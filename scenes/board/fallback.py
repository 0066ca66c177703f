"""A still stand-in for the presenter, used until ``scenes.board.presenter`` exists.

It keeps the presenter's contract (``feed``, ``busy``, ``skip``, ``update``, ``draw``,
``handle``) but animates nothing: the card stage shows the last card drawn, the dice
tray the last roll, and the log a plain line per event.
"""

from __future__ import annotations

import pygame

from scenes.kit import palette as P
from scenes.kit.intents import Wheel
from scenes.kit.widgets import wrap_text

MAX_LINES = 200


class StillPresenter:
    busy = False

    def __init__(self, app, pack) -> None:
        self.app = app
        self.pack = pack
        self.lines: list[tuple[str, tuple]] = []
        self.card: str | None = None
        self.dice: list[int] = []
        self.dice_why = ""
        self.scroll = 0
        self.view = None

    def feed(self, events, view_after, *, animate: bool = True) -> None:
        self.view = view_after
        for e in events:
            line = self._line(e)
            if line:
                self.lines.append(line)
            if e["t"] == "card_drawn":
                self.card = e["card"]
            elif e["t"] == "dice_rolled":
                self.dice, self.dice_why = list(e["dice"]), f"{e.get('why', 'roll')}: {e['total']}"
        del self.lines[:-MAX_LINES]
        self.scroll = 0

    def _name(self, seat) -> str:
        try:
            return self.view["players"][seat]["name"]
        except (TypeError, IndexError, KeyError):
            return "Someone"

    def _line(self, e):
        t, pk = e["t"], self.pack
        if t == "turn_started":
            return f"{self._name(e['seat'])}'s turn ({e['moves']} moves)", P.ACCENT
        if t == "moved" and e.get("how") != "discover":
            return f"{self._name(e['seat'])} → {pk.tiles[e['to']].name}", P.TEXT_SOFT
        if t == "tile_placed":
            return f"Discovered: {pk.tiles[e['tile']].name}", P.TEXT
        if t == "card_drawn":
            return f"{self._name(e['seat'])} draws {pk.cards[e['card']].name}", P.CANDLE_HOT
        if t == "dice_rolled":
            return f"{e.get('why', 'roll')}: {' '.join(map(str, e['dice'])) or '-'} = {e['total']}", P.TEXT_SOFT
        if t == "trait_set":
            return (f"{self._name(e['seat'])}: {e['trait'].title()} {e['value_from']} → {e['value_to']}",
                    P.TEXT)
        if t == "narrated":
            return e["text"], P.TEXT_MUTED
        if t == "haunt_rolled":
            verdict = "the haunt begins!" if e["started"] else "not yet"
            return f"Haunt roll {e['total']} against {e['omens']} omens: {verdict}", P.CANDLE
        if t in ("cards_dropped", "cards_picked"):
            verb = "drops" if t == "cards_dropped" else "picks up"
            names = ", ".join(pk.cards[c].name for c in e["cards"])
            return f"{self._name(e['seat'])} {verb} {names}", P.TEXT_SOFT
        if t == "card_given":
            return f"{self._name(e['frm'])} gives {pk.cards[e['card']].name} to {self._name(e['to'])}", P.TEXT_SOFT
        return None

    def skip(self) -> None:
        pass

    def read_on(self) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def handle(self, intent) -> bool:
        log = getattr(self, "_log_rect", None)
        if isinstance(intent, Wheel) and log is not None and log.collidepoint(intent.pos):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + intent.dy * 2))
            return True
        return False

    def draw(self, surface, rects) -> None:
        fonts = self.app.fonts
        self._log_rect = rects.get("log")
        stage = rects.get("card_stage")
        if stage is not None and self.card is not None:
            from scenes.board.card_face import CardFaces

            faces = getattr(self, "_faces", None) or CardFaces(self.pack, fonts)
            self._faces = faces
            width = int(stage.w * 0.9)
            face = faces.large(self.card, width)
            if face.get_height() > stage.h * 0.94:
                scale = stage.h * 0.94 / face.get_height()
                face = pygame.transform.smoothscale(face, (int(face.get_width() * scale), int(stage.h * 0.94)))
            surface.blit(face, face.get_rect(center=stage.center))
        tray = rects.get("dice_tray")
        if tray is not None and self.dice:
            self._dice(surface, tray)
        if self._log_rect is not None:
            self._log(surface, self._log_rect)

    def _dice(self, surface, tray) -> None:
        size = min(tray.h // 2, tray.w // max(4, len(self.dice) + 1))
        x = tray.centerx - (len(self.dice) * (size + 6) - 6) // 2
        for value in self.dice:
            r = pygame.Rect(x, tray.centery - size // 2 - size // 5, size, size)
            pygame.draw.rect(surface, (230, 222, 204), r, border_radius=size // 5)
            pygame.draw.rect(surface, (90, 70, 60), r, 1, border_radius=size // 5)
            for px, py in _PIPS.get(value, ()):  # Hollowmere dice show 0, 1 or 2 pips
                pygame.draw.circle(surface, (30, 20, 30), (r.left + r.w * px, r.top + r.h * py), max(2, size // 9))
            x += size + 6
        label = self.app.fonts.render("italic", max(12, size // 3), self.dice_why, P.TEXT_SOFT)
        surface.blit(label, label.get_rect(midtop=(tray.centerx, tray.centery + size // 2)))

    def _log(self, surface, rect) -> None:
        font = self.app.fonts.get("body", max(12, int(self.app.size[1] * 0.019)))
        step = font.get_linesize()
        y = rect.bottom - 6
        end = len(self.lines) - self.scroll
        old = surface.get_clip()
        surface.set_clip(rect)
        for text, colour in reversed(self.lines[max(0, end - 40):end]):
            wrapped = wrap_text(font, text, rect.w - 16)
            for line in reversed(wrapped):
                y -= step
                surface.blit(font.render(line, True, colour), (rect.left + 8, y))
            if y < rect.top:
                break
        surface.set_clip(old)


_PIPS = {0: (), 1: ((0.5, 0.5),), 2: ((0.3, 0.3), (0.7, 0.7))}
