"""Revealing the haunt: the chart, the traitor, the setup both sides perform.

Classic "Revealing the Haunt": the omen drawn and the room it was drawn in give the
haunt number on the chart. The haunt names its traitor rule; "Special Cases": if
several explorers could be the traitor, the revealer if tied, else the tied explorer
nearest the revealer's left. "Optional Rule: Selecting the Haunt" skips haunts
already played by walking to the next omen room nearest the revealer.

A hidden traitor (legacy "Hidden Traitor": "whose identity is secret from the other
players") is drawn by lot, face down, like a crest: every other rule reads something
the whole table can see (a trait, an age, a seat), so a traitor it chose could be worked
out by anyone. The draw is recorded in a ``traitor_drawn`` event that only the
traitor's perspective, and the end of the game, see in full (``haunt.visibility``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping

from .. import chance
from ..effects import number, push_ref
from ..campaign import play as _campaign
from ..rules.discovery import landing_of
from ..state import clockwise_from, player, trait_value
from .memory import remembered


def chart_number(pack, omen: str, room: str) -> int | None:
    chart = pack.chart
    if chart is None or room not in chart["rows"] or omen not in chart["columns"]:
        return None
    return chart["cells"][list(chart["rows"]).index(room)][list(chart["columns"]).index(omen)]


def omen_rooms_by_distance(pack, state, start: str) -> list[str]:
    """Placed omen rooms, nearest first (walking through doorways and stairs)."""
    from ..board import neighbours
    seen, order, queue = {start}, [], deque([start])
    while queue:
        tile = queue.popleft()
        if "omen" in pack.tiles[tile].symbols:
            order.append(tile)
        for other in neighbours(pack, state, tile):
            if other not in seen:
                seen.add(other)
                queue.append(other)
    rest = sorted(t for t in state["placed"] if "omen" in pack.tiles[t].symbols and t not in seen)
    return order + rest


def choose_haunt(pack, state, omen: str, room: str, revealer: int):
    """The chart's haunt, or with the optional rule the next one not yet played; in a
    campaign's chapter, the haunt its PAUSE card names."""
    chapter = state.get("chapter")
    if chapter is not None and chapter.get("haunt") in pack.haunts:
        return pack.haunts[chapter["haunt"]]
    chosen = state["options"].get("haunt")
    if chosen in pack.haunts:  # (a game that names its haunt: free play on a campaign's house may)
        return pack.haunts[chosen]
    skip = set(state["options"].get("skip_haunts") or [])
    number_ = chart_number(pack, omen, room)
    haunt = remembered(pack, state, pack.haunt_by_number(number_) if number_ is not None else None, revealer)
    if haunt is not None and haunt["id"] not in skip:
        return haunt
    omens = [omen] + [c for c in player(state, revealer)["cards"]
                      if pack.cards[c].deck == "omen" and c != omen]
    for candidate_omen in omens:
        for other_room in omen_rooms_by_distance(pack, state, player(state, revealer)["tile"]):
            n = chart_number(pack, candidate_omen, other_room)
            h = remembered(pack, state, pack.haunt_by_number(n) if n is not None else None, revealer)
            if h is not None and h["id"] not in skip:
                return h
    # every room and omen at hand leads to a haunt already played: the book promises that
    # "you can play through all of the haunts without repeating", so the unplayed haunt
    # with the lowest number (only if every haunt was played, the chart's own); a campaign
    # pack's chapter haunts are never the chart's
    chapters = set(pack.chapter_haunts)
    unplayed = sorted((h for h in pack.haunts.values() if h["id"] not in skip and h["id"] not in chapters
                       and remembered(pack, state, h, revealer) is h),
                      key=lambda h: h.get("number") or 0)
    return (unplayed or [haunt])[0] or next((h for h in pack.haunts.values() if h["id"] not in chapters), None)


def pick_traitor(pack, state, rule, revealer: int, tie=None, draw=None, fewest=None, fair="first"):
    """Seat of the traitor (None for no traitor) by the haunt's rule and the tie rule.

    ``tie`` breaks ties among several candidates (legacy: a random crest); by default
    the classic rule: the revealer if tied, else the nearest tied to their left.
    ``draw`` draws the ``drawn`` rule's lot among the living explorers. ``fewest``: the
    campaign's fair traitor rule (per seat, how often its family has betrayed): the
    haunt's rule then picks among the families that betrayed least only (a rule that
    names the revealer names the nearest of them to the revealer's left, the revealer
    first); a ``drawn`` lot is left to ``draw`` (the caller weights an open one, and
    leaves a hidden one alone: it must tell nobody anything). With ``fair="ties"`` the
    counts only break the ties the haunt's rule leaves (before its own tie rule)."""
    # rules from content are frozen mappings (MappingProxyType), not dicts
    if isinstance(rule, Mapping) and "hidden" in rule:
        rule = rule["hidden"]
    seats = [p["seat"] for p in state["players"] if p["alive"]]
    if rule == "none":
        return None
    if rule == "drawn":
        return draw(seats)
    if fair == "ties" and fewest is not None:
        tied_only, fewest = fewest, None
    else:
        tied_only = None
    if fewest is not None and seats:
        least = min(fewest[s] for s in seats)
        seats = [s for s in seats if fewest[s] == least]
    around = [s for s in clockwise_from(state, revealer) if s in seats]  # the revealer (if one), then leftwards
    nearest = around[0] if fewest is not None and around else revealer
    if rule == "haunt_revealer":
        return nearest
    if rule == "left_of_revealer":
        if fewest is None:
            return clockwise_from(state, revealer)[1]
        left = [s for s in around if s != revealer]
        return (left or around)[0]
    if rule in ("oldest", "youngest"):
        # (a campaign's member has the age written on the card; else the explorer's)
        ages = {s: player(state, s).get("age", pack.explorers[player(state, s)["explorer"]].age) for s in seats}
        best = max(ages.values()) if rule == "oldest" else min(ages.values())
        tied = [s for s in seats if ages[s] == best]
    elif isinstance(rule, Mapping) and ("highest" in rule or "lowest" in rule):
        trait = rule.get("highest") or rule.get("lowest")
        values = {s: trait_value(pack, state, s, trait) for s in seats}
        best = max(values.values()) if "highest" in rule else min(values.values())
        tied = [s for s in seats if values[s] == best]
    elif isinstance(rule, Mapping) and "omen_owner" in rule:
        tied = [s for s in seats if rule["omen_owner"] in player(state, s)["cards"]] or [nearest]
    else:
        tied = [nearest]
    if tied_only is not None and len(tied) > 1:
        least = min(tied_only[s] for s in tied)
        tied = [s for s in tied if tied_only[s] == least]
    if tie is not None and len(tied) > 1:
        return tie(tied)
    return break_tie(state, tied, revealer)


def break_tie(state, tied: list[int], revealer: int) -> int:
    if revealer in tied:
        return revealer
    for seat in clockwise_from(state, revealer):
        if seat in tied:
            return seat
    return tied[0]


def reveal(ctx, revealer: int, omen: str, room: str) -> None:
    haunt = choose_haunt(ctx.pack, ctx.state, omen, room, revealer)
    if haunt is None:
        ctx.emit("narrated", seat=revealer, text="The house holds its breath, but no haunt is written for it.")
        ctx.emit("game_over", winner=None, reason="no haunt in this content pack")
        return
    rule = haunt["traitor_rule"]
    hidden = isinstance(rule, Mapping) and "hidden" in rule
    tie = (lambda tied: _crest(ctx, tied)) if ctx.rules.traitor_tie == "crest" else None
    draw = lambda seats: _lot(ctx, seats, hidden)  # noqa: E731 (a one-line rule kept beside its use)
    betrayed = fair_counts(ctx.state, haunt)
    if betrayed is not None and rule_draws(rule) and not hidden:
        draw = lambda seats: _lot(ctx, seats, hidden, lots_for(betrayed, seats))  # noqa: E731 (a one-line rule kept beside its use)
    traitor = pick_traitor(ctx.pack, ctx.state, rule, revealer, tie=tie, draw=draw, fewest=betrayed,
                           fair="ties" if haunt.get("fair_traitor") == "ties" else "first")
    roles = ["traitor" if s == traitor else "hero" for s in range(len(ctx.state["players"]))]
    ctx.emit("haunt_started", haunt=haunt["id"], number=haunt["number"], traitor=traitor,
             hidden=hidden, roles=roles, revealer=revealer)
    _place_things(ctx, haunt, revealer, traitor)
    # both sides do their "right now" steps; the heroes' runs first (a chapter whose PAUSE
    # card said so reads the rest of its Legacy cards first of all, below)
    first_hero = next((s for s in clockwise_from(ctx.state, revealer) if roles[s] == "hero"), revealer)
    if traitor is not None and haunt.get("traitor", {}).get("setup"):
        push_ref(ctx, ["haunt", haunt["id"], "traitor", "setup"], traitor, why="the haunt begins")
    if haunt.get("heroes", {}).get("setup"):
        # a hidden traitor's revealer acts for the heroes too: anyone else would name them
        actor = revealer if roles[revealer] == "hero" or hidden else first_hero
        push_ref(ctx, ["haunt", haunt["id"], "heroes", "setup"], actor, why="the haunt begins")
    if (ctx.state.get("chapter") or {}).get("resume") == "haunt":
        _campaign.resume_legacy(ctx, revealer)


def fair_counts(state, haunt) -> dict | None:
    """The fair traitor rule of a campaign's chapter (a haunt with ``fair_traitor: true``
    or ``ties``, docs/CAMPAIGN.md section 12): per seat, how many chapters its family has
    betrayed in so far (given at the chapter's start); None where the rule does not apply."""
    chapter = state.get("chapter")
    if chapter is None or not haunt.get("fair_traitor") or chapter.get("fair_traitor") is False:
        return None   # (False: the campaign chose the book's rule at its setup)
    counts = chapter.get("betrayals") or {}
    return {p["seat"]: int(counts.get(p["explorer"], 0)) for p in state["players"]}


def rule_draws(rule) -> bool:
    """Is the traitor drawn by lot (``drawn``, hidden or not)?"""
    if isinstance(rule, Mapping) and "hidden" in rule:
        rule = rule["hidden"]
    return rule == "drawn"


def lots_for(betrayed: dict, seats: list[int]) -> list[int]:
    """An open lot's weights under the fair rule: each living explorer puts in one lot
    more than the most-betrayed family's count less their own (so the family that betrayed
    least holds the most lots, and every explorer holds at least one). A hidden traitor's
    lot is never weighted: weights everyone can read would tell the heroes whom to
    suspect (docs/CAMPAIGN.md, section 12)."""
    most = max(betrayed[s] for s in seats)
    return [1 + most - betrayed[s] for s in seats]


def _crest(ctx, tied: list[int]) -> int:
    """Legacy p.16: shuffle the tied families' crests and draw one."""
    r = ctx.state["rng"]
    seat = tied[chance.pick_index(ctx.state["seed"], r, len(tied))]
    ctx.emit("crest_drawn", tied=tied, seat=seat, r=r)
    return seat


def _lot(ctx, seats: list[int], hidden: bool, lots: list[int] | None = None) -> int:
    """The ``drawn`` rule: one lot of each living explorer, shuffled face down, one drawn
    (legacy p.16's crest tokens; classic has no crests, the lots are the same idea).
    ``lots``: how many lots each seat puts in (the fair traitor rule), else one each."""
    r = ctx.state["rng"]
    if lots is None:
        seat = seats[chance.pick_index(ctx.state["seed"], r, len(seats))]
        ctx.emit("traitor_drawn", among=list(seats), seat=seat, hidden=hidden, r=r)
        return seat
    bag = [s for s, n in zip(seats, lots) for _ in range(n)]
    seat = bag[chance.pick_index(ctx.state["seed"], r, len(bag))]
    ctx.emit("traitor_drawn", among=list(seats), seat=seat, hidden=hidden, r=r, lots=list(lots))
    return seat


def _where(ctx, place, revealer, traitor) -> str:
    (kind, arg), = place.items()
    if kind == "tile":
        if arg in ctx.state["placed"]:
            return arg
        region = ctx.pack.tiles[arg].floors[0]
        return landing_of(ctx.pack, region)
    if kind == "token":
        for tile, toks in sorted(ctx.state["tokens"].items()):
            if arg in toks:
                return tile
        return player(ctx.state, revealer)["tile"]
    seat = traitor if arg == "traitor" and traitor is not None else revealer
    return player(ctx.state, seat)["tile"]  # near: the traitor's or the revealer's room


def _place_things(ctx, haunt, revealer, traitor) -> None:
    for monster in haunt.get("monsters") or ():
        count = number(ctx, monster.get("count", 1))
        tile = _where(ctx, monster["place"], revealer, traitor)
        for i in range(count):
            ctx.emit("monster_placed", id=f"{monster['id']}#{i + 1}", kind=monster["id"], tile=tile,
                     size=monster.get("size", "small"))
    for obj in haunt.get("objects") or ():
        if "place" in obj:
            place = obj["place"]
            if "carried_by" in place:  # the object starts in someone's hands
                seat = traitor if place["carried_by"] == "traitor" and traitor is not None else revealer
                ctx.emit("object_placed", object=obj["id"], tile=player(ctx.state, seat)["tile"])
                ctx.emit("object_taken", object=obj["id"], seat=seat)
            else:
                ctx.emit("object_placed", object=obj["id"], tile=_where(ctx, place, revealer, traitor))
