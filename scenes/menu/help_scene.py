"""How to play: a short plain-language tour of a game of Hollowmere, scrollable.

The text is the game's own summary, not the rulebook; the engine holds the rules.
Scroll with the wheel, the arrow keys, Page Up/Down, Home/End, or by dragging.
Sections are shown with pictures of the game itself (``PICTURES``: files in
``assets/help`` made by ``tools/help_pictures.py`` from ``tools/screenshot.py``'s
scenes); a missing file leaves its section in words only. "Learn by playing" beside Back
opens the guided first game.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from scenes.kit import palette as P
from scenes.kit.intents import Drag, Key, Wheel
from scenes.kit.panel import PanelScene
from scenes.kit.widgets import render_wrapped

SECTIONS: tuple[tuple[str, str], ...] = (
    (N_("The house"),
     N_("Three to six explorers share one screen and enter Hollowmere together. At first "
     "only the entrance and a few rooms near it are known. The rest of the house is "
     "built as you play, one room tile at a time, so no two games share a floor plan.")),
    (N_("Exploring"),
     N_("On your turn you may walk as many rooms as your Speed allows. Step through a "
     "doorway that opens onto nothing yet and a new room is drawn and laid there; you "
     "turn it so that its doors meet yours. Finding a new room that holds a symbol "
     "ends your walk for the turn.")),
    (N_("Cards"),
     N_("Symbols in a room make you draw a card. An event happens at once and is gone. "
     "An item stays with you: a weapon, a tool, a bottle of something doubtful. An "
     "omen stays too, and it is both useful and a bad sign.")),
    (N_("Traits"),
     N_("Every explorer has four traits: Might and Speed for the body, Sanity and "
     "Knowledge for the mind. Cards ask you to roll dice for a trait and beat a number; "
     "harm moves a trait down its track. Until the haunt begins, nobody can die: a "
     "trait simply stops at its lowest mark.")),
    (N_("The haunt roll"),
     N_("Each time someone draws an omen, they roll six dice at the end of their turn. "
     "If the total is lower than the number of omens found so far, the haunt begins. "
     "Every omen makes the next roll more dangerous.")),
    (N_("The haunt and the traitor"),
     N_("The omen just drawn and the room it was found in decide which story the house "
     "tells, and which explorer now works against the others. The table splits: the "
     "traitor reads their goal in private, then the heroes read theirs, with a privacy "
     "screen between so no one sees the other side's pages. From here on a trait that "
     "falls off its track means death. The first side to meet its goal wins. In some "
     "stories the traitor is hidden: a lot is drawn face down, and each player in turn "
     "reads a private page that tells them alone whether they drew it. Your goals stay "
     "behind My goals, which asks everyone else to look away first.")),
    (N_("Saves and secrets"),
     N_("Every game saves itself as it goes: Continue picks up the latest, Load game lists "
     "them all. Watch replays a save; a game still being played is shown only as the "
     "whole table sees it, a finished one with everything open. The save file itself "
     "holds every secret of the game, the traitor's name and the order of the decks "
     "included: anyone who opens the file can read them, so keep the saves of a game "
     "under way away from curious players.")),
    (N_("Bots"),
     N_("Any seat can be played by a bot: choose Random, Sensible or Cunning on the seat's "
     "button when you set the game up. Bots take their turns at a pace you can follow. "
     "Press F while a bot is playing to skip ahead: the bots play on at once until a "
     "person has to act, or something happens to a person's explorer (hurt, robbed, "
     "killed), the haunt begins or the game ends (with bots alone: to the end); F again "
     "stops it.")),
    (N_("Keys on the board"),
     N_("Space finishes an animation. F skips ahead past the bots' turns. Ctrl+Z takes back "
     "your last step. The number keys show a floor; + and - zoom; drag to look around; H (or "
     "the Fit button) fits the floor to the board again, as each turn begins. R turns a room "
     "you are placing. Hover a lit room to see the way there and its cost; one click walks "
     "it. Tab (or the arrow keys) picks the lit rooms one by one, Enter goes there. "
     "Esc finishes what is moving, else opens the game's menu: Resume, Rules, Settings, and "
     "Save and leave (the game is saved as you play). F11 switches fullscreen.")),
    (N_("At the table"),
     N_("Hollowmere keeps the dice, decks, tracks and secrets for you, so the table can "
     "argue about the important things: which door to open, and whom to trust.")),
)


# a section's heading -> its picture in assets/help (tools/help_pictures.py)
PICTURES = {"The house": "house", "Exploring": "explore", "Cards": "cards", "Traits": "traits",
            "The haunt roll": "haunt_roll", "The haunt and the traitor": "haunt"}
_loaded: dict[str, pygame.Surface | None] = {}


def picture(name: str) -> pygame.Surface | None:
    """The picture ``name`` from assets/help, in the language in use where it has its own
    (``assets/help/de/``: a German page showed English rooms), loaded once (None if it is
    not there)."""
    from game.i18n import language

    key = f"{language()}/{name}"
    if key not in _loaded:
        from game.paths import assets_root

        folder = assets_root() / "help"
        _loaded[key] = None
        for path in (folder / language() / f"{name}.png", folder / f"{name}.png"):
            try:
                _loaded[key] = pygame.image.load(str(path))
                break
            except (OSError, pygame.error, FileNotFoundError):
                continue
    return _loaded[key]


class HelpScene(PanelScene):
    heading = N_("How to play")
    offers_tutorial = True   # "Learn by playing": the guided first game, again

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0.0         # pixels of content scrolled past the top
        self.target = 0.0         # where the scroll is easing to
        self.page: pygame.Surface | None = None

    @property
    def max_scroll(self) -> float:
        if self.page is None:
            return 0.0
        return max(0.0, self.page.get_height() - self.content.h)

    def sections(self) -> tuple[tuple[str, str], ...]:
        """(heading, text) pairs shown, in order."""
        return SECTIONS

    def blocks(self, width: int) -> list[tuple[pygame.Surface, int]]:
        """The page as (surface, gap below it) blocks, top to bottom."""
        u, fonts = self.unit, self.app.fonts
        blocks = []
        for heading, text in self.sections():
            blocks.append((fonts.render("serif", int(u * 3.8), _(heading), P.ACCENT), int(u * 0.6)))
            shown = picture(PICTURES[heading]) if heading in PICTURES else None
            blocks.append((render_wrapped(fonts, "body", max(13, int(u * 2.75)), _(text), width,
                                          P.TEXT, line_gap=1.18), int(u * (1.6 if shown else 3.2))))
            if shown is not None:
                blocks.append((self._framed(shown, width), int(u * 3.2)))
        return blocks

    def _framed(self, image: pygame.Surface, width: int) -> pygame.Surface:
        """A picture at its own size on a 720-high window (larger on a larger one, never
        wider than the page), in a thin frame."""
        w = min(width, int(image.get_width() * self.unit / 7.2))
        h = round(w * image.get_height() / image.get_width())
        out = pygame.Surface((width, h), pygame.SRCALPHA)   # centred on the page
        at = pygame.Rect((width - w) // 2, 0, w, h)
        out.blit(pygame.transform.smoothscale(image, (w, h)), at)
        pygame.draw.rect(out, P.ACCENT_DIM, at, 1)
        return out

    def layout_content(self) -> None:
        u = self.unit
        width = self.content.w - int(u * 3)  # room for the scrollbar
        blocks = self.blocks(width) or [(pygame.Surface((1, 1), pygame.SRCALPHA), 0)]
        height = sum(surf.get_height() + gap for surf, gap in blocks)
        self.page = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for surf, gap in blocks:
            self.page.blit(surf, (0, y))
            y += surf.get_height() + gap
        band = max(8, int(u * 5))
        self._fade_top = pygame.Surface((self.content.w, band), pygame.SRCALPHA)
        for y in range(band):
            self._fade_top.fill((255, 255, 255, int(255 * (y / band) ** 0.8)), (0, y, self.content.w, 1))
        self._fade_bottom = pygame.transform.flip(self._fade_top, False, True)
        self.target = min(self.target, self.max_scroll)
        self.scroll = min(self.scroll, self.max_scroll)
        if self.offers_tutorial:
            self._tutorial_button()

    def _tutorial_button(self) -> None:
        """Beside Back, at the panel's foot: the guided first game (``scenes.tutorial``)."""
        from scenes.board.hud.buttons import fitted_button
        from scenes.tutorial.tutorial_scene import open_tutorial

        u = self.unit
        bw, bh = max(180, int(u * 26)), max(34, int(u * 6.4))
        rect = pygame.Rect(0, 0, bw, bh)
        rect.bottomright = (self.panel.right - int(u * 4), self.panel.bottom - int(u * 3.5))
        self.widgets.add(fitted_button(_("Learn by playing"), lambda: open_tutorial(self.app), rect, self.app.fonts,
                                       name="help:tutorial"))

    def scroll_by(self, pixels: float) -> None:
        self.target = max(0.0, min(self.max_scroll, self.target + pixels))

    def handle(self, intent) -> None:
        line = self.unit * 6
        if isinstance(intent, Wheel):
            self.scroll_by(-intent.dy * line)
            return
        if isinstance(intent, Drag) and self.content.collidepoint(intent.start):
            self.scroll_by(-intent.rel[1])
            self.scroll = self.target  # dragging follows the hand, no easing
            return
        if isinstance(intent, Key):
            jumps = {"down": line, "up": -line, "page down": self.content.h * 0.9,
                     "page up": -self.content.h * 0.9, "end": self.max_scroll,
                     "home": -self.max_scroll}
            if intent.name in jumps:
                self.scroll_by(jumps[intent.name])
                return
        super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw_content(self, surface) -> None:
        if self.page is None:
            return
        box = self.content
        view = pygame.Surface(box.size, pygame.SRCALPHA)
        view.blit(self.page, (0, 0), pygame.Rect(0, int(self.scroll), box.w, box.h))
        # Text fades out at an edge where more is hidden, instead of being cut off.
        if self.scroll > 1:
            view.blit(self._fade_top, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        if self.scroll < self.max_scroll - 1:
            view.blit(self._fade_bottom, (0, box.h - self._fade_bottom.get_height()),
                      special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(view, box.topleft)
        if self.max_scroll > 0:
            self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface) -> None:
        box = self.content
        track = pygame.Rect(box.right - int(self.unit * 0.8), box.top, max(2, int(self.unit * 0.5)), box.h)
        pygame.draw.rect(surface, (40, 32, 56), track, border_radius=track.w)
        shown = box.h / (box.h + self.max_scroll)
        thumb_h = max(int(self.unit * 4), int(box.h * shown))
        y = track.top + int((box.h - thumb_h) * (self.scroll / self.max_scroll))
        pygame.draw.rect(surface, P.ACCENT_DIM, (track.left, y, track.w, thumb_h), border_radius=track.w)
