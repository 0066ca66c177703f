"""Routing one intent through the table, topmost layer first.

Order: the "leave?" question (modal), the open "My goals" book (modal), Esc, the
open card, the pending question's dialog or prompt bar, the list of attacks, the
"My goals" hold, the HUD's buttons, then cards, floor tabs and the board itself. Hover goes to every widget group so none stays lit by mistake.
"""

from __future__ import annotations

from game.i18n import _
from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release, Wheel

CARD_COMMANDS = ("use_item", "drop", "give")
CYCLE_KEYS = ("tab", "left", "right", "up", "down")   # the lit cells, one after another
FLOOR_KEYS = {str(n + 1): n for n in range(9)}  # 1, 2, 3 (and 4: legacy's four regions)


def route(t, intent) -> bool:
    if t.leaving.open:
        return t.leaving.handle(intent)
    if t.goals.is_open:
        return t.goals.handle(intent)
    if isinstance(intent, Key) and intent.name == "escape":
        if t.menu.is_open:
            t.menu.close()
        elif t.haunt.attacking:
            t.haunt.toggle_attack()
        else:
            t.open_leave()
        return True
    if isinstance(intent, Hover):
        return _hover(t, intent)
    if t.menu.handle(intent):
        return True
    if t.dialog is not None and t.dialog.handle(intent):
        return True
    if t.prompt.handle(intent):
        return True
    if t.haunt.picker.handle(intent) or t.goals.handle(intent):
        return True
    if isinstance(intent, Key) and _cycles_rooms(t, intent):
        return True
    if t.hud.buttons.handle(intent) or t.board_buttons.handle(intent):
        return True
    if isinstance(intent, Click):
        return _click(t, intent)
    if isinstance(intent, Wheel):
        return _wheel(t, intent)
    if isinstance(intent, Drag):
        if t.r["board"].collidepoint(intent.start):
            t.house.camera.pan(*intent.rel)
            return True
        return False
    if isinstance(intent, Key):
        return _key(t, intent)
    return isinstance(intent, (Press, Release))


def _hover(t, intent) -> bool:
    pos = intent.pos
    for group in (t.menu.widgets, t.prompt.widgets, t.hud.buttons, t.haunt.picker.widgets, t.board_buttons):
        group.handle(intent)
    t.goals.handle(intent)
    if t.dialog is not None:
        t.dialog.widgets.handle(intent)
    t.hud.hover_card = None if t.menu.is_open else t.hud.card_at(pos)
    t.tabs.hovered = t.tabs.hit(pos)
    if pos != t.hover_pos:
        t.hover_pos, t.hover_time = pos, 0.0
        t.ways.chosen = None   # the pointer moved: it shows the way again, not the keyboard
    t.house.hover_cell = t.house.cell_at(pos)
    return True


def _click(t, intent) -> bool:
    pos = intent.pos
    card = t.hud.card_at(pos)
    if card is not None and intent.button == 1:
        commands = [c for c in t.legal if c.type in CARD_COMMANDS and _about(c, card)]
        t.hud.hover_card = None
        room = t.app.screen.get_rect()
        room.left = t.r["hud"].right  # open over the board, beside the HUD
        t.menu.open(card, t.hud.card_rect(card), room, t.u, commands, t.view, t.submit)
        return True
    region = t.tabs.hit(pos)
    if region is not None:
        t.show_region(region)
        return True
    cell = t.house.cell_at(pos)
    if cell is None:
        return False
    if intent.button == 1 and t.haunt.click(t.house, pos, cell):
        return True
    if t.placement is not None:
        if intent.button == 3:
            t.cycle_placement(1)
        elif cell == t.placement.cell:
            t.confirm_placement()
        elif t.placement.choose_cell(*cell):
            t.cycle_placement(0)
        return True
    target = t.targets.get(cell)
    if target is not None and intent.button == 1:
        t.take(target)
    elif intent.button == 1:
        why = why_not_there(t, cell)
        if why:
            t.show_toast(why)
    return True


def why_not_there(t, cell) -> str | None:
    """Why a click on a room that is not lit does nothing, on a person's turn: said in a
    toast rather than ignored."""
    from game.narration import mid

    tile = t.house.tile_at(cell)
    if tile is None or not t.human or t.acting is None or t.view is None:
        return None
    me = t.view["players"][t.acting]
    name = mid(t.pack.tiles[tile].name, article=True)
    turn = t.view.get("turn") or {}
    if t.ways.why is not None and t.dialog is None:
        return t.ways.why(tile)   # the engine's words (game.reach.why_not)
    if me.get("tile") == tile:
        return _("You are in {room}.").format(room=_(name))
    if t.view.get("pending") or t.dialog is not None:
        return _("Answer the question first.")
    if turn.get("seat") == t.acting and turn.get("moves", 0) <= 0:
        return _("No moves left this turn to go to {room}.").format(room=_(name))
    if not t.targets:
        return _("You cannot move now.")
    said = _("{room} is not next to you: click a lit room.").format(room=_(name))
    return said[:1].upper() + said[1:]


def _cycles_rooms(t, intent) -> bool:
    """Tab / Shift+Tab and the arrows choose the lit cells one after another; Tab past
    the last hands the keyboard to the HUD's buttons (End turn...), whose own Tab and
    up/down then move among them; left/right come back to the board."""
    if intent.name not in CYCLE_KEYS or t.placement is not None or t.dialog is not None or not t.targets:
        return False
    hud = t.hud.buttons
    if intent.name in ("left", "right"):
        for widget in hud.widgets:
            widget.focused = False
        hud.focus_index = None
    elif any(w.focused for w in hud.widgets):
        return False   # the HUD has the keyboard
    step = -1 if (intent.shift or intent.name in ("left", "up")) else 1
    if intent.name == "tab" and not intent.shift and t.ways.is_last(t):
        t.ways.chosen = None
        return False   # on to the HUD's buttons
    t.ways.cycle(t, step)
    return True


def _about(command, card) -> bool:
    if command.type == "drop":
        return command["cards"] == [card]
    return command["card"] == card


def _wheel(t, intent) -> bool:
    room = t.hud.room_rect
    if room is not None and room.collidepoint(intent.pos):
        return t.hud.scroll_room(-intent.dy)   # a long room text in the HUD scrolls
    if not t.r["board"].collidepoint(intent.pos):
        return False
    if t.placement is not None:
        t.cycle_placement(-1 if intent.dy > 0 else 1)
    else:
        t.house.camera.zoom(1 if intent.dy > 0 else -1, t.r["board"], intent.pos)
    return True


FIT_KEYS = ("h", "home")   # fit the house to the board


def _key(t, intent) -> bool:
    name = intent.name
    if name == "r" and t.placement is not None:
        t.cycle_placement(-1 if intent.shift else 1)
        return True
    if name in ("return", "enter") and t.placement is not None:
        t.confirm_placement()
        return True
    if name in ("return", "enter", "kp_enter") and t.ways.chosen in t.targets:
        t.take(t.targets[t.ways.chosen])
        return True
    if name in FLOOR_KEYS and t.placement is None and t.dialog is None:
        regions = t.house.regions
        if FLOOR_KEYS[name] < len(regions):
            t.show_region(regions[FLOOR_KEYS[name]])
        return True
    if name in FIT_KEYS:
        t.fit_house()
        return True
    if name in ("=", "+", "[+]", "-", "[-]"):
        step = -1 if "-" in name else 1
        t.house.camera.zoom(step, t.r["board"], t.r["board"].center)
        return True
    return False
