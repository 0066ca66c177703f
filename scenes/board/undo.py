"""Undo on the board: a HUD button (and Ctrl+Z) for the explorer whose turn it is.

The engine decides (ARCHITECTURE.md "Undo": your own steps this turn, back to the last
die roll, card draw or reveal and no further); the button is lit exactly when
``Game.undo_refusal(current seat)`` is None. Refused, it stays in its place greyed,
and resting the pointer on it says why. Undo is an appended event, so the presenter
and table are told of it like any other step.

The play scene sets ``hud.undo`` (via ``undo_offer``) before each refresh; the HUD
places the button with ``place_undo`` and draws the reason with ``draw_undo_tip``.
"""

from __future__ import annotations

import pygame

from game.i18n import N_

from scenes.board.hud.buttons import fitted_button, width_for
from scenes.kit import hover
from scenes.kit.intents import Key

UNDO = "undo"          # the button's name
NOT_YOURS = N_("Only the explorer whose turn it is can undo, and only their own steps.")   # (shown translated)


def is_undo_key(intent) -> bool:
    return isinstance(intent, Key) and intent.name == "z" and intent.ctrl


def _person_at_turn(scene):
    """The current seat, if a person (not a bot) holds the turn and may act now."""
    seat = scene.game.current_seat()
    if seat is None or scene.acting is None or scene.is_bot(seat):
        return None
    return seat


def undo_offer(scene):
    """(refusal or None, action) for the HUD, or None when no person holds the turn."""
    seat = _person_at_turn(scene)
    if seat is None:
        return None
    return scene.game.undo_refusal(seat), (lambda: take_back(scene))


def take_back(scene) -> list:
    """Undo the current explorer's last step; a refusal is shown, never raised."""
    seat = _person_at_turn(scene)
    reason = NOT_YOURS if seat is None else scene.game.undo_refusal(seat)
    if reason:
        scene.table.show_toast(reason[:1].upper() + reason[1:])
        return []
    if scene.presenter.busy:
        scene.presenter.skip()
    events = scene.game.undo(seat)
    scene.table.on_events(events)
    scene.refresh()
    scene.presenter.feed(events, scene.public)
    return events


# -- in the HUD ---------------------------------------------------------------------------------

def place_undo(hud, bh: int, gap: int) -> None:
    """Undo and End turn have fixed places (issue 28: a control never changes its action
    under a resting pointer): the bottom row is always Undo's third at the left and End
    turn's two thirds at the right, whether or not End turn is offered just now (a
    question open: its place stays empty rather than become a wide Undo). The other
    buttons stand above that row."""
    reason, action = hud.undo
    inner = hud.inner
    end = next((b for b in hud.buttons.widgets if b.name == "end_turn:"), None)
    # a third, or what its label needs in the language in use ("Rückgängig"), End turn's too
    need = width_for("Undo", bh, hud.fonts)
    width = max(int(inner.w * 0.36), min(need, inner.w - gap - width_for("End turn", bh, hud.fonts)))
    rect = pygame.Rect(inner.left, inner.bottom - bh, width, bh)
    if end is not None and end.rect.bottom == inner.bottom:
        end.rect = pygame.Rect(rect.right + gap, rect.top, inner.right - rect.right - gap, bh)
        end.layout(end.rect, hud.fonts)
    else:   # nothing else may take the bottom row: End turn's place is kept for it
        for button in hud.buttons.widgets:
            button.rect.move_ip(0, -(bh + gap))
        hud.buttons_top = rect.top if not hud.buttons.widgets else hud.buttons_top - (bh + gap)
    hud.buttons.add(fitted_button("Undo", action, rect, hud.fonts, name=UNDO, enabled=reason is None))
    hud.undo_reason = reason


def draw_undo_tip(hud, surface) -> None:
    """Why Undo is greyed, for the hover layer, while the pointer rests on it."""
    button = next((b for b in hud.buttons.widgets if b.name == UNDO), None)
    reason = getattr(hud, "undo_reason", None)
    if button is None or button.enabled or not reason:
        return
    hover.note(button.rect, reason[:1].upper() + reason[1:], delay=0.15)
