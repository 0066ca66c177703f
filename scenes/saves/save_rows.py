"""How a save reads in the list: who played, how far they got, when, and in what state.

Words only, from a ``SaveInfo`` and (for explorer and haunt names) the save's content
pack, loaded once per pack and only if it loads; without it the ids stand in. The
haunt is named (its story is read aloud to the whole table), a hidden traitor never.
"""

from __future__ import annotations

import datetime as _dt

import pygame

from game.i18n import N_, _, ngettext
from game.narration_words import listed as _listed
from game.vocabulary import MONTHS
from scenes.kit import palette as P
from scenes.kit.widgets import fit_text, make_panel, render_wrapped

DANGER = (204, 84, 72)
DANGER_SOFT = (222, 150, 136)
HAUNTED = (200, 88, 96)
RULESETS = {"classic": N_("Classic"), "legacy": N_("Legacy")}

_packs: dict[str, object] = {}


def pack_for(name: str):
    """The content pack a save names, or None if it does not load (names fall back to ids)."""
    if name not in _packs:
        try:
            from game import load_pack

            _packs[name] = load_pack(name)
        except Exception:  # a missing or broken pack only costs the list its names
            _packs[name] = None
    return _packs[name]


# -- words ----------------------------------------------------------------------------------

def when(mtime: float, now: _dt.datetime | None = None) -> str:
    now = now or _dt.datetime.now()
    then = _dt.datetime.fromtimestamp(mtime)
    days = (now.date() - then.date()).days
    clock = then.strftime("%H:%M")
    if days == 0:
        return _("today, {clock}").format(clock=clock)
    if days == 1:
        return _("yesterday, {clock}").format(clock=clock)
    return _("{day} {month} {year}, {clock}").format(day=then.day, month=_(MONTHS[then.month - 1]),
                                                     year=then.year, clock=clock)


def listed(names) -> str:
    names = list(names)
    return _listed(names) if names else _("nobody")


BOTS = {"random": N_("{name} (random bot)"), "sensible": N_("{name} (sensible bot)"),
        "cunning": N_("{name} (cunning bot)")}


def seat_name(seat: dict) -> str:
    """A seat's name, with its kind of bot if it is one: "Bram (sensible bot)"."""
    name, level = str(seat.get("name", "?")), seat.get("bot")
    if not level:
        return name
    return _(BOTS.get(level, N_("{name} (bot)")) if isinstance(level, str) else "{name} (bot)").format(name=name)


def players_line(info) -> str:
    return listed(seat_name(s) for s in info.seats)


def explorer_lines(info, pack) -> list[str]:
    out = []
    for seat in info.seats:
        ident = seat.get("explorer", "")
        explorer = pack.explorers.get(ident) if pack is not None else None
        name = _(explorer.name) if explorer is not None else str(ident).replace("_", " ").title()
        out.append(_("{seat} as {explorer}").format(seat=seat_name(seat), explorer=name))
    return out


def haunt_name(info, pack) -> str | None:
    if info.haunt is None:
        return None
    number, ident = info.haunt.get("number"), info.haunt.get("haunt")
    data = pack.haunts.get(ident) if pack is not None else None
    title = data.get("title") if data else None
    return (_("Haunt {number}: {title}").format(number=number, title=_(title)) if title
            else _("Haunt {number}").format(number=number))


def winner_words(info) -> str:
    winner = (info.over or {}).get("winner")
    names = [s.get("name", "?") for s in info.seats]
    if winner == "heroes":
        return _("the heroes won")
    if winner == "traitor":
        return _("the traitor won")
    if isinstance(winner, int) and not isinstance(winner, bool) and 0 <= winner < len(names):
        return _("{names} won").format(names=names[winner])
    if isinstance(winner, list) and winner:
        won = [names[s] for s in winner if isinstance(s, int) and 0 <= s < len(names)]
        return _("{names} won").format(names=listed(won)) if won else _("it is over")
    return _("nobody won")


def status_line(info, pack) -> str:
    if info.finished:
        return _("Over: {who_won}").format(who_won=winner_words(info))
    haunt = haunt_name(info, pack)
    return _("The haunt — {haunt}").format(haunt=haunt) if haunt else _("Exploring the house")


def ruleset_line(info, pack) -> str:
    """"Classic · The haunt — Haunt 4: …": the rules and where the game stands."""
    ruleset = _(RULESETS.get(info.ruleset, info.ruleset.title()))
    return _("{ruleset} · {status}").format(ruleset=ruleset, status=status_line(info, pack))


def mark_colour(info):
    if info.damaged:
        return DANGER
    if info.finished:
        return P.TEXT_MUTED
    return HAUNTED if info.haunt else P.CANDLE


# -- pictures -------------------------------------------------------------------------------

def fit(font, text: str, width: int) -> str:
    return fit_text(font, text, width)   # (the list notes a row's whole words for hover)


def render_row(fonts, info, size, unit: float) -> pygame.Surface:
    """One row's words on a transparent surface (the box behind is drawn by the list)."""
    w, h = size
    row = pygame.Surface(size, pygame.SRCALPHA)
    pad = int(unit * 2.2)
    mark = max(4, int(h * 0.1))
    centre = (pad + mark, h // 2)
    pygame.draw.polygon(row, mark_colour(info), [(centre[0], centre[1] - mark), (centre[0] + mark, centre[1]),
                                                 (centre[0], centre[1] + mark), (centre[0] - mark, centre[1])])
    left = pad * 2 + mark * 2
    big = fonts.get("serif", max(15, int(h * 0.32)))
    small = fonts.get("italic", max(12, int(h * 0.25)))
    if info.damaged:
        right1 = fonts.render("display", max(13, int(h * 0.27)), "Damaged", DANGER)
        line1, ink1 = info.name, P.TEXT_SOFT
        line2, ink2 = info.problem, DANGER_SOFT
        right2 = small.render(when(info.mtime), True, P.TEXT_MUTED)
    else:
        pack = pack_for(info.pack)
        right1 = fonts.render("display", max(13, int(h * 0.29)), _("Turn {n}").format(n=info.turn), P.TEXT)
        line1, ink1 = players_line(info), P.TEXT
        line2 = ruleset_line(info, pack)
        ink2 = HAUNTED if info.haunt and not info.finished else P.TEXT_SOFT
        right2 = small.render(when(info.mtime), True, P.TEXT_MUTED)
    y1, y2 = int(h * 0.12), int(h * 0.54)
    row.blit(right1, right1.get_rect(topright=(w - pad, y1 + 2)))
    row.blit(right2, right2.get_rect(topright=(w - pad, y2 + 2)))
    room1 = w - pad - right1.get_width() - pad - left
    room2 = w - pad - right2.get_width() - pad - left
    row.blit(big.render(fit(big, line1, room1), True, ink1), (left, y1))
    row.blit(small.render(fit(small, line2, room2), True, ink2), (left, y2))
    return row


def row_words(info) -> list[str]:
    """A row's two lines of words, whole (for hover: ``render_row`` may shorten them)."""
    if info.damaged:
        return [info.name, info.problem]
    pack = pack_for(info.pack)
    return [players_line(info), ruleset_line(info, pack)]


def row_boxes(size, unit: float) -> dict[str, pygame.Surface]:
    radius = max(4, int(unit))
    return {
        "normal": make_panel(size, (20, 16, 34, 190), P.BUTTON_BORDER, radius, 1),
        "hover": make_panel(size, (34, 26, 50, 215), P.ACCENT_DIM, radius, 1),
        "selected": make_panel(size, (50, 35, 58, 235), P.ACCENT, radius, 2),
    }


def render_details(fonts, info, width: int, unit: float, technical: bool = False) -> pygame.Surface:
    """The selected save in full, above its Load / Watch / Delete buttons: who plays which
    explorer, the rules, the turn, the haunt, when. The file's name and its count of events
    are for the curious: only with ``technical`` (the File details button)."""
    blocks: list[tuple[pygame.Surface, int]] = []

    def add(face, scale, text, ink, gap=0.5, line=1.15):
        blocks.append((render_wrapped(fonts, face, max(12, int(unit * scale)), text, width, ink, line),
                       int(unit * gap)))

    if info.damaged:
        add("display", 3.6, _("This save is damaged"), DANGER, 1.2)
        add("body", 2.5, info.problem, DANGER_SOFT, 1.6, 1.2)
        add("italic", 2.4, _("It cannot be loaded or watched. Delete it, or keep the file to look at "
                             "later; no other save is affected."), P.TEXT_SOFT, 1.6)
        add("body", 2.2, _("File: {file}").format(file=info.name), P.TEXT_MUTED, 0.4)
        add("body", 2.2, _("Last changed {when}").format(when=when(info.mtime)), P.TEXT_MUTED, 0)
    else:
        pack = pack_for(info.pack)
        add("serif", 3.4, players_line(info), P.TEXT, 1.0, 1.05)
        for text in explorer_lines(info, pack):
            add("body", 2.3, text, P.TEXT_SOFT, 0.2)
        blocks[-1] = (blocks[-1][0], int(unit * 1.6))
        ruleset = _(RULESETS.get(info.ruleset, info.ruleset.title()))
        add("body", 2.4, _("{ruleset} rules · turn {n}").format(ruleset=ruleset, n=info.turn), P.TEXT, 0.5)
        status = status_line(info, pack)
        add("body", 2.4, status, HAUNTED if info.haunt and not info.finished else P.TEXT, 0.5)
        add("body", 2.4, _("Last played {when}").format(when=when(info.mtime)), P.TEXT_SOFT, 1.2)
        for warning in info.warnings:
            add("italic", 2.2, warning, P.CANDLE, 0.4)
        if technical:
            add("body", 2.1, ngettext("File {file} · {n} event", "File {file} · {n} events", info.events)
                .format(file=info.name, n=info.events), P.TEXT_MUTED, 0)
    height = sum(b.get_height() + gap for b, gap in blocks)
    out = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for block, gap in blocks:
        out.blit(block, (0, y))
        y += block.get_height() + gap
    return out
