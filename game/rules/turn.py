"""The turn's flow, all of it: who goes next, starting and ending a turn, the haunt roll,
the haunt's rounds and the house's own turn.

Classic "Game Play": turns go clockwise from the first player. "Making a Haunt Roll":
at the end of a turn in which you drew an omen, roll 6 dice; the haunt starts if the
result is less than the number of omens drawn this game (legacy p.16: at once, as the
omen is drawn: ``_haunt_check``). Classic "Haunt Turn Order": the hero to the traitor's
left goes first, then clockwise through the heroes; the traitor after all heroes;
monsters after the traitor (one player takes both the traitor's and the monsters'
turns). A dead traitor's monsters still take their turn. A round ends after the last
turn in that order; then the haunt's ``every_round`` effects, if it has any (the
house's turn, docs/HAUNT_FORMAT.md), before the next round's first turn.

Every other module of the rules sits below this one: they queue the engine's steps
(``_end_turn``, ``_first_haunt_turn``, ``_haunt_check``, ``_begin_play``) by name, and
this module runs them.
"""

from __future__ import annotations

from ..campaign.marks import rule_on
from ..campaign.play import push_end_of_turn
from ..commands import Command, made
from ..effects import OPS, op, push_ops, push_ref
from ..engine import rule
from ..haunt.monsters import end_monster_turn, start_monster_turn
from ..haunt.reactions import push_reactions
from ..haunt.reveal import reveal
from ..haunt.victory import check_victory
from ..state import clockwise_from, haunt_started, passives, player, trait_value
from .cards import push_token_hook
from .common import acting_or_monsters


def start_turn(ctx, seat: int) -> None:
    moves = trait_value(ctx.pack, ctx.state, seat, "speed")
    for bonus in passives(ctx.pack, ctx.state, seat, "move_bonus"):
        moves += int(bonus)
    ctx.emit("turn_started", seat=seat, number=ctx.state["turns_taken"] + 1, moves=moves, kind="explorer")
    push_reactions(ctx, seat, "turn_start")  # the side's book: "at the start of your turn"


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
    tile = ctx.state["players"][seat]["tile"]
    push_ops(ctx, [{"_end_turn": {}}], seat)
    if ctx.state["turn"].get("kind") == "monsters":
        return
    # classic: "if you end your turn here" room texts, then tokens on the room
    for token in ctx.state["tokens"].get(tile, []):
        if ctx.pack.tokens[token].data.get("end_turn"):
            push_token_hook(ctx, seat, tile, token, "end_turn", f"end of turn: {ctx.pack.tokens[token].name}")
    if ctx.pack.tiles[tile].data.get("end_turn"):
        push_ref(ctx, ["tile", tile, "end_turn"], seat, why=f"end of turn: {ctx.pack.tiles[tile].name}")
    push_reactions(ctx, seat, "turn_end")  # the side's book: "if you end your turn ..."
    if "house" in ctx.state:  # a campaign's rules stickers
        push_end_of_turn(ctx, seat)


rule("end_turn", candidates=lambda pack, rs, state, seat: [made(Command, ("end_turn", seat, {}))], gate=acting_or_monsters,
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
        end_monster_turn(ctx)
    ctx.emit("turn_ended", seat=seat, kind=turn.get("kind", "explorer"), hash=ctx.state_hash())
    if ctx.state["phase"] == "explore":
        start_turn(ctx, next_seat(ctx.state, seat))
    elif revealed is not None:
        push_ops(ctx, [{"_first_haunt_turn": {}}], seat)
        # (the revealer: whoever drew the omen, in legacy perhaps not the turn's owner)
        reveal(ctx, revealed.get("seat", seat), revealed["card"], revealed["tile"])
    elif ctx.state["phase"] == "haunt":
        next_turn(ctx, turn)


@op("_begin_play")
def _begin_play(ctx, frame, a, path):
    """A chapter's first turn, after its setup's Legacy cards (game.campaign.play)."""
    start_turn(ctx, a["seat"])


@op("_first_haunt_turn")
def _first_haunt_turn(ctx, frame, args, path):
    if ctx.state["phase"] == "haunt":
        next_turn(ctx, None)


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
            # house's last omen, or its last omen room, always starts the haunt (a small
            # house could run out of omens or rooms first: docs/CAMPAIGN.md, sections 7, 11)
            started, extra["last_omen"] = True, True
    ctx.emit("haunt_rolled", seat=seat, total=total, omens=omens, started=started,
             omen=omen["card"], room=omen["tile"], **extra)
    return started


def _named_omens_carried(ctx, seat: int) -> int:
    """Omens the roller carries that the campaign has named, when the rules sticker "A Name
    Is a Power" (flag ``named_omens``) is in force; else 0."""
    if not rule_on(ctx.state, "named_omens"):
        return 0
    cards = ctx.state["house"]["cards"]
    return sum(1 for c in ctx.state["players"][seat]["cards"]
               if ctx.pack.cards[c].deck == "omen" and (cards.get(c) or {}).get("name"))


def _last_omen_starts(ctx, rolled: bool) -> bool:
    """Free play (on a roll) and the chapters of a campaign begun with branches."""
    return (rolled and ctx.state.get("free_play") is not None) or bool((ctx.state.get("chapter") or {}).get("last_omen"))


def _last_omen_room(ctx) -> bool:
    """A branching campaign's chapter, or free play on a campaign's house: no room with an
    Omen symbol is left to discover (the house the branches built may have fewer omen rooms
    than the trigger needs; a kept house may run out of rooms with omens still in the deck)."""
    if not ((ctx.state.get("chapter") or {}).get("last_omen") or ctx.state.get("free_play") is not None):
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


# engine steps that put away a card whose effects were cut short (an event read, an item
# used up): they still happen when the haunt ends the turn in the middle of its effects
_PUT_AWAY = ("_finish_event", "_used_up")


@op("_haunt_check")
def _haunt_check(ctx, frame, a, path):
    """Legacy p.16: drawing an omen checks for the haunt at once; if it starts, the
    turn is over immediately — no other symbols or effects of the tile (or of the card
    that had you draw the omen) resolve. The one who drew the omen reveals the haunt;
    the turn that ends is the current one."""
    if ctx.state["phase"] != "explore":
        return  # (an earlier omen of the same effect started it)
    seat = frame["actor"]
    omen = {"card": a["omen"], "tile": a["tile"]}
    if haunt_roll(ctx, seat, omen):
        put_away = [(f["actor"], name, args) for f in reversed(ctx.frames) if "ops" in f
                    for step in f["ops"][f["pc"]:] for name, args in step.items() if name in _PUT_AWAY]
        ctx.frames.clear()
        for actor, name, args in put_away:
            OPS[name](ctx, {"actor": actor}, args, None)
        turn_seat = ctx.state["turn"]["seat"] if ctx.state["turn"] is not None else seat
        finish_turn(ctx, turn_seat, revealed=dict(omen, seat=seat))


# -- the haunt's rounds ------------------------------------------------------------------

def full_order(pack, state) -> list[tuple[str, int]]:
    """[(kind, seat)] for one round, dead explorers included."""
    haunt = state["haunt"]
    traitor = haunt["traitor"]
    first = pack.haunts[haunt["id"]].get("first")
    if traitor is not None and not haunt["hidden"] and first != "left_of_revealer":
        order = [("explorer", s) for s in clockwise_from(state, traitor)[1:]] + [("explorer", traitor)]
    else:  # no visible traitor: clockwise from the revealer's left
        order = [("explorer", s) for s in clockwise_from(state, haunt["revealer"])[1:]]
        order.append(("explorer", haunt["revealer"]))
    if state.get("monsters"):
        order.append(("monsters", monster_controller(state)))
    return order


def monster_controller(state) -> int:
    haunt = state["haunt"]
    return haunt["traitor"] if haunt["traitor"] is not None else haunt["revealer"]


def _playable(state, entry) -> bool:
    kind, seat = entry
    return bool(state.get("monsters")) if kind == "monsters" else player(state, seat)["alive"]


def next_turn(ctx, finished: dict | None) -> None:
    """Start whoever goes after ``finished`` (None: the first turn of the haunt)."""
    state = ctx.state
    full = full_order(ctx.pack, state)
    key = None if finished is None else (finished.get("kind", "explorer"), finished["seat"])
    pos = full.index(key) if key in full else -1
    for step in range(1, 2 * len(full) + 1):
        index = pos + step
        if finished is not None and index == len(full):
            ctx.emit("round_ended", rounds=state["haunt"]["rounds"] + 1)
            check_victory(ctx)
            if state["phase"] == "over":
                return
            if house_turn(ctx):  # the haunt's every_round effects, then the next round
                return
        entry = full[index % len(full)]
        if _playable(state, entry):
            _start(ctx, entry)
            return
    ctx.emit("game_over", winner="traitor", reason="nobody is left to take a turn")


def _start(ctx, entry) -> None:
    kind, seat = entry
    if kind == "monsters":
        start_monster_turn(ctx, seat)
    else:
        start_turn(ctx, seat)


# -- the house's turn ----------------------------------------------------------------------

def house_turn(ctx) -> bool:
    """At a round's end: queue the haunt's ``every_round`` effects, and the start of the
    next round after them. False when the haunt has no such effects (go straight on)."""
    state = ctx.state
    haunt = ctx.pack.haunts[state["haunt"]["id"]]
    if not (haunt.get("every_round") or {}).get("effects"):
        return False
    actor = monster_controller(state)
    if state["haunt"].get("hidden"):
        actor = state["haunt"]["revealer"]  # (never the hidden traitor's seat: see reveal.py)
    push_ops(ctx, [{"_round_begins": {}}], actor)
    push_ref(ctx, ["haunt", haunt["id"], "every_round", "effects"], actor,
             why=haunt["every_round"].get("title", "the house"))
    return True


@op("_round_begins")
def _round_begins(ctx, frame, a, path):
    if ctx.state["phase"] == "haunt":
        next_turn(ctx, None)
