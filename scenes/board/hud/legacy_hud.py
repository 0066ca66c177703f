"""The HUD's legacy parts: ACTION WORD labels, used cards turned sideways, TAKE, and the
family's crest in the portrait.

Legacy rules (rulebook p.12–14): every card use, tile action and haunt action has an
action word (DRINK, OPERATE, SEARCH…), each word once per turn; a card used turns
sideways until the start of its holder's next turn; TAKE asks another explorer on your
tile for a card. The buttons say the word first — "DRINK — Bottle of Physic" — so the
word spent is the one the button shows.
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.kit import palette as P
from scenes.board import style as S
from scenes.board.art.family_art import crest, family_info, is_legacy

DASH = " — "
USED_ANGLE = 90            # a used card lies on its side (turned a quarter clockwise)
TAKE_INLINE = 2            # this many TAKE choices get their own buttons; more open a list


# -- labels ----------------------------------------------------------------------------------

def _short(name: str) -> str:
    """A card's name without its leading article, for narrow buttons."""
    return name[4:] if name.startswith("The ") else name


def haunt_action(view, action_id: str):
    """The haunt action (word, label, …) of this id in the books the view may read."""
    haunt = (view or {}).get("haunt") or {}
    for book in (haunt.get("books") or {}).values():
        for action in book.get("actions") or ():
            if action.get("id") == action_id:
                return action
    return None


def command_label(pack, view, command) -> str | None:
    """The ACTION WORD label of a command, or None when it has no word (in the language in
    use: the rules' own words from the catalogue, the content's from its overlays)."""
    kind = command.type
    if kind == "use_item":
        card = pack.cards[command["card"]]
        word = (card.use or {}).get("word")
        return f"{_(word)}{DASH}{_short(_(card.name))}" if word else None
    if kind == "pick_up":  # PICK UP and DROP are action words too (legacy p.14)
        cards = command["cards"]
        if len(cards) == 1:
            return _("PICK UP") + DASH + _short(_(pack.cards[cards[0]].name))
        return _("PICK UP") + DASH + _("all ({n})").format(n=len(cards))
    if kind == "drop":
        return _("DROP") + DASH + _("all items ({n})").format(n=len(command["cards"]))
    if kind == "tile_action":
        seat = command.seat
        tile = pack.tiles[view["players"][seat]["tile"]]
        for action in tile.actions:
            if action["id"] == command["action"]:
                word = action.get("word")
                return f"{_(word)}{DASH}{_(action['label'])}" if word else None
        return None
    if kind == "haunt_action":
        action = haunt_action(view, command["action"])
        if action is None:
            return None
        word, label = action.get("word"), action.get("label", action["id"])
        return f"{_(word)}{DASH}{_(label)}" if word else _(action.get("label"))
    if kind == "take":
        who = view["players"][command["frm"]]["name"]
        return _("TAKE from {name}").format(name=who.split()[0]) + DASH + _short(_(pack.cards[command["card"]].name))
    return None


def card_menu_label(pack, view, command) -> str | None:
    """A carried card's menu: its use by word, and GIVE and DROP (action words too)."""
    if command.type == "give":
        return _("GIVE") + DASH + _("to {name}").format(name=view["players"][command["to"]]["name"])
    if command.type == "drop":
        return _("DROP") + DASH + _("leave it here")
    if command.type == "use_item":   # the card's own menu, under its face: the word alone
        word = (pack.cards[command["card"]].use or {}).get("word")
        if word:
            return _(word)
    return command_label(pack, view, command)


def words_used(view) -> list[str]:
    """The action words already spent this turn, in the order they were used."""
    turn = (view or {}).get("turn") or {}
    return [key[5:] for key in turn.get("used", ()) if key.startswith("word:")]


# -- TAKE: inline buttons, or one button that opens the list --------------------------------

def button_entries(hud, entries, commands):
    """``entries``: (label, action, name) per HUD button, in order; the TAKE ones are
    grouped behind one button when there are many, and shown alone (with Back) while
    that list is open."""
    takes = [(e, c) for e, c in zip(entries, commands) if c.type == "take"]
    if not takes:
        hud.take_open = False
        return entries
    if getattr(hud, "take_open", False):
        return [e for e, _c in takes] + [("Back", lambda: _set_take(hud, False), "take:back")]
    if len(takes) <= TAKE_INLINE:
        return entries
    others = [e for e, c in zip(entries, commands) if c.type != "take"]
    at = next(i for i, c in enumerate(commands) if c.type == "take")
    opener = (_("TAKE from an explorer here…"), lambda: _set_take(hud, True), "take:open")
    return others[:at] + [opener] + others[at:]


def _set_take(hud, open_: bool) -> None:
    hud.take_open = open_
    legal, submit, extra = hud.last_refresh
    hud.refresh(hud.view, hud.seat, legal, submit, hud.note, extra=extra)


# -- cards in hand -----------------------------------------------------------------------------

def draw_carried(surface, hud, card: str, r: pygame.Rect, used: bool) -> None:
    """A carried card: upright and ready, or turned sideways when used (its word shown)."""
    thumb = hud.faces.thumb(card, r.size)
    heirloom = card in ((hud.view or {}).get("heirlooms") or {})
    if not used:
        surface.blit(thumb, r)
        _word_tab(surface, hud, card, r, P.CANDLE)
    else:
        side = pygame.transform.rotate(thumb, -USED_ANGLE)
        scale = r.w / side.get_width()
        side = pygame.transform.smoothscale(side, (r.w, max(1, int(side.get_height() * scale))))
        dim = pygame.Surface(side.get_size(), pygame.SRCALPHA)
        dim.fill((10, 8, 18, 56))
        side.blit(dim, (0, 0))
        spot = side.get_rect(midtop=(r.centerx, r.top + max(2, r.h // 14)))
        surface.blit(side, spot)
        font = hud.fonts.get("italic", max(11, int(r.w * 0.15)))
        tag = font.render(_("used"), True, P.TEXT_MUTED)  # (a card turned sideways: spent this turn)
        surface.blit(tag, tag.get_rect(midtop=(r.centerx, spot.bottom + 1)))
    if heirloom:
        family = hud.view["heirlooms"][card]
        shield = crest(family_info(hud.pack, family)["colour"], max(12, r.w // 4))
        surface.blit(shield, shield.get_rect(topright=(r.right - 2, r.top + 2)))


def _word_tab(surface, hud, card, r, colour) -> None:
    word = (hud.pack.cards[card].use or {}).get("word")
    if not word:
        return
    font = hud.fonts.get("display", max(10, int(r.w * 0.14)))
    img = font.render(_(word), True, (24, 18, 30))
    tab = img.get_rect(midtop=(r.centerx, r.top + 3)).inflate(8, 2)
    if tab.w > r.w - 6:
        return
    pygame.draw.rect(surface, colour, tab, border_radius=tab.h // 2)
    surface.blit(img, img.get_rect(center=tab.center))


def used_line(hud):
    """'used: DRINK · TAKE' for the Carrying header (None when nothing is spent)."""
    words = words_used(hud.view) if hud.view and hud.view.get("turn") and hud.view["turn"]["seat"] == hud.seat else []
    if not words:
        return None
    return hud.fonts.render("italic", max(12, int(hud.u * 2.2)), _("spent: {words}").format(words=" · ".join(_(w) for w in words)), P.TEXT_MUTED)


# -- the portrait --------------------------------------------------------------------------------

def portrait_mark(surface, pack, player, centre, radius) -> None:
    """The family member's portrait (their own likeness, on the family's colour) with the
    family's crest at the shoulder, where a classic explorer has their portrait alone."""
    from scenes.board.art.portraits import portrait, portrait_key

    info = family_info(pack, player["explorer"])
    glow = pygame.Surface((radius * 3, radius * 3), pygame.SRCALPHA)
    pygame.draw.circle(glow, (*S.explorer_rgb(info["colour"]), 40), (glow.get_width() // 2,) * 2, int(radius * 1.3))
    surface.blit(glow, glow.get_rect(center=centre))
    face = portrait(portrait_key(pack, player), S.explorer_rgb(info["colour"]), radius * 2)
    surface.blit(face, face.get_rect(center=centre))
    shield = crest(info["colour"], int(radius * 0.95))
    surface.blit(shield, shield.get_rect(center=(centre[0] + int(radius * 0.78), centre[1] + int(radius * 0.7))))


def portrait_words(hud, player, radius: int) -> tuple[str, str]:
    """(name, the line under it) for a member of a family, the line fitted to the HUD."""
    info = family_info(hud.pack, player["explorer"])
    bot = player["seat"] in hud.bots
    width = hud.portrait.right - (hud.portrait.left + 2 * radius + 2 + int(hud.u * 1.4))
    font = hud.fonts.get("italic", max(12, int(hud.u * 2.3)))
    lines = ((N_("of the {family} family · bot"), N_("{family} family · bot"), N_("{family}s · bot")) if bot else
             (N_("of the {family} family · human"), N_("{family} family · human"), N_("{family}s · human")))
    for line in (_(said).format(family=info["name"]) for said in lines):
        if font.size(line)[0] <= width:
            return player["name"], line
    return player["name"], info["name"]


__all__ = ["is_legacy", "command_label", "words_used", "button_entries", "draw_carried", "used_line",
           "portrait_mark", "portrait_words", "USED_ANGLE"]
