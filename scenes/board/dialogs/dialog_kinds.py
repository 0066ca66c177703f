"""Which dialog answers which kind of pending question.

The board's own dialogs (``dialogs``), the damage split's (``damage_dialog``) and the
legacy questions' (``legacy_dialogs``) each build on ``dialogs.Dialog``; this module alone
knows them all, so none of them has to import another back.
"""

from __future__ import annotations

from scenes.board.dialogs.damage_dialog import DamageSplit
from scenes.board.dialogs.dialogs import Choose, Dialog, DiscardItem, GainChoice, Pay, Steal, TraitorEvent, YesNo
from scenes.board.dialogs.legacy_dialogs import KINDS as LEGACY_KINDS

ON_THE_BOARD = ("place_tile", "move_choice")  # questions answered by clicking the board
KINDS = {"may": YesNo, "pay": Pay, "choose": Choose, "gain_choice": GainChoice, "discard_item": DiscardItem,
         "damage": DamageSplit, "traitor_event": TraitorEvent, "steal": Steal, **LEGACY_KINDS}


def dialog_kind(kind: str):
    """The Dialog class for a kind of pending question (None: answered on the board;
    ``Dialog`` itself: a kind nobody made a dialog for, its options shown as they are)."""
    if kind in ON_THE_BOARD:
        return None
    return KINDS.get(kind, Dialog)


def make_dialog(ctx, pending, view, submit):
    """The dialog for a pending question, or None when the board answers it."""
    kind = dialog_kind(pending["kind"])
    return None if kind is None else kind(ctx, pending, view, submit)
