"""A still stand-in for the presenter, used until ``scenes.board.presenter`` exists.

It keeps the presenter's contract (``feed``, ``busy``, ``skip``, ``update``, ``draw``,
``handle``) but animates nothing: the log has a plain line per event, and the right
column shows the last card drawn (``drawn``) and the last roll (``rolls``).
"""

from __future__ import annotations

from scenes.board.records import LastCard, Roll, Side
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
        self.drawn: LastCard | None = None
        self.rolls: list[Roll] = []
        self.scroll = 0
        self.view = None

    def feed(self, events, view_after, *, animate: bool = True) -> None:
        self.view = view_after
        for e in events:
            line = self._line(e)
            if line:
                self.lines.append(line)
            if e["t"] == "card_drawn" and e.get("card") in self.pack.cards:
                self.drawn = LastCard(e["card"], self.pack.cards[e["card"]].deck, self._name(e.get("seat")))
            elif e["t"] == "dice_rolled":
                side = Side(self._name(e.get("seat")), tuple(e["dice"]), int(e["total"]))
                self.rolls = [Roll(f"{side.who}: {e.get('why', 'roll')}", (side,))]
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
        self._log_rect = rects.get("log")
        if self._log_rect is not None:
            self._log(surface, self._log_rect)

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

