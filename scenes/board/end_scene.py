"""The end of the game: who won, their ending read aloud, and what became of everyone.

Classic "End of the Game": the first side to complete its goals wins, and someone of
that side reads its "If You Win" text aloud — so the winning side's ending (the view's
``haunt.ending``, given to everyone once the game is over) is the heart of the page.
Beneath it each explorer's fate (hero or traitor, survived or died) and a small chart
of their four traits over the game, replayed from the log (``scenes.board.hud.trait_chart``).

"Back to the title" leaves; "Watch the replay" is offered only when the replay scene
(``scenes.replay.replay_scene.ReplayScene``) is part of this build.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.kit import hover
from scenes.kit import palette as P
from scenes.board.hud.buttons import fitted_button
from scenes.board.style import explorer_rgb
from scenes.kit.intents import Key
from scenes.kit.scene import Scene
from scenes.board.hud.trait_chart import draw_chart, legend, trait_history
from scenes.kit.widgets import WidgetGroup, fit_text, make_panel, render_shadowed, render_wrapped, rule_with_diamond
from scenes.kit.scale import unit_of

VEIL = 190


def replay_scene_class():
    """The replay scene if this build has one (it is built in its own issue)."""
    try:
        from scenes.replay.replay_scene import ReplayScene
    except ImportError:
        return None
    return ReplayScene


def verdict(view) -> tuple[str, tuple]:
    """The end's headline. The engine calls the side against the heroes "traitor" even
    in a haunt where no one turned (every explorer a hero): then it is the house's win."""
    winner = view.get("winner")
    if winner == "heroes":
        return _("The heroes win"), P.HERO
    if winner == "traitor":
        if not any(p.get("role") == "traitor" for p in view.get("players") or ()):
            return _("The house wins"), P.TRAITOR_HOT
        return _("The traitor wins"), P.TRAITOR_HOT
    return _("The house keeps its counsel"), P.TEXT_SOFT


def death_turns(events) -> dict[int, int]:
    """seat -> the number of the turn in which that explorer died."""
    turn, out = 0, {}
    for e in events:
        if e["t"] == "turn_started":
            turn = e.get("number", turn)
        elif e["t"] == "died":
            out.setdefault(e["seat"], turn)
    return out


class EndScene(Scene):
    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        self.pack = game.pack
        self.view = game.view("omniscient")   # the game is over: nothing is secret now
        self.history = trait_history(self.pack, game.events)
        self.died = death_turns(game.events)
        self.widgets = WidgetGroup()
        self.image = None
        self.replay_class = replay_scene_class()

    # -- actions ---------------------------------------------------------------------------
    def to_title(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def watch_replay(self) -> None:
        """``ReplayScene(app, path_or_game)``: this game, from the first event."""
        self.app.push(self.replay_class(self.app, self.game))

    # -- layout ---------------------------------------------------------------------------------
    def layout(self, size) -> None:
        u = unit_of(size[1])
        # a long ending at a large UI scale: the unit gives way (not below the window's
        # 1%) until the explorers' cards have their room between the words and the buttons
        while self._layout_at(size, u) < u * 16 and u > size[1] / 100:
            u = max(size[1] / 100, u * 0.9)

    def _layout_at(self, size, u: float) -> int:
        """Lays the page out at unit ``u``; returns the height left for the explorers."""
        w, h = size
        fonts = self.app.fonts
        self.notes: list = []   # (an explorer's card, its words) for hover
        image = pygame.Surface(size, pygame.SRCALPHA)
        words, ink = verdict(self.view)
        y = int(u * 4)
        head = render_shadowed(fonts, "display", int(u * 9), words, ink, offset=3)
        image.blit(head, head.get_rect(midtop=(w // 2, y)))
        y += head.get_height() - int(u * 0.6)
        haunt = self.view.get("haunt") or {}
        if haunt.get("title"):
            name = _("Haunt {n} · {title}").format(n=haunt.get("number", ""), title=_(haunt["title"]))
            sub = fonts.render("italic", max(15, int(u * 3.2)), name, P.TEXT_SOFT)
            image.blit(sub, sub.get_rect(midtop=(w // 2, y)))
            y += sub.get_height() + int(u * 0.8)
        rule = rule_with_diamond(int(w * 0.3), ink, max(1, h // 540), max(4, h // 130))
        image.blit(rule, rule.get_rect(midtop=(w // 2, y)))
        y += rule.get_height() + int(u * 2)
        y = self._ending(image, haunt.get("ending"), ink, y, u)
        bh = max(36, int(u * 6.2))
        buttons_top = h - int(u * 3) - bh
        key = legend(fonts, u)
        key_top = buttons_top - int(u * 2.5) - key.get_height()
        image.blit(key, key.get_rect(midtop=(w // 2, key_top)))
        area = pygame.Rect(int(w * 0.04), y, int(w * 0.92), key_top - int(u * 1.5) - y)
        self._explorers(image, area, u)
        self.image = image
        self._buttons(w, buttons_top, bh, u)
        return area.h

    def _ending(self, image, text, ink, y, u) -> int:
        if not text:
            return y
        w = image.get_width()
        width = int(min(w * 0.7, u * 130))
        body = render_wrapped(self.app.fonts, "italic", max(16, int(u * 2.9)), text, width, P.TEXT, 1.18)
        pad = int(u * 2)
        box = make_panel((width + 2 * pad, body.get_height() + 2 * pad), (*P.PAGE, 230), ink,
                         max(4, int(u)), 1)
        box.blit(body, (pad, pad))
        image.blit(box, box.get_rect(midtop=(w // 2, y)))
        return y + box.get_height() + int(u * 2.5)

    def _explorers(self, image, area: pygame.Rect, u: float) -> None:
        players = self.view["players"]
        n = len(players)
        gap = int(u * 1.5)
        card_w = min(int(u * 60), (area.w - gap * (n - 1)) // n)
        left = area.centerx - (card_w * n + gap * (n - 1)) // 2
        for i, p in enumerate(players):
            height = max(int(u * 16), min(area.h, int(u * 44)))   # small charts, even on a tall screen
            rect = pygame.Rect(left + i * (card_w + gap), area.top, card_w, height)
            rect.centery = max(rect.centery, area.centery)
            self._card(image, rect, p, u)

    def _card(self, image, rect, p, u) -> None:
        fonts = self.app.fonts
        traitor = p.get("role") == "traitor"
        side_ink = P.TRAITOR if traitor else P.HERO_DIM
        image.blit(make_panel(rect.size, P.PANEL_FILL, side_ink, max(4, int(u)), 2 if traitor else 1), rect)
        pad = int(u * 1.3)
        rgb = explorer_rgb(p["colour"])
        radius = int(u * 2.6)
        centre = (rect.left + pad + radius, rect.top + pad + radius)
        from scenes.board.art.portraits import portrait, portrait_key

        crest_of = p["colour"] if self.pack.ruleset == "legacy" else None
        face = portrait(portrait_key(self.pack, p), rgb, radius * 2, crest_of)
        image.blit(face, face.get_rect(center=centre))
        pygame.draw.circle(image, side_ink, centre, radius + 1, 2)
        known = self.pack.explorers.get(p["explorer"])
        explorer = _(known.name) if known is not None else p["explorer"]
        x = centre[0] + radius + int(u)
        room = rect.right - pad - x
        name = _fit(fonts, "serif", max(14, int(u * 2.8)), explorer, room, P.TEXT)
        image.blit(name, (x, rect.top + pad - int(u * 0.4)))
        side = _("Traitor") if traitor else _("Hero")
        fate = (_("died in turn {n}").format(n=self.died[p["seat"]]) if p["seat"] in self.died else _("died")) \
            if not p.get("alive", True) else _("survived")
        if p.get("escaped"):
            fate = _("got out of the house")
        ink = P.TRAITOR_HOT if traitor else P.TEXT_SOFT
        small = fonts.get("italic", max(12, int(u * 2.2)))
        words = [f"{p['name']} · {side} · {fate}"]
        if small.size(words[0])[0] > room:   # a narrow card: the fate on a line of its own
            words = [f"{p['name']} · {side}", fate]
        y = rect.top + pad + int(u * 2.6)
        for text in words:
            image.blit(_fit(fonts, "italic", max(12, int(u * 2.2)), text, room, ink), (x, y))
            y += small.get_linesize()
        self.notes.append((pygame.Rect(rect), [explorer, *words]))   # what was cut, whole on hover
        # every chart starts at the same height, whether its fate took one line or two
        top = rect.top + pad + int(u * 3.2) + 2 * small.get_linesize()
        chart = pygame.Rect(rect.left + pad, top, rect.w - 2 * pad, rect.bottom - pad - top)
        if chart.h > u * 5:
            draw_chart(image, chart, self.history, p["seat"], fonts, u)

    def _buttons(self, w, top, bh, u) -> None:
        self.widgets.clear()
        entries = [(N_("Back to the title"), self.to_title, "end:title")]
        if self.replay_class is not None:
            entries.append((N_("Watch the replay"), self.watch_replay, "end:replay"))
        bw, gap = int(u * 30), int(u * 2)
        x = w // 2 - (len(entries) * bw + (len(entries) - 1) * gap) // 2
        for label, action, name in entries:
            self.widgets.add(fitted_button(label, action, pygame.Rect(x, top, bw, bh), self.app.fonts, name=name))
            x += bw + gap

    # -- the loop -------------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if isinstance(intent, Key) and intent.name == "escape":
            self.to_title()
            return
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        self.app.backdrop.update(dt)

    def draw(self, surface) -> None:
        self.app.backdrop.draw(surface, veil=VEIL)
        if self.image is not None:
            surface.blit(self.image, (0, 0))
        for rect, lines in getattr(self, "notes", ()):
            hover.note(rect, lines)
        self.widgets.draw(surface)


def _fit(fonts, face, size, text, width, colour):
    font = fonts.get(face, size)
    return font.render(fit_text(font, text, width), True, colour)
