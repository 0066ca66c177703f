"""A side's book reactions: texts its explorers follow when something happens to them.

HAUNT_FORMAT: ``reactions: [{title, "on": death | turn_start | turn_end, text,
effects}]``. ``death`` runs while the explorer is dying (see ``victory.die``);
``turn_start`` as the explorer's own turn begins; ``turn_end`` with the other "if you
end your turn here" texts, before the turn is over.
"""

from __future__ import annotations

from ..effects import push_ref
from ..state import haunt_started
from .sides import side_of


def reactions_on(pack, state, seat: int, when: str) -> list[int]:
    """Indexes of the reactions (with effects) in ``seat``'s side's book for ``when``."""
    if not haunt_started(state):
        return []
    book = pack.haunts[state["haunt"]["id"]].get(side_of(state, seat)) or {}
    return [i for i, r in enumerate(book.get("reactions") or ()) if r["on"] == when and r.get("effects")]


def push_reactions(ctx, seat: int, when: str, indexes=None) -> None:
    """Queue those reactions for ``seat`` (the first in the book resolves first)."""
    if indexes is None:
        indexes = reactions_on(ctx.pack, ctx.state, seat, when)
    if not indexes:
        return
    haunt_id, side = ctx.state["haunt"]["id"], side_of(ctx.state, seat)
    book = ctx.pack.haunts[haunt_id][side]
    for i in reversed(indexes):
        push_ref(ctx, ["haunt", haunt_id, side, "reactions", i, "effects"], seat,
                 why=book["reactions"][i].get("title", when.replace("_", " ")))
