"""Haunts that remember (issue 35): a legacy free-play haunt may read the house a campaign
left (docs/HAUNT_FORMAT.md "Haunts that remember").

The house is ``state["house"]`` in a free-play game on a finished campaign's house
(game.campaign.free_play); the legacy pack played on its own is the starting house: every
room of the pack, nothing named, no heirloom, an empty Tomb, no campaign to have betrayed
in. The conditions read only what the whole table can see (the house is on the table), so
they are public and may stand in either book, in a setup's ``if`` or a modifier.

A haunt with ``needs: CONDITION`` and ``instead: HAUNT`` is played only on a house where
the condition holds; on any other house its chart cells lead to ``instead``
(``remembered``, called by ``game.haunt.reveal.choose_haunt``).
"""

from __future__ import annotations

from ..effects import cond, holds_in

HOUSE_CONDS = ("house_has_tile", "house_tomb", "house_named", "house_heirloom", "house_heirloom_of",
               "house_betrayer")


def _house(ctx) -> dict:
    return ctx.state.get("house") or {}


@cond("house_has_tile")
def _c_house_has_tile(ctx, seat, arg):
    """``{house_has_tile: TILE}``: the house has the room (in its stack or on the board)."""
    house = ctx.state.get("house")
    if house is None:
        return arg in ctx.pack.tiles
    return arg in (house.get("tiles") or ()) or arg in (ctx.state.get("placed") or {})


@cond("house_tomb")
def _c_house_tomb(ctx, seat, arg):
    """``{house_tomb: CARD}``: the campaign laid the card in the Tomb."""
    return arg in (_house(ctx).get("tomb") or ())


@cond("house_named")
def _c_house_named(ctx, seat, arg):
    """``{house_named: CARD}``: the campaign wrote a name on the card."""
    return bool(((_house(ctx).get("cards") or {}).get(arg) or {}).get("name"))


@cond("house_heirloom")
def _c_house_heirloom(ctx, seat, arg):
    """``{house_heirloom: CARD}``: the card bears some family's heirloom sticker."""
    return bool(((_house(ctx).get("cards") or {}).get(arg) or {}).get("heirloom"))


@cond("house_heirloom_of")
def _c_house_heirloom_of(ctx, seat, arg):
    """``{house_heirloom_of: FAMILY}``: the family made at least one heirloom."""
    return any((m.get("heirloom") or {}).get("family") == arg for m in (_house(ctx).get("cards") or {}).values())


@cond("house_betrayer")
def _c_house_betrayer(ctx, seat, arg):
    """``{house_betrayer: FAMILY}``: the family that betrayed most in the campaign (its
    free-play record's ``betrayer``; none on a tie or on the starting house)."""
    return ((ctx.state.get("free_play") or {}).get("betrayer")) == arg


def remembered(pack, state, haunt, seat: int):
    """The haunt to play for this chart cell: ``haunt``, or its ``instead`` when the house
    lacks what it ``needs``."""
    if haunt is None or not haunt.get("needs"):
        return haunt
    if holds_in(pack, state, seat, haunt["needs"]):
        return haunt
    return pack.haunts.get(haunt.get("instead"), haunt)


def allowed_haunts(pack, house: dict | None = None, betrayer: str | None = None) -> list[str]:
    """The chart's haunts a house allows: every haunt of the pack's chart but those that
    need what the house lacks (``house`` None: the starting legacy house)."""
    state = {} if house is None else {"house": house, "free_play": {"betrayer": betrayer}}
    chapters = set(pack.chapter_haunts)
    return sorted(hid for hid, h in pack.haunts.items()
                  if hid not in chapters and remembered(pack, state, h, 0) is h)
