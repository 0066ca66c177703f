"""Cards: drawing, events, items and omens, giving, dropping, picking up.

Classic "Drawing Omen, Item, & Event Cards": an event is read and resolved, then
discarded unless it is kept or ongoing; items and omens stay with you. "Using Items
& Omen Cards": each item once per turn; once per turn you may give an item to an
explorer in your room, drop any number of items (making an item pile), and pick up
items from a pile. Companions follow you and cannot be dropped or traded; some items
cannot be traded but can be dropped.
"""

from __future__ import annotations

from ..campaign.house import heirloomed_this_game, stickers_left
from ..campaign.marks import card_name
from ..commands import Command, made
from ..effects import answers, ask, harmful, number, op, push_ops, push_ref
from ..engine import rule
from ..state import has_traitor_powers, player, region_of
from .common import acting, used


def draw(ctx, seat: int, deck: str, count: int = 1, region: str | None = None,
         tile: str | None = None) -> list[str]:
    """Draw ``count`` cards. With ``region`` (a tile's symbol, legacy), item and event
    decks bury cards until one matches the region (legacy p.11). An omen drawn before
    the haunt checks for it at once in legacy (``_haunt_check``), as drawn in ``tile``
    (default: where the drawer stands)."""
    drawn = []
    for _ in range(count):
        if region is not None and ctx.rules.region_decks and deck in ("item", "event"):
            _bury_until(ctx, deck, region)
        card = _top(ctx, deck)
        if card is None:
            # legacy p.11: an empty deck draws nothing and costs no moves
            ctx.emit("narrated", seat=seat, text=f"The {deck} deck is empty.")
            return drawn
        drawn.append(card)
        ctx.emit("card_drawn", seat=seat, deck=deck, card=card)
        turn = ctx.state["turn"]
        if turn is not None and turn["seat"] == seat and turn["moves"]:
            ctx.emit("moves_set", seat=seat, moves=0)  # drawing any card ends movement
        data = ctx.pack.cards[card].data
        if deck == "event":
            finish = {"card": card}
            if data.get("ongoing") and data.get("token"):
                finish["tile"] = player(ctx.state, seat)["tile"]  # legacy p.11: the Event tile
            push_ops(ctx, [{"_finish_event": finish}], seat)
            if data.get("effects"):
                if has_traitor_powers(ctx.state, seat) and ctx.rules.traitor_event == "ignore":
                    # classic "The Traitor's New Powers" (legacy p.19 likewise): the traitor
                    # may choose not to be affected; choosing it means taking it all
                    ask(ctx, "traitor_event", seat, f"Be affected by {ctx.pack.cards[card].name}?",
                        [True, False], card=card)
                elif data.get("ongoing") and _ongoing_choice_for(ctx, seat):
                    push_ops(ctx, [{"_ongoing_effects": {"card": card, "ref": ["card", card, "effects"],
                                                         "why": ctx.pack.cards[card].name}}], seat)
                else:
                    push_ref(ctx, ["card", card, "effects"], seat, why=ctx.pack.cards[card].name)
        else:
            if deck == "omen" and ctx.rules.haunt_check == "on_draw" and ctx.state["phase"] == "explore":
                # legacy p.11: you carry the omen "and gain any bonuses it gives. If the
                # haunt has not started, check to see if it starts now" — whatever made
                # you draw it (p.16: "each time you draw an Omen card"): the check waits
                # under the omen's own effects
                push_ops(ctx, [{"_haunt_check": {"omen": card, "tile": tile or player(ctx.state, seat)["tile"]}}],
                         seat)
            if data.get("on_gain"):
                push_ref(ctx, ["card", card, "on_gain"], seat, why=ctx.pack.cards[card].name)
            if data.get("heirloom"):
                offer_heirloom(ctx, seat, card)
    return drawn


def _bury_until(ctx, deck: str, region: str) -> None:
    cards = ctx.state["decks"][deck]
    fits = [c for c in cards if not ctx.pack.cards[c].regions or region in ctx.pack.cards[c].regions]
    if not fits:
        return  # none match: draw the top card anyway
    buried = cards[:cards.index(fits[0])]
    if buried:
        ctx.emit("cards_buried", deck=deck, cards=buried)


def may_heirloom(pack, ruleset, state, seat: int, card: str, joining: bool = False) -> bool:
    """Legacy p.13: once per game, when you draw an Item with a space for an Heirloom
    sticker, you may make it your family's heirloom. A card has one space (one already
    heirloomed cannot be again); in a campaign the family also needs a sticker left of
    its nine (p.5), and an item from the joining rule does not count toward the once per
    game (p.21)."""
    if ruleset.name != "legacy" or not pack.cards[card].data.get("heirloom"):
        return False
    family = player(state, seat)["explorer"]
    heirlooms = state.get("heirlooms") or {}
    if card in heirlooms:
        return False
    house = state.get("house")
    if house is None:
        return joining or family not in heirlooms.values()
    if not joining and heirloomed_this_game(house, family):
        return False
    return stickers_left(pack, house, family) > 0


def offer_heirloom(ctx, seat: int, card: str, joining: bool = False) -> None:
    """Queue the heirloom question for a card just drawn (asked when its turn comes, not
    at once: a second card drawn by the same effect must not overwrite the question)."""
    if may_heirloom(ctx.pack, ctx.rules, ctx.state, seat, card, joining):
        push_ops(ctx, [{"_offer_heirloom": {"card": card, "joining": joining}}], seat)


@op("_offer_heirloom")
def _offer_heirloom(ctx, frame, a, path):
    seat, card, joining = frame["actor"], a["card"], bool(a.get("joining"))
    if card in player(ctx.state, seat)["cards"] and may_heirloom(ctx.pack, ctx.rules, ctx.state, seat, card, joining):
        ask(ctx, "heirloom", seat, f"Make {card_name(ctx.pack, ctx.state, card)} your family's heirloom?",
            [True, False], card=card, joining=joining)


@answers("traitor_event")
def _answer_traitor_event(ctx, pending, choice):
    if choice:
        push_ref(ctx, ["card", pending["card"], "effects"], pending["seat"],
                 why=ctx.pack.cards[pending["card"]].name)
    else:
        ctx.emit("narrated", seat=pending["seat"], text="The traitor shrugs the event off.")


@answers("heirloom")
def _answer_heirloom(ctx, pending, choice):
    if not choice:
        return
    # p.13: "If it doesn't have a name, give it one": the table may name the heirloom (a
    # name of their own, the suggested one, or the card's own)
    seat, card = pending["seat"], pending["card"]
    own = card_name(ctx.pack, ctx.state, card)
    suggested = heirloom_name(ctx.pack, ctx.state, seat, card)
    options = [suggested, own] if suggested != own else [own]
    ask(ctx, "heirloom_name", seat, f"Name the heirloom ({own}).", options, card=card,
        joining=bool(pending.get("joining")), text=True)


def heirloom_name(pack, state, seat: int, card: str) -> str:
    """A name to suggest: the member's first name, then the item's ("Mercy's Hayfork")."""
    first = str(player(state, seat)["name"]).split()[0]
    words = pack.cards[card].name.split()
    return f"{first}'s {' '.join(words[1:]) if len(words) > 1 and words[0] in ('The', 'A', 'An') else ' '.join(words)}"


@answers("heirloom_name")
def _answer_heirloom_name(ctx, pending, choice):
    seat, card = pending["seat"], pending["card"]
    name = " ".join(str(choice).split())
    event = {"seat": seat, "card": card, "family": player(ctx.state, seat)["explorer"]}
    if name != ctx.pack.cards[card].name:
        event["name"] = name
    if pending.get("joining"):
        event["joining"] = True
    ctx.emit("heirloom_made", **event)


def _top(ctx, deck: str) -> str | None:
    state = ctx.state
    if not state["decks"][deck] and state["discard"][deck]:
        order, r = ctx.shuffled(state["discard"][deck])
        ctx.emit("deck_reshuffled", deck=deck, order=order, r=r)
    return state["decks"][deck][0] if state["decks"][deck] else None


@op("draw")
def _draw_op(ctx, frame, a, path):
    seat = frame["actor"]
    # legacy p.3: "draw an Item card" draws one that matches the region you are in
    region = region_of(ctx.state, player(ctx.state, seat)["tile"]) if ctx.rules.region_decks else None
    draw(ctx, seat, a["deck"], number(ctx, a.get("count", 1)), region=region)


@op("_finish_event")
def _finish_event(ctx, frame, a, path):
    card = a["card"]
    if ctx.state["reading"] != card and card not in (ctx.state.get("reading_under") or []):
        return
    data = ctx.pack.cards[card].data
    if data.get("keep"):
        ctx.emit("card_kept", seat=frame["actor"], card=card)
    elif data.get("ongoing"):
        tile = a.get("tile") or player(ctx.state, frame["actor"])["tile"]
        if data.get("token") and ctx.rules.traitor_ongoing_choice:
            # (where its token marks it: the token's effects are the card's, legacy p.11)
            ctx.emit("card_ongoing", seat=frame["actor"], card=card, tile=tile)
        else:
            ctx.emit("card_ongoing", seat=frame["actor"], card=card)
        if data.get("token"):  # legacy p.11: a token marks the ongoing event's tile
            ctx.emit("token_placed", tile=tile, token=data["token"])
    elif not used_up(ctx, card):
        discard(ctx, card)


def used_up(ctx, card: str) -> bool:
    """A campaign's card with ``destroy_after: N`` checks a use box each time it is read;
    on the Nth it is destroyed instead of buried (p.11). True if it was destroyed now."""
    after = ctx.pack.cards[card].data.get("destroy_after")
    if after is None or "house" not in ctx.state:
        return False
    ctx.emit("house_changed", change={"kind": "use_checked", "card": card})
    if (ctx.state["house"]["cards"].get(card) or {}).get("uses", 0) >= after:
        ctx.emit("house_changed", change={"kind": "destroy", "card": card})
        return True
    return False


# -- the traitor and Ongoing Event cards (legacy p.19) -----------------------------------
# "You may ignore harmful effects from Ongoing Event cards. If you do so, you do not
# benefit from any positive effects from those cards." An ongoing card affects you when
# drawn (its effects) and afterwards through the token marking its tile (the token's
# on_enter / end_turn effects). The first time a card that can hurt would affect the
# traitor, the traitor chooses, once for that card: ignore it (none of its effects, good
# or bad, from then on) or take it as everyone does.

def _ongoing_choice_for(ctx, seat: int) -> bool:
    return ctx.rules.traitor_ongoing_choice and has_traitor_powers(ctx.state, seat)


def ongoing_choice(state, seat: int, card: str):
    """True (ignored), False (taken as normal) or None (not chosen yet)."""
    return (state.get("ongoing_choices") or {}).get(str(seat), {}).get(card)


def ongoing_harms(pack, card: str) -> bool:
    """Can this ongoing card hurt the traitor: its effects, or its token's effects
    (damage and trait loss from a token spare the traitor anyway: tile effects, p.19)?"""
    data = pack.cards[card].data
    token = pack.tokens.get(data.get("token")) if data.get("token") else None
    hooks = [token.data.get(h) for h in ("on_enter", "end_turn")] if token is not None else []
    return harmful(data.get("effects")) or harmful(hooks, skip=frozenset(("damage", "lose")))


def marked_by(pack, state, tile: str, token: str) -> str | None:
    """The ongoing card whose token this is on this tile, if any."""
    tiles = state.get("ongoing_tiles") or {}
    return next((c for c in state["ongoing"] if tiles.get(c) == tile and pack.cards[c].data.get("token") == token),
                None)


def push_token_hook(ctx, seat: int, tile: str, token: str, hook: str, why: str) -> None:
    """Queue a token's ``on_enter`` / ``end_turn`` effects for ``seat``: through the
    traitor's choice when the token marks an Ongoing Event card."""
    card = marked_by(ctx.pack, ctx.state, tile, token) if _ongoing_choice_for(ctx, seat) else None
    if card is None:
        push_ref(ctx, ["token", token, hook], seat, why=why)
    else:
        push_ops(ctx, [{"_ongoing_effects": {"card": card, "ref": ["token", token, hook], "why": why}}], seat)


@op("_ongoing_effects")
def _ongoing_effects(ctx, frame, a, path):
    seat, card = frame["actor"], a["card"]
    choice = ongoing_choice(ctx.state, seat, card)
    if choice is None and ongoing_harms(ctx.pack, card):
        name = ctx.pack.cards[card].name
        ask(ctx, "ongoing_ignore", seat,
            f"Ignore {name}? Its harm passes you by, and so does any good it would do you.",
            [True, False], card=card, ref=list(a["ref"]), why=a["why"])
    elif choice:
        ctx.emit("narrated", seat=seat, text=f"{ctx.pack.cards[card].name} does nothing to the traitor.")
    else:
        push_ref(ctx, a["ref"], seat, why=a["why"])


@answers("ongoing_ignore")
def _answer_ongoing_ignore(ctx, pending, choice):
    seat = pending["seat"]
    ctx.emit("ongoing_choice", seat=seat, card=pending["card"], ignore=bool(choice))
    if not choice:
        push_ref(ctx, pending["ref"], seat, why=pending["why"])


def discard(ctx, card: str) -> None:
    ctx.emit("card_discarded", card=card, deck=ctx.pack.cards[card].deck,
             bury=ctx.rules.spent_card == "bury")


def lose_card_effects(ctx, seat: int, card: str) -> None:
    if ctx.pack.cards[card].data.get("on_lose"):
        push_ref(ctx, ["card", card, "on_lose"], seat, why=f"losing {ctx.pack.cards[card].name}")


def gain_card_effects(ctx, seat: int, card: str) -> None:
    if ctx.pack.cards[card].data.get("on_gain"):
        push_ref(ctx, ["card", card, "on_gain"], seat, why=ctx.pack.cards[card].name)


@op("discard_item")
def _discard_item(ctx, frame, a, path):
    seat = frame["actor"]
    options = [c for c in player(ctx.state, seat)["cards"] if ctx.pack.cards[c].droppable]
    if not options:
        return
    if len(options) == 1:
        _answer_discard(ctx, {"seat": seat}, options[0])
    else:
        ask(ctx, "discard_item", seat, "Choose an item to lose.", options)


@answers("discard_item")
def _answer_discard(ctx, pending, choice):
    lose_card_effects(ctx, pending["seat"], choice)
    discard(ctx, choice)


# -- using an item --------------------------------------------------------------------

def _check_use(pack, ruleset, state, command):
    card = command["card"]
    if card not in player(state, command.seat)["cards"]:
        return "you are not carrying that card"
    if not pack.cards[card].use:
        return f"{pack.cards[card].name} has nothing to use"
    if used(state, f"use:{card}"):
        return f"you already used {pack.cards[card].name} this turn"
    if ruleset.card_use == "action_words":
        if card in player(state, command.seat)["used"]:
            return f"{pack.cards[card].name} is used (turned sideways) until your next turn"
        word = pack.cards[card].use.get("word")
        if word and used(state, f"word:{word}"):
            return f"you already used the action {word} this turn"
    return None


def _run_use(ctx, command):
    seat, card = command.seat, command["card"]
    ctx.emit("used", seat=seat, key=f"use:{card}")
    if ctx.rules.card_use == "action_words":  # legacy p.12: the card turns sideways
        word = ctx.pack.cards[card].use.get("word")
        if word:
            ctx.emit("used", seat=seat, key=f"word:{word}")
        ctx.emit("card_used", seat=seat, card=card)
    use = ctx.pack.cards[card].use
    if use.get("consume"):
        push_ops(ctx, [{"_used_up": {"card": card}}], seat)
    push_ref(ctx, ["card", card, "use", "effects"], seat, why=ctx.pack.cards[card].name)


@op("_used_up")
def _used_up(ctx, frame, a, path):
    if a["card"] in player(ctx.state, frame["actor"])["cards"]:
        lose_card_effects(ctx, frame["actor"], a["card"])
        discard(ctx, a["card"])


def _use_candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_use`` lets through of the cards carried."""
    p = state["players"][seat]
    done = state["turn"]["used"]
    words = ruleset.card_use == "action_words"
    out = []
    for c in p["cards"]:
        use = pack.cards[c].use
        if not use or f"use:{c}" in done:
            continue
        if words and (c in p["used"] or (use.get("word") and f"word:{use['word']}" in done)):
            continue
        out.append(made(Command, ("use_item", seat, {"card": c})))
    return out


rule("use_item", candidates=_use_candidates, gate=acting, exact=True)((_check_use, _run_use))


# -- give, drop, pick up ---------------------------------------------------------------

def _check_give(pack, ruleset, state, command):
    card, to = command["card"], command["to"]
    if used(state, "give"):
        # legacy p.14: one GIVE hands "as many unused Items and Omens as you want" to one player
        if ruleset.card_use != "action_words":
            return "you already gave an item this turn"
        if not used(state, f"give:{to}"):
            return "you already used the action GIVE this turn (on another player)"
    if card not in player(state, command.seat)["cards"]:
        return "you are not carrying that card"
    if not pack.cards[card].tradeable:
        return f"{pack.cards[card].name} cannot be given away"
    if card in player(state, command.seat)["used"]:
        return f"{pack.cards[card].name} is used this turn and cannot be given"
    if not isinstance(to, int) or not 0 <= to < len(state["players"]) or to == command.seat:
        return "choose another explorer to give it to"
    if not player(state, to)["alive"] or player(state, to)["tile"] != player(state, command.seat)["tile"]:
        return "you can only give items to an explorer in your room"
    return None


def _run_give(ctx, command):
    seat, card, to = command.seat, command["card"], command["to"]
    if not used(ctx.state, "give"):
        ctx.emit("used", seat=seat, key="give")
        if ctx.rules.card_use == "action_words":
            ctx.emit("used", seat=seat, key=f"give:{to}")
    ctx.emit("card_given", frm=seat, to=to, card=card)
    if ctx.rules.card_use == "action_words":
        ctx.emit("card_used", seat=to, card=card)  # legacy p.14: they receive it used
    gain_card_effects(ctx, to, card)
    lose_card_effects(ctx, seat, card)


def _give_candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_give`` lets through: each unused tradeable card carried, to
    each other living explorer in the room (after a GIVE, legacy: to the same one)."""
    gave = "give" in state["turn"]["used"]
    if gave and ruleset.card_use != "action_words":
        return []
    p = state["players"][seat]
    tile, done = p["tile"], state["turn"]["used"]
    here = []  # (seats_here, written out)
    for o in state["players"]:
        if o["tile"] == tile and o["alive"] and o["seat"] != seat and (not gave or f"give:{o['seat']}" in done):
            here.append(o["seat"])
    if not here:
        return []
    spent = p["used"]
    return [made(Command, ("give", seat, {"card": c, "to": o})) for c in p["cards"]
            if pack.cards[c].tradeable and c not in spent for o in here]


rule("give", candidates=_give_candidates, gate=acting, exact=True)((_check_give, _run_give))


def _check_drop(pack, ruleset, state, command):
    cards = command["cards"]
    if used(state, "drop"):
        return "you already dropped items this turn"
    if not isinstance(cards, list) or not cards or len(set(cards)) != len(cards):
        return "choose one or more different items to drop"
    mine = player(state, command.seat)["cards"]
    for card in cards:
        if card not in mine:
            return "you are not carrying that card"
        if not pack.cards[card].droppable:
            return f"{pack.cards[card].name} cannot be dropped"
        if card in player(state, command.seat)["used"]:
            return f"{pack.cards[card].name} is used this turn and cannot be dropped"
    return None


def _run_drop(ctx, command):
    seat = command.seat
    ctx.emit("used", seat=seat, key="drop")
    cards = command.args["cards"]
    ctx.emit("cards_dropped", seat=seat, tile=ctx.state["players"][seat]["tile"], cards=list(cards))
    for card in reversed(cards):
        lose_card_effects(ctx, seat, card)


def _drop_candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_drop`` lets through: each droppable card carried and not
    used, and all of them at once if there are several (and none is used)."""
    if "drop" in state["turn"]["used"]:
        return []
    p = state["players"][seat]
    spent, known = p["used"], pack.cards
    cards, out = [], []
    for c in p["cards"]:
        if known[c].droppable:
            cards.append(c)
            if c not in spent:
                out.append(made(Command, ("drop", seat, {"cards": [c]})))
    if len(cards) > 1 and len(out) == len(cards) and len(set(cards)) == len(cards):
        out.append(made(Command, ("drop", seat, {"cards": cards})))
    return out


rule("drop", candidates=_drop_candidates, gate=acting, exact=True)((_check_drop, _run_drop))


def _check_pick(pack, ruleset, state, command):
    cards = command["cards"]
    if used(state, "pick_up"):
        return "you already picked up items this turn"
    pile = state["piles"].get(player(state, command.seat)["tile"], [])
    if not isinstance(cards, list) or not cards or len(set(cards)) != len(cards):
        return "choose one or more items to pick up"
    if any(c not in pile for c in cards):
        return "that item is not in the pile here"
    return None


def _run_pick(ctx, command):
    seat = command.seat
    ctx.emit("used", seat=seat, key="pick_up")
    ctx.emit("cards_picked", seat=seat, tile=player(ctx.state, seat)["tile"], cards=list(command["cards"]))
    if ctx.rules.card_use == "action_words":
        for card in command["cards"]:
            ctx.emit("card_used", seat=seat, card=card)  # legacy p.14: received used
    for card in reversed(command["cards"]):
        gain_card_effects(ctx, seat, card)


def _pick_candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_pick`` lets through: each card of the pile here, and the
    whole pile if it holds several."""
    if "pick_up" in state["turn"]["used"]:
        return []
    pile = state["piles"].get(state["players"][seat]["tile"])
    if not pile:
        return []
    out = [made(Command, ("pick_up", seat, {"cards": [c]})) for c in pile]
    if len(pile) > 1 and len(set(pile)) == len(pile):
        out.append(made(Command, ("pick_up", seat, {"cards": list(pile)})))
    return out


rule("pick_up", candidates=_pick_candidates, gate=acting, exact=True)((_check_pick, _run_pick))


# -- TAKE (legacy p.14): take unused cards from someone on your tile, with permission ----

def _check_take(pack, ruleset, state, command):
    if ruleset.card_use != "action_words":
        return "taking from another explorer is a legacy action"
    frm, card = command["frm"], command["card"]
    # legacy p.14: one TAKE takes "any number of unused Items and Omens from other
    # players on the same tile": more cards may be asked for, on the tile of that TAKE
    if used(state, "word:TAKE") and not used(state, f"take_at:{player(state, command.seat)['tile']}"):
        return "you already used the action TAKE this turn"
    if used(state, f"take:{card}"):
        return "you already asked for that card this turn"
    if not isinstance(frm, int) or not 0 <= frm < len(state["players"]) or frm == command.seat:
        return "choose another explorer to take from"
    other = player(state, frm)
    if not other["alive"] or other["tile"] != player(state, command.seat)["tile"]:
        return "you can only take from an explorer on your tile"
    if card not in other["cards"] or not pack.cards[card].tradeable or card in other["used"]:
        return "that card cannot be taken"
    return None


def _run_take(ctx, command):
    if not used(ctx.state, "word:TAKE"):
        ctx.emit("used", seat=command.seat, key="word:TAKE")
        ctx.emit("used", seat=command.seat, key=f"take_at:{player(ctx.state, command.seat)['tile']}")
    ctx.emit("used", seat=command.seat, key=f"take:{command['card']}")
    name = ctx.pack.cards[command["card"]].name
    ask(ctx, "consent", command["frm"], f"Let {player(ctx.state, command.seat)['name']} take {name}?",
        [True, False], taker=command.seat, card=command["card"])


@answers("consent")
def _answer_consent(ctx, pending, choice):
    if not choice:
        ctx.emit("narrated", seat=pending["seat"], text="They keep hold of it.")
        return
    card, taker = pending["card"], pending["taker"]
    ctx.emit("card_given", frm=pending["seat"], to=taker, card=card)
    ctx.emit("card_used", seat=taker, card=card)
    gain_card_effects(ctx, taker, card)
    lose_card_effects(ctx, pending["seat"], card)


def _take_candidates(pack, ruleset, state, seat):
    """Exactly what ``_check_take`` lets through: each unused tradeable card of each other
    living explorer on the tile, not yet asked for (and only on the tile of this turn's TAKE)."""
    if ruleset.card_use != "action_words":
        return []
    here = state["players"][seat]["tile"]
    done = state["turn"]["used"]
    if "word:TAKE" in done and f"take_at:{here}" not in done:
        return []
    out = []
    for p in state["players"]:
        if p["seat"] != seat and p["alive"] and p["tile"] == here:
            for c in p["cards"]:
                if pack.cards[c].tradeable and c not in p["used"] and f"take:{c}" not in done:
                    out.append(made(Command, ("take", seat, {"card": c, "frm": p["seat"]})))
    return out


rule("take", candidates=_take_candidates, gate=acting, exact=True)((_check_take, _run_take))
