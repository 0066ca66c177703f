"""Each explorer's four traits over the game, read back from the log, and drawn small.

``trait_history`` replays a finished game's events with ``game.replayer.Replayer``
and samples every explorer's Speed, Might, Sanity and Knowledge at the end of each
turn (through the omniscient view, which the end of the game unlocks). A trait on
the skull counts as 0. ``draw_chart`` draws one explorer's four lines, with a red
mark where the haunt began.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import _
import pygame

from game.replayer import Replayer
from game.views import view as view_of
from scenes.kit import palette as P
from scenes.board.style import TRAIT_ORDER, TRAIT_RGB

TOP_VALUE = 8      # the highest value on any classic track


@dataclass
class History:
    samples: list[list[dict]] = field(default_factory=list)   # per sample, per seat: trait -> value
    turns: list[int] = field(default_factory=list)            # the turn number of each sample
    haunt_at: int | None = None       # the first sample taken after the haunt began
    died_at: dict = field(default_factory=dict)   # seat -> the sample where the explorer was gone


def trait_values(pack, player: dict) -> dict:
    explorer = pack.explorers[player["explorer"]]
    out = {}
    for trait in TRAIT_ORDER:
        index = player["traits"].get(trait, 0)
        out[trait] = explorer.tracks[trait][index] if index >= 0 else 0
    return out


def trait_history(pack, events) -> History:
    """Sample the traits at the start and at each turn's end."""
    events = list(events)
    replay = Replayer(pack, events)
    marks = [i + 1 for i, e in enumerate(events) if e["t"] == "turn_ended"]
    first = next((i + 1 for i, e in enumerate(events) if e["t"] == "turn_started"), None)
    if first is not None:
        marks.insert(0, first)
    if not marks or marks[-1] != len(events):
        marks.append(len(events))   # the game ends mid-turn: its last state too
    history = History()
    haunt_event = next((i for i, e in enumerate(events) if e["t"] == "haunt_started"), None)
    for n in marks:
        seen = view_of(pack, replay.seek(n), "omniscient")
        players = seen["players"]
        history.samples.append([trait_values(pack, p) for p in players])
        history.turns.append((seen["turn"] or {}).get("number", seen["turns_taken"]))
        if haunt_event is not None and history.haunt_at is None and n > haunt_event:
            history.haunt_at = len(history.samples) - 1
        for p in players:
            if not p.get("alive", True) and not p.get("escaped"):
                history.died_at.setdefault(p["seat"], len(history.samples) - 1)
    return history


def draw_chart(surface, rect: pygame.Rect, history: History, seat: int, fonts, unit: float) -> None:
    """Four small lines on a dark plate; the haunt's start and a death are marked."""
    pygame.draw.rect(surface, (10, 8, 18), rect, border_radius=max(3, int(unit * 0.6)))
    pygame.draw.rect(surface, P.PANEL_BORDER, rect, 1, border_radius=max(3, int(unit * 0.6)))
    samples = history.samples
    if len(samples) < 2:
        return
    plot = pygame.Rect(rect.left + int(unit * 2.4), rect.top + int(unit * 1.2),
                       rect.w - int(unit * 3.6), rect.h - int(unit * 3.6))
    small = fonts.get("body", max(10, int(unit * 1.6)))
    for value in (0, 4, TOP_VALUE):   # a few guide lines, numbered at the left
        y = _y(plot, value)
        pygame.draw.line(surface, (34, 28, 46), (plot.left, y), (plot.right, y), 1)
        label = small.render(str(value), True, P.TEXT_MUTED)
        surface.blit(label, label.get_rect(midright=(plot.left - 3, y)))
    last = len(samples) - 1
    if history.haunt_at is not None:
        x = _x(plot, history.haunt_at, last)
        for y in range(plot.top, plot.bottom, 6):   # dashed: where the house turned
            pygame.draw.line(surface, P.TRAITOR_DIM, (x, y), (x, min(plot.bottom, y + 3)), 2)
    end = history.died_at.get(seat, last)
    for k, trait in enumerate(TRAIT_ORDER):
        points = [(_x(plot, i, last), _y(plot, samples[i][seat][trait], k)) for i in range(end + 1)]
        if len(points) >= 2:
            pygame.draw.lines(surface, TRAIT_RGB[trait], False, points, max(2, int(unit * 0.28)))
        # each trait's own mark along its line (a shape as well as a colour): a few of them
        step = max(1, len(points) // 4)
        for point in points[::step] + points[-1:]:
            trait_mark(surface, trait, point, max(3, int(unit * 0.75)))
    for i, anchor in ((0, "midleft"), (last, "midright")):   # the turns the chart spans
        label = small.render(_("turn {n}").format(n=history.turns[i]), True, P.TEXT_MUTED)
        spot = label.get_rect(**{anchor: (_x(plot, i, last), rect.bottom - max(6, int(unit * 0.9)))})
        surface.blit(label, spot)
    if seat in history.died_at:
        from scenes.board.art.glyphs import glyph

        skull = glyph("skull", int(unit * 2.4), P.TEXT)
        surface.blit(skull, skull.get_rect(center=(_x(plot, end, last), plot.bottom - int(unit * 1.2))))


# speed ●, might ■, sanity ▲, knowledge ◆: told apart without colour (issue 20)
TRAIT_MARKS = {"speed": "circle", "might": "square", "sanity": "triangle", "knowledge": "diamond"}


def trait_mark(surface, trait: str, centre, r: int) -> None:
    x, y = int(centre[0]), int(centre[1])
    colour, kind = TRAIT_RGB[trait], TRAIT_MARKS[trait]
    if kind == "circle":
        pygame.draw.circle(surface, colour, (x, y), r)
    elif kind == "square":
        pygame.draw.rect(surface, colour, (x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
    elif kind == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    else:
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)])


def _x(plot, i: int, last: int) -> int:
    return plot.left + int(plot.w * i / max(1, last))


def _y(plot, value: int, lane: int | None = None) -> float:
    # lines of equal value are nudged a pixel apart so all four stay visible
    nudge = 0 if lane is None else (lane - 1.5) * 1.2
    return plot.bottom - plot.h * min(value, TOP_VALUE) / TOP_VALUE - nudge


def legend(fonts, unit: float) -> pygame.Surface:
    """Speed · Might · Sanity · Knowledge in their colours, and the haunt's mark."""
    size = max(12, int(unit * 2.1))
    parts = []
    for trait in TRAIT_ORDER:
        swatch = pygame.Surface((int(unit * 2.4), max(8, int(unit * 1.8))), pygame.SRCALPHA)
        mid = swatch.get_height() // 2
        pygame.draw.line(swatch, TRAIT_RGB[trait], (0, mid), (swatch.get_width(), mid), max(2, int(unit * 0.28)))
        trait_mark(swatch, trait, (swatch.get_width() // 2, mid), max(3, int(unit * 0.7)))
        parts.append((swatch, fonts.render("body", size, trait.title(), P.TEXT_SOFT)))
    mark = pygame.Surface((max(2, int(unit * 0.3)), int(unit * 1.8)))
    mark.fill(P.TRAITOR_DIM)
    parts.append((mark, fonts.render("body", size, "the haunt begins", P.TEXT_SOFT)))
    gap = int(unit * 1.8)
    width = sum(s.get_width() + 6 + t.get_width() + gap for s, t in parts)
    height = max(t.get_height() for _s, t in parts)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for swatch, text in parts:
        out.blit(swatch, swatch.get_rect(midleft=(x, height // 2)))
        x += swatch.get_width() + 6
        out.blit(text, (x, 0))
        x += text.get_width() + gap
    return out
