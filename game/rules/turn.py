"""Turn flow: starting a turn, ending it, the haunt roll.

Classic "Game Play": turns go clockwise from the first player. "Making a Haunt Roll":
at the end of a turn in which you drew an omen, roll 6 dice; the haunt starts if the
result is less than the number of omens drawn this game.
"""

from __future__ import annotations

from ..commands import cmd
from ..effects import op, push_ops, push_ref
from ..engine import rule
from ..late import late
from ..state import haunt_started, passives, player, trait_value
from .cards import push_token_hook
from .common import acting_or_monsters

# the haunt's modules, imported at their first use (see game.late)
_monsters = late(globals(), "_monsters", "game.haunt.monsters")
_order = late(globals(), "_order", "game.haunt.order")
_reactions = late(globals(), "_reactions", "game.haunt.reactions")
_reveal = late(globals(), "_reveal", "game.haunt.reveal")
_campaign = late(globals(), "_campaign", "game.campaign.play")


def start_turn(ctx, seat: int) -> None:
    moves = trait_value(ctx.pack, ctx.state, seat, "speed")
    moves += sum(int(b) for b in passives(ctx.pack, ctx.state, seat, "move_bonus"))
    ctx.emit("turn_started", seat=seat, number=ctx.state["turns_taken"] + 1, moves=moves, kind="explorer")
    _reactions.push_reactions(ctx, seat, "turn_start")  # the side's book: "at the start of your turn"


def next_seat(state, seat: int) -> int:
    n = len(state["players"])
    for i in range(1, n + 1):
        candidate = (seat + i) % n
        if state["players"][candidate]["alive"]:
            return candidate
    return seat


def _check_end(pack, ruleset, state, command):
    return None  # (the gate says who may: the turn's owner, or the traitor for the monsters)


def _run_end(ctx, command):
    seat = command.seat
    tile = player(ctx.state, seat)["tile"]
    push_ops(ctx, [{"_end_turn": {}}], seat)
    if ctx.state["turn"].get("kind") == "monsters":
        return
    # classic: "if you end your turn here" room texts, then tokens on the room
    for token in ctx.state["tokens"].get(tile, []):
        if ctx.pack.tokens[token].data.get("end_turn"):
            push_token_hook(ctx, seat, tile, token, "end_turn", f"end of turn: {ctx.pack.tokens[token].name}")
    if ctx.pack.tiles[tile].data.get("end_turn"):
        push_ref(ctx, ["tile", tile, "end_turn"], seat, why=f"end of turn: {ctx.pack.tiles[tile].name}")
    _reactions.push_reactions(ctx, seat, "turn_end")  # the side's book: "if you end your turn ..."
    if "house" in ctx.state:  # a campaign's rules stickers
        _campaign.push_end_of_turn(ctx, seat)


rule("end_turn", candidates=lambda pack, rs, state, seat: [cmd("end_turn", seat)], gate=acting_or_monsters,
     exact=True)((_check_end, _run_end))


@op("_end_turn")
def _end_turn(ctx, frame, args, path):
    seat = frame["actor"]
    turn = ctx.state["turn"]
    revealed = None
    if (ctx.rules.haunt_check == "end_of_turn" and turn["omen"] is not None
            and not haunt_started(ctx.state)):
        if haunt_roll(ctx, seat, turn["omen"]):
            revealed = turn["omen"]
    finish_turn(ctx, seat, revealed)


def finish_turn(ctx, seat: int, revealed: dict | None = None) -> None:
    """Close the turn (recording its hash) and start whatever comes next."""
    turn = ctx.state["turn"]
    if turn.get("kind") == "monsters":
        _monsters.end_monster_turn(ctx)
    ctx.emit("turn_ended", seat=seat, kind=turn.get("kind", "explorer"), hash=ctx.state_hash())
    if ctx.state["phase"] == "explore":
        start_turn(ctx, next_seat(ctx.state, seat))
    elif revealed is not None:
        push_ops(ctx, [{"_first_haunt_turn": {}}], seat)
        # (the revealer: whoever drew the omen, in legacy perhaps not the turn's owner)
        _reveal.reveal(ctx, revealed.get("seat", seat), revealed["card"], revealed["tile"])
    elif ctx.state["phase"] == "haunt":
        _order.next_turn(ctx, turn)


@op("_first_haunt_turn")
def _first_haunt_turn(ctx, frame, args, path):
    if ctx.state["phase"] == "haunt":
        _order.next_turn(ctx, None)


def haunt_roll(ctx, seat: int, omen: dict) -> bool:
    omens = ctx.state["omens_drawn"]
    extra = {}
    if ctx.rules.haunt_roll == "six_dice":
        _dice, total = ctx.roll(6, seat, "haunt roll")
        started = total < omens
    else:  # legacy: dice equal to omens discovered; free play threshold is a ruleset setting
        # p.16: "the number of discovered Omen cards (including the one you just drew, any
        # carried by other players, and any that have been dropped onto tiles)": every
        # omen out of the deck (one buried back into it is no longer discovered)
        omens = _omens_discovered(ctx)
        # a chapter's PAUSE card, or a game's own (free play on a campaign's house)
        trigger = (ctx.state.get("chapter") or {}).get("trigger") or ctx.state["options"].get("trigger") or {}
        if "omens_at_least" in trigger:
            # a chapter whose PAUSE card says the Nth omen starts the haunt: no roll (p.16)
            total, started = None, omens >= trigger["omens_at_least"]
            extra["needed"] = trigger["omens_at_least"]
        else:
            count = max(ctx.rules.dice_floor, min(ctx.rules.dice_cap, omens))
            named = _named_omens_carried(ctx, seat)
            if named:   # the Folium's "A Name Is a Power": a die more for each named omen carried
                count = min(ctx.rules.dice_cap, count + named)
                extra["named_omens"] = named
            _dice, total = ctx.roll(count, seat, "haunt roll")
            threshold = trigger.get("roll_at_least") or ctx.state["options"].get(
                "haunt_threshold", ctx.rules.haunt_threshold)
            started = total >= threshold
            if trigger:
                extra["needed"] = threshold  # (the PAUSE card's number, said with the roll)
        if not started and _last_omen_starts(ctx, rolled=total is not None) and (
                _last_omen(ctx) or _last_omen_room(ctx)):
            # free play on a campaign's house, and a branching campaign's chapters: the
            # house's last omen always starts the haunt (a small house could run out of
            # omens first: docs/CAMPAIGN.md, sections 7 and 11)
            started, extra["last_omen"] = True, True
    ctx.emit("haunt_rolled", seat=seat, total=total, omens=omens, started=started,
             omen=omen["card"], room=omen["tile"], **extra)
    return started


def _named_omens_carried(ctx, seat: int) -> int:
    """Omens the roller carries that the campaign has named, when the rules sticker "A Name
    Is a Power" (flag ``named_omens``) is in force; else 0."""
    from ..campaign.marks import rule_on
    if not rule_on(ctx.state, "named_omens"):
        return 0
    cards = ctx.state["house"]["cards"]
    return sum(1 for c in ctx.state["players"][seat]["cards"]
               if ctx.pack.cards[c].deck == "omen" and (cards.get(c) or {}).get("name"))


def _last_omen_starts(ctx, rolled: bool) -> bool:
    """Free play (on a roll) and the chapters of a campaign begun with branches."""
    return (rolled and ctx.state.get("free_play") is not None) or bool((ctx.state.get("chapter") or {}).get("last_omen"))


def _last_omen_room(ctx) -> bool:
    """A branching campaign's chapter: no room with an Omen symbol is left to discover
    (the house the branches built may have fewer omen rooms than the trigger needs)."""
    if not (ctx.state.get("chapter") or {}).get("last_omen"):
        return False
    return not any("omen" in ctx.pack.tiles[t].symbols for t in ctx.state["stack"])


def _last_omen(ctx) -> bool:
    """Is every omen of the house out of its deck (none left to roll on)?"""
    house = ctx.state.get("house")
    return house is not None and not ctx.state["decks"]["omen"]


def _omens_discovered(ctx) -> int:
    """Omens out of the Omen deck: in a chapter, of the omens the house has (p.16)."""
    house = ctx.state.get("house")
    in_house = len(house["decks"]["omen"]) if house is not None else len(ctx.pack.deck("omen"))
    return in_house - len(ctx.state["decks"]["omen"])
