"""Companions left behind by the dead.

Classic "What happens to my stuff if I die?": a dead explorer's companion stays in the
room where they died (``died`` puts it in ``haunt.companions``); "If another explorer
enters the room, he or she gains custody of that companion (and takes that omen card)."
"""

from __future__ import annotations

from ..rules.cards import gain_card_effects
from ..state import player


def claim_companions(ctx, seat: int, tile: str) -> None:
    """An explorer entering ``tile`` takes custody of every companion waiting there."""
    haunt = ctx.state.get("haunt") or {}
    left = (haunt.get("companions") or {}).get(tile)
    if not left or not player(ctx.state, seat)["alive"]:
        return
    for card in list(left):
        ctx.emit("companion_claimed", seat=seat, tile=tile, card=card)
        gain_card_effects(ctx, seat, card)
