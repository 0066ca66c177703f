"""Legacy families on screen: the crest, the family card, what the pack says of them.

A family plays like an explorer card (the engine turns each into an ``Explorer`` with
one side), but the pack's ``families.yaml`` also gives a crest in words, a line of
history and the members' names, which the pack keeps for the screens
(``pack.extra["families"]``, read and checked by the loader with the rest).

The crest is drawn, not shipped: a heater shield in the family's colour, an ordinary
(chevron, bend, pale, saltire, fess) and a charge in a metal, all chosen from the
colour, so each family keeps one recognisable arms.
"""

from __future__ import annotations

import math
from functools import lru_cache

from game import vocabulary as words
from game.i18n import _, ngettext
import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.kit.animation import shrink_to
from scenes.kit.widgets import fit_lines, render_wrapped

GOLD = (226, 190, 112)
SILVER = (226, 224, 214)
# colour -> (ordinary, charge, metal)
ARMS = {
    "red": ("chevron", "roundels", GOLD),
    "green": ("bend", "crescent", SILVER),
    "blue": ("pale", "star", SILVER),
    "purple": ("saltire", "key", GOLD),
    "yellow": ("chief", "sheaf", (150, 40, 36)),
    "orange": ("cross", "roundels", SILVER),
    "white": ("chevron", "star", (60, 50, 80)),
}


def is_legacy(pack) -> bool:
    return getattr(pack, "ruleset", "") == "legacy"


# -- what families.yaml says ------------------------------------------------------------------

def family_info(pack, family_id: str) -> dict:
    """``{name, colour, crest, history, members}`` of a family (missing parts empty)."""
    ex = pack.explorers.get(family_id)
    # the pack's families, as its loader read and checked them (a campaign pack built on
    # the legacy house has them from its base): never the content files read again here
    raw = (getattr(pack, "extra", None) or {}).get("families", {}).get(family_id) or {}
    return {
        "name": raw.get("name") or (ex.name if ex else family_id),
        "colour": raw.get("colour") or (ex.colour if ex else "white"),
        "crest": str(raw.get("crest") or ""),
        "history": str(raw.get("history") or (ex.bio if ex else "")),
        "members": [str(m) for m in (raw.get("members") or ())] or [f"A {ex.name if ex else family_id}"],
    }


# -- the crest --------------------------------------------------------------------------------

def _shield_points(w: float, h: float) -> list[tuple[float, float]]:
    top, side = h * 0.04, w * 0.06
    pts = [(side, top), (w - side, top), (w - side, h * 0.46)]
    # the right flank curves in to the point, then the left back up
    for i in range(1, 13):
        t = i / 12
        ang = t * math.pi / 2
        pts.append((w / 2 + (w / 2 - side) * math.cos(ang), h * 0.46 + (h * 0.52) * math.sin(ang)))
    for i in range(11, -1, -1):
        t = i / 12
        ang = t * math.pi / 2
        pts.append((w / 2 - (w / 2 - side) * math.cos(ang), h * 0.46 + (h * 0.52) * math.sin(ang)))
    return pts


@lru_cache(maxsize=64)
def crest(colour: str, height: int, dim: bool = False) -> pygame.Surface:
    """The family's arms on a shield ``height`` pixels tall (width 0.84 × height)."""
    height = max(12, int(height))
    k = 4  # drawn large, then smoothed down: the curves stay clean at any size
    W, H = int(height * 0.84) * k, height * k
    rgb = S.explorer_rgb(colour)
    ordinary, charge, metal = ARMS.get(colour, ("cross", "star", SILVER))
    if dim:
        rgb, metal = S.mix(rgb, (36, 32, 46), 0.6), S.mix(metal, (36, 32, 46), 0.6)
    field = pygame.Surface((W, H), pygame.SRCALPHA)
    field.fill((*rgb, 255))
    # a soft light from the upper left, as if the shield were enamel
    for i in range(10):
        pygame.draw.circle(field, S.mix(rgb, (255, 255, 255), 0.025 * (i + 1)),
                           (int(W * 0.34), int(H * 0.28)), int(W * (0.7 - i * 0.055)))
    _ordinary(field, ordinary, metal, W, H)
    _charge(field, charge, metal if ordinary != "fess" else S.mix(metal, rgb, 0.2), rgb, W, H, ordinary)
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    pts = _shield_points(W, H)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    edge = S.mix(metal, (0, 0, 0), 0.15)
    pygame.draw.polygon(field, (*edge, 255), pts, max(2, W // 22))
    pygame.draw.polygon(field, (20, 14, 24, 255), pts, max(1, W // 70))
    out = pygame.transform.smoothscale(field, (W // k, H // k))
    return out


def _ordinary(s, kind, metal, W, H) -> None:
    t = int(W * 0.2)
    if kind == "chevron":
        pygame.draw.polygon(s, metal, [(0, H * 0.78), (W / 2, H * 0.34), (W, H * 0.78),
                                       (W, H * 0.78 + t), (W / 2, H * 0.34 + t), (0, H * 0.78 + t)])
    elif kind == "bend":
        pygame.draw.line(s, metal, (0, 0), (W, H * 0.95), int(t * 1.1))
    elif kind == "chief":
        pygame.draw.rect(s, metal, (0, 0, W, H * 0.3))
    elif kind == "pale":
        pygame.draw.rect(s, metal, (W / 2 - t / 2, 0, t, H))
    elif kind == "saltire":
        for a, b in (((0, 0), (W, H)), ((W, 0), (0, H))):
            pygame.draw.line(s, metal, a, b, int(t * 0.8))
    elif kind == "fess":
        pygame.draw.rect(s, metal, (0, H * 0.36, W, t * 1.1))
    else:  # cross
        pygame.draw.rect(s, metal, (W / 2 - t / 2, 0, t, H))
        pygame.draw.rect(s, metal, (0, H * 0.36, W, t))


def _charge(s, kind, metal, field, W, H, ordinary) -> None:
    r = W * 0.1
    if kind == "roundels":
        spots = [(W * 0.28, H * 0.22), (W * 0.72, H * 0.22), (W * 0.5, H * 0.8)]
        for x, y in spots:
            pygame.draw.circle(s, metal, (int(x), int(y)), int(r))
    elif kind == "crescent":
        c = (int(W * 0.7), int(H * 0.28))
        pygame.draw.circle(s, metal, c, int(r * 1.5))
        pygame.draw.circle(s, field, (c[0] + int(r * 0.6), c[1] - int(r * 0.35)), int(r * 1.25))
        c2 = (int(W * 0.3), int(H * 0.72))
        pygame.draw.circle(s, metal, c2, int(r * 1.1))
        pygame.draw.circle(s, field, (c2[0] + int(r * 0.45), c2[1] - int(r * 0.25)), int(r * 0.92))
    elif kind == "star":
        for cx, cy, rr in ((W * 0.24, H * 0.3, r * 1.3), (W * 0.76, H * 0.3, r * 1.3)):
            pts = []
            for i in range(10):
                ang = -math.pi / 2 + i * math.pi / 5
                rad = rr if i % 2 == 0 else rr * 0.42
                pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
            pygame.draw.polygon(s, metal, pts)
    elif kind == "key":
        for cx in (W * 0.5,):
            cy = H * 0.5
            pygame.draw.circle(s, field, (int(cx), int(cy - r * 1.6)), int(r * 1.2))
            pygame.draw.circle(s, metal, (int(cx), int(cy - r * 1.6)), int(r * 1.2), max(2, int(r * 0.4)))
            pygame.draw.rect(s, field, (cx - r * 0.45, cy - r * 0.6, r * 0.9, r * 3.6))
            pygame.draw.rect(s, metal, (cx - r * 0.3, cy - r * 0.5, r * 0.6, r * 3.4))
            pygame.draw.rect(s, metal, (cx, cy + r * 1.9, r * 1.0, r * 0.5))
            pygame.draw.rect(s, metal, (cx, cy + r * 2.5, r * 0.7, r * 0.4))
    elif kind == "sheaf":
        base = (W * 0.5, H * 0.86)
        for ang in (-0.36, -0.18, 0.0, 0.18, 0.36):
            tip = (base[0] + math.sin(ang) * H * 0.44, base[1] - math.cos(ang) * H * 0.44)
            pygame.draw.line(s, metal, base, tip, max(2, int(r * 0.3)))
            pygame.draw.ellipse(s, metal, (tip[0] - r * 0.42, tip[1] - r * 0.85, r * 0.84, r * 1.7))
        pygame.draw.rect(s, metal, (W * 0.38, H * 0.66, W * 0.24, r * 0.6), border_radius=int(r * 0.2))
        # three roundels on the chief
        for x in (0.3, 0.5, 0.7):
            pygame.draw.circle(s, field, (int(W * x), int(H * 0.15)), int(r * 0.75))


# -- the family card (setup) -------------------------------------------------------------------

def render_family(fonts, pack, family_id: str, size, *, state: str = "free",
                  taken_by: str | None = None) -> pygame.Surface:
    """A family card: crest, name, colour, the four tracks with the start marked, the
    crest in words, the members and a line of history.

    ``state``: "free", "chosen" (the selected seat's family), "taken" (another seat's)."""
    from scenes.board.hud.explorer_card import draw_tracks

    w, h = size
    info = family_info(pack, family_id)
    ex = pack.explorers[family_id]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rgb = S.explorer_rgb(info["colour"])
    dim = state == "taken"
    radius = max(4, h // 22)
    fill = {"free": (24, 19, 40, 238), "chosen": (52, 38, 56, 246)}.get(state, (16, 14, 24, 225))
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    # a wash of the family colour behind the crest
    wash = pygame.Surface((w, int(h * 0.36)), pygame.SRCALPHA)
    for i in range(wash.get_height()):
        a = int(54 * (1 - i / wash.get_height()) ** 1.6) if not dim else 14
        pygame.draw.line(wash, (*rgb, a), (0, i), (w, i))
    surf.blit(wash, (0, 0))
    border = P.CANDLE if state == "chosen" else (S.mix(rgb, (40, 30, 50), 0.35) if not dim else P.BUTTON_BORDER_DISABLED)
    pygame.draw.rect(surf, border, surf.get_rect(), 2 if state == "chosen" else 1, border_radius=radius)
    pad = max(6, w // 26)
    ink = P.TEXT if not dim else P.TEXT_MUTED
    soft = P.TEXT_SOFT if not dim else P.TEXT_MUTED
    crest_h = int(min(h * 0.27, w * 0.3))
    shield = crest(info["colour"], crest_h)
    if dim:
        shield = shield.copy()
        shield.set_alpha(150)
    surf.blit(shield, (pad, pad))
    left = pad + shield.get_width() + pad
    text_w = w - left - pad
    name_font = fonts.get("serif", max(14, int(h * 0.085)))
    surf.blit(name_font.render(info["name"], True, ink), (left, pad - 2))
    y = pad - 2 + int(name_font.get_linesize() * 0.95)
    sub_size = max(11, int(h * 0.052))
    if taken_by:
        sub = (_("Playing: {name}") if state == "chosen" else _("Taken by {name}")).format(name=taken_by)
        sub_img = fonts.render("italic", sub_size, sub, P.CANDLE_HOT if state == "chosen" else soft)
    else:
        sub_img = fonts.render("italic", sub_size, ngettext("the {colour} family · {n} member", "the {colour} family · {n} members",
                                          len(info["members"])).format(colour=words.colour(info["colour"]),
                                                                       n=len(info["members"])),
                               S.mix(rgb, (255, 255, 255), 0.35) if not dim else soft)
    sub_img = shrink_to(sub_img, text_w)   # (a longer language's words: narrower, never past the card)
    surf.blit(sub_img, (left, y))
    y += sub_img.get_height() + 1
    if info["crest"]:
        font = fonts.get("italic", max(11, int(h * 0.048)))
        room = max(1, (pad + crest_h - y) // max(1, font.get_linesize()))
        lines, _cut = fit_lines(font, info["crest"], text_w, room)
        for line in lines:
            surf.blit(font.render(line, True, P.TEXT_MUTED), (left, y))
            y += font.get_linesize()
    top = pad + crest_h + max(4, h // 40)
    tracks_h = int(h * 0.36)
    tracks = pygame.Rect(pad, top, w - 2 * pad, tracks_h)
    draw_tracks(surf, tracks, fonts, ex, None, dim=dim)
    y = tracks.bottom + max(3, h // 60)
    font = fonts.get("italic", max(12, int(h * 0.054)))
    pygame.draw.line(surf, S.mix(rgb, (30, 24, 40), 0.5) if not dim else P.BUTTON_BORDER_DISABLED,
                     (pad, y), (w - pad, y), 1)
    y += max(3, h // 70)
    members_font = fonts.get("body", max(11, int(h * 0.046)))
    members = _("Members: {names}").format(names=", ".join(m.split()[0] for m in info["members"]))
    members_h = members_font.get_linesize() if members_font.size(members)[0] <= w - 2 * pad else 0
    room = max(1, (h - pad // 2 - y - members_h) // font.get_linesize())
    lines, _cut = fit_lines(font, info["history"], w - 2 * pad, room)
    for line in lines:
        surf.blit(font.render(line, True, soft), (pad, y))
        y += font.get_linesize()
    if members_h and y + members_h <= h - pad // 3:  # the names setup offers (↻ goes through them)
        tint = S.mix(rgb, P.TEXT, 0.55) if not dim else P.TEXT_MUTED
        surf.blit(members_font.render(members, True, tint), (pad, h - pad // 2 - members_h))
    return surf



def family_blurb(fonts, pack, family_id: str, width: int, unit: float) -> pygame.Surface:
    """The history line, wrapped (tooltips and the HUD)."""
    info = family_info(pack, family_id)
    return render_wrapped(fonts, "italic", max(12, int(unit * 2.2)), info["history"], width, P.TEXT_SOFT, 1.05)
